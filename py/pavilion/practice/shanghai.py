"""Shanghai: seven rounds (option 20); round k aims at number k: singles k, doubles 2k, trebles 3k.

A single, a double and a treble of the round's number in one visit is a Shanghai and wins the
session at once; otherwise the most points after the last round wins (level at the top: a draw).
"""

from .drill import Drill, any_ring, value



class Shanghai(Drill):
    slug = "shanghai"
    title = "Shanghai"
    OPTIONS = {"rounds": 7}
    CHOICES = {"rounds": ((7, 20), "Shanghai is played over 7 rounds or 20.")}

    def new_player(self):
        return {"score": 0, "round": 1, "points": 0, "rings": [], "rounds": [], "shanghai": False, "darts": 0}

    def throw(self, p, dart):
        if dart.number == p["round"]:
            p["points"] += value(dart)
            p["score"] += value(dart)
            p["rings"].append(dart.multiplier)
            return f"+{value(dart)}", False
        return "no score", False

    def end_visit(self, p):
        p["shanghai"] = set(p["rings"]) == {1, 2, 3}
        p["rounds"].append({"round": p["round"], "target": any_ring(p["round"]), "points": p["points"],
                            "score": p["score"], "shanghai": p["shanghai"]})
        p["round"] += 1
        p["points"], p["rings"] = 0, []

    def finished(self, p):
        return p["shanghai"] or p["round"] > self.options["rounds"]

    def wins_at_once(self, p):
        return p["shanghai"]

    def target(self, p):
        return None if self.finished(p) else any_ring(p["round"])

    def score(self, p):
        return p["score"]

    def progress(self, p):
        return {"round": min(p["round"], self.options["rounds"]), "rounds": [dict(r) for r in p["rounds"]],
                "of": self.options["rounds"]}

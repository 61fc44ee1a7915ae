"""Halve-It: start on 40; nine rounds, each with its target; a round with no dart on it halves you.

The targets in order: 15, 16, any double, 17, 18, any treble, 19, 20, the bull (either ring). A dart
on the target scores its full value (D16 on 16 scores 32); a round with none halves the score,
rounded down. "Any double" counts the bull (DB, 50): it is the bull's double ring.
"""

from pavilion.darts.dart import BULL

from .drill import Drill, value

START = 40
TARGETS = ("15", "16", "any double", "17", "18", "any treble", "19", "20", "Bull")


def on_target(target: str, dart) -> bool:
    if target == "any double":
        return dart.multiplier == 2
    if target == "any treble":
        return dart.multiplier == 3
    return dart.number == (BULL if target == "Bull" else int(target))


class HalveIt(Drill):
    slug = "halve-it"
    title = "Halve-It"

    def new_player(self):
        return {"score": START, "round": 1, "points": 0, "hit": False, "rounds": [], "darts": 0}

    def throw(self, p, dart):
        if on_target(TARGETS[p["round"] - 1], dart):
            p["hit"] = True
            p["points"] += value(dart)
            p["score"] += value(dart)
            return f"+{value(dart)}", False
        return "off the target", False

    def end_visit(self, p):
        if not p["hit"]:
            p["score"] //= 2
        p["rounds"].append({"round": p["round"], "target": TARGETS[p["round"] - 1], "points": p["points"],
                            "halved": not p["hit"], "score": p["score"]})
        p["round"] += 1
        p["points"], p["hit"] = 0, False

    def finished(self, p):
        return p["round"] > len(TARGETS)

    def target(self, p):
        return None if self.finished(p) else TARGETS[p["round"] - 1]

    def score(self, p):
        return p["score"]

    def progress(self, p):
        """The running line: each round's target, its points or a halving, the score after it."""
        return {"round": min(p["round"], len(TARGETS)), "rounds": [dict(r) for r in p["rounds"]],
                "of": len(TARGETS), "targets": list(TARGETS)}

"""Bob's 27: start on 27; round k (1 to 20) aims at double k, round 21 at the bull (DB).

Every hit on the round's double adds its value at once; a round (a visit of three darts) with no
hit takes that value off at its end. When the score falls to zero or below the drill ends there
for that player, the score standing as it fell (it may be below zero). Highest possible: 1,437.
"""

from pavilion.darts.dart import BULL

from .drill import Drill, bed_name, value

START = 27
ROUNDS = 21


def round_bed(k: int) -> tuple:
    """(number, ring) of round k's double: D1 ... D20, then DB."""
    return (k if k <= 20 else BULL), 2


class Bobs27(Drill):
    slug = "bobs-27"
    title = "Bob's 27"

    def new_player(self):
        return {"score": START, "round": 1, "hits": 0, "rounds": [], "darts": 0}

    def throw(self, p, dart):
        if (dart.number, dart.multiplier) == round_bed(p["round"]):
            p["hits"] += 1
            p["score"] += value(dart)
            return f"a hit, +{value(dart)}", False
        return "no hit", False

    def end_visit(self, p):
        number, ring = round_bed(p["round"])
        change = p["hits"] * number * ring if p["hits"] else -number * ring
        if not p["hits"]:
            p["score"] += change
        p["rounds"].append({"round": p["round"], "target": bed_name(number, ring), "hits": p["hits"],
                            "change": change, "score": p["score"]})
        p["round"] += 1
        p["hits"] = 0

    def finished(self, p):
        return p["round"] > ROUNDS or p["score"] <= 0

    def target(self, p):
        return None if self.finished(p) else bed_name(*round_bed(p["round"]))

    def score(self, p):
        return p["score"]

    def progress(self, p):
        """The running line: each round's target, hits, change and the score after it."""
        return {"round": min(p["round"], ROUNDS), "rounds": [dict(r) for r in p["rounds"]], "of": ROUNDS}

"""Around the Clock: 1, 2, ... 20, then the bull, in order; any ring of the target is one hit.

Score: darts used to finish (fewer is better). Option `doubles`: only the double of each number
counts, and the bull (DB) last.
"""

from pavilion.darts.dart import BULL

from .drill import FEWER, Drill, any_ring, bed_name, counted

SEQUENCE = tuple(range(1, 21)) + (BULL,)


class AroundTheClock(Drill):
    slug = "around-the-clock"
    title = "Around the Clock"
    OPTIONS = {"doubles": False}
    CHOICES = {"doubles": ((False, True), "Doubles only is on or off (true or false).")}
    better = FEWER

    def doubles(self) -> bool:
        return self.options["doubles"]

    def new_player(self):
        return {"at": 0, "darts": 0}

    def hits(self, p, dart) -> bool:
        number = SEQUENCE[p["at"]]
        return dart.number == number and (not self.doubles() or dart.multiplier == 2)

    def throw(self, p, dart):
        if self.hits(p, dart):
            p["at"] += 1
            return "a hit", self.finished(p)
        return "no hit", False

    def finished(self, p):
        return p["at"] == len(SEQUENCE)

    def target(self, p):
        if self.finished(p):
            return None
        number = SEQUENCE[p["at"]]
        return bed_name(number, 2) if self.doubles() else any_ring(number)

    def score(self, p):
        return p["darts"]

    def figure_words(self, figure):
        return counted(figure, "dart")

    def progress(self, p):
        """The targets in order and how many are hit: a clock face lit round."""
        return {"targets": [bed_name(n, 2) if self.doubles() else any_ring(n) for n in SEQUENCE],
                "hit": p["at"]}

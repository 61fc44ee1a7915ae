"""Round the Doubles: D1 to D20, then DB, in order; a dart on the current double moves you on.

Around the Clock on the doubles, so it is played by that drill's rules. Score: darts used to
finish; option `hits_in_99`: the hits made in 99 darts (more is better), the drill ending at the
99th dart or the last double, whichever comes first.
"""

from .around_the_clock import SEQUENCE, AroundTheClock
from .drill import FEWER, MORE, counted

DARTS_FOR_HITS = 99


class RoundTheDoubles(AroundTheClock):
    slug = "round-the-doubles"
    title = "Round the Doubles"
    OPTIONS = {"hits_in_99": False}
    CHOICES = {"hits_in_99": ((False, True), "Hits in 99 darts is on or off (true or false).")}

    def __init__(self, options):
        super().__init__(options)
        self.better = MORE if options["hits_in_99"] else FEWER

    def doubles(self):
        return True

    def out_of_darts(self, p) -> bool:
        """With hits in 99 darts: the 99th dart ends the drill."""
        return self.options["hits_in_99"] and p["darts"] >= DARTS_FOR_HITS

    def finished(self, p):
        return p["at"] == len(SEQUENCE) or self.out_of_darts(p)

    def score(self, p):
        return p["at"] if self.options["hits_in_99"] else p["darts"]

    def figure_words(self, figure):
        return f"{counted(figure, 'hit')} in {DARTS_FOR_HITS} darts" if self.options["hits_in_99"] else counted(figure, "dart")

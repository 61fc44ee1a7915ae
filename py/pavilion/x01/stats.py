"""The figures X01 players compare, per player, over every leg of the match.

- three-dart average: points scored / darts thrown x 3; a bust scores 0 for its three darts, a
  finish counts the darts it took;
- first nine: the same over each leg's first three visits (nine darts) of the player;
- checkout %: checkouts / darts at a bed that would have finished (a double under double out);
- highest finish, 100+ (100-139), 140+ (140-179) and 180 visits, best leg (fewest darts in a leg won).

The counts are kept as running totals: each visit holds the `Tally` after it, made from the one
before, so the figures of a long match cost one visit to bring up to date, not the whole match.
"""

from pavilion.darts.tally import percent, three_dart

FIRST_NINE = 3  # visits
MAX = 180
TON, TON40 = 100, 140
COUNTS = ("points", "darts", "nine_points", "nine_darts", "checkouts", "at_double", "highest_finish", "tons",
          "ton40s", "max180s", "best_leg", "leg", "leg_points", "leg_darts")


class Tally:
    """The running totals after a visit: one dict of counts per seat (a visit copies only its
    thrower's) and the legs won so far. Never changed once made."""

    __slots__ = ("seats", "legs")

    def __init__(self, seats: tuple, legs: tuple):
        self.seats, self.legs = seats, legs

    @classmethod
    def blank(cls, players: int) -> "Tally":
        counts = dict.fromkeys(COUNTS, 0)
        counts.update(highest_finish=None, best_leg=None, leg=None)
        return cls((counts,) * players, ())

    def after(self, visit, players: int, leg_starter: int) -> "Tally":
        """The totals once `visit` is counted."""
        o, leg = visit.outcome, (visit.set_no, visit.leg_no)
        t = dict(self.seats[visit.seat])
        if t["leg"] != leg:
            t.update(leg=leg, leg_points=0, leg_darts=0)
        t["points"] += o.scored
        t["darts"] += o.thrown
        t["leg_points"] += o.scored
        t["leg_darts"] += o.thrown
        if visit.in_leg // players < FIRST_NINE:
            t["nine_points"] += o.scored
            t["nine_darts"] += o.thrown
        t["at_double"] += o.at_double
        legs = self.legs
        if o.checkout is not None:
            t["checkouts"] += 1
            t["highest_finish"] = max(t["highest_finish"] or 0, o.scored)
            t["best_leg"] = min(t["best_leg"] or t["leg_darts"], t["leg_darts"])
            legs += ({"set": visit.set_no, "leg": visit.leg_no, "winner": visit.seat, "starter": leg_starter,
                      "darts": t["leg_darts"]},)
        big = "max180s" if o.scored == MAX else "ton40s" if o.scored >= TON40 else "tons" if o.scored >= TON else None
        if big:
            t[big] += 1
        seats = list(self.seats)
        seats[visit.seat] = t
        return Tally(tuple(seats), legs)

    def figures(self, leg) -> list:
        """One dict of figures per seat; `leg_average` is over `leg` (set, leg), the one on the board."""
        return [{
            "average": three_dart(t["points"], t["darts"]),
            "first9": three_dart(t["nine_points"], t["nine_darts"]),
            "checkout_pct": percent(t["checkouts"], t["at_double"]),
            "at_double": t["at_double"],
            "checkouts": t["checkouts"],
            "highest_finish": t["highest_finish"],
            "tons": t["tons"],
            "ton40s": t["ton40s"],
            "max180s": t["max180s"],
            "best_leg": t["best_leg"],
            "darts": t["darts"],
            "points": t["points"],
            "leg_average": three_dart(t["leg_points"], t["leg_darts"]) if t["leg"] == leg else None,
        } for t in self.seats]

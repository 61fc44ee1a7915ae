"""One delivery of an over: its face, its outcome as the traits and the card leave it, and how
it was settled (batter, runs, the wicket-chance roll)."""

from .dice import LABELS


class Ball:
    __slots__ = ("face", "coin", "outcome", "added", "mods", "batter", "runs", "wicket", "roll",
                 "settled", "how")

    def __init__(self, face, coin, outcome, added=False):
        self.face, self.coin, self.outcome, self.added = face, coin, outcome, added
        self.mods = []  # (value, source) on this ball's wicket-chance roll, from the card
        self.batter, self.runs, self.wicket, self.roll, self.settled = None, 0, False, None, False
        self.how = None  # how the batter was out, on a wicket ball (`dismissal.py`)

    def __repr__(self):
        return f"Ball({self.face!r}, {self.coin!r}, {self.outcome!r}, added={self.added!r})"

    @property
    def label(self) -> str:
        return LABELS[self.outcome]

    @property
    def mark(self) -> str:
        """Scorebook mark: runs, W for a wicket, '.' for a dot, '' before it is settled."""
        if not self.settled:
            return ""
        if self.wicket:
            return "W"
        return str(self.runs) if self.runs else "."

    def to_dict(self, number: int) -> dict:
        return {
            "ball": number, "face": self.face, "coin": coin_name(self.coin), "added": self.added,
            "outcome": self.outcome, "batter": self.batter, "runs": self.runs,
            "wicket": self.wicket, "roll": self.roll, "settled": self.settled, "mark": self.mark,
            "how": self.how,
        }


def coin_name(coin):
    return None if coin is None else ("heads" if coin else "tails")

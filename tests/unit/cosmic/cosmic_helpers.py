"""Shared test helpers: scripted dice, squads and sides built by hand."""

from pavilion.cosmic.side import Side
from pavilion.cosmic.squad import roll_squad
from pavilion.core import stream


class Dice:
    """A stand-in for a Stream that hands out given rolls and checks each die's size."""

    def __init__(self, *rolls):
        self.rolls = list(rolls)  # (sides, value) pairs

    def die(self, sides):
        assert self.rolls, f"an unexpected D{sides} was rolled"
        want, value = self.rolls.pop(0)
        assert want == sides, f"rolled a D{sides} where the script expected a D{want}"
        return value

    def coin(self):
        return self.die(2) == 1

    def done(self):
        return not self.rolls


def field(keeper_fielding=4, fielding=(1, 2, 3, 4, 5, 6, 1, 2, 3, 4)):
    keeper = {"player": 99, "fielding": keeper_fielding}
    return keeper, [{"player": 100 + i, "fielding": f} for i, f in enumerate(fielding)]


def squad(seed="t", index=0):
    return roll_squad(stream(seed, "squad", index))


def side(manager, players, styles=None, conditions=None):
    """A side of the first keeper and the ten best-bowling non-keepers, batting in squad order."""
    keeper = next(p["id"] for p in players if p["keeper"])
    others = sorted((p["id"] for p in players if not p["keeper"]), key=lambda i: -players[i]["bowling"])[:10]
    eleven = sorted([keeper] + others)
    return Side(manager, players, eleven, keeper, styles, conditions)

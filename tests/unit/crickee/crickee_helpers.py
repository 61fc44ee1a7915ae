"""Helpers for Crickee tests: a scripted stream, an innings to play overs into, pool players."""

from pavilion.crickee.innings import Innings
from pavilion.crickee.players import TEAMS, Player


class Scripted:
    """A stand-in for a core Stream that hands out the draws a test scripts, and fails loudly
    if the engine draws something the test did not expect."""

    def __init__(self, dice=(), coins=(), picks=()):
        self.dice, self.coins, self.picks = list(dice), list(coins), list(picks)

    def die(self, sides=6):
        assert self.dice, "the engine rolled a die the test did not script"
        value = self.dice.pop(0)
        assert 1 <= value <= sides
        return value

    def randint(self, low, high):
        assert self.dice, "the engine rolled a die the test did not script"
        value = self.dice.pop(0)
        assert low <= value <= high
        return value

    def coin(self):
        assert self.coins, "the engine flipped a coin the test did not script"
        return self.coins.pop(0)

    def below(self, n):
        assert self.picks, "the engine picked a ball the test did not script"
        value = self.picks.pop(0)
        assert 0 <= value < n
        return value

    def spent(self):
        return not (self.dice or self.coins or self.picks)


def with_trait(trait):
    return next(p for t in TEAMS for p in t.players if p.trait == trait)


def plain(n=11, exclude=()):
    """`n` pool players without a trait."""
    return [p for t in TEAMS for p in t.players if p.trait is None and p.id not in exclude][:n]


def bowler(trait=None, bowling="pace"):
    return Player("test-bowler", "Test Bowler", "bowler", True, bowling, trait)


def make_innings(first=None, target=None, super_over=0):
    """An innings whose batting order is plain pool players, `first` (a Player) opening."""
    order = [p.id for p in plain()]
    if first is not None:
        order = [first.id] + order[:10]
    return Innings(1 if target is None else 2, super_over, "home", "away", order, target)



def computer_match(seed, **options):
    """A new match that the computer captains on both sides."""
    from pavilion.crickee import new_match
    return new_match(seed, captains={"home": "computer", "away": "computer"}, **options)


def to_first_over(match):
    """Toss called and won, bat chosen: the first over waits for its attack decision."""
    from pavilion.crickee import apply, replay
    match = apply(match, {"type": "toss", "side": "away", "call": "heads"})
    winner = replay(match)["toss"]["winner"]
    return apply(match, {"type": "elect", "side": winner, "choice": "bat"})

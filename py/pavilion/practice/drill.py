"""What every drill shares: the surface a session plays a drill through, and how a target is named.

A drill keeps each player's progress as a small dict of plain data (so a session copies and
serialises it cheaply) and answers, for one player, where the next dart goes, what a dart did,
what the end of a visit settles, and when that player is done. It changes that dict and its lists
(those `new_player` gives) in place, but never an entry once it is in a list (a round's line, a 121
attempt): before each dart the session keeps a copy of the dict and of its lists, sharing their
entries, to undo the dart with. The session (session.py) owns the darts, the rotation of turns
and undo; a drill owns only its own rules.
"""

from pavilion.core import RuleError
from pavilion.darts.board import target_name
from pavilion.darts.dart import Dart

FEWER, MORE = "fewer", "more"  # which figures are better: darts to finish, or points


def bed_name(number: int, multiplier: int) -> str:
    """A target bed in the canonical dart notation: 'D7', 'T20', 'DB'."""
    return str(Dart(number, multiplier))


def any_ring(number: int) -> str:
    """A target any ring of which counts: '7', or 'Bull' for either bull."""
    return target_name(number)


def noun(n, word: str) -> str:
    """The word for `n` of it: singular for one (or minus one), else plural."""
    return word if n in (1, -1) else word + "s"


def counted(n, word: str) -> str:
    """'1 point', '-1 point', '2 points', '0 hits'."""
    return f"{n} {noun(n, word)}"


def value(dart: Dart) -> int:
    """What a dart scores on a dartboard: number times ring (outer bull 25, bull 50, a miss 0)."""
    return dart.number * dart.multiplier


class Drill:
    """One drill's rules. Subclasses set `slug`, `title`, `OPTIONS` (name: default), `CHOICES`
    (name: (the values it takes, the sentence that refuses another)) and `better`. The session counts a
    dart in `p["darts"]` before the drill's `throw` sees it."""

    slug = ""
    title = ""
    OPTIONS = {}
    CHOICES = {}
    better = MORE

    def __init__(self, options: dict):
        self.options = options

    @classmethod
    def check_options(cls, given: dict) -> dict:
        """The drill's options with their defaults filled in; RuleError for an unknown or bad one."""
        unknown = sorted(set(given) - set(cls.OPTIONS))
        if unknown:
            raise RuleError("bad-option", f"{cls.title} has no option {unknown[0]!r}.")
        options = {name: given.get(name, default) for name, default in cls.OPTIONS.items()}
        for name, (values, refusal) in cls.CHOICES.items():
            if type(options[name]) is not type(values[0]) or options[name] not in values:
                raise RuleError("bad-option", refusal)
        return options

    def new_player(self) -> dict:
        raise NotImplementedError

    def throw(self, p: dict, dart: Dart) -> tuple:
        """Apply one dart to player `p`: (what it did, in a few words; whether the visit ends now)."""
        raise NotImplementedError

    def end_visit(self, p: dict) -> None:
        """What the end of a visit settles (a round's penalty, a Shanghai...). Nothing by default."""

    def finished(self, p: dict) -> bool:
        raise NotImplementedError

    def wins_at_once(self, p: dict) -> bool:
        """Whether `p`'s last visit won the session outright (Shanghai)."""
        return False

    def target(self, p: dict) -> str:
        """Where the next dart goes: 'D7', '20', 'Bull', 'any double'."""
        raise NotImplementedError

    def score(self, p: dict):
        """The running score shown beside the target."""
        raise NotImplementedError

    def figure(self, p: dict):
        """The drill's score once `p` has finished (None before, or when there is none to give)."""
        return self.score(p) if self.finished(p) else None

    def figure_words(self, figure) -> str:
        """A figure as a sentence says it: '23 darts', '312 points'."""
        return counted(figure, "point")

    def progress(self, p: dict) -> dict:
        raise NotImplementedError

    def route(self, p: dict, darts_left: int):
        """A suggested route for the darts left in the visit, where the drill has one (121)."""
        return None


"""A dart: the bed it landed in, as a small value with a round-trip string (python-chess style).

    >>> Dart.parse("t20")
    Dart(20, 3)
    >>> str(Dart.parse("50"))
    'DB'
"""

from pavilion.core import RuleError

BULL = 25
RING_LETTERS = {1: "S", 2: "D", 3: "T"}


class Dart:
    """One dart: `number` 1-20 or 25 (the bull), 0 for a miss; `multiplier` 1-3, 0 for a miss.

    Immutable, so the parsed darts can be shared. `str()` is the canonical notation that the match
    record stores: `S20`, `D20`, `T20`, `SB` (outer bull), `DB` (inner bull), `M` (miss).
    """

    __slots__ = ("number", "multiplier", "_text")

    def __init__(self, number: int, multiplier: int):
        if type(number) is not int or type(multiplier) is not int:
            raise RuleError("bad-dart", "A dart is a bed number and a ring.")
        if number == BULL and multiplier == 3:
            raise RuleError("triple-bull", "There is no treble bull: the bull is 25 (outer) or 50 (inner).")
        if not ((number, multiplier) == (0, 0)
                or ((1 <= number <= 20 or number == BULL) and 1 <= multiplier <= 3)):
            raise RuleError("bad-dart", f"There is no bed {number} x{multiplier} on a dartboard.")
        object.__setattr__(self, "number", number)
        object.__setattr__(self, "multiplier", multiplier)
        object.__setattr__(self, "_text", _notation_of(number, multiplier))

    def __setattr__(self, name, value):
        raise AttributeError("a Dart cannot be changed")

    def __reduce__(self):
        return Dart, (self.number, self.multiplier)

    @classmethod
    def parse(cls, text) -> "Dart":
        """The dart written as `text` in any accepted notation, case-insensitive; else RuleError."""
        if not isinstance(text, str):
            raise RuleError("bad-dart", "A dart is written like T20, D5, S1, SB, DB or M.")
        key = text.strip().upper()
        dart = NOTATION.get(key)
        if dart is not None:
            return dart
        if key in TREBLE_BULLS:
            raise RuleError("triple-bull", "There is no treble bull: the bull is 25 (outer) or 50 (inner).")
        shown = text if len(text) <= 8 else text[:8] + "..."
        raise RuleError("bad-dart", f"{shown!r} is not a dart: write T20, D5, S1, SB (25), DB (50) or M for a miss.")

    @property
    def marks(self) -> int:
        """Marks this dart puts on its number if the number is a target: the ring's multiplier."""
        return self.multiplier

    @property
    def is_miss(self) -> bool:
        return self.number == 0

    @property
    def is_bull(self) -> bool:
        return self.number == BULL

    @property
    def label(self) -> str:
        """How a turn line writes it: the notation, or 'miss'."""
        return "miss" if self.number == 0 else self._text

    def __str__(self):
        return self._text

    def __repr__(self):
        return f"Dart({self.number}, {self.multiplier})"

    def __eq__(self, other):
        return isinstance(other, Dart) and (self.number, self.multiplier) == (other.number, other.multiplier)

    def __hash__(self):
        return hash((self.number, self.multiplier))


def _notation_of(number: int, multiplier: int) -> str:
    if number == 0:
        return "M"
    if number == BULL:
        return "SB" if multiplier == 1 else "DB"
    return f"{RING_LETTERS[multiplier]}{number}"


MISS = Dart(0, 0)


def _notation() -> dict:
    """Every accepted spelling (upper case) to its dart: built once, so parsing is a lookup."""
    table = {"M": MISS}
    for number in range(1, 21):
        for multiplier, letter in RING_LETTERS.items():
            table[f"{letter}{number}"] = Dart(number, multiplier)
    for spelling in ("SB", "S25", "25"):
        table[spelling] = Dart(BULL, 1)
    for spelling in ("DB", "D25", "50"):
        table[spelling] = Dart(BULL, 2)
    return table


NOTATION = _notation()
TREBLE_BULLS = frozenset({"TB", "T25", "75"})


def parse_darts(darts, least: int = 1) -> tuple:
    """A visit's darts from a list of notations: `least` to 3 of them, else RuleError."""
    if not isinstance(darts, list):
        raise RuleError("bad-darts", "A turn's darts are a list, like [\"T20\", \"S19\", \"M\"].")
    if len(darts) > 3:
        raise RuleError("too-many-darts", "A turn is at most three darts.")
    if len(darts) < least:
        raise RuleError("no-darts", "Enter at least one dart; use M for a miss.")
    return tuple(Dart.parse(d) for d in darts)

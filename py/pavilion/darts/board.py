"""The board: the seven targets of a game, and the dartboard's ring of numbers.

A random board is dealt once from the match seed, so every replay, correction and undo finds the
same seven targets: the board is derived, never stored, and nothing but the seed can change it. A
custom board (Custom Cricket) is the six numbers the host chose, stored in the options: it is not
dealt, so the seed has no say in it.
"""

from pavilion.core import stream

from .dart import BULL

# The numbers around a real dartboard, clockwise from the top: the aim model (aim.py) misses into
# neighbours by it, and a UI draws the board from it.
RING = (20, 1, 18, 4, 13, 6, 10, 15, 2, 17, 3, 19, 7, 16, 8, 11, 14, 9, 12, 5)
STANDARD = (20, 19, 18, 17, 16, 15, BULL)
KINDS = ("random", "standard", "custom")
NUMBERS_DEALT = 6


def deal(seed: str, kind: str, numbers=()) -> tuple:
    """The game's seven targets, numbers high to low, the bull last (`numbers`: a custom board's six)."""
    if kind == "standard":
        return STANDARD
    if kind == "custom":
        return tuple(sorted(numbers, reverse=True)) + (BULL,)
    numbers = stream(seed, "board", 0).sample(range(1, 21), NUMBERS_DEALT)
    return tuple(sorted(numbers, reverse=True)) + (BULL,)


def target_name(number: int) -> str:
    """A target as the scoreboard names it: its number, or 'Bull'."""
    return "Bull" if number == BULL else str(number)

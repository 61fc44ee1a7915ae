"""Seeded randomness: named streams derived from a match seed and an action index.

Every random draw in a game comes from a `Stream` built from (seed, name, index), so replaying
the same actions gives the same draws, and a draw for action 7 never depends on how many draws
actions 0-6 used. Only integer draws are offered: Mersenne Twister integer draws are identical on
CPython and Pyodide, while floating-point maths can differ in the last bit.
"""

import random

from .errors import RuleError

SEED_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789"  # no 0/o, 1/l: a seed read aloud or copied by hand
SEED_MAX_LEN = 32


_SYSTEM = random.SystemRandom()  # the secure generator `secrets` wraps, without its imports (hmac, hashlib)


def new_seed(length: int = 8) -> str:
    """A fresh seed from the system's secure generator, short enough to read out."""
    return "".join(_SYSTEM.choice(SEED_ALPHABET) for _ in range(length))


def check_seed(seed) -> str:
    """Return `seed` if it is a usable seed (1-32 letters, digits, '-' or '_'), else RuleError."""
    if not isinstance(seed, str) or not 1 <= len(seed) <= SEED_MAX_LEN:
        raise RuleError("bad-seed", f"A seed is 1 to {SEED_MAX_LEN} letters or digits.")
    if not all(c.isascii() and (c.isalnum() or c in "-_") for c in seed):
        raise RuleError("bad-seed", "A seed may hold only letters, digits, '-' and '_'.")
    return seed


def derive(seed: str, name: str, index: int = 0) -> int:
    """The integer that seeds stream `name` for action `index` of the match with `seed`."""
    import hashlib  # here, not at the top: the hub's first start draws nothing (0.02 s in Pyodide)

    text = f"{check_seed(seed)}\x1f{name}\x1f{int(index)}"
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest(), "big")


class Stream:
    """One named, reproducible sequence of integer draws."""

    def __init__(self, seed: str, name: str, index: int = 0):
        self.seed, self.name, self.index = seed, name, index
        self._random = random.Random(derive(seed, name, index))

    def __repr__(self):
        return f"Stream({self.seed!r}, {self.name!r}, {self.index!r})"

    def randint(self, low: int, high: int) -> int:
        """An integer in [low, high], both ends included."""
        return self._random.randint(low, high)

    def die(self, sides: int = 6) -> int:
        """One roll of a fair die numbered 1..sides."""
        if sides < 1:
            raise ValueError("a die needs at least one side")
        return self._random.randint(1, sides)

    def dice(self, count: int, sides: int = 6) -> list:
        return [self.die(sides) for _ in range(count)]

    def coin(self) -> bool:
        """A fair coin: True for heads."""
        return self._random.getrandbits(1) == 1

    def below(self, n: int) -> int:
        """An integer in [0, n)."""
        return self._random.randrange(n)

    def chance(self, numerator: int, denominator: int) -> bool:
        """True with probability numerator/denominator, using integers only."""
        return self._random.randrange(denominator) < numerator

    def choice(self, items):
        items = list(items)
        if not items:
            raise ValueError("cannot choose from nothing")
        return items[self._random.randrange(len(items))]

    def shuffled(self, items) -> list:
        """A new list holding `items` in random order (the input is untouched)."""
        items = list(items)
        self._random.shuffle(items)
        return items

    def sample(self, items, k: int) -> list:
        return self._random.sample(list(items), k)


def stream(seed: str, name: str, index: int = 0) -> Stream:
    return Stream(seed, name, index)

"""What darts can make, from the board's beds: which visit totals exist, which scores finish.

A total is checked against these sets, not a list typed in, so "three darts cannot score 179" is
the board's arithmetic. Built once, lazily (a few thousand sums), and shared by every match.
"""

import functools

from pavilion.darts.dart import NOTATION

MAX_VISIT = 180
BEDS = tuple(d for d in set(NOTATION.values()) if not d.is_miss)


def value(dart) -> int:
    """What a dart scores in X01: the number times the ring (the inner bull 50, the outer 25)."""
    return dart.number * dart.multiplier


def out_bed(dart, out: str) -> bool:
    """Whether a dart may win the leg under the `out` rule (a double includes the inner bull)."""
    if dart.is_miss:
        return False
    return out == "straight" or dart.multiplier == 2 or (out == "master" and dart.multiplier == 3)


def opens(dart) -> bool:
    """Double in: only a double (the inner bull is one) starts the scoring."""
    return dart.multiplier == 2


_ANY = frozenset(value(d) for d in BEDS) | {0}
_DOUBLES = frozenset(value(d) for d in BEDS if opens(d))


@functools.lru_cache(maxsize=None)
def _outs(out: str) -> frozenset:
    return frozenset(value(d) for d in BEDS if out_bed(d, out))


@functools.lru_cache(maxsize=None)
def visit_totals(opened: bool = True) -> frozenset:
    """Every total one visit can score: three darts of any bed (a miss scores 0). Before a double in
    (`opened` False) the darts count from the opening double on, so a double and up to two darts."""
    first = _ANY if opened else _DOUBLES | {0}
    return frozenset(a + b + c for a in first for b in _ANY for c in _ANY if a or not (b or c))


@functools.lru_cache(maxsize=None)
def finishes(out: str, darts: int, opened: bool = True) -> frozenset:
    """Every score `darts` darts (or fewer: a dart may miss) can check out exactly: the last scoring
    dart on an out bed; before a double in, the first scoring dart a double too (it may be the last)."""
    last, first = _outs(out), (_ANY - {0}) if opened else _DOUBLES
    made = set(last & first)  # one scoring dart both opens (if need be) and finishes
    if darts >= 2:
        made |= {a + z for a in first for z in last}
    if darts >= 3:
        made |= {a + b + z for a in first for b in _ANY - {0} for z in last}
    return frozenset(made)

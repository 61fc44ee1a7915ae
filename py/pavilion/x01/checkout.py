"""Checkout routes, worked out from the board's beds (never copied from a chart).

    >>> checkout(170)
    ['T20', 'T20', 'DB']
    >>> checkout(100, darts_left=1) is None
    True

A route is the darts that take `points` to exactly zero, the last one as the out rule asks (double
out: a double or DB; master out: a double, a treble or DB; straight out: any bed). Among all routes
the one suggested is the first by, in turn:

1. fewest darts (so 50 is DB: one dart, though S18 D16 is two);
2. fewest bulls (the bull only when no other bed does it in that many darts);
3. set-up darts that still leave a finish (without the bull) in the darts after them if they drop
   into the single of their number: T20 D20 for 100 with three darts in hand, since S20 leaves 80;
4. no double as a set-up dart;
5. the finishing double players like: D16, D20, D8, then the other even doubles, high first, then
   the odd ones (straight out: a single first; master out: doubles, then trebles);
6. set-up darts on T20, then T19, then singles, then the other trebles, the higher first.

Each (out, darts left) table is built once, on first use, for every score it can finish.
"""

from pavilion.core import RuleError
from pavilion.darts.dart import BULL, Dart

from .totals import MAX_VISIT, out_bed, value

OUTS = ("double", "straight", "master")
FAVOURITE_DOUBLES = (16, 20, 8)
# Every bed, T20 first: the order only makes the enumeration reproducible, the costs pick the route.
BEDS = tuple(Dart(n, m) for m in (3, 1, 2) for n in range(20, 0, -1)) + (Dart(BULL, 1), Dart(BULL, 2))

_tables = {}


def finish_rank(dart: Dart, out: str) -> tuple:
    """How much players like ending on `dart` (lower is better)."""
    if dart.is_bull:
        return (9, 0)
    if out == "straight":
        return ({1: 0, 3: 1, 2: 2}[dart.multiplier], -dart.number)  # a single, a treble, a double
    if dart.multiplier == 3:
        return (5, -dart.number)
    if dart.number in FAVOURITE_DOUBLES:
        return (0, FAVOURITE_DOUBLES.index(dart.number))
    return (1 if dart.number % 2 == 0 else 2, -dart.number)


def _setup_rank(dart: Dart) -> int:
    """How much players like `dart` as a set-up (lower is better): T20, T19, singles, trebles, doubles."""
    if dart.multiplier == 3:
        return {20: 0, 19: 1}.get(dart.number, 60 - dart.number)
    if dart.is_bull:
        return 90 + dart.multiplier
    return (10 if dart.multiplier == 1 else 70) + 20 - dart.number


def _table(out: str, darts: int) -> dict:
    """points -> the suggested route (a tuple of Darts) for every score `darts` darts can finish."""
    key = (out, darts)
    if key not in _tables:
        _tables[key] = _build(out, darts)
    return _tables[key]


def _robust(out: str, darts: int) -> frozenset:
    """The scores that have a route without the bull in `darts` darts (none in 0)."""
    if darts == 0:
        return frozenset()
    return frozenset(p for p, r in _table(out, darts).items() if not any(d.is_bull for d in r))


def _setups(darts: int) -> dict:
    """Set-up sum -> [(bulls, doubles, set-up ranks), set-up darts] for every `darts` set-up darts."""
    by_sum = {0: [((0, 0, ()), ())]}
    for _ in range(darts):
        grown = {}
        for total, setups in by_sum.items():
            for dart in BEDS:
                bull, double, rank = dart.is_bull, dart.multiplier == 2, _setup_rank(dart)
                grown.setdefault(total + value(dart), []).extend(
                    ((b + bull, d + double, ranks + (rank,)), setup + (dart,)) for (b, d, ranks), setup in setups)
        by_sum = grown
    return by_sum


def _build(out: str, darts: int) -> dict:
    """The best route of the fewest darts (at most `darts`) for every score that has one."""
    shorter = _table(out, darts - 1) if darts > 1 else {}
    robust = [_robust(out, darts - i - 1) for i in range(darts - 1)]  # for set-up dart i
    by_sum = _setups(darts - 1)
    finishes = [(d, value(d), d.is_bull, finish_rank(d, out)) for d in BEDS if out_bed(d, out)]
    table = dict(shorter)
    for points in range(1, MAX_VISIT + 1):
        if points in shorter:
            continue
        best = None
        for final, worth, bull, rank in finishes:
            for (bulls, doubles, ranks), setup in by_sum.get(points - worth, ()):
                fragile, left = 0, points
                for i, dart in enumerate(setup):
                    if dart.multiplier > 1 and left - dart.number not in robust[i]:
                        fragile += 1
                    left -= value(dart)
                cost = (bulls + bull, fragile, doubles, rank, ranks)
                if best is None or cost < best[0]:
                    best = (cost, setup + (final,))
        if best is not None:
            table[points] = best[1]
    return table


def checkout(points, darts_left=3, out="double"):
    """The suggested route to check out `points` with `darts_left` darts (1-3) under `out`, as dart
    notations (["T20", "T20", "DB"]), or None when those darts cannot finish it."""
    if type(points) is not int or points < 0:
        raise RuleError("bad-points", "A score to check out is a whole number, 0 or more.")
    if type(darts_left) is not int or not 1 <= darts_left <= 3:
        raise RuleError("bad-darts-left", "A visit has 1 to 3 darts left.")
    if out not in OUTS:
        raise RuleError("bad-out", "The out rule is double, straight or master.")
    found = route(points, darts_left, out)
    return None if found is None else [str(d) for d in found]


def route(points: int, darts_left: int, out: str):
    """`checkout` for callers that have checked their numbers: the route as Darts, or None."""
    return _table(out, darts_left).get(points)

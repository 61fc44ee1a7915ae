"""Where a computer's dart lands: one aim-and-miss model for every darts game.

A dart is aimed at the middle of a bed and lands a little off it, by an integer offset on each
axis (the sum of three even draws, a bell-shaped spread with no floats), on a dartboard drawn in
whole tenths of a millimetre. So it misses the way real darts miss: a treble strays into the single
on either side of the treble ring or into the treble beside it (RING order), a double into the
single inside or off the board (a miss), the bull into the outer bull and then the singles all
round. A thrower's skill is one number, the spread: per axis, about one standard deviation of the
offset, in tenths of a millimetre (`SPREADS`, the same thrower in every game).

Only integer arithmetic: the segment directions come from the closed forms of sin and cos of
multiples of 18 degrees (square roots of 5, by `math.isqrt`), never from trigonometry, and every
draw is an integer draw from a pavilion.core stream, so a computer's dart is the same on CPython
and in Pyodide.
"""

from math import isqrt

from pavilion.core import stream

from .board import RING
from .dart import BULL, MISS, Dart

# Board radii in tenths of a millimetre (a regulation board): each bed's outer edge.
INNER_BULL, OUTER_BULL = 64, 159
TREBLE_IN, TREBLE_OUT = 990, 1070
DOUBLE_IN, DOUBLE_OUT = 1620, 1700
# Where a thrower aims in a bed: the middle of its ring (a single: the wide outer single).
AIM_RADIUS = {1: (TREBLE_OUT + DOUBLE_IN) // 2, 2: (DOUBLE_IN + DOUBLE_OUT) // 2, 3: (TREBLE_IN + TREBLE_OUT) // 2}
OUTER_BULL_AIM = (INNER_BULL + OUTER_BULL) // 2

# The level of a computer seat -> its spread (tenths of a mm per axis). Calibrated in bench/x01.py so
# that the X01 bot's three-dart averages are about 30/45/60/75/90 (pavilion.x01.bot.LEVELS).
SPREADS = {1: 240, 2: 170, 3: 127, 4: 97, 5: 73}
DRAWS_PER_AXIS = 3

_SCALE = 10 ** 6


def _unit_vectors() -> tuple:
    """(sin, cos) x _SCALE of 18k degrees for k = 0..19, the middle of RING[k] measured clockwise
    from the top, from sin 18 = (sqrt5 - 1)/4, cos 36 = (sqrt5 + 1)/4 and their squares."""
    s = _SCALE
    root5 = isqrt(5 * s * s)
    sin18, cos36 = (root5 - s) // 4, (root5 + s) // 4
    cos18, sin36 = isqrt(10 * s * s + 2 * root5 * s) // 4, isqrt(10 * s * s - 2 * root5 * s) // 4
    quarter = [(0, s), (sin18, cos18), (sin36, cos36), (cos36, sin36), (cos18, sin18), (s, 0)]
    half = quarter + [(sn, -cs) for sn, cs in reversed(quarter[:-1])]
    return tuple(half + [(-sn, cs) for sn, cs in reversed(half[1:-1])])


UNIT = _unit_vectors()


def point_of(bed: Dart) -> tuple:
    """The point (x right, y up, tenths of a mm from the centre) a thrower aims at for `bed`."""
    if bed.is_miss:
        raise ValueError("nobody aims at a miss")
    if bed.is_bull:
        return (0, 0) if bed.multiplier == 2 else (0, OUTER_BULL_AIM)
    sin, cos = UNIT[RING.index(bed.number)]
    radius = AIM_RADIUS[bed.multiplier]
    return radius * sin // _SCALE, radius * cos // _SCALE


def bed_at(x: int, y: int) -> Dart:
    """The bed at point (x, y): the rings by the squared radius, the number by the nearest segment
    middle (the largest dot product with its direction)."""
    r2 = x * x + y * y
    if r2 <= INNER_BULL * INNER_BULL:
        return Dart(BULL, 2)
    if r2 <= OUTER_BULL * OUTER_BULL:
        return Dart(BULL, 1)
    if r2 > DOUBLE_OUT * DOUBLE_OUT:
        return MISS
    k = max(range(len(RING)), key=lambda i: x * UNIT[i][0] + y * UNIT[i][1])
    if TREBLE_IN * TREBLE_IN < r2 <= TREBLE_OUT * TREBLE_OUT:
        return Dart(RING[k], 3)
    if DOUBLE_IN * DOUBLE_IN < r2:
        return Dart(RING[k], 2)
    return Dart(RING[k], 1)


def landing(aim: Dart, dx: int, dy: int) -> Dart:
    """Where a dart aimed at `aim` lands when it flies (dx, dy) tenths of a mm off the aimed point."""
    x, y = point_of(aim)
    return bed_at(x + dx, y + dy)


def offset(spread: int, draw) -> int:
    """One axis's miss: the sum of DRAWS_PER_AXIS even draws in [-spread, spread]; its standard
    deviation is about `spread` (sqrt(spread * (spread + 1)))."""
    return sum(draw.below(2 * spread + 1) - spread for _ in range(DRAWS_PER_AXIS))


def land(aim: Dart, level: int, draw) -> Dart:
    """Where a dart aimed at `aim` lands for a computer seat of `level` (1-5)."""
    spread = SPREADS[level]
    dx = offset(spread, draw)
    return landing(aim, dx, offset(spread, draw))


def draw_at(seed: str, *position: int):
    """The computer's stream for one visit, keyed by where it stands in the game (leg, visit,
    seat ...), never by the action count: undo and the same visit again throw the same darts."""
    if not position or any(type(p) is not int or p < 0 for p in position):
        raise ValueError("a game position is whole numbers, 0 or more")
    return stream(seed, "bot@" + ".".join(str(p) for p in position))

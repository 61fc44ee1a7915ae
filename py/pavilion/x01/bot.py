"""The computer at X01: where it aims each dart, and its visit thrown through the shared aim model.

It aims, dart by dart, at:
- a double to open, under double in (the double that checks out if one does, else the one that
  leaves the best score: D20 from 501);
- the first dart of the checkout route (`checkout.route`) when the darts left can finish;
- otherwise a set-up: the bed whose hit leaves the best score, judged by the fewest darts the rest
  then needs, the double that finish would end on, then the most points (T20 from far out; T19 when
  it leaves a double that T20 would not, as 97 leaves 40).
Where the dart lands is `pavilion.darts.aim.land` at the seat's level; the visit stops after the dart
that checks out and after the dart that busts. Levels play to about the three-dart averages of
`LEVELS` (measured in bench/x01.py).
"""

from pavilion.darts import aim
from pavilion.darts.dart import BULL, Dart

from .checkout import BEDS, finish_rank, route
from .totals import opens, value
from .visit import busts

LEVELS = {1: 30, 2: 45, 3: 60, 4: 75, 5: 90}  # level -> the three-dart average it plays to
DOUBLES = tuple(d for d in BEDS if d.multiplier == 2 and not d.is_bull)
SETUPS = tuple(d for d in BEDS if d.multiplier != 2 and not d.is_bull)


def draw_at(seed: str, set_no: int, leg: int, visit_in_leg: int, seat: int):
    """The computer's stream for the visit at this place in the match (the set is 1 without sets)."""
    return aim.draw_at(seed, set_no, leg, visit_in_leg, seat)


def _leave_rank(left: int, out: str) -> tuple:
    """How good a score is to be left on (lower is better): the darts its finish needs (4: none
    yet), then the bed that finish ends on."""
    found = route(left, 3, out)
    if found is None:
        return (4, ())
    return (len(found), finish_rank(found[-1], out))


def _best_leave(left: int, out: str, beds) -> Dart:
    """The bed among `beds` whose hit leaves the best score without busting (the most points on a tie)."""
    playable = [b for b in beds if not busts(left - value(b), out) and left != value(b)]
    return min(playable, key=lambda b: (_leave_rank(left - value(b), out), -value(b)))


def target(left: int, darts_left: int, out: str, opened: bool) -> Dart:
    """The bed to aim the next dart at, with `left` to score and `darts_left` darts in hand."""
    if not opened:
        finishing = [d for d in DOUBLES + (Dart(BULL, 2),) if value(d) == left]
        return finishing[0] if finishing else _best_leave(left, out, DOUBLES)
    found = route(left, darts_left, out)
    if found is not None:
        return found[0]
    return _best_leave(left, out, SETUPS)


def visit(score: int, darts_left: int, out: str, double_in: bool, opened: bool, level: int, draw) -> list:
    """The computer's darts for one visit (at most `darts_left`): it stops after a checkout or a bust."""
    opened = opened or not double_in
    left, thrown = score, []
    for in_hand in range(darts_left, 0, -1):
        dart = aim.land(target(left, in_hand, out, opened), level, draw)
        thrown.append(dart)
        opened = opened or opens(dart)
        after = left - value(dart) if opened else left
        if busts(after, out) or after == 0:  # a bust, or the winning dart (a zero off a non-out bed busts)
            break
        left = after
    return thrown

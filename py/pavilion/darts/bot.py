"""The computer thrower: where it aims (a plain cricket strategy) and where its darts land.

Accuracy model, integer odds out of 100 per dart, by level (see docs/darts.md):

    level   aimed bed   single of the aimed number   a neighbouring single   miss
      1         3                 35                          37               25
      2         6                 45                          34               15
      3        12                 50                          28               10
      4        20                 55                          20                5
      5        30                 55                          12                3

A neighbour is the number beside the aimed one on the dartboard (RING), either side with even odds;
a dart aimed at the bull that strays lands in the single of any number. Every draw comes from the
core stream ("bot", index of the action the turn will be), so a computer turn is the same on every
interpreter, and the darts it threw are recorded in the match like anyone's.
"""

from pavilion.core import RuleError, stream, with_actions

from .board import RING, neighbours
from .dart import BULL, MISS, Dart
from .game import REPLAYS, Game
from .scoring import CLOSED

ODDS = 100
LEVELS = {1: (3, 35, 37), 2: (6, 45, 34), 3: (12, 50, 28), 4: (20, 55, 20), 5: (30, 55, 12)}


def land(aim: Dart, level: int, draw) -> Dart:
    """Where a dart aimed at `aim` lands for a thrower of `level`."""
    hit, single, near = LEVELS[level]
    roll = draw.below(ODDS)
    if roll < hit:
        return aim
    roll -= hit
    if roll < single:
        return Dart(aim.number, 1)
    roll -= single
    if roll < near:
        side = RING if aim.is_bull else neighbours(aim.number)
        return Dart(draw.choice(side), 1)
    return MISS


def _aim_at(number: int) -> Dart:
    """The bed to aim at on a target: the treble, or the inner bull."""
    return Dart(BULL, 2) if number == BULL else Dart(number, 3)


def _worth(number: int) -> int:
    """Points the best bed on a number can score: a treble, or 50 for the inner bull."""
    return 50 if number == BULL else 3 * number


def aim(score, seat: int) -> Dart:
    """Where to throw next.

    Behind on points (or with nothing left to close), score on the best number you have closed and
    someone still has open. Otherwise close: first the numbers a rival has closed (they can score on
    you there), highest first, the bull last unless it is all that is left.
    """
    board, mine = score.board, score.hits[seat]
    rivals = [o for o, ing in enumerate(score.in_game) if ing and o != seat]
    targets = range(len(board))
    open_ = [t for t in targets if mine[t] < CLOSED]
    scoring = [t for t in targets if mine[t] >= CLOSED and score.live(seat, t)]
    behind = any(score.points[o] > score.points[seat] for o in rivals)
    if scoring and (behind or not open_):
        return _aim_at(board[max(scoring, key=lambda t: _worth(board[t]))])
    if open_:
        threatened = [t for t in open_ if any(score.hits[o][t] >= CLOSED for o in rivals)]
        pool = threatened or open_
        numbers = [t for t in pool if board[t] != BULL] or pool
        return _aim_at(board[max(numbers, key=lambda t: board[t])])
    return _aim_at(BULL)


def visit(game: Game, seat: int, level: int, draw) -> list:
    """The computer's darts for one turn: aim, throw, look again; it stops once the turn has won."""
    scratch = game.score.copy()
    darts = []
    for _ in range(3):
        dart = land(aim(scratch, seat), level, draw)
        scratch.throw(seat, dart)
        darts.append(dart)
        if game.names_winner(scratch, seat):
            break
    return darts


def autoplay(match: dict, until=None) -> dict:
    """Throw the computer seats' turns until a person must throw or the game is over.

    `until` caps the number of computer turns thrown (None: no cap). Returns a new record.
    """
    if until is not None and (type(until) is not int or until < 0):
        raise RuleError("bad-until", "until is a number of turns, 0 or more.")
    game = Game.load(match)
    actions = list(match["actions"])
    while until is None or len(actions) - len(match["actions"]) < until:
        seat = game.to_throw()
        if seat is None or game.seats[seat]["bot"] is None:
            break
        draw = stream(match["seed"], "bot", len(actions))
        darts = visit(game, seat, game.seats[seat]["bot"], draw)
        actions.append(game.act({"type": "turn", "seat": seat, "darts": [str(d) for d in darts]}))
    return REPLAYS.keep(with_actions(match, actions), game)

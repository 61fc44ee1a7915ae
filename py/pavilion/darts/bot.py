"""The computer thrower at cricket: where it aims (a plain cricket strategy); where its darts land is
the shared aim-and-miss model (`aim.land`).

A level (1-5) is the thrower's spread in the aim model (`aim.SPREADS`, the same thrower as at X01):
a dart aimed at a treble lands in it, in the single either side of the treble ring, in the treble or
single beside it (RING order), or further off, as a real dart does; a dart aimed at the bull strays
into the outer bull, then the singles all round. Each visit's darts come from the stream of its place
in the match (leg, turn in the leg, seat: `aim.draw_at`), so a visit undone and entered again is
followed by the same computer darts, on every interpreter; the darts it threw are recorded in the
match like anyone's.
"""

from pavilion.core import RuleError, with_actions

from .aim import SPREADS, draw_at, land
from .dart import BULL, Dart
from .game import REPLAYS, Game
from .scoring import CLOSED

LEVELS = SPREADS  # level -> spread (tenths of a mm), the levels a computer seat can have


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


def computers_throw(match: dict, until, game, replays, throw, noun: str) -> dict:
    """The loop every darts game's autoplay runs: while a computer seat is to throw (and fewer than
    `until` of its `noun`s are thrown), append the action `throw(game, seat)` makes. A new record."""
    if until is not None and (type(until) is not int or until < 0):
        raise RuleError("bad-until", f"until is a number of {noun}s, 0 or more.")
    actions = list(match["actions"])
    while until is None or len(actions) - len(match["actions"]) < until:
        seat = game.to_throw()
        if seat is None or game.seats[seat]["bot"] is None:
            break
        actions.append(game.act(throw(game, seat)))
    return replays.keep(with_actions(match, actions), game)


def _turn(game: Game, seat: int) -> dict:
    """A computer's turn, its draws keyed by its place in the match (leg, turn, seat)."""
    draw = draw_at(game.seed, len(game.legs), len(game.turns), seat)
    return {"type": "turn", "seat": seat, "darts": [str(d) for d in visit(game, seat, game.seats[seat]["bot"], draw)]}


def autoplay(match: dict, until=None) -> dict:
    """Throw the computer seats' turns until a person must throw or the game is over.

    `until` caps the number of computer turns thrown (None: no cap). Returns a new record.
    """
    return computers_throw(match, until, Game.load(match), REPLAYS, _turn, "turn")

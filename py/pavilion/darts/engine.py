"""The engine's surface: create, apply, replay, rematch, and what a screen may offer or preview."""

from pavilion.core import RuleError, appended, new_record, new_seed

from .dart import parse_darts
from .game import GAME, REPLAYS, Game
from .options import check_options, record_version
from .state import build


def new_match(players=None, seed=None, board="random", round_limit=None, ranked=False, legs=1, starter=0,
              numbers=None, **unknown) -> dict:
    """A new game. `players`: 1-4 names or {"name": ..., "bot": 1-5}; seat 0 is the host.

    `board` "random" deals six numbers from the seed (drawn now if None); "standard" is 20-15;
    "custom" (Custom Cricket) is the six different `numbers` from 1 to 20 the host chose.
    `legs`: first to that many legs (1 to 5); `starter`: the seat throwing first in the first leg.
    """
    if unknown:
        raise RuleError("bad-option", f"Random Cricket has no option {sorted(unknown)[0]!r}.")
    options = check_options(players, board, round_limit, ranked, legs, starter, numbers)
    return new_record(GAME, record_version(options), seed, options)


def apply(match: dict, action: dict) -> dict:
    """A new record with `action` taken; RuleError (and nothing changed) if it is refused."""
    game = Game.load(match)
    return REPLAYS.keep(appended(match, game.act(action)), game)


def replay(match: dict) -> dict:
    """Everything a screen draws, derived from the record."""
    return build(REPLAYS.state(match))


def rematch(match: dict, seed=None) -> dict:
    """Rules 9, 54: a new game with a new seed (so a new board), the same options, the seats still in;
    the first throw goes to the seat after the one that threw first last time (as legs alternate).
    A custom board is chosen, not dealt: its rematch keeps the six numbers."""
    game = REPLAYS.state(match)
    seed = new_seed() if seed is None else seed
    if seed == match["seed"]:
        raise RuleError("same-seed", "A rematch deals a new board: it needs a new seed.")
    staying = [s for s, ing in enumerate(game.score.in_game) if ing]
    first = game.options["starter"]
    after = min(staying, key=lambda s: ((s - first - 1) % len(game.seats)))
    options = dict(game.options, legs=game.first_to)
    options["players"] = [dict(game.seats[s]) for s in staying]
    options["starter"] = staying.index(after) if len(staying) > 1 else 0
    return new_record(GAME, record_version(options), seed, options)


def legal_actions(match: dict) -> list:
    """The actions a person could take now (OpenSpiel style), as templates for a UI's buttons.

    A turn or forfeit names its seat (the darts are the player's to enter); a correction names a
    turn; a removal is offered as the host would make it. A computer seat's turn is not offered: it
    is `autoplay`'s.
    """
    game = REPLAYS.state(match)
    if game.ended:
        return []
    offers = []
    seat = game.to_throw()
    if seat is not None and game.seats[seat]["bot"] is None:
        offers.append({"type": "turn", "seat": seat})
        if game.ranked:
            offers.append({"type": "forfeit", "seat": seat})
    offers += _if_allowed(game.check_corrections_left,
                          *({"type": "correct", "turn": k} for k, t in enumerate(game.turns) if not t.forfeited))
    offers += _if_allowed(game.undo_start, {"type": "undo"})
    for other in range(len(game.seats)):
        offers += _if_allowed(lambda: game.check_removal(other, 0), {"type": "remove", "seat": other, "by": 0})
    offers += _if_allowed(game.check_join, {"type": "join"})
    offers += _if_allowed(game.check_next_leg, {"type": "leg"})
    offers.append({"type": "end"})
    return offers


def _if_allowed(check, *offers) -> list:
    try:
        check()
    except RuleError:
        return []
    return list(offers)


def preview(match: dict, darts: list) -> dict:
    """What the visit being entered is worth so far (0-3 darts), for the seat to throw; nothing stored.

    Lets a screen draw the provisional marks and points of a half-entered visit without computing
    any rule itself.
    """
    game = REPLAYS.state(match)
    seat = game.to_throw()
    if seat is None:
        game.check_open()
        raise RuleError("game-ended", "This game has ended.")
    darts = parse_darts(darts, least=0)
    scratch = game.score.copy()
    detail = []
    for dart in darts:
        marks, points = scratch.throw(seat, dart)
        detail.append({"dart": str(dart), "marks": marks, "points": points})
    return {
        "seat": seat,
        "darts": [str(d) for d in darts],
        "detail": detail,
        "marks": sum(d["marks"] for d in detail),
        "points": sum(d["points"] for d in detail),
        "seat_marks": scratch.marks(seat),
        "seat_points": scratch.points[seat],
        "dead": [n for t, n in enumerate(game.board) if scratch.dead(t)],
        "wins": game.names_winner(scratch, seat),
    }

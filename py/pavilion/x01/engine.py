"""The engine's surface: create, apply, replay, rematch, and what a screen may offer, preview or
leave to the computer."""

from pavilion.core import RuleError, appended, new_record, new_seed
from pavilion.darts.bot import computers_throw
from pavilion.darts.dart import parse_darts

from . import bot
from .game import GAME, MAX_CORRECTIONS, REPLAYS, VERSION, Game
from .options import check_options
from .state import build, route
from .visit import score_darts


def new_match(players=None, seed=None, start=501, out="double", double_in=False, legs=1, sets=None, starter=0,
              **unknown) -> dict:
    """A new match. `players`: 1-4 names or {"name": ..., "bot": 1-5}; `legs` first to that many (of
    each set, with `sets`); `starter` the seat throwing first in the first leg."""
    if unknown:
        raise RuleError("bad-option", f"X01 has no option {sorted(unknown)[0]!r}.")
    return new_record(GAME, VERSION, seed, check_options(players, start, out, double_in, legs, sets, starter))


def apply(match: dict, action: dict) -> dict:
    """A new record with `action` taken; RuleError (and nothing changed) if it is refused."""
    game = Game.load(match)
    return REPLAYS.keep(appended(match, game.act(action)), game)


def replay(match: dict) -> dict:
    """Everything a screen draws, derived from the record."""
    return build(REPLAYS.state(match))


def _thrower(game) -> int:
    seat = game.to_throw()
    if seat is None:
        if game.ended:
            raise RuleError("game-ended", "This game has ended.")
        game.check_open()
    return seat


def preview(match: dict, darts: list) -> dict:
    """What the visit being entered is worth so far (0-3 darts) for the player to throw, nothing
    stored: the score it leaves, a bust or a checkout, and the route for the darts left."""
    game = REPLAYS.state(match)
    seat = _thrower(game)
    darts = parse_darts(darts, least=0)
    before, opened = game.position.scores[seat], game.position.opened[seat]
    outcome = score_darts(darts, before, game.out, opened, whole=False)
    over = outcome.bust or outcome.checkout is not None
    return {
        "seat": seat,
        "darts": [str(d) for d in darts],
        "scored": outcome.scored,
        "remaining": before - outcome.scored,
        "bust": outcome.bust,
        "checked_out": outcome.checkout is not None,
        "opened": outcome.opened,
        "at_double": outcome.at_double,
        "route": None if over else route(game.out, before - outcome.scored, 3 - len(darts), outcome.opened),
    }


def legal_actions(match: dict) -> list:
    """The actions a person could take now, as templates for a UI's buttons. A computer's visit is
    not offered: it is `autoplay`'s."""
    game = REPLAYS.state(match)
    if game.ended:
        return []
    offers = []
    seat = game.to_throw()
    if seat is not None and game.seats[seat]["bot"] is None:
        offers.append({"type": "visit", "seat": seat})
    if game.corrections < MAX_CORRECTIONS:
        offers += [{"type": "correct", "visit": k} for k in range(len(game.visits))]
    if game.visits:
        offers.append({"type": "undo"})
    offers.append({"type": "end"})
    return offers


def autoplay(match: dict, until=None) -> dict:
    """The computer seats throw until a person must or the match is over; `until` caps their visits.

    Each visit's darts come from the stream of its place in the match (set, leg, visit in the leg,
    seat), so a visit undone and thrown again is the same visit."""
    return computers_throw(match, until, Game.load(match), REPLAYS, _visit, "visit")


def _visit(game: Game, seat: int) -> dict:
    """A computer's visit, thrown from where the match stands."""
    p = game.position
    draw = bot.draw_at(game.seed, p.set_no, p.leg_no, p.in_leg, seat)
    darts = bot.visit(p.scores[seat], 3, game.out, game.double_in, p.opened[seat], game.seats[seat]["bot"], draw)
    return {"type": "visit", "seat": seat, "darts": [str(d) for d in darts]}


def rematch(match: dict, seed=None) -> dict:
    """A new match with the same players and options and a new seed; the first throw goes to the seat
    after the one that threw first (as legs alternate)."""
    game = REPLAYS.state(match)
    seed = new_seed() if seed is None else seed
    if seed == match["seed"]:
        raise RuleError("same-seed", "A rematch needs a new seed.")
    options = dict(game.options, starter=(game.options["starter"] + 1) % len(game.seats))
    return new_record(GAME, VERSION, seed, options)

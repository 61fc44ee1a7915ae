"""The engine's surface: create, apply, replay, rematch, and what a screen may offer."""

from pavilion.core import RuleError, appended, new_record, new_seed

from .options import check_options
from .session import GAME, REPLAYS, VERSION
from .state import build


def new_match(players=None, seed=None, drill="bobs-27", **drill_options) -> dict:
    """A new session of one drill for 1 to 4 players (names), seat 0 throwing first.

    `drill_options` are the drill's own: `doubles` (Around the Clock), `rounds` 7 or 20
    (Shanghai), `targets` 10 to 50 (121), `hits_in_99` (Round the Doubles)."""
    return new_record(GAME, VERSION, seed, check_options(players, drill, **drill_options))


def apply(match: dict, action: dict) -> dict:
    """A new record with `action` taken ({"type": "dart", "seat": s, "dart": "D1"}, {"type": "undo"},
    {"type": "end"}); RuleError, and nothing changed, if it is refused."""
    session = REPLAYS.copy(match)
    return REPLAYS.keep(appended(match, session.act(action)), session)


def replay(match: dict) -> dict:
    """Everything a screen draws, derived from the record."""
    return build(REPLAYS.state(match))


def rematch(match: dict, seed=None) -> dict:
    """The same drill, options and players again, from the start, under a new seed."""
    session = REPLAYS.state(match)
    seed = new_seed() if seed is None else seed
    if seed == match["seed"]:
        raise RuleError("same-seed", "A rematch is a new session: it needs a new seed.")
    return new_record(GAME, VERSION, seed, session.options)


def legal_actions(match: dict) -> list:
    """The actions a player could take now, as templates: a dart names the seat to throw."""
    session = REPLAYS.state(match)
    if session.ended:
        return []
    offers = []
    seat = session.to_throw()
    if seat is not None:
        offers.append({"type": "dart", "seat": seat})
    if session.darts:
        offers.append({"type": "undo"})
    offers.append({"type": "end"})
    return offers

"""Cosmic Celebrity Cricket: Pavilion as the games master of the 1998 postal tournament.

    new_match(seed=None, **options)         a single match between two managers
    new_competition(seed=None, **options)   four managers, nine turns: semi-finals, final, play-off
    apply(match, action) -> match           a new record; RuleError if refused, input untouched
    replay(match) -> state                  everything a screen draws, the zines included
    autoplay(match, until=None) -> match    run turns while no person has orders to send
    legal_actions(match)                    what may be sent now, for the buttons
    ball_distribution(style)                exact chances of one ball, from the tables

See docs/cosmic.md for the shapes of options, actions, orders and state.
"""

from ..core import RuleError, appended, check_record, new_record, with_actions
from .competition import Game, check_options
from .postal import decode_orders, encode_orders
from .tables import STYLES, ball_distribution, runs_per_ball
from .zine import render_text

GAME = "cosmic"
VERSION = 1

__all__ = [
    "GAME", "VERSION", "STYLES", "RuleError", "apply", "autoplay", "ball_distribution", "decode_orders",
    "encode_orders", "legal_actions", "new_competition", "new_match", "render_text", "replay", "runs_per_ball",
]


def new_match(seed=None, **options) -> dict:
    """A single match: two managers (options: overs 20/40/50, managers [{name, computer}] x2)."""
    return new_record(GAME, VERSION, seed, check_options(dict(options, mode=options.get("mode", "match"))))


def new_competition(seed=None, **options) -> dict:
    """The seed's competition: four managers, nine turns."""
    if options.get("mode", "competition") != "competition":
        raise RuleError("bad-option", "A competition's mode is 'competition'.")
    return new_record(GAME, VERSION, seed, check_options(dict(options, mode="competition")))


def _game(match) -> Game:
    record = check_record(match, {GAME: VERSION})  # refuses another game's record too
    game = Game(record)
    for index, action in enumerate(record["actions"]):
        game.step(action, index)
    return game


def replay(match) -> dict:
    return _game(match).state()


def apply(match, action) -> dict:
    game = _game(match)
    game.step(action, len(match["actions"]))
    return appended(match, action)


def autoplay(match, until=None) -> dict:
    """Run turns while every manager who must send orders has sent them (or is the computer).

    `until` is a turn number: no turn after it is run."""
    if until is not None and (not isinstance(until, int) or isinstance(until, bool)):
        raise RuleError("bad-option", "Autoplay stops after a turn number.")
    game = _game(match)
    actions = list(match["actions"])
    while not game.done and (until is None or game.turn <= until):
        state_needs = [game.needs(m) for m in range(len(game.managers))]
        if any(need["required"] and not game.managers[m]["computer"] and m not in game.pending
               for m, need in enumerate(state_needs)):
            break
        action = {"type": "run", "turn": game.turn}
        game.step(action, len(actions))
        actions.append(action)
    return with_actions(match, actions)


def legal_actions(match) -> list:
    """The action templates open now: one "orders" per manager who may send (with the fields),
    and "run" for the GM. Empty when the game is over."""
    game = _game(match)
    if game.done:
        return []
    out = []
    for m, entry in enumerate(game.managers):
        need = game.needs(m)
        if need["fields"] and not entry["computer"]:
            out.append({"type": "orders", "turn": game.turn, "manager": m, "fields": need["fields"]})
    out.append({"type": "run", "turn": game.turn})
    return out

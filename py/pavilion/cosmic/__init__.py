"""Cosmic Celebrity Cricket: Pavilion as the games master of the 1998 postal tournament.

    new_match(seed=None, **options)         a single match between two managers
    new_competition(seed=None, **options)   four managers, nine turns: semi-finals, final, play-off
    apply(match, action) -> match           a new record; RuleError if refused, input untouched
    replay(match) -> state                  everything a screen draws, the zines included
    autoplay(match, until=None) -> match    run turns while no person has orders to send
    legal_actions(match)                    what may be sent now, for the buttons
    ball_distribution(style)                exact chances of one ball, from the tables

Postal play between rivals, each on his own device (docs/cosmic.md, "Threat model"): the GM's
record holds the seed and every order and never leaves his device. It makes each manager an
invitation (his key and first turn sheet) and, every turn, a turn sheet sealed with his key; the
manager's own device keeps a desk record (`new_desk`) and sends back orders codes sealed with it.

    invitation(match, m) / sheet_code(match, m) / turn_sheet(match, m)     the GM's side
    decode_orders(code, match) -> action                                    the GM takes a code
    new_desk(invitation) -> desk; apply(desk, {"type": "made", ...}); orders_code(desk)   a manager's side
    code_kind(text)                         "orders", "sheet", "invitation" or None: where a pasted code goes

See docs/cosmic.md for the shapes of options, actions, orders and state.
"""

from ..core import Replays, RuleError, appended, new_record, new_seed, with_actions
from . import postal
from .competition import Game, check_options
from .desk import Desk
from .sheet import turn_sheet as _turn_sheet
from .tables import STYLES, ball_distribution, runs_per_ball
from .trust import competition_id as _competition_id, fingerprint as _fingerprint, key_text, read_key, same_key
from .zine import blocks, render_text

GAME = "cosmic"
# 2: postal play between rivals (keys, sealed codes); 3: a desk takes a new key only with a voucher of its
# old one. Older records replay under their own rules; a desk of version 2 becomes 3 at its next action.
VERSION = 3
SEED_LETTERS = 26  # 130 bits: the seed is the competition's secret, and the managers' keys come from it

__all__ = [
    "GAME", "VERSION", "STYLES", "RuleError", "apply", "autoplay", "ball_distribution", "blocks", "check_desk_key",
    "code_kind", "competition_id", "decode_orders", "desk_key", "fingerprint", "invitation", "invitation_fingerprint",
    "is_desk", "legal_actions", "new_competition", "new_desk", "new_match", "orders_code", "render_text", "replay",
    "runs_per_ball", "sheet_code", "sheet_parts", "turn_sheet",
]


def _new(seed, options) -> dict:
    return new_record(GAME, VERSION, new_seed(SEED_LETTERS) if seed is None else seed, check_options(options))


def new_match(seed=None, **options) -> dict:
    """A single match: two managers (options: overs 20/40/50, managers [{name, computer}] x2)."""
    return _new(seed, dict(options, mode=options.get("mode", "match")))


def new_competition(seed=None, **options) -> dict:
    """The seed's competition: four managers, nine turns."""
    if options.get("mode", "competition") != "competition":
        raise RuleError("bad-option", "A competition's mode is 'competition'.")
    return _new(seed, dict(options, mode="competition"))


def is_desk(match) -> bool:
    """Whether a (checked) record is a manager's desk rather than a GM's competition."""
    return isinstance(match.get("options"), dict) and "desk" in match["options"]


def _started(record):
    return Desk(record) if is_desk(record) else Game(record)


# The competitions (and desks) of the last records built: a record that goes on from one of them
# steps only its new actions. Either kind's step(action, index) refuses an action unchanged.
REPLAYS = Replays({GAME: VERSION}, _started, lambda game, action, index: game.step(action, index),
                  lambda game: game.fork())


def _game(match):
    """The competition (or desk) a record makes, every action checked, for reading only: it may
    be shared. Refuses another game's record, or a newer version."""
    return REPLAYS.state(match)


def replay(match) -> dict:
    return _game(match).state()


def apply(match, action) -> dict:
    game = REPLAYS.copy(match)
    if isinstance(game, Desk) and game.version < 3:  # saved before vouchers: from now on a new key needs one
        match = game.upgrade(match)
    game.step(action, len(match["actions"]))
    return REPLAYS.keep(appended(match, action), game)


def autoplay(match, until=None) -> dict:
    """Run turns while every manager who must send orders has sent them (or is the computer).

    `until` is a turn number: no turn after it is run. A desk has nothing to run."""
    if until is not None and (not isinstance(until, int) or isinstance(until, bool)):
        raise RuleError("bad-option", "Autoplay stops after a turn number.")
    if isinstance(_game(match), Desk):
        return match
    game = REPLAYS.copy(match)
    actions = list(match["actions"])
    while not game.done and (until is None or game.turn <= until) and not game.waiting_for():
        action = {"type": "run", "turn": game.turn}
        game.step(action, len(actions))
        actions.append(action)
    return REPLAYS.keep(with_actions(match, actions), game)


def legal_actions(match) -> list:
    """The action templates open now: one "orders" per manager who may send (with the fields),
    and "run" for the GM. Empty when the game is over, and on a desk (its actions come from codes)."""
    game = _game(match)
    if isinstance(game, Desk) or game.done:
        return []
    out = []
    for m, entry in enumerate(game.managers):
        need = game.needs(m)
        if need["fields"] and not entry["computer"]:
            out.append({"type": "orders", "turn": game.turn, "manager": m, "fields": need["fields"]})
    out.append({"type": "run", "turn": game.turn})
    return out


# -- postal play ----------------------------------------------------------------------------------
def _competition(match) -> Game:
    game = _game(match)
    if isinstance(game, Desk):
        raise RuleError("not-the-gm", "A manager's desk holds no competition: open this on the games master's device.")
    return game


def competition_id(match) -> str:
    """The public name of a competition (or of the competition a desk belongs to)."""
    return match["seed"] if is_desk(match) else _competition_id(match["seed"])


def turn_sheet(match, m: int) -> dict:
    """What manager m may see now: the latest zine, the public state, his own standing orders."""
    return _turn_sheet(_competition(match), m)


def sheet_code(match, m: int, full=False) -> str:
    """Manager m's turn sheet, sealed with his key (only his desk can open it); the squads, once his
    desk has had them, only if `full`."""
    game = _competition(match)
    return postal.sheet_code(game, m, _turn_sheet(game, m), full)


def invitation(match, m: int) -> str:
    """Manager m's invitation with his current key: apply {"type": "invite", "manager": m} first,
    so each invitation shown is a new key (one seen by the wrong person can be withdrawn)."""
    game = _competition(match)
    if game.managers[m]["computer"]:
        raise RuleError("computer-manager", "That team is managed by the computer.")
    return postal.invitation_code(game, m, _turn_sheet(game, m))


def desk_key(match, m: int) -> str:
    """Manager m's current key, as the GM's device shows it at his desk (grouped for copying)."""
    return key_text(_competition(match).key(m))


def fingerprint(match, m: int) -> str:
    """Four words for manager m's current key, as his desk shows them: compared by phone or in
    person, the same words say his desk holds the key the GM made for him."""
    game = _competition(match)
    return _fingerprint(game.cid, m, game.key(m))


def invitation_fingerprint(code) -> str:
    """The four words of the key an invitation carries (before a desk is reset with it)."""
    found = postal.read_invitation(code)
    return _fingerprint(found["cid"], found["manager"], found["key"])


def check_desk_key(match, m: int, typed) -> bool:
    """Whether `typed` is manager m's current key (dashes, spaces and capitals aside)."""
    typed = read_key(typed)
    return bool(typed) and same_key(typed, _competition(match).key(m))


def decode_orders(code, match) -> dict:
    """The "orders" action in `code` for this competition, opened with the manager's key. Apply it
    with `apply(match, action)`, which checks its turn, its number and the orders."""
    return postal.read_orders(_competition(match), code)


def new_desk(code) -> dict:
    """A manager's desk from his invitation."""
    found = postal.read_invitation(code)
    record = new_record(GAME, VERSION, found["cid"], {"desk": found["manager"]})
    return apply(record, {"type": "invitation", "code": "".join(code.split())})


def orders_code(desk) -> str:
    """The code of the orders this desk made last (apply {"type": "made", "turn", "orders"} first)."""
    game = _game(desk)
    if not isinstance(game, Desk) or not game.made:
        raise RuleError("nothing-made", "Make your orders first.")
    return game.code()


def sheet_parts(code, room: int) -> list:
    """A turn sheet's code as a short sequence of part codes ("CP1.…"), each at most `room`
    characters: each goes in a QR code of its own, and a desk opens the sheet once it has them all."""
    return postal.parts(code, room)


def code_kind(text):
    """"orders", "sheet", "part" (of a sheet) or "invitation" for a code (or a link holding one), else None."""
    if isinstance(text, str) and postal.PART in text[:20_000]:
        return "part"
    codec = postal.kind_of(text)
    return {postal.ORDERS: "orders", postal.SHEET: "sheet", postal.INVITATION: "invitation"}.get(codec)

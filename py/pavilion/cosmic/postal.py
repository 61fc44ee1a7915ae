"""Postal play: a manager's orders for one turn as a short code to copy, paste or message.

    CC1.<base64url( crc32(json) as 4 bytes + zlib(json) )>
    json: {"seed": competition seed, "turn": t, "manager": m, "orders": {...}}

The same codec as match links (`pavilion.core.share.Codec`: version prefix, checksum, size limits
on the code and on the inflated text), for an orders payload instead of a match record. A code names its
competition and turn, so the GM's import refuses orders meant for another game or turn. Every
failure is a RuleError; the orders themselves are checked by `apply` like any other action.
"""

from ..core import RuleError
from ..core.share import Codec

ORDERS = Codec("CC1.", "Cosmic Cricket orders code", "code", max_code=4000, max_json=16 * 1024,
               ask="Ask the manager to send it again.", too_long="These orders are too long to send as a code.")
KEYS = {"seed", "turn", "manager", "orders"}


def encode_orders(match: dict, manager: int, orders: dict) -> str:
    """The code for `manager`'s orders for the turn now being played in `match` (checked first)."""
    from . import apply, replay  # the engine checks the orders exactly as the GM will
    turn = replay(match)["turn"]
    apply(match, {"type": "orders", "turn": turn, "manager": manager, "orders": orders})
    try:
        return ORDERS.pack({"seed": match["seed"], "turn": turn, "manager": manager, "orders": orders})
    except RuleError as e:
        raise RuleError("orders-too-long", e.message) from None


def decode_orders(code, match=None) -> dict:
    """The "orders" action in `code`; with `match`, also checked to belong to that competition.

    Apply the result with `apply(match, action)`, which checks the turn and the orders."""
    data = ORDERS.unpack(code)
    if not isinstance(data, dict) or set(data) != KEYS or not isinstance(data["orders"], dict):
        raise ORDERS.fail(f"This {ORDERS.noun} is damaged or incomplete. {ORDERS.ask}")
    if match is not None and data["seed"] != match.get("seed"):
        raise RuleError("other-game", "This orders code is for a different competition.")
    return {"type": "orders", "turn": data["turn"], "manager": data["manager"], "orders": data["orders"]}

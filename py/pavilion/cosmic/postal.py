"""Postal play: a manager's orders for one turn as a short code to copy, paste or message.

    CC1.<base64url( crc32(json) as 4 bytes + zlib(json) )>
    json: {"seed": competition seed, "turn": t, "manager": m, "orders": {...}}

The same construction as `pavilion.core.share` (version prefix, checksum, size limits on the code
and on the inflated text), for an orders payload instead of a match record. A code names its
competition and turn, so the GM's import refuses orders meant for another game or turn. Every
failure is a RuleError; the orders themselves are checked by `apply` like any other action.
"""

import base64
import binascii
import json
import zlib

from ..core import RuleError, dumps

PREFIX = "CC1."
MAX_CODE = 4000
MAX_JSON = 16 * 1024
KEYS = {"seed", "turn", "manager", "orders"}


def encode_orders(match: dict, manager: int, orders: dict) -> str:
    """The code for `manager`'s orders for the turn now being played in `match` (checked first)."""
    from . import apply, replay  # the engine checks the orders exactly as the GM will
    turn = replay(match)["turn"]
    apply(match, {"type": "orders", "turn": turn, "manager": manager, "orders": orders})
    text = dumps({"seed": match["seed"], "turn": turn, "manager": manager, "orders": orders}).encode("utf-8")
    if len(text) > MAX_JSON:
        raise RuleError("orders-too-long", "These orders are too long to send as a code.")
    body = binascii.crc32(text).to_bytes(4, "big") + zlib.compress(text, 9)
    code = PREFIX + base64.urlsafe_b64encode(body).decode("ascii").rstrip("=")
    if len(code) > MAX_CODE:
        raise RuleError("orders-too-long", "These orders are too long to send as a code.")
    return code


def _damaged():
    return RuleError("bad-code", "This orders code is damaged or incomplete. Ask the manager to send it again.")


def decode_orders(code, match=None) -> dict:
    """The "orders" action in `code`; with `match`, also checked to belong to that competition.

    Apply the result with `apply(match, action)`, which checks the turn and the orders."""
    if not isinstance(code, str) or not code.strip():
        raise RuleError("bad-code", "This orders code is empty.")
    code = "".join(code.split())  # a code pasted from an e-mail may be broken across lines
    if len(code) > MAX_CODE:
        raise RuleError("bad-code", "This is too long to be an orders code.")
    if not code.startswith(PREFIX):
        if code.startswith("CC") and "." in code[:5]:
            raise RuleError("code-version", "This orders code comes from a different Pavilion version.")
        raise RuleError("bad-code", "This is not a Cosmic Cricket orders code.")
    payload = code[len(PREFIX):]
    if not payload.isascii():
        raise _damaged()
    try:
        body = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
        inflater = zlib.decompressobj()
        text = inflater.decompress(body[4:], MAX_JSON + 1)
    except (binascii.Error, ValueError, zlib.error):
        raise _damaged() from None
    if len(text) > MAX_JSON:
        raise RuleError("bad-code", "This orders code holds too much to be a manager's orders.")
    if len(body) < 5 or not inflater.eof or binascii.crc32(text) != int.from_bytes(body[:4], "big"):
        raise _damaged()
    try:
        data = json.loads(text.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise _damaged() from None
    if not isinstance(data, dict) or set(data) != KEYS or not isinstance(data["orders"], dict):
        raise _damaged()
    if match is not None and data["seed"] != match.get("seed"):
        raise RuleError("other-game", "This orders code is for a different competition.")
    return {"type": "orders", "turn": data["turn"], "manager": data["manager"], "orders": data["orders"]}

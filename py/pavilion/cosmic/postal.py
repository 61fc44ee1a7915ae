"""Postal play: the three codes that travel between the GM's device and the managers' own.

    invitation   CI1.  GM -> one manager, once, privately: his key and his first turn sheet
    turn sheet   CS1.  GM -> one manager, every turn: sealed with his key
    orders       CC2.  manager -> GM: sealed with his key, numbered so an older code cannot win

Each is the shared share-code container (`pavilion.core.share.Codec`: version prefix, checksum,
size limits, nesting checked before parsing) around {"c": competition id, "m": manager, ...}. Turn
sheets and orders codes hold a box (`trust.seal`) of the compressed JSON, bound to the kind of code,
the competition and the manager: nobody without the key can read it, change it, or make one. The
invitation carries the key itself, so it is the one code to send privately (it is also sealed, so
that opening it reads a sheet the same way). Every failure is a RuleError with one sentence; the
work done is linear in the code's length.
"""

import base64
import binascii
import zlib

from ..core import RuleError, dumps, loads
from ..core.share import Codec
from . import trust

ASK_GM = "Ask the games master to send it again."
ORDERS = Codec("CC2.", "Cosmic Cricket orders code", "code", max_code=6000, max_json=24 * 1024,
               ask="Ask the manager to send it again.", too_long="These orders are too long to send as a code.")
SHEET = Codec("CS1.", "Cosmic Cricket turn sheet", "sheet", max_code=15000, max_json=24 * 1024, ask=ASK_GM,
              too_long="This turn sheet is too long to send as one code.")
INVITATION = Codec("CI1.", "Cosmic Cricket invitation", "invitation", max_code=15000, max_json=24 * 1024,
                   ask=ASK_GM, too_long="This invitation is too long to send as one code.")
CODECS = (ORDERS, SHEET, INVITATION)
MAX_PLAIN = 256 * 1024  # a box's JSON, inflated: several times the longest real turn sheet


def kind_of(text):
    """Which of the three codecs `text` claims to be (by its prefix, in a link or bare), or None."""
    if not isinstance(text, str):
        return None
    text = "".join(text[:20_000].split())
    return next((c for c in CODECS if c.prefix in text), None)


def _header(codec, cid: str, m: int) -> bytes:
    return f"{codec.prefix}{cid}/{m}".encode("ascii")


def pack(codec, cid: str, m: int, sealing_key: str, payload, **clear) -> str:
    """The code for `payload`, sealed with manager m's key; `clear` fields travel unsealed."""
    box = trust.seal(sealing_key, _header(codec, cid, m), zlib.compress(dumps(payload).encode("utf-8"), 9))
    return codec.pack(dict(clear, c=cid, m=m, box=_b64(box)))


def unpack(codec, code, clear=(), optional=()) -> dict:
    """The outer fields of a code of this kind: c (competition id), m (manager), box, and `clear`
    (and those of `optional` it holds)."""
    data = codec.unpack(code)
    keys = {"c", "m", "box", *clear}
    if (not isinstance(data, dict) or not keys <= set(data) <= keys | set(optional) or not trust.is_id(data["c"])
            or not isinstance(data["m"], int) or isinstance(data["m"], bool) or not 0 <= data["m"] < 4
            or not isinstance(data["box"], str) or not data["box"].isascii()):
        raise codec.fail(f"This {codec.noun} is damaged or incomplete. {codec.ask}")
    return data


def open_box(codec, data: dict, key: str):
    """The payload in a code's box if `key` sealed it, else None. A box that opens but does not
    hold readable JSON is damaged (only the key's holder could have made it, so this is a bug or
    a rival's manager key leaked: refused either way)."""
    box = _unb64(data["box"])
    if box is None:
        raise codec.fail(f"This {codec.noun} is damaged or incomplete. {codec.ask}")
    plain = trust.unseal(key, _header(codec, data["c"], data["m"]), box)
    if plain is None:
        return None
    inflater = zlib.decompressobj()
    try:
        text = inflater.decompress(plain, MAX_PLAIN + 1)
        return loads(text.decode("utf-8")) if len(text) <= MAX_PLAIN and inflater.eof else None
    except (zlib.error, UnicodeDecodeError, RuleError):
        return None


# -- turn sheets in parts: a short sequence of QR codes, each a link a phone's camera opens ------------
PART = "CP1."
MAX_PARTS = 20
PART_ID = 6  # letters naming the sheet the parts make (a hash of it): parts of different sheets never mix
CODE_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.")


def sheet_id(code: str) -> str:
    return trust.digest_letters(code.encode("ascii"), PART_ID)


def parts(code: str, room: int) -> list:
    """A sheet code cut into part codes of at most `room` characters each, as few as will do and of
    even length: "CP1.<competition>.<manager>.<sheet id>.<k>.<n>.<piece>"."""
    data = unpack(SHEET, code)
    head = len(f"{PART}{data['c']}.{data['m']}.{'x' * PART_ID}.{MAX_PARTS}.{MAX_PARTS}.")
    count = -(-len(code) // max(1, room - head))
    if count > MAX_PARTS:
        raise RuleError("sheet-too-long", f"This turn sheet would take more than {MAX_PARTS} QR codes: send it as "
                                          "a link.")
    size = -(-len(code) // count)
    sid = sheet_id(code)
    return [f"{PART}{data['c']}.{data['m']}.{sid}.{k + 1}.{count}.{code[k * size:(k + 1) * size]}"
            for k in range(count)]


def read_part(code) -> dict:
    """{cid, manager, id, k, n, piece} from a part code; RuleError if it is not one."""
    fields = code.split(".", 6) if isinstance(code, str) and len(code) <= SHEET.max_code else []
    damaged = RuleError("bad-part", "This part of a turn sheet is damaged or incomplete. Scan it again, or ask "
                                    "the games master to send the sheet as a link.")
    if len(fields) != 7 or fields[0] + "." != PART:
        raise damaged
    _, cid, m, sid, k, n, piece = fields
    if not (trust.is_id(cid) and m in ("0", "1", "2", "3") and len(sid) == PART_ID and trust.is_id(sid, PART_ID)
            and k.isdigit() and n.isdigit() and len(k) <= 2 and len(n) <= 2 and 1 <= int(k) <= int(n) <= MAX_PARTS
            and piece and set(piece) <= CODE_CHARS):
        raise damaged
    return {"cid": cid, "manager": int(m), "id": sid, "k": int(k), "n": int(n), "piece": piece}


def joined(pieces: list) -> str:
    """The sheet code the pieces of one sheet make, in order; RuleError if they do not make it."""
    code = "".join(pieces)
    if len(code) > SHEET.max_code:
        raise RuleError("bad-part", "These parts are too long to be a turn sheet.")
    return code


# -- the GM's side ---------------------------------------------------------------------------------
def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def _unb64(text):
    """The bytes of unpadded URL-safe base64 text, or None if it is not that."""
    if not isinstance(text, str) or not text.isascii():
        return None
    try:
        return base64.b64decode(text + "=" * (-len(text) % 4), altchars=b"-_", validate=True)
    except (binascii.Error, ValueError):
        return None


def invitation_code(game, m: int, sheet: dict) -> str:
    """Manager m's invitation: his key, his sheet, and a voucher by each of his earlier keys (so a
    desk holding any of them knows the new key comes from the GM)."""
    key, g = game.key(m), game.generations[m]
    vouchers = [_b64(trust.vouch(game.key(m, old), game.cid, m, g, key)) for old in range(g)]
    return pack(INVITATION, game.cid, m, key, sheet, key=key, g=g, v=vouchers)


def sheet_code(game, m: int, sheet: dict, full=False) -> str:
    """Manager m's sheet sealed with his key. Once every squad is published (from turn 3: the desk
    had them in turn 2's sheet, or in its invitation) they are left out, unless `full`: they never
    change, and they are a quarter of the code."""
    if not full and game.turn >= 3 and all(e["squad"] is not None for e in sheet["managers"]):
        sheet = dict(sheet, managers=[{k: v for k, v in e.items() if k != "squad"} for e in sheet["managers"]])
    return pack(SHEET, game.cid, m, game.key(m), sheet)


def read_orders(game, code) -> dict:
    """The "orders" action in an orders code for this competition, checked to be sealed with that
    manager's current key. The orders themselves are checked by `apply` like any other action."""
    data = unpack(ORDERS, code)
    if data["c"] != game.cid:
        raise RuleError("other-game", "This orders code is for a different competition.")
    m = data["m"]
    if m >= len(game.managers):
        raise RuleError("bad-manager", "This orders code names a manager this competition does not have.")
    name = game.managers[m]["name"]
    payload = open_box(ORDERS, data, game.key(m))
    if payload is None:
        if any(open_box(ORDERS, data, game.key(m, g)) is not None for g in range(game.generations[m])):
            raise RuleError("old-key", f"This orders code was made with an earlier invitation of {name}'s, which a "
                                       "newer one replaced: ask for orders made with the newest invitation.")
        raise RuleError("forged-code", f"This orders code was not made with {name}'s key (or it was changed on "
                                       "the way), so nothing was imported.")
    if not isinstance(payload, dict) or set(payload) != {"turn", "seq", "orders"} or not isinstance(
            payload["orders"], dict):
        raise ORDERS.fail(f"This {ORDERS.noun} is damaged or incomplete. {ORDERS.ask}")
    return {"type": "orders", "turn": payload["turn"], "manager": m, "orders": payload["orders"],
            "seq": payload["seq"]}


# -- the manager's side ----------------------------------------------------------------------------
def orders_code(cid: str, m: int, key: str, turn: int, seq: int, orders: dict) -> str:
    try:
        return pack(ORDERS, cid, m, key, {"turn": turn, "seq": seq, "orders": orders})
    except RuleError as e:
        raise RuleError("orders-too-long", e.message) from None


def read_invitation(code) -> dict:
    """{cid, manager, key, generation, vouchers, sheet} from an invitation; RuleError if it is not
    one. `vouchers` (one per earlier key, as bytes) is None in an invitation made before there were
    any: a desk of that time took it on trust."""
    data = unpack(INVITATION, code, clear=("key", "g"), optional=("v",))
    key, g = data["key"], data["g"]
    damaged = INVITATION.fail(f"This {INVITATION.noun} is damaged or incomplete. {ASK_GM}")
    if (trust.read_key(key) != key or not isinstance(g, int) or isinstance(g, bool)
            or not 0 <= g <= trust.MAX_INVITATIONS):
        raise damaged
    vouchers = data.get("v")
    if "v" in data:
        vouchers = [_unb64(v) for v in vouchers] if isinstance(vouchers, list) and len(vouchers) == g else [None]
        if any(v is None or len(v) != trust.TAG for v in vouchers):
            raise damaged
    sheet = open_box(INVITATION, data, key)
    if not isinstance(sheet, dict):
        raise INVITATION.fail(f"This {INVITATION.noun} is damaged or incomplete. {ASK_GM}")
    return {"cid": data["c"], "manager": data["m"], "key": key, "generation": g, "vouchers": vouchers,
            "sheet": sheet}


def read_sheet(code, cid: str, m: int, key: str) -> dict:
    """The turn sheet in `code`, which must be for this desk (competition, manager, key)."""
    data = unpack(SHEET, code)
    if data["c"] != cid:
        raise RuleError("other-game", "This turn sheet is for a different competition.")
    if data["m"] != m:
        raise RuleError("other-manager", "This turn sheet is for another manager of this competition.")
    sheet = open_box(SHEET, data, key)
    if not isinstance(sheet, dict):
        raise RuleError("forged-sheet", "This turn sheet was not sealed with your key: it was changed on the way, "
                                        "or made for an earlier invitation. Ask the games master to send it again.")
    return sheet

"""Share links: a match (options, seed, optionally its actions) as a compact URL-safe code.

    P1.<base64url( crc32(json) as 4 bytes + zlib(json) )>

The prefix names the codec version, the CRC catches a link damaged in copying, and both the code
and the decompressed JSON have size limits so that a hostile link cannot exhaust memory. Every
failure is a RuleError with a sentence for the player.
"""

import base64
import binascii
import zlib

from .errors import RuleError
from .match import check_record, dumps, loads, with_actions

PREFIX = "P1."
MAX_CODE = 12_000  # characters: fits every browser's URL limit with room to spare
MAX_JSON = 256 * 1024  # bytes once decompressed


def encode(match: dict, with_moves: bool = True) -> str:
    """The share code for `match`; without moves it deals the same match from its first action."""
    record = match if with_moves else with_actions(match, [])
    text = dumps(check_record(record)).encode("utf-8")
    body = binascii.crc32(text).to_bytes(4, "big") + zlib.compress(text, 9)
    code = PREFIX + base64.urlsafe_b64encode(body).decode("ascii").rstrip("=")
    if len(code) > MAX_CODE:
        raise RuleError("link-too-long", "This match is too long to share as a link.")
    return code


def _damaged():
    return RuleError("bad-link", "This match link is damaged or incomplete. Ask for the link again.")


def decode(code, games=None) -> dict:
    """The match record in share `code`, checked; RuleError for anything damaged or hostile."""
    if not isinstance(code, str) or not code.strip():
        raise RuleError("bad-link", "This match link is empty.")
    code = code.strip()
    if len(code) > MAX_CODE:
        raise RuleError("bad-link", "This match link is too long to be a Pavilion link.")
    if not code.startswith(PREFIX):
        if code[:1] == "P" and "." in code[:4]:
            raise RuleError("link-version", "This match link comes from a different Pavilion version.")
        raise RuleError("bad-link", "This is not a Pavilion match link.")
    payload = code[len(PREFIX):]
    if not payload.isascii():
        raise _damaged()
    try:
        body = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
    except (binascii.Error, ValueError):
        raise _damaged() from None
    if len(body) < 5:
        raise _damaged()
    crc, packed = int.from_bytes(body[:4], "big"), body[4:]
    try:
        inflater = zlib.decompressobj()
        text = inflater.decompress(packed, MAX_JSON + 1)
    except zlib.error:
        raise _damaged() from None
    if len(text) > MAX_JSON or inflater.unconsumed_tail:
        raise RuleError("bad-link", "This match link holds too much to be a Pavilion match.")
    if not inflater.eof or binascii.crc32(text) != crc:
        raise _damaged()
    try:
        record = loads(text.decode("utf-8"))
    except (UnicodeDecodeError, RuleError):
        raise _damaged() from None
    return check_record(record, games)

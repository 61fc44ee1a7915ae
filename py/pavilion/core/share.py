"""Share codes: JSON as a compact, URL-safe, versioned, checksummed, size-limited code.

    <prefix><base64url( crc32(json) as 4 bytes + zlib(json) )>

The prefix names what the code holds and its version, the CRC catches a code damaged in copying,
and both the code and the inflated JSON have size limits so that a hostile code cannot exhaust
memory (and nesting is checked before parsing: see `loads`). Every failure is a RuleError with a
sentence for the player. `encode`/`decode` are the match links (`P1.`); games reuse `Codec` for
payloads of their own (Cosmic Cricket's postal orders).
"""

import base64
import binascii
import re
import zlib

from .errors import RuleError
from .match import check_record, dumps, loads, with_actions


class Codec:
    def __init__(self, prefix, noun, slug, max_code, max_json, ask, too_long):
        """`noun` names the code in sentences ("match link"); `slug` starts the error codes
        ("link": bad-link, link-version, link-too-long); `ask` says how to get a good one again;
        `too_long` is the sentence for a payload too big to encode."""
        self.prefix, self.noun, self.slug, self.ask, self.too_long = prefix, noun, slug, ask, too_long
        self.max_code, self.max_json = max_code, max_json
        self.family = re.compile(re.escape(prefix.rstrip(".0123456789")) + r"\d+\.")

    def fail(self, message, kind="bad"):
        return RuleError(f"{kind}-{self.slug}" if kind == "bad" else f"{self.slug}-{kind}", message)

    def pack(self, value) -> str:
        text = dumps(value).encode("utf-8")
        code = self.seal(text)
        if len(text) > self.max_json or len(code) > self.max_code:
            raise self.fail(self.too_long, "too-long")
        return code

    def seal(self, text: bytes) -> str:
        """The code around `text`, whatever it holds: `pack` checks it first; a test or a bench forges
        hostile codes with it, which `unpack` must refuse."""
        body = binascii.crc32(text).to_bytes(4, "big") + zlib.compress(text, 9)
        return self.prefix + base64.urlsafe_b64encode(body).decode("ascii").rstrip("=")

    def unpack(self, code):
        """The JSON value in `code`; RuleError for anything empty, foreign, damaged or hostile."""
        if not isinstance(code, str) or not code.strip():
            raise self.fail(f"This {self.noun} is empty.")
        code = "".join(code.split())  # a code pasted from a message may be broken across lines
        if len(code) > self.max_code:
            raise self.fail(f"This is too long to be a {self.noun}.")
        if not code.startswith(self.prefix):
            if self.family.match(code):
                raise self.fail(f"This {self.noun} comes from a different Pavilion version.", "version")
            raise self.fail(f"This is not a {self.noun}.")
        damaged = self.fail(f"This {self.noun} is damaged or incomplete. {self.ask}")
        payload = code[len(self.prefix):]
        if not payload.isascii():
            raise damaged
        try:
            body = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
            inflater = zlib.decompressobj()
            text = inflater.decompress(body[4:], self.max_json + 1)
        except (binascii.Error, ValueError, zlib.error):
            raise damaged from None
        if len(text) > self.max_json or inflater.unconsumed_tail:
            raise self.fail(f"This {self.noun} holds too much to be real.")
        if len(body) < 5 or not inflater.eof or binascii.crc32(text) != int.from_bytes(body[:4], "big"):
            raise damaged
        try:
            return loads(text.decode("utf-8"))
        except (UnicodeDecodeError, RuleError):
            raise damaged from None


LINK = Codec("P1.", "Pavilion match link", "link", max_code=12_000, max_json=256 * 1024,
             ask="Ask for the link again.", too_long="This match is too long to share as a link.")


def encode(match: dict, with_moves: bool = True) -> str:
    """The share code for `match`; without moves it deals the same match from its first action."""
    return LINK.pack(check_record(match if with_moves else with_actions(match, [])))


def decode(code, games=None) -> dict:
    """The match record in share `code`, checked; RuleError for anything damaged or hostile."""
    return check_record(LINK.unpack(code), games)

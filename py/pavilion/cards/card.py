"""Playing cards as the grid shows them.

A card is an int 0-51 inside the engine (fast to compare and count) and a short code outside it:
rank then suit, "AS", "7H", "10D", "QC". A ten is written "10"; "T" is read as a ten too
("TS" == "10S"), so hand-typed decks and other tools' notation both work.
"""

from pavilion.core import RuleError

SUITS = "SHDC"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
ACE, JACK, QUEEN, KING = 0, 10, 11, 12
PACK = tuple(range(52))  # one 52-card pack, no jokers (rule 1)

RANK = tuple(c % 13 for c in PACK)
VALUE = tuple(min(c % 13 + 1, 10) for c in PACK)  # A = 1, 2-10 face value, J = Q = K = 10 (rule 1)
CODE = tuple(RANKS[c % 13] + SUITS[c // 13] for c in PACK)
_BY_CODE = {code: c for c, code in enumerate(CODE)}
_BY_CODE.update({"T" + s: _BY_CODE["10" + s] for s in SUITS})


def parse(text) -> int:
    """The card named by `text` ("QH", "10S", "TS"; any case), or RuleError."""
    if isinstance(text, str) and text.strip().upper() in _BY_CODE:
        return _BY_CODE[text.strip().upper()]
    raise RuleError("bad-card", f"{text!r} is not a playing card (write it like QH, 10S or TS).")

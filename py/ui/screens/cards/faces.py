"""How cards are drawn, printed on buttons and said aloud, and how a set is named."""

from ... import theme

SUITS = {"S": ("\u2660", "spades"), "H": ("\u2665", "hearts"), "D": ("\u2666", "diamonds"), "C": ("\u2663", "clubs")}
RED, BLACK = "#c8102e", "#111111"
FRESH = "#3d8bd9"  # the frame of the card just dealt, while the deal is shown
RANK_WORDS = {"A": "ace", "J": "jack", "Q": "queen", "K": "king"}
PLURAL = {"A": "aces", "J": "jacks", "Q": "queens", "K": "kings", "6": "sixes"}


def card_words(code: str) -> str:
    """'QH' -> 'queen of hearts', '4S' -> '4 of spades': how a card is said and labelled."""
    rank, suit = code[:-1], code[-1]
    return f"{RANK_WORDS.get(rank, rank)} of {SUITS[suit][1]}"


def card_short(code: str) -> str:
    """'QH' -> 'Q\u2665': how a card is printed on a button."""
    return code[:-1] + SUITS[code[-1]][0]


def and_list(words) -> str:
    words = list(words)
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def kind_name(kind: str, cards_, short=False) -> str:
    """The kind of a set as the rules name it: 'pair to 11', 'line of three 8s', 'king, queen and jack'
    (`short`, for a narrow button: 'pair 11', 'line', 'K Q J')."""
    if kind == "pair":
        return "pair 11" if short else "pair to 11"
    if kind == "line":
        rank = cards_[0][:-1]
        return "line" if short else f"line of three {PLURAL.get(rank, rank + 's')}"
    return "K Q J" if short else "king, queen and jack"


def set_label(kind: str, cards_) -> str:
    """The accessible name of a covering choice: 'Cover the pair to 11: 4 of hearts and 7 of clubs'."""
    return f"Cover the {kind_name(kind, cards_)}: " + and_list(card_words(c) for c in cards_)


def draw_card(scene, x, y, w, h, code, under=0, mark=None, fresh=False):
    """One cell: an empty slot, or a card (rank and suit in the corner and large in the middle, red
    or black) with the cards beneath it shown as edges, and a coloured frame when it is in a set."""
    if code is None:
        scene.rect(x, y + 6, w, h - 6, fill="rgba(255,255,255,.05)", radius=10, stroke=theme.TURF_LIGHT, line_width=2)
        return
    for i in range(min(under, 3), 0, -1):  # the edges of the cards beneath, peeking out above
        scene.rect(x + 2 * i, y + 6 - 2 * i, w - 4 * i, h - 6, fill="#d8d3c6", radius=8, stroke="#7d786c",
                   line_width=1)
    cx, cy, cw, ch = x, y + 6, w, h - 6
    scene.rect(cx, cy, cw, ch, fill="#fbfaf5", radius=8 if w > 40 else 5, stroke=mark or (FRESH if fresh else "#5c5a52"),
               line_width=5 if mark else 3 if fresh else 1)
    rank, suit = code[:-1], code[-1]
    ink = RED if suit in "HD" else BLACK
    symbol = SUITS[suit][0]
    corner = max(12, int(min(ch * 0.2, cw * 0.3)))
    scene.text(cx + 6, cy + corner * 0.7, rank, corner, ink, 800, mirror=False)
    scene.text(cx + 6, cy + corner * 1.6, symbol, int(corner * 0.8), ink, 400, mirror=False)
    scene.text(cx + cw * 0.58, cy + ch * 0.6, symbol, int(min(cw, ch) * 0.5), ink, 400, "center", mirror=False)
    if under and ch > 60:
        scene.text(cx + cw - 6, cy + ch - 12, f"+{under}", max(12, int(ch * 0.1)), "#5c5a52", 600, "right",
                   mirror=False)

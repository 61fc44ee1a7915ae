"""A seat column's header, shared by the darts games: the name, the whose-throw marker, the legs
tally and the score in big digits, sized by INK (how tall the drawn digits are), not by font size.

Read from the oche (2-3 m away) what counts is the ink: a 63 px font of the page's face draws digits
47 px tall. The board's numbers use a narrow face (Liberation Sans Narrow: digits 0.71 of the font
size tall and 0.46 wide), so the same width holds taller digits. Text never squashes sideways: a
name shrinks, then wraps to two lines; the painter (static/ui.js) shrinks what still overflows.
"""

import math

from .. import theme

DIGITS = '"Liberation Sans Narrow", "Arial Narrow", "DejaVu Sans Condensed", sans-serif'
INK = 0.70  # ink height of digits and capitals per px of font size in DIGITS (measured 0.71)
NARROW = 0.47  # a digit's or a small letter's width per px of font size in DIGITS (measured 0.456, 0.44)
WIDE = 0.62  # a capital's (0.56; M and W are the widest)
THIN = 0.3  # a space's or a stop's, a dash's (0.23-0.3)
SLIM = dict.fromkeys("ijl", 0.25) | dict.fromkeys("frt", 0.33)  # the slim small letters (0.23; 0.27-0.32)
LINE = 1.12  # a line's height per px of font size
PAD = 5  # px between a header's edge and what it holds


def size_for(ink: float) -> int:
    """The font size whose digits and capitals are at least `ink` px tall."""
    return math.ceil(ink / INK)


def fits(text: str, size: float) -> float:
    """About how wide `text` is at `size` px in DIGITS (a little over, never under)."""
    return sum(WIDE if ch.isupper() else SLIM.get(ch, NARROW) if ch.isalnum() else 0.82 if ch == "\u2026"
               else THIN for ch in str(text)) * size


def clip(text: str, size: float, width: float, tail: str = "") -> str:
    """`text` as it fits `width` at `size` px: whole, else without `tail`, else cut with an ellipsis
    (read from the oche, a cut name beats a name too small to read)."""
    text = str(text)
    if fits(text, size) <= width:
        return text
    if tail and text.endswith(tail) and fits(text[:-len(tail)], size) <= width:
        return text[:-len(tail)]
    text = text[:-len(tail)] if tail and text.endswith(tail) else text
    while len(text) > 1 and fits(text.rstrip() + "\u2026", size) > width:
        text = text[:-1]
    return text.rstrip() + "\u2026"


def fitted(text: str, ink: float, width: float) -> int:
    """The size giving `ink` px of ink, or the largest below it whose `text` fits `width`."""
    return max(8, min(size_for(ink), int(width / max(1e-9, fits(text, 1)))))


def digits(scene, cx, cy, text, ink, width, colour, weight=800):
    """Big digits (or any short figure) centred on (cx, cy) at `ink` px of ink, smaller only if the
    text would not fit `width`. Returns the size drawn."""
    size = fitted(text, ink, width)
    scene.text(cx, cy, text, size, colour, weight, "center", max_width=width, mirror=False, family=DIGITS)
    return size


def name_lines(name: str, width: float, largest: int, least: int, split_words: bool = True) -> tuple:
    """(size, lines) for a name in `width`: one line at the largest size that fits down to `least`,
    else two lines (split at the space nearest the middle, or mid-word for one long word unless
    `split_words` is off: then one line, for the caller to cut)."""
    name = str(name)
    for size in range(largest, least - 1, -1):
        if fits(name, size) <= width:
            return size, [name]
    spaces = [i for i, ch in enumerate(name) if ch == " "]
    if not spaces and not split_words:
        return least, [name]
    cut = min(spaces, key=lambda i: abs(i - len(name) / 2)) if spaces else (len(name) + 1) // 2
    lines = [name[:cut].strip(), name[cut:].strip()]
    longest = max(lines, key=len)
    for size in range(largest, least - 1, -1):
        if fits(longest, size) <= width:
            return size, lines
    return least, lines


def height(score_ink: float, name_ink: float = 24, legs: bool = False, name_rows: int = 1) -> float:
    """The height a header needs for a name of `name_rows` lines, the score and (if asked) a legs line."""
    lines = size_for(name_ink) * LINE * name_rows + size_for(score_ink) * 1.05
    if legs:
        lines += size_for(name_ink) * LINE
    return math.ceil(lines + 2 * PAD)


def frame(scene, x, y, w, h):
    """The whose-throw marker: the seat to throw has its whole column framed in straw."""
    scene.rect(x + 2, y + 2, w - 4, h - 4, stroke=theme.STRAW, radius=10, line_width=4)


def head(scene, x, y, w, h, name, score, *, score_ink, active=False, winner=False, out=False, legs=None,
         name_ink=24, name_rows=1, name_least=12, clip_name=False):
    """A seat's header in (x, y, w, h): the name (shrunk or wrapped, never squashed), the score in
    big digits and, if given, the legs tally ('2 legs'); lit in straw for the seat to throw."""
    fill = theme.STRAW if active else (theme.TURF_LIGHT if winner else theme.TURF)
    scene.rect(x + PAD, y + PAD, w - 2 * PAD, h - 2 * PAD, fill=fill, radius=10)
    ink = theme.INK if active else (theme.CHALK_DIM if out else theme.CHALK)
    inner = w - 2 * PAD - 8
    name_h = size_for(name_ink) * LINE * name_rows
    legs_h = size_for(name_ink) * LINE if legs is not None else 0
    score_h = h - 2 * PAD - name_h - legs_h
    size, lines = name_lines(name, inner, size_for(name_ink), name_least, split_words=not clip_name)
    if clip_name:  # read from the oche: a name cut with an ellipsis, never drawn below `name_least`
        lines = [clip(line, size, inner) for line in lines]
    step = min(size * LINE, name_h / len(lines))
    top = y + PAD + name_h / 2 - (len(lines) - 1) * step / 2
    for i, line in enumerate(lines):
        scene.text(x + w / 2, top + i * step, line, size, ink, 700, "center", max_width=inner, mirror=False,
                   family=DIGITS)
    digits(scene, x + w / 2, y + PAD + name_h + score_h / 2, str(score), score_ink, inner, ink)
    if legs is not None:
        digits(scene, x + w / 2, y + h - PAD - legs_h / 2, legs, name_ink, inner, ink, weight=700)

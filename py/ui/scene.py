"""A scene: what one screen draws, built in Python and handed to static/ui.js as one JSON string.

Screens add drawing ops, tappable regions and text; the painter draws the ops on the canvas, puts a
real <button> over every region (the accessible mirror, also what keyboard users and tests press)
and mirrors the text for screen readers. Pure Python, so every layout is testable on CPython.
"""

import json
import re

from . import theme

MIN_TARGET = 48  # CSS px: the smallest touch target anyone should have to hit


class LayoutError(ValueError):
    """A screen laid out a region a finger cannot reliably hit: a bug, caught by the layout tests."""


def char_width(size: int, weight: int = 400) -> float:
    """Average width of a character of UI text, in px: enough to wrap text without measuring it."""
    return size * (0.56 if weight >= 600 else 0.52)


def wrap(text: str, size: int, width: float, weight: int = 400) -> list:
    """Break `text` into lines that fit `width` px at `size` px (estimated; the painter squeezes)."""
    per_line = max(1, int(width // char_width(size, weight)))
    lines, line = [], ""
    for word in str(text).split():
        candidate = f"{line} {word}" if line else word
        if len(candidate) <= per_line or not line:
            line = candidate
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines or [""]


RANKS = {"a": "ace", "k": "king", "q": "queen", "j": "jack"}  # a card's drawn rank, as its name says it
SUITS = "\u2660\u2665\u2666\u2663"


def spoken_words(text: str, cards: bool = False) -> list:
    """The words of a label as a voice-control user says them: letters and digits, symbols (arrows,
    stars, suits) left out, apostrophes kept inside a word, a score '7/1' said '7 for 1'; `cards`: a
    lone A/K/Q/J is a card's rank."""
    text = re.sub(r"(\d+)/(\d+)", r"\1 for \2", str(text).lower().replace("\u2019", "'"))  # a score: '7 for 1'
    words = re.findall(r"[a-z0-9]+(?:'[a-z]+)?", text)
    return [RANKS.get(w, w) for w in words] if cards else words


def label_in_name(caption: str, name: str) -> bool:
    """Whether an accessible name starts with the words drawn on its button (WCAG 2.5.3, label in
    name): a person who says what they see ("click Toss and play") reaches the button. A card's
    rank and suit, drawn '7\u2665', may be named in full ('7 of hearts'): its words follow in order."""
    cards = any(suit in caption for suit in SUITS)
    shown, said = spoken_words(caption, cards), spoken_words(name)
    if said[:len(shown)] == shown:
        return True
    if not cards or not said or said[0] != shown[0]:
        return False
    rest = iter(said)
    return all(word in rest for word in shown)


class Scene:
    def __init__(self, screen: str, w: int, h: int, title: str = "Pavilion", bg: str = theme.TURF_DEEP):
        self.screen, self.w, self.h, self.title, self.bg = screen, int(w), int(h), title, bg
        self.ops, self.regions, self.spoken = [], [], []
        self.live = None
        self.said = 0  # how many sentences the app has said: a repeat of the last one is a new one
        self.focus = None  # the control focus goes to when the one focused is gone (static/ui.js)
        self.preferred = None  # a screen's choice for that control, over the first region
        self.grab = False  # whether focus goes to it at once (see focus_on)
        self.speak = None  # (number, sentence): the caller speaks each new number once
        self.snapshot = None  # kiosk: the match id whose picture this frame is (static/journal.js)
        self.timer = None  # ms: ask for one "tick" event after this long (an animation's next step)
        self.document = None  # printable text blocks: [{"h1"|"h2"|"p"|"pre": text}], for print and copy
        self.notice_box = None  # (x, y, w, h): where a notice covers no key (a status line; ui/app.py)

    # drawing ----------------------------------------------------------------------------------
    def rect(self, x, y, w, h, fill=None, radius=0, stroke=None, line_width=1):
        self.ops.append(["rect", x, y, w, h, fill, radius, stroke, line_width])

    def text(self, x, y, text, size=18, color=theme.CHALK, weight=400, align="left", max_width=None,
             mirror=True, heading=False, family=None):
        """Draw one line of text; `mirror` also gives it to screen readers (as text, never HTML)."""
        text = str(text)
        font = theme.font(size, weight) if family is None else f"{weight} {size}px {family}"
        self.ops.append(["text", x, y, text, font, color, align, max_width])
        if mirror and text.strip():
            self.spoken.append({"text": text, "heading": heading})

    def paragraph(self, x, y, width, text, size=18, color=theme.CHALK, weight=400, line_height=1.35,
                  align="left"):
        """Wrapped text starting with its first line centred on `y`; returns the y below it."""
        lines = wrap(text, size, width, weight)
        step = round(size * line_height)
        ax = x + width / 2 if align == "center" else x
        for i, line in enumerate(lines):
            self.text(ax, y + i * step, line, size, color, weight, align, max_width=width, mirror=False)
        self.text_only(text)
        return y + len(lines) * step

    def text_only(self, text, heading=False):
        """Text for screen readers that the canvas shows another way (a wrapped paragraph)."""
        self.spoken.append({"text": str(text), "heading": heading})

    def circle(self, cx, cy, r, fill=None, stroke=None, line_width=1):
        self.ops.append(["circle", cx, cy, r, fill, stroke, line_width])

    def line(self, x1, y1, x2, y2, color=theme.CHALK, width=2):
        self.ops.append(["line", x1, y1, x2, y2, color, width])

    def wedge(self, cx, cy, r1, r2, a1, a2, fill=None, stroke=None):
        """A ring sector; angles in degrees clockwise from 12 o'clock (a dartboard bed)."""
        self.ops.append(["wedge", cx, cy, r1, r2, a1, a2, fill, stroke])

    # regions ----------------------------------------------------------------------------------
    def region(self, id, x, y, w, h, label, *, point=False, pressed=None, disabled=False, keyboard=True,
               caption=None):
        """A tappable area with an accessible name; the painter puts a real button over it.
        `keyboard` False keeps it out of the Tab order (a drawn dartboard: a key press has no aim);
        `caption` is the words drawn on it, which the name must start with (label in name)."""
        if w < MIN_TARGET or h < MIN_TARGET:
            raise LayoutError(f"{id!r} is {w:.0f}x{h:.0f} px; touch targets are at least {MIN_TARGET} px")
        if any(r["id"] == id for r in self.regions):
            raise LayoutError(f"two regions are called {id!r}")
        self.regions.append({"id": id, "x": x, "y": y, "w": w, "h": h, "label": str(label),
                             "point": point, "pressed": pressed, "disabled": disabled})
        if not keyboard:
            self.regions[-1]["keyboard"] = False
        if caption is not None:
            self.regions[-1]["caption"] = str(caption)
        if self.focus is None and not disabled and keyboard:
            self.focus = id

    def focus_on(self, id, now=False) -> None:
        """Name the control a player most likely wants next: focus goes there when the control that
        had it is gone or off (a visit entered, a menu closed), rather than to the page's start.
        `now`: at once, even from a control still there (Skip while an animation runs), once."""
        self.preferred = id
        self.grab = now

    def button(self, id, x, y, w, h, label, *, caption=None, kind="primary", size=20, pressed=None,
               disabled=False, inset=8):
        """A drawn button: a rounded rectangle with its caption (kept `inset` px from each side), and
        its region."""
        fill, ink = theme.BUTTON[kind]
        if disabled:
            fill, ink = theme.BUTTON["disabled"]
        if pressed:
            fill, ink = theme.BUTTON["pressed"]
        self.rect(x, y, w, h, fill=fill, radius=10,
                  stroke=theme.CHALK_DIM if kind == "ghost" else None, line_width=2)
        self.text(x + w / 2, y + h / 2, caption or label, size, ink, 600, "center", max_width=w - 2 * inset,
                  mirror=False)
        self.region(id, x, y, w, h, label, pressed=pressed, disabled=disabled, caption=caption or label)

    def field(self, id, x, y, w, h, label, value="", *, placeholder="", max_length=40):
        """A text box: a real <input> over a drawn frame (the canvas cannot take typing)."""
        self.rect(x, y, w, h, fill=theme.CHALK, radius=8, stroke=theme.STRAW, line_width=2)
        self.region(id, x, y, w, h, label)
        self.regions[-1]["input"] = {"value": str(value), "placeholder": placeholder, "max": max_length}

    def focus_target(self):
        """The preferred control if it is there, even off for a moment (a decision armed a moment after
        it shows: focus waits on it, as static/ui.js keeps an off control focusable, rather than pass
        through another such as Back to the hub), else the first one on (see focus_on)."""
        keyed = {r["id"] for r in self.regions if r.get("keyboard", True)}
        return self.preferred if self.preferred in keyed else self.focus

    def to_json(self) -> str:
        return json.dumps({
            "screen": self.screen, "w": self.w, "h": self.h, "title": self.title, "bg": self.bg,
            "ops": self.ops, "regions": self.regions, "text": self.spoken, "live": self.live, "said": self.said,
            "focus": self.focus_target(), "grab": self.grab, "speak": self.speak, "snapshot": self.snapshot, "timer": self.timer,
            "document": self.document,
        }, separators=(",", ":"))

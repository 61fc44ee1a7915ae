"""The dart keypad: the visit's three darts with Back, Single/Double/Treble, and a key per bed.

Taps it offers: "slot:i" (take dart i out), "back-dart", "multiplier:S|D|T", "target:N" (N a bed
number, 25 the bull) and "miss". `dart_text` turns a multiplier and a bed into the dart's notation;
the game's engine still checks it.
"""

from .. import theme
from ..caller import call_dart
from .grid import grid

MULTIPLIERS = {"S": "Single", "D": "Double", "T": "Treble"}


def dart_text(multiplier: str, number: int) -> str:
    """The notation for a keypad press: multiplier letter and bed ('T20', 'SB', 'DB')."""
    if number == 25:
        return {"S": "SB", "D": "DB", "T": "TB"}[multiplier]
    return f"{multiplier}{number}"


def words(dart: str) -> str:
    """How a dart is named for a screen reader: 'Treble twenty', 'Outer bull', 'Miss'."""
    return call_dart(dart).capitalize()


def spelled(dart: str) -> str:
    """A dart drawn in notation, said after it in a button's name ('S1' -> 'single 1', 'DB' ->
    'bullseye'): the name starts with what is drawn, then says it in words (label in name)."""
    if dart in ("M", "SB", "DB"):
        return call_dart(dart)
    return f"{MULTIPLIERS[dart[0]].lower()} {dart[1:]}"


def bed_name(multiplier: str, number: int, caption: str) -> str:
    """A bed key's name: its drawn caption, then the dart it records unless that is a single
    ('11' under Double is '11: double 11'; 'Bull' under Double is 'Bull: bullseye')."""
    if multiplier == "S":
        return caption
    return f"{caption}: {spelled(dart_text(multiplier, number))}"


def slots(scene, x, y, w, h, darts, *, thrower=None, back_label="Back: take out the last dart",
          can_back=True):
    """The visit's three darts (each a button that takes it out) and Back. With `thrower` named, the
    darts are a computer's being shown: drawn, not tappable."""
    gap = 6
    back_w = max(64, w * 0.24)
    cell = (w - back_w - 3 * gap) / 3
    for i in range(3):
        dart = darts[i] if i < len(darts) else None
        sx = x + i * (cell + gap)
        if dart and thrower is None:
            scene.button(f"slot:{i}", sx, y, cell, h, f"{dart}: {spelled(dart)}, dart {i + 1}. Tap to take it out",
                         caption=dart, kind="ghost", size=21)
            scene.text(sx + cell - 9, y + 10, "\u2715", 11, theme.CHALK_DIM, 400, "center", mirror=False)
        elif dart:
            scene.rect(sx, y, cell, h, fill=theme.TURF_LIGHT, radius=10)
            scene.text(sx + cell / 2, y + h / 2, dart, 22, theme.STRAW, 800, "center", mirror=False)
        else:
            scene.rect(sx, y, cell, h, stroke=theme.CHALK_DIM, radius=10, line_width=2)
            scene.text(sx + cell / 2, y + h / 2, f"Dart {i + 1}", 15, theme.CHALK_DIM, 400, "center", mirror=False)
    if thrower:
        scene.text_only(f"{thrower} throwing: {', '.join(darts) or 'first dart'}")
    scene.button("back-dart", x + w - back_w, y, back_w, h, back_label, caption="\u232b Back", kind="ghost",
                 size=17, disabled=not can_back)


def multipliers(scene, x, y, w, h, chosen, size=19):
    """Single, Double, Treble: the one chosen pressed (it applies to the next bed tapped)."""
    grid(scene, x, y, w, h, [(f"multiplier:{k}", v, v, "ghost", chosen == k) for k, v in MULTIPLIERS.items()], 3,
         size=size)


def bed_keys(beds, multiplier, miss=True) -> list:
    """Grid items for `beds` [(number, caption, live)]: live beds in straw, the others dark (a dart
    there is still a dart), no treble bull to tap while Treble is chosen, and Miss last."""
    keys = []
    for number, caption, live in beds:
        if number == 25 and multiplier == "T":
            keys.append(("target:25", "Bull: no treble bull, there is none", caption, "ghost", None, True))
        else:
            keys.append((f"target:{number}", bed_name(multiplier, number, caption), caption,
                         "primary" if live else "ghost", None))
    if miss:
        keys.append(("miss", "Miss", "Miss", "ghost", None))
    return keys


def every_bed() -> list:
    """All twenty numbers and the bull, as `bed_keys` takes them, none lit: in X01 and the drills any
    bed scores, so no key stands out from the rest."""
    return [(n, str(n), False) for n in range(1, 21)] + [(25, "Bull", False)]

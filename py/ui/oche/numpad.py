"""The number pad for visit totals, the way most pub players enter 501: one number a visit.

    [ aside ][     140      ][ Back ]
    [  1  ][  2  ][  3  ]
    [  4  ][  5  ][  6  ]
    [  7  ][  8  ][  9  ]
    [ Bust ][  0  ][ Enter ]

Taps it offers: "digit:N", "back-entry" (a digit out, or, with none typed, whatever the screen's
Back takes back), "bust" and "enter-total". Keys are 48 px or more on any screen it is given.
"""

from .. import theme
from ..scene import MIN_TARGET, LayoutError
from .grid import grid, rows

MOST_DIGITS = 3


def typed_after(typed: str, digit: str) -> str:
    """The total typed so far with `digit` added: three digits at most, no leading zero."""
    if len(typed) >= MOST_DIGITS:
        return typed
    return digit if typed in ("", "0") else typed + digit


def draw(scene, x, y, w, h, typed, *, back_label, can_back=True, enter_label="Enter", can_enter=True,
         aside=None, gap=8, size=28):
    """The pad in (x, y, w, h). `aside` is an optional grid item left of the display (a mode key).
    A rectangle too short for five rows of finger-sized keys is a layout bug, said at once."""
    if h < 5 * MIN_TARGET + 4 * gap:
        raise LayoutError(f"the number pad needs {5 * MIN_TARGET + 4 * gap} px of height, not {h:.0f}")
    lines = rows(y, h, (1, 1, 1, 1, 1), gap=gap)
    top_y, top_h = lines[0]
    back_w = max(72, (w - 2 * gap) / 3 * 0.9)
    left = x
    if aside:
        aside_w = back_w
        grid(scene, x, top_y, aside_w, top_h, [aside], 1, gap=gap, size=16)
        left += aside_w + gap
    display_w = x + w - back_w - gap - left
    scene.rect(left, top_y, display_w, top_h, fill=theme.CHALK, radius=10)
    scene.text(left + display_w / 2, top_y + top_h / 2, typed or "\u2013", int(min(top_h * 0.62, 40)),
               theme.INK, 800, "center", max_width=display_w - 12, mirror=False)
    scene.text_only(f"Visit total typed: {typed}" if typed else "No total typed yet")
    scene.button("back-entry", x + w - back_w, top_y, back_w, top_h, back_label, caption="\u232b Back",
                 kind="ghost", size=17, disabled=not can_back)
    digits = [(f"digit:{n}", str(n), str(n), "ghost", None) for n in range(1, 10)]
    for r in range(3):
        grid(scene, x, lines[r + 1][0], w, lines[r + 1][1], digits[3 * r:3 * r + 3], 3, gap=gap, size=size)
    last = [("bust", "Bust: the visit scores nothing", "Bust", "danger", None),
            ("digit:0", "0", "0", "ghost", None),
            ("enter-total", enter_label, enter_label.split()[0], "primary", None, not can_enter)]  # 'Enter', 'Save'
    grid(scene, x, lines[4][0], w, lines[4][1], last, 3, gap=gap, size=min(size, 24))

"""A darts screen's status bar: the way back to the hub (not on the kiosk), Menu (Close while the
menu is open) on the right, and between them the room for the status line, which is also where a
notice shows (scene.notice_box), over no key, so nothing moves when one comes or goes.

Taps it offers: "back", "panel:menu", "close". The screen writes its own status in the room.
"""

from .. import theme


def frame(scene, bar, *, kiosk, menu_open, back_caption="\u2190") -> tuple:
    """The bar in `bar` (x, y, w, h); returns (left, room): where the status line goes, and how wide."""
    x, y, w, h = bar
    scene.rect(x, y, w, h, fill=theme.TURF, radius=0 if x == 0 else 10)
    by = y + (h - 48) / 2
    left = x + 6
    if not kiosk:
        back_w = 56 if back_caption == "\u2190" else 96
        scene.button("back", left, by, back_w, 48, "Back to the hub", caption=back_caption, kind="ghost", size=17)
        left += back_w + 6
    menu_w = 76 if w < 600 else 96
    if menu_open:
        scene.button("close", x + w - menu_w - 6, by, menu_w, 48, "Close the menu", caption="Close", kind="ghost",
                     size=17)
    else:
        scene.button("panel:menu", x + w - menu_w - 6, by, menu_w, 48, "Menu", kind="ghost", size=17)
    room = x + w - menu_w - 12 - left
    scene.notice_box = (left, y, room, h)
    return left, room

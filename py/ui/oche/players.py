"""Players remembered on this device, as buttons to tap into a seat: every darts game's set-up
offers them the same way (a name already seated is shown pressed; tapped again, it is taken out).

Taps it offers: "known:i", i the name's place in `known`.
"""

from .. import theme


def remembered(scene, x, y, w, known, seated, cols=3) -> float:
    """The names in rows of `cols` under a line saying what they are for; returns the y below them."""
    if not known:
        return y
    scene.text(x, y + 8, "Tap a name to seat them:", 15, theme.CHALK_DIM)
    y += 20
    cell = (w - 6 * (cols - 1)) / cols
    taken = {name.casefold() for name in seated}
    for i, name in enumerate(known):
        scene.button(f"known:{i}", x + (i % cols) * (cell + 6), y + (i // cols) * 54, cell, 48,
                     f"{name}: remembered player", caption=name, kind="ghost", size=16,
                     pressed=name.casefold() in taken)
    return y + -(-len(known) // cols) * 54

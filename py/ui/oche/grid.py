"""Rows and grids of buttons: how the darts panels split their rectangles into thumb-sized keys."""

from ..scene import MIN_TARGET


def rows(y, h, weights, gap=8):
    """Split a height into rows in proportion to `weights`, each at least 48 px: [(y, h)]. A row held
    at 48 px takes its height from the others, so the rows fill `h` and no more."""
    free, held = h - gap * (len(weights) - 1), set()
    while True:
        rest = [i for i in range(len(weights)) if i not in held]
        unit = (free - MIN_TARGET * len(held)) / max(1e-9, sum(weights[i] for i in rest))
        low = {i for i in rest if weights[i] * unit < MIN_TARGET}
        if not low:
            break
        held |= low
    out, at = [], y
    for i, weight in enumerate(weights):
        row_h = MIN_TARGET if i in held else unit * weight
        out.append((at, row_h))
        at += row_h + gap
    return out


def grid(scene, x, y, w, row_h, items, cols, gap=8, size=22):
    """Buttons in a grid, row by row: items are (id, label, caption, kind, pressed[, disabled])."""
    cell = (w - gap * (cols - 1)) / cols
    for i, (rid, label, caption, kind, pressed, *disabled) in enumerate(items):
        scene.button(rid, x + (i % cols) * (cell + gap), y + (i // cols) * (row_h + gap), cell, row_h, label,
                     caption=caption, kind=kind, size=size, pressed=pressed, disabled=bool(disabled and disabled[0]))

"""Large text and high contrast, done to a scene after its screen has drawn it.

Screens lay out for standard text; large text must not undo that (a phone at 360x640 and the kiosk
at 800x480 play without scrolling). So `grow` enlarges each text under 24 px (WCAG's large text)
only as far as it has room: inside every shape that held it (its button, its panel, the canvas),
clear of every text and shape it did not touch before, and within its width. A text's box is the
scene's own estimate (the width `scene.wrap` breaks lines by, the ink's height), so the layout
tests can check it too. `raise_contrast` deepens the turf and moves each text's colour toward white
or black until it stands out 7:1 against what is painted behind it.
"""

import re

from . import theme
from .scene import char_width

FONT = re.compile(r"^(\d+) (\d+(?:\.\d+)?)px (.*)$")
STEPS = (1.0, 0.6, 0.3)  # tried in turn: the whole growth asked for, then part of it
CELL = 64  # px: the grid that finds a box's neighbours
LARGE_ALREADY = 24  # px: WCAG's large text; a score or a heading this big stays as its screen sized it


def font_size(op) -> tuple:
    """(weight, size, family) of a text op's font."""
    weight, size, family = FONT.match(op[4]).groups()
    return int(weight), float(size), family


DESCENDERS = set("gjpqyQ,;()[]{}|/@$")


def text_box(op, size=None) -> tuple:
    """(x, y, w, h) a text op's ink covers: its estimated width (squeezed to its max width, as the
    painter does) and its ink's height, centred on its y: capitals and digits about three quarters
    of the font's size, a little under the size with descenders (PLATFORM.md: ink, not font size)."""
    _, x, y, text, _, _, align, max_width = op[:8]
    weight, drawn, _ = font_size(op)
    size = size or drawn
    w = len(text) * char_width(size, weight)
    if max_width:
        w = min(w, max_width)
    h = size * (0.95 if DESCENDERS.intersection(text) else 0.75)
    left = x - w / 2 if align == "center" else x - w if align in ("right", "end") else x
    return left, y - h / 2, w, h


def shape_box(op):
    """(x, y, w, h) a drawn shape covers, or None (a line, an empty rectangle)."""
    if op[0] == "rect" and (op[5] or op[7]):
        return tuple(op[1:5])
    if op[0] == "circle":
        return op[1] - op[3], op[2] - op[3], 2 * op[3], 2 * op[3]
    if op[0] == "wedge":
        return op[1] - op[4], op[2] - op[4], 2 * op[4], 2 * op[4]
    return None


def touches(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def holds(outer, inner, slack=0.5) -> bool:
    return (outer[0] - slack <= inner[0] and inner[0] + inner[2] <= outer[0] + outer[2] + slack
            and outer[1] - slack <= inner[1] and inner[1] + inner[3] <= outer[1] + outer[3] + slack)


class Grid:
    """Boxes by the cells they touch, so a box's neighbours are found without looking at all."""

    def __init__(self):
        self.cells, self.boxes = {}, {}

    def _cells(self, box):
        x0, y0 = int(box[0] // CELL), int(box[1] // CELL)
        x1, y1 = int((box[0] + box[2]) // CELL), int((box[1] + box[3]) // CELL)
        return [(i, j) for i in range(x0, x1 + 1) for j in range(y0, y1 + 1)]

    def put(self, key, box):
        if key in self.boxes:
            for cell in self._cells(self.boxes[key]):
                self.cells[cell].discard(key)
        self.boxes[key] = box
        for cell in self._cells(box):
            self.cells.setdefault(cell, set()).add(key)

    def near(self, box):
        return {key for cell in self._cells(box) for key in self.cells.get(cell, ())}


def grow(scene, most: float) -> None:
    """Every text of `scene` drawn up to `most` times larger, as far as it has room. Lines drawn one
    under another in one font (a paragraph) grow alike, so a paragraph keeps one size."""
    grid = Grid()
    texts = []
    for i, op in enumerate(scene.ops):
        if op[0] == "text" and op[3].strip():
            texts.append(i)
            grid.put(("t", i), text_box(op))
        elif shape_box(op) is not None:
            grid.put(("s", i), shape_box(op))
    for j, region in enumerate(scene.regions):
        grid.put(("r", j), (region["x"], region["y"], region["w"], region["h"]))
    canvas = (0, 0, scene.w, scene.h)
    for group in runs(scene.ops, texts):
        scale = min(room(scene.ops[i], ("t", i), grid, canvas, most) for i in group)
        lines = [scene.ops[i][2] for i in group]  # lines one under another grow no taller than their step
        scale = min([scale] + [(b - a) / font_size(scene.ops[group[0]])[1] for a, b in zip(lines, lines[1:])])
        if scale <= 1:
            continue
        for i in group:
            op = scene.ops[i]
            weight, size, family = font_size(op)
            op[4] = f"{weight} {int(size * scale + 1e-9)}px {family}"
            grid.put(("t", i), text_box(op))


def runs(ops, texts) -> list:
    """The texts in groups: consecutive lines of one font, alignment, x and width (a paragraph)."""
    groups = []
    for i in texts:
        op = ops[i]
        if groups:
            last = ops[groups[-1][-1]]
            if (last[4], last[6], last[1], last[7]) == (op[4], op[6], op[1], op[7]) and 0 < op[2] - last[2] <= \
                    2 * font_size(op)[1]:
                groups[-1].append(i)
                continue
        groups.append([i])
    return groups


def room(op, key, grid, canvas, most) -> float:
    """How much larger (1 to `most`) the text op can be drawn without leaving a shape that held it,
    reaching one it did not touch, or outgrowing its width."""
    box = grid.boxes[key]
    weight, size, _ = font_size(op)
    if size >= LARGE_ALREADY:
        return 1.0
    wide = len(op[3]) * char_width(size, weight)
    if op[7] and wide > op[7]:
        return 1.0  # squeezed already: larger would only be narrower
    around = [k for k in grid.near(box) if k != key]
    held = [grid.boxes[k] for k in around if holds(grid.boxes[k], box)]
    for step in STEPS:
        scale = 1 + (most - 1) * step
        if op[7] and wide * scale > op[7]:
            continue
        bigger = text_box(op, size * scale)
        if not holds(canvas, bigger) and holds(canvas, box):
            continue
        if any(not holds(h, bigger) for h in held):
            continue
        if any(touches(grid.boxes[k], bigger) and not touches(grid.boxes[k], box)
               for k in grid.near(bigger) if k != key):
            continue
        return scale
    return 1.0


def raise_contrast(scene) -> None:
    """The turf deepened and dim lines made chalk; then each text's colour raised to
    theme.CONTRAST_LEAST against what is painted behind its middle."""
    swap = theme.HIGH_CONTRAST
    scene.bg = swap.get(scene.bg, scene.bg)
    slots = {"rect": (5, 7), "circle": (4, 5), "line": (5,), "wedge": (7, 8)}
    for op in scene.ops:
        for slot in slots.get(op[0], ()):
            if isinstance(op[slot], str):
                op[slot] = swap.get(op[slot], op[slot])
    grid = Grid()
    for i, op in enumerate(scene.ops):
        box = shape_box(op)
        if box is not None and (op[0] != "rect" or op[5]):
            grid.put(i, box)
    for i, op in enumerate(scene.ops):
        if op[0] != "text" or theme.rgb(op[5]) is None:
            continue
        x, y, w, h = text_box(op)
        point = (x + w / 2, y + h / 2, 0.001, 0.001)
        behind, top = scene.bg, None
        for k in sorted(k for k in grid.near(point) if k < i and inside(scene.ops[k], point)):
            fill = scene.ops[k][FILL[scene.ops[k][0]]]
            if fill:
                behind, top = theme.over(fill, behind), k
        ink = theme.legible(theme.over(op[5], behind), behind)
        if theme.contrast(ink, behind) < theme.CONTRAST_LEAST and top is not None:
            deepen(scene.ops[top], ink)  # a mid-tone fill (a game's tile): no ink reaches 7:1 on it
            behind = scene.ops[top][FILL[scene.ops[top][0]]]
            ink = theme.legible(ink, behind)
        op[5] = ink


FILL = {"rect": 5, "circle": 4, "wedge": 7}  # where a shape op keeps its fill


def deepen(op, ink) -> None:
    """Move a shape's fill toward black (or white, under dark ink) until `ink` stands out on it."""
    fill = op[FILL[op[0]]]
    end = "#000000" if theme.luminance(ink) > 0.18 else "#ffffff"
    for step in range(1, 11):
        op[FILL[op[0]]] = theme.blend(fill, end, step / 10)
        if theme.contrast(ink, op[FILL[op[0]]]) >= theme.CONTRAST_LEAST:
            return


def inside(op, point) -> bool:
    """Whether a filled shape covers a point (a circle by its radius, others by their box)."""
    px, py = point[0], point[1]
    if op[0] == "circle":
        return (px - op[1]) ** 2 + (py - op[2]) ** 2 <= op[3] ** 2
    return touches(shape_box(op), point)

"""A drawn dartboard: tap where the dart landed.

The rings are drawn wider than a regulation board's (its trebles and doubles are 8 mm of a 170 mm
radius: about 7 px on a 7" screen, too thin for a finger): here each is 30 of 170 units, about
22 px on the kiosk. Turning a tap into a bed ("T20", "SB", "M") is input, not rules: the engine
still checks the dart.
"""

import math

from pavilion.darts import RING

from . import theme

BULL_IN, BULL_OUT = 12.0, 28.0
TREBLE_IN, TREBLE_OUT = 80.0, 110.0
DOUBLE_IN, DOUBLE_OUT = 140.0, 170.0
SPAN = DOUBLE_OUT * 1.16  # the drawn radius also holds the ring of numbers
SEGMENT = 360 / len(RING)


def ring_width(radius: float) -> float:
    """How wide the treble and double rings are, in px, on a board drawn with outer radius `radius`."""
    return (DOUBLE_OUT - DOUBLE_IN) / SPAN * radius


def bed_at(dx: float, dy: float, radius: float) -> str:
    """The bed at (dx, dy) px from the centre of a board drawn with outer radius `radius` px."""
    r = math.hypot(dx, dy) / radius * SPAN
    if r <= BULL_IN:
        return "DB"
    if r <= BULL_OUT:
        return "SB"
    if r > DOUBLE_OUT:
        return "M"
    angle = math.degrees(math.atan2(dx, -dy)) % 360  # clockwise from 12 o'clock
    number = RING[int(((angle + SEGMENT / 2) % 360) // SEGMENT)]
    ring = "T" if TREBLE_IN <= r <= TREBLE_OUT else "D" if r >= DOUBLE_IN else "S"
    return f"{ring}{number}"


def draw(scene, cx, cy, radius, targets=(), dead=()):
    """The board, its targets ringed in straw and dead ones dimmed; the bull last."""
    k = radius / SPAN
    scene.circle(cx, cy, radius, fill="#111")
    for i, number in enumerate(RING):
        a1, a2 = i * SEGMENT - SEGMENT / 2, i * SEGMENT + SEGMENT / 2
        dark = i % 2 == 0
        single = "#1a1a1a" if dark else "#efe3c2"
        ring = "#c0392b" if dark else "#1e8449"
        if number in dead:
            single, ring = "#444", "#555"
        for r1, r2, fill in ((BULL_OUT, TREBLE_IN, single), (TREBLE_IN, TREBLE_OUT, ring),
                             (TREBLE_OUT, DOUBLE_IN, single), (DOUBLE_IN, DOUBLE_OUT, ring)):
            scene.wedge(cx, cy, r1 * k, r2 * k, a1, a2, fill, "#777")
        rad = math.radians(i * SEGMENT - 90)
        rn = (DOUBLE_OUT + (SPAN - DOUBLE_OUT) / 2) * k
        colour = theme.STRAW if number in targets and number not in dead else theme.CHALK_DIM
        scene.text(cx + rn * math.cos(rad), cy + rn * math.sin(rad), str(number), max(12, int(radius / 11)),
                   colour, 700 if number in targets else 400, "center", mirror=False)
        if number in targets and number not in dead:
            scene.wedge(cx, cy, BULL_OUT * k, DOUBLE_OUT * k, a1, a2, None, theme.STRAW)
    bull_dead = 25 in dead
    scene.circle(cx, cy, BULL_OUT * k, fill="#555" if bull_dead else "#1e8449")
    scene.circle(cx, cy, BULL_IN * k, fill="#666" if bull_dead else "#c0392b")


def offer(scene, left, top, size, targets=(), dead=(), label="Dartboard: tap where the dart landed"):
    """The board as a component: drawn in the `size` px square at (left, top), with one region that
    takes a tap where the dart landed ("dartboard:<radius>"; `tapped` reads it back)."""
    radius = size / 2
    draw(scene, left + radius, top + radius, radius, targets, dead)
    scene.region(f"dartboard:{radius:.3f}", left, top, size, size, label, point=True, keyboard=False)


def tapped(arg: str, event: dict) -> str:
    """The bed under a tap on the region `offer` made: its argument is the radius, the event's x and y
    are where the finger landed inside the square."""
    radius = float(arg)
    x, y = float(event.get("x", radius)), float(event.get("y", radius))
    return bed_at(x - radius, y - radius, radius)

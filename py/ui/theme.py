"""Pavilion's colours and type: a cricket ground at dusk, high contrast for a screen across a room."""

TURF = "#123d2f"
TURF_DEEP = "#0b2a20"
TURF_LIGHT = "#1d5a45"
CHALK = "#f4f1e8"
CHALK_DIM = "#b9c7bd"
STRAW = "#e8c766"
LEATHER = "#b3262d"
ALERT = "#ffb4a8"
INK = "#1b1b1b"
NOTICE = "#fff3c4"

FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif'

# Each game's tile colour on the hub.
GAME_COLOURS = {
    "random-cricket": "#8c2f39",
    "crickee": "#24507a",
    "card-cricket": "#6a4c93",
    "cosmic": "#1f6f64",
    "x01": "#7a5a1e",
    "practice": "#7a2f6a",
}

BUTTON = {  # kind: (fill, ink)
    "primary": (STRAW, INK),
    "ghost": (TURF, CHALK),
    "danger": (LEATHER, CHALK),
    "pressed": (CHALK, INK),
    "disabled": ("#3b4d45", "#8a9a90"),
}


def font(size: int, weight: int = 400) -> str:
    return f"{weight} {size}px {FONT}"


# High contrast (About, or the device's prefers-contrast: more): the turf deepens, dim chalk lines
# become chalk, and every text is raised to at least CONTRAST_LEAST against what is behind it
# (ui/legible.py), the WCAG AAA figure for text.
CONTRAST_LEAST = 7.0
HIGH_CONTRAST = {
    TURF_DEEP: "#03140d",
    TURF: "#0a271d",
    TURF_LIGHT: "#123d2f",
    CHALK_DIM: CHALK,
}


def rgb(colour: str):
    """(r, g, b, alpha) of "#rgb", "#rrggbb" or "rgba(r,g,b,a)"; None for anything else."""
    colour = colour.strip()
    if colour.startswith("#") and len(colour) == 4:
        colour = "#" + "".join(c * 2 for c in colour[1:])
    if colour.startswith("#") and len(colour) == 7:
        return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16), 1.0
    if colour.startswith("rgba(") and colour.endswith(")"):
        r, g, b, a = (float(part) for part in colour[5:-1].split(","))
        return round(r), round(g), round(b), a
    return None


def over(fill: str, behind: str) -> str:
    """The #rrggbb seen where `fill` (perhaps see-through) is painted on `behind`."""
    top, base = rgb(fill), rgb(behind)
    if top is None or base is None:
        return behind
    a = top[3]
    return "#" + "".join(f"{round(top[i] * a + base[i] * (1 - a)):02x}" for i in range(3))


def luminance(colour: str) -> float:
    """Relative luminance of a #rrggbb colour (WCAG 2)."""
    channels = [c / 255 for c in rgb(colour)[:3]]
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two #rrggbb colours, 1 to 21."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def blend(colour: str, toward: str, t: float) -> str:
    """`colour` moved a fraction `t` of the way to `toward`."""
    a, b = rgb(colour), rgb(toward)
    mixed = (round(a[i] * (1 - t) + b[i] * t) for i in range(3))
    return "#" + "".join(f"{c:02x}" for c in mixed)


def legible(ink: str, behind: str, least: float = CONTRAST_LEAST) -> str:
    """`ink` as it is if it stands out `least` against `behind`, else moved the least way toward
    white or black that makes it (all the way, if neither quite does)."""
    if contrast(ink, behind) >= least:
        return ink
    best = None
    for end in ("#ffffff", "#000000"):
        for step in range(1, 11):
            moved = blend(ink, end, step / 10)
            if contrast(moved, behind) >= least:
                if best is None or step < best[0]:
                    best = (step, moved)
                break
    if best:
        return best[1]
    return max(("#ffffff", "#000000"), key=lambda end: contrast(end, behind))

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

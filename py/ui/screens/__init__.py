"""Screens: each draws itself into a Scene and answers taps and keys.

GAME_SCREENS maps a game's slug to the factory of its screen, `make(app, match_id, params)`;
a game without one is shown as "not built yet" by the hub and its route.
"""

GAME_SCREENS = {}


class Screen:
    name = "screen"

    def __init__(self, app):
        self.app = app

    def title(self) -> str:
        return "Pavilion"

    def arrival(self) -> str:
        """The aria-live sentence when this screen opens."""
        return self.title()

    def draw(self, scene, top: int) -> None:
        raise NotImplementedError

    def on_tap(self, region: str, event: dict) -> None:
        if region == "back":
            self.app.go("")

    def on_key(self, key: str) -> None:
        if key in ("Escape", "Backspace"):
            self.app.go("")

    def on_input(self, field: str, value: str) -> None:
        """A text box's new value (sent when the player leaves the box)."""


def frame(scene, top):
    """Page margins and content width shared by the hub's screens: (x0, width, pad)."""
    pad = 16 if scene.w < 600 else 28
    width = min(scene.w - 2 * pad, 1100)
    return (scene.w - width) / 2, width, pad

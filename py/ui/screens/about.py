"""About and help: what Pavilion is, how to play offline, keyboard use, privacy."""

from pavilion.catalog import GAMES

from .. import theme
from . import Screen, frame

SECTIONS = (
    ("What Pavilion is",
     "Four cricket games in one web page. The rules run in Python inside your browser, so nothing "
     "is sent anywhere: there is no account and no server."),
    ("Offline",
     "After your first visit Pavilion is stored by your browser and starts without a network. "
     "Every match is saved on this device after every action, so a reload or a power cut loses "
     "nothing. When a new version arrives you are asked to reload."),
    ("Sharing a match",
     "A shared match link holds the seed and the choices made, so whoever opens it gets the same "
     "dice and deals. Links from other people are checked before anything is saved."),
    ("Keyboard and screen readers",
     "Every button on the canvas is a real button: Tab moves between them, Enter or Space presses "
     "one, Escape goes back. What just happened is read out as it happens."),
    ("Install it",
     "Use your browser's Install or Add to Home Screen to keep Pavilion as an app."),
)


class AboutScreen(Screen):
    name = "about"

    def title(self):
        return "About and help - Pavilion"

    def arrival(self):
        return "About and help"

    def draw(self, scene, top):
        x0, width, pad = frame(scene, top)
        text_w = min(width, 760)
        scene.button("back", x0, top + pad, 160, 52, "Back to the hub", caption="\u2190 Hub", kind="ghost")
        y = top + pad + 52 + 44
        scene.text(x0, y, "About and help", 30, theme.STRAW, 700, max_width=width, heading=True)
        y += 44
        for heading, body in SECTIONS + (("The games", " ".join(
                f"{g['title']}: {g['tagline']}." for g in GAMES)),):
            scene.text(x0, y, heading, 21, theme.CHALK, 700, max_width=text_w, heading=True)
            y = scene.paragraph(x0, y + 30, text_w, body, 18, theme.CHALK_DIM) + 18
        version = getattr(self.app.bridge, "version", "dev")
        scene.text(x0, y + 8, f"Build {version}", 15, theme.CHALK_DIM)
        scene.h = max(scene.h, int(y + 8 + pad + 16))

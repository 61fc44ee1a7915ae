"""About and help: what Pavilion is, how to play offline, keyboard use, privacy; and the display
settings (motion, text size, contrast: ui/display.py)."""

from pavilion.catalog import GAMES

from .. import theme
from ..display import CONTRAST, LARGE, MOTION, TEXT
from ..storage import StorageError
from . import Screen, frame

# (setting, what its button says, what each value does, said when chosen)
DISPLAY = (
    (MOTION, "Motion", {"full": "Dice roll, cards are dealt one by one, computer darts come one at a time.",
                        "reduced": "Dice land, cards are dealt and computer darts show at once."}),
    (TEXT, "Text", {"standard": "Text at its standard size.",
                    "large": "Text a quarter larger wherever it has room."}),
    (CONTRAST, "Contrast", {"standard": "The ground's own colours.",
                            "high": "Deeper turf, and every word at least 7 to 1 against its background."}),
)

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

    def on_tap(self, region, event):
        kind, _, name = region.partition(":")
        if kind != "display":
            return super().on_tap(region, event)
        setting, words, says = next(d for d in DISPLAY if d[0].name == name)
        try:
            value = self.app.display.toggle(name)
        except StorageError as e:
            value = self.app.display.value(name)
            self.app.say(f"{words}: {value}. {says[value]} {e}")
            return
        self.app.say(f"{words}: {value}. {says[value]}")

    def draw(self, scene, top):
        x0, width, pad = frame(scene, top)
        text_w = min(width, 760)
        scene.button("back", x0, top + pad, 160, 52, "Back to the hub", caption="\u2190 Back", kind="ghost")
        # A page of text: with large text it lays itself out at the large size, every line wrapped to
        # it, rather than leaving ui/legible.py to grow what has room (paragraphs would not).
        k = LARGE if self.app.display.large_text else 1
        scene.laid_out_large = k > 1
        y = top + pad + 52 + 44
        scene.text(x0, y, "About and help", 30, theme.STRAW, 700, max_width=width, heading=True)
        y = self.draw_display(scene, x0, y + 48, text_w, k) + 18
        for heading, body in SECTIONS + (("The games", " ".join(
                f"{g['title']}: {g['tagline']}." for g in GAMES)),):
            scene.text(x0, y, heading, round(21 * k), theme.CHALK, 700, max_width=text_w, heading=True)
            y = scene.paragraph(x0, y + round(30 * k), text_w, body, round(18 * k), theme.CHALK_DIM) + 18
        version = getattr(self.app.bridge, "version", "dev")
        scene.text(x0, y + 8, f"Build {version}", round(15 * k), theme.CHALK_DIM)
        scene.h = max(scene.h, int(y + 8 + pad + 16))

    def draw_display(self, scene, x, y, w, k) -> int:
        """The display settings: a button each that says its value and switches it, and what the
        value does (text `k` times its standard size); returns the y below them."""
        display = self.app.display
        scene.text(x, y, "Display", round(21 * k), theme.CHALK, 700, max_width=w, heading=True)
        y += round(28 * k)
        button_w, note_size = min(w, round(230 * k)), round(16 * k)
        for setting, words, says in DISPLAY:
            value = display.value(setting.name)
            caption = f"{words}: {value}"
            scene.button(f"display:{setting.name}", x, y, button_w, 52, f"{caption}. {says[value]}",
                         caption=caption, kind="ghost", size=round(18 * k))
            note = says[value] + (" (as this device asks)" if display.follows_device(setting.name) else "")
            if w - button_w >= 300:  # beside the button; on a phone, under it
                end = scene.paragraph(x + button_w + 16, y + 14, w - button_w - 16, note, note_size, theme.CHALK_DIM)
                y = max(y + 52, end) + 10
            else:
                y = scene.paragraph(x, y + 52 + round(16 * k), w, note, note_size, theme.CHALK_DIM) + 6
        return y

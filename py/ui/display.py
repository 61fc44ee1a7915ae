"""How the player wants the screen shown: motion, text size and contrast.

Each follows the device (its `prefers-reduced-motion` and `prefers-contrast`, read by static/ui.js and
sent with the start and resize events) until the player chooses otherwise in About; a choice is kept
as a setting, so it holds on this device whatever the system says. A screen asks `reduced_motion`
before it animates (the dice land, the cards are dealt and the computer's darts show at once); the
rest is done to every scene after it is drawn (`apply`): text grows where it has room (unless the
screen laid itself out at the large size, `scene.laid_out_large`: About), and every text is raised
to 7:1 against what is behind it (ui/legible.py).
"""

from . import legible
from .stored import OneOf, setting

MOTION = setting("motion", OneOf("full", "reduced"))
TEXT = setting("text-size", OneOf("standard", "large"))
CONTRAST = setting("contrast", OneOf("standard", "high"))
CHOICES = {MOTION.name: ("full", "reduced"), TEXT.name: ("standard", "large"), CONTRAST.name: ("standard", "high")}
LARGE = 1.25  # how much larger large text grows, where it has room


class Display:
    def __init__(self, store):
        self.store = store
        self.device = {MOTION.name: "full", TEXT.name: "standard", CONTRAST.name: "standard"}
        self.chosen = {s.name: store.setting(s) for s in (MOTION, TEXT, CONTRAST)}

    def media(self, event: dict) -> None:
        """What the device asks for, from a start or resize event (static/ui.js viewport)."""
        self.device[MOTION.name] = "reduced" if event.get("motion") == "reduce" else "full"
        self.device[CONTRAST.name] = "high" if event.get("contrast") == "more" else "standard"

    def value(self, name: str) -> str:
        """The player's choice, else what the device asks for."""
        return self.chosen[name] or self.device[name]

    def follows_device(self, name: str) -> bool:
        return self.chosen[name] is None

    def toggle(self, name: str) -> str:
        """Choose the other value of `name` and keep it (raises StorageError when storage is full:
        the choice still holds until the page is left); returns the new value."""
        choices = CHOICES[name]
        value = choices[1 - choices.index(self.value(name))]
        self.chosen[name] = value
        self.store.set_setting(next(s for s in (MOTION, TEXT, CONTRAST) if s.name == name), value)
        return value

    @property
    def reduced_motion(self) -> bool:
        return self.value(MOTION.name) == "reduced"

    @property
    def large_text(self) -> bool:
        return self.value(TEXT.name) == "large"

    @property
    def high_contrast(self) -> bool:
        return self.value(CONTRAST.name) == "high"

    def pace(self, ms):
        """An animation step's wait: as given, or the shortest the page can ask for under reduced
        motion (the steps still run, each one's sentence is still said, but nothing is watched)."""
        return 1 if ms and self.reduced_motion else ms

    def apply(self, scene) -> None:
        """Large text and high contrast, done to a drawn scene."""
        if self.large_text and not getattr(scene, "laid_out_large", False):
            legible.grow(scene, LARGE)
        if self.high_contrast:
            legible.raise_contrast(scene)

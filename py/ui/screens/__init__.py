"""Screens: each draws itself into a Scene and answers taps, keys, text and timer ticks.

A game's screen lives in `ui/screens/<its package>.py` (catalog: darts, crickee, cards, cosmic) and
names its class `SCREEN`, built as `SCREEN(app, match_id, params)`. A game without that module is
shown as "not built yet" by the hub and its route.
"""

import importlib
import importlib.util

from pavilion import catalog
from pavilion.core import RuleError

from .. import theme
from ..scene import wrap
from ..storage import LOOKING, StorageError
from ..stored import Fields


def built(slug: str) -> bool:
    """Whether a game has its rules and its screen, found without importing either: the hub's
    first frame must not wait for four games' modules to compile."""
    module = f"ui.screens.{catalog.BY_SLUG[slug]['package']}"
    return catalog.has_engine(slug) and importlib.util.find_spec(module) is not None


def game_screen(slug: str):
    """The screen class of a game, or None while its screen is not built yet (no such module; one
    that is there but fails to import raises, as in catalog.engine)."""
    name = f"ui.screens.{catalog.BY_SLUG[slug]['package']}"
    if importlib.util.find_spec(name) is None:
        return None
    return getattr(importlib.import_module(name), "SCREEN", None)


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
        elif region == "games":  # a kiosk set-up's way out: every game and drill (screens/games.py)
            self.app.go("games")
        elif region.startswith("form:"):  # a remembered player's page (screens/player)
            self.app.go("player", {"name": region[5:]})

    def on_key(self, key: str) -> None:
        if key in ("Escape", "Backspace"):
            self.app.go("")

    def on_input(self, field: str, value: str) -> None:
        """A text box's new value (sent when the player leaves the box)."""

    def on_report(self, result: str) -> None:
        """What the page did with a request ("copied:yes", "shared:cancelled", "voices:none")."""

    def on_tick(self) -> None:
        """The timer the last scene asked for (`scene.timer`) has run out: the next animation step."""


class GameScreen(Screen):
    """What every game's screen shares: opening a saved match, telling the player what happened,
    and what was refused."""

    game = None  # the game's catalog entry
    extras = Fields()  # the kind of what the screen saves beside its match (see ui/stored.py)
    saved = True  # whether the last save went through (a full quota refuses it)
    error = None  # the last refusal's sentence, shown in a banner until the next good action

    def on_tap(self, region: str, event: dict) -> None:
        """Region "kind:arg" goes to `tap_kind(arg, event)`; a refusal is shown, nothing changes."""
        kind, _, arg = region.partition(":")
        handler = getattr(self, f"tap_{kind.replace('-', '_')}", None)
        if handler is None:
            return super().on_tap(region, event)
        try:
            handler(arg, event)
        except RuleError as e:
            self.refuse(e)

    def load_saved(self, match_id, noun="match", missing=True):
        """(match, extra, state) of a saved match of this game, or None with the player told why
        (`missing` False: say nothing when it is simply not there). `extra` holds only the fields
        that fit `extras`; an odd one that may hold play is set aside, and the player told."""
        loaded = self.app.store.load(match_id) if isinstance(match_id, str) else None
        if loaded is None:
            if missing:
                self.app.notices.append(f"That saved {noun} {LOOKING}" if self.app.store.opening else
                                        f"That saved {noun} is no longer on this device; start a new one.")
            return None
        match, extra = loaded
        if match["game"] != self.game["slug"]:
            owner = catalog.BY_SLUG[match["game"]]["title"]
            self.app.notices.append(f"That saved {noun} is a {owner} match, not {self.game['title']}: "
                                    "open it from the hub.")
            return None
        try:
            state = catalog.engine(self.game["slug"]).replay(match)
        except RuleError as e:
            self.app.notices.append(f"That saved {noun} cannot be played: {e.message}")
            return None
        extra, odd = self.extras.pick(extra)
        if odd is not None:
            self.app.store.set_aside_extra(match_id, odd, f"the {self.game['title']} play saved beside that {noun}")
        return match, extra, state

    def on_report(self, result: str) -> None:
        """A report goes to its `tap_` handler like a tap, but past a screen's own tap guards (it is
        no button, so no double-tap rule applies)."""
        GameScreen.on_tap(self, result, {})

    def tap_shared(self, arg, event) -> None:
        """The page's report on the device's share sheet (see static/ui.js share)."""
        self.tell({"yes": "Shared.", "cancelled": "Not shared: the share sheet was closed."}.get(
            arg, "This device would not share it: copy the link, or scan the QR code."))

    def tell(self, sentence) -> None:
        self.error = None
        self.app.say(sentence if self.saved else f"{sentence} Not saved: storage is full.")

    def draw_error(self, scene, x, y, w, most_lines=3) -> int:
        """The last refusal as a banner at (x, y), if there is one; returns the y below it."""
        if not self.error:
            return y
        lines = wrap(self.error, 16, w - 24)[:most_lines]
        height = 16 + 22 * len(lines)
        scene.rect(x, y, w, height, fill=theme.ALERT, radius=8)
        for i, line in enumerate(lines):
            scene.text(x + 12, y + 19 + 22 * i, line, 16, theme.INK, 600, max_width=w - 24, mirror=False)
        scene.text_only(self.error)
        return y + height + 8

    def keep_draft(self, setting, value) -> None:
        """Save what a set-up holds so far (names typed, choices made) as `setting` (ui/stored.py): a
        reload or a power cut before Start loses none of it. A full quota is told like any other
        refused save."""
        try:
            self.app.store.set_setting(setting, value)
        except StorageError as e:
            if str(e) not in self.app.notices:
                self.app.notices.append(str(e))

    def refuse(self, err) -> None:
        self.error = err.message if isinstance(err, RuleError) else str(err)
        self.app.say(self.error)


def frame(scene, top):
    """Page margins and content width shared by the hub's screens: (x0, width, pad)."""
    pad = 16 if scene.w < 600 else 28
    width = min(scene.w - 2 * pad, 1100)
    return (scene.w - width) / 2, width, pad


def way_out(scene, x, y, kiosk, narrow) -> float:
    """A set-up's way out, top left: the hub, or on the kiosk (which has no hub) its list of every
    game and drill (screens/games.py). Returns its width."""
    if kiosk:
        scene.button("games", x, y, 96 if narrow else 120, 48, "Games: every game and drill",
                     caption="Games", kind="ghost", size=17)
        return 96 if narrow else 120
    scene.button("back", x, y, 56 if narrow else 110, 48, "Back to the hub",
                 caption="\u2190" if narrow else "\u2190 Back", kind="ghost", size=17)
    return 56 if narrow else 110

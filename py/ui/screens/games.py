"""The kiosk's games (`#/games` on the kiosk): every game and drill the board plays, one tap each,
the last used first; and which game the kiosk opens on.

A kiosk has no hub: its set-ups' way out is "Games", which opens this list. A tap opens that
game's set-up (Custom Cricket: Random Cricket's set-up on the custom board; a drill: Practice with
that drill picked). "Last used" is the latest of when a choice was tapped here and when a saved
match of it was last played, so the order needs no bookkeeping in the games themselves.
"""

from pavilion import catalog, practice

from .. import theme
from ..scene import wrap
from ..storage import StorageError
from ..stored import DictOf, Number, setting
from . import Screen
from .darts.screen import KIOSK_MATCH
from .darts.setup import SETUP_DRAFT as DARTS_DRAFT
from .practice.setup import LINES

ROUTES = ("darts", "x01", "practice", "games", "player")  # what a kiosk opens; any other route is its last game
CHOICES = (  # key, title, one line, route, params
    ("random", "Random Cricket", "Cricket on six numbers dealt, and the bull", "darts", {}),
    ("custom", "Custom Cricket", "Cricket on six numbers you pick, and the bull", "darts", {}),
    ("x01", "501", "Down to a double: 501, 301, 170 ...", "x01", {}),
) + tuple((f"practice:{slug}", drill.title, LINES[slug], "practice", {"drill": slug})
          for slug, drill in practice.DRILLS.items())
BY_KEY = {c[0]: c for c in CHOICES}
USED = setting("kiosk-games", DictOf(Number(0, 1e11), most=len(CHOICES)))  # key -> when last tapped here
RECENT = 40  # saved matches looked at for the order, newest first


def key_of(match) -> str:
    """Which choice a saved match is: 'random', 'custom', 'x01', 'practice:bobs-27'."""
    options = match.get("options", {})
    if match["game"] == "random-cricket":
        return "custom" if options.get("board") == "custom" else "random"
    if match["game"] == practice.GAME:
        return f"practice:{options.get('drill')}"
    return match["game"]


def ordered(store) -> list:
    """The choices, the last used first, then the rest in their own order."""
    when = dict(store.setting(USED, {}))
    for entry in store.entries()[:RECENT]:
        if entry["game"] not in ("random-cricket", "x01", practice.GAME):
            continue
        loaded = store.load(entry["id"])
        key = key_of(loaded[0]) if loaded else None
        if key in BY_KEY:
            when[key] = max(when.get(key, 0), entry["updated"])
    return sorted(CHOICES, key=lambda c: (-when.get(c[0], -1), CHOICES.index(c)))


def opening(store) -> tuple:
    """(route, params) a kiosk opens on with no game asked for: the game of the match it showed
    last, else the choice used last, else Random Cricket."""
    kept = store.index().get(store.setting(KIOSK_MATCH) or "", {})
    game = catalog.BY_SLUG.get(kept.get("game"))
    if game and game["route"] in ROUTES:
        return game["route"], {}
    used = store.setting(USED, {})
    if used:
        _, _, _, route, params = BY_KEY[max(used, key=used.get)]
        return route, dict(params)
    return "darts", {}


class GamesScreen(Screen):
    name = "games"

    def title(self):
        return "Games at the board"

    def arrival(self):
        return "Pick a game: " + ", ".join(c[1] for c in ordered(self.app.store)) + "."

    def on_tap(self, region, event):
        kind, _, key = region.partition(":")
        if kind == "choose" and key in BY_KEY:
            self.choose(key)
        elif region == "back":
            self.app.go("")  # the kiosk's last game, as it was: opened by mistake, nothing changes

    def on_key(self, key):
        if key == "Escape":
            self.app.go("")  # the kiosk's last game

    def choose(self, key):
        _, title, _, route, params = BY_KEY[key]
        store = self.app.store
        try:
            store.set_setting(USED, {**store.setting(USED, {}), key: store.clock()})
            store.set_setting(KIOSK_MATCH, None)  # the game opens on its set-up, not on the last match
            if route == "darts":
                # Custom Cricket opens on its number picker, as the set-up's Custom key does.
                draft = {**(store.setting(DARTS_DRAFT) or {}), "board": key, "picking": key == "custom"}
                if DARTS_DRAFT.kind.fits(draft):
                    store.set_setting(DARTS_DRAFT, draft)
        except StorageError as e:  # a full store still opens the game; the player is told
            self.app.notices.append(str(e))
        self.app.say(f"{title}: set up.")
        self.app.go(route, params)

    def draw(self, scene, top):
        w, h = scene.w, scene.h - top
        pad = 8 if h < 560 else 16
        width = min(w - 2 * pad, 1100)
        x, y = (w - width) / 2, top + pad
        scene.text(x + 4, y + 24, "Pick a game", 26 if w >= 600 else 21, theme.STRAW, 800, heading=True)
        if w >= 600:
            scene.text(x + width - 136, y + 24, "Last played first", 15, theme.CHALK_DIM, 500, "right", mirror=False)
        y += 56
        choices = ordered(self.app.store)
        cols = 3 if width >= 600 else 1
        gap = 8
        rows = -(-len(choices) // cols)
        tile_w = (width - gap * (cols - 1)) / cols
        tile_h = max(48, min(120, (top + h - pad - y - gap * (rows - 1)) / rows))
        for i, (key, title, line, _, _) in enumerate(choices):
            tx, ty = x + (i % cols) * (tile_w + gap), y + (i // cols) * (tile_h + gap)
            first = i == 0
            fill, ink = theme.BUTTON["primary" if first else "ghost"]
            scene.rect(tx, ty, tile_w, tile_h, fill=fill, radius=12, stroke=None if first else theme.CHALK_DIM,
                       line_width=2)
            said = wrap(line, 15, tile_w - 28)[:2] if tile_h >= 70 else []
            scene.text(tx + 14, ty + (tile_h * 0.3 if said else tile_h / 2), title, 22 if said else 18, ink, 800,
                       max_width=tile_w - 28, mirror=False)
            for j, part in enumerate(said):
                scene.text(tx + 14, ty + tile_h * 0.6 + 20 * j, part, 15, ink, 500, max_width=tile_w - 28, mirror=False)
            scene.region(f"choose:{key}", tx, ty, tile_w, tile_h, f"{title}: {line}", caption=title)
        # The way back to the game on the board (no keyboard at the kiosk: Escape is not enough), after
        # the games in reading order: a game is what the list is for.
        scene.button("back", x + width - 120, top + pad, 120, 48, "Back to the game", caption="Back", kind="ghost",
                     size=18)
        scene.h = max(scene.h, int(y + rows * (tile_h + gap)))

"""The hub: the four games as large tiles, the saved matches to resume, and About."""

from pavilion import catalog

from .. import theme
from ..scene import wrap
from . import Screen, built, frame


def ago(seconds: float) -> str:
    """How long ago, the way a person says it."""
    seconds = max(0, int(seconds))
    if seconds < 60:
        return "just now"
    for unit, size in (("day", 86400), ("h", 3600), ("min", 60)):
        if seconds >= size:
            n = seconds // size
            return f"{n} {unit}{'s' if unit == 'day' and n > 1 else ''} ago"
    return "just now"


class HubScreen(Screen):
    name = "hub"
    MAX_ROWS = 30

    def __init__(self, app):
        super().__init__(app)
        self.confirming = None  # the saved match whose Delete was tapped once
        self.after = None  # what was just answered ("keep:<id>" or "deleted"): where focus goes next

    def title(self):
        return "Pavilion: cricket games"

    def arrival(self):
        count = len(self.app.store.entries())
        saved = f"{count} saved match{'es' if count != 1 else ''}" if count else "no saved matches"
        return f"Pavilion hub: {len(catalog.GAMES)} games, {saved}."

    def on_tap(self, region, event):
        kind, _, key = region.partition(":")
        if kind == "game":
            self.app.go(catalog.BY_SLUG[key]["route"])
        elif kind == "about":
            self.app.go("about")
        elif kind == "resume":
            entry = self.app.store.index().get(key)
            if entry:
                self.app.go(catalog.BY_SLUG[entry["game"]]["route"], {"id": key})
        elif kind == "delete":
            self.confirming = key
            self.app.say("Delete this match for good? Choose Delete for good or Keep.")
        elif kind == "confirm-delete":
            self.app.store.delete(key)
            self.confirming, self.after = None, "deleted"
            self.app.say("Match deleted.")
        elif kind == "keep":
            self.confirming, self.after = None, f"keep:{key}"
            self.app.say("Match kept.")

    def on_key(self, key):
        if key in ("1", "2", "3", "4"):
            self.app.go(catalog.GAMES[int(key) - 1]["route"])
        elif key == "Escape" and self.confirming:
            self.confirming = None

    def draw(self, scene, top):
        x0, width, pad = frame(scene, top)
        narrow = scene.w < 600
        # Header: the name, and About on the right.
        y = top + pad + 24
        scene.text(x0, y, "Pavilion", 30 if narrow else 40, theme.STRAW, 800, heading=True)
        scene.text(x0, y + (44 if narrow else 36), "Cricket games that play offline", 15 if narrow else 18,
                   theme.CHALK_DIM)
        about_w = 120 if narrow else 170
        scene.button("about", x0 + width - about_w, y - 24, about_w, 52, "About and help",
                     caption="About" if narrow else "About and help", kind="ghost", size=17)
        y += 70 if narrow else 72
        y = self.draw_tiles(scene, x0, y, width) + 28
        y = self.draw_saved(scene, x0, y, width)
        scene.h = max(scene.h, int(y + pad))

    def draw_tiles(self, scene, x0, y, width):
        cols = 1 if width < 520 else 2 if width < 740 else 4
        gap = 12 if cols == 1 else 16
        tile_w = (width - gap * (cols - 1)) / cols
        title_size = 22 if cols != 4 else 21
        tiles = []
        for game in catalog.GAMES:
            ready = built(game["slug"])
            chip = ("Play", 64) if ready else ("Not built yet", 120)
            # One column: the chip sits beside the tagline; otherwise below it.
            tag_w = tile_w - 32 - (chip[1] + 8 if cols == 1 else 0)
            title = wrap(game["title"], title_size, tile_w - 32, 700)
            tagline = wrap(game["tagline"], 15, tag_w)
            need = 28 + 27 * len(title) + 20 * len(tagline) + (6 if cols == 1 else 44)
            tiles.append((game, ready, chip, title, tagline, tag_w, need))
        tile_h = max([96 if cols == 1 else 150] + [t[-1] for t in tiles])
        for i, (game, ready, chip, title, tagline, tag_w, _) in enumerate(tiles):
            tx, ty = x0 + (i % cols) * (tile_w + gap), y + (i // cols) * (tile_h + gap)
            scene.rect(tx, ty, tile_w, tile_h, fill=theme.GAME_COLOURS[game["slug"]], radius=14)
            for j, line in enumerate(title):
                scene.text(tx + 16, ty + 28 + j * 27, line, title_size, theme.CHALK, 700,
                           max_width=tile_w - 32, mirror=False)
            tag_y = ty + 28 + len(title) * 27
            for j, line in enumerate(tagline):
                scene.text(tx + 16, tag_y + j * 20, line, 15, theme.CHALK_DIM, max_width=tag_w, mirror=False)
            text, chip_w = chip
            scene.rect(tx + tile_w - chip_w - 12, ty + tile_h - 38, chip_w, 28,
                       fill=theme.STRAW if ready else "rgba(0,0,0,.35)", radius=14)
            scene.text(tx + tile_w - chip_w / 2 - 12, ty + tile_h - 24, text, 14,
                       theme.INK if ready else theme.CHALK, 700, "center", mirror=False)
            label = game["title"] if ready else f"{game['title']} (not built yet)"
            scene.text_only(f"{game['title']}: {game['tagline']}.")
            scene.region(f"game:{game['slug']}", tx, ty, tile_w, tile_h, label, caption=game["title"])
        rows = (len(tiles) + cols - 1) // cols
        return y + rows * tile_h + (rows - 1) * gap

    def draw_saved(self, scene, x0, y, width):
        scene.text(x0, y + 14, "Saved matches", 22, theme.CHALK, 700, heading=True)
        y += 40
        entries = self.app.store.entries()
        # Focus after a Delete: Keep (the safe answer); after Keep, that Delete again; after Delete for
        # good, the next saved match (or the first game when none is left).
        if self.confirming:
            scene.focus_on(f"keep:{self.confirming}")
        elif self.after == "deleted":
            scene.focus_on(f"resume:{entries[0]['id']}" if entries else f"game:{catalog.GAMES[0]['slug']}")
        elif self.after:
            scene.focus_on(f"delete:{self.after.partition(':')[2]}")
        if not entries:
            return scene.paragraph(x0, y + 10, min(width, 720), "No saved matches yet. Every match "
                                   "you play is saved on this device after every action.", 17,
                                   theme.CHALK_DIM)
        now = self.app.store.clock()
        narrow = width < 560
        row_h = 124 if narrow else 68
        for entry in entries[: self.MAX_ROWS]:
            game = catalog.BY_SLUG[entry["game"]]
            name = f"{game['title']}: {entry['summary']}" if entry["summary"] else game["title"]
            scene.rect(x0, y, width, row_h - 8, fill=theme.TURF, radius=10)
            scene.text(x0 + 14, y + 20, game["title"], 17, theme.STRAW, 700, max_width=width - 28)
            detail = f"{entry['summary']} \u00b7 {ago(now - entry['updated'])}".lstrip(" \u00b7")
            scene.text(x0 + 14, y + 44, detail, 15, theme.CHALK_DIM,
                       max_width=(width - 28) if narrow else width - 280)
            bx, by = (x0 + 14, y + 62) if narrow else (x0 + width - 248, y + 6)
            if self.confirming == entry["id"]:
                scene.button(f"confirm-delete:{entry['id']}", bx, by, 136, 48, f"Delete for good: {name}",
                             caption="Delete for good", kind="danger", size=15)
                scene.button(f"keep:{entry['id']}", bx + 144, by, 96, 48, f"Keep {name}", caption="Keep",
                             kind="ghost", size=16)
            else:
                verb = "View" if entry.get("finished") else "Resume"  # a finished match is only looked at
                scene.button(f"resume:{entry['id']}", bx, by, 124, 48, f"{verb} {name}", caption=verb, size=17)
                scene.button(f"delete:{entry['id']}", bx + 132, by, 108, 48, f"Delete {name}",
                             caption="Delete", kind="ghost", size=17)
            y += row_h
        if len(entries) > self.MAX_ROWS:
            scene.text(x0, y + 12, f"and {len(entries) - self.MAX_ROWS} older matches", 15, theme.CHALK_DIM)
            y += 32
        return y

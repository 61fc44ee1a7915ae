"""The menu: scorecard, rules, sharing, rematch, a new match, taking a choice back, and the settings
(dealing speed, choosing every cover, Auto, and whether to be asked about declaring); and the share
panel's link."""

from pavilion.core import share

from ... import router, theme
from ...scene import char_width
from ...stored import FLAG, setting
from .deal import SPEEDS

EVERY_COVER = setting("cards-every-cover", FLAG)  # True: asked about every choice of sets, as before


class MenuPanel:
    def share_link(self):
        """A link that deals this match again (same seed and options, no moves): a rematch."""
        code = share.encode(self.match, with_moves=False)
        return self.app.bridge.base_url() + router.format(self.game["route"], {"m": code})

    def tap_copy(self, arg, event):
        self.app.bridge.copy(self.share_link())
        self.tell("Link copied. Whoever opens it plays a rematch with the same deal.")

    def draw_menu(self, scene, top, state):
        w = scene.w
        pad = 16 if w < 600 else 28
        y = self.draw_bar(scene, top, state) + pad
        width = min(w - 2 * pad, 900)
        x = (w - width) / 2
        y = self.draw_error(scene, x, y, width, 3)
        if self.panel == "share":
            return self.draw_share(scene, x, y, width)
        items = [("panel:scorecard", "Scorecard", "Scorecard"), ("panel:rules", "How to play Card Cricket", "How to play"),
                 ("panel:share", "Share rematch: a link to a rematch", "Share rematch"),
                 ("rematch", "Rematch with the same deal", "Rematch"), ("new", "New match", "New match")]
        if self.tapped is not None:
            items.append(("take-back", "Take back your last choice", "Take back"))
        y = self.grid(scene, x, y, width, 3 if width >= 600 else 2, items)
        y = self.setting(scene, x, y, width, "Dealing speed",
                         [(f"speed:{s}", f"{s.capitalize()} dealing", s.capitalize(), self.speed == s) for s in SPEEDS])
        y = self.setting(scene, x, y, width, "Choose every cover myself",
                         [("every-cover", f"{'On' if self.every_cover else 'Off'}: choose every cover myself",
                           "On" if self.every_cover else "Off",
                           self.every_cover)])
        y = self.setting(scene, x, y, width, "Auto: the Droid's pick, and bat on",
                         [("auto", f"{'On' if self.auto else 'Off'}: auto, the Droid's pick for you", "On" if self.auto else "Off",
                           self.auto)])
        if state["options"]["days"] and state["options"]["declarations"] == "timed":
            y = self.setting(scene, x, y, width, "Declarations", [
                ("asking:sensible", "Ask me about declaring when it may pay", "Ask me",
                 self.declarations == "sensible"),
                ("asking:never", "Never ask me about declaring", "Never ask", self.declarations == "never")])
        y = scene.paragraph(x, y + 14, width, state["scoring"], 15, theme.CHALK_DIM)
        scene.h = max(scene.h, int(y + pad))

    @staticmethod
    def grid(scene, x, y, width, cols, items):
        cell = (width - 8 * (cols - 1)) / cols
        for i, (rid, label, caption) in enumerate(items):
            scene.button(rid, x + (i % cols) * (cell + 8), y + (i // cols) * 60, cell, 52, label, caption=caption,
                         kind="ghost", size=17)
        return y + 60 * ((len(items) + cols - 1) // cols) + 4

    @staticmethod
    def setting(scene, x, y, width, heading, items):
        scene.text(x, y + 14, heading, 16, theme.CHALK, 700, max_width=width, heading=True)
        y += 30
        cols = len(items) if len(items) > 1 else 2
        cell = (width - 8 * (cols - 1)) / cols
        for i, (rid, label, caption, pressed) in enumerate(items):
            scene.button(rid, x + i * (cell + 8), y, cell, 52, label, caption=caption, kind="ghost", size=16,
                         pressed=pressed)
        return y + 60

    def draw_share(self, scene, x, y, w):
        link = self.share_link()
        y = scene.paragraph(x, y + 12, w, "Whoever opens this link plays a rematch of this match: the same "
                            "nations and options, the same deal of the cards.", 16, theme.CHALK)
        per_line = max(20, int(w // char_width(13)))
        lines = [link[i:i + per_line] for i in range(0, len(link), per_line)]  # a link has no spaces to wrap at
        for i, line in enumerate(lines[:5]):
            scene.text(x, y + 8 + 17 * i, line, 13, theme.STRAW, 400, max_width=w, mirror=False)
        scene.text_only(link)
        y += 17 * min(5, len(lines)) + 16
        half = (w - 8) / 2
        scene.button("copy", x, y, half, 52, "Copy the link", caption="Copy the link", size=18)
        scene.button("panel:menu", x + half + 8, y, half, 52, "Done", kind="ghost", size=18)
        scene.h = max(scene.h, int(y + 60))

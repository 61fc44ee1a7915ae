"""The turn history, newest first: every visit as a line, corrected ones marked, and a Correct
button on each turn that can still be corrected (the correction opens on the keypad, prefilled)."""

from ... import theme

ROW = 56


class HistoryPanel:
    def tap_page(self, arg, event):
        self.history_page = max(0, self.history_page + int(arg))

    def draw_history(self, scene, x, y, w, h, state):
        scene.text(x + 4, y + 22, "Turn history", 24, theme.STRAW, 800, heading=True)
        scene.button("close", x + w - 112, y, 112, 48, "Done: back to the keypad", caption="Done", kind="primary", size=18)
        y, h = y + 60, h - 60
        turns = list(reversed(state["turns"]))
        per_page = max(1, int((h - 56) // ROW))
        pages = max(1, -(-len(turns) // per_page))
        self.history_page = min(self.history_page, pages - 1)
        page = turns[self.history_page * per_page:(self.history_page + 1) * per_page]
        if not turns:
            scene.text(x, y + 24, "No turns yet.", 18, theme.CHALK_DIM)
        size = 17 if w >= 600 else 14
        for i, turn in enumerate(page):
            ty = y + i * ROW
            scene.rect(x, ty, w, ROW - 4, fill=theme.TURF, radius=8)
            text = f"{turn['index'] + 1}. {turn['text']}"
            if turn["corrected"]:
                scene.rect(x + 4, ty + 4, 8, ROW - 12, fill=theme.STRAW, radius=3)
                text += " (corrected)"
            if turn["correctable"]:
                scene.text(x + 18, ty + ROW / 2 - 2, text, size, theme.CHALK, 400, max_width=w - 140)
                scene.button(f"correct:{turn['index']}", x + w - 112, ty + 2, 108, 48,
                             f"Correct turn {turn['index'] + 1}: {turn['text']}", caption="Correct", kind="ghost",
                             size=16)
            else:
                scene.text(x + 18, ty + ROW / 2 - 2, text, size, theme.CHALK_DIM, 400, max_width=w - 28)
        by = y + h - 48
        half = (w - 8) / 2
        if self.history_page > 0:
            scene.button("page:-1", x, by, half, 48, "Newer turns", caption="\u2190 Newer", kind="ghost", size=16)
        if self.history_page + 1 < pages:
            scene.button("page:1", x + half + 8, by, half, 48, "Older turns", caption="Older \u2192", kind="ghost",
                         size=16)

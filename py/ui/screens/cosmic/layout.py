"""What every Cosmic panel draws with: the title bar, rows of buttons, wrapped text, cards, refusals.

Text from other people (names, teams) is only ever drawn as canvas text or mirrored as text.
"""

from ... import theme
from ...scene import char_width, wrap

ROW, GAP = 52, 8
QR_ROOM = 2331  # bytes a QR code holds at error correction M (version 40): longer codes travel as text
SCAN_ROOM = 997  # bytes of a link in one of a sheet's QR codes (version 25, M): a phone reads it off a screen


class Layout:
    refused_at = None  # the kind of control whose tap was refused: its panel shows the sentence beside it
    INLINE = ()  # kinds whose refusals the open view shows beside the control (others: under the bar)

    def bar(self, scene, x, y, w, title, back=("view:table", "Back to the games master's table", "\u2190 Back")):
        """A row with a back button and the view's title, then any refusal not shown elsewhere."""
        rid, label, caption = back
        scene.button(rid, x, y, 110, 48, label, caption=caption, kind="ghost", size=17)
        size = 22 if scene.w >= 600 else 18
        if len(wrap(title, size, w - 124, 800)) == 1:
            scene.text(x + 124, y + 24, title, size, theme.STRAW, 800, max_width=w - 124, heading=True)
            y += 56
        else:  # a long name: the title goes under the back button, wrapped
            y = self.lines(scene, x, y + 52, w, title, size, theme.STRAW, 800, heading=True) + 4
        if self.refused_at not in self.inline_kinds():
            y = self.draw_error(scene, x, y, w, most_lines=6)
        return y

    def inline_kinds(self) -> tuple:
        """The refusals the open view shows beside their controls."""
        return getattr(self, f"inline_{self.view}", ())

    def refusal(self, scene, x, y, w, kinds) -> int:
        """The last refusal, here, if it came from one of `kinds`; returns the y below it."""
        if self.error and self.refused_at in kinds:
            return self.draw_error(scene, x, y, w, most_lines=6)
        return y

    def grid(self, scene, x, y, w, items, cols, size=17, h=ROW):
        """Buttons in rows of `cols`: items are (id, label, caption, kind, pressed), kind "disabled"
        for one that cannot be pressed now (greyed, and so for screen readers); returns the y below."""
        if not items:
            return y
        cell = (w - GAP * (cols - 1)) / cols
        for i, (rid, label, caption, kind, pressed) in enumerate(items):
            scene.button(rid, x + (i % cols) * (cell + GAP), y + (i // cols) * (h + GAP), cell, h, label,
                         caption=caption, kind="ghost" if kind == "disabled" else kind, size=size,
                         pressed=pressed, disabled=kind == "disabled")
        return y + ((len(items) + cols - 1) // cols) * (h + GAP)

    def heading(self, scene, x, y, w, text, size=19):
        return self.lines(scene, x, y + 4, w, text, size, theme.CHALK, 700, heading=True) + 8

    @staticmethod
    def lines(scene, x, top, w, text, size, color, weight, heading=False):
        """Wrapped text from `top`, read as one piece by screen readers; returns the y below it."""
        step = round(size * 1.3)
        rows = wrap(text, size, w, weight)
        for i, line in enumerate(rows):
            scene.text(x, top + step / 2 + i * step, line, size, color, weight, max_width=w, mirror=False)
        scene.text_only(text, heading=heading)
        return top + len(rows) * step

    def card(self, scene, x, y, w, title, body, buttons=()):
        """A panel: a bold title and a dim sentence, its buttons (id, label, caption) on the right, or
        below on a narrow screen."""
        beside = scene.w >= 700 or not buttons
        bw = 120 if scene.w >= 700 else 96
        tw = w - (len(buttons) * (bw + GAP) if beside else 0) - 24
        rows = len(wrap(title, 18, tw, 700)) * round(18 * 1.3) + len(wrap(body, 15, tw)) * round(15 * 1.3)
        text_h = rows + 22
        h = max(ROW + 8, text_h) if beside else text_h + ROW + 4
        scene.rect(x, y, w, h, fill=theme.TURF, radius=10)
        below = self.lines(scene, x + 12, y + 10, tw, title, 18, theme.CHALK, 700)
        self.lines(scene, x + 12, below + 2, tw, body, 15, theme.CHALK_DIM, 400)
        for i, (rid, label, caption) in enumerate(buttons):
            if beside:
                bx, by = x + w - (len(buttons) - i) * (bw + GAP), y + (h - 48) / 2
            else:
                bx, by = x + 8 + i * (bw + GAP), y + text_h - 4
            scene.button(rid, bx, by, bw, 48, label, caption=caption, kind="ghost", size=16)
        return y + h + GAP

    def note(self, scene, x, y, w, text, size=16, color=theme.CHALK_DIM):
        return scene.paragraph(x, y + size * 0.7, w, text, size, color) + 6

    @staticmethod
    def cols(scene, wide, narrow):
        return wide if scene.w >= 700 else narrow

    @staticmethod
    def chunks(text: str, size: int, width: float) -> list:
        """A code cut into lines that fit `width` (it has no spaces for `wrap` to break at)."""
        per_line = max(8, int(width // (char_width(size) * 1.15)))
        return [text[i:i + per_line] for i in range(0, len(text), per_line)]

"""The rules card: Random Cricket as the seed card tells it, and how this scoreboard keeps it
(docs/darts.md), in pages that fit the screen without scrolling."""

from ... import theme
from ...scene import wrap

RULES = (
    ("The board", ("Six numbers from 1 to 20 are dealt when the game is made, plus the bull: the same seven "
     "for everyone, all game. Rematch deals a new board. A dart in any other bed is recorded and "
     "marks nothing.")),
    ("Marks", ("Close a number with three marks: a single is 1 mark, a double 2, a treble 3. The outer bull "
     "is 1 mark, the bullseye 2; there is no treble bull.")),
    ("Points", ("Marks beyond three score the number's face value (the bull 25 a mark), but only while an "
     "opponent still has that number open. Once everyone has closed it, it is dead: struck through.")),
    ("Winning", ("Close all seven AND have points equal to or above every opponent's, at the end of your "
     "visit. Closed out but behind? Keep scoring until you are level. Points alone never win.")),
    ("Round limit", ("With a limit set, nobody may throw after the last round. If nobody has closed out by "
     "then, most points wins; level points is a draw.")),
    ("Entering darts", ("Enter each dart: choose Double or Treble first, then the number, or Miss. Other bed "
     "is any number not on this board; Dartboard lets you tap where the dart landed. Enter turn when the "
     "visit is in.")),
    ("Back and undo", ("Back takes out the last dart. With no darts in, it reopens the previous visit with "
     "its darts, to change them. Menu, Turn history corrects any earlier visit: the whole game is "
     "scored again.")),
    ("Stats", ("MPR is marks per round of three darts; only marks that close or score count. A White Horse "
     "is three different trebles on open numbers in one visit; a Hat Trick is three bulls.")),
    ("Leaving", ("The host can take a player out if two stay at the board; their marks and points stay. "
     "Game over does not end the game: End game in the menu does.")),
)


class RulesPanel:
    rules_page = 0
    rules = RULES  # a game's own card: (title, text) sections

    def tap_rules_page(self, arg, event):
        self.rules_page = max(0, self.rules_page + int(arg))

    def rules_pages(self, w, h, size):
        """The sections grouped into pages that fit `h` px at `size` px."""
        pages, page, used = [], [], 0
        for title, text in self.rules:
            need = size + 14 + len(wrap(text, size, w)) * round(size * 1.35) + 12
            if page and used + need > h:
                pages.append(page)
                page, used = [], 0
            page.append((title, text))
            used += need
        return pages + [page]

    def draw_rules(self, scene, x, y, w, h, state):
        scene.text(x + 4, y + 22, "How to play", 24, theme.STRAW, 800, heading=True)
        scene.button("close", x + w - 112, y, 112, 48, "Done: back to the keypad", caption="Done", kind="primary", size=18)
        size = 18 if w >= 600 else 16
        top, room = y + 64, h - 64 - 56
        pages = self.rules_pages(w, room, size)
        self.rules_page = min(self.rules_page, len(pages) - 1)
        at = top
        for title, text in pages[self.rules_page]:
            scene.text(x + 4, at + size / 2, title, size + 2, theme.STRAW, 800, heading=True)
            at = scene.paragraph(x + 4, at + size + 14, w - 8, text, size, theme.CHALK) + 6
        by = y + h - 48
        half = (w - 8) / 2
        if self.rules_page > 0:
            scene.button("rules-page:-1", x, by, half, 48, "Previous rules page", caption="\u2190 Previous",
                         kind="ghost", size=16)
        if self.rules_page + 1 < len(pages):
            scene.button("rules-page:1", x + half + 8, by, half, 48, "Next rules page", caption="Next \u2192",
                         kind="ghost", size=16)
        scene.text_only(f"Page {self.rules_page + 1} of {len(pages)}")

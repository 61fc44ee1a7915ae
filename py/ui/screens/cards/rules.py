"""How to play, in the app: the turn, the three kinds of set drawn as small cards, the scoring in
force (saying that it is Pavilion's reading, since the original rules stop before they score), the
match, and what the table's buttons do. Reached from the set-up and from the menu."""

from pavilion.cards.scoring import OURS, describe

from ... import theme
from .faces import draw_card

TURN = ("A turn deals cards from the top of one 52-card pack onto a 3x3 grid, cell 1 to cell 9. Whenever "
        "a set shows, its cards are covered with new cards from the pack before the grid fills on. The "
        "turn ends when all nine cells are full and nothing can be covered. If the pack runs out, all 52 "
        "cards are shuffled again and the same player carries on with an empty grid. The count is every "
        "card played from the pack in the turn.")
VALUES = "Ace counts 1, two to ten their number, jack, queen and king 10 each."
SETS = (
    ("Two cards that add up to 11, anywhere on the grid", ["8C", "3H"], "8 and 3; ace and a ten or court card"),
    ("Three cards of one rank in a row, a column or a diagonal",
     ["7S", None, None, None, "7H", None, None, None, "7D"], "three sevens on a diagonal"),
    ("A king, a queen and a jack, anywhere on the grid",
     ["KS", None, None, None, None, "JD", "QH", None, None], "not in a line: anywhere"),
)
CHOOSING = ("When two or more sets show, the player chooses which to cover, or passes: covers nothing "
            "more, so the empty cells fill and the turn ends. A cover once begun is finished first. One set "
            "alone is covered at once: a cover always adds to the count.")
ASKED = ("Only when the choice matters: when the best choices cover as many cards but leave different "
         "chances of another set (the Droid's pick is starred). Otherwise the table covers for you and says "
         "why: the sets share no card, or one way covers the most cards, or every way leaves about the same "
         "chances. \"Choose every cover myself\" in the menu asks you every time.")
MATCH = ("The bowling side plays the first turn of each innings; then bowler and batsman take turns. One "
         "batsman bats at a time and is out when a bowling turn takes a wicket. Ten wickets end an innings "
         "(eleven if all eleven bat). A club match is one innings each: the side batting second wins the "
         "moment it passes the target. A Test is two innings each, with the follow-on for a side 200 "
         "behind; a Test with days is drawn if time runs out, and only there can a side declare.")
TABLE = ("Tap a set's button, or tap its cards, to cover it. Pass ends your covering for the turn. Take "
         "back undoes your last choice. Auto makes all your covers by the Droid's pick and bats on. Skip "
         "shows the deal at once; the speed is in the menu too. The scorecard has each batsman's runs, "
         "cards faced and turns, the fall of wickets and the bowling.")


class RulesPanel:
    def draw_rules(self, scene, top):
        w = scene.w
        pad = 16 if w < 600 else 28
        width = min(w - 2 * pad, 760)
        x = (w - width) / 2
        y = top + pad
        back = "Back to the table" if self.match is not None else "Back to the set-up"
        scene.button("panel:table", x, y, 100, 48, back, caption="\u2190 Back", kind="ghost", size=17)
        scene.text(x + 116, y + 24, "How to play Card Cricket", 24 if w >= 600 else 18, theme.STRAW, 800,
                   max_width=width - 116, heading=True)
        y += 64
        y = self.section(scene, x, y, width, "A turn", TURN)
        y = self.section(scene, x, y, width, "What can be covered", VALUES)
        for words, cards_, example in SETS:
            y = self.set_diagram(scene, x, y, width, words, cards_, example)
        y = scene.paragraph(x, y + 10, width, CHOOSING, 16, theme.CHALK) + 4
        y = self.section(scene, x, y, width, "When the table asks you", ASKED)
        options = self.match["options"] if self.match is not None else {**self.options, "wickets": self.wickets()}
        y = self.section(scene, x, y, width, "The count", f"{OURS} {describe(options['runs'], options['wickets'])}")
        y = self.section(scene, x, y, width, "The match", MATCH)
        y = self.section(scene, x, y, width, "On the table", TABLE)
        scene.button("table", x, y + 12, min(width, 320), 52, back, caption="Back", size=18)
        scene.h = max(scene.h, int(y + 12 + 52 + pad))

    @staticmethod
    def section(scene, x, y, w, heading, text):
        scene.text(x, y + 16, heading, 19, theme.CHALK, 700, max_width=w, heading=True)
        return scene.paragraph(x, y + 44, w, text, 16, theme.CHALK) + 4

    @staticmethod
    def set_diagram(scene, x, y, w, words, cards_, example):
        """A set drawn as small cards: a pair side by side, a line or a court on a small grid."""
        card_w, card_h = 34, 48
        y += 8
        if len(cards_) == 2:
            for i, code in enumerate(cards_):
                draw_card(scene, x + i * (card_w + 6), y, card_w, card_h, code, mark=theme.STRAW)
            drawn_w, drawn_h = 2 * card_w + 6, card_h
        else:
            for cell, code in enumerate(cards_):
                draw_card(scene, x + cell % 3 * (card_w + 4), y + cell // 3 * (card_h + 2), card_w, card_h, code,
                          mark=theme.STRAW if code else None)
            drawn_w, drawn_h = 3 * card_w + 8, 3 * card_h + 4
        tx = x + drawn_w + 16
        end = scene.paragraph(tx, y + 14, w - drawn_w - 16, words, 16, theme.CHALK, 600)
        end = scene.paragraph(tx, end + 4, w - drawn_w - 16, f"For example: {example}.", 14, theme.CHALK_DIM)
        return max(end, y + drawn_h) + 10

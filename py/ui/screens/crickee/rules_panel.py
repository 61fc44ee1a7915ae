"""How to play Crickee, in the app: the original rules page in our words, a page at a time, with
the dice key, a glossary of the thirteen traits, and every one of the umpire's 120 cards by
category with its over window. Opened from the set-up, the match's top bar and the dice key."""

from pavilion.crickee.cards import CATEGORIES, DECK
from pavilion.crickee.dice import WICKET_AT
from pavilion.crickee.innings import TAIL_FROM
from pavilion.crickee.over import DIG_IN
from pavilion.crickee.readings import GRADE_MODIFIER, GRADED
from pavilion.crickee.traits import BATTING, BOWLING, MEANING

from ... import theme
from ...scene import wrap
from . import draw
from .over_panel import draw_dice_key

PAGES = (
    ("basics", "Basics", "The game in a minute"),
    ("dice", "Dice", "The dice"),
    ("wickets", "Wickets", "Wicket chances"),
    ("overs", "Overs", "Captaining an over"),
    ("cards", "Cards", "The umpire's cards"),
    ("traits", "Traits", "Player traits"),
    ("winning", "Winning", "Winning, ties and the Super Over"),
)
TITLES = {page: title for page, _, title in PAGES}
# what the cards' "+1 to one wicket-chance roll" parts may add, largest first: the numbers the
# pages say come from the engine, so the rules cannot drift from the play
CARD_ROLLS = sorted({part[1] for card in DECK for part in card.parts if part[0] == "roll"}, reverse=True)

TEXT = {
    "basics": [
        ("Crickee is a Twenty20 match played with dice. Each side bats once, for 20 overs or until "
         "ten wickets fall; the side batting second has to pass the first side's total."),
        ("Every over is six dice, one for each ball, rolled at once. Before the roll the batting "
         "captain says whether to attack and the fielding captain picks the bowler."),
        ("When the dice land, the bowler's trait (if he has one) acts, then the umpire turns a card "
         "that can change the over: a dot becomes a four, a wicket chance is dropped, a ball is "
         "added. What it changed is spelt out under the card. Then the balls are played one by one."),
        ("Against the computer you may take back one over an innings (a wrong tap): Undo, before "
         "the next roll. The over is rolled again with new dice and the next card."),
    ],
    "dice": [
        "Face 2 comes with a coin, tossed with the die: heads is a single, tails a dot.",
        GRADED.attack_text() + (" The original rules give no numbers for attacking: these are "
                                "Pavilion's, tuned so that attacking pays at the death and costs "
                                "early on."),
        ("The batters change ends on a single and at the end of every over. Runs a card adds "
         "(bonus runs) never change the strike."),
    ],
    "wickets": [
        (f"A 6 is not a wicket: it is a wicket chance. One more die is rolled for it: {WICKET_AT} or "
         f"more is out, 1 to {WICKET_AT - 1} is a dot ball."),
        (f"Modifiers add to that roll: {GRADED.attack_chance:+d} when the batters attack, "
         f"{' or '.join(f'{n:+d}' for n in CARD_ROLLS)} from some cards, and the bowlers' traits. "
         f"Nothing is capped: a {WICKET_AT - 1} with +1 is out."),
        ("Batting grades: every player is a top-order, middle-order, lower-order or tail batter, and "
         "his grade goes on his wicket-chance rolls: " + ", ".join(
             f"{grade} {value:+d}" for grade, value in GRADE_MODIFIER.items()) + ". So runs come from "
         "the top of the order. The original rules' dice (an option at the set-up) treat every batter "
         "alike."),
        (f"Tail-enders (batting {TAIL_FROM} to 11) dig in: {DIG_IN[0]:+d} on the first wicket-chance "
         "roll each of them faces in an over."),
        ("Run outs come only from the umpire's cards, are not the bowler's wicket, and fall on the "
         "batter who faced the last ball played."),
    ],
    "overs": [
        ("The fielding captain picks each over's bowler: four overs each at most, never two overs "
         "in a row, so a side needs five bowlers. A choice that would leave the last overs "
         "impossible to bowl is refused, with the reason."),
        ("The order of every over: 1. attack or not, and the bowler; 2. six dice; 3. the bowler's "
         "trait; 4. the umpire's card; 5. the balls played one by one (the last wicket or a won "
         "chase stops the over); 6. the card's bonus runs; 7. its run-out rolls; 8. change ends."),
        ("Scorecards count overs as a scorer does: an over with a ball added or taken away by a "
         "card is still one over; run rate and economy are runs per six balls bowled."),
    ],
    "cards": [
        ("One deck of 120 cards a match, shuffled once; one card after every over, never the same "
         "card twice until the deck is used up. A card kept for certain overs is skipped outside "
         "them. A card that cannot apply (no dot to change) does nothing."),
    ],
    "traits": [
        ("Many players carry one trait. A bowling trait acts only in the overs he bowls; a batting "
         "trait only on the balls he faces. Tap a player in the Squads tab to see his."),
    ],
    "winning": [
        ("The side batting second wins as soon as it passes the total: won by the wickets it has "
         "left. Otherwise the side batting first wins by the runs between the totals."),
        ("Level scores: the match is tied and a Super Over settles it. Each side bats one over "
         "with its top three (two wickets end it); the side that batted second bats first. Still "
         "level: another Super Over, with bowlers who have not bowled one."),
    ],
}


class RulesTaps:
    """What the rules pages' taps do (a part of the Crickee screen)."""

    def tap_rules(self, arg, event=None):
        self.rules = arg if arg in TITLES else "basics"
        self.tell(f"How to play: {TITLES[self.rules]}.")

    def tap_rules_close(self, arg, event=None):
        self.rules = None
        self.tell(self.arrival())

    def tap_deck(self, arg, event=None):
        if arg in CATEGORIES:
            self.deck_category = arg
            count = sum(c.category == arg for c in DECK)
            self.tell(f"{arg} cards: {count}.")


def draw_rules(screen, scene, top) -> None:
    w = scene.w
    pad = 8 if w < 600 else 16
    width = min(w - 2 * pad, 900)
    x = (w - width) / 2
    k = 1.2 if w >= 1600 and scene.h >= 900 else 1.0
    scene.rect(0, top, w, 56, fill=theme.TURF)
    back = "Back to the match" if screen.match is not None else "Back to the set-up"
    scene.button("rules-close", x, top + 4, 104, 48, back, caption="\u2190 Back", kind="ghost", size=17)
    scene.text(x + 118, top + 28, "How to play Crickee", 22 if w >= 600 else 18, theme.STRAW, 800,
               max_width=width - 118, heading=True)
    y = top + 56 + 10
    cols = 7 if width >= 700 else 4
    gap = 6
    cell = (width - gap * (cols - 1)) / cols
    for i, (page, caption, title) in enumerate(PAGES):
        scene.button(f"rules:{page}", x + (i % cols) * (cell + gap), y + (i // cols) * 54, cell, 48,
                     f"{caption}: {title[0].lower()}{title[1:]}", caption=caption, kind="ghost", size=15, pressed=screen.rules == page)
    y += 54 * ((len(PAGES) + cols - 1) // cols) + 6
    page = screen.rules
    scene.text(x, y + 14, TITLES[page], int(20 * k), theme.STRAW, 800, max_width=width, heading=True)
    y += 36
    size = int(15 * k)
    if page == "dice":
        y = draw_dice_key(scene, x, y, min(width, 480), k, title="What each face means") + 8
    for text in TEXT[page]:
        y = scene.paragraph(x, y + 8, width, text, size, theme.CHALK) + 6
    if page == "cards":
        y = draw_deck(screen, scene, x, y + 4, width, k)
    elif page == "traits":
        y = draw_traits(scene, x, y + 4, width, k)
    scene.h = max(scene.h, int(y + 24))


def draw_deck(screen, scene, x, y, w, k) -> float:
    """The deck browser: one category at a time, every card with its words and window."""
    gap = 6
    cell = (w - 3 * gap) / 4
    for i, category in enumerate(CATEGORIES):
        count = sum(c.category == category for c in DECK)
        scene.button(f"deck:{category}", x + i * (cell + gap), y, cell, 48, f"{category} cards ({count})",
                     caption=f"{category} cards ({count})" if cell >= 150 else category, kind="ghost",
                     size=15 if cell >= 80 else 13, pressed=screen.deck_category == category)
    y += 62
    cards = [c for c in DECK if c.category == screen.deck_category]
    cols = 2 if w >= 640 else 1
    col_w = (w - 12 * (cols - 1)) / cols
    size = int(14 * k)
    heights = [0] * cols
    for n, card in enumerate(cards):
        col = heights.index(min(heights))
        cx, cy = x + col * (col_w + 12), y + heights[col]
        text = card.text  # the seed's words, a window included ("only in overs 1-6")
        lines = len(wrap(text, size, col_w - 24))
        h = 30 + lines * round(size * 1.3) + 8
        scene.rect(cx, cy, col_w, h, fill=draw.CATEGORY_FILL[card.category], radius=8)
        scene.text(cx + 12, cy + 16, card.name, int(16 * k), theme.INK, 800, max_width=col_w - 24, mirror=False)
        for i, line in enumerate(wrap(text, size, col_w - 24)):
            scene.text(cx + 12, cy + 38 + i * round(size * 1.3), line, size, theme.INK, 400, max_width=col_w - 24,
                       mirror=False)
        scene.text_only(f"{card.name}: {text}")
        heights[col] += h + 8
    return y + max(heights)


def draw_traits(scene, x, y, w, k) -> float:
    size = int(15 * k)
    for heading, traits in (("Batting traits", BATTING), ("Bowling traits", BOWLING)):
        scene.text(x, y + 12, heading, int(17 * k), theme.STRAW, 700, heading=True)
        y += 30
        for trait in traits:
            scene.text(x, y + 10, trait, size, theme.STRAW, 700, max_width=w, mirror=False)
            y = scene.paragraph(x + 12, y + 32, w - 12, MEANING[trait], size, theme.CHALK) + 4
            scene.spoken[-1] = {"text": f"{trait}: {MEANING[trait]}", "heading": False}
        y += 8
    return y

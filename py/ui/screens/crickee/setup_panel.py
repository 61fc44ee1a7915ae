"""The set-up: who captains, the two clubs, cards and traits on or off, the rules one tap away.

Against the computer the person's club is the visiting side: the visitors call the toss, so the
person always takes part in it."""

from pavilion import crickee

from ... import theme
from .words import fit, short

POOL = {c["id"]: c for c in crickee.clubs()}  # the clubs, their players and first elevens

MODES = {  # who captains (home, away), and how the set-up names it
    "one": (("computer", "person"), "You v computer", "You v computer"),
    "two": (("person", "person"), "Two people on one screen", "Two people"),
    "watch": (("computer", "computer"), "Watch the computer play both", "Watch"),
}
SLOTS = {  # the two clubs, in the order the set-up shows them: (side, what the slot is called)
    "one": (("away", "Your team"), ("home", "The computer's team")),
    "two": (("home", "Home captain's team"), ("away", "Away captain's team")),
    "watch": (("home", "Home"), ("away", "Away")),
}


class SetupTaps:
    """What the set-up's taps do (a part of the Crickee screen)."""

    def tap_mode(self, arg, event=None):
        self.mode = arg
        self.tell(MODES[arg][1] + ".")

    def tap_home(self, arg, event=None):
        self.choose_club("home", arg)

    def tap_away(self, arg, event=None):
        self.choose_club("away", arg)

    def choose_club(self, side, club):
        if club not in POOL:
            return
        other = "away" if side == "home" else "home"
        if getattr(self, other) == club:
            setattr(self, other, getattr(self, side))
        setattr(self, side, club)
        for s in ("home", "away"):  # a club changed: its eleven is the club's own until picked
            if not set(self.elevens[s]) <= {p["id"] for p in POOL[getattr(self, s)]["players"]}:
                self.elevens[s] = list(POOL[getattr(self, s)]["eleven"])
        self.tell("; ".join(f"{name}: {POOL[getattr(self, s)]['name']}" for s, name in SLOTS[self.mode])
                  + ".")

    def tap_cards(self, arg, event=None):
        self.cards = not self.cards
        self.tell("The umpire's cards are " + ("on." if self.cards else "off."))

    def tap_traits(self, arg, event=None):
        self.traits = not self.traits
        self.tell("Player traits are " + ("on." if self.traits else "off."))

    def tap_dice(self, arg, event=None):
        self.dice = "literal" if self.dice == "graded" else "graded"
        self.tell("Graded dice: each batter's grade moves his wicket-chance rolls." if self.dice == "graded"
                  else "The original rules' dice: every batter alike.")

    def tap_start(self, arg, event=None):
        home, away = MODES[self.mode][0]
        self.start(crickee.new_match(home=self.home, away=self.away, cards=self.cards, traits=self.traits,
                                     captains={"home": home, "away": away}, dice=self.dice,
                                     elevens={side: list(self.elevens[side]) for side in ("home", "away")}))


def mode_of(captains: dict) -> str:
    """The set-up mode a match's captains came from (a person at home against the computer was
    how older matches were set up)."""
    pair = (captains["home"], captains["away"])
    if pair == ("person", "computer"):
        return "one"
    return next(k for k, v in MODES.items() if v[0] == pair)


def draw_setup(screen, scene, top, pool) -> None:
    w = scene.w
    compact = scene.h - top < 600
    pad = 12 if compact else 16 if w < 600 else 28
    gap = 8 if compact else 16
    width = min(w - 2 * pad, 980)
    x = (w - width) / 2
    y = top + pad
    scene.button("back", x, y, 96, 48, "Back to the hub", caption="\u2190 Back", kind="ghost", size=17)
    scene.button("rules:basics", x + width - 96, y, 96, 48, "Rules: how to play Crickee", caption="Rules", kind="ghost",
                 size=17)
    scene.text(x + 112, y + 24, "Crickee: new match", fit("Crickee: new match", 26, width - 224, 12, 800),
               theme.STRAW, 800, max_width=width - 224, heading=True)
    y += 48 + gap
    if screen.error:
        y = scene.paragraph(x, y + 10, width, screen.error, 16, theme.ALERT, 600) + 4
    third = (width - 16) / 3
    for i, (mode, (_, label, caption)) in enumerate(MODES.items()):
        scene.button(f"mode:{mode}", x + i * (third + 8), y, third, 52, label, caption=caption, kind="ghost",
                     size=fit(caption, 16, third - 16, 13), pressed=screen.mode == mode)
    y += 52 + gap
    side_by_side = width >= 720
    col_w = (width - 24) / 2 if side_by_side else width
    chosen = {"home": screen.home, "away": screen.away}
    for n, (side, name) in enumerate(SLOTS[screen.mode]):
        cx = x + n * (col_w + 24) if side_by_side else x
        scene.text(cx, y + 12, f"{name}: {pool[chosen[side]]['name']}", 17, theme.CHALK, 700, max_width=col_w,
                   heading=True)
        cell = (col_w - 24) / 4
        for i, club in enumerate(pool):
            scene.button(f"{side}:{club}", cx + (i % 4) * (cell + 8), y + 28 + (i // 4) * 56, cell, 48,
                         f"{short(club)}: {name.lower()}, {pool[club]['name']}", caption=short(club), kind="ghost", size=15,
                         pressed=club == chosen[side])
        if not side_by_side and n == 0:
            y += 28 + 2 * 56 + gap - 8
    y += 28 + 2 * 56 + gap - 8
    third = (width - 16) / 3
    for i, (rid, label, caption, on) in enumerate((
            ("cards", "the umpire's cards", f"Cards: {'on' if screen.cards else 'off'}", screen.cards),
            ("traits", "player traits", f"Traits: {'on' if screen.traits else 'off'}", screen.traits),
            ("dice", "graded batting, or the original rules' dice for every batter",
             f"Dice: {'graded' if screen.dice == 'graded' else 'original'}", screen.dice == "graded"))):
        scene.button(rid, x + i * (third + 8), y, third, 52, f"{caption}, {label}", caption=caption, kind="ghost",
                     size=fit(caption, 16, third - 14, 12), pressed=on)
    y += 52 + gap
    people = [(side, name) for side, name in SLOTS[screen.mode] if MODES[screen.mode][0][side == "away"] == "person"]
    for i, (side, name) in enumerate(people):
        cell = (width - 8 * (len(people) - 1)) / len(people)
        caption = f"{name.replace('team', 'eleven')}" if len(people) == 1 else f"{name.split(' ')[0]} eleven"
        scene.button(f"eleven:{side}", x + i * (cell + 8), y, cell, 52,
                     f"{caption} and order: {pool[chosen[side]]['name']}",
                     caption=caption + " and order", kind="ghost", size=fit(caption + " and order", 16, cell - 14, 12))
    if people:
        y += 52 + gap
    scene.button("start", x, y, width, 56, "Start the match", size=22)
    y += 56 + pad
    scene.h = max(scene.h, int(y))

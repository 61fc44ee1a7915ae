"""The set-up: who plays, the two nations, the match, the scoring and the dealing speed.

Start comes first, under a line that says what it will start: the defaults are a good first match,
so a newcomer is one tap from the cards. The wicket rule follows the format until it is chosen.
"""

from pavilion import cards
from pavilion.cards.nations import NATIONS
from pavilion.cards.options import DEFAULTS, WICKETS

from ... import theme
from .deal import SPEEDS

DAYS = (None, 4, 5)  # a three-day Test is nearly always drawn (bench/cards.py): not offered
OPTIONS = ("nation", "droid_nation", "format", "days", "all_bat", "runs", "wickets", "two_players")


class SetupPanel:
    @staticmethod
    def fresh_options():
        return {k: DEFAULTS[k] for k in OPTIONS}

    def wickets(self):
        return self.options["wickets"] or WICKETS[self.options["format"]]

    def setup_summary(self):
        o = self.options
        you, droid = NATIONS[o["nation"]][0], NATIONS[o["droid_nation"]][0]
        match = "club match" if o["format"] == "club" else ("timeless Test" if o["days"] is None
                                                              else f"{o['days']}-day Test")
        runs = "count less 9" if o["runs"] == "short" else "a run a card"
        wickets = "a wicket per full 21" if self.wickets() == "each" else "21 or more a wicket"
        who = "two people" if o["two_players"] else "you v the Droid"
        return f"{you} v {droid}: {match}, {who}; {runs}, {wickets}."

    # taps
    def tap_players(self, arg, event):
        self.options["two_players"] = arg == "two"
        self.tell("Two people on one device: pass it over when the other side decides." if arg == "two"
                  else "You against the Droid.")

    def tap_nation(self, arg, event):
        if arg in NATIONS:
            self.options["nation"] = arg
            self.tell(f"{'Player 1 plays' if self.options['two_players'] else 'You play'} for {NATIONS[arg][0]}.")

    def tap_droid_nation(self, arg, event):
        if arg in NATIONS:
            self.options["droid_nation"] = arg
            self.tell(f"{'Player 2 plays' if self.options['two_players'] else 'The Droid plays'} for {NATIONS[arg][0]}.")

    def tap_format(self, arg, event):
        self.options["format"] = arg
        if arg == "club":
            self.options["days"] = None
        self.tell("Club match: one innings each." if arg == "club"
                  else "Test match: two innings each, with the follow-on.")

    def tap_days(self, arg, event):
        self.options["days"] = None if arg == "none" else int(arg)
        self.tell("Timeless: played to a finish." if arg == "none"
                  else f"A {arg}-day Test: unfinished when time runs out, it is drawn.")

    def tap_all_bat(self, arg, event):
        self.options["all_bat"] = arg == "yes"
        self.tell("All eleven bat: the 11th wicket ends the innings." if self.options["all_bat"]
                  else "Ten wickets end an innings.")

    def tap_runs(self, arg, event):
        self.options["runs"] = arg
        self.tell("A run for every card." if arg == "count" else "Runs are the count less 9.")

    def tap_wickets(self, arg, event):
        self.options["wickets"] = arg
        self.tell("A bowling turn of 21 cards or more takes a wicket." if arg == "one"
                  else "A wicket for every full 21 cards of a bowling turn.")

    def tap_start(self, arg, event):
        options = {k: v for k, v in self.options.items() if v is not None or k == "days"}
        if options["format"] != "test":
            options["days"] = None
        self.start(cards.new_match(**options))

    # drawing
    def draw_setup(self, scene, top):
        w = scene.w
        pad = 16 if w < 600 else 28
        width = min(w - 2 * pad, 1180)
        x = (w - width) / 2
        y = top + pad
        scene.button("back", x, y, 100, 48, "Back to the hub", caption="\u2190 Back", kind="ghost", size=17)
        rules_w = 132 if w < 600 else 170
        scene.button("panel:rules", x + width - rules_w, y, rules_w, 48, "How to play Card Cricket",
                     caption="How to play", kind="ghost", size=17)
        if w >= 600:
            scene.text(x + 112, y + 24, "Card Cricket", 26, theme.STRAW, 800, max_width=width - 112 - rules_w - 12,
                       heading=True)
            y += 60
        else:
            scene.text(x, y + 76, "Card Cricket", 24, theme.STRAW, 800, max_width=width, heading=True)
            y += 96
        if self.error:
            y = scene.paragraph(x, y + 12, width, self.error, 16, theme.ALERT, 600) + 4
        y = scene.paragraph(x, y + 12, width, self.setup_summary(), 17, theme.CHALK) + 2
        scene.button("start", x, y, min(width, 420), 56, "Start the match", size=22)
        y += 56 + 14
        two = width >= 900
        col = (width - 32) / 2 if two else width
        left_end = self.draw_nations(scene, x, y, col)
        right_end = self.draw_match_options(scene, x + col + 32 if two else x, y if two else left_end, col)
        scene.h = max(scene.h, int(max(left_end, right_end) + pad))

    def draw_nations(self, scene, x, y, width):
        two = self.options["two_players"]
        cols = 7 if width >= 500 else 5 if width >= 300 else 4
        for key, heading in (("nation", "Player 1's nation" if two else "Your nation"),
                             ("droid_nation", "Player 2's nation" if two else "The Droid's nation")):
            scene.text(x, y + 12, heading, 18, theme.CHALK, 700, heading=True)
            y += 28
            y = self.option_grid(scene, x, y, width, cols, [
                (f"{key.replace('_', '-')}:{code}", f"{code}: {name}, {heading[0].lower()}{heading[1:]}", code, self.options[key] == code)
                for code, (name, _) in NATIONS.items()], size=17)
            name, players = NATIONS[self.options[key]]
            y = scene.paragraph(x, y + 10, width, f"{name}: {', '.join(players)}", 13, theme.CHALK_DIM) + 6
        return y

    def draw_match_options(self, scene, x, y, width):
        o = self.options
        rows = [("Players", [("players:droid", "You v Droid: you against the Droid", "You v Droid", not o["two_players"]),
                             ("players:two", "Two people on one device", "Two people", o["two_players"])]),
                ("Match", [("format:club", "Club: 1 innings each, a club match", "Club: 1 innings", o["format"] == "club"),
                           ("format:test", "Test: 2 innings each, a Test match", "Test: 2 innings", o["format"] == "test")])]
        if o["format"] == "test":
            rows.append(("Days", [(f"days:{d or 'none'}", "Timeless Test" if d is None else f"{d} days: a {d}-day Test",
                                   "Timeless" if d is None else f"{d} days", o["days"] == d) for d in DAYS]))
        wickets = self.wickets()
        rows += [
            ("Runs", [("runs:short", "Count less 9: the runs", "Count less 9", o["runs"] == "short"),
                      ("runs:count", "A run a card", "A run a card", o["runs"] == "count")]),
            ("Wickets", [("wickets:each", "Each 21: a wicket for every full 21 cards", "Each 21: a wicket", wickets == "each"),
                         ("wickets:one", "21+: one wicket for 21 cards or more", "21+: one wicket", wickets == "one")]),
            ("Batting", [("all-bat:no", "10 wickets end an innings", "10 wickets", not o["all_bat"]),
                         ("all-bat:yes", "All 11 bat", "All 11 bat", o["all_bat"])]),
            ("Dealing speed", [(f"speed:{s}", f"{s.capitalize()} dealing", s.capitalize(), self.speed == s) for s in SPEEDS]),
        ]
        for heading, items in rows:
            scene.text(x, y + 12, heading, 18, theme.CHALK, 700, heading=True)
            y += 28
            y = self.option_grid(scene, x, y, width, len(items), items, size=16)
        return y

    @staticmethod
    def option_grid(scene, x, y, width, cols, items, size):
        """Toggle buttons in rows of `cols` (fewer on a narrow page); returns the y below them."""
        while cols > 1 and (width - 8 * (cols - 1)) / cols < 56:
            cols -= 1
        cell = (width - 8 * (cols - 1)) / cols
        for i, (rid, label, caption, pressed) in enumerate(items):
            scene.button(rid, x + (i % cols) * (cell + 8), y + (i // cols) * 56, cell, 50, label, caption=caption,
                         kind="ghost", size=size, pressed=pressed)
        return y + 56 * ((len(items) + cols - 1) // cols)

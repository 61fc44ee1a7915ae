"""Entering darts: the keypad (Single, Double, Treble, then the bed), another bed, the dartboard to
tap where a dart landed, the visit's three darts, Back, and Enter turn. The same keys correct a past
turn: its darts come in prefilled, and the scoreboard shows the game as the correction would make it.

Back takes out the last dart; with the visit empty it reopens the previous visit (the engine's undo)
with its darts in place, to edit. Every dart is saved as it is entered.
"""

from pavilion import darts
from pavilion.core import RuleError

from ... import dartboard
from ...caller import call_dart
from ...oche import keypad
from ...oche.grid import grid, rows as split_rows
from ...oche.keypad import MULTIPLIERS, bed_name, dart_text, words


class EntryPanel:
    """The darts of the visit (or of the correction) being entered, and the keys that enter them."""

    def entering(self):
        return self.fix[1] if self.fix else self.visit

    def set_entering(self, new):
        if self.fix:
            self.fix = (self.fix[0], new)
        else:
            self.visit = new
        self.persist()

    def add_dart(self, dart):
        new = self.entering() + [dart]
        if len(new) > 3:
            raise RuleError("three-darts", "Three darts are in: Enter turn, or Back takes one out.")
        if self.fix:
            darts.apply(self.match, {"type": "correct", "turn": self.fix[0], "darts": new})  # refused now, not later
            new = [d.upper() for d in new]
        else:
            new = self.preview(new)["darts"]
        self.multiplier = "S"
        self.award = None
        self.set_entering(new)
        self.tell(f"Dart {len(new)}: {words(new[-1])}.", call_dart(new[-1]))

    # keys ---------------------------------------------------------------------------------------
    def tap_multiplier(self, arg, event):
        self.multiplier = arg
        self.tell(f"{MULTIPLIERS[arg]} selected.")

    def tap_target(self, arg, event):
        self.add_dart(dart_text(self.multiplier, int(arg)))

    def tap_miss(self, arg, event):
        self.add_dart("M")

    def tap_bed(self, arg, event):
        self.add_dart(dart_text(self.multiplier, int(arg)))
        self.panel = "keypad"

    def tap_dartboard(self, arg, event):
        """A tap on the drawn board: the bed under the finger. The board stays open for the next dart."""
        self.add_dart(dartboard.tapped(arg, event))

    def tap_slot(self, arg, event):
        darts_in = self.entering()
        i = int(arg)
        if i < len(darts_in):
            self.set_entering(darts_in[:i] + darts_in[i + 1:])
            self.tell(f"Dart {i + 1} taken out. {len(darts_in) - 1} in this visit.")

    def tap_back_dart(self, arg, event):
        """Back: the last dart out; with none in, the previous visit reopened with its darts."""
        darts_in = self.entering()
        if darts_in:
            self.set_entering(darts_in[:-1])
            self.tell(f"{words(darts_in[-1])} taken out. {len(darts_in) - 1} in this visit.")
            return
        if self.fix:
            raise RuleError("no-darts", "No darts in this correction yet: enter its darts, or Cancel.")
        state = self.state()
        self.match = darts.apply(self.match, {"type": "undo"})
        reopened = state["turns"][darts.replay(self.match)["turns"].__len__()]
        self.visit = list(reopened["darts"] or [])
        self.award = None
        self.persist()
        name = state["seats"][reopened["seat"]]["name"]
        if self.visit:
            self.tell(f"{name}'s visit reopened: {', '.join(words(d) for d in self.visit)}. "
                      "Back again takes out the last dart.")
        else:
            self.tell(f"{name}'s turn taken back (it was entered as a total): enter its darts.")

    def tap_enter(self, arg, event):
        if self.fix:
            turn, fixed = self.fix
            self.match = darts.apply(self.match, {"type": "correct", "turn": turn, "darts": fixed})
            self.fix = None
        else:
            self.match = darts.apply(self.match, {"type": "turn", "seat": self.state()["to_throw"],
                                                  "darts": list(self.visit)})
            self.visit = []
        self.after_action()

    def tap_correct(self, arg, event):
        """Correct a past turn: its darts prefilled, the board showing what the correction would do."""
        turn = self.state()["turns"][int(arg)]
        self.fix = (turn["index"], list(turn["darts"] or []))
        self.panel = "keypad"
        self.persist()
        name = self.state()["seats"][turn["seat"]]["name"]
        self.tell(f"Correcting turn {turn['index'] + 1} ({name}): change its darts, then Save correction.")

    # drawing ------------------------------------------------------------------------------------
    def keypad_height(self, w, h):
        """The keypad's height on a phone: five rows, each a thumb's width or more."""
        if self.panel == "board":  # the dartboard as wide as the phone; the points stay above it
            return min(w + 2 * 52 + 16, h - 48 - 110)
        row = max(50, min(72, (h - 48) * 0.09))
        return 5 * row + 4 * 6

    def keypad_rows(self, y, h, landscape):
        if landscape:  # darts + Back, multipliers, two rows of beds, other bed + dartboard, Enter
            return split_rows(y, h, (1, 0.9, 1.15, 1.15, 0.9, 1.1))
        return split_rows(y, h, (1, 1, 1.1, 1.1, 1.1), gap=6)

    def draw_slots(self, scene, x, y, w, row_h, state):
        """The visit's three darts (tap one to take it out) and Back. While a computer's visit is
        being shown, its darts."""
        if self.reveal:
            index = self.reveal[0][0]
            action = self.match["actions"][index]
            shown = action["darts"][:self.reveal[1]]
            name = state["seats"][action["seat"]]["name"]
        else:
            shown, name = self.entering(), None
        # Off only with nothing at all to take back: asking the engine about every frame would cost a
        # replay per dart, and a refused undo (a removal stands) is said in the engine's words.
        can_back = bool(self.entering()) or (not self.fix and bool(state["turns"]))
        keypad.slots(scene, x, y, w, row_h, shown, thrower=name, can_back=can_back,
                     back_label="Back: take out the last dart" if self.entering() or self.fix
                     else "Back: reopen the last visit")

    def target_keys(self, state):
        """A key per target: live ones in straw, dead ones dark (a dart there is still a dart), and no
        treble bull to tap while Treble is chosen."""
        return keypad.bed_keys([(t["number"], t["name"], not t["dead"]) for t in state["targets"]],
                               self.multiplier)

    def draw_keypad(self, scene, x, y, w, h, state):
        landscape = self.landscape
        rows = self.keypad_rows(y, h, landscape)
        self.draw_slots(scene, x, rows[0][0], w, rows[0][1], state)
        keypad.multipliers(scene, x, rows[1][0], w, rows[1][1], self.multiplier)
        keys = self.target_keys(state)
        scene.focus_on(keys[0][0])  # after Enter turn or a closed menu: the next dart's first bed
        grid(scene, x, rows[2][0], w, rows[2][1], keys[:4], 4, size=26)
        grid(scene, x, rows[3][0], w, rows[3][1], keys[4:], 4, size=26)
        others = [("panel:other", "Other bed: one not on this board", "Other bed", "ghost", None),
                  ("panel:board", "Dartboard: tap where the dart landed", "Dartboard", "ghost", None)]
        ready = bool(self.entering())
        if self.fix:
            finish = [("enter", "Save correction", "Save", "primary", None, not ready),
                      ("close", "Cancel correction", "Cancel", "ghost", None)]
        else:
            finish = [("enter", "Enter turn", "Enter turn", "primary", None, not ready or state["to_throw"] is None)]
        if landscape:
            grid(scene, x, rows[4][0], w, rows[4][1], others, 2, size=18)
            grid(scene, x, rows[5][0], w, rows[5][1], finish, len(finish), size=22)
        else:  # a phone: Enter turn on the bottom row, under the thumb
            split = w * 0.56
            grid(scene, x, rows[4][0], split - 6, rows[4][1], others, 2, gap=6, size=15)
            grid(scene, x + split, rows[4][0], w - split, rows[4][1], finish, len(finish), gap=6, size=19)

    def draw_other(self, scene, x, y, w, h):
        """Any bed 1-20 in the multiplier chosen: recorded, and worth nothing unless it is a target."""
        landscape = self.landscape
        rows = split_rows(y, h, (1,) * (6 if landscape else 5), gap=8 if landscape else 6)
        self.draw_slots(scene, x, rows[0][0], w, rows[0][1], self.state())
        prefix = "" if self.multiplier == "S" else self.multiplier
        beds = [(f"bed:{n}", bed_name(self.multiplier, n, f"{prefix}{n}"), f"{prefix}{n}", "ghost", None)
                for n in range(1, 21)]
        keypad = ("close", "Keypad: back to the keypad", "Keypad", "ghost", None)
        finish = self.finish_key()
        cols = 5 if landscape else 6
        items = beds if landscape else beds + [keypad, finish]
        for r in range(4):
            grid(scene, x, rows[r + 1][0], w, rows[r + 1][1], items[cols * r:cols * r + cols], cols,
                      gap=8 if landscape else 6, size=20 if landscape else 17)
        if landscape:
            grid(scene, x, rows[5][0], w, rows[5][1], [keypad, finish], 2, size=19)
        scene.text_only(f"{MULTIPLIERS[self.multiplier]}: another bed. One that is not on this board marks nothing.")

    def finish_key(self):
        """Enter turn (or Save correction) as a grid item, off until a dart is in."""
        off = not self.entering()
        return ("enter", "Save correction", "Save", "primary", None, off) if self.fix else \
            ("enter", "Enter turn", "Enter", "primary", None, off)

    def dartboard_size(self, w, h):
        """The drawn board's diameter in a w x h panel: as big as the panel lets it be."""
        return min(w, h - 2 * 52 - 16)

    def draw_dartboard(self, scene, x, y, w, h, state):
        """Tap where each dart landed: the board stays open for the visit's three darts."""
        self.draw_slots(scene, x, y, w, 52, state)
        size = self.dartboard_size(w, h)
        top = y + 52 + 8
        dartboard.offer(scene, x + (w - size) / 2, top, size, state["board"], state["dead"])
        keypad = ("close", "Keypad: back to the keypad", "Keypad", "ghost", None)
        grid(scene, x, top + size + 8, w, 52, [keypad, self.finish_key()], 2, size=19)

"""The Practice screen (`#/practice`): the set-up, then the drill played dart by dart on the darts
games' keypad or drawn dartboard, saved after every dart; the result with best and last.

The screen holds only the entry mode (keypad or board, saved beside the session), the multiplier
chosen for the next bed, and which panel is open. Each dart is an action of the session at once, so
Back is the engine's undo; every number on the board comes from `practice.replay`, every refusal is
the engine's own sentence.
"""

from pavilion import catalog, practice
from pavilion.core import RuleError

from ... import dartboard, router, theme
from ...oche import bar as status_bar
from ...oche import keypad, kiosk, saving
from ...oche.grid import grid, rows
from ...oche.keypad import MULTIPLIERS, dart_text
from ...oche.players import focus_after_drop
from ...scene import wrap
from ...stored import Fields, OneOf
from .. import GameScreen, way_out
from ..darts.rules import RulesPanel
from ..darts.screen import KIOSK_MATCH
from ..darts.setup import KNOWN_PLAYERS, remember_players, seat_name
from ..x01 import pages
from . import board, result, rules
from . import setup as form

GAME = catalog.BY_SLUG["practice"]
MODES = {"keypad": "Keypad: enter dart by dart", "board": "Board: tap the dartboard where each dart landed"}
READING = 14  # px: the status line is drawn whole at this size or larger where it can be
CONFIRM = {"end": "End this session now? No more darts can be entered.",
           "new": "Start a new session? This one stays in the saved matches.", "leave": kiosk.ASK}


class PracticeScreen(RulesPanel, kiosk.LeaveKiosk, GameScreen):
    name = "practice"
    game = GAME
    extras = Fields(mode=OneOf(*MODES))

    def __init__(self, app, match_id=None, params=None):
        super().__init__(app)
        params = params or {}
        self.kiosk = app.mode == "kiosk"
        self.match = self.match_id = None
        self.mode = "keypad"
        self.multiplier = "S"
        self.panel = "entry"  # entry | menu | confirm | rules
        self.confirming = None
        self.dropped = None  # the set-up row just taken off: focus goes to the player now in it
        self.before = None  # (match id, drill, options): the earlier sessions' figures for the result
        self._memo = (None, None)
        if self.kiosk and match_id is None and "drill" not in params:
            kept = app.store.setting(KIOSK_MATCH)
            match_id = kept if app.store.index().get(kept or "", {}).get("game") == GAME["slug"] else None
        if match_id:
            self.open_saved(match_id)
        self.draft = form.restored(app.store.setting(form.SETUP_DRAFT), params.get("drill"))

    @property
    def rules(self):
        """The rules card of the drill on screen (or picked in the set-up)."""
        return rules.card(self.state()["drill"] if self.match else self.draft["drill"])

    def state(self):
        if self._memo[0] is not self.match:
            self._memo = (self.match, practice.replay(self.match))
        return self._memo[1]

    # loading and saving -------------------------------------------------------------------------
    def open_saved(self, match_id):
        loaded = self.load_saved(match_id, noun="session", missing=not self.kiosk)
        if loaded is None:
            return
        self.match, self.match_id = loaded[0], match_id
        self.mode = loaded[1].get("mode", "keypad")
        if self.kiosk:
            self.keep_draft(KIOSK_MATCH, match_id)

    def persist(self):
        state = self.state()
        names = ", ".join(p["name"] for p in state["players"])
        saving.save(self, bool(self.match["actions"]), f"{state['title']} \u00b7 {names} \u00b7 {self.status(state)}",
                    {"mode": self.mode}, state["over"], KIOSK_MATCH)

    def title(self):
        return "Practice scoreboard" if self.kiosk else "Practice - Pavilion"

    def arrival(self):
        if self.match is None:
            return "Practice: pick a drill."
        return self.state()['last']

    def status(self, state):
        if state["over"]:
            return state["result"]
        p = state["players"][state["to_throw"]]
        return f"{p['name']} to throw at {p['target']}"

    # events -------------------------------------------------------------------------------------
    def on_tap(self, region, event):
        kind, _, arg = region.partition(":")
        self.dropped = int(arg) if self.match is None and kind == "drop-player" else None
        if self.match is None and kind in form.TAPS:
            try:
                if kind == "add-player" and len(self.draft["players"]) >= 4:
                    raise RuleError("too-many-players", "A drill is for one to four players.")
                if kind == "drop-player" and len(self.draft["players"]) <= 1:
                    raise RuleError("no-players", "A drill needs one player at least.")
                self.tell(form.choose(self.draft, kind, arg, self.known()))
            except RuleError as e:
                return self.refuse(e)
            return self.keep_draft(form.SETUP_DRAFT, self.draft)
        super().on_tap(region, event)

    def on_input(self, field, value):
        kind, _, i = field.partition(":")
        if self.match is None and kind == "name" and i.isdigit() and int(i) < len(self.draft["players"]):
            self.draft["players"][int(i)] = value.strip()[:form.NAME_LENGTH]
            self.keep_draft(form.SETUP_DRAFT, self.draft)

    def on_key(self, key):
        if self.match is None or (key == "Escape" and self.panel == "entry"):
            if key == "Escape":
                self.app.go("games" if self.kiosk else "")
            return
        handler = {"Escape": self.tap_close, "Backspace": self.tap_back_dart}.get(key)
        if handler:
            try:
                handler("", {})
            except RuleError as e:
                self.refuse(e)

    # set-up -------------------------------------------------------------------------------------
    def known(self):
        return self.app.store.setting(KNOWN_PLAYERS, [])

    def tap_start(self, arg, event):
        self.start(form.new_match(self.draft))
        remember_players(self, [(i, seat_name(n, i)) for i, n in enumerate(self.draft["players"])])
        self.keep_draft(form.SETUP_DRAFT, self.draft)

    def start(self, match):
        self.match = match
        self.match_id = self.app.store.new_id(GAME["slug"])
        self.panel, self.multiplier, self.before = "entry", "S", None
        state = self.state()
        self.tell(state["last"])
        self.persist()  # saved from the first move on (oche/saving.py)

    # darts --------------------------------------------------------------------------------------
    def act(self, action, sentence=None):
        """Apply one action, save, and say what happened (the engine's words unless `sentence`)."""
        self.match = practice.apply(self.match, action)
        self.multiplier = "S"
        self.persist()
        self.tell(sentence or self.state()["last"])

    def throw(self, dart):
        seat = self.state()["to_throw"]
        if seat is None:
            raise RuleError("session-over", "This session is over: Rematch, or start a new one.")
        self.act({"type": "dart", "seat": seat, "dart": dart})

    def tap_multiplier(self, arg, event):
        self.multiplier = arg
        self.tell(f"{MULTIPLIERS[arg]} selected.")

    def tap_target(self, arg, event):
        self.throw(dart_text(self.multiplier, int(arg)))

    def tap_miss(self, arg, event):
        self.throw("M")

    def tap_dartboard(self, arg, event):
        self.throw(dartboard.tapped(arg, event))

    def tap_back_dart(self, arg, event):
        """Back: the last dart taken back, from this visit or the one before."""
        self.act({"type": "undo"})

    tap_undo = tap_back_dart

    def tap_slot(self, arg, event):
        """A dart of the visit tapped: it and the darts after it are taken back."""
        visit = self.state()["visit"]
        for _ in range(len(visit) - int(arg)):
            self.match = practice.apply(self.match, {"type": "undo"})
        self.persist()
        self.tell(f"Dart {int(arg) + 1} taken back. {self.state()['last']}")

    def tap_mode(self, arg, event):
        self.mode = arg
        self.persist()
        self.tell(MODES[arg] + ".")

    # panels -------------------------------------------------------------------------------------
    def tap_panel(self, arg, event):
        self.panel, self.confirming, self.rules_page = arg, None, 0
        self.tell({"menu": "Menu.", "rules": f"How to play {self.state()['title']}."}[arg])

    def tap_close(self, arg, event):
        self.panel, self.confirming = "entry", None
        self.tell("Back to the board.")

    def tap_ask(self, arg, event):
        self.confirming, self.panel = (arg, CONFIRM[arg]), "confirm"
        self.tell(CONFIRM[arg])

    def tap_confirm(self, arg, event):
        (what, _), self.confirming, self.panel = self.confirming, None, "entry"
        if what == "end":
            return self.act({"type": "end"}, "Session ended.")
        if what == "leave":
            return self.leave_kiosk()
        self.draft = {**form.fresh(self.state()["drill"]), **self.state()["options"],
                      "players": [p["name"] for p in self.state()["players"]]}
        self.match = self.match_id = None
        if not self.kiosk:
            self.app.bridge.replace_route(router.format(GAME["route"]))
        self.tell("Pick a drill for a new session.")

    def tap_rematch(self, arg, event):
        self.start(practice.rematch(self.match))

    # drawing ------------------------------------------------------------------------------------
    def draw(self, scene, top):
        if self.kiosk and self.match_id:
            scene.snapshot = self.match_id
        if self.match is None:
            form.draw(scene, top, self.draft, self.known(),
                      lambda sc, x, y: way_out(sc, x, y, self.kiosk, sc.w < 600), self.draw_error)
            focus_after_drop(scene, self.dropped)
        else:
            self.draw_game(scene, top)

    def layout(self, scene, top):
        """Landscape (the kiosk): the board left, the bar and the keypad right. A phone: the bar, the
        board, then the keypad under the thumb."""
        w, h = scene.w, scene.h - top
        pad = 6 if min(w, h) < 560 else 12
        if w >= h * 1.15 and w >= 640:
            panel_w = max(340, min(int(w * 0.46), 560))
            px = w - panel_w - pad
            bar = (px, top + pad, panel_w, 62 if h < 560 else 68)
            below = bar[1] + bar[3] + 8
            return {"bar": bar, "board": (pad, top + pad, px - 2 * pad, h - 2 * pad),
                    "panel": (px, below, panel_w, top + h - pad - below), "page": (pad, top + pad, w - 2 * pad, h - 2 * pad)}
        bar = (0, top, w, 48 if w < 600 else 56)
        body_y = top + bar[3] + pad
        body_h = h - bar[3] - 2 * pad
        panel_h = min(body_h - 200, 6 * 48 + 5 * 6)
        board_h = body_h - panel_h - pad
        return {"bar": bar, "board": (pad, body_y, w - 2 * pad, board_h),
                "panel": (pad, body_y + board_h + pad, w - 2 * pad, panel_h),
                "page": (pad, body_y, w - 2 * pad, top + h - pad - body_y)}

    def draw_game(self, scene, top):
        box = self.layout(scene, top)
        state = self.state()
        if self.panel == "rules":
            if box["bar"][0] == 0:  # a phone keeps the bar over the card
                self.draw_bar(scene, box["bar"], state)
            return self.draw_rules(scene, *box["page"], state)
        self.draw_bar(scene, box["bar"], state)
        board.draw(scene, *box["board"], state)
        self.draw_panel(scene, *box["panel"], state)

    def draw_bar(self, scene, bar, state):
        """The drill and whose throw (or the result, or a refusal), with Menu, and the way out. Where
        the drill's name and the rest do not fit whole at the reading size (a phone), the rest alone is
        drawn: whose throw, at what, or the result is what matters there; the whole line is said."""
        left, room = status_bar.frame(scene, bar, kiosk=self.kiosk, menu_open=self.panel == "menu")
        y, h = bar[1], bar[3]
        text = self.error or f"{state['title']}: {self.status(state)}"
        if self.error:
            scene.rect(left, y + 2, room, h - 4, fill=theme.ALERT, radius=8)
        colour, weight = (theme.INK, 600) if self.error else (theme.STRAW, 700)
        lines, size = bar_lines([text] if self.error else [text, self.status(state)], room - 12, h, weight)
        first = y + h / 2 - (len(lines) - 1) * (size + 3) / 2
        for i, line in enumerate(lines):
            scene.text(left + 6, first + i * (size + 3), line, size, colour, weight, max_width=room - 12, mirror=False)
        scene.text_only(text, heading=not self.error)

    def draw_panel(self, scene, x, y, w, h, state):
        if self.panel == "confirm":
            return pages.draw_confirm(self, scene, x, y, w, h)
        if self.panel == "menu":
            return self.draw_menu(scene, x, y, w, h, state)
        if state["over"]:
            if self.before is None or self.before[0] != self.match_id:
                self.before = (self.match_id, result.earlier(self.app.store, self.match_id, state))
            return result.draw(scene, x, y, w, h, state, self.before[1], bool(state["darts"]) and not state["ended"],
                               self.app.players)
        if self.mode == "board":
            return self.draw_board(scene, x, y, w, h, state)
        self.draw_keypad(scene, x, y, w, h, state)

    def draw_keypad(self, scene, x, y, w, h, state):
        """The visit's darts with Back, Single/Double/Treble, every bed and Miss, and Board."""
        gap = 6
        cols = 6 if w >= 6 * 48 + 5 * gap else 5
        keys = keypad.bed_keys(keypad.every_bed(), self.multiplier)
        # after Start, a visit or the last dart taken back: the next dart's first bed, at once when a visit
        # has just ended (its third dart ends it: focus would stay on that key, which is still there)
        scene.focus_on(keys[0][0], now=not state["visit"])
        keys.append(("mode:board", MODES["board"], "Board", "ghost", None))
        bed_rows = -(-len(keys) // cols)
        lines = rows(y, h, (1, 0.9) + (1,) * bed_rows, gap=gap)
        self.slots(scene, x, lines[0][0], w, lines[0][1], state)
        keypad.multipliers(scene, x, lines[1][0], w, lines[1][1], self.multiplier, size=18)
        for r in range(bed_rows):
            grid(scene, x, lines[2 + r][0], w, lines[2 + r][1], keys[cols * r:cols * r + cols], cols, gap=gap,
                 size=20)

    def draw_board(self, scene, x, y, w, h, state):
        """The drawn dartboard: each tap is a dart where it landed; Keypad goes back to the keys."""
        slot_h, gap = 52, 6
        self.slots(scene, x, y, w, slot_h, state)
        size = max(96, min(w, h - 2 * slot_h - 2 * gap))
        dartboard.offer(scene, x + (w - size) / 2, y + slot_h + gap, size)
        grid(scene, x, y + h - slot_h, w, slot_h, [("mode:keypad", MODES["keypad"], "Keypad", "ghost", None)], 1,
             gap=gap, size=19)

    def slots(self, scene, x, y, w, h, state):
        keypad.slots(scene, x, y, w, h, state["visit"], back_label="Back: undo the last dart",
                     can_back=bool(state["darts"]))

    def draw_menu(self, scene, x, y, w, h, state):
        items = []
        if state["darts"] and not state["ended"]:
            items.append(("undo", "Undo last dart", "Undo last dart", "ghost", None))
        items.append(("panel:rules", "How to play", "How to play", "ghost", None))
        if not state["over"]:
            items.append(("ask:end", "End session", "End session", "danger", None))
        items.append(("ask:new", "New session", "New session", "ghost", None))
        items += [(*item, "ghost", None) for item in self.leave_items()]
        leave_note = self.kiosk and not self.leave_items()
        count = (len(items) + leave_note + 1) // 2
        row_h = max(48, min(64, (h - 8 * (count - 1)) / count))
        grid(scene, x, y, w, row_h, items, 2, size=17)
        if leave_note:
            self.draw_leave_note(scene, x, y, w, row_h, len(items))


def bar_lines(texts, w, h, weight) -> tuple:
    """(lines, size): the first of `texts` (the fullest first) that fits a bar `h` px high whole at
    the reading size or larger, at the largest size it fits; if none does, the last at 12 px, cut."""
    for text in texts:
        for size in range(20, READING - 1, -2):
            lines = wrap(text, size, w, weight)
            if len(lines) * (size + 3) <= h - 4:
                return lines, size
    return wrap(texts[-1], 12, w, weight)[:max(1, int((h - 4) // 15))], 12

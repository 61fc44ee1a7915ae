"""Random Cricket's scoreboard (`#/darts`) and the dartboard kiosk: set-up, the board, dart entry.

The screen holds only what a player is in the middle of: the darts of the visit being entered (saved
beside the match after every dart), the multiplier chosen, which panel is open. Every number on the
board comes from `darts.replay` and `darts.preview`; every refusal is the engine's own sentence.
"""

from pavilion import catalog, darts
from pavilion.core import RuleError, share
from pavilion.darts.options import check_seat_count

from .. import dartboard, router, theme
from ..caller import call_dart, call_turn
from ..scene import wrap
from . import GameScreen

GAME = catalog.BY_SLUG["random-cricket"]
LIMITS = (None, 10, 15, 20)
LEVELS = (None, 1, 2, 3, 4, 5)
MULTIPLIERS = {"S": "Single", "D": "Double", "T": "Treble"}
KIOSK_MATCH = "kiosk-match"  # the setting that remembers which match the kiosk shows
SETUP_DRAFT = "darts-setup"  # the set-up being filled in, kept until Start


def dart_text(multiplier: str, number: int) -> str:
    """The notation for a keypad press: multiplier letter and bed ('T20', 'SB', 'DB', 'TB')."""
    if number == 25:
        return {"S": "SB", "D": "DB", "T": "TB"}[multiplier]
    return f"{multiplier}{number}"


def dart_words(dart: str) -> str:
    """How the screen names a dart for a screen reader: 'Treble twenty', 'Outer bull', 'Miss'."""
    return call_dart(dart).capitalize()


class DartsScreen(GameScreen):
    name = "darts"
    game = GAME

    def __init__(self, app, match_id=None, params=None):
        super().__init__(app)
        self.kiosk = app.mode == "kiosk"
        self.match = None
        self.match_id = None
        self.visit = []  # darts of the visit being entered, saved after each one
        self.fix = None  # (turn index, darts) while correcting a past turn
        self.multiplier = "S"
        self.panel = "keypad"  # keypad | other | board | menu | history | remove | share | confirm
        self.confirming = None  # (what, sentence) awaiting a second, deliberate tap
        self.history_page = 0
        self.caller = False
        self.spoken = (0, "")
        self.players = [{"name": "", "bot": None}, {"name": "", "bot": None}]
        self.board_kind = "random"
        self.limit = None
        self._state = self._preview = None
        if self.kiosk and match_id is None:
            match_id = app.store.setting(KIOSK_MATCH)
        if match_id:
            self.open_saved(match_id)
        if self.match is None:
            self.restore_setup()

    def state(self):
        """The replayed state of the current match, computed once per change of the match."""
        if self._state is None or self._state[0] is not self.match:
            self._state = (self.match, darts.replay(self.match))
        return self._state[1]

    def preview(self, visit):
        """What `visit` is worth for the seat to throw (RuleError if a dart is refused), cached."""
        key = (self.match, tuple(visit))
        if self._preview is None or self._preview[0][0] is not key[0] or self._preview[0][1] != key[1]:
            self._preview = (key, darts.preview(self.match, visit))
        return self._preview[1]

    # loading and saving ------------------------------------------------------------------------
    def open_saved(self, match_id):
        loaded = self.load_saved(match_id, missing=not self.kiosk)
        if loaded is None:
            return
        match, extra, state = loaded
        self.match, self.match_id = match, match_id
        self._state = (match, state)
        self.caller = extra.get("caller") is True
        visit = extra.get("visit")
        if isinstance(visit, list) and visit:
            try:
                self.visit = darts.preview(match, visit)["darts"]
            except RuleError:
                self.visit = []  # a visit that no longer fits the game (it was entered elsewhere)
        if self.kiosk:
            self.remember_kiosk()

    def remember_kiosk(self):
        try:
            self.app.store.set_setting(KIOSK_MATCH, self.match_id)
        except Exception as e:  # noqa: BLE001 - a full quota: the match itself is saved
            self.app.notices.append(str(e))

    def persist(self):
        state = self.state()
        names = " v ".join(s["name"] for s in state["seats"])
        when = "game over" if state["game_over"] or state["ended"] else f"round {state['round']}"
        self.saved = self.app.save(self.match_id, self.match, f"{names} \u00b7 {when}",
                                   {"visit": list(self.visit), "caller": self.caller})

    def restore_setup(self):
        """The set-up as it was left (it is untrusted storage: anything odd is ignored)."""
        draft = self.app.store.setting(SETUP_DRAFT)
        if not isinstance(draft, dict):
            return
        players = draft.get("players")
        if (isinstance(players, list) and 1 <= len(players) <= 4 and all(
                isinstance(p, dict) and isinstance(p.get("name"), str) and len(p["name"]) <= 40
                and p.get("bot") in LEVELS for p in players)):
            self.players = [{"name": p["name"], "bot": p.get("bot")} for p in players]
        if draft.get("board") in ("random", "standard"):
            self.board_kind = draft["board"]
        if "limit" in draft and draft["limit"] in LIMITS:
            self.limit = draft["limit"]

    def keep_setup(self):
        self.keep_draft(SETUP_DRAFT, None if self.match else
                        {"players": self.players, "board": self.board_kind, "limit": self.limit})

    # the aria-live line and the caller ----------------------------------------------------------
    def tell(self, sentence, call=None):
        """Say what happened; with the caller on, also speak `call` ('treble twenty')."""
        super().tell(sentence)
        if call and self.caller:
            self.spoken = (self.spoken[0] + 1, call)

    def title(self):
        return "Random Cricket scoreboard" if self.kiosk else "Random Cricket - Pavilion"

    def arrival(self):
        if self.match is None:
            return "Random Cricket: set up a new game."
        return f"Random Cricket. {self.status(self.state())}."

    # taps ---------------------------------------------------------------------------------------
    def on_input(self, field, value):
        kind, _, i = field.partition(":")
        if kind == "name" and i.isdigit() and int(i) < len(self.players):
            self.players[int(i)]["name"] = value.strip()[:40]
            self.keep_setup()

    def on_tap(self, region, event):
        in_setup = self.match is None
        super().on_tap(region, event)
        if in_setup:
            self.keep_setup()  # every set-up choice is kept; Start clears the draft

    def on_key(self, key):
        if self.match is None or self.panel == "keypad" and self.fix is None:
            if not self.kiosk and key == "Escape":
                self.app.go("")
            return
        if key == "Escape":
            self.close_panel()

    def close_panel(self):
        self.panel, self.confirming, self.fix = "keypad", None, None

    # set-up
    def tap_add_player(self, arg, event):
        check_seat_count(len(self.players) + 1)
        self.players.append({"name": "", "bot": None})
        self.tell(f"Player {len(self.players)} added: type a name.")

    def tap_drop_player(self, arg, event):
        check_seat_count(len(self.players) - 1)
        self.players.pop(int(arg))
        self.tell("Player taken off.")

    def tap_bot(self, arg, event):
        seat = self.players[int(arg)]
        seat["bot"] = LEVELS[(LEVELS.index(seat["bot"]) + 1) % len(LEVELS)]
        if seat["bot"] and not seat["name"]:
            seat["name"] = f"Droid {seat['bot']}"
        self.tell(f"Player {int(arg) + 1}: " + (f"computer, level {seat['bot']}" if seat["bot"] else "a person"))

    def tap_board_kind(self, arg, event):
        self.board_kind = arg
        self.tell("Random board: six numbers dealt plus the bull." if arg == "random"
                  else "Standard board: 20 to 15 and the bull.")

    def tap_limit(self, arg, event):
        self.limit = None if arg == "off" else int(arg)
        self.tell("No round limit." if self.limit is None else f"Round limit: {self.limit} rounds.")

    def tap_start(self, arg, event):
        players = [{"name": p["name"], "bot": p["bot"]} for p in self.players]
        self.start(darts.new_match(players=players, board=self.board_kind, round_limit=self.limit))

    def start(self, match):
        self.match = darts.autoplay(match)
        self.match_id = self.app.store.new_id(GAME["slug"])
        self.visit, self.fix, self.panel = [], None, "keypad"
        self.persist()
        if self.kiosk:
            self.remember_kiosk()
        else:
            self.app.bridge.replace_route(router.format(GAME["route"], {"id": self.match_id}))
        state = self.state()
        self.tell(f"New game on {', '.join(t['name'] for t in state['targets'])}. {self.status(state)}.")

    # entering darts
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
            raise RuleError("three-darts", "Three darts are in: enter the turn, or tap a dart to change it.")
        if self.fix:
            darts.apply(self.match, {"type": "correct", "turn": self.fix[0], "darts": new})
            new = [d.upper() for d in new]
        else:
            new = self.preview(new)["darts"]
        self.multiplier = "S"
        self.panel = "keypad"
        self.set_entering(new)
        self.tell(f"Dart {len(new)}: {dart_words(self.entering()[-1])}.", call_dart(self.entering()[-1]))

    def tap_multiplier(self, arg, event):
        self.multiplier = arg
        self.tell(f"{MULTIPLIERS[arg]} selected.")

    def tap_target(self, arg, event):
        self.add_dart(dart_text(self.multiplier, int(arg)))

    def tap_miss(self, arg, event):
        self.add_dart("M")

    def tap_bed(self, arg, event):
        self.add_dart(dart_text(self.multiplier, int(arg)))

    def tap_dartboard(self, arg, event):
        radius = float(arg)
        x, y = float(event.get("x", radius)), float(event.get("y", radius))
        self.add_dart(dartboard.bed_at(x - radius, y - radius, radius))

    def tap_slot(self, arg, event):
        darts_in = self.entering()
        i = int(arg)
        if i < len(darts_in):
            self.set_entering(darts_in[:i] + darts_in[i + 1:])
            self.tell(f"Dart {i + 1} taken out. {len(darts_in) - 1} in this visit.")

    def tap_panel(self, arg, event):
        self.panel = arg
        self.confirming = None
        self.history_page = 0
        self.tell({"other": "Another bed: it is recorded and scores nothing here.",
                   "board": "Tap the dartboard where the dart landed.", "menu": "Menu.",
                   "history": "Turn history: choose a turn to correct.", "keypad": "Keypad.",
                   "remove": "Choose the player who is leaving.", "share": "Share this board."}[arg])

    def tap_enter(self, arg, event):
        if self.fix:
            turn, fixed = self.fix
            self.match = darts.apply(self.match, {"type": "correct", "turn": turn, "darts": fixed})
            self.fix = None
        else:
            state = self.state()
            self.match = darts.apply(self.match, {"type": "turn", "seat": state["to_throw"],
                                                  "darts": list(self.visit)})
            self.visit = []
        self.after_action()

    def after_action(self):
        """Computer throwers take their turns, the match is saved, and the board says what happened."""
        self.match = darts.autoplay(self.match)
        self.panel, self.confirming = "keypad", None
        self.persist()
        state = self.state()
        turns = state["turns"]
        call = call_turn(turns[-1]["marks"], state["game_over"]) if turns else None
        self.tell(state["last"] or self.status(state), call)

    # menu
    def tap_undo(self, arg, event):
        self.match = darts.apply(self.match, {"type": "undo"})
        self.visit = []
        self.after_action()

    def tap_correct(self, arg, event):
        turn = self.state()["turns"][int(arg)]
        self.fix = (turn["index"], [])
        self.panel = "keypad"
        name = self.state()["seats"][turn["seat"]]["name"]
        self.tell(f"Correcting turn {turn['index'] + 1} ({name}): enter its darts, then Save correction.")

    def tap_page(self, arg, event):
        self.history_page = max(0, self.history_page + int(arg))

    def tap_caller(self, arg, event):
        self.caller = not self.caller
        self.persist()
        self.tell("Caller on." if self.caller else "Caller off.", "Caller on" if self.caller else None)

    def tap_ask(self, arg, event):
        what, _, seat = arg.partition("/")
        state = self.state()
        if what == "remove":
            name = state["seats"][int(seat)]["name"]
            darts.apply(self.match, {"type": "remove", "seat": int(seat), "by": 0})  # refused now, not later
            sentence = f"Take {name} out of the game? Their marks and points stay on the board."
        elif what == "end":
            sentence = "End the game now? No more turns can be entered."
        else:
            sentence = "Start a new game with a new board? This game stays in the saved matches."
        self.confirming = (arg, sentence)
        self.panel = "confirm"
        self.tell(sentence)

    def tap_confirm(self, arg, event):
        what, _, seat = self.confirming[0].partition("/")
        self.confirming = None
        if what == "remove":
            self.match = darts.apply(self.match, {"type": "remove", "seat": int(seat), "by": 0})
            self.after_action()
        elif what == "end":
            self.match = darts.apply(self.match, {"type": "end"})
            self.after_action()
        else:
            self.new_setup()

    def new_setup(self):
        """Back to set-up with the same players, for a different game."""
        self.players = [{"name": s["name"], "bot": s["bot"]} for s in self.state()["seats"]]
        self.match, self.match_id, self.visit, self.fix = None, None, [], None
        self.panel = "keypad"
        if not self.kiosk:
            self.app.bridge.replace_route(router.format(GAME["route"]))
        self.tell("Set up a new game.")

    def tap_rematch(self, arg, event):
        self.start(darts.rematch(self.match))

    def tap_copy(self, arg, event):
        self.app.bridge.copy(self.share_link())
        self.tell("Link copied. Whoever opens it gets the same board.")

    def tap_close(self, arg, event):
        self.close_panel()
        self.tell("Back to the keypad.")

    def share_link(self):
        """A link that deals this board (same seed and options, no darts) to whoever opens it."""
        code = share.encode(self.match, with_moves=False)
        return self.app.bridge.base_url() + router.format(GAME["route"], {"m": code})

    # drawing ------------------------------------------------------------------------------------
    def status(self, state):
        seats = state["seats"]
        if state["ended"] or state["game_over"]:
            if state["winner"] is not None:
                result = f"{seats[state['winner']]['name']} wins"
            elif state["draw"]:
                result = "a draw on points"
            else:
                result = "no winner"
            return f"Game {'ended' if state['ended'] else 'over'}: {result}"
        limit = f" of {state['round_limit']}" if state["round_limit"] else ""
        return f"Round {state['round']}{limit} \u00b7 {seats[state['to_throw']]['name']} to throw"

    def draw(self, scene, top):
        if self.match is None:
            return self.draw_setup(scene, top)
        state = self.state()
        preview = None
        if not self.fix and self.visit and state["to_throw"] is not None:
            preview = self.preview(self.visit)
        w, h = scene.w, max(scene.h - top, 420)
        pad = 8 if w < 600 else 12
        bar = 56
        self.draw_bar(scene, top, w, bar, state, pad)
        y0 = top + bar
        landscape = w >= h * 1.15 and w >= 640
        if landscape:
            board_w = int(w * (0.56 if w >= 1000 else 0.54))
            self.draw_scoreboard(scene, pad, y0, board_w - pad, h - bar - pad, state, preview)
            self.draw_panel(scene, board_w + pad, y0, w - board_w - 2 * pad, h - bar - pad, state)
        else:
            board_h = max(7 * 40 + 70, int((h - bar) * 0.46))
            self.draw_scoreboard(scene, pad, y0, w - 2 * pad, board_h, state, preview)
            panel_h = max(h - bar - board_h - 2 * pad, 6 * 56 + 5 * 8)
            self.draw_panel(scene, pad, y0 + board_h + pad, w - 2 * pad, panel_h, state)
            scene.h = max(scene.h, int(y0 + board_h + pad + panel_h + pad))
        if self.spoken[0]:
            scene.speak = list(self.spoken)
        if self.kiosk and self.match_id:
            scene.snapshot = self.match_id

    def draw_bar(self, scene, top, w, bar, state, pad):
        scene.rect(0, top, w, bar, fill=theme.TURF)
        x = pad
        narrow = w < 600  # a phone: the status line needs the room more than the captions
        if not self.kiosk:
            back_w = 56 if narrow else 96
            scene.button("back", x, top + 4, back_w, 48, "Back to the hub",
                         caption="\u2190" if narrow else "\u2190 Hub", kind="ghost", size=17)
            x += back_w + 8
        menu_w = 76 if narrow else 104
        text = self.status(state)
        if self.fix:
            text = f"Correcting turn {self.fix[0] + 1}"
        scene.text(x + 8, top + bar / 2, text, 20 if w >= 600 else 16, theme.STRAW, 700,
                   max_width=w - x - menu_w - 2 * pad - 8, heading=True)
        if self.panel == "menu":
            scene.button("close", w - menu_w - pad, top + 4, menu_w, 48, "Close the menu", caption="Close",
                         kind="ghost", size=17)
        else:
            scene.button("panel:menu", w - menu_w - pad, top + 4, menu_w, 48, "Menu", kind="ghost", size=17)

    def draw_scoreboard(self, scene, x, y, w, h, state, preview):
        seats, targets = state["seats"], state["targets"]
        n = len(seats)
        left = list(range((n + 1) // 2)) if n > 1 else [0]
        right = [s for s in range(n) if s not in left]
        target_w = max(64, int(w * (0.22 if n <= 2 else 0.18)))
        col_w = (w - target_w) / n
        head_h = 96 if h >= 560 else 72 if h >= 420 else 60
        row_h = (h - head_h) / len(targets)
        scene.rect(x, y, w, h, fill=theme.TURF_DEEP, radius=12)
        columns = {}
        cx = x
        for s in left:
            columns[s] = cx
            cx += col_w
        target_x = cx
        cx += target_w
        for s in right:
            columns[s] = cx
            cx += col_w
        thrower = state["to_throw"] if not (state["game_over"] or state["ended"]) else None
        for s, sx in columns.items():
            seat = seats[s]
            active = s == thrower
            scene.rect(sx + 3, y + 3, col_w - 6, head_h - 6, fill=theme.STRAW if active else theme.TURF, radius=10)
            ink = theme.INK if active else (theme.CHALK if seat["in_game"] else theme.CHALK_DIM)
            name = seat["name"] if seat["in_game"] else f"{seat['name']} (left)"
            points = seat["points"]
            extra = ""
            if preview and s == preview["seat"] and preview["points"]:
                extra = f" +{preview['points']}"
            scene.text(sx + col_w / 2, y + head_h * 0.3, name, 16 if col_w < 140 else 18 if head_h < 96 else 22,
                       ink, 700, "center", max_width=col_w - 14, mirror=False)
            scene.text(sx + col_w / 2, y + head_h * 0.68, f"{points}{extra}", int(head_h * 0.34), ink, 800,
                       "center", max_width=col_w - 14, mirror=False)
            stats = seat["stats"]
            mpr = "\u2013" if stats["mpr"] is None else f"{stats['mpr']:.2f}"
            scene.text_only(f"{name}{' to throw' if active else ''}: {points} points, MPR {mpr}")
        for t, target in enumerate(targets):
            ty = y + head_h + t * row_h
            dead = target["dead"]
            if t % 2 == 0:
                scene.rect(x + 4, ty, w - 8, row_h, fill="rgba(255,255,255,.04)")
            scene.rect(target_x + 4, ty + 3, target_w - 8, row_h - 6,
                       fill="#2a3a33" if dead else theme.TURF_LIGHT, radius=8)
            size = int(min(row_h * 0.55, 34))
            scene.text(target_x + target_w / 2, ty + row_h / 2, target["name"], size,
                       theme.CHALK_DIM if dead else theme.CHALK, 800, "center", max_width=target_w - 12,
                       mirror=False)
            said = []
            for s, sx in columns.items():
                marks = seats[s]["marks"][str(target["number"])]
                pending = marks
                if preview and s == preview["seat"]:
                    pending = preview["seat_marks"][str(target["number"])]
                self.draw_marks(scene, sx + col_w / 2, ty + row_h / 2, min(row_h, col_w) * 0.36, marks,
                                pending, dead)
                said.append(f"{seats[s]['name']} {pending}")
            scene.text_only(f"{target['name']}{' (dead)' if dead else ''}: " + ", ".join(said))

    @staticmethod
    def draw_marks(scene, cx, cy, r, marks, pending, dead):
        """/ for one mark, X for two, a circled X for three; marks of the visit being entered in straw."""
        for count in range(1, max(marks, pending) + 1):
            colour = theme.CHALK_DIM if dead else (theme.CHALK if count <= marks else theme.STRAW)
            if count == 1:
                scene.line(cx - r * 0.7, cy + r * 0.7, cx + r * 0.7, cy - r * 0.7, colour, max(3, r * 0.16))
            elif count == 2:
                scene.line(cx - r * 0.7, cy - r * 0.7, cx + r * 0.7, cy + r * 0.7, colour, max(3, r * 0.16))
            else:
                scene.circle(cx, cy, r, stroke=colour, line_width=max(3, r * 0.14))

    # the right-hand (or lower) panel
    def draw_panel(self, scene, x, y, w, h, state):
        below = self.draw_error(scene, x, y, w, 2)
        y, h = below, h - (below - y)
        if self.panel == "confirm" and self.confirming:
            return self.draw_confirm(scene, x, y, w, h)
        if self.panel == "menu":
            return self.draw_menu(scene, x, y, w, h, state)
        if self.panel == "history":
            return self.draw_history(scene, x, y, w, h, state)
        if self.panel == "remove":
            return self.draw_remove(scene, x, y, w, h, state)
        if self.panel == "share":
            return self.draw_share(scene, x, y, w, h)
        if (state["game_over"] or state["ended"]) and not self.fix:
            return self.draw_game_over(scene, x, y, w, h, state)
        if self.panel == "other":
            return self.draw_other(scene, x, y, w, h)
        if self.panel == "board":
            return self.draw_dartboard(scene, x, y, w, h, state)
        return self.draw_keypad(scene, x, y, w, h, state)

    def rows(self, y, h, count, gap=8):
        """Split a height into `count` rows of at least 48 px: [(row_y, row_h)]."""
        row_h = max(48, (h - gap * (count - 1)) / count)
        return [(y + i * (row_h + gap), row_h) for i in range(count)]

    def grid(self, scene, x, y, w, row_h, items, cols, gap=8, size=22):
        """Buttons in a grid: items are (id, label, caption, kind, pressed)."""
        cell = (w - gap * (cols - 1)) / cols
        for i, (rid, label, caption, kind, pressed) in enumerate(items):
            scene.button(rid, x + (i % cols) * (cell + gap), y + (i // cols) * (row_h + gap), cell, row_h, label,
                         caption=caption, kind=kind, size=size, pressed=pressed)

    def draw_slots(self, scene, x, y, w, row_h):
        entering = self.entering()
        cell = (w - 16) / 3
        for i in range(3):
            dart = entering[i] if i < len(entering) else None
            sx = x + i * (cell + 8)
            if dart:
                scene.button(f"slot:{i}", sx, y, cell, row_h, f"Dart {i + 1}: {dart_words(dart)}. Tap to take it out",
                             caption=f"{dart} \u2715", kind="ghost", size=22)
            else:
                scene.rect(sx, y, cell, row_h, stroke=theme.CHALK_DIM, radius=10, line_width=2)
                scene.text(sx + cell / 2, y + row_h / 2, f"Dart {i + 1}", 16, theme.CHALK_DIM, 400, "center",
                           mirror=False)

    def draw_keypad(self, scene, x, y, w, h, state):
        rows = self.rows(y, h, 6)
        self.draw_slots(scene, x, rows[0][0], w, rows[0][1])
        mults = [(f"multiplier:{k}", v, v, "ghost", self.multiplier == k) for k, v in MULTIPLIERS.items()]
        self.grid(scene, x, rows[1][0], w, rows[1][1], mults, 3, size=19)
        word = {"S": "", "D": "Double ", "T": "Treble "}[self.multiplier]
        keys = [(f"target:{t['number']}", f"{word}{t['name']}".strip(), t["name"], "primary", None)
                for t in state["targets"]]
        keys.append(("miss", "Miss", "Miss", "ghost", None))
        self.grid(scene, x, rows[2][0], w, rows[2][1], keys, 4, size=24)
        others = [("panel:other", "Another bed", "Other bed", "ghost", None),
                  ("panel:board", "Dartboard: tap where the dart landed", "Dartboard", "ghost", None)]
        self.grid(scene, x, rows[4][0], w, rows[4][1], others, 2, size=18)
        ready = bool(self.entering())
        if self.fix:
            half = (w - 8) / 2
            scene.button("enter", x, rows[5][0], half, rows[5][1], "Save correction", kind="primary", size=20,
                         disabled=not ready)
            scene.button("close", x + half + 8, rows[5][0], half, rows[5][1], "Cancel correction",
                         caption="Cancel", kind="ghost", size=20)
        else:
            scene.button("enter", x, rows[5][0], w, rows[5][1], "Enter turn", kind="primary", size=22,
                         disabled=not ready)

    def draw_other(self, scene, x, y, w, h):
        rows = self.rows(y, h, 6)
        scene.text(x, rows[0][0] + rows[0][1] / 2, f"{MULTIPLIERS[self.multiplier]}: another bed", 18,
                   theme.CHALK, 700, max_width=w)
        beds = [(f"bed:{n}", f"{MULTIPLIERS[self.multiplier]} {n}", str(n), "ghost", None) for n in range(1, 21)]
        self.grid(scene, x, rows[1][0], w, rows[1][1], beds, 5, size=20)
        scene.button("close", x, rows[5][0], w, rows[5][1], "Back to the keypad", kind="ghost", size=18)

    def draw_dartboard(self, scene, x, y, w, h, state):
        size = min(w, h - 56)
        radius = size / 2
        left = x + (w - size) / 2
        dartboard.draw(scene, left + radius, y + radius, radius, state["board"], state["dead"])
        scene.region(f"dartboard:{radius:.3f}", left, y, size, size, "Dartboard: tap where the dart landed",
                     point=True)
        scene.button("close", x, y + size + 8, w, 48, "Back to the keypad", kind="ghost", size=18)

    def draw_game_over(self, scene, x, y, w, h, state):
        rows = self.rows(y, h, 5)
        scene.text(x + w / 2, rows[0][0] + rows[0][1] / 2, self.status(state), 24, theme.STRAW, 800, "center",
                   max_width=w)
        order = ", ".join(state["seats"][s]["name"] for s in state["standings"])
        scene.text(x + w / 2, rows[1][0] + rows[1][1] / 2, f"By points: {order}", 16, theme.CHALK_DIM, 400,
                   "center", max_width=w)
        items = []
        if not state["ended"]:
            items.append(("ask:end", "End game", "End game", "danger", None))
        items.append(("rematch", "Rematch on a new board", "Rematch", "primary", None))
        items.append(("panel:history", "Turn history", "History", "ghost", None))
        items.append(("undo", "Undo last turn", "Undo", "ghost", None))
        self.grid(scene, x, rows[2][0], w, rows[2][1], items[:2], 2, size=20)
        self.grid(scene, x, rows[3][0], w, rows[3][1], items[2:], 2, size=18)

    def draw_menu(self, scene, x, y, w, h, state):
        items = [
            ("undo", "Undo last turn", "Undo last turn", "ghost", None),
            ("panel:history", "Turn history and corrections", "Turn history", "ghost", None),
            ("panel:share", "Share this board", "Share board", "ghost", None),
            ("caller", "Caller: speak each dart", f"Caller: {'on' if self.caller else 'off'}", "ghost", self.caller),
            ("panel:remove", "Remove a player", "Remove a player", "ghost", None),
            ("ask:end", "End game", "End game", "danger", None),
            ("ask:new", "New game with other players", "New game", "ghost", None),
        ]
        if state["ended"]:
            items = [i for i in items if i[0] not in ("ask:end", "panel:remove")]
        rows = self.rows(y, h, (len(items) + 1) // 2)
        self.grid(scene, x, y, w, rows[0][1], items, 2, size=17)

    def draw_history(self, scene, x, y, w, h, state):
        turns = list(reversed(state["turns"]))
        per_page = max(1, int((h - 56 - 8) // 56))
        page = turns[self.history_page * per_page:(self.history_page + 1) * per_page]
        if not turns:
            scene.text(x, y + 24, "No turns yet.", 18, theme.CHALK_DIM)
        for i, turn in enumerate(page):
            ty = y + i * 56
            scene.rect(x, ty, w, 52, fill=theme.TURF, radius=8)
            text = f"{turn['index'] + 1}. {turn['text']}"
            if turn["correctable"]:
                scene.text(x + 10, ty + 26, text, 15, theme.CHALK, 400, max_width=w - 130)
                scene.button(f"correct:{turn['index']}", x + w - 112, ty + 2, 108, 48,
                             f"Correct turn {turn['index'] + 1}: {turn['text']}", caption="Correct", kind="ghost",
                             size=16)
            else:
                scene.text(x + 10, ty + 26, text, 15, theme.CHALK_DIM, 400, max_width=w - 20)
        by = y + h - 48
        third = (w - 16) / 3
        if self.history_page > 0:
            scene.button("page:-1", x, by, third, 48, "Newer turns", caption="Newer", kind="ghost", size=16)
        if (self.history_page + 1) * per_page < len(turns):
            scene.button("page:1", x + third + 8, by, third, 48, "Older turns", caption="Older", kind="ghost", size=16)
        scene.button("close", x + 2 * (third + 8), by, third, 48, "Back to the keypad", caption="Done",
                     kind="primary", size=16)

    def draw_remove(self, scene, x, y, w, h, state):
        seats = [s for s in state["seats"] if s["in_game"]]
        rows = self.rows(y, h, 6)
        scene.text(x, rows[0][0] + rows[0][1] / 2, "Who is leaving the board?", 18, theme.CHALK, 700, max_width=w)
        items = [(f"ask:remove/{s['seat']}", f"Remove {s['name']}", s["name"], "ghost", None) for s in seats]
        self.grid(scene, x, rows[1][0], w, rows[1][1], items, 2, size=18)
        scene.button("close", x, rows[5][0], w, rows[5][1], "Back to the keypad", caption="Cancel", kind="ghost",
                     size=18)

    def draw_share(self, scene, x, y, w, h):
        link = self.share_link()
        rows = self.rows(y, h, 5)
        scene.paragraph(x, rows[0][0] + 14, w, "Whoever opens this link gets the same board and players, "
                        "ready for the first dart:", 16, theme.CHALK)
        lines = wrap(link, 13, w)
        for i, line in enumerate(lines[:4]):
            scene.text(x, rows[1][0] + 12 + 17 * i, line, 13, theme.STRAW, 400, max_width=w, mirror=False)
        scene.text_only(link)
        half = (w - 8) / 2
        scene.button("copy", x, rows[4][0], half, rows[4][1], "Copy the link", caption="Copy link", size=18)
        scene.button("close", x + half + 8, rows[4][0], half, rows[4][1], "Back to the keypad", caption="Done",
                     kind="ghost", size=18)

    def draw_confirm(self, scene, x, y, w, h):
        what, sentence = self.confirming
        rows = self.rows(y, h, 5)
        scene.paragraph(x, rows[0][0] + 14, w, sentence, 19, theme.CHALK, 700)
        verb = {"end": "End the game now", "new": "Start a new game"}.get(what.partition("/")[0], "Remove them")
        half = (w - 8) / 2
        # The yes and the no sit apart from where the menu's buttons were: a stray tap is a no.
        scene.button("close", x, rows[2][0], half, rows[2][1], "Cancel", caption="No, go back", kind="primary", size=18)
        scene.button("confirm", x + half + 8, rows[4][0], half, rows[4][1], verb, kind="danger", size=18)

    # set-up -------------------------------------------------------------------------------------
    def draw_setup(self, scene, top):
        """Players, board and round limit. Short screens (a 7" kiosk) get a compact layout that fits."""
        w = scene.w
        compact = scene.h - top < 600
        pad = 12 if compact else 16 if w < 600 else 28
        gap = 8 if compact else 20
        width = min(w - 2 * pad, 760)
        x = (w - width) / 2
        y = top + pad
        if not self.kiosk:
            scene.button("back", x, y, 110, 48, "Back to the hub", caption="\u2190 Hub", kind="ghost", size=17)
            if not compact:
                y += 56
        title_x = x + (118 if compact and not self.kiosk else 0)
        add_w = min(width, 200)
        scene.text(title_x, y + 24, "Random Cricket: new game", 26 if w >= 600 else 20, theme.STRAW, 800,
                   max_width=width - (title_x - x) - (add_w + 8 if compact else 0), heading=True)
        if compact:
            scene.button("add-player", x + width - add_w, y, add_w, 48, "Add player", caption="+ Add player",
                         kind="ghost", size=17)
        y += 56
        if self.error:
            scene.rect(x, y, width, 44, fill=theme.ALERT, radius=8)
            scene.text(x + 12, y + 22, self.error, 16, theme.INK, 600, max_width=width - 24)
            y += 52
        for i, player in enumerate(self.players):
            bot_w, drop_w = 150, 56
            field_w = width - bot_w - drop_w - 16
            scene.field(f"name:{i}", x, y, field_w, 50, f"Player {i + 1} name", player["name"],
                        placeholder=f"Player {i + 1}{' (host)' if i == 0 else ''}", max_length=20)
            caption = f"Computer {player['bot']}" if player["bot"] else "Person"
            scene.button(f"bot:{i}", x + field_w + 8, y + 1, bot_w, 48,
                         f"Player {i + 1} is {caption.lower()}: change", caption=caption, kind="ghost", size=16)
            if len(self.players) > 1:
                scene.button(f"drop-player:{i}", x + width - drop_w, y + 1, drop_w, 48, f"Take player {i + 1} off",
                             caption="\u2715", kind="ghost", size=18)
            y += 56
        if not compact:
            scene.button("add-player", x, y, add_w, 52, "Add player", caption="+ Add player", kind="ghost", size=18)
            y += 52 + gap
            scene.text(x, y + 8, "Board", 18, theme.CHALK, 700, heading=True)
            y += 26
        else:
            y += gap
        half = (width - 8) / 2
        scene.button("board-kind:random", x, y, half, 52, "Random board", caption="Random: 6 numbers + bull",
                     kind="ghost", size=16, pressed=self.board_kind == "random")
        scene.button("board-kind:standard", x + half + 8, y, half, 52, "Standard board",
                     caption="Standard: 20-15 + bull", kind="ghost", size=16, pressed=self.board_kind == "standard")
        y += 52 + gap
        if not compact:
            scene.text(x, y + 8, "Round limit", 18, theme.CHALK, 700, heading=True)
            y += 26
        quarter = (width - 24) / 4
        for i, limit in enumerate(LIMITS):
            caption = "No limit" if limit is None else f"{limit} rounds"
            scene.button(f"limit:{limit or 'off'}", x + i * (quarter + 8), y, quarter, 52,
                         "No round limit" if limit is None else f"Round limit {limit}", caption=caption,
                         kind="ghost", size=16, pressed=self.limit == limit)
        y += 52 + gap
        scene.button("start", x, y, width, 56, "Start game", size=22)
        scene.h = max(scene.h, int(y + 56 + pad))


SCREEN = DartsScreen

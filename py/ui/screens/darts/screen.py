"""The Random Cricket screen: the match, saving, the layout, taps routed to the panels, and the
computer's visits shown dart by dart.

The screen holds only what a player is in the middle of: the darts of the visit being entered (and
of a correction), saved beside the match after every dart; the multiplier chosen; which panel is
open; which computer darts are still being shown. Every number on the board comes from
`darts.replay` and `darts.preview`; every refusal is the engine's own sentence.
"""

from pavilion import catalog, darts
from pavilion.core import RuleError, with_actions
from pavilion.darts.announce import spoken

from ... import theme
from ...caller import call_dart, call_turn
from ...scene import wrap
from ...oche import seat
from ...stored import FLAG, Fields, ListOf, Maybe, Text, Whole, setting
from ...oche import bar as status_bar
from ...oche import grid as oche_grid
from ...oche import saving, share
from ...oche.players import focus_after_drop
from .. import GameScreen
from . import board as scoreboard
from .entry import EntryPanel
from .history import HistoryPanel
from .menu import MenuPanel
from .rules import RulesPanel
from .setup import SetupPanel
from .stats import StatsPanel, awards

GAME = catalog.BY_SLUG["random-cricket"]
KIOSK_MATCH = setting("kiosk-match", Maybe(Text(64)))  # which match the kiosk shows
DARTS = ListOf(Text(3, least=1), most=3)  # a visit's darts, as notations ("T20", "M")
DART_MS, HOLD_MS = 900, 1600  # a computer's dart appearing; its whole visit held before play goes on
AWARD_S = 4  # s: an award is called on the status line this long, then whose throw it is returns
PAGES = ("history", "stats", "rules", "share")  # panels that take the whole screen below the bar


def dart_words(dart: str) -> str:
    """How the screen names a dart for a screen reader: 'Treble twenty', 'Outer bull', 'Miss'."""
    return call_dart(dart).capitalize()


class DartsScreen(SetupPanel, EntryPanel, MenuPanel, HistoryPanel, StatsPanel, RulesPanel, GameScreen):
    name = "darts"
    game = GAME
    extras = Fields(visit=DARTS, caller=FLAG, fix=Fields(required=("turn", "darts"), turn=Whole(), darts=DARTS),
                    play=("visit", "fix"))

    def __init__(self, app, match_id=None, params=None):
        super().__init__(app)
        self.kiosk = app.mode == "kiosk"
        self.match = None
        self.match_id = None
        self.visit = []  # darts of the visit being entered, saved after each one
        self.fix = None  # (turn index, darts) while correcting a past turn, saved too
        self.multiplier = "S"
        self.panel = "keypad"  # keypad | other | board | menu | remove | confirm | history | stats | rules | share
        self.confirming = None  # (what, sentence) awaiting a second, deliberate tap
        self.history_page = 0
        self.caller = False
        self.spoken = (0, "")
        self.reveal = None  # [action indices of computer turns still to show, darts of the first shown]
        self.award = None  # (words, when): the last visit's award, called on the status line for AWARD_S
        self.landscape = True  # the last frame's layout: side by side, or stacked on a phone
        self.tappable = set()  # the regions of the last frame: a tap on anything else is stale
        self.dropped = None  # the set-up row just taken off: focus goes to the player now in it
        self._cache = {}
        self.init_setup()
        if self.kiosk and match_id is None:
            match_id = app.store.setting(KIOSK_MATCH)
        if params and "m" in params and match_id:
            match_id = self.same_link_opened_before(match_id)
        if match_id:
            self.open_saved(match_id)
        if self.match is None:
            self.restore_setup()

    # derived views, computed once per change -----------------------------------------------------
    def cached(self, key, make):
        """`make()` computed once for `key` (the match is compared by identity, the rest by value)."""
        hit = self._cache.get(key[0])
        if hit is None or hit[0] is not key[1] or hit[1] != key[2:]:
            self._cache[key[0]] = hit = (key[1], key[2:], make())
        return hit[2]

    def state(self):
        """The replayed state of the current match."""
        return self.cached(("state", self.match), lambda: darts.replay(self.match))

    def preview(self, visit):
        """What `visit` is worth for the seat to throw (RuleError if a dart is refused)."""
        return self.cached(("preview", self.match, tuple(visit)), lambda: darts.preview(self.match, visit))

    def offers(self):
        """The engine's legal actions now: the menu offers only what would not be refused."""
        return self.cached(("offers", self.match), lambda: darts.legal_actions(self.match))

    def offered(self, kind: str) -> bool:
        return any(a["type"] == kind for a in self.offers())

    def shown(self):
        """(state, preview, caption) the scoreboard draws: a computer visit being shown dart by dart,
        a correction's effect on the whole game, or the game with the visit being entered."""
        if self.reveal:
            index, count = self.reveal[0][0], self.reveal[1]
            before = self.cached(("before", self.match, index),
                                 lambda: with_actions(self.match, self.match["actions"][:index]))
            thrown = self.match["actions"][index]["darts"][:count]
            state = self.cached(("shown", before), lambda: darts.replay(before))
            preview = self.cached(("shown-preview", before, tuple(thrown)), lambda: darts.preview(before, thrown))
            return state, preview, f"{state['seats'][preview['seat']]['name']} throwing"
        if self.fix:
            turn, fixed = self.fix
            if fixed:
                try:
                    fixed_match = self.cached(("fixed", self.match, turn, tuple(fixed)), lambda: darts.apply(
                        self.match, {"type": "correct", "turn": turn, "darts": fixed}))
                    state = self.cached(("fixed-state", fixed_match), lambda: darts.replay(fixed_match))
                    return state, None, f"Correcting turn {turn + 1}: the board as it would be"
                except RuleError:
                    pass
            return self.state(), None, f"Correcting turn {turn + 1}"
        state = self.state()
        preview = self.preview(self.visit) if self.visit and state["to_throw"] is not None else None
        return state, preview, None

    # loading and saving ------------------------------------------------------------------------
    def same_link_opened_before(self, match_id):
        """A share link opened again opens the match it made the first time (ui/oche/share.py)."""
        return share.opened_before(self.app, GAME, match_id)

    def open_saved(self, match_id):
        loaded = self.load_saved(match_id, missing=not self.kiosk)
        if loaded is None:
            return
        match, extra, state = loaded
        self.match, self.match_id = match, match_id
        self._cache["state"] = (match, (), state)
        self.caller = extra.get("caller") is True
        self.visit = self.checked_visit(extra.get("visit", []))
        fix = extra.get("fix")
        if fix:
            try:
                corrected = darts.apply(match, {"type": "correct", "turn": fix["turn"], "darts": fix["darts"]})
                self.fix = (fix["turn"], corrected["actions"][-1]["darts"])
            except RuleError:
                if fix["darts"] == [] and 0 <= fix["turn"] < len(state["turns"]):
                    self.fix = (fix["turn"], [])
        if self.kiosk:
            self.remember_kiosk()

    def checked_visit(self, visit):
        """A saved half-entered visit, if it still fits the game (it was entered elsewhere)."""
        if not visit:
            return []
        try:
            return darts.preview(self.match, visit)["darts"]
        except RuleError:
            return []  # a visit that no longer fits the game (it was entered elsewhere)

    def remember_kiosk(self):
        self.keep_draft(KIOSK_MATCH, self.match_id)

    def persist(self):
        state = self.state()
        names = " v ".join(s["name"] for s in state["seats"])
        when = "game over" if state["game_over"] or state["ended"] else f"round {state['round']}"
        extra = {"visit": list(self.visit), "caller": self.caller}
        if self.fix:
            extra["fix"] = {"turn": self.fix[0], "darts": list(self.fix[1])}
        game = "" if self.game_name() == GAME["title"] else f"{self.game_name()} \u00b7 "  # the hub lists it as Random Cricket
        saving.save(self, bool(self.match["actions"] or self.visit), f"{game}{names} \u00b7 {when}", extra,
                    state["game_over"] or state["ended"], KIOSK_MATCH)

    # the aria-live line and the caller ----------------------------------------------------------
    def tell(self, sentence, call=None):
        """Say what happened; with the caller on, also speak `call` ('treble twenty')."""
        super().tell(sentence)
        if call and self.caller:
            self.spoken = (self.spoken[0] + 1, call)

    def game_name(self):
        """What this game is called: Custom Cricket on six numbers the host chose, else Random Cricket
        (a standard board is Random Cricket's too). The set-up's choice names it before Start."""
        kind = self.match["options"].get("board") if self.match else self.board_kind
        return "Custom Cricket" if kind == "custom" else "Random Cricket"

    def title(self):
        return f"{self.game_name()} scoreboard" if self.kiosk else f"{self.game_name()} - Pavilion"

    def arrival(self):
        if self.match is None:
            return f"{self.game_name()}: set up a new game."
        return f"{self.game_name()}. {self.status(self.state())}."

    # events -------------------------------------------------------------------------------------
    def on_tap(self, region, event):
        if region not in self.tappable:
            return  # a second tap on a button that is gone (a double tap): it does nothing twice
        in_setup = self.match is None
        kind, _, arg = region.partition(":")
        if self.reveal and event.get("by_key") and kind not in ("back", "panel"):
            return self.finish_reveal()  # a key pressed while the computer's darts show only skips them
        self.finish_reveal()
        self.dropped = int(arg) if in_setup and kind == "drop-player" else None
        super().on_tap(region, event)
        if in_setup:
            self.keep_setup()  # every set-up choice is kept; Start clears the draft

    def on_key(self, key):
        if self.reveal and key == "Escape":
            return self.finish_reveal()  # Escape while the computer's darts show skips them; it does not leave
        self.finish_reveal()
        if self.match is None or (self.panel == "keypad" and self.fix is None and key == "Escape"):
            if not self.kiosk and key == "Escape":
                self.app.go("")
            return
        if key == "Escape":
            self.close_panel()
        elif key == "Backspace" and self.panel in ("keypad", "other", "board"):
            self.guard(self.tap_back_dart, "", {})
        elif key == "Enter" and self.panel == "keypad" and self.entering():
            self.guard(self.tap_enter, "", {})

    def guard(self, handler, arg, event):
        """Run a tap handler for a key press: a refusal is shown like a tap's."""
        try:
            handler(arg, event)
        except RuleError as e:
            self.refuse(e)

    def on_tick(self):
        """The next computer dart appears; after the last, its visit is held, then the next visit.
        With no computer visit to show, the tick is the award's: it has been called long enough."""
        if not self.reveal:
            self.award = None
            return
        queue, count = self.reveal
        thrown = self.match["actions"][queue[0]]["darts"]
        if count + 1 < len(thrown):
            self.reveal[1] = count + 1
            dart = thrown[count]
            self.tell(f"{self.state()['seats'][self.match['actions'][queue[0]]['seat']]['name']}: "
                      f"{dart_words(dart)}.", call_dart(dart))
        elif count < len(thrown):  # the visit's last dart: said whole, with its award
            self.reveal[1] = count + 1
            state = darts.replay(with_actions(self.match, self.match["actions"][:queue[0] + 1]))
            self.announce(state, state["turns"][-1])
        elif len(queue) > 1:
            self.reveal = [queue[1:], 0]
        else:
            self.finish_reveal()

    def finish_reveal(self):
        self.reveal = None

    def close_panel(self):
        self.panel, self.confirming = "keypad", None
        if self.fix:
            self.fix = None
            self.persist()

    def tap_close(self, arg, event):
        self.close_panel()
        self.tell("Back to the keypad.")

    def tap_panel(self, arg, event):
        self.panel = arg
        self.confirming = None
        self.history_page = 0
        self.tell({"other": "Another bed: it is recorded and scores nothing here.",
                   "board": "Tap the dartboard where each dart landed.", "menu": "Menu.",
                   "history": "Turn history: choose a turn to correct.", "keypad": "Keypad.",
                   "remove": "Choose the player who is leaving.", "share": "Share this board.",
                   "stats": "Stats.", "rules": f"How to play {self.game_name()}."}[arg])

    # after each action ---------------------------------------------------------------------------
    def start(self, match):
        self.match = match
        self.match_id = self.app.store.new_id(GAME["slug"])
        self.visit, self.fix, self.panel, self.award = [], None, "keypad", None
        state = self.state()
        self.tell(f"New game on {', '.join(t['name'] for t in state['targets'])}. {self.status(state)}.")
        self.after_action(told=True)  # saved from the first move on (oche/saving.py)

    def after_action(self, told=False):
        """Computer throwers take their turns (shown dart by dart), the match is saved, and the
        board says what happened."""
        state = self.state()
        if not told:
            last = self.match["actions"][-1]
            self.announce(state, state["turns"][-1] if last["type"] == "turn" else None)
        before = len(self.match["actions"])
        seat = state["to_throw"]
        if seat is not None and state["seats"][seat]["bot"]:  # only then: each call replays the record
            self.match = darts.autoplay(self.match)
        thrown = list(range(before, len(self.match["actions"])))
        self.reveal = [thrown, 0] if thrown else None
        self.panel, self.confirming = "keypad", None
        self.persist()

    def announce(self, state, turn):
        """The aria-live line of the last action, with the award a visit earned (called on the status
        line for a few seconds); the caller says the award, or the visit's marks."""
        earned = awards(turn) if turn else []
        name = state["seats"][turn["seat"]]["name"] if turn else ""
        self.award = (f"{' and '.join(earned)}! {name}", self.app.store.clock()) if earned else None
        line = spoken(state, turn, f"{' and '.join(earned)}!" if earned else "")
        if earned:
            self.tell(line, " and ".join(earned))
        else:
            self.tell(line, call_turn(turn["marks"], state["game_over"]) if turn else None)

    # drawing ------------------------------------------------------------------------------------
    def status(self, state):
        seats, legs = state["seats"], state["legs"]
        if state["ended"] or state["game_over"]:
            if legs["first_to"] > 1 and state["match_winner"] is None and not state["ended"]:
                return f"Leg {legs['leg']} over: {self.outcome(state)}"
            return f"Game {'ended' if state['ended'] else 'over'}: {self.outcome(state)}"
        limit = f" of {state['round_limit']}" if state["round_limit"] else ""
        leg = f"Leg {legs['leg']} \u00b7 " if legs["first_to"] > 1 else ""
        return f"{leg}Round {state['round']}{limit} \u00b7 {seats[state['to_throw']]['name']} to throw"

    @staticmethod
    def outcome(state):
        """Who won and how, in words a pub player understands (a round-limit result says why)."""
        seats = state["seats"]
        how = state["result"]
        if state["match_winner"] is not None and state["legs"]["first_to"] > 1:
            tally = "-".join(str(n) for n in state["legs"]["won"])
            return f"{seats[state['match_winner']]['name']} wins the match {tally}"
        if how == "closed-out":
            return f"{seats[state['winner']]['name']} wins"
        if how == "points":
            return (f"{seats[state['winner']]['name']} wins on points: nobody closed out "
                    f"in {state['round_limit']} rounds")
        if how == "draw":
            return f"a draw: level on points after {state['round_limit']} rounds"
        if how == "no-result" and state["bare_totals"]:
            return "no winner (a turn entered as a total cannot decide it)"
        return "no winner"

    def draw(self, scene, top):
        self.spoken_frame(scene)
        if self.match is None:
            self.draw_setup(scene, top)
            focus_after_drop(scene, self.dropped)
        else:
            self.draw_game(scene, top)
        self.tappable = {r["id"] for r in scene.regions if not r["disabled"]}

    def spoken_frame(self, scene):
        if self.spoken[0]:
            scene.speak = list(self.spoken)
        if self.kiosk and self.match_id and (self.match["actions"] or self.visit):  # a saved board
            scene.snapshot = self.match_id

    def layout(self, scene, top):
        """Where the status line, the scoreboard and the panel go. On a landscape screen (the kiosk)
        the scoreboard takes the whole height on the left and the status line tops the panel on the
        right; on a phone they stack. The scoreboard shows whatever entry panel is open."""
        w, h = scene.w, scene.h - top
        landscape = w >= h * 1.15 and w >= 640
        pad = 6 if min(w, h) < 560 else 12
        if landscape:
            panel_w = max(292, min(int(w * 0.375), 520))
            px = w - panel_w - pad
            bar = (px, top + pad, panel_w, 76 if h < 560 else 68)  # the kiosk: two lines read from the oche (the round, whose throw)
            board = (pad, top + pad, px - 2 * pad, h - 2 * pad)
            below = bar[1] + bar[3] + 8
            panel = (px, below, panel_w, top + h - pad - below)
        else:
            bar = (0, top, w, 48 if w < 600 else 56)
            body_y, body_h = top + bar[3] + pad, h - bar[3] - 2 * pad
            panel_h = self.keypad_height(w - 2 * pad, h)
            board_h = max(body_h - panel_h - pad, scoreboard.COMPACT if self.panel != "board" else 60)
            board = (pad, body_y, w - 2 * pad, board_h)
            panel = (pad, body_y + board_h + pad, w - 2 * pad, panel_h)
        page_y = top + pad if landscape else bar[1] + bar[3] + pad
        page = (pad, page_y, w - 2 * pad, top + h - pad - page_y)
        return {"bar": bar, "board": board, "panel": panel, "page": page, "landscape": landscape}

    def draw_game(self, scene, top):
        box = self.layout(scene, top)
        self.landscape = box["landscape"]
        state, preview, caption = self.shown()
        if self.panel in PAGES:
            if not box["landscape"]:
                self.draw_bar(scene, box["bar"], state, caption)
            getattr(self, f"draw_{self.panel}")(scene, *box["page"], self.state())
            return
        self.draw_bar(scene, box["bar"], state, caption)
        scoreboard.draw(scene, *box["board"], state, preview, self.reveal is not None)
        self.draw_panel(scene, *box["panel"], self.state())
        if self.reveal is None and self.calling():  # the status line comes back when the award is done
            scene.timer = max(50, int(1000 * (self.award[1] + AWARD_S - self.app.store.clock())))
        if self.reveal:
            scene.timer = self.app.display.pace(DART_MS if self.reveal[1] < len(self.match["actions"][self.reveal[0][0]]["darts"])
                                                else HOLD_MS)

    def draw_bar(self, scene, bar, state, caption):
        """The status line (whose throw, the round, an award, a refusal) with Menu, and Back to the
        hub outside the kiosk."""
        _, y, w, h = bar
        left, room = status_bar.frame(scene, bar, kiosk=self.kiosk, menu_open=self.panel == "menu",
                                      back_caption="\u2190" if w < 600 else "\u2190 Hub")
        text = caption or self.status(state)
        if not caption and self.game_name() != GAME["title"]:  # a Custom Cricket game says so, above the round
            text = f"{self.game_name()} \u00b7 {text}"
        award = None if caption or state["game_over"] or state["ended"] else self.calling()
        if award:
            scene.rect(left, y + 4, room, h - 8, fill=theme.STRAW, radius=8)
            self.draw_lines(scene, left + 8, y, room - 16, h, award, theme.INK, 800, 21)
            scene.text_only(text, heading=True)
        elif caption or state["to_throw"] is None or " \u00b7 " not in text:
            self.draw_lines(scene, left + 4, y, room - 8, h, text, theme.STRAW, 700, 21, heading=True)
        else:
            self.draw_turn(scene, left + 4, y, room - 8, h, text)
        if self.error:
            scene.rect(left, y + 2, room, h - 4, fill=theme.ALERT, radius=8)
            self.draw_lines(scene, left + 8, y + 2, room - 16, h - 4, self.error, theme.INK, 600, 17)

    def calling(self):
        """The award being called now, or None once it has been called for AWARD_S."""
        if self.award and self.app.store.clock() < self.award[1] + AWARD_S:
            return self.award[0]
        return None

    @staticmethod
    def draw_turn(scene, x, y, w, h, status):
        """Whose throw it is, as big as the scoreboard's figures (read from the oche), under the round
        (with the game and the leg where they fit at that size)."""
        where, _, thrower = status.rpartition(" \u00b7 ")
        read = min(scoreboard.MIN_READ, (h - 6) / 2 * seat.INK)  # two lines fill the bar
        floor = seat.size_for(read)
        parts = where.split(" \u00b7 ")  # ('Custom Cricket', 'Leg 1', 'Round 2')
        if seat.fits(where, floor) > w:  # the leg is over the scoreboard's targets too: the round stays
            parts = [part for part in parts if not part.startswith("Leg ")]
        if read >= scoreboard.MIN_READ and seat.fits(" \u00b7 ".join(parts), floor) > w:
            parts = parts[-1:]  # read from the oche: the round alone (the game is in the title, and said)
        where = " \u00b7 ".join(parts)
        line = (h - 6) / 2
        scene.text(x, y + 3 + line / 2, where, seat.fitted(where, read, w), theme.CHALK_DIM, 700, max_width=w,
                   mirror=False, family=seat.DIGITS)
        thrower = seat.clip(thrower, floor, w, " to throw")
        scene.text(x, y + 3 + line * 1.5, thrower, seat.fitted(thrower, read, w), theme.STRAW, 800, max_width=w,
                   mirror=False, family=seat.DIGITS)
        scene.text_only(status, heading=True)

    @staticmethod
    def draw_lines(scene, x, y, w, h, text, colour, weight, largest, heading=False):
        """`text` wrapped into a box of height `h`, at the largest size from `largest` down that fits
        (a refusal over the status line: it never moves a key, so the next tap lands where aimed)."""
        for size in range(largest, 11, -2):
            lines = wrap(text, size, w, weight)
            if len(lines) * (size + 3) <= h - 4:
                break
        lines = lines[:max(1, int((h - 4) // (size + 3)))]
        first = y + h / 2 - (len(lines) - 1) * (size + 3) / 2
        for i, line in enumerate(lines):
            scene.text(x, first + i * (size + 3), line, size, colour, weight, max_width=w, mirror=False)
        scene.text_only(text, heading=heading)

    def draw_panel(self, scene, x, y, w, h, state):
        if self.panel == "confirm" and self.confirming:
            return self.draw_confirm(scene, x, y, w, h)
        if self.panel == "menu":
            return self.draw_menu(scene, x, y, w, h, state)
        if self.panel == "remove":
            return self.draw_remove(scene, x, y, w, h, state)
        if (state["game_over"] or state["ended"]) and not self.fix and not self.reveal:
            return self.draw_game_over(scene, x, y, w, h, state)
        if self.panel == "other":
            return self.draw_other(scene, x, y, w, h)
        if self.panel == "board":
            return self.draw_dartboard(scene, x, y, w, h, state)
        return self.draw_keypad(scene, x, y, w, h, state)

    rows = staticmethod(oche_grid.rows)  # the panels' rows and grids of keys: ui/oche/grid.py
    grid = staticmethod(oche_grid.grid)

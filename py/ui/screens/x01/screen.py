"""The 501 screen (`#/x01`): the match, saving, the layout, taps routed to the panels, and the
computer's visits shown dart by dart.

The screen holds only what a player is in the middle of: the total being typed or the darts of the
visit being entered (saved beside the match after every key), the entry mode, a question about the
visit ("How many darts?"), a visit being corrected, and which panel is open. Every number on the
board comes from `x01.replay` and `x01.preview`; every refusal is the engine's own sentence.
"""

from pavilion import catalog, x01
from pavilion.core import RuleError, with_actions

from ... import dartboard, router
from ...caller import call_dart, hear_voice_report
from ...oche import numpad, saving, share
from ...oche.keypad import MULTIPLIERS, dart_text, words
from ...oche.players import focus_after_drop
from ...stored import FLAG, Fields, ListOf, OneOf, Text, Whole
from .. import GameScreen
from ..darts.rules import RulesPanel
from ..darts.screen import AWARD_S, KIOSK_MATCH
from ..darts.setup import KNOWN_PLAYERS, remember_players
from . import entry, pages, view
from .totals import TotalQuestions
from . import setup as form

GAME = catalog.BY_SLUG["x01"]
DARTS = ListOf(Text(3, least=1), most=3)


class X01Screen(TotalQuestions, RulesPanel, share.SharePanel, GameScreen):
    """The set-up, then the board; the rules card is Random Cricket's panel with 501's text."""

    name = "x01"
    game = GAME
    rules = pages.RULES
    extras = Fields(typed=Text(3), visit=DARTS, mode=OneOf(*entry.MODES), caller=FLAG, fix=Whole(),
                    play=("typed", "visit", "fix"))

    def __init__(self, app, match_id=None, params=None):
        super().__init__(app)
        self.kiosk = app.mode == "kiosk"
        self.match = self.match_id = None
        self.draft = form.fresh()
        self.typed = ""  # the visit total being typed
        self.refused = None  # a typed total just refused: shown until the next digit starts a new one
        self.visit = []  # the darts of the visit being entered dart by dart
        self.mode = "totals"  # totals | darts | board
        self.multiplier = "S"
        self.asking = None  # {"fields", "step", "before"}: a typed total waiting for an answer
        self.settling = False  # a question just put, or a total or Bust just entered: a finger's second tap on
        # its keys (the answers and Cancel; Bust and Enter) is nothing until the next tick (entry.GUARD_MS)
        self.fix = None  # the index of the visit being corrected
        self.redo = None  # [(name, words)]: a visit taken back by Back, shown over the status line until entered again
        self.panel = "entry"  # entry | menu | confirm | history | stats | rules | share
        self.confirming = None
        self.page = 0  # of the history or the rules card
        self.caller = False
        self.spoken = (0, "")
        self.reveal = None  # [action indices of computer visits still to show, darts of the first shown]
        self.award = None  # (words, when): a leg won, called over the status line for AWARD_S; play waits
        self.keyed = False  # the total being typed came from the keyboard: focus waits on its Enter
        self.dropped = None  # the set-up row just taken off: focus goes to the player now in it
        self.tappable = set()
        self._memo = {}
        if self.kiosk and match_id is None:
            kept = app.store.setting(KIOSK_MATCH)
            match_id = kept if app.store.index().get(kept or "", {}).get("game") == GAME["slug"] else None
        if params and "m" in params and match_id:
            match_id = share.opened_before(app, GAME, match_id)  # a link opened again: the match it made
        if match_id:
            self.open_saved(match_id)
        if self.match is None:
            self.draft = form.restored(app.store.setting(form.SETUP_DRAFT))

    # derived views ----------------------------------------------------------------------------
    def memo(self, key, make):
        """`make()` once per match (by identity) and key: a frame asks for the same views many times."""
        hit = self._memo.get(key)
        if hit is None or hit[0] is not self.match:
            self._memo[key] = hit = (self.match, make())
        return hit[1]

    def state(self):
        return self.memo("state", lambda: x01.replay(self.match))

    def preview(self, darts):
        return self.memo(("preview", tuple(darts)), lambda: x01.preview(self.match, darts))

    def offered(self, kind):
        return any(a["type"] == kind for a in self.memo("offers", lambda: x01.legal_actions(self.match)))

    def shown(self):
        """(state, preview) the board draws: a computer visit being shown dart by dart, or the game with
        the darts being entered."""
        if self.reveal:
            index, count = self.reveal[0][0], self.reveal[1]
            before = self.memo(("before", index), lambda: with_actions(self.match, self.match["actions"][:index]))
            thrown = self.match["actions"][index]["darts"][:count]
            return (self.memo(("before-state", index), lambda: x01.replay(before)),
                    self.memo(("before-preview", index, count), lambda: x01.preview(before, thrown)))
        state = self.state()
        if self.visit and self.fix is None and state["to_throw"] is not None:
            return state, self.preview(self.visit)
        return state, None

    # loading and saving -------------------------------------------------------------------------
    def open_saved(self, match_id):
        loaded = self.load_saved(match_id, missing=not self.kiosk)
        if loaded is None:
            return
        self.match, self.match_id = loaded[0], match_id
        extra = loaded[1]
        self.caller = extra.get("caller") is True
        self.mode = extra.get("mode", "totals")
        fix = extra.get("fix")
        self.fix = fix if fix is not None and fix < len(loaded[2]["visits"]) else None
        self.typed = "".join(ch for ch in extra.get("typed", "") if ch in "0123456789")[:numpad.MOST_DIGITS]
        visit = extra.get("visit", [])
        try:
            self.visit = self.preview(visit)["darts"] if visit and self.fix is None else []
        except RuleError:
            self.visit = []  # darts that no longer fit the game (it moved on elsewhere)
        if self.kiosk:
            self.keep_draft(KIOSK_MATCH, match_id)

    def persist(self):
        state = self.state()
        names = " v ".join(p["name"] for p in state["players"])
        over = state["ended"] or state["winner"] is not None
        extra = {"typed": self.typed, "visit": list(self.visit), "mode": self.mode, "caller": self.caller}
        if self.fix is not None:
            extra["fix"] = self.fix
        saving.save(self, bool(self.match["actions"] or self.visit or self.typed), f"{names} \u00b7 {state['turn_line']}",
                    extra, over, KIOSK_MATCH)

    # telling ----------------------------------------------------------------------------------
    def tell(self, sentence, call=None):
        """Say what happened; with the caller on, also speak `call` ('One hundred and eighty!')."""
        super().tell(sentence)
        if call and self.caller:
            self.spoken = (self.spoken[0] + 1, call)

    def title(self):
        return "501 scoreboard" if self.kiosk else "501 - Pavilion"

    def arrival(self):
        if self.match is None:
            return "501: set up a new game."
        return f"501. {self.state()['turn_line']}."

    status = view.status  # the status line's words (whose throw, or the result): what Follow this game says

    # events -----------------------------------------------------------------------------------
    def on_tap(self, region, event):
        if region not in self.tappable:
            return  # a second tap on a button that is gone (a double tap) does nothing twice
        kind, _, arg = region.partition(":")
        if self.settling and not event.get("by_key"):
            if kind in (("answer", "close") if self.asking else entry.AFTER_VISIT):
                return  # the second tap of a double tap: on the question it put, or on the Bust or Enter
                # that entered the visit (the next player's Bust or Enter); a key press is meant
            if not self.asking:
                self.settling = False  # another key between: no double tap
        revealing, self.reveal = self.reveal, None
        self.keyed = False
        if revealing and (self.mode == "totals" or event.get("by_key")) and kind not in ("back", "panel"):
            return self.announce()  # the computer's darts: a tap reaching for the pad, a key, only skips them
        self.dropped = int(arg) if self.match is None and kind == "drop-player" else None
        if self.match is None and kind in form.CHOICES:
            return self.guard(lambda a, e: self.on_setup_tap(kind, a), arg)
        super().on_tap(region, event)

    def on_input(self, field, value):
        kind, _, i = field.partition(":")
        if self.match is None and kind == "name" and i.isdigit() and int(i) < len(self.draft["players"]):
            self.draft["players"][int(i)]["name"] = value.strip()[:form.NAME_LENGTH]
            self.keep_draft(form.SETUP_DRAFT, self.draft)

    def on_key(self, key):
        revealing, self.reveal = self.reveal, None
        if revealing and key == "Escape":
            return  # Escape while the computer's darts show skips them; it does not leave the match
        if self.match is None or (key == "Escape" and self.panel == "entry" and not self.asking):
            if not self.kiosk and key == "Escape":
                self.app.go("")
            return
        handler = None
        if key == "Escape":
            handler = self.tap_close
        elif self.panel == "entry" and not self.asking:
            if key.isdigit() and self.mode == "totals":
                self.keyed = True  # typed on the keyboard: its Enter key enters the total (entry.draw_totals)
                return self.guard(self.tap_digit, key)
            handler = {"Backspace": self.tap_back_entry if self.mode == "totals" else self.tap_back_dart,
                       "Enter": self.tap_enter_total if self.mode == "totals" else self.tap_enter_darts}.get(key)
        if handler:
            self.guard(handler, "")

    def guard(self, handler, arg):
        try:
            handler(arg, {})
        except RuleError as e:
            self.refuse(e)

    def on_tick(self):
        """The next computer dart appears; after its last, the visit is held (a leg it won is called),
        then the next visit. A leg won holds everything until it has been called for AWARD_S; a
        question's guard ends first."""
        if self.settling:
            self.settling = False
            return  # the guard's tick (view.draw_game asks for it first); what else waits asks again
        if self.calling():
            return
        if self.award:
            self.award = None
            return  # the call is over: whose throw returns, and the computer's darts follow
        if not self.reveal:
            return
        queue, count = self.reveal
        action = self.match["actions"][queue[0]]
        if count < len(action["darts"]):
            self.reveal[1] = count + 1
            name = self.state()["players"][action["seat"]]["name"]
            dart = action["darts"][count]
            self.tell(f"{name}: {words(dart)}.", call_dart(dart))
            if count + 1 == len(action["darts"]):
                self.call_leg(with_actions(self.match, self.match["actions"][:queue[0] + 1]))
        elif len(queue) > 1:
            self.reveal = [queue[1:], 0]
        else:
            self.reveal = None
            self.announce()

    # set-up taps ------------------------------------------------------------------------------
    def known(self):
        return self.app.store.setting(KNOWN_PLAYERS, [])

    def on_setup_tap(self, kind, arg):
        if kind == "add-player" and len(self.draft["players"]) >= 4:
            raise RuleError("too-many-players", "Four players at most.")
        if kind == "drop-player" and len(self.draft["players"]) <= 1:
            raise RuleError("no-players", "At least one player.")
        self.tell(form.choose(self.draft, kind, arg, self.known()))
        self.keep_draft(form.SETUP_DRAFT, self.draft)

    def tap_start(self, arg, event):
        self.start(form.new_match(self.draft))
        remember_players(self, [(p["seat"], p["name"]) for p in self.state()["players"] if p["bot"] is None])
        self.keep_draft(form.SETUP_DRAFT, None)

    def start(self, match):
        self.match = match
        self.match_id = self.app.store.new_id(GAME["slug"])
        self.typed, self.visit, self.fix, self.asking, self.panel, self.redo = "", [], None, None, "entry", None
        self.tell(f"New game of {match['options']['start']}. {self.state()['turn_line']}.")
        self.after_action(told=True)  # saved from the first move on (oche/saving.py)

    # entering a visit -------------------------------------------------------------------------
    def seat(self):
        return self.state()["to_throw"]

    def tap_digit(self, arg, event):
        fresh = self.refused is not None and self.refused == self.typed
        self.typed, self.refused = numpad.typed_after("" if fresh else self.typed, arg), None
        self.persist()
        self.tell(f"Total {self.typed}.")

    def tap_back_entry(self, arg, event):
        """Back: a digit out; with none typed, the last visit taken back to be entered again."""
        if self.typed:
            self.typed, self.refused = self.typed[:-1], None
            self.persist()
            return self.tell(f"Total {self.typed}." if self.typed else "Total cleared.")
        self.take_back()

    def tap_back_dart(self, arg, event):
        """Back: the last dart out; with none in, the last visit taken back to be entered again."""
        if self.visit:
            gone = self.visit.pop()
            self.persist()
            return self.tell(f"{words(gone)} taken out. {len(self.visit)} in this visit.")
        self.take_back()

    def take_back(self):
        """Undo back to the last visit a person entered (a computer's visits after it go too, and are
        thrown again the same way), and put it back in the pad or the keypad to change."""
        if self.fix is not None:
            raise RuleError("nothing-typed", "Nothing typed for this correction: type its total, or Cancel.")
        state = self.state()
        people = [v for v in state["visits"] if not v["bot"]]
        if not people:
            raise RuleError("nothing-to-undo", "There is no visit of yours to take back yet.")
        back = people[-1]
        match = self.match
        while len(x01.replay(match)["visits"]) > back["index"]:
            match = x01.apply(match, {"type": "undo"})
        self.match = match
        name = state["players"][back["seat"]]["name"]
        bots = list(dict.fromkeys(state["players"][v["seat"]]["name"] for v in state["visits"][back["index"] + 1:]))
        also = f", and {' and '.join(bots)}'s" if bots else ""  # a computer's visits after it, thrown again after
        if back["darts"]:
            self.mode, self.visit, self.typed = "darts", [d for d in back["darts"]], ""
            self.visit = self.preview(self.visit)["darts"] if self.visit else []
            told = ", ".join(words(d) for d in self.visit)
            self.tell(f"{name}'s visit taken back{also}: {told}. Change it, then Enter visit.")
        else:
            self.mode, self.visit = "totals", []
            self.typed = "" if back["bust"] else str(back["total"])
            self.tell(f"{name}'s visit taken back ({'bust' if back['bust'] else back['total']}){also}: change it, "
                      "then Enter.")
        what = "visit" if back["darts"] else "bust" if back["bust"] else back["total"]
        self.redo = [(name, f"'s {what} taken back"), (" and ".join(bots), "'s visit too") if bots else
                     ("", "Change it, then Enter" + (" visit" if back["darts"] else ""))]  # view.draw_notice's lines
        self.persist()

    def tap_mode(self, arg, event):
        self.mode = arg
        self.asking = None
        self.persist()
        self.tell(entry.MODES[arg] + ".")

    def tap_multiplier(self, arg, event):
        self.multiplier = arg
        self.tell(f"{MULTIPLIERS[arg]} selected.")

    def add_dart(self, dart):
        if len(self.visit) >= 3:
            raise RuleError("three-darts", "Three darts are in: Enter visit, or Back takes one out.")
        preview = self.preview(self.visit + [dart])
        self.visit = preview["darts"]
        self.multiplier = "S"
        self.persist()
        after = "Bust!" if preview["bust"] else "Checked out!" if preview["checked_out"] else f"{preview['remaining']} left."
        self.tell(f"Dart {len(self.visit)}: {words(self.visit[-1])}. {after}", call_dart(self.visit[-1]))

    def tap_target(self, arg, event):
        self.add_dart(dart_text(self.multiplier, int(arg)))

    def tap_miss(self, arg, event):
        self.add_dart("M")

    def tap_dartboard(self, arg, event):
        self.add_dart(dartboard.tapped(arg, event))

    def tap_slot(self, arg, event):
        i = int(arg)
        if i < len(self.visit):
            self.visit = self.visit[:i] + self.visit[i + 1:]
            self.visit = self.preview(self.visit)["darts"] if self.visit else []
            self.persist()
            self.tell(f"Dart {i + 1} taken out. {len(self.visit)} in this visit.")

    def tap_enter_darts(self, arg, event):
        if not self.visit:
            raise RuleError("no-darts", "Enter the visit's darts first (Miss for a dart that scored nothing).")
        self.match = x01.apply(self.match, {"type": "visit", "seat": self.seat(), "darts": list(self.visit)})
        self.visit = []
        self.after_action()

    # after each visit -------------------------------------------------------------------------
    def after_action(self, told=False):
        """Computer seats throw (shown dart by dart), the match is saved, and the board says what
        happened (the caller calls the visit)."""
        if not told:
            self.announce()
        self.redo = None  # a visit taken back is entered again (or the game ended): its notice goes
        self.call_leg(self.match)
        before = len(self.match["actions"])
        seat = self.state()["to_throw"]
        if seat is not None and self.state()["players"][seat]["bot"]:
            self.match = x01.autoplay(self.match)
        thrown = [i for i in range(before, len(self.match["actions"]))
                  if self.match["actions"][i].get("darts")]
        self.reveal = [thrown, 0] if thrown else None
        self.panel, self.confirming, self.multiplier = "entry", None, "S"
        self.persist()

    def call_leg(self, match):
        """When `match`'s last action is a visit that won a leg (or a set) and the match goes on, call
        it over the status line: the board is already in the next leg, so it is said where all look."""
        award = leg_won(x01.replay(match)) if match["actions"] and match["actions"][-1].get("type") == "visit" else None
        self.award = (award, self.app.store.clock()) if award else None

    def calling(self):
        """The leg won being called now, or None once it has been called for AWARD_S."""
        if self.award and self.app.store.clock() < self.award[1] + AWARD_S:
            return self.award[0]
        return None

    def announce(self):
        state = self.state()
        self.tell(state["last"] or state["turn_line"], " ".join(state["calls"]) or None)

    # panels -----------------------------------------------------------------------------------
    def tap_panel(self, arg, event):
        self.panel, self.confirming, self.page, self.rules_page = arg, None, 0, 0
        self.tell({"menu": "Menu.", "history": "Visit history: choose a visit to correct.", "stats": "Stats.",
                   "rules": "How to play 501.", "share": "Share this game."}[arg])

    def tap_close(self, arg, event):
        if self.asking:
            self.asking = None
            return self.tell("Question cancelled: change the total, or enter it again.")
        if self.fix is not None and self.panel == "entry":
            self.fix, self.typed = None, ""
            self.persist()
            return self.tell("Correction cancelled.")
        self.panel, self.confirming = "entry", None
        self.tell("Back to the board.")

    def tap_page(self, arg, event):
        self.page = max(0, self.page + int(arg))

    def tap_correct(self, arg, event):
        """Correct visit k: its total in the pad, the board as it is; Enter replays the whole match."""
        v = self.state()["visits"][int(arg)]
        self.fix, self.panel, self.mode, self.visit, self.redo = v["index"], "entry", "totals", [], None
        self.typed = "" if v["bust"] else str(v["scored"] if v["total"] is None else v["total"])
        self.persist()
        name = self.state()["players"][v["seat"]]["name"]
        self.tell(f"Correcting visit {v['index'] + 1} ({name}): type its total, then Enter, or Bust.")

    def tap_undo(self, arg, event):
        self.match = x01.apply(self.match, {"type": "undo"})
        self.typed, self.visit, self.panel, self.redo = "", [], "entry", None
        self.tell("Last visit taken back.")
        self.persist()

    def tap_caller(self, arg, event):
        self.caller = not self.caller
        self.persist()
        self.tell("Caller on." if self.caller else "Caller off.", "Caller on" if self.caller else None)

    def tap_voices(self, arg, event):
        hear_voice_report(self, arg)  # static/speech.js could not speak English: say why, caller off

    def tap_ask(self, arg, event):
        self.confirming = (arg, {"end": "End the game now? No more visits can be entered.",
                                 "new": "Start a new game? This one stays in the saved matches."}[arg])
        self.panel = "confirm"
        self.tell(self.confirming[1])

    def tap_confirm(self, arg, event):
        what = self.confirming[0]
        self.confirming, self.panel = None, "entry"
        if what == "end":
            self.match = x01.apply(self.match, {"type": "end"})
            self.after_action()
        else:
            self.new_setup()

    def new_setup(self):
        players = [{"name": p["name"], "bot": p["bot"]} for p in self.state()["players"]]
        self.draft = {**form.fresh(), **{k: v for k, v in self.state()["options"].items() if k in form.fresh()},
                      "players": players}
        self.match = self.match_id = None
        self.typed, self.visit, self.fix, self.asking, self.panel, self.redo = "", [], None, None, "entry", None
        if not self.kiosk:
            self.app.bridge.replace_route(router.format(GAME["route"]))
        self.tell("Set up a new game.")

    def tap_rematch(self, arg, event):
        self.start(x01.rematch(self.match))

    # drawing ----------------------------------------------------------------------------------
    def draw(self, scene, top):
        if self.spoken[0]:
            scene.speak = list(self.spoken)
        if self.kiosk and self.match_id and (self.match["actions"] or self.visit or self.typed):  # a saved board
            scene.snapshot = self.match_id
        if self.match is None:
            form.draw(scene, top, self.draft, self.known(), self.kiosk, self.draw_error)
            focus_after_drop(scene, self.dropped)
        else:
            view.draw_game(self, scene, top)
        self.tappable = {r["id"] for r in scene.regions if not r["disabled"]}


def leg_won(state):
    """'Game shot! Dave wins leg 1' (set 1 when the leg won the set) when the last visit checked out
    and the match goes on; else None."""
    v = state["visits"][-1] if state["visits"] else None
    if v is None or v["checkout"] is None or state["winner"] is not None or state["ended"]:
        return None
    name = state["players"][v["seat"]]["name"]
    if state["options"].get("sets") and state["set"] != v["set"]:
        return f"Game shot! {name} wins set {v['set']}"
    return f"Game shot! {name} wins leg {v['leg']}"

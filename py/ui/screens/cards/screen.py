"""Card Cricket's screen (`#/cards`): you against the Droid, or two people, on a 3x3 grid of cards.

The panels are mixins, one module each: setup (nations, match, scoring), table (the grid, the live
score, the choices), scorecard, rules, menu (with the share link). This module holds what they
share: the match and its replay, the deal's cursor, saving, and what a decision tap does.

The table deals each turn's cards one event at a time (`scene.timer` ticks, only while there is
something left to show). Everything drawn comes from `cards.replay`; the screen holds only what it
is showing: the cursor, the panel, the speed, auto, whether to ask about declarations, and which
decision a take-back returns to (the last one tapped).
"""

from pavilion import cards, catalog
from pavilion.core import RuleError, with_actions

from ... import router
from ...storage import StorageError
from ...stored import FLAG, Fields, Maybe, OneOf, Whole, setting
from .. import GameScreen
from .deal import SPEEDS, Timeline
from .faces import and_list, card_words
from .menu import EVERY_COVER, MenuPanel
from .rules import RulesPanel
from .scorecard import ScorecardPanel
from .setup import SetupPanel
from .table import TablePanel, plural

GAME = catalog.BY_SLUG["card-cricket"]
SPEED_SETTING = setting("cards-speed", OneOf(*SPEEDS))  # the speed a new match starts at: the last one chosen
GUARD_MS = 450  # after a decision the next choices wait this long: a double tap never decides twice
GUARDED = ("toss", "elect", "cover", "cell", "pass", "declare", "follow-on", "skip", "take-back")
ASKS = ("sensible", "never")  # declarations: ask when one is worth weighing, or never (bat on)


class CardsScreen(SetupPanel, TablePanel, ScorecardPanel, RulesPanel, MenuPanel, GameScreen):
    name = "cards"
    game = GAME
    extras = Fields(speed=OneOf(*SPEEDS), auto=FLAG, declarations=OneOf(*ASKS), tapped=Maybe(Whole(1)))

    def __init__(self, app, match_id=None, params=None):
        super().__init__(app)
        self.match = None
        self.match_id = None
        self.options = self.fresh_options()
        self.speed = app.store.setting(SPEED_SETTING, "normal")
        self.auto = False
        self.every_cover = app.store.setting(EVERY_COVER, False)  # ask about every choice of sets, not only real ones
        self.declarations = "sensible"
        self.cursor = 0  # steps of the timeline shown on the table
        self.panel = "table"  # table | menu | share | scorecard | rules
        self.innings_shown = 0  # the scorecard's innings tab
        self.picked = None  # a cell tapped that lies in several showing sets
        self.tapped = None  # how many actions came before the last decision tapped: what Take back keeps
        self.guard_left = 0  # ms the choices still wait after a decision
        self.timer_asked = 0  # ms the last scene's tick was asked for
        self._state = self._timeline = None
        if match_id:
            self.open_saved(match_id)

    # the match and its replay -----------------------------------------------------------------
    def state(self):
        """The replayed state of the current match, computed once per change of the match."""
        if self._state is None or self._state[0] is not self.match:
            self._state = (self.match, cards.replay(self.match))
        return self._state[1]

    def timeline(self):
        if self._timeline is None or self._timeline[0] is not self.match:
            self._timeline = (self.match, Timeline(self.state()))
        return self._timeline[1]

    def animating(self) -> bool:
        return self.match is not None and self.cursor < len(self.timeline())

    def open_saved(self, match_id):
        loaded = self.load_saved(match_id)
        if loaded is None:
            return
        match, extra, _ = loaded
        self.match, self.match_id = match, match_id
        self.speed = extra.get("speed", self.speed)
        self.auto = extra.get("auto", False)
        self.declarations = extra.get("declarations", self.declarations)
        if (extra.get("tapped") or 0) < len(match["actions"]):
            self.tapped = extra.get("tapped")
        self.match = self.autoplay(self.match)  # a shared link may leave the Droid to decide first
        self.cursor = len(self.timeline())  # a reload shows the table as it stands, not a replay of it
        self.options = {k: self.state()["options"][k] for k in self.options}  # version 1 lacks some

    def persist(self):
        """Save the match; the hub's summary says what the table has shown (the deal not yet shown
        is not told there either), and is saved again when the deal catches up. A new match is saved
        from its first move on (opening a game and leaving adds nothing to the hub), and from then on
        the address names it."""
        if not self.match["actions"]:
            return
        fresh = self.match_id not in self.app.store.index()
        state = self.state()
        you, droid = state["sides"]["you"]["name"], state["sides"]["droid"]["name"]
        shown = self.shown_score(state, self.view(state)) if self.animating() else None
        if shown:
            inn, runs, wickets = shown[-1]
            when = f"{state['sides'][inn['batting']]['name']} {runs}/{wickets}"
        elif state["result"] and not self.animating():
            when = state["result"]["text"]
        elif state["innings"] and not self.animating():
            inn = state["innings"][-1]
            when = f"{state['sides'][inn['batting']]['name']} {inn['runs']}/{inn['wickets']}"
        else:
            when = "the toss"
        self.saved = self.app.save(self.match_id, self.match, f"{you} v {droid} \u00b7 {when}",
                                   {"speed": self.speed, "auto": self.auto, "declarations": self.declarations,
                                    "tapped": self.tapped},
                                   finished=bool(state["result"]) and not self.animating())
        if fresh and self.saved:
            self.app.bridge.replace_route(router.format(GAME["route"], {"id": self.match_id}))

    # who is who ---------------------------------------------------------------------------------
    def two_players(self) -> bool:
        return self.match is not None and self.match["options"].get("two_players") is True

    def name_of(self, side):
        return self.state()["sides"][side]["name"]

    def who(self, side) -> str:
        """A side as the table addresses it: 'You' and 'The Droid', or two people's nations."""
        if self.two_players():
            return self.name_of(side)
        return "You" if side == "you" else "The Droid"

    def mine(self, state) -> bool:
        """Whether the decision waiting is a person's (yours, or either player's in pass and play)."""
        return state["to_act"] is not None and state["to_act"] in state["people"]

    # telling ------------------------------------------------------------------------------------
    def title(self):
        return "Card Cricket - Pavilion"

    def arrival(self):
        if self.match is None:
            return "Card Cricket: choose your nation and the match."
        return f"Card Cricket. {self.status(self.state())}."

    def score_line(self, state, inn, runs=None, wickets=None, code=False, said=False):
        """'England 123/4', 'England 184 all out'; `code`: 'ENG 184 all out'; `said`: 'England 123
        for 4', as a screen reader should say it (it reads '123/4' as a date or a fraction)."""
        runs = inn["runs"] if runs is None else runs
        wickets = inn["wickets"] if wickets is None else wickets
        closed = inn["closed"]
        if closed == "all out":
            score = f"{runs} all out"
        elif closed == "declared":
            score = f"{runs} for {wickets} declared" if said else f"{runs}/{wickets} declared"
        else:
            score = f"{runs} for {wickets}" if said else f"{runs}/{wickets}"
        side = state["sides"][inn["batting"]]
        return f"{side['code'] if code else side['name']} {score}"

    def status(self, state):
        """The bar's sentence: the result, or the score and who is to do what."""
        if state["result"]:
            return state["result"]["text"]
        if not state["innings"]:
            return self.prompt(state)
        return self.score_line(state, state["innings"][-1]) + " \u00b7 " + self.prompt(state)

    def prompt(self, state):
        """Who is to do what, in a few words."""
        if not self.mine(state):
            return "the Droid to play"
        doing = {"toss": "call the toss", "elect": "bat or field?", "cover": "choose a set to cover",
                 "declare": "bat on or declare?", "follow-on": "enforce the follow-on?"}[state["decision"]]
        return f"{self.name_of(state['to_act'])}: {doing}" if self.two_players() else doing

    def decision_sentence(self, state):
        """What the live line says when the table is caught up and waits for a person."""
        if state["result"]:
            return state["result"]["text"] + "."
        decision = state["decision"]
        who = f"{self.name_of(state['to_act'])}: " if self.two_players() and self.mine(state) else ""
        if decision == "cover":
            sets = state["turn"]["sets"]
            matters = "" if self.every_cover else ", and they leave different chances of another set"
            return f"{who}Count {state['turn']['count']}. {len(sets)} sets show{matters}: choose one to cover, or pass."
        if decision == "declare":
            inn = state["innings"][-1]
            return f"{who}{self.score_line(state, inn, said=True)}. A declaration may pay now: bat on or declare?"
        if decision == "follow-on":
            return f"{who}You may enforce the follow-on: make them bat again?"
        if decision == "elect":
            return f"{who}Bat first or field first?"
        return f"{who}Call the toss: heads or tails?"

    # taps ---------------------------------------------------------------------------------------
    def on_tap(self, region, event):
        """The second tap of a double tap lands on whatever the first one put there: ignored while
        the guard lasts, so one tap is one decision."""
        if self.guard_left > 0 and region.partition(":")[0] in GUARDED:
            return
        super().on_tap(region, event)

    def on_key(self, key):
        if key == "Escape" and self.animating() and self.panel == "table":
            self.tap_skip("", {})  # at once (a deliberate key, no double tap of the last choice); it does not leave
        elif key == " " and self.animating() and self.panel == "table":
            self.on_tap("skip", {})  # guarded as a tap is: a second Space on the choice just made is no skip
        elif key == "Escape":
            if self.panel != "table":
                self.tap_panel("table", {})
            else:
                self.app.go("")

    def start(self, match):
        self.match = self.autoplay(match)
        self.match_id = self.app.store.new_id(GAME["slug"])
        self.cursor, self.panel, self.picked, self.innings_shown, self.tapped = 0, "table", None, 0, None
        self.persist()
        state = self.state()
        self.tell(f"{self.name_of('you')} v {self.name_of('droid')}. {self.decision_sentence(state)}")

    def asking(self) -> str:
        """Which declarations a person is asked about: none while Auto plays for them."""
        return "never" if self.auto else self.declarations

    def autoplay(self, match, covers=None):
        """The Droid's decisions, and a person's covers where no question is worth asking (all of them
        with `covers` "all"; none with Choose every cover myself)."""
        covers = covers or ("ask" if self.every_cover else "obvious")
        return cards.autoplay(match, covers=covers, declarations=self.asking())

    def act(self, action):
        """A person's decision, then the Droid's, saved; the table then deals what happened."""
        before = len(self.match["actions"])
        self.match = cards.apply(self.match, action)
        self.tapped = None if action["type"] == "toss" else before  # the coin is known: no calling again
        self.picked = None
        self.guard_left = GUARD_MS
        self.settle()

    def settle(self):
        self.match = self.autoplay(self.match)
        if self.speed == "instant" or self.app.display.reduced_motion:
            self.auto_at_once()
            self.catch_up()
        self.persist()
        if not self.animating():
            self.tell(self.decision_sentence(self.state()))

    def auto_waiting(self, state):
        """True when Auto should take the Droid's suggestion for a person's cover now."""
        return self.auto and self.mine(state) and state["decision"] == "cover"

    def auto_at_once(self):
        """With Auto on and nothing to watch (instant dealing, reduced motion), the person's covers
        played until another decision, as Auto's ticks would."""
        if self.auto_waiting(self.state()):
            self.match = self.autoplay(self.match, covers="all")

    def catch_up(self):
        """Show at once everything played: never a decision of the person's (Skip to now under Auto
        once played every cover left in the match)."""
        self.cursor = len(self.timeline())

    def tap_toss(self, arg, event):
        self.act({"type": "toss", "call": arg})
        state = self.state()
        toss = state["toss"]
        said = f"{self.who('you')} called {arg}; it came down {toss['coin']}. {self.toss_text(state)}."
        self.tell(said if self.animating() else f"{said} {self.decision_sentence(state)}")

    def tap_elect(self, arg, event):
        self.act({"type": "elect", "choice": arg})
        said = f"{self.toss_text(self.state())}."
        self.tell(said if self.animating() else f"{said} {self.decision_sentence(self.state())}")

    def tap_cover(self, arg, event):
        cells = [int(c) for c in arg.split("-")]
        turn, shown = self.state()["turn"], self.cursor
        self.act({"type": "cover", "cells": cells})
        covered = self.cover_sentence(turn["number"], len(turn["events"]), shown)
        self.tell(covered if self.animating() else f"{covered} {self.decision_sentence(self.state())}")

    def cover_sentence(self, number, seen, shown) -> str:
        """What a person's cover did, said at once: the cards covered, the new cards dealt on them,
        then what the turn is worth so far, or, if the turn ended, how (and every turn after it
        already on the table) and the score ('Covered: 7 of hearts and 4 of hearts. New cards:
        3 of clubs and 6 of hearts. 26 runs so far.'). The cover is the first after the `seen`
        events the turn had: a later cover of the same cells, after the new cards, is not it."""
        turn = self.timeline().turns[number][1]
        events = turn["events"]
        k = next(i for i in range(seen, len(events)) if events[i]["type"] == "cover")
        said = f"Covered: {and_list(card_words(c) for c in events[k]['cards'])}."
        dealt = [card_words(e["card"]) for e in events[k + 1:k + 1 + len(events[k]["cells"])] if e["type"] == "deal"]
        if dealt:
            said += f" New cards: {and_list(dealt)}."
        state = self.state()
        if not state["result"] and state["turn"] is not None and state["turn"]["number"] == number:
            return f"{said} {self.so_far(state).capitalize()}."
        ended = [self.turn_result(turn)] if self.animating() else self.results_between(shown, len(self.timeline()))
        said += " " + " ".join(ended)
        if state["innings"]:
            said += f" {self.score_line(state, state['innings'][-1], said=True)}."
        return said

    def tap_pass(self, arg, event):
        self.act({"type": "pass"})

    def tap_cell(self, arg, event):
        """A tap on a card: it covers the set it is in; a card in several sets waits for a second."""
        state = self.state()
        cell = int(arg)
        sets = [s for s in state["turn"]["sets"] if cell in s["cells"]]
        if self.picked is not None and self.picked != cell:
            both = [s for s in state["turn"]["sets"] if cell in s["cells"] and self.picked in s["cells"]]
            if len(both) == 1:
                return self.act({"type": "cover", "cells": both[0]["cells"]})
        if not sets:
            self.picked = None
            raise RuleError("not-a-set", "That card is not in a set that can be covered now.")
        if len(sets) == 1:
            return self.act({"type": "cover", "cells": sets[0]["cells"]})
        self.picked = cell
        card = state["turn"]["grid"][cell - 1]["card"]
        self.tell(f"The {card_words(card)} is in {len(sets)} sets: tap another of the set's cards, "
                  "or choose the set by its button.")

    def tap_declare(self, arg, event):
        self.act({"type": "declare" if arg == "yes" else "bat-on"})

    def tap_follow_on(self, arg, event):
        self.act({"type": "follow-on", "enforce": arg == "yes"})

    def tap_take_back(self, arg, event):
        """Undo the last decision tapped, and everything the Droid did after it: the table goes back
        to that choice as it stood (the same cards: a turn's pack is the seed's)."""
        if self.tapped is None:
            raise RuleError("nothing-to-take-back", "There is no choice of yours to take back now.")
        self.match = with_actions(self.match, self.match["actions"][:self.tapped])
        self.tapped, self.picked, self.panel = None, None, "table"
        self.cursor = len(self.timeline())
        said = "Taken back."
        if self.auto:
            self.auto = False
            said += " Auto is off, so the choice is yours."
        self.persist()
        self.tell(f"{said} {self.decision_sentence(self.state())}")

    def tap_auto(self, arg, event):
        self.auto = not self.auto
        self.persist()
        if self.auto and not self.animating():
            self.settle()
        said = ("Auto on: the Droid's pick is covered for you, and you bat on." if self.auto
                else "Auto off: you choose which set to cover.")
        self.tell(said if self.animating() or self.auto_waiting(self.state())
                  else f"{said} {self.decision_sentence(self.state())}")

    def tap_every_cover(self, arg, event):
        """Choose every cover myself, or be asked only when the choice matters (the default)."""
        self.every_cover = not self.every_cover
        try:
            self.app.store.set_setting(EVERY_COVER, self.every_cover)
        except StorageError:
            pass  # a full quota: the setting still applies here, and saving the match says so
        if self.match is not None and not self.animating():
            self.settle()  # a choice waiting now may be one the table takes by itself
        self.tell("You choose every cover yourself." if self.every_cover
                  else "You are asked only when the choice of sets matters; the table takes the rest and says why.")

    def tap_asking(self, arg, event):
        if arg not in ASKS:
            raise RuleError("bad-choice", "Declarations: ask me, or never ask.")
        self.declarations = arg
        self.persist()
        self.tell("You are asked about declaring when it may pay." if arg == "sensible"
                  else "Never asked about declaring: you bat on.")

    def tap_speed(self, arg, event):
        self.speed = arg if arg in SPEEDS else list(SPEEDS)[(list(SPEEDS).index(self.speed) + 1) % len(SPEEDS)]
        try:
            self.app.store.set_setting(SPEED_SETTING, self.speed)
        except StorageError:
            pass  # a full quota: the speed still applies here, and saving the match says so
        if self.match is not None:
            if self.speed == "instant":
                self.auto_at_once()
                self.catch_up()
            self.persist()
        self.tell(f"Dealing speed: {self.speed}.")

    def tap_skip(self, arg, event):
        """The deal shown at once, up to the person's next decision (what was played already: the
        Droid's turns and the covers the table took), said in short: how many turns, each innings
        that closed, the score, what is next. Each turn read out made one sentence of 1,500
        characters for an innings skipped."""
        shown = self.cursor
        self.catch_up()
        self.persist()
        self.tell(self.skip_sentence(self.state(), shown))

    def skip_sentence(self, state, shown) -> str:
        """'Skipped to now, 19 turns on: England 129 all out; Australia 26 for 1. Your cover: count
        14, 3 sets.' Each score as the table shows it (a turn in play adds what it is worth so far)."""
        timeline = self.timeline()
        ended = len(self.results_between(shown, len(timeline)))
        touched = {timeline.turns[n][0] for n, _ in timeline.steps[shown:]}
        last = len(state["innings"]) - 1
        scores = [self.score_line(state, inn, runs, wickets, said=True)
                  for i, (inn, runs, wickets) in enumerate(self.shown_score(state, self.view(state)))
                  if i in touched and (inn["closed"] or i == last)]
        if state["innings"] and last not in touched and not state["result"]:
            scores.append(self.score_line(state, state["innings"][-1], said=True))  # a new innings, none dealt
        head = f"Skipped to now, {plural(ended, 'turn')} on" if ended else "Skipped to now"
        return f"{head}: {'; '.join(scores)}. {self.next_short(state)}" if scores else f"{head}. {self.next_short(state)}"

    def next_short(self, state) -> str:
        """What the table waits for now, in a few words (the full question is on the screen)."""
        decision = state["decision"]
        if state["result"] or decision not in ("cover", "declare", "follow-on"):
            return self.decision_sentence(state)
        who = f"{self.name_of(state['to_act'])}: " if self.two_players() else ""
        if decision == "cover":
            turn = state["turn"]
            return f"{who}Your cover: count {turn['count']}, {plural(len(turn['sets']), 'set')}."
        return f"{who}Bat on or declare?" if decision == "declare" else f"{who}Enforce the follow-on?"

    def on_tick(self):
        """The guard runs down; the next step of the deal; once caught up, Auto plays the next cover."""
        self.guard_left = max(0, self.guard_left - self.timer_asked)
        self.timer_asked = 0
        if self.match is None:
            return
        if self.animating():
            self.cursor += 1
            n, k = self.timeline().steps[self.cursor - 1]
            turn = self.timeline().turns[n][1]
            if k == len(turn["events"]) - 1 and not turn.get("in_progress"):
                self.app.say(self.turn_result(turn))
            if not self.animating():
                self.persist()  # the hub's summary catches up with the deal
                if not self.auto_waiting(self.state()):
                    self.tell(self.decision_sentence(self.state()))
        elif self.auto_waiting(self.state()):
            self.match = self.autoplay(cards.apply(self.match, self.state()["suggestion"]))
            self.persist()

    def tap_panel(self, arg, event):
        if arg not in ("table", "menu", "share", "scorecard", "rules"):
            return
        self.panel = arg
        if arg == "scorecard":
            if self.animating():
                self.catch_up()  # the scorecard is the record's: shown mid-deal it would tell the end first
                self.persist()
            self.innings_shown = max(0, len(self.state()["innings"]) - 1)
        self.tell({"menu": "Menu.", "share": "A link to a rematch with the same deal.", "scorecard": "Scorecard.",
                   "rules": "How to play Card Cricket.",
                   "table": "Back to the table." if self.match else "Back to the set-up."}[arg])

    def tap_table(self, arg, event):
        self.tap_panel("table", event)

    def tap_rematch(self, arg, event):
        self.start(cards.new_match(seed=self.match["seed"], **self.match["options"]))

    def tap_new(self, arg, event):
        self.match, self.match_id, self.panel, self.cursor, self.tapped = None, None, "table", 0, None
        self.app.bridge.replace_route(router.format(GAME["route"]))
        self.tell("Set up a new match.")

    # drawing ------------------------------------------------------------------------------------
    def draw(self, scene, top):
        if self.panel == "rules":
            self.draw_rules(scene, top)
        elif self.match is None:
            self.draw_setup(scene, top)
        elif self.panel == "scorecard":
            self.draw_scorecard(scene, top, self.state())
        elif self.panel in ("menu", "share"):
            self.draw_menu(scene, top, self.state())
        else:
            self.draw_table(scene, top, self.state())
            if self.animating():
                scene.focus_on("skip", now=True)  # while the cards are dealt, Skip to now takes focus
        scene.timer = self.next_tick()
        self.timer_asked = scene.timer or 0

    def next_tick(self):
        """The one tick the scene asks for: the deal's next step, Auto's next cover, or the guard's end."""
        if self.match is not None and self.panel == "table":
            if self.animating():
                return max(self.timeline().delay(self.cursor, self.speed), 1)
            if self.auto_waiting(self.state()):
                return max(SPEEDS[self.speed], 1)
        return self.guard_left or None

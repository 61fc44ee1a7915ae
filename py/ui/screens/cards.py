"""Card Cricket's table (`#/cards`): you against the Droid on a 3x3 grid of cards.

The screen deals each turn's cards onto the canvas one event at a time (`scene.timer` ticks, only
while there is something left to show), so the Droid's turns and your own play out card by card.
Everything drawn comes from `cards.replay`: the grid of the table is rebuilt from the turn's
events up to the animation's cursor, the showing sets, the suggestion and every refusal are the
engine's. The screen holds only what it is showing: the cursor, the speed, the auto choice.
"""

from pavilion import catalog, cards
from pavilion.cards.nations import NATIONS
from pavilion.cards.options import DEFAULTS
from pavilion.core import RuleError, share

from .. import router, theme
from ..scene import char_width, wrap
from ..storage import StorageError
from . import GameScreen

GAME = catalog.BY_SLUG["card-cricket"]
SPEEDS = {"slow": 650, "normal": 260, "fast": 80, "instant": 0}  # ms a card takes to land
SPEED_SETTING = "cards-speed"  # the speed a new match starts at: the last one chosen
DAYS = (None, 1, 3, 5)
SUITS = {"S": ("\u2660", "spades"), "H": ("\u2665", "hearts"), "D": ("\u2666", "diamonds"), "C": ("\u2663", "clubs")}
RED, BLACK = "#c8102e", "#111111"
FRESH = "#3d8bd9"  # the frame of the card just dealt, while the deal is shown
RANK_WORDS = {"A": "ace", "J": "jack", "Q": "queen", "K": "king"}
KIND_WORDS = {"pair": "a pair to 11", "line": "a line of a rank", "court": "king, queen and jack"}
ORDINAL = ("1st", "2nd", "3rd", "4th")


def card_words(code: str) -> str:
    """'QH' -> 'queen of hearts', '4S' -> '4 of spades': how a card is said and labelled."""
    rank, suit = code[:-1], code[-1]
    return f"{RANK_WORDS.get(rank, rank)} of {SUITS[suit][1]}"


def card_short(code: str) -> str:
    """'QH' -> 'Q\u2665': how a card is printed on a button."""
    return code[:-1] + SUITS[code[-1]][0]


def and_list(words) -> str:
    words = list(words)
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def set_label(cards_) -> str:
    """The accessible name of a covering choice: 'Cover 4 of hearts and 7 of clubs'."""
    return "Cover " + and_list(card_words(c) for c in cards_)


def table_at(events) -> dict:
    """The grid after `events` (one turn's, from its start): what the table shows at that moment.
    Deals land on cells, a cover marks the set being covered until its new cards are down, and a
    reshuffle gathers the grid up (the engine's events say all of this; nothing is decided here)."""
    tops, under, covering, count, last = [None] * 9, [0] * 9, [], 0, None
    reshuffles = 0
    for event in events:
        if event["type"] == "deal":
            cell = event["cell"] - 1
            if tops[cell] is not None:
                under[cell] += 1
            tops[cell], count, last = event["card"], event["count"], cell
            if event["cell"] in covering:
                covering.remove(event["cell"])
        elif event["type"] == "cover":
            covering = list(event["cells"])
        else:
            tops, under, covering, last = [None] * 9, [0] * 9, [], None
            reshuffles += 1
    return {"tops": tops, "under": under, "covering": covering, "count": count, "last": last,
            "reshuffles": reshuffles}


class Timeline:
    """Every turn's events in match order, flat, so the animation is a cursor into one list.
    The record only grows, so a cursor stays valid as the match goes on."""

    def __init__(self, state):
        self.turns = {}  # turn number -> (innings index, turn record)
        for i, inn in enumerate(state["innings"]):
            for turn in inn["turns"]:
                self.turns[turn["number"]] = (i, turn)
        live = state["turn"]
        if live and live["in_progress"]:
            self.turns[live["number"]] = (len(state["innings"]) - 1, live)
        self.steps = [(n, k) for n in sorted(self.turns) for k in range(len(self.turns[n][1]["events"]))]

    def __len__(self):
        return len(self.steps)


class CardsScreen(GameScreen):
    name = "cards"
    game = GAME

    def __init__(self, app, match_id=None, params=None):
        super().__init__(app)
        self.match = None
        self.match_id = None
        self.options = {k: DEFAULTS[k] for k in ("nation", "droid_nation", "format", "days", "all_bat", "runs",
                                                  "wickets")}
        speed = app.store.setting(SPEED_SETTING, "normal")
        self.speed = speed if speed in SPEEDS else "normal"
        self.auto = False
        self.cursor = 0  # steps of the timeline shown on the table
        self.panel = "table"  # table | menu | share | scorecard
        self.innings_shown = 0  # the scorecard's innings tab
        self.picked = None  # a cell tapped that lies in several showing sets
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
        if extra.get("speed") in SPEEDS:
            self.speed = extra["speed"]
        self.auto = extra.get("auto") is True
        self.match = cards.autoplay(self.match)  # a shared link may leave the Droid to decide first
        self.cursor = len(self.timeline())  # a reload shows the table as it stands, not a replay of it
        self.options = {k: match["options"][k] for k in self.options}

    def persist(self):
        state = self.state()
        you, droid = state["sides"]["you"]["name"], state["sides"]["droid"]["name"]
        if state["result"]:
            when = state["result"]["text"]
        elif state["innings"]:
            inn = state["innings"][-1]
            when = f"{state['sides'][inn['batting']]['name']} {inn['runs']}/{inn['wickets']}"
        else:
            when = "the toss"
        self.saved = self.app.save(self.match_id, self.match, f"{you} v {droid} \u00b7 {when}",
                                   {"speed": self.speed, "auto": self.auto})

    # telling ------------------------------------------------------------------------------------
    def title(self):
        return "Card Cricket - Pavilion"

    def arrival(self):
        if self.match is None:
            return "Card Cricket: choose your nation and the match."
        return f"Card Cricket. {self.status(self.state())}."

    def name_of(self, side):
        return self.state()["sides"][side]["name"]

    def score_line(self, state, inn, runs=None, wickets=None, code=False):
        """'England 123/4', 'England 184 all out'; `code`: 'ENG 184 all out'."""
        runs = inn["runs"] if runs is None else runs
        wickets = inn["wickets"] if wickets is None else wickets
        closed = inn["closed"]
        if closed == "all out":
            score = f"{runs} all out"
        elif closed == "declared":
            score = f"{runs}/{wickets} declared"
        else:
            score = f"{runs}/{wickets}"
        side = state["sides"][inn["batting"]]
        return f"{side['code'] if code else side['name']} {score}"

    def status(self, state):
        """The bar's sentence: the result, or the score and who is to do what."""
        if state["result"]:
            return state["result"]["text"]
        if not state["innings"]:
            if state["decision"] == "toss":
                return "Call the toss"
            return "You won the toss: bat or field?" if state["to_act"] == "you" else "The toss"
        return self.score_line(state, state["innings"][-1]) + " \u00b7 " + self.prompt(state)

    def prompt(self, state):
        if state["to_act"] != "you":
            return "the Droid to play"
        return {"toss": "call the toss", "elect": "bat or field?", "cover": "choose a set to cover",
                "declare": "bat on or declare?", "follow-on": "enforce the follow-on?"}[state["decision"]]

    def decision_sentence(self, state):
        """What the live line says when the table is caught up and waits for you."""
        if state["result"]:
            return state["result"]["text"] + "."
        decision = state["decision"]
        if decision == "cover":
            sets = state["turn"]["sets"]
            return f"Count {state['turn']['count']}. {len(sets)} sets show: choose one to cover."
        if decision == "declare":
            inn = state["innings"][-1]
            return f"{self.score_line(state, inn)}. Bat on or declare?"
        if decision == "follow-on":
            return "You may enforce the follow-on: make them bat again?"
        if decision == "elect":
            return "Bat first or field first?"
        return "Call the toss: heads or tails?"

    # taps ---------------------------------------------------------------------------------------
    def on_key(self, key):
        if key == "Escape":
            if self.match is not None and self.panel != "table":
                self.panel = "table"
            else:
                self.app.go("")
        elif key == " " and self.animating():
            self.tap_skip("", {})

    # set-up
    def tap_nation(self, arg, event):
        self.options["nation"] = arg
        self.tell(f"You play for {NATIONS[arg][0]}.")

    def tap_droid_nation(self, arg, event):
        self.options["droid_nation"] = arg
        self.tell(f"The Droid plays for {NATIONS[arg][0]}.")

    def tap_format(self, arg, event):
        self.options["format"] = arg
        if arg == "club":
            self.options["days"] = None
        self.tell("Club match: one innings each." if arg == "club"
                  else "Test match: two innings each, with the follow-on.")

    def tap_days(self, arg, event):
        self.options["days"] = None if arg == "none" else int(arg)
        self.tell("Timeless: played to a finish." if arg == "none" else f"A {arg}-day Test: a day is 35 turns.")

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

    def tap_speed(self, arg, event):
        self.speed = arg if arg in SPEEDS else list(SPEEDS)[(list(SPEEDS).index(self.speed) + 1) % len(SPEEDS)]
        try:
            self.app.store.set_setting(SPEED_SETTING, self.speed)
        except StorageError:
            pass  # a full quota: the speed still applies here, and saving the match says so
        if self.match is not None:
            if self.speed == "instant":
                self.catch_up()
            self.persist()
        self.tell(f"Dealing speed: {self.speed}.")

    def tap_start(self, arg, event):
        options = dict(self.options)
        if options["format"] != "test":
            options["days"] = None
        self.start(cards.new_match(**options))

    def start(self, match):
        self.match = cards.autoplay(match)
        self.match_id = self.app.store.new_id(GAME["slug"])
        self.cursor, self.panel, self.picked, self.innings_shown = 0, "table", None, 0
        self.persist()
        self.app.bridge.replace_route(router.format(GAME["route"], {"id": self.match_id}))
        state = self.state()
        self.tell(f"{self.name_of('you')} v {self.name_of('droid')}. {self.decision_sentence(state)}")

    # playing
    def act(self, action):
        """Your decision, then the Droid's, saved; the table then deals what happened."""
        self.match = cards.apply(self.match, action)
        self.picked = None
        self.settle()

    def settle(self):
        self.match = cards.autoplay(self.match)
        if self.speed == "instant":
            self.catch_up()
        self.persist()
        if not self.animating():
            self.tell(self.decision_sentence(self.state()))

    def auto_waiting(self, state):
        """True when the auto choice should take the Droid's suggestion for you now."""
        return self.auto and state["to_act"] == "you" and state["decision"] == "cover"

    def catch_up(self):
        """Show everything at once; with auto on, play your covers until another decision."""
        if self.auto_waiting(self.state()):
            self.match = cards.autoplay(self.match, covers=True)
        self.cursor = len(self.timeline())

    def tap_toss(self, arg, event):
        self.act({"type": "toss", "call": arg})
        state = self.state()
        toss = state["toss"]
        won = "You won" if toss["winner"] == "you" else "The Droid won"
        said = f"You called {arg}; it came down {toss['coin']}. {won} the toss."
        if toss["winner"] == "droid":
            said += f" It chose to {toss['choice']}."
        self.tell(said if self.animating() else f"{said} {self.decision_sentence(state)}")

    def tap_elect(self, arg, event):
        self.act({"type": "elect", "choice": arg})

    def tap_cover(self, arg, event):
        cells = [int(c) for c in arg.split("-")]
        self.act({"type": "cover", "cells": cells})

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

    def tap_auto(self, arg, event):
        self.auto = not self.auto
        self.persist()
        if self.auto and not self.animating():
            self.settle()
        said = ("Auto on: the Droid's pick is covered for you when several sets show." if self.auto
                else "Auto off: you choose which set to cover.")
        self.tell(said if self.animating() or self.auto_waiting(self.state())
                  else f"{said} {self.decision_sentence(self.state())}")

    def tap_declare(self, arg, event):
        self.act({"type": "declare" if arg == "yes" else "bat-on"})

    def tap_follow_on(self, arg, event):
        self.act({"type": "follow-on", "enforce": arg == "yes"})

    def tap_skip(self, arg, event):
        self.catch_up()
        self.persist()
        self.tell(self.decision_sentence(self.state()))

    def on_tick(self):
        """The next step of the deal; once caught up, the auto choice plays your next cover."""
        if self.match is None:
            return
        if self.animating():
            self.cursor += 1
            n, k = self.timeline().steps[self.cursor - 1]
            turn = self.timeline().turns[n][1]
            if k == len(turn["events"]) - 1 and not turn.get("in_progress"):
                self.app.say(self.turn_result(turn))
            if not self.animating() and not self.auto_waiting(self.state()):
                self.tell(self.decision_sentence(self.state()))
        elif self.auto_waiting(self.state()):
            self.match = cards.autoplay(cards.apply(self.match, self.state()["suggestion"]))
            self.persist()

    # menu, scorecard, sharing
    def tap_panel(self, arg, event):
        self.panel = arg
        if arg == "scorecard":
            self.innings_shown = max(0, len(self.state()["innings"]) - 1)
        self.tell({"menu": "Menu.", "share": "A link to a rematch with the same deal.",
                   "scorecard": "Scorecard.", "table": "Back to the table."}[arg])

    def tap_table(self, arg, event):
        self.tap_panel("table", event)

    def tap_innings(self, arg, event):
        self.innings_shown = int(arg)
        inn = self.state()["innings"][self.innings_shown]
        self.tell(f"Innings {self.innings_shown + 1}: {self.score_line(self.state(), inn)}.")

    def tap_print(self, arg, event):
        self.app.bridge.print_page()

    def tap_copy(self, arg, event):
        self.app.bridge.copy(self.share_link())
        self.tell("Link copied. Whoever opens it plays a rematch with the same deal.")

    def tap_rematch(self, arg, event):
        self.start(cards.new_match(seed=self.match["seed"], **self.match["options"]))

    def tap_new(self, arg, event):
        self.match, self.match_id, self.panel, self.cursor = None, None, "table", 0
        self.app.bridge.replace_route(router.format(GAME["route"]))
        self.tell("Set up a new match.")

    def share_link(self):
        """A link that deals this match again (same seed and options, no moves): a rematch."""
        code = share.encode(self.match, with_moves=False)
        return self.app.bridge.base_url() + router.format(GAME["route"], {"m": code})

    # what the table shows -----------------------------------------------------------------------
    def view(self, state):
        """The table at the cursor: the turn shown, its grid, and whether that turn is over."""
        timeline = self.timeline()
        if self.cursor == 0:
            return None
        n, k = timeline.steps[self.cursor - 1]
        i, turn = timeline.turns[n]
        events = turn["events"][:k + 1]
        table = table_at(events)
        done = k == len(turn["events"]) - 1
        return {"innings": i, "turn": turn, "table": table, "done": done and not turn.get("in_progress"),
                "live": done and turn.get("in_progress")}

    def shown_score(self, state, view):
        """Each innings' runs and wickets as the table has shown them: a turn still being dealt has
        not added its runs yet (the engine's figures less those of turns not yet shown)."""
        if view is None:
            return []
        out = []
        for i, inn in enumerate(state["innings"][:view["innings"] + 1]):
            later = [t for t in inn["turns"] if t["number"] > view["turn"]["number"]
                     or t["number"] == view["turn"]["number"] and not view["done"]]
            runs = inn["runs"] - sum(t["runs"] for t in later)
            wickets = inn["wickets"] - sum(t["wickets"] for t in later)
            if later:
                inn = {**inn, "closed": None}
            out.append((inn, runs, wickets))
        return out

    def turn_heading(self, turn):
        if turn["role"] == "batting":
            who = "You bat" if turn["side"] == "you" else "The Droid bats"
            return f"Turn {turn['number']}: {who} \u00b7 {turn['batsman']}"
        who = "You bowl" if turn["side"] == "you" else "The Droid bowls"
        return f"Turn {turn['number']}: {who} \u00b7 {turn['bowler']} to {turn['batsman']}"

    def turn_result(self, turn):
        """A finished turn in a sentence, from its record."""
        cards_ = f"{turn['count']} cards"
        if turn["reshuffles"]:
            cards_ += f" ({turn['reshuffles']} reshuffle{'s' if turn['reshuffles'] > 1 else ''})"
        if turn["role"] == "batting":
            return f"Turn {turn['number']}: {cards_}, {turn['runs']} runs to {turn['batsman']}."
        if turn["out"]:
            return f"Turn {turn['number']}: {cards_}. Out: {and_list(turn['out'])}, b {turn['bowler']}."
        return f"Turn {turn['number']}: {cards_}, no wicket for {turn['bowler']}."

    # drawing ------------------------------------------------------------------------------------
    def draw(self, scene, top):
        if self.match is None:
            return self.draw_setup(scene, top)
        state = self.state()
        w, h = scene.w, max(scene.h - top, 400)
        pad = 8 if w < 600 else 14
        bar = 56 if w >= 600 else 92  # a phone gives the status its own line under the buttons
        self.draw_bar(scene, top, w, bar, state, pad)
        y0 = top + bar + pad
        if self.panel == "scorecard":
            return self.draw_scorecard(scene, pad, y0, w - 2 * pad, top + h - y0 - pad, state)
        view = self.view(state)
        landscape = w >= h * 1.15 and w >= 640
        if landscape:
            card_h = (h - bar - 2 * pad - 16) / 3
            card_w = min(card_h * 0.72, (w * 0.44 - 16) / 3)
            card_h = card_w / 0.72
            grid_w = 3 * card_w + 16
            self.draw_grid(scene, pad, y0, card_w, card_h, state, view)
            px = pad + grid_w + 2 * pad
            bottom = self.draw_panel(scene, px, y0, w - px - pad, top + h - y0 - pad, state, view)
        else:
            card_h = ((h - bar) * 0.52 - 16) / 3
            card_w = min(card_h * 0.72, (w - 2 * pad - 16) / 3)
            grid_w = 3 * card_w + 16
            card_h = card_w / 0.72
            gx = (w - grid_w) / 2
            self.draw_grid(scene, gx, y0, card_w, card_h, state, view)
            py = y0 + 3 * card_h + 16 + pad
            bottom = self.draw_panel(scene, pad, py, w - 2 * pad, max(360, top + h - py - pad), state, view)
        scene.h = max(scene.h, int(bottom + pad))
        if self.animating():
            scene.timer = self.delay()
        elif self.auto_waiting(state):
            scene.timer = max(SPEEDS[self.speed], 1)

    def delay(self):
        """How long the next step waits: a card's time, longer for a cover, a pause between turns."""
        step = max(SPEEDS[self.speed], 1)
        timeline = self.timeline()
        n, k = timeline.steps[self.cursor]
        if self.cursor and timeline.steps[self.cursor - 1][0] != n:
            return max(step * 5, 900)
        event = timeline.turns[n][1]["events"][k]
        return step * 2 if event["type"] != "deal" else step

    def draw_bar(self, scene, top, w, bar, state, pad):
        scene.rect(0, top, w, bar, fill=theme.TURF)
        scene.button("back", pad, top + 4, 96, 48, "Back to the hub", caption="\u2190 Hub", kind="ghost", size=17)
        menu_w = 96
        x = pad + 104
        if self.animating():
            view = self.view(state)
            text = self.turn_heading(view["turn"]) if view else "Dealing"
        else:
            text = self.status(state)
        if w >= 600:
            scene.text(x + 4, top + bar / 2, text, 19, theme.STRAW, 700, max_width=w - x - menu_w - 2 * pad - 4,
                       heading=True)
        else:
            scene.text(w / 2, top + 28, "Card Cricket", 17, theme.CHALK, 700, "center", max_width=w - 2 * x)
            scene.text(pad, top + 74, text, 16, theme.STRAW, 700, max_width=w - 2 * pad, heading=True)
        if self.panel in ("menu", "share", "scorecard"):
            scene.button("panel:table", w - menu_w - pad, top + 4, menu_w, 48, "Back to the table",
                         caption="Table", kind="ghost", size=17)
        else:
            scene.button("panel:menu", w - menu_w - pad, top + 4, menu_w, 48, "Menu", kind="ghost", size=17)

    # the grid
    def draw_grid(self, scene, x, y, card_w, card_h, state, view):
        table = view["table"] if view else table_at([])
        choosing = not self.animating() and state["decision"] == "cover" and state["to_act"] == "you"
        showing = set()
        if choosing:
            for s in state["turn"]["sets"]:
                showing.update(s["cells"])
        elif view and view["live"] and state["turn"]:
            for s in state["turn"]["sets"]:
                showing.update(s["cells"])
        said = []
        for cell in range(1, 10):
            cx = x + (cell - 1) % 3 * (card_w + 8)
            cy = y + (cell - 1) // 3 * (card_h + 8)
            code = table["tops"][cell - 1]
            under = table["under"][cell - 1]
            mark = None
            if cell == self.picked and choosing:
                mark = theme.LEATHER
            elif cell in showing or cell in table["covering"]:
                mark = theme.STRAW
            draw_card(scene, cx, cy, card_w, card_h, code, under, mark,
                      fresh=self.animating() and table["last"] == cell - 1)
            words = card_words(code) if code else "empty"
            said.append(f"{cell}: {words}")
            if choosing and code and cell in showing:
                scene.region(f"cell:{cell}", cx, cy, card_w, card_h,
                             f"Cell {cell}: {words}{', picked' if cell == self.picked else ''}")
        scene.text_only("The grid, cell by cell: " + "; ".join(said) + ".")

    # the side (or lower) panel
    def draw_panel(self, scene, x, y, w, h, state, view):
        """Score, the turn, and what you can do now; returns the y below what it drew."""
        top_bottom = y + h
        y = self.draw_error(scene, x, y, w, 3)
        if self.panel == "menu":
            return self.draw_menu(scene, x, y, w, state)
        if self.panel == "share":
            return self.draw_share(scene, x, y, w)
        y = self.draw_score(scene, x, y, w, state, view)
        y = self.draw_turn(scene, x, y, w, state, view)
        y = self.draw_actions(scene, x, y + 4, w, state)
        return self.draw_recent(scene, x, y, w, top_bottom - y, view)

    def draw_recent(self, scene, x, y, w, room, view):
        """The turns before the one on the table, newest first, as many as the room allows."""
        if view is None or room < 80:
            return y
        timeline = self.timeline()
        shown = view["turn"]["number"]
        done = [timeline.turns[n][1] for n in sorted(timeline.turns, reverse=True)
                if n < shown or n == shown and view["done"]]
        if view["done"]:
            done = done[1:]  # the turn on the table says its own result
        if not done:
            return y
        scene.text(x, y + 14, "Earlier turns", 15, theme.CHALK_DIM, 700, max_width=w, heading=True)
        y += 28
        for turn in done[:int((room - 28) // 24)]:
            scene.text(x, y + 10, self.turn_result(turn), 15, theme.CHALK, 400, max_width=w)
            y += 24
        return y

    def draw_score(self, scene, x, y, w, state, view):
        rows = self.shown_score(state, view) if self.animating() else [(inn, None, None) for inn in state["innings"]]
        big = 18 if w >= 380 else 16
        scene.text(x, y + 10, f"{self.name_of('you')} (you) v {self.name_of('droid')} (the Droid)", 14,
                   theme.CHALK_DIM, 600, max_width=w)
        y += 22
        if rows and scene.h < 700:  # a short screen: the finished innings share one line
            earlier = [f"{ORDINAL[i]} {self.score_line(state, inn, runs, wickets, code=True)}"
                       for i, (inn, runs, wickets) in enumerate(rows[:-1])]
            for line in wrap(" \u00b7 ".join(earlier), 15, w) if earlier else []:
                scene.text(x, y + 10, line, 15, theme.CHALK_DIM, max_width=w)
                y += 21
            rows = [None] * (len(rows) - 1) + rows[-1:]
        for i, row in enumerate(rows):
            if row is None:
                continue
            inn, runs, wickets = row
            current = i == len(rows) - 1
            line = f"{ORDINAL[i]} inns  {self.score_line(state, inn, runs, wickets)}"
            extra = []
            if inn["follow_on"]:
                extra.append("following on")
            if inn["target"] and current:
                extra.append(f"target {inn['target']}")
            if extra:
                line += f" ({', '.join(extra)})"
            scene.text(x, y + 14, line, big, theme.CHALK if current else theme.CHALK_DIM, 700 if current else 400,
                       max_width=w)
            y += 26
        if state["turn_limit"] and not state["result"]:
            scene.text(x, y + 12, f"Day {state['day']} of {state['options']['days']} \u00b7 turn "
                       f"{state['turns_played'] + 1} of {state['turn_limit']}", 15, theme.CHALK_DIM, max_width=w)
            y += 24
        if state["result"] and not self.animating():
            y += 4
            y = scene.paragraph(x, y + 14, w, state["result"]["text"], 22, theme.STRAW, 800) - 8
        return y + 6

    def draw_turn(self, scene, x, y, w, state, view):
        """The turn on the table: who plays it, the count, and how it ended or stands."""
        if view is None:
            if not state["innings"]:
                return scene.paragraph(x, y + 14, w, f"{self.name_of('you')} v {self.name_of('droid')}. "
                                       + state["scoring"], 15, theme.CHALK_DIM) + 8
            return y
        turn, table = view["turn"], view["table"]
        if view["done"]:
            note = self.turn_result(turn).split(": ", 1)[1]
        elif view["live"]:
            note = (f"{turn['runs']} runs so far" if turn["role"] == "batting"
                    else f"{turn['wickets']} wicket{'s' * (turn['wickets'] != 1)} so far")
            note += f" \u00b7 {state['turn']['pack_left']} in the pack"
        else:
            note = f"reshuffled \u00d7{table['reshuffles']}" if table["reshuffles"] else ""
        heading = wrap(self.turn_heading(turn), 16, w - 24, 600)
        beside = len(note) * char_width(15) <= w * 0.5 - 24  # else the note goes under the count
        notes = [] if not note else [note] if beside else wrap(note, 15, w - 24)
        box = 14 + 22 * len(heading) + 44 + (0 if beside else 21 * len(notes))
        scene.rect(x, y, w, box, fill=theme.TURF, radius=10)
        for i, line in enumerate(heading):
            scene.text(x + 12, y + 20 + 22 * i, line, 16, theme.CHALK, 600, max_width=w - 24, mirror=False)
        scene.text_only(self.turn_heading(turn))
        cy = y + 22 * len(heading) + 34
        scene.text(x + 12, cy, f"Count {table['count']}", 30, theme.STRAW, 800, max_width=w * 0.5)
        if beside and notes:
            scene.text(x + w - 12, cy, note, 15, theme.CHALK_DIM, 400, "right", max_width=w * 0.5 - 12)
        for i, line in enumerate([] if beside else notes):
            scene.text(x + 12, cy + 30 + 21 * i, line, 15, theme.CHALK_DIM, 400, max_width=w - 24, mirror=False)
        if notes and not beside:
            scene.text_only(note)
        return y + box + 8

    def draw_actions(self, scene, x, y, w, state):
        half = (w - 8) / 2
        if self.animating():
            scene.button("skip", x, y, half, 52, "Skip to now", size=18)
            self.speed_button(scene, x + half + 8, y, half)
            scene.button("auto", x, y + 60, w, 52, "Auto choose: the Droid's pick for you",
                         caption=f"Auto choose: {'on' if self.auto else 'off'}", kind="ghost", size=17,
                         pressed=self.auto)
            return y + 112
        decision = None if state["to_act"] != "you" else state["decision"]
        if state["result"]:
            scene.button("rematch", x, y, w, 52, "Rematch with the same deal", size=18)
            scene.button("panel:scorecard", x, y + 60, half, 52, "Scorecard", kind="ghost", size=18)
            scene.button("new", x + half + 8, y + 60, half, 52, "New match", kind="ghost", size=18)
            return y + 112
        if decision == "cover":
            return self.draw_sets(scene, x, y, w, state)
        pairs = {
            "toss": [("toss:heads", "Call heads", "Heads"), ("toss:tails", "Call tails", "Tails")],
            "elect": [("elect:bat", "Bat first", "Bat first"), ("elect:field", "Field first", "Field first")],
            "declare": [("declare:no", "Bat on", "Bat on"), ("declare:yes", "Declare", "Declare")],
            "follow-on": [("follow-on:yes", "Enforce the follow-on", "Enforce"),
                          ("follow-on:no", "Bat again", "Bat again")],
        }.get(decision, [])
        for i, (rid, label, caption) in enumerate(pairs):
            scene.button(rid, x + i * (half + 8), y, half, 56, label, caption=caption, size=20,
                         kind="primary" if i == 0 else "ghost")
        y += 64 if pairs else 0
        return self.controls(scene, x, y, w)

    def speed_button(self, scene, x, y, w):
        scene.button("speed", x, y, w, 52, f"Dealing speed: {self.speed}",
                     caption=f"Speed: {self.speed}", kind="ghost", size=17)

    def controls(self, scene, x, y, w):
        half = (w - 8) / 2
        self.speed_button(scene, x, y, half)
        scene.button("auto", x + half + 8, y, half, 52, "Auto choose: the Droid's pick for you",
                     caption=f"Auto: {'on' if self.auto else 'off'}", kind="ghost", size=17, pressed=self.auto)
        return y + 60

    def draw_sets(self, scene, x, y, w, state):
        sets = state["turn"]["sets"]
        pick = state["suggestion"]["cells"] if state["suggestion"] else None
        cols = 2 if w >= 300 else 1
        cell_w = (w - 8 * (cols - 1)) / cols
        scene.text(x, y + 12, "Cover a set (\u2605 the Droid's pick):", 15, theme.CHALK_DIM, max_width=w)
        y += 28
        for i, s in enumerate(sets):
            bx = x + (i % cols) * (cell_w + 8)
            by = y + (i // cols) * 58
            star = "\u2605 " if s["cells"] == pick else ""
            scene.button(f"cover:{'-'.join(map(str, s['cells']))}", bx, by, cell_w, 52, set_label(s["cards"]),
                         caption=star + "  ".join(card_short(c) for c in s["cards"]),
                         kind="primary" if s["cells"] == pick else "ghost", size=20)
        for s in sets:
            if s["cells"] == pick:
                scene.text_only(f"The Droid would {set_label(s['cards'])[0].lower()}{set_label(s['cards'])[1:]}.")
        y += 58 * ((len(sets) + cols - 1) // cols)
        return self.controls(scene, x, y, w)

    def draw_menu(self, scene, x, y, w, state):
        half = (w - 8) / 2
        items = [("panel:scorecard", "Scorecard", "Scorecard"),
                 ("panel:share", "Share a rematch link", "Share rematch"),
                 ("rematch", "Rematch with the same deal", "Rematch"),
                 ("new", "New match", "New match")]
        for i, (rid, label, caption) in enumerate(items):
            scene.button(rid, x + (i % 2) * (half + 8), y + (i // 2) * 60, half, 52, label, caption=caption,
                         kind="ghost", size=17)
        y += 124
        scene.text(x, y + 12, "Dealing speed", 16, theme.CHALK, 700, max_width=w, heading=True)
        y += 28
        quarter = (w - 24) / 4
        for i, speed in enumerate(SPEEDS):
            scene.button(f"speed:{speed}", x + i * (quarter + 8), y, quarter, 52, f"Deal {speed}",
                         caption=speed.capitalize(), kind="ghost", size=16, pressed=self.speed == speed)
        y += 64
        return scene.paragraph(x, y + 10, w, state["scoring"], 15, theme.CHALK_DIM)

    def draw_share(self, scene, x, y, w):
        link = self.share_link()
        y = scene.paragraph(x, y + 12, w, "Whoever opens this link plays a rematch of this match: the same "
                            "nations and options, the same deal of the cards.", 16, theme.CHALK)
        per_line = max(20, int(w // char_width(13)))
        lines = [link[i:i + per_line] for i in range(0, len(link), per_line)]  # a link has no spaces to wrap at
        for i, line in enumerate(lines[:5]):
            scene.text(x, y + 8 + 17 * i, line, 13, theme.STRAW, 400, max_width=w, mirror=False)
        scene.text_only(link)
        y += 17 * min(5, len(lines)) + 16
        half = (w - 8) / 2
        scene.button("copy", x, y, half, 52, "Copy the link", caption="Copy link", size=18)
        scene.button("table", x + half + 8, y, half, 52, "Done", kind="ghost", size=18)
        return y + 60

    # the scorecard
    def draw_scorecard(self, scene, x, y, w, h, state):
        innings = state["innings"]
        scene.document = self.document(state)
        if not innings:
            scene.text(x, y + 20, "No innings yet: the toss comes first.", 18, theme.CHALK_DIM, max_width=w)
            return
        tab_w = (w - 8 * 3) / 4
        for i, inn in enumerate(innings):
            scene.button(f"innings:{i}", x + i * (tab_w + 8), y, tab_w, 48,
                         f"Innings {i + 1}: {self.name_of(inn['batting'])}",
                         caption=f"{i + 1}: {state['sides'][inn['batting']]['code']} {inn['runs']}", kind="ghost",
                         size=16, pressed=i == self.innings_shown)
        y += 58
        inn = innings[min(self.innings_shown, len(innings) - 1)]
        scene.text(x, y + 12, f"{ORDINAL[innings.index(inn)]} innings: {self.score_line(state, inn)}", 19,
                   theme.STRAW, 800, max_width=w, heading=True)
        y += 32
        wide = w >= 700
        bat_w = w * 0.58 if wide else w
        row = 23 if scene.w >= 700 else 22
        size = 16 if w >= 420 else 14
        for b in inn["batting_card"]:
            dim = theme.CHALK_DIM if b["status"] == "did not bat" else theme.CHALK
            scene.text(x, y + row / 2, b["name"], size, dim, 600 if b["status"] == "not out" else 400,
                       max_width=bat_w * 0.45)
            scene.text(x + bat_w * 0.47, y + row / 2, b["how"], size - 1, theme.CHALK_DIM, max_width=bat_w * 0.38)
            if b["status"] != "did not bat":
                scene.text(x + bat_w - 6, y + row / 2, str(b["runs"]), size, dim, 700, "right")
            y += row
        bat_bottom = y
        bx, by = (x + bat_w + 40, y - row * len(inn["batting_card"])) if wide else (x, y + 12)
        bw = w - bat_w - 40 if wide else w
        columns = (("Turns", 0.6), ("Cards", 0.8), ("Wkts", 1.0))
        scene.text(bx, by + row / 2, "Bowling", size, theme.STRAW, 700, max_width=bw * 0.5)
        for head, at in columns:
            scene.text(bx + bw * at - 6, by + row / 2, head, size - 2, theme.STRAW, 700, "right")
        by += row + 4
        for b in inn["bowling"]:
            scene.text(bx, by + row / 2, b["name"], size, theme.CHALK, max_width=bw * 0.46)
            for (_, at), figure in zip(columns, (b["turns"], b["cards"], b["wickets"])):
                scene.text(bx + bw * at - 6, by + row / 2, str(figure), size, theme.CHALK, 600, "right")
            by += row
        y = max(bat_bottom, by) + 12
        if state["result"]:
            y = scene.paragraph(x, y + 12, w, state["result"]["text"], 20, theme.STRAW, 800)
        half = (w - 8) / 2
        scene.button("print", x, y + 8, half, 52, "Print the scorecard", caption="Print", kind="ghost", size=18)
        scene.button("table", x + half + 8, y + 8, half, 52, "Close the scorecard", caption="Close",
                     kind="primary", size=18)
        scene.h = max(scene.h, int(y + 8 + 52 + 12))

    def document(self, state):
        """The whole scorecard as text blocks, for printing."""
        you, droid = self.name_of("you"), self.name_of("droid")
        blocks = [{"h1": f"Card Cricket: {you} v {droid}"}]
        if state["result"]:
            blocks.append({"p": state["result"]["text"]})
        for i, inn in enumerate(state["innings"]):
            blocks.append({"h2": f"{ORDINAL[i]} innings: {self.score_line(state, inn)}"})
            lines = [f"{b['name']:<24} {b['how']:<28} {b['runs'] if b['status'] != 'did not bat' else '':>4}"
                     for b in inn["batting_card"]]
            lines.append("")
            lines += [f"{b['name']:<24} {b['turns']:>3} turns {b['cards']:>5} cards {b['wickets']:>3} wkts"
                      for b in inn["bowling"]]
            blocks.append({"pre": "\n".join(lines)})
        blocks.append({"p": state["scoring"]})
        return blocks

    # set-up -------------------------------------------------------------------------------------
    def draw_setup(self, scene, top):
        w = scene.w
        pad = 16 if w < 600 else 28
        width = min(w - 2 * pad, 980)
        x = (w - width) / 2
        y = top + pad
        scene.button("back", x, y, 110, 48, "Back to the hub", caption="\u2190 Hub", kind="ghost", size=17)
        scene.text(x + 126, y + 24, "Card Cricket: you v the Droid", 26 if w >= 600 else 18, theme.STRAW, 800,
                   max_width=width - 126, heading=True)
        y += 60
        if self.error:
            y = scene.paragraph(x, y + 12, width, self.error, 16, theme.ALERT, 600) + 4
        cols = 7 if width >= 640 else 5
        for key, heading, prefix in (("nation", "Your nation", "Your nation"),
                                     ("droid_nation", "The Droid's nation", "The Droid's nation")):
            scene.text(x, y + 12, heading, 18, theme.CHALK, 700, heading=True)
            y += 28
            y = self.option_grid(scene, x, y, width, cols, [
                (f"{key.replace('_', '-')}:{code}", f"{prefix}: {name}", code, self.options[key] == code)
                for code, (name, _) in NATIONS.items()], size=17)
            name, players = NATIONS[self.options[key]]
            y = scene.paragraph(x, y + 10, width, f"{name}: {', '.join(players)}", 14, theme.CHALK_DIM) + 4
        fmt = self.options["format"]
        rows = [("Match", [("format:club", "Club match: one innings each", "Club: 1 innings", fmt == "club"),
                           ("format:test", "Test match: two innings each", "Test: 2 innings", fmt == "test")])]
        if self.options["format"] == "test":
            rows.append(("Days", [(f"days:{d or 'none'}", "Timeless Test" if d is None else f"{d}-day Test",
                                   "Timeless" if d is None else f"{d} day{'s' * (d > 1)}", self.options["days"] == d)
                                  for d in DAYS]))
        rows += [
            ("Runs", [("runs:count", "A run for every card", "A run a card", self.options["runs"] == "count"),
                      ("runs:short", "Runs are the count less 9", "Count less 9", self.options["runs"] == "short")]),
            ("Wickets", [("wickets:one", "A wicket for 21 cards or more", "21+: a wicket",
                          self.options["wickets"] == "one"),
                         ("wickets:each", "A wicket for every full 21 cards", "Each 21: a wicket",
                          self.options["wickets"] == "each")]),
            ("Batting", [("all-bat:no", "Ten wickets end an innings", "10 wickets", not self.options["all_bat"]),
                         ("all-bat:yes", "All eleven bat", "All 11 bat", self.options["all_bat"])]),
            ("Dealing speed", [(f"speed:{s}", f"Deal {s}", s.capitalize(), self.speed == s) for s in SPEEDS]),
        ]
        for heading, items in rows:
            scene.text(x, y + 12, heading, 18, theme.CHALK, 700, heading=True)
            y += 28
            y = self.option_grid(scene, x, y, width, 4 if len(items) > 2 else 2, items, size=16)
        scene.button("start", x, y + 6, width, 56, "Start the match", size=22)
        scene.h = max(scene.h, int(y + 6 + 56 + pad))

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


def draw_card(scene, x, y, w, h, code, under, mark, fresh=False):
    """One cell: an empty slot, or a card (rank and suit in the corner and large in the middle, red
    or black) with the cards beneath it shown as edges, and a coloured frame when it is in a set."""
    if code is None:
        scene.rect(x, y + 6, w, h - 6, fill="rgba(255,255,255,.05)", radius=10, stroke=theme.TURF_LIGHT, line_width=2)
        return
    for i in range(min(under, 3), 0, -1):  # the edges of the cards beneath, peeking out above
        scene.rect(x + 2 * i, y + 6 - 2 * i, w - 4 * i, h - 6, fill="#d8d3c6", radius=8, stroke="#7d786c",
                   line_width=1)
    cx, cy, cw, ch = x, y + 6, w, h - 6
    scene.rect(cx, cy, cw, ch, fill="#fbfaf5", radius=8, stroke=mark or (FRESH if fresh else "#5c5a52"),
               line_width=5 if mark else 3 if fresh else 1)
    rank, suit = code[:-1], code[-1]
    ink = RED if suit in "HD" else BLACK
    symbol = SUITS[suit][0]
    corner = max(14, int(ch * 0.2))
    scene.text(cx + 8, cy + corner * 0.7, rank, corner, ink, 800, mirror=False)
    scene.text(cx + 8, cy + corner * 1.6, symbol, int(corner * 0.8), ink, 400, mirror=False)
    scene.text(cx + cw * 0.58, cy + ch * 0.6, symbol, int(min(cw, ch) * 0.5), ink, 400, "center", mirror=False)
    if under:
        scene.text(cx + cw - 6, cy + ch - 12, f"+{under}", max(12, int(ch * 0.1)), "#5c5a52", 600, "right",
                   mirror=False)


SCREEN = CardsScreen

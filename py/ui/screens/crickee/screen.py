"""Crickee's match centre (`#/crickee`): the set-up, the toss, captaining each over, the dice and
the umpire's card landing, the scoreboard and its tabs (this over, scorecard, charts, squads,
match), the rules, and a replay that steps through a finished match ball by ball or over by over.

The screen holds only what a viewer is in the middle of (the tab, the replay's place, an
animation); everything drawn comes from `crickee.replay`, the computer's decisions from
`crickee.autoplay`, every refusal is the engine's own sentence. The panels draw and take their
own taps (one module each: the captains' decisions in captain_panel, the tabs in tabs_panel...);
this module holds the match, its pacing, saving and the layout.

Pacing. A rolled over lands die by die and then its card turns; until then nothing on the screen
or in the live region tells how it went (the scoreboard holds the score from before), and a tap
anywhere lands it at once and does nothing else. A decision's buttons take taps only once they
have been on screen for a moment (ARM_MS), so the second tap of a double tap never takes the
next decision: a roll is always the one the captain chose.
"""

from pavilion import catalog, crickee
from pavilion.core import RuleError, with_actions

from ... import router, theme
from ...stored import Fields, Maybe, OneOf, Whole
from .. import GameScreen
from . import board, eleven_panel, over_panel, rules_panel, scorecard_panel, tabs_panel
from .captain_panel import CaptainTaps
from .eleven_panel import ElevenTaps
from .match_panel import MatchTaps
from .replay_panel import ReplayTaps
from .rules_panel import RulesTaps
from .setup_panel import POOL, SetupTaps, draw_setup
from .tabs_panel import TABS, TabsTaps
from .words import balls_note, computer_plays_both, fit, latest_over, overs_said, plural, where

GAME = catalog.BY_SLUG["crickee"]
DIE_MS, CARD_MS, GAP_MS, BALL_MS = 170, 450, 1200, 800  # a die, the card turning, between overs, replay balls
ARM_MS = 350  # a new decision's buttons wait this long for taps: a double tap's second tap is not a choice
LANDED = 7  # animation stages: 0-5 the dice land one by one, 6 the card waits to turn, 7 done


class CrickeeScreen(SetupTaps, ElevenTaps, CaptainTaps, TabsTaps, RulesTaps, ReplayTaps, MatchTaps, GameScreen):
    @property
    def name(self):
        """A page of its own while a captain picks the bowler or rolls: the painter scrolls to the
        top when the name changes, so the first screen (every bowler or the Roll button, the tabs)
        is what he sees, wherever tapping the attack decision before it left the page."""
        decision = self.match is not None and self.rules is None and board.after_the_attack(self, self.shown())
        return f"crickee-{decision}" if decision else "crickee"

    # Where the viewer was: the view, the replay's over and ball (checked against the match), the tab.
    extras = Fields(view=OneOf("live", "replay"), step=Maybe(Whole()), ball=Maybe(Whole()),
                    tab=OneOf(*(t[0] for t in TABS)))
    game = GAME

    def __init__(self, app, match_id=None, params=None):
        super().__init__(app)
        self.match = self.match_id = None
        self.home, self.away, self.mode, self.cards, self.traits = "owls", "gulls", "one", True, True
        self.dice = "graded"
        self.elevens = {side: list(POOL[club]["eleven"]) for side, club in (("home", "owls"), ("away", "gulls"))}
        self.picking = None  # the side whose eleven the set-up is picking
        self.tab = "over"
        self.card_innings = None  # the innings the scorecard tab shows; None: the latest
        self.player = None  # the player whose card the squads tab shows
        self.rules = None  # the rules page open over the screen, if any
        self.deck_category = "Core"
        self.view = "live"  # live | replay
        self.step, self.ball = 0, None  # replay: overs shown, and balls shown of the last (None: all)
        self.auto = False  # watching the computer, or a replay, advances by itself
        self.anim = None  # the stage of the over landing on the canvas, None when still
        self.armed = None  # the action count whose decision takes taps (None: not yet)
        self.error = None
        self._state = self._shown = None
        if match_id:
            self.open_saved(match_id, (params or {}).get("view") == "replay")

    # the match and its replay, each computed once per change ----------------------------------
    def state(self):
        if self._state is None or self._state[0] is not self.match:
            self._state = (self.match, crickee.replay(self.match))
        return self._state[1]

    def rolls(self) -> list:
        return [i for i, a in enumerate(self.match["actions"]) if a["type"] == "roll"]

    def shown(self):
        """What the screen draws: the match, or in a replay the match as it stood after `step` overs."""
        if self.view != "replay":
            return self.state()
        if self._shown is None or self._shown[0] is not self.match or self._shown[1] != self.step:
            rolls = self.rolls()
            cut = rolls[self.step - 1] + 1 if self.step else (rolls[0] if rolls else len(self.match["actions"]))
            self._shown = (self.match, self.step, crickee.replay(with_actions(self.match, self.match["actions"][:cut])))
        return self._shown[2]

    def watching(self, state=None) -> bool:
        return computer_plays_both((state or self.state())["options"])

    @staticmethod
    def computer(match):
        """Let the computer captains decide, except when watching (that goes an over at a time)."""
        return match if computer_plays_both(match["options"]) else crickee.autoplay(match)

    def ready(self) -> bool:
        """Whether the decision on screen takes taps: landed, and shown for a moment."""
        return self.anim is None and self.match is not None and self.armed == len(self.match["actions"])

    def arm(self) -> None:
        self.armed = len(self.match["actions"])

    def partial(self):
        """(over, balls shown) when the scoreboard must not show the latest over whole: while it
        lands (balls None) or part-way through it in a ball-by-ball replay; else None."""
        found = latest_over(self.shown())
        if found is None or (self.anim is None and (self.view != "replay" or self.ball is None)):
            return None
        return found[1], (None if self.anim is not None else self.ball)

    def landing_over(self, state):
        found = latest_over(state)
        return None if found is None else (state["innings"][found[0]], found[1])

    def board_innings(self, state):
        """The innings the scoreboard shows: the one whose over is landing or being replayed, else the latest."""
        if self.partial() is not None:
            return self.landing_over(state)[0]
        return state["innings"][-1] if state["innings"] else None

    # loading and saving -------------------------------------------------------------------------
    def open_saved(self, match_id, replay=False):
        loaded = self.load_saved(match_id)
        if loaded is None:
            return
        saved, extra, checked = loaded
        try:
            match = self.computer(saved)
        except RuleError as e:
            self.app.notices.append(f"That saved match cannot be played: {e.message}")
            return
        if len(match["actions"]) == len(saved["actions"]):
            match = saved  # nothing for the computer to do: keep the replay already made
            self._state = (match, checked)
        self.match, self.match_id = match, match_id
        self.arm()
        done = self.state()["status"] == "done"
        self.tab = extra.get("tab", self.tab)
        if done and (replay or extra.get("view") == "replay"):
            self.view = "replay"
            step, ball = extra.get("step"), extra.get("ball")
            if not replay and step is not None and step <= len(self.rolls()):
                self.step = step
                self.ball = ball if ball is not None and step and ball <= self.over_length() else None
        if replay or done or len(match["actions"]) != len(saved["actions"]):
            self.persist()  # a finished match, too: its summary may have been saved mid-landing

    def persist(self):
        """Save the match and where the viewer is; the hub's summary of it never runs ahead of
        the screen (while an over lands it gives the score from before the over). A new match is
        saved from its first move on (opening a game and leaving adds nothing to the hub), and from
        then on the address names it."""
        if not self.match["actions"]:
            return
        fresh = self.match_id not in self.app.store.index()
        state = self.state()
        teams = f"{state['teams']['home']['name']} v {state['teams']['away']['name']}"
        if self.anim is not None and self.view == "live":
            inn, runs, wickets, overs = board.board_numbers(self, state)
            when = f"{inn['team']} {runs}/{wickets} ({overs} ov)"
        elif state["result"]:
            when = state["result"]["text"]
        elif state["innings"]:
            inn = state["innings"][-1]
            when = f"{inn['team']} {inn['runs']}/{inn['wickets']} ({inn['overs']} ov)"
        else:
            when = "the toss"
        self.saved = self.app.save(self.match_id, self.match, f"{teams} \u00b7 {when}",
                                   {"view": self.view, "step": self.step, "ball": self.ball, "tab": self.tab},
                                   finished=bool(state["result"]) and self.anim is None)
        if fresh and self.saved:
            self.app.bridge.replace_route(router.format(GAME["route"], {"id": self.match_id}))

    def title(self):
        return "Crickee - Pavilion"

    def arrival(self):
        if self.match is None:
            return "Crickee: set up a new match."
        return f"Crickee. {self.situation(self.shown())}"

    def situation(self, state) -> str:
        """What is happening now, in a sentence: the result, or who must decide what."""
        if self.view == "replay":
            return f"Replay: {self.replay_position()}. {self.score_sentence(state)}"
        if state["result"]:
            return state["result"]["text"] + "."
        return f"{self.score_sentence(state)}{state['to_decide']['prompt']}."

    @staticmethod
    def score_sentence(state) -> str:
        if not state["innings"]:
            return ""
        inn = state["innings"][-1]
        text = f"{inn['team']} {inn['runs']} for {inn['wickets']} after {overs_said(inn['overs'])}{balls_note(inn)}. "
        if inn["required"] and not inn["done"]:
            req = inn["required"]
            text += f"Need {req['runs']} from {plural(req['overs'], 'over')}. "
        return text

    # events ---------------------------------------------------------------------------------------
    def on_tap(self, region, event):
        if self.anim is not None:  # while the over lands, a tap anywhere lands it and does nothing else
            self.land()
            self.armed = None
            return
        super().on_tap(region, event)

    def on_key(self, key):
        if self.anim is not None:
            if key in ("Escape", " ", "Enter"):
                self.land()
                self.armed = None
        elif self.rules is not None and key in ("Escape", "Backspace"):
            self.tap_rules_close("")
        elif self.picking is not None and key in ("Escape", "Backspace"):
            self.tap_picked("")
        elif self.view == "replay" and key in ("ArrowLeft", "ArrowRight"):
            self.tap_step("prev" if key == "ArrowLeft" else "next")
        elif key == "Escape":
            self.app.go("")

    def on_tick(self):
        if self.anim is not None:
            if self.anim + 1 >= LANDED:
                self.land()  # landed by itself: no tap to guard against, the decision is ready
                self.arm()
            else:
                self.anim += 1
        elif self.match is not None and self.armed != len(self.match["actions"]):
            self.arm()
        elif self.auto and self.can_advance():
            if self.view == "replay":
                self.tap_step("next")
            else:
                self.tap_next("")
        else:
            self.auto = False

    def land(self):
        """The over on screen lands: now it may be told (and the result with it, to the hub's
        summary too)."""
        self.anim = None
        state = self.shown()
        if self.view == "replay" and self.ball is not None:
            self.tell(self.ball_sentence(state))
        else:
            if self.view == "live":
                self.persist()
            self.tell(self.over_sentence(state))

    def over_sentence(self, state) -> str:
        inn, over = self.landing_over(state)
        text = (f"{where(inn, over)}, {over['bowler_name']} bowling: {plural(over['runs'], 'run')}, "
                f"{plural(over['wickets'], 'wicket')}. {inn['team']} {over['score']} for {over['wickets_down']}.")
        if over["card"]:
            text += f" The umpire's card: {over['card']['name']}."
        if self.view == "replay":
            return text
        if state["result"]:
            return f"{text} {state['result']['text']}."
        return f"{text} {state['to_decide']['prompt']}."

    def can_advance(self) -> bool:
        if self.view == "replay":
            return self.step < len(self.rolls()) or self.ball is not None
        return self.state()["status"] != "done"

    def start(self, match):
        self.match = self.computer(match)
        self.match_id = self.app.store.new_id(GAME["slug"])
        self.view, self.step, self.ball, self.tab, self.card_innings, self.player = "live", 0, None, "over", None, None
        self.armed = None
        self.auto = self.watching()
        self.persist()
        state = self.state()
        toss = f" {state['toss']['text']}." if state["toss"] and state["toss"]["text"] else ""
        self.tell(f"{state['teams']['home']['name']} v {state['teams']['away']['name']}.{toss} "
                  f"{self.situation(state)}")

    # drawing --------------------------------------------------------------------------------------
    def draw(self, scene, top):
        if self.rules is not None:
            return rules_panel.draw_rules(self, scene, top)
        if self.match is None and self.picking is not None:
            return eleven_panel.draw_picker(self, scene, top, POOL)
        if self.match is None:
            return draw_setup(self, scene, top, POOL)
        state = self.shown()
        w = scene.w
        k = 1.3 if w >= 1600 and scene.h >= 900 else 1.0
        pad = 8 if w < 600 else 14
        self.draw_bar(scene, top, pad, state, k)
        y0 = top + 56 + pad
        landscape = w >= 720 and w > scene.h
        if landscape:
            left_w = min(max(w * 0.4, 330), 640)
            y = board.draw_scoreboard(self, scene, pad, y0, left_w, state, k)
            bottom = board.draw_decision(self, scene, pad, y + 8, left_w, state, k)
            rx = pad + left_w + pad
            bottom = max(bottom, tabs_panel.draw_tabs(self, scene, rx, y0, w - rx - pad, scene.h - y0 - pad, state, k, True))
        else:
            inner = w - 2 * pad
            y = board.draw_scoreboard(self, scene, pad, y0, inner, state, k, compact=True)
            # choosing the bowler or rolling, the over above shrinks to its dice: the buttons and tabs fit
            y = self.draw_over_block(scene, pad, y + 8, inner, state, k, ball_by_ball=False,
                                     dice_only=bool(board.after_the_attack(self, state)))
            y = board.draw_decision(self, scene, pad, y + 10, inner, state, k)
            bottom = tabs_panel.draw_tabs(self, scene, pad, y + 14, inner, 420, state, k, False)
        scene.h = max(scene.h, int(bottom + pad))
        if self.anim is not None:
            # every tap lands the over: the only target is the whole screen
            scene.regions, scene.focus = [], None
            scene.region("skip", 0, 0, w, scene.h, "Skip the animation")
            scene.focus_on("skip", now=True)  # Skip takes focus while the dice land
            scene.timer = DIE_MS if self.anim < LANDED - 1 else CARD_MS
            scene.document = None  # the printable scorecard would tell the over before it lands
            return
        if not self.ready():
            scene.timer = ARM_MS
        elif self.auto and self.can_advance():
            scene.timer = BALL_MS if self.view == "replay" and self.ball is not None else GAP_MS
        scene.document = scorecard_panel.document(self.state())

    def draw_bar(self, scene, top, pad, state, k):
        w = scene.w
        scene.rect(0, top, w, 56, fill=theme.TURF)
        scene.button("back", pad, top + 4, 96, 48, "Back to the hub", caption="\u2190 Back", kind="ghost", size=17)
        scene.button("rules:dice", w - pad - 88, top + 4, 88, 48, "Rules: the dice key and how to play",
                     caption="Rules", kind="ghost", size=17)
        names = f"{state['teams']['home']['name']} v {state['teams']['away']['name']}"
        drawn = names if w >= 600 else f"{state['teams']['home']['id'].capitalize()} v " \
                                       f"{state['teams']['away']['id'].capitalize()}"
        room = w - 2 * pad - 96 - 88 - 24
        prefix = "Replay: " if self.view == "replay" else ""
        scene.text(pad + 108, top + 28, prefix + drawn, fit(prefix + drawn, int(20 * k), room), theme.STRAW, 700,
                   max_width=room, mirror=False)
        scene.text_only(prefix + names, heading=True)  # the clubs in full for screen readers

    def draw_over_block(self, scene, x, y, w, state, k, ball_by_ball=True, dice_only=False):
        """The over on show (the one landing, the last rolled, or the replay's), else the dice key;
        `dice_only`: its head, dice and card's name (the card and what it changed go under This over)."""
        found = self.landing_over(state)
        if found is None:
            return over_panel.draw_dice_key(scene, x, y, w, k, title="The dice: what each face means")
        shown = self.ball if self.view == "replay" else None
        if dice_only:
            return over_panel.draw_over_dice(scene, x, y, w, *found, k, stage=self.anim, shown=shown, card_named=True)
        return over_panel.draw_over(scene, x, y, w, *found, k, stage=self.anim, shown=shown, ball_by_ball=ball_by_ball)

    def grid(self, scene, x, y, w, items, cols, k, gap=8, primary=None, ready=True):
        """Buttons (id, label, caption) in rows of `cols`, `primary` (None: the first; "": none) in
        straw; returns the y below them. Not `ready`: drawn as they will be, but taking no taps yet."""
        primary = items[0][0] if primary is None else primary
        cols = min(cols, len(items))
        if w / cols < 78:
            cols = max(1, int(w // 78))
        cell, row_h = (w - gap * (cols - 1)) / cols, int(52 * k)
        for i, (rid, label, caption) in enumerate(items):
            scene.button(rid, x + (i % cols) * (cell + gap), y + (i // cols) * (row_h + gap), cell, row_h, label,
                         caption=caption, kind="primary" if rid == primary else "ghost",
                         size=fit(caption, int(17 * k), cell - 14, 12))
            if not ready:
                scene.regions[-1]["disabled"] = True
                if scene.focus == rid:
                    scene.focus = None
            if rid == primary:
                scene.focus_on(rid)  # the decision's first answer: where a keyboard player goes next
        rows = (len(items) + cols - 1) // cols
        return y + rows * (row_h + gap) - gap

"""Crickee's match centre (`#/crickee`): set-up, the toss, captaining each over, the dice and the
umpire's card landing, scoreboard, scorecards, worm and Manhattan, share links, and a replay that
steps through a finished match over by over.

The screen holds only what a viewer is in the middle of (the tab, the replay's step, an animation);
everything drawn comes from `crickee.replay`, the computer's decisions from `crickee.autoplay`, and
every refusal is the engine's own sentence.
"""

from pavilion import catalog, crickee
from pavilion.core import RuleError, share, with_actions

from ... import router, theme
from ...scene import char_width
from .. import GameScreen
from . import draw

GAME = catalog.BY_SLUG["crickee"]
POOL = {c["id"]: c for c in crickee.clubs()}
CLUBS = {club: c["name"] for club, c in POOL.items()}
MODES = {  # who captains (home, away), and how the set-up names it
    "one": (("person", "computer"), "You v the computer", "You v computer"),
    "two": (("person", "person"), "Two people on one screen", "Two people"),
    "watch": (("computer", "computer"), "Watch the computer play both", "Watch"),
}
TABS = (("over", "This over"), ("scorecard", "Scorecard"), ("charts", "Charts"), ("match", "Match"))
TAB_NAMES = {"over": "This over: dice, card and what it changed", "scorecard": "Scorecard",
             "charts": "Charts: worm and Manhattan", "match": "Match: share, replay, new match"}
DIE_MS, CARD_MS, GAP_MS = 170, 450, 1200  # one die landing, the card turning, between watched overs
LANDED = 7  # animation stages: 0-5 the dice land one by one, 6 the card waits to turn, 7 done
DICE_KEY = ("1 dot \u00b7 2 a coin: heads a single, tails a dot \u00b7 3 single \u00b7 4 two (a four "
            "when attacking) \u00b7 5 four \u00b7 6 wicket chance: roll 5 or more and he is out")


def short(club_id: str) -> str:
    """A club's one-word name for tight buttons: 'Gulls', 'Kestrels'."""
    return club_id.capitalize()


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def where(inn: dict, over: dict) -> str:
    return "Super Over" if inn["super_over"] else f"Over {over['over']}"


def latest_over(state):
    """(innings index, over) of the last over rolled, or None before the first roll."""
    for i in range(len(state["innings"]) - 1, -1, -1):
        if state["innings"][i]["over_list"]:
            return i, state["innings"][i]["over_list"][-1]
    return None


def rolled(state) -> int:
    return sum(len(inn["over_list"]) for inn in state["innings"])


def over_lines(inn: dict, number: int) -> list:
    """The ball-by-ball lines of the innings' `number`-th over (1-based) from its commentary,
    without the header, dice, card and change lines the over panel already draws."""
    blocks = []
    for line in inn["commentary"]:
        if line.startswith(("Over ", "Super Over:")):
            blocks.append([])
        elif blocks and not line.startswith(("Dice:", "The umpire turns", " ")):
            blocks[-1].append(line)
    return blocks[number - 1] if 0 < number <= len(blocks) else []


def innings_name(inn: dict) -> str:
    if inn["super_over"]:
        return f"Super Over {inn['super_over']}, {'first' if inn['number'] % 2 else 'second'} to bat"
    return "1st innings" if inn["number"] == 1 else "2nd innings"


def fit(text: str, size: int, width: float, smallest: int = 12, weight: int = 600) -> int:
    """The largest size up to `size` at which `text` fits `width` without squeezing, if any does."""
    while size > smallest and len(text) * char_width(size, weight) > width:
        size -= 1
    return size


def computer_plays_both(options) -> bool:
    return options["captains"]["home"] == options["captains"]["away"] == "computer"


def rate_text(value) -> str:
    return "\u2013" if value is None else f"{value:.2f}"



def partnerships_text(inn) -> str:
    """'1st 22 (14) Larkspur & Ainsley-Crane; 2nd 28* ...': each stand, its runs and balls."""
    def nth(n):
        return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"
    return "; ".join(f"{nth(p['wicket'])} {p['runs']}{'*' if p['unbroken'] else ''} ({p['balls']}) "
                     f"{' & '.join(p['batters'])}" for p in inn["partnerships"])

class CrickeeScreen(GameScreen):
    name = "crickee"
    game = GAME

    def __init__(self, app, match_id=None, params=None):
        super().__init__(app)
        self.match = self.match_id = None
        self.home, self.away, self.mode, self.cards, self.traits = "gulls", "owls", "one", True, True
        self.tab = "over"
        self.card_innings = None  # the innings the scorecard tab shows; None: the latest
        self.view = "live"  # live | replay
        self.step = 0  # replay: how many overs have been shown
        self.auto = False  # watching the computer, or a replay, advances by itself
        self.anim = None  # the stage of the over landing on the canvas, None when still
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
        key = (self.match, self.step)
        if self._shown is None or self._shown[0][0] is not self.match or self._shown[0][1] != self.step:
            rolls = self.rolls()
            cut = rolls[self.step - 1] + 1 if self.step else (rolls[0] if rolls else len(self.match["actions"]))
            self._shown = (key, crickee.replay(with_actions(self.match, self.match["actions"][:cut])))
        return self._shown[1]

    def watching(self, state=None) -> bool:
        return computer_plays_both((state or self.state())["options"])

    @staticmethod
    def computer(match):
        """Let the computer captains decide, except when watching (that goes an over at a time)."""
        return match if computer_plays_both(match["options"]) else crickee.autoplay(match)

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
        done = self.state()["status"] == "done"
        if extra.get("tab") in dict(TABS):
            self.tab = extra["tab"]
        if done and (replay or extra.get("view") == "replay"):
            self.view = "replay"
            step = extra.get("step")
            self.step = step if isinstance(step, int) and 0 <= step <= len(self.rolls()) and not replay else 0
        if replay or len(match["actions"]) != len(saved["actions"]):
            self.persist()

    def persist(self):
        state = self.state()
        teams = f"{state['teams']['home']['name']} v {state['teams']['away']['name']}"
        if state["result"]:
            when = state["result"]["text"]
        elif state["innings"]:
            inn = state["innings"][-1]
            when = f"{inn['team']} {inn['runs']}/{inn['wickets']} ({inn['overs']} ov)"
        else:
            when = "the toss"
        self.saved = self.app.save(self.match_id, self.match, f"{teams} \u00b7 {when}",
                                   {"view": self.view, "step": self.step, "tab": self.tab})

    def title(self):
        return "Crickee - Pavilion"

    def arrival(self):
        if self.match is None:
            return "Crickee: set up a new match."
        return f"Crickee. {self.situation(self.shown())}"

    def situation(self, state) -> str:
        """What is happening now, in a sentence: the result, or who must decide what."""
        if self.view == "replay":
            return f"Replay: over {self.step} of {len(self.rolls())}. {self.score_sentence(state)}"
        if state["result"]:
            return state["result"]["text"] + "."
        decide = state["to_decide"]
        return f"{self.score_sentence(state)}{decide['prompt']}."

    @staticmethod
    def score_sentence(state) -> str:
        if not state["innings"]:
            return ""
        inn = state["innings"][-1]
        text = f"{inn['team']} {inn['runs']}/{inn['wickets']} after {inn['overs']} overs. "
        if inn["required"] and not inn["done"]:
            req = inn["required"]
            text += f"Need {req['runs']} from {plural(req['overs'], 'over')}. "
        return text

    # events ---------------------------------------------------------------------------------------
    def on_tap(self, region, event):
        self.anim = None  # any tap lands the over at once
        super().on_tap(region, event)

    def on_key(self, key):
        if self.anim is not None and key in ("Escape", " "):
            self.anim = None
        elif self.view == "replay" and key in ("ArrowLeft", "ArrowRight"):
            self.anim = None
            self.tap_step("prev" if key == "ArrowLeft" else "next")
        elif key == "Escape":
            self.app.go("")

    def on_tick(self):
        if self.anim is not None:
            self.anim = None if self.anim + 1 >= LANDED else self.anim + 1
        elif self.auto and self.can_advance():
            if self.view == "replay":
                self.tap_step("next")
            else:
                self.tap_next("")
        else:
            self.auto = False

    def can_advance(self) -> bool:
        if self.view == "replay":
            return self.step < len(self.rolls())
        return self.state()["status"] != "done"

    # set-up
    def tap_mode(self, arg, event=None):
        self.mode = arg
        self.tell(MODES[arg][1] + ".")

    def tap_home(self, arg, event=None):
        if arg == self.away:
            self.away = self.home
        self.home = arg
        self.tell(f"Home: {CLUBS[self.home]}; away: {CLUBS[self.away]}.")

    def tap_away(self, arg, event=None):
        if arg == self.home:
            self.home = self.away
        self.away = arg
        self.tell(f"Home: {CLUBS[self.home]}; away: {CLUBS[self.away]}.")

    def tap_cards(self, arg, event=None):
        self.cards = not self.cards
        self.tell("The umpire's cards are " + ("on." if self.cards else "off."))

    def tap_traits(self, arg, event=None):
        self.traits = not self.traits
        self.tell("Player traits are " + ("on." if self.traits else "off."))

    def tap_start(self, arg, event=None):
        home, away = MODES[self.mode][0]
        self.start(crickee.new_match(home=self.home, away=self.away, cards=self.cards, traits=self.traits,
                                     captains={"home": home, "away": away}))

    def start(self, match):
        self.match = self.computer(match)
        self.match_id = self.app.store.new_id(GAME["slug"])
        self.view, self.step, self.tab, self.card_innings = "live", 0, "over", None
        self.auto = self.watching()
        self.persist()
        self.app.bridge.replace_route(router.format(GAME["route"], {"id": self.match_id}))
        state = self.state()
        toss = f" {state['toss']['text']}." if state["toss"] and state["toss"]["text"] else ""
        self.tell(f"{state['teams']['home']['name']} v {state['teams']['away']['name']}.{toss} "
                  f"{self.situation(state)}")

    # captaining
    def decider(self):
        decide = self.state()["to_decide"]
        if decide is None:
            raise RuleError("match-over", f"The match is over: {self.state()['result']['text']}.")
        return decide["side"]

    def act(self, *actions):
        """Apply the actions (each after the computer's replies), then save and show what happened."""
        before = rolled(self.state())
        match = self.match
        for action in actions:
            match = self.computer(crickee.apply(match, action))
        self.commit(match, before)

    def commit(self, match, before):
        self.match = match
        self.persist()
        state = self.state()
        if rolled(state) > before:
            self.anim, self.tab = 0, "over"
            self.tell(self.over_sentence(state))
        else:
            self.tell(self.situation(state))

    def over_sentence(self, state) -> str:
        idx, over = latest_over(state)
        inn = state["innings"][idx]
        text = (f"{where(inn, over)}, {over['bowler_name']} bowling: {plural(over['runs'], 'run')}, "
                f"{plural(over['wickets'], 'wicket')}. {inn['team']} {over['score']}/{over['wickets_down']}.")
        if over["card"]:
            text += f" The umpire's card: {over['card']['name']}."
        if self.view == "replay":
            return text
        if state["result"]:
            return f"{text} {state['result']['text']}."
        return f"{text} {state['to_decide']['prompt']}."

    def tap_toss(self, arg, event=None):
        self.act({"type": "toss", "side": self.decider(), "call": arg})

    def tap_elect(self, arg, event=None):
        self.act({"type": "elect", "side": self.decider(), "choice": arg})

    def tap_attack(self, arg, event=None):
        """Attack or not; against a computer bowling side the over is rolled with the same tap."""
        side = self.decider()
        actions = [{"type": "attack", "side": side, "attack": arg == "yes"}]
        if self.rolls_too(self.state()):
            actions.append({"type": "roll", "side": side})
        self.act(*actions)

    @staticmethod
    def rolls_too(state) -> bool:
        decide = state["to_decide"]
        other = "away" if decide["side"] == "home" else "home"
        return state["options"]["captains"][other] == "computer"

    def tap_bowler(self, arg, event=None):
        self.act({"type": "bowler", "side": self.decider(), "player": arg})

    def tap_roll(self, arg, event=None):
        self.act({"type": "roll", "side": self.decider()})

    def tap_next(self, arg, event=None):
        self.commit(crickee.autoplay(self.match, until="over"), rolled(self.state()))

    def tap_auto(self, arg, event=None):
        self.auto = not self.auto
        self.tell("Playing on by itself." if self.auto else "Paused.")

    def tap_finish(self, arg, event=None):
        self.auto = False
        self.commit(crickee.autoplay(self.match), rolled(self.state()))

    def tap_skip(self, arg, event=None):
        self.tell("The over has landed.")

    # viewing
    def tap_tab(self, arg, event=None):
        self.tab = arg if arg in dict(TABS) else "over"
        self.persist()
        self.tell(TAB_NAMES[self.tab] + ".")

    def tap_share(self, arg, event=None):
        self.tap_tab("match")

    def tap_innings(self, arg, event=None):
        self.card_innings = int(arg)
        inn = self.shown()["innings"][self.card_innings]
        self.tell(f"Scorecard: {inn['team']}, {innings_name(inn)}.")

    def tap_replay(self, arg, event=None):
        if self.state()["status"] != "done":
            raise RuleError("not-finished", "A match can be replayed once it is finished.")
        self.view, self.step, self.auto, self.tab = "replay", 0, False, "over"
        self.persist()
        self.tell(f"Replay: {plural(len(self.rolls()), 'over')}. Next over steps through them.")

    def tap_step(self, arg, event=None):
        total = len(self.rolls())
        step = {"first": 1, "prev": self.step - 1, "next": self.step + 1, "last": total}.get(arg, self.step)
        step = max(0, min(total, step))
        if step == self.step:
            return
        forward = step == self.step + 1
        self.step = step
        self.persist()
        self.anim = 0 if forward else None
        state = self.shown()
        self.tell(self.over_sentence(state) if self.step else "Replay: before the first over.")

    def tap_leave(self, arg, event=None):
        self.view, self.auto = "live", False
        self.persist()
        self.tell(self.situation(self.state()))

    def tap_copy(self, arg, event=None):
        self.app.bridge.copy(self.link(arg == "replay"))
        self.tell("Replay link copied: it steps through this match over by over." if arg == "replay"
                  else "Link copied: whoever opens it plays the same dice from the toss.")

    def link(self, replay: bool) -> str:
        """Same seed and options (same dice for the same decisions), or the whole match to replay."""
        params = {"m": share.encode(self.match, with_moves=replay)}
        if replay:
            params["view"] = "replay"
        return self.app.bridge.base_url() + router.format(GAME["route"], params)

    def tap_print(self, arg, event=None):
        self.app.bridge.print_page()
        self.tell("Printing the scorecard.")

    def tap_rematch(self, arg, event=None):
        options = self.state()["options"]
        self.start(crickee.new_match(home=options["home"], away=options["away"], cards=options["cards"],
                                     traits=options["traits"], captains=options["captains"]))

    def tap_new(self, arg, event=None):
        options = self.state()["options"]
        self.home, self.away, self.cards, self.traits = (options["home"], options["away"], options["cards"],
                                                         options["traits"])
        captains = (options["captains"]["home"], options["captains"]["away"])
        self.mode = next((k for k, v in MODES.items() if v[0] == captains), "one")
        self.match = self.match_id = None
        self.view, self.auto = "live", False
        self.app.bridge.replace_route(router.format(GAME["route"]))
        self.tell("Set up a new match.")

    # drawing --------------------------------------------------------------------------------------
    def draw(self, scene, top):
        if self.match is None:
            return self.draw_setup(scene, top)
        state = self.shown()
        w = scene.w
        k = 1.3 if w >= 1600 and scene.h >= 900 else 1.0
        pad = 8 if w < 600 else 14
        bar = 56
        scene.rect(0, top, w, bar, fill=theme.TURF)
        scene.button("back", pad, top + 4, 96, 48, "Back to the hub", caption="\u2190 Hub", kind="ghost", size=17)
        names = f"{state['teams']['home']['name']} v {state['teams']['away']['name']}"
        heading = f"Replay: {names}" if self.view == "replay" else names
        scene.text(pad + 112, top + bar / 2, heading, fit(heading, int(20 * k), w - pad * 2 - 120), theme.STRAW,
                   700, max_width=w - pad * 2 - 120, heading=True)
        y0 = top + bar + pad
        landscape = w >= 720 and w > scene.h
        if landscape:
            left_w = min(max(w * 0.4, 330), 640)
            board_h = int(164 * k)
            self.draw_scoreboard(scene, pad, y0, left_w, board_h, state, k)
            bottom = self.draw_decision(scene, pad, y0 + board_h + 8, left_w, state, k)
            rx = pad + left_w + pad
            bottom = max(bottom, self.draw_tabs(scene, rx, y0, w - rx - pad, scene.h - y0 - pad, state, k))
        else:
            board_h = 150
            self.draw_scoreboard(scene, pad, y0, w - 2 * pad, board_h, state, k)
            y = self.draw_decision(scene, pad, y0 + board_h + 8, w - 2 * pad, state, k)
            bottom = self.draw_tabs(scene, pad, y + 8, w - 2 * pad, 420, state, k)
        scene.h = max(scene.h, int(bottom + pad))
        if self.anim is not None:
            scene.timer = DIE_MS if self.anim < LANDED - 1 else CARD_MS
        elif self.auto and self.can_advance():
            scene.timer = GAP_MS
        scene.document = self.document(self.state())

    # the scoreboard
    def draw_scoreboard(self, scene, x, y, w, h, state, k):
        scene.rect(x, y, w, h, fill=theme.TURF, radius=12)
        pad = 12
        lines = self.scoreboard_lines(state)
        if not state["innings"]:
            scene.text(x + pad, y + 24 * k, "The toss", int(16 * k), theme.CHALK_DIM, 600, mirror=False)
            scene.paragraph(x + pad, y + 56 * k, w - 2 * pad, lines[0], int(18 * k), theme.CHALK, 500)
            return
        label, team, score, overs, rest = lines
        scene.text(x + pad, y + 20 * k, label, int(14 * k), theme.CHALK_DIM, 600, max_width=w * 0.45)
        others = [f"{short(state['teams'][i['batting']]['id'])} {i['runs']}/{i['wickets']}"
                  for i in state["innings"][:-1] if i is not self.board_innings(state)]
        if others:
            scene.text(x + w - pad, y + 20 * k, " \u00b7 ".join(others[-2:]), int(14 * k), theme.CHALK_DIM, 600,
                       "right", max_width=w * 0.5)
        scene.text(x + pad, y + 54 * k, score, int(36 * k), theme.STRAW, 800, max_width=w * 0.4)
        scene.text(x + pad + w * 0.4, y + 46 * k, team, int(17 * k), theme.CHALK, 700, max_width=w * 0.6 - 2 * pad)
        scene.text(x + pad + w * 0.4, y + 68 * k, overs, int(14 * k), theme.CHALK_DIM, 500,
                   max_width=w * 0.6 - 2 * pad)
        for i, (line, ink) in enumerate(rest):
            scene.text(x + pad, y + (98 + 24 * i) * k, line, fit(line, int(15 * k), w - 2 * pad), ink,
                       600 if i == 0 else 400, max_width=w - 2 * pad)

    def board_innings(self, state):
        """The innings the scoreboard shows: the one whose over is landing, else the latest."""
        if self.anim is not None and latest_over(state):
            return state["innings"][latest_over(state)[0]]
        return state["innings"][-1] if state["innings"] else None

    def scoreboard_lines(self, state):
        """The scoreboard's words: before play the toss; then the innings, the chase and the crease."""
        if not state["innings"]:
            toss = state["toss"]
            out = [f"{state['teams']['away']['name']} call the toss"]
            if toss:
                out = [f"The coin landed {toss['landed']}: {state['teams'][toss['winner']]['name']} won the toss"]
            return out
        inn = self.board_innings(state)
        runs, wickets = inn["runs"], inn["wickets"]
        overs = f"{inn['overs']} ov \u00b7 run rate {rate_text(inn['run_rate'])}"
        rest = []
        landing = self.anim is not None
        if landing:
            over = inn["over_list"][-1]
            before = inn["over_list"][-2] if len(inn["over_list"]) > 1 else None
            runs, wickets = (before["score"], before["wickets_down"]) if before else (0, 0)
            overs = f"{len(inn['over_list']) - 1} ov"
            rest.append((f"{where(inn, over)}: {over['bowler_name']} bowling\u2026", theme.CHALK))
        elif state["result"] and inn is state["innings"][-1]:
            rest.append((state["result"]["text"], theme.STRAW))
        elif inn["required"] and not inn["done"]:
            req = inn["required"]
            rest.append((f"Need {req['runs']} from {plural(req['overs'], 'over')} \u00b7 required rate "
                         f"{rate_text(req['rate'])}", theme.STRAW))
        elif inn["target"] is not None:
            rest.append((f"Target {inn['target']}", theme.STRAW))
        elif state["toss"]:
            rest.append((state["toss"]["text"], theme.CHALK_DIM))
        if not landing:
            card = {b["player"]: b for b in inn["batting_card"]}
            crease = []
            for mark, pid in (("*", inn["striker"]), ("", inn["non_striker"])):
                if pid in card:
                    crease.append(f"{card[pid]['name']}{mark} {card[pid]['runs']} ({card[pid]['balls']})")
            if crease:
                rest.append((" \u00b7 ".join(crease), theme.CHALK))
            elif inn["over_list"]:
                over = inn["over_list"][-1]
                rest.append((f"Last over: {over['bowler_name']}, {plural(over['runs'], 'run')}", theme.CHALK_DIM))
        label = innings_name(inn) + (" (in the replay)" if self.view == "replay" else "")
        return [label, inn["team"], f"{runs}/{wickets}", overs, rest[:2]]

    # the captain's panel
    def draw_decision(self, scene, x, y, w, state, k):
        """What happens next: the decision to make, the watch or replay controls, or the result."""
        y = self.draw_error(scene, x, y, w, 3)
        if self.view == "replay":
            return self.draw_replay_controls(scene, x, y, w, state, k)
        if state["result"]:
            scene.text(x, y + 18, state["result"]["text"], int(20 * k), theme.STRAW, 800, max_width=w, heading=True)
            return self.grid(scene, x, y + 40, w, [
                ("replay", "Replay ball by ball", "Replay"),
                ("rematch", "Rematch: same teams and options, new dice", "Rematch"),
                ("share", "Share this match", "Share"),
                ("new", "New match", "New match")], 2, k)
        decide = state["to_decide"]
        if self.watching(state):
            scene.text(x, y + 16, f"Next: {decide['prompt']}", int(16 * k), theme.CHALK, 600, max_width=w)
            return self.grid(scene, x, y + 36, w, [
                ("next", "Next over", "Next over"),
                ("auto", "Pause" if self.auto else "Play on by itself", "Pause" if self.auto else "Play on"),
                ("finish", "Play to the end", "To the end")], 3, k)
        who = ""
        if state["options"]["captains"]["home"] == state["options"]["captains"]["away"]:
            who = " (home captain)" if decide["side"] == "home" else " (away captain)"
        prompt = decide["prompt"] + who
        scene.text(x, y + 16, prompt, fit(prompt, int(18 * k), w, 14, 700), theme.STRAW, 700, max_width=w,
                   heading=True)
        y += 34
        kind = decide["decision"]
        if kind == "toss":
            return self.grid(scene, x, y, w, [("toss:heads", "Call heads", "Heads"),
                                              ("toss:tails", "Call tails", "Tails")], 2, k)
        if kind == "elect":
            return self.grid(scene, x, y, w, [("elect:bat", "Bat first", "Bat first"),
                                              ("elect:bowl", "Bowl first", "Bowl first")], 2, k)
        if kind == "attack":
            if self.rolls_too(state):
                items = [("attack:no", "Roll the over", "Roll the over"),
                         ("attack:yes", "Attack and roll the over", "Attack and roll")]
            else:
                items = [("attack:no", "Do not attack this over", "No attack"),
                         ("attack:yes", "Attack this over", "Attack")]
            bottom = self.grid(scene, x, y, w, items, 2, k)
            return scene.paragraph(x, bottom + 14, w, "Attacking: face 4 is a four, and every wicket-chance "
                                   "roll gets +1.", int(14 * k), theme.CHALK_DIM) - 6
        if kind == "bowler":
            return self.draw_bowlers(scene, x, y, w, state, k)
        pending = state["pending"]
        bowler = next((c["name"] for c in state["bowler_choices"] if c["player"] == pending["bowler"]), "")
        note = f"{bowler} to bowl" + (", the batters attack" if pending["attack"] else "")
        scene.text(x, y + 8, note, int(15 * k), theme.CHALK, 400, max_width=w)
        return self.grid(scene, x, y + 24, w, [("roll", "Roll the over", "Roll the over")], 1, k)

    def draw_bowlers(self, scene, x, y, w, state, k):
        side = state["to_decide"]["side"]
        squad = {p["id"]: p for p in state["teams"][side]["squad"]}
        choices = [c for c in state["bowler_choices"] if squad[c["player"]]["bowls"]]
        cols = 2 if w < 520 else 3
        gap, row_h = 6, int(48 * k)
        cell = (w - gap * (cols - 1)) / cols
        for i, c in enumerate(choices):
            bx, by = x + (i % cols) * (cell + gap), y + (i // cols) * (row_h + gap)
            player = squad[c["player"]]
            fill, ink = theme.BUTTON["ghost" if c["legal"] else "disabled"]
            scene.rect(bx, by, cell, row_h, fill=fill, radius=10, stroke=theme.CHALK_DIM if c["legal"] else None,
                       line_width=2)
            scene.text(bx + 10, by + row_h * 0.34, player["name"], int(15 * k), ink, 700, max_width=cell - 20,
                       mirror=False)
            trait = f" \u00b7 {player['trait']}" if player["trait"] else ""
            sub = f"{c['overs']} ov \u00b7 " + (f"{player['bowling']}{trait}" if c["legal"] else "not now")
            scene.text(bx + 10, by + row_h * 0.72, sub, fit(sub, int(12 * k), cell - 20, 10, 400), ink, 400,
                       max_width=cell - 20, mirror=False)
            label = f"Bowl {player['name']}: {plural(c['overs'], 'over')} bowled, {player['bowling']}{trait}"
            scene.region(f"bowler:{c['player']}", bx, by, cell, row_h,
                         label if c["legal"] else f"{label}. {c['reason']}")
        rows = (len(choices) + cols - 1) // cols
        return y + rows * (row_h + gap) - gap

    def draw_replay_controls(self, scene, x, y, w, state, k):
        total = len(self.rolls())
        scene.text(x, y + 16, f"Over {self.step} of {total}", int(18 * k), theme.STRAW, 700, max_width=w,
                   heading=True)
        bottom = self.grid(scene, x, y + 36, w, [
            ("step:first", "First over", "\u00ab First"), ("step:prev", "Previous over", "\u25c0 Back"),
            ("step:next", "Next over", "Next \u25b6"), ("step:last", "Last over", "Last \u00bb")], 4, k,
            primary="step:next")
        return self.grid(scene, x, bottom + 8, w, [
            ("auto", "Pause" if self.auto else "Play the replay", "Pause" if self.auto else "Play"),
            ("leave", "Leave the replay", "Leave replay")], 2, k)

    def grid(self, scene, x, y, w, items, cols, k, gap=8, primary=None):
        """Buttons (id, label, caption) in rows of `cols`, `primary` (else the first) in straw;
        returns the y below them."""
        primary = primary or items[0][0]
        cols = min(cols, len(items))
        if w / cols < 78:
            cols = max(1, int(w // 78))
        cell, row_h = (w - gap * (cols - 1)) / cols, int(52 * k)
        for i, (rid, label, caption) in enumerate(items):
            scene.button(rid, x + (i % cols) * (cell + gap), y + (i // cols) * (row_h + gap), cell, row_h, label,
                         caption=caption, kind="primary" if rid == primary else "ghost",
                         size=int(17 * k))
        rows = (len(items) + cols - 1) // cols
        return y + rows * (row_h + gap) - gap

    # the tabs
    def draw_tabs(self, scene, x, y, w, h, state, k):
        gap = 6
        cell = (w - gap * (len(TABS) - 1)) / len(TABS)
        for i, (tab, caption) in enumerate(TABS):
            scene.button(f"tab:{tab}", x + i * (cell + gap), y, cell, 48, TAB_NAMES[tab],
                         caption=caption if cell > 100 or tab != "over" else "Over", kind="ghost",
                         size=int(16 * k), pressed=self.tab == tab)
        y += 48 + 10
        h -= 58
        if self.tab == "scorecard":
            return self.draw_scorecard(scene, x, y, w, state, k)
        if self.tab == "charts":
            return self.draw_charts(scene, x, y, w, h, state, k)
        if self.tab == "match":
            return self.draw_match(scene, x, y, w, state, k)
        return self.draw_over(scene, x, y, w, h, state, k)

    def draw_over(self, scene, x, y, w, h, state, k):
        """The last over: the six dice as they fell, the balls as settled, the card, what it changed."""
        found = latest_over(state)
        size = int(14 * k)
        if found is None:
            y = scene.paragraph(x, y + 10, w, "No over rolled yet. The dice:", int(16 * k), theme.CHALK)
            return scene.paragraph(x, y + 4, w, DICE_KEY, size, theme.CHALK_DIM)
        idx, over = found
        inn = state["innings"][idx]
        landed = 6 if self.anim is None else self.anim
        head = f"{where(inn, over)} \u00b7 {over['bowler_name']} to {inn['team']}"
        head += " \u00b7 attacking" if over["attack"] else ""
        skip_w = 96 if self.anim is not None else 0
        scene.text(x, y + 14, head, int(17 * k), theme.STRAW, 700, max_width=w - skip_w - 8, heading=True)
        if self.anim is not None:
            scene.button("skip", x + w - skip_w, y - 8, skip_w, 48, "Skip the animation", caption="Skip",
                         kind="ghost", size=16)
            y += 44
        else:
            y += 32
        gap = 8
        die = min(int(64 * k), (w - 5 * gap) / 6)
        for i, rolled_die in enumerate(over["rolled"]):
            dx = x + i * (die + gap)
            if i < landed:
                draw.die(scene, dx, y, die, rolled_die["face"], rolled_die["coin"])
                scene.text(dx + die / 2, y + die + 12, draw.OUTCOME_WORDS[rolled_die["outcome"]].replace("wicket ", ""),
                           int(12 * k), theme.CHALK_DIM, 500, "center", max_width=die + gap, mirror=False)
            else:
                draw.die_waiting(scene, dx, y, die)
        y += die + 26
        if self.anim is not None:
            scene.text_only("The dice are landing.")
            if over["card"]:
                draw.card(scene, x, y, min(w, 420 * k), draw.card_height(w, None, k), None, k)
                y += draw.card_height(w, None, k)
            return y
        dice = ", ".join(f"{d['face']}" + (f" ({d['coin']})" if d["coin"] else "")
                         + f" {draw.OUTCOME_WORDS[d['outcome']]}" for d in over["rolled"])
        scene.text_only(f"{where(inn, over)}, {over['bowler_name']} bowling. The dice: {dice}.")
        r = min(16 * k, (w - 90) / max(7, len(over["balls"])) / 2 - 2)
        scene.text(x, y + r, "Balls", size, theme.CHALK_DIM, 600, mirror=False)
        for i, ball in enumerate(over["balls"]):
            draw.mark(scene, x + 60 * k + r + i * (2 * r + 6), y + r, r, ball["mark"], int(r * 0.95))
        total = (f"{plural(over['runs'], 'run')}, {plural(over['wickets'], 'wicket')} \u00b7 "
                 f"{over['score']}/{over['wickets_down']}")
        scene.text(x, y + 2 * r + 16, total, int(15 * k), theme.CHALK, 700, max_width=w)
        scene.text_only(f"The balls: {' '.join(b['mark'] or '-' for b in over['balls'])}. {total}.")
        y += 2 * r + 36
        wide = w >= 560
        card_w = min(w * 0.46 if wide else w, 420 * k)
        text_x, text_w, card_y = (x + card_w + 14, w - card_w - 14, y) if wide else (x, w, y)
        card_h = draw.card_height(card_w, over["card"], k) if over["card"] else 0
        if over["card"]:
            draw.card(scene, x, y, card_w, card_h, over["card"], k)
            if not wide:
                y += card_h + 10
        ty = card_y if wide else y
        scene.text(text_x, ty + 10, "What it changed", int(15 * k), theme.STRAW, 700, heading=True)
        changes = over["changes"] or ["Nothing: the dice stand as they fell."]
        ty = draw.bullets(scene, text_x, ty + 34, text_w, changes, size)
        for change in changes:
            scene.text_only(change)
        y = max(ty, card_y + (card_h if wide else 0)) + 8
        lines = over_lines(inn, len(inn["over_list"]))
        if lines:
            scene.text(x, y + 10, "Ball by ball", int(15 * k), theme.STRAW, 700, heading=True)
            y = draw.bullets(scene, x, y + 34, w, lines, size, theme.CHALK)
            for line in lines:
                scene.text_only(line)
        return y

    def draw_scorecard(self, scene, x, y, w, state, k):
        if not state["innings"]:
            scene.text(x, y + 14, "No innings yet.", int(16 * k), theme.CHALK_DIM)
            return y + 30
        count = len(state["innings"])
        chosen = self.card_innings if self.card_innings is not None and self.card_innings < count else count - 1
        gap = 6
        cell = (w - gap * (count - 1)) / count
        for i, inn in enumerate(state["innings"]):
            caption = f"{short(state['teams'][inn['batting']]['id'])} {inn['runs']}/{inn['wickets']}"
            if inn["super_over"]:
                caption = f"SO{inn['super_over']} {caption}"
            scene.button(f"innings:{i}", x + i * (cell + gap), y, cell, 48,
                         f"Scorecard of {inn['team']}, {innings_name(inn)}", caption=caption, kind="ghost",
                         size=int(15 * k), pressed=i == chosen)
        inn = state["innings"][chosen]
        y += 58
        size = int(14 * k)
        scene.text(x, y + 10, f"{inn['team']} \u00b7 {innings_name(inn)}", int(16 * k), theme.STRAW, 700, heading=True)
        y += 24
        narrow = w < 500
        columns = [("Batter", 3.2, "left"), ("How out", 3.2, "left"), ("R", 0.9, "right"), ("B", 0.9, "right")]
        if not narrow:
            columns += [("4s", 0.8, "right"), ("6s", 0.8, "right")]
        columns.append(("SR", 1.3, "right"))
        rows = []
        for b in inn["batting_card"]:
            cells = [b["name"], b["how"], str(b["runs"]), str(b["balls"])]
            if not narrow:
                cells += [str(b["fours"]), str(b["sixes"])]
            cells.append(rate_text(b["strike_rate"]))
            rows.append({"cells": cells, "b": b, "strong": b["player"] in (inn["striker"], inn["non_striker"])})
        y = draw.table(scene, x, y, w, columns, rows, size, lambda r: (
            f"{r['b']['name']}, {r['b']['how']}: {r['b']['runs']} off {plural(r['b']['balls'], 'ball')}, "
            f"{plural(r['b']['fours'], 'four')}, {plural(r['b']['sixes'], 'six')}, strike rate "
            f"{rate_text(r['b']['strike_rate'])}"))
        total = (f"Extras {inn['extras']} \u00b7 Total {inn['runs']}/{inn['wickets']} ({inn['overs']} overs, "
                 f"run rate {rate_text(inn['run_rate'])})")
        y = scene.paragraph(x, y + 14, w, total, size, theme.CHALK)
        if inn["did_not_bat"]:
            y = scene.paragraph(x, y + 2, w, "Did not bat: " + ", ".join(p["name"] for p in inn["did_not_bat"]),
                                size, theme.CHALK_DIM)
        y += 10
        bowl_rows = [{"cells": [b["name"], b["overs_text"], str(b["maidens"]), str(b["runs"]), str(b["wickets"]),
                                rate_text(b["economy"])], "b": b} for b in inn["bowling_card"]]
        y = draw.table(scene, x, y, w, [("Bowler", 4, "left"), ("O", 1, "right"), ("M", 1, "right"),
                                        ("R", 1, "right"), ("W", 1, "right"), ("Econ", 1.4, "right")],
                       bowl_rows, size, lambda r: (
                           f"{r['b']['name']}: {r['b']['overs_text']} overs, {r['b']['maidens']} maidens, "
                           f"{r['b']['runs']} runs, {plural(r['b']['wickets'], 'wicket')}, economy "
                           f"{rate_text(r['b']['economy'])}"))
        fall = ", ".join(f"{f['wicket']}-{f['score']} ({f['name']}, {f['over']} ov)" for f in inn["fall_of_wickets"])
        y = scene.paragraph(x, y + 14, w, "Fall of wickets: " + (fall or "none"), size, theme.CHALK)
        stands = partnerships_text(inn)
        if stands:
            y = scene.paragraph(x, y + 6, w, "Partnerships: " + stands, size, theme.CHALK_DIM)
        return y

    def draw_charts(self, scene, x, y, w, h, state, k):
        innings = [i for i in state["innings"] if not i["super_over"]]
        if not innings or not innings[0]["over_list"]:
            scene.text(x, y + 14, "The charts start after the first over.", int(16 * k), theme.CHALK_DIM)
            return y + 30
        size = int(12 * k)
        chart_h = max(130, (h - 2 * 62 * k) / 2)
        left = 34 * k
        over_limit = innings[0]["over_limit"]
        scene.text(x, y + 10, "Worm: the score after each over", int(15 * k), theme.STRAW, 700, heading=True)
        draw.worm(scene, x + left, y + 26, w - left - 8, chart_h, innings, over_limit, size)
        y += 26 + chart_h + 26 * k
        y = draw.legend(scene, x + left, y, w - left, innings, size)
        y += 22 * k
        scene.text(x, y + 10, "Manhattan: runs in each over", int(15 * k), theme.STRAW, 700, heading=True)
        draw.manhattan(scene, x + left, y + 26, w - left - 8, chart_h, innings, over_limit, size)
        return y + 26 + chart_h + 20 * k

    def draw_match(self, scene, x, y, w, state, k):
        size = int(14 * k)
        y = scene.paragraph(x, y + 10, w, "Same dice: whoever opens this link plays this match from the toss, "
                            "with the same seed, teams and options. The same decisions roll the same match.",
                            size, theme.CHALK)
        y = self.show_link(scene, x, y, w, self.link(False), size)
        items = [("copy:same", "Copy the same-dice link", "Copy link")]
        if state["status"] == "done" or self.view == "replay":
            y = scene.paragraph(x, y + 6, w, "Replay: whoever opens this link steps through the finished match "
                                "over by over.", size, theme.CHALK)
            y = self.show_link(scene, x, y, w, self.link(True), size)
            items.append(("copy:replay", "Copy the replay link", "Copy replay link"))
        items.append(("print", "Print the scorecard", "Print scorecard"))
        if self.view == "replay" or state["status"] != "done":  # else the result panel has them
            items += [("rematch", "Rematch: same teams and options, new dice", "Rematch"),
                      ("new", "New match", "New match")]
        return self.grid(scene, x, y + 8, w, items, 2, k)

    @staticmethod
    def show_link(scene, x, y, w, link, size):
        per_line = max(10, int(w // char_width(size - 2)))
        lines = [link[i:i + per_line] for i in range(0, len(link), per_line)]
        shown = lines[:2] + (["\u2026"] if len(lines) > 2 else [])
        for i, line in enumerate(shown):
            scene.text(x, y + 8 + 17 * i, line, size - 2, theme.STRAW, 400, max_width=w, mirror=False)
        scene.text_only(link)
        return y + 17 * len(shown) + 4

    def document(self, state):
        """The printable scorecard: every innings' batting, bowling and fall of wickets, as text."""
        doc = [{"h1": f"{state['teams']['home']['name']} v {state['teams']['away']['name']}"}]
        if state["toss"] and state["toss"]["text"]:
            doc.append({"p": state["toss"]["text"]})
        if state["result"]:
            doc.append({"p": state["result"]["text"]})
        for inn in state["innings"]:
            doc.append({"h2": f"{inn['team']}: {innings_name(inn)}, {inn['runs']}/{inn['wickets']} "
                              f"({inn['overs']} overs)"})
            rows = [f"{b['name']:<24} {b['how']:<28} {b['runs']:>4} {b['balls']:>4}" for b in inn["batting_card"]]
            rows.append(f"Extras {inn['extras']}")
            rows += [f"{b['name']:<24} {b['overs_text']:>5} {b['maidens']:>3} {b['runs']:>4} {b['wickets']:>3}"
                     for b in inn["bowling_card"]]
            doc.append({"pre": "\n".join(rows)})
            fall = ", ".join(f"{f['wicket']}-{f['score']} ({f['name']}, {f['over']})" for f in inn["fall_of_wickets"])
            doc.append({"p": "Fall of wickets: " + (fall or "none")})
            if partnerships_text(inn):
                doc.append({"p": "Partnerships: " + partnerships_text(inn)})
        return doc

    # set-up ---------------------------------------------------------------------------------------
    def draw_setup(self, scene, top):
        w = scene.w
        compact = scene.h - top < 600
        pad = 12 if compact else 16 if w < 600 else 28
        gap = 8 if compact else 16
        width = min(w - 2 * pad, 980)
        x = (w - width) / 2
        y = top + pad
        scene.button("back", x, y, 96, 48, "Back to the hub", caption="\u2190 Hub", kind="ghost", size=17)
        scene.text(x + 112, y + 24, "Crickee: new match", 26 if w >= 600 else 20, theme.STRAW, 800,
                   max_width=width - 112, heading=True)
        y += 48 + gap
        if self.error:
            y = scene.paragraph(x, y + 10, width, self.error, 16, theme.ALERT, 600) + 4
        third = (width - 16) / 3
        for i, (mode, (_, label, caption)) in enumerate(MODES.items()):
            scene.button(f"mode:{mode}", x + i * (third + 8), y, third, 52, label, caption=caption, kind="ghost",
                         size=fit(caption, 16, third - 16, 13), pressed=self.mode == mode)
        y += 52 + gap
        names = {"one": ("Your team", "The computer's team"), "two": ("Home captain's team", "Away captain's team"),
                 "watch": ("Home", "Away")}[self.mode]
        side_by_side = width >= 720
        col_w = (width - 24) / 2 if side_by_side else width
        for n, (side, chosen) in enumerate((("home", self.home), ("away", self.away))):
            cx = x + n * (col_w + 24) if side_by_side else x
            scene.text(cx, y + 12, f"{names[n]}: {CLUBS[chosen]}", 17, theme.CHALK, 700, max_width=col_w,
                       heading=True)
            cell = (col_w - 24) / 4
            for i, club in enumerate(CLUBS):
                scene.button(f"{side}:{club}", cx + (i % 4) * (cell + 8), y + 28 + (i // 4) * 56, cell, 48,
                             f"{side.capitalize()}: {CLUBS[club]}", caption=short(club), kind="ghost", size=15,
                             pressed=club == chosen)
            if not side_by_side and n == 0:
                y += 28 + 2 * 56 + gap - 8
        y += 28 + 2 * 56 + gap - 8
        half = (width - 8) / 2
        scene.button("cards", x, y, half, 52, "The umpire's cards",
                     caption=f"Umpire's cards: {'on' if self.cards else 'off'}", kind="ghost", size=16,
                     pressed=self.cards)
        scene.button("traits", x + half + 8, y, half, 52, "Player traits",
                     caption=f"Traits: {'on' if self.traits else 'off'}", kind="ghost", size=16, pressed=self.traits)
        y += 52 + gap
        scene.button("start", x, y, width, 56, "Start the match", caption="Toss and play", size=22)
        y += 56 + pad
        if side_by_side and scene.h - (y - pad + gap) >= 26 + 13 * 18 + 8:
            y = self.draw_pools(scene, x, y - pad + gap, col_w) + 8
        scene.h = max(scene.h, int(y))

    def draw_pools(self, scene, x, y, col_w):
        """Both clubs' players, roles and traits, where the screen has room (an eleven is dealt from them)."""
        bottom = y
        for n, club in enumerate((self.home, self.away)):
            cx = x + n * (col_w + 24)
            scene.text(cx, y + 8, f"{CLUBS[club]}: the eleven is dealt from", 14, theme.CHALK_DIM, 600,
                       max_width=col_w)
            for i, p in enumerate(POOL[club]["players"]):
                bowls = f", bowls {p['bowling']}" if p["bowls"] else ""
                trait = f" \u00b7 {p['trait']}" if p["trait"] else ""
                line = f"{p['name']} \u00b7 {p['role']}{bowls}{trait}"
                scene.text(cx, y + 30 + 18 * i, line, 13, theme.CHALK, 400, max_width=col_w)
            bottom = y + 26 + 18 * len(POOL[club]["players"])
        return bottom

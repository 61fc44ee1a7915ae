"""Cosmic Celebrity Cricket (`#/cosmic`): the games master's table, each manager's desk, the zine.

Pavilion is the GM of the 1998 postal game. The GM's view lists who must send what this turn and
runs the turn; a manager fills in orders at his desk (at this screen, taking turns, or on his own
device from a competition link) and either hands them in or copies them as a postal code that the
GM pastes here. Every refusal is the engine's own sentence; every number comes from `cosmic.replay`.
The screen keeps only drafts (orders being filled in, saved beside the match) and which view is open.
"""

from urllib.parse import unquote

from pavilion import catalog, cosmic
from pavilion.core import RuleError, share
from pavilion.cosmic import manager as computer
from pavilion.cosmic import zine
from pavilion.cosmic.orders import FIELD_WORDS

from .. import router, theme
from ..scene import char_width, wrap
from . import GameScreen, frame

GAME = catalog.BY_SLUG["cosmic"]
SETUP_DRAFT = "cosmic-setup"  # the set-up being filled in, kept until Start
ROW, GAP = 52, 8
OVERS = (20, 40, 50)
SQUAD = 18
STYLE_WORDS = {"defensive": "Defensive", "normal": "Normal", "aggressive": "Aggressive", "wahoo": "Wahoo"}
OUTCOMES = (("dot", "Dot ball"), ("1", "1 run"), ("2", "2 runs"), ("4", "Four"), ("6", "Six"), ("howzat", "Howzat!"))
TABS = (("names", "Squad names", ("team_name", "names")), ("eleven", "Eleven", ("eleven", "keeper")),
        ("batting", "Batting", ("styles", "conditions")), ("bowling", "Bowling", ("bowling",)))
NEW_RULE = {"when": "after_over", "over": 20, "wicket": 6, "if": None, "k": 3, "style": "aggressive", "batsman": None}


def fraction(text: str) -> float:
    """The value of the engine's exact fraction string "n/d", for drawing a bar and a percentage."""
    n, d = text.split("/")
    return int(n) / int(d)


def chunks(text: str, size: int, width: float) -> list:
    """A code or link cut into lines that fit `width` (it has no spaces for `wrap` to break at)."""
    per_line = max(8, int(width // (char_width(size) * 1.1)))
    return [text[i:i + per_line] for i in range(0, len(text), per_line)]


def orders_code(text: str) -> str:
    """The orders code in what the GM pasted: the code itself, or a link that carries it."""
    text = text.strip()
    if "orders=" in text:
        text = unquote(text.split("orders=", 1)[1].split("&", 1)[0])
    return text


class CosmicScreen(GameScreen):
    game = GAME
    @property
    def name(self):
        """One name per view: the painter scrolls to the top when the name changes (a new page)."""
        if self.match is None:
            return "cosmic-help" if self.view == "help" else "cosmic-setup"
        return f"cosmic-{self.view}" + (f"-{self.issue}" if self.view == "zine" else "")

    def __init__(self, app, match_id=None, params=None):
        super().__init__(app)
        params = params or {}
        self.match = self.match_id = None
        self._state = None
        self.view = "gm"  # gm | cover | desk | paste | code | zine | archive | help | share
        self.desk = None  # the manager whose desk is open
        self.tab = None
        self.drafts = {}  # manager id as text -> the orders he is filling in
        self.rule = dict(NEW_RULE)  # the conditional-order form
        self.brush = None  # the bowler being given overs
        self.issue = None  # the zine issue (turn) on screen
        self.pasted = ""
        self.code = None
        self.back_to = "gm"  # the view the help page returns to
        self.running_anyway = False  # Run turn was tapped while orders are missing: asking first
        self.mode, self.overs = "competition", 40
        self.people = [{"name": "", "computer": i > 0} for i in range(4)]
        if match_id:
            self.open_saved(match_id)
        if self.match is None:
            self.restore_setup()
        if "orders" in params:
            self.import_link(params["orders"])
            self.opening = self.error or self.app.live

    def state(self):
        """The replayed competition, computed once per change of the match."""
        if self._state is None or self._state[0] is not self.match:
            self._state = (self.match, cosmic.replay(self.match))
        return self._state[1]

    # loading and saving ------------------------------------------------------------------------
    def open_saved(self, match_id):
        loaded = self.load_saved(match_id, "competition")
        if loaded is None:
            return
        match, extra, state = loaded
        self.match, self.match_id = match, match_id
        self._state = (match, state)
        drafts = extra.get("drafts")
        self.drafts = drafts if isinstance(drafts, dict) else {}

    def import_link(self, code):
        """An orders link opened on the GM's device: find the competition it belongs to, import it."""
        if self.match is None:
            for entry in self.app.store.entries():
                loaded = entry["game"] == GAME["slug"] and self.app.store.load(entry["id"])
                if not loaded:
                    continue
                try:
                    cosmic.decode_orders(orders_code(code), loaded[0])
                except RuleError:
                    continue
                self.open_saved(entry["id"])
                self.app.bridge.replace_route(router.format(GAME["route"], {"id": entry["id"]}))
                break
            else:
                self.error = "These orders belong to a competition that is not saved on this device."
                return
        self.pasted = code
        try:
            self.tap_import("", {})
        except RuleError as e:
            self.view = "paste"
            self.refuse(e)

    def persist(self):
        state = self.state()
        teams = " v ".join(m["team"] or m["name"] for m in state["managers"])
        when = "finished" if state["done"] else f"turn {state['turn']} of {state['turns']}"
        self.saved = self.app.save(self.match_id, self.match, f"{teams} \u00b7 {when}", {"drafts": self.drafts})

    opening = None  # what opening an orders link did, said on arrival

    def title(self):
        return "Cosmic Celebrity Cricket - Pavilion"

    def arrival(self):
        if self.opening:
            return self.opening
        if self.match is None:
            return "Cosmic Celebrity Cricket: set up a competition."
        return f"Cosmic Celebrity Cricket. {self.status(self.state())}"

    # names ---------------------------------------------------------------------------------------
    def names(self):
        return zine.Names(self.state())

    def manager_name(self, m):
        return self.state()["managers"][m]["name"]

    def status(self, state):
        if state["done"]:
            if state["placings"]:
                return f"Finished: {self.names().team(state['placings'][0])} win the competition." if \
                    state["mode"] == "competition" else f"Finished: {self.names().team(state['placings'][0])} win."
            return "Finished."
        waiting = [self.manager_name(m) for m in state["waiting_for"]]
        turn = f"Turn {state['turn']} of {state['turns']}"
        if waiting:
            return f"{turn}: waiting for orders from {', '.join(waiting)}."
        return f"{turn}: every order is in; the GM can run the turn."

    # events --------------------------------------------------------------------------------------
    def restore_setup(self):
        """The set-up as it was left before Start (untrusted storage: anything odd is ignored)."""
        draft = self.app.store.setting(SETUP_DRAFT)
        if not isinstance(draft, dict):
            return
        people = draft.get("people")
        if isinstance(people, list) and len(people) == 4 and all(
                isinstance(p, dict) and isinstance(p.get("name"), str) and len(p["name"]) <= 40
                and isinstance(p.get("computer"), bool) for p in people):
            self.people = [{"name": p["name"], "computer": p["computer"]} for p in people]
        if draft.get("mode") in ("competition", "match"):
            self.mode = draft["mode"]
        if draft.get("overs") in (20, 40, 50):
            self.overs = draft["overs"]

    def keep_setup(self):
        self.keep_draft(SETUP_DRAFT, None if self.match else
                        {"people": self.people, "mode": self.mode, "overs": self.overs})

    def on_tap(self, region, event):
        in_setup = self.match is None
        super().on_tap(region, event)
        if in_setup:
            self.keep_setup()  # every set-up choice is kept; Start clears the draft

    def on_input(self, field, value):
        kind, _, i = field.partition(":")
        value = value[:4000] if kind == "paste" else value[:40]
        if kind == "manager" and i.isdigit() and int(i) < 4:
            self.people[int(i)]["name"] = value.strip()
            self.keep_setup()
        elif kind == "paste":
            self.pasted = value
        elif kind == "team" and self.desk is not None:
            self.set_draft("team_name", value)
        elif kind == "player" and self.desk is not None and i.isdigit() and int(i) < SQUAD:
            names = self.names_draft()
            names[int(i)] = value
            self.set_draft("names", names)

    def on_key(self, key):
        if key == "Escape":
            if self.match is None or self.view == "gm":
                self.app.go("")
            else:
                self.tap_view("gm", {})

    # set-up
    def tap_mode(self, arg, event):
        self.mode = arg
        self.tell("A competition: four managers, nine turns." if arg == "competition"
                  else "A single match between two managers.")

    def tap_overs(self, arg, event):
        self.overs = int(arg)
        self.tell(f"{self.overs} overs a side.")

    def tap_kind(self, arg, event):
        person = self.people[int(arg)]
        person["computer"] = not person["computer"]
        self.tell(f"Manager {int(arg) + 1}: {'the computer' if person['computer'] else 'a person'}.")

    def tap_start(self, arg, event):
        count = 4 if self.mode == "competition" else 2
        managers = [{"name": p["name"] or f"Manager {i + 1}", "computer": p["computer"]}
                    for i, p in enumerate(self.people[:count])]
        make = cosmic.new_competition if self.mode == "competition" else cosmic.new_match
        self.match = make(overs=self.overs, managers=managers)
        self.match_id = self.app.store.new_id(GAME["slug"])
        self.drafts, self.view = {}, "gm"
        self.persist()
        self.app.bridge.replace_route(router.format(GAME["route"], {"id": self.match_id}))
        self.tell(f"New {self.mode}. {self.status(self.state())}")

    # moving between views
    def tap_view(self, arg, event):
        if arg == "help":
            self.back_to = self.view
        elif arg == "back":
            arg = self.back_to
        self.view, self.code = arg, None
        if arg == "zine":
            self.issue = len(self.state()["zines"]) or None
        self.tell({"gm": "The games master's table.", "paste": "Paste a manager's orders code, then Import.",
                   "zine": "The zine.", "archive": "The zine archive: every issue so far.",
                   "help": "Ball odds for each batting style.",
                   "share": "Send this competition link to postal managers."}.get(arg, ""))

    def tap_issue(self, arg, event):
        zines = self.state()["zines"]
        self.issue = max(1, min(len(zines), int(arg)))
        self.view = "zine"
        self.tell(f"Zine issue {self.issue}: turn {self.issue} of {self.state()['turns']}.")

    def tap_print(self, arg, event):
        self.app.bridge.print_page()
        self.tell(f"Printing issue {self.issue}.")

    def tap_cover(self, arg, event):
        self.desk = int(arg)
        self.view = "cover"
        self.tell(f"Pass the screen to {self.manager_name(self.desk)}.")

    def tap_desk(self, arg, event):
        m = int(arg)
        state = self.state()
        self.desk, self.view, self.brush, self.rule = m, "desk", None, dict(NEW_RULE)
        if str(m) not in self.drafts and state["managers"][m]["orders"]:
            self.drafts[str(m)] = dict(state["managers"][m]["orders"])
        self.tab = next((t for t in self.tabs() if t), None)
        self.tell(f"{self.manager_name(m)}'s desk. Send: {self.sending(m)}.")

    def tap_tab(self, arg, event):
        self.tab = arg
        self.tell(dict((t[0], t[1]) for t in TABS)[arg] + ".")

    def tap_new(self, arg, event):
        self.match = self.match_id = None
        self.view = "gm"
        self.app.bridge.replace_route(router.format(GAME["route"]))
        self.tell("Set up a new competition.")

    # the GM
    def tap_run(self, arg, event):
        state = self.state()
        if state["waiting_for"] and arg != "anyway":
            self.running_anyway = True  # a second, deliberate tap runs it
            missing = ", ".join(self.manager_name(m) for m in state["waiting_for"])
            self.tell(f"Still waiting for orders from {missing}. Run the turn anyway, with the GM's "
                      "fallbacks for them, or wait?")
            return
        self.running_anyway = False
        turn = state["turn"]
        self.match = cosmic.apply(self.match, {"type": "run", "turn": turn})
        self.drafts = {}
        self.persist()
        self.view, self.issue = "zine", turn
        self.tell(f"Turn {turn} is played: zine issue {turn}. {self.status(self.state())}")

    def tap_wait(self, arg, event):
        self.running_anyway = False
        self.tell("Waiting for the orders.")

    def tap_import(self, arg, event):
        action = cosmic.decode_orders(orders_code(self.pasted), self.match)
        self.match = cosmic.apply(self.match, action)
        self.drafts.pop(str(action["manager"]), None)
        self.pasted = ""
        self.view = "gm"
        self.persist()
        self.tell(f"Orders from {self.manager_name(action['manager'])} for turn {action['turn']} are in. "
                  f"{self.status(self.state())}")

    def tap_copy(self, arg, event):
        if arg == "competition":
            text = self.competition_link()
        else:
            text = self.code if arg == "code" else self.orders_link()
        self.app.bridge.copy(text)
        self.tell({"code": "Orders code copied: send it to the games master.",
                   "link": "Orders link copied: send it to the games master.",
                   "competition": "Competition link copied: send it to the postal managers."}[arg])

    # the desk: drafts
    def draft(self):
        return self.drafts.setdefault(str(self.desk), {})

    def set_draft(self, field, value):
        self.draft()[field] = value
        self.persist()

    def names_draft(self):
        return list(self.draft().get("names") or [""] * SQUAD)

    def need(self):
        return self.state()["needs"][self.desk]

    def fields(self):
        return self.need()["fields"]

    def tabs(self):
        return [t[0] for t in TABS if any(f in self.fields() for f in t[2])]

    def sending(self, m):
        need = self.state()["needs"][m]
        return ", ".join(FIELD_WORDS[f] for f in need["fields"]) or "nothing this turn"

    def eleven(self):
        draft = self.draft()
        return list(draft["eleven"]) if "eleven" in draft else list(self.need().get("eleven") or [])

    def keeper(self):
        draft = self.draft()
        return draft.get("keeper") if "eleven" in draft else self.need().get("keeper")

    def match_of(self, m):
        need = self.state()["needs"][m]
        return next((x for x in self.state()["matches"] if x["id"] == need.get("match")), None)

    def styles(self):
        if "styles" in self.draft():
            return list(self.draft()["styles"])
        match = self.match_of(self.desk)
        side = match["sides"].get(str(self.desk)) if match else None
        return list(side["styles"]) if side else ["normal"] * 11

    def plan(self):
        need = self.need()
        span = need["last_over"] - need["first_over"] + 1
        plan = self.draft().get("bowling")
        return list(plan) if plan and len(plan) == span else [None] * span

    def orders(self):
        """What the desk sends: the fields filled in, for what this manager may send now."""
        fields = self.fields()
        out = {k: v for k, v in self.draft().items() if k in fields}
        if not (out.get("team_name") or "").strip():
            out.pop("team_name", None)
        if "names" in out and not any(n.strip() for n in out["names"]):
            out.pop("names")  # nothing typed: the GM names the squad
        if "eleven" in out and out.get("keeper") is None:
            out.pop("keeper", None)
        return out

    def tap_toss(self, arg, event):
        self.set_draft("toss", arg)
        self.tell(f"If you win the toss you will {arg}.")

    def tap_pick(self, arg, event):
        eleven, pid = self.eleven(), int(arg)
        if pid in eleven:
            eleven.remove(pid)
            keeper = None if self.keeper() == pid else self.keeper()
            said = "left out"
        else:
            if len(eleven) >= 11:
                raise RuleError("bad-eleven", "The eleven is full: leave someone out first.")
            eleven.append(pid)
            keeper = self.keeper()
            said = f"in at number {len(eleven)}"
        self.draft()["keeper"] = keeper
        self.set_draft("eleven", eleven)
        self.tell(f"{self.player(pid)} {said}. {len(eleven)} of 11 picked.")

    def tap_up(self, arg, event):
        eleven, i = self.eleven(), int(arg)
        eleven[i - 1], eleven[i] = eleven[i], eleven[i - 1]
        self.draft()["keeper"] = self.keeper()
        self.set_draft("eleven", eleven)
        self.tell(f"{self.player(eleven[i - 1])} now bats at number {i}.")

    def tap_keeps(self, arg, event):
        self.draft()["eleven"] = self.eleven()
        self.set_draft("keeper", int(arg))
        self.tell(f"{self.player(int(arg))} keeps wicket.")

    def tap_suggest(self, arg, event):
        state, need = self.state(), self.need()
        squad = state["managers"][self.desk]["squad"]
        match = self.match_of(self.desk)
        pitch = match["pitch"]["face"] if match else None
        if arg == "eleven":
            team = computer.pick_team(squad, pitch)
            self.draft()["keeper"] = team["keeper"]
            self.set_draft("eleven", team["eleven"])
            self.tell("The computer's eleven, in batting order, is filled in.")
        elif arg == "conditions":
            rules = computer.opening_orders(squad, self.eleven(), state["overs"])["conditions"]
            self.set_draft("conditions", rules)
            self.tell("The seed's example is filled in: after half the overs, if 3 or fewer down, all "
                      "aggressive; normal when the 6th wicket falls.")
        else:
            weather = match["weather"]["face"] if match and match["weather"] else None
            plan = computer.bowling_plan(squad, self.eleven(), first_over=need["first_over"],
                                         last_over=need["last_over"], limit=need["limit"],
                                         bowled={int(k): v for k, v in need.get("bowled", {}).items()},
                                         previous=need.get("previous"), hurt=need.get("hurt", []),
                                         pitch=pitch, weather=weather)
            self.set_draft("bowling", plan)
            self.tell("The computer's bowling plan is filled in.")

    def tap_style(self, arg, event):
        where, _, style = arg.partition("/")
        styles = self.styles()
        if where == "all":
            styles = [style] * 11
            said = f"Every batsman {style}."
        else:
            styles[int(where)] = style
            said = f"Number {int(where) + 1} bats {style}."
        self.set_draft("styles", styles)
        self.tell(said)

    def tap_rule(self, arg, event):
        """The conditional-order form: each tap sets one choice of the rule being built."""
        key, _, value = arg.partition("/")
        rule, eleven = self.rule, self.eleven()
        if key in ("over", "wicket", "k"):
            # the form's dials stop at the scorebook's ends: over 1 to the last but one, wickets 0-9
            low, high = {"over": (1, self.state()["overs"] - 1), "wicket": (1, 9), "k": (0, 9)}[key]
            rule[key] = max(low, min(high, rule[key] + int(value)))
        elif key == "when":
            rule["when"] = value
        elif key == "if":
            rule["if"] = None if value == "always" else value
        elif key == "style":
            rule["style"] = value
        elif key == "batsman":
            choices = [None] + eleven
            at = choices.index(rule["batsman"]) if rule["batsman"] in choices else 0
            rule["batsman"] = choices[(at + int(value)) % len(choices)]
        self.tell(self.rule_text(self.form_rule()))

    def form_rule(self):
        r = self.rule
        when = {"after_over": r["over"]} if r["when"] == "after_over" else {"wicket": r["wicket"]}
        guard = {r["if"]: r["k"]} if r["if"] else None
        return {"when": when, "if": guard, "then": {"style": r["style"], "batsman": r["batsman"]}}

    def tap_add_rule(self, arg, event):
        rules = list(self.draft().get("conditions") or []) + [self.form_rule()]
        trial = {"conditions": rules}
        if "eleven" in self.draft():
            trial.update(eleven=self.eleven(), keeper=self.keeper())
        cosmic.apply(self.match, {"type": "orders", "turn": self.state()["turn"], "manager": self.desk,
                                  "orders": {k: v for k, v in trial.items() if v is not None}})
        self.set_draft("conditions", rules)
        self.tell(f"Conditional order {len(rules)} added: {self.rule_text(rules[-1])}.")

    def tap_drop_rule(self, arg, event):
        rules = list(self.draft().get("conditions") or [])
        gone = rules.pop(int(arg))
        self.set_draft("conditions", rules)
        self.tell(f"Taken out: {self.rule_text(gone)}.")

    def tap_brush(self, arg, event):
        self.brush = int(arg)
        self.tell(f"{self.player(self.brush)} selected: tap the overs he bowls.")

    def tap_over(self, arg, event):
        plan, i = self.plan(), int(arg)
        over = self.need()["first_over"] + i
        if self.brush is None or plan[i] == self.brush:
            plan[i] = None
            said = f"Over {over}: no bowler planned (the GM's fallback bowls it)."
        else:
            plan[i] = self.brush
            said = f"Over {over}: {self.player(self.brush)}."
        self.set_draft("bowling", plan)
        self.tell(said)

    def tap_clear(self, arg, event):
        self.draft().pop(arg, None)
        if arg == "eleven":
            self.draft().pop("keeper", None)
        self.persist()
        self.tell(f"Cleared {FIELD_WORDS[arg]}.")

    def tap_hand_in(self, arg, event):
        m = self.desk
        self.match = cosmic.apply(self.match, {"type": "orders", "turn": self.state()["turn"], "manager": m,
                                               "orders": self.orders()})
        self.drafts.pop(str(m), None)
        self.view, self.desk = "gm", None
        self.persist()
        self.tell(f"{self.manager_name(m)}'s orders are in. {self.status(self.state())}")

    def tap_make_code(self, arg, event):
        self.code = cosmic.encode_orders(self.match, self.desk, self.orders())
        self.view = "code"
        self.tell(f"{self.manager_name(self.desk)}'s orders as a code: copy it and send it to the games master.")

    # links
    def orders_link(self):
        return self.app.bridge.base_url() + router.format(GAME["route"], {"orders": self.code})

    def competition_link(self):
        return self.app.bridge.base_url() + router.format(GAME["route"], {"m": share.encode(self.match)})

    # words ---------------------------------------------------------------------------------------
    def player(self, pid, m=None):
        return self.names().player(self.desk if m is None else m, pid)

    def rule_text(self, rule):
        when = rule["when"]
        text = f"after over {when['after_over']}" if "after_over" in when else f"when wicket {when['wicket']} falls"
        guard = rule.get("if")
        if guard:
            (key, k), = guard.items()
            text += f", if {k} or {'fewer' if key == 'wickets_at_most' else 'more'} down"
        who = rule["then"].get("batsman")
        target = "all batsmen" if who is None else self.player(who)
        return f"{text[0].upper()}{text[1:]}: {target} {rule['then']['style']}"

    # drawing -------------------------------------------------------------------------------------
    def draw(self, scene, top):
        x, width, pad = frame(scene, top)
        width = min(width, 940)
        x = (scene.w - width) / 2
        y = top + pad
        if self.match is None:
            view = self.draw_help if self.view == "help" else self.draw_setup
        else:
            view = getattr(self, f"draw_{self.view}")
        y = view(scene, x, y, width)
        scene.h = max(scene.h, int(y + pad))

    def bar(self, scene, x, y, w, title, back=("view:gm", "Back to the games master's table", "\u2190 GM")):
        """A row with a back button and the view's title; returns the y below it."""
        rid, label, caption = back
        scene.button(rid, x, y, 110, 48, label, caption=caption, kind="ghost", size=17)
        size = 22 if scene.w >= 600 else 18
        if len(wrap(title, size, w - 124, 800)) == 1:
            scene.text(x + 124, y + 24, title, size, theme.STRAW, 800, max_width=w - 124, heading=True)
            y += 56
        else:  # a long name: the title goes under the back button, wrapped
            y = self.lines(scene, x, y + 52, w, title, size, theme.STRAW, 800, heading=True) + 4
        if self.error:
            lines = wrap(self.error, 16, w - 24)
            scene.rect(x, y, w, 16 + 22 * len(lines), fill=theme.ALERT, radius=8)
            for i, line in enumerate(lines):
                scene.text(x + 12, y + 19 + 22 * i, line, 16, theme.INK, 600, max_width=w - 24, mirror=False)
            scene.text_only(self.error)
            y += 24 + 22 * len(lines)
        return y

    def grid(self, scene, x, y, w, items, cols, size=17, h=ROW):
        """Buttons in rows of `cols`: items are (id, label, caption, kind, pressed), kind "disabled"
        for one that cannot be pressed now (greyed, and so for screen readers); returns the y below."""
        if not items:
            return y
        cell = (w - GAP * (cols - 1)) / cols
        for i, (rid, label, caption, kind, pressed) in enumerate(items):
            scene.button(rid, x + (i % cols) * (cell + GAP), y + (i // cols) * (h + GAP), cell, h, label,
                         caption=caption, kind="ghost" if kind == "disabled" else kind, size=size,
                         pressed=pressed, disabled=kind == "disabled")
        return y + ((len(items) + cols - 1) // cols) * (h + GAP)

    def heading(self, scene, x, y, w, text, size=19):
        return self.lines(scene, x, y + 4, w, text, size, theme.CHALK, 700, heading=True) + 8

    @staticmethod
    def lines(scene, x, top, w, text, size, color, weight, heading=False):
        """Wrapped text from `top`, read as one piece by screen readers; returns the y below it."""
        step = round(size * 1.3)
        rows = wrap(text, size, w, weight)
        for i, line in enumerate(rows):
            scene.text(x, top + step / 2 + i * step, line, size, color, weight, max_width=w, mirror=False)
        scene.text_only(text, heading=heading)
        return top + len(rows) * step

    def card(self, scene, x, y, w, title, body, button=None):
        """A panel: a bold title and a dim sentence, with `button` (id, label, caption) on its right."""
        bw = (150 if scene.w >= 700 else 96) if button else 0
        tw = w - bw - 28
        step = len(wrap(title, 18, tw, 700)) * round(18 * 1.3) + len(wrap(body, 15, tw)) * round(15 * 1.3)
        h = max(ROW + 8, step + 22)
        scene.rect(x, y, w, h, fill=theme.TURF, radius=10)
        below = self.lines(scene, x + 12, y + 10, tw, title, 18, theme.CHALK, 700)
        self.lines(scene, x + 12, below + 2, tw, body, 15, theme.CHALK_DIM, 400)
        if button:
            rid, label, caption = button
            scene.button(rid, x + w - bw - 8, y + (h - 48) / 2, bw, 48, label, caption=caption, kind="ghost", size=17)
        return y + h + GAP

    def note(self, scene, x, y, w, text, size=16, color=theme.CHALK_DIM):
        return scene.paragraph(x, y + size * 0.7, w, text, size, color) + 6

    def cols(self, scene, wide, narrow):
        return wide if scene.w >= 700 else narrow

    # set-up
    def draw_setup(self, scene, x, y, w):
        y = self.bar(scene, x, y, w, "Cosmic Celebrity Cricket", back=("back", "Back to the hub", "\u2190 Hub"))
        y = self.note(scene, x, y, w, "Pavilion is the games master of the 1998 postal game: every manager "
                      "sends orders each turn, by hand at this screen or by post as a code, or the computer "
                      "manages; the GM rolls every ball and prints the zine.")
        y = self.heading(scene, x, y, w, "Format")
        y = self.grid(scene, x, y, w, [
            ("mode:competition", "Competition: four managers, nine turns", "Competition (4)", "ghost",
             self.mode == "competition"),
            ("mode:match", "Single match: two managers", "Single match (2)", "ghost", self.mode == "match")], 2)
        y = self.grid(scene, x, y, w, [(f"overs:{n}", f"{n} overs a side", f"{n} overs", "ghost", self.overs == n)
                                       for n in OVERS], 3)
        y = self.heading(scene, x, y, w, "Managers")
        for i, person in enumerate(self.people[:4 if self.mode == "competition" else 2]):
            kind_w = 150
            scene.field(f"manager:{i}", x, y, w - kind_w - GAP, 50, f"Manager {i + 1} name", person["name"],
                        placeholder=f"Manager {i + 1}", max_length=40)
            caption = "Computer" if person["computer"] else "Person"
            scene.button(f"kind:{i}", x + w - kind_w, y + 1, kind_w, 48,
                         f"Manager {i + 1} is {caption.lower()}: change", caption=caption, kind="ghost", size=17)
            y += 58
        y = self.note(scene, x, y, w, "A person either takes a turn at this screen (a desk each) or plays by "
                      "post: send them the competition link, and they send back their orders as a code.")
        y = self.grid(scene, x, y + 4, w, [("view:help", "Ball odds for each batting style", "Ball odds",
                                            "ghost", None),
                                           ("start", "Start", "Start", "primary", None)], 2, size=20)
        return y

    # the games master's table
    def draw_gm(self, scene, x, y, w):
        state = self.state()
        names = self.names()
        title = f"Turn {state['turn']} of {state['turns']}" if not state["done"] else "Finished"
        y = self.bar(scene, x, y, w, f"Cosmic Cricket \u00b7 {title}", back=("back", "Back to the hub", "\u2190 Hub"))
        y = self.grid(scene, x, y, w, [
            ("view:zine", "Latest zine issue", "Zine", "ghost", None),
            ("view:archive", "Zine archive", "Archive", "ghost", None),
            ("view:help", "Ball odds for each batting style", "Ball odds", "ghost", None),
            ("view:share", "Competition link for postal managers", "Share", "ghost", None)],
            self.cols(scene, 4, 2))
        y = scene.paragraph(x, y + 14, w, self.status(state), 19, theme.STRAW, 700) + 8
        for m, entry in enumerate(state["managers"]):
            need = state["needs"][m]
            who = f"{entry['name']} \u00b7 {entry['team']}" if entry["team"] else entry["name"]
            if entry["computer"]:
                doing = "Computer manager"
            elif not need["fields"]:
                doing = "Nothing to send this turn"
            elif entry["sent"]:
                doing = "Orders in (they can still be changed)"
            else:
                doing = f"{'Must' if need['required'] else 'May'} send: {self.sending(m)}"
            person = not entry["computer"] and need["fields"] and not state["done"]
            y = self.card(scene, x, y, w, who, doing,
                          (f"cover:{m}", f"Open {entry['name']}'s desk", "Desk") if person else None)
        for match in state["matches"]:
            y = self.draw_match_state(scene, x, y, w, match, names)
        if state["done"]:
            if state["placings"] and state["mode"] == "competition":
                y = self.note(scene, x, y, w, "Final placings: " + ", ".join(
                    f"{i + 1}. {names.team(m)}" for i, m in enumerate(state["placings"])), 18, theme.CHALK)
            return self.grid(scene, x, y + 4, w, [("new", "New competition", "New competition", "primary", None)], 1)
        items = []
        if any(not e["computer"] for e in state["managers"]):
            items.append(("view:paste", "Paste an orders code", "Paste a code", "ghost", None))
        if state["waiting_for"] and self.running_anyway:
            missing = ", ".join(self.manager_name(m) for m in state["waiting_for"])
            y = self.note(scene, x, y, w, f"Still waiting for orders from {missing}. Running now gives "
                          "them the GM's fallbacks.", 17, theme.CHALK)
            return self.grid(scene, x, y + 4, w, [
                ("wait", "Wait for the orders", "Wait", "primary", None),
                ("run:anyway", f"Run turn {state['turn']} anyway", "Run anyway", "danger", None)], 2, size=19)
        items.append(("run", f"Run turn {state['turn']}", f"Run turn {state['turn']}", "primary", None))
        if state["waiting_for"]:
            y = self.note(scene, x, y, w, "Running now gives anyone who has not sent orders the GM's fallbacks.")
        return self.grid(scene, x, y + 4, w, items, len(items), size=19)

    def draw_match_state(self, scene, x, y, w, match, names):
        a, b = match["managers"]
        y = self.heading(scene, x, y, w, f"{match['title']}: {names.team(a)} v {names.team(b)}", 17)
        ground = f"Pitch: {self.ground_text(match['pitch'])}"
        if match["weather"]:
            ground += f" \u00b7 Weather: {self.ground_text(match['weather'])}"
        if match["toss"]:
            ground += f" \u00b7 {names.team(match['toss']['winner'])} won the toss and will {match['toss']['choice']}"
        y = self.note(scene, x, y, w, ground, 15)
        scores = "; ".join(f"{names.team(i['batting'])} {i['runs']}/{i['wickets']} ({i['overs']} overs)"
                           for i in match["innings"])
        if match["result"]:
            scores += (": " if scores else "") + zine.result_text(names, match["result"])
        return self.note(scene, x, y, w, scores or f"Starts in turn {match['start_turn']}.", 16, theme.CHALK) + 4

    @staticmethod
    def ground_text(ground):
        mods = ", ".join(f"{k} {v:+d}" for k, v in ground["modifiers"].items())
        return f"{ground['name']}" + (f" ({mods})" if mods else "")

    # handing the screen over
    def draw_cover(self, scene, x, y, w):
        who = self.manager_name(self.desk)
        y = self.bar(scene, x, y, w, f"{who}'s desk")
        y = scene.paragraph(x, y + 20, w, f"Pass the screen to {who}. Everyone else looks away until the "
                            "orders are handed in.", 20, theme.CHALK, 700) + 12
        return self.grid(scene, x, y, w, [(f"desk:{self.desk}", f"I am {who}: open my desk", f"I am {who}",
                                           "primary", None)], 1, size=20)

    # the desk
    def draw_desk(self, scene, x, y, w):
        state, need = self.state(), self.need()
        m = self.desk
        entry = state["managers"][m]
        y = self.bar(scene, x, y, w, f"{entry['name']}'s desk \u00b7 turn {state['turn']}")
        match = self.match_of(m)
        if match:
            y = self.draw_match_state(scene, x, y, w, match, self.names())
            y = self.note(scene, x, y, w, f"You are {need['role']}. Send: {self.sending(m)}.", 16, theme.CHALK)
        else:
            y = self.note(scene, x, y, w, f"Send: {self.sending(m)}.", 16, theme.CHALK)
        if "toss" in need["fields"]:
            wish = self.draft().get("toss", entry["toss"])
            label_w = w * 0.42 if scene.w >= 700 else 0
            if label_w:
                scene.text(x, y + 26, "Toss wish (a toss still to come):", 16, theme.CHALK, 600, max_width=label_w - 8)
            else:
                y = self.lines(scene, x, y, w, "Toss wish (a toss still to come):", 16, theme.CHALK, 600)
            y = self.grid(scene, x + label_w, y, w - label_w, [
                ("toss:bat", "If we win the toss we bat", "Bat", "ghost", wish == "bat"),
                ("toss:bowl", "If we win the toss we bowl", "Bowl", "ghost", wish == "bowl")], 2) + 6
        tabs = self.tabs()
        labels = dict((t[0], t[1]) for t in TABS)
        y = self.grid(scene, x, y, w, [(f"tab:{t}", labels[t], labels[t], "ghost", self.tab == t) for t in tabs],
                      max(1, len(tabs)), size=16) + 8
        if self.tab:
            y = getattr(self, f"draw_tab_{self.tab}")(scene, x, y, w) + 8
        return self.grid(scene, x, y, w, [
            ("hand-in", "Hand in orders", "Hand in orders", "primary", None),
            ("make-code", "Make a postal orders code", "Postal code", "ghost", None)], 2, size=17)

    def draw_tab_names(self, scene, x, y, w):
        state = self.state()
        squad = state["managers"][self.desk]["squad"]
        y = self.note(scene, x, y, w, "Name your team and all 18 players (any text), or leave the players blank "
                      "and the GM names them.")
        scene.field("team", x, y, w, 50, "Team name", self.draft().get("team_name", ""), placeholder="Team name")
        y += 58
        names = self.names_draft()
        for p in squad:
            info = self.player_stats(p)
            if scene.w >= 700:
                field_w = w * 0.5
                scene.field(f"player:{p['id']}", x, y, field_w, 50, f"Player {p['id'] + 1} name: {info}",
                            names[p["id"]], placeholder=f"Player {p['id'] + 1}")
                scene.text(x + field_w + 12, y + 25, info, 15, theme.CHALK_DIM, max_width=w - field_w - 12)
                y += 56
            else:
                scene.text(x, y + 10, info, 14, theme.CHALK_DIM, max_width=w)
                scene.field(f"player:{p['id']}", x, y + 22, w, 50, f"Player {p['id'] + 1} name: {info}",
                            names[p["id"]], placeholder=f"Player {p['id'] + 1}")
                y += 78
        return y

    @staticmethod
    def player_stats(p, short=False):
        style = f" {p['bowling_style']}" if p["bowling_style"] else ""
        figures = f"bat {p['batting']} bowl {p['bowling']}{style} field {p['fielding']}"
        return figures if short else f"{p['role'].replace('-', ' ')} \u00b7 {figures}"

    def player_row(self, scene, x, y, w, p, buttons):
        """One player: name and figures on the left, his buttons (id, label, caption, pressed) on the right."""
        bw = 64 if scene.w < 700 else 86
        right = len(buttons) * (bw + GAP)
        scene.rect(x, y, w, ROW + 4, fill=theme.TURF, radius=8)
        name = self.player(p["id"])
        scene.text(x + 10, y + 17, name, 16, theme.CHALK, 700, max_width=w - right - 16)
        scene.text(x + 10, y + 40, self.player_stats(p, short=scene.w < 700), 13, theme.CHALK_DIM,
                   max_width=w - right - 16)
        for i, (rid, label, caption, pressed) in enumerate(buttons):
            scene.button(rid, x + w - right + i * (bw + GAP), y + 2, bw, 48 + 2, label, caption=caption,
                         kind="ghost", size=15, pressed=pressed)
        return y + ROW + 4 + 6

    def draw_tab_eleven(self, scene, x, y, w):
        squad = self.state()["managers"][self.desk]["squad"]
        eleven, keeper = self.eleven(), self.keeper()
        y = self.grid(scene, x, y, w, [("suggest:eleven", "Fill in the computer's eleven", "Computer's eleven",
                                        "ghost", None),
                                       ("clear:eleven", "Clear the eleven", "Clear", "ghost", None)], 2, size=16)
        y = self.heading(scene, x, y, w, f"Batting order ({len(eleven)} of 11)")
        for i, pid in enumerate(eleven):
            p = squad[pid]
            name = self.player(pid)
            buttons = []
            if p["keeper"]:
                buttons.append((f"keeps:{pid}", f"{name} keeps wicket", "Keeps", keeper == pid))
            if i:
                buttons.append((f"up:{i}", f"Move {name} up to number {i}", "Up", None))
            buttons.append((f"pick:{pid}", f"Leave out {name}", "Out", None))
            scene.text(x, y + 28, f"{i + 1}", 16, theme.STRAW, 800)
            y = self.player_row(scene, x + 28, y, w - 28, p, buttons)
        y = self.heading(scene, x, y, w, "Squad")
        for p in squad:
            if p["id"] not in eleven:
                y = self.player_row(scene, x, y, w, p, [(f"pick:{p['id']}", f"Pick {self.player(p['id'])}",
                                                         "Pick", None)])
        return y

    def draw_tab_batting(self, scene, x, y, w):
        eleven = self.eleven()
        fields = self.fields()
        short = scene.w < 700
        if "styles" in fields:
            styles = self.styles()
            y = self.heading(scene, x, y, w, "Batting styles")
            y = self.style_choice(scene, x, y, w, "all", "Every batsman", None, short)
            for i in range(11):
                who = self.player(eleven[i]) if i < len(eleven) else "(not picked)"
                y = self.style_choice(scene, x, y, w, str(i), f"{i + 1}. {who}", styles[i], short)
        if "conditions" in fields:
            y = self.draw_conditions(scene, x, y, w, short)
        return y

    def style_choice(self, scene, x, y, w, where, who, current, short):
        """A row of the four batting styles for one batting position (or every one)."""
        label_w = w if short else w * 0.36
        scene.text(x, y + (12 if short else 26), who, 15, theme.CHALK, 600, max_width=label_w)
        if short:
            y += 24
        bx, bw = (x, w) if short else (x + label_w + GAP, w - label_w - GAP)
        items = [(f"style:{where}/{s}", f"{who}: {s}", STYLE_WORDS[s][:4] if short and s != "wahoo" else STYLE_WORDS[s],
                  "ghost", current == s) for s in STYLE_WORDS]
        return self.grid(scene, bx, y, bw, items, 4, size=15)

    def draw_conditions(self, scene, x, y, w, short):
        rules = self.draft().get("conditions") or []
        y = self.heading(scene, x, y + 8, w, "Conditional orders")
        y = self.note(scene, x, y, w, "Each fires once, in list order, after the ball that triggers it. A new "
                      "list replaces the standing one." if rules else "None yet: build one below, or use the "
                      "seed's example.")
        for i, rule in enumerate(rules):
            text = f"{i + 1}. {self.rule_text(rule)}"
            h = max(ROW + 4, len(wrap(text, 15, w - 136)) * 20 + 16)
            scene.rect(x, y, w, h, fill=theme.TURF, radius=8)
            self.lines(scene, x + 10, y + (h - len(wrap(text, 15, w - 136)) * 20) / 2, w - 136, text, 15,
                       theme.CHALK, 400)
            scene.button(f"drop-rule:{i}", x + w - 114, y + (h - 48) / 2, 108, 48,
                         f"Take out conditional order {i + 1}", caption="Take out", kind="ghost", size=15)
            y += h + 6
        r = self.rule
        y = self.heading(scene, x, y + 4, w, "New conditional order", 17)
        count = r["over"] if r["when"] == "after_over" else r["wicket"]
        y = self.note(scene, x, y, w, "When it fires", 14)
        y = self.grid(scene, x, y, w, [
            ("rule:when/after_over", "When: after an over", "After over", "ghost", r["when"] == "after_over"),
            ("rule:when/wicket", "When: a wicket falls", "At wicket", "ghost", r["when"] == "wicket")], 2, size=16)
        unit = "over" if r["when"] == "after_over" else "wicket"
        y = self.stepper(scene, x, y, w, unit, f"{unit.capitalize()} {count}")
        y = self.note(scene, x, y, w, "On condition: wickets down", 14)
        y = self.grid(scene, x, y, w, [
            ("rule:if/always", "If: always", "Always", "ghost", r["if"] is None),
            ("rule:if/wickets_at_most", "If: that many or fewer down", "At most", "ghost",
             r["if"] == "wickets_at_most"),
            ("rule:if/wickets_at_least", "If: that many or more down", "At least", "ghost",
             r["if"] == "wickets_at_least")], 3, size=15)
        if r["if"]:
            more = "or fewer" if r["if"] == "wickets_at_most" else "or more"
            y = self.stepper(scene, x, y, w, "k", f"If {r['k']} {more} down")
        y = self.note(scene, x, y, w, "Then bat", 14)
        y = self.grid(scene, x, y, w, [(f"rule:style/{s}", f"Then: {s}", STYLE_WORDS[s], "ghost", r["style"] == s)
                                       for s in STYLE_WORDS], 4 if not short else 2, size=15)
        who = "All batsmen" if r["batsman"] is None else self.player(r["batsman"])
        y = self.stepper(scene, x, y, w, "batsman", f"Who: {who}")
        y = self.note(scene, x, y, w, self.rule_text(self.form_rule()) + ".", 16, theme.STRAW)
        return self.grid(scene, x, y, w, [
            ("add-rule", "Add this conditional order", "Add this order", "primary", None),
            ("suggest:conditions", "Use the seed's example", "Seed's example", "ghost", None),
            ("clear:conditions", "Clear the conditional orders", "Clear all", "ghost", None)],
            self.cols(scene, 3, 1), size=16)

    def stepper(self, scene, x, y, w, key, text):
        """Minus, the value in words, plus: for the numbers and the batsman of the order being built."""
        names = {"over": "over", "wicket": "wicket", "k": "wickets down", "batsman": "batsman"}
        scene.button(f"rule:{key}/-1", x, y, 64, ROW, f"Fewer: {names[key]}" if key != "batsman"
                     else "Previous batsman", caption="\u2212", kind="ghost", size=22)
        scene.text(x + w / 2, y + ROW / 2, text, 17, theme.CHALK, 700, "center", max_width=w - 150)
        scene.button(f"rule:{key}/1", x + w - 64, y, 64, ROW, f"More: {names[key]}" if key != "batsman"
                     else "Next batsman", caption="+", kind="ghost", size=22)
        return y + ROW + GAP

    def draw_tab_bowling(self, scene, x, y, w):
        need, squad = self.need(), self.state()["managers"][self.desk]["squad"]
        plan, first = self.plan(), need["first_over"]
        keeper, hurt = self.keeper(), need.get("hurt", [])
        bowled = need.get("bowled", {})
        y = self.note(scene, x, y, w, f"Overs {first}-{need['last_over']}: at most {need['limit']} overs a bowler, "
                      "never two in a row, keepers never bowl. Choose a bowler, then tap his overs; an over left "
                      "empty goes to the GM's fallback.")
        y = self.grid(scene, x, y, w, [("suggest:bowling", "Fill in the computer's bowling plan", "Computer's plan",
                                        "ghost", None),
                                       ("clear:bowling", "Clear the bowling plan", "Clear", "ghost", None)], 2, size=16)
        bowlers = [pid for pid in self.eleven() if pid != keeper and pid not in hurt]
        items = []
        for pid in bowlers:
            p, name = squad[pid], self.player(pid)
            overs = plan.count(pid) + bowled.get(str(pid), 0)
            items.append((f"brush:{pid}", f"Bowler {name}: bowling {p['bowling']} {p['bowling_style']}, {overs} overs",
                          f"{name} \u00b7 {overs} ov", "ghost", self.brush == pid))
        if not items:
            return self.note(scene, x, y, w, "Pick the eleven first.", 16, theme.CHALK)
        y = self.grid(scene, x, y, w, items, self.cols(scene, 3, 2), size=14)
        cells = [(f"over:{i}", f"Over {first + i}: {self.player(pid) if pid is not None else 'no bowler'}",
                  f"{first + i} " + (self.player(pid)[:7] if pid is not None else "\u2013"), "ghost",
                  pid is not None and pid == self.brush) for i, pid in enumerate(plan)]
        return self.grid(scene, x, y + 6, w, cells, self.cols(scene, 8 if scene.w >= 1100 else 6, 3), size=13)

    # postal play
    def draw_code(self, scene, x, y, w):
        y = self.bar(scene, x, y, w, f"{self.manager_name(self.desk)}'s orders code",
                     back=(f"desk:{self.desk}", "Back to the desk", "\u2190 Desk"))
        y = self.note(scene, x, y, w, "Send this code (or the link) to the games master by any message. It holds "
                      "only these orders, checked; the GM pastes it to import them.", 16, theme.CHALK)
        for line in chunks(self.code, 15, w):
            scene.text(x, y + 12, line, 15, theme.STRAW, max_width=w, mirror=False)
            y += 20
        scene.text_only(self.code)
        return self.grid(scene, x, y + 12, w, [
            ("copy:code", "Copy the orders code", "Copy code", "primary", None),
            ("copy:link", "Copy the orders link", "Copy link", "ghost", None),
            ("view:gm", "Done: back to the games master's table", "Done", "ghost", None)], 3, size=17)

    def draw_paste(self, scene, x, y, w):
        y = self.bar(scene, x, y, w, "Import a manager's orders")
        y = self.note(scene, x, y, w, "Paste the code or link a manager sent. It is checked before anything "
                      "changes; a code for another turn or competition is refused.", 16, theme.CHALK)
        scene.field("paste", x, y + 4, w, 50, "Orders code", self.pasted, placeholder="CC1.\u2026", max_length=4000)
        return self.grid(scene, x, y + 62, w, [("import", "Import the orders", "Import orders", "primary", None)], 1)

    def draw_share(self, scene, x, y, w):
        y = self.bar(scene, x, y, w, "Competition link")
        try:
            link = self.competition_link()
        except RuleError as e:
            return self.note(scene, x, y, w, e.message, 16, theme.CHALK)
        y = self.note(scene, x, y, w, "After each turn, send this link to every postal manager: it opens the "
                      "competition as it stands on their device, where they fill in their desk and send back "
                      "a code.", 16, theme.CHALK)
        shown = chunks(link, 13, w)
        for line in shown[:8] + (["\u2026"] if len(shown) > 8 else []):
            scene.text(x, y + 10, line, 13, theme.STRAW, max_width=w, mirror=False)
            y += 18
        scene.text_only(link)
        return self.grid(scene, x, y + 12, w, [("copy:competition", "Copy the competition link", "Copy link",
                                                "primary", None)], 1)

    # the zine
    def draw_archive(self, scene, x, y, w):
        zines = self.state()["zines"]
        y = self.bar(scene, x, y, w, "The zine archive")
        if not zines:
            return self.note(scene, x, y, w, "No issues yet: the first comes out when turn 1 is run.", 16, theme.CHALK)
        items = [(f"issue:{z['turn']}", f"Open issue {z['turn']}", f"Issue {z['turn']}", "ghost", None) for z in zines]
        return self.grid(scene, x, y, w, items, self.cols(scene, 5, 3), size=17)

    def draw_zine(self, scene, x, y, w):
        state = self.state()
        if not self.issue:
            return self.draw_archive(scene, x, y, w)
        issue = state["zines"][self.issue - 1]
        names = self.names()
        scene.document = [{"h1": f"Cosmic Celebrity Cricket: issue {self.issue}"},
                          {"pre": cosmic.render_text(state, self.issue)}]
        y = self.bar(scene, x, y, w, f"Zine issue {self.issue} \u00b7 turn {self.issue} of {state['turns']}")
        y = self.grid(scene, x, y, w, [
            (f"issue:{self.issue - 1}", "Previous issue", "\u2190 Previous",
             "ghost" if self.issue > 1 else "disabled", None),
            (f"issue:{self.issue + 1}", "Next issue", "Next \u2192",
             "ghost" if self.issue < len(state["zines"]) else "disabled", None),
            ("view:archive", "Zine archive", "Archive", "ghost", None),
            ("print", "Print this issue", "Print", "primary", None)], self.cols(scene, 4, 2), size=17)
        told = []
        if issue["turn"] == 1:
            told.append("Squads: " + "; ".join(f"{names.team(e['id'])} (manager {e['name']})"
                                               for e in state["managers"]))
        told += [f"No names arrived from {self.manager_name(n['manager'])}; the GM named the squad."
                 for n in issue["notices"]]
        for d in issue["draw"]:
            a, b = d["managers"]
            told.append(f"Draw: {d['title']}, {names.team(a)} v {names.team(b)}, from turn {d['start_turn']}; "
                        f"{names.team(d['toss']['winner'])} won the toss and will {d['toss']['choice']}.")
        for sentence in told:
            y = self.note(scene, x, y, w, sentence, 15, theme.CHALK)
        for match in issue["matches"]:
            y = self.draw_zine_match(scene, x, y, w, match, names)
        y = self.heading(scene, x, y + 8, w, "State of play")
        for row in issue["table"]:
            a, b = row["managers"]
            scores = "; ".join(f"{names.team(s['batting'])} {s['runs']}/{s['wickets']} ({s['overs']})"
                               for s in row["scores"])
            if row["result"]:
                scores += ": " + zine.result_text(names, row["result"])
            y = self.note(scene, x, y, w, f"{row['title']}, {names.team(a)} v {names.team(b)}: "
                          f"{scores or 'starts in turn ' + str(row['start_turn'])}", 15, theme.CHALK)
        if issue["placings"]:
            y = self.note(scene, x, y, w, "Final placings: " + ", ".join(
                f"{i + 1}. {names.team(m)}" for i, m in enumerate(issue["placings"])), 16, theme.STRAW)
        if any(row["fields"] for row in issue["next"]):
            y = self.heading(scene, x, y + 8, w, "Orders for the next turn")
        for row in issue["next"]:
            if row["fields"]:
                must = "must send" if row["required"] else "may send"
                y = self.note(scene, x, y, w, f"{self.manager_name(row['manager'])} {must}: "
                              + ", ".join(FIELD_WORDS[f] for f in row["fields"])
                              + (" (computer)" if row["computer"] else ""), 15, theme.CHALK)
        return y

    def draw_zine_match(self, scene, x, y, w, match, names):
        y = self.heading(scene, x, y + 8, w, f"{match['title']}: innings {match['innings']}, "
                         f"from over {match['first_over']}")
        if match["innings"] == 1 and match["first_over"] == 1 and match["weather"]:
            y = self.note(scene, x, y, w, f"Weather: {zine.WEATHER[match['weather']][0]}")
        for note in match["notes"]:
            who = self.manager_name(note["manager"])
            y = self.note(scene, x, y, w, f"No eleven from {who}; the GM picked it." if note["kind"] == "gm-pick"
                          else f"No bowling orders from {who}.")
        for h in match["highlights"]:
            y = self.note(scene, x, y, w, zine.highlight_text(names, match, h), 15,
                          theme.STRAW if h["kind"] == "wicket" else theme.CHALK)
        for card in match["scorecards"]:
            y = self.draw_scorecard(scene, x, y + 6, w, card, names)
        if match["result"]:
            y = self.note(scene, x, y, w, zine.result_text(names, match["result"]), 18, theme.STRAW)
        return y

    def draw_scorecard(self, scene, x, y, w, card, names):
        bat, field = card["batting"], card["fielding"]
        target = f" (target {card['target']})" if card["target"] else ""
        y = self.heading(scene, x, y, w, f"{names.team(bat)} innings{target}", 17)
        num_w = 90
        for row in card["batting_card"]:
            who, how = names.player(bat, row["player"]), zine.dismissal(names, row, bat, field)
            figures = f"{row['runs']} ({row['balls']})"
            scene.rect(x, y, w, 44, fill=theme.TURF, radius=6)
            scene.text(x + 10, y + 14, who, 15, theme.CHALK, 700, max_width=w - num_w - 20, mirror=False)
            scene.text(x + 10, y + 33, how, 13, theme.CHALK_DIM, max_width=w - num_w - 20, mirror=False)
            scene.text(x + w - 10, y + 22, figures, 16, theme.CHALK, 700, "right", mirror=False)
            scene.text_only(f"{who}, {how}, {row['runs']} runs from {row['balls']} balls")
            y += 48
        if card["did_not_bat"]:
            y = self.note(scene, x, y, w, "Did not bat: " + ", ".join(names.player(bat, p)
                                                                      for p in card["did_not_bat"]))
        y = self.note(scene, x, y, w, f"Total {card['runs']}/{card['wickets']} ({card['overs']} overs)", 16,
                      theme.CHALK)
        if card["fall_of_wickets"]:
            y = self.note(scene, x, y, w, "Fall: " + ", ".join(f"{f['wicket']}-{f['runs']}"
                                                                for f in card["fall_of_wickets"]))
        y = self.note(scene, x, y, w, "Bowling: overs-maidens-runs-wickets")
        for row in card["bowling_card"]:
            who = names.player(field, row["player"])
            figures = f"{row['overs']}-{row['maidens']}-{row['runs']}-{row['wickets']}"
            scene.text(x + 10, y + 12, who, 15, theme.CHALK, max_width=w - num_w - 20, mirror=False)
            scene.text(x + w - 10, y + 12, figures, 15, theme.CHALK, 600, "right", mirror=False)
            scene.text_only(f"{who} {row['overs']} overs, {row['maidens']} maidens, {row['runs']} runs, "
                            f"{row['wickets']} wickets")
            y += 26
        return y + 6

    # help
    def draw_help(self, scene, x, y, w):
        y = self.bar(scene, x, y, w, "Ball odds by batting style", back=("view:back", "Back", "\u2190 Back"))
        y = self.note(scene, x, y, w, "The exact chance of each outcome of one ball, counted from Table 1 and "
                      "each style's second die. A Howzat! goes on to Table 2 and the skill check, so it is a chance "
                      "of a wicket, not a wicket.", 16, theme.CHALK)
        label_w = min(150, w * 0.3)
        for style in cosmic.STYLES:
            dist = cosmic.ball_distribution(style)
            rate = cosmic.runs_per_ball(style)
            y = self.heading(scene, x, y + 4, w, f"{STYLE_WORDS[style]}: {rate} = {fraction(rate):.2f} runs a ball "
                             "(Howzat! aside)", 17)
            for key, word in OUTCOMES:
                share_ = fraction(dist[key])
                scene.text(x, y + 11, word, 14, theme.CHALK, max_width=label_w, mirror=False)
                bar_w = (w - label_w - 130) * share_
                scene.rect(x + label_w, y + 3, max(2, bar_w), 16, fill=theme.STRAW if key != "howzat" else theme.ALERT,
                           radius=3)
                scene.text(x + w, y + 11, f"{dist[key]} ({share_ * 100:.1f}%)", 14, theme.CHALK_DIM, align="right",
                           mirror=False)
                scene.text_only(f"{STYLE_WORDS[style]}, {word}: {dist[key]}, {share_ * 100:.1f} percent")
                y += 22
        return y

    # the set-up's own back
    def tap_back(self, arg, event):
        self.app.go("")


SCREEN = CosmicScreen

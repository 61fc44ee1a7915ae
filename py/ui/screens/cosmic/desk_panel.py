"""A manager's desk: at the GM's screen (handing the screen over, the key, hand in) or on his own
device (the orders code). The frame says what to send and by when, the toss wish, and the tabs:
squad names, the eleven, batting, bowling. Every tab starts from the standing orders; the desk
sends only what the manager changed."""

from pavilion import cosmic
from pavilion.core import RuleError
from pavilion.cosmic import manager as computer
from pavilion.cosmic import receipt
from pavilion.cosmic.orders import FIELD_WORDS
from pavilion.cosmic.printed import sheet_blocks

from ... import theme
from .layout import GAP, ROW

TABS = (("names", "Squad names", ("team_name", "names")), ("eleven", "Eleven", ("eleven", "keeper")),
        ("batting", "Batting", ("styles", "conditions")), ("bowling", "Bowling", ("bowling",)))
SQUAD = 18


class DeskPanel:
    inline_cover = ("unlock",)
    inline_desk = ("hand-in", "make-code", "pick", "up", "keeps", "add-rule", "drop-rule", "over", "brush", "suggest",
                   "clear", "toss", "style", "rule")
    typed_key = ""

    # opening a desk at the GM's screen ---------------------------------------------------------------
    def tap_cover(self, arg, event):
        self.desk, self.view, self.typed_key = int(arg), "cover", ""
        self.tell(f"Pass the screen to {self.manager_name(self.desk)}.")

    def tap_desk(self, arg, event):
        """Open the desk at this screen: free until the manager has used it, then only with his key."""
        m = int(arg)
        if self.desk_locked(m):
            raise RuleError("locked", f"{self.manager_name(m)}'s desk opens only with {self.manager_name(m)}'s key.")
        self.open_desk(m)

    def desk_locked(self, m) -> bool:
        """Locked once he has handed in or been invited (the record says), or has left changes on
        his desk without handing them in (they are his, and the desk showed him his key)."""
        return self.state()["managers"][m]["locked"] or bool(self.drafts.get(str(m)))

    def tap_unlock(self, arg, event):
        m = self.desk
        if not cosmic.check_desk_key(self.match, m, self.typed_key):
            raise RuleError("wrong-key", f"That is not {self.manager_name(m)}'s desk key: nothing was opened.")
        self.open_desk(m)

    def open_desk(self, m):
        self.desk, self.view, self.typed_key = m, "desk", ""
        self.shown_key = cosmic.desk_key(self.match, m)  # it changes only with a new invitation, made elsewhere
        self.open_desk_tab()
        self.tell(f"{self.manager_name(m)}'s desk. {self.desk_status()}")

    def open_desk_tab(self):
        self.brush = None
        self.tab = next((t for t in self.tabs() if t), None)

    def tabs(self):
        fields = self.form().fields
        return [t[0] for t in TABS if any(f in fields for f in t[2])]

    def tap_tab(self, arg, event):
        self.tab = arg if arg in self.tabs() else self.tab
        self.tell(dict((t[0], t[1]) for t in TABS)[self.tab] + ".")

    def desk_status(self) -> str:
        """What this manager must or may send, and by when."""
        sheet = self.sheet()
        need = sheet["need"]
        if sheet["done"]:
            return "The competition is over."
        what = ", ".join(FIELD_WORDS[f] for f in need["fields"])
        turn = f"Turn {sheet['turn']} of {sheet['turns']}"
        if not what:
            return f"{turn}: nothing to send this turn."
        by = f" by {sheet['deadline']}" if sheet["deadline"] else ""
        if need["required"]:
            return f"{turn}: send{by}: {what}."
        return f"{turn}: you may send{by} (no change is the default): {what}."

    # the draft ---------------------------------------------------------------------------------------
    def set_draft(self, field, value):
        self.form().draft[field] = value
        self.persist()

    def type_name(self, kind, i, value):
        if kind == "team":
            self.set_draft("team_name", value)
        elif i.isdigit() and int(i) < SQUAD:
            names = list(self.form().value("names"))
            names[int(i)] = value
            self.set_draft("names", names)

    def tap_toss(self, arg, event):
        self.set_draft("toss", "bowl" if arg == "bowl" else "bat")
        self.tell(f"If you win the toss you will {self.form().value('toss')}.")

    def tap_pick(self, arg, event):
        form, pid = self.form(), int(arg)
        eleven, keeper = form.eleven(), form.value("keeper")
        if pid in eleven:
            eleven.remove(pid)
            keeper = None if keeper == pid else keeper
            said = "left out"
        else:
            if len(eleven) >= 11:
                raise RuleError("bad-eleven", "The eleven is full: leave someone out first.")
            eleven.append(pid)
            said = f"in at number {len(eleven)}"
        form.draft["keeper"] = keeper
        self.set_draft("eleven", eleven)
        self.tell(f"{self.player(pid)} {said}. {len(eleven)} of 11 picked.")

    def tap_up(self, arg, event):
        form, i = self.form(), int(arg)
        eleven = form.eleven()
        eleven[i - 1], eleven[i] = eleven[i], eleven[i - 1]
        form.draft["keeper"] = form.value("keeper")
        self.set_draft("eleven", eleven)
        self.tell(f"{self.player(eleven[i - 1])} now bats at number {i}.")

    def tap_keeps(self, arg, event):
        form = self.form()
        form.draft["eleven"] = form.eleven()
        self.set_draft("keeper", int(arg))
        self.tell(f"{self.player(int(arg))} keeps wicket.")

    def tap_suggest(self, arg, event):
        form = self.form()
        need, squad = form.need, form.squad
        match = self.match_of_desk()
        pitch = match["pitch"]["face"] if match else None
        if arg == "eleven":
            team = computer.pick_team(squad, pitch)
            form.draft["keeper"] = team["keeper"]
            self.set_draft("eleven", team["eleven"])
            self.tell("The computer's eleven, in batting order, is filled in.")
        elif arg == "conditions":
            if not form.eleven():
                raise RuleError("no-eleven", "Pick the eleven before giving batting orders.")
            self.set_draft("conditions", computer.opening_orders(squad, form.eleven(), self.sheet()["overs"])["conditions"])
            self.tell("The example from the rules is filled in: after half the overs, if 3 or fewer down, all "
                      "aggressive; normal when the 6th wicket falls.")
        else:
            if not form.eleven():
                raise RuleError("no-eleven", "Pick the eleven before giving bowling orders.")
            weather = match["weather"]["face"] if match and match["weather"] else None
            plan = computer.bowling_plan(squad, form.eleven(), first_over=need["first_over"],
                                         last_over=need["last_over"], limit=need["limit"],
                                         bowled={int(k): v for k, v in need.get("bowled", {}).items()},
                                         previous=need.get("previous"), hurt=need.get("hurt", []),
                                         pitch=pitch, weather=weather)
            self.set_draft("bowling", plan)
            self.tell("The computer's bowling plan is filled in.")

    def tap_clear(self, arg, event):
        form = self.form()
        if arg == "eleven":
            form.draft.update(eleven=[], keeper=None)
        elif arg == "conditions":
            form.draft["conditions"] = []
        elif arg == "bowling":
            form.draft["bowling"] = [None] * form.span()
        else:
            return
        self.persist()
        self.tell(f"Cleared {FIELD_WORDS[arg]}.")

    def tap_undo_changes(self, arg, event):
        """Back to the orders as they stand (and as already sent): the draft is dropped."""
        self.form().draft.clear()
        self.persist()
        self.tell("Your changes are undone: the desk shows the orders as they stand.")

    def match_of_desk(self):
        need = self.sheet()["need"]
        return next((x for x in self.sheet()["matches"] if x["id"] == need.get("match")), None)

    # sending -----------------------------------------------------------------------------------------
    def tap_hand_in(self, arg, event):
        """At the GM's screen: the orders go in, and the desk closes (it opens again with the key)."""
        m = self.desk
        self.match = cosmic.apply(self.match, {"type": "orders", "turn": self.state()["turn"], "manager": m,
                                               "orders": self.form().orders()})
        self.drafts.pop(str(m), None)
        self.view, self.desk = "table", None
        self.persist()
        self.tell(f"{self.manager_name(m)}'s orders are in. {self.status(self.state())}")

    def tap_make_code(self, arg, event):
        """On the manager's own device: the orders become a numbered, sealed code for the GM."""
        self.match = cosmic.apply(self.match, {"type": "made", "turn": self.sheet()["turn"],
                                               "orders": self.form().orders()})
        self.drafts.pop(str(self.desk), None)
        self.persist()
        self.view = "post"
        self.tell("Your orders code is made: send it to the games master (copy it, or show him the QR code).")

    # drawing -----------------------------------------------------------------------------------------
    def draw_cover(self, scene, x, y, w):
        who = self.manager_name(self.desk)
        y = self.bar(scene, x, y, w, f"{who}'s desk")
        if not self.desk_locked(self.desk):
            scene.focus_on(f"desk:{self.desk}")  # the page's answer, not Back to the games master's table
            y = scene.paragraph(x, y + 20, w, f"Pass the screen to {who}. Everyone else looks away until the "
                                "orders are handed in.", 20, theme.CHALK, 700) + 12
            return self.grid(scene, x, y, w, [(f"desk:{self.desk}", f"I am {who}: open my desk", f"I am {who}",
                                               "primary", None)], 1, size=20)
        y = scene.paragraph(x, y + 20, w, f"{who}'s desk is locked: {who} has used it, or has been sent an "
                            f"invitation. Only {who}'s desk key opens it (it is shown on the desk, and in the "
                            "invitation).", 18, theme.CHALK, 600) + 12
        scene.field("key", x, y, w, 50, f"{who}'s desk key", self.typed_key, placeholder="xxxx-xxxx-xxxx-xxxx",
                    max_length=64)
        scene.focus_on("key")  # locked: the key is what the manager has to give
        y = self.refusal(scene, x, y + 58, w, ("unlock",))
        y = self.grid(scene, x, y, w, [("unlock", f"Open {who}'s desk with the key", "Open the desk", "primary",
                                        None)], 1, size=20)
        return self.note(scene, x, y, w, f"Lost it? The post for {who} on the GM's table makes a new invitation, "
                         "with a new key (the old one stops working).")

    def draw_desk(self, scene, x, y, w):
        sheet, form, m = self.sheet(), self.form(), self.desk
        entry = sheet["managers"][m]
        paper = [("print", "Print my turn sheet", "Print", "ghost", None),
                 ("form", "A blank orders form to fill in by hand", "A blank orders form", "ghost", None)]
        scene.document = sheet_blocks(sheet)  # his own desk: his standing orders print in full
        if self.on_desk:
            y = self.bar(scene, x, y, w, f"{entry['name']}'s desk \u00b7 turn {sheet['turn']} of {sheet['turns']}",
                         back=("back", "Back to the hub", "\u2190 Back"))
            y = self.grid(scene, x, y, w, [
                ("view:zine", "Latest zine issue", "Latest zine", "ghost" if self.zines() else "disabled", None),
                ("view:archive", "Zine archive", "Zine archive", "ghost", None),
                ("view:help", "Rules: how the games master plays every ball", "Rules", "ghost", None),
                ("view:paste", "Paste a turn sheet from the games master", "Paste sheet", "ghost", None)] + paper,
                self.cols(scene, 3, 2), size=16)
            y = self.note(scene, x, y, w, f"Fingerprint: {self.state()['fingerprint']}. The games master's post for "
                          "you shows the same four words; if it does not, your invitation was not his.", 15,
                          theme.STRAW)
        else:
            y = self.bar(scene, x, y, w, f"{entry['name']}'s desk \u00b7 turn {sheet['turn']}")
            y = self.grid(scene, x, y, w, paper, 2, size=16)
            y = self.note(scene, x, y, w, f"Your desk key: {self.shown_key}. Keep it to yourself: once your orders are "
                          "in, this desk opens only with it.", 15, theme.STRAW)
        y = scene.paragraph(x, y + 10, w, self.desk_status(), 18, theme.STRAW, 700) + 6
        y = self.draw_made(scene, x, y, w) if self.on_desk else y
        match = self.match_of_desk()
        if match:
            y = self.draw_match_state(scene, x, y, w, match, self.names())
            y = self.note(scene, x, y, w, f"You are {sheet['need']['role']} in {match['title'].lower()}.", 16,
                          theme.CHALK)
        if sheet["done"] or not form.fields:
            return y
        if "toss" in form.fields:
            y = self.refusal(scene, x, y, w, ("toss",))
            wish = form.value("toss")
            label_w = w * 0.42 if scene.w >= 700 else 0
            if label_w:
                scene.text(x, y + 26, "Toss wish (a toss still to come):", 16, theme.CHALK, 600, max_width=label_w - 8)
            else:
                y = self.lines(scene, x, y, w, "Toss wish (a toss still to come):", 16, theme.CHALK, 600)
            y = self.grid(scene, x + label_w, y, w - label_w, [
                ("toss:bat", "Bat if we win the toss", "Bat", "ghost", wish == "bat"),
                ("toss:bowl", "Bowl if we win the toss", "Bowl", "ghost", wish == "bowl")], 2) + 6
        tabs = self.tabs()
        labels = dict((t[0], t[1]) for t in TABS)
        y = self.grid(scene, x, y, w, [(f"tab:{t}", labels[t], labels[t], "ghost", self.tab == t) for t in tabs],
                      max(1, len(tabs)), size=16) + 8
        if self.tab:
            y = getattr(self, f"draw_tab_{self.tab}")(scene, x, y, w) + 8
        return self.draw_send(scene, x, y, w)

    def draw_send(self, scene, x, y, w):
        """What the desk sends, the refusal if it was refused, and the buttons."""
        orders = self.form().orders()
        said = receipt.summary(orders) if orders else "no changes: everything stands as it is"
        y = self.heading(scene, x, y, w, "Your orders", 17)
        y = self.note(scene, x, y, w, f"This sends: {said}.", 15, theme.CHALK)
        y = self.refusal(scene, x, y, w, ("hand-in", "make-code"))
        send = ("make-code", "Make my orders code", "Make my orders code", "primary", None) if self.on_desk else \
            ("hand-in", "Hand in orders", "Hand in orders", "primary", None)
        return self.grid(scene, x, y, w, [send, ("undo-changes", "Undo changes: back to the orders as they stand",
                                                 "Undo changes", "ghost", None)], self.cols(scene, 2, 1), size=17)

    def draw_made(self, scene, x, y, w):
        """On the manager's device: the code he made last, and whether the GM took it (the sheets
        carry the number of the newest code the GM has taken from him)."""
        state, sheet = self.state(), self.sheet()
        made = state["made"] or state["last_made"]
        if not made:
            return y
        took = sheet["seq"] >= made["seq"]
        if made["turn"] != sheet["turn"]:
            text = (f"The games master took your orders for turn {made['turn']} (code {made['seq']})." if took else
                    f"Your orders code {made['seq']} for turn {made['turn']} did not reach the games master before "
                    "he ran the turn.")
            return self.note(scene, x, y, w, text, 15, theme.CHALK)
        text = (f"The games master has your orders (code {made['seq']})." if took else
                f"You made orders code {made['seq']} for this turn; the next turn sheet will say it arrived.")
        y = self.note(scene, x, y, w, text, 15, theme.CHALK)
        return self.grid(scene, x, y, w, [("view:post", "Show my orders code again", "Show my code", "ghost", None)],
                         1, size=16)

    def draw_tab_names(self, scene, x, y, w):
        form = self.form()
        y = self.note(scene, x, y, w, "Name your team and all 18 players (anyone who has been on TV or radio), or "
                      "leave the players blank and the GM names them. A name another squad has taken gets a II.")
        scene.field("team", x, y, w, 50, "Team name", form.value("team_name") or "", placeholder="Team name")
        y += 58
        names = form.value("names")
        for p in form.squad:
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
        scene.text(x + 10, y + 17, self.player(p["id"]), 16, theme.CHALK, 700, max_width=w - right - 16)
        scene.text(x + 10, y + 40, self.player_stats(p, short=scene.w < 700), 13, theme.CHALK_DIM,
                   max_width=w - right - 16)
        for i, (rid, label, caption, pressed) in enumerate(buttons):
            scene.button(rid, x + w - right + i * (bw + GAP), y + 2, bw, 48 + 2, label, caption=caption,
                         kind="ghost", size=15, pressed=pressed)
        return y + ROW + 4 + 6

    def draw_tab_eleven(self, scene, x, y, w):
        form = self.form()
        squad, eleven, keeper = form.squad, form.eleven(), form.keeper()
        y = self.grid(scene, x, y, w, [("suggest:eleven", "Fill in the computer's eleven", "Computer's eleven",
                                        "ghost", None),
                                       ("clear:eleven", "Clear the eleven", "Clear", "ghost", None)], 2, size=16)
        y = self.refusal(scene, x, y, w, ("pick", "up", "keeps", "suggest", "clear"))
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

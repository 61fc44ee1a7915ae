"""The games master's table: who must send what this turn, the deadline, each match as it stands,
and running the turn. It shows which orders are in, never what they say: at a shared screen the
managers can see it."""

from pavilion import cosmic
from pavilion.cosmic import receipt, zine
from pavilion.cosmic.ground import PITCHES, WEATHER
from pavilion.cosmic.orders import FIELD_WORDS

from ... import theme


class TablePanel:
    inline_table = ("run", "wait", "deadline")
    running_anyway = False  # Run turn was tapped while orders are missing: asking first

    def status(self, state):
        names = zine.Names(state)
        if state["done"]:
            if state["placings"]:
                won = "win the competition" if state["mode"] == "competition" else "win"
                return f"Finished: {names.team(state['placings'][0])} {won}."
            return "Finished."
        waiting = [names.manager(m) for m in state["waiting_for"]]
        turn = f"Turn {state['turn']} of {state['turns']}"
        if waiting:
            return f"{turn}: waiting for orders from {', '.join(waiting)}."
        return f"{turn}: every order is in; the GM can run the turn."

    @staticmethod
    def sending(need) -> str:
        return ", ".join(FIELD_WORDS[f] for f in need["fields"]) or "nothing this turn"

    def set_deadline(self, text):
        state = self.state()
        if not text.strip() and not state["deadline"]:
            return
        self.apply({"type": "deadline", "turn": state["turn"], "text": text})
        self.tell(f"Orders for turn {state['turn']} are due: {self.state()['deadline']}.")

    def tap_run(self, arg, event):
        state = self.state()
        if state["waiting_for"] and arg != "anyway":
            self.running_anyway = True  # a second, deliberate tap runs it
            missing = ", ".join(self.manager_name(m) for m in state["waiting_for"])
            self.tell(f"Still waiting for orders from {missing}. Run the turn anyway, with the computer's "
                      "orders for them, or wait?")
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

    def manager_line(self, state, m) -> str:
        entry, need = state["managers"][m], state["needs"][m]
        if entry["computer"]:
            return "Computer manager"
        if state["done"] or not need["fields"]:
            return "Nothing to send this turn"
        if entry["sent"]:
            via = f" (code {entry['seq']})" if entry["seq"] else ""
            return f"Orders in{via}: {receipt.summary(entry['orders'])}. They can still be changed."
        if need["required"]:
            return f"Must send: {self.sending(need)}"
        return f"May send (no change is the default): {self.sending(need)}"

    def draw_table(self, scene, x, y, w):
        state = self.state()
        names = zine.Names(state)
        title = f"Turn {state['turn']} of {state['turns']}" if not state["done"] else "Finished"
        y = self.bar(scene, x, y, w, f"Cosmic Cricket \u00b7 {title}", back=("back", "Back to the hub", "\u2190 Back"))
        y = self.grid(scene, x, y, w, [
            ("view:zine", "Latest zine issue", "Latest zine", "ghost" if state["zines"] else "disabled", None),
            ("view:archive", "Zine archive", "Zine archive", "ghost", None),
            ("view:help", "Rules: how the games master plays every ball", "Rules", "ghost", None),
            ("view:paste", "Paste an orders code", "Paste an orders code", "ghost", None)], self.cols(scene, 4, 2))
        if state["version"] == 1:
            y = self.note(scene, x, y, w, "Started by an older Pavilion, whose competition links carried the seed: "
                          "its dice were never secret. It plays on; for fair postal play start a new competition.",
                          15, theme.CHALK)
        y = scene.paragraph(x, y + 14, w, self.status(state), 19, theme.STRAW, 700) + 8
        for m, entry in enumerate(state["managers"]):
            who = f"{entry['name']} \u00b7 {entry['team']}" if entry["team"] else entry["name"]
            buttons = []
            if not entry["computer"] and not state["done"] and state["needs"][m]["fields"]:
                buttons.append((f"cover:{m}", f"Open {entry['name']}'s desk", "Open"))
            if not entry["computer"] or entry["invitations"]:  # a team handed over: its manager still reads
                buttons.append((f"post:{m}", f"Post for {entry['name']}: invitation and turn sheet", "Post"))
            y = self.card(scene, x, y, w, who, self.manager_line(state, m), buttons)
        for match in state["matches"]:
            y = self.draw_match_state(scene, x, y, w, match, names)
        if state["done"]:
            if state["placings"] and state["mode"] == "competition":
                y = self.note(scene, x, y, w, "Final placings: " + ", ".join(
                    f"{i + 1}. {names.team(m)}" for i, m in enumerate(state["placings"])), 18, theme.CHALK)
            scene.focus_on("new")
            return self.grid(scene, x, y + 4, w, [("new", "New competition", "New competition", "primary", None)], 1)
        y = self.heading(scene, x, y + 4, w, f"Turn {state['turn']}", 17)
        scene.field("deadline", x, y, w, 50, f"Deadline for turn {state['turn']} orders (any text)",
                    state["deadline"] or "", placeholder="Deadline, e.g. Friday 8 pm", max_length=40)
        y = self.refusal(scene, x, y + 58, w, ("deadline",))
        if state["waiting_for"] and self.running_anyway:
            missing = ", ".join(self.manager_name(m) for m in state["waiting_for"])
            y = self.note(scene, x, y, w, f"Still waiting for orders from {missing}. Running now gives "
                          "them the computer's orders where orders are needed, and the zine says so.", 17, theme.CHALK)
            scene.focus_on("wait")  # the question's first answer, the one that changes nothing (as Keep)
            return self.grid(scene, x, y + 4, w, [
                ("wait", "Wait for the orders", "Wait", "primary", None),
                ("run:anyway", f"Run turn {state['turn']} anyway", f"Run turn {state['turn']} anyway", "danger", None)], 2, size=19)
        if state["waiting_for"]:
            y = self.note(scene, x, y, w, "Running now gives anyone who must send orders and has not the "
                          "computer's orders, and the zine says so.")
        scene.focus_on("run")  # after Start: the turn to run, not Back to the hub
        return self.grid(scene, x, y + 4, w, [("run", f"Run turn {state['turn']}", f"Run turn {state['turn']}",
                                               "primary", None)], 1, size=19)

    def draw_match_state(self, scene, x, y, w, match, names):
        a, b = match["managers"]
        y = self.heading(scene, x, y, w, f"{match['title']}: {names.team(a)} v {names.team(b)}", 17)
        ground = f"Pitch: {zine.ground_text(PITCHES, match['pitch']['face'])}"
        if match["weather"]:
            ground += f" \u00b7 Weather: {zine.ground_text(WEATHER, match['weather']['face'])}"
        if match["toss"]:
            ground += f" \u00b7 {names.team(match['toss']['winner'])} won the toss and will {match['toss']['choice']}"
        y = self.note(scene, x, y, w, ground, 15)
        scores = "; ".join(f"{names.team(i['batting'])} {i['runs']}/{i['wickets']} ({zine.plural(i['overs'], 'over')})"
                           for i in match["innings"])
        if match["result"]:
            scores += (": " if scores else "") + zine.result_text(names, match["result"])
        return self.note(scene, x, y, w, scores or f"Starts when turn {match['start_turn']} is run.", 16,
                         theme.CHALK) + 4

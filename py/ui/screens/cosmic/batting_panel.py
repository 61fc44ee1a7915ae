"""The batting tab of a desk: a style for each batting position (as play left them, so an amendment
changes only what the manager taps), and the conditional orders: the standing ones listed, a form
that builds a new one from taps (never free text), the rules' own example one tap away."""

from pavilion import cosmic
from pavilion.cosmic.receipt import rule_text
from pavilion.core import RuleError

from ... import theme
from ...scene import wrap
from .layout import ROW

STYLE_WORDS = {"defensive": "Defensive", "normal": "Normal", "aggressive": "Aggressive", "wahoo": "Wahoo"}
NEW_RULE = {"when": "after_over", "over": 20, "wicket": 6, "if": None, "k": 3, "style": "aggressive", "batsman": None}


class BattingPanel:
    def batting_defaults(self):
        self.rule = dict(NEW_RULE)  # the conditional order being built

    def rule_words(self, rule) -> str:
        return rule_text(rule, self.player)

    def tap_style(self, arg, event):
        where, _, style = arg.partition("/")
        if style not in STYLE_WORDS:
            return
        form = self.form()
        styles = form.value("styles")
        if where == "all":
            styles = [style] * 11
            said = f"Every batsman {style}."
        else:
            styles = list(styles)
            styles[int(where)] = style
            said = f"Number {int(where) + 1} bats {style}."
        self.set_draft("styles", styles)
        self.tell(said)

    def tap_rule(self, arg, event):
        """The conditional-order form: each tap sets one choice of the rule being built."""
        key, _, value = arg.partition("/")
        rule, eleven = self.rule, self.form().eleven()
        if key in ("over", "wicket", "k"):
            # the form's dials stop at the scorebook's ends: over 1 to the last but one, wickets 0-9
            low, high = {"over": (1, self.sheet()["overs"] - 1), "wicket": (1, 9), "k": (0, 9)}[key]
            rule[key] = max(low, min(high, rule[key] + int(value)))
        elif key == "when":
            rule["when"] = "wicket" if value == "wicket" else "after_over"
        elif key == "if":
            rule["if"] = value if value in ("wickets_at_most", "wickets_at_least") else None
        elif key == "style" and value in STYLE_WORDS:
            rule["style"] = value
        elif key == "batsman":
            choices = [None] + eleven
            at = choices.index(rule["batsman"]) if rule["batsman"] in choices else 0
            rule["batsman"] = choices[(at + int(value)) % len(choices)]
        self.tell(self.rule_words(self.form_rule()))

    def form_rule(self):
        r = self.rule
        when = {"after_over": r["over"]} if r["when"] == "after_over" else {"wicket": r["wicket"]}
        guard = {r["if"]: r["k"]} if r["if"] else None
        return {"when": when, "if": guard, "then": {"style": r["style"], "batsman": r["batsman"]}}

    def tap_add_rule(self, arg, event):
        """Added only if the engine takes it as part of these orders (a moment past, an order that
        could never fire, a batsman not in the eleven: each refused with its sentence)."""
        form = self.form()
        rules = form.value("conditions") + [self.form_rule()]
        trial = dict(form.orders(), conditions=rules)
        if self.on_desk:
            cosmic.apply(self.match, {"type": "made", "turn": self.sheet()["turn"], "orders": trial})
        else:
            cosmic.apply(self.match, {"type": "orders", "turn": self.state()["turn"], "manager": self.desk,
                                      "orders": trial})
        self.set_draft("conditions", rules)
        self.tell(f"Conditional order {len(rules)} added: {self.rule_words(rules[-1])}.")

    def tap_drop_rule(self, arg, event):
        rules = list(self.form().value("conditions"))
        if not arg.isdigit() or int(arg) >= len(rules):
            raise RuleError("bad-condition", "That conditional order is no longer in the list.")
        gone = rules.pop(int(arg))
        self.set_draft("conditions", rules)
        self.tell(f"Taken out: {self.rule_words(gone)}.")

    def draw_tab_batting(self, scene, x, y, w):
        form = self.form()
        eleven, short = form.eleven(), scene.w < 700
        y = self.refusal(scene, x, y, w, ("suggest", "clear", "style", "rule"))
        if "styles" in form.fields:
            styles = form.value("styles")
            y = self.heading(scene, x, y, w, "Batting styles")
            if form.sheet["standing"].get("styles"):
                y = self.note(scene, x, y, w, "As they stand now, after any conditional orders that fired. "
                              "Change only the ones you want changed.")
            y = self.style_choice(scene, x, y, w, "all", "Every batsman", None, short)
            for i in range(11):
                who = self.player(eleven[i]) if i < len(eleven) else "(not picked)"
                y = self.style_choice(scene, x, y, w, str(i), f"{i + 1}. {who}", styles[i], short)
        if "conditions" in form.fields:
            y = self.draw_conditions(scene, x, y, w, short)
        return y

    def style_choice(self, scene, x, y, w, where, who, current, short):
        """A row of the four batting styles for one batting position (or every one)."""
        label_w = w if short else w * 0.36
        scene.text(x, y + (12 if short else 26), who, 15, theme.CHALK, 600, max_width=label_w)
        if short:
            y += 24
        bx, bw = (x, w) if short else (x + label_w + 8, w - label_w - 8)
        items = [(f"style:{where}/{s}", f"{who}: {s}", STYLE_WORDS[s][:4] if short and s != "wahoo" else STYLE_WORDS[s],
                  "ghost", current == s) for s in STYLE_WORDS]
        return self.grid(scene, bx, y, bw, items, 4, size=15)

    def draw_conditions(self, scene, x, y, w, short):
        rules = self.form().value("conditions")
        y = self.heading(scene, x, y + 8, w, "Conditional orders")
        standing = bool(self.form().stands("conditions"))
        if rules:
            intro = ("These stand now (the ones that fired are gone). " if standing else "") + \
                "Each fires once, in list order, after the ball that triggers it; what you send replaces the list."
        else:
            intro = "None stand: build one below, or use the example from the rules."
        y = self.note(scene, x, y, w, intro)
        for i, rule in enumerate(rules):
            text = f"{i + 1}. {self.rule_words(rule)}"
            rows = len(wrap(text, 15, w - 136))
            h = max(ROW + 4, rows * 20 + 16)
            scene.rect(x, y, w, h, fill=theme.TURF, radius=8)
            self.lines(scene, x + 10, y + (h - rows * 20) / 2, w - 136, text, 15, theme.CHALK, 400)
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
        y = self.note(scene, x, y, w, self.rule_words(self.form_rule()) + ".", 16, theme.STRAW)
        y = self.refusal(scene, x, y, w, ("add-rule", "drop-rule"))
        return self.grid(scene, x, y, w, [
            ("add-rule", "Add this conditional order", "Add this order", "primary", None),
            ("suggest:conditions", "Use the example from the rules", "Rules' example", "ghost", None),
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
        return y + ROW + 8

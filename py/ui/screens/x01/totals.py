"""A typed 501 total and the questions it raises ("How many darts?", "Darts thrown at a double?"):
the 501 screen's part that turns a total or a bust into the engine's visit (or correction).

A mixin of the screen (`screen.py`): it reads and sets the screen's `typed`, `fix`, `asking`,
`settling` and `match`, and ends in the screen's `after_action`.
"""

from pavilion import x01
from pavilion.core import RuleError


class TotalQuestions:
    """Enter, Bust and the answers: a total is refused at once if the engine would refuse it."""

    def tap_bust(self, arg, event):
        self.submit({"bust": True})

    def tap_enter_total(self, arg, event):
        if not self.typed:
            raise RuleError("nothing-typed", "Type the visit's total first (0 if it scored nothing), or tap Bust.")
        try:
            self.submit({"total": int(self.typed)})
        except RuleError:
            self.refused = self.typed  # Back fixes it a digit at a time; a digit starts a new total
            raise

    def before(self):
        """(seat, score before the visit) of the visit being entered or corrected."""
        state = self.state()
        if self.fix is not None:
            v = state["visits"][self.fix]
            return v["seat"], v["remaining"] + (0 if v["bust"] else v["scored"])
        seat = state["to_throw"]
        return seat, state["players"][seat]["score"]

    def action(self, fields):
        if self.fix is not None:
            return {"type": "correct", "visit": self.fix, **fields}
        return {"type": "visit", "seat": self.seat(), **fields}

    def submit(self, fields):
        """A total or a bust: refused at once if the engine would refuse it. A total that finishes asks
        how many darts it took (and, of more than one, how many were at a double); a total thrown from
        a two-dart finish or less (a double could be on from the first or second dart) asks the darts at
        a double, for the checkout %. From further out none can have been: nothing is asked."""
        seat, score = self.before()
        out = self.state()["options"]["out"]
        if fields.get("total") is not None and fields["total"] == score:
            choices = []
            for n in (1, 2, 3):
                try:
                    x01.apply(self.match, self.action({**fields, "checkout": n}))
                    choices.append(n)
                except RuleError as e:
                    refusal = e
            if not choices:
                raise refusal
            self.ask({"fields": fields, "step": "checkout", "choices": choices})
            if len(choices) == 1:
                return self.answer(choices[0])
            return self.tell(f"Checked out with {fields['total']}! How many darts did it take?")
        x01.apply(self.match, self.action(fields))  # refused now, before any question
        if out != "straight" and fields.get("total") is not None and x01.checkout(score, 2, out):
            self.ask({"fields": fields, "step": "double", "choices": [0, 1, 2, 3]})
            return self.tell("A finish was on: how many darts were thrown at a double?")
        self.commit(fields)

    def ask(self, question):
        """Put a question in the pad's place: its keys wait out a double tap (entry.GUARD_MS, to the tick)."""
        self.asking, self.settling = question, True

    def tap_answer(self, arg, event):
        self.answer(int(arg))

    def answer(self, n):
        ask = self.asking
        if ask["step"] == "checkout":
            fields = {**ask["fields"], "checkout": n}
            if n > 1 and self.state()["options"]["out"] != "straight":
                self.ask({"fields": fields, "step": "double", "choices": list(range(1, n + 1))})
                return self.tell(f"{n} darts. How many of them were at a double?")
            return self.commit(fields)
        self.commit({**ask["fields"], "at_double": n} if n else ask["fields"])

    def commit(self, fields):
        """The visit (or correction) goes in. Bust and Enter then wait out a finger's double tap, as a
        question's keys do: its second tap would bust (or refuse) the next player. While the
        computer's darts show, a tap only skips them: nothing to guard."""
        self.match = x01.apply(self.match, self.action(fields))
        self.asking, self.typed, self.fix = None, "", None
        self.after_action()
        self.settling = not self.reveal

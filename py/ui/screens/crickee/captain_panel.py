"""The captains' decisions, tapped on the decision panel (`board.draw_decision`): the toss, the
choice, the attack, the bowler, the roll, taking back an over against the computer, and watching
the computer play on. Each decision is applied with the computer's replies after it, saved, and
then shown: a rolled over lands on the canvas before it is told."""

from pavilion import crickee
from pavilion.core import RuleError

from .words import rolled, where


class CaptainTaps:
    """What a captain's taps do (a part of the Crickee screen)."""

    def decider(self):
        decide = self.state()["to_decide"]
        if decide is None:
            raise RuleError("match-over", f"The match is over: {self.state()['result']['text']}.")
        return decide["side"]

    def act(self, *actions):
        """Apply the actions (each after the computer's replies), then save and show what happened.
        A tap on a decision not yet ready (a double tap's second tap) does nothing."""
        if not self.ready():
            return
        before = rolled(self.state())
        match = self.match
        for action in actions:
            match = self.computer(crickee.apply(match, action))
        self.commit(match, before)

    def commit(self, match, before):
        self.match = match
        self.armed = None
        state = self.state()
        if rolled(state) > before:
            self.anim, self.tab = 0, "over"
            self.persist()
            found = self.landing_over(state)
            self.tell(f"{where(*found)}, {found[1]['bowler_name']} bowling: the dice are landing.")
            if self.app.display.reduced_motion:
                self.land()  # reduced motion: the dice are down at once
        else:
            self.persist()
            self.tell(self.situation(state))

    def tap_toss(self, arg, event=None):
        self.act({"type": "toss", "side": self.decider(), "call": arg})
        state = self.state()
        if state["toss"]:
            self.tell(f"{self.toss_sentence(state)} {self.situation(state)}")

    @staticmethod
    def toss_sentence(state) -> str:
        """How the coin landed and who won, said to the caller: 'Heads. You won the toss.'"""
        toss, captains = state["toss"], state["options"]["captains"]
        loser = "away" if toss["winner"] == "home" else "home"
        if captains[toss["winner"]] == "person" and captains[loser] == "computer":
            won = "You won the toss"
        elif captains[loser] == "person" and captains[toss["winner"]] == "computer":
            won = f"You lost the toss: {state['teams'][toss['winner']]['name']} won it"
        else:
            won = f"{state['teams'][toss['winner']]['name']} won the toss"
        if toss.get("elected"):
            won += f" and chose to {toss['elected']}"
        return f"{toss['landed'].capitalize()}. {won}."

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

    def tap_undo(self, arg, event=None):
        """Take back the last over against the computer: the captain decides it again, and it is
        rolled afresh."""
        undo = self.state()["undo"]
        if undo is None or not self.ready():
            return
        name = "The Super Over" if undo["super_over"] else f"Over {undo['over']}"
        self.match = self.computer(crickee.apply(self.match, {"type": "undo", "side": undo["side"]}))
        self.armed = None
        self.persist()
        self.tell(f"{name} taken back. {self.situation(self.state())}")

    def tap_next(self, arg, event=None):
        self.commit(crickee.autoplay(self.match, until="over"), rolled(self.state()))

    def tap_auto(self, arg, event=None):
        self.auto = not self.auto
        self.tell("Playing on by itself." if self.auto else "Paused.")

    def tap_finish(self, arg, event=None):
        self.auto = False
        self.commit(crickee.autoplay(self.match), rolled(self.state()))

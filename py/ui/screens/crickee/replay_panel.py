"""The replay of a finished match, ball by ball or over by over: where it stands ("2nd innings:
over 12, ball 3 of 6"), the steps, and the controls. The screen shows the match as it stood after
`step` overs, with only the first `ball` balls of the last one played (None: all of them)."""

from pavilion.core import RuleError

from ... import theme
from .words import fit, innings_name, latest_over, over_lines, plural, where


class ReplayTaps:
    """What the replay's taps do (a part of the Crickee screen)."""

    def tap_replay(self, arg, event=None):
        if self.state()["status"] != "done":
            raise RuleError("not-finished", "A match can be replayed once it is finished.")
        self.view, self.step, self.ball, self.auto, self.tab = "replay", 0, None, False, "over"
        self.persist()
        self.tell(f"Replay: {plural(len(self.rolls()), 'over')}. Next ball steps through them ball by ball, "
                  "Next over an over at a time.")

    def over_length(self) -> int:
        """The balls played in the over the replay stands in."""
        found = latest_over(self.shown())
        return 0 if found is None else sum(b["settled"] for b in found[1]["balls"])

    def replay_position(self) -> str:
        total = len(self.rolls())
        if self.step == 0:
            return f"Before the first ball (0 of {plural(total, 'over')})"
        inn, over = self.landing_over(self.shown())
        name = "Super Over" if inn["super_over"] else f"over {over['over']}"
        if self.ball is None:
            where_ = f"{name}, complete"
        elif self.ball == 0:
            where_ = f"{name}, the dice down"
        else:
            where_ = f"{name}, ball {self.ball} of {self.over_length()}"
        return f"{innings_name(inn)}: {where_}"

    def tap_step(self, arg, event=None):
        total = len(self.rolls())
        step, ball = self.step, self.ball
        length = self.over_length()
        if arg == "next":  # a ball at a time: the dice and card, each delivery, then the over's end
            if step and ball is not None:
                ball = ball + 1 if ball < length else None  # after the last ball: the over complete
            elif step < total:
                step, ball = step + 1, 0
        elif arg == "prev":
            if step and ball is None:
                ball = length
            elif step and ball > 0:
                ball -= 1
            elif step:
                step, ball = step - 1, None
        elif arg in ("next-over", "prev-over", "first", "last"):
            step = {"next-over": step + 1 if ball is None else step, "prev-over": step - 1,
                    "first": 0, "last": total}[arg]
            step, ball = max(0, min(total, step)), None
        if (step, ball) == (self.step, self.ball):
            return
        new_over = step == self.step + 1
        self.step, self.ball = step, ball
        self.persist()
        self.anim = 0 if new_over else None
        if self.anim is None:
            self.land()
        else:
            inn, over = self.landing_over(self.shown())
            self.tell(f"{where(inn, over)}, {over['bowler_name']} bowling: the dice are landing.")

    def tap_leave(self, arg, event=None):
        self.view, self.auto, self.ball = "live", False, None
        self.persist()
        self.tell(self.situation(self.state()))

    def ball_sentence(self, state) -> str:
        """A replay's step within an over: the dice and the card first, then each ball's line."""
        inn, over = self.landing_over(state)
        if self.ball == 0:
            card = f" The umpire's card: {over['card']['name']}." if over["card"] else ""
            return f"{where(inn, over)}, {over['bowler_name']} bowling: the dice are down.{card}"
        lines = over_lines(inn, over["over"])
        return lines[self.ball - 1] if self.ball <= len(lines) else self.over_sentence(state)


def draw_replay_controls(screen, scene, x, y, w, k) -> float:
    """Where the replay stands, and the buttons that step it."""
    scene.text(x, y + 16, screen.replay_position(), fit(screen.replay_position(), int(17 * k), w, 13, 700),
               theme.STRAW, 700, max_width=w, heading=True)
    bottom = screen.grid(scene, x, y + 36, w, [
        ("step:prev-over", "Previous over", "\u00ab Over"), ("step:prev", "Previous ball", "\u25c0 Ball"),
        ("step:next", "Next ball", "Ball \u25b6"), ("step:next-over", "Next over", "Over \u00bb")], 4, k,
        primary="step:next")
    return screen.grid(scene, x, bottom + 8, w, [
        ("step:first", "Back to the start", "Start"),
        ("auto", "Pause" if screen.auto else "Play the replay", "Pause" if screen.auto else "Play"),
        ("step:last", "The end of the match", "End"),
        ("leave", "Leave the replay", "Leave")], 4, k, primary="")

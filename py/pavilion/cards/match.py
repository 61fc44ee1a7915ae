"""The match: toss, innings order, the decisions that wait for a player, and the result.

Everything between decisions runs by itself: turns are dealt and scored until someone must
choose (which set to cover, whether to declare, whether to enforce the follow-on) or the match
is over. So a record holds decisions only, and replaying them rebuilds the match exactly.
"""

import copy

from pavilion.core import RuleError, stream

from . import actions
from .dealer import Seeded
from .innings import BATTING, BOWLING, Innings, turn_view
from .nations import ATTACK, NATIONS, nation_view
from .options import checked
from .scoring import describe, runs_for, wickets_for
from .turn import Turn

YOU, DROID = "you", "droid"
OTHER = {YOU: DROID, DROID: YOU}
FOLLOW_ON = 200  # the side batting second may be sent in again when this far behind on first innings
TOSS, ELECT, COVER, DECLARE, FOLLOW = "toss", "elect", "cover", "declare", "follow-on"
EXPECTED = {TOSS: ("toss",), ELECT: ("elect",), COVER: ("cover", "pass"), DECLARE: ("declare", "bat-on"),
            FOLLOW: ("follow-on",)}  # the action types that answer each decision
ASKING = {TOSS: "call the toss", ELECT: "choose to bat or field", COVER: "choose a set to cover",
          DECLARE: "bat on or declare", FOLLOW: "decide on the follow-on"}


class MatchState:
    """A match replayed up to now. `act` applies one checked decision and plays on to the next."""

    def __init__(self, seed: str, options: dict, dealer=None):
        self.seed = seed
        self.options = checked(options)
        self.dealer = dealer or Seeded(seed)
        self.nations = {YOU: self.options["nation"], DROID: self.options["droid_nation"]}
        self.max_wickets = 11 if self.options["all_bat"] else 10
        days = self.options["days"]
        self.turn_limit = days * self.options["day_turns"] if days else None
        if self.options["droid_vs_droid"]:
            self.people = ()
        else:
            self.people = (YOU, DROID) if self.options["two_players"] else (YOU,)
        self.toss = None
        self.innings = []
        self.turn = None  # the turn in progress, waiting for a cover choice
        self.turn_role = None  # BATTING or BOWLING: the turn in progress, or the last one
        self.last_turn = None  # the last finished turn: its grid stays on the table
        self.turns_played = 0
        self.pending = TOSS
        self.result = None

    # ----- who decides what -----
    @property
    def to_act(self):
        if self.result is not None:
            return None
        if self.pending == TOSS:
            return YOU
        if self.pending == ELECT:
            return self.toss["winner"]
        if self.pending == COVER:
            inn = self.innings[-1]
            return inn.batting if self.turn_role == BATTING else inn.bowling
        if self.pending == DECLARE:
            return self.innings[-1].batting
        return self.innings[0].batting  # the follow-on is the choice of the side that batted first

    def legal(self) -> list:
        """Every action open to whoever must act now."""
        if self.result is not None:
            return []
        if self.pending == TOSS:
            return [{"type": "toss", "call": c} for c in ("heads", "tails")]
        if self.pending == ELECT:
            return [{"type": "elect", "choice": c} for c in ("bat", "field")]
        if self.pending == COVER:
            return [{"type": "cover", "cells": [c + 1 for c in s[1]]} for s in self.turn.sets] + [{"type": "pass"}]
        if self.pending == DECLARE:
            return [{"type": "bat-on"}, {"type": "declare"}]
        return [{"type": "follow-on", "enforce": True}, {"type": "follow-on", "enforce": False}]

    # ----- decisions -----
    def act(self, action) -> dict:
        """Apply one decision (RuleError, with nothing changed, if it is not one open now)."""
        action = actions.checked(action)
        if self.result is not None:
            raise RuleError("match-over", "The match is over.")
        if action["type"] not in EXPECTED[self.pending]:
            raise RuleError("not-now", f"That is not the decision now: it is time to {ASKING[self.pending]}.")
        getattr(self, "_" + action["type"].replace("-", "_"))(action)
        self._play()
        return action

    def fork(self) -> "MatchState":
        """A copy to play on, leaving this state as it is. The turn in progress draws its packs from
        a generator, which cannot be copied: the copy's starts again and skips the packs drawn."""
        other = copy.copy(self)
        other.toss = self.toss and dict(self.toss)
        other.innings = [inn.fork() for inn in self.innings]
        if self.turn is not None:
            packs = self.dealer.packs(self.turns_played)
            for _ in range(1 + self.turn.reshuffles):
                next(packs)
            other.turn = self.turn.fork(packs)
        return other

    def _toss(self, action):
        coin = "heads" if stream(self.seed, "toss", 0).coin() else "tails"
        winner = YOU if action["call"] == coin else DROID
        self.toss = {"call": action["call"], "coin": coin, "winner": winner, "choice": None}
        self.pending = ELECT

    def _elect(self, action):
        self.toss["choice"] = action["choice"]
        winner = self.toss["winner"]
        self._start_innings(winner if action["choice"] == "bat" else OTHER[winner])

    def _cover(self, action):
        self.turn.cover([c - 1 for c in action["cells"]])
        self.pending = None

    def _pass(self, action):
        self.turn.pass_turn()
        self.pending = None

    def _declare(self, action):
        self.innings[-1].closed = "declared"
        self.pending = None
        self._close_innings()

    def _bat_on(self, action):
        self.pending = None

    def _follow_on(self, action):
        first = self.innings[0].batting
        self.pending = None
        self._start_innings(OTHER[first] if action["enforce"] else first, follow_on=action["enforce"])

    # ----- play between decisions -----
    def _start_innings(self, batting, target=None, follow_on=False):
        bowling = OTHER[batting]
        players = NATIONS[self.nations[batting]][1]
        attack = [NATIONS[self.nations[bowling]][1][i] for i in ATTACK]
        self.innings.append(Innings(len(self.innings) + 1, batting, bowling, players, attack,
                                    self.max_wickets, target, follow_on))
        self.pending = None

    def _play(self):
        while self.pending is None and self.result is None:
            inn = self.innings[-1]
            if self.turn is None:
                self.turn_role = inn.next_role
                self.turn = Turn(self.dealer.packs(self.turns_played), inn.stop_at(self.turn_role, self.options))
            self.turn.play()
            if self.turn.choosing:
                self.pending = COVER
                return
            self._end_turn()

    def _end_turn(self):
        inn = self.innings[-1]
        inn.record(self.turn_role, self.turn, self.options, self.turns_played + 1)
        self.turns_played += 1
        self.last_turn, self.turn = self.turn, None
        if inn.target is not None and inn.runs >= inn.target:
            inn.closed = "won"
            self._finish(inn.batting, "wickets", self.max_wickets - inn.wickets)
        elif inn.all_out:
            inn.closed = "all out"
            self._close_innings()
        elif self.out_of_time:
            inn.closed = "drawn"
            self._finish(None, "draw", None)
        elif self.turn_role == BATTING and self.declaration_open(inn):
            self.pending = DECLARE  # a declaration only after one of the batting side's own turns

    def declaration_open(self, inn) -> bool:
        """Never in the chase (declaring could only throw the match away); otherwise only where it
        can matter, a Test with a time limit: without one, a declaration can only cost runs.
        Version 1 matches offered it after every batting turn, and replay as they were played."""
        if inn.target is not None:
            return False
        return self.options["declarations"] == "every-turn" or self.turn_limit is not None

    @property
    def out_of_time(self) -> bool:
        return self.turn_limit is not None and self.turns_played >= self.turn_limit

    def _close_innings(self):
        """After an innings: the result if it decides the match, else the next innings (or the
        follow-on question), unless the last day is over, which draws the match."""
        inn = self.innings[-1]
        n = len(self.innings)
        lead = self.total(inn.batting) - self.total(inn.bowling)
        if inn.target is not None:  # the chase fell short
            short = inn.target - 1 - inn.runs
            if short == 0:
                self._finish(None, "tie", None)
            else:
                self._finish(inn.bowling, "runs", short)
        elif n == 3 and lead < 0:
            self._finish(inn.bowling, "innings", -lead)
        elif self.out_of_time:
            self._finish(None, "draw", None)
        elif self.options["format"] == "club":
            self._start_innings(inn.bowling, target=inn.runs + 1)
        elif n == 1:
            self._start_innings(inn.bowling)
        elif n == 2:
            if -lead >= FOLLOW_ON:
                self.pending = FOLLOW
            else:
                self._start_innings(self.innings[0].batting)
        else:
            self._start_innings(inn.bowling, target=lead + 1)

    def total(self, side) -> int:
        return sum(i.runs for i in self.innings if i.batting == side)

    def _finish(self, winner, how, margin):
        self.pending = None
        if winner is None:
            text = "Match tied" if how == "tie" else "Match drawn"
        else:
            name = NATIONS[self.nations[winner]][0]
            unit = "wicket" if how == "wickets" else "run"
            unit += "" if margin == 1 else "s"
            text = f"{name} won by {'an innings and ' if how == 'innings' else ''}{margin} {unit}"
        self.result = {"winner": winner, "how": how, "margin": margin, "text": text}

    # ----- what a screen draws -----
    def view(self) -> dict:
        return {
            "options": dict(self.options),
            "scoring": describe(self.options["runs"], self.options["wickets"]),
            "sides": {side: nation_view(code) for side, code in self.nations.items()},
            "toss": None if self.toss is None else dict(self.toss),
            "decision": None if self.result else self.pending,
            "to_act": self.to_act,
            "legal": self.legal(),
            "turn": self._turn_view(),
            "innings": [inn.view() for inn in self.innings],
            "totals": {side: self.total(side) for side in (YOU, DROID)},
            "turns_played": self.turns_played,
            "turn_limit": self.turn_limit,
            "day": None if self.turn_limit is None else min(self.turns_played // self.options["day_turns"] + 1,
                                                            self.options["days"]),
            "people": list(self.people),
            "result": None if self.result is None else dict(self.result),
        }

    def _turn_view(self):
        """The table as it stands: the turn in progress, or the last one finished."""
        live = self.turn is not None
        turn = self.turn if live else self.last_turn
        if turn is None:
            return None
        if live:
            inn = self.innings[-1]
            role = self.turn_role
            entry = {"number": self.turns_played + 1, "role": role,
                     "side": inn.batting if role == BATTING else inn.bowling,
                     "batsman": inn.players[inn.batsman], "bowler": inn.bowler if role == BOWLING else None,
                     "events": turn.events,
                     "count": turn.count, "reshuffles": turn.reshuffles, "ended": None,
                     "runs": runs_for(turn.count, self.options["runs"]) if role == BATTING else 0,
                     "wickets": wickets_for(turn.count, self.options["wickets"]) if role == BOWLING else 0,
                     "out": []}
        else:
            entry = next(t for inn in reversed(self.innings) for t in reversed(inn.turns))
        return {**turn_view(entry), "in_progress": live, "grid": turn.grid_view(), "sets": turn.sets_view(),
                "pack_left": len(turn.pack)}

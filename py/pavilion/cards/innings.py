"""One innings: the score, the batting card, the bowlers' figures and the turns that made them.

One batsman and one bowler at a time (the original rules): the batsman at the crease is the next
in the order after the wickets fallen; he is out when a bowling turn takes a wicket, with the runs
he scored since he came in. The attack bowls a turn each in rotation. With one batsman there are
no partnerships: a batsman's stay is his own score.
"""

import copy

from .scoring import WICKET_COUNT, count_for_runs, count_for_wickets, runs_for, wickets_for
from .turn import event_view

BATTING, BOWLING = "batting", "bowling"


class Innings:
    def __init__(self, number, batting, bowling, players, attack, max_wickets, target=None, follow_on=False):
        self.number = number
        self.batting, self.bowling = batting, bowling  # "you" or "droid"
        self.players, self.attack = players, attack
        self.max_wickets = max_wickets
        self.target = target  # runs that win the match in this innings (the last innings only)
        self.follow_on = follow_on
        self.runs = self.wickets = 0
        self.scores = [0] * len(players)  # runs per batsman, in batting order
        self.faced = [0] * len(players)  # batting turns per batsman
        self.cards = [0] * len(players)  # cards of his batting turns: the balls a batsman faced
        self.fall = []  # the fall of each wicket: {"wicket", "runs", "batsman", "turn", "bowler"}
        self.how_out = [None] * len(players)
        self.figures = {name: [0, 0, 0] for name in attack}  # turns, cards, wickets
        self.bowling_turns = 0
        self.turns = []
        self.closed = None  # "all out" | "declared" | "won" | "drawn"
        self.views = {}  # turn index -> (its record, its view): shared by forks

    def fork(self) -> "Innings":
        """A copy to play on, leaving this innings as it is: a turn's record, once made, never changes."""
        other = copy.copy(self)
        for name in ("scores", "faced", "cards", "fall", "how_out", "turns"):
            setattr(other, name, list(getattr(self, name)))
        other.figures = {name: list(figures) for name, figures in self.figures.items()}
        return other

    @property
    def batsman(self) -> int:
        """The batting-order index of the batsman at the crease."""
        return self.wickets

    @property
    def bowler(self) -> str:
        return self.attack[self.bowling_turns % len(self.attack)]

    @property
    def next_role(self) -> str:
        """The bowling side plays first, then the turns alternate."""
        return BATTING if self.turns and self.turns[-1]["role"] == BOWLING else BOWLING

    def stop_at(self, role, options):
        """The count at which the next turn ends the innings at once, or None."""
        if role == BATTING:
            return None if self.target is None else count_for_runs(self.target - self.runs, options["runs"])
        return count_for_wickets(self.max_wickets - self.wickets, options["wickets"])

    def record(self, role, turn, options, number) -> dict:
        """Score a finished turn and keep its record: runs to the batsman, wickets to the bowler."""
        entry = {"number": number, "role": role, "side": self.batting if role == BATTING else self.bowling,
                 "batsman": self.players[self.batsman], "bowler": self.bowler if role == BOWLING else None,
                 "events": turn.events,
                 "count": turn.count, "reshuffles": turn.reshuffles, "ended": turn.ended,
                 "runs": 0, "wickets": 0, "out": []}
        if role == BATTING:
            runs = runs_for(turn.count, options["runs"])
            self.runs += runs
            self.scores[self.batsman] += runs
            self.faced[self.batsman] += 1
            self.cards[self.batsman] += turn.count
            entry["runs"] = runs
        else:
            taken = min(wickets_for(turn.count, options["wickets"]), self.max_wickets - self.wickets)
            figures = self.figures[self.bowler]
            figures[0] += 1
            figures[1] += turn.count
            figures[2] += taken
            for _ in range(taken):
                entry["out"].append(self.players[self.batsman])
                self.how_out[self.batsman] = f"b {self.bowler}"
                self.wickets += 1
                self.fall.append({"wicket": self.wickets, "runs": self.runs, "batsman": entry["out"][-1],
                                  "turn": number, "bowler": self.bowler})
            entry["wickets"] = taken
            self.bowling_turns += 1
        self.turns.append(entry)
        return entry

    @property
    def all_out(self) -> bool:
        return self.wickets >= self.max_wickets

    def batting_card(self) -> list:
        card = []
        for i, name in enumerate(self.players):
            if self.how_out[i]:
                status, how = "out", self.how_out[i]
            elif i == self.batsman and not self.all_out:
                status, how = "not out", "not out"
            else:
                status, how = "did not bat", "did not bat"
            card.append({"name": name, "runs": self.scores[i], "turns": self.faced[i], "cards": self.cards[i],
                         "status": status, "how": how, "unfaced": self.unfaced(i)})
        return card

    def unfaced(self, i):
        """Why batsman `i` is out without a turn at the grid, or None: the bowling side plays each
        innings' first turn, and a turn of 42 cards (a wicket per full 21) takes the new man too."""
        if not self.how_out[i] or self.faced[i]:
            return None
        fall = next(f for f in self.fall if f["batsman"] == self.players[i])
        turn = next(t for t in self.turns if t["number"] == fall["turn"])
        at = WICKET_COUNT * (turn["out"].index(self.players[i]) + 1)  # the k-th wicket of a turn falls at 21k
        return f"out before facing: {fall['bowler'].split()[-1]}'s turn reached {at} cards"

    def turn_views(self) -> list:
        """Every turn as a screen draws it, each made once (a turn's record never changes once
        made), not again on every tap of a long Test."""
        views = []
        for k, entry in enumerate(self.turns):
            kept = self.views.get(k)
            if kept is None or kept[0] is not entry:
                kept = self.views[k] = (entry, turn_view(entry))
            views.append(kept[1])
        return views

    def view(self) -> dict:
        return {
            "number": self.number, "batting": self.batting,
            "runs": self.runs, "wickets": self.wickets, "max_wickets": self.max_wickets,
            "target": self.target, "follow_on": self.follow_on, "closed": self.closed,
            "batsman": None if self.closed or self.all_out else self.players[self.batsman],
            "bowler": None if self.closed else self.bowler,
            "batting_card": self.batting_card(),
            "fall": [dict(f) for f in self.fall],
            "bowling": [{"name": n, "turns": f[0], "cards": f[1], "wickets": f[2]}
                        for n, f in self.figures.items() if f[0]],
            "turns": self.turn_views(),
        }


def turn_view(entry: dict) -> dict:
    return {**entry, "events": [event_view(e) for e in entry["events"]], "out": list(entry["out"])}

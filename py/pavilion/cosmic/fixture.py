"""One match between two managers: toss, pitch, weather, the two innings in postal turns, the result.

A match takes four turns: each innings is overs 1-30 in one turn and 31-40 in the next (15 + 5 of
20, 35 + 15 of 50). A turn stops at the end of an innings, so an innings that ends early lets the
next one start a turn sooner. What each manager may send depends on the phase (`needs`).
"""

from . import manager as computer
from .ground import describe, PITCHES, WEATHER, roll_weather
from .innings import Innings
from .side import Side


class Fixture:
    def __init__(self, fid: str, title: str, managers: list, start_turn: int, *, overs: int, split: int,
                 limit: int):
        self.id, self.title, self.managers, self.start_turn = fid, title, list(managers), start_turn
        self.overs, self.split, self.limit = overs, split, limit
        self.pitch = self.weather = self.toss = self.order = self.result = None
        self.sides, self.innings, self.notes = {}, [], []

    def make_toss(self, rng, wishes: dict):
        """The toss: the winner gets his standing wish (bat or bowl)."""
        winner = self.managers[0] if rng.coin() else self.managers[1]
        loser = self.other(winner)
        choice = wishes[winner]
        self.toss = {"winner": winner, "choice": choice}
        self.order = [winner, loser] if choice == "bat" else [loser, winner]

    def other(self, m: int) -> int:
        return self.managers[1] if m == self.managers[0] else self.managers[0]

    # -- phases -----------------------------------------------------------------------------------
    def phase(self, turn: int):
        """What the next turn plays, or None (not started, or finished)."""
        if self.result is not None or turn < self.start_turn or self.order is None:
            return None
        if not self.innings:
            number, start, first_over = 1, True, 1
        elif self.innings[-1].done:
            number, start, first_over = 2, False, 1
        else:
            number, start, first_over = self.innings[-1].number, False, self.split + 1
        last = self.split if first_over == 1 else self.overs
        return {"innings": number, "start": start, "first_over": first_over, "last_over": last,
                "batting": self.order[number - 1], "bowling": self.order[2 - number]}

    def needs(self, turn: int, m: int, squad: list) -> dict:
        """What manager `m` may send for this match this turn, with what his form must know, and
        whether the GM waits for him: only for what has no standing order (an eleven, a bowling plan
        that leaves overs empty). Amendments are optional: no change is the default."""
        phase = self.phase(turn)
        if phase is None or m not in self.managers:
            return None
        role = "batting" if phase["batting"] == m else "bowling"
        need = {"match": self.id, "innings": phase["innings"], "role": role, "overs": self.overs,
                "split": self.split, "limit": self.limit, "squad": squad, "eleven": None, "fields": [],
                "required": phase["start"]}
        current = self.current()
        if phase["start"]:
            need["fields"] = ["eleven", "keeper", "styles", "conditions"]
        else:
            side = self.sides[m]
            need.update(eleven=list(side.eleven), keeper=side.keeper, hurt=sorted(side.hurt))
            if role == "batting":
                need["fields"] = ["styles", "conditions"]
                if current:
                    need.update(overs_done=current.overs_done, wickets=current.wickets, runs=current.runs,
                                gone=current.gone())
        if role == "bowling":
            need["fields"] = need["fields"] + ["bowling"]
            need.update(first_over=phase["first_over"], last_over=self.overs)
            if current:
                need.update(bowled=dict(current.bowled), previous=current.previous)
            need["required"] = need["required"] or None in self.standing_plan(m, phase["first_over"])
        return need

    def current(self):
        """The innings under way (started and not over), if any."""
        return self.innings[-1] if self.innings and not self.innings[-1].done else None

    def standing_plan(self, m: int, first_over: int) -> list:
        """Manager m's bowling plan as it stands from `first_over` (all None if he has none)."""
        current = self.current()
        if current is None or current.fielding.manager != m:
            return [None] * (self.overs - first_over + 1)
        return list(current.plan[first_over - 1:])

    def standing(self, m: int, turn: int) -> dict:
        """Manager m's standing orders for this match: his eleven, and as the next turn will find
        them his batting styles (after any conditional orders that fired), the conditional orders
        still to fire, and his bowling plan for the overs to come."""
        side, phase = self.sides.get(m), self.phase(turn)
        if side is None or phase is None:
            return {}
        out = {"eleven": list(side.eleven), "keeper": side.keeper}
        current = self.current()
        if phase["batting"] == m:
            if current is not None and current.batting is side:
                out["styles"] = [current.styles[p] for p in side.eleven]
                out["conditions"] = current.standing_rules()
            else:
                out["styles"], out["conditions"] = list(side.styles), [dict(r) for r in side.conditions]
        else:
            out["bowling"] = self.standing_plan(m, phase["first_over"])
        return out

    # -- a turn -----------------------------------------------------------------------------------
    def play_turn(self, turn: int, orders: dict, squads: dict, computers: dict, rng, version: int = 2) -> dict:
        """Play this turn's stretch. `orders` maps a manager to his checked orders (or None);
        computer managers decide now; a person who sent nothing gets the computer's orders where
        something was needed (version 1: the GM's fallback over by over for bowling). `rng(name)`
        gives this turn's stream for `name`. Returns the turn's report for the zine."""
        phase = self.phase(turn)
        notes = []
        if phase["start"]:
            self._select(orders, squads, computers, notes)
            self.weather = roll_weather(rng("weather"))
        bat, bowl = self.sides[phase["batting"]], self.sides[phase["bowling"]]
        bat_orders, bowl_orders = orders.get(bat.manager) or {}, orders.get(bowl.manager) or {}
        if phase["first_over"] == 1:
            if phase["innings"] == 2:
                self._restyle(bat, bat_orders)
                if computers[bat.manager]:
                    self._restyle(bat, computer.amended_orders(
                        bat.eleven, overs=self.overs, overs_done=0, runs=0, wickets=0,
                        target=self.innings[0].runs + 1))
            target = self.innings[0].runs + 1 if self.innings else None
            innings = Innings(phase["innings"], bat, bowl, overs=self.overs, split=self.split, limit=self.limit,
                              pitch=self.pitch, weather=self.weather, target=target, best_first=version >= 2)
            self.innings.append(innings)
        else:
            innings = self.innings[-1]
            if computers[bat.manager]:
                bat_orders = computer.amended_orders(
                    bat.eleven, overs=self.overs, overs_done=innings.overs_done, runs=innings.runs,
                    wickets=innings.wickets, target=innings.target)
            innings.amend(bat_orders.get("styles"), bat_orders.get("conditions"))
        plan = bowl_orders.get("bowling")
        unplanned = plan is None and all(p is None for p in innings.plan[phase["first_over"] - 1:])
        if computers[bowl.manager] or (unplanned and version >= 2):
            if not computers[bowl.manager]:
                notes.append({"kind": "computer-bowling", "manager": bowl.manager})
            plan = computer.bowling_plan(
                bowl.squad, bowl.eleven, first_over=phase["first_over"], last_over=self.overs,
                limit=self.limit, bowled=innings.bowled, previous=innings.previous, hurt=bowl.hurt,
                pitch=self.pitch, weather=self.weather)
        elif unplanned:  # version 1: the fallback bowls every over, and the zine says so
            notes.append({"kind": "no-bowling-orders", "manager": bowl.manager})
        if plan is not None:
            innings.set_plan(phase["first_over"], plan)
        marks = (len(innings.balls), len(innings.over_lines), len(innings.notes))
        innings.play(rng("play"), phase["last_over"])
        if innings.done and innings.number == 2:
            self.result = self._decide(rng("tie"))
        self.notes.extend(notes)
        return {"match": self.id, "innings": innings.number, "first_over": phase["first_over"],
                "marks": marks, "notes": notes}

    def _select(self, orders, squads, computers, notes):
        """Both elevens; the computer picks for itself, and for a person who sent no eleven."""
        for m in self.managers:
            sent = orders.get(m) or {}
            squad = squads[m]
            if computers[m] or "eleven" not in sent:
                if not computers[m]:
                    notes.append({"kind": "gm-pick", "manager": m})
                team = computer.pick_team(squad, self.pitch)
                opening = computer.opening_orders(squad, team["eleven"], self.overs)
                side = Side(m, squad, team["eleven"], team["keeper"], opening["styles"], opening["conditions"])
            else:
                side = Side(m, squad, sent["eleven"], sent["keeper"])
            if not computers[m]:
                self._restyle(side, sent)
            self.sides[m] = side

    @staticmethod
    def _restyle(side, orders):
        if orders.get("styles") is not None:  # None in the list: that batsman's style stands
            side.styles = [old if new is None else new for old, new in zip(side.styles, orders["styles"])]
        if orders.get("conditions") is not None:
            side.conditions = list(orders["conditions"])

    def _decide(self, rng) -> dict:
        """The winner; a tie goes to fewer wickets lost, then the higher score after the split
        over (30 of 40), then a coin (the house rule)."""
        first, second = self.innings
        a, b = first.batting.manager, second.batting.manager
        tie = None
        if second.runs != first.runs:
            winner = b if second.runs > first.runs else a
        else:
            if first.wickets != second.wickets:
                tie, winner = "wickets", a if first.wickets < second.wickets else b
            elif first.at_split[0] != second.at_split[0]:
                tie, winner = "split", a if first.at_split[0] > second.at_split[0] else b
            else:
                tie, winner = "coin", a if rng.coin() else b
        if tie:
            margin = None
        elif winner == b:
            margin = {"wickets": 10 - second.wickets}
        else:
            margin = {"runs": first.runs - second.runs}
        return {"winner": winner, "loser": self.other(winner), "margin": margin, "tie": tie}

    def to_dict(self, turn: int) -> dict:
        phase = self.phase(turn)
        return {
            "id": self.id, "title": self.title, "managers": list(self.managers),
            "start_turn": self.start_turn,
            "pitch": describe(PITCHES, self.pitch), "weather": describe(WEATHER, self.weather),
            "toss": dict(self.toss) if self.toss else None,
            "batting_first": self.order[0] if self.order else None,
            "sides": {str(m): s.to_dict() for m, s in self.sides.items()},
            "innings": [i.to_dict() for i in self.innings],
            "phase": phase,
            "result": dict(self.result) if self.result else None,
            "notes": list(self.notes),
        }

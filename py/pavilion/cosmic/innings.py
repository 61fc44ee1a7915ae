"""One innings, ball by ball: the bowler for each over, strike, wickets, conditional orders.

An innings is played in stretches (overs 1-30, then 31-40: one postal turn each) and keeps its
own record: every ball, the over lines, the fall of wickets and the GM's notes (fallback bowlers,
conditional orders fired). The scorecard is derived from those.
"""

from .ball import howzat, roll_ball
from .bowling import choose
from .ground import modifier

OUTS_TO_END = 10
CREDITED = ("caught-keeper", "caught-fielder", "bowled", "lbw", "stumped", "hit-wicket")


def _overs(balls: int) -> str:
    """Overs the way a scorecard writes them: 23.4 is 23 overs and 4 balls."""
    return f"{balls // 6}.{balls % 6}" if balls % 6 else str(balls // 6)


class Innings:
    def __init__(self, number: int, batting, fielding, *, overs: int, split: int, limit: int,
                 pitch=None, weather=None, target=None, best_first=True):
        self.number, self.batting, self.fielding = number, batting, fielding
        self.best_first = best_first  # the fallback's choice beyond the plan (False: version 1's rota)
        self.overs, self.split, self.limit = overs, split, limit
        self.pitch, self.weather, self.target = pitch, weather, target
        self.styles = dict(zip(batting.eleven, batting.styles))
        self.rules, self.fired = list(batting.conditions), set()
        self.plan = [None] * overs
        order = batting.eleven
        self.cards = {p: {"player": p, "runs": 0, "balls": 0, "fours": 0, "sixes": 0, "out": None}
                      for p in order[:2]}
        self.striker, self.non_striker, self.next_in = order[0], order[1], 2
        self.runs = self.wickets = self.outs = self.overs_done = self.balls_in_over = 0
        self.bowled, self.figures, self.previous = {}, {}, None
        self.balls, self.over_lines, self.fow, self.notes = [], [], [], []
        self.at_split = None
        self.end = None  # "all-out", "overs" or "target" once the innings is over

    @property
    def done(self) -> bool:
        return self.end is not None

    # -- orders -----------------------------------------------------------------------------------
    def set_plan(self, first_over: int, plan: list):
        self.plan[first_over - 1:first_over - 1 + len(plan)] = plan

    def amend(self, styles=None, rules=None):
        """The batting side's amendment (at over 31, or before it bats): styles of batsmen still to
        come or in, and a new list of conditional orders that replaces the old."""
        if styles is not None:
            for pid, style in zip(self.batting.eleven, styles):
                if style is not None and not self._gone(pid):  # None: his style stands
                    self.styles[pid] = style
        if rules is not None:
            self.rules, self.fired = list(rules), set()

    def _gone(self, pid) -> bool:
        card = self.cards.get(pid)
        return card is not None and card["out"] is not None

    def gone(self) -> list:
        """Batsmen out or retired hurt: a conditional order can no longer change their style."""
        return [p for p in self.batting.eleven if self._gone(p)]

    def standing_rules(self) -> list:
        """The conditional orders still to fire, in order: what an amendment starts from."""
        return [dict(rule) for i, rule in enumerate(self.rules) if i not in self.fired]

    def _fire(self, key: str, value: int):
        for index, rule in enumerate(self.rules):
            if index in self.fired or rule["when"].get(key) != value:
                continue
            self.fired.add(index)
            guard = rule["if"]
            ok = (guard is None
                  or ("wickets_at_most" in guard and self.wickets <= guard["wickets_at_most"])
                  or ("wickets_at_least" in guard and self.wickets >= guard["wickets_at_least"]))
            then = rule["then"]
            self.notes.append({"kind": "condition", "at": len(self.balls), "rule": index, "fired": ok, "when": dict(rule["when"]),
                               "wickets": self.wickets, "over": self.overs_done, "style": then["style"],
                               "batsman": then["batsman"], "runs": self.runs})
            if not ok:
                continue
            targets = [then["batsman"]] if then["batsman"] is not None else self.batting.eleven
            for pid in targets:
                if not self._gone(pid):
                    self.styles[pid] = then["style"]

    # -- play -------------------------------------------------------------------------------------
    def play(self, rng, to_over: int):
        """Bowl overs until `to_over` overs are complete or the innings ends."""
        while not self.done and self.overs_done < to_over:
            self._over(rng)

    def _over(self, rng):
        over = self.overs_done + 1
        bowler, reason = choose(self.plan, over, eleven=self.fielding.eleven, squad=self.fielding.squad,
                                hurt=self.fielding.hurt, bowled=self.bowled, previous=self.previous,
                                limit=self.limit, best_first=self.best_first)
        if reason:
            self.notes.append({"kind": "fallback", "at": len(self.balls), "over": over, "planned": self.plan[over - 1],
                               "bowler": bowler, "reason": reason})
        player = self.fielding.squad[bowler]
        skill = player["bowling"] + modifier(player["bowling_style"], self.pitch, self.weather)
        keeper, fielders = self.fielding.field()
        figures = self.figures.setdefault(bowler, {"player": bowler, "balls": 0, "maidens": 0,
                                                   "runs": 0, "wickets": 0})
        line = {"over": over, "bowler": bowler, "balls": [], "runs": 0, "wickets": 0}
        self.over_lines.append(line)
        self.previous = bowler
        self.bowled[bowler] = self.bowled.get(bowler, 0) + 1
        for number in range(1, 7):
            self._ball(rng, over, number, bowler, skill, keeper, fielders, figures, line)
            if self.done:
                break
        if len(line["balls"]) == 6:
            self.overs_done = over
            if line["runs"] == 0:
                figures["maidens"] += 1
            if not self.done:
                self.striker, self.non_striker = self.non_striker, self.striker
                self._fire("after_over", over)
                if over == self.overs:
                    self.end = "overs"
        line["score"] = [self.runs, self.wickets]
        if self.at_split is None and (self.overs_done >= self.split or self.done):
            self.at_split = [self.runs, self.wickets]

    def _ball(self, rng, over, number, bowler, skill, keeper, fielders, figures, line):
        striker = self.striker
        style = self.styles[striker]
        card = self.cards[striker]
        ball = roll_ball(rng, style)
        record = {"over": over, "ball": number, "bowler": bowler, "striker": striker, "style": style,
                  "dice": ball["dice"], "runs": ball["runs"]}
        if "star" in ball:
            record["star"] = ball["star"]
        card["balls"] += 1
        figures["balls"] += 1
        self.balls.append(record)
        if ball["howzat"]:
            batsman = self.batting.squad[striker]
            event = howzat(rng, style=style, batting=batsman["batting"], bowling=skill,
                           keeper=keeper, fielders=fielders)
            record["howzat"] = event
            if event["out"] or event["hurt"]:
                line["balls"].append("W" if event["out"] else "R")
                self._dismiss(rng, striker, bowler, event, figures, line)
                return
            line["balls"].append("+")
            return
        runs = ball["runs"]
        line["balls"].append(str(runs) if runs else ".")
        self.runs += runs
        line["runs"] += runs
        figures["runs"] += runs
        card["runs"] += runs
        card["fours"] += runs == 4
        card["sixes"] += runs == 6
        if runs == 1:
            self.striker, self.non_striker = self.non_striker, self.striker
        if self.target is not None and self.runs >= self.target:
            self.end = "target"

    def _dismiss(self, rng, striker, bowler, event, figures, line):
        how = event["how"]
        out = {"how": how, "bowler": bowler if how in CREDITED else None,
               "fielder": event.get("fielder"), "substitute": event.get("substitute", False),
               "over": line["over"], "score": None}
        self.cards[striker]["out"] = out
        self.outs += 1
        if event["hurt"]:
            self.batting.hurt[striker] = rng.die(6)  # the substitute's Fielding, for the rest of the match
            out["how"] = "retired-hurt"
        else:
            self.wickets += 1
            line["wickets"] += 1
            figures["wickets"] += how in CREDITED
            self.fow.append({"wicket": self.wickets, "runs": self.runs, "player": striker,
                             "over": line["over"], "ball": len(line["balls"])})
        out["score"] = [self.runs, self.wickets]
        if self.outs >= OUTS_TO_END:
            self.end = "all-out"
            return
        incoming = self.batting.eleven[self.next_in]
        self.next_in += 1
        self.cards[incoming] = {"player": incoming, "runs": 0, "balls": 0, "fours": 0, "sixes": 0, "out": None}
        self.striker = incoming
        if not event["hurt"]:
            self._fire("wicket", self.wickets)

    # -- the record -------------------------------------------------------------------------------
    def overs_text(self) -> str:
        return _overs(len(self.balls))

    def to_dict(self) -> dict:
        order = self.batting.eleven
        return {
            "number": self.number,
            "batting": self.batting.manager,
            "fielding": self.fielding.manager,
            "target": self.target,
            "runs": self.runs,
            "wickets": self.wickets,
            "outs": self.outs,
            "overs": self.overs_text(),
            "overs_done": self.overs_done,
            "end": self.end,
            "at_split": self.at_split,
            "striker": None if self.done else self.striker,
            "non_striker": None if self.done else self.non_striker,
            "batting_card": [self.cards[p] for p in order if p in self.cards],
            "did_not_bat": [p for p in order if p not in self.cards],
            "bowling_card": [dict(f, overs=_overs(f["balls"])) for f in self.figures.values()],
            "fall_of_wickets": self.fow,
            "over_lines": self.over_lines,
            "styles": [self.styles[p] for p in order],
            "conditions": self.rules,
            "plan": self.plan,
            "notes": self.notes,
            "balls": self.balls,
        }

"""The match as it stands after its actions: toss, innings, Super Overs, result.

`MatchState` is rebuilt from a record by replaying its actions one by one (`step`); it is the
only place that knows whose decision comes next, so `apply`, `autoplay`, `legal_actions` and
`replay` all agree on it.
"""

import copy

from ..core import Replays, RuleError, replay_step, stream
from .actions import DECISIONS, check_action
from .bowling import legal_bowlers, refusal
from .deck import Deck
from .dismissal import Fielding
from .innings import Innings
from .options import SIDES, check_options
from .over import play_over
from .players import PLAYER_BY_ID, TEAM_BY_ID
from .readings import reading
from .squads import deal

GAME = "crickee"
VERSION = 2  # 2: picked elevens, batting grades, attack for a six; 1 records replay as played


def other(side: str) -> str:
    return "away" if side == "home" else "home"


class MatchState:
    def __init__(self, record: dict):
        self.seed = record["seed"]
        self.options = check_options(record["options"], record["version"])
        self.reading = reading(record["version"], self.options)
        self.squads = {side: list(self.options["elevens"][side]) if self.reading.picked
                       else deal(self.seed, side, self.options[side]) for side in SIDES}
        self.deck = Deck(self.seed) if self.options["cards"] else None
        self.index = 0  # the number of actions applied: names the next action's random stream
        self.toss = None  # {"call", "landed", "winner", "elected"}
        self.innings = []
        self.attack = self.bowler = None  # this over's decisions so far
        self.result = None
        self.stale = {side: set() for side in SIDES}  # who bowled an earlier Super Over
        self.record = record
        self.log = []  # (index, action, burned card) of the actions in force: undo cuts it back
        self.undone = set()  # (side, innings number): one over taken back per innings each

    def team(self, side: str) -> str:
        return TEAM_BY_ID[self.options[side]].name

    @property
    def current(self):
        return self.innings[-1] if self.innings else None

    def decision(self):
        """(side, kind) of the decision the match waits for, or None when it is over."""
        if self.result is not None:
            return None
        if self.toss is None:
            return "away", "toss"
        if "elected" not in self.toss:
            return self.toss["winner"], "elect"
        inn = self.current
        if self.attack is None:
            return inn.batting, "attack"
        if self.bowler is None:
            return inn.bowling, "bowler"
        return inn.batting, "roll"

    def legal_actions(self) -> list:
        waiting = self.decision()
        if waiting is None:
            return []
        side, kind = waiting
        if kind == "toss":
            return [{"type": "toss", "side": side, "call": c} for c in ("heads", "tails")]
        if kind == "elect":
            return [{"type": "elect", "side": side, "choice": c} for c in ("bat", "bowl")]
        if kind == "attack":
            return [{"type": "attack", "side": side, "attack": a} for a in (False, True)]
        if kind == "bowler":
            return [{"type": "bowler", "side": side, "player": p}
                    for p in legal_bowlers(self.current, self.squads[side], self.stale[side])]
        return [{"type": "roll", "side": side}]

    def step(self, action) -> None:
        """Apply one action; a RuleError leaves the state as it was."""
        check_action(action)
        index = self.index
        if action["type"] == "undo":
            self._undo(action)
            self.index = index + 1
            return
        waiting = self.decision()
        if waiting is None:
            raise RuleError("match-over", f"The match is over: {self.result['text']}.")
        side, kind = waiting
        if action["side"] != side:
            raise RuleError("not-your-turn", f"It is {self.team(side)}'s turn to "
                                             f"{DECISIONS[kind]}.")
        if action["type"] != kind:
            raise RuleError("wrong-decision", f"{self.team(side)} must {DECISIONS[kind]} now, "
                                              f"not {DECISIONS[action['type']]}.")
        getattr(self, "_" + kind)(action)
        self.log.append((index, action, None))
        self.index = index + 1

    def fork(self) -> "MatchState":
        """A copy to play on, leaving this state as it is: what an action changes is copied."""
        other = copy.copy(self)
        other.innings = [inn.fork() for inn in self.innings]
        other.deck = self.deck and self.deck.fork()
        other.toss = self.toss and dict(self.toss)
        other.stale = {side: set(seen) for side, seen in self.stale.items()}
        other.log, other.undone = list(self.log), set(self.undone)
        return other

    def undo_offer(self):
        """(side, innings) of the over a person may take back now, or a RuleError saying why not.

        Against the computer the person may take back the last over rolled, once an innings, while
        the match goes on (a result, once told, stands): for
        a wrong tap, not to roll again until the dice suit (the over is rolled afresh, with new
        dice and the next card, because the undo stays in the record)."""
        people = [s for s in SIDES if self.options["captains"][s] == "person"]
        if len(people) != 1:
            return RuleError("undo-not-here", "Taking back an over is for a match against the "
                                              "computer.")
        if self.result is not None:
            return RuleError("match-over", f"The match is over: {self.result['text']}. A finished "
                                           "match stands: start a rematch to play again.")
        side = people[0]
        played = [inn for inn in self.innings if inn.overs]
        if not played:
            return RuleError("nothing-to-undo", "No over has been rolled yet.")
        if (side, played[-1].number) in self.undone:
            return RuleError("undo-used", "You have taken back an over in this innings already: "
                                          "one an innings.")
        return side, played[-1].number

    def _undo(self, action):
        offer = self.undo_offer()
        if isinstance(offer, RuleError):
            raise offer
        side, number = offer
        if action["side"] != side:
            raise RuleError("not-your-turn", f"Only {self.team(side)}'s captain may take back an "
                                             "over.")
        cut = max(k for k, (_, done, _) in enumerate(self.log) if done["type"] == "roll") - 2
        taken_back = (self.innings[number - 1].overs[-1]["card"], (side, number))
        # An earlier undo past the cut stays in force: its card was seen, its innings' undo is used
        # (dropped with the cut, it let a person take back overs again and again by stepping back
        # across an innings).
        kept = [entry for entry in self.log[cut:] if entry[2] is not None]
        again = MatchState(self.record)
        for index, done, undo in self.log[:cut] + kept + [(self.index, action, taken_back)]:
            again.index = index
            if undo is None:
                again.step(done)
            else:
                again._taken_back(done, *undo)
        self.__dict__.update(again.__dict__)

    def _taken_back(self, action, card, key):
        """An undo, in force: the card of the over it took back is out of play (it was seen),
        and that innings' undo is used."""
        if card is not None:
            self.deck.burn(card)
        self.undone.add(key)
        self.log.append((self.index, action, (card, key)))

    def _toss(self, action):
        landed = "heads" if stream(self.seed, "toss", self.index).coin() else "tails"
        winner = "away" if action["call"] == landed else "home"
        self.toss = {"call": action["call"], "landed": landed, "winner": winner}

    def _elect(self, action):
        self.toss["elected"] = action["choice"]
        winner = self.toss["winner"]
        self._start(winner if action["choice"] == "bat" else other(winner), 0, None)

    def _attack(self, action):
        self.attack = action["attack"]

    def _bowler(self, action):
        inn = self.current
        error = refusal(inn, self.squads[inn.bowling], action["player"], self.stale[inn.bowling])
        if error is not None:
            raise error
        self.bowler = action["player"]

    def _roll(self, action):
        inn = self.current
        card = self.deck.draw(inn.over_no) if self.deck else None
        play_over(inn, PLAYER_BY_ID[self.bowler], self.attack, card,
                  stream(self.seed, "over", self.index), self.options["traits"], self.reading,
                  Fielding(self.seed, self.index, self.squads[inn.bowling]))
        if inn.super_over:
            self.stale[inn.bowling].add(self.bowler)
        self.attack = self.bowler = None
        if inn.done:
            self._next()

    def _start(self, batting: str, super_over: int, target):
        self.innings.append(Innings(len(self.innings) + 1, super_over, batting, other(batting),
                                    self.squads[batting], target))

    def _next(self):
        """After an innings: the chase, the result, or a Super Over."""
        if len(self.innings) == 1:
            first = self.current
            self._start(first.bowling, 0, first.runs + 1)
            return
        first, second = self.innings[-2], self.current
        if first.super_over != second.super_over:  # the first innings of a Super Over
            self._start(second.bowling, second.super_over, second.runs + 1)
            return
        if second.chase_won:
            self._finish(second.batting, {"wickets": second.wicket_limit - second.wickets},
                         second.super_over)
        elif second.runs < first.runs:
            self._finish(first.batting, {"runs": first.runs - second.runs}, second.super_over)
        else:  # level: a Super Over, the side that batted second batting first
            self._start(second.batting, second.super_over + 1, None)

    def _finish(self, winner: str, margin: dict, super_overs: int):
        team = self.team(winner)
        if super_overs == 0:
            (unit, n), = margin.items()
            text = f"{team} won by {n} {unit if n != 1 else unit[:-1]}"
        elif super_overs == 1:
            text = f"Match tied: {team} won the Super Over"
        else:
            text = f"Match tied: {team} won after {super_overs} Super Overs"
        self.result = {"winner": winner, "team": team, "text": text,
                       "margin": None if super_overs else margin, "super_overs": super_overs,
                       "tied": super_overs > 0}


REPLAYS = Replays({GAME: VERSION}, MatchState, replay_step("step", code=None), MatchState.fork)  # the last records built


def build(record: dict) -> MatchState:
    """The state after the record's actions, replayed from the first; a bad action is a RuleError
    that says which one."""
    return REPLAYS.fresh(record)

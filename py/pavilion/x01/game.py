"""The match as its actions left it: the list of visits, and after each the position of play.

`Game.load(match)` folds a record action by action through the same checks `apply` uses, so a
record from storage or a share link is checked exactly like a tap at the oche. Each visit is
scored from the position the visit before it left (scores, double in, legs, sets, whose throw),
and that position is kept: an undo drops visits and their positions and costs nothing more. A
correction scores the visits after it again from the new position only until play stands where it
stood before (at the latest, the end of the leg), and the running figures are counted again once,
when next read. So a correction costs at most a leg, a leg is at most MAX_LEG_ROUNDS visits a
player, a game takes at most MAX_CORRECTIONS, and any record replays in time linear in its length.
"""

import copy

from pavilion.core import Replays, RuleError, handler_for, replay_step
from pavilion.darts.actions import check_fields
from pavilion.darts.dart import parse_darts

from .options import read_options
from .stats import Tally
from .visit import score_bust, score_darts, score_total

GAME = "x01"
VERSION = 1
MAX_CORRECTIONS = 50
MAX_LEG_ROUNDS = 100  # visits a player in one leg: 300 darts without a finish ends no real leg
VISIT_FIELDS = ("darts", "total", "checkout", "at_double", "bust")


class Position:
    """Where play stands between two visits. Never changed once made: a visit makes a new one."""

    __slots__ = ("scores", "opened", "legs", "sets", "set_no", "leg_no", "leg_starter", "to_throw",
                 "in_leg", "winner")

    def __init__(self, **fields):
        for name in self.__slots__:
            setattr(self, name, fields[name])

    def but(self, **changes) -> "Position":
        """A new position like this one with `changes`."""
        return Position(**{name: changes.get(name, getattr(self, name)) for name in self.__slots__})

    def same_as(self, other: "Position") -> bool:
        """Whether play stands exactly as at `other`: every visit after it then scores as it did."""
        return all(getattr(self, name) == getattr(other, name) for name in self.__slots__)


class Visit:
    """One visit in the list: its thrower, what was entered (`entry`, as stored), its `outcome`,
    where it was thrown (set, leg, visit number in the leg, who started the leg), the remaining
    score before and after. Never changed once made; `shown` is the state's entry for it, made once
    (a visit is at the same index in every list that holds it). The running figures after it are
    the game's `tallies`, not the visit's: a correction before it changes them, not the visit."""

    __slots__ = ("seat", "entry", "outcome", "set_no", "leg_no", "in_leg", "leg_starter", "before", "after",
                 "won_leg", "corrected", "shown")

    def __init__(self, seat, entry, outcome, position, corrected=False):
        self.seat, self.entry, self.outcome, self.corrected = seat, entry, outcome, corrected
        self.set_no, self.leg_no, self.in_leg = position.set_no, position.leg_no, position.in_leg
        self.leg_starter = position.leg_starter
        self.before = position.scores[seat]
        self.after = self.before - outcome.scored
        self.won_leg = outcome.checkout is not None
        self.shown = None


def _entry(action: dict) -> dict:
    """The visit fields of an action, checked for shape: exactly one of darts, total, bust."""
    given = [k for k in ("darts", "total", "bust") if k in action]
    if len(given) != 1:
        raise RuleError("bad-action", "A visit is its darts, its total, or a bust: one of them.")
    if "checkout" in action and given != ["total"]:
        raise RuleError("bad-action", "Only a visit total says how many darts the finish took.")
    if "at_double" in action and given == ["darts"]:
        raise RuleError("bad-action", "Darts entered one by one already show which were at a double.")
    if given == ["bust"] and action["bust"] is not True:
        raise RuleError("bad-action", "A bust is entered as bust: true.")
    return {k: action[k] for k in VISIT_FIELDS if k in action}


class Game:
    """A match folded into play: `act` checks one action and applies it, or refuses it unchanged."""

    def __init__(self, seed: str, options: dict):
        self.seed, self.options = seed, options
        self.seats = options["players"]
        self.out, self.double_in = options["out"], options["double_in"]
        self.visits = []
        self.tallies = []  # the running figures after each visit, counted as far as they were read
        self.positions = [self._leg_start(Position(
            scores=(), opened=(), legs=(0,) * len(self.seats), sets=(0,) * len(self.seats), set_no=1, leg_no=1,
            leg_starter=None, to_throw=None, in_leg=0, winner=None))]
        self.corrections = 0
        self.ended = False
        self.last = None  # the last action taken, as recorded
        self.undone = []  # seats of the visits the last undo took back

    @classmethod
    def load(cls, match) -> "Game":
        """The game of a stored record, a copy of its own to act on (built from a record it extends
        when there is one, so a tap costs its own action); RuleError if any part is refused."""
        return REPLAYS.copy(match)

    @classmethod
    def start(cls, match) -> "Game":
        return cls(match["seed"], read_options(match["options"]))

    def fork(self) -> "Game":
        """A copy to act on: the lists are copied; a position or a visit, once made, never changes."""
        other = copy.copy(self)
        other.visits, other.positions, other.undone = list(self.visits), list(self.positions), list(self.undone)
        other.tallies = list(self.tallies)
        return other

    # -- the state of play -------------------------------------------------------------------

    @property
    def position(self) -> Position:
        return self.positions[-1]

    def tally(self, upto=None) -> Tally:
        """The running figures after the first `upto` visits (all of them by default), counted on from
        the last visit already counted: each visit once, however many corrections came between."""
        upto = len(self.visits) if upto is None else upto
        tallies = self.tallies
        while len(tallies) < upto:
            visit = self.visits[len(tallies)]
            tallies.append((tallies[-1] if tallies else Tally.blank(len(self.seats)))
                           .after(visit, len(self.seats), visit.leg_starter))
        return tallies[upto - 1] if upto else Tally.blank(len(self.seats))

    def name(self, seat: int) -> str:
        return self.seats[seat]["name"]

    def to_throw(self):
        return None if self.ended else self.position.to_throw

    def leg_starter(self, set_no: int, leg_no: int) -> int:
        """Who throws first in a leg: each set starts with the seat after the one that started the
        set before, each leg of a set with the seat after the one that started the leg before."""
        return (self.options["starter"] + set_no - 1 + leg_no - 1) % len(self.seats)

    def _leg_start(self, position: Position) -> Position:
        """A fresh leg: everyone back to the start, the first throw passing on."""
        n = len(self.seats)
        starter = self.leg_starter(position.set_no, position.leg_no)
        return position.but(scores=(self.options["start"],) * n, opened=(not self.double_in,) * n,
                            leg_starter=starter, to_throw=starter, in_leg=0)

    def _after(self, position: Position, seat: int, outcome) -> Position:
        """The position a visit leaves: the next thrower, or a leg, set or the match won."""
        scores = list(position.scores)
        scores[seat] -= outcome.scored
        opened = list(position.opened)
        opened[seat] = outcome.opened
        moved = position.but(scores=tuple(scores), opened=tuple(opened))
        if outcome.checkout is None:
            return moved.but(to_throw=(seat + 1) % len(self.seats), in_leg=position.in_leg + 1)
        legs, sets = list(position.legs), list(position.sets)
        legs[seat] += 1
        if legs[seat] < self.options["legs"]:
            return self._leg_start(moved.but(legs=tuple(legs), leg_no=position.leg_no + 1))
        if self.options["sets"] is None:
            return moved.but(legs=tuple(legs), to_throw=None, winner=seat)
        sets[seat] += 1
        if sets[seat] >= self.options["sets"]:
            return moved.but(legs=tuple(legs), sets=tuple(sets), to_throw=None, winner=seat)
        return self._leg_start(moved.but(legs=(0,) * len(legs), sets=tuple(sets), set_no=position.set_no + 1,
                                         leg_no=1))

    def score(self, entry: dict, seat: int, position: Position):
        """The outcome of a visit entered as `entry` by `seat` from `position`; RuleError if it cannot be."""
        remaining, opened = position.scores[seat], position.opened[seat]
        if "darts" in entry:
            return score_darts(parse_darts(entry["darts"]), remaining, self.out, opened)
        if "total" in entry:
            return score_total(entry["total"], remaining, self.out, opened, entry.get("checkout"),
                               entry.get("at_double"))
        return score_bust(remaining, self.out, opened, entry.get("at_double"))

    @staticmethod
    def stored(entry: dict, outcome) -> dict:
        """The entry as the record keeps it: darts upper case and padded, defaults left out."""
        if "darts" in entry:
            return {"darts": [str(d) for d in outcome.darts]}
        kept = {"total": entry["total"]} if "total" in entry else {"bust": True}
        if outcome.checkout is not None:
            kept["checkout"] = outcome.checkout
        if outcome.at_double != (1 if outcome.checkout else 0):
            kept["at_double"] = outcome.at_double
        return kept

    def check_open(self):
        winner = self.position.winner
        if winner is not None:
            raise RuleError("game-over", f"The match is over: {self.name(winner)} has won it. "
                                         "Correct a visit, or start a rematch.")

    def check_leg_room(self, position: Position):
        """A leg takes at most MAX_LEG_ROUNDS visits a player, so a correction (which scores the rest
        of its leg again) stays quick however a record was made."""
        if position.in_leg >= MAX_LEG_ROUNDS * len(self.seats):
            raise RuleError("leg-too-long", f"A leg takes at most {MAX_LEG_ROUNDS} visits a player, and this one "
                                            "has had them all: correct a visit, or end the game.")

    def check_thrower(self, seat):
        if type(seat) is not int or not 0 <= seat < len(self.seats):
            raise RuleError("no-such-seat", "There is no such seat in this game.")
        self.check_open()
        if seat != self.position.to_throw:
            raise RuleError("not-your-turn", f"It is {self.name(self.position.to_throw)}'s throw.")

    # -- actions -----------------------------------------------------------------------------

    def act(self, action) -> dict:
        """Check `action` and apply it; return it as the record stores it. A refusal changes nothing."""
        kind, handler = handler_for(ACTIONS, action, "That is not something you can do in X01.")
        if self.ended:
            raise RuleError("game-ended", "This game has ended. Start a rematch to play again.")
        recorded = handler(self, action)
        if kind != "undo":
            self.undone = []
        self.last = recorded
        return recorded

    def _visit(self, action):
        check_fields(action, ("seat",), VISIT_FIELDS)
        entry = _entry(action)
        seat = action["seat"]
        self.check_thrower(seat)
        self.check_leg_room(self.position)
        outcome = self.score(entry, seat, self.position)
        stored = self.stored(entry, outcome)
        self.visits.append(Visit(seat, stored, outcome, self.position))
        self.positions.append(self._after(self.position, seat, outcome))
        return {"type": "visit", "seat": seat, **stored}

    def check_corrections_left(self):
        """Each correction scores the visits after it again: a cap keeps any record quick to replay."""
        if self.corrections >= MAX_CORRECTIONS:
            raise RuleError("too-many-corrections", f"A match takes at most {MAX_CORRECTIONS} corrections, "
                                                    "and this one has had them all.")

    def _correct(self, action):
        check_fields(action, ("visit",), ("seat", *VISIT_FIELDS))
        self.check_corrections_left()
        k = action["visit"]
        if type(k) is not int or not 0 <= k < len(self.visits):
            raise RuleError("no-such-visit", "There is no such visit to correct.")
        seat = self.visits[k].seat
        if "seat" in action and action["seat"] != seat:
            raise RuleError("bad-action", f"Visit {k + 1} was {self.name(seat)}'s: a correction keeps its thrower.")
        entry = _entry(action)
        outcome = self.score(entry, seat, self.positions[k])
        stored = self.stored(entry, outcome)
        visits, positions = self.visits[:k], self.positions[:k + 1]
        for later in range(k, len(self.visits)):
            position = positions[-1]
            if later > k and position.same_as(self.positions[later]):  # play stands as it stood: the rest holds
                visits += self.visits[later:]
                positions += self.positions[later + 1:]
                break
            thrower, wanted = (seat, stored) if later == k else (self.visits[later].seat, self.visits[later].entry)
            try:
                if position.to_throw != thrower:
                    raise RuleError("not-your-turn", "it is no longer that player's throw"
                                    if position.to_throw is not None else "the match is over before it")
                self.check_leg_room(position)
                result = outcome if later == k else self.score(wanted, thrower, position)
            except RuleError as refusal:
                raise RuleError("correction-conflicts", f"After that correction, visit {later + 1} "
                                                        f"({self.name(thrower)}'s) no longer fits: {refusal.message} "
                                                        "Undo the visits after it first.") from None
            visits.append(Visit(thrower, wanted, result, position, corrected=later == k or self.visits[later].corrected))
            positions.append(self._after(position, thrower, result))
        self.visits, self.positions = visits, positions
        del self.tallies[k:]
        self.corrections += 1
        return {"type": "correct", "visit": k, **stored}

    def undo_start(self) -> int:
        """Index of the first visit an undo takes back: with a person at the board, back to and with
        that person's last visit (else the computer would only throw again); else the last visit."""
        if not self.visits:
            raise RuleError("nothing-to-undo", "There is no visit to undo.")
        people = {seat for seat, s in enumerate(self.seats) if s["bot"] is None}
        return next((k for k in range(len(self.visits) - 1, -1, -1) if self.visits[k].seat in people),
                    len(self.visits) - 1)

    def _undo(self, action):
        check_fields(action)
        start = self.undo_start()
        self.undone = [v.seat for v in self.visits[start:]]
        del self.visits[start:], self.positions[start + 1:], self.tallies[start:]
        return {"type": "undo"}

    def _end(self, action):
        check_fields(action)
        self.ended = True
        return {"type": "end"}


ACTIONS = {"visit": Game._visit, "correct": Game._correct, "undo": Game._undo, "end": Game._end}
REPLAYS = Replays({GAME: VERSION}, Game.start, replay_step(), Game.fork)

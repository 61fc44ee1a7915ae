"""The game as its actions left it: seats, the list of turns, whose throw it is, the winner.

`Game.load(match)` folds a record action by action through the same checks `apply` uses, so a
record from storage or a share link is checked exactly like a tap on the scoreboard. Turns are
scored as they come; a correction or a join rescores the whole list from the first turn on the
same board (rule 41), and an undo takes its turns' marks and points back off. The record keeps
every action; the list of turns is derived from it.

Replaying a record costs time linear in its length: a game lasts at most MAX_ROUNDS rounds and
takes at most MAX_CORRECTIONS corrections, so no record, however long, rescores more than
MAX_CORRECTIONS lists of at most MAX_ROUNDS x MAX_SEATS turns.
"""

import copy

from pavilion.core import Replays, RuleError, handler_for, replay_step

from .actions import check_fields
from .board import deal
from .dart import BULL, MISS, parse_darts
from .options import MAX_ROUNDS, MAX_SEATS, check_seat, read_options
from .scoring import CLOSED, Score

GAME = "random-cricket"
VERSION = 3  # the newest read. 2: matches of legs ("legs", "starter"; a version 1 record is one leg);
# 3: a custom board ("numbers"), written only for one, so older builds still read every other record
FORFEIT_DARTS = (MISS, MISS, MISS)
MAX_CORRECTIONS = 50  # each rescores the whole game: far more than a real game needs


class Turn:
    """One turn in the game's list: its darts, or a bare total (`darts` None) left by a correction."""

    __slots__ = ("seat", "darts", "total", "forfeited", "corrected")

    def __init__(self, seat, darts, total=None, forfeited=False, corrected=False):
        self.seat, self.darts, self.total = seat, darts, total
        self.forfeited, self.corrected = forfeited, corrected


class Result:
    """What a turn was worth when it was scored: round, marks that count, points, per-dart detail,
    and `wins`: the thrower then met rule 21 (a bare total in the list may stop it naming a winner)."""

    __slots__ = ("round", "marks", "points", "detail", "white_horse", "hat_trick", "wins")

    def __init__(self, round_, marks, points, detail, white_horse=False, hat_trick=False):
        self.round, self.marks, self.points, self.detail = round_, marks, points, detail
        self.white_horse, self.hat_trick = white_horse, hat_trick
        self.wins = False


class Game:
    """A match folded into play: `act` checks one action and applies it, or refuses it unchanged."""

    def __init__(self, seed: str, options: dict):
        self.seed = seed
        self.options = options
        self.board = deal(seed, options["board"], options.get("numbers", ()))
        self.limit = options["round_limit"]
        self.ranked = options["ranked"]
        self.seats = [dict(s) for s in options["players"]]
        self.first_to = options["legs"]
        self.first = options["starter"]  # the seat that throws first in the leg being played
        self.legs = []  # the legs played before this one: {"winner", "result", "starter"}
        self.past = []  # their (turn, result) pairs, for the match's figures
        self.removals = []  # (number of turns when the seat left, seat), in the order they left
        self.turns = []
        self.corrections = 0
        self.ended = False
        self.last = None  # the last action taken, as recorded
        self.undone = []  # seats of the turns the last undo took back
        self.entries = {}  # turn index -> (turn, result, ended, its history entry): shared by forks
        top = max(self.board[:-1])
        self.max_visit = 3 * max(3 * top, 50)
        self._rescore()

    @classmethod
    def load(cls, match) -> "Game":
        """The game a stored record describes, a copy of its own to act on; RuleError if any part of
        the record is unreadable or refused. Built from the game of a record it extends when there is
        one (`REPLAYS`): a tap costs its own action, not a replay."""
        return REPLAYS.copy(match)

    @classmethod
    def start(cls, match) -> "Game":
        """The game of a checked record before its first action."""
        return cls(match["seed"], read_options(match["options"], match["version"]))

    def fork(self) -> "Game":
        """A copy to act on, leaving this game as it is: the lists that grow and shrink and the marks
        are copied; a turn, a result, a seat or a leg, once made, never changes."""
        other = copy.copy(self)
        for name in ("seats", "legs", "past", "removals", "turns", "results", "undone"):
            setattr(other, name, list(getattr(self, name)))
        other.score = self.score.copy()
        return other

    # -- the state of play -------------------------------------------------------------------

    def name(self, seat: int) -> str:
        return self.seats[seat]["name"]

    def last_round(self) -> int:
        """The round limit; without one, a game still ends after the longest limit allows."""
        return self.limit or MAX_ROUNDS

    def limit_reached(self) -> bool:
        return self.round > self.last_round()

    def over(self) -> bool:
        """Game over: a winner, the last capped round thrown, or the host ended it. In a match of
        legs this is the leg: `match_winner` says whether the match is over too."""
        return self.ended or self.winner is not None or self.limit_reached()

    def legs_won(self) -> list:
        """Legs won by each seat, the leg being played counted once it has a winner."""
        won = [0] * len(self.seats)
        for leg in self.legs + ([{"winner": self.result()[1]}] if self.over() else []):
            if leg["winner"] is not None:
                won[leg["winner"]] += 1
        return won

    def match_winner(self):
        """The seat that has won the legs the match is played to, or None."""
        won = self.legs_won()
        return next((s for s, n in enumerate(won) if n >= self.first_to), None)

    def to_throw(self):
        return None if self.over() else self.next_seat

    def result(self) -> tuple:
        """(how the game stands, winning seat or None); how is None while it is in play."""
        if self.winner is not None:
            return "closed-out", self.winner
        if self.limit_reached():
            return self._limit_result()
        return ("ended", None) if self.ended else (None, None)

    def _limit_result(self) -> tuple:
        """Rules 33-35: most points among seats still in; level is a draw; a bare total decides nothing.

        Without a round limit (rule 29) points never decide, so a game that runs out of rounds has no result."""
        seats = [s for s, ing in enumerate(self.score.in_game) if ing]
        if self.limit is None or self.bare or len(seats) < 2:
            return "no-result", None
        top = max(self.score.points[s] for s in seats)
        leaders = [s for s in seats if self.score.points[s] == top]
        return ("points", leaders[0]) if len(leaders) == 1 else ("draw", None)

    def names_winner(self, score: Score, seat: int) -> bool:
        """Whether `seat` wins on `score` at the end of its turn (rules 21, 45: never with a bare total)."""
        return not self.bare and score.wins(seat)

    def display_round(self) -> int:
        """The round being thrown, or once the game is over the round of its last turn."""
        if self.over() and self.results:
            return self.results[-1].round
        return self.round

    # -- scoring -----------------------------------------------------------------------------

    def _rescore(self):
        """Score the whole list of turns again from an empty board (the same board: rule 4)."""
        self.score = Score(self.board, len(self.seats))
        self.results = []
        self.next_seat, self.round = self.first, 1
        self.winner = self.winner_turn = None
        self.bare = any(t.darts is None for t in self.turns)
        removals, r = self.removals, 0
        for i in range(len(self.turns)):
            while r < len(removals) and removals[r][0] == i:
                self._leave(removals[r][1])
                r += 1
            self._score(i)
        for _, seat in removals[r:]:
            self._leave(seat)

    def _advance(self, after: int):
        """The next seat still in the game after `after`; passing the end of the order is a new round."""
        n = len(self.seats)
        for step in range(1, n + 1):
            seat = (after + step) % n
            if self.score.in_game[seat]:
                if (seat - self.first) % n <= (after - self.first) % n:  # back round to the starter
                    self.round += 1
                self.next_seat = seat
                return

    def _leave(self, seat: int):
        self.score.in_game[seat] = False
        if self.next_seat == seat:
            self._advance(seat)

    def _score(self, index: int):
        turn = self.turns[index]
        seat, score, darts = turn.seat, self.score, turn.darts
        if darts is None:
            score.points[seat] += turn.total
            result = Result(self.round, 0, turn.total, ())
        else:
            detail, marks, points = [], 0, 0
            for dart in darts:
                m, p = score.throw(seat, dart)
                detail.append((dart, m, p))
                marks += m
                points += p
            full = len(darts) == 3
            result = Result(self.round, marks, points, detail,
                            white_horse=full and self._white_horse(seat, darts),
                            hat_trick=full and all(d.number == BULL for d in darts))
        result.wins = score.wins(seat)
        self.results.append(result)
        if self.winner is None and result.wins and not self.bare:
            self.winner, self.winner_turn = seat, index
        self._advance(seat)

    def _white_horse(self, seat: int, darts) -> bool:
        """Three trebles on three different targets, each still open to the thrower when it landed."""
        where, hits = self.score.where, self.score.hits[seat]
        numbers = {d.number for d in darts if d.multiplier == 3 and d.number in where}
        return len(numbers) == 3 and all(hits[where[n]] - 3 < CLOSED for n in numbers)

    # -- actions -----------------------------------------------------------------------------

    def act(self, action) -> dict:
        """Check `action` and apply it; return it as the record stores it. A refusal changes nothing."""
        kind, handler = handler_for(ACTIONS, action, "That is not something you can do in Random Cricket.")
        if self.ended:
            raise RuleError("game-ended", "This game has ended. Start a rematch to play again.")
        recorded = handler(self, action)
        if kind != "undo":
            self.undone = []
        self.last = recorded
        return recorded

    def _seat(self, value) -> int:
        if type(value) is not int or not 0 <= value < len(self.seats):
            raise RuleError("no-such-seat", "There is no such seat in this game.")
        return value

    def _total(self, value) -> int:
        if type(value) is not int or not 0 <= value <= self.max_visit:
            raise RuleError("bad-total", f"A turn's total is a whole number from 0 to {self.max_visit} on this board.")
        return value

    def check_open(self):
        """Refuse a new turn (or a removal) once the game is over."""
        if self.winner is not None:
            raise RuleError("game-over", f"Game over: {self.name(self.winner)} has won. "
                                         "The host can end the game, or correct a turn.")
        if self.limit_reached():
            raise RuleError("round-limit", f"Game over: all {self.last_round()} rounds have been thrown.")

    def check_thrower(self, seat: int):
        """Rule 40: only the seat whose turn it is."""
        self.check_open()
        if not self.score.in_game[seat]:
            raise RuleError("seat-left", f"{self.name(seat)} has left the game.")
        if seat != self.next_seat:
            raise RuleError("not-your-turn", f"It is {self.name(self.next_seat)}'s turn to throw.")

    def _turn(self, action):
        check_fields(action, ("seat",), ("darts", "total"))
        seat = self._seat(action["seat"])
        if "darts" not in action:
            if "total" in action:
                raise RuleError("bare-total", "Random Cricket is scored dart by dart: "
                                              "enter each dart, not the turn's total.")
            raise RuleError("no-darts", "Enter the turn's darts; use M for a miss.")
        self.check_thrower(seat)
        darts = parse_darts(action["darts"])
        if "total" in action:
            total = self._total(action["total"])
            scratch = self.score.copy()
            points = sum(scratch.throw(seat, d)[1] for d in darts)
            if points != total:
                raise RuleError("total-mismatch", f"Those darts score {points}, not {total}: "
                                                  "the turn was not entered. Check the darts.")
        self.turns.append(Turn(seat, darts))
        self._score(len(self.turns) - 1)
        return {"type": "turn", "seat": seat, "darts": [str(d) for d in darts]}

    def _forfeit(self, action):
        check_fields(action, ("seat",))
        seat = self._seat(action["seat"])
        if not self.ranked:
            raise RuleError("not-ranked", "Only a ranked online game forfeits a turn on the clock; "
                                          "here the host corrects by hand.")
        self.check_thrower(seat)
        self.turns.append(Turn(seat, FORFEIT_DARTS, forfeited=True))
        self._score(len(self.turns) - 1)
        return {"type": "forfeit", "seat": seat}

    def check_corrections_left(self):
        """Each correction rescores the whole game: a cap keeps any record quick to replay."""
        if self.corrections >= MAX_CORRECTIONS:
            raise RuleError("too-many-corrections", f"A game takes at most {MAX_CORRECTIONS} corrections, "
                                                    "and this one has had them all.")

    def _correct(self, action):
        check_fields(action, ("turn",), ("darts", "total"))
        self.check_corrections_left()
        k = action["turn"]
        if type(k) is not int or not 0 <= k < len(self.turns):
            raise RuleError("no-such-turn", "There is no such turn to correct.")
        old = self.turns[k]
        if old.forfeited:
            raise RuleError("forfeited-turn", "A turn the clock forfeited is the clock's record: "
                                              "nobody can correct it.")
        total = self._total(action["total"]) if "total" in action else None
        if "darts" in action:
            darts = parse_darts(action["darts"])
        elif total is None:
            raise RuleError("bad-action", "A correction gives the turn's darts.")
        elif total == 0:
            darts = (MISS,) * (len(old.darts) if old.darts else 3)  # rule 42
        else:
            if self.result()[1] is not None:
                raise RuleError("winner-decided", "The marks have decided a winner: correct this turn "
                                                  "dart by dart, not as a total.")
            darts = None
        self.turns[k] = Turn(old.seat, darts, total if darts is None else None, corrected=True)
        self._rescore()
        if darts is not None and total is not None and self.results[k].points != total:
            points = self.results[k].points
            self.turns[k] = old
            self._rescore()
            raise RuleError("total-mismatch", f"Those darts score {points} there, not {total}: "
                                              "the correction was not made. Check the darts.")
        self.corrections += 1
        if darts is None:
            return {"type": "correct", "turn": k, "total": total}
        return {"type": "correct", "turn": k, "darts": [str(d) for d in darts]}

    def undo_start(self) -> int:
        """Index of the first turn an undo takes back, or RuleError why there is none to take back.

        With a person still at the board, undo takes back the turns since that person's last turn as
        well as that turn, so the person is to throw again (otherwise the computer would simply throw
        again). With nobody but computers, it takes back one turn.
        """
        if not self.turns:
            raise RuleError("nothing-to-undo", "There is no turn to undo.")
        start = len(self.turns) - 1
        people = {seat for seat, s in enumerate(self.seats) if s["bot"] is None and self.score.in_game[seat]}
        if people:
            while start > 0 and self.turns[start].seat not in people:
                start -= 1
            if self.turns[start].seat not in people:
                start = len(self.turns) - 1
        if self.removals and self.removals[-1][0] > start:
            raise RuleError("removal-stands", "A player has left since that turn, and a removal cannot be undone.")
        if any(t.forfeited for t in self.turns[start:]):
            raise RuleError("forfeited-turn", "A turn the clock forfeited is the clock's record: "
                                              "nobody can undo it.")
        return start

    def _undo(self, action):
        check_fields(action)
        start = self.undo_start()
        self.undone = [t.seat for t in self.turns[start:]]
        self._take_back(start)
        return {"type": "undo"}

    def _take_back(self, start: int):
        """Take turns `start`.. off the list, and their marks and points off the board, last first.

        The board is then as it was when turn `start` was thrown (no removal comes after it: see
        `undo_start`), so an undo costs the turns it takes back, not a rescore of the whole game."""
        taken = self.turns[start:]
        for turn, result in zip(reversed(taken), reversed(self.results[start:])):
            hits = self.score.hits[turn.seat]
            for dart in turn.darts or ():
                if dart.number in self.score.where:
                    hits[self.score.where[dart.number]] -= dart.multiplier
            self.score.points[turn.seat] -= result.points
        self.next_seat, self.round = taken[0].seat, self.results[start].round
        del self.turns[start:], self.results[start:]
        if self.winner_turn is not None and self.winner_turn >= start:
            self.winner = self.winner_turn = None
        if any(t.darts is None for t in taken):
            self.bare = any(t.darts is None for t in self.turns)
            if not self.bare:  # with the last bare total gone, the marks name a winner again (rule 45)
                self.winner_turn = next((k for k, r in enumerate(self.results) if r.wins), None)
                self.winner = None if self.winner_turn is None else self.turns[self.winner_turn].seat

    def check_removal(self, seat: int, by: int):
        """Rules 49-50: the host or the player themselves, from a live game, leaving two at the board."""
        name = self.name(seat)
        if by not in (0, seat):
            raise RuleError("not-allowed", f"Only the host or {name} can take {name}'s seat out of the game.")
        if not self.score.in_game[seat]:
            raise RuleError("seat-left", f"{name} has already left the game.")
        self.check_open()
        if sum(self.score.in_game) - 1 < 2:
            raise RuleError("too-few-players", "A removal must leave at least two players at the board; "
                                               "end the game instead.")

    def _remove(self, action):
        check_fields(action, ("seat", "by"))
        seat, by = self._seat(action["seat"]), self._seat(action["by"])
        self.check_removal(seat, by)
        self.removals.append((len(self.turns), seat))
        self._leave(seat)
        return {"type": "remove", "seat": seat, "by": by}

    def check_join(self):
        if self.turns:
            raise RuleError("game-started", "Players can join only before the first dart.")
        if len(self.seats) >= MAX_SEATS:
            raise RuleError("table-full", f"Random Cricket is for 1 to {MAX_SEATS} players: this game is full.")

    def _join(self, action):
        check_fields(action, ("name",), ("bot",))
        self.check_join()
        seat = check_seat({"name": action["name"], "bot": action.get("bot")},
                          [s["name"] for s in self.seats], self.ranked, "The new player's name")
        self.seats.append(seat)
        self._rescore()
        recorded = {"type": "join", "name": seat["name"]}
        if seat["bot"] is not None:
            recorded["bot"] = seat["bot"]
        return recorded

    def check_next_leg(self):
        """A new leg starts once this one is decided (or its rounds are thrown), until the match is won."""
        winner = self.match_winner()
        if winner is not None:
            raise RuleError("match-over", f"The match is over: {self.name(winner)} has won it.")
        if not self.over():
            raise RuleError("leg-in-play", "This leg is still being played: the next starts once it is over.")

    def _leg(self, action):
        """The next leg, on the same board (rule 57): marks and points start again, the first throw
        passes to the next seat still in, and whoever left stays out."""
        check_fields(action)
        self.check_next_leg()
        how, winner = self.result()
        self.legs.append({"winner": winner, "result": how, "starter": self.first})
        self.past += list(zip(self.turns, self.results))
        self.turns = []
        self.removals = [(0, seat) for _, seat in self.removals]
        n = len(self.seats)
        self.first = next((self.first + step) % n for step in range(1, n + 1)
                          if self.score.in_game[(self.first + step) % n])
        self._rescore()
        return {"type": "leg"}

    def _end(self, action):
        check_fields(action)
        self.ended = True
        return {"type": "end"}


ACTIONS = {
    "turn": Game._turn, "forfeit": Game._forfeit, "correct": Game._correct, "undo": Game._undo,
    "remove": Game._remove, "join": Game._join, "leg": Game._leg, "end": Game._end,
}
REPLAYS = Replays({GAME: VERSION}, Game.start, replay_step(), Game.fork)  # the games of the last records built

"""A practice session as its actions left it: every dart, whose turn it is, who has finished.

Turns are visits of three darts rotating round the players in the order they were entered, each
player at their own target: after a visit the next player who has not finished throws. A visit
ends early when the drill says so (the player finished, a 121 checkout or bust). A player who has
finished is passed over, so in the round-by-round drills everyone still in throws round k before
anyone throws round k + 1. Undo takes back the last dart: the state is always the fold of the darts
thrown, so undo is exactly a replay without that dart. It is not played again from the start,
though (a record of dart and undo, over and over, would cost darts x undos): each dart keeps what
it changed as it was before it (the thrower's progress, the visit, whose turn, a Shanghai), and
undo puts that back, as cheap as a dart however long the session.
"""

import copy

from pavilion.core import Replays, RuleError, handler_for, replay_step
from pavilion.darts.actions import check_fields
from pavilion.darts.dart import Dart

from .drills import DRILLS
from .options import read_options

GAME = "practice"
VERSION = 1
MAX_DARTS = 500  # each player: a session longer than any drill needs, so every record replays quickly


def copied(p: dict, lists) -> dict:
    """A copy of a player's progress that the drill's play cannot change: the dict and its lists
    (`lists`, the keys that hold one). A drill never changes an entry once it is in a list (drill.py),
    so the entries are shared; a list holds one a round or a 121 target, so this costs little."""
    q = dict(p)
    for k in lists:
        q[k] = q[k][:]
    return q


class Session:
    """A record folded into play: `act` checks one action and applies it, or refuses it unchanged."""

    def __init__(self, seed: str, options: dict):
        self.seed = seed
        self.options = options
        self.names = [p["name"] for p in options["players"]]
        self.drill = DRILLS[options["drill"]]({k: v for k, v in options.items() if k not in ("players", "drill")})
        self.lists = tuple(k for k, v in self.drill.new_player().items() if type(v) is list)
        self.ended = False
        self.last = None  # what the last action did: ("dart", seat, dart, words) | ("undo",) | ("end",)
        self._play([])

    @classmethod
    def start(cls, match) -> "Session":
        return cls(match["seed"], read_options(match["options"]))

    def fork(self) -> "Session":
        other = copy.copy(self)
        other.players = copy.deepcopy(self.players)
        other.darts, other.visit = list(self.darts), list(self.visit)
        other.before = list(self.before)  # its entries are never changed, so the copies share them
        return other

    # -- play --------------------------------------------------------------------------------

    def _play(self, darts):
        """Every player back at the start, then `darts` ((seat, Dart) pairs) thrown in order."""
        self.players = [self.drill.new_player() for _ in self.names]
        self.darts, self.visit = [], []
        self.before = []  # per dart in `darts`: the state it changed, as it was before it (see _unthrow)
        self.next_seat, self.winner_at_once = 0, None
        for seat, dart in darts:
            self._throw(seat, dart)

    def _throw(self, seat: int, dart: Dart) -> str:
        p = self.players[seat]
        self.before.append((copied(p, self.lists), tuple(self.visit), self.next_seat, self.winner_at_once))
        p["darts"] += 1
        words, visit_over = self.drill.throw(p, dart)
        self.darts.append((seat, dart))
        self.visit.append(dart)
        if visit_over or len(self.visit) == 3:
            self.drill.end_visit(p)
            self.visit = []
            if self.drill.wins_at_once(p):
                self.winner_at_once = seat
            self._advance(seat)
        return words

    def _unthrow(self):
        """Take back the last dart: everything a throw changes (the thrower's progress, the visit, the
        next seat, a Shanghai's win) as it was before it, so the state is that of the darts before it
        played from the start, at the cost of a dart. The entry is copied, not taken: a fork shares it."""
        seat, dart = self.darts.pop()
        player, visit, self.next_seat, self.winner_at_once = self.before.pop()
        self.players[seat] = copied(player, self.lists)
        self.visit = list(visit)
        return seat, dart

    def _advance(self, after: int):
        n = len(self.names)
        self.next_seat = next(((after + step) % n for step in range(1, n + 1)
                               if not self.drill.finished(self.players[(after + step) % n])), None)

    def over(self) -> bool:
        """Everyone has finished, a Shanghai has won outright, or the session was ended."""
        return self.ended or self.winner_at_once is not None or self.next_seat is None

    def to_throw(self):
        return None if self.over() else self.next_seat

    def figure(self, seat: int):
        """`seat`'s figure: the drill's once they finish; a Shanghai that wins at once stops the others
        where they stand, so their points so far are theirs."""
        p = self.players[seat]
        if self.winner_at_once is not None:
            return self.drill.score(p)
        return self.drill.figure(p)

    # -- actions -----------------------------------------------------------------------------

    def act(self, action) -> dict:
        _, handler = handler_for(ACTIONS, action,
                                 "That is not something you can do in a drill: throw a dart, undo or end.")
        if self.ended:
            raise RuleError("session-ended", "This session has ended. Start a rematch to practise again.")
        return handler(self, action)

    def check_dart(self, seat):
        if type(seat) is not int or not 0 <= seat < len(self.names):
            raise RuleError("no-such-seat", "There is no such player in this session.")
        if self.winner_at_once is not None:
            raise RuleError("session-over", f"{self.names[self.winner_at_once]} has won with a Shanghai: "
                                            "the session is over.")
        if self.next_seat is None:
            raise RuleError("session-over", "Everyone has finished this drill.")
        if seat != self.next_seat:
            raise RuleError("not-your-turn", f"It is {self.names[self.next_seat]}'s turn to throw.")
        if self.players[seat]["darts"] >= MAX_DARTS:
            raise RuleError("too-many-darts", f"A drill takes at most {MAX_DARTS} darts a player: "
                                              "end this session and start another.")

    def _dart(self, action):
        check_fields(action, ("seat", "dart"))
        self.check_dart(action["seat"])
        dart = Dart.parse(action["dart"])
        words = self._throw(action["seat"], dart)
        self.last = ("dart", action["seat"], dart, words)
        return {"type": "dart", "seat": action["seat"], "dart": str(dart)}

    def check_undo(self):
        if not self.darts:
            raise RuleError("nothing-to-undo", "There is no dart to undo.")

    def _undo(self, action):
        check_fields(action)
        self.check_undo()
        seat, dart = self._unthrow()
        self.last = ("undo", seat, dart)
        return {"type": "undo"}

    def _end(self, action):
        check_fields(action)
        self.ended = True
        self.last = ("end",)
        return {"type": "end"}


ACTIONS = {"dart": Session._dart, "undo": Session._undo, "end": Session._end}
REPLAYS = Replays({GAME: VERSION}, Session.start, replay_step(record="session"), Session.fork)

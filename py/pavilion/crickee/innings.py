"""An innings as it is being played: the score, who is in, and when it is over."""

import copy

TAIL_FROM = 8  # batting positions 8-11 are tail-enders: they dig in


class Innings:
    def __init__(self, number: int, super_over: int, batting: str, bowling: str, order: list,
                 target: int | None):
        self.number = number
        self.super_over = super_over  # 0 for the two main innings, else which Super Over
        self.batting, self.bowling = batting, bowling
        self.order = order  # player ids in batting order
        self.target = target  # runs needed to win, None batting first
        self.wicket_limit = 2 if super_over else 10
        self.over_limit = 1 if super_over else 20
        self.striker, self.non_striker, self.next_in = order[0], order[1], 2
        self.runs = self.wickets = self.balls = 0
        self.overs = []  # over records (dicts), the ball-by-ball log
        self.bowled = {}  # bowler id -> overs bowled
        self.power_used = set()  # Power Hitters who have had their two turned into a four
        self.momentum = set()  # Momentum batters whose next ball earns +1

    def fork(self) -> "Innings":
        """A copy to play on: what an over changes is copied; an over's record, once made, never changes."""
        other = copy.copy(self)
        other.overs, other.bowled = list(self.overs), dict(self.bowled)
        other.power_used, other.momentum = set(self.power_used), set(self.momentum)
        return other

    @property
    def over_no(self) -> int:
        """The number of the next over; a Super Over counts as over 20."""
        return 20 if self.super_over else len(self.overs) + 1

    @property
    def last_bowler(self):
        return self.overs[-1]["bowler"] if self.overs else None

    @property
    def chase_won(self) -> bool:
        return self.target is not None and self.runs >= self.target

    @property
    def ended(self) -> bool:
        """All out or the chase won: nothing more happens, not even the rest of the over."""
        return self.wickets >= self.wicket_limit or self.chase_won

    @property
    def done(self) -> bool:
        return self.ended or len(self.overs) >= self.over_limit

    def position(self, player_id: str) -> int:
        return self.order.index(player_id) + 1

    def is_tail(self, player_id: str) -> bool:
        return self.position(player_id) >= TAIL_FROM

    def dismiss(self, player_id: str) -> None:
        """A wicket: the next batter comes in at the dismissed batter's end."""
        self.wickets += 1
        incoming = self.order[self.next_in] if self.wickets < self.wicket_limit else None
        if incoming is not None:
            self.next_in += 1
        if player_id == self.striker:
            self.striker = incoming
        else:
            self.non_striker = incoming

    def change_ends(self) -> None:
        self.striker, self.non_striker = self.non_striker, self.striker

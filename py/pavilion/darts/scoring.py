"""Marks and points: what one dart is worth to its thrower on the board as it stands.

Cricket scoring in one place, used by the replay, the visit preview and the computer thrower:
three marks close a number; marks beyond three score its face value (the bull 25 a mark) while at
least one opponent still in the game has it open; a number closed by every seat in the game is dead.
"""

CLOSED = 3


class Score:
    """Every seat's marks (raw counts per target) and points on one board, changed dart by dart."""

    __slots__ = ("board", "where", "hits", "points", "in_game")

    def __init__(self, board: tuple, seats: int):
        self.board = board
        self.where = {number: t for t, number in enumerate(board)}
        self.hits = [[0] * len(board) for _ in range(seats)]
        self.points = [0] * seats
        self.in_game = [True] * seats

    def copy(self) -> "Score":
        """A scratch copy for trying darts out (the preview, the computer's aim)."""
        other = Score.__new__(Score)
        other.board, other.where = self.board, self.where
        other.hits = [list(h) for h in self.hits]
        other.points = list(self.points)
        other.in_game = list(self.in_game)
        return other

    def live(self, seat: int, target: int) -> bool:
        """Whether extra marks on `target` score for `seat`: an opponent in the game has it open."""
        for other, hits in enumerate(self.hits):
            if other != seat and self.in_game[other] and hits[target] < CLOSED:
                return True
        return False

    def dead(self, target: int) -> bool:
        """Closed by every seat still in the game: nobody scores on it again."""
        return all(hits[target] >= CLOSED for hits, ing in zip(self.hits, self.in_game) if ing)

    def throw(self, seat: int, dart) -> tuple:
        """Add `dart` to `seat`; return (marks that count, points scored).

        Marks that count are the closing marks plus the marks that score: a mark beyond three on a
        number nobody else has open is recorded but counts for nothing (not for MPR either).
        """
        target = self.where.get(dart.number)
        if target is None:
            return 0, 0
        mine = self.hits[seat]
        before = mine[target]
        mine[target] = before + dart.multiplier
        closing = min(dart.multiplier, max(0, CLOSED - before))
        extra = dart.multiplier - closing
        if extra and self.live(seat, target):
            points = extra * dart.number
            self.points[seat] += points
            return dart.multiplier, points
        return closing, 0

    def marks(self, seat: int) -> dict:
        """A seat's marks as a scoreboard draws them: 0-3 per target, keyed by the number as text."""
        return {str(n): min(CLOSED, h) for n, h in zip(self.board, self.hits[seat])}

    def closed_out(self, seat: int) -> bool:
        return min(self.hits[seat]) >= CLOSED

    def wins(self, seat: int) -> bool:
        """Rule 21: every target closed and points level with or above every opponent in the game."""
        if not self.closed_out(seat):
            return False
        mine = self.points[seat]
        return all(mine >= p for other, p in enumerate(self.points) if other != seat and self.in_game[other])

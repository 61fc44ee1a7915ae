"""Who may bowl the next over (readings "The over" 3, "Super Over").

At most four overs each and never two in a row. A choice that would leave the rest of the
innings unbowlable under those two limits is refused too (a decision the rules leave open:
otherwise a captain could strand his side with one bowler and two overs to go).
In a Super Over a side bowls someone who has not bowled an earlier Super Over, while it has one.
"""

from ..core import RuleError
from .players import PLAYER_BY_ID

MAX_OVERS = 4


def can_finish(left: dict, overs_left: int, last) -> bool:
    """Whether `overs_left` overs can be shared among bowlers with `left` overs each (id -> n),
    never two in a row, when `last` bowled the over just gone.

    Counts a_i can be laid out with no two neighbours equal, and not starting with `last`,
    exactly when no bowler has more than ceil(R/2) of R (floor(R/2) for `last`).
    """
    room = 0
    for who, n in left.items():
        if room >= overs_left:
            return True
        room += min(n, overs_left // 2 if who == last else (overs_left + 1) // 2)
    return room >= overs_left


def refusal(innings, squad: list, player_id, stale: set):
    """The RuleError for bowling `player_id` next, or None if he may. `stale`: bowlers who
    bowled an earlier Super Over for this side."""
    if not isinstance(player_id, str) or player_id not in squad:
        return RuleError("unknown-player", f"There is no player {str(player_id)[:40]!r} in the "
                                           "fielding side's eleven.")
    player = PLAYER_BY_ID[player_id]
    if not player.bowls:
        return RuleError("not-a-bowler", f"{player.name} does not bowl.")
    if innings.super_over:
        fresh = [p for p in squad if PLAYER_BY_ID[p].bowls and p not in stale]
        if player_id in stale and fresh:
            return RuleError("bowler-not-fresh", f"{player.name} bowled an earlier Super Over: "
                                                 "pick a fresh bowler.")
        return None
    if player_id == innings.last_bowler:
        return RuleError("bowler-in-a-row", f"{player.name} bowled the last over: no one bowls "
                                            "two overs in a row.")
    if innings.bowled.get(player_id, 0) >= MAX_OVERS:
        return RuleError("bowler-quota", f"{player.name} has bowled his four overs, the most "
                                         "anyone may.")
    overs_left = innings.over_limit - len(innings.overs) - 1
    if overs_left >= 2 * MAX_OVERS:
        # never-in-a-row then holds nobody back (4 <= half the overs left): all that counts is
        # the overs in hand, the same whoever bowls now, and enough from the start (5 x 4 >= 20)
        return None
    left = {p: MAX_OVERS - innings.bowled.get(p, 0) for p in squad if PLAYER_BY_ID[p].bowls}
    left[player_id] -= 1
    if not can_finish(left, overs_left, player_id):
        return RuleError("bowler-plan", f"If {player.name} bowls now, the others cannot bowl the "
                                        f"last {overs_left} overs without breaking the limits.")
    return None


def legal_bowlers(innings, squad: list, stale: set) -> list:
    bowlers = [p for p in squad if PLAYER_BY_ID[p].bowls]
    return [p for p in bowlers if refusal(innings, squad, p, stale) is None]

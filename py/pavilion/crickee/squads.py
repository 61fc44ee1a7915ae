"""The elevens: a club's first choice, a captain's own pick checked, and (for version 1 records)
an eleven dealt from a club's first thirteen by the seed."""

from functools import cache

from ..core import RuleError, stream
from .players import ROLES, TEAM_BY_ID

SQUAD = 11
CLUB_V1 = 13  # version 1 dealt from each club's first thirteen: two sat out
MIN_BOWLERS = 5  # four overs each, never two in a row: twenty overs need five


def first_eleven(team_id: str) -> list:
    """The club's own choice, in its batting order."""
    return list(TEAM_BY_ID[team_id].eleven)


def check_eleven(team_id: str, eleven) -> list:
    """`eleven` if it is eleven different players of the club with five bowlers and a
    wicket-keeper, in batting order; else a RuleError saying what is wrong."""
    team = TEAM_BY_ID[team_id]
    members = {p.id: p for p in team.players}
    if not isinstance(eleven, list) or len(eleven) != SQUAD or not all(isinstance(p, str) for p in eleven):
        raise RuleError("bad-eleven", f"{team.name} need a batting order of eleven players.")
    stranger = next((p for p in eleven if p not in members), None)
    if stranger is not None:
        raise RuleError("bad-eleven", f"{stranger[:40]!r} does not play for {team.name}.")
    if len(set(eleven)) != SQUAD:
        raise RuleError("bad-eleven", f"{team.name}'s eleven names a player twice.")
    players = [members[p] for p in eleven]
    if sum(p.bowls for p in players) < MIN_BOWLERS:
        raise RuleError("bad-eleven", f"{team.name}'s eleven needs five players who bowl: twenty "
                                      "overs at four each.")
    if not any(p.role == "keeper" for p in players):
        raise RuleError("bad-eleven", f"{team.name}'s eleven needs a wicket-keeper.")
    return eleven


def deal(seed: str, side: str, team_id: str) -> list:
    """The eleven (player ids in batting order) a version 1 record dealt for `side`.

    Two of the club's first thirteen sat out, drawn at random among the pairs that leave at
    least five bowlers and the wicket-keeper; the rest batted in role order.
    """
    players = TEAM_BY_ID[team_id].players[:CLUB_V1]
    out = stream(seed, f"squad-{side}", 0).choice(_sit_out_pairs(team_id))
    eleven = [p for k, p in enumerate(players) if k not in out]
    order = sorted(range(len(eleven)), key=lambda k: (ROLES.index(eleven[k].role), k))
    return [eleven[k].id for k in order]


@cache
def _sit_out_pairs(team_id: str) -> list:
    players = TEAM_BY_ID[team_id].players[:CLUB_V1]
    return [(i, j) for i in range(CLUB_V1) for j in range(i + 1, CLUB_V1)
            if _fits([p for k, p in enumerate(players) if k not in (i, j)])]


def _fits(players) -> bool:
    return (sum(p.bowls for p in players) >= MIN_BOWLERS
            and any(p.role == "keeper" for p in players))

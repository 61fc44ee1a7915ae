"""Dealing an eleven from a club's thirteen, and the batting order."""

from functools import cache

from ..core import stream
from .players import ROLES, TEAM_BY_ID

SQUAD = 11
CLUB = 13  # every club in the pool has thirteen players: two sit out
MIN_BOWLERS = 5  # four overs each, never two in a row: twenty overs need five


def deal(seed: str, side: str, team_id: str) -> list:
    """The eleven (player ids in batting order) dealt for `side` from club `team_id`.

    Two of the thirteen sit out, drawn at random among the pairs that leave at least five
    bowlers and the wicket-keeper.
    """
    players = TEAM_BY_ID[team_id].players
    out = stream(seed, f"squad-{side}", 0).choice(_sit_out_pairs(team_id))
    eleven = [p for k, p in enumerate(players) if k not in out]
    order = sorted(range(len(eleven)), key=lambda k: (ROLES.index(eleven[k].role), k))
    return [eleven[k].id for k in order]


@cache
def _sit_out_pairs(team_id: str) -> list:
    players = TEAM_BY_ID[team_id].players
    return [(i, j) for i in range(CLUB) for j in range(i + 1, CLUB)
            if _fits([p for k, p in enumerate(players) if k not in (i, j)])]


def _fits(players) -> bool:
    return (sum(p.bowls for p in players) >= MIN_BOWLERS
            and any(p.role == "keeper" for p in players))

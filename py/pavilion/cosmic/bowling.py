"""Bowling orders (seed 7): who bowls each over, the limits, and the GM's fallback.

A plan is a list with one entry per over of the innings: a squad id or None (not given). At most
overs/5 overs each (8 in a 40-over match), never two overs in a row (also across the over 30/31
turn break), keepers never bowl. An over whose planned bowler cannot bowl when it comes (missing,
hurt, or out of overs after an earlier fallback) goes to the legal listed bowler with the fewest
overs; the zine says so.
"""

from ..core import RuleError


def over_limit(overs: int) -> int:
    """Overs each bowler may bowl: 8 of 40, 4 of 20, 10 of 50."""
    return overs // 5


def _label(squad, names, pid):
    name = names[pid] if names else None
    return f"{name} (player {pid + 1})" if name else f"player {pid + 1}"


def check_plan(plan, *, first_over: int, last_over: int, eleven: list, squad: list, hurt=(),
               bowled=None, previous=None, limit: int, names=None) -> list:
    """The plan for overs first_over..last_over, padded with None; RuleError for each fault.

    `bowled` counts the overs each player has already bowled this innings and `previous` is who
    bowled the over before first_over, so a re-allocation at over 31 is checked with what went before.
    """
    span = last_over - first_over + 1
    if not isinstance(plan, list):
        raise RuleError("bad-bowling", "The bowling orders must be a list with one bowler per over.")
    if len(plan) > span:
        raise RuleError("bad-bowling", f"The bowling orders cover {len(plan)} overs; "
                                       f"only overs {first_over}-{last_over} are to be bowled.")
    plan = list(plan) + [None] * (span - len(plan))
    counts = dict(bowled or {})
    before = previous
    for offset, pid in enumerate(plan):
        over = first_over + offset
        if pid is not None:
            if not isinstance(pid, int) or isinstance(pid, bool) or not 0 <= pid < len(squad):
                raise RuleError("bad-bowler", f"Over {over} names a bowler who is not in the squad.")
            who = _label(squad, names, pid)
            if pid not in eleven:
                raise RuleError("not-in-eleven", f"Over {over}: {who} is not in the eleven.")
            if squad[pid]["keeper"]:
                raise RuleError("keeper-bowling", f"Over {over}: {who} is a wicketkeeper; keepers never bowl.")
            if pid in hurt:
                raise RuleError("hurt-bowler", f"Over {over}: {who} retired hurt and takes no further part.")
            if pid == before:
                raise RuleError("overs-in-a-row", f"{who} is down to bowl overs {over - 1} and {over}; "
                                                  "nobody bowls two overs in a row.")
            counts[pid] = counts.get(pid, 0) + 1
            if counts[pid] > limit:
                raise RuleError("too-many-overs", f"{who} is down for more than {limit} overs; "
                                                  f"nobody may bowl more than {limit}.")
        before = pid
    return plan


def listed(plan) -> list:
    """The bowlers a plan names, in order of first appearance: the fallback's first candidates."""
    out = []
    for pid in plan:
        if pid is not None and pid not in out:
            out.append(pid)
    return out


def choose(plan: list, over: int, *, eleven: list, squad: list, hurt, bowled: dict, previous,
           limit: int, best_first: bool = True) -> tuple:
    """(bowler, reason) for `over` (1-based): the planned bowler with reason None if he may bowl,
    else the fallback with why the plan could not stand ("missing", "hurt", "limit", "in-a-row").

    Beyond the bowlers the plan lists, the fallback takes the best legal bowler in the eleven, as a
    captain would (two best bowlers turn and turn about); `best_first` False is version 1's rota,
    the one with the fewest overs, which had star batsmen bowl their share."""
    def legal(pid):
        return (pid in eleven and not squad[pid]["keeper"] and pid not in hurt
                and pid != previous and bowled.get(pid, 0) < limit)

    planned = plan[over - 1] if over <= len(plan) else None
    if planned is not None and legal(planned):
        return planned, None
    if planned is None:
        reason = "missing"
    elif planned in hurt:
        reason = "hurt"
    elif planned == previous:
        reason = "in-a-row"
    else:
        reason = "limit"
    names = [p for p in listed(plan) if legal(p)]
    if names:
        return min(names, key=lambda p: (bowled.get(p, 0), names.index(p))), reason
    team = [p for p in eleven if legal(p)]
    if team and best_first:
        return min(team, key=lambda p: (-squad[p]["bowling"], bowled.get(p, 0), eleven.index(p))), reason
    if team:
        return min(team, key=lambda p: (bowled.get(p, 0), -squad[p]["bowling"], eleven.index(p))), reason
    # Last resort, for a side so reduced by injuries that nobody can bowl within the limits.
    for pool in ([p for p in eleven if not squad[p]["keeper"] and p not in hurt and p != previous],
                 [p for p in eleven if not squad[p]["keeper"] and p not in hurt],
                 [p for p in eleven if p not in hurt]):
        if pool:
            return min(pool, key=lambda p: (bowled.get(p, 0), eleven.index(p))), "last-resort"
    raise AssertionError("an innings always has a batsman not out, who can bowl")

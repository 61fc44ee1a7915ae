"""Orders in words: the GM's receipt of what a manager's orders say, and what a replacement changes.

Names come from a turn sheet (or the GM's state): a manager's squad as published, or "Player 7".
"""

from .orders import FIELD_WORDS
from .zine import plural

FIELDS = ("team_name", "names", "toss", "eleven", "keeper", "styles", "conditions", "bowling")


def rule_text(rule, player) -> str:
    """One conditional order: "After over 20, if 3 or fewer down: all batsmen aggressive".
    `player(pid)` names a batsman."""
    when = rule["when"]
    text = f"after over {when['after_over']}" if "after_over" in when else f"when wicket {when['wicket']} falls"
    guard = rule.get("if")
    if guard:
        (key, k), = guard.items()
        text += f", if {k} or {'fewer' if key == 'wickets_at_most' else 'more'} down"
    who = rule["then"].get("batsman")
    target = "all batsmen" if who is None else player(who)
    return f"{text[0].upper()}{text[1:]}: {target} {rule['then']['style']}"


def plan_text(plan, first_over: int, player) -> str:
    """A bowling plan as runs of overs: "31-32 Smith, 33 Jones, 34-40 the GM's fallback"."""
    parts, start = [], 0
    for i in range(1, len(plan) + 1):
        if i == len(plan) or plan[i] != plan[start]:
            overs = f"{first_over + start}" + (f"-{first_over + i - 1}" if i - 1 > start else "")
            who = "no bowler" if plan[start] is None else player(plan[start])
            parts.append(f"{overs} {who}")
            start = i
    return ", ".join(parts)


def field_text(field, value, player, first_over: int = 1) -> str:
    """One field of a manager's orders, in words."""
    if field == "team_name":
        return f"Team name: {value}"
    if field == "names":
        return f"Players named: {', '.join(value)}"
    if field == "toss":
        return f"Toss wish: {value}"
    if field == "eleven":
        return "Eleven, in batting order: " + ", ".join(player(p) for p in value)
    if field == "keeper":
        return f"Wicketkeeper: {player(value)}" if value is not None else "Wicketkeeper: the only one in the eleven"
    if field == "styles":
        changed = [f"{i + 1}. {s}" for i, s in enumerate(value) if s is not None]
        return "Batting styles: " + (", ".join(changed) if changed else "as they stand")
    if field == "conditions":
        return "Conditional orders: " + ("; ".join(rule_text(r, player) for r in value) if value else "none")
    return "Bowling: " + plan_text(value, first_over, player)


def describe(orders: dict, player, first_over: int = 1) -> list:
    """Every field the orders hold, as sentences; "No changes" for empty orders."""
    lines = [field_text(f, orders[f], player, first_over) for f in FIELDS if f in orders]
    return lines or ["No changes: everything stands as it is."]


def changes(old: dict, new: dict, player, first_over: int = 1) -> list:
    """What replacing `old` orders by `new` ones does, field by field."""
    out = []
    for field in FIELDS:
        if old.get(field) == new.get(field):
            continue
        if field not in new:
            out.append(f"{FIELD_WORDS[field].capitalize()}: dropped (as they stood before)")
        else:
            out.append(field_text(field, new[field], player, first_over))
    return out or ["Nothing: the new orders say the same."]


def summary(orders: dict) -> str:
    """Which orders are in, without what they say (safe on a shared screen)."""
    parts = []
    for field in FIELDS:
        if field in orders and field != "keeper":
            value = orders[field]
            if field == "conditions":
                parts.append(plural(len(value), "conditional order"))
            elif field == "bowling":
                parts.append(f"bowling for {plural(sum(p is not None for p in value), 'over')}")
            else:
                parts.append(FIELD_WORDS[field])
    return ", ".join(parts) if parts else "no changes"

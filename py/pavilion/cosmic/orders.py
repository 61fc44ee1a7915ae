"""A manager's orders for one turn, as structured data, checked field by field (seed 5-7).

    {"team_name": str, "names": [18 str], "toss": "bat"|"bowl",          # turn 1 (toss: any turn)
     "eleven": [11 squad ids, batting order], "keeper": id,            # a match's first turn
     "styles": [11 styles or None, by batting position],               # when batting (None: as it stands)
     "conditions": [rule, ...],                                        # the same
     "bowling": [id or None per over]}                                 # when fielding

A conditional order ("rule") is data, never code:

    {"when": {"after_over": N} | {"wicket": K},
     "if": None | {"wickets_at_most": K} | {"wickets_at_least": K},
     "then": {"style": "aggressive", "batsman": None | squad id}}      # None: every batsman still to bat or in

Each fault is a RuleError with a sentence for the manager; a refused order changes nothing.
"""

from ..core import RuleError
from .bowling import check_plan
from .squad import SQUAD_SIZE, check_name, check_names
from .tables import STYLES

FIELDS = ("team_name", "names", "toss", "eleven", "keeper", "styles", "conditions", "bowling")
FIELD_WORDS = {
    "team_name": "the team's name", "names": "the players' names", "toss": "the toss wish",
    "eleven": "the eleven and batting order", "keeper": "the wicketkeeper",
    "styles": "the batting styles", "conditions": "the conditional orders", "bowling": "the bowling orders",
}
TOSS = ("bat", "bowl")
ELEVEN = 11
MAX_RULES = 20


def _int(value, low, high, what):
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise RuleError("bad-number", f"{what} must be a whole number from {low} to {high}.")
    return value


def _keys(obj, allowed, what):
    if not isinstance(obj, dict):
        raise RuleError("bad-orders", f"{what} is not readable.")
    extra = sorted(k for k in obj if k not in allowed)
    if extra:
        raise RuleError("bad-orders", f"{what} holds something unknown: {str(extra[0])[:30]!r}.")


def check_team(squad: list, eleven, keeper) -> tuple:
    """(eleven, keeper): 11 different squad players in batting order, one of them a named keeper."""
    if not isinstance(eleven, list) or len(eleven) != ELEVEN:
        raise RuleError("bad-eleven", "The eleven must list exactly 11 players in batting order.")
    for pid in eleven:
        _int(pid, 0, len(squad) - 1, "Each player in the eleven")
    if len(set(eleven)) != ELEVEN:
        raise RuleError("bad-eleven", "A player appears twice in the eleven.")
    keepers = [p for p in eleven if squad[p]["keeper"]]
    if not keepers:
        raise RuleError("no-keeper", "The eleven must include a wicketkeeper.")
    if keeper is None and len(keepers) == 1:
        keeper = keepers[0]
    if keeper is None:
        raise RuleError("name-keeper", "With two wicketkeepers in the eleven, say which one keeps.")
    _int(keeper, 0, len(squad) - 1, "The wicketkeeper")
    if keeper not in keepers:
        raise RuleError("bad-keeper", "The player named to keep wicket is not a wicketkeeper in the eleven.")
    return list(eleven), keeper


def check_styles(styles) -> list:
    """Eleven batting styles, one per batting position; None leaves that batsman's style as it
    stands (an amendment changes only what the manager changed)."""
    if not isinstance(styles, list) or len(styles) != ELEVEN:
        raise RuleError("bad-styles", "Give 11 batting styles, one per batting position.")
    for style in styles:
        if style is not None and style not in STYLES:
            raise RuleError("bad-style", f"A batting style is one of: {', '.join(STYLES)}.")
    return list(styles)


def _never(when: dict, guard, wickets: int):
    """Why a conditional order can never change anything, or None: its 'if' cannot hold when it
    fires (at wicket K exactly K are down, and wickets never come back)."""
    if guard is None:
        return None
    (key, k), = guard.items()
    fewer = key == "wickets_at_most"
    asks = f"{k} or {'fewer' if fewer else 'more'} down"
    if "wicket" in when:
        down = when["wicket"]
        if (fewer and k < down) or (not fewer and k > down):
            return f"when wicket {down} falls, {_down(down)}, never {asks}"
    elif fewer and k < wickets:
        return f"{_down(wickets)} already, never {asks} again"
    return None


def _down(wickets: int) -> str:
    return f"{wickets} {'is' if wickets == 1 else 'are'} down"


def check_rule(rule, *, eleven, overs: int, overs_done: int = 0, wickets: int = 0, gone=(),
               strict: bool = True) -> dict:
    """One conditional order in its full form; a moment already past (at an amendment) is refused,
    and (`strict`: records from version 2 on) an order that could never change anything."""
    _keys(rule, ("when", "if", "then"), "A conditional order")
    when, guard, then = rule.get("when"), rule.get("if"), rule.get("then")
    _keys(when, ("after_over", "wicket"), "A conditional order's 'when'")
    if len(when) != 1:
        raise RuleError("bad-condition", "A conditional order fires either after an over or when a wicket falls.")
    if "after_over" in when:
        over = _int(when["after_over"], 1, overs - 1, "The over in a conditional order")
        if over <= overs_done:
            raise RuleError("condition-past", f"Over {over} has already been bowled.")
        when = {"after_over": over}
    else:
        wicket = _int(when["wicket"], 1, 9, "The wicket in a conditional order")
        if wicket <= wickets:
            raise RuleError("condition-past", f"Wicket {wicket} has already fallen.")
        when = {"wicket": wicket}
    if guard is not None:
        _keys(guard, ("wickets_at_most", "wickets_at_least"), "A conditional order's 'if'")
        if len(guard) != 1:
            raise RuleError("bad-condition", "A conditional order's 'if' tests one thing: wickets at most or at least K.")
        (key, value), = guard.items()
        guard = {key: _int(value, 0, 9, "The wickets in a conditional order's 'if'")}
    _keys(then, ("style", "batsman"), "A conditional order's 'then'")
    if then.get("style") not in STYLES:
        raise RuleError("bad-style", f"A conditional order sets a batting style: one of {', '.join(STYLES)}.")
    batsman = then.get("batsman")
    if batsman is not None:
        _int(batsman, 0, SQUAD_SIZE - 1, "The batsman in a conditional order")
        if batsman not in eleven:
            raise RuleError("not-in-eleven", "A conditional order names a batsman who is not in the eleven.")
    if strict:
        if batsman is not None and batsman in gone:
            raise RuleError("impossible-condition", "A conditional order names a batsman who is already out.")
        why = _never(when, guard, wickets)
        if why:
            raise RuleError("impossible-condition", f"A conditional order could never fire: {why}.")
    return {"when": when, "if": guard, "then": {"style": then["style"], "batsman": batsman}}


def check_rules(rules, **context) -> list:
    if not isinstance(rules, list):
        raise RuleError("bad-condition", "The conditional orders must be a list.")
    if len(rules) > MAX_RULES:
        raise RuleError("too-many-conditions", f"At most {MAX_RULES} conditional orders, please.")
    return [check_rule(rule, **context) for rule in rules]


def check_orders(orders, need: dict, strict: bool = True) -> dict:
    """The orders in full form for what this manager may send now (`need`, built by the turn):

    need = {"fields": [...allowed...], "squad": [...], "overs": 40, "eleven": ids or None,
            plus for "bowling": first_over, last_over, limit, bowled, previous, hurt;
            plus for amendments: overs_done, wickets, gone; and "names" (the squad's names, for messages)}
    `strict` False takes version 1's orders as they were taken then (see check_rule).
    """
    if not isinstance(orders, dict):
        raise RuleError("bad-orders", "These orders are not readable.")
    for key in orders:
        if key not in FIELDS:
            raise RuleError("bad-orders", f"Orders hold something unknown: {str(key)[:30]!r}.")
        if key not in need["fields"]:
            raise RuleError("not-now", f"You cannot send {FIELD_WORDS[key]} this turn.")
    out = {}
    squad = need["squad"]
    if "team_name" in orders:
        out["team_name"] = check_name(orders["team_name"], "The team's name")
    if "names" in orders:
        out["names"] = check_names(orders["names"])
    if "toss" in orders:
        if orders["toss"] not in TOSS:
            raise RuleError("bad-toss", "If you win the toss you may choose to 'bat' or 'bowl'.")
        out["toss"] = orders["toss"]
    eleven = need.get("eleven")
    if "eleven" in orders or "keeper" in orders:
        if "eleven" not in orders:
            raise RuleError("bad-eleven", "Name the keeper together with the eleven.")
        eleven, out["keeper"] = check_team(squad, orders["eleven"], orders.get("keeper"))
        out["eleven"] = eleven
    if eleven is None and ("styles" in orders or "conditions" in orders or "bowling" in orders):
        raise RuleError("no-eleven", "Pick the eleven before giving batting or bowling orders.")
    if "styles" in orders:
        out["styles"] = check_styles(orders["styles"])
    if "conditions" in orders:
        out["conditions"] = check_rules(orders["conditions"], eleven=eleven, overs=need["overs"],
                                        overs_done=need.get("overs_done", 0), wickets=need.get("wickets", 0),
                                        gone=need.get("gone", ()), strict=strict)
    if "bowling" in orders:
        out["bowling"] = check_plan(
            orders["bowling"], first_over=need["first_over"], last_over=need["last_over"], eleven=eleven,
            squad=squad, hurt=need.get("hurt", ()), bowled=need.get("bowled"), previous=need.get("previous"),
            limit=need["limit"], names=need.get("names"))
    return out

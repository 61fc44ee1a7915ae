"""The actions a captain takes, and their shape checked before anything else looks at them.

    {"type": "toss",   "side": "away", "call": "heads"|"tails"}   the away captain calls
    {"type": "elect",  "side": s, "choice": "bat"|"bowl"}         the toss winner
    {"type": "attack", "side": s, "attack": true|false}           the batting side, each over
    {"type": "bowler", "side": s, "player": "<player id>"}        the fielding side, each over
    {"type": "roll",   "side": s}                                 the batting side rolls the over
    {"type": "undo",   "side": s}      a person against the computer takes back the last over
"""

from ..core import RuleError
from .options import SIDES

FIELDS = {
    "toss": {"call": ("heads", "tails")},
    "elect": {"choice": ("bat", "bowl")},
    "attack": {"attack": (True, False)},
    "bowler": {"player": str},
    "roll": {},
    "undo": {},
}
DECISIONS = {  # what the UI asks for
    "toss": "call the toss", "elect": "choose to bat or bowl", "attack": "attack or not",
    "bowler": "choose the bowler", "roll": "roll the over", "undo": "take back the last over",
}


def check_action(action) -> dict:
    """Return `action` if it is well formed (its legality is the match's business)."""
    if not isinstance(action, dict):
        raise RuleError("bad-action", "An action is a set of named fields.")
    kind = action.get("type")
    if not isinstance(kind, str) or kind not in FIELDS:
        raise RuleError("unknown-action", f"Crickee has no action {str(kind)[:40]!r}; the actions "
                                          f"are {', '.join(FIELDS)}.")
    fields = FIELDS[kind]
    extra = sorted(k for k in action if k not in ("type", "side", *fields))
    if extra:
        raise RuleError("bad-action", f"A {kind} action has no field {extra[0][:40]!r}.")
    if action.get("side") not in SIDES:
        raise RuleError("bad-action", 'Every action says whose it is: "side" is "home" or "away".')
    for name, allowed in fields.items():
        value = action.get(name)
        if allowed is str:
            ok = isinstance(value, str) and 0 < len(value) <= 40
        else:
            ok = any(type(value) is type(a) and value == a for a in allowed)
        if not ok:
            choices = "text" if allowed is str else " or ".join(str(a).lower() for a in allowed)
            raise RuleError("bad-action", f"A {kind} action's {name} must be {choices}.")
    return action

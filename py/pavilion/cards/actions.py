"""The decisions a player makes, checked field by field: an action may come from someone else's link.

    {"type": "toss", "call": "heads" | "tails"}        you call; the coin comes from the seed
    {"type": "elect", "choice": "bat" | "field"}       the toss winner
    {"type": "cover", "cells": [1, 5]}                 which showing set to cover (cells 1-9)
    {"type": "pass"}                                   cover nothing more this turn
    {"type": "declare"} | {"type": "bat-on"}           the batting side, after each of its own turns
    {"type": "follow-on", "enforce": true | false}     the side that batted first, 200+ ahead
"""

from pavilion.core import RuleError

FIELDS = {"toss": ("call",), "elect": ("choice",), "cover": ("cells",), "pass": (), "declare": (), "bat-on": (),
          "follow-on": ("enforce",)}
WORDS = {"call": ("heads", "tails"), "choice": ("bat", "field")}


def checked(action) -> dict:
    """The action in its one stored form (cover cells sorted), or RuleError."""
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise RuleError("bad-action", "An action must say what it is.")
    kind = action["type"]
    if kind not in FIELDS:
        raise RuleError("bad-action", f"Card Cricket has no action called {kind[:40]!r}.")
    if set(action) != {"type", *FIELDS[kind]}:
        raise RuleError("bad-action", f"A {kind} action takes: {', '.join(FIELDS[kind]) or 'nothing more'}.")
    out = dict(action)
    for field in FIELDS[kind]:
        value = action[field]
        if field in WORDS and value not in WORDS[field]:
            raise RuleError("bad-action", f"The {field} is one of: {', '.join(WORDS[field])}.")
        if field == "enforce" and not isinstance(value, bool):
            raise RuleError("bad-action", "Enforce the follow-on: true or false.")
        if field == "cells":
            if (not isinstance(value, list) or len(value) not in (2, 3) or len(set(map(repr, value))) != len(value)
                    or not all(isinstance(c, int) and not isinstance(c, bool) and 1 <= c <= 9 for c in value)):
                raise RuleError("bad-action", "A cover names two or three different cells, numbered 1 to 9.")
            out["cells"] = sorted(value)
    return out

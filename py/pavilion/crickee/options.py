"""A match's options, checked the same way in new_match and for a record from a link.

    version 2: {"home": club id, "away": club id, "cards": bool, "traits": bool,
                "captains": {"home": "person"|"computer", "away": "person"|"computer"},
                "dice": "graded"|"literal",
                "elevens": {"home": [11 player ids in batting order], "away": [...]}}
    version 1: the same without "dice" and "elevens" (the elevens were dealt from the seed)
"""

from ..core import RuleError
from .players import TEAM_BY_ID
from .squads import check_eleven

CAPTAINS = ("person", "computer")
SIDES = ("home", "away")
DICE = ("graded", "literal")
KEYS = {1: ("home", "away", "cards", "traits", "captains"),
        2: ("home", "away", "cards", "traits", "captains", "dice", "elevens")}


def check_options(options, version: int = 2) -> dict:
    """Return `options` if complete and valid, else a RuleError naming the first fault."""
    if not isinstance(options, dict):
        raise RuleError("bad-options", "This match's options are not readable.")
    unknown = sorted(k for k in options if k not in KEYS[version])
    if unknown:
        raise RuleError("bad-options", f"Crickee has no option called {unknown[0][:40]!r}.")
    for side in SIDES:
        team = options.get(side)
        if not isinstance(team, str) or team not in TEAM_BY_ID:
            raise RuleError("unknown-team", f"There is no club {str(team)[:40]!r} to play {side}; "
                                            f"the clubs are {', '.join(TEAM_BY_ID)}.")
    if options["home"] == options["away"]:
        raise RuleError("same-team", "A club cannot play itself: pick two different clubs.")
    for key in ("cards", "traits"):
        if not isinstance(options.get(key), bool):
            raise RuleError("bad-options", f"The {key} option is true or false.")
    captains = options.get("captains")
    if (not isinstance(captains, dict) or set(captains) != set(SIDES)
            or any(captains[s] not in CAPTAINS for s in SIDES)):
        raise RuleError("bad-captains", 'Captains are {"home": ..., "away": ...}, each "person" '
                                        'or "computer".')
    if version >= 2:
        if options.get("dice") not in DICE:
            raise RuleError("bad-options", 'The dice option is "graded" (batters by their grade) or '
                                           '"literal" (the original rules\' dice for every '
                                           'batter).')
        elevens = options.get("elevens")
        if not isinstance(elevens, dict) or set(elevens) != set(SIDES):
            raise RuleError("bad-eleven", 'Elevens are {"home": [...], "away": [...]}.')
        for side in SIDES:
            check_eleven(options[side], elevens[side])
    return options

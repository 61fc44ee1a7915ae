"""A match's options, checked the same way in new_match and for a record from a link.

    {"home": club id, "away": club id, "cards": bool, "traits": bool,
     "captains": {"home": "person"|"computer", "away": "person"|"computer"}}
"""

from ..core import RuleError
from .players import TEAM_BY_ID

CAPTAINS = ("person", "computer")
SIDES = ("home", "away")
KEYS = ("home", "away", "cards", "traits", "captains")


def check_options(options) -> dict:
    """Return `options` if complete and valid, else a RuleError naming the first fault."""
    if not isinstance(options, dict):
        raise RuleError("bad-options", "This match's options are not readable.")
    unknown = sorted(k for k in options if k not in KEYS)
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
    return options

"""A match's options, checked once in new_match and again whenever a stored record is replayed.

new_match records every option, filled in, so a default changed later never changes how an old
match replays. Two defaults follow other options: the wicket rule follows the format (measured in
bench/cards.py: with runs of count - 9, "each" puts club innings at about 120-280 and "one" Test
innings at about 250-440, the middle half of each), and a Test's day length follows the wicket
rule (an innings lasts about 20 turns with "each" and 32 with "one", so a day is longer with "one").
"""

from pavilion.core import RuleError

from .nations import NATIONS

DEFAULTS = {
    "format": "club",        # "club": one innings each; "test": two innings each, with the follow-on
    "days": None,            # a Test's time limit in days; None = play it out
    "day_turns": None,       # turns in a day, with days (default DAY_TURNS by the wicket rule)
    "all_bat": False,        # True: the innings ends at the 11th wicket instead of the 10th
    "runs": "short",         # "short": count - 9; "count": a run per card
    "wickets": None,         # "each": a wicket per full 21; "one": 21+ takes one (default WICKETS by format)
    "declarations": "timed",  # "timed": offered only in a Test with a day limit; "every-turn": the version 1 rule
    "nation": "ENG",         # yours (the first player's)
    "droid_nation": "AUS",   # the Droid's (the second player's, in a two-player match)
    "two_players": False,    # True: two people share the device, the second in the Droid's place
    "droid_vs_droid": False,  # True: the Droid plays your side too (tests, the bench, a demo)
}
CHOICES = {"format": ("club", "test"), "runs": ("count", "short"), "wickets": ("one", "each"),
           "declarations": ("timed", "every-turn")}
WICKETS = {"club": "each", "test": "one"}
DAY_TURNS = {"one": 28, "each": 18}  # five days: about one Test in five drawn; four days: most (bench)
MAX_DAYS = 10
DAY_TURNS_RANGE = (5, 100)


def checked(options: dict) -> dict:
    """The full options (defaults filled in), or RuleError naming the first fault."""
    if not isinstance(options, dict):
        raise RuleError("bad-options", "The match options are not readable.")
    unknown = sorted(k for k in options if k not in DEFAULTS)
    if unknown:
        raise RuleError("bad-option", f"Card Cricket has no option called {unknown[0]!r}.")
    out = {**DEFAULTS, **options}
    if isinstance(out["format"], str) and out["format"] in WICKETS and out["wickets"] is None:
        out["wickets"] = WICKETS[out["format"]]
    for name, allowed in CHOICES.items():
        if not isinstance(out[name], str) or out[name] not in allowed:
            raise RuleError(f"bad-{name}", f"The {name} option is one of: {', '.join(allowed)}.")
    for name in ("all_bat", "two_players", "droid_vs_droid"):
        if not isinstance(out[name], bool):
            raise RuleError(f"bad-{name.replace('_', '-')}", f"The {name} option is true or false.")
    if out["two_players"] and out["droid_vs_droid"]:
        raise RuleError("bad-players", "A match is two people or two Droids, not both.")
    days = out["days"]
    if days is not None:
        if out["format"] != "test":
            raise RuleError("bad-days", "Only a Test has a limit in days; a club match is played out.")
        if not isinstance(days, int) or isinstance(days, bool) or not 1 <= days <= MAX_DAYS:
            raise RuleError("bad-days", f"A Test lasts 1 to {MAX_DAYS} days, or has no limit.")
        if out["day_turns"] is None:
            out["day_turns"] = DAY_TURNS[out["wickets"]]
    turns = out["day_turns"]
    low, high = DAY_TURNS_RANGE
    if turns is not None and (days is None or not isinstance(turns, int) or isinstance(turns, bool)
                              or not low <= turns <= high):
        raise RuleError("bad-day-turns", f"A day is {low} to {high} turns, and only a Test with days has one.")
    for name in ("nation", "droid_nation"):
        if not isinstance(out[name], str) or out[name] not in NATIONS:
            raise RuleError("bad-nation", f"Choose a nation from: {', '.join(NATIONS)}.")
    if out["nation"] == out["droid_nation"]:
        raise RuleError("same-nation", "The two sides need different nations." if out["two_players"]
                        else "You and the Droid need different nations.")
    return out


# What a version 1 record meant by an option it left out, and the rules it was played under.
V1_DEFAULTS = {"runs": "count", "wickets": "one"}
V1_DAY_TURNS = 35


def from_version_1(options) -> dict:
    """Version 1 options in version 2's terms: the same match, replayed the same way."""
    if not isinstance(options, dict):
        return options  # checked() says what is wrong with it
    out = {**V1_DEFAULTS, **options, "declarations": "every-turn"}
    if out.get("days") is not None:
        out["day_turns"] = V1_DAY_TURNS
    return out

"""A match's options, checked once in new_match and again whenever a stored record is replayed."""

from pavilion.core import RuleError

from .nations import NATIONS

DEFAULTS = {
    "format": "club",        # "club": one innings each; "test": two innings each, with the follow-on
    "days": None,            # a Test's time limit in days of TURNS_PER_DAY turns; None = play it out
    "all_bat": False,        # True: the innings ends at the 11th wicket instead of the 10th
    "runs": "count",         # "count": a run per card; "short": count - 9
    "wickets": "one",        # "one": 21+ takes a wicket; "each": a wicket per full 21
    "nation": "ENG",         # yours
    "droid_nation": "AUS",   # the Droid's
    "droid_vs_droid": False,  # True: the Droid plays your side too (tests, the bench, a demo)
}
CHOICES = {"format": ("club", "test"), "runs": ("count", "short"), "wickets": ("one", "each")}
MAX_DAYS = 10
TURNS_PER_DAY = 35  # a timeless Test lasts 115-175 turns (5%-95%) under the default scoring


def checked(options: dict) -> dict:
    """The full options (defaults filled in), or RuleError naming the first fault."""
    if not isinstance(options, dict):
        raise RuleError("bad-options", "The match options are not readable.")
    unknown = sorted(k for k in options if k not in DEFAULTS)
    if unknown:
        raise RuleError("bad-option", f"Card Cricket has no option called {unknown[0]!r}.")
    out = {**DEFAULTS, **options}
    for name, allowed in CHOICES.items():
        if out[name] not in allowed:
            raise RuleError(f"bad-{name}", f"The {name} option is one of: {', '.join(allowed)}.")
    for name in ("all_bat", "droid_vs_droid"):
        if not isinstance(out[name], bool):
            raise RuleError(f"bad-{name.replace('_', '-')}", f"The {name} option is true or false.")
    days = out["days"]
    if days is not None:
        if out["format"] != "test":
            raise RuleError("bad-days", "Only a Test has a limit in days; a club match is played out.")
        if not isinstance(days, int) or isinstance(days, bool) or not 1 <= days <= MAX_DAYS:
            raise RuleError("bad-days", f"A Test lasts 1 to {MAX_DAYS} days, or has no limit.")
    for name in ("nation", "droid_nation"):
        if not isinstance(out[name], str) or out[name] not in NATIONS:
            raise RuleError("bad-nation", f"Choose a nation from: {', '.join(NATIONS)}.")
    if out["nation"] == out["droid_nation"]:
        raise RuleError("same-nation", "You and the Droid need different nations.")
    return out

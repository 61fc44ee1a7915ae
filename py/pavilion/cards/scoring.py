"""What a turn's count is worth: Pavilion's reading (docs/cards.md), with its two options.

runs    "count": one run per card played in a batting turn; "short": count - 9 (never below 0).
wickets "one":   a bowling count of 21 or more takes one wicket; "each": one wicket per full 21.
Both are monotone in the count, so the engine can know in advance the count at which a chase is
won or the last wicket falls, and stop the turn on that card.
"""

WICKET_COUNT = 21
SHORT_START = 9  # a full grid with nothing to cover scores nothing in the short format


def runs_for(count: int, runs: str) -> int:
    return count if runs == "count" else max(0, count - SHORT_START)


def wickets_for(count: int, wickets: str) -> int:
    if wickets == "one":
        return 1 if count >= WICKET_COUNT else 0
    return count // WICKET_COUNT


def count_for_runs(need: int, runs: str) -> int:
    """The smallest batting count that scores `need` runs (need >= 1)."""
    return need if runs == "count" else need + SHORT_START


def count_for_wickets(need: int, wickets: str):
    """The smallest bowling count that takes `need` wickets, or None if one turn cannot."""
    if wickets == "one":
        return WICKET_COUNT if need == 1 else None
    return WICKET_COUNT * need


def wicket_counts(count: int, wickets: str) -> list:
    """The counts at which this turn's wickets fell: 21 (and 42, 63 ... with "each")."""
    return [WICKET_COUNT * (k + 1) for k in range(wickets_for(count, wickets))]


# The original rules stop before they say how a turn scores: the help says so beside `describe`.
OURS = "The original rules stop before they say how a turn scores, so this is how Pavilion scores it."


def describe(runs: str, wickets: str) -> str:
    """The scoring in force, in words a player reads at the table."""
    batting = "one run for every card played" if runs == "count" else "a run for every card after the ninth"
    bowling = (f"a turn of {WICKET_COUNT} cards or more takes a wicket" if wickets == "one"
               else f"every full {WICKET_COUNT} cards in a turn takes a wicket")
    return f"Batting, {batting}; bowling, {bowling}."

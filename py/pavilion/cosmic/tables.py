"""The GM's dice tables: Table 1 (the ball), the batting styles' dice, Table 2 (how out).

Table 1 was lost from the seed; this is the reconstruction in rules/cosmic.md. Every figure the
help page shows comes from enumerating these tables (`ball_distribution`), never from a copy.
"""

from fractions import Fraction
from itertools import product

STYLES = ("defensive", "normal", "aggressive", "wahoo")
DEFAULT_STYLE = "normal"

# Rows: dice 1; columns: dice 2. "." dot, "H" Howzat!, "*" the starred sub-roll, digits are runs.
TABLE_1 = (
    "H....*",
    ".*..*.",
    "..**..",
    "..*4..",
    ".*..H4",
    "*...46",
)
STAR_RUNS = (None, 1, 1, 1, 2, 2, 4)  # the starred D6: 1-3 one run, 4-5 two runs, 6 four runs

# Dice 2 by batting style (seed 8.2): Defensive D8 with 7-8 a dot; Aggressive D8 and Wahoo D10
# with 7 and up reading dice 1 again (so 5,7 is the double 5: Howzat!).
DICE_2 = {"defensive": 8, "normal": 6, "aggressive": 8, "wahoo": 10}

OUTCOMES = ("dot", "1", "2", "4", "6", "howzat")

# Table 2, how out (D10); 10 rolls the "other" D6.
TABLE_2 = (None, "caught-keeper", "caught-keeper", "caught-fielder", "caught-fielder",
           "caught-fielder", "bowled", "bowled", "lbw", "run-out", "other")
TABLE_2_OTHER = (None, "run-out", "run-out", "stumped", "stumped", "hit-wicket", "hurt")

# Run out: the thrower's D6 is lowered for a batsman taking risks.
RUN_OUT_PENALTY = {"defensive": 0, "normal": 0, "aggressive": 1, "wahoo": 2}


def check_style(style) -> str:
    if style not in STYLES:
        raise ValueError(f"unknown batting style {style!r}")
    return style


def cell(style: str, d1: int, d2: int) -> str:
    """The Table 1 cell a (dice 1, dice 2) roll reads for a batsman in `style`."""
    if d2 > 6:
        if style == "defensive":
            return "."
        d2 = d1
    return TABLE_1[d1 - 1][d2 - 1]


def _fraction_text(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


def _exact(style: str) -> dict:
    """Each outcome's exact probability as a Fraction, by enumerating both dice and the sub-roll."""
    check_style(style)
    sides = DICE_2[style]
    weight = Fraction(1, 6 * sides)
    out = {k: Fraction(0) for k in OUTCOMES}
    for d1, d2 in product(range(1, 7), range(1, sides + 1)):
        mark = cell(style, d1, d2)
        if mark == "*":
            for sub in range(1, 7):
                out[str(STAR_RUNS[sub])] += weight / 6
        else:
            out[{".": "dot", "H": "howzat"}.get(mark, mark)] += weight
    return out


def ball_distribution(style: str) -> dict:
    """The exact chance of each outcome of one ball (dot, 1, 2, 4, 6, howzat) for `style`.

    Values are reduced fractions as text, "numerator/denominator" (e.g. "11/18"; a zero is "0/1"),
    so a screen can show them exactly and a test can compare them without rounding.
    """
    return {k: _fraction_text(v) for k, v in _exact(style).items()}


def runs_per_ball(style: str) -> str:
    """The exact expected runs from one ball before any Howzat! is resolved, as "n/d" text."""
    exact = _exact(style)
    return _fraction_text(sum(int(k) * exact[k] for k in ("1", "2", "4", "6")))

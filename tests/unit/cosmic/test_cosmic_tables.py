"""Table 1, the batting styles' dice and the exact per-ball figures of rules/cosmic.md."""

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

import pytest

from pavilion.cosmic import ball_distribution, runs_per_ball
from pavilion.cosmic.tables import STYLES, TABLE_1, TABLE_2, TABLE_2_OTHER, cell

# The table printed in rules/cosmic.md: dot, 1, 2, 4, 6, Howzat, runs per ball.
RULES_TABLE = {
    "defensive": (".708", ".083", ".056", ".090", ".021", ".042", "0.681"),
    "normal": (".611", ".111", ".074", ".120", ".028", ".056", "0.907"),
    "aggressive": (".458", ".125", ".083", ".146", ".063", ".125", "1.250"),
    "wahoo": (".367", ".133", ".089", ".161", ".083", ".167", "1.456"),
}


def rounded(fraction_text: str) -> Decimal:
    value = Fraction(fraction_text)
    return (Decimal(value.numerator) / Decimal(value.denominator)).quantize(Decimal("0.001"), ROUND_HALF_UP)


@pytest.mark.parametrize("style", STYLES)
def test_distribution_matches_the_rules_table(style):
    dist = ball_distribution(style)
    assert list(dist) == ["dot", "1", "2", "4", "6", "howzat"]
    got = [rounded(dist[k]) for k in dist] + [rounded(runs_per_ball(style))]
    assert got == [Decimal(x) for x in RULES_TABLE[style]]


@pytest.mark.parametrize("style", STYLES)
def test_distribution_is_exact_and_sums_to_one(style):
    dist = ball_distribution(style)
    assert all("/" in v for v in dist.values())
    assert sum(Fraction(v) for v in dist.values()) == 1


def test_normal_figures_by_hand():
    """2 Howzats in 36; sixes only from 6,6; 8 starred cells each giving 1 run half the time."""
    dist = ball_distribution("normal")
    assert dist["howzat"] == "1/18"
    assert dist["6"] == "1/36"
    assert dist["1"] == "1/9"  # 8/36 * 3/6
    assert dist["4"] == "13/108"  # 3/36 + 8/36 * 1/6
    assert runs_per_ball("normal") == "49/54"


def test_table_1_reconstruction_clues():
    for d1 in range(1, 7):
        for d2 in range(1, 7):
            if d1 + d2 == 7:
                assert TABLE_1[d1 - 1][d2 - 1] == "*"
    assert [TABLE_1[i][i] for i in range(6)] == ["H", "*", "*", "4", "H", "6"]
    assert TABLE_1[4][5] == TABLE_1[5][4] == "4"


def test_style_dice_readings():
    """8.2: Defensive 7-8 dot; Aggressive 5,7 = Howzat (dice 2 reads dice 1); Wahoo up to 10."""
    assert cell("defensive", 1, 7) == cell("defensive", 5, 8) == "."
    assert cell("aggressive", 5, 7) == "H"
    assert cell("aggressive", 6, 8) == "6"
    assert cell("wahoo", 1, 10) == "H" and cell("wahoo", 4, 9) == "4"


def test_table_2_rows():
    assert TABLE_2[1:] == ("caught-keeper", "caught-keeper", "caught-fielder", "caught-fielder", "caught-fielder",
                           "bowled", "bowled", "lbw", "run-out", "other")
    assert TABLE_2_OTHER[1:] == ("run-out", "run-out", "stumped", "stumped", "hit-wicket", "hurt")


def test_unknown_style_is_refused():
    with pytest.raises(ValueError):
        ball_distribution("reckless")

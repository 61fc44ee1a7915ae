"""Every Howzat! path of seed 8.3 as read by rules/cosmic.md, with scripted dice."""

import pytest

from pavilion.cosmic.ball import howzat, roll_ball, skill_check
from cosmic_helpers import Dice, field


def run(rolls, style="normal", batting=20, bowling=20, **kw):
    dice = Dice(*rolls)
    keeper, fielders = field(**kw)
    event = howzat(dice, style=style, batting=batting, bowling=bowling, keeper=keeper, fielders=fielders)
    assert dice.done(), "every scripted roll is used"
    return event


def test_roll_ball_star_and_runs():
    assert roll_ball(Dice((6, 1), (6, 6), (6, 6)), "normal") == {"dice": [1, 6], "runs": 4, "howzat": False, "star": 6}
    assert roll_ball(Dice((6, 6), (6, 6)), "normal")["runs"] == 6
    assert roll_ball(Dice((6, 1), (6, 1)), "normal")["howzat"]
    assert roll_ball(Dice((6, 5), (8, 7)), "aggressive")["howzat"]
    assert roll_ball(Dice((6, 5), (8, 7)), "defensive") == {"dice": [5, 7], "runs": 0, "howzat": False}
    assert roll_ball(Dice((6, 2), (10, 9), (6, 4)), "wahoo")["runs"] == 2


def test_skill_check_edges():
    """H = 10 + bowling - batting; D20 <= H; 1 always a chance, 20 never."""
    assert skill_check(Dice((20, 10)), 20, 20) == {"h": 10, "d20": 10, "chance": True}
    assert not skill_check(Dice((20, 11)), 20, 20)["chance"]
    assert skill_check(Dice((20, 1)), 2, 26)["chance"]  # H = -14, yet 1 is always a chance
    assert not skill_check(Dice((20, 20)), 26, 2)["chance"]  # H = 34, yet 20 never is


def test_caught_by_keeper_easy():
    e = run([(10, 1), (20, 5), (6, 4)])
    assert e["how"] == "caught-keeper" and e["out"] and not e["hard"] and e["fielder"] == 99


def test_caught_by_keeper_hard_held_and_dropped():
    assert run([(10, 2), (20, 5), (6, 5), (6, 4)], keeper_fielding=4)["out"]
    dropped = run([(10, 2), (20, 5), (6, 6), (6, 5)], keeper_fielding=4)
    assert dropped["hard"] and not dropped["out"]


def test_caught_by_fielder_picks_catcher_by_d10():
    """3-5: D6 easy/hard first, then the D10 over the ten fielders, then the hard catch's D6."""
    e = run([(10, 3), (20, 5), (6, 1), (10, 7)])
    assert e["out"] and e["fielder"] == 106
    hard = run([(10, 5), (20, 5), (6, 5), (10, 1), (6, 2)])  # fielder 1 has Fielding 1
    assert hard["fielder"] == 100 and not hard["out"]


def test_no_chance_is_a_dot():
    e = run([(10, 6), (20, 15)])
    assert e["how"] == "bowled" and not e["chance"] and not e["out"]


@pytest.mark.parametrize("rolls, how", [
    ([(10, 6), (20, 3)], "bowled"),
    ([(10, 7), (20, 3)], "bowled"),
    ([(10, 10), (6, 3), (20, 3)], "stumped"),
    ([(10, 10), (6, 4), (20, 3)], "stumped"),
    ([(10, 10), (6, 5), (20, 3)], "hit-wicket"),
])
def test_always_out_once_a_chance(rolls, how):
    e = run(rolls)
    assert e["how"] == how and e["out"]
    if how == "stumped":
        assert e["fielder"] == 99


def test_lbw_benefit_of_the_doubt():
    assert run([(10, 8), (20, 2), (6, 2)])["out"]
    e = run([(10, 8), (20, 2), (6, 1)])
    assert e["how"] == "lbw" and e["chance"] and not e["out"]


@pytest.mark.parametrize("rolls", [[(10, 9)], [(10, 10), (6, 1)], [(10, 10), (6, 2)]])
def test_run_out_takes_no_skill_check(rolls):
    """Run out: D10 thrower among the ten non-keepers; D6 <= Fielding; no D20."""
    e = run(rolls + [(10, 4), (6, 4)], batting=30, bowling=0)  # H would be -20
    assert e["how"] == "run-out" and e["out"] and e["fielder"] == 103


@pytest.mark.parametrize("style, out", [("defensive", False), ("normal", False), ("aggressive", True),
                                        ("wahoo", True)])
def test_run_out_penalty_for_risky_batting(style, out):
    """D6 of 4 against Fielding 3: -1 Aggressive and -2 Wahoo bring it within reach."""
    assert run([(10, 9), (10, 3), (6, 4)], style=style)["out"] is out


def test_hurt_is_not_out_and_takes_no_check():
    e = run([(10, 10), (6, 6)])
    assert e["how"] == "hurt" and e["hurt"] and not e["out"]

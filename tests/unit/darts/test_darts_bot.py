"""The computer thrower: its accuracy model, its strategy, autoplay."""

import pytest

from darts_helpers import play
from pavilion import darts
from pavilion.core import RuleError
from pavilion.darts import RING, Dart
from pavilion.darts.aim import SPREADS
from pavilion.darts.bot import LEVELS, aim, visit
from pavilion.darts.game import Game
from pavilion.darts.scoring import Score


class Steady:
    """A stand-in for a core stream: every draw is the same fraction of its range (1/2: flies true)."""

    def __init__(self, numerator, denominator):
        self.fraction = numerator, denominator

    def below(self, n):
        return (n - 1) * self.fraction[0] // self.fraction[1]


def test_ring_is_the_real_dartboard_order():
    assert RING[:5] == (20, 1, 18, 4, 13) and sorted(RING) == list(range(1, 21))


def test_levels_are_the_shared_aim_models_spreads():
    assert LEVELS is SPREADS and set(LEVELS) == {1, 2, 3, 4, 5}


def score_with(board, hits, points=None):
    score = Score(board, len(hits))
    score.hits = [list(h) for h in hits]
    score.points = list(points or [0] * len(hits))
    return score


STD = darts.STANDARD


def test_aim_closes_the_highest_open_number_first():
    assert aim(score_with(STD, [[0] * 7, [0] * 7]), 0) == Dart(20, 3)
    assert aim(score_with(STD, [[3, 0, 0, 0, 0, 0, 0], [0] * 7]), 0) == Dart(19, 3)


def test_aim_closes_what_a_rival_has_closed_first():
    score = score_with(STD, [[0] * 7, [0, 0, 0, 3, 0, 0, 0]])
    assert aim(score, 0) == Dart(17, 3)


def test_aim_scores_when_behind():
    score = score_with(STD, [[3, 0, 0, 0, 0, 0, 0], [0, 3, 0, 0, 0, 0, 0]], points=[0, 40])
    assert aim(score, 0) == Dart(20, 3)


def test_aim_does_not_score_where_nobody_is_open():
    score = score_with(STD, [[3, 0, 0, 0, 0, 0, 0], [3, 3, 0, 0, 0, 0, 0]], points=[0, 40])
    assert aim(score, 0) == Dart(19, 3)


def test_aim_goes_for_the_bull_when_needed():
    assert aim(score_with(STD, [[3, 3, 3, 3, 3, 3, 0], [0] * 7]), 0) == Dart(25, 2)
    low = (6, 5, 4, 3, 2, 1, 25)
    score = score_with(low, [[3, 3, 3, 3, 3, 3, 3], [0] * 7], points=[0, 10])
    assert aim(score, 0) == Dart(25, 2)                  # the best bed to score on a low board
    assert aim(score_with(STD, [[3] * 7, [3] * 7]), 0) == Dart(25, 2)


def test_autoplay_throws_until_a_person_must_throw():
    m = darts.new_match(players=["Ann", {"name": "Droid", "bot": 4}], seed="k7")
    assert darts.autoplay(m) == m
    m = darts.autoplay(play(m, ["M"]))
    s = darts.replay(m)
    assert len(s["turns"]) == 2 and s["to_throw"] == 0 and s["seats"][1]["bot"] == 4
    assert m["actions"][-1]["type"] == "turn" and m["actions"][-1]["seat"] == 1


def test_autoplay_is_deterministic_from_the_seed_and_the_game_position():
    m = darts.new_match(players=[{"name": "R2", "bot": 2}, {"name": "C3", "bot": 5}], seed="k7", round_limit=15)
    a, b = darts.autoplay(m), darts.autoplay(m)
    assert a == b and darts.replay(a)["game_over"]
    other = darts.autoplay(darts.new_match(players=[{"name": "R2", "bot": 2}, {"name": "C3", "bot": 5}],
                                           seed="k8", round_limit=15))
    assert other["actions"] != a["actions"]


def test_autoplay_until_caps_the_turns():
    m = darts.new_match(players=[{"name": "R2", "bot": 1}, {"name": "C3", "bot": 1}], seed="k7")
    assert len(darts.autoplay(m, until=3)["actions"]) == 3
    assert darts.autoplay(m, until=0) == m
    for bad in (-1, "3", 1.5):
        with pytest.raises(RuleError):
            darts.autoplay(m, until=bad)


def test_a_game_of_computers_ends_with_a_winner_who_satisfies_rule_21():
    for seed in ("a", "b", "c", "d"):
        m = darts.autoplay(darts.new_match(players=[{"name": f"B{k}", "bot": k} for k in (1, 3, 5)], seed=seed))
        s = darts.replay(m)
        w = s["winner"]
        assert w is not None and s["seats"][w]["closed_out"] and s["to_throw"] is None
        assert all(s["seats"][w]["points"] >= seat["points"] for seat in s["seats"])


def test_a_computer_stops_throwing_once_its_turn_has_won():
    m = play(darts.new_match(players=["Ann", {"name": "Droid", "bot": 5}], seed="k7", board="standard"),
             ["M"], ["T20", "T19", "T18"], ["M"], ["T17", "T16", "T15"], ["M"], ["SB"], ["M"])
    game_ = Game.load(m)
    assert visit(game_, 1, 5, Steady(1, 2)) == [Dart(25, 2)]         # one inner bull closes out: stop
    astray = visit(game_, 1, 5, Steady(0, 1))                         # every dart low and left
    assert len(astray) == 3 and Dart(25, 2) not in astray


def test_higher_levels_throw_more_marks_per_round():
    mpr = {}
    for level in (1, 3, 5):
        marks = thrown = 0
        for seed in ("x1", "x2", "x3", "x4", "x5", "x6"):
            m = darts.new_match(players=[{"name": "Bot", "bot": level}, {"name": "Pad", "bot": level}],
                                seed=seed, round_limit=10)
            for seat in darts.replay(darts.autoplay(m))["seats"]:
                marks += seat["stats"]["marks"]
                thrown += seat["stats"]["darts"]
        mpr[level] = 3 * marks / thrown
    assert mpr[1] < mpr[3] < mpr[5]
    # the levels are the X01 levels' throwers (3-dart averages 30-90), about 20 points of average a
    # mark per round (docs/darts.md): these first ten rounds give about 2.0 and 4.6
    assert 1 < mpr[1] < 2.5 and 3.5 < mpr[5] < 5.5


def test_undo_and_the_same_turn_again_brings_the_same_computer_darts():
    """Issue 23: Back (undo) across a computer's turn and Enter turn unchanged must not re-roll it."""
    m = darts.autoplay(play(darts.new_match(players=["Ann", {"name": "Droid", "bot": 2}], seed="k7"), ["M"]))
    m = darts.autoplay(play(m, ["S20", "M", "M"]))
    thrown = darts.replay(m)["turns"][-1]
    assert thrown["seat"] == 1
    undone = darts.apply(m, {"type": "undo"})
    assert len(darts.replay(undone)["turns"]) == 2 and darts.replay(undone)["to_throw"] == 0
    again = darts.autoplay(play(undone, ["S20", "M", "M"]))
    assert darts.replay(again)["turns"][-1]["darts"] == thrown["darts"]
    assert len(again["actions"]) == len(m["actions"]) + 3     # the undo, Ann's turn again, Droid's


def test_each_computer_turn_has_its_own_stream():
    m = darts.new_match(players=[{"name": "R2", "bot": 1}, {"name": "C3", "bot": 1}], seed="k7", round_limit=10)
    turns = darts.replay(darts.autoplay(m))["turns"]
    assert len({tuple(t["darts"]) for t in turns}) > len(turns) // 2


def test_a_person_may_correct_a_computers_turn():
    m = darts.autoplay(play(darts.new_match(players=["Ann", {"name": "Droid", "bot": 2}], seed="k7"), ["M"]))
    m = darts.apply(m, {"type": "correct", "turn": 1, "darts": ["T18"]})
    assert darts.replay(m)["turns"][1]["darts"] == ["T18"]

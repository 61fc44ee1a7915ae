"""One test (or more) per statement of the X01 section of shared/rules/darts-practice.md."""

import pytest

from pavilion import x01
from pavilion.core import RuleError

from x01_helpers import match, play, refused, score, visit

OFF_121_TO_40 = ["T20", "T7"]  # 121 - 81 = 40, the third dart padded as a miss


# -- "Each player starts at the game's number and subtracts what each dart scores" ---------------

@pytest.mark.parametrize("start", x01.START_SCORES)
def test_rule_start_scores(start):
    s = x01.replay(match(start=start))
    assert [p["score"] for p in s["players"]] == [start, start]


def test_rule_other_starts_are_refused():
    with pytest.raises(RuleError) as caught:
        match(start=500)
    assert caught.value.code == "bad-start"


def test_rule_subtracts_each_dart():
    m = play(match(), ["T20", "S19", "DB"])
    assert score(m, 0) == 501 - 60 - 19 - 50


def test_rule_defaults_501_double_out_straight_in():
    o = match()["options"]
    assert (o["start"], o["out"], o["double_in"]) == (501, "double", False)


# -- Out: double ----------------------------------------------------------------------------------

def test_rule_double_out_wins_on_a_double():
    m = play(match(start=121), ["T20", "T7", "D20"])
    s = x01.replay(m)
    assert s["winner"] == 0 and s["players"][0]["score"] == 0 and s["visits"][0]["checkout"] == 3


def test_rule_double_out_the_bull_counts_as_the_double():
    assert x01.replay(play(match(start=170), ["T20", "T20", "DB"]))["winner"] == 0


@pytest.mark.parametrize("setup, left, last", [(["T20", "T7", "S20"], 20, "S20"), (["T20", "T12"], 25, "SB"),
                                               (["T20", "S1"], 60, "T20")])
def test_rule_double_out_zero_on_a_single_or_treble_busts(setup, left, last):
    m = play(match(start=121), setup, ["M"])
    assert score(m, 0) == left
    m = visit(m, [last])
    s = x01.replay(m)
    assert s["visits"][-1]["bust"] and score(m, 0) == left and s["winner"] is None


def test_rule_bust_below_zero_restores_the_score_and_passes_the_throw():
    m = play(match(start=121), ["T20", "S20"], ["M"])  # Ann: 41 left
    m = visit(m, ["T20"])  # 60 from 41
    s = x01.replay(m)
    assert s["visits"][-1]["bust"] and s["visits"][-1]["scored"] == 0
    assert s["players"][0]["score"] == 41 and s["to_throw"] == 1


def test_rule_bust_takes_back_every_dart_of_the_visit():
    m = play(match(start=121), ["T20", "S1"], ["M"])  # 60 left
    m = visit(m, ["S20", "S20", "S19"])  # 60 -> 40 -> 20 -> below zero
    assert score(m, 0) == 60 and x01.replay(m)["visits"][-1]["bust"]


def test_rule_leaving_one_busts_under_double_out_and_ends_the_visit():
    m = match(start=121)
    refused(m, {"type": "visit", "seat": 0, "darts": ["T20", "T20", "S1"]}, "darts-after-bust")
    m = visit(m, ["T20", "T20"])
    assert x01.replay(m)["visits"][0]["bust"] and score(m, 0) == 121


# -- Out: straight and master ---------------------------------------------------------------------

def test_rule_straight_out_any_dart_finishes():
    assert x01.replay(play(match(start=121, out="straight"), ["T20", "T20", "S1"]))["winner"] == 0


def test_rule_straight_out_one_left_is_no_bust():
    m = play(match(start=121, out="straight"), ["T20", "T20"])
    assert score(m, 0) == 1 and not x01.replay(m)["visits"][0]["bust"]


def test_rule_straight_out_below_zero_busts():
    m = play(match(start=121, out="straight"), ["T20", "T20"], ["M"], ["S2"])
    assert x01.replay(m)["visits"][-1]["bust"] and score(m, 0) == 1


@pytest.mark.parametrize("finish", ["T20", "D20", "DB"])
def test_rule_master_out_finishes_on_a_treble_double_or_bull(finish):
    left = {"T20": 60, "D20": 40, "DB": 50}[finish]
    m = play(match(start=121, out="master"), ["T20", "S1"] if left == 60 else ["T20", "T7"] if left == 40
             else ["T20", "T1", "S8"], ["M"])
    assert score(m, 0) == left
    assert x01.replay(visit(m, [finish]))["winner"] == 0


def test_rule_master_out_single_to_zero_and_one_left_bust():
    m = play(match(start=121, out="master"), ["T20", "T19", "S4"])  # zero on a single
    assert x01.replay(m)["visits"][0]["bust"] and score(m, 0) == 121
    m = play(match(start=121, out="master"), ["T20", "T20"])  # 1 left: nothing finishes it
    assert x01.replay(m)["visits"][0]["bust"]


# -- In: double in --------------------------------------------------------------------------------

def test_rule_double_in_nothing_scores_before_a_double():
    s = x01.replay(play(match(double_in=True), ["T20", "T20", "S20"]))
    assert s["players"][0]["score"] == 501 and not s["players"][0]["opened"]


def test_rule_double_in_the_double_scores_and_every_dart_after():
    m = play(match(double_in=True), ["S20", "D10", "T20"])
    s = x01.replay(m)
    assert s["players"][0]["score"] == 501 - 20 - 60 and s["players"][0]["opened"]
    m = play(m, ["M"], ["S5", "S5", "S5"])  # open for good: singles score now
    assert score(m, 0) == 501 - 80 - 15


def test_rule_double_in_the_bull_opens():
    assert score(play(match(double_in=True), ["DB", "S1"]), 0) == 501 - 51


def test_rule_double_in_is_per_player():
    m = play(match(double_in=True), ["D20"], ["S20"])
    s = x01.replay(m)
    assert [p["opened"] for p in s["players"]] == [True, False] and s["players"][1]["score"] == 501


def test_rule_double_in_a_bust_takes_back_the_opening_too():
    m = play(match(start=121, double_in=True), ["D20", "T20", "T20"])  # 160 from 121: bust
    s = x01.replay(m)
    assert s["visits"][0]["bust"] and not s["players"][0]["opened"] and s["players"][0]["score"] == 121


# -- No dart after the winning dart ---------------------------------------------------------------

def test_rule_no_dart_after_the_winning_dart():
    m = play(match(start=121), OFF_121_TO_40, ["M"])
    refused(m, {"type": "visit", "seat": 0, "darts": ["D20", "S1"]}, "darts-after-checkout")
    m = visit(m, ["D20"])
    s = x01.replay(m)
    assert s["winner"] == 0 and s["visits"][-1]["darts"] == ["D20"] and s["visits"][-1]["checkout"] == 1
    refused(m, {"type": "visit", "seat": 1, "darts": ["S1"]}, "game-over")


def test_a_visit_is_at_most_three_darts():
    refused(match(), {"type": "visit", "seat": 0, "darts": ["S1"] * 4}, "too-many-darts")


def test_a_short_visit_that_neither_busts_nor_finishes_is_padded_with_misses():
    assert play(match(), ["T20"])["actions"][-1]["darts"] == ["T20", "M", "M"]


def test_a_bust_visit_is_stored_up_to_the_busting_dart():
    m = play(match(start=121), ["T20", "T20"])
    assert m["actions"][-1]["darts"] == ["T20", "T20"]

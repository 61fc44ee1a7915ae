"""Rules 36-40: entering a turn."""

import pytest

from darts_helpers import game, play, points, refused
from pavilion import darts


def test_rule_36_a_bare_total_is_refused():
    refused(game(), {"type": "turn", "seat": 0, "total": 60}, "bare-total")
    refused(game(), {"type": "turn", "seat": 0}, "no-darts")


@pytest.mark.parametrize("visit", [["M"], ["T20", "M"], ["S1", "S2", "S3"]])
def test_rule_37_one_to_three_darts_and_a_miss_is_a_dart(visit):
    s = darts.replay(play(game(), visit))
    assert s["turns"][0]["darts"] == visit and s["seats"][0]["stats"]["darts"] == len(visit)


@pytest.mark.parametrize("visit, code", [([], "no-darts"), (["M"] * 4, "too-many-darts")])
def test_rule_37_zero_or_four_darts_are_refused(visit, code):
    refused(game(), {"type": "turn", "seat": 0, "darts": visit}, code)


def test_rule_38_the_turn_is_worth_what_its_darts_are_worth():
    m = play(game(), ["T20"], ["M"], ["S20", "D19", "T20"])
    s = darts.replay(m)
    assert s["turns"][2]["marks"] == 1 + 2 + 3 and s["turns"][2]["points"] == 80
    assert [d["points"] for d in s["turns"][2]["detail"]] == [20, 0, 60]


def test_rule_39_a_total_that_disagrees_refuses_the_whole_turn():
    m = play(game(), ["T20"], ["M"])
    e = refused(m, {"type": "turn", "seat": 0, "darts": ["S20", "S20"], "total": 60}, "total-mismatch")
    assert "40" in e.message
    m = darts.apply(m, {"type": "turn", "seat": 0, "darts": ["S20", "S20"], "total": 40})
    assert points(darts.replay(m)) == [40, 0]
    assert m["actions"][-1] == {"type": "turn", "seat": 0, "darts": ["S20", "S20"]}


@pytest.mark.parametrize("total", [-1, 10**9, "40", 40.0, None, True])
def test_rule_39_a_total_must_be_a_whole_number_in_range(total):
    refused(game(), {"type": "turn", "seat": 0, "darts": ["M"], "total": total}, "bad-total")


def test_rule_40_only_the_seat_to_throw_may_enter_a_turn():
    m = game(["Ann", "Bob", "Cat"])
    e = refused(m, {"type": "turn", "seat": 1, "darts": ["M"]}, "not-your-turn")
    assert "Ann" in e.message
    m = play(m, ["M"])
    refused(m, {"type": "turn", "seat": 0, "darts": ["M"]}, "not-your-turn")
    refused(m, {"type": "turn", "seat": 2, "darts": ["M"]}, "not-your-turn")
    assert darts.apply(m, {"type": "turn", "seat": 1, "darts": ["M"]})


def test_rule_40_decision_a_local_game_must_name_the_seat():
    refused(game(), {"type": "turn", "darts": ["M"]}, "bad-action")


@pytest.mark.parametrize("seat", [-1, 2, 7, "0", None, True, 0.0])
def test_a_turn_names_a_real_seat(seat):
    refused(game(), {"type": "turn", "seat": seat, "darts": ["M"]}, "no-such-seat")

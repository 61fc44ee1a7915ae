"""121 (rules/darts-practice.md, drill 5)."""

import pytest

from practice_helpers import me, session, throw
from pavilion import practice, x01
from pavilion.core import RuleError


def test_the_first_target_is_121():
    p = me(session("121"))
    assert p["target"] == "121" and p["progress"]["target"] == 121 and p["score"] is None


def test_a_checkout_on_a_double_moves_the_target_up_by_one():
    m = throw(session("121"), "T20", "S11", "DB")
    p = me(m)
    assert p["progress"]["target"] == 122 and p["score"] == 121
    assert p["progress"]["attempts"] == [{"target": 121, "checked_out": True, "darts": 3}]


def test_the_checkout_must_be_a_double_or_the_bull():
    m = throw(session("121"), "T20", "T17", "S10")  # 121 exactly, on a single: a bust
    assert me(m)["progress"]["left"] == 121 and me(m)["progress"]["visit"] == 2
    assert me(m)["progress"]["attempts"] == []


def test_nine_darts_three_visits_then_a_failure_moves_the_target_down_never_below_121():
    m = throw(session("121"), *["M"] * 9)
    assert me(m)["progress"]["target"] == 121 and me(m)["progress"]["attempts"][0]["checked_out"] is False
    m = throw(session("121"), "T20", "S11", "DB", *["M"] * 9)
    assert me(m)["progress"]["target"] == 121  # 122 failed: down to 121


def test_a_failure_moves_down_by_one():
    m = throw(session("121"), "T20", "S11", "DB", "T20", "T20", "D1", *["M"] * 9)
    assert me(m)["progress"]["target"] == 122  # 123 failed


def test_a_checkout_ends_the_visit_at_once():
    m = throw(session("121"), "T20", "S11", "DB")
    assert practice.replay(m)["dart"] == 1


def test_a_bust_sets_the_score_back_and_ends_the_visit():
    m = throw(session("121"), "T20", "T20")  # 1 left: a bust under double out
    p = me(m)
    assert p["progress"]["left"] == 121 and p["progress"]["visit"] == 2 and practice.replay(m)["dart"] == 1


def test_a_visit_keeps_what_it_scored_for_the_next():
    m = throw(session("121"), "T20", "M", "M")
    assert me(m)["progress"]["left"] == 61 and me(m)["target"] == "61"


def test_ten_targets_a_session_then_the_highest_checked_out_is_the_score():
    m = session("121")
    m = throw(m, "T20", "S11", "DB")                    # 121 out
    m = throw(m, "T20", "T20", "D1")                    # 122 out
    m = throw(m, *["M"] * 9)                            # 123 failed
    for _ in range(7):
        m = throw(m, *["M"] * 9)
    p = me(m)
    assert p["finished"] and p["figure"] == 122 and len(p["progress"]["attempts"]) == 10
    assert practice.replay(m)["result"] == "Ann finished: a best checkout of 122."


def test_no_checkout_at_all_is_no_score():
    m = throw(session("121"), *["M"] * 90)
    assert me(m)["finished"] and me(m)["figure"] is None
    assert practice.replay(m)["result"] == "Ann finished: no checkout."


def test_more_targets_is_the_option():
    m = throw(session("121", targets=12), *["M"] * 90)
    assert not me(m)["finished"] and me(m)["progress"]["targets"] == 12


@pytest.mark.parametrize("targets", [9, 51, "10", True])
def test_fewer_than_ten_targets_is_refused(targets):
    with pytest.raises(RuleError) as e:
        session("121", targets=targets)
    assert e.value.code == "bad-option"


def test_the_route_shown_is_x01s_checkout_for_the_darts_left():
    m = session("121")
    assert me(m)["route"] == x01.checkout(121, 3) and me(m)["route"][-1].startswith("D")
    m = throw(m, "T20")
    assert me(m)["route"] == x01.checkout(61, 2) and len(me(m)["route"]) == 2
    m = throw(m, "S20")
    assert me(m)["route"] is None  # 41 has no one-dart finish


def test_the_highest_checkout_wins_among_players():
    m = session("121", players=("Ann", "Bob"))
    m = throw(m, "T20", "S11", "DB", "M", "M", "M")
    while practice.replay(m)["to_throw"] is not None:
        m = throw(m, "M")
    s = practice.replay(m)
    assert s["winner"] == 0 and s["ranking"] == [0, 1] and s["players"][1]["figure"] is None

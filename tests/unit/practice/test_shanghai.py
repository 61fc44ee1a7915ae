"""Shanghai (rules/darts-practice.md, drill 3)."""

import pytest

from practice_helpers import me, refused, session, throw
from pavilion import practice
from pavilion.core import RuleError


def test_seven_rounds_by_default_round_k_aims_at_number_k():
    m = session("shanghai")
    assert me(m)["target"] == "1" and me(m)["progress"]["of"] == 7
    m = throw(m, *["M"] * 9)
    assert me(m)["target"] == "4"
    m = throw(m, *["M"] * 12)
    assert me(m)["finished"] and practice.replay(m)["over"]


def test_twenty_rounds_is_the_option():
    m = throw(session("shanghai", rounds=20), *["M"] * 21)
    assert me(m)["target"] == "8" and me(m)["progress"]["of"] == 20
    m = throw(m, *["M"] * 39)
    assert me(m)["finished"]


@pytest.mark.parametrize("rounds", [6, 8, 21, "7", None, True])
def test_other_round_counts_are_refused(rounds):
    with pytest.raises(RuleError) as e:
        session("shanghai", rounds=rounds)
    assert e.value.code == "bad-option" and e.value.message == "Shanghai is played over 7 rounds or 20."


def test_singles_score_k_doubles_2k_trebles_3k():
    m = throw(session("shanghai"), "M", "M", "M", "S2", "D2", "D2")
    assert me(m)["score"] == 10
    m = throw(m, "T3", "M", "M")
    assert me(m)["score"] == 19


def test_other_numbers_score_nothing():
    m = throw(session("shanghai"), "T20", "DB", "S2")
    assert me(m)["score"] == 0


def test_a_single_a_double_and_a_treble_in_one_visit_is_a_shanghai_and_wins_at_once():
    m = session("shanghai", players=("Ann", "Bob"))
    m = throw(m, "S1", "M", "M", "S1", "S1", "S1", "T2", "S2", "D2")  # Ann: a Shanghai on 2, in any order
    s = practice.replay(m)
    assert s["over"] and s["shanghai"] and s["winner"] == 0 and s["to_throw"] is None
    assert s["result"] == "Shanghai! Ann wins."
    assert s["players"][1]["score"] == 3  # Bob had more points: a Shanghai wins regardless
    refused(m, {"type": "dart", "seat": 1, "dart": "S2"}, "session-over")


def test_two_of_a_ring_and_one_other_is_no_shanghai():
    m = throw(session("shanghai"), "S1", "S1", "D1")
    assert not practice.replay(m)["shanghai"] and me(m)["target"] == "2"


def test_otherwise_the_most_points_after_the_last_round_wins():
    m = session("shanghai", players=("Ann", "Bob"))
    for k in range(1, 8):
        m = throw(m, f"S{k}", "M", "M", f"D{k}", "M", "M")
    s = practice.replay(m)
    assert s["over"] and s["winner"] == 1 and s["ranking"] == [1, 0]
    assert s["result"] == "Bob wins with 56 points."


def test_level_on_points_at_the_end_is_a_draw():
    m = throw(session("shanghai", players=("Ann", "Bob")), *["M"] * 42)
    s = practice.replay(m)
    assert s["over"] and s["winner"] is None and s["draw"]
    assert s["result"] == "A draw: Ann and Bob level on 0 points."


def test_a_shanghai_leaves_the_others_their_points_as_their_figure():
    m = session("shanghai", players=("Ann", "Bob"))
    s = practice.replay(throw(m, "S1", "M", "M", "S1", "D1", "T1"))  # Ann 1 point; Bob's Shanghai on 1
    assert s["winner"] == 1 and s["result"] == "Shanghai! Bob wins."
    assert [p["figure"] for p in s["players"]] == [1, 6]
    assert s["ranking"] == [1, 0]


def test_one_point_is_said_in_the_singular():
    m = throw(session("shanghai"), "S1", *["M"] * 20)
    assert practice.replay(m)["result"] == "Ann finished: 1 point."

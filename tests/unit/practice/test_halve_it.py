"""Halve-It (rules/darts-practice.md, drill 4)."""

from practice_helpers import me, session, throw
from pavilion import practice

ORDER = ["15", "16", "any double", "17", "18", "any treble", "19", "20", "Bull"]


def test_you_start_on_40():
    assert me(session("halve-it"))["score"] == 40


def test_the_rounds_targets_in_order():
    m = session("halve-it")
    seen = []
    for _ in ORDER:
        seen.append(me(m)["target"])
        m = throw(m, "M", "M", "M")
    assert seen == ORDER and me(m)["finished"]


def test_a_dart_on_the_target_scores_its_full_value():
    m = throw(session("halve-it"), "S15", "D15", "T15")
    assert me(m)["score"] == 40 + 15 + 30 + 45


def test_any_double_and_any_treble_take_any_number():
    m = throw(session("halve-it"), "S15", "M", "M", "S16", "M", "M", "D3", "D20", "M")
    assert me(m)["score"] == 40 + 15 + 16 + 6 + 40
    m = throw(m, "S17", "M", "M", "S18", "M", "M", "T1", "S5", "M")
    assert me(m)["score"] == 40 + 15 + 16 + 46 + 17 + 18 + 3


def test_any_double_counts_the_bull():
    m = throw(session("halve-it"), "S15", "M", "M", "S16", "M", "M", "DB", "M", "M")
    assert me(m)["score"] == 40 + 15 + 16 + 50


def test_the_bull_round_takes_either_ring():
    darts = ["S15", "M", "M", "S16", "M", "M", "D1", "M", "M", "S17", "M", "M", "S18", "M", "M",
             "T1", "M", "M", "S19", "M", "M", "S20", "M", "M"]
    m = throw(session("halve-it"), *darts, "SB", "DB", "M")
    assert me(m)["score"] == 40 + 15 + 16 + 2 + 17 + 18 + 3 + 19 + 20 + 75


def test_a_round_with_no_dart_on_its_target_halves_the_score_rounded_down():
    m = throw(session("halve-it"), "S15", "M", "M")  # 55
    m = throw(m, "S15", "T20", "M")  # nothing on 16: 27
    assert me(m)["score"] == 27
    assert me(m)["progress"]["rounds"][-1] == {"round": 2, "target": "16", "points": 0, "halved": True, "score": 27}


def test_the_most_points_at_the_end_wins():
    m = session("halve-it", players=("Ann", "Bob"))
    for _ in ORDER:
        m = throw(m, "M", "M", "M", "D20", "T20", "SB")  # Bob hits something of every round
    s = practice.replay(m)
    assert s["over"] and s["winner"] == 1 and s["players"][0]["figure"] == 0

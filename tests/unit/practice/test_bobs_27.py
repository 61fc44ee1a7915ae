"""Bob's 27 (rules/darts-practice.md, drill 2)."""

from practice_helpers import me, session, throw
from pavilion import practice


def test_you_start_on_27_aiming_at_double_1():
    m = session("bobs-27")
    assert me(m)["score"] == 27 and me(m)["target"] == "D1"


def test_round_k_aims_at_double_k_and_round_21_at_the_bull():
    m = throw(session("bobs-27"), *(["D1", "M", "M"] + [d for k in range(2, 21) for d in (f"D{k}", "M", "M")]))
    assert me(m)["target"] == "DB" and me(m)["progress"]["round"] == 21


def test_every_hit_on_the_rounds_double_adds_its_value():
    m = throw(session("bobs-27"), "D1", "D1", "S1")
    assert me(m)["score"] == 31  # 27 + 2 + 2; a single 1 is no hit
    m = throw(m, "D2", "M", "M")
    assert me(m)["score"] == 35


def test_three_darts_a_round_even_after_a_hit():
    m = throw(session("bobs-27"), "D1")
    assert me(m)["target"] == "D1" and practice.replay(m)["dart"] == 2


def test_a_round_with_no_hit_takes_its_value_off():
    m = throw(session("bobs-27"), "M", "S1", "T1")
    assert me(m)["score"] == 25
    rounds = me(m)["progress"]["rounds"]
    assert rounds == [{"round": 1, "target": "D1", "hits": 0, "change": -2, "score": 25}]


def test_the_bull_round_scores_50_a_hit():
    darts = [d for k in range(1, 21) for d in (f"D{k}", "M", "M")]
    m = throw(session("bobs-27"), *darts, "DB", "SB", "DB")
    assert me(m)["score"] == 27 + sum(2 * k for k in range(1, 21)) + 100 and me(m)["finished"]


def test_the_bull_round_without_a_hit_takes_50_off():
    darts = [d for k in range(1, 21) for d in (f"D{k}", "M", "M")]
    m = throw(session("bobs-27"), *darts, "SB", "M", "M")
    assert me(m)["score"] == 27 + 420 - 50


def test_falling_to_zero_or_below_ends_the_game_there():
    misses = ["M"] * 15  # -2 -4 -6 -8 -10: 25, 21, 15, 7, then -3
    m = throw(session("bobs-27"), *misses[:12])
    assert me(m)["score"] == 7 and not me(m)["finished"]
    m = throw(m, *misses[12:])
    s = practice.replay(m)
    assert s["players"][0]["score"] == -3 and s["players"][0]["finished"] and s["over"]
    assert s["players"][0]["figure"] == -3


def test_the_highest_possible_is_1437():
    darts = [f"D{k}" for k in range(1, 21) for _ in range(3)] + ["DB"] * 3
    m = throw(session("bobs-27"), *darts)
    assert me(m)["figure"] == 1437
    assert practice.replay(m)["result"] == "Ann finished: 1437 points."


def test_a_player_out_is_passed_over_while_the_others_go_on():
    m = session("bobs-27", players=("Ann", "Bob"))
    for _ in range(5):
        m = throw(m, "M", "M", "M", "D1" if not me(m, 1)["progress"]["rounds"] else "M", "M", "M")
    s = practice.replay(m)
    assert s["players"][0]["finished"] and not s["players"][1]["finished"] and s["to_throw"] == 1

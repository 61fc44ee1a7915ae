"""Around the Clock (rules/darts-practice.md, drill 1)."""

from practice_helpers import me, session, throw
from pavilion import practice

CLOCK = [f"S{n}" for n in range(1, 21)] + ["SB"]


def test_the_targets_are_1_to_20_then_the_bull_in_order():
    m = session("around-the-clock")
    assert me(m)["target"] == "1"
    assert me(m)["progress"]["targets"] == [str(n) for n in range(1, 21)] + ["Bull"]
    m = throw(m, *CLOCK[:20])
    assert me(m)["target"] == "Bull"


def test_a_dart_on_another_number_does_not_move_you_on():
    m = throw(session("around-the-clock"), "S2", "T20", "DB")
    assert me(m)["target"] == "1" and me(m)["progress"]["hit"] == 0


def test_any_ring_of_the_target_is_one_hit_and_moves_you_to_the_next():
    m = throw(session("around-the-clock"), "T1", "D2", "S3")
    assert me(m)["target"] == "4" and me(m)["progress"]["hit"] == 3  # a treble is one hit, not three


def test_the_bull_counts_in_either_ring():
    for bull in ("SB", "DB"):
        m = throw(session("around-the-clock"), *CLOCK[:20], bull)
        assert me(m)["finished"]


def test_the_score_is_the_darts_used_to_finish():
    m = throw(session("around-the-clock"), "M", "S1", "M", *CLOCK[1:])
    assert me(m)["figure"] == 23 and practice.replay(m)["over"]
    assert practice.replay(m)["result"] == "Ann finished: 23 darts."


def test_fewer_darts_is_better_and_wins():
    m = session("around-the-clock", players=("Ann", "Bob"))
    for n in range(1, 21):  # Ann hits one a visit, Bob misses his first visit
        m = throw(m, f"S{n}", "M", "M", "M", "M", "M") if n == 1 else throw(m, f"S{n}", "M", "M", f"S{n - 1}", "M", "M")
    s = practice.replay(m)
    assert s["better"] == "fewer"
    m = throw(m, "SB")  # Ann finishes on the first dart of the visit: the visit ends there
    assert practice.replay(m)["players"][0]["finished"] and practice.replay(m)["to_throw"] == 1
    m = throw(m, "S20", "SB")
    s = practice.replay(m)
    assert s["over"] and s["winner"] == 0 and s["ranking"] == [0, 1]
    assert s["players"][0]["figure"] < s["players"][1]["figure"]


def test_doubles_only_counts_the_double_of_each_number_then_the_bull():
    m = session("around-the-clock", doubles=True)
    assert me(m)["target"] == "D1"
    m = throw(m, "S1", "T1", "D1")
    assert me(m)["target"] == "D2"
    m = throw(m, *[f"D{n}" for n in range(2, 21)])
    assert me(m)["target"] == "DB"
    m = throw(m, "SB")
    assert not me(m)["finished"]
    m = throw(m, "DB")
    assert me(m)["figure"] == 24

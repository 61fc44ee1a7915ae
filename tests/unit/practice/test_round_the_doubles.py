"""Round the Doubles (rules/darts-practice.md, drill 6)."""

from practice_helpers import me, session, throw
from pavilion import practice

DOUBLES = [f"D{n}" for n in range(1, 21)] + ["DB"]


def test_double_1_to_double_20_then_the_bull_in_order():
    m = session("round-the-doubles")
    seen = []
    for dart in DOUBLES:
        seen.append(me(m)["target"])
        m = throw(m, dart)
    assert seen == DOUBLES and me(m)["finished"]


def test_only_a_dart_on_the_current_double_moves_you_on():
    m = throw(session("round-the-doubles"), "S1", "T1", "D2", "SB")
    assert me(m)["target"] == "D1"


def test_the_score_is_the_darts_used_to_finish():
    m = throw(session("round-the-doubles"), "M", "M", *DOUBLES)
    assert me(m)["figure"] == 23 and practice.replay(m)["better"] == "fewer"


def test_hits_in_99_darts_is_the_option():
    m = session("round-the-doubles", hits_in_99=True)
    m = throw(m, "D1", "D2", "D3", *["M"] * 95)
    assert not me(m)["finished"] and me(m)["score"] == 3
    m = throw(m, "D4")
    p = me(m)
    assert p["finished"] and p["figure"] == 4 and p["darts"] == 99
    s = practice.replay(m)
    assert s["better"] == "more" and s["result"] == "Ann finished: 4 hits in 99 darts."


def test_with_hits_in_99_finishing_the_doubles_early_ends_it():
    m = throw(session("round-the-doubles", hits_in_99=True), *DOUBLES)
    assert me(m)["finished"] and me(m)["figure"] == 21


def test_one_hit_in_99_darts_is_said_in_the_singular():
    m = throw(session("round-the-doubles", hits_in_99=True), "D1", *["M"] * 98)
    assert practice.replay(m)["result"] == "Ann finished: 1 hit in 99 darts."

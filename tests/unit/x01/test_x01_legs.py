"""Legs and sets: first to N, the first throw passing on each leg (and each set), the match won."""

import pytest

from pavilion import x01
from pavilion.core import RuleError

from x01_helpers import match, play, refused, visit

FINISH_121 = ["T20", "T7", "D20"]


def win_leg(m):
    """Whoever throws first checks out 121 at once."""
    return visit(m, FINISH_121)


def test_rule_first_to_n_legs():
    m = match(start=121, legs=2)
    m = win_leg(m)  # Ann throws first in leg 1
    s = x01.replay(m)
    assert s["winner"] is None and s["leg"] == 2 and [p["legs"] for p in s["players"]] == [1, 0]
    assert [p["score"] for p in s["players"]] == [121, 121]
    m = win_leg(m)  # Bob throws first in leg 2
    m = win_leg(m)  # Ann in leg 3
    s = x01.replay(m)
    assert s["winner"] == 0 and [p["legs"] for p in s["players"]] == [2, 1] and s["to_throw"] is None


@pytest.mark.parametrize("starter", [0, 1, 2])
def test_rule_the_first_throw_alternates_each_leg(starter):
    m = match(("Ann", "Bob", "Cat"), start=121, legs=5, starter=starter)
    starters = []
    for _ in range(5):
        s = x01.replay(m)
        starters.append(s["leg_starter"])
        assert s["to_throw"] == s["leg_starter"]
        m = win_leg(m)
    assert starters == [(starter + k) % 3 for k in range(5)]


def test_rule_sets_the_first_throw_passes_each_set_and_each_leg():
    m = match(start=121, legs=2, sets=2)
    seen = []
    while x01.replay(m)["winner"] is None:
        s = x01.replay(m)
        seen.append((s["set"], s["leg"], s["leg_starter"]))
        # the leg's second thrower wins it, so every set goes to three legs
        m = play(m, 0, FINISH_121)
    assert seen[:3] == [(1, 1, 0), (1, 2, 1), (1, 3, 0)]
    assert seen[3:6] == [(2, 1, 1), (2, 2, 0), (2, 3, 1)]


def test_sets_count_and_legs_start_again_in_a_new_set():
    m = match(start=121, legs=1, sets=2)
    m = win_leg(m)
    s = x01.replay(m)
    assert (s["set"], s["leg"]) == (2, 1) and [p["sets"] for p in s["players"]] == [1, 0]
    assert [p["legs"] for p in s["players"]] == [0, 0]
    assert s["leg_starter"] == s["to_throw"] == 1


def test_the_match_is_over_after_the_sets():
    m = match(start=121, legs=1, sets=2)
    m = win_leg(m)  # set 1 to Ann; Bob starts set 2
    m = win_leg(m)  # set 2 to Bob; Ann starts set 3
    m = win_leg(m)
    s = x01.replay(m)
    assert s["winner"] == 0 and [p["sets"] for p in s["players"]] == [2, 1]
    assert x01.replay(m)["calls"][0] == "Game shot, and the match!"
    refused(m, {"type": "visit", "seat": 1, "total": 0}, "game-over")


@pytest.mark.parametrize("options, code", [({"legs": 0}, "bad-legs"), ({"legs": 12}, "bad-legs"),
                                           ({"sets": 0}, "bad-sets"), ({"sets": 6}, "bad-sets"),
                                           ({"starter": 2}, "bad-starter"), ({"out": "single"}, "bad-out"),
                                           ({"double_in": 1}, "bad-double-in"), ({"legs": True}, "bad-legs"),
                                           ({"bull": 1}, "bad-option")])
def test_bad_options_are_refused(options, code):
    with pytest.raises(RuleError) as caught:
        match(**options)
    assert caught.value.code == code


def test_legs_played_record_the_winner_starter_and_darts():
    m = match(start=121, legs=2)
    m = play(m, ["T20", "T7"], 0, ["D20"])
    s = x01.replay(m)
    assert s["legs_played"] == [{"set": 1, "leg": 1, "winner": 0, "starter": 0, "darts": 4}]
    assert s["players"][0]["stats"]["best_leg"] == 4


def test_solo_practice_leg():
    m = play(match(("Ann",), start=170), 60, 60, {"total": 50, "checkout": 1})
    s = x01.replay(m)
    assert s["winner"] == 0 and s["players"][0]["stats"]["best_leg"] == 7


def test_rematch_passes_the_first_throw_and_needs_a_new_seed():
    m = win_leg(match(start=121, seed="ab"))
    r = x01.rematch(m, seed="cd")
    assert r["options"]["starter"] == 1 and r["actions"] == [] and r["options"]["start"] == 121
    with pytest.raises(RuleError) as caught:
        x01.rematch(m, seed="ab")
    assert caught.value.code == "same-seed"

"""What the board says: the aria-live line, the turn line, the caller's calls, and preview."""

import pytest

from pavilion import x01
from pavilion.core import RuleError
from pavilion.x01.announce import words

from x01_helpers import match, play


@pytest.mark.parametrize("n, said", [(0, "no score"), (7, "seven"), (26, "twenty-six"), (40, "forty"),
                                     (100, "one hundred"), (140, "one hundred and forty"),
                                     (180, "one hundred and eighty"), (111, "one hundred and eleven")])
def test_words(n, said):
    assert words(n) == said


def test_the_last_line_and_turn_line():
    s = x01.replay(play(match(), 140))
    assert s["last"] == "Ann: 140. Bob to throw, 501 left."
    assert s["turn_line"] == "Bob to throw · 501 · leg 1"
    s = x01.replay(play(match(legs=2, sets=2), 60))
    assert s["turn_line"] == "Bob to throw · 501 · set 1, leg 1"
    assert x01.replay(match())["last"] is None


def test_dart_by_dart_and_bust_lines():
    s = x01.replay(play(match(), ["T20", "T20", "M"]))
    assert s["last"] == "Ann: treble 20, treble 20, miss: 120. Bob to throw, 501 left."
    s = x01.replay(play(match(start=121), 81, 0, "bust"))
    assert s["last"] == "Ann: bust, 40 left. Bob to throw, 121 left."
    assert s["calls"] == ["Bust!", "Bob, you require 121."]


def test_the_last_line_says_each_visit_since_a_person_threw():
    """After a person's visit the computer's follow at once: the line says the person's visit too,
    and the computer's darts in words, not notation read as letters."""
    m = play(match(players=("Ann", {"name": "Droid", "bot": 3})), 60, ["S20", "S5", "S1"])
    assert x01.replay(m)["last"] == "Ann: 60. Droid: single 20, single 5, single 1: 26. Ann to throw, 441 left."
    m = play(match(players=("Ann", {"name": "Droid", "bot": 3}, {"name": "Robo", "bot": 2})),
             ["T20", "T20", "M"], ["DB", "M", "M"], ["SB", "S1", "T19"])
    assert x01.replay(m)["last"] == ("Ann: treble 20, treble 20, miss: 120. Droid: bullseye, miss, miss: 50. "
                                     "Robo: outer bull, single 1, treble 19: 83. Ann to throw, 381 left.")
    assert x01.replay(play(match(), 45, 60))["last"] == "Bob: 60. Ann to throw, 456 left."  # people: each their own
    m = play(match(players=({"name": "Droid", "bot": 3}, {"name": "Robo", "bot": 2})), 45, ["S20", "S1", "M"])
    assert x01.replay(m)["last"] == "Robo: single 20, single 1, miss: 21. Droid to throw, 456 left."  # no person: the last


def test_calls_for_big_visits():
    assert x01.replay(play(match(), 180))["calls"] == ["One hundred and eighty!"]
    assert x01.replay(play(match(), 140))["calls"] == ["One hundred and forty!"]
    assert x01.replay(play(match(), 26))["calls"] == ["Twenty-six."]
    assert x01.replay(play(match(), 0))["calls"] == ["No score."]


def test_the_caller_says_what_the_next_thrower_requires():
    s = x01.replay(play(match(start=121), 89, 60))
    assert s["calls"] == ["Sixty.", "Ann, you require 32."]
    s = x01.replay(play(match(start=170), 1, 1))  # Ann on 169: no finish, nothing required
    assert s["calls"] == ["One."]


def test_game_shot_calls():
    s = x01.replay(play(match(start=121, legs=2), ["T20", "T7", "D20"]))
    assert s["calls"][0] == "Game shot, and the leg!"
    assert s["last"] == ("Ann: treble 20, treble 7, double 20: 121, checked out in 3 darts: the leg to Ann. Now leg 2. "
                         "Bob to throw, 121 left.")
    s = x01.replay(play(match(start=121, legs=1, sets=2), ["T20", "T7", "D20"]))
    assert s["calls"][0] == "Game shot, and the set!"
    s = x01.replay(play(match(start=121), ["T20", "T7", "D20"]))
    assert s["calls"] == ["Game shot, and the match!"] and s["last"].endswith("Ann wins the match.")
    assert s["turn_line"] == "Ann wins the match"


def test_preview_while_entering():
    m = play(match(start=121), 0)  # Bob to throw, 121
    p = x01.preview(m, ["T20"])
    assert p == {"seat": 1, "darts": ["T20"], "scored": 60, "remaining": 61, "bust": False, "checked_out": False,
                 "opened": True, "at_double": 0, "route": x01.checkout(61, 2, "double")}
    assert p["route"] is not None
    p = x01.preview(m, ["T20", "T20"])
    assert p["bust"] and p["remaining"] == 121 and p["route"] is None
    p = x01.preview(m, ["T20", "T7", "D20"])
    assert p["checked_out"] and p["remaining"] == 0
    assert x01.preview(m, [])["route"] == x01.replay(m)["route"] == x01.checkout(121, 3, "double")
    with pytest.raises(RuleError) as caught:
        x01.preview(m, ["T20", "T20", "S1"])
    assert caught.value.code == "darts-after-bust"


def test_preview_when_nobody_throws():
    m = play(match(start=121), ["T20", "T7", "D20"])
    with pytest.raises(RuleError) as caught:
        x01.preview(m, [])
    assert caught.value.code == "game-over"
    with pytest.raises(RuleError) as caught:
        x01.preview(x01.apply(match(), {"type": "end"}), [])
    assert caught.value.code == "game-ended"


def test_no_route_before_the_double_in():
    assert x01.replay(match(start=121, double_in=True))["route"] is None
    assert x01.replay(match(start=121))["route"] is not None


def test_each_players_last_visit():
    s = x01.replay(play(match(), 100, ["T20"]))
    assert s["players"][0]["last"] == {"darts": None, "total": 100, "scored": 100, "bust": False, "checkout": None}
    assert s["players"][1]["last"]["darts"] == ["T20", "M", "M"]

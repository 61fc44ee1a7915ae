"""The polite announcement after a darts action: the result in words a screen reader says right,
then who throws next and in which round (issue 27)."""

from darts_helpers import STANDARD_CLOSE_OUT, game, play
from pavilion import darts
from pavilion.darts.announce import dart_said, spoken


def said_after(m):
    state = darts.replay(m)
    return spoken(state, state["turns"][-1])


def test_a_visit_is_said_in_words_with_who_throws_next_and_the_round():
    assert said_after(play(game(), ["T15", "M", "M"])) == "Ann: treble 15, miss, miss: 3 marks. Bob to throw, round 1."
    assert said_after(play(game(), ["M"], ["S20", "D19", "DB"])) == \
        "Bob: single 20, double 19, bullseye: 5 marks. Ann to throw, round 2."


def test_points_are_said_only_when_scored():
    assert said_after(play(game(), ["T20", "S20", "S20"])) == \
        "Ann: treble 20, single 20, single 20: 5 marks, 40 points. Bob to throw, round 1."


def test_every_notation_has_words_and_none_is_read_letter_by_letter():
    assert [dart_said(d) for d in ("S1", "D20", "T7", "SB", "DB", "M")] == \
        ["single 1", "double 20", "treble 7", "outer bull", "bullseye", "miss"]


def test_the_round_limit_and_the_leg_are_said_when_they_matter():
    state = darts.replay(play(game(round_limit=10), ["M"]))
    assert spoken(state, state["turns"][-1]).endswith("Bob to throw, round 1 of 10.")
    state = darts.replay(play(game(legs=2), ["M"]))
    assert spoken(state, state["turns"][-1]).endswith("Bob to throw, round 1, leg 1.")


def test_the_winning_visit_says_the_result_and_no_one_to_throw():
    m = play(game(), STANDARD_CLOSE_OUT[0], ["M"], STANDARD_CLOSE_OUT[1], ["M"])
    line = said_after(play(m, STANDARD_CLOSE_OUT[2]))
    assert line.startswith("Ann: bullseye, outer bull: ") and line.endswith("Game over: Ann wins.")
    assert "to throw" not in line


def test_another_action_is_said_as_the_state_says_it_then_what_is_next():
    m = darts.apply(play(game(), ["T20"]), {"type": "undo"})
    assert spoken(darts.replay(m)) == "Undone: Ann's turn. Ann to throw, round 1."
    assert spoken(darts.replay(darts.apply(game(), {"type": "join", "name": "Cat"}))) == \
        "Cat joined the game. Ann to throw, round 1."


def test_an_award_comes_after_the_visit_and_before_who_is_next():
    state = darts.replay(play(game(), ["T20", "T19", "T18"]))
    assert spoken(state, state["turns"][-1], "White Horse!") == \
        "Ann: treble 20, treble 19, treble 18: 9 marks. White Horse! Bob to throw, round 1."

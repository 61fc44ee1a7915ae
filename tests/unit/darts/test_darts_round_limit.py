"""Rules 29-35: the optional round limit."""

from darts_helpers import STANDARD_CLOSE_OUT, game, misses, play, points, refused
from pavilion import darts


def test_rule_29_no_limit_changes_nothing():
    m = misses(game(), 60)
    s = darts.replay(m)
    assert s["round_limit"] is None and s["round"] == 31 and s["to_throw"] == 0 and not s["game_over"]


def test_rule_30_a_round_is_one_turn_for_every_seat_still_in():
    m = misses(game(["Ann", "Bob", "Cat"], round_limit=3), 3)
    m = darts.apply(m, {"type": "remove", "seat": 2, "by": 2})
    m = misses(m, 4)
    s = darts.replay(m)
    assert [t["round"] for t in s["turns"]] == [1, 1, 1, 2, 2, 3, 3]
    assert [t["seat"] for t in s["turns"]] == [0, 1, 2, 0, 1, 0, 1]
    assert s["game_over"] and s["round"] == 3


def test_rule_30_removing_the_last_seat_of_a_round_starts_the_next():
    m = misses(game(["Ann", "Bob", "Cat"]), 2)
    m = darts.apply(m, {"type": "remove", "seat": 2, "by": 0})
    s = darts.replay(m)
    assert s["to_throw"] == 0 and s["round"] == 2


def test_rule_31_no_turn_after_the_last_capped_round():
    m = misses(game(round_limit=2), 4)
    s = darts.replay(m)
    assert s["game_over"] and s["to_throw"] is None and s["round"] == 2
    refused(m, {"type": "turn", "seat": 0, "darts": ["M"]}, "round-limit")


def test_rule_32_closing_out_inside_the_limit_wins_as_usual():
    m = play(game(round_limit=4), ["M"], ["T20", "S20"], STANDARD_CLOSE_OUT[0], ["M"], STANDARD_CLOSE_OUT[1], ["M"])
    m = play(m, ["DB", "SB", "D19"])                                          # round 4, Bob still to throw
    s = darts.replay(m)
    assert points(s) == [38, 20]
    assert s["winner"] == 0 and s["result"] == "closed-out" and s["round"] == 4 and s["game_over"]


def test_rule_33_most_points_wins_counting_only_seats_still_in():
    m = play(game(["Ann", "Bob", "Cat"], round_limit=2), ["T20", "S20"], ["M"], ["T19", "T19"], ["M"], ["M"])
    assert points(darts.replay(m)) == [20, 0, 57]
    m = darts.apply(m, {"type": "remove", "seat": 2, "by": 0})
    s = darts.replay(m)
    assert s["game_over"] and s["winner"] == 0 and s["result"] == "points"
    assert s["standings"] == [0, 1, 2]


def test_rule_33_most_points_at_the_limit():
    m = play(game(round_limit=1), ["M"], ["T20", "S20"])
    s = darts.replay(m)
    assert s["winner"] == 1 and s["result"] == "points" and s["last"].endswith("Game over: Bob wins on points")


def test_rule_34_level_top_points_at_the_limit_is_a_draw():
    m = play(game(["Ann", "Bob", "Cat"], round_limit=1), ["T20", "S20"], ["T19", "S20"], ["M"])
    s = darts.replay(m)
    assert points(s) == [20, 0, 0]
    m = play(game(["Ann", "Bob", "Cat"], round_limit=1), ["T20", "T20"], ["T15", "T15", "S15"], ["M"])
    s = darts.replay(m)
    assert points(s) == [60, 60, 0]
    assert s["draw"] and s["winner"] is None and s["result"] == "draw" and s["game_over"]


def test_rule_35_a_bare_total_turn_means_points_cannot_decide():
    m = play(game(round_limit=2), ["T20", "S20"], ["M"])
    m = darts.apply(m, {"type": "correct", "turn": 1, "total": 10})
    m = misses(m, 2)
    s = darts.replay(m)
    assert points(s) == [20, 10] and s["game_over"]
    assert s["winner"] is None and not s["draw"] and s["result"] == "no-result"


def test_solo_out_of_rounds_has_no_winner():
    """Decision: solo is a closing race, so running out of rounds is no result, not a win on points."""
    m = play(game(["Ann"], round_limit=2), ["T20"], ["T19"])
    s = darts.replay(m)
    assert s["game_over"] and s["winner"] is None and s["result"] == "no-result"

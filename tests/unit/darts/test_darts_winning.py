"""Rules 20-28: winning."""

from darts_helpers import STANDARD_CLOSE_OUT, game, misses, play, points, refused
from pavilion import darts


def test_rule_20_the_win_is_checked_at_the_end_of_the_throwers_own_turn():
    m = play(game(["Ann", "Bob", "Cat"]), ["M"], ["M"], ["T20", "T20"])       # Cat 60 points
    m = play(m, STANDARD_CLOSE_OUT[0], ["M"], ["M"], STANDARD_CLOSE_OUT[1], ["M"], ["M"])
    m = play(m, STANDARD_CLOSE_OUT[2], ["M"])                                   # Ann closed out, behind Cat
    s = darts.replay(m)
    assert s["seats"][0]["closed_out"] and s["winner"] is None
    m = darts.apply(m, {"type": "remove", "seat": 2, "by": 0})                  # now Ann leads Bob 0-0
    s = darts.replay(m)
    assert s["winner"] is None and s["to_throw"] == 0                          # not at the removal
    m = play(m, ["M"])
    s = darts.replay(m)
    assert s["winner"] == 0 and s["winner_turn"] == len(s["turns"]) - 1


def test_rule_20_the_state_mid_visit_does_not_matter():
    m = play(game(), ["M"], ["T20", "S20"])                                     # Bob 20
    m = play(m, STANDARD_CLOSE_OUT[0], ["M"], STANDARD_CLOSE_OUT[1], ["M"])
    assert darts.preview(m, ["DB", "SB"])["wins"] is False                      # closed out, behind 0-20
    m = play(m, ["DB", "SB", "D19"])
    s = darts.replay(m)
    assert s["winner"] == 0 and points(s) == [38, 20]


def test_rule_21_closed_out_and_points_at_least_every_opponents():
    m = play(game(), ["M"], ["T20", "S20"])
    m = play(m, STANDARD_CLOSE_OUT[0], ["M"], STANDARD_CLOSE_OUT[1], ["M"], STANDARD_CLOSE_OUT[2])
    s = darts.replay(m)
    assert s["seats"][0]["closed_out"] and points(s) == [0, 20] and s["winner"] is None
    assert s["to_throw"] == 1 and not s["game_over"]


def test_rule_21_points_alone_never_win():
    m = play(game(), ["T20", "T20", "T20"], ["M"], ["T20", "T20", "T20"])
    s = darts.replay(m)
    assert points(s) == [120 + 180, 0] and s["winner"] is None and not s["game_over"]


def test_rule_22_closing_out_level_on_points_wins():
    m = play(game(), ["T20", "T20"], ["T15", "T15", "S15"])                      # 60-60
    m = play(m, ["T19", "T18", "T17"], ["M"], ["T16", "T15", "DB"], ["M"], ["SB"])
    s = darts.replay(m)
    assert points(s) == [60, 60] and s["winner"] == 0
    assert s["result"] == "closed-out" and s["draw"] is False


def test_rule_23_closed_out_behind_keeps_scoring_until_level():
    m = play(game(), ["M"], ["T20", "D20"])                                     # Bob 40
    m = play(m, STANDARD_CLOSE_OUT[0], ["M"], STANDARD_CLOSE_OUT[1], ["M"], STANDARD_CLOSE_OUT[2], ["M"])
    m = play(m, ["S19"], ["M"])                                                # Ann 19: still behind
    s = darts.replay(m)
    assert points(s) == [19, 40] and s["winner"] is None
    m = play(m, ["S19", "S20"])                                                # 20 is dead: S19 makes 38
    s = darts.replay(m)
    assert points(s) == [38, 40] and s["winner"] is None
    m = play(m, ["M"], ["S18"])
    s = darts.replay(m)
    assert points(s) == [56, 40] and s["winner"] == 0


def test_rule_24_the_first_seat_to_win_is_the_winner_for_good():
    m = play(game(), ["M"], STANDARD_CLOSE_OUT[0], ["M"], STANDARD_CLOSE_OUT[1], ["M"], STANDARD_CLOSE_OUT[2])
    assert darts.replay(m)["winner"] == 1
    for k, visit in ((0, STANDARD_CLOSE_OUT[0]), (2, STANDARD_CLOSE_OUT[1]), (4, STANDARD_CLOSE_OUT[2])):
        m = darts.apply(m, {"type": "correct", "turn": k, "darts": list(visit)})
    s = darts.replay(m)
    assert s["seats"][1]["closed_out"] and points(s) == [0, 0]                 # Bob's last turn satisfies too
    assert s["winner"] == 0 and s["winner_turn"] == 4


def test_rule_25_winning_does_not_end_the_game():
    m = play(game(), *[v for visit in STANDARD_CLOSE_OUT for v in (visit, ["M"])][:5])
    s = darts.replay(m)
    assert s["winner"] == 0 and s["game_over"] and not s["ended"] and s["to_throw"] is None
    assert s["last"].endswith("Game over: Ann wins")
    m = darts.apply(m, {"type": "end"})
    s = darts.replay(m)
    assert s["ended"] and s["winner"] == 0 and s["result"] == "closed-out"


def test_rule_26_solo_closing_all_seven_wins():
    m = play(game(["Ann"]), *STANDARD_CLOSE_OUT[:2])
    assert darts.replay(m)["winner"] is None
    m = play(m, STANDARD_CLOSE_OUT[2])
    assert darts.replay(m)["winner"] == 0


def test_rule_27_ending_before_a_winner_records_none():
    m = play(game(), ["T20", "T20", "T20"], ["M"])
    m = darts.apply(m, {"type": "end"})
    s = darts.replay(m)
    assert s["winner"] is None and s["result"] == "ended" and s["game_over"] and s["ended"]
    assert s["last"] == "Game ended: no winner"


def test_rule_28_finishing_order_is_by_points_and_names_no_winner():
    m = play(game(["Ann", "Bob", "Cat"]), ["M"], ["T20", "S20"], ["T19", "D19"])
    m = darts.apply(m, {"type": "end"})
    s = darts.replay(m)
    assert s["standings"] == [2, 1, 0] and s["winner"] is None


def test_rule_28_level_points_keep_seat_order():
    s = darts.replay(misses(game(["Ann", "Bob", "Cat"]), 3))
    assert s["standings"] == [0, 1, 2]


def test_no_turn_after_a_winner_exists():
    m = play(game(), STANDARD_CLOSE_OUT[0], ["M"], STANDARD_CLOSE_OUT[1], ["M"], STANDARD_CLOSE_OUT[2])
    refused(m, {"type": "turn", "seat": 1, "darts": ["M"]}, "game-over")

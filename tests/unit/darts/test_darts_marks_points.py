"""Rules 10-19: marks and points."""

from darts_helpers import game, marks, play, points, refused, seed_with
from pavilion import darts


def test_rule_10_single_double_treble_and_closing_at_three():
    m = play(game(), ["S20", "D19", "T18"])
    s = darts.replay(m)
    assert (marks(s, 0)["20"], marks(s, 0)["19"], marks(s, 0)["18"]) == (1, 2, 3)
    assert s["turns"][0]["marks"] == 6
    assert [t["closed_by"] for t in s["targets"][:3]] == [[], [], [0]]
    m = play(m, ["M"], ["D20", "S20"])
    s = darts.replay(m)
    assert marks(s, 0)["20"] == 3 and s["seats"][0]["hits"]["20"] == 4 and s["seats"][0]["points"] == 20


def test_rule_11_outer_bull_one_mark_inner_two_and_no_treble():
    s = darts.replay(play(game(), ["SB", "M"], ["DB"]))
    assert marks(s, 0)["25"] == 1 and marks(s, 1)["25"] == 2
    m = game()
    for text in ("TB", "T25"):
        refused(m, {"type": "turn", "seat": 0, "darts": ["S20", text]}, "triple-bull")


def test_rule_12_marking_does_not_care_which_numbers_were_drawn():
    seed = seed_with(wanted=(3,))
    m = play(game(board="random", seed=seed), ["S3", "D3"])
    s = darts.replay(m)
    assert marks(s, 0)["3"] == 3 and s["turns"][0]["detail"][0]["marks"] == 1


def test_rule_13_marks_beyond_three_score_face_value_bull_25_a_mark():
    m = play(game(), ["T19", "S19"])
    assert points(darts.replay(m)) == [19, 0]
    seed = seed_with(wanted=(5,))
    m = play(game(board="random", seed=seed), ["T5", "T5"])
    assert darts.replay(m)["turns"][0]["points"] == 15
    m = play(game(), ["DB", "SB", "DB"], ["M"], ["SB"])
    s = darts.replay(m)
    assert s["turns"][0]["detail"][2] == {"dart": "DB", "marks": 2, "points": 50}
    assert points(s) == [75, 0]


def test_rule_14_overflow_inside_one_dart():
    m = play(game(), ["D20", "T20"])
    s = darts.replay(m)
    assert s["turns"][0]["detail"][1] == {"dart": "T20", "marks": 3, "points": 40}
    assert marks(s, 0)["20"] == 3


def test_rule_15_extra_marks_score_only_while_an_opponent_has_it_open():
    m = play(game(), ["T20"], ["T20"], ["T20"])
    s = darts.replay(m)
    assert points(s) == [0, 0] and s["turns"][2]["detail"][0]["points"] == 0


def test_rule_16_with_three_players_you_score_until_every_opponent_has_closed():
    m = play(game(["Ann", "Bob", "Cat"]), ["T20"], ["T20"], ["M"], ["S20"])
    assert points(darts.replay(m)) == [20, 0, 0]
    m = play(m, ["M"], ["T20"], ["S20"])
    s = darts.replay(m)
    assert points(s) == [20, 0, 0] and s["turns"][-1]["points"] == 0


def test_rule_17_a_number_every_seat_has_closed_is_dead():
    m = play(game(["Ann", "Bob", "Cat"]), ["T20"], ["T20"])
    s = darts.replay(m)
    assert s["dead"] == [] and not s["targets"][0]["dead"]
    m = play(m, ["T20"])
    s = darts.replay(m)
    assert s["dead"] == [20] and s["targets"][0]["dead"]
    m = play(m, ["T20", "T20"], ["T20"], ["S20", "D20"])
    assert points(darts.replay(m)) == [0, 0, 0]


def test_rule_18_solo_no_dart_ever_scores():
    m = play(game(["Ann"]), ["T20", "T20", "T20"], ["DB", "DB", "DB"], ["T19", "T19", "T19"])
    s = darts.replay(m)
    assert points(s) == [0] and all(t["points"] == 0 for t in s["turns"])
    assert s["seats"][0]["hits"]["20"] == 9


def test_rule_19_points_go_to_the_thrower_not_cut_throat():
    m = play(game(["Ann", "Bob", "Cat"]), ["T20", "T20"])
    assert points(darts.replay(m)) == [60, 0, 0]

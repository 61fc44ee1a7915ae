"""Rules 41-45: corrections and undo."""

from darts_helpers import STANDARD_CLOSE_OUT, game, marks, play, points, refused
from pavilion import darts
from pavilion.core import with_actions


def test_rule_41_a_correction_recomputes_everything_after_it_on_the_same_board():
    m = play(game(board="random", seed="k7"), ["T18"], ["M"], ["S18"], ["T18"])  # board 18 13 11 10 7 6 B
    s = darts.replay(m)
    assert points(s) == [18, 0] and s["dead"] == [18]
    m = darts.apply(m, {"type": "correct", "turn": 1, "darts": ["T18"]})
    s = darts.replay(m)
    assert points(s) == [0, 0] and s["dead"] == [18]
    assert s["turns"][2]["detail"][0] == {"dart": "S18", "marks": 0, "points": 0}
    assert s["turns"][1]["corrected"] and not s["turns"][0]["corrected"]
    assert s["board"] == list(darts.deal("k7", "random"))
    m = darts.apply(m, {"type": "correct", "turn": 0, "darts": ["M"]})
    s = darts.replay(m)
    assert s["dead"] == [] and marks(s, 0)["18"] == 1 and points(s) == [0, 54]
    assert s["turns"][3]["detail"][0] == {"dart": "T18", "marks": 3, "points": 54}
    assert s["last"] == "Turn 1 corrected. Ann: miss: 0 marks, 0 points"


def test_rule_41_a_correction_can_take_a_win_away():
    m = play(game(), STANDARD_CLOSE_OUT[0], ["M"], STANDARD_CLOSE_OUT[1], ["M"], STANDARD_CLOSE_OUT[2])
    assert darts.replay(m)["winner"] == 0
    m = darts.apply(m, {"type": "correct", "turn": 4, "darts": ["DB", "M"]})
    s = darts.replay(m)
    assert s["winner"] is None and s["to_throw"] == 1 and not s["game_over"]


def test_rule_42_correcting_to_zero_stores_misses():
    m = play(game(), ["T20", "S19"], ["M"])
    m = darts.apply(m, {"type": "correct", "turn": 0, "total": 0})
    assert m["actions"][-1] == {"type": "correct", "turn": 0, "darts": ["M", "M"]}
    s = darts.replay(m)
    assert s["turns"][0]["darts"] == ["M", "M"] and not s["turns"][0]["bare"] and not s["bare_totals"]
    assert marks(s, 0)["20"] == 0 and marks(s, 0)["19"] == 0


def test_rule_42_a_zero_correction_does_not_block_a_winner():
    m = play(game(), ["T20", "S19"], ["M"])
    m = darts.apply(m, {"type": "correct", "turn": 1, "total": 0})
    m = play(m, ["T19", "T18", "T17"], ["M"], ["T16", "T15", "DB"], ["M"], ["SB"])
    assert darts.replay(m)["winner"] == 0


def test_rule_43_undo_removes_the_last_turn_completely():
    m = play(game(), ["T20"], ["M"])
    before = darts.replay(m)
    m2 = play(m, ["S20", "S19"])
    m2 = darts.apply(m2, {"type": "undo"})
    after = darts.replay(m2)
    assert after["to_throw"] == 0 and len(after["turns"]) == 2
    assert {k: v for k, v in after.items() if k != "last"} == {k: v for k, v in before.items() if k != "last"}
    assert after["last"] == "Undone: Ann's turn. Ann to throw"


def test_rule_43_undo_then_undo_again_walks_back():
    m = play(game(), ["T20"], ["T19"])
    m = darts.apply(darts.apply(m, {"type": "undo"}), {"type": "undo"})
    s = darts.replay(m)
    assert s["turns"] == [] and s["to_throw"] == 0
    refused(m, {"type": "undo"}, "nothing-to-undo")


def test_rule_44_once_a_winner_exists_a_bare_total_correction_is_refused():
    m = play(game(), STANDARD_CLOSE_OUT[0], ["M"], STANDARD_CLOSE_OUT[1], ["M"], STANDARD_CLOSE_OUT[2])
    assert darts.replay(m)["winner"] == 0
    refused(m, {"type": "correct", "turn": 1, "total": 40}, "winner-decided")
    m = darts.apply(m, {"type": "correct", "turn": 1, "darts": ["S20", "S20"]})
    s = darts.replay(m)
    assert s["turns"][1]["points"] == 0 and marks(s, 1)["20"] == 2 and s["winner"] == 0


def test_rule_44_a_win_on_points_also_refuses_a_bare_total():
    m = play(game(round_limit=1), ["M"], ["T20", "S20"])
    refused(m, {"type": "correct", "turn": 0, "total": 40}, "winner-decided")


def test_rule_45_a_bare_total_before_a_winner_erases_marks_scores_and_stops_naming_a_winner():
    m = play(game(), ["T20", "T19"], ["M"])
    m = darts.apply(m, {"type": "correct", "turn": 0, "total": 45})
    assert m["actions"][-1] == {"type": "correct", "turn": 0, "total": 45}
    s = darts.replay(m)
    assert s["turns"][0]["bare"] and s["turns"][0]["darts"] is None and s["turns"][0]["points"] == 45
    assert marks(s, 0)["20"] == 0 and marks(s, 0)["19"] == 0 and points(s) == [45, 0]
    assert s["bare_totals"]
    m = play(m, STANDARD_CLOSE_OUT[0], ["M"], STANDARD_CLOSE_OUT[1], ["M"], STANDARD_CLOSE_OUT[2])
    s = darts.replay(m)
    assert s["seats"][0]["closed_out"] and points(s) == [45, 0]
    assert s["winner"] is None and not s["game_over"] and s["to_throw"] == 1
    assert s["turns"][-1]["text"] == "Ann: DB, SB: 3 marks, 0 points"


def test_rule_45_decision_re_entering_the_bare_turn_by_darts_names_winners_again():
    m = play(game(), ["T20", "T19"], ["M"])
    m = darts.apply(m, {"type": "correct", "turn": 0, "total": 45})
    m = play(m, STANDARD_CLOSE_OUT[0], ["M"], STANDARD_CLOSE_OUT[1], ["M"], STANDARD_CLOSE_OUT[2])
    m = darts.apply(m, {"type": "correct", "turn": 0, "darts": ["M"]})
    assert darts.replay(m)["winner"] == 0


def test_a_correction_with_darts_and_a_total_must_agree():
    m = play(game(), ["T20"], ["M"], ["S20"])
    refused(m, {"type": "correct", "turn": 2, "darts": ["D20"], "total": 20}, "total-mismatch")
    m2 = darts.apply(m, {"type": "correct", "turn": 2, "darts": ["D20"], "total": 40})
    assert m2["actions"][-1] == {"type": "correct", "turn": 2, "darts": ["D20"]}


def test_correcting_a_bare_turn_to_zero_stores_three_misses():
    m = play(game(), ["T20", "T19"], ["M"])
    m = darts.apply(m, {"type": "correct", "turn": 0, "total": 45})
    m = darts.apply(m, {"type": "correct", "turn": 0, "total": 0})
    assert darts.replay(m)["turns"][0]["darts"] == ["M", "M", "M"]


def test_a_correction_names_a_real_turn_and_says_what_it_is():
    m = play(game(), ["M"])
    for k in (-1, 1, "0", None, True):
        refused(m, {"type": "correct", "turn": k, "darts": ["M"]}, "no-such-turn")
    refused(m, {"type": "correct", "turn": 0}, "bad-action")
    refused(m, {"type": "correct", "turn": 0, "darts": []}, "no-darts")
    refused(m, {"type": "correct", "turn": 0, "darts": ["TB"]}, "triple-bull")


def test_the_record_keeps_every_action_and_the_turn_list_is_derived():
    m = play(game(), ["T20"], ["M"])
    m = darts.apply(m, {"type": "undo"})
    m = darts.apply(m, {"type": "correct", "turn": 0, "darts": ["S20"]})
    assert [a["type"] for a in m["actions"]] == ["turn", "turn", "undo", "correct"]
    assert darts.replay(with_actions(m, m["actions"]))["turns"][0]["darts"] == ["S20"]

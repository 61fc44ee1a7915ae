"""The state a screen draws, the statistics, the visit preview, legal actions, untrusted records."""

import copy
import json

import pytest

from darts_helpers import STANDARD_CLOSE_OUT, game, misses, play
from pavilion import darts
from pavilion.core import RuleError, dumps, with_actions

KEYS = {"board", "seats", "to_throw", "round", "winner", "game_over", "ended", "dead", "standings",
        "turns", "draw", "last", "result", "targets"}


def test_state_has_every_key_the_issue_lists_and_is_plain_json():
    m = play(game(["Ann", "Bob", "Cat"], board="random", seed="k7"), ["T18", "S13", "M"], ["DB"])
    s = darts.replay(m)
    assert KEYS <= set(s)
    assert json.loads(json.dumps(s, allow_nan=False)) == s
    seat = s["seats"][0]
    assert {"name", "marks", "points", "in_game", "stats", "hits", "bot"} <= set(seat)
    assert list(seat["marks"]) == [str(n) for n in s["board"]]


def test_the_last_line_reads_like_the_issue():
    m = play(game(), ["T20"], ["M"], ["T20", "S19", "M"])
    assert darts.replay(m)["last"] == "Ann: T20, S19, miss: 4 marks, 60 points"
    assert darts.replay(game())["last"] is None
    assert darts.replay(play(game(), ["S20"]))["last"] == "Ann: S20: 1 mark, 0 points"
    assert darts.replay(darts.apply(game(), {"type": "join", "name": "Cat"}))["last"] == "Cat joined the game"


def test_turn_history_entries():
    m = play(game(), ["T20", "S20"])
    turn = darts.replay(m)["turns"][0]
    assert turn == {"index": 0, "seat": 0, "round": 1, "darts": ["T20", "S20"],
                    "detail": [{"dart": "T20", "marks": 3, "points": 0}, {"dart": "S20", "marks": 1, "points": 20}],
                    "marks": 4, "points": 20, "bare": False, "forfeited": False, "corrected": False,
                    "white_horse": False, "hat_trick": False,
                    "correctable": True, "text": "Ann: T20, S20: 4 marks, 20 points"}


def test_marks_are_capped_for_display_and_raw_in_hits():
    s = darts.replay(play(game(), ["T20", "T20"]))
    assert s["seats"][0]["marks"]["20"] == 3 and s["seats"][0]["hits"]["20"] == 6


def test_mpr_counts_only_marks_that_count():
    m = play(game(), ["T20", "T20", "M"], ["T20"], ["T20", "S7", "D19"])
    st = darts.replay(m)["seats"][0]["stats"]
    # 3 + 3 (live then) + 0 + 0 (20 dead) + 0 (7 off the board) + 2
    assert st["marks"] == 8 and st["darts"] == 6 and st["mpr"] == 4.0 and st["marks_per_dart"] == 1.33
    assert darts.replay(game())["seats"][0]["stats"]["mpr"] is None


def test_solo_mpr_counts_closing_marks_only():
    st = darts.replay(play(game(["Ann"]), ["T20", "T20", "T20"]))["seats"][0]["stats"]
    assert st["marks"] == 3 and st["mpr"] == 3.0


def test_mark_rounds_white_horse_and_hat_trick():
    m = play(game(), ["T20", "T19", "T18"], ["SB", "DB", "SB"], ["T17", "T16", "S15"], ["DB", "M"],
             ["T20", "T19", "T17"])
    s = darts.replay(m)
    ann, bob = s["seats"][0]["stats"], s["seats"][1]["stats"]
    assert ann["white_horse"] == 1                  # the last is three trebles, but on closed numbers
    assert ann["mark_rounds"] == {"5": 0, "6": 0, "7": 1, "8": 0, "9": 2}
    assert bob["hat_trick"] == 1 and bob["marks"] == 4 + 2 and s["seats"][1]["points"] == 25 + 50
    # each turn says what it earned, for the board to call it as it happens
    assert [(t["white_horse"], t["hat_trick"]) for t in s["turns"]] == [
        (True, False), (False, True), (False, False), (False, False), (False, False)]


def test_the_best_round_is_the_most_marks_that_count_in_one_visit():
    m = play(game(), ["T20", "S19", "M"], ["M"], ["T20", "T20", "T19"], ["M"], ["M"])
    s = darts.replay(m)
    assert s["seats"][0]["stats"]["best_round"] == 9  # T20 T20 T19 with 20 and 19 still open to Bob
    assert s["seats"][1]["stats"]["best_round"] == 0
    assert darts.replay(game())["seats"][0]["stats"]["best_round"] is None  # no visit yet: an en dash


def test_a_bare_total_turn_adds_no_darts_to_the_figures():
    m = darts.apply(play(game(), ["T20"], ["M"]), {"type": "correct", "turn": 0, "total": 40})
    st = darts.replay(m)["seats"][0]["stats"]
    assert st["darts"] == 0 and st["turns"] == 1 and st["mpr"] is None


def test_preview_of_a_visit_being_entered():
    m = play(game(), ["T20"], ["M"])
    p = darts.preview(m, [])
    assert p["seat"] == 0 and p["marks"] == 0 and p["points"] == 0 and p["seat_marks"]["20"] == 3
    p = darts.preview(m, ["s20", "D19"])
    assert p["darts"] == ["S20", "D19"] and p["points"] == 20 and p["marks"] == 3
    assert p["seat_marks"]["19"] == 2 and p["seat_points"] == 20 and p["wins"] is False
    assert darts.replay(m)["seats"][0]["points"] == 0               # nothing stored
    with pytest.raises(RuleError):
        darts.preview(m, ["TB"])
    with pytest.raises(RuleError):
        darts.preview(m, ["M"] * 4)


def test_preview_says_when_the_visit_wins():
    m = play(game(), STANDARD_CLOSE_OUT[0], ["M"], STANDARD_CLOSE_OUT[1], ["M"])
    assert darts.preview(m, ["DB"])["wins"] is False and darts.preview(m, ["DB", "SB"])["wins"] is True


def test_preview_when_nobody_is_to_throw():
    m = misses(game(round_limit=1), 2)
    with pytest.raises(RuleError) as e:
        darts.preview(m, [])
    assert e.value.code == "round-limit"
    with pytest.raises(RuleError) as e:
        darts.preview(darts.apply(game(), {"type": "end"}), [])
    assert e.value.code == "game-ended"


def test_legal_actions_offer_what_a_person_can_do():
    m = play(game(["Ann", "Bob", "Cat"]), ["M"])
    offers = darts.legal_actions(m)
    assert {"type": "turn", "seat": 1} in offers and {"type": "undo"} in offers
    assert {"type": "correct", "turn": 0} in offers and {"type": "end"} in offers
    assert {"type": "remove", "seat": 2, "by": 0} in offers and {"type": "join"} not in offers
    assert {"type": "forfeit", "seat": 1} not in offers
    assert {"type": "join"} in darts.legal_actions(game())
    assert {"type": "forfeit", "seat": 0} in darts.legal_actions(game(ranked=True))
    assert not any(o["type"] == "remove" for o in darts.legal_actions(game()))


def test_legal_actions_are_all_accepted():
    m = play(game(["Ann", "Bob", "Cat"], ranked=True), ["T20"], ["M"])
    fill = {"turn": {"darts": ["S19"]}, "forfeit": {}, "correct": {"darts": ["M"]}, "undo": {},
            "remove": {}, "join": {"name": "Zed"}, "end": {}}
    for offer in darts.legal_actions(m):
        darts.apply(m, {**offer, **fill[offer["type"]]})


def test_a_computer_turn_is_not_offered_to_a_person():
    m = darts.new_match(players=["Ann", {"name": "Droid", "bot": 2}], seed="s")
    m = play(m, ["M"])
    assert not any(o["type"] == "turn" for o in darts.legal_actions(m))


def test_apply_leaves_its_input_untouched():
    m = play(game(), ["T20"])
    before = copy.deepcopy(m)
    m2 = darts.apply(m, {"type": "turn", "seat": 1, "darts": ["t19"]})
    assert m == before and m2 is not m and m2["actions"][-1]["darts"] == ["T19"]


def test_a_record_replays_the_same_after_storage():
    m = play(game(["Ann", "Bob", "Cat"], board="random", seed="k7"), ["T18"], ["DB", "SB"], ["M"])
    m = darts.apply(m, {"type": "correct", "turn": 1, "darts": ["S18"]})
    assert darts.replay(json.loads(dumps(m))) == darts.replay(m)


@pytest.mark.parametrize("corrupt", [
    lambda m: m["actions"].append({"type": "turn", "seat": 0, "darts": ["M"]}),
    lambda m: m["actions"].append({"type": "turn", "seat": 0, "darts": ["T25"]}),
    lambda m: m["actions"].append({"type": "turn", "seat": "0", "darts": ["M"]}),
    lambda m: m["actions"].append({"type": "correct", "turn": 99, "darts": ["M"]}),
    lambda m: m["actions"].append({"type": "eval", "code": "x"}),
    lambda m: m["options"].update(players="Ann"),
    lambda m: m["options"].update(players=[{"name": "A"}] * 5),
    lambda m: m["options"].pop("board"),
    lambda m: m.update(game="crickee"),
    lambda m: m.update(version=darts.VERSION + 1),  # newer than this build reads
    lambda m: m.update(seed=None),
])
def test_a_damaged_or_hostile_record_is_refused_with_a_sentence(corrupt):
    m = play(game(), ["M"])
    corrupt(m)
    with pytest.raises(RuleError) as e:
        darts.replay(m)
    assert e.value.message


def test_a_stored_record_must_hold_every_option():
    m = game()
    del m["options"]["ranked"]
    with pytest.raises(RuleError) as e:
        darts.replay(m)
    assert e.value.code == "bad-option"


def test_a_stored_action_is_refused_by_its_number():
    m = with_actions(game(), [{"type": "turn", "seat": 0, "darts": ["M"]}, {"type": "turn", "seat": 0, "darts": ["M"]}])
    with pytest.raises(RuleError) as e:
        darts.replay(m)
    assert e.value.code == "bad-record" and "Action 2" in e.value.message and "Bob" in e.value.message

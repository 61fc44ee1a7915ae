"""Rules 1-9 and 57: the board."""

import pytest

from darts_helpers import game, misses, play, refused
from pavilion import darts
from pavilion.core import RuleError

SEEDS = [f"b{i}" for i in range(300)]


def test_rule_01_six_distinct_numbers_plus_the_bull():
    for seed in SEEDS:
        board = darts.deal(seed, "random")
        assert len(board) == 7
        numbers = board[:6]
        assert len(set(numbers)) == 6 and all(1 <= n <= 20 for n in numbers)


def test_rule_02_the_board_exists_before_the_first_dart():
    s = darts.replay(darts.new_match(players=["Ann"], seed="k7"))
    assert s["turns"] == [] and s["board"] == list(darts.deal("k7", "random"))
    assert set(s["seats"][0]["marks"]) == {str(n) for n in s["board"]}


def test_rule_03_every_seat_plays_the_one_board():
    m = game(["Ann", "Bob", "Cat"], board="random", seed="k7")
    s = darts.replay(m)
    for seat in s["seats"]:
        assert list(seat["marks"]) == [str(n) for n in s["board"]]
    top = s["board"][0]
    m = play(m, [f"T{top}"], [f"T{top}"], ["M"])
    s = darts.replay(m)
    assert [seat["marks"][str(top)] for seat in s["seats"]] == [3, 3, 0]


def test_rule_04_no_correction_undo_removal_or_end_changes_the_board():
    m = game(["Ann", "Bob", "Cat"], board="random", seed="k7")
    board = darts.replay(m)["board"]
    m = play(m, ["T20"], ["S1", "M"], ["DB"], ["S5"])
    for action in ({"type": "correct", "turn": 0, "darts": ["M"]}, {"type": "undo"},
                   {"type": "correct", "turn": 1, "total": 0}, {"type": "remove", "seat": 2, "by": 0},
                   {"type": "end"}):
        m = darts.apply(m, action)
        assert darts.replay(m)["board"] == board


def test_rule_05_any_number_can_come_up():
    seen = set()
    for seed in SEEDS:
        seen.update(darts.deal(seed, "random")[:6])
    assert seen == set(range(1, 21))


def test_rule_06_the_bull_is_always_a_target():
    assert all(darts.deal(seed, "random")[-1] == 25 for seed in SEEDS)
    assert darts.deal("x", "standard")[-1] == 25


def test_rule_07_shown_high_to_low_bull_last():
    for seed in SEEDS:
        board = darts.deal(seed, "random")
        assert list(board[:6]) == sorted(board[:6], reverse=True) and board[6] == 25
    s = darts.replay(game(board="random", seed="k7"))
    assert s["board"] == sorted(s["board"][:6], reverse=True) + [25]
    assert [t["number"] for t in s["targets"]] == s["board"] and s["targets"][-1]["name"] == "Bull"


def test_rule_08_a_dart_off_the_board_is_recorded_and_worth_nothing():
    m = game(board="random", seed="k7")  # 18, 13, 11, 10, 7, 6, bull: no 20
    assert 20 not in darts.replay(m)["board"]
    m = play(m, ["D20", "S19", "T18"])
    s = darts.replay(m)
    turn = s["turns"][0]
    assert turn["darts"] == ["D20", "S19", "T18"]
    assert turn["detail"][0] == {"dart": "D20", "marks": 0, "points": 0}
    assert turn["marks"] == 3 and turn["points"] == 0
    assert s["to_throw"] == 1


def test_rule_09_rematch_deals_a_new_board_from_a_new_seed():
    m = misses(game(board="random", seed="k7"), 2)
    r = darts.rematch(m)
    assert r["seed"] != "k7" and r["actions"] == []
    assert darts.replay(r)["board"] == list(darts.deal(r["seed"], "random"))
    r2 = darts.rematch(m, seed="other")
    assert darts.replay(r2)["board"] == list(darts.deal("other", "random"))
    assert darts.replay(r2)["board"] != darts.replay(m)["board"]
    with pytest.raises(RuleError) as e:
        darts.rematch(m, seed="k7")
    assert e.value.code == "same-seed"


def test_rule_57_no_redraw_per_round():
    m = game(board="random", seed="k7")
    board = darts.replay(m)["board"]
    m = misses(m, 20)
    assert darts.replay(m)["board"] == board and darts.replay(m)["round"] == 11


@pytest.mark.parametrize("options, code", [
    ({"numbers": [1, 2, 3, 4, 5, 6]}, "bad-option"),
    ({"board": "custom"}, "bad-numbers"),  # a custom board is Custom Cricket, and needs its six numbers
    ({"bull": False}, "bad-option"),
    ({"boards_per_seat": True}, "bad-option"),
])
def test_rule_57_no_picked_numbers_no_board_without_the_bull(options, code):
    with pytest.raises(RuleError) as e:
        darts.new_match(players=["Ann"], seed="k7", **options)
    assert e.value.code == code


def test_rule_57_a_stored_record_cannot_smuggle_in_a_board():
    m = game(board="random", seed="k7")
    m["options"]["numbers"] = [1, 2, 3, 4, 5, 6]
    with pytest.raises(RuleError) as e:
        darts.replay(m)
    assert e.value.code == "bad-option"


def test_standard_board_is_twenty_to_fifteen_and_the_bull():
    assert darts.replay(game(board="standard"))["board"] == [20, 19, 18, 17, 16, 15, 25]


def test_a_turn_cannot_carry_a_board():
    m = game()
    refused(m, {"type": "turn", "seat": 0, "darts": ["M"], "board": [1, 2, 3, 4, 5, 6, 25]}, "bad-action")

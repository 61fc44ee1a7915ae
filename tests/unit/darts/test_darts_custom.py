"""Custom Cricket (rules/darts-practice.md): Random Cricket on six numbers the host chose, plus the bull."""

import json

import pytest

from darts_helpers import game, play
from pavilion import darts
from pavilion.core import RuleError, check_record, dumps, share

SIX = [3, 17, 8, 20, 1, 11]


def custom(players=("Ann", "Bob"), numbers=SIX, seed="c1", **options) -> dict:
    return darts.new_match(players=list(players), seed=seed, board="custom", numbers=list(numbers), **options)


def test_the_board_is_the_six_chosen_numbers_high_to_low_and_the_bull():
    s = darts.replay(custom())
    assert s["board"] == [20, 17, 11, 8, 3, 1, 25]
    assert s["board_kind"] == "custom"
    assert [t["name"] for t in s["targets"]][-1] == "Bull"


def test_the_seed_has_no_say_in_a_custom_board():
    boards = {tuple(darts.replay(custom(seed=f"s{i}"))["board"]) for i in range(20)}
    assert boards == {(20, 17, 11, 8, 3, 1, 25)}


@pytest.mark.parametrize("numbers", [
    [1, 2, 3, 4, 5],                # five
    [1, 2, 3, 4, 5, 6, 7],          # seven
    [1, 2, 3, 4, 5, 5],             # not different
    [0, 2, 3, 4, 5, 6],             # below 1
    [21, 2, 3, 4, 5, 6],            # above 20
    [25, 2, 3, 4, 5, 6],            # the bull is always in: it is not one of the six
    ["20", 2, 3, 4, 5, 6],          # not a whole number
    [True, 2, 3, 4, 5, 6],          # not a whole number either
    [1.0, 2, 3, 4, 5, 6],
    None,
    "1,2,3,4,5,6",
])
def test_six_different_numbers_from_1_to_20_or_a_sentence(numbers):
    with pytest.raises(RuleError) as e:
        darts.new_match(players=["Ann"], seed="c1", board="custom", numbers=numbers)
    assert e.value.code == "bad-numbers"
    assert e.value.message == ("Custom Cricket is played on six different numbers from 1 to 20 "
                               "(the bull is always in).")


@pytest.mark.parametrize("board", ["random", "standard"])
def test_only_a_custom_board_takes_chosen_numbers(board):
    with pytest.raises(RuleError) as e:
        darts.new_match(players=["Ann"], seed="c1", board=board, numbers=SIX)
    assert e.value.code == "bad-option" and "custom" in e.value.message


def test_the_record_stores_the_six_and_is_version_3():
    m = custom()
    assert m["version"] == 3 == darts.VERSION
    assert m["options"]["board"] == "custom" and m["options"]["numbers"] == [20, 17, 11, 8, 3, 1]
    assert "numbers" not in game(board="random")["options"]


def test_random_and_standard_records_stay_version_2_so_older_builds_still_read_them():
    assert game(board="random")["version"] == 2 and game(board="standard")["version"] == 2
    assert darts.rematch(game(board="standard"), seed="t9")["version"] == 2


def test_a_build_that_reads_only_version_2_refuses_a_custom_record_as_newer_with_a_sentence():
    with pytest.raises(RuleError) as e:
        check_record(custom(), {"random-cricket": 2})
    assert e.value.code == "newer-version" and "newer Pavilion" in e.value.message


def test_an_old_record_still_loads():
    m = play(game(board="random", seed="k7"), ["T20"], ["M"])
    old = json.loads(dumps(m))
    assert old["version"] == 2 and darts.replay(old) == darts.replay(m)


@pytest.mark.parametrize("corrupt, code", [
    (lambda m: m.update(version=2), "bad-board"),                        # custom before version 3: not read
    (lambda m: m["options"].pop("numbers"), "bad-option"),              # a custom board without its six
    (lambda m: m["options"].update(numbers=[20, 20, 11, 8, 3, 1]), "bad-numbers"),
    (lambda m: m["options"].update(numbers=[20, 17, 11, 8, 3]), "bad-numbers"),
])
def test_a_damaged_custom_record_is_refused_with_a_sentence(corrupt, code):
    m = play(custom(), ["M"])
    corrupt(m)
    with pytest.raises(RuleError) as e:
        darts.replay(m)
    assert e.value.code == code and e.value.message.endswith(".")


def test_marks_and_points_count_on_the_chosen_numbers():
    m = play(custom(), ["T17", "T17", "S3"], ["S1"])
    s = darts.replay(m)
    ann, bob = s["seats"]
    assert ann["marks"]["17"] == 3 and ann["points"] == 51 and ann["marks"]["3"] == 1
    assert bob["marks"]["1"] == 1


def test_a_dart_on_a_number_not_chosen_is_recorded_and_scores_nothing():
    m = play(custom(), ["T19", "D2", "S5"])
    s = darts.replay(m)
    assert s["turns"][0]["darts"] == ["T19", "D2", "S5"]
    assert s["turns"][0]["marks"] == 0 and s["turns"][0]["points"] == 0
    assert s["to_throw"] == 1


def test_closing_all_seven_wins_as_in_random_cricket():
    closing = (["T20", "T17", "T11"], ["T8", "T3", "T1"], ["DB", "SB"])
    m = custom(players=("Ann",))
    m = play(m, *closing)
    s = darts.replay(m)
    assert s["winner"] == 0 and s["result"] == "closed-out"


def test_solo_no_dart_scores():
    s = darts.replay(play(custom(players=("Ann",)), ["T20", "T20", "T20"]))
    assert s["seats"][0]["points"] == 0


def test_rematch_keeps_the_chosen_six_with_a_new_seed():
    m = play(custom(seed="c1"), ["T20"])
    r = darts.rematch(m, seed="c2")
    assert r["seed"] == "c2" and r["options"]["numbers"] == m["options"]["numbers"] and r["version"] == 3
    assert darts.replay(r)["board"] == darts.replay(m)["board"]


def test_undo_and_a_correction_leave_the_board_as_chosen():
    m = play(custom(), ["T20"], ["S17"])
    m = darts.apply(m, {"type": "correct", "turn": 0, "darts": ["S1"]})
    m = darts.apply(m, {"type": "undo"})
    assert darts.replay(m)["board"] == [20, 17, 11, 8, 3, 1, 25]


def test_the_next_leg_is_played_on_the_same_six():
    m = custom(players=("Ann",), legs=2)
    m = play(m, ["T20", "T17", "T11"], ["T8", "T3", "T1"], ["DB", "SB"])
    m = darts.apply(m, {"type": "leg"})
    s = darts.replay(m)
    assert s["legs"]["leg"] == 2 and s["board"] == [20, 17, 11, 8, 3, 1, 25]


def test_a_share_link_carries_the_six():
    m = play(custom(), ["T17"])
    back = share.decode(share.encode(m))
    assert back["options"]["numbers"] == [20, 17, 11, 8, 3, 1] and darts.replay(back) == darts.replay(m)


def test_the_figures_are_those_of_the_other_boards():
    s = darts.replay(play(custom(), ["T20", "S17", "M"], ["M"]))
    assert s["seats"][0]["stats"] == darts.replay(
        play(game(board="standard"), ["T20", "S17", "M"], ["M"]))["seats"][0]["stats"]

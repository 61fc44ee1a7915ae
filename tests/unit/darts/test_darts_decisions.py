"""The rules file's decisions where the seed is open, and the engine's own (docs/darts.md)."""

import pytest

from darts_helpers import STANDARD_CLOSE_OUT, game, misses, play, points, refused
from pavilion import darts
from pavilion.core import RuleError


def test_a_removed_seat_is_no_longer_an_opponent():
    m = play(game(["Ann", "Bob", "Cat"]), ["T20"], ["T20"], ["M"], ["S20"])
    assert points(darts.replay(m)) == [20, 0, 0]                              # Cat's open 20 keeps it live
    m = darts.apply(m, {"type": "remove", "seat": 2, "by": 0})
    s = darts.replay(m)
    assert s["dead"] == [20]                                                  # Cat does not count for dead
    m = play(m, ["M"], ["S20"])
    assert points(darts.replay(m)) == [20, 0, 0]


def test_a_removed_seats_points_are_not_compared_for_the_win():
    m = play(game(["Ann", "Bob", "Cat"]), ["M"], ["M"], ["T20", "T20"])
    m = play(m, STANDARD_CLOSE_OUT[0], ["M"], ["M"], STANDARD_CLOSE_OUT[1], ["M"])
    m = darts.apply(m, {"type": "remove", "seat": 2, "by": 0})
    m = play(m, STANDARD_CLOSE_OUT[2])
    s = darts.replay(m)
    assert points(s) == [0, 0, 60] and s["winner"] == 0


def test_after_a_winner_undo_still_works_and_can_remove_the_win():
    m = play(game(), STANDARD_CLOSE_OUT[0], ["M"], STANDARD_CLOSE_OUT[1], ["M"], STANDARD_CLOSE_OUT[2])
    m = darts.apply(m, {"type": "undo"})
    s = darts.replay(m)
    assert s["winner"] is None and s["to_throw"] == 0


def test_an_ended_game_takes_no_more_actions():
    m = darts.apply(play(game(), ["T20"]), {"type": "end"})
    for action in ({"type": "turn", "seat": 1, "darts": ["M"]}, {"type": "undo"}, {"type": "end"},
                   {"type": "correct", "turn": 0, "darts": ["M"]}, {"type": "join", "name": "Cat"}):
        refused(m, action, "game-ended")
    assert darts.legal_actions(m) == []
    assert darts.replay(m)["turns"][0]["correctable"] is False


def test_a_removal_only_from_a_live_game():
    m = play(game(["Ann", "Bob", "Cat"]), STANDARD_CLOSE_OUT[0], ["M"], ["M"], STANDARD_CLOSE_OUT[1], ["M"],
             ["M"], STANDARD_CLOSE_OUT[2])
    refused(m, {"type": "remove", "seat": 2, "by": 0}, "game-over")


def test_names_are_unique_at_a_board():
    with pytest.raises(RuleError) as e:
        darts.new_match(players=["Ann", "ANN"], seed="s")
    assert e.value.code == "same-name"


def test_a_ranked_game_has_no_computer_seat():
    with pytest.raises(RuleError) as e:
        darts.new_match(players=["Ann", {"name": "Droid", "bot": 2}], seed="s", ranked=True)
    assert e.value.code == "ranked-bot"
    refused(game(ranked=True), {"type": "join", "name": "Droid", "bot": 2}, "ranked-bot")


@pytest.mark.parametrize("options, code", [
    ({"round_limit": 0}, "bad-round-limit"), ({"round_limit": 101}, "bad-round-limit"),
    ({"round_limit": "5"}, "bad-round-limit"), ({"round_limit": True}, "bad-round-limit"),
    ({"ranked": 1}, "bad-ranked"), ({"board": None}, "bad-board"), ({"colour": "red"}, "bad-option"),
    ({"players": ["Ann", {"name": "D", "bot": 6}]}, "bad-bot"),
    ({"players": ["Ann", {"name": "D", "bot": "2"}]}, "bad-bot"),
    ({"players": ["Ann", {"name": "D", "level": 2}]}, "bad-player"),
    ({"players": ["Ann", 5]}, "bad-player"),
    ({"players": "Ann"}, "no-players"),
    ({"seed": "has space"}, "bad-seed"),
])
def test_every_option_is_checked(options, code):
    kwargs = {"players": ["Ann"], "seed": "s", **options}
    with pytest.raises(RuleError) as e:
        darts.new_match(**kwargs)
    assert e.value.code == code


def test_no_seed_draws_one_and_records_it():
    m = darts.new_match(players=["Ann"])
    assert isinstance(m["seed"], str) and darts.replay(m)["board"] == list(darts.deal(m["seed"], "random"))


def test_round_limit_is_1_to_100():
    assert darts.replay(darts.new_match(players=["A"], seed="s", round_limit=100))["round_limit"] == 100


def test_undo_with_a_computer_takes_back_to_the_persons_turn():
    m = darts.new_match(players=["Ann", {"name": "Droid", "bot": 3}], seed="k7")
    m = darts.autoplay(play(m, ["M"]))
    m = darts.autoplay(play(m, ["S18"]))
    assert len(darts.replay(m)["turns"]) == 4
    m = darts.apply(m, {"type": "undo"})
    s = darts.replay(m)
    assert len(s["turns"]) == 2 and s["to_throw"] == 0
    assert s["last"] == "Undone: 2 turns (Ann, Droid). Ann to throw"


def test_undo_among_computers_only_takes_back_one_turn():
    m = darts.new_match(players=[{"name": "R2", "bot": 1}, {"name": "C3", "bot": 1}], seed="k7")
    m = darts.autoplay(m, until=3)
    m = darts.apply(m, {"type": "undo"})
    assert len(darts.replay(m)["turns"]) == 2


def test_undo_with_a_computer_that_threw_first():
    m = darts.new_match(players=[{"name": "Droid", "bot": 3}, "Ann"], seed="k7")
    m = darts.autoplay(m)
    m = darts.apply(m, {"type": "undo"})
    assert darts.replay(m)["turns"] == []


def test_unknown_action_fields_and_types_are_refused():
    m = game()
    refused(m, {"type": "turn", "seat": 0, "darts": ["M"], "extra": 1}, "bad-action")
    refused(m, {"type": "teleport"}, "bad-action")
    refused(m, {"type": ["turn"]}, "bad-action")
    refused(m, {}, "bad-action")
    refused(m, ["turn"], "bad-action")
    refused(m, {"type": "undo", "turn": 0}, "bad-action")
    refused(m, {"type": "remove", "seat": 1}, "bad-action")
    refused(m, {"type": "turn", "seat": 0, "darts": "T20"}, "bad-darts")


def test_the_round_shown_after_the_game_is_the_last_thrown():
    m = misses(game(round_limit=3), 6)
    assert darts.replay(m)["round"] == 3


def test_a_zero_correction_is_accepted_after_a_winner():
    m = play(game(), STANDARD_CLOSE_OUT[0], ["T20", "S19"], STANDARD_CLOSE_OUT[1], ["M"], STANDARD_CLOSE_OUT[2])
    m = darts.apply(m, {"type": "correct", "turn": 1, "total": 0})
    s = darts.replay(m)
    assert s["turns"][1]["darts"] == ["M", "M"] and s["winner"] == 0


def test_the_host_keeps_the_power_to_remove_after_leaving():
    m = darts.apply(game(["Ann", "Bob", "Cat", "Dan"]), {"type": "remove", "seat": 0, "by": 0})
    m = darts.apply(m, {"type": "remove", "seat": 3, "by": 0})
    assert [seat["in_game"] for seat in darts.replay(m)["seats"]] == [False, True, True, False]


def test_a_bare_total_is_bounded_by_what_a_visit_can_score_on_the_board():
    m = play(game(), ["M"])
    refused(m, {"type": "correct", "turn": 0, "total": 181}, "bad-total")
    assert darts.replay(darts.apply(m, {"type": "correct", "turn": 0, "total": 180}))["seats"][0]["points"] == 180
    low = play(game(board="random", seed="k7"), ["M"])                          # top number 18: 3 x 54
    refused(low, {"type": "correct", "turn": 0, "total": 163}, "bad-total")


def test_a_correction_may_change_the_number_of_darts():
    m = darts.apply(play(game(), ["M"]), {"type": "correct", "turn": 0, "darts": ["S20", "S20", "S20"]})
    assert darts.replay(m)["turns"][0]["darts"] == ["S20", "S20", "S20"]


def test_the_win_waits_for_the_end_of_a_forfeited_turn_too():
    m = play(game(["Ann", "Bob", "Cat"], ranked=True), ["M"], ["M"], ["T20", "T20"])
    m = play(m, STANDARD_CLOSE_OUT[0], ["M"], ["M"], STANDARD_CLOSE_OUT[1], ["M"], ["M"], STANDARD_CLOSE_OUT[2],
             ["M"])
    m = darts.apply(m, {"type": "remove", "seat": 2, "by": 2})
    assert darts.replay(m)["winner"] is None
    m = darts.apply(m, {"type": "forfeit", "seat": 0})
    assert darts.replay(m)["winner"] == 0

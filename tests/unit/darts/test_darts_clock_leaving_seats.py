"""Rules 46-56: the clock, leaving, seats."""

import pytest

from darts_helpers import game, marks, misses, play, points, refused
from pavilion import darts
from pavilion.core import RuleError


def test_rule_46_a_local_game_never_forfeits():
    refused(game(), {"type": "forfeit", "seat": 0}, "not-ranked")


def test_rule_46_a_ranked_game_forfeits_the_seat_to_throw():
    m = game(ranked=True)
    refused(m, {"type": "forfeit", "seat": 1}, "not-your-turn")
    m = darts.apply(m, {"type": "forfeit", "seat": 0})
    assert darts.replay(m)["turns"][0]["forfeited"]


def test_rule_47_a_forfeited_turn_is_three_misses_and_play_moves_on():
    m = darts.apply(play(game(ranked=True), ["T20"], ["M"]), {"type": "forfeit", "seat": 0})
    s = darts.replay(m)
    turn = s["turns"][-1]
    assert turn["darts"] == ["M", "M", "M"] and turn["marks"] == 0 and turn["points"] == 0
    assert s["to_throw"] == 1 and s["seats"][0]["stats"]["darts"] == 1 + 3
    assert s["last"] == "Ann: turn forfeited on the clock, three misses"


def test_rule_48_a_forfeited_turn_can_be_neither_corrected_nor_undone():
    m = darts.apply(game(ranked=True), {"type": "forfeit", "seat": 0})
    refused(m, {"type": "correct", "turn": 0, "darts": ["T20"]}, "forfeited-turn")
    refused(m, {"type": "correct", "turn": 0, "total": 0}, "forfeited-turn")
    refused(m, {"type": "undo"}, "forfeited-turn")
    assert not darts.replay(m)["turns"][0]["correctable"]
    m = play(m, ["M"])
    m = darts.apply(m, {"type": "undo"})
    refused(m, {"type": "undo"}, "forfeited-turn")


def test_rule_49_the_host_or_the_player_may_remove_a_seat_nobody_else():
    m = game(["Ann", "Bob", "Cat", "Dan"])
    e = refused(m, {"type": "remove", "seat": 2, "by": 1}, "not-allowed")
    assert "Cat" in e.message
    assert not darts.replay(darts.apply(m, {"type": "remove", "seat": 2, "by": 0}))["seats"][2]["in_game"]
    assert not darts.replay(darts.apply(m, {"type": "remove", "seat": 2, "by": 2}))["seats"][2]["in_game"]
    assert not darts.replay(darts.apply(m, {"type": "remove", "seat": 0, "by": 0}))["seats"][0]["in_game"]


def test_rule_50_a_removal_must_leave_two_at_the_board():
    refused(game(), {"type": "remove", "seat": 1, "by": 0}, "too-few-players")
    refused(game(["Ann"]), {"type": "remove", "seat": 0, "by": 0}, "too-few-players")
    m = darts.apply(game(["Ann", "Bob", "Cat"]), {"type": "remove", "seat": 1, "by": 0})
    refused(m, {"type": "remove", "seat": 2, "by": 0}, "too-few-players")
    refused(m, {"type": "remove", "seat": 1, "by": 0}, "seat-left")


def test_rule_51_a_removed_seat_keeps_its_marks_and_points_and_throws_no_more():
    m = play(game(["Ann", "Bob", "Cat"]), ["M"], ["T20", "S20"], ["M"])
    m = darts.apply(m, {"type": "remove", "seat": 1, "by": 1})
    s = darts.replay(m)
    assert marks(s, 1)["20"] == 3 and points(s) == [0, 20, 0] and not s["seats"][1]["in_game"]
    assert s["last"] == "Bob has left the game"
    m = misses(m, 4)
    assert [t["seat"] for t in darts.replay(m)["turns"]] == [0, 1, 2, 0, 2, 0, 2]
    refused(m, {"type": "turn", "seat": 1, "darts": ["M"]}, "seat-left")


def test_rule_52_a_removed_seat_is_placed_after_every_seat_that_finished():
    m = play(game(["Ann", "Bob", "Cat"]), ["M"], ["T20", "T20"], ["S19"])
    m = darts.apply(m, {"type": "remove", "seat": 1, "by": 0})
    m = darts.apply(m, {"type": "end"})
    s = darts.replay(m)
    assert points(s) == [0, 60, 0] and s["standings"] == [0, 2, 1]


def test_rule_53_a_removal_cannot_be_undone():
    m = play(game(["Ann", "Bob", "Cat"]), ["M"], ["M"])
    m = darts.apply(m, {"type": "remove", "seat": 2, "by": 0})
    refused(m, {"type": "undo"}, "removal-stands")
    m = play(m, ["T20"])
    m = darts.apply(m, {"type": "undo"})
    s = darts.replay(m)
    assert len(s["turns"]) == 2 and not s["seats"][2]["in_game"] and s["to_throw"] == 0
    refused(m, {"type": "undo"}, "removal-stands")


def test_rule_54_rematch_carries_only_the_seats_still_in():
    m = game(["Ann", "Bob", {"name": "Droid", "bot": 3}], round_limit=10)
    m = darts.apply(m, {"type": "remove", "seat": 1, "by": 0})
    r = darts.rematch(m, seed="next")
    assert r["options"] == {"players": [{"name": "Ann", "bot": None}, {"name": "Droid", "bot": 3}],
                            "board": "standard", "round_limit": 10, "ranked": False, "legs": 1,
                            "starter": 1}  # Ann threw first; Bob, next in order, left: Droid starts


@pytest.mark.parametrize("players, code", [([], "no-players"), (None, "no-players"),
                                            (["A", "B", "C", "D", "E"], "too-many-players")])
def test_rule_55_one_to_four_seats_at_creation(players, code):
    with pytest.raises(RuleError) as e:
        darts.new_match(players=players, seed="s")
    assert e.value.code == code


def test_rule_55_a_fifth_joining_is_refused():
    m = darts.apply(game(["Ann", "Bob", "Cat"]), {"type": "join", "name": "Dan"})
    assert [s["name"] for s in darts.replay(m)["seats"]] == ["Ann", "Bob", "Cat", "Dan"]
    refused(m, {"type": "join", "name": "Eve"}, "table-full")


def test_rule_55_a_removed_seat_still_holds_its_place():
    m = darts.apply(game(["Ann", "Bob", "Cat", "Dan"]), {"type": "remove", "seat": 3, "by": 0})
    refused(m, {"type": "join", "name": "Eve"}, "table-full")


def test_rule_56_throwing_order_is_the_order_seats_were_added():
    m = darts.apply(game(["Cat", "Ann"]), {"type": "join", "name": "Bob"})
    m = misses(m, 4)
    s = darts.replay(m)
    assert [t["seat"] for t in s["turns"]] == [0, 1, 2, 0] and s["seats"][2]["name"] == "Bob"
    assert s["last"] == "Cat: miss: 0 marks, 0 points"


def test_join_only_before_the_first_dart():
    m = play(game(), ["M"])
    refused(m, {"type": "join", "name": "Cat"}, "game-started")


@pytest.mark.parametrize("name, code", [("", "bad-name"), ("   ", "bad-name"), ("x" * 21, "bad-name"),
                                        ("a\nb", "bad-name"), (7, "bad-name"), ("ann", "same-name")])
def test_join_checks_the_name(name, code):
    refused(game(), {"type": "join", "name": name}, code)


def test_a_name_is_text_and_trimmed():
    s = darts.replay(darts.new_match(players=["  <b>Ann</b> "], seed="s"))
    assert s["seats"][0]["name"] == "<b>Ann</b>"

"""The shared surface of the drills: options, the record, turns, undo, end, rematch, sentences."""

import copy
import json

import pytest

from practice_helpers import me, refused, session, throw
from pavilion import practice
from pavilion.core import RuleError, dumps

ALL = ["around-the-clock", "bobs-27", "shanghai", "halve-it", "121", "round-the-doubles"]


def test_the_six_drills_in_the_rules_order():
    assert list(practice.DRILLS) == ALL
    assert [d.title for d in practice.DRILLS.values()] == [
        "Around the Clock", "Bob's 27", "Shanghai", "Halve-It", "121", "Round the Doubles"]


def test_a_new_session_records_its_drill_and_every_option():
    m = practice.new_match(players=["Ann"], seed="p1")
    assert m == {"game": "practice", "version": 1, "seed": "p1",
                 "options": {"players": [{"name": "Ann"}], "drill": "bobs-27"}, "actions": []}
    assert session("shanghai")["options"]["rounds"] == 7
    assert session("121")["options"]["targets"] == 10
    assert session("around-the-clock")["options"]["doubles"] is False
    assert session("round-the-doubles")["options"]["hits_in_99"] is False


@pytest.mark.parametrize("kwargs, code", [
    ({"drill": "darts-golf"}, "bad-drill"),
    ({"drill": None}, "bad-drill"),
    ({"drill": "bobs-27", "rounds": 7}, "bad-option"),       # Bob's 27 has no options
    ({"drill": "around-the-clock", "doubles": "yes"}, "bad-option"),
    ({"drill": "round-the-doubles", "hits_in_99": 1}, "bad-option"),
    ({"players": []}, "no-players"),
    ({"players": "Ann"}, "no-players"),
    ({"players": ["A", "B", "C", "D", "E"]}, "too-many-players"),
    ({"players": ["Ann", "ann"]}, "same-name"),
    ({"players": [""]}, "bad-name"),
    ({"players": [{"name": "Droid", "bot": 3}]}, "bad-player"),
])
def test_bad_options_are_refused_with_a_sentence(kwargs, code):
    kwargs = {"players": ["Ann"], **kwargs}
    with pytest.raises(RuleError) as e:
        practice.new_match(seed="p1", **kwargs)
    assert e.value.code == code and e.value.message.endswith(".")


def test_solo_or_up_to_four_players():
    for n in range(1, 5):
        assert len(practice.replay(session("halve-it", players=[f"P{i}" for i in range(n)]))["players"]) == n


def test_each_dart_is_saved_as_an_action_in_the_canonical_notation():
    m = session("around-the-clock")
    m = practice.apply(m, {"type": "dart", "seat": 0, "dart": "s1"})
    m = practice.apply(m, {"type": "dart", "seat": 0, "dart": "50"})
    assert m["actions"] == [{"type": "dart", "seat": 0, "dart": "S1"}, {"type": "dart", "seat": 0, "dart": "DB"}]


@pytest.mark.parametrize("dart, code", [("T25", "triple-bull"), ("X9", "bad-dart"), (20, "bad-dart")])
def test_a_bad_dart_is_refused_and_changes_nothing(dart, code):
    m = session("bobs-27")
    before = copy.deepcopy(m)
    refused(m, {"type": "dart", "seat": 0, "dart": dart}, code)
    assert m == before


def test_apply_leaves_its_input_untouched():
    m = throw(session("bobs-27"), "D1")
    before = copy.deepcopy(m)
    practice.apply(m, {"type": "dart", "seat": 0, "dart": "D1"})
    assert m == before


def test_turns_are_three_darts_rotating_in_the_order_players_were_entered():
    m = session("halve-it", players=("Ann", "Bob", "Cat"))
    order = []
    for _ in range(12):
        order.append(practice.replay(m)["to_throw"])
        m = throw(m, "M")
    assert order == [0, 0, 0, 1, 1, 1, 2, 2, 2, 0, 0, 0]


def test_only_the_player_to_throw_may_throw():
    m = session("halve-it", players=("Ann", "Bob"))
    e = refused(m, {"type": "dart", "seat": 1, "dart": "S15"}, "not-your-turn")
    assert e.message == "It is Ann's turn to throw."
    refused(m, {"type": "dart", "seat": 2, "dart": "S15"}, "no-such-seat")


def test_each_player_has_their_own_target():
    m = throw(session("around-the-clock", players=("Ann", "Bob")), "S1", "S2", "S3", "M", "M", "M")
    s = practice.replay(m)
    assert [p["target"] for p in s["players"]] == ["4", "1"]


def test_undo_takes_back_the_last_dart_exactly():
    m = throw(session("bobs-27", players=("Ann", "Bob")), "D1", "M")
    before = practice.replay(m)
    m2 = throw(m, "M")  # ends Ann's round and passes the turn
    assert practice.replay(m2)["to_throw"] == 1
    m3 = practice.apply(m2, {"type": "undo"})
    s = practice.replay(m3)
    assert s["players"] == before["players"] and s["to_throw"] == 0 and s["visit"] == ["D1", "M"]
    assert s["last"] == "Dart taken back: Ann's miss. Dart 3 at double 1."


def test_undo_costs_a_dart_not_a_replay_of_the_session(monkeypatch):
    """A stored record of a dart and its undo, over and over, after hundreds of darts (a share link
    holds thousands) replays in time linear in its length: each undo plays no dart again."""
    from pavilion.practice.around_the_clock import AroundTheClock

    thrown = []
    real = AroundTheClock.throw
    monkeypatch.setattr(AroundTheClock, "throw", lambda self, p, dart: thrown.append(dart) or real(self, p, dart))
    m = session("around-the-clock", players=("A", "B", "C", "D"), seed="abcde")
    darts = [{"type": "dart", "seat": (i // 3) % 4, "dart": "M"} for i in range(600)]
    pairs = [{"type": "dart", "seat": 0, "dart": "S1"}, {"type": "undo"}] * 600
    s = practice.replay({**m, "actions": darts + pairs})
    assert len(thrown) == 600 + 600  # each dart once: replaying the session at each undo threw 361,200
    plain = practice.replay({**m, "actions": darts})
    assert {**s, "last": None} == {**plain, "last": None} and s["last"].startswith("Dart taken back: A's single 1")


def test_undo_takes_back_a_shanghai_and_its_win():
    m = throw(session("shanghai", players=("Ann", "Bob")), "S1", "D1", "T1")
    assert practice.replay(m)["result"] == "Shanghai! Ann wins."
    s = practice.replay(practice.apply(m, {"type": "undo"}))
    assert not s["over"] and not s["shanghai"] and s["winner"] is None and s["to_throw"] == 0
    assert s["visit"] == ["S1", "D1"] and s["players"][0]["score"] == 3


def test_undo_with_nothing_thrown_is_refused():
    refused(session("bobs-27"), {"type": "undo"}, "nothing-to-undo")


def test_undo_after_the_drill_is_finished_reopens_it():
    m = throw(session("around-the-clock"), *[f"S{n}" for n in range(1, 21)], "SB")
    m = practice.apply(m, {"type": "undo"})
    assert not practice.replay(m)["over"] and me(m)["target"] == "Bull"


def test_end_stops_the_session_with_no_winner_and_no_figure_for_the_unfinished():
    m = throw(session("halve-it", players=("Ann", "Bob")), "S15")
    m = practice.apply(m, {"type": "end"})
    s = practice.replay(m)
    assert s["over"] and s["ended"] and s["winner"] is None and not s["draw"]
    assert [p["figure"] for p in s["players"]] == [None, None]
    assert s["last"] == "Session ended." and practice.legal_actions(m) == []
    refused(m, {"type": "dart", "seat": 0, "dart": "M"}, "session-ended")
    refused(m, {"type": "undo"}, "session-ended")


def test_a_finished_drill_takes_no_more_darts():
    m = throw(session("round-the-doubles"), *[f"D{n}" for n in range(1, 21)], "DB")
    e = refused(m, {"type": "dart", "seat": 0, "dart": "M"}, "session-over")
    assert e.message == "Everyone has finished this drill."


def test_legal_actions_are_all_accepted():
    m = throw(session("shanghai", players=("Ann", "Bob")), "S1")
    fill = {"dart": {"dart": "S1"}, "undo": {}, "end": {}}
    offers = practice.legal_actions(m)
    assert [o["type"] for o in offers] == ["dart", "undo", "end"]
    for offer in offers:
        practice.apply(m, {**offer, **fill[offer["type"]]})


def test_rematch_is_the_same_drill_options_and_players_under_a_new_seed():
    m = throw(session("shanghai", players=("Ann", "Bob"), rounds=20), "S1")
    r = practice.rematch(m, seed="p2")
    assert r["options"] == m["options"] and r["seed"] == "p2" and r["actions"] == []
    with pytest.raises(RuleError) as e:
        practice.rematch(m, seed=m["seed"])
    assert e.value.code == "same-seed"


def test_a_record_replays_the_same_after_storage():
    m = throw(session("121", players=("Ann", "Bob")), "T20", "S11", "DB", "M", "T19")
    m = practice.apply(m, {"type": "undo"})
    assert practice.replay(json.loads(dumps(m))) == practice.replay(m)


@pytest.mark.parametrize("corrupt", [
    lambda m: m["actions"].append({"type": "dart", "seat": 1, "dart": "M"}),
    lambda m: m["actions"].append({"type": "dart", "seat": 0, "dart": "TB"}),
    lambda m: m["actions"].append({"type": "dart", "seat": 0}),
    lambda m: m["actions"].append({"type": "dart", "seat": 0, "dart": "M", "points": 9}),
    lambda m: m["actions"].append({"type": "eval"}),
    lambda m: m["options"].update(drill="golf"),
    lambda m: m["options"].pop("rounds"),
    lambda m: m["options"].update(rounds=8),
    lambda m: m["options"].update(players=[{"name": "A"}] * 5),
    lambda m: m.update(version=2),
    lambda m: m.update(game="darts-golf"),
])
def test_a_damaged_or_hostile_record_is_refused_with_a_sentence(corrupt):
    m = throw(session("shanghai"), "S1")
    corrupt(m)
    with pytest.raises(RuleError) as e:
        practice.replay(m)
    assert e.value.message.endswith(".")


def test_a_dart_that_does_not_replay_is_named_by_its_place_in_the_session():
    m = throw(session("shanghai"), "S1")
    m["actions"].append({"type": "dart", "seat": 1, "dart": "M"})
    with pytest.raises(RuleError) as e:
        practice.replay(m)
    assert e.value.code == "bad-record"
    assert e.value.message.startswith("Action 2 of this session cannot be replayed: ")


def test_the_last_line_says_what_happened_and_what_is_next():
    m = session("around-the-clock", players=("Ann", "Bob"))
    assert practice.replay(m)["last"] == "Around the Clock. Ann to throw at 1."
    m = throw(m, "S1")
    assert practice.replay(m)["last"] == "Ann: single 1, a hit. Dart 2 at 2."
    m = throw(m, "M", "S5")
    assert practice.replay(m)["last"] == "Ann: single 5, no hit. Bob to throw at 1."


def test_a_player_throws_at_most_500_darts():
    m = session("around-the-clock")
    m = {**m, "actions": [{"type": "dart", "seat": 0, "dart": "M"}] * 500}
    e = refused(m, {"type": "dart", "seat": 0, "dart": "S1"}, "too-many-darts")
    assert "500" in e.message

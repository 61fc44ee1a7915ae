"""Matches of legs: first to N legs on the same board, the first throw passing on each leg and on a
rematch; and the records saved before legs existed (version 1), which must still load."""

import json

import pytest
from darts_helpers import game, play, refused
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pavilion import darts
from pavilion.core import RuleError, dumps, share, stream
from pavilion.darts.game import Game
from pavilion.darts.state import build

CLOSE_OUT = (["T20", "T19", "T18"], ["T17", "T16", "T15"], ["DB", "SB"])  # a leg in three visits


def win_leg(m, misses=("M",)):
    """The seat to throw closes out in three visits while everyone else misses."""
    s = darts.replay(m)
    winner, seats = s["to_throw"], [x["seat"] for x in s["seats"] if x["in_game"]]
    for visit in CLOSE_OUT:
        m = play(m, visit)
        while darts.replay(m)["to_throw"] not in (winner, None):
            m = play(m, list(misses))
    assert darts.replay(m)["winner"] == winner and len(seats) > 1
    return m


def test_a_match_is_first_to_two_legs_with_the_first_throw_passing_on():
    m = game(legs=2)
    s = darts.replay(m)
    assert s["legs"] == {"first_to": 2, "leg": 1, "won": [0, 0], "starter": 0, "played": []}
    m = win_leg(m)  # Ann throws first and wins leg 1
    s = darts.replay(m)
    assert s["game_over"] and s["legs"]["won"] == [1, 0] and s["match_winner"] is None
    assert {"type": "leg"} in darts.legal_actions(m)
    refused(m, {"type": "turn", "seat": 1, "darts": ["M"]}, "game-over")  # the leg is over: next leg first
    m = darts.apply(m, {"type": "leg"})
    s = darts.replay(m)
    assert s["last"] == "Leg 1 to Ann. Leg 2: Bob throws first"
    assert (s["to_throw"], s["round"], s["turns"], s["legs"]["leg"], s["legs"]["starter"]) == (1, 1, [], 2, 1)
    assert all(v == 0 for seat in s["seats"] for v in seat["marks"].values())  # marks and points start again
    assert s["board"] == darts.replay(game(legs=2))["board"]  # rule 57: the same board every leg
    m = play(m, ["M"])
    assert darts.replay(m)["round"] == 1 and darts.replay(m)["to_throw"] == 0
    m = play(m, ["M"])
    assert darts.replay(m)["round"] == 2 and darts.replay(m)["to_throw"] == 1  # a round starts with the starter
    m = win_leg(m)  # Bob to throw: he takes leg 2 (1-1)
    m = darts.apply(m, {"type": "leg"})
    assert darts.replay(m)["legs"]["starter"] == 0
    m = win_leg(m)
    s = darts.replay(m)
    assert s["legs"]["won"] == [2, 1] and s["match_winner"] == 0
    assert [leg["starter"] for leg in s["legs"]["played"]] == [0, 1]
    refused(m, {"type": "leg"}, "match-over")
    assert {"type": "leg"} not in darts.legal_actions(m)


def test_the_next_leg_waits_for_this_one_to_be_decided():
    m = play(game(legs=3), ["T20"])
    e = refused(m, {"type": "leg"}, "leg-in-play")
    assert e.message == "This leg is still being played: the next starts once it is over."


def test_undo_stays_inside_the_leg_and_stats_span_the_match():
    m = darts.apply(win_leg(game(legs=2)), {"type": "leg"})
    refused(m, {"type": "undo"}, "nothing-to-undo")  # the leg before stands
    m = play(m, ["T20", "S20"])
    ann, bob = darts.replay(m)["seats"]
    assert ann["stats"]["darts"] == 3 + 3 + 2 and ann["stats"]["marks"] == 9 + 9 + 3
    assert bob["stats"]["darts"] == 2 + 2 and bob["stats"]["best_round"] == 4  # T20 S20 in leg 2


def test_a_starter_throws_first_and_a_round_ends_with_the_seat_before_them():
    m = game(["Ann", "Bob", "Cat"], starter=2)
    assert darts.replay(m)["to_throw"] == 2
    m = play(m, ["M"], ["M"], ["M"])
    s = darts.replay(m)
    assert [t["seat"] for t in s["turns"]] == [2, 0, 1] and s["round"] == 2 and s["to_throw"] == 2


def test_a_seat_that_left_stays_out_of_the_next_leg():
    m = game(["Ann", "Bob", "Cat"], legs=2)
    m = darts.apply(m, {"type": "remove", "seat": 1, "by": 0})
    m = darts.apply(win_leg(m), {"type": "leg"})
    s = darts.replay(m)
    assert not s["seats"][1]["in_game"] and s["legs"]["starter"] == 2  # Bob, next after Ann, has left
    assert [t["seat"] for t in darts.replay(play(m, ["M"], ["M"]))["turns"]] == [2, 0]


@pytest.mark.parametrize("options, code", [({"legs": 0}, "bad-legs"), ({"legs": 6}, "bad-legs"),
                                           ({"legs": True}, "bad-legs"), ({"starter": 2}, "bad-starter"),
                                           ({"starter": -1}, "bad-starter"), ({"starter": "0"}, "bad-starter")])
def test_bad_legs_or_starter_are_refused(options, code):
    with pytest.raises(RuleError) as e:
        darts.new_match(players=["Ann", "Bob"], seed="s", **options)
    assert e.value.code == code and e.value.message.endswith(".")


def test_a_rematch_gives_the_first_throw_to_the_next_seat():
    m = game(["Ann", "Bob", "Cat"], legs=2)
    starters = []
    for _ in range(4):
        m = darts.rematch(m)
        starters.append(m["options"]["starter"])
    assert starters == [1, 2, 0, 1] and m["options"]["legs"] == 2


VERSION_1 = {"game": "random-cricket", "version": 1, "seed": "t1",
             "options": {"players": [{"name": "Ann", "bot": None}, {"name": "Bob", "bot": None}],
                         "board": "standard", "round_limit": None, "ranked": False},
             "actions": [{"type": "turn", "seat": 0, "darts": ["T20"]}, {"type": "turn", "seat": 1, "darts": ["M"]}]}


def test_a_match_saved_before_legs_still_loads_and_plays_as_one_leg():
    s = darts.replay(VERSION_1)
    assert s["legs"] == {"first_to": 1, "leg": 1, "won": [0, 0], "starter": 0, "played": []}
    assert s["to_throw"] == 0 and s["seats"][0]["marks"]["20"] == 3
    m = darts.apply(VERSION_1, {"type": "turn", "seat": 0, "darts": ["M"]})
    assert m["version"] == 1 and "legs" not in m["options"]  # it stays a valid version 1 record
    assert darts.replay(share.decode(share.encode(VERSION_1)))["turns"] == s["turns"]  # an old link too
    assert darts.rematch(VERSION_1, seed="t2")["version"] == 2  # the newest version without a custom board


def test_a_version_1_record_cannot_claim_legs():
    bad = json.loads(json.dumps(VERSION_1))
    bad["options"]["legs"] = 3
    with pytest.raises(RuleError) as e:
        darts.replay(bad)
    assert e.value.code == "bad-option"


# thousands of random matches of legs ------------------------------------------------------------

def driver_action(draw, g):
    """Mostly real visits by the seat to throw (often closing), some undos, next legs and faults."""
    roll = draw.below(100)
    seat = g.to_throw()
    if roll < 80 and seat is not None:
        aims = [f"T{n}" if n != 25 else "DB" for n in g.board]
        return {"type": "turn", "seat": seat,
                "darts": [draw.choice(aims) if draw.below(3) else "M" for _ in range(draw.randint(1, 3))]}
    if roll < 88:
        return {"type": "leg"}
    if roll < 94:
        return {"type": "undo"}
    if roll < 96:
        return {"type": "remove", "seat": draw.below(len(g.seats)), "by": 0}
    return {"type": "turn", "seat": draw.below(len(g.seats)), "darts": ["M"]}


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 4), st.integers(1, 3), st.integers(0, 3), st.integers(0, 10_000), st.sampled_from([None, 4]))
def test_random_matches_of_legs_keep_the_invariants(players, legs, starter, driver, limit):
    starter %= players
    record = darts.new_match(players=["Ann", "Bob", "Cat", "Dan"][:players], seed="legs", board="random",
                             round_limit=limit, legs=legs, starter=starter)
    g = Game.load(record)
    draw = stream("driver", "legs", driver)
    thrown = [0] * players  # darts thrown in finished legs, by seat
    for _ in range(250):
        action = driver_action(draw, g)
        try:
            recorded = g.act(action)
        except RuleError as refusal:
            assert refusal.code and refusal.message
            continue
        record["actions"].append(recorded)
        if recorded["type"] == "leg":
            done = g.legs[-1]
            assert g.turns == [] and g.to_throw() == g.first and g.score.in_game[g.first]
            assert g.first != done["starter"] or sum(g.score.in_game) == 1  # the first throw passed on
        if g.match_winner() is not None:
            assert g.legs_won()[g.match_winner()] == legs and max(g.legs_won()) == legs
            with pytest.raises(RuleError):
                g.act({"type": "leg"})
    state = build(g)
    assert darts.replay(record) == state and darts.replay(json.loads(dumps(record))) == state
    assert sum(state["legs"]["won"]) <= len(state["legs"]["played"]) + 1
    assert max(state["legs"]["won"]) <= legs
    for turn, _ in g.past:
        thrown[turn.seat] += len(turn.darts or ())
    for t in g.turns:
        thrown[t.seat] += len(t.darts or ())
    assert [s["stats"]["darts"] for s in state["seats"]] == thrown  # the figures count every leg
    starters = [leg["starter"] for leg in state["legs"]["played"]] + [state["legs"]["starter"]]
    assert starters[0] == starter

"""The match: options, the toss, whose decision it is, refusals, autoplay, results, Super Over."""

import copy
import json

import pytest
from crickee_helpers import computer_match, to_first_over

from pavilion.core import RuleError, dumps
from pavilion.crickee import (GAME, VERSION, apply, autoplay, clubs, legal_actions, new_match,
                              replay)
from pavilion.crickee.innings import Innings
from pavilion.crickee.match import MatchState
from pavilion.crickee.squads import first_eleven


def code(fn, *args, **kw):
    with pytest.raises(RuleError) as info:
        fn(*args, **kw)
    assert info.value.message  # a sentence for the player
    return info.value.code


# --- options -------------------------------------------------------------------------------

def test_new_match_records_its_options():
    m = new_match("abc", home="gulls", away="owls")
    assert m["game"] == GAME == "crickee" and m["version"] == VERSION == 2
    assert m["options"] == {"home": "gulls", "away": "owls", "cards": True, "traits": True,
                            "captains": {"home": "person", "away": "computer"}, "dice": "graded",
                            "elevens": {"home": first_eleven("gulls"), "away": first_eleven("owls")}}
    assert m["actions"] == []


def test_new_match_draws_a_seed_and_two_different_clubs():
    m = new_match()
    assert m["seed"] and m["options"]["home"] != m["options"]["away"]
    assert new_match("abc")["options"] == new_match("abc")["options"]  # drawn from the seed
    assert new_match("abc", home="gulls")["options"]["away"] != "gulls"


@pytest.mark.parametrize("kw, expected", [
    ({"home": "nobody"}, "unknown-team"),
    ({"home": "gulls", "away": "gulls"}, "same-team"),
    ({"cards": 1}, "bad-options"),
    ({"traits": "yes"}, "bad-options"),
    ({"captains": {"home": "person"}}, "bad-captains"),
    ({"captains": {"home": "robot", "away": "person"}}, "bad-captains"),
    ({"captains": ["person", "person"]}, "bad-captains"),
])
def test_bad_options_are_refused(kw, expected):
    assert code(new_match, "abc", **kw) == expected


def test_a_record_with_bad_options_or_game_is_refused():
    m = new_match("abc")
    bad = copy.deepcopy(m)
    bad["options"]["extra"] = 1
    assert code(replay, bad) == "bad-options"
    bad = copy.deepcopy(m)
    bad["game"] = "darts"
    assert code(replay, bad) == "unknown-game"
    assert code(replay, "not a match") == "bad-record"


# --- the toss and whose turn it is ---------------------------------------------------------

def test_toss_away_calls_and_the_winner_chooses():
    m = new_match("abc", home="gulls", away="owls")
    state = replay(m)
    assert state["to_decide"]["side"] == "away" and state["to_decide"]["decision"] == "toss"
    assert state["to_decide"]["captain"] == "computer"
    m = apply(m, {"type": "toss", "side": "away", "call": "heads"})
    toss = replay(m)["toss"]
    assert toss["call"] == "heads" and toss["winner"] == ("away" if toss["landed"] == "heads"
                                                          else "home")
    assert replay(m)["to_decide"]["side"] == toss["winner"]
    m = apply(m, {"type": "elect", "side": toss["winner"], "choice": "bowl"})
    state = replay(m)
    assert state["innings"][0]["bowling"] == toss["winner"]
    assert state["toss"]["text"].endswith("won the toss and chose to bowl")


def test_over_decisions_come_in_order_attack_bowler_roll():
    m = to_first_over(new_match("abc"))
    state = replay(m)
    batting, bowling = state["innings"][0]["batting"], state["innings"][0]["bowling"]
    assert state["to_decide"]["side"] == batting and state["to_decide"]["decision"] == "attack"
    m = apply(m, {"type": "attack", "side": batting, "attack": False})
    assert replay(m)["to_decide"] == {**replay(m)["to_decide"], "side": bowling,
                                      "decision": "bowler"}
    bowler = legal_actions(m)[0]["player"]
    m = apply(m, {"type": "bowler", "side": bowling, "player": bowler})
    assert replay(m)["to_decide"]["decision"] == "roll"
    m = apply(m, {"type": "roll", "side": batting})
    over = replay(m)["innings"][0]["over_list"][0]
    assert over["bowler"] == bowler and len(over["rolled"]) == 6 and over["card"] is not None


def test_acting_out_of_turn_is_refused_and_changes_nothing():
    m = new_match("abc")
    before = copy.deepcopy(m)
    assert code(apply, m, {"type": "toss", "side": "home", "call": "heads"}) == "not-your-turn"
    assert code(apply, m, {"type": "roll", "side": "away"}) == "wrong-decision"
    assert m == before
    m = to_first_over(m)
    batting, bowling = replay(m)["innings"][0]["batting"], replay(m)["innings"][0]["bowling"]
    assert code(apply, m, {"type": "roll", "side": batting}) == "wrong-decision"  # attack first
    assert code(apply, m, {"type": "bowler", "side": bowling, "player": "x"}) == "not-your-turn"
    assert code(apply, m, {"type": "attack", "side": bowling, "attack": True}) == "not-your-turn"


@pytest.mark.parametrize("action", [
    "roll", [], {"side": "away"}, {"type": "bounce", "side": "away"},
    {"type": "toss", "call": "heads"}, {"type": "toss", "side": "north", "call": "heads"},
    {"type": "toss", "side": "away", "call": "edge"},
    {"type": "toss", "side": "away", "call": "heads", "extra": 1},
    {"type": "toss", "side": "away", "call": ["heads"]},
])
def test_malformed_actions_are_rule_errors(action):
    assert code(apply, new_match("abc"), action) in ("bad-action", "unknown-action")


def test_attack_must_be_true_or_false_and_a_player_text():
    m = to_first_over(new_match("abc"))
    side = replay(m)["to_decide"]["side"]
    assert code(apply, m, {"type": "attack", "side": side, "attack": 1}) == "bad-action"
    m = apply(m, {"type": "attack", "side": side, "attack": True})
    side = replay(m)["to_decide"]["side"]
    assert code(apply, m, {"type": "bowler", "side": side, "player": 7}) == "bad-action"
    assert code(apply, m, {"type": "bowler", "side": side, "player": "x" * 41}) == "bad-action"


def test_apply_returns_a_new_record_and_leaves_the_input_alone():
    m = new_match("abc")
    before = copy.deepcopy(m)
    out = apply(m, {"type": "toss", "side": "away", "call": "tails"})
    assert m == before and len(out["actions"]) == 1 and out is not m


def test_a_tampered_record_says_which_action_fails():
    m = autoplay(computer_match("abc"), until="over")
    bad = copy.deepcopy(m)
    bad["actions"][2]["side"] = "home" if bad["actions"][2]["side"] == "away" else "away"
    with pytest.raises(RuleError) as info:
        replay(bad)
    assert info.value.code == "not-your-turn" and "Action 3" in info.value.message


def test_match_over_refuses_more_actions():
    m = autoplay(computer_match("abc"))
    assert replay(m)["status"] == "done" and replay(m)["to_decide"] is None
    assert legal_actions(m) == []
    assert code(apply, m, {"type": "roll", "side": "home"}) == "match-over"


# --- legal actions and autoplay -----------------------------------------------------------

def test_every_legal_action_applies_and_matches_to_decide():
    m = computer_match("legal")
    for _ in range(12):
        state = replay(m)
        acts = legal_actions(m)
        assert acts == state["legal_actions"] and acts
        assert all(a["side"] == state["to_decide"]["side"] for a in acts)
        assert all(a["type"] == state["to_decide"]["decision"] for a in acts)
        for a in acts:
            apply(m, a)
        m = apply(m, acts[-1])


def test_autoplay_stops_when_a_person_must_decide():
    m = new_match("abc", captains={"home": "person", "away": "computer"})
    m = autoplay(m)  # the away captain calls; the toss winner may be the person
    state = replay(m)
    assert state["to_decide"]["captain"] == "person" and state["to_decide"]["side"] == "home"
    m = new_match("abc", captains={"home": "person", "away": "person"})
    assert autoplay(m)["actions"] == []


def test_autoplay_until_over_and_innings():
    m = autoplay(computer_match("abc"), until="over")
    assert [a["type"] for a in m["actions"]] == ["toss", "elect", "attack", "bowler", "roll"]
    m = autoplay(m, until="innings")
    state = replay(m)
    assert state["innings"][0]["done"] and len(state["innings"]) == 2
    assert state["innings"][1]["over_list"] == []
    assert code(autoplay, m, until="ball") == "bad-until"
    assert code(autoplay, m, attack="sometimes") == "bad-attack"


def test_autoplay_attack_modes():
    never = replay(autoplay(computer_match("abc"), attack="never"))
    always = replay(autoplay(computer_match("abc"), attack="always"))
    assert not any(o["attack"] for i in never["innings"] for o in i["over_list"])
    assert all(o["attack"] for i in always["innings"] for o in i["over_list"])


def test_same_seed_and_decisions_give_the_same_match():
    a = autoplay(computer_match("same"))
    b = autoplay(computer_match("same"))
    assert dumps(a) == dumps(b) and replay(a) == replay(b)
    # the same decisions taken one by one by apply give the same match again
    c = new_match("same", captains={"home": "computer", "away": "computer"})
    for action in a["actions"]:
        c = apply(c, action)
    assert replay(c) == replay(a)


def test_replay_is_plain_json_and_shares_nothing_with_the_record():
    m = autoplay(computer_match("abc"))
    before = copy.deepcopy(m)
    state = replay(m)
    assert json.loads(json.dumps(state, allow_nan=False)) == state
    state["options"]["captains"]["home"] = "person"
    assert m == before


# --- bowlers --------------------------------------------------------------------------------

def _at_bowler(m):
    state = replay(m)
    side = state["to_decide"]["side"]
    return apply(m, {"type": "attack", "side": side, "attack": False})


def test_bowler_refusals():
    m = to_first_over(new_match("abc"))
    m = _at_bowler(m)
    state = replay(m)
    side = state["to_decide"]["side"]
    squad = state["teams"][side]["squad"]
    other = state["teams"]["home" if side == "away" else "away"]["squad"][0]["id"]
    non_bowler = next(p["id"] for p in squad if not p["bowls"])
    assert code(apply, m, {"type": "bowler", "side": side, "player": "nobody"}) == "unknown-player"
    assert code(apply, m, {"type": "bowler", "side": side, "player": other}) == "unknown-player"
    assert code(apply, m, {"type": "bowler", "side": side, "player": non_bowler}) == "not-a-bowler"
    choices = {c["player"]: c for c in state["bowler_choices"]}
    assert choices[non_bowler]["legal"] is False
    assert "does not bowl" in choices[non_bowler]["reason"]


def test_two_overs_in_a_row_and_a_fifth_over_are_refused():
    m = to_first_over(computer_match("quota", traits=False))
    bowler = None
    for over in range(9):
        m = _at_bowler(m)
        side = replay(m)["to_decide"]["side"]
        if over % 2 == 0:
            bowler = bowler or legal_actions(m)[0]["player"]
            if over == 8:
                error = code(apply, m, {"type": "bowler", "side": side, "player": bowler})
                assert error == "bowler-quota"
                break
            pick = bowler
        else:
            assert code(apply, m, {"type": "bowler", "side": side, "player": bowler}) == \
                "bowler-in-a-row"
            pick = next(a["player"] for a in legal_actions(m) if a["player"] != bowler)
        m = apply(m, {"type": "bowler", "side": side, "player": pick})
        m = apply(m, {"type": "roll", "side": replay(m)["to_decide"]["side"]})
        if replay(m)["innings"][0]["done"]:
            pytest.fail("the innings ended before the test could bowl a fifth over")


# --- results and the Super Over ------------------------------------------------------------

def _state_after(first_runs, second_runs, second_wickets=3, overs=20):
    state = MatchState(new_match("abc", home="gulls", away="owls"))
    state.toss = {"call": "heads", "landed": "heads", "winner": "away", "elected": "bat"}
    first = Innings(1, 0, "away", "home", state.squads["away"], None)
    second = Innings(2, 0, "home", "away", state.squads["home"], first_runs + 1)
    first.runs, second.runs, second.wickets = first_runs, second_runs, second_wickets
    second.overs = [{"bowler": "x"}] * overs
    state.innings = [first, second]
    state._next()
    return state


@pytest.mark.parametrize("first, second, wickets, text", [
    (150, 151, 5, "Harbour Gulls won by 5 wickets"),
    (150, 152, 9, "Harbour Gulls won by 1 wicket"),
    (150, 138, 10, "Ironbridge Owls won by 12 runs"),
    (150, 149, 4, "Ironbridge Owls won by 1 run"),
])
def test_result_text(first, second, wickets, text):
    state = _state_after(first, second, wickets)
    assert state.result["text"] == text


def test_level_scores_go_to_a_super_over_the_side_batting_second_first():
    state = _state_after(150, 150, 6)
    assert state.result is None
    so = state.current
    assert so.super_over == 1 and so.batting == "home" and so.target is None
    assert so.over_limit == 1 and so.wicket_limit == 2 and so.over_no == 20
    assert state.decision() == ("home", "attack")


def test_a_super_over_decides_it_or_another_follows():
    state = _state_after(150, 150, 6)
    state.current.runs, state.current.overs = 9, [{"bowler": "x"}]
    state._next()
    chase = state.current
    assert chase.batting == "away" and chase.target == 10 and chase.super_over == 1
    chase.runs, chase.overs = 9, [{"bowler": "y"}]
    state._next()
    again = state.current
    assert state.result is None and again.super_over == 2 and again.batting == "away"
    again.runs, again.overs = 4, [{"bowler": "z"}]
    state._next()
    state.current.runs, state.current.overs = 5, [{"bowler": "w"}]
    state._next()
    assert state.result["text"] == "Match tied: Harbour Gulls won after 2 Super Overs"
    assert state.result["tied"] is True
    assert state.result["super_overs"] == 2 and state.result["margin"] is None


def _tied_match():
    for n in range(3000):
        m = autoplay(computer_match(f"tie-{n}"))
        if replay(m)["result"]["super_overs"]:
            return m
    pytest.fail("no Super Over in 3000 matches")


def test_an_autoplayed_super_over():
    state = replay(_tied_match())
    main, super_overs = state["innings"][:2], state["innings"][2:]
    assert main[0]["runs"] == main[1]["runs"]
    assert super_overs[0]["batting"] == main[1]["batting"]
    for inn in super_overs:
        assert len(inn["over_list"]) == 1 and inn["wickets"] <= 2
        assert inn["over_list"][0]["card"] is not None  # six dice and a card
        assert len(inn["over_list"][0]["rolled"]) == 6
    assert "Super Over" in state["result"]["text"]
    assert state["result"]["winner"] in ("home", "away")



def test_replay_gives_a_screen_everything_it_draws():
    state = replay(autoplay(computer_match("screen")))
    inn = state["innings"][0]
    over = inn["over_list"][0]
    assert {"over", "bowler", "bowler_name", "attack", "rolled", "balls", "card", "changes",
            "bonus", "run_outs", "runs", "wickets", "score", "wickets_down"} <= set(over)
    assert set(over["card"]) == {"name", "category", "text"}
    assert {"batting_card", "did_not_bat", "bowling_card", "fall_of_wickets", "partnerships",
            "extras", "worm", "manhattan", "required_by_over", "required", "commentary",
            "overs", "run_rate", "target"} <= set(inn)
    assert state["innings"][1]["required_by_over"] and inn["required_by_over"] is None
    assert len(state["teams"]["home"]["squad"]) == 11 and state["toss"]["text"]


def test_clubs_lists_the_pool():
    listed = clubs()
    assert len(listed) == 8 and all(len(c["players"]) == 16 and len(c["eleven"]) == 11 for c in listed)
    assert json.loads(json.dumps(listed)) == listed

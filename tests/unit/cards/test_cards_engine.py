"""The surface every game offers: options, apply, replay, autoplay, legal_actions, untrusted input."""

import copy
import json
import os

import pytest

from pavilion.core import RuleError, dumps
from pavilion import cards
from pavilion.cards.options import DAY_TURNS, DEFAULTS

from cards_kit import check_turn_events


def test_new_match_records_the_full_options_and_the_seed():
    m = cards.new_match("s1", format="test", days=5)
    assert m["game"] == cards.GAME == "card-cricket" and m["version"] == cards.VERSION == 2
    assert m["options"] == {**DEFAULTS, "format": "test", "days": 5, "wickets": "one", "day_turns": DAY_TURNS["one"]}
    assert m["actions"] == [] and None not in (m["options"]["wickets"], m["options"]["day_turns"])
    assert isinstance(cards.new_match()["seed"], str)


def test_the_default_scoring_is_count_less_9_with_a_wicket_per_full_21_in_a_club_match_one_in_a_test():
    assert cards.new_match("d1")["options"] == {**DEFAULTS, "runs": "short", "wickets": "each"}
    assert cards.new_match("d2", format="test")["options"]["wickets"] == "one"
    assert cards.new_match("d3", format="test", wickets="each", days=3)["options"]["day_turns"] == DAY_TURNS["each"]
    assert cards.new_match("d4", runs="count")["options"]["runs"] == "count"


def version_1_matches():
    with open(os.path.join(os.path.dirname(__file__), "version1_matches.json")) as f:
        return json.load(f)


@pytest.mark.parametrize("i", range(3))
def test_a_version_1_record_replays_exactly_as_it_was_played(i):
    """Recorded by the version 1 engine: a club match batting on 19 times, one with a declaration
    in a club match, and a 2-day Test drawn on v1's 35-turn days; each replays to the same innings."""
    played = version_1_matches()[i]
    m = played["match"]
    assert m["version"] == 1
    state = cards.replay(m)
    assert [[x["batting"], x["runs"], x["wickets"], x["closed"]] for x in state["innings"]] == played["innings"]
    assert state["result"]["text"] == played["result"] and state["turns_played"] == played["turns"]
    assert state["version"] == 2 and state["options"]["declarations"] == "every-turn"


def test_a_version_1_record_without_its_scoring_options_keeps_version_1s_defaults():
    played = version_1_matches()[0]
    m = dict(played["match"], options={k: v for k, v in played["match"]["options"].items()
                                       if k not in ("runs", "wickets")})
    assert cards.replay(m)["result"]["text"] == played["result"]
    assert cards.replay(m)["options"] == cards.replay(played["match"])["options"]


def test_playing_on_from_a_version_1_record_writes_version_2_and_leaves_the_input_alone():
    played = version_1_matches()[0]["match"]
    m = dict(played, actions=played["actions"][:-3])
    before = copy.deepcopy(m)
    state = cards.replay(m)
    m2 = cards.apply(m, state["legal"][0]) if state["to_act"] == "you" else cards.autoplay(m)
    assert m == before and m2["version"] == 2 and m2["options"]["declarations"] == "every-turn"
    assert cards.replay(m2)["turns_played"] >= state["turns_played"]


def test_a_record_from_a_newer_pavilion_is_refused_with_a_sentence():
    with pytest.raises(RuleError) as err:
        cards.replay({**cards.new_match("new"), "version": 3})
    assert err.value.code == "newer-version" and "newer Pavilion" in err.value.message


@pytest.mark.parametrize("options, code", [
    ({"format": "t20"}, "bad-format"), ({"runs": 1}, "bad-runs"), ({"wickets": "two"}, "bad-wickets"),
    ({"all_bat": "yes"}, "bad-all-bat"), ({"days": 3}, "bad-days"), ({"format": "test", "days": 0}, "bad-days"),
    ({"format": "test", "days": True}, "bad-days"), ({"format": "test", "days": 11}, "bad-days"),
    ({"nation": "XYZ"}, "bad-nation"), ({"droid_nation": 5}, "bad-nation"),
    ({"nation": "AUS", "droid_nation": "AUS"}, "same-nation"), ({"colour": "red"}, "bad-option"),
    ({"droid_vs_droid": 1}, "bad-droid-vs-droid"), ({"two_players": "yes"}, "bad-two-players"),
    ({"two_players": True, "droid_vs_droid": True}, "bad-players"), ({"declarations": "never"}, "bad-declarations"),
    ({"format": "test", "day_turns": 20}, "bad-day-turns"), ({"format": "test", "days": 3, "day_turns": 4}, "bad-day-turns"),
    ({"format": "test", "days": 3, "day_turns": 20.0}, "bad-day-turns"),
])
def test_each_bad_option_is_a_rule_error(options, code):
    with pytest.raises(RuleError) as err:
        cards.new_match("s", **options)
    assert err.value.code == code and err.value.message


def test_apply_returns_a_new_record_and_leaves_the_input_untouched():
    m = cards.new_match("s2")
    before = copy.deepcopy(m)
    m2 = cards.apply(m, {"type": "toss", "call": "heads"})
    assert m == before and m2["actions"] == [{"type": "toss", "call": "heads"}]


@pytest.mark.parametrize("action", [
    None, [], "toss", {}, {"type": 3}, {"type": "bowl"}, {"type": "toss"}, {"type": "toss", "call": "edge"},
    {"type": "toss", "call": "heads", "extra": 1}, {"type": "cover", "cells": "12"},
    {"type": "cover", "cells": [1]}, {"type": "cover", "cells": [1, 1]}, {"type": "cover", "cells": [0, 10]},
    {"type": "cover", "cells": [True, 2]}, {"type": "cover", "cells": [1, 2, 3, 4]},
    {"type": "follow-on", "enforce": "yes"}, {"type": "elect", "choice": "bowl"},
])
def test_malformed_actions_are_refused_with_a_rule_error_and_change_nothing(action):
    m = cards.new_match("s3")
    before = copy.deepcopy(m)
    with pytest.raises(RuleError):
        cards.apply(m, action)
    assert m == before


def until_cover(seed="s4"):
    """A match against the Droid, played until you must choose a set to cover."""
    m = cards.apply(cards.new_match(seed), {"type": "toss", "call": "heads"})
    m = cards.autoplay(m)
    while cards.replay(m)["decision"] != "cover":
        m = cards.apply(m, cards.legal_actions(m)[0])
        m = cards.autoplay(m)
    return m


def test_legal_actions_list_each_showing_set_and_replay_draws_the_table():
    m = until_cover()
    state = cards.replay(m)
    assert state["to_act"] == "you" and state["decision"] == "cover"
    turn = state["turn"]
    assert turn["in_progress"] and len(turn["sets"]) >= 2
    covers = [{"type": "cover", "cells": s["cells"]} for s in turn["sets"]]
    assert cards.legal_actions(m) == covers + [{"type": "pass"}], "cover any showing set, or pass"
    assert state["suggestion"] in cards.legal_actions(m), "the Droid's pick is offered as the default"
    assert [c["cell"] for c in turn["grid"]] == list(range(1, 10))
    assert turn["count"] == sum(1 + c["under"] for c in turn["grid"] if c["card"]) or turn["reshuffles"]
    for s in turn["sets"]:
        assert s["cards"] == [turn["grid"][c - 1]["card"] for c in s["cells"]]
    check_turn_events(turn)


def test_a_cover_that_is_not_a_showing_set_is_a_rule_error():
    m = until_cover()
    sets = [s["cells"] for s in cards.replay(m)["turn"]["sets"]]
    wrong = next([a, b] for a in range(1, 10) for b in range(a + 1, 10) if [a, b] not in sets)
    with pytest.raises(RuleError) as err:
        cards.apply(m, {"type": "cover", "cells": wrong})
    assert err.value.code == "not-a-set"


def test_cover_cells_in_any_order_are_stored_sorted():
    m = until_cover()
    cells = cards.legal_actions(m)[0]["cells"]
    m2 = cards.apply(m, {"type": "cover", "cells": list(reversed(cells))})
    assert m2["actions"][-1] == {"type": "cover", "cells": cells}


def test_autoplay_stops_where_the_person_decides_and_the_person_cannot_act_for_the_droid():
    m = cards.autoplay(cards.new_match("s5"))
    assert m["actions"] == [] and cards.replay(m)["to_act"] == "you"
    for call in ("heads", "tails"):
        lost = cards.apply(m, {"type": "toss", "call": call})
        if cards.replay(lost)["to_act"] == "droid":
            break
    assert cards.legal_actions(lost) == []
    with pytest.raises(RuleError) as err:
        cards.apply(lost, {"type": "elect", "choice": "field"})
    assert err.value.code == "not-your-turn"
    m = cards.autoplay(lost)
    assert m["actions"][-1] == {"type": "elect", "choice": "bat"} and cards.replay(m)["to_act"] in ("you", None)


def test_autoplay_until_adds_at_most_that_many_actions():
    m = cards.new_match("s6", droid_vs_droid=True)
    assert len(cards.autoplay(m, until=3)["actions"]) == 3
    with pytest.raises(RuleError):
        cards.autoplay(m, until="all")


def test_a_droid_vs_droid_match_replays_exactly_and_its_state_is_plain_json():
    m = cards.autoplay(cards.new_match("s7", droid_vs_droid=True, format="test", days=5))
    state = cards.replay(m)
    assert state["to_act"] is None and state["result"] is not None and cards.legal_actions(m) == []
    text = json.dumps(state, allow_nan=False)
    assert json.loads(text) == state and cards.replay(json.loads(dumps(m))) == state
    for inn in state["innings"]:
        assert {"runs", "wickets", "batting_card", "turns", "closed", "target"} <= set(inn)


def test_nothing_is_accepted_once_the_match_is_over():
    m = cards.autoplay(cards.new_match("s11", droid_vs_droid=True))
    with pytest.raises(RuleError) as err:
        cards.apply(m, {"type": "bat-on"})
    assert err.value.code == "match-over"


def test_a_stored_record_that_does_not_replay_is_a_rule_error():
    m = cards.new_match("s8")
    for bad in ({**m, "game": "crickee"}, {**m, "version": 9}, {**m, "options": {"format": "odi"}},
                {**m, "actions": [{"type": "declare"}]}, {**m, "actions": "toss"}, {**m, "seed": "no spaces"}):
        with pytest.raises(RuleError):
            cards.replay(bad)


def test_a_decision_that_does_not_replay_is_named_by_its_move():
    m = cards.new_match("s8")
    with pytest.raises(RuleError) as err:
        cards.replay({**m, "actions": [{"type": "toss", "call": "heads"}, {"type": "declare"}]})
    assert err.value.code == "bad-record"
    assert err.value.message.startswith("Move 2 of this match cannot be replayed: That is not the decision now")


def test_the_table_state_before_the_first_turn():
    state = cards.replay(cards.new_match("s9"))
    assert state["decision"] == "toss" and state["turn"] is None and state["innings"] == []
    assert state["legal"] == [{"type": "toss", "call": "heads"}, {"type": "toss", "call": "tails"}]
    assert state["sides"]["you"]["name"] == "England" and state["sides"]["droid"]["name"] == "Australia"


def test_each_turn_starts_from_its_own_shuffle_the_same_on_every_replay():
    m = cards.autoplay(cards.new_match("s10", droid_vs_droid=True))
    turns = [t for inn in cards.replay(m)["innings"] for t in inn["turns"]]
    firsts = [tuple([e["card"] for e in t["events"] if e["type"] == "deal"][:6]) for t in turns]
    assert len(set(firsts)) == len(firsts), "every turn is dealt from a fresh shuffle"
    assert cards.replay(m)["innings"] == cards.replay(copy.deepcopy(m))["innings"]

"""Record versions: a version 1 match (dealt elevens, the first reading of attack, the seed's dice
for every batter) replays exactly as it was played and plays on under those readings; version 2
records carry the dice option and the elevens."""

import copy
import json
import os

import pytest

from pavilion.core import RuleError
from pavilion.crickee import VERSION, apply, autoplay, legal_actions, new_match, replay
from pavilion.crickee.readings import ATTACK, ATTACK_V1, GRADED, LITERAL, VERSION_1, reading
from pavilion.crickee.squads import first_eleven

with open(os.path.join(os.path.dirname(__file__), "v1_matches.json")) as f:
    V1 = json.load(f)  # played and saved by the version 1 build (commit a29378a)


def test_the_version_is_two_and_a_new_match_names_its_dice_and_elevens():
    m = new_match("abc", home="gulls", away="owls")
    assert m["version"] == VERSION == 2
    assert m["options"]["dice"] == "graded"
    assert m["options"]["elevens"] == {"home": first_eleven("gulls"), "away": first_eleven("owls")}
    assert replay(m)["teams"]["home"]["squad"][0]["id"] == first_eleven("gulls")[0]


@pytest.mark.parametrize("saved", V1, ids=[m["record"]["seed"] for m in V1])
def test_a_version_1_match_replays_exactly_as_it_was_played(saved):
    state = replay(saved["record"])
    assert state["version"] == 1
    assert [[i["runs"], i["wickets"], i["balls"]] for i in state["innings"]] == \
        [[runs, wickets, balls] for runs, wickets, _, balls in saved["innings"]]
    assert [i["worm"] for i in state["innings"]] == saved["worms"]
    assert {s: [p["id"] for p in state["teams"][s]["squad"]] for s in ("home", "away")} == saved["squads"]
    assert (state["result"] or {}).get("winner") == saved["winner"]


def test_a_version_1_match_plays_on_under_its_own_readings():
    saved = copy.deepcopy(V1[-1]["record"])
    assert saved["version"] == 1 and replay(saved)["result"] is None
    m = autoplay(apply(saved, legal_actions(saved)[-1]))
    assert m["version"] == 1 and len(m["actions"]) > len(saved["actions"])
    attacking = [o for i in replay(m)["innings"] for o in i["over_list"] if o["attack"]]
    rolled_4 = [b for o in attacking for b, d in zip(o["balls"], o["rolled"]) if d["face"] == 4]
    assert all(d["outcome"] == "four" for o in attacking for d in o["rolled"] if d["face"] == 4)
    assert rolled_4 or attacking == []


def test_readings_by_version_and_dice():
    assert reading(1, {}) == VERSION_1 and VERSION_1.attack_faces == ATTACK_V1[0]
    assert reading(2, {"dice": "graded"}) == GRADED and GRADED.graded
    assert reading(2, {"dice": "literal"}) == LITERAL and not LITERAL.graded
    assert GRADED.attack_faces == LITERAL.attack_faces == ATTACK[0]
    assert GRADED.attack_text() == "Attacking: face 5 is a six, and every wicket-chance roll gets +2."


def test_options_are_checked_by_version():
    v1 = copy.deepcopy(V1[0]["record"])
    v1["options"]["dice"] = "graded"
    with pytest.raises(RuleError) as info:
        replay(v1)
    assert info.value.code == "bad-options"
    v2 = new_match("abc")
    del v2["options"]["dice"]
    with pytest.raises(RuleError):
        replay(v2)
    newer = new_match("abc")
    newer["version"] = 3
    with pytest.raises(RuleError) as info:
        replay(newer)
    assert info.value.code == "newer-version" and "Reload to update" in info.value.message


def test_a_captain_picks_his_eleven_and_batting_order():
    mine = list(reversed(first_eleven("gulls")))
    m = new_match("abc", home="gulls", away="owls", elevens={"home": mine})
    assert m["options"]["elevens"] == {"home": mine, "away": first_eleven("owls")}
    assert [p["id"] for p in replay(m)["teams"]["home"]["squad"]] == mine
    for bad in ({"home": mine[:10]}, {"north": mine}, ["x"]):
        with pytest.raises(RuleError) as info:
            new_match("abc", home="gulls", away="owls", elevens=bad)
        assert info.value.code == "bad-eleven"
    with pytest.raises(RuleError) as info:
        new_match("abc", home="gulls", away="owls", dice="loaded")
    assert info.value.code == "bad-options"

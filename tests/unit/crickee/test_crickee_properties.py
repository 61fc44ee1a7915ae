"""Invariants over thousands of autoplayed matches (OpenSpiel style)."""

import itertools

from hypothesis import given, settings, strategies as st

from pavilion.core import dumps
from pavilion.crickee import apply, autoplay, new_match, replay
from pavilion.crickee.players import TEAM_BY_ID

SEEDS = st.text("abcdefghijkmnpqrstuvwxyz23456789", min_size=1, max_size=10)
CLUBS = list(TEAM_BY_ID)


def check_innings(inn):
    overs = inn["over_list"]
    settled = [b for o in overs for b in o["balls"] if b["settled"]]
    # runs add up: balls plus bonus runs, and the batters plus extras
    assert inn["runs"] == sum(b["runs"] for b in settled) + sum(o["bonus"] for o in overs)
    assert inn["runs"] == sum(o["runs"] for o in overs)
    assert inn["runs"] == sum(e["runs"] for e in inn["batting_card"]) + inn["extras"]
    assert inn["runs"] == sum(f["runs"] for f in inn["bowling_card"]) + inn["extras"]
    assert inn["runs"] == sum(p["runs"] for p in inn["partnerships"])
    assert inn["worm"] == list(itertools.accumulate(o["runs"] for o in overs))
    assert inn["balls"] == len(settled)
    # wickets
    assert 0 <= inn["wickets"] <= inn["wicket_limit"] <= 10
    assert inn["wickets"] == len(inn["fall_of_wickets"]) == sum(o["wickets"] for o in overs)
    assert inn["wickets"] == sum(e["out"] for e in inn["batting_card"])
    assert sum(f["wickets"] for f in inn["bowling_card"]) == sum(b["wicket"] for b in settled)
    # bowlers: at most four overs, never two in a row; overs and balls per over
    bowlers = [o["bowler"] for o in overs]
    assert all(bowlers.count(b) <= 4 for b in bowlers)
    assert all(x != y for x, y in itertools.pairwise(bowlers))
    assert len(overs) <= inn["over_limit"]
    assert all(5 <= len(o["balls"]) <= 8 for o in overs)
    # the innings stopped for a reason, and only the last over can be cut short
    assert inn["done"]
    assert (len(overs) == inn["over_limit"] or inn["wickets"] == inn["wicket_limit"]
            or (inn["target"] is not None and inn["runs"] >= inn["target"]))
    assert all(b["settled"] for o in overs[:-1] for b in o["balls"])
    if inn["target"] is not None and inn["runs"] >= inn["target"]:
        assert inn["runs"] - inn["target"] < 6 + 4 + overs[-1]["bonus"]  # won on the last ball


def check_result(state):
    result = state["result"]
    first, second = state["innings"][-2:]
    assert result["winner"] in ("home", "away")
    if result["super_overs"] == 0:
        assert len(state["innings"]) == 2
        if second["runs"] > first["runs"]:
            assert result["winner"] == second["batting"]
            assert result["text"].endswith(("wickets", "1 wicket"))
        else:
            assert result["winner"] == first["batting"] and second["runs"] < first["runs"]
            margin = first["runs"] - second["runs"]
            assert result["text"].endswith(f"by {margin} run{'s' if margin > 1 else ''}")
    else:
        assert state["innings"][0]["runs"] == state["innings"][1]["runs"]
        assert result["winner"] == (second["batting"] if second["runs"] > first["runs"]
                                    else first["batting"])
        assert second["runs"] != first["runs"]
        assert "Super Over" in result["text"]


@settings(max_examples=500, deadline=None)
@given(SEEDS, st.sampled_from(CLUBS), st.integers(1, 7), st.booleans(), st.booleans(),
       st.sampled_from(["auto", "never", "always"]))
def test_autoplayed_matches_keep_every_invariant(seed, home, shift, cards, traits, attack):
    away = CLUBS[(CLUBS.index(home) + shift) % len(CLUBS)]
    for n in range(4):  # four matches per example: two thousand in all
        m = new_match(f"{seed}-{n}", home=home, away=away, cards=cards, traits=traits,
                      captains={"home": "computer", "away": "computer"})
        m = autoplay(m, attack=attack)
        state = replay(m)
        assert state["status"] == "done" and state["to_decide"] is None
        for inn in state["innings"]:
            check_innings(inn)
        check_result(state)


@settings(max_examples=40, deadline=None)
@given(SEEDS, st.booleans(), st.booleans())
def test_same_seed_and_same_decisions_give_the_same_match(seed, cards, traits):
    """Autoplay twice gives the same record; people taking the same decisions one by one with
    apply get the very same match, ball for ball."""
    options = {"cards": cards, "traits": traits}
    played = autoplay(new_match(seed, captains={"home": "computer", "away": "computer"},
                                **options))
    assert dumps(autoplay(new_match(seed, captains={"home": "computer", "away": "computer"},
                                    **options))) == dumps(played)
    by_hand = new_match(seed, captains={"home": "person", "away": "person"}, **options)
    for action in played["actions"][:20]:
        by_hand = apply(by_hand, action)
    by_hand["actions"] = played["actions"]
    state, again = replay(played), replay(by_hand)
    assert again["innings"] == state["innings"] and again["result"] == state["result"]


JUNK = st.one_of(st.none(), st.booleans(), st.integers(-3, 3), st.text(max_size=6),
                 st.sampled_from(["heads", "tails", "bat", "bowl", "home", "away", "gulls-09",
                                  "owls-10"]),
                 st.lists(st.integers(), max_size=2))
ACTIONS = st.one_of(
    st.dictionaries(st.sampled_from(["type", "side", "call", "choice", "attack", "player", "x"]),
                    st.one_of(JUNK, st.sampled_from(["toss", "elect", "attack", "bowler",
                                                     "roll", "undo"])), max_size=4),
    JUNK)


@settings(max_examples=150, deadline=None)
@given(SEEDS, st.lists(st.one_of(ACTIONS, st.just("legal")), max_size=25))
def test_any_input_is_applied_or_refused_with_a_rule_error(seed, script):
    """Untrusted actions (from a link or storage) never raise anything but a RuleError, and a
    refusal changes nothing."""
    from pavilion.core import RuleError
    from pavilion.crickee import legal_actions
    m = new_match(seed, home="gulls", away="owls")
    for item in script:
        if item == "legal":
            options = legal_actions(m)
            if options:
                m = apply(m, options[len(m["actions"]) % len(options)])
            continue
        before = dumps(m)
        try:
            m = apply(m, item)
        except RuleError as error:
            assert error.code and error.message and dumps(m) == before
    replay(m)

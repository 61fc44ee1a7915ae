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
    charged = inn["extras_by_kind"]["wides"] + inn["extras_by_kind"]["no-balls"]  # the bowler's
    assert inn["runs"] == sum(f["runs"] for f in inn["bowling_card"]) + inn["extras"] - charged
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


def eleven_from(club, picks):
    """A valid eleven of `club` built from `picks` (a shuffle): five bowlers and a keeper first,
    then anyone, in a random batting order."""
    players = TEAM_BY_ID[club].players
    order = list(dict.fromkeys([players[i % len(players)] for i in picks] + list(players)))
    keeper = next(p for p in order if p.role == "keeper")
    bowlers = [p for p in order if p.bowls and p is not keeper][:5]
    rest = [p for p in order if p is not keeper and p not in bowlers]
    chosen = [keeper, *bowlers, *rest][:11]
    return [chosen[i].id for i in sorted(range(11), key=lambda i: (picks + [0] * 11)[i] * 13 + i)]


@settings(max_examples=500, deadline=None)
@given(SEEDS, st.sampled_from(CLUBS), st.integers(1, 7), st.booleans(), st.booleans(),
       st.sampled_from(["auto", "never", "always"]), st.sampled_from(["graded", "literal"]),
       st.lists(st.integers(0, 40), min_size=11, max_size=11))
def test_autoplayed_matches_keep_every_invariant(seed, home, shift, cards, traits, attack, dice, picks):
    away = CLUBS[(CLUBS.index(home) + shift) % len(CLUBS)]
    elevens = {"home": eleven_from(home, picks)}
    for n in range(4):  # four matches per example: two thousand in all
        m = new_match(f"{seed}-{n}", home=home, away=away, cards=cards, traits=traits,
                      captains={"home": "computer", "away": "computer"}, dice=dice, elevens=elevens)
        m = autoplay(m, attack=attack)
        state = replay(m)
        assert state["status"] == "done" and state["to_decide"] is None
        assert [p["id"] for p in state["teams"]["home"]["squad"]] == elevens["home"]
        for inn in state["innings"]:
            check_innings(inn)
        check_result(state)


@settings(max_examples=60, deadline=None)
@given(SEEDS, st.lists(st.integers(0, 3), min_size=1, max_size=40))
def test_a_person_who_takes_overs_back_still_gets_a_sound_match(seed, taps):
    """A person against the computer plays with random choices and tries an undo now and then:
    an undo is either taken (the overs in force drop by one) or refused with a sentence and
    nothing changes, and the finished match keeps every invariant and replays to the same state."""
    from pavilion.core import RuleError
    from pavilion.crickee.captain import decide
    from pavilion.crickee.match import MatchState
    record = new_match(seed, captains={"home": "computer", "away": "person"})
    state, actions = MatchState(record), []
    for tap in itertools.cycle(taps):
        waiting = state.decision()
        if waiting is not None and waiting[0] == "home":
            action = decide(state)
        elif tap == 0 and state.undo_offer() is not None and not isinstance(state.undo_offer(), RuleError):
            overs = sum(len(i.overs) for i in state.innings)
            action = {"type": "undo", "side": "away"}
            state.step(action)
            actions.append(action)
            assert sum(len(i.overs) for i in state.innings) == overs - 1
            continue
        elif waiting is None:
            break
        else:
            options = state.legal_actions()
            action = options[tap % len(options)]
        state.step(action)
        actions.append(action)
    record["actions"] = actions
    final = replay(record)
    assert final["status"] == "done" and final["result"] == state.result
    for inn in final["innings"]:
        check_innings(inn)
    check_result(final)
    assert sum(a["type"] == "undo" for a in actions) <= len(final["innings"])


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

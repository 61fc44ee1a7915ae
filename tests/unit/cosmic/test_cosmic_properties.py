"""Invariants over many matches, with people sending random (legal) orders or none at all."""

import copy
import json
import random

from hypothesis import given, settings, strategies as st

import pavilion.cosmic as cosmic
from pavilion.core import RuleError, with_actions
from pavilion.cosmic.competition import Game
from pavilion.cosmic import manager
from pavilion.cosmic.tables import STYLES


def random_rules(r, need):
    """Random conditional orders that can fire: a guard that can hold then, a batsman not yet out."""
    rules = []
    down = need.get("wickets", 0)
    for _ in range(r.randint(0, 3)):
        if r.random() < 0.5 and need.get("overs_done", 0) < need["overs"] - 1:
            when = {"after_over": r.randint(need.get("overs_done", 0) + 1, need["overs"] - 1)}
            low, high = down, 9
        elif down < 9:
            when = {"wicket": r.randint(down + 1, 9)}
            low = high = when["wicket"]
        else:
            continue
        guard = r.choice([None, {"wickets_at_most": r.randint(low, 9)}, {"wickets_at_least": r.randint(0, high)}])
        batsman = r.choice([None, r.choice([p for p in need["eleven"] if p not in need.get("gone", ())])])
        rules.append({"when": when, "if": guard, "then": {"style": r.choice(STYLES), "batsman": batsman}})
    return rules


def random_orders(r, state, m):
    """Random legal orders for manager m, built from what the state says he may send."""
    need = state["needs"][m]
    squad = state["managers"][m]["squad"]
    out = {}
    if "toss" in need["fields"] and r.random() < 0.5:
        out["toss"] = r.choice(["bat", "bowl"])
    if "eleven" in need["fields"]:
        keepers = [p["id"] for p in squad if p["keeper"]]
        others = [p["id"] for p in squad if not p["keeper"]]
        chosen = r.sample(keepers, r.choice([1, 2])) + r.sample(others, 9 + (len(keepers) > 0))
        chosen = chosen[:11]
        r.shuffle(chosen)
        out["eleven"] = chosen
        out["keeper"] = r.choice([k for k in chosen if squad[k]["keeper"]])
        need = dict(need, eleven=chosen)
    if "styles" in need["fields"] and r.random() < 0.7:
        out["styles"] = [r.choice(STYLES) for _ in range(11)]
    if "conditions" in need["fields"] and r.random() < 0.7:
        out["conditions"] = random_rules(r, need)
    if "bowling" in need["fields"] and r.random() < 0.8:
        match = next(x for x in state["matches"] if x["id"] == need["match"])
        plan = manager.bowling_plan(
            squad, need["eleven"], first_over=need["first_over"], last_over=need["last_over"],
            limit=state["over_limit"], bowled={int(k): v for k, v in (need.get("bowled") or {}).items()},
            previous=need.get("previous"), hurt=set(need.get("hurt") or ()),
            pitch=match["pitch"]["face"])
        out["bowling"] = [None if r.random() < 0.1 else p for p in plan]
    return out


def check_innings(inn, state, match):
    overs, limit = state["overs"], state["over_limit"]
    squad = state["managers"][inn["fielding"]]["squad"]
    balls = inn["balls"]
    assert len(balls) <= overs * 6
    assert all(b["runs"] in (0, 1, 2, 4, 6) for b in balls)
    assert all(b["runs"] == 0 for b in balls if "howzat" in b)
    assert inn["runs"] == sum(b["runs"] for b in balls) == sum(c["runs"] for c in inn["batting_card"]) \
        == sum(f["runs"] for f in inn["bowling_card"])
    outs = [c["out"] for c in inn["batting_card"] if c["out"]]
    assert inn["outs"] == len(outs) <= 10
    assert inn["wickets"] == sum(o["how"] != "retired-hurt" for o in outs) == len(inn["fall_of_wickets"])
    assert sum(f["wickets"] for f in inn["bowling_card"]) == sum(o["how"] not in ("run-out", "retired-hurt") for o in outs)
    assert sum(c["balls"] for c in inn["batting_card"]) == len(balls)
    last_resort = {n["over"] for n in inn["notes"] if n["kind"] == "fallback" and n["reason"] == "last-resort"}
    bowlers = [line["bowler"] for line in inn["over_lines"]]
    for i, (a, b) in enumerate(zip(bowlers, bowlers[1:]), start=2):
        assert a != b or i in last_resort
    for line in inn["over_lines"]:
        assert len(line["balls"]) <= 6
        assert not squad[line["bowler"]]["keeper"] or line["over"] in last_resort
    if not last_resort:
        assert all(bowlers.count(p) <= limit for p in bowlers)
    if inn["end"] == "all-out":
        assert inn["outs"] == 10
    if inn["end"] == "overs":
        assert len(balls) == overs * 6
    if inn["target"] is not None:
        before_last = inn["runs"] - (balls[-1]["runs"] if balls else 0)
        assert before_last < inn["target"]
        assert (inn["end"] == "target") == (inn["runs"] >= inn["target"])


def _float(text):
    raise AssertionError(f"a float in the state: {text}")


def no_floats(value):
    """Plain JSON with text keys and no floats: it survives a JSON round trip unchanged."""
    return json.loads(json.dumps(value, allow_nan=False), parse_float=_float) == value


def play(mode, overs, people, seed, choices):
    """Play to the end, people sending random orders (or none); the engine is stepped directly
    (one replay at the end checks that the record gives the same state)."""
    r = random.Random(choices)
    count = 4 if mode == "competition" else 2
    managers = [{"name": f"M{i}", "computer": i not in people} for i in range(count)]
    make = cosmic.new_competition if mode == "competition" else cosmic.new_match
    record = make(seed, overs=overs, managers=managers)
    game, actions = Game(record), []

    def step(action):
        game.step(action, len(actions))
        actions.append(action)

    while True:
        state = game.state()
        assert no_floats(state)  # JSON-able at every turn, keys included
        if state["done"]:
            return with_actions(record, actions), state
        for p in state["waiting_for"]:
            if r.random() < 0.85:
                step({"type": "orders", "turn": state["turn"], "manager": p, "orders": random_orders(r, state, p)})
        step({"type": "run", "turn": state["turn"]})


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["match", "competition"]), st.sampled_from([20, 40, 50]),
       st.sets(st.integers(0, 3), max_size=2), st.text("abcdefgh23", min_size=1, max_size=6), st.integers(0, 10**6))
def test_invariants_over_many_matches(mode, overs, people, seed, choices):
    people = {p for p in people if mode == "competition" or p < 2}
    m, state = play(mode, overs, people, seed, choices)
    assert len(state["zines"]) == state["turns"] == (9 if mode == "competition" else 5)
    assert sorted(state["placings"]) == list(range(len(state["managers"])))
    for match in state["matches"]:
        first, second = match["innings"]
        check_innings(first, state, match)
        check_innings(second, state, match)
        assert second["target"] == first["runs"] + 1
        result = match["result"]
        if first["runs"] != second["runs"]:
            assert result["winner"] == (second["batting"] if second["runs"] > first["runs"] else first["batting"])
            assert result["tie"] is None
        else:
            assert result["tie"] in ("wickets", "split", "coin")
    assert no_floats(state)
    json.dumps(state)
    assert cosmic.replay(m) == state  # replay is exact
    assert cosmic.autoplay(m) == m
    for turn in range(1, state["turns"] + 1):
        assert cosmic.render_text(state, turn)


def _junk_bases():
    m = cosmic.new_match("junk", managers=[{"name": "A", "computer": False}, {"name": "B", "computer": True}])
    out = [m]
    for turn in (1, 2):
        out.append(cosmic.apply(out[-1], {"type": "run", "turn": turn}))
    return out


JUNK_BASE = _junk_bases()  # a match waiting for turn 1, 2 and 3 orders


@settings(max_examples=150, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers(-3, 60) | st.text(max_size=6),
                    lambda inner: st.lists(inner, max_size=12) | st.dictionaries(
                        st.sampled_from(["eleven", "keeper", "styles", "conditions", "bowling", "toss", "names",
                                         "team_name", "when", "if", "then", "style", "batsman", "after_over",
                                         "wicket", "wickets_at_most"]), inner, max_size=4),
                    max_leaves=40),
       st.integers(1, 3))
def test_junk_orders_are_refused_or_accepted_never_crash(junk, turn_count):
    m = copy.deepcopy(JUNK_BASE[turn_count - 1])
    turn = turn_count
    try:
        m2 = cosmic.apply(m, {"type": "orders", "turn": turn, "manager": 0, "orders": junk})
    except RuleError:
        return
    ran = cosmic.apply(m2, {"type": "run", "turn": turn})  # accepted orders must play
    assert cosmic.replay(ran)["zines"][-1]["turn"] == turn


def test_a_thousand_innings_keep_the_invariants():
    """Innings straight from the engine, every style and random conditional orders, any pitch and weather."""
    from pavilion.core import stream
    from pavilion.cosmic.innings import Innings
    from pavilion.cosmic.orders import check_rules
    from cosmic_helpers import side, squad

    r = random.Random(6)
    for i in range(1000):
        overs = r.choice([20, 40, 50])
        bat = side(0, squad("many-a", i), [r.choice(STYLES) for _ in range(11)])
        bowl = side(1, squad("many-b", i))
        bat.conditions = check_rules(random_rules(r, {"overs": overs, "eleven": bat.eleven}), eleven=bat.eleven,
                                     overs=overs)
        bowl.hurt = {p: 3 for p in r.sample(bowl.eleven, r.choice([0, 0, 1, 3, 7]))}
        target = r.choice([None, r.randint(1, 300)])
        inn = Innings(1, bat, bowl, overs=overs, split=overs * 3 // 4, limit=overs // 5, pitch=r.randint(1, 6),
                      weather=r.randint(1, 6), target=target)
        if r.random() < 0.7:
            inn.set_plan(1, manager.bowling_plan(bowl.squad, bowl.eleven, first_over=1, last_over=overs,
                                                 limit=overs // 5, hurt=bowl.hurt))
        inn.play(stream("many", "play", i), overs)
        assert inn.done
        data = inn.to_dict()
        state = {"overs": overs, "over_limit": overs // 5, "managers": {1: {"squad": bowl.squad}}}
        check_innings(data, state, None)
        for b in data["balls"]:
            assert b["bowler"] not in bowl.hurt or any(n["reason"] == "last-resort" for n in data["notes"]
                                                       if n["kind"] == "fallback" and n["over"] == b["over"])

"""The competition and the single match: turns, the draw, orders by phase, fallbacks, results."""

import copy
from types import SimpleNamespace

import pytest

import pavilion.cosmic as cosmic
from pavilion.core import RuleError
from pavilion.cosmic import manager
from pavilion.cosmic.fixture import Fixture
from test_cosmic_orders import SEED_EXAMPLE

COMPUTERS = [{"name": f"Bot {i}", "computer": True} for i in range(4)]
ONE_PERSON = [{"name": "<b>Ann</b>", "computer": False}] + COMPUTERS[1:]


def run(match):
    return cosmic.apply(match, {"type": "run", "turn": cosmic.replay(match)["turn"]})


def orders(match, manager, payload):
    return cosmic.apply(match, {"type": "orders", "turn": cosmic.replay(match)["turn"], "manager": manager,
                                "orders": payload})


@pytest.mark.parametrize("options, code", [
    ({"overs": 30}, "bad-option"), ({"overs": True}, "bad-option"), ({"mode": "league"}, "bad-option"),
    ({"managers": COMPUTERS[:3]}, "bad-option"), ({"managers": [{"name": ""}] * 2}, "bad-name"),
    ({"managers": [{"name": "A", "computer": "yes"}] * 2}, "bad-option"),
    ({"managers": [{"name": "A", "evil": 1}] * 2}, "bad-option"), ({"colour": "red"}, "bad-option"),
])
def test_options_are_checked(options, code):
    with pytest.raises(RuleError) as e:
        cosmic.new_match("s", **options)
    assert e.value.code == code


def test_editions_and_defaults():
    m = cosmic.new_match("s")
    assert m["game"] == "cosmic" and m["version"] == 3 and m["options"]["overs"] == 40
    assert len(cosmic.new_match()["seed"]) == 26  # 130 bits: the managers' keys come from it
    assert [x["computer"] for x in m["options"]["managers"]] == [False, True]
    state = cosmic.replay(cosmic.new_competition("s", overs=20))
    assert (state["overs"], state["split"], state["over_limit"], state["turns"]) == (20, 15, 4, 9)
    state = cosmic.replay(cosmic.new_match("s", overs=50))
    assert (state["overs"], state["split"], state["over_limit"], state["turns"]) == (50, 35, 10, 5)


@pytest.mark.parametrize("overs, split", [(20, 15), (40, 30), (50, 35)])
def test_each_innings_is_two_turns_split_at_the_break(overs, split):
    m = cosmic.autoplay(cosmic.new_match("split", overs=overs, managers=COMPUTERS[:2]), until=2)
    state = cosmic.replay(m)
    innings = state["matches"][0]["innings"][0]
    assert innings["overs_done"] == split or innings["end"] == "all-out"
    assert all(int(f["overs"].split(".")[0]) <= overs // 5 for f in innings["bowling_card"])


def test_the_nine_turn_schedule():
    m = cosmic.new_competition("nine", managers=COMPUTERS)
    seen = []
    while not cosmic.replay(m)["done"]:
        m = run(m)
        state = cosmic.replay(m)
        seen.append([(x["id"], x["result"] is not None) for x in state["matches"]])
    assert len(m["actions"]) == 9
    assert seen[0] == [("sf1", False), ("sf2", False)]
    assert seen[4] == [("sf1", True), ("sf2", True), ("final", False), ("playoff", False)]
    assert seen[8] == [(x, True) for x in ("sf1", "sf2", "final", "playoff")]
    semis = state["matches"][:2]
    assert {x["start_turn"] for x in semis} == {2} and {x["start_turn"] for x in state["matches"][2:]} == {6}
    assert sorted(state["matches"][2]["managers"]) == sorted(s["result"]["winner"] for s in semis)
    assert sorted(state["matches"][3]["managers"]) == sorted(s["result"]["loser"] for s in semis)
    assert sorted(state["placings"]) == [0, 1, 2, 3]
    assert state["placings"][:2] == [state["matches"][2]["result"]["winner"], state["matches"][2]["result"]["loser"]]
    faces = [x["pitch"]["face"] for x in state["matches"]]
    assert len(set(faces)) == 4  # no pitch used twice
    assert len(state["zines"]) == 9 and [z["turn"] for z in state["zines"]] == list(range(1, 10))
    with pytest.raises(RuleError) as e:
        run(m)
    assert e.value.code == "game-over"
    assert cosmic.legal_actions(m) == []


def test_a_seeded_competition_gives_the_same_zines_twice():
    a = cosmic.autoplay(cosmic.new_competition("twice", managers=COMPUTERS))
    b = cosmic.autoplay(cosmic.new_competition("twice", managers=COMPUTERS))
    assert cosmic.replay(a)["zines"] == cosmic.replay(b)["zines"]
    assert [cosmic.render_text(cosmic.replay(a), t) for t in range(1, 10)] == \
           [cosmic.render_text(cosmic.replay(b), t) for t in range(1, 10)]
    c = cosmic.autoplay(cosmic.new_competition("other", managers=COMPUTERS))
    assert cosmic.replay(a)["zines"] != cosmic.replay(c)["zines"]


def test_turn_one_names_toss_and_draw():
    m = cosmic.new_competition("names", managers=ONE_PERSON)
    names = [f"<img src=x onerror=alert({i})>" for i in range(18)]
    assert cosmic.autoplay(m) == m  # the person has not sent his names: nothing runs
    m = orders(m, 0, {"team_name": "Chipping Sodbury", "names": names, "toss": "bowl"})
    state = cosmic.replay(m)
    assert state["managers"][0]["sent"] and state["waiting_for"] == []
    m = run(m)
    state = cosmic.replay(m)
    assert [p["name"] for p in state["managers"][0]["squad"]] == names
    assert state["managers"][0]["team"] == "Chipping Sodbury" and state["managers"][0]["toss"] == "bowl"
    assert all(x["pitch"] is not None and x["weather"] is None for x in state["matches"])  # weather comes later
    for x in state["matches"]:
        toss = x["toss"]
        assert toss["winner"] in x["managers"]
        wish = state["managers"][toss["winner"]]["toss"]
        assert (x["batting_first"] == toss["winner"]) == (wish == "bat")
    assert names[0] in cosmic.render_text(state, 1)


def silent(version):
    """A competition where Ann (a person) sends nothing, run until she has fielded: (record, her match)."""
    m = cosmic.new_competition("silent", managers=ONE_PERSON)
    m = run(dict(m, version=version))
    m = cosmic.apply(m, {"type": "deadline", "turn": 2, "text": "Friday 8 pm"})
    m = run(m)  # the GM runs turn 2 without Ann's eleven
    match = next(x for x in cosmic.replay(m)["matches"] if 0 in x["managers"])
    while len(match["innings"]) < 2:  # Ann sends nothing, so she has no bowling plan when she fields
        m = run(m)
        match = next(x for x in cosmic.replay(m)["matches"] if 0 in x["managers"])
    return m, match


def test_a_person_who_sends_nothing_gets_the_computers_orders():
    m = run(cosmic.new_competition("silent", managers=ONE_PERSON))
    state = cosmic.replay(m)
    assert state["zines"][0]["notices"] == [{"kind": "gm-names", "manager": 0}]
    assert state["waiting_for"] == [0] and state["needs"][0]["required"]
    m, match = silent(2)
    state = cosmic.replay(m)
    assert {"kind": "gm-pick", "manager": 0} in match["notes"]
    assert {"kind": "missed", "manager": 0, "deadline": "Friday 8 pm"} in state["zines"][1]["notices"]
    assert match["weather"] is not None
    assert match["batting_first"] == 0  # a person's toss wish is "bat" unless he says otherwise
    text = cosmic.render_text(state, 2)
    assert "No eleven from <b>Ann</b>: the computer picked it." in text
    assert "No orders from <b>Ann</b> by the deadline (Friday 8 pm): the computer's orders stand in" in text
    assert {"kind": "computer-bowling", "manager": 0} in match["notes"]
    fielding = match["innings"][1]
    squad = state["managers"][0]["squad"]
    team = manager.pick_team(squad, match["pitch"]["face"])
    planned = manager.bowling_plan(squad, team["eleven"], first_over=1, last_over=40, limit=8,
                                   pitch=match["pitch"]["face"], weather=match["weather"]["face"])
    assert [line["bowler"] for line in fielding["over_lines"]] == planned[:len(fielding["over_lines"])]


def test_a_version_1_record_replays_under_its_own_rules():
    """Before postal play between rivals a silent person's bowling fell to the fallback over by over,
    which rotated the eleven: a saved version 1 competition still replays exactly so."""
    m, match = silent(1)
    assert m["version"] == 1 and {"kind": "no-bowling-orders", "manager": 0} in match["notes"]
    fielding = match["innings"][1]
    assert [n["reason"] for n in fielding["notes"] if n["kind"] == "fallback"] == ["missing"] * len(
        fielding["over_lines"])
    bowlers = [line["bowler"] for line in fielding["over_lines"]]
    assert len(set(bowlers[:10])) == 10  # the old rota: ten different bowlers in the first ten overs
    assert "the GM's fallback bowls every over" in cosmic.render_text(cosmic.replay(m), len(cosmic.replay(m)["zines"]))


def person_match(seed="person"):
    """A single match where manager 0 (a person) has named his squad and turn 2 is next."""
    m = cosmic.new_match(seed, managers=[{"name": "Ann", "computer": False}, {"name": "Bot", "computer": True}])
    m = orders(m, 0, {"toss": "bat"})
    return run(m)


def test_orders_follow_the_phase():
    m = person_match()
    state = cosmic.replay(m)
    need = state["needs"][0]
    squad = state["managers"][0]["squad"]
    assert state["matches"][0]["batting_first"] == 0  # Ann wished to bat; the computer always bowls
    assert need["fields"] == ["eleven", "keeper", "styles", "conditions"]
    keeper = next(p["id"] for p in squad if p["keeper"])
    eleven = [keeper] + sorted((p["id"] for p in squad if not p["keeper"]), key=lambda i: -squad[i]["bowling"])[:10]
    bowlers = eleven[1:6]
    plan = [bowlers[i % 5] for i in range(40)]
    payload = {"eleven": eleven, "keeper": keeper, "styles": ["normal"] * 11, "conditions": SEED_EXAMPLE}
    with pytest.raises(RuleError) as e:  # no bowling orders from the side batting first
        orders(m, 0, dict(payload, bowling=plan))
    assert e.value.code == "not-now"
    with pytest.raises(RuleError) as e:
        orders(m, 0, dict(payload, names=["x"] * 18))
    assert e.value.code == "not-now"
    before = copy.deepcopy(m)
    m2 = orders(m, 0, payload)
    assert m == before  # the input record is untouched
    m2 = run(m2)
    state = cosmic.replay(m2)
    side = state["matches"][0]["sides"]["0"]
    assert side["eleven"] == eleven and side["conditions"][0]["when"] == {"after_over": 20}
    # turn 3: the break (or the second innings if the first ended early); the order is fixed
    assert state["needs"][0]["fields"] in (["styles", "conditions"], ["bowling"])
    with pytest.raises(RuleError) as e:
        orders(m2, 0, {"eleven": eleven})
    assert e.value.code == "not-now"


def test_refusals():
    m = person_match("refuse")
    turn = cosmic.replay(m)["turn"]
    cases = [
        ({"type": "orders", "turn": turn - 1, "manager": 0, "orders": {}}, "wrong-turn"),
        ({"type": "orders", "turn": True, "manager": 0, "orders": {}}, "wrong-turn"),
        ({"type": "orders", "turn": turn, "manager": 1, "orders": {}}, "computer-manager"),
        ({"type": "orders", "turn": turn, "manager": 5, "orders": {}}, "bad-manager"),
        ({"type": "orders", "turn": turn, "manager": "0", "orders": {}}, "bad-manager"),
        ({"type": "orders", "turn": turn, "manager": 0, "orders": "eleven"}, "bad-orders"),
        ({"type": "orders", "turn": turn, "manager": 0, "orders": {}, "x": 1}, "bad-action"),
        ({"type": "declare", "turn": turn}, "bad-action"),
        ("run", "bad-action"),
    ]
    for action, code in cases:
        with pytest.raises(RuleError) as e:
            cosmic.apply(m, action)
        assert e.value.code == code, action
    with pytest.raises(RuleError) as e:
        cosmic.replay(dict(m, game="crickee"))
    assert e.value.code == "unknown-game"


def test_legal_actions_and_empty_orders():
    m = person_match("legal")
    acts = cosmic.legal_actions(m)
    assert acts[-1] == {"type": "run", "turn": 2} and acts[0]["manager"] == 0
    m = orders(m, 0, {})  # "no changes": the GM's pick stands in for an eleven never sent
    assert cosmic.replay(m)["waiting_for"] == []
    m = cosmic.autoplay(m)
    state = cosmic.replay(m)  # Ann bats first: her amendments at the break are optional, so turn 3 ran
    assert state["turn"] == 4 and state["needs"][0]["role"] == "bowling" and state["waiting_for"] == [0]


def fake_innings(manager, runs, wickets, at_split):
    return SimpleNamespace(batting=SimpleNamespace(manager=manager), runs=runs, wickets=wickets, at_split=[at_split, 0])


class Coin:
    def __init__(self, heads):
        self.heads = heads

    def coin(self):
        return self.heads


@pytest.mark.parametrize("first, second, winner, tie, margin", [
    ((200, 5, 150), (201, 3, 100), 1, None, {"wickets": 7}),
    ((200, 5, 150), (180, 10, 160), 0, None, {"runs": 20}),
    ((200, 5, 150), (200, 4, 100), 1, "wickets", None),     # a tie: fewer wickets lost wins
    ((200, 3, 150), (200, 4, 170), 0, "wickets", None),
    ((200, 4, 150), (200, 4, 170), 1, "split", None),        # then the higher score after 30 overs
    ((200, 4, 171), (200, 4, 170), 0, "split", None),
])
def test_the_tie_rule(first, second, winner, tie, margin):
    f = Fixture("x", "X", [0, 1], 2, overs=40, split=30, limit=8)
    f.innings = [fake_innings(0, *first), fake_innings(1, *second)]
    result = f._decide(Coin(True))
    assert (result["winner"], result["loser"], result["tie"], result["margin"]) == (winner, 1 - winner, tie, margin)


def test_the_tie_rule_coin():
    f = Fixture("x", "X", [0, 1], 2, overs=40, split=30, limit=8)
    f.innings = [fake_innings(0, 200, 4, 150), fake_innings(1, 200, 4, 150)]
    assert f._decide(Coin(True))["winner"] == 0 and f._decide(Coin(False))["winner"] == 1
    assert f._decide(Coin(True))["tie"] == "coin"


def started(seed, wish):
    """A single match at turn 3 in which Ann (a person, toss wish `wish`) sent no eleven in turn 2."""
    m = cosmic.new_match(seed, managers=[{"name": "Ann", "computer": False}, {"name": "Bot", "computer": True}])
    m = run(orders(m, 0, {"toss": wish}))
    return run(orders(m, 0, {}))


def test_batting_amendments_at_over_31():
    """The computer always wishes to bowl, so Ann, wishing to bat, bats first whoever wins the toss."""
    for seed in ("am1", "am2", "am3", "am4"):
        m = started(seed, "bat")
        state = cosmic.replay(m)
        innings = state["matches"][0]["innings"][0]
        if innings["end"]:
            continue
        need = state["needs"][0]
        assert need["fields"] == ["styles", "conditions"] and need["overs_done"] == 30
        m = orders(m, 0, {"styles": ["wahoo"] * 11, "conditions": [
            {"when": {"after_over": 35}, "then": {"style": "defensive"}}]})
        state = cosmic.replay(run(m))
        balls = state["matches"][0]["innings"][0]["balls"]
        assert all(b["style"] == ("wahoo" if b["over"] <= 35 else "defensive") for b in balls[180:])
        return
    raise AssertionError("no seed reached over 31")


def test_bowling_reallocation_at_over_31():
    for seed in ("re1", "re2", "re3", "re4", "re5", "re6", "re7", "re8"):
        m = started(seed, "bowl")
        state = cosmic.replay(m)
        match = state["matches"][0]
        if match["batting_first"] != 0 and not match["innings"][0]["end"]:
            break
    else:
        raise AssertionError("no seed had Ann bowling at the break")
    need = state["needs"][0]
    assert need["fields"] == ["bowling"] and need["first_over"] == 31
    squad = state["managers"][0]["squad"]
    plan = manager.bowling_plan(squad, need["eleven"], first_over=31, last_over=40, limit=8,
                                bowled={int(k): v for k, v in need["bowled"].items()}, previous=need["previous"],
                                hurt=set(need["hurt"]))
    plan = plan[::-1] if plan[-1] != need["previous"] else plan
    m = orders(m, 0, {"bowling": plan})
    innings = cosmic.replay(run(m))["matches"][0]["innings"][0]
    assert [line["bowler"] for line in innings["over_lines"][30:]] == plan[:len(innings["over_lines"]) - 30]
    assert innings["plan"][30:] == plan


def test_without_a_reallocation_the_first_plan_stands():
    for seed in ("st1", "st2", "st3", "st4", "st5", "st6", "st7", "st8"):
        m = cosmic.new_match(seed, managers=[{"name": "Ann", "computer": False}, {"name": "Bot", "computer": True}])
        m = run(orders(m, 0, {"toss": "bowl"}))
        state = cosmic.replay(m)
        if state["matches"][0]["batting_first"] != 0:
            break
    else:
        raise AssertionError("no seed had Ann bowling first")
    squad = state["managers"][0]["squad"]
    team = manager.pick_team(squad, state["matches"][0]["pitch"]["face"])
    plan = manager.bowling_plan(squad, team["eleven"], first_over=1, last_over=40, limit=8)
    m = run(orders(m, 0, dict(team, bowling=plan)))
    innings = cosmic.replay(m)["matches"][0]["innings"][0]
    assert [line["bowler"] for line in innings["over_lines"]] == plan[:len(innings["over_lines"])]
    assert innings["end"] is None  # this seed reaches the break
    m = run(orders(m, 0, {}))
    match = cosmic.replay(m)["matches"][0]
    innings = match["innings"][0]
    assert len(innings["over_lines"]) > 30
    assert [line["bowler"] for line in innings["over_lines"]] == plan[:len(innings["over_lines"])]
    assert not [n for n in match["notes"] if n["kind"] == "no-bowling-orders"]
    assert not [n for n in innings["notes"] if n["kind"] == "fallback"]

"""Play between rivals: what each manager must send and when, standing orders that amendments start
from, duplicates sorted out in turn 1, orders that could never fire, the fallback's choice."""

import pytest

import pavilion.cosmic as cosmic
from pavilion.core import RuleError, new_record
from pavilion.cosmic import manager
from pavilion.cosmic.bowling import choose
from pavilion.cosmic.competition import Game
from test_cosmic_competition import COMPUTERS, ONE_PERSON, orders, run

PEOPLE = [{"name": f"P{i}", "computer": False} for i in range(4)]


def at_turn(m, turn):
    while cosmic.replay(m)["turn"] < turn:
        m = run(m)
    return m


def test_the_turn_five_toss_wish_is_taken_from_everyone_in_every_seed():
    """Issue 12's crash: a manager whose semi-final was over by turn 5 could send only his toss wish
    for the final, and sending it raised KeyError 'squad' (34 of 60 seeds). Every person sends it,
    in each of 60 seeds, and the finals are tossed with it."""
    early = 0
    for i in range(60):
        game, index = Game(cosmic.new_competition(f"c{i}", managers=PEOPLE)), 0
        while game.turn < 5:
            game.step({"type": "run", "turn": game.turn}, index)
            index += 1
        for p in range(4):
            need = game.needs(p)
            assert "toss" in need["fields"]
            if need["fields"] == ["toss"]:  # the case that crashed: nothing else to send, nothing waited for
                early += 1
                assert not need["required"] and p not in game.waiting_for()
            game.step({"type": "orders", "turn": 5, "manager": p, "orders": {"toss": "bowl"}}, index)
            index += 1
        game.step({"type": "run", "turn": 5}, index)
        assert [f.toss["choice"] for f in game.fixtures[2:]] == ["bowl", "bowl"]
    assert early >= 20  # the sweep does reach the case


def test_the_gm_waits_only_for_what_has_no_standing_order():
    m = cosmic.new_match("waits", managers=[PEOPLE[0], PEOPLE[1]])
    m = orders(orders(m, 0, {"toss": "bowl"}), 1, {"toss": "bat"})
    m = run(m)
    state = cosmic.replay(m)
    assert state["waiting_for"] == [0, 1]  # both elevens
    match = state["matches"][0]
    bowling = next(p for p in (0, 1) if p != match["batting_first"])
    batting = match["batting_first"]
    squad = state["managers"][bowling]["squad"]
    team = manager.pick_team(squad, match["pitch"]["face"])
    plan = manager.bowling_plan(squad, team["eleven"], first_over=1, last_over=40, limit=8)
    m = orders(m, bowling, dict(team, bowling=plan))
    m = orders(m, batting, {})
    m = run(m)
    state = cosmic.replay(m)
    if state["matches"][0]["innings"][0]["end"] is None:  # the break: a plan for 1-40 already covers 31-40
        assert not state["needs"][bowling]["required"] and not state["needs"][batting]["required"]
        assert state["waiting_for"] == [] and state["needs"][batting]["fields"] == ["styles", "conditions"]
        m = cosmic.autoplay(m)
        state = cosmic.replay(m)
    assert state["waiting_for"] == [batting]  # innings 2: the side batting first now bowls, with no plan yet
    computers = cosmic.replay(cosmic.new_match("w", managers=COMPUTERS[:2]))
    assert [n["required"] for n in computers["needs"]] == [False, False]


def test_a_plan_with_empty_overs_is_waited_for_at_the_break():
    for seed in ("br1", "br2", "br3", "br4", "br5", "br6"):
        m = cosmic.new_match(seed, managers=[PEOPLE[0], COMPUTERS[1]])
        m = run(orders(m, 0, {"toss": "bowl"}))
        state = cosmic.replay(m)
        if state["matches"][0]["batting_first"] == 0:
            continue
        squad = state["managers"][0]["squad"]
        team = manager.pick_team(squad, 3)
        plan = manager.bowling_plan(squad, team["eleven"], first_over=1, last_over=40, limit=8)[:30]
        m = run(orders(m, 0, dict(team, bowling=plan)))
        state = cosmic.replay(m)
        if state["matches"][0]["innings"][0]["end"] is None:
            assert state["waiting_for"] == [0] and state["needs"][0]["first_over"] == 31
            return
    raise AssertionError("no seed had Ann bowling at the break")


def break_with_fired_conditions():
    """Ann bats first with the seed's example and one batsman's own order; the break comes with the
    first rule fired: (record, state, her side's eleven)."""
    for seed in ("fire1", "fire2", "fire3", "fire4", "fire5", "fire6", "fire7", "fire8"):
        m = cosmic.new_match(seed, managers=[PEOPLE[0], COMPUTERS[1]])
        m = run(orders(m, 0, {"toss": "bat"}))
        squad = cosmic.replay(m)["managers"][0]["squad"]
        team = manager.pick_team(squad, 3)
        rules = [{"when": {"after_over": 20}, "if": {"wickets_at_most": 9}, "then": {"style": "aggressive"}},
                 {"when": {"wicket": 9}, "then": {"style": "defensive", "batsman": team["eleven"][10]}},
                 {"when": {"after_over": 35}, "then": {"style": "wahoo"}}]
        m = run(orders(m, 0, dict(team, styles=["normal"] * 10 + ["defensive"], conditions=rules)))
        state = cosmic.replay(m)
        innings = state["matches"][0]["innings"][0]
        if innings["end"] is None and innings["wickets"] < 9:
            return m, state, team["eleven"]
    raise AssertionError("no seed reached the break")


def test_the_standing_orders_are_as_play_left_them():
    m, state, eleven = break_with_fired_conditions()
    sheet = cosmic.turn_sheet(m, 0)
    standing = sheet["standing"]
    innings = state["matches"][0]["innings"][0]
    gone = {c["player"] for c in innings["batting_card"] if c["out"]}
    # after over 20 every batsman still to bat or in went aggressive; the ones out before kept their style
    assert [s for p, s in zip(eleven, standing["styles"]) if p not in gone] == ["aggressive"] * (11 - len(gone))
    assert standing["conditions"] == [
        {"when": {"wicket": 9}, "if": None, "then": {"style": "defensive", "batsman": eleven[10]}},
        {"when": {"after_over": 35}, "if": None, "then": {"style": "wahoo", "batsman": None}}]
    assert standing["eleven"] == eleven and standing["toss"] == "bat"
    # An amendment that changes one batsman only leaves the others as they stand.
    last = eleven[10]
    change = [None] * 10 + ["wahoo"]
    m = run(orders(m, 0, {"styles": change}))
    balls = cosmic.replay(m)["matches"][0]["innings"][0]["balls"][180:]
    for ball in balls:
        if ball["over"] <= 35 and ball["striker"] != last:
            assert ball["style"] == "aggressive"
        if ball["striker"] == last and ball["over"] <= 35:
            assert ball["style"] == "wahoo"


def test_the_bowling_plan_stands_for_the_overs_to_come():
    for seed in ("st1", "st2", "st3", "st4", "st5", "st6", "st7", "st8"):
        m = cosmic.new_match(seed, managers=[PEOPLE[0], COMPUTERS[1]])
        m = run(orders(m, 0, {"toss": "bowl"}))
        state = cosmic.replay(m)
        if state["matches"][0]["batting_first"] != 0:
            break
    squad = state["managers"][0]["squad"]
    team = manager.pick_team(squad, state["matches"][0]["pitch"]["face"])
    plan = manager.bowling_plan(squad, team["eleven"], first_over=1, last_over=40, limit=8)
    m = run(orders(m, 0, dict(team, bowling=plan)))
    assert cosmic.turn_sheet(m, 0)["standing"]["bowling"] == plan[30:]
    assert cosmic.turn_sheet(m, 0)["need"]["first_over"] == 31


def test_duplicates_are_sorted_out_in_turn_one():
    m = cosmic.new_competition("dupes", managers=PEOPLE)
    names = [f"Player {i}" for i in range(17)] + ["Elvis Presley"]
    long = "x" * 40
    for p in range(3):
        m = orders(m, p, {"team_name": "Comets", "names": names[:16] + [long, names[17].upper() if p else names[17]]})
    state = cosmic.replay(run(m))
    teams = [e["team"] for e in state["managers"][:3]]
    assert teams == ["Comets", "Comets II", "Comets III"]
    assert [e["squad"][17]["name"] for e in state["managers"][:3]] == ["Elvis Presley", "ELVIS PRESLEY II",
                                                                        "ELVIS PRESLEY III"]
    assert state["managers"][1]["squad"][16]["name"] == "x" * 37 + " II"
    assert len({p["name"].casefold() for e in state["managers"] for p in e["squad"]}) == 72
    notices = state["zines"][0]["notices"]
    assert {"kind": "renamed", "manager": 1, "player": None, "was": "Comets", "now": "Comets II"} in notices
    text = cosmic.render_text(state, 1)
    assert "Two teams were called Comets: P1's plays as Comets II." in text
    assert "ELVIS PRESLEY was picked by two squads: P2's plays as ELVIS PRESLEY III." in text


def amendment_need():
    m, state, eleven = break_with_fired_conditions()
    return m, state["needs"][0], eleven


@pytest.mark.parametrize("rule, why", [
    ({"when": {"wicket": 6}, "if": {"wickets_at_most": 3}, "then": {"style": "normal"}}, "6 are down, never 3 or fewer"),
    ({"when": {"wicket": 2}, "if": {"wickets_at_least": 5}, "then": {"style": "normal"}}, "2 are down, never 5 or more"),
])
def test_orders_that_could_never_fire_are_refused(rule, why):
    m = cosmic.new_match("never", managers=[PEOPLE[0], COMPUTERS[1]])
    m = run(m)
    squad = cosmic.replay(m)["managers"][0]["squad"]
    team = manager.pick_team(squad, 3)
    with pytest.raises(RuleError) as e:
        orders(m, 0, dict(team, conditions=[rule]))
    assert e.value.code == "impossible-condition" and why in e.value.message
    # A version 1 record took them (they never fired): it still replays.
    old = dict(m, version=1)
    assert cosmic.replay(cosmic.apply(old, {"type": "orders", "turn": 2, "manager": 0,
                                            "orders": dict(team, conditions=[rule])}))["managers"][0]["sent"]


def test_orders_for_the_fallen_are_refused_at_the_break():
    m, need, eleven = amendment_need()
    gone = need["gone"]
    assert gone  # the seeds above all lose a wicket before the break
    with pytest.raises(RuleError) as e:
        orders(m, 0, {"conditions": [{"when": {"after_over": 38}, "then": {"style": "wahoo", "batsman": gone[0]}}]})
    assert e.value.code == "impossible-condition" and "already out" in e.value.message
    down = need["wickets"]
    with pytest.raises(RuleError) as e:
        orders(m, 0, {"conditions": [{"when": {"after_over": 38}, "if": {"wickets_at_most": down - 1},
                                      "then": {"style": "wahoo"}}]})
    assert e.value.code == "impossible-condition"


def test_the_fallback_takes_the_best_bowler_not_the_whole_eleven():
    squad = cosmic.replay(cosmic.new_match("fb"))["managers"][0]["squad"]
    team = manager.pick_team(squad, 3)
    eleven = team["eleven"]
    best = sorted((p for p in eleven if not squad[p]["keeper"]), key=lambda p: -squad[p]["bowling"])
    args = dict(eleven=eleven, squad=squad, hurt={}, limit=8)
    bowled, previous, bowlers = {}, None, []
    for over in range(1, 41):
        legal = [p for p in best if p != previous and bowled.get(p, 0) < 8]
        pid, why = choose([None] * 40, over, bowled=bowled, previous=previous, **args)
        assert why == "missing" and squad[pid]["bowling"] == max(squad[p]["bowling"] for p in legal)
        bowlers.append(pid)
        bowled[pid] = bowled.get(pid, 0) + 1
        previous = pid
    assert bowlers[0] == best[0] and best[-1] not in bowlers  # the weakest bowler (a star batsman) never bowls
    old, bowled, previous = [], {}, None
    for over in range(1, 11):
        pid, _ = choose([None] * 40, over, bowled=bowled, previous=previous, best_first=False, **args)
        old.append(pid)
        bowled[pid] = bowled.get(pid, 0) + 1
        previous = pid
    assert sorted(old) == sorted(best)  # version 1: all ten non-keepers, one over each


def test_a_team_handed_to_the_computer_plays_on():
    m = run(cosmic.new_competition("handed", managers=[PEOPLE[0]] + COMPUTERS[1:]))
    assert cosmic.replay(m)["waiting_for"] == [0]
    m = cosmic.apply(m, {"type": "hand-over", "manager": 0})
    state = cosmic.replay(m)
    assert state["managers"][0]["computer"] and state["waiting_for"] == []
    done = cosmic.replay(cosmic.autoplay(m))
    assert done["done"] and "P0's team is managed by the computer from turn 2." in cosmic.render_text(done, 2)
    with pytest.raises(RuleError) as e:
        cosmic.apply(m, {"type": "hand-over", "manager": 0})
    assert e.value.code == "computer-manager"


@pytest.mark.parametrize("action, code", [
    ({"type": "deadline", "turn": 1, "text": ""}, "bad-name"),
    ({"type": "deadline", "turn": 1, "text": "Friday\n8 pm"}, "bad-name"),
    ({"type": "deadline", "turn": 2, "text": "Friday"}, "wrong-turn"),
    ({"type": "deadline", "turn": 1}, "bad-action"),
    ({"type": "invite", "manager": 3}, "computer-manager"),
    ({"type": "invite", "manager": 4}, "bad-manager"),
    ({"type": "invite", "manager": 0, "turn": 1}, "bad-action"),
    ({"type": "orders", "turn": 1, "manager": 0, "orders": {}, "seq": 0}, "bad-action"),
    ({"type": "orders", "turn": 1, "manager": 0, "orders": {}, "seq": True}, "bad-action"),
])
def test_the_gms_own_actions_are_checked(action, code):
    m = cosmic.new_competition("admin", managers=ONE_PERSON)
    with pytest.raises(RuleError) as e:
        cosmic.apply(m, action)
    assert e.value.code == code


def test_the_deadline_reaches_the_sheet_and_desks_lock_once_used():
    m = cosmic.new_competition("lock", managers=PEOPLE)
    m = cosmic.apply(m, {"type": "deadline", "turn": 1, "text": "  Sunday noon "})
    assert cosmic.turn_sheet(m, 0)["deadline"] == "Sunday noon"
    assert [x["locked"] for x in cosmic.replay(m)["managers"]] == [False] * 4
    m = orders(m, 0, {})
    m = cosmic.apply(m, {"type": "invite", "manager": 2})
    assert [x["locked"] for x in cosmic.replay(m)["managers"]] == [True, False, True, False]
    assert cosmic.turn_sheet(run(m), 0)["deadline"] is None  # a deadline is for its own turn


def test_a_version_1_record_loads_and_a_newer_one_is_refused():
    v1 = new_record("cosmic", 1, "old", cosmic.new_competition("old")["options"])
    v1 = cosmic.apply(v1, {"type": "run", "turn": 1})
    assert cosmic.replay(v1)["version"] == 1 and Game(v1).version == 1
    with pytest.raises(RuleError) as e:
        cosmic.replay(dict(v1, version=cosmic.VERSION + 1))
    assert e.value.code == "newer-version"

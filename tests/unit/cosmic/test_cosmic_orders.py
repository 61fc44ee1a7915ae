"""Orders as data: every fault refused with its own code; the bowling plan and its fallback."""

import pytest

from pavilion.core import RuleError
from pavilion.cosmic.bowling import check_plan, choose, listed, over_limit
from pavilion.cosmic.orders import check_orders, check_rule, check_team
from cosmic_helpers import side, squad

SEED_EXAMPLE = [  # "After 20 overs, if I have lost 3 wickets or less all batsmen will be aggressive,
    # but will reduce to normal when the 6th wicket is lost."
    {"when": {"after_over": 20}, "if": {"wickets_at_most": 3}, "then": {"style": "aggressive"}},
    {"when": {"wicket": 6}, "then": {"style": "normal"}},
]


@pytest.fixture
def players():
    return squad("orders")


@pytest.fixture
def team(players):
    return side(0, players)


def start_need(players, **kw):
    need = {"fields": ["eleven", "keeper", "styles", "conditions", "bowling"], "squad": players,
            "overs": 40, "first_over": 1, "last_over": 40, "limit": 8}
    need.update(kw)
    return need


def good_plan(team):
    bowlers = [p for p in team.eleven if not team.squad[p]["keeper"]][:5]
    return [bowlers[i % 5] for i in range(40)]


def test_the_seed_example_is_expressible(players, team):
    out = check_orders({"eleven": team.eleven, "conditions": SEED_EXAMPLE}, start_need(players))
    assert out["conditions"] == [
        {"when": {"after_over": 20}, "if": {"wickets_at_most": 3}, "then": {"style": "aggressive", "batsman": None}},
        {"when": {"wicket": 6}, "if": None, "then": {"style": "normal", "batsman": None}},
    ]
    assert out["keeper"] == team.keeper  # the only keeper in the eleven keeps


def test_a_full_set_of_start_orders(players, team):
    orders = {"eleven": team.eleven, "keeper": team.keeper, "styles": ["wahoo"] + ["normal"] * 10,
              "conditions": [{"when": {"wicket": 2}, "if": {"wickets_at_least": 2},
                              "then": {"style": "defensive", "batsman": team.eleven[3]}}],
              "bowling": good_plan(team)}
    out = check_orders(orders, start_need(players))
    assert out["bowling"] == good_plan(team) and out["styles"][0] == "wahoo"


@pytest.mark.parametrize("change, code", [
    (lambda o, t: o.update(eleven=o["eleven"][:10]), "bad-eleven"),
    (lambda o, t: o.update(eleven=o["eleven"][:10] + [o["eleven"][0]]), "bad-eleven"),
    (lambda o, t: o.update(eleven=o["eleven"][:10] + [18]), "bad-number"),
    (lambda o, t: o.update(eleven=o["eleven"][:10] + [True]), "bad-number"),
    (lambda o, t: o.update(eleven="1,2,3"), "bad-eleven"),
    (lambda o, t: o.update(keeper=o["eleven"][1]), "bad-keeper"),
    (lambda o, t: o.pop("eleven"), "bad-eleven"),
    (lambda o, t: o.update(styles=["normal"] * 10), "bad-styles"),
    (lambda o, t: o.update(styles=["normal"] * 10 + ["reckless"]), "bad-style"),
    (lambda o, t: o.update(conditions={"when": 1}), "bad-condition"),
    (lambda o, t: o.update(conditions=[{"when": {"after_over": 40}, "then": {"style": "normal"}}]), "bad-number"),
    (lambda o, t: o.update(conditions=[{"when": {"after_over": 5, "wicket": 2}, "then": {"style": "normal"}}]),
     "bad-condition"),
    (lambda o, t: o.update(conditions=[{"when": {"wicket": 10}, "then": {"style": "normal"}}]), "bad-number"),
    (lambda o, t: o.update(conditions=[{"when": {"wicket": 3}, "then": {"style": "loud"}}]), "bad-style"),
    (lambda o, t: o.update(conditions=[{"when": {"wicket": 3}, "if": {"runs": 5}, "then": {"style": "normal"}}]),
     "bad-orders"),
    (lambda o, t: o.update(conditions=[{"when": {"wicket": 3}, "then": {"style": "normal", "batsman": 17 if 17 not in t.eleven else 0}}]),
     "not-in-eleven"),
    (lambda o, t: o.update(conditions=[{"when": {"wicket": 3}, "then": {"style": "normal"}, "code": "x"}]),
     "bad-orders"),
    (lambda o, t: o.update(conditions=[{"when": {"wicket": 3}, "then": {"style": "normal"}}] * 21),
     "too-many-conditions"),
    (lambda o, t: o.update(password="x"), "bad-orders"),
    (lambda o, t: o.update(names=["x"] * 18), "not-now"),
])
def test_each_fault_has_its_code(players, team, change, code):
    orders = {"eleven": list(team.eleven), "keeper": team.keeper}
    change(orders, team)
    with pytest.raises(RuleError) as e:
        check_orders(orders, start_need(players))
    assert e.value.code == code and e.value.message


def test_the_eleven_needs_a_keeper(players):
    no_keeper = [p["id"] for p in players if not p["keeper"]][:11]
    with pytest.raises(RuleError) as e:
        check_team(players, no_keeper, None)
    assert e.value.code == "no-keeper"
    keepers = [p["id"] for p in players if p["keeper"]]
    both = keepers + no_keeper[:9]
    with pytest.raises(RuleError) as e:
        check_team(players, both, None)
    assert e.value.code == "name-keeper"
    assert check_team(players, both, keepers[1]) == (both, keepers[1])


def test_orders_without_an_eleven_are_refused(players):
    with pytest.raises(RuleError) as e:
        check_orders({"styles": ["normal"] * 11}, start_need(players))
    assert e.value.code == "no-eleven"
    for junk in (None, [], "orders", 3):
        with pytest.raises(RuleError):
            check_orders(junk, start_need(players))


def test_an_amendment_cannot_name_a_moment_already_past(team):
    assert check_rule({"when": {"after_over": 31}, "then": {"style": "wahoo"}}, eleven=team.eleven, overs=40,
                      overs_done=30, wickets=4)
    for when in ({"after_over": 30}, {"wicket": 4}):
        with pytest.raises(RuleError) as e:
            check_rule({"when": when, "then": {"style": "wahoo"}}, eleven=team.eleven, overs=40, overs_done=30,
                       wickets=4)
        assert e.value.code == "condition-past"


# -- the bowling plan -------------------------------------------------------------------------------

def plan_args(team, **kw):
    args = {"first_over": 1, "last_over": 40, "eleven": team.eleven, "squad": team.squad, "limit": 8}
    args.update(kw)
    return args


def test_over_limits_by_edition():
    assert (over_limit(20), over_limit(40), over_limit(50)) == (4, 8, 10)


def test_plan_is_padded_and_checked(team):
    plan = good_plan(team)
    assert check_plan(plan[:12], **plan_args(team)) == plan[:12] + [None] * 28
    with pytest.raises(RuleError) as e:
        check_plan(plan + [plan[0]], **plan_args(team))
    assert e.value.code == "bad-bowling"


@pytest.mark.parametrize("fault, code", [
    ("nine", "too-many-overs"), ("twice", "overs-in-a-row"), ("keeper", "keeper-bowling"),
    ("outsider", "not-in-eleven"), ("hurt", "hurt-bowler"), ("junk", "bad-bowler"), ("bool", "bad-bowler"),
])
def test_plan_faults(team, fault, code):
    plan = good_plan(team)
    a, b = plan[0], plan[1]
    hurt = ()
    if fault == "nine":
        plan = [a, b] * 8 + [a] + [None] * 23
    elif fault == "twice":
        plan[5] = plan[4]
    elif fault == "keeper":
        plan[3] = team.keeper
    elif fault == "outsider":
        plan[3] = next(i for i in range(18) if i not in team.eleven)
    elif fault == "hurt":
        hurt = {a: 3}
    elif fault == "junk":
        plan[7] = "Flintoff"
    elif fault == "bool":
        plan[7] = True
    with pytest.raises(RuleError) as e:
        check_plan(plan, **plan_args(team, hurt=hurt))
    assert e.value.code == code


def test_no_two_in_a_row_across_the_turn_break(team):
    """Overs 31-40 re-allocated at the break are checked against over 30 and the overs bowled."""
    a, b, c = [p for p in team.eleven if not team.squad[p]["keeper"]][:3]
    with pytest.raises(RuleError) as e:
        check_plan([a, b], **plan_args(team, first_over=31, previous=a))
    assert e.value.code == "overs-in-a-row"
    with pytest.raises(RuleError) as e:
        check_plan([b, a], **plan_args(team, first_over=31, previous=c, bowled={a: 8}))
    assert e.value.code == "too-many-overs"
    assert check_plan([b, a], **plan_args(team, first_over=31, previous=c, bowled={a: 7}))[:2] == [b, a]


def test_fallback_takes_the_legal_listed_bowler_with_fewest_overs(team):
    a, b, c, d = [p for p in team.eleven if not team.squad[p]["keeper"]][:4]
    plan = [a, b, c, None, a]
    args = dict(eleven=team.eleven, squad=team.squad, hurt={}, limit=8)
    assert choose(plan, 1, bowled={}, previous=None, **args) == (a, None)
    # over 4 is missing: a, b, c are listed; c bowled over 3; a and b have one over each: a is listed first
    assert choose(plan, 4, bowled={a: 1, b: 1, c: 1}, previous=c, **args) == (a, "missing")
    assert choose(plan, 4, bowled={a: 2, b: 1, c: 1}, previous=c, **args) == (b, "missing")
    # a planned bowler who was hurt, or is out of overs, or bowled the over before
    assert choose(plan, 5, bowled={a: 1, b: 3, c: 1}, previous=b, hurt={a: 2},
                  **{k: v for k, v in args.items() if k != "hurt"}) == (c, "hurt")
    assert choose(plan, 5, bowled={a: 8, b: 3, c: 1}, previous=b, **args) == (c, "limit")
    assert choose(plan, 5, bowled={a: 1, b: 3, c: 1}, previous=a, **args) == (c, "in-a-row")
    assert listed(plan) == [a, b, c]


def test_fallback_beyond_the_list_and_last_resort(team):
    bowlers = [p for p in team.eleven if not team.squad[p]["keeper"]]
    args = dict(eleven=team.eleven, squad=team.squad, limit=8)
    # nobody listed: the best bowler in the eleven with the fewest overs
    pid, why = choose([None] * 40, 1, bowled={}, previous=None, hurt={}, **args)
    assert why == "missing" and team.squad[pid]["bowling"] == max(team.squad[p]["bowling"] for p in bowlers)
    # everyone out of overs but one, who bowled last: the last resort breaks the limit, not the keeper rule
    bowled = {p: 8 for p in bowlers}
    pid, why = choose([None] * 40, 40, bowled=bowled, previous=bowlers[0], hurt={}, **args)
    assert why == "last-resort" and pid != bowlers[0] and not team.squad[pid]["keeper"]
    hurt = {p: 1 for p in bowlers[1:]}
    assert choose([None] * 40, 40, bowled=bowled, previous=bowlers[0], hurt=hurt, **args) == (bowlers[0], "last-resort")

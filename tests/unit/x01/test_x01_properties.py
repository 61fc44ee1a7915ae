"""Thousands of random legs, entered dart by dart, as totals and as busts, with undos and corrections,
against the invariants of the rules, an independent reference scorer, and a replay from scratch."""

import json

from hypothesis import HealthCheck, given, settings, strategies as st

from pavilion import x01
from pavilion.core import RuleError, dumps
from pavilion.x01.game import REPLAYS
from pavilion.x01.state import build

BEDS = ["M"] + [f"{r}{n}" for r in "SDT" for n in range(1, 21)] + ["SB", "DB"]
HIGH = ["T20", "T19", "S20", "S19", "D20", "D16", "DB", "SB", "T18", "S1", "S5"]
QUIET = ("last", "calls", "corrections")


def ref_value(text):
    """The rules written out plainly: what a dart scores, and whether it is a double."""
    if text == "M":
        return 0, False
    if text in ("SB", "DB"):
        return (25, False) if text == "SB" else (50, True)
    return int(text[1:]) * ("SDT".index(text[0]) + 1), text[0] == "D"


def ref_visit(darts, left, out, opened):
    """(remaining after, bust, finished) by the rules' text: a bust leaves the score as it was."""
    start = left
    for text in darts:
        points, double = ref_value(text)
        treble = text.startswith("T")
        if not opened:
            if not double:
                continue
            opened = True
        left -= points
        finishing_bed = out == "straight" or double or (out == "master" and treble)
        if left < 0 or (left == 1 and out != "straight") or (left == 0 and not finishing_bed):
            return start, True, False
        if left == 0:
            return 0, False, True
    return left, False, False


def quiet(state):
    return {k: v for k, v in state.items() if k not in QUIET}


def dart_list(rnd, left):
    """Darts a player might throw: mostly high beds far out, near beds and doubles close in."""
    pool = HIGH if left > 60 else BEDS
    return [rnd.choice(pool) for _ in range(rnd.randint(1, 3))]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False), st.sampled_from(x01.START_SCORES[-3:] + (301,)),
       st.sampled_from(x01.OUTS), st.booleans(), st.integers(1, 3), st.sampled_from([None, 1, 2]),
       st.integers(1, 3))
def test_random_matches_keep_the_rules(rnd, start, out, double_in, legs, sets, players):
    m = x01.new_match(players=["Ann", "Bob", "Cat"][:players], seed="p1", start=start, out=out,
                      double_in=double_in, legs=legs, sets=sets, starter=rnd.randrange(players))
    for _ in range(90):
        before = x01.replay(m)
        seat = before["to_throw"]
        if seat is None:
            break
        me = before["players"][seat]
        kind = rnd.random()
        if kind < 0.6:
            darts = dart_list(rnd, me["score"])
            try:
                m2 = x01.apply(m, {"type": "visit", "seat": seat, "darts": darts})
            except RuleError as refusal:
                assert refusal.code in ("darts-after-bust", "darts-after-checkout")
                assert dumps(x01.replay(m)) == dumps(before)
                continue
            s = x01.replay(m2)
            left, bust, done = ref_visit(s["visits"][-1]["darts"], me["score"], out, me["opened"])
            assert s["visits"][-1]["bust"] == bust and (s["visits"][-1]["checkout"] is not None) == done
            if done:
                last = s["visits"][-1]["darts"][-1]
                assert out != "double" or last.startswith("D") or last == "DB"
            else:
                assert s["players"][seat]["score"] == left
        elif kind < 0.8:
            total = rnd.choice([0, 26, 41, 45, 60, 81, 85, 100, 140, 180, me["score"], rnd.randint(0, 181)])
            action = {"type": "visit", "seat": seat, "total": total}
            if total == me["score"]:
                action["checkout"] = rnd.randint(1, 3)
            try:
                m2 = x01.apply(m, action)
            except RuleError as refusal:
                assert refusal.code in ("total-busts", "impossible-total", "over-180", "bad-checkout",
                                        "not-opened-total"), refusal
                continue
        elif kind < 0.87:
            try:
                m2 = x01.apply(m, {"type": "visit", "seat": seat, "bust": True})
            except RuleError as refusal:
                assert refusal.code == "no-bust"
                continue
            assert x01.replay(m2)["players"][seat]["score"] == me["score"]
        elif kind < 0.95 and before["visits"]:
            m2 = x01.apply(m, {"type": "undo"})
            after = x01.replay(m2)
            assert len(after["visits"]) == len(before["visits"]) - 1
            if m["actions"][-1]["type"] == "visit":  # undo restores the state before the visit exactly
                assert quiet(after) == quiet(x01.replay(dict(m, actions=m["actions"][:-1])))
        else:
            if not before["visits"]:
                continue
            k = rnd.randrange(len(before["visits"]))
            try:
                m2 = x01.apply(m, {"type": "correct", "visit": k, "total": rnd.choice([0, 60, 100])})
            except RuleError as refusal:
                assert refusal.code in ("correction-conflicts", "total-busts", "too-many-corrections", "checkout-darts",
                                        "not-opened-total"), refusal
                continue
            assert uncorrected(x01.replay(m2)) == uncorrected(rescored(m2))
        m = m2
        check_invariants(m, start, out)
    fresh = build(REPLAYS.fresh(json.loads(json.dumps(m))))
    assert dumps(fresh) == dumps(x01.replay(m))


def rescored(m):
    """The state of the same visits entered afresh, in order, with no correction: what a correction
    must come to however little of the match it scores again."""
    fresh = dict(m, actions=[])
    for v in x01.replay(m)["visits"]:
        if v["darts"] is not None:
            entry = {"darts": v["darts"]}
        elif v["total"] is None:
            entry = {"bust": True, "at_double": v["at_double"]}
        else:
            entry = {"total": v["total"], "at_double": v["at_double"]}
            if v["checkout"] is not None:
                entry["checkout"] = v["checkout"]
        fresh = x01.apply(fresh, {"type": "visit", "seat": v["seat"], **entry})
    return x01.replay(fresh)


def uncorrected(state):
    """A state as it plays on, without what says how it was entered (corrections, the last action)."""
    return dumps(dict(quiet(state), visits=[dict(v, corrected=False) for v in state["visits"]]))


def check_invariants(m, start, out):
    s = x01.replay(m)
    for p in s["players"]:
        assert p["score"] >= 0
        assert out == "straight" or p["score"] != 1
    # per leg and player: what was scored plus what is left is the start
    leg = (s["set"], s["leg"])
    for p in s["players"]:
        scored = sum(v["scored"] for v in s["visits"] if (v["set"], v["leg"]) == leg and v["seat"] == p["seat"])
        if s["winner"] is None:
            assert scored + p["score"] == start
    for v in s["visits"]:
        if v["checkout"] is not None:
            assert v["remaining"] == 0


@settings(max_examples=40, deadline=None)
@given(st.randoms(use_true_random=False))
def test_undo_restores_the_previous_state_exactly(rnd):
    m = x01.new_match(players=["Ann", "Bob"], seed="u1", start=121, legs=2)
    for _ in range(40):
        s = x01.replay(m)
        if s["to_throw"] is None:
            break
        darts = dart_list(rnd, s["players"][s["to_throw"]]["score"])
        try:
            m2 = x01.apply(m, {"type": "visit", "seat": s["to_throw"], "darts": darts})
        except RuleError:
            continue
        undone = x01.replay(x01.apply(m2, {"type": "undo"}))
        assert quiet(undone) == quiet(s)
        m = m2


@settings(max_examples=25, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(1, 5), st.integers(1, 5))
def test_computer_matches_replay_and_end_on_a_double(rnd, a, b):
    m = x01.new_match(players=[{"name": "A", "bot": a}, {"name": "B", "bot": b}], seed=f"b{rnd.randrange(99)}",
                      start=301, legs=1)
    m = x01.autoplay(m, until=200)
    s = x01.replay(m)
    for v in s["visits"]:
        assert v["darts"] is not None
        if v["checkout"] is not None:
            assert v["darts"][-1][0] == "D" or v["darts"][-1] == "DB"
    assert dumps(build(REPLAYS.fresh(json.loads(json.dumps(m))))) == dumps(s)

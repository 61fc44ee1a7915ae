"""Thousands of random drills, played dart by dart, against the invariants of the rules.

Darts are drawn near where a player aims (the current target's beds, often), so drills run to
their end; each example is a whole session of one to four players."""

import json
import os
import random
import sys

from hypothesis import HealthCheck, given, settings, strategies as st

from pavilion import practice
from pavilion.core import dumps
from pavilion.practice.session import REPLAYS, Session
from pavilion.practice.state import build

BEDS = ["M"] + [f"{r}{n}" for r in "SDT" for n in range(1, 21)] + ["SB", "DB"]
# Per drill: 6 drills, 2,400 sessions on CPython. Inside Pyodide (about five times slower) the same
# properties run on 600 sessions: there they check that the rules replay alike, not the search depth.
EXAMPLES = int(os.environ.get("PRACTICE_EXAMPLES", "100" if sys.platform == "emscripten" else "400"))
OPTIONS = {
    "around-the-clock": [{}, {"doubles": True}],
    "bobs-27": [{}],
    "shanghai": [{}, {"rounds": 20}],
    "halve-it": [{}],
    "121": [{}],
    "round-the-doubles": [{}, {"hits_in_99": True}],
}
SEEDS = st.integers(0, 2**32).map(random.Random)  # a real generator: hypothesis varies its seed
QUICK = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))


def near(target, rnd):
    """A dart thrown at `target` ('D7', '20', 'Bull', 'any double', a 121 score): the bed or a neighbour."""
    if target is None or rnd.random() < 0.35:
        return rnd.choice(BEDS)
    if target == "Bull":
        return rnd.choice(["SB", "DB"])
    if target == "any double":
        return f"D{rnd.randint(1, 20)}"
    if target == "any treble":
        return f"T{rnd.randint(1, 20)}"
    if target.isdigit() and int(target) > 20:  # 121: something that scores
        return rnd.choice(["T20", "T19", "S20", "D20", "D16", "DB", "S1", "D8"])
    if target.isdigit():
        return rnd.choice("SDT") + target
    return target if rnd.random() < 0.6 else rnd.choice(BEDS)


def play_out(drill, options, players, rnd, undo_every=0, checks=None):
    """A whole session: every dart through apply; undos now and then; `checks(state)` after each."""
    m = practice.new_match(players=players, seed="h1", drill=drill, **options)
    s = practice.replay(m)
    steps = 0
    while not s["over"]:
        seat = s["to_throw"]
        before = s
        m = practice.apply(m, {"type": "dart", "seat": seat, "dart": near(s["players"][seat]["target"], rnd)})
        s = practice.replay(m)
        if undo_every and rnd.randrange(undo_every) == 0:
            undone = practice.replay(practice.apply(m, {"type": "undo"}))
            assert quiet(undone) == quiet(before)
        if checks:
            checks(s)
        steps += 1
        assert steps <= 500 * len(players)
    return m, s


def quiet(state):
    return {k: v for k, v in state.items() if k != "last"}


def seats(rnd):
    return [f"P{i}" for i in range(rnd.randint(1, 4))]


@QUICK
@given(SEEDS, st.booleans())
def test_around_the_clock_finishes_in_at_least_21_darts(rnd, doubles):
    m, s = play_out("around-the-clock", {"doubles": doubles}, seats(rnd), rnd)
    for p in s["players"]:
        assert p["finished"] and p["figure"] == p["darts"] >= 21
        assert p["progress"]["hit"] == 21


@QUICK
@given(SEEDS)
def test_bobs_27_ends_at_zero_or_below_never_goes_on_and_never_exceeds_1437(rnd):
    def checks(s):
        for p in s["players"]:
            assert p["score"] <= 1437 and p["score"] % 2 == 1  # 27 and even changes: never exactly 0
            lines = p["progress"]["rounds"]
            assert all(r["score"] > 0 for r in lines[:-1])  # no round is thrown after falling to 0 or below
            if p["score"] <= 0:
                assert p["finished"] and p["target"] is None
            elif not p["finished"]:
                assert p["target"] is not None

    m, s = play_out("bobs-27", {}, seats(rnd), rnd, checks=checks)
    for p in s["players"]:
        assert p["figure"] == p["score"] and (p["score"] <= 0 or len(p["progress"]["rounds"]) == 21)


@QUICK
@given(SEEDS, st.sampled_from(["shanghai", "halve-it"]))
def test_points_drills_never_go_negative_and_rank_by_points(rnd, drill):
    def checks(s):
        assert all(p["score"] >= 0 for p in s["players"])

    m, s = play_out(drill, rnd.choice(OPTIONS[drill]), seats(rnd), rnd, checks=checks)
    figures = [s["players"][seat]["figure"] for seat in s["ranking"]]
    if not s["shanghai"]:
        assert figures == sorted(figures, reverse=True)
        if len(figures) > 1:
            assert (s["winner"] is None) == (figures[0] == figures[1]) == s["draw"]


@QUICK
@given(SEEDS)
def test_121_never_leaves_1_or_less_and_never_targets_below_121(rnd):
    def checks(s):
        for p in s["players"]:
            g = p["progress"]
            assert g["target"] >= 121 and g["left"] >= 2 and g["left"] <= g["target"]
            best = [a["target"] for a in g["attempts"] if a["checked_out"]]
            assert p["score"] == (max(best) if best else None)

    m, s = play_out("121", {}, seats(rnd), rnd, checks=checks)
    for p in s["players"]:
        assert len(p["progress"]["attempts"]) == 10


@QUICK
@given(SEEDS, st.booleans())
def test_round_the_doubles_counts_its_darts_or_its_hits(rnd, hits):
    m, s = play_out("round-the-doubles", {"hits_in_99": hits}, seats(rnd), rnd)
    for p in s["players"]:
        if hits:
            assert p["darts"] <= 99 and 0 <= p["figure"] <= 21 and (p["darts"] == 99 or p["figure"] == 21)
        else:
            assert p["figure"] == p["darts"] >= 21


@settings(max_examples=max(EXAMPLES // 4, 20), deadline=None, suppress_health_check=list(HealthCheck))
@given(SEEDS, st.sampled_from(sorted(OPTIONS)))
def test_replay_matches_apply_and_undo_restores(rnd, drill):
    m, s = play_out(drill, rnd.choice(OPTIONS[drill]), seats(rnd), rnd, undo_every=5)
    assert REPLAYS.fresh(json.loads(dumps(m))) is not None
    assert practice.replay(json.loads(dumps(m))) == s


def random_step(session, rnd, actions, kept):
    """One action on `session`: a run of undos a quarter of the time (or when no one is to throw),
    else a dart near the target. `actions` gets every action, `kept` the darts not taken back."""
    seat = session.to_throw()
    if kept and (seat is None or rnd.random() < 0.25):
        for _ in range(rnd.randint(1, min(4, len(kept)))):
            actions.append(session.act({"type": "undo"}))
            kept.pop()
        return True
    if seat is None:
        return False
    kept.append(session.act({"type": "dart", "seat": seat,
                             "dart": near(session.drill.target(session.players[seat]), rnd)}))
    actions.append(kept[-1])
    return False


@settings(max_examples=max(EXAMPLES // 4, 20), deadline=None, suppress_health_check=list(HealthCheck))
@given(SEEDS, st.sampled_from(sorted(OPTIONS)))
def test_undo_anywhere_is_a_replay_without_that_dart(rnd, drill):
    """Darts and runs of undos at random, across turns' ends and finished drills, with forks (as a tap
    makes them) played on the side: after every undo the session is the darts not taken back played
    from the start, and the whole record replays to the same state."""
    m = practice.new_match(players=seats(rnd), seed="h2", drill=drill, **rnd.choice(OPTIONS[drill]))
    session, actions, kept = Session.start(m), [], []
    for _ in range(rnd.randint(1, 250)):
        if random_step(session, rnd, actions, kept):
            again = build(REPLAYS.fresh({**m, "actions": json.loads(dumps(kept))}))
            assert quiet(build(session)) == quiet(again)
        elif session.over():
            break
        if rnd.random() < 0.05:  # a fork goes its own way; the session must not see it
            side, side_actions, side_kept = session.fork(), [], list(kept)
            for _ in range(rnd.randint(1, 12)):
                random_step(side, rnd, side_actions, side_kept)
    assert practice.replay(json.loads(dumps({**m, "actions": actions}))) == build(session)

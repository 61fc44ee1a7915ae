"""Thousands of random games with random corrections, undos and removals, against the invariants.

Each game is driven through `Game.act`, the step `apply` takes after loading the record, so every
step can be checked cheaply; at the end the public `replay` of the record (and of its JSON round
trip) must give the state the steps built, and an independent reference scorer written here from the
rules must agree dart by dart.
"""

import json

from hypothesis import HealthCheck, given, settings, strategies as st

from pavilion import darts
from pavilion.core import RuleError, dumps, stream
from pavilion.darts.game import Game
from pavilion.darts.state import build

SEED_CHARS = "abcdefghijkmnpqrstuvwxyz23456789"
NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve"]
RINGS = {"S": 1, "D": 2, "T": 3}


# -- an independent reference: the rules written out plainly -------------------------------------

def ref_dart(text):
    if text == "M":
        return 0, 0
    if text in ("SB", "DB"):
        return 25, 1 if text == "SB" else 2
    return int(text[1:]), RINGS[text[0]]


def ref_turns(record):
    """The list of turns and the removals, from the record's actions (no computer seats here)."""
    seats = len(record["options"]["players"])
    turns, removals, ended = [], [], False
    for a in record["actions"]:
        kind = a["type"]
        if kind == "turn":
            turns.append([a["seat"], a["darts"], None, False])
        elif kind == "forfeit":
            turns.append([a["seat"], ["M", "M", "M"], None, True])
        elif kind == "correct":
            turns[a["turn"]] = [turns[a["turn"]][0], a.get("darts"), a.get("total"), False]
        elif kind == "undo":
            turns.pop()
        elif kind == "remove":
            removals.append((len(turns), a["seat"]))
        elif kind == "join":
            seats += 1
        elif kind == "end":
            ended = True
    return seats, turns, removals, ended


def ref_score(board, seats, turns, removals):
    """Marks, points, per-dart points, darts thrown at dead numbers (turn, dart), the expected
    thrower of each turn, and the first winner."""
    hits = [[0] * 7 for _ in range(seats)]
    points = [0] * seats
    in_game = [True] * seats
    bare = any(t[1] is None for t in turns)
    dart_points, dead_darts, throwers, winner, winner_turn = [], [], [], None, None
    nxt = 0

    def leave(seat):
        nonlocal nxt
        in_game[seat] = False
        if nxt == seat:
            nxt = next_in(seat)

    def next_in(after):
        for step in range(1, seats + 1):
            s = (after + step) % seats
            if in_game[s]:
                return s
        raise AssertionError("nobody left")

    pending = list(removals)
    for i, (seat, ds, total, _) in enumerate(turns):
        while pending and pending[0][0] == i:
            leave(pending.pop(0)[1])
        throwers.append(nxt)
        if ds is None:
            points[seat] += total
            dart_points.append([])
        else:
            scored = []
            for text in ds:
                number, mult = ref_dart(text)
                if number not in board:
                    scored.append(0)
                    continue
                t = board.index(number)
                rivals_open = any(in_game[o] and hits[o][t] < 3 for o in range(seats) if o != seat)
                if all(hits[o][t] >= 3 for o in range(seats) if in_game[o]):
                    dead_darts.append((i, len(scored)))
                before = hits[seat][t]
                extra = before + mult - max(before, 3)
                gained = number * max(0, extra) if rivals_open else 0
                hits[seat][t] += mult
                points[seat] += gained
                scored.append(gained)
            dart_points.append(scored)
        if (winner is None and not bare and all(h >= 3 for h in hits[seat])
                and all(points[seat] >= points[o] for o in range(seats) if in_game[o] and o != seat)):
            winner, winner_turn = seat, i
        nxt = next_in(seat)
    for _, seat in pending:
        leave(seat)
    return hits, points, in_game, dart_points, dead_darts, throwers, winner, winner_turn


# -- random games ---------------------------------------------------------------------------------
# Hypothesis draws the set-up and a driver number; a seeded stream then plays a long game from it,
# which keeps generation cheap enough for thousands of games (a failure prints the driver number).

setups = st.fixed_dictionaries({
    "seed": st.text(SEED_CHARS, min_size=1, max_size=6),
    "players": st.integers(1, 4),
    "board": st.sampled_from(["random", "standard"]),
    "round_limit": st.one_of(st.none(), st.integers(1, 15)),
    "ranked": st.booleans(),
    "driver": st.integers(0, 2**32),
    "length": st.integers(30, 160),
})


def dart_text(draw, board):
    """Mostly darts at the targets, some off the board, misses, and now and then a faulty one."""
    roll = draw.below(100)
    if roll < 70:
        target = draw.choice(board)
        if target == 25:
            return draw.choice(["SB", "DB"])
        return draw.choice("SDT") + str(target)
    if roll < 85:
        return draw.choice("SDT") + str(draw.randint(1, 20))
    if roll < 97:
        return "M"
    return draw.choice(["T25", "TB", "x", "20", 20])


def action_for(draw, game):
    """A plausible action (sometimes a faulty one) for the game as it stands."""
    seats, turns = len(game.seats), len(game.turns)
    to_throw = game.to_throw()
    seat = to_throw if to_throw is not None and draw.below(20) else draw.below(seats + 1)
    count = draw.randint(1, 3) if draw.below(20) else draw.choice([0, 4])
    ds = [dart_text(draw, game.board) for _ in range(count)]
    roll = draw.below(100)
    if roll < 70:
        action = {"type": "turn", "seat": seat, "darts": ds}
        if not draw.below(8):
            action["total"] = draw.below(100)
        return action
    if roll < 78:
        action = {"type": "correct", "turn": draw.below(turns + 1)}
        if draw.below(5):
            action["darts"] = ds
        else:
            action["total"] = draw.choice([0, draw.randint(1, 60)])
        return action
    if roll < 84:
        return {"type": "undo"}
    if roll < 88:
        victim = draw.below(seats)
        return {"type": "remove", "seat": victim, "by": draw.choice([0, 0, victim, draw.below(seats)])}
    if roll < 91:
        return {"type": "join", "name": draw.choice(NAMES)}
    if roll < 97:
        return {"type": "forfeit", "seat": seat}
    if roll < 98:
        return {"type": "end"}
    return draw.choice([{"type": "bogus"}, {"type": "turn", "seat": "0", "darts": ["M"]}, ["turn"]])


def snapshot(game):
    return (
        [(t.seat, t.darts, t.total, t.forfeited, t.corrected) for t in game.turns],
        [list(h) for h in game.score.hits], list(game.score.points), list(game.score.in_game),
        game.next_seat, game.round, game.winner, game.ended, list(game.removals),
        [dict(s) for s in game.seats],
    )


def play_out(setup):
    record = darts.new_match(players=NAMES[:setup["players"]], seed="a" + setup["seed"], board=setup["board"],
                             round_limit=setup["round_limit"], ranked=setup["ranked"])
    game = Game.load(record)
    board = game.board
    history = []  # (kind, hits, points) after each accepted action
    draw = stream("driver", "game", setup["driver"])
    for _ in range(setup["length"]):
        action = action_for(draw, game)
        before = snapshot(game)
        try:
            recorded = game.act(action)
        except RuleError as refusal:
            assert refusal.code and refusal.message
            assert snapshot(game) == before, f"refused {action} changed the game"
            continue
        record["actions"].append(recorded)
        assert game.board == board                                             # the board never changes
        hits, points = [list(h) for h in game.score.hits], list(game.score.points)
        prev = history[-1] if history else ("start", [[0] * 7 for _ in hits], [0] * len(points))
        if recorded["type"] not in ("correct", "undo", "join"):
            for old, new in zip(prev[1], hits):                                # marks never go down
                assert all(n >= o for o, n in zip(old, new))
            assert all(n >= o for o, n in zip(prev[2], points))
        if recorded["type"] in ("turn", "forfeit"):
            seat = recorded["seat"]
            gained = [n - o for o, n in zip(prev[2], points)]
            assert gained[seat] == game.results[-1].points                    # points go to the thrower
            assert all(g == 0 for s, g in enumerate(gained) if s != seat)
        history.append((recorded["type"], hits, points))
    return record, game


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setups)
def test_random_games_keep_the_invariants(setup):
    record, game = play_out(setup)
    state = build(game)
    # the same actions give the same state, through apply's path and through storage
    assert darts.replay(record) == state
    assert darts.replay(json.loads(dumps(record))) == state
    assert state["board"] == list(darts.deal(record["seed"], record["options"]["board"]))
    # an independent scorer agrees dart by dart
    seats, turns, removals, ended = ref_turns(record)
    hits, points, in_game, dart_points, dead_darts, throwers, winner, winner_turn = ref_score(
        tuple(state["board"]), seats, turns, removals)
    assert all(state["turns"][k]["detail"][d]["points"] == 0 for k, d in dead_darts)  # dead scores nothing
    assert [[d["points"] for d in t["detail"]] for t in state["turns"]] == dart_points
    assert [[s["hits"][str(n)] for n in state["board"]] for s in state["seats"]] == hits
    assert [s["points"] for s in state["seats"]] == points
    assert [s["in_game"] for s in state["seats"]] == in_game
    assert [t["seat"] for t in state["turns"]] == throwers                  # the running order holds
    assert state["ended"] == ended
    if state["result"] == "closed-out":                                      # rule 21, and the first to do it
        assert (state["winner"], state["winner_turn"]) == (winner, winner_turn)
    else:
        assert winner is None
    if state["round_limit"] is not None:
        assert all(t["round"] <= state["round_limit"] for t in state["turns"])
    for t, target in enumerate(state["targets"]):
        assert target["dead"] == all(h[t] >= 3 for h, ing in zip(hits, in_game) if ing)
    out = [s for s in state["standings"] if not in_game[s]]
    assert state["standings"][len(state["standings"]) - len(out):] == out    # rule 52


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 300) | st.floats(allow_nan=False) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=8)
hostile_actions = st.one_of(
    json_values,
    st.fixed_dictionaries({"type": st.sampled_from(["turn", "correct", "undo", "forfeit", "remove", "join", "end"])},
                          optional={"seat": json_values, "darts": json_values, "total": json_values,
                                    "turn": json_values, "by": json_values, "name": json_values,
                                    "bot": json_values}),
)


@settings(max_examples=200, deadline=None)
@given(st.lists(hostile_actions, max_size=5))
def test_untrusted_actions_are_refused_with_a_rule_error_or_accepted_never_a_trace(actions):
    m = darts.new_match(players=["Ann", "Bob", "Cat"], seed="k7", ranked=False)
    m = darts.apply(m, {"type": "turn", "seat": 0, "darts": ["T18"]})
    for action in actions:
        before = dumps(m)
        try:
            m = darts.apply(m, action)
        except RuleError as refusal:
            assert refusal.message and dumps(m) == before
    darts.replay(m)


@settings(max_examples=60, deadline=None)
@given(st.text(SEED_CHARS, min_size=1, max_size=6), st.lists(st.integers(1, 5), min_size=1, max_size=4),
       st.one_of(st.none(), st.integers(1, 20)))
def test_computer_games_replay_exactly_and_win_by_rule_21(seed, levels, limit):
    m = darts.new_match(players=[{"name": f"Bot{i}", "bot": lv} for i, lv in enumerate(levels)],
                        seed=seed, round_limit=limit)
    m = darts.autoplay(m)
    state = darts.replay(m)
    assert state["game_over"] and darts.autoplay(darts.new_match(
        players=[{"name": f"Bot{i}", "bot": lv} for i, lv in enumerate(levels)], seed=seed, round_limit=limit)) == m
    seats, turns, removals, _ = ref_turns(m)
    hits, points, in_game, dart_points, dead_darts, throwers, winner, winner_turn = ref_score(
        tuple(state["board"]), seats, turns, removals)
    assert [s["points"] for s in state["seats"]] == points
    if state["result"] == "closed-out":
        assert (state["winner"], state["winner_turn"]) == (winner, winner_turn)
    else:
        assert limit is not None and state["result"] in ("points", "draw", "no-result")

"""Replay costs time linear in the record: a long link or save never freezes the scoreboard.

Each correction rescored every earlier turn and so did each undo: a link of a few thousand turns
and as many corrections (well inside the share codec's limits) froze the page for minutes.
Now a game lasts at most 100 rounds, takes at most 50 corrections, and an undo takes back only
its own turns' marks and points.
"""

import copy

from hypothesis import HealthCheck, given, settings

from darts_helpers import game, misses, play, refused
from pavilion import darts
from pavilion.core import share, with_actions
from pavilion.darts.game import MAX_CORRECTIONS, REPLAYS, Game
from test_darts_properties import play_out, setups, snapshot

FIRST_TURN = {"type": "correct", "turn": 0, "darts": ["S20", "M", "M"]}


def turn(i, seats=4):
    return {"type": "turn", "seat": i % seats, "darts": ["T20", "T19", "M"]}


def scored_turns(monkeypatch, job) -> int:
    """How many turns `job` scores (a rescore scores every turn in the list again)."""
    count = [0]
    score = Game._score

    def counting(self, index):
        count[0] += 1
        score(self, index)

    monkeypatch.setattr(Game, "_score", counting)
    job()
    return count[0]


def test_a_game_without_a_round_limit_ends_after_100_rounds():
    m = with_actions(game(["Ann", "Bob", "Cat", "Dan"]), [turn(i) for i in range(400)])
    s = darts.replay(m)
    assert (s["round_limit"], s["game_over"], s["result"], s["winner"], s["to_throw"]) == (None, True, "no-result",
                                                                                            None, None)
    assert refused(m, turn(400), "round-limit").message == "Game over: all 100 rounds have been thrown."
    assert darts.replay(darts.apply(m, {"type": "undo"}))["to_throw"] == 3  # undo and correct still work
    assert darts.apply(m, FIRST_TURN)["actions"][-1] == FIRST_TURN


def test_a_game_takes_at_most_50_corrections():
    m = misses(game(), 4)
    m = with_actions(m, m["actions"] + [FIRST_TURN] * MAX_CORRECTIONS)
    assert not [a for a in darts.legal_actions(m) if a["type"] == "correct"]
    e = refused(m, {"type": "correct", "turn": 3, "darts": ["M"]}, "too-many-corrections")
    assert e.message == "A game takes at most 50 corrections, and this one has had them all."
    assert darts.replay(darts.apply(m, {"type": "undo"}))["turns"][0]["darts"] == ["S20", "M", "M"]


def test_the_freezing_link_is_refused_at_once(monkeypatch):
    """The record from the report: thousands of turns, each followed by a correction of the first."""
    actions = [a for i in range(2400) for a in (turn(i, seats=2), FIRST_TURN)]
    code = share.encode(with_actions(game(), actions))
    m = share.decode(code)
    refusal = refused(m, {"type": "end"}, "bad-record")
    assert refusal.message.startswith(f"Action {2 * MAX_CORRECTIONS + 2} of this match cannot be replayed: A game "
                                      "takes at most 50 corrections")
    # 50 corrections, each rescoring the turns so far: about 1,300 turns, where it was 2.9 million
    assert scored_turns(monkeypatch, lambda: refused(m, {"type": "end"}, "bad-record")) < 1_500


def test_undo_costs_the_turns_it_takes_back(monkeypatch):
    """A full game, then a thousand times undo and the same turn again: each pair scores one turn."""
    m = with_actions(game(["Ann", "Bob", "Cat", "Dan"]), [turn(i) for i in range(399)])
    m = with_actions(m, m["actions"] + [{"type": "undo"}, turn(398)] * 1000)
    assert darts.replay(m)["turns"][-1] == darts.replay(with_actions(m, m["actions"][:399]))["turns"][-1]
    assert scored_turns(monkeypatch, lambda: REPLAYS.fresh(m)) == 399 + 1000


def test_undoing_the_last_bare_total_lets_the_marks_name_the_winner(monkeypatch):
    """Rule 45 both ways: Ann closed out at turn 5, unnamed while Bob's turn 6 was a bare total."""
    m = play(game(), ["T20", "T19", "T18"], ["M"], ["T17", "T16", "T15"], ["M"], ["M"], ["M"])
    m = darts.apply(m, {"type": "correct", "turn": 5, "total": 10})
    m = darts.apply(m, {"type": "correct", "turn": 4, "darts": ["DB", "SB"]})
    assert darts.replay(m)["winner"] is None
    m = darts.apply(m, {"type": "undo"})
    s = darts.replay(m)
    assert (s["result"], s["winner"], s["winner_turn"], s["bare_totals"], len(s["turns"])) == ("closed-out", 0, 4,
                                                                                               False, 5)
    assert scored_turns(monkeypatch, lambda: REPLAYS.fresh(m)) == 6 + 6 + 6  # the turns, then two corrections


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setups)
def test_after_every_action_the_game_is_what_a_full_rescore_makes_it(setup):
    """Taking an undo's turns back off the board leaves it exactly as scoring the list again would."""
    record, _ = play_out(setup)
    game_ = Game.load(with_actions(record, []))
    for action in record["actions"]:
        game_.act(action)
        rescored = copy.deepcopy(game_)
        rescored._rescore()
        assert seen(game_) == seen(rescored), action


def seen(game_):
    return (snapshot(game_), game_.winner_turn, game_.bare,
            [(r.round, r.marks, r.points, r.detail, r.white_horse, r.hat_trick, r.wins) for r in game_.results])


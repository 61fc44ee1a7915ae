"""Every game played step by step the way a screen plays it (apply, autoplay, an undo, a take-back
that cuts the record) gives, after every step, exactly what a replay of the record from scratch
gives: the state, the legal actions, and the same refusal for a refused action. And a step on the
incremental path replays nothing: each tap costs its own actions, however long the record."""

import json
import random
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from pavilion import cards, cosmic, crickee, darts
from pavilion.cards.engine import REPLAYS as CARDS
from pavilion.core import RuleError, dumps, with_actions
from pavilion.crickee.match import REPLAYS as CRICKEE
from pavilion.darts.game import REPLAYS as DARTS

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cosmic"))
from test_cosmic_properties import random_orders  # noqa: E402



def slow(examples):
    return settings(max_examples=examples, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


class Play:
    """A record played on through a game's public functions, checked after every step."""

    def __init__(self, module, replays, monkeypatch, record):
        self.module, self.record = module, record
        self.steps = 0  # actions stepped by Replays: a from-scratch replay steps every one
        self.shown = module.replay(record)
        step = replays.step

        def counting(state, action, index):
            self.steps += 1
            step(state, action, index)

        monkeypatch.setattr(replays, "step", counting)

    def step(self, make) -> bool:
        """`make(record)` is the next record (None: nothing to do); False if it was refused, or nothing."""
        before, old = self.steps, self.record
        try:
            new = make(old)
        except RuleError as refused:
            with pytest.raises(RuleError) as again:
                make(json.loads(dumps(old)))
            assert (again.value.code, again.value.message) == (refused.code, refused.message)
            return False
        if new is None or new is old:
            return False
        state, offers = self.module.replay(new), self.module.legal_actions(new)
        if new["actions"][:len(old["actions"])] == old["actions"]:
            assert self.steps == before, "a step on from the record on screen replayed it"
        copy = json.loads(dumps(new))  # new objects: nothing remembered, a replay from scratch
        assert self.module.replay(copy) == state
        assert self.module.legal_actions(copy) == offers
        assert self.module.replay(old) == self.shown  # the record before is as it was
        self.record, self.shown = new, state
        return True


def dart(r, board):
    number = r.choice(board + [0])
    if number == 0:
        return "M"
    return r.choice(["SB", "DB"]) if number == 25 else r.choice("SDT") + str(number)


@slow(25)
@given(st.integers(0, 2**32))
def test_darts_step_by_step_is_a_full_replay(monkeypatch, seed):
    r = random.Random(seed)
    players = ["Ann", "Bob", {"name": "Cal", "bot": r.randint(1, 5)}][:r.randint(2, 3)]
    record = darts.new_match(players=players, seed=f"d{seed}", board=r.choice(["random", "standard"]),
                             round_limit=r.choice([None, 3, 8]), legs=r.choice([1, 2]))
    play = Play(darts, DARTS, monkeypatch, record)
    for _ in range(r.randint(20, 90)):
        board = play.shown["board"]
        offers = darts.legal_actions(play.record) + [{"type": "turn", "seat": r.randint(0, 3)}]
        offer = r.choice([o for o in offers if o["type"] != "end"] or offers)
        if r.random() < 0.02:
            offer = {"type": "end"}
        action = dict(offer)
        if action["type"] in ("turn", "correct"):
            action["darts"] = [dart(r, board) for _ in range(r.randint(1, 3))]
        if action["type"] == "join":
            action["name"] = r.choice(["Dee", "Ann"])
        play.step(lambda m: darts.apply(m, action))
        play.step(darts.autoplay)


@slow(8)
@given(st.integers(0, 2**32))
def test_crickee_step_by_step_is_a_full_replay(monkeypatch, seed):
    r = random.Random(seed)
    captains = {side: r.choice(["person", "computer"]) for side in ("home", "away")}
    play = Play(crickee, CRICKEE, monkeypatch, crickee.new_match(f"c{seed}", captains=captains))
    for _ in range(150):
        offers = crickee.legal_actions(play.record)
        if not offers:
            break
        action = r.choice(offers) if r.random() < 0.9 else {"type": "undo", "side": r.choice(["home", "away"])}
        play.step(lambda m: crickee.apply(m, action))
        if r.random() < 0.5:
            play.step(lambda m: crickee.autoplay(m, until=r.choice([None, "over"])))


@slow(8)
@given(st.integers(0, 2**32))
def test_card_cricket_step_by_step_is_a_full_replay(monkeypatch, seed):
    r = random.Random(seed)
    record = cards.new_match(f"k{seed}", format=r.choice(["club", "test"]), two_players=r.random() < 0.3)
    play = Play(cards, CARDS, monkeypatch, record)
    for _ in range(80):
        offers = cards.legal_actions(play.record)
        if r.random() < 0.1 and play.record["actions"]:  # the table's take back: the record cut short
            play.step(lambda m: with_actions(m, m["actions"][:-r.randint(1, min(3, len(m["actions"])))]))
        elif offers:
            action = r.choice(offers)
            play.step(lambda m: cards.apply(m, action))
        if not play.step(lambda m: cards.autoplay(m, until=r.choice([None, 1, 5]))) and not offers:
            break


@slow(4)
@given(st.integers(0, 2**32))
def test_cosmic_step_by_step_is_a_full_replay(monkeypatch, seed):
    r = random.Random(seed)
    people = {0, 1}
    managers = [{"name": f"M{i}", "computer": i not in people} for i in range(4)]
    play = Play(cosmic, cosmic.REPLAYS, monkeypatch, cosmic.new_competition(f"q{seed}", managers=managers))
    while not play.shown["done"]:
        state, m = play.shown, r.choice(sorted(people))
        roll = r.random()
        if roll < 0.5 and state["needs"][m]["fields"]:  # sent, and sent again (the costliest link)
            orders = random_orders(r, state, m)
            action = {"type": "orders", "turn": state["turn"], "manager": m, "orders": orders}
        elif roll < 0.6:
            action = r.choice([{"type": "invite", "manager": m}, {"type": "deadline", "text": "Friday"},
                               {"type": "orders", "turn": state["turn"] + 1, "manager": m, "orders": {}}])
        else:
            action = {"type": "run", "turn": state["turn"]}
        play.step(lambda record: cosmic.apply(record, action))

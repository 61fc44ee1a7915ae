"""Replays: a record one action longer than one built costs that action; anything else is replayed
from scratch, with exactly a full replay's result. A toy game counts the steps taken."""

import json

import pytest

from pavilion.core import Replays, RuleError, appended, dumps, new_record, record_json, replay_step, with_actions


class Tally:
    """A toy game's state: the sum of the actions' values, in a list so that a fork must copy it."""

    def __init__(self, record):
        self.values = []

    def fork(self):
        other = Tally(None)
        other.values = list(self.values)
        return other


def toy(steps):
    def step(state, action, index):
        steps.append(index)
        if type(action.get("n")) is not int:
            raise RuleError("bad-record", f"Action {index + 1} of this match cannot be replayed: no number.")
        state.values.append(action["n"])

    return Replays({"toy": 1}, Tally, step, Tally.fork)


@pytest.fixture
def steps():
    return []


@pytest.fixture
def replays(steps):
    return toy(steps)


def record(n):
    return with_actions(new_record("toy", 1, seed="s", options={"o": [1]}), [{"n": k} for k in range(n)])


def test_a_record_one_action_longer_steps_only_that_action(replays, steps):
    m = record(1000)
    assert replays.state(m).values == list(range(1000)) and len(steps) == 1000
    steps.clear()
    m2 = appended(m, {"n": 7})
    assert replays.state(m2).values == list(range(1000)) + [7] and steps == [1000]
    assert replays.state(m).values == list(range(1000))  # the shorter record's state is untouched
    assert replays.state(m2) is replays.state(m2) and steps == [1000]  # asked again: nothing stepped


def test_a_copy_is_its_own_and_kept_states_are_found_again(replays, steps):
    m = record(5)
    state = replays.copy(m)
    state.values.append(99)
    assert replays.state(m).values == [0, 1, 2, 3, 4]
    m2 = replays.keep(with_actions(m, m["actions"] + [{"n": 99}]), state)
    steps.clear()
    assert replays.state(m2) is state and steps == []


def test_anything_but_the_same_action_objects_is_replayed_from_scratch(replays, steps):
    m = record(50)
    replays.state(m)
    steps.clear()
    assert replays.state(json.loads(dumps(m))).values == list(range(50)) and len(steps) == 50
    steps.clear()
    cut = with_actions(m, m["actions"][:-1])  # an undo that cuts the list
    assert replays.state(cut).values == list(range(49)) and len(steps) == 49


def test_an_equal_action_that_is_not_the_same_is_checked_again(replays):
    """True == 1 in Python: a memo by equality would take {"n": True} for {"n": 1}."""
    m = record(3)
    replays.state(m)
    odd = with_actions(m, m["actions"][:1] + [{"n": True}] + m["actions"][2:])
    with pytest.raises(RuleError) as e:
        replays.state(odd)
    assert e.value.message == "Action 2 of this match cannot be replayed: no number."


def test_the_header_is_checked_on_every_call(replays, steps):
    m = record(3)
    replays.state(m)
    m["options"]["o"].append(2)  # changed in place: not the record that was built
    steps.clear()
    replays.state(m)
    assert len(steps) == 3
    with pytest.raises(RuleError) as e:
        replays.state(dict(m, extra=1))
    assert e.value.code == "bad-record"
    with pytest.raises(RuleError) as e:
        replays.state(dict(m, version=True))
    assert e.value.code == "bad-record"


def test_a_bad_new_action_is_refused_as_a_full_replay_refuses_it_and_nothing_is_kept(replays, steps):
    m = record(10)
    replays.state(m)
    bad = appended(m, {"n": "x"})
    with pytest.raises(RuleError) as e:
        replays.state(bad)
    assert e.value.message == "Action 11 of this match cannot be replayed: no number."
    with pytest.raises(RuleError) as again:
        toy([]).state(bad)
    assert again.value.message == e.value.message
    assert replays.state(m).values == list(range(10))


def test_only_the_last_few_records_are_kept(replays, steps):
    m = record(4)
    replays.state(m)
    for k in range(Replays.SIZE):  # other matches: m extends none of them
        replays.state(with_actions(new_record("toy", 1, seed=f"other{k}"), [{"n": k}]))
    steps.clear()
    replays.state(m)
    assert len(steps) == 4


def test_record_json_is_the_records_json_and_encodes_only_what_is_new(monkeypatch):
    m = with_actions(new_record("toy", 1, seed="s", options={"o": [1], "é": "ü"}), [{"n": k} for k in range(500)])
    assert record_json(m) == json.dumps(m, separators=(",", ":"))
    encoded = []
    real = json.dumps
    monkeypatch.setattr(json, "dumps", lambda value, **kw: encoded.append(value) or real(value, **kw))
    m2 = appended(appended(m, {"n": "x"}), {"n": 7})
    assert record_json(m2) == real(m2, separators=(",", ":"))
    assert [value for value in encoded if value in m2["actions"]] == [{"n": "x"}, {"n": 7}]  # not the 500 before
    cut = with_actions(m2, m2["actions"][:3])
    assert record_json(cut) == real(cut, separators=(",", ":"))


def test_replay_step_says_which_action_of_the_record_failed_in_the_games_own_words():
    """Every game replays through replay_step: the refusal names the action by its place, in the
    game's words, and keeps the code the game asks for."""
    class Playing(Tally):
        def play(self, action):
            if type(action.get("n")) is not int:
                raise RuleError("no-number", "An action needs its number.")
            self.values.append(action["n"])

    state = Playing(None)
    replay_step("play")(state, {"n": 4}, 0)
    assert state.values == [4]
    with pytest.raises(RuleError) as e:
        replay_step("play")(state, {}, 2)
    assert (e.value.code, e.value.message) == (
        "bad-record", "Action 3 of this match cannot be replayed: An action needs its number.")
    with pytest.raises(RuleError) as e:
        replay_step("play", moves="Move", record="session", code=None)(state, {}, 0)
    assert (e.value.code, e.value.message) == (
        "no-number", "Move 1 of this session cannot be replayed: An action needs its number.")
    assert state.values == [4]

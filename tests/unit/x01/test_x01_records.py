"""Damaged and hostile records (storage, someone else's link) raise RuleError with a sentence, never
anything else, and old records replay exactly."""

import copy
import json

import pytest
from hypothesis import given, settings, strategies as st

from pavilion import x01
from pavilion.core import RuleError, share

from x01_helpers import match, play


def sample():
    return play(match(("Ann", {"name": "Droid", "bot": 2}), start=121, legs=2), 60, ["T20", "S11"], "bust",
                {"total": 0, "at_double": 1})


def refused_record(record, code):
    with pytest.raises(RuleError) as caught:
        x01.replay(record)
    assert caught.value.code == code, caught.value
    return caught.value


@pytest.mark.parametrize("change, code", [
    (lambda r: r.update(game="darts"), "unknown-game"),
    (lambda r: r.update(version=2), "newer-version"),
    (lambda r: r.update(seed="no spaces"), "bad-seed"),
    (lambda r: r["options"].pop("out"), "bad-option"),
    (lambda r: r["options"].update(bull=True), "bad-option"),
    (lambda r: r["options"].update(start="501"), "bad-start"),
    (lambda r: r["options"].update(players=[]), "no-players"),
    (lambda r: r["options"].update(players=["Ann", "ann"]), "same-name"),
    (lambda r: r["actions"].append({"type": "visit", "seat": 0, "total": 179}), "bad-record"),
    (lambda r: r["actions"].append({"type": "visit", "seat": True, "total": 0}), "bad-record"),
    (lambda r: r["actions"].append({"type": "correct", "visit": -1, "total": 0}), "bad-record"),
    (lambda r: r["actions"].append({"type": "visit", "seat": 0, "darts": [[["T20"]]]}), "bad-record"),
    (lambda r: r["actions"].insert(0, {"type": "visit", "seat": 1, "total": 0}), "bad-record"),
    (lambda r: r["actions"].append({"type": "end", "why": "x"}), "bad-record"),
])
def test_damaged_records_are_refused_with_a_sentence(change, code):
    record = copy.deepcopy(sample())
    change(record)
    e = refused_record(record, code)
    assert e.message.endswith((".", "?")), e.message


def test_a_record_names_the_action_it_cannot_replay():
    record = copy.deepcopy(sample())
    record["actions"][1] = {"type": "visit", "seat": 1, "total": 177}
    assert refused_record(record, "bad-record").message.startswith("Action 2 of this match cannot be replayed")


def test_a_share_link_round_trip_replays_exactly():
    m = sample()
    again = share.decode(share.encode(m), {x01.GAME: x01.VERSION})
    assert json.dumps(x01.replay(again), sort_keys=True) == json.dumps(x01.replay(m), sort_keys=True)


JSON = st.recursive(st.none() | st.booleans() | st.integers(-5, 200) | st.text(max_size=5) | st.floats(allow_nan=False),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
                    max_leaves=10)
FIELDS = ["type", "seat", "darts", "total", "checkout", "at_double", "bust", "visit"]


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_hostile_records_raise_rule_errors_only(data):
    record = copy.deepcopy(sample())
    for _ in range(data.draw(st.integers(1, 3))):
        where = data.draw(st.sampled_from(["action", "option", "new"]))
        if where == "option":
            key = data.draw(st.sampled_from(list(record["options"]) + ["x"]))
            record["options"][key] = data.draw(JSON)
        elif where == "action":
            action = data.draw(st.sampled_from(record["actions"]))
            action[data.draw(st.sampled_from(FIELDS))] = data.draw(JSON)
        else:
            keys = data.draw(st.lists(st.sampled_from(FIELDS), max_size=4))
            record["actions"].append({k: data.draw(JSON) for k in keys})
    try:
        state = x01.replay(record)
    except RuleError as refusal:
        assert refusal.message
        return
    json.dumps(state)  # a record that replays gives a JSON state


def _odd_values():
    """tests/unit/core/test_odd_values.py: its `variants` and `refused_or_done`, for X01 too."""
    import importlib.util
    import pathlib
    path = pathlib.Path(__file__).parents[1] / "core" / "test_odd_values.py"
    spec = importlib.util.spec_from_file_location("x01_odd_values", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ODD = _odd_values()


def test_any_option_anywhere_is_refused_or_taken():
    record = sample()
    for options in ODD.variants(record["options"]):
        if isinstance(options, dict) and options.keys() == record["options"].keys():
            ODD.refused_or_done(x01.new_match, seed="s", **options)
        ODD.refused_or_done(x01.replay, dict(copy.deepcopy(record), options=options))


@pytest.mark.parametrize("template", [{"type": "visit", "seat": 0, "darts": ["T20", "S19", "M"]},
                                      {"type": "visit", "seat": 0, "total": 40, "checkout": 2, "at_double": 1},
                                      {"type": "visit", "seat": 0, "bust": True, "at_double": 1},
                                      {"type": "correct", "visit": 1, "seat": 1, "total": 26},
                                      {"type": "undo"}, {"type": "end"}])
def test_any_action_field_anywhere_is_refused_or_taken(template):
    m = sample()
    for action in ODD.variants(template):
        ODD.refused_or_done(x01.apply, m, action)
        ODD.refused_or_done(x01.preview, m, action.get("darts", []) if isinstance(action, dict) else action)

import pytest

from pavilion.core import RuleError, appended, check_record, dumps, loads, new_record, with_actions


def test_new_record_has_the_shared_shape():
    m = new_record("random-cricket", 1, seed="k7", options={"board": "random"})
    assert m == {"game": "random-cricket", "version": 1, "seed": "k7",
                 "options": {"board": "random"}, "actions": []}


def test_new_record_draws_and_records_a_seed():
    m = new_record("crickee", 1)
    assert isinstance(m["seed"], str) and len(m["seed"]) == 8


def test_new_record_refuses_a_bad_seed():
    with pytest.raises(RuleError):
        new_record("crickee", 1, seed="no spaces")


def test_appended_returns_a_new_record_and_leaves_input_untouched():
    m = new_record("x", 1, seed="s", options={"o": [1]})
    action = {"type": "roll", "dice": [1]}
    m2 = appended(m, action)
    assert m["actions"] == [] and m2["actions"] == [{"type": "roll", "dice": [1]}] and m2 is not m
    action["dice"].append(2)  # the caller's dict is the caller's: the record keeps its own copy
    assert m2["actions"] == [{"type": "roll", "dice": [1]}]


def test_with_actions_makes_a_new_list_and_shares_the_actions():
    """Records are never changed in place: a new record shares the actions it keeps (so a tap does
    not copy the whole record, and Replays knows a record one action longer than one it built)."""
    acts = [{"type": "a", "x": [1]}]
    m = with_actions(new_record("x", 1, seed="s"), acts)
    m2 = with_actions(m, m["actions"] + [{"type": "b"}])
    assert m["actions"] == acts and m["actions"] is not acts and len(m2["actions"]) == 2
    assert m2["actions"][0] is m["actions"][0] is acts[0] and m2["options"] is m["options"]


def test_check_record_accepts_a_good_record():
    m = new_record("crickee", 1, seed="s")
    assert check_record(m, {"crickee": 1}) is m


@pytest.mark.parametrize("bad, code", [
    ([], "bad-record"),
    ({"game": "x"}, "bad-record"),
    ({"game": "x", "version": 1, "seed": "s", "options": {}, "actions": [], "evil": 1}, "bad-record"),
    ({"game": "", "version": 1, "seed": "s", "options": {}, "actions": []}, "bad-record"),
    ({"game": "x", "version": True, "seed": "s", "options": {}, "actions": []}, "bad-record"),
    ({"game": "x", "version": 0, "seed": "s", "options": {}, "actions": []}, "bad-record"),
    ({"game": "x", "version": 1, "seed": "bad seed", "options": {}, "actions": []}, "bad-seed"),
    ({"game": "x", "version": 1, "seed": "s", "options": [], "actions": []}, "bad-record"),
    ({"game": "x", "version": 1, "seed": "s", "options": {}, "actions": [1]}, "bad-record"),
    ({"game": "x", "version": 1, "seed": "s", "options": {"a": object()}, "actions": []}, "bad-record"),
])
def test_check_record_refuses_bad_shapes(bad, code):
    with pytest.raises(RuleError) as e:
        check_record(bad)
    assert e.value.code == code and e.value.message


def test_check_record_refuses_deep_nesting():
    deep = []
    for _ in range(40):
        deep = [deep]
    with pytest.raises(RuleError):
        check_record({"game": "x", "version": 1, "seed": "s", "options": {"d": deep}, "actions": []})


def test_check_record_knows_games_and_versions():
    m = new_record("crickee", 2, seed="s")
    with pytest.raises(RuleError) as e:
        check_record(m, {"darts": 1})
    assert e.value.code == "unknown-game"
    with pytest.raises(RuleError) as e:
        check_record(m, {"crickee": 1})
    assert e.value.code == "newer-version" and "newer Pavilion" in e.value.message


def test_dumps_is_canonical():
    assert dumps({"b": 1, "a": "é"}) == '{"a":"é","b":1}'


def test_loads_refuses_deep_nesting_before_parsing():
    # 100,000 brackets would overflow Pyodide's stack inside json.loads: refused from the raw text.
    for text in ("[" * 100000 + "]" * 100000, '{"a":' * 5000 + "1" + "}" * 5000):
        with pytest.raises(RuleError) as e:
            loads(text)
        assert e.value.code == "bad-record"


def test_loads_ignores_brackets_inside_strings():
    text = dumps({"name": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\\"{{{{{{{{{{{{{{{{{{{{{{{{"})
    assert loads(text) == {"name": "[" * 30 + '\\"' + "{" * 24}


def test_loads_refuses_what_is_not_json():
    with pytest.raises(RuleError):
        loads("{not json")

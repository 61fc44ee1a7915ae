"""Postal play: orders as a short code, and hostile codes refused with a sentence."""

import base64
import binascii
import json
import zlib

import pytest
from hypothesis import given, settings, strategies as st

import pavilion.cosmic as cosmic
from pavilion.core import RuleError
from pavilion.cosmic import postal


def names_turn():
    return cosmic.new_competition("post", managers=[{"name": "Ann", "computer": False}] +
                                  [{"name": f"Bot {i}", "computer": True} for i in range(3)])


def raw(payload: bytes, crc=None):
    body = (binascii.crc32(payload) if crc is None else crc).to_bytes(4, "big") + zlib.compress(payload)
    return postal.ORDERS.prefix + base64.urlsafe_b64encode(body).decode().rstrip("=")


def test_round_trip_and_apply():
    m = names_turn()
    payload = {"team_name": "Flungo <XI>", "names": [f"Celebrity {i} ☄" for i in range(18)], "toss": "bat"}
    code = cosmic.encode_orders(m, 0, payload)
    assert code.startswith("CC1.") and len(code) < 400
    action = cosmic.decode_orders(code, m)
    assert action == {"type": "orders", "turn": 1, "manager": 0, "orders": payload}
    # pasted from an e-mail, broken over lines
    assert cosmic.decode_orders(code[:30] + "\n  " + code[30:], m) == action
    m = cosmic.apply(m, action)
    assert cosmic.replay(m)["managers"][0]["sent"]


def test_encode_checks_the_orders_first():
    with pytest.raises(RuleError) as e:
        cosmic.encode_orders(names_turn(), 0, {"names": ["x"] * 17})
    assert e.value.code == "bad-names"


def test_orders_for_another_competition_or_turn():
    m = names_turn()
    code = cosmic.encode_orders(m, 0, {"toss": "bowl"})
    with pytest.raises(RuleError) as e:
        cosmic.decode_orders(code, cosmic.new_competition("elsewhere"))
    assert e.value.code == "other-game"
    later = cosmic.apply(m, {"type": "run", "turn": 1})
    with pytest.raises(RuleError) as e:
        cosmic.apply(later, cosmic.decode_orders(code, later))
    assert e.value.code == "wrong-turn"


@pytest.mark.parametrize("code, slug", [
    ("", "bad-code"), (None, "bad-code"), (42, "bad-code"), ("hello", "bad-code"), ("CC9.abc", "code-version"),
    ("CC1.", "bad-code"), ("CC1.!!!!", "bad-code"), ("CC1.ünï", "bad-code"), ("CC1." + "A" * 5000, "bad-code"),
    (raw(b'{"seed":"s","turn":1,"manager":0,"orders":{}}', crc=1), "bad-code"),
    (raw(b"[1,2,3]"), "bad-code"), (raw(b"not json"), "bad-code"),
    (raw(b'{"seed":"s","turn":1,"manager":0,"orders":[]}'), "bad-code"),
    (raw(b'{"seed":"s","turn":1,"manager":0,"orders":{},"evil":1}'), "bad-code"),
    (raw(b"[" * 10000 + b"]" * 10000), "bad-code"),
    (raw(b" " * (postal.ORDERS.max_json + 10)), "bad-code"),
])
def test_hostile_codes(code, slug):
    with pytest.raises(RuleError) as e:
        cosmic.decode_orders(code)
    assert e.value.code == slug and e.value.message


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=200))
def test_any_text_is_refused_cleanly(text):
    try:
        cosmic.decode_orders(text)
    except RuleError:
        pass


@settings(max_examples=60, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers(-5, 40) | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
                    max_leaves=30))
def test_decoded_junk_orders_never_crash_apply(junk):
    m = names_turn()
    code = raw(json.dumps({"seed": m["seed"], "turn": 1, "manager": 0, "orders": {"names": junk}}).encode())
    action = cosmic.decode_orders(code, m)
    with pytest.raises(RuleError):
        cosmic.apply(m, action)


def test_a_deeply_nested_code_is_refused_before_parsing():
    """A 16 KB code of brackets would overflow Pyodide's stack in json.loads: refused first."""
    with pytest.raises(RuleError) as e:
        cosmic.decode_orders(raw(b"[" * 8000 + b"]" * 8000))
    assert e.value.code == "bad-code"

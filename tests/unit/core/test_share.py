import base64
import binascii
import json
import zlib

import pytest
from hypothesis import given, settings, strategies as st

from pavilion.core import RuleError, new_record, share


def match(actions=()):
    m = new_record("random-cricket", 1, seed="k7", options={"players": ["Ann", "<b>Bob</b>"]})
    m["actions"] = list(actions)
    return m


def raw_code(text: bytes, crc=None):
    body = (binascii.crc32(text) if crc is None else crc).to_bytes(4, "big") + zlib.compress(text)
    return share.LINK.prefix + base64.urlsafe_b64encode(body).decode().rstrip("=")


def test_round_trip_with_and_without_moves():
    m = match([{"type": "turn", "seat": 0, "darts": ["T20", "M", "S1"]}])
    assert share.decode(share.encode(m)) == m
    dealt = share.decode(share.encode(m, with_moves=False))
    assert dealt["actions"] == [] and dealt["seed"] == "k7"


def test_code_is_url_safe_and_compact():
    m = match([{"type": "turn", "seat": i % 2, "darts": ["T20", "S19", "M"]} for i in range(60)])
    code = share.encode(m)
    assert set(code[3:]) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    assert len(code) < len(json.dumps(m)) / 4


def test_known_games_are_checked():
    with pytest.raises(RuleError) as e:
        share.decode(share.encode(match()), games={"crickee": 1})
    assert e.value.code == "unknown-game"


def test_a_too_long_match_is_refused_on_encode():
    m = match([{"type": "note", "text": share_noise(i)} for i in range(2000)])
    with pytest.raises(RuleError) as e:
        share.encode(m)
    assert e.value.code == "link-too-long"


def share_noise(i):
    import hashlib
    return hashlib.sha256(str(i).encode()).hexdigest()


@pytest.mark.parametrize("code, code_slug", [
    ("", "bad-link"),
    ("   ", "bad-link"),
    (None, "bad-link"),
    ("hello", "bad-link"),
    ("P9.abcdef", "link-version"),
    ("P1.", "bad-link"),
    ("P1.!!!!", "bad-link"),
    ("P1.é", "bad-link"),
    ("P1." + "A" * 20000, "bad-link"),
])
def test_garbage_is_a_clear_rule_error(code, code_slug):
    with pytest.raises(RuleError) as e:
        share.decode(code)
    assert e.value.code == code_slug and e.value.message.endswith(".")


def test_truncated_code_is_damaged():
    code = share.encode(match())
    for cut in (1, 5, len(code) // 2):
        with pytest.raises(RuleError) as e:
            share.decode(code[:-cut])
        assert e.value.code == "bad-link"


def test_flipped_character_is_caught():
    code = share.encode(match())
    for i in range(len(share.LINK.prefix), len(code)):
        flipped = code[:i] + ("A" if code[i] != "A" else "B") + code[i + 1:]
        try:
            got = share.decode(flipped)
        except RuleError as e:
            assert e.code == "bad-link"
        else:  # only a change in base64 padding bits can decode to the same bytes
            assert got == match()


def test_wrong_checksum_is_damaged():
    with pytest.raises(RuleError):
        share.decode(raw_code(json.dumps(match()).encode(), crc=12345))


def test_zip_bomb_is_refused():
    with pytest.raises(RuleError) as e:
        share.decode(raw_code(b" " * (share.LINK.max_json + 10)))
    assert "too much" in e.value.message


def test_not_json_and_deep_json_are_refused():
    for text in (b"\xff\xfe", b"not json", b"[" * 100000 + b"]" * 100000, b"[1, 2]"):
        with pytest.raises(RuleError):
            share.decode(raw_code(text))


def test_record_with_extra_fields_is_refused():
    m = dict(match(), script="<script>alert(1)</script>")
    with pytest.raises(RuleError):
        share.decode(raw_code(json.dumps(m).encode()))


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_any_text_gives_a_match_or_a_rule_error(text):
    try:
        share.decode(text)
    except RuleError:
        pass


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300))
def test_any_bytes_behind_the_prefix_give_a_rule_error(blob):
    code = share.LINK.prefix + base64.urlsafe_b64encode(blob).decode().rstrip("=")
    with pytest.raises(RuleError):
        share.decode(code)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**9, 10**9) | st.text(max_size=12),
    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=6), kids, max_size=4),
    max_leaves=20,
)


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(st.text(max_size=8), json_values, max_size=5),
       st.lists(st.dictionaries(st.text(max_size=8), json_values, max_size=3), max_size=10))
def test_round_trip_of_any_record(options, actions):
    m = new_record("crickee", 1, seed="seed", options=options)
    m["actions"] = actions
    assert share.decode(share.encode(m)) == m

"""Decoding untrusted text (a link, a postal code, storage) takes time linear in its size.

The nesting guard once scanned JSON strings with a pattern that restarted inside every escaped
quote: a link that inflated to one long unclosed string of them held the tab for minutes.
"""

import json
import time

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from pavilion.core import RuleError, loads, share
from pavilion import cosmic
from pavilion.cosmic import postal

COMPETITION = cosmic.apply(cosmic.new_competition("timed", managers=[{"name": "Ann", "computer": False}] * 4),
                           {"type": "invite", "manager": 0})
DESK = cosmic.new_desk(cosmic.invitation(COMPETITION, 0))


def decode_orders(code):
    """The GM reading a pasted orders code for his competition."""
    return cosmic.decode_orders(code, COMPETITION)


def read_sheet(code):
    """A manager's desk opening a pasted turn sheet."""
    return cosmic.apply(DESK, {"type": "sheet", "code": code})

HOSTILE = '"' + '\\"' * 32_768  # 64 KB inflated: an unclosed string of escaped quotes
JSON_CHARACTERS = '"\\[]{},:0a \n'  # the characters a JSON scanner treats specially, and two that it does not


def fastest(job, runs=3, limit=None) -> float:
    """Seconds of the fastest of `runs` runs: a run slowed by a busy machine gets another go.

    With a `limit`, a run within it is enough, and a run ten times over it is not repeated."""
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        job()
        best = min(best, time.perf_counter() - start)
        if limit is not None and not limit < best <= 10 * limit:
            break
    return best


def refused_or_read(decode, code):
    try:
        decode(code)
    except RuleError:
        pass


def baseline(size: int) -> float:
    """json.loads of a plain document of `size` characters, in this process on this machine."""
    text = json.dumps(["ab"] * max(1, size // 6))
    return fastest(lambda: json.loads(text))


def assert_linear(decode, code, size: int):
    """Generous: 30 times a plain json.loads of the same size, plus 50 ms for a slow start.

    The old scan took 19 s on the 64 KB string above here, 300 times this bound.
    """
    limit = 0.05 + 30 * baseline(size)
    took = fastest(lambda: refused_or_read(decode, code), limit=limit)
    assert took <= limit, f"{took:.3f} s for {size} characters (the bound is {limit:.3f} s)"


def test_a_link_of_an_unclosed_string_of_escaped_quotes_is_refused_at_once():
    code = share.LINK.seal(HOSTILE.encode())
    assert len(code) < 400  # a short link: it inflates a hundred and fifty times
    with pytest.raises(RuleError) as e:
        share.decode(code)
    assert e.value.code == "bad-link" and e.value.message.startswith("This Pavilion match link is damaged")
    assert_linear(share.decode, code, len(HOSTILE))


def test_a_postal_code_of_escaped_quotes_is_refused_at_once():
    text = HOSTILE[:postal.ORDERS.max_json]
    code = postal.ORDERS.seal(text.encode())
    with pytest.raises(RuleError) as e:
        decode_orders(code)
    assert e.value.code == "bad-code"
    assert_linear(decode_orders, code, len(text))


def test_storage_loader_refuses_it_at_once_with_the_same_sentence():
    with pytest.raises(RuleError) as e:
        loads(HOSTILE)
    assert (e.value.code, e.value.message) == ("bad-record", "This is not readable match data.")
    assert_linear(loads, HOSTILE, len(HOSTILE))


@pytest.mark.parametrize("text, depth", [
    ('"[[[\\"[[["', 0), ('["\\\\"]', 1), ('[{"a":"]}]}"}]', 2), ('"unclosed [[[[', 0), ("[" * 14, 14),
    ('["\\\n"[[[', 4),  # a backslash before a line break (not JSON) escapes it all the same
])
def test_nesting_is_counted_outside_strings_only(text, depth):
    from pavilion.core.match import nesting
    assert nesting(text) == depth


# Long texts from short parts: a head, a unit repeated 4,000 to 50,000 times, a tail. Half the units
# are the shapes that trouble a scanner of JSON strings; the rest are any characters it minds.
units = st.sampled_from(['\\"', '"', '"\\', "\\", "[", '["', '"]', "{\"a\":"]) | st.text(JSON_CHARACTERS, min_size=1, max_size=6)
repeated = st.builds(lambda head, unit, times, tail: head + unit * times + tail,
                     st.text(JSON_CHARACTERS, max_size=8), units, st.integers(4_000, 50_000),
                     st.text(JSON_CHARACTERS, max_size=8))
repeated_bytes = st.builds(lambda unit, times: unit * times, st.binary(min_size=1, max_size=6),
                           st.integers(4_000, 50_000))
TIMED = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("codec, decode", [(share.LINK, share.decode), (postal.ORDERS, decode_orders),
                                           (postal.SHEET, read_sheet), (postal.INVITATION, cosmic.new_desk)],
                         ids=["link", "orders", "sheet", "invitation"])
@TIMED
@given(payload=repeated.map(str.encode) | repeated_bytes)
def test_any_inflated_payload_is_decided_in_linear_time(codec, decode, payload):
    payload = payload[:codec.max_json]
    assert_linear(decode, codec.seal(payload), len(payload))


@pytest.mark.parametrize("decode", [share.decode, decode_orders, read_sheet, cosmic.new_desk],
                         ids=["link", "orders", "sheet", "invitation"])
@TIMED
@given(text=repeated | st.text(max_size=300))
def test_any_text_as_a_code_is_decided_in_linear_time(decode, text):
    assert_linear(decode, text, len(text))


@pytest.mark.parametrize("codec, decode", [(postal.ORDERS, decode_orders), (postal.SHEET, read_sheet)],
                         ids=["orders", "sheet"])
def test_a_box_as_long_as_a_code_holds_is_refused_at_once(codec, decode):
    """A well-formed envelope around the biggest box it can hold: opened (HMAC over all of it) and
    refused, in time linear in its size."""
    box = "A" * (codec.max_code * 3 // 4)
    code = codec.pack({"c": cosmic.competition_id(COMPETITION), "m": 0, "box": box})
    assert len(code) <= codec.max_code
    with pytest.raises(RuleError) as e:
        decode(code)
    assert e.value.code in ("forged-code", "forged-sheet")
    assert_linear(decode, code, len(box))

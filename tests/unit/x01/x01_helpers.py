"""Shared helpers for the X01 tests: build matches, enter visits, assert refusals."""

import copy

import pytest

from pavilion import x01
from pavilion.core import RuleError, dumps


def match(players=("Ann", "Bob"), seed="t1", **options) -> dict:
    return x01.new_match(players=list(players), seed=seed, **options)


def to_throw(m) -> int:
    seat = x01.replay(m)["to_throw"]
    assert seat is not None, "nobody is to throw"
    return seat


def visit(m, entry) -> dict:
    """Enter one visit for whoever is to throw: a list of darts, an int total, "bust", or a dict of fields."""
    if isinstance(entry, list):
        fields = {"darts": entry}
    elif isinstance(entry, int):
        fields = {"total": entry}
    elif entry == "bust":
        fields = {"bust": True}
    else:
        fields = dict(entry)
    return x01.apply(m, {"type": "visit", "seat": to_throw(m), **fields})


def play(m, *entries) -> dict:
    for entry in entries:
        m = visit(m, entry)
    return m


def score(m, seat) -> int:
    return x01.replay(m)["players"][seat]["score"]


def refused(m, action, code) -> RuleError:
    """Assert `action` is refused with `code`, with a sentence, and the match left exactly as it was."""
    before = dumps(m)
    kept = copy.deepcopy(m)
    with pytest.raises(RuleError) as caught:
        x01.apply(m, action)
    assert caught.value.code == code, caught.value
    assert caught.value.message.endswith((".", "?", "!")) and len(caught.value.message) > 10
    assert dumps(m) == before and m == kept
    return caught.value

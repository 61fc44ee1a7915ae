"""Shared helpers for the drills' tests: start a session, throw darts for whoever is to throw."""

import pytest

from pavilion import practice
from pavilion.core import RuleError


def session(drill, players=("Ann",), seed="p1", **options) -> dict:
    return practice.new_match(players=list(players), seed=seed, drill=drill, **options)


def throw(m, *darts) -> dict:
    """Each dart for whoever is to throw, one action each (as the screen saves them)."""
    for dart in darts:
        seat = practice.replay(m)["to_throw"]
        assert seat is not None, "nobody is to throw"
        m = practice.apply(m, {"type": "dart", "seat": seat, "dart": dart})
    return m


def refused(m, action, code) -> RuleError:
    with pytest.raises(RuleError) as e:
        practice.apply(m, action)
    assert e.value.code == code and e.value.message.endswith(".")
    return e.value


def me(m, seat=0) -> dict:
    return practice.replay(m)["players"][seat]

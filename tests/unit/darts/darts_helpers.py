"""Shared helpers for the Random Cricket tests: build games, play visits, assert refusals."""

import copy

import pytest

from pavilion import darts
from pavilion.core import RuleError, dumps

STANDARD_CLOSE_OUT = (["T20", "T19", "T18"], ["T17", "T16", "T15"], ["DB", "SB"])


def game(players=("Ann", "Bob"), board="standard", seed="t1", **options) -> dict:
    """A new match; the standard board (20-15, bull) unless a test needs a dealt one."""
    return darts.new_match(players=list(players), seed=seed, board=board, **options)


def seat_to_throw(m) -> int:
    seat = darts.replay(m)["to_throw"]
    assert seat is not None, "nobody is to throw"
    return seat


def play(m, *visits) -> dict:
    """Enter each visit (a list of darts) for whoever is to throw."""
    for visit in visits:
        m = darts.apply(m, {"type": "turn", "seat": seat_to_throw(m), "darts": list(visit)})
    return m


def misses(m, turns: int) -> dict:
    return play(m, *[["M"]] * turns)


def refused(m, action, code) -> RuleError:
    """Assert `action` is refused with `code` and that the match is left exactly as it was."""
    before = copy.deepcopy(m)
    with pytest.raises(RuleError) as caught:
        darts.apply(m, action)
    assert caught.value.code == code, caught.value
    assert caught.value.message
    assert dumps(m) == dumps(before)
    return caught.value


def seed_with(wanted=(), unwanted=()) -> str:
    """The first test seed whose random board holds every number in `wanted` and none in `unwanted`."""
    for i in range(5000):
        board = darts.deal(f"s{i}", "random")
        if all(n in board for n in wanted) and not any(n in board for n in unwanted):
            return f"s{i}"
    raise AssertionError("no such seed")


def marks(state, seat) -> dict:
    return state["seats"][seat]["marks"]


def points(state) -> list:
    return [s["points"] for s in state["seats"]]

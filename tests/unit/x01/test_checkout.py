"""Checkout routes (rules file, X01: Checkouts): worked out from the board, for the darts left."""

import functools
import itertools

import pytest

from pavilion import x01
from pavilion.core import RuleError
from pavilion.darts.dart import Dart
from pavilion.x01.checkout import checkout

NO_THREE_DART_FINISH = (159, 162, 163, 165, 166, 168, 169)
NO_TWO_DART_FINISH = (99, 102, 103, 105, 106, 108, 109)
EVERY_BED = [Dart(n, m) for n in range(1, 21) for m in (1, 2, 3)] + [Dart(25, 1), Dart(25, 2)]


def worth(notation: str) -> int:
    dart = Dart.parse(notation)
    return dart.number * dart.multiplier


@functools.cache
def double_finishes(darts: int, bull: bool = True) -> frozenset:
    """An independent count: every score exactly `darts` darts make ending on a double (or DB),
    with or without the bull anywhere."""
    beds = [d for d in EVERY_BED if bull or not d.is_bull]
    worths = {d.number * d.multiplier for d in beds}
    lasts = {d.number * d.multiplier for d in beds if d.multiplier == 2}
    return frozenset(sum(setup) + last for setup in itertools.product(worths, repeat=darts - 1) for last in lasts)


def fewest_darts(points: int) -> int | None:
    return next((k for k in (1, 2, 3) if points in double_finishes(k)), None)


def is_double(notation: str) -> bool:
    return notation.startswith("D")  # D1-D20 and DB


def test_every_score_from_2_to_170_with_three_darts_sums_and_ends_on_a_double():
    for points in range(2, 171):
        route = checkout(points)
        if points in NO_THREE_DART_FINISH:
            assert route is None, points
            continue
        assert route is not None and 1 <= len(route) <= 3, points
        assert sum(worth(d) for d in route) == points, (points, route)
        assert is_double(route[-1]), (points, route)


def test_no_route_where_three_darts_cannot_finish():
    for points in NO_THREE_DART_FINISH + (171, 180, 181, 501, 0, 1):
        assert checkout(points) is None, points


def test_the_route_uses_the_fewest_darts_the_board_allows():
    for points in range(2, 171):
        route = checkout(points)
        assert (None if route is None else len(route)) == fewest_darts(points), points


def test_two_darts_finish_up_to_110_but_not_the_bogeys():
    assert checkout(110, 2) == ["T20", "DB"]
    assert checkout(111, 2) is None
    for points in range(2, 111):
        route = checkout(points, 2)
        if points in NO_TWO_DART_FINISH:
            assert route is None, points
        else:
            assert route is not None and len(route) <= 2 and sum(map(worth, route)) == points, points


def test_one_dart_finishes_only_on_a_double_or_the_bull():
    for points in range(0, 62):
        expected = [f"D{points // 2}"] if points % 2 == 0 and 2 <= points <= 40 else None
        if points == 50:
            expected = ["DB"]
        assert checkout(points, 1) == expected, points


def test_well_known_routes():
    assert checkout(170) == ["T20", "T20", "DB"]
    assert checkout(167) == ["T20", "T19", "DB"]
    assert checkout(160) == ["T20", "T20", "D20"]
    assert checkout(100) == ["T20", "D20"]
    assert checkout(40) == ["D20"]
    assert checkout(32) == ["D16"]
    assert checkout(60) == ["S20", "D20"]
    assert checkout(120) == ["T20", "S20", "D20"]


def test_50_is_the_bull_one_dart_before_two():
    """Decision (docs/x01.md): fewest darts comes first, so 50 is DB with any darts left."""
    for darts in (1, 2, 3):
        assert checkout(50, darts) == ["DB"]


def test_the_bull_only_when_nothing_else_does_it_in_as_few_darts():
    assert checkout(110) == ["T20", "DB"]                  # the only two-dart 110
    assert checkout(101) == ["T17", "DB"]                  # two darts beat three without the bull
    assert "DB" not in checkout(82) and "SB" not in checkout(57)   # T14 D20 over DB D16; S17 D20 over SB D16
    for points in range(2, 171):
        route = checkout(points)
        if route and any(d in ("DB", "SB") for d in route) and points != 50:
            assert not _bull_free(points, len(route)), (points, route)


def _bull_free(points: int, darts: int) -> bool:
    return points in double_finishes(darts, bull=False)


def test_favourite_doubles_and_treble_20_set_ups():
    assert checkout(52, 2) == ["S20", "D16"]               # D16 before D20 (S12 D20)
    assert checkout(56, 2) == ["S16", "D20"]               # no single leaves 32: D20
    assert checkout(92, 2) == ["T20", "D16"]
    assert checkout(97, 2) == ["T19", "D20"]
    assert checkout(164) == ["T20", "T18", "DB"]           # T20 first, not T19 T19 DB
    for points in range(131, 159):
        route = checkout(points)
        if route:
            assert route[0] == "T20", (points, route)


def test_set_up_darts_are_singles_where_a_single_does_it():
    """A single set-up cannot drop into its single: S20 D20 for 60, never T... or a double set-up."""
    for points in range(41, 61):
        route = checkout(points, 2)
        if route and len(route) == 2 and points != 50:
            assert route[0].startswith("S") and route[0] != "SB", (points, route)


def test_a_set_up_that_drops_into_its_single_still_leaves_a_finish_where_possible():
    # 100 with three darts: T20 D20; S20 instead of T20 leaves 80, still two darts' finish
    assert checkout(100, 3) == ["T20", "D20"]
    assert checkout(80, 2) is not None
    # 99 with three darts: T20 S7 D16; S20 leaves 79, two darts' finish (T13 D20)
    assert checkout(99) == ["T20", "S7", "D16"] and checkout(79, 2) is not None


def test_straight_out_ends_on_any_bed():
    assert checkout(1, 1, "straight") == ["S1"]
    assert checkout(20, 1, "straight") == ["S20"]          # the single before D10
    assert checkout(60, 1, "straight") == ["T20"]
    assert checkout(180, 3, "straight") == ["T20", "T20", "T20"]
    assert checkout(179, 3, "straight") is None
    assert checkout(121, 2, "straight") is None
    for points in range(1, 181):
        route = checkout(points, 3, "straight")
        if route is not None:
            assert sum(map(worth, route)) == points


def test_master_out_ends_on_a_double_or_a_treble():
    assert checkout(3, 1, "master") == ["T1"]
    assert checkout(1, 3, "master") is None
    assert checkout(180, 3, "master") == ["T20", "T20", "T20"]
    assert checkout(170, 3, "master") == ["T20", "T20", "DB"]
    for points in range(2, 181):
        route = checkout(points, 3, "master")
        if route is not None:
            assert sum(map(worth, route)) == points
            assert route[-1][0] in "DT", (points, route)


def test_bad_input_is_refused_with_a_sentence():
    for bad, code in [(("170",), "bad-points"), ((-2,), "bad-points"), ((2.0,), "bad-points"),
                      ((40, 0), "bad-darts-left"), ((40, 4), "bad-darts-left"), ((40, True), "bad-darts-left"),
                      ((40, 3, "triple"), "bad-out")]:
        with pytest.raises(RuleError) as caught:
            checkout(*bad)
        assert caught.value.code == code and caught.value.message


def test_the_package_exposes_it():
    assert x01.checkout(170) == ["T20", "T20", "DB"]

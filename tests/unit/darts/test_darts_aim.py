"""The shared aim-and-miss model: the board in integers, where a dart lands, how far it strays."""

import math
from collections import Counter

import pytest

from pavilion.darts import RING, Dart
from pavilion.darts.aim import (
    DOUBLE_OUT, DRAWS_PER_AXIS, SPREADS, UNIT, bed_at, draw_at, land, landing, offset, point_of,
)
from pavilion.darts.dart import MISS

BEDS = [Dart(n, m) for n in range(1, 21) for m in (1, 2, 3)] + [Dart(25, 1), Dart(25, 2)]


class Steady:
    """A stand-in for a core stream: every draw is the same fraction of its range."""

    def __init__(self, fraction):
        self.fraction = fraction

    def below(self, n):
        return (n - 1) * self.fraction[0] // self.fraction[1]


def test_segment_directions_are_the_board_without_trigonometry():
    assert len(UNIT) == 20
    for k, (sin, cos) in enumerate(UNIT):
        assert all(type(v) is int for v in (sin, cos))
        assert sin / 1e6 == pytest.approx(math.sin(math.radians(18 * k)), abs=2e-6)
        assert cos / 1e6 == pytest.approx(math.cos(math.radians(18 * k)), abs=2e-6)


@pytest.mark.parametrize("bed", BEDS, ids=str)
def test_a_dart_that_flies_true_lands_in_its_bed(bed):
    assert landing(bed, 0, 0) == bed
    assert bed_at(*point_of(bed)) == bed


def _radial(number, tenths):
    """An offset of `tenths` of a mm straight out from the centre through `number`."""
    sin, cos = UNIT[RING.index(number)]
    return tenths * sin // 10 ** 6, tenths * cos // 10 ** 6


def _clockwise(number, tenths):
    sin, cos = UNIT[RING.index(number)]
    return tenths * cos // 10 ** 6, -tenths * sin // 10 ** 6


@pytest.mark.parametrize("number", range(1, 21))
def test_a_treble_strays_into_the_single_either_side_or_the_treble_beside_it(number):
    at = RING.index(number)
    treble = Dart(number, 3)
    assert landing(treble, *_radial(number, 60)) == Dart(number, 1)      # just outside the ring
    assert landing(treble, *_radial(number, -60)) == Dart(number, 1)     # just inside
    assert landing(treble, *_clockwise(number, 200)) == Dart(RING[(at + 1) % 20], 3)
    assert landing(treble, *_clockwise(number, -200)) == Dart(RING[at - 1], 3)
    assert landing(treble, *_radial(number, 200)) == Dart(number, 1)     # the outer single


@pytest.mark.parametrize("number", range(1, 21))
def test_a_double_strays_into_the_single_inside_or_off_the_board(number):
    double = Dart(number, 2)
    assert landing(double, *_radial(number, 60)) == MISS
    assert landing(double, *_radial(number, -60)) == Dart(number, 1)


def test_the_bull_strays_into_the_outer_bull_then_the_singles_all_round():
    bull = Dart(25, 2)
    assert landing(bull, 100, 0) == Dart(25, 1)
    assert landing(bull, 0, -120) == Dart(25, 1)
    around = {landing(bull, *_radial(n, 300)) for n in range(1, 21)}
    assert around == {Dart(n, 1) for n in range(1, 21)}
    assert landing(bull, 0, DOUBLE_OUT + 1) == MISS


def test_an_axis_offset_is_bell_shaped_integers_about_the_spread_wide():
    spread = 100
    assert offset(spread, Steady((1, 2))) == 0
    assert offset(spread, Steady((0, 1))) == -DRAWS_PER_AXIS * spread
    assert offset(spread, Steady((1, 1))) == DRAWS_PER_AXIS * spread
    draw = draw_at("bell", 0)
    values = [offset(spread, draw) for _ in range(4000)]
    mean = sum(values) / len(values)
    sd = (sum((v - mean) ** 2 for v in values) / len(values)) ** 0.5
    assert all(type(v) is int for v in values)
    assert abs(mean) < 6 and 90 < sd < 110
    inner = sum(abs(v) <= spread for v in values) / len(values)
    assert 0.62 < inner < 0.74                           # about a normal's 68%, not a flat spread's 33%


def _landings(aim, level, n=1500):
    draw = draw_at("spread", level)
    return Counter(land(aim, level, draw) for _ in range(n))


def test_misses_fall_near_the_aim_not_anywhere():
    t20 = Dart(20, 3)
    counts = _landings(t20, 3)
    by_number = Counter()
    for dart, k in counts.items():
        by_number[dart.number] += k
    assert by_number[20] > by_number[1] > by_number[18] and by_number[20] > by_number[5] > by_number[12]
    assert counts[Dart(20, 1)] > counts[t20] > counts[Dart(1, 3)]
    far = (3, 19, 17, 2)                                 # the bottom of the board
    assert sum(by_number[n] for n in far) == 0


def test_higher_levels_hit_the_aimed_bed_more_often():
    for aim in (Dart(20, 3), Dart(16, 2), Dart(25, 2)):
        hits = [_landings(aim, level)[aim] for level in range(1, 6)]
        assert hits == sorted(hits) and hits[0] < hits[-1], (aim, hits)
    assert list(SPREADS) == [1, 2, 3, 4, 5]
    assert [SPREADS[k] for k in range(1, 6)] == sorted(SPREADS.values(), reverse=True)


def test_the_stream_is_keyed_by_the_game_position():
    assert draw_at("k7", 0, 3, 1).below(10 ** 9) == draw_at("k7", 0, 3, 1).below(10 ** 9)
    firsts = {draw_at("k7", *p).below(10 ** 9) for p in [(0, 3, 1), (0, 3, 0), (0, 4, 1), (1, 3, 1), (1, 0, 3, 1)]}
    assert len(firsts) == 5
    for bad in [(), (1, -1), (1, "2"), (1.0,)]:
        with pytest.raises(ValueError):
            draw_at("k7", *bad)


def test_the_same_position_throws_the_same_darts_on_every_interpreter():
    """A replay-stability check: these darts were thrown on CPython; the same test runs in Pyodide
    (tests/pyodide/run.mjs), where integer draws and integer geometry must give exactly these."""
    draw = draw_at("golden", 1, 2, 0)
    thrown = [str(landing(Dart(20, 3), offset(130, draw), offset(130, draw))) for _ in range(6)]
    assert thrown == GOLDEN


GOLDEN = ['T1', 'T20', 'S20', 'S5', 'S1', 'T20']

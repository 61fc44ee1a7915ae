import math

import pytest

from pavilion.darts import RING, Dart
from ui.caller import call_dart, call_turn
from ui.dartboard import BULL_IN, BULL_OUT, DOUBLE_IN, DOUBLE_OUT, SPAN, TREBLE_IN, TREBLE_OUT, bed_at


@pytest.mark.parametrize("dart, said", [
    ("T20", "treble twenty"), ("D16", "double sixteen"), ("S1", "one"), ("SB", "outer bull"),
    ("DB", "bullseye"), ("M", "miss"),
])
def test_the_caller_says_darts_as_a_caller_does(dart, said):
    assert call_dart(dart) == said


def test_the_caller_counts_marks_and_calls_game_over():
    assert call_turn(6, False) == "six marks"
    assert call_turn(1, False) == "one mark"
    assert call_turn(0, False) == "no marks"
    assert call_turn(9, True) == "nine marks. Game over"


def at(radius_mm, angle_deg, radius_px=200):
    """The tap point at a distance (mm on a real board) and angle (clockwise from 12 o'clock)."""
    r = radius_mm / SPAN * radius_px
    return r * math.sin(math.radians(angle_deg)), -r * math.cos(math.radians(angle_deg))


@pytest.mark.parametrize("i", range(20))
def test_every_segment_and_ring_is_where_a_board_has_it(i):
    number, angle = RING[i], i * 18
    for mm, ring in (((BULL_OUT + TREBLE_IN) / 2, "S"), ((TREBLE_IN + TREBLE_OUT) / 2, "T"),
                     ((TREBLE_OUT + DOUBLE_IN) / 2, "S"), ((DOUBLE_IN + DOUBLE_OUT) / 2, "D")):
        bed = bed_at(*at(mm, angle + 8), 200)
        assert bed == f"{ring}{number}"
        assert Dart.parse(bed)  # every tap gives notation the engine reads


def test_bulls_and_misses():
    assert bed_at(*at(BULL_IN / 2, 33), 200) == "DB"
    assert bed_at(*at((BULL_IN + BULL_OUT) / 2, 200), 200) == "SB"
    assert bed_at(*at(DOUBLE_OUT + 3, 0), 200) == "M"

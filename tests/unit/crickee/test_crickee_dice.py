"""Readings "The over" 1-2: what each face means, with and without attack."""

from fractions import Fraction

from crickee_helpers import Scripted

import pytest

from pavilion.crickee import dice
from pavilion.crickee.readings import GRADED, VERSION_1


def _expected(faces, bonus):
    """Exact runs and wickets per ball, enumerating face, coin and the chance die."""
    runs = wickets = Fraction(0)
    for face in range(1, 7):
        for coin in (True, False):
            out = dice.outcome(face, coin, faces)
            runs += Fraction(dice.RUNS[out], 12)
            if out == "chance":
                wickets += Fraction(sum(d + bonus >= dice.WICKET_AT for d in range(1, 7)), 72)
    return runs, wickets


def test_reading_1_faces():
    """Reading over-1: 1 dot, 2 dot-or-single by a coin, 3 single, 4 two, 5 four, 6 chance."""
    assert [dice.outcome(f, None, {}) for f in (1, 3, 4, 5, 6)] == \
        ["dot", "single", "two", "four", "chance"]
    assert dice.outcome(2, True, {}) == "single"
    assert dice.outcome(2, False, {}) == "dot"


def test_reading_1_coin_is_drawn_with_its_die():
    stream = Scripted(dice=[2], coins=[True])
    assert dice.roll(stream, {}) == (2, True, "single")
    assert stream.spent()
    stream = Scripted(dice=[3])  # no coin for any other face
    assert dice.roll(stream, {}) == (3, None, "single")


def test_reading_2_attack_turns_face_5_into_a_six():
    """Our reading (version 2): attacking, face 5 is a six; the other faces are as ever."""
    assert [dice.outcome(f, None, GRADED.attack_faces) for f in (1, 3, 4, 5, 6)] == \
        ["dot", "single", "two", "six", "chance"]
    assert GRADED.attack_chance == 2


def test_reading_2_version_1_attack_turned_face_4_into_a_four():
    assert [dice.outcome(f, None, VERSION_1.attack_faces) for f in (1, 3, 4, 5, 6)] == \
        ["dot", "single", "four", "four", "chance"]
    assert VERSION_1.attack_chance == 1


@pytest.mark.parametrize("reading, attacking", [
    (GRADED, (Fraction(19, 12), Fraction(1, 9))),  # +1/3 run and +1/18 wicket a ball
    (VERSION_1, (Fraction(19, 12), Fraction(1, 12))),  # the first reading: +1/36 wicket
])
def test_reading_2_baseline_and_attacking_rates(reading, attacking):
    """The dice: 1.25 runs and 1/18 wickets a ball; attacking, as each reading makes it."""
    assert _expected({}, 0) == (Fraction(5, 4), Fraction(1, 18))
    assert _expected(reading.attack_faces, reading.attack_chance) == attacking


def test_boundary_is_a_four_or_a_six():
    assert dice.is_kind("four", "boundary") and dice.is_kind("six", "boundary")
    assert not dice.is_kind("two", "boundary")
    assert not dice.is_kind("chance", "dot")  # an unsettled wicket chance is not a dot

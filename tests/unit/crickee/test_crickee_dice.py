"""Readings "The over" 1-2: what each face means, with and without attack."""

from fractions import Fraction

from crickee_helpers import Scripted

from pavilion.crickee import dice


def _expected(attack):
    """Exact runs and wickets per ball, enumerating face, coin and the chance die."""
    runs = wickets = Fraction(0)
    for face in range(1, 7):
        for coin in (True, False):
            out = dice.outcome(face, coin, attack)
            runs += Fraction(dice.RUNS[out], 12)
            if out == "chance":
                bonus = 1 if attack else 0
                wickets += Fraction(sum(d + bonus >= dice.WICKET_AT for d in range(1, 7)), 72)
    return runs, wickets


def test_reading_1_faces():
    """Reading over-1: 1 dot, 2 dot-or-single by a coin, 3 single, 4 two, 5 four, 6 chance."""
    assert [dice.outcome(f, None, False) for f in (1, 3, 4, 5, 6)] == \
        ["dot", "single", "two", "four", "chance"]
    assert dice.outcome(2, True, False) == "single"
    assert dice.outcome(2, False, False) == "dot"


def test_reading_1_coin_is_drawn_with_its_die():
    stream = Scripted(dice=[2], coins=[True])
    assert dice.roll(stream, False) == (2, True, "single")
    assert stream.spent()
    stream = Scripted(dice=[3])  # no coin for any other face
    assert dice.roll(stream, False) == (3, None, "single")


def test_reading_2_attack_turns_face_4_into_a_four():
    assert dice.outcome(4, None, True) == "four"
    assert [dice.outcome(f, None, True) for f in (1, 3, 5, 6)] == \
        ["dot", "single", "four", "chance"]


def test_reading_2_baseline_and_attacking_rates():
    """1.25 runs and 1/18 wickets a ball; attacking 1.583 runs and 1/12 wickets."""
    assert _expected(False) == (Fraction(5, 4), Fraction(1, 18))
    assert _expected(True) == (Fraction(19, 12), Fraction(1, 12))


def test_boundary_is_a_four_or_a_six():
    assert dice.is_kind("four", "boundary") and dice.is_kind("six", "boundary")
    assert not dice.is_kind("two", "boundary")
    assert not dice.is_kind("chance", "dot")  # an unsettled wicket chance is not a dot

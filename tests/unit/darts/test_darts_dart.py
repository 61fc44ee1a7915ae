"""The Dart value: notation, round trip, marks (rules 10-11 as notation), refusals."""

import pytest

from pavilion.core import RuleError
from pavilion.darts import MISS, Dart
from pavilion.darts.dart import NOTATION, parse_darts


@pytest.mark.parametrize("text, number, multiplier, canonical", [
    ("S1", 1, 1, "S1"), ("s20", 20, 1, "S20"), ("D7", 7, 2, "D7"), ("d20", 20, 2, "D20"),
    ("T20", 20, 3, "T20"), ("t5", 5, 3, "T5"), ("SB", 25, 1, "SB"), ("sb", 25, 1, "SB"),
    ("S25", 25, 1, "SB"), ("25", 25, 1, "SB"), ("DB", 25, 2, "DB"), ("db", 25, 2, "DB"),
    ("D25", 25, 2, "DB"), ("50", 25, 2, "DB"), ("M", 0, 0, "M"), ("m", 0, 0, "M"), (" t20 ", 20, 3, "T20"),
])
def test_every_notation_in_the_issue_parses(text, number, multiplier, canonical):
    dart = Dart.parse(text)
    assert (dart.number, dart.multiplier) == (number, multiplier)
    assert str(dart) == canonical


def test_str_round_trips_for_every_bed():
    for dart in NOTATION.values():
        assert Dart.parse(str(dart)) == dart
    assert len({str(d) for d in NOTATION.values()}) == 3 * 20 + 2 + 1


def test_repr_is_the_constructor():
    dart = Dart.parse("t20")
    assert repr(dart) == "Dart(20, 3)"
    assert eval(repr(dart)) == dart  # noqa: S307 - the point of a constructor repr


def test_marks_are_the_ring_multiplier_rule_10_11():
    assert [Dart.parse(t).marks for t in ("S20", "D20", "T20", "SB", "DB", "M")] == [1, 2, 3, 1, 2, 0]


def test_label_says_miss():
    assert MISS.label == "miss" and Dart.parse("T20").label == "T20"
    assert MISS.is_miss and Dart.parse("DB").is_bull and not Dart.parse("T20").is_bull


def test_dart_copies_and_pickles():
    import copy
    import pickle
    dart = Dart.parse("DB")
    assert copy.deepcopy(dart) == dart and pickle.loads(pickle.dumps(dart)) == dart


def test_dart_is_hashable_and_immutable():
    assert len({Dart.parse("T20"), Dart(20, 3), Dart.parse("S20")}) == 2
    with pytest.raises(AttributeError):
        Dart.parse("T20").number = 19


@pytest.mark.parametrize("text", ["T25", "TB", "tb", "t25", "75"])
def test_treble_bull_is_refused_rule_11(text):
    with pytest.raises(RuleError) as e:
        Dart.parse(text)
    assert e.value.code == "triple-bull"


def test_treble_bull_constructor_is_refused():
    with pytest.raises(RuleError) as e:
        Dart(25, 3)
    assert e.value.code == "triple-bull"


@pytest.mark.parametrize("text", ["", "20", "S0", "T21", "D0", "Q5", "S 20", "miss", "X", "T05", "B",
                                  "S1.0", "1e1", "S٣", "D-1", "T20T20", "x" * 500])
def test_anything_else_is_a_bad_dart(text):
    with pytest.raises(RuleError) as e:
        Dart.parse(text)
    assert e.value.code == "bad-dart"
    assert len(e.value.message) < 200  # a hostile string is not echoed whole


@pytest.mark.parametrize("value", [20, None, 2.5, ["T20"], {"d": 1}, True])
def test_a_non_string_is_a_bad_dart(value):
    with pytest.raises(RuleError) as e:
        Dart.parse(value)
    assert e.value.code == "bad-dart"


@pytest.mark.parametrize("number, multiplier", [(21, 1), (0, 1), (5, 0), (5, 4), (True, 1), (20, 1.0), (-1, 1)])
def test_bad_constructor_arguments(number, multiplier):
    with pytest.raises(RuleError) as e:
        Dart(number, multiplier)
    assert e.value.code == "bad-dart"


def test_parse_darts_counts_rule_37():
    assert [str(d) for d in parse_darts(["t20", "m"])] == ["T20", "M"]
    for bad, code in ((["M"] * 4, "too-many-darts"), ([], "no-darts"), ("T20", "bad-darts"), (None, "bad-darts")):
        with pytest.raises(RuleError) as e:
            parse_darts(bad)
        assert e.value.code == code
    assert parse_darts([], least=0) == ()

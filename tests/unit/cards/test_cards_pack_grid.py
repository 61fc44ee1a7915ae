"""Rule 1 (the pack and card values) and rule 3 (the sets) on the grid module, against the kit's
independent restatement of the rules."""

import pytest
from hypothesis import given, settings, strategies as st

from pavilion.core import RuleError
from pavilion.cards.card import CODE, PACK, VALUE, parse
from pavilion.cards.grid import EMPTY, find_sets

from cards_kit import is_set, showing


def test_rule1_one_pack_of_52_distinct_cards_no_jokers():
    assert len(PACK) == 52 and len(set(CODE)) == 52
    assert not any("JO" in c or c.startswith("R") for c in CODE)


def test_rule1_card_values_ace_1_pips_face_value_court_10():
    values = {CODE[c][:-1]: VALUE[c] for c in PACK}
    assert values == {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9,
                      "10": 10, "J": 10, "Q": 10, "K": 10}


def test_card_codes_round_trip_and_a_ten_reads_as_10_or_T():
    assert all(parse(CODE[c]) == c for c in PACK)
    assert parse("TS") == parse("10S") == parse(" 10s ") and CODE[parse("TS")] == "10S"


@pytest.mark.parametrize("bad", ["", "1S", "11H", "QX", "Q", None, 12, "10"])
def test_a_card_that_is_not_one_is_refused(bad):
    with pytest.raises(RuleError) as err:
        parse(bad)
    assert err.value.code == "bad-card"


def tops_of(codes):
    return [EMPTY if c is None else parse(c) for c in codes]


def found(codes):
    return [[c + 1 for c in cells] for _, cells in find_sets(tops_of(codes))]


def test_rule3a_pairs_adding_to_11_anywhere():
    assert found(["AS", None, None, None, None, None, None, None, "QH"]) == [[1, 9]]
    assert found(["5S", "6S", "6H", None, None, None, None, None, None]) == [[1, 2], [1, 3]]
    assert found(["5S", "5H", None, None, None, None, None, None, None]) == []


def test_rule3b_lines_of_a_rank_in_rows_columns_and_both_diagonals():
    for cells in [(1, 2, 3), (4, 5, 6), (7, 8, 9), (1, 4, 7), (2, 5, 8), (3, 6, 9), (1, 5, 9), (3, 5, 7)]:
        grid = [None] * 9
        for cell, suit in zip(cells, "SHD"):
            grid[cell - 1] = "8" + suit
        assert found(grid) == [list(cells)]
    assert found(["8S", "8H", None, "8D", None, None, None, None, None]) == [], "not in a line"


def test_rule3c_king_queen_jack_anywhere_every_combination():
    grid = ["KS", None, "QH", None, "JD", None, "KH", None, None]
    assert found(grid) == [[1, 3, 5], [3, 5, 7]]
    assert found(["KS", "QS", "QH", None, None, None, None, None, None]) == []


grids = st.lists(st.sampled_from([None] + list(CODE)), min_size=9, max_size=9).filter(
    lambda g: len({c for c in g if c}) == len([c for c in g if c]))


@settings(max_examples=300, deadline=None)
@given(grids)
def test_rule3_the_set_finder_agrees_with_the_rules_restated(grid):
    tops = {i + 1: card for i, card in enumerate(grid)}
    assert found(grid) == sorted(showing(tops))
    for kind, cells in find_sets(tops_of(grid)):
        assert is_set([c + 1 for c in cells], tops) == kind


@settings(max_examples=200, deadline=None)
@given(grids, st.sets(st.integers(0, 8), min_size=1, max_size=3))
def test_the_sets_touching_some_cells_are_the_full_list_filtered(grid, cells):
    tops = tops_of(grid)
    assert find_sets(tops, tuple(cells)) == [s for s in find_sets(tops) if set(s[1]) & cells]


def test_each_turn_has_its_own_seeded_pack_and_a_stacked_pack_keeps_the_rest_seeded():
    from pavilion.cards.dealer import Seeded, Stacked
    first = next(Seeded("d").packs(0))
    assert sorted(first) == list(PACK) and first == next(Seeded("d").packs(0))
    assert first != next(Seeded("d").packs(1)) and first != next(Seeded("e").packs(0))
    packs = Stacked("d", {0: [["QH", "TS"]]}).packs(0)
    stacked = next(packs)
    assert stacked[:2] == [parse("QH"), parse("10S")] and sorted(stacked) == list(PACK)
    assert stacked[2:] == [c for c in first if c not in stacked[:2]]
    with pytest.raises(ValueError):
        next(Stacked("d", {0: [["QH", "QH"]]}).packs(0))

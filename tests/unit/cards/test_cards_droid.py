"""The Droid's documented strategy for choosing which set to cover."""

from pavilion.cards.card import parse
from pavilion.cards.droid import choose_cover, largest_packing
from pavilion.cards.grid import EMPTY, find_sets


def grid(codes):
    return [EMPTY if c is None else parse(c) for c in codes]


def test_step1_a_set_from_the_largest_collection_of_sets_that_share_no_card():
    # AS pairs with 10S (1, 2), KH (1, 3), QH (1, 4) and JH (1, 5); KH QH JH are a court (3, 4, 5).
    # The pair on cells 1-2 and the court share nothing (5 cards); any other pair blocks both.
    tops = grid(["AS", "10S", "KH", "QH", "JH", None, None, None, None])
    sets = find_sets(tops)
    assert [s[1] for s in sets] == [(0, 1), (0, 2), (0, 3), (0, 4), (2, 3, 4)]
    assert largest_packing(sets) == 5
    assert choose_cover(sets, tops, []) == (0, 1)  # ties with the court, then lowest cells


def test_step1_three_cards_before_two_when_they_overlap():
    tops = grid(["8S", "8H", "8D", "3S", None, None, None, None, None])
    sets = find_sets(tops)
    assert (0, 1, 2) in [s[1] for s in sets] and len(sets) == 4
    assert choose_cover(sets, tops, []) == (0, 1, 2)


def test_step2_among_equals_the_deadest_cards_are_covered_first():
    # AS pairs with 10S (cells 1, 2) and KH (2, 3); with the queen and jack still in the pack the
    # king may yet make a court, the ten cannot pair again: cover the ten.
    left = [parse("QD"), parse("JD")]
    tops = grid(["10S", "AS", "KH", None, None, None, None, None, None])
    sets = find_sets(tops)
    assert [s[1] for s in sets] == [(0, 1), (1, 2)]
    assert choose_cover(sets, tops, left) == (0, 1)
    tops = grid(["KH", "AS", "10S", None, None, None, None, None, None])
    assert choose_cover(find_sets(tops), tops, left) == (1, 2)


def test_step3_ties_go_to_the_lowest_cells():
    tops = grid(["5S", "6S", "5H", None, None, None, None, None, None])
    sets = find_sets(tops)
    assert choose_cover(sets, tops, [parse("6H")]) == (0, 1)

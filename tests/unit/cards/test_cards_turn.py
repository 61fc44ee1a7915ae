"""The turn (rules 2-7 of rules/card-cricket.md), on packs stacked deliberately."""

import pytest

from pavilion.core import RuleError
from pavilion.cards.card import parse
from pavilion.cards.dealer import Stacked
from pavilion.cards.turn import BLOCKED, STOPPED, Turn

from cards_kit import DEAD, FULL, check_turn_events, deals, events_of, turn_of


def paused(pack):
    """A turn from `pack`, played up to its first choice."""
    turn = Turn(Stacked("kit", {0: [pack]}).packs(0))
    turn.play()
    return turn


def record(turn):
    return {"events": events_of(turn), "count": turn.count, "ended": turn.ended}


def test_rule2_the_grid_fills_cell_by_cell_and_a_dead_grid_ends_the_turn_at_nine():
    turn = turn_of(DEAD)
    assert deals(turn) == [(i + 1, card, i + 1) for i, card in enumerate(DEAD)]
    assert turn.ended == BLOCKED and turn.count == 9
    assert [cell["card"] for cell in turn.grid_view()] == DEAD


def test_rule3a_a_pair_adding_to_11_is_covered_anywhere_on_the_grid():
    # 2S on cell 1 and 9D on cell 9 add to 11; they are the only set.
    turn = turn_of(["2S", "3S", "4S", "5S", "10S", "3H", "4H", "5H", "9D", "2H", "2D"])
    covers = [e for e in events_of(turn) if e["type"] == "cover"]
    assert covers == [{"type": "cover", "kind": "pair", "cells": [1, 9], "cards": ["2S", "9D"], "chosen": False}]
    assert deals(turn)[9:] == [(1, "2H", 10), (9, "2D", 11)]
    assert turn.ended == BLOCKED and turn.count == 11
    check_turn_events(record(turn))


def test_rule3a_an_ace_and_a_king_add_to_11():
    turn = turn_of(["AS", "KH"] + DEAD)
    assert [e["cards"] for e in events_of(turn) if e["type"] == "cover"] == [["AS", "KH"]]


def test_rule3b_three_of_a_rank_on_a_diagonal_are_covered():
    turn = turn_of(["7S", "2S", "3S", "5S", "7H", "10S", "3H", "5H", "7D", "2D", "4D", "5D"])
    covers = [e for e in events_of(turn) if e["type"] == "cover"]
    assert covers == [{"type": "cover", "kind": "line", "cells": [1, 5, 9], "cards": ["7S", "7H", "7D"], "chosen": False}]
    assert deals(turn)[9:] == [(1, "2D", 10), (5, "4D", 11), (9, "5D", 12)]
    assert turn.ended == BLOCKED and turn.count == 12


def test_rule3b_three_of_a_rank_not_in_a_line_are_not_a_set():
    # Sevens on cells 1, 2 and 6: no line holds them, and nothing else makes a set.
    turn = turn_of(["7S", "7H", "2S", "3S", "10S", "7D", "2H", "3H", "10H"])
    assert turn.ended == BLOCKED and turn.count == 9


def test_rule3c_king_queen_and_jack_anywhere_are_covered():
    turn = turn_of(["KS", "2C", "3C", "4C", "QS", "5C", "3D", "JS", "2D", "5D", "2H", "4D"])
    covers = [e for e in events_of(turn) if e["type"] == "cover"]
    assert covers == [{"type": "cover", "kind": "court", "cells": [1, 5, 8], "cards": ["KS", "QS", "JS"], "chosen": False}]
    assert deals(turn)[8:11] == [(1, "2D", 9), (5, "5D", 10), (8, "2H", 11)]
    assert deals(turn)[11] == (9, "4D", 12), "cell 9 is filled only after the cover"
    assert turn.ended == BLOCKED and turn.count == 12


def test_rule4_a_cover_runs_to_its_end_before_a_set_it_makes_on_the_way():
    # Covering 3S+8S (cells 1, 2): 3H lands on cell 1 while 8S still shows beside it (3+8 = 11),
    # but the cover goes on to cell 2 first; 3H then pairs with nothing.
    turn = turn_of(["3S", "8S", "3H", "2H"] + DEAD[2:])
    assert deals(turn)[2:4] == [(1, "3H", 3), (2, "2H", 4)]
    assert [e["cards"] for e in events_of(turn) if e["type"] == "cover"] == [["3S", "8S"]]


def test_rule4_a_set_formed_by_the_covering_cards_is_covered_after_the_cover():
    turn = turn_of(["3S", "8S", "6S", "5H"] + DEAD)
    covers = [e["cards"] for e in events_of(turn) if e["type"] == "cover"]
    assert covers == [["3S", "8S"], ["6S", "5H"]]
    assert turn.ended == BLOCKED and turn.count == 13
    check_turn_events(record(turn))


def test_rule5_overlapping_sets_wait_for_the_players_choice_and_the_choice_changes_the_turn():
    top = ["6S", "6H", "5S"]  # 6S+5S (cells 1, 3) and 6H+5S (cells 2, 3): both use cell 3
    turn = paused(top + DEAD)
    assert turn.choosing and turn.ended is None and turn.count == 3
    assert [s[1] for s in turn.sets] == [(0, 2), (1, 2)]
    one = turn_of(top + DEAD, choose=lambda t: (0, 2))  # later choices, if any: the first set
    other = turn_of(top + DEAD, choose=lambda t: (1, 2))
    assert [e["cells"] for e in events_of(one) if e["type"] == "cover"][0] == [1, 3]
    assert [e["cells"] for e in events_of(other) if e["type"] == "cover"][0] == [2, 3]
    assert events_of(one)[3]["chosen"] is True
    # the unchosen set lost its 5S under the cover, so it is not covered afterwards
    assert all(e["cells"] != [2, 3] for e in events_of(one) if e["type"] == "cover")
    assert deals(one)[3:5] == [(1, "2C", 4), (3, "3C", 5)]
    assert deals(other)[3:5] == [(2, "2C", 4), (3, "3C", 5)], "the choice decides where the cards go"
    check_turn_events(record(one))
    check_turn_events(record(other))


def test_rule5_a_choice_that_is_not_a_showing_set_is_refused_and_changes_nothing():
    turn = paused(["6S", "6H", "5S"] + DEAD)
    before = (list(turn.events), turn.count, list(turn.sets))
    for cells in [(0, 1), (0, 1, 2), (2,), (0, 8)]:
        with pytest.raises(RuleError) as err:
            turn.cover(cells)
        assert err.value.code == "not-a-set"
    assert (list(turn.events), turn.count, list(turn.sets)) == before


def test_rule5_sets_that_do_not_overlap_are_all_covered_in_the_order_chosen():
    # AS on cell 9 pairs with 10C (cell 5); covering them puts 7H on cell 5 (7H+4C, cells 3 and 5)
    # and 6H on cell 9 (6H+5C, cells 4 and 9): two sets at once that share no cell.
    pack = ["2C", "3C", "4C", "5C", "10C", "2D", "3D", "2H", "AS", "7H", "6H", "5D", "10D", "5H", "4H"]
    turn = paused(pack)
    assert turn.count == 11 and [s[1] for s in turn.sets] == [(2, 4), (3, 8)]
    later = turn_of(pack, choose=lambda t: (3, 8))
    sooner = turn_of(pack, choose=lambda t: (2, 4))
    assert [e["cells"] for e in events_of(later) if e["type"] == "cover"] == [[5, 9], [4, 9], [3, 5]]
    assert [e["chosen"] for e in events_of(later) if e["type"] == "cover"] == [False, True, False]
    assert later.count == 15 and later.ended == BLOCKED
    assert [c["card"] for c in later.grid_view()] == ["2C", "3C", "5H", "5D", "4H", "2D", "3D", "2H", "10D"]
    # the other order: 5D lands on cell 3 and pairs with 6H too, so (4, 9) is lost to (3, 9)
    assert [e["cells"] for e in events_of(sooner) if e["type"] == "cover"] == [[5, 9], [3, 5], [3, 9]]
    for turn in (later, sooner):
        check_turn_events(record(turn))


def test_rule6_the_pack_running_out_mid_cover_gathers_all_52_and_the_count_carries_on():
    turn = turn_of(FULL, choose=lambda t: t.sets[0][1])
    events = events_of(turn)
    at = next(i for i, e in enumerate(events) if e["type"] == "reshuffle")
    assert events[at] == {"type": "reshuffle", "count": 52}
    last_cover = [e for e in events[:at] if e["type"] == "cover"][-1]
    assert last_cover["cells"] == [1, 2] and last_cover["cards"] == ["5C", "6C"]
    assert events[at - 1] == {"type": "deal", "cell": 1, "card": "8C", "count": 52}, "cut off mid-cover"
    assert events[at + 1]["type"] == "deal" and events[at + 1]["cell"] == 1 and events[at + 1]["count"] == 53
    assert turn.reshuffles >= 1 and turn.count > 52
    assert len(deals(turn)) == turn.count
    check_turn_events(record(turn))


def test_rule6_a_short_pack_runs_out_mid_cover_and_the_new_grid_starts_at_cell_1():
    first = ["2C", "3C", "4C", "5C", "10C", "2D", "3D", "4D", "AS", "7H"]  # AS+10C: cover (5, 9)
    turn = Turn(iter([[parse(c) for c in first], [parse(c) for c in DEAD]]))
    turn.play()
    kinds = [e["type"] for e in events_of(turn)]
    assert kinds == ["deal"] * 9 + ["cover", "deal", "reshuffle"] + ["deal"] * 9
    assert deals(turn)[9] == (5, "7H", 10)
    assert deals(turn)[10:] == [(i + 1, card, 11 + i) for i, card in enumerate(DEAD)]
    assert turn.count == 19 and turn.reshuffles == 1 and turn.ended == BLOCKED


def test_rule7_the_count_is_every_card_played_from_the_pack_in_the_turn():
    turn = turn_of(FULL, choose=lambda t: t.sets[0][1])
    assert turn.count == len(deals(turn)) == deals(turn)[-1][2]


def test_stop_at_ends_the_turn_on_the_card_that_reaches_it_even_mid_cover():
    turn = turn_of(FULL, stop_at=24)
    assert turn.ended == STOPPED and turn.count == 24
    assert deals(turn)[-1] == (1, "2H", 24)
    assert turn.sets, "the grid still had a set to cover: the turn was cut short"

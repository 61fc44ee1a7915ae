"""Which choices of sets are worth a question (pavilion.cards.questions), on grids laid by hand, and
the same judgement made again from a turn's events alone (what a table uses to say why)."""

from pavilion.cards import droid, questions
from pavilion.cards.card import PACK, parse
from pavilion.cards.grid import EMPTY, find_sets
from pavilion.cards.match import COVER, MatchState
from pavilion.cards.turn import event_view


def grid(codes):
    codes = codes + [None] * (9 - len(codes))
    return [EMPTY if c is None else parse(c) for c in codes]


def rest(tops):
    return [c for c in PACK if c not in tops]


def weigh(codes, unseen=None):
    tops = grid(codes)
    return questions.weigh(find_sets(tops), tops, rest(tops) if unseen is None else unseen)


def test_sets_that_share_no_card_are_all_covered_so_the_order_is_no_question():
    assert weigh(["8S", "3H", "5D", "6C"]) == questions.APART


def test_a_line_that_blocks_three_pairs_covers_the_most_cards():
    # Three eights in a row, and a three that pairs with each: the line covers 3, a pair 2.
    assert weigh(["8S", "8H", "8D", "3S"]) == questions.MOST


def test_an_ace_with_two_kings_leaves_a_king_either_way():
    assert weigh(["AS", "KH", "KD"]) == questions.SAME


def test_keeping_a_king_and_queen_showing_for_a_jack_is_a_real_choice_when_jacks_are_many_in_a_small_pack():
    # The ace pairs with the ten, the king and the queen. Covering the ace and the ten leaves the king
    # and the queen, which any jack turns into a court: with the four jacks among 16 cards left, that
    # is a quarter more chance of a set than either other choice leaves.
    codes = ["AS", "10H", "KD", "QC"]
    jacks = [parse(j) for j in ("JS", "JH", "JD", "JC")]
    small = jacks + [parse(c) for c in ("2S", "2H", "3S", "3H", "4S", "4H", "5S", "5H", "6S", "6H", "7S", "7H")]
    assert weigh(codes, small) == questions.ASK
    # With the whole pack still to come, the same four jacks are too small a share to ask about.
    assert weigh(codes) == questions.SAME


def test_live_cards_count_pairs_courts_and_lines_with_what_is_left_showing():
    tops = grid(["KD", "QC", "9S", "9H"])
    unseen = [parse(c) for c in ("JS", "2D", "2C", "9D", "5S")]
    # Nothing covered: the jack makes the court and either two adds to 11 with a nine; the third nine
    # makes no line (cells 3 and 4 share none) and the five adds to 11 with nothing showing.
    assert questions.live_cards(tops, set(), unseen) == 3
    tops = grid(["9S", "9H", None, "KD"])  # two nines in the top row, its third cell free
    assert questions.live_cards(tops, set(), [parse("9D"), parse("5S")]) == 1
    assert questions.live_cards(tops, {1}, [parse("9D"), parse("5S")]) == 0  # one nine covered: no line


def test_best_packings_are_every_largest_collection_that_shares_no_card():
    sets = [("pair", (0, 1)), ("pair", (0, 2)), ("pair", (3, 4))]
    assert sorted(map(sorted, questions.best_packings(sets))) == [[0, 2], [1, 2]]


def test_the_events_alone_weigh_every_choice_as_the_turn_did():
    """A table explains a cover from the turn's events: the grid and the pack then are rebuilt from
    the deals since the turn began or was last reshuffled, and weigh the same."""
    checked = 0
    for seed in ("why-1", "why-2", "why-3"):
        state = MatchState(seed, {"droid_vs_droid": True})
        while state.to_act is not None:
            if state.pending == COVER:
                turn = state.turn
                judged, at = questions.weigh(turn.sets, turn.tops, turn.unseen()), len(turn.events)
                state.act(droid.decide(state))
                events = [event_view(e) for e in turn.events[:at + 1]]
                assert events[-1]["type"] == "cover" and events[-1]["chosen"]
                assert questions.weigh_events(events) == judged
                checked += 1
            else:
                state.act(droid.decide(state))
    assert checked > 100

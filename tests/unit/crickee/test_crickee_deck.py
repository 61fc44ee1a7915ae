"""Readings "The deck": one deck per match, shuffled once, drawn without replacement, windows."""

from pavilion.crickee.cards import BY_NAME, DECK
from pavilion.crickee.deck import Deck


def test_the_deck_is_shuffled_once_from_the_seed():
    assert Deck("abc").cards == Deck("abc").cards
    assert Deck("abc").cards != Deck("abd").cards
    assert sorted(Deck("abc").cards) == list(range(120))


def test_drawn_without_replacement():
    deck = Deck("abc")
    drawn = [deck.draw(20).name for _ in range(110)]
    assert len(set(drawn)) == 110


def test_a_windowed_card_is_never_drawn_outside_its_window_and_stays_in_the_deck():
    for seed in map(str, range(30)):
        deck = Deck(seed)
        for over in range(1, 21):
            card = deck.draw(over)
            assert card.in_window(over), (card.name, over)
    deck = Deck("abc")
    first = DECK[deck.cards[0]]
    deck.cards.insert(0, DECK.index(BY_NAME["Powerplay Bonus"]))
    card = deck.draw(10)
    assert card.name != "Powerplay Bonus"
    assert DECK[deck.cards[0]].name == "Powerplay Bonus" and card == first


def test_a_super_over_counts_as_over_20():
    deck = Deck("abc")
    deck.cards = [DECK.index(BY_NAME[n]) for n in ("Powerplay Bonus", "Death Overs Surge")]
    assert deck.draw(20).name == "Death Overs Surge"


def test_the_discards_are_reshuffled_if_the_deck_runs_out():
    """115 cards may be drawn in over 10 (not the two powerplay and three late cards)."""
    deck = Deck("abc")
    drawn = [deck.draw(10).name for _ in range(115)]
    assert len(set(drawn)) == 115 and deck.reshuffles == 0
    again = deck.draw(10)
    assert deck.reshuffles == 1 and again.in_window(10)
    assert len(deck.cards) == 119 and deck.discards == [DECK.index(again)]

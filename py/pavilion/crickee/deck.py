"""The umpire's deck for one match: shuffled once, one card per over in both innings, drawn
without replacement; a windowed card is skipped (left in the deck) outside its overs."""

import copy

from ..core import stream
from .cards import DECK


class Deck:
    def __init__(self, seed: str):
        self.seed = seed
        self.cards = stream(seed, "deck", 0).shuffled(range(len(DECK)))  # indexes into DECK
        self.discards = []
        self.reshuffles = 0

    def fork(self) -> "Deck":
        """A copy to draw from, leaving this deck as it is."""
        other = copy.copy(self)
        other.cards, other.discards = list(self.cards), list(self.discards)
        return other

    def draw(self, over_no: int):
        """The next card that may be drawn in `over_no` (a Super Over counts as over 20)."""
        while True:
            for i, index in enumerate(self.cards):
                if DECK[index].in_window(over_no):
                    self.discards.append(self.cards.pop(i))
                    return DECK[index]
            # nothing left may be drawn now: the discards, reshuffled, go beneath the rest
            self.reshuffles += 1
            self.cards += stream(self.seed, "deck", self.reshuffles).shuffled(self.discards)
            self.discards = []

    def burn(self, name: str) -> None:
        """Put the card called `name` out of play until the next reshuffle (an over that used it
        was taken back: the over rolled afresh draws a new card, not the one already seen)."""
        for index in self.cards:
            if DECK[index].name == name:
                self.cards.remove(index)
                self.discards.append(index)
                return
        # else it went back with the discards (its over emptied the deck): out of play already

"""Where each turn's packs come from.

Every turn starts from a freshly shuffled pack, and each reshuffle in it draws the next order from
the same stream: `stream(seed, "pack", turn_number)`. So a turn's cards depend only on the match
seed and the turn's number in the match, never on how many draws earlier turns used, and a player
who undoes a cover choice and picks another meets the same pack.

`Stacked` puts chosen cards on top for tests and worked examples (it is not used in play).
"""

from pavilion.core import stream

from .card import PACK, parse


class Seeded:
    def __init__(self, seed: str):
        self.seed = seed

    def packs(self, turn_number: int):
        """The turn's opening pack, then one more for every reshuffle, each a 52-card order."""
        shuffler = stream(self.seed, "pack", turn_number)
        while True:
            yield shuffler.shuffled(PACK)


class Stacked(Seeded):
    """Seeded packs, except on top of each pack of the turns that `tops` names.

    `tops` maps a turn number (0 is the match's first turn) to a list of packs, each a list of card
    codes in the order they will be dealt, or is a function from a turn number to such a list (or
    None). The rest of each pack follows in seeded order; packs beyond the listed ones, and turns
    not named, are plain seeded packs.
    """

    def __init__(self, seed: str, tops):
        super().__init__(seed)
        self.tops = tops if callable(tops) else tops.get

    def packs(self, turn_number: int):
        seeded = super().packs(turn_number)
        for codes in self.tops(turn_number) or []:
            top = [parse(code) for code in codes]
            if len(set(top)) != len(top):
                raise ValueError("a stacked pack names a card twice")
            yield top + [card for card in next(seeded) if card not in top]
        yield from seeded

"""One player's turn at the grid: deal cell by cell, cover sets, reshuffle when the pack runs out.

The turn runs by itself and stops only where a person must choose (two or more sets showing,
rule 5), or when it is over: the grid full with nothing to cover ("blocked"), the player passed
(covers nothing more: the empty cells are filled and the turn ends, "passed"), or the match
reached `stop_at` cards, the count that wins a chase or takes the last wicket ("stopped").
A showing set is covered before the next card goes on an empty cell, as the seed has it
("cover both cards ... before continuing to fill the grid"); one set alone needs no choice.
"""

import copy

from pavilion.core import RuleError

from .card import CODE
from .grid import ALL_CELLS, CELLS, EMPTY, find_sets

BLOCKED, STOPPED, PASSED = "blocked", "stopped", "passed"


class Turn:
    """The grid, the pack and the count of one turn. `packs` yields 52-card orders, top card first."""

    def __init__(self, packs, stop_at=None):
        self.packs = packs
        self.stop_at = stop_at
        self.count = 0  # cards played from the pack this turn (rule 7)
        self.reshuffles = 0
        self.events = []  # ("deal", cell, card, count) | ("cover", kind, cells, cards, chosen) | ("reshuffle", count)
        #                   | ("pass", count)
        self.ended = None
        self.passing = False  # the player passed: no more covers this turn
        self._new_grid()

    def fork(self, packs) -> "Turn":
        """A copy to play on, leaving this turn as it is; `packs` yields this turn's pack orders
        from where it has got to (a generator cannot be copied)."""
        other = copy.copy(self)
        other.packs, other.pack, other.events = packs, list(self.pack), list(self.events)
        other.stacks, other.tops, other.sets = [list(s) for s in self.stacks], list(self.tops), list(self.sets)
        return other

    def _new_grid(self):
        """A fresh shuffled pack and an empty grid: the turn's start, and every reshuffle (rule 6)."""
        self.pack = list(reversed(next(self.packs)))  # pop() takes the top card
        self.stacks = [[] for _ in ALL_CELLS]
        self.tops = [EMPTY] * CELLS
        self.sets = []

    def _reshuffle(self):
        self.reshuffles += 1
        self.events.append(("reshuffle", self.count))
        self._new_grid()

    def _place(self, cell):
        card = self.pack.pop()
        self.stacks[cell].append(card)
        self.tops[cell] = card
        self.count += 1
        self.events.append(("deal", cell, card, self.count))

    @property
    def stopped(self):
        return self.stop_at is not None and self.count >= self.stop_at

    @property
    def choosing(self):
        """True while the player must pick which of several showing sets to cover."""
        return self.ended is None and len(self.sets) > 1

    def unseen(self):
        """The cards still in the pack, in no particular order: what a player counting cards knows."""
        return sorted(self.pack)

    def play(self):
        """Deal and cover until the turn is over or a choice is needed."""
        stop_at = self.stop_at or float("inf")
        while self.ended is None:
            if self.count >= stop_at:
                self.ended = STOPPED
            elif self.sets:
                if not self.pack:
                    self._reshuffle()
                elif len(self.sets) > 1:
                    return
                else:
                    self._cover(self.sets[0], False)
            elif EMPTY in self.tops:
                if not self.pack:
                    self._reshuffle()
                else:
                    cell = self.tops.index(EMPTY)
                    self._place(cell)
                    if not self.passing:
                        self.sets = find_sets(self.tops, (cell,))
            else:
                self.ended = PASSED if self.passing else BLOCKED

    def cover(self, cells):
        """Cover the showing set on `cells` (0-8, any order), then play on. RuleError if no such set."""
        wanted = tuple(sorted(cells))
        for showing in self.sets:
            if showing[1] == wanted and self.ended is None:
                self._cover(showing, len(self.sets) > 1)
                return self.play()
        raise RuleError("not-a-set", "Those cards are not a set that can be covered now.")

    def pass_turn(self):
        """Cover nothing more (the seed: a player *may* cover): fill the empty cells and end the turn."""
        if not self.choosing:
            raise RuleError("not-now", "There is no choice of sets to pass on now.")
        self.passing = True
        self.sets = []
        self.events.append(("pass", self.count))
        self.play()

    def _cover(self, showing, chosen):
        """Cover every card of the set before anything else (rule 4); new sets are looked for after."""
        kind, cells = showing
        self.events.append(("cover", kind, cells, tuple(self.tops[c] for c in cells), chosen))
        for cell in cells:
            if self.stopped:
                return
            if not self.pack:
                self._reshuffle()  # the grid this cover was on is gathered up with the rest
                return
            self._place(cell)
        covered = set(cells)
        kept = [s for s in self.sets if covered.isdisjoint(s[1])]
        self.sets = sorted(kept + find_sets(self.tops, cells), key=lambda s: s[1])

    def grid_view(self) -> list:
        return [{"cell": cell + 1, "card": None if top == EMPTY else CODE[top],
                 "under": max(0, len(self.stacks[cell]) - 1)}
                for cell, top in enumerate(self.tops)]

    def sets_view(self) -> list:
        return [set_view(s, self.tops) for s in self.sets]


def set_view(chosen, tops) -> dict:
    kind, cells = chosen
    return {"kind": kind, "cells": [c + 1 for c in cells], "cards": [CODE[tops[c]] for c in cells]}


def event_view(event) -> dict:
    """An event as plain data, cells numbered 1-9 as the player sees them."""
    if event[0] == "deal":
        _, cell, card, count = event
        return {"type": "deal", "cell": cell + 1, "card": CODE[card], "count": count}
    if event[0] == "cover":
        _, kind, cells, cards, chosen = event
        return {"type": "cover", "kind": kind, "cells": [c + 1 for c in cells],
                "cards": [CODE[c] for c in cards], "chosen": chosen}
    return {"type": event[0], "count": event[1]}

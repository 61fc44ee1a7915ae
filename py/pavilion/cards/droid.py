"""The Droid: the computer's decisions, by a strategy it can state in a sentence each.

- Toss: calls heads. Won toss: bats first.
- Which set to cover, when several show (it never looks at the order of the pack, only at which
  cards are still in it, as a player counting cards would):
    1. the choice that keeps the most cards coverable: the set's own cards plus those of every
       other showing set it does not touch (covering one of two overlapping sets loses the other);
    2. then the set whose cards are deadest: fewest partners left in the pack (cards that add up
       to 11 with it, and for a king, queen or jack the other two court ranks), so the live cards
       stay showing;
    3. then the lowest cells.
- Declaration: only in a Test with a day limit, in the third innings, once the lead is about a
  quarter more than an innings usually makes under the scoring options (DECLARE_LEAD, from the
  bench), or once time is short (fewer turns left than two innings usually last,
  TURNS_TO_BOWL_OUT) and it is ahead at all. Without a time limit more runs can only help.
- Follow-on: always enforced.
"""

from .card import JACK, KING, QUEEN, RANK, VALUE
from .match import COVER, DECLARE, ELECT, FOLLOW, TOSS

DECLARE_LEAD = {("count", "one"): 650, ("count", "each"): 380, ("short", "one"): 450, ("short", "each"): 270}
TURNS_TO_BOWL_OUT = {"one": 60, "each": 36}


def decide(state) -> dict:
    """The Droid's action for the decision waiting in `state` (a MatchState)."""
    if state.pending == TOSS:
        return {"type": "toss", "call": "heads"}
    if state.pending == ELECT:
        return {"type": "elect", "choice": "bat"}
    if state.pending == COVER:
        turn = state.turn
        return {"type": "cover", "cells": [c + 1 for c in choose_cover(turn.sets, turn.tops, turn.pack)]}
    if state.pending == DECLARE:
        return {"type": "declare" if should_declare(state) else "bat-on"}
    if state.pending == FOLLOW:
        return {"type": "follow-on", "enforce": True}
    raise ValueError("nothing to decide")


def choose_cover(sets, tops, unseen) -> tuple:
    """The cells (0-8) of the set to cover, by the three steps in the module's docstring."""
    by_value, by_rank = [0] * 12, [0] * 13
    for card in unseen:
        by_value[VALUE[card]] += 1
        by_rank[RANK[card]] += 1

    def partners(card):
        live = by_value[11 - VALUE[card]]
        if RANK[card] >= JACK:
            live += sum(by_rank[r] for r in (JACK, QUEEN, KING) if r != RANK[card])
        return live

    def rank(chosen):
        cells = set(chosen[1])
        kept = sum(len(other[1]) for other in sets if cells.isdisjoint(other[1]))
        return (-(len(cells) + kept), sum(partners(tops[c]) for c in cells), chosen[1])

    return min(sets, key=rank)[1]


def should_declare(state) -> bool:
    if state.turn_limit is None or len(state.innings) != 3:
        return False
    inn = state.innings[-1]
    lead = state.total(inn.batting) - state.total(inn.bowling)
    options = state.options
    time_short = state.turn_limit - state.turns_played < TURNS_TO_BOWL_OUT[options["wickets"]]
    return lead >= DECLARE_LEAD[options["runs"], options["wickets"]] or (time_short and lead > 0)

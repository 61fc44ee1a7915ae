"""The Droid: the computer's decisions, by a strategy it can state in a sentence each.

- Toss: calls heads. Won toss: bats first.
- Which set to cover, when several show (it never looks at the order of the pack, only at which
  cards are still in it, as a player counting cards would):
    1. a set from the largest collection of showing sets that share no card (the most cards
       that can be covered before the grid changes; covering one of two sets that share a card
       loses the other);
    2. then the set whose cards are deadest: fewest partners left in the pack (cards that add up
       to 11 with it, and for a king, queen or jack the other two court ranks), so the live cards
       stay showing;
    3. then the lowest cells.
  It never passes: under Pavilion's scoring a cover only adds to the count, and a bigger count
  only helps the side whose turn it is (more runs batting, more wickets bowling).
- Declaration: only in a Test with a day limit (nowhere else is one open), in the third innings,
  when a declaration pays (`declaring_pays`): enough turns are left to expect half the other
  side's wickets, and the lead is more than they can expect to score in those turns (or is about
  a third more than an innings usually makes, DECLARE_LEAD). Expectations come from the bench:
  RUNS_PER_TURN, WICKETS_PER_100_TURNS.
- Follow-on: always enforced.
"""

from .card import JACK, KING, QUEEN, RANK, VALUE
from .match import COVER, DECLARE, ELECT, FOLLOW, TOSS

DECLARE_LEAD = {("count", "one"): 650, ("count", "each"): 380, ("short", "one"): 450, ("short", "each"): 270}
RUNS_PER_TURN = {"count": 30, "short": 21}  # a batting turn's mean runs (bench/cards.py)
WICKETS_PER_100_TURNS = {"one": 54, "each": 91}  # a bowling turn's mean wickets, in hundredths


def decide(state) -> dict:
    """The Droid's action for the decision waiting in `state` (a MatchState)."""
    if state.pending == TOSS:
        return {"type": "toss", "call": "heads"}
    if state.pending == ELECT:
        return {"type": "elect", "choice": "bat"}
    if state.pending == COVER:
        turn = state.turn
        return {"type": "cover", "cells": [c + 1 for c in choose_cover(turn.sets, turn.tops, turn.unseen())]}
    if state.pending == DECLARE:
        return {"type": "declare" if should_declare(state) else "bat-on"}
    if state.pending == FOLLOW:
        return {"type": "follow-on", "enforce": True}
    raise ValueError("nothing to decide")


def choose_cover(sets, tops, unseen) -> tuple:
    """The cells (0-8) of the set to cover, by the three steps in the module's docstring."""
    sizes = [len(cells) + largest_packing([o for o in sets if set(cells).isdisjoint(o[1])]) for _, cells in sets]
    most = max(sizes)
    best = [s for s, size in zip(sets, sizes) if size == most]
    if len(best) == 1:
        return best[0][1]
    by_value, by_rank = [0] * 12, [0] * 13
    for card in unseen:
        by_value[VALUE[card]] += 1
        by_rank[RANK[card]] += 1

    def partners(card):
        live = by_value[11 - VALUE[card]]
        if RANK[card] >= JACK:
            live += sum(by_rank[r] for r in (JACK, QUEEN, KING) if r != RANK[card])
        return live

    return min(best, key=lambda s: (sum(partners(tops[c]) for c in s[1]), s[1]))[1]


def largest_packing(sets) -> int:
    """The most cards covered by showing sets that share no card (a few sets: plain search)."""
    best = 0
    for i, (_, cells) in enumerate(sets):
        rest = [other for other in sets[i + 1:] if set(cells).isdisjoint(other[1])]
        best = max(best, len(cells) + largest_packing(rest))
    return best


def should_declare(state) -> bool:
    return len(state.innings) == 3 and declaring_pays(state)


def declaring_pays(state) -> bool:
    """Whether the batting side's lead makes a declaration worth weighing now: the Droid's own test,
    which a table also uses to decide when to ask a person (in any innings a declaration is open).
    Integer arithmetic only, so it decides the same on every interpreter."""
    if state.turn_limit is None:
        return False
    inn = state.innings[-1]
    lead = state.total(inn.batting) - state.total(inn.bowling)
    their_turns = (state.turn_limit - state.turns_played) // 2  # each side bats about half of what is left
    runs, wickets = state.options["runs"], state.options["wickets"]
    time_to_win = their_turns * WICKETS_PER_100_TURNS[wickets] >= 100 * state.max_wickets // 2
    safe = lead >= min(DECLARE_LEAD[runs, wickets], RUNS_PER_TURN[runs] * their_turns)
    return lead > 0 and time_to_win and safe

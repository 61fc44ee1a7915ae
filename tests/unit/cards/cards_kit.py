"""Stacked packs, a driver and an independent reading of the rules, for the Card Cricket tests.

The rule checks here do not use the engine's grid module: they restate rules 3a-3c from scratch
(brute force over every two and three cells) so that a fault in the engine's set finder shows.
"""

from itertools import combinations

from pavilion.cards import droid
from pavilion.cards.dealer import Stacked
from pavilion.cards.match import COVER, MatchState
from pavilion.cards.turn import Turn, event_view

# Nine cards that fill the grid with nothing to cover: a turn of exactly 9 cards.
DEAD = ["2C", "3C", "4C", "5C", "10C", "2D", "3D", "4D", "5D"]

# A whole pack in which every cover makes the next set: aces and tens pair on cells 1-2, then
# the court cards fill cells 1-3 and cover each other, then pairs to 11 cover cells 1-2 again and
# again (3S sits on cell 3 and pairs with the eights: a choice each time). The 52nd card is the
# first card of a cover, so the pack runs out in the middle of that cover.
FULL = ["AS", "10S", "AH", "10H", "AD", "10D", "AC", "10C", "KS", "QS", "JS", "KH", "QH", "JH",
        "KD", "QD", "JD", "KC", "QC", "JC", "2S", "9S", "3S",
        "2H", "9H", "2D", "9D", "2C", "9C", "3H", "8H", "3D", "8D", "3C", "8S",
        "4S", "7S", "4H", "7H", "4D", "7D", "4C", "7C", "5S", "6S", "5H", "6H", "5D", "6D", "5C", "6C",
        "8C"]
assert len(set(FULL)) == 52


def turn_of(*packs, stop_at=None, choose=None):
    """A turn played from stacked packs. `choose(turn)` picks the cells (0-8) of the first choice;
    every later choice, and the first without `choose`, takes the first showing set."""
    turn = Turn(Stacked("kit", {0: [list(p) for p in packs]}).packs(0), stop_at)
    turn.play()
    while turn.choosing:
        turn.cover(choose(turn) if choose else turn.sets[0][1])
        choose = None
    return turn


def deals(turn_or_record):
    """(cell, card, count) of every card dealt, cells 1-9, from a Turn or a turn record view."""
    events = events_of(turn_or_record) if isinstance(turn_or_record, Turn) else turn_or_record["events"]
    return [(e["cell"], e["card"], e["count"]) for e in events if e["type"] == "deal"]


def events_of(turn):
    return [event_view(e) for e in turn.events]


def first_cover(state):
    return {"type": "cover", "cells": [c + 1 for c in state.turn.sets[0][1]]}


def drive(state, stop=lambda s: False, you=None, cover=None):
    """Play decisions until the match is over or `stop(state)`: the Droid's strategy for both sides,
    except `you(state)` for your side's non-cover decisions and `cover(state)` for every cover."""
    while state.to_act is not None and not stop(state):
        if state.pending == COVER and cover is not None:
            action = cover(state)
        elif state.to_act == "you" and you is not None:
            action = you(state)
        else:
            action = droid.decide(state)
        state.act(action)
    return state


# The worked examples count a run a card and one wicket a turn (the numbers are easy to follow),
# and pause for a declaration after every batting turn, version 1's rule (a stacked pack that never
# takes a wicket would otherwise play on for ever inside one act), unless they say otherwise; the
# defaults have tests of their own.
WORKED = {"runs": "count", "wickets": "one", "declarations": "every-turn"}


def state_with(plan=None, seed="kit", **options):
    """A MatchState whose turns start from the packs `plan(innings, role)` lists (None: seeded),
    where `innings` is the Innings the turn belongs to and `role` "batting" or "bowling"."""
    def tops(turn_number):
        return plan(state.innings[-1], state.turn_role) if plan else None
    state = MatchState(seed, {**WORKED, **options}, Stacked(seed, tops))  # tops runs once the turn has begun
    return state


def wickets_and_dead_bat(inn, role):
    """Every bowling turn takes a wicket (FULL); every batting turn is worth 9 (DEAD)."""
    return [FULL] if role == "bowling" else [DEAD]


# ----- the rules restated -----
def value(code):
    rank = code[:-1]
    return 1 if rank == "A" else 10 if rank in ("10", "J", "Q", "K") else int(rank)


LINES = [tuple(3 * r + c + 1 for c in range(3)) for r in range(3)]
LINES += [tuple(3 * r + c + 1 for r in range(3)) for c in range(3)]
LINES += [(1, 5, 9), (3, 5, 7)]


def is_set(cells, tops):
    """Rules 3a-3c on the cards showing on `cells` (1-9); tops maps cell -> code or None."""
    cards = [tops[c] for c in cells]
    if None in cards:
        return None
    if len(cells) == 2 and value(cards[0]) + value(cards[1]) == 11:
        return "pair"
    if len(cells) == 3:
        ranks = [c[:-1] for c in cards]
        if tuple(sorted(cells)) in LINES and len(set(ranks)) == 1:
            return "line"
        if sorted(ranks) == ["J", "K", "Q"]:
            return "court"
    return None


def showing(tops):
    return [list(cells) for n in (2, 3) for cells in combinations(range(1, 10), n) if is_set(cells, tops)]


def check_turn_events(record, thorough=True):
    """Assert that a turn record follows rules 2-7. `thorough` also checks that no set was left
    showing when a card went onto an empty cell (covers come first) and the `chosen` flags.
    After a pass nothing more is covered: the empty cells fill and the turn ends "passed"."""
    tops = {c: None for c in range(1, 10)}
    count, since_shuffle, queue, passed = 0, set(), [], False
    for e in record["events"]:
        if e["type"] == "deal":
            count += 1
            assert e["count"] == count
            if queue:
                assert e["cell"] == queue.pop(0), "a cover is finished before anything else (rule 4)"
            else:
                empty = [c for c in range(1, 10) if tops[c] is None]
                assert empty and e["cell"] == empty[0], "the grid is filled cell by cell, 1 to 9 (rule 2)"
                if thorough and not passed:
                    assert showing(tops) == [], "a showing set is covered before the grid is filled on"
            assert e["card"] not in since_shuffle, "a card comes out of the pack once per shuffle"
            since_shuffle.add(e["card"])
            tops[e["cell"]] = e["card"]
        elif e["type"] == "pass":
            assert not passed and not queue and e["count"] == count, "a pass comes between covers, once"
            if thorough:
                assert len(showing(tops)) > 1, "a pass is a choice: offered when several sets show"
            passed = True
        elif e["type"] == "cover":
            assert not queue and not passed, "a cover begins only after the last one is finished, never after a pass"
            assert is_set(e["cells"], tops) == e["kind"], f"{e} is not a showing set"
            assert [tops[c] for c in e["cells"]] == e["cards"]
            if thorough:
                assert e["chosen"] == (len(showing(tops)) > 1)
            queue = list(e["cells"])
        else:
            assert len(since_shuffle) == 52, "the pack is gathered up only when it has run out (rule 6)"
            assert e["count"] == count, "the count carries on through a reshuffle"
            tops = {c: None for c in range(1, 10)}
            since_shuffle, queue = set(), []
    assert count == record["count"]
    assert (record["ended"] == "passed") == passed or record["ended"] == "stopped" and passed
    if record["ended"] in ("blocked", "passed"):
        assert None not in tops.values() and not queue
        if thorough and not passed:
            assert showing(tops) == [], "the turn ends only when nothing can be covered (rule 5)"
    return tops

"""Which choices of sets are worth a question to a person, and why the others are not.

Most choices among several showing sets change nothing a player can foresee: the sets share no
card (all of them are covered, in some order), or one choice covers more cards than any other
(a bigger count only helps the side whose turn it is), or the choices cover as many cards and
leave showing cards with about the same chance of making another set. A table takes those covers
by itself (the Droid's pick, recorded as the tap would be) and says why; it asks only when the
best choices cover as many cards but leave different chances of another set: at least one in
CHANCE_GAP that the next card from the pack makes a set with the cards left showing. A player
counting cards can see that difference; the pack's order stays hidden.

Measured (bench/cards.py): a club match asks about 4 covers this way, against about 97 choices of
sets; a five-day Test about 15, against about 319.
"""

from .card import JACK, PACK, RANK, VALUE, parse
from .grid import ALL_CELLS, EMPTY, LINES, find_sets

ASK = "ask"  # the best choices leave different chances: a question
APART = "apart"  # no two showing sets share a card: every one is covered, the order changes nothing
MOST = "most"  # one way covers the most cards: what it blocks covers fewer
SAME = "same"  # the best choices cover as many cards and leave about the same chance of another set
CHANCE_GAP = 8  # ask when the chances differ by one in this many

WHY = {APART: "no two sets share a card, so every one of them is covered",
       MOST: "this way covers the most cards; the sets it blocks cover fewer",
       SAME: "every choice covers as many cards and leaves about the same chances"}


def weigh(sets, tops, unseen) -> str:
    """ASK, APART, MOST or SAME for a choice among `sets` (engine form: (kind, cells 0-8)) on the
    grid `tops`, with `unseen` the cards still in the pack."""
    packings = best_packings(sets)
    if len(packings) == 1:
        cells = [c for _, s in sets for c in s]
        return APART if len(cells) == len(set(cells)) else MOST
    chances = [live_cards(tops, {c for i in p for c in sets[i][1]}, unseen) for p in packings]
    return ASK if CHANCE_GAP * (max(chances) - min(chances)) >= len(unseen) else SAME


def best_packings(sets) -> list:
    """Every largest collection of showing sets that share no card (by cards covered), each a
    frozenset of indices into `sets`. A grid shows a handful of sets: a plain search."""
    best, found = -1, []

    def search(i, chosen, used, size):
        nonlocal best, found
        if i == len(sets):
            if size > best:
                best, found = size, [frozenset(chosen)]
            elif size == best:
                found.append(frozenset(chosen))
            return
        cells = sets[i][1]
        if used.isdisjoint(cells):
            search(i + 1, chosen + [i], used | set(cells), size + len(cells))
        search(i + 1, chosen, used, size)

    search(0, [], set(), 0)
    return found


def live_cards(tops, covered, unseen) -> int:
    """How many of the `unseen` cards would make a set with the cards left showing once `covered`
    (cells 0-8) is covered: the card adding to 11 with one of them, the third court card when two
    show, the third of a rank two of which stand in a line with its third cell free."""
    left = {c for c in ALL_CELLS if c not in covered and tops[c] != EMPTY}
    values = {VALUE[tops[c]] for c in left}
    court = {RANK[tops[c]] for c in left if RANK[tops[c]] >= JACK}
    lines = set()
    for line in LINES:
        standing = [c for c in line if c in left]
        if len(standing) == 2 and RANK[tops[standing[0]]] == RANK[tops[standing[1]]]:  # the third is free
            lines.add(RANK[tops[standing[0]]])
    return sum(1 for card in unseen
               if 11 - VALUE[card] in values or RANK[card] in lines
               or len(court) == 2 and RANK[card] >= JACK and RANK[card] not in court)


def weigh_events(events) -> str:
    """How the choice behind the last event (a cover among several sets) weighed, from the turn's
    events up to it (as `replay` gives them): the grid then, and the pack then (every card not
    dealt since the turn began or last reshuffled). So a table can say why it did not ask."""
    tops, dealt = [EMPTY] * len(ALL_CELLS), set()
    for event in events[:-1]:
        if event["type"] == "deal":
            tops[event["cell"] - 1] = parse(event["card"])
            dealt.add(tops[event["cell"] - 1])
        elif event["type"] == "reshuffle":
            tops, dealt = [EMPTY] * len(ALL_CELLS), set()
    return weigh(find_sets(tops), tops, [c for c in PACK if c not in dealt])

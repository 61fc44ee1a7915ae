"""The 3x3 grid and the sets that can be covered on it.

Cells are numbered 1-9 row by row from the top left (rule 2); inside the engine they are 0-8.
A set is (kind, cells): two cards adding to 11 ("pair", rule 3a), three of a rank in a row,
column or diagonal ("line", 3b), or a king, a queen and a jack anywhere ("court", 3c).
"""

from .card import JACK, KING, QUEEN, RANK, VALUE

CELLS = 9
EMPTY = 52  # no card: one past the pack, so the lookups below need no special case
PAIR, LINE, COURT = "pair", "line", "court"
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
LINES_THROUGH = tuple(tuple(line for line in LINES if cell in line) for cell in range(CELLS))
ALL_CELLS = tuple(range(CELLS))
_OTHERS = tuple(tuple(o for o in ALL_CELLS if o != cell) for cell in ALL_CELLS)
_VALUE = VALUE + (0,)  # an empty cell adds to 11 with nothing
_RANK = RANK + (-1,)  # and matches no rank


def find_sets(tops, cells=ALL_CELLS) -> list:
    """Every set showing on `tops` (the visible card per cell, EMPTY if none) that uses a cell in `cells`.

    Only sets touching changed cells can be new, so the turn engine asks about those cells alone;
    with the default it lists every set on the grid. Sorted by cells, so the order is stable.
    """
    found = set()
    court_touched = False
    for cell in cells:
        card = tops[cell]
        if card == EMPTY:
            continue
        want = 11 - _VALUE[card]
        for other in _OTHERS[cell]:
            if _VALUE[tops[other]] == want:
                found.add((PAIR, (cell, other) if cell < other else (other, cell)))
        rank = _RANK[card]
        for line in LINES_THROUGH[cell]:
            a, b, c = line
            if _RANK[tops[a]] == rank and _RANK[tops[b]] == rank and _RANK[tops[c]] == rank:
                found.add((LINE, line))
        court_touched = court_touched or rank >= JACK
    if court_touched:
        by_rank = {KING: [], QUEEN: [], JACK: []}
        for cell in ALL_CELLS:
            rank = _RANK[tops[cell]]
            if rank >= JACK:
                by_rank[rank].append(cell)
        wanted = set(cells)
        for k in by_rank[KING]:
            for q in by_rank[QUEEN]:
                for j in by_rank[JACK]:
                    if wanted.intersection((k, q, j)):
                        found.add((COURT, tuple(sorted((k, q, j)))))
    return sorted(found, key=lambda s: s[1]) if len(found) > 1 else list(found)

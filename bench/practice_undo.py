"""Practice: what an undo costs on replay, against the same darts with no undo.

A record from someone else (a share link, storage) can hold a dart and its undo over and over after
a long session: when undo replayed the session from the start, 3,300 such pairs after 1,900 darts
(a link of 1,383 characters) took 5 s on CPython and froze a browser page for 17 s. Undo now puts
back what the dart changed, so a pair costs about two darts.

For Around the Clock, 4 players, 1,900 missed darts then N pairs of a dart and its undo, up to the
most pairs a link holds, this times `replay` (fastest of 5, a fresh copy each run: the game keeps
the states it has built) and prints it as a ratio to the 1,900 darts with no undo, timed in the
same process, run for run. Then the other side of the bargain, the snapshot each dart keeps: replay time per
dart and the memory of the longest session of each drill (4 players, every dart a miss, to the
500-dart cap or the drill's end), the whole session's and its snapshots'.

    .venv/bin/python bench/practice_undo.py         # CPython, then Pyodide
    python3 bench/practice_undo.py --here           # only the interpreter running it
"""

import gc
import json
import os
import sys
import time
import tracemalloc

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # bench/replay.py's share-link search

from pavilion import practice  # noqa: E402
from pavilion.core import dumps, share  # noqa: E402
from pavilion.practice.session import MAX_DARTS, REPLAYS  # noqa: E402
from replay import longest as most_in_a_link  # noqa: E402

PLAYERS = ["Ann", "Bob", "Cat", "Dan"]
DARTS = 1900
PAIRS = (0, 500, 2_000, 3_300)


def pairs_record(pairs: int, darts: int = DARTS) -> dict:
    m = practice.new_match(players=PLAYERS, drill="around-the-clock", seed="abcde")
    thrown = [{"type": "dart", "seat": (i // 3) % 4, "dart": "M"} for i in range(darts)]
    again = [{"type": "dart", "seat": (darts // 3) % 4, "dart": "M"}, {"type": "undo"}] * pairs
    return dict(m, actions=thrown + again)


def timed(*records, runs: int = 5) -> list:
    """The fastest replay from scratch of each record, in ms, their runs taken in turn (so a ratio
    between them is not a ratio between two moments of a shared machine)."""
    best = [float("inf")] * len(records)
    for _ in range(runs):
        for at, copy in enumerate([json.loads(dumps(record)) for record in records]):
            gc.collect()
            start = time.perf_counter()
            practice.replay(copy)
            best[at] = min(best[at], time.perf_counter() - start)
    return [ms * 1000 for ms in best]


def pairs_table():
    print(f"Around the Clock, 4 players: {DARTS} darts, then N pairs of a dart and its undo")
    print(f"{'pairs':>6}{'actions':>9}{'link':>7}{'replay ms':>11}{'x no undo':>11}{'us/action':>11}")
    limit = most_in_a_link(pairs_record)  # the most pairs a share link holds after the 1,900 darts
    for pairs in [p for p in PAIRS if p < limit] + [limit]:
        record = pairs_record(pairs)
        (ms, plain), n = timed(record, pairs_record(0)), len(record["actions"])
        note = "  the most a link holds" if pairs == limit else ""
        print(f"{pairs:>6}{n:>9}{len(share.encode(record)):>7}{ms:>11.1f}{ms / plain:>11.2f}"
              f"{1000 * ms / n:>11.1f}{note}")
    return ms / plain


def longest(drill, options) -> dict:
    """4 players missing every dart until the drill ends or each has thrown MAX_DARTS."""
    m = practice.new_match(players=PLAYERS, drill=drill, seed="bench", **options)
    session = REPLAYS.fresh(m)
    actions = []
    while session.to_throw() is not None and session.players[session.to_throw()]["darts"] < MAX_DARTS:
        actions.append(session.act({"type": "dart", "seat": session.to_throw(), "dart": "M"}))
    return dict(m, actions=actions)


def snapshot_table():
    print("\nthe longest session of each drill, 4 players missing every dart: what the undo snapshots cost")
    print(f"{'drill':<34}{'darts':>6}{'replay ms':>11}{'us/dart':>9}{'session KB':>12}{'snapshots KB':>14}")
    for drill, options in (("around-the-clock", {}), ("bobs-27", {}), ("shanghai", {"rounds": 20}),
                           ("halve-it", {}), ("121", {"targets": 50}), ("round-the-doubles", {})):
        record = longest(drill, options)
        n = len(record["actions"])
        [ms] = timed(record)
        copy = json.loads(dumps(record))
        tracemalloc.start()
        session = REPLAYS.fresh(copy)
        whole = tracemalloc.get_traced_memory()[0]
        session.before = []  # the snapshots, and nothing else, let go
        snapshots = whole - tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
        name = drill + "".join(f" {k}={v}" for k, v in options.items())
        print(f"{name:<34}{n:>6}{ms:>11.1f}{1000 * ms / n:>9.1f}{whole / 1024:>12.0f}{snapshots / 1024:>14.0f}")


def in_pyodide():
    """The same tables inside the vendored Pyodide, through tests/pyodide/run.mjs."""
    import subprocess
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    print("\n--- inside Pyodide under Node", flush=True)
    subprocess.run(["node", "tests/pyodide/run.mjs", "script", "bench/practice_undo.py", "--here"], cwd=root,
                   check=True)


if __name__ == "__main__":
    print(f"python {sys.version.split()[0]} ({sys.implementation.name} on {sys.platform}), fastest of 5 runs")
    ratio = pairs_table()
    print(f"the most pairs a link holds replay in {ratio:.1f}x the time of the same darts with no undo")
    snapshot_table()
    if "--here" not in sys.argv:
        in_pyodide()

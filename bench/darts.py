"""Random Cricket: how long a correction of the first turn takes to replay a long game.

A 4-seat game of 100 rounds (400 turns) is built once; then its first turn is corrected and the
whole record replayed, as the scoreboard does after a correction. Prints the median of several
runs in milliseconds and its share of a 16 ms frame. `bench_replay()` is importable so the same
measurement runs inside Pyodide:

    python3 bench/darts.py
"""

import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from pavilion import darts  # noqa: E402
from pavilion.core import stream, with_actions  # noqa: E402

FRAME_MS = 16
SEATS = 4
ROUNDS = 100
NAMES = ["Ann", "Bob", "Cat", "Dan"]


def long_game() -> dict:
    """A 4-seat, 100-round record: random darts on the numbers, never the bull, so nobody closes out."""
    m = darts.new_match(players=NAMES[:SEATS], seed="bench", board="standard", round_limit=ROUNDS)
    draw = stream("bench", "darts", 0)
    beds = [f"{ring}{n}" for ring in "SDT" for n in range(1, 21)] + ["M"]
    actions = [{"type": "turn", "seat": i % SEATS, "darts": [draw.choice(beds) for _ in range(3)]}
               for i in range(SEATS * ROUNDS)]
    m = with_actions(m, actions)
    assert darts.replay(m)["game_over"], "the long game should use every round"
    return m


def bench_replay(runs: int = 15) -> float:
    """Median milliseconds to correct turn 0 of the long game and replay the whole record."""
    base = long_game()
    correction = {"type": "correct", "turn": 0, "darts": ["T20", "T19", "T18"]}
    corrected = with_actions(base, base["actions"] + [correction])
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        state = darts.replay(corrected)
        times.append((time.perf_counter() - start) * 1000)
    assert state["turns"][0]["darts"] == ["T20", "T19", "T18"]
    return statistics.median(times)


def bench_apply(runs: int = 15) -> float:
    """Median milliseconds for `apply` of that correction (check it against the game, record it)."""
    base = long_game()
    correction = {"type": "correct", "turn": 0, "darts": ["T20", "T19", "T18"]}
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        darts.apply(base, correction)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main():
    replay_ms = bench_replay()
    apply_ms = bench_apply()
    print(f"python {sys.version.split()[0]} ({sys.implementation.name})")
    print(f"replay after correcting turn 1 of a {SEATS}-seat, {ROUNDS}-round game: "
          f"{replay_ms:.2f} ms median = {replay_ms / FRAME_MS:.2f} of a {FRAME_MS} ms frame")
    print(f"apply of that correction (fold, check, new record): "
          f"{apply_ms:.2f} ms median = {apply_ms / FRAME_MS:.2f} of a frame")


if __name__ == "__main__":
    main()

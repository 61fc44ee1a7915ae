"""Random Cricket: how long a correction of the first turn takes to replay a long game.

A 4-seat game of 100 rounds (400 turns) is built once; then its first turn is corrected and the
whole record replayed, as the scoreboard does after a correction (`replay` folds every action
through the rules again, rescoring all 400 turns from the corrected one, and builds the state a
screen draws). Prints the median of several runs in milliseconds and its share of a 16 ms frame.
`bench_replay()` is importable so the same measurement runs inside Pyodide:

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
CORRECTION = {"type": "correct", "turn": 0, "darts": ["T20", "T19", "T18"]}


def long_game() -> dict:
    """A 4-seat, 100-round record: darts mostly at the numbers, never the bull, so nobody closes out."""
    m = darts.new_match(players=["Ann", "Bob", "Cat", "Dan"][:SEATS], seed="bench", board="standard",
                        round_limit=ROUNDS)
    draw = stream("bench", "darts", 0)
    on_board = [f"{ring}{n}" for ring in "SDT" for n in range(15, 21)]
    elsewhere = [f"{ring}{n}" for ring in "SDT" for n in range(1, 15)] + ["M"]

    def dart():
        return draw.choice(on_board if draw.chance(2, 3) else elsewhere)

    actions = [{"type": "turn", "seat": i % SEATS, "darts": [dart() for _ in range(3)]}
               for i in range(SEATS * ROUNDS)]
    m = with_actions(m, actions)
    state = darts.replay(m)
    assert state["game_over"] and len(state["turns"]) == SEATS * ROUNDS, "the game should use every round"
    return m


def _timings(job, runs: int, clock=time.perf_counter) -> list:
    times = []
    for _ in range(runs):
        start = clock()
        job()
        times.append((clock() - start) * 1000)
    return times


def bench_replay(runs: int = 21) -> float:
    """Median milliseconds (wall clock) to replay the long game after a correction of its first turn."""
    base = long_game()
    corrected = with_actions(base, base["actions"] + [CORRECTION])
    assert darts.replay(corrected)["turns"][0]["darts"] == CORRECTION["darts"]
    return statistics.median(_timings(lambda: darts.replay(corrected), runs))


def main():
    base = long_game()
    corrected = with_actions(base, base["actions"] + [CORRECTION])
    runs = 31
    wall = _timings(lambda: darts.replay(corrected), runs)
    cpu = _timings(lambda: darts.replay(corrected), runs, time.process_time)
    apply_wall = _timings(lambda: darts.apply(base, CORRECTION), runs)
    median = statistics.median(wall)
    print(f"python {sys.version.split()[0]} ({sys.implementation.name}), {runs} runs each")
    print(f"replay after correcting turn 1 of a {SEATS}-seat, {ROUNDS}-round game ({SEATS * ROUNDS} turns):")
    print(f"  wall median {median:.2f} ms = {median / FRAME_MS:.2f} of a {FRAME_MS} ms frame "
          f"(best {min(wall):.2f} ms; CPU median {statistics.median(cpu):.2f} ms)")
    print(f"apply of that correction (load, check, rescore, new record): "
          f"wall median {statistics.median(apply_wall):.2f} ms = "
          f"{statistics.median(apply_wall) / FRAME_MS:.2f} of a frame")
    print(f"bench_replay() = {bench_replay():.2f} ms")


if __name__ == "__main__":
    main()

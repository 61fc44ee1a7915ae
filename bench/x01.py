"""X01: the computer levels' averages against their targets, the checkout function's time, and what a
tap costs the engine on a long match.

1. Each level's three-dart average over many legs of 501 double out (the bot's visits scored by the
   engine's own `score_darts`, a bust counting its darts for nothing), against `x01.BOT_LEVELS`; and,
   the aim model being shared, the same levels' marks per round at Random Cricket (two computers of
   a level, random boards played to the finish).
2. `checkout(points, darts)` for every score 2-170 and 1-3 darts: the first, uncached run (it builds
   the route tables) and then the same again, cached; and the ratio of the two.
3. The engine on a long match (four computers, first to 5 sets of 5 legs, cut back to leave it in
   play): a tap as a screen takes it (apply one visit, then the state to draw), and a replay of the
   whole record from storage; and the worst 50 corrections can do, against the same visits without
   them (a correction scores again only the rest of its leg: the ratio falls as the match grows). The screen's tap-to-repaint is bench/tap_browser.py's to add.

The same script then runs itself inside the vendored Pyodide under Node (the browser's interpreter):

    .venv/bin/python bench/x01.py            # CPython, then Pyodide
    python3 bench/x01.py --here              # only the interpreter running it
"""

import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from pavilion import darts, x01  # noqa: E402
from pavilion.core import dumps, loads, with_actions  # noqa: E402
from pavilion.x01 import bot  # noqa: E402
from pavilion.x01.visit import score_darts  # noqa: E402

CHECKOUT = sys.modules["pavilion.x01.checkout"]  # the module (the package exports its function)
FRAME_MS = 16
LEGS = 400
BOARDS = 30


def level_average(level: int, legs: int = LEGS) -> tuple:
    """(three-dart average, darts per leg) of `legs` legs of 501 double out thrown by `level`."""
    points = thrown = 0
    for leg in range(legs):
        left, visit_no = 501, 0
        while left:
            outcome = score_darts(bot.visit(left, 3, "double", False, True, level,
                                            bot.draw_at("bench", 1, leg, visit_no, 0)), left, "double", True)
            points, thrown, left = points + outcome.scored, thrown + outcome.thrown, left - outcome.scored
            visit_no += 1
    return 3 * points / thrown, thrown / legs


def cricket_mpr(level: int, boards: int = BOARDS) -> float:
    marks = thrown = 0
    for i in range(boards):
        m = darts.new_match(players=[{"name": "A", "bot": level}, {"name": "B", "bot": level}], seed=f"mpr{i}")
        for seat in darts.replay(darts.autoplay(m))["seats"]:
            marks += seat["stats"]["marks"]
            thrown += seat["stats"]["darts"]
    return 3 * marks / thrown


def every_checkout(out: str = "double") -> float:
    """Milliseconds to ask for every score 2-170 with 1, 2 and 3 darts."""
    start = time.perf_counter()
    for darts_left in (1, 2, 3):
        for points in range(2, 171):
            x01.checkout(points, darts_left, out)
    return (time.perf_counter() - start) * 1000


def long_match() -> dict:
    """Four computers, first to 5 sets of 5 legs, thrown to the end, then cut back 6 visits: in play."""
    m = x01.autoplay(x01.new_match(players=[{"name": f"Droid {k}", "bot": k} for k in (2, 3, 4, 5)],
                                   seed="bench", legs=5, sets=5))
    return with_actions(m, m["actions"][:-6])


def corrected_match(legs: int, corrections: int) -> dict:
    """The worst a correction can cost: two people, `legs` legs of 501 each as long as 38 visits of
    nothing make it, then corrections of the first leg's second visit (alternately 60 and back to 0,
    so every visit after it in its leg scores from a new position)."""
    m = x01.new_match(players=["Ann", "Bob"], seed="bench", legs=11, sets=5)
    for _ in range(legs):
        for total in [0] * 38 + [180, 0, 180, 0, 141]:
            action = {"type": "visit", "seat": x01.replay(m)["to_throw"], "total": total}
            m = x01.apply(m, dict(action, checkout=3) if total == 141 else action)
    return with_actions(m, m["actions"] + [{"type": "correct", "visit": 1, "total": 60 - 60 * (i % 2)}
                                           for i in range(corrections)])


def _median_ms(job, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        job()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main():
    print(f"python {sys.version.split()[0]} ({sys.implementation.name} on {sys.platform})")
    print(f"computer levels: three-dart average over {LEGS} legs of 501 (target), darts a leg; "
          f"Random Cricket MPR ({BOARDS} boards)")
    for level, target in x01.BOT_LEVELS.items():
        average, per_leg = level_average(level)
        off = 100 * (average - target) / target
        print(f"  level {level} (spread {bot.aim.SPREADS[level] / 10:.1f} mm): {average:5.1f} "
              f"(target {target}, {off:+.1f}%), {per_leg:.1f} darts a leg; MPR {cricket_mpr(level):.2f}")

    CHECKOUT._tables.clear()
    first = every_checkout()
    cached = statistics.median(every_checkout() for _ in range(21))
    print(f"checkout, every score 2-170 x 1-3 darts, double out: first run {first:.1f} ms "
          f"(builds the routes), then {cached:.2f} ms cached = 1/{first / cached:.0f} of the first")
    for out in ("straight", "master"):
        print(f"  {out} out, first run: {every_checkout(out):.1f} ms")

    m = long_match()
    state = x01.replay(m)
    seat = state["to_throw"]
    assert seat is not None and not state["ended"], "the long match should still be in play"
    tap = {"type": "visit", "seat": seat, "total": 0}
    stored = dumps(m)
    print(f"long match: {len(m['actions'])} visits, {len(stored) // 1024} KB of JSON")
    tap_ms = _median_ms(lambda: x01.replay(x01.apply(m, tap)), 31)
    cold_ms = _median_ms(lambda: x01.replay(loads(stored)), 11)
    first = with_actions(m, m["actions"][:1])
    x01.replay(first)
    first_ms = _median_ms(lambda: x01.replay(x01.apply(first, dict(tap, seat=x01.replay(first)["to_throw"]))), 31)
    print(f"  a tap (apply one visit + the state to draw): median {tap_ms:.2f} ms = "
          f"{tap_ms / FRAME_MS:.2f} of a {FRAME_MS} ms frame (after the first visit: {first_ms:.2f} ms)")
    print(f"  the whole record replayed from storage: median {cold_ms:.1f} ms")

    print("50 corrections, each scoring the rest of its leg again, replayed from storage (ratio to the same"
          " visits without them):")
    for legs in (5, 20, 40):
        plain, corrected = (dumps(corrected_match(legs, n)) for n in (0, 50))
        plain_ms = _median_ms(lambda: x01.replay(loads(plain)), 5)
        corrected_ms = _median_ms(lambda: x01.replay(loads(corrected)), 5)
        print(f"  {legs * 43} visits: {corrected_ms:.1f} ms against {plain_ms:.1f} ms = {corrected_ms / plain_ms:.2f}")


def in_pyodide():
    import subprocess
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    print("\n--- inside Pyodide under Node", flush=True)
    subprocess.run(["node", "tests/pyodide/run.mjs", "script", "bench/x01.py", "--here"], cwd=root, check=True)


if __name__ == "__main__":
    main()
    if "--here" not in sys.argv:
        in_pyodide()

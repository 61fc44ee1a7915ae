"""The 501 screen's tap-to-repaint on a long match: what a key on the number pad and Enter cost the
Python side (the event handled, the match saved, the scene built as JSON for the painter), on
records of growing length opened from storage. The browser's painting of that scene is
bench/tap_browser.py's measure and is not in these figures.

    .venv/bin/python bench/x01_screen.py
"""

import json
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, "..", "py"), HERE]

from pavilion import x01  # noqa: E402
from replay import Page  # noqa: E402  (bench/replay.py's stand-in for the page)
from ui.app import App  # noqa: E402
from ui.copies import MemoryBackend  # noqa: E402
from ui.storage import Store  # noqa: E402

LENGTHS = (10, 100, 300, 600)  # visits in the record
FRAME_MS = 16


def long_match(visits: int) -> dict:
    """Two people, first to 5 sets of 5 legs, every leg the same (tons down to 40, then D20), to the
    first visit past `visits` thrown from over 170."""
    match = x01.new_match(players=["Ann", "Bob"], seed="bench", legs=5, sets=5)
    while True:  # on to a visit thrown from over 170, where a total of 60 asks nothing
        state = x01.replay(match)
        if state["to_throw"] is None or len(state["visits"]) >= visits and state["players"][state["to_throw"]]["score"] > 170:
            break
        left = state["players"][state["to_throw"]]["score"]
        visit = {"total": 100} if left > 140 else {"total": left - 40} if left > 40 else {"total": 40, "checkout": 1}
        match = x01.apply(match, {"type": "visit", "seat": state["to_throw"], **visit})
    return match


def taps(record, runs: int = 5) -> dict:
    """Median ms of each tap of a visit total (6, 0, Enter) on the match opened from storage."""
    times = {"digit:6": [], "digit:0": [], "enter-total": []}
    for _ in range(runs):
        store = Store(MemoryBackend())
        store.save("bench", record, "bench")
        app = App(Page(), store)
        app.handle(json.dumps({"type": "start", "w": 800, "h": 480, "hash": "#/x01?id=bench"}))
        for region in times:
            start = time.perf_counter()
            app.handle(json.dumps({"type": "tap", "id": region}))
            times[region].append((time.perf_counter() - start) * 1000)
        assert len(app.screen.match["actions"]) == len(record["actions"]) + 1, "the visit was not entered"
    return {k: statistics.median(v) for k, v in times.items()}


def main():
    print(f"501 screen, tap to repaint (Python side), median of 5, frame budget {FRAME_MS} ms")
    print(f"{'visits':>7}{'digit ms':>10}{'Enter ms':>10}")
    rows = []
    for n in LENGTHS:
        record = long_match(n)
        cost = taps(record)
        rows.append((len(record["actions"]), cost))
        print(f"{len(record['actions']):>7}{cost['digit:0']:>10.2f}{cost['enter-total']:>10.2f}")
    first, last = rows[0][1]["enter-total"], rows[-1][1]["enter-total"]
    print(f"Enter on {rows[-1][0]} visits against {rows[0][0]}: x{last / first:.1f}")


if __name__ == "__main__":
    main()

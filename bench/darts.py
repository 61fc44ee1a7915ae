"""Random Cricket: how long a correction of the first turn takes to replay a long game, and a tap.

A 4-seat game of 100 rounds (400 turns) is built once; then its first turn is corrected and the
whole record replayed, as the scoreboard does after a correction (`replay` folds every action
through the rules again, rescoring all 400 turns from the corrected one, and builds the state a
screen draws). Prints the median of several runs in milliseconds and its share of a 16 ms frame.
The same script then runs itself inside the vendored Pyodide under Node (the browser's interpreter),
and, with the .venv's Playwright, measures tap-to-repaint in Chromium on that long game: the time
from a keypad button's click to the new frame painted (Python's work and the drawing, all of it
synchronous inside the click):

    .venv/bin/python bench/darts.py            # CPython, then Pyodide, then the browser
    python3 bench/darts.py --here              # only the interpreter running it
"""

import os
import statistics
import sys
import time
from pathlib import Path

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
    print(f"python {sys.version.split()[0]} ({sys.implementation.name} on {sys.platform}), {runs} runs each")
    print(f"replay after correcting turn 1 of a {SEATS}-seat, {ROUNDS}-round game ({SEATS * ROUNDS} turns):")
    print(f"  wall median {median:.2f} ms = {median / FRAME_MS:.2f} of a {FRAME_MS} ms frame "
          f"(best {min(wall):.2f} ms; CPU median {statistics.median(cpu):.2f} ms)")
    print(f"apply of that correction (load, check, rescore, new record): "
          f"wall median {statistics.median(apply_wall):.2f} ms = "
          f"{statistics.median(apply_wall) / FRAME_MS:.2f} of a frame")
    print(f"bench_replay() = {bench_replay():.2f} ms")


def in_pyodide():
    """The same measurement inside the vendored Pyodide, through tests/pyodide/run.mjs."""
    import subprocess
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    print("\n--- inside Pyodide under Node", flush=True)
    subprocess.run(["node", "tests/pyodide/run.mjs", "script", "bench/darts.py", "--here"], cwd=root, check=True)


def in_browser(taps: int = 30):
    """Tap-to-repaint in Chromium: a saved 360-turn game, keypad taps measured inside the page."""
    import json
    import tempfile
    import threading

    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    import build
    from playwright.sync_api import sync_playwright

    print("\n--- in Chromium (the hub page, a saved 4-seat game of 360 turns)", flush=True)
    game = long_game()
    game["options"]["round_limit"] = None
    # 90 rounds: room for the visits measured before the 100 rounds a game lasts
    game = with_actions(game, game["actions"][:-SEATS * 10])
    entry = {"schema": 1, "id": "bench", "summary": "bench", "updated": 0, "match": game, "extra": {}}
    with tempfile.TemporaryDirectory() as tmp:
        build.dist(Path(tmp) / "site")
        server = build.make_server(Path(tmp) / "site", 0)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_address[1]}/"
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=build.CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
            page = browser.new_page(viewport={"width": 800, "height": 480})
            page.goto(url)
            page.wait_for_selector("html[data-ready='1']", timeout=120_000)
            page.evaluate("e => localStorage.setItem('pavilion/match/bench', e)", json.dumps(entry))
            page.goto(url + "#/darts?id=bench")
            page.wait_for_selector("#hits button[aria-label='Miss']", timeout=120_000)
            times = page.evaluate("""n => {
                // A visit as a player taps it: a target, a miss, then Enter turn; each click measured.
                const press = (label) => {
                    const b = [...document.querySelectorAll("#hits button")].find(
                        (x) => x.getAttribute("aria-label") === label);
                    const t = performance.now();
                    b.click();
                    return performance.now() - t;
                };
                const out = {dart: [], enter: []};
                for (let i = 0; i < n; i++) {
                    const targets = [...document.querySelectorAll("#hits button")].map(
                        (b) => b.getAttribute("aria-label")).filter((l) => /^(\\d+|Bull)$/.test(l));
                    out.dart.push(press(targets[i % targets.length]));
                    out.dart.push(press("Miss"));
                    out.enter.push(press("Enter turn"));
                }
                return out;
            }""", taps)
            browser.close()
        server.shutdown()
    for kind, label in (("dart", "a dart on the keypad"), ("enter", "Enter turn (apply, save, repaint)")):
        median = statistics.median(times[kind])
        print(f"tap-to-repaint, {label}: median {median:.1f} ms, worst {max(times[kind]):.1f} ms "
              f"over {len(times[kind])} taps = {median / FRAME_MS:.2f} of a {FRAME_MS} ms frame")


if __name__ == "__main__":
    main()
    if "--here" not in sys.argv:
        in_pyodide()
        in_browser()

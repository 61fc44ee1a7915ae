"""Replay time against record length, for every game, up to the longest record a share link holds.

A share link (`pavilion.core.share.LINK`) holds up to 256 KB of JSON in 12,000 characters, so a
record from someone else can be thousands of actions long, whatever the game. For each game this
builds records of 10, 100, 1,000 and 10,000 actions (those a link can hold) and the longest a link
accepts, each in the costliest shape known for that game, and times `replay` (the fastest of 3
runs). Linear growth shows as a time per action that does not grow with the length. A record
longer than its game (more actions after the match is over) is refused at the first action too
many; the table says where. The same script then runs itself inside the vendored Pyodide under
Node (the browser's interpreter), where the longest record must replay in under a second:

    .venv/bin/python bench/replay.py         # CPython, then Pyodide
    python3 bench/replay.py --here           # only the interpreter running it
"""

import os
import re
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from pavilion import cards, cosmic, crickee, darts  # noqa: E402
from pavilion.core import RuleError, dumps, share, with_actions  # noqa: E402
from pavilion.cosmic import manager  # noqa: E402
from pavilion.darts.game import MAX_CORRECTIONS  # noqa: E402
from pavilion.darts.options import MAX_ROUNDS, MAX_SEATS  # noqa: E402

STEPS = (10, 100, 1_000, 10_000)
BUDGET_MS = 1000  # the longest record a link holds, replayed inside Pyodide


def darts_record(n: int) -> dict:
    """4 seats, no round limit: 100 rounds of turns, 100 corrections of the first turn (each
    rescores the whole game), then undo and the same turn again, over and over."""
    m = darts.new_match(players=["Ann", "Bob", "Cat", "Dan"], seed="bench", board="standard")
    full = MAX_ROUNDS * MAX_SEATS
    turns = [{"type": "turn", "seat": i % MAX_SEATS, "darts": ["T20", "T19", "S18"]} for i in range(full)]
    corrections = [{"type": "correct", "turn": 0, "darts": ["S20", "M", "M"]}] * MAX_CORRECTIONS
    again = [{"type": "undo"}, turns[-1]] * (n // 2)
    return with_actions(m, (turns + corrections + again)[:n])


def crickee_record(n: int) -> dict:
    """A match the computer captains play out, then more rolls after it is over."""
    m = crickee.autoplay(crickee.new_match("bench", captains={"home": "computer", "away": "computer"}))
    return with_actions(m, (m["actions"] + [{"type": "roll", "side": "home"}] * n)[:n])


def cards_record(n: int) -> dict:
    """A timeless Test the Droid plays against itself, then more declarations after it is over."""
    m = cards.autoplay(cards.new_match("bench", format="test", droid_vs_droid=True))
    return with_actions(m, (m["actions"] + [{"type": "declare"}] * n)[:n])


def cosmic_record(n: int) -> dict:
    """Four managers: the fullest orders manager 1 may send (eleven, keeper, styles, conditions,
    bowling, toss) sent again and again in turn 2, and all nine turns run."""
    m = cosmic.new_competition("bench", managers=[{"name": f"M{i}", "computer": False} for i in range(4)])
    m = cosmic.apply(m, {"type": "run", "turn": 1})
    squad = cosmic.replay(m)["managers"][1]["squad"]
    team = manager.pick_team(squad, 3)
    orders = {**team, **manager.opening_orders(squad, team["eleven"], 40), "toss": "bat",
              "bowling": manager.bowling_plan(squad, team["eleven"], first_over=1, last_over=40, limit=8,
                                              pitch=3, weather=1)}
    sent = [{"type": "orders", "turn": 2, "manager": 1, "orders": orders}] * max(0, n - 9)
    return with_actions(m, m["actions"] + sent + [{"type": "run", "turn": t} for t in range(2, 10)])


GAMES = (("darts", darts, darts_record), ("crickee", crickee, crickee_record), ("cards", cards, cards_record),
         ("cosmic", cosmic, cosmic_record))


def fits(record) -> bool:
    try:
        share.encode(record)
    except RuleError:
        return False
    return True


def longest(build) -> int:
    """The most actions a share link accepts in this shape (a binary search on the length)."""
    low, high = 1, 2
    while fits(build(high)):
        low, high = high, high * 2
    while high - low > 1:
        middle = (low + high) // 2
        low, high = (middle, high) if fits(build(middle)) else (low, middle)
    return low


def timed(module, record, runs: int = 3) -> tuple:
    """(fastest replay in ms, None or where the record was refused)."""
    best, refused = float("inf"), None
    for _ in range(runs):
        start = time.perf_counter()
        try:
            module.replay(record)
        except RuleError as e:
            refused = e.message
        best = min(best, time.perf_counter() - start)
    if refused is not None:
        at = re.search(r"\d+", refused)
        refused = f"refused at action {at.group()}" if at else f"refused: {refused}"
    return best * 1000, refused


def main():
    print(f"python {sys.version.split()[0]} ({sys.implementation.name} on {sys.platform}), fastest of 3 runs")
    print(f"{'game':<8}{'actions':>8}{'JSON KB':>9}{'link':>7}{'replay ms':>11}{'us/action':>11}  note")
    verdicts = []
    for name, module, build in GAMES:
        limit = longest(build)
        for n in [s for s in STEPS if s < limit] + [limit]:
            record = build(n)
            ms, refused = timed(module, record)
            note = "the longest a link holds" if n == limit else ""
            print(f"{name:<8}{n:>8}{len(dumps(record).encode()) / 1024:>9.1f}{len(share.encode(record)):>7}"
                  f"{ms:>11.1f}{1000 * ms / n:>11.1f}  {'; '.join(filter(None, (refused, note)))}")
        verdicts.append(f"{name} {ms:.0f} ms for {limit} actions")
    print("longest record a link holds, replayed: " + ", ".join(verdicts))
    return ms


def in_pyodide():
    """The same table inside the vendored Pyodide, through tests/pyodide/run.mjs."""
    import subprocess
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    print("\n--- inside Pyodide under Node", flush=True)
    subprocess.run(["node", "tests/pyodide/run.mjs", "script", "bench/replay.py", "--here"], cwd=root, check=True)


if __name__ == "__main__":
    main()
    if "--here" not in sys.argv:
        in_pyodide()

"""Replay time and the cost of a tap against record length, for every game, up to the longest record
a share link holds.

A share link (`pavilion.core.share.LINK`) holds up to 256 KB of JSON in 12,000 characters, so a
record from someone else can be thousands of actions long, whatever the game. For each game this
builds records of 10, 100, 1,000 and 10,000 actions (those a link can hold) and the longest a link
accepts, each in the costliest shape known for that game, and times `replay` (the fastest of 3
runs). Linear growth shows as a time per action that does not grow with the length. A record
longer than its game (more actions after the match is over) is refused at the first action too
many; the table says where.

Then the tap table: on a record of each length still in play, what one more action costs as a
screen takes it (apply, replay, legal actions, and the save's serialisation into a Store): the game
keeps the state of the record on screen (core.Replays), so this must not grow with the record. For
Random Cricket also a dart and Enter turn through the whole app (ui.app.App with a stand-in page, the
match opened from storage): scene, save and all. The longest record still in play is as long as a
link holds for Random Cricket and Cosmic (undo and turn again, orders sent again); a Crickee or
Card Cricket match cannot be longer than its own play, so their longest is a whole match but its
last action. The same script then runs itself inside the vendored Pyodide under Node (the browser's
interpreter), where the longest record must replay in under a second and a dart cost under 50 ms:

    .venv/bin/python bench/replay.py         # CPython, then Pyodide
    python3 bench/replay.py --here           # only the interpreter running it
"""

import json
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
from ui.app import App  # noqa: E402
from ui.copies import MemoryBackend  # noqa: E402
from ui.storage import Store  # noqa: E402

STEPS = (10, 100, 1_000, 10_000)
BUDGET_MS = 1000  # the longest record a link holds, replayed inside Pyodide
DART_MS = 50  # a dart on the longest Random Cricket record a link holds, inside Pyodide


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
    """(fastest replay from scratch in ms, None or where the record was refused). Each run replays
    a copy of its own: the game remembers the state of a record it has built (core.Replays)."""
    best, refused = float("inf"), None
    for copy in [json.loads(dumps(record)) for _ in range(runs)]:
        start = time.perf_counter()
        try:
            module.replay(copy)
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


# -- the cost of a tap ---------------------------------------------------------------------------

def darts_in_play(n: int) -> tuple:
    """The longest darts_record of at most n actions with a seat still to throw, and that seat's turn."""
    while True:
        record = darts_record(n)
        seat = darts.replay(record)["to_throw"]
        if seat is not None:
            return record, {"type": "turn", "seat": seat, "darts": ["T20", "T19", "S18"]}
        n -= 1


def match_so_far(module, whole):
    """(record of the first n actions, action n) of a whole match: a match part played."""
    def build(n):
        return with_actions(whole, whole["actions"][:n]), whole["actions"][n]
    build.most = len(whole["actions"]) - 1  # no longer record is still in play
    return build


def cosmic_in_play(n: int) -> tuple:
    """Turn 1 run, then manager 1's orders for turn 2 sent n - 1 times, and sent once more."""
    record = cosmic_record(n + 8)
    return with_actions(record, record["actions"][:n]), record["actions"][n - 1]


def tap_games():
    """(name, module, build(n) -> (record, action), most actions still in play or None: a link's)."""
    crickee_whole = crickee.autoplay(crickee.new_match("bench", captains={"home": "computer", "away": "computer"}))
    cards_whole = cards.autoplay(cards.new_match("bench", format="test", droid_vs_droid=True))
    return (("darts", darts, darts_in_play), ("crickee", crickee, match_so_far(crickee, crickee_whole)),
            ("cards", cards, match_so_far(cards, cards_whole)), ("cosmic", cosmic, cosmic_in_play))


def tap(module, record, action, runs: int = 3) -> float:
    """Fastest ms of one more action as a screen takes it, the record on screen already built and saved."""
    store = Store(MemoryBackend())
    best = float("inf")
    for _ in range(runs):
        module.replay(record)
        store.save("bench", record, "on screen")
        store.index()  # a start reads every saved match once
        start = time.perf_counter()
        after = module.apply(record, action)
        module.replay(after)
        module.legal_actions(after)
        store.save("bench", after, "one more")
        best = min(best, time.perf_counter() - start)
    return best * 1000


class Page:
    """Stands where the browser stands for the app (as tests/unit/ui's FakeBridge does)."""

    version = "bench"

    def __init__(self):
        self.scene = None

    def paint(self, scene_json):
        self.scene = scene_json

    def go(self, hash_):
        pass

    def replace_route(self, hash_):
        pass

    def copy(self, text):
        pass

    def share(self, title, url):
        pass

    def print_page(self):
        pass

    def base_url(self):
        return "http://127.0.0.1:8000/"

    def crash(self, message, detail):
        raise RuntimeError(detail)


def scoreboard_taps(record, runs: int = 3) -> tuple:
    """Fastest ms of (a dart, Enter turn) on the Random Cricket scoreboard, the match opened from storage.
    The first dart after opening is not timed: the first save writes the whole match read from
    storage once (part of opening it); the second dart and Enter turn are a tap in play."""
    dart = enter = float("inf")
    for _ in range(runs):
        store = Store(MemoryBackend())
        store.save("bench", record, "bench")
        app = App(Page(), store)
        app.handle(json.dumps({"type": "start", "w": 1280, "h": 720, "hash": "#/darts?id=bench"}))
        times = []
        for region in ("miss", "miss", "miss", "enter"):
            start = time.perf_counter()
            app.handle(json.dumps({"type": "tap", "id": region}))
            times.append(time.perf_counter() - start)
        assert len(app.screen.match["actions"]) == len(record["actions"]) + 1, "the turn was not entered"
        dart, enter = min(dart, times[1]), min(enter, times[3])
    return dart * 1000, enter * 1000


def tap_table():
    print(f"\none more action on a record still in play, as a screen takes it (apply, replay, legal actions, "
          f"save), fastest of 3; Random Cricket also through the app")
    print(f"{'game':<8}{'actions':>8}{'tap ms':>9}{'dart ms':>9}{'enter ms':>10}")
    verdicts, dart = [], None
    for name, module, build in tap_games():
        limit = getattr(build, "most", None) or longest(lambda n: build(n)[0])
        costs = []
        for n in [s for s in STEPS if s < limit] + [limit]:
            record, action = build(n)
            costs.append(tap(module, record, action))
            line = f"{name:<8}{len(record['actions']):>8}{costs[-1]:>9.2f}"
            if module is darts:
                dart, enter = scoreboard_taps(record)
                line += f"{dart:>9.1f}{enter:>10.1f}"
            print(line)
        verdicts.append(f"{name} {costs[-1] / costs[0]:.1f}x")
    print("tap cost, the longest record against 10 actions: " + ", ".join(verdicts))
    return dart


def in_pyodide():
    """The same table inside the vendored Pyodide, through tests/pyodide/run.mjs."""
    import subprocess
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    print("\n--- inside Pyodide under Node", flush=True)
    subprocess.run(["node", "tests/pyodide/run.mjs", "script", "bench/replay.py", "--here"], cwd=root, check=True)


if __name__ == "__main__":
    main()
    dart = tap_table()
    if sys.platform == "emscripten":
        print(f"a dart on the longest Random Cricket record: {dart:.1f} ms "
              f"({'within' if dart < DART_MS else 'over'} the {DART_MS} ms target)")
    if "--here" not in sys.argv:
        in_pyodide()

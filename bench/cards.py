"""Card Cricket figures: cards per turn, wickets per bowling turn, innings totals under each
scoring option, and the Droid against a player who picks at random.

    python3 bench/cards.py [matches]      (default 400 matches per figure)
"""

import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from pavilion.core import stream  # noqa: E402
from pavilion.cards import droid  # noqa: E402
from pavilion.cards.match import DECLARE, MatchState  # noqa: E402
from pavilion.cards.options import TURNS_PER_DAY  # noqa: E402


def play(seed, options, you=None):
    """A finished match; `you(state, n)` makes your side's decisions (None: the Droid does)."""
    state = MatchState(seed, {**options, "droid_vs_droid": you is None})
    n = 0
    while state.to_act is not None:
        if you is not None and state.to_act == "you":
            state.act(you(state, n))
            n += 1
        else:
            state.act(droid.decide(state))
    return state


def random_chooser(seed):
    """Uniform among the legal actions, except that it never declares (it bats on)."""
    def choose(state, n):
        if state.pending == DECLARE:
            return {"type": "bat-on"}
        return stream(seed, "random-chooser", n).choice(state.legal())
    return choose


def turns(state):
    return [t for inn in state.innings for t in inn.turns]


def pct(part, whole):
    return f"{100 * part / whole:5.1f}%" if whole else "  -  "


def summary(values):
    values = sorted(values)
    q = statistics.quantiles(values, n=20)
    return (f"mean {statistics.mean(values):6.1f}  median {statistics.median(values):6.1f}  "
            f"5%-95% {q[0]:5.0f}-{q[-1]:5.0f}  min {values[0]:4d}  max {values[-1]:4d}")


def main(matches):
    started = time.time()
    print(f"Card Cricket bench: {matches} Droid-vs-Droid club matches per scoring option\n")
    print("Innings totals (completed innings: all out), by scoring option")
    default_turns = []
    for runs in ("count", "short"):
        for wickets in ("one", "each"):
            options = {"runs": runs, "wickets": wickets}
            states = [play(f"bench-{runs}-{wickets}-{i}", options) for i in range(matches)]
            totals = [inn.runs for s in states for inn in s.innings if inn.closed == "all out"]
            lengths = [len(inn.turns) for s in states for inn in s.innings if inn.closed == "all out"]
            print(f"  runs={runs:5s} wickets={wickets:4s}  {summary(totals)}  "
                  f"turns/innings {statistics.mean(lengths):5.1f}")
            if (runs, wickets) == ("count", "one"):
                default_turns = [t for s in states for t in turns(s)]

    whole = [t for t in default_turns if t["ended"] == "blocked"]  # turns not cut short by the match
    counts = [t["count"] for t in whole]
    print(f"\nCards per turn (default options, {len(whole)} whole turns)")
    print(f"  {summary(counts)}")
    print(f"  nine only (nothing covered) {pct(sum(c == 9 for c in counts), len(counts))}   "
          f"a reshuffle (52+ cards) {pct(sum(t['reshuffles'] > 0 for t in whole), len(whole))}")
    covers = [e for t in whole for e in t["events"] if e[0] == "cover"]
    chosen = sum(e[4] for e in covers)
    print(f"  covers per turn {len(covers) / len(whole):4.1f}, of which chosen among several {pct(chosen, len(covers))}")
    bowling = [t for t in default_turns if t["role"] == "bowling"]
    with_wicket = sum(t["wickets"] > 0 for t in bowling)
    print(f"\nBowling turns that take a wicket (21 or more): {pct(with_wicket, len(bowling))} of {len(bowling)}")
    each = [c // 21 for c in counts]
    print(f"  with a wicket per full 21: {statistics.mean(each):.2f} wickets a bowling turn, "
          f"two or more {pct(sum(w >= 2 for w in each), len(each))}")

    print(f"\nThe Droid against a random chooser ({matches} club matches, you pick at random)")
    wins = {"droid": 0, "you": 0, None: 0}
    droid_counts, random_counts = [], []
    for i in range(matches):
        seed = f"bench-random-{i}"
        state = play(seed, {}, you=random_chooser(seed))
        wins[state.result["winner"]] += 1
        for t in turns(state):
            if t["ended"] == "blocked":
                (random_counts if t["side"] == "you" else droid_counts).append(t["count"])
    print(f"  Droid wins {pct(wins['droid'], matches)}, random chooser wins {pct(wins['you'], matches)}, "
          f"ties {pct(wins[None], matches)}")
    print(f"  cards per whole turn: Droid {statistics.mean(droid_counts):.2f}, "
          f"random {statistics.mean(random_counts):.2f}")

    tests = [play(f"bench-test-{i}", {"format": "test"}) for i in range(matches // 4)]
    lengths = [s.turns_played for s in tests]
    how = {}
    for s in tests:
        how[s.result["how"]] = how.get(s.result["how"], 0) + 1
    print(f"\nTimeless Tests ({len(tests)}): turns {summary(lengths)}")
    print("  results: " + ", ".join(f"{k} {pct(v, len(tests))}" for k, v in sorted(how.items())))
    follow_ons = sum(len(s.innings) > 2 and s.innings[2].follow_on for s in tests)
    print(f"  follow-on enforced in {pct(follow_ons, len(tests))}")
    timed = [play(f"bench-days-{i}", {"format": "test", "days": 5}) for i in range(matches // 4)]
    draws = sum(s.result["how"] == "draw" for s in timed)
    declared = sum(any(inn.closed == "declared" for inn in s.innings) for s in timed)
    print(f"Five-day Tests ({len(timed)}, {5 * TURNS_PER_DAY} turns): drawn {pct(draws, len(timed))}, "
          f"a declaration in {pct(declared, len(timed))}")
    print(f"\n({time.time() - started:.0f} s)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 400)

"""Crickee: autoplay thousands of matches and print what the dice, cards and traits produce.

For each setting (cards and traits on or off, the computer's attack "auto" or "never") it prints
the first-innings totals (mean, spread, a histogram) and wickets, then runs and wickets per ball
over every main innings; with no cards, traits or attack the seed's dice give 1.25 runs and
1/18 = 0.0556 wickets a ball (less with tail-enders digging in: batters 1-7 alone are shown
too). Last, matches per second for autoplay and for autoplay + replay.

    python3 bench/crickee.py [matches per setting, default 2000]
"""

import os
import statistics
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from pavilion import crickee  # noqa: E402
from pavilion.crickee.match import build  # noqa: E402

SETTINGS = (  # (label, cards, traits, attack)
    ("no cards, no traits, never attack", False, False, "never"),
    ("cards, no traits, never attack", True, False, "never"),
    ("traits, no cards, never attack", False, True, "never"),
    ("no cards, no traits, attack auto", False, False, "auto"),
    ("cards and traits, attack auto", True, True, "auto"),
)


def play(n: int, cards: bool, traits: bool, attack: str, tag: str) -> list:
    """`n` autoplayed records, both sides captained by the computer."""
    return [crickee.autoplay(crickee.new_match(f"{tag}{i}", cards=cards, traits=traits,
                                               captains={"home": "computer",
                                                         "away": "computer"}),
                             attack=attack)
            for i in range(n)]


def figures(records: list) -> dict:
    firsts, wickets, runs, falls, balls, supers = [], Counter(), 0, 0, 0, 0
    top_balls = top_falls = 0  # batters 1-7: no tail-ender digging in
    for record in records:
        state = build(record)
        first = state.innings[0]
        firsts.append(first.runs)
        wickets[first.wickets] += 1
        supers += state.result["super_overs"] > 0
        for inn in state.innings[:2]:
            settled = [b for o in inn.overs for b in o["balls"] if b["settled"]]
            balls += len(settled)
            runs += sum(b["runs"] for b in settled)
            falls += sum(b["wicket"] for b in settled)
            top = [b for b in settled if not inn.is_tail(b["batter"])]
            top_balls += len(top)
            top_falls += sum(b["wicket"] for b in top)
    return {"firsts": firsts, "wickets": wickets, "runs_per_ball": runs / balls,
            "wickets_per_ball": falls / balls, "top_wickets_per_ball": top_falls / top_balls,
            "supers": supers}


def histogram(values: list, width: int = 20) -> str:
    bins = Counter(v // width * width for v in values)
    top = max(bins.values())
    return "\n".join(f"    {lo:3d}-{lo + width - 1:3d} {bins[lo]:5d} {'#' * (40 * bins[lo] // top)}"
                     for lo in sorted(bins))


def report(label: str, got: dict, n: int) -> None:
    firsts = got["firsts"]
    q = statistics.quantiles(firsts, n=10)
    print(f"\n== {label} ({n} matches)")
    print(f"  first-innings total: mean {statistics.mean(firsts):.1f}, median "
          f"{statistics.median(firsts):.0f}, 10%-90% {q[0]:.0f}-{q[-1]:.0f}, "
          f"min {min(firsts)}, max {max(firsts)}")
    print(histogram(firsts))
    spread = " ".join(f"{w}:{got['wickets'][w]}" for w in range(11))
    mean_w = sum(w * c for w, c in got["wickets"].items()) / n
    print(f"  first-innings wickets: mean {mean_w:.2f}, all out {got['wickets'][10] / n:.1%}; "
          f"{spread}")
    print(f"  per ball (both main innings, bonus runs aside): {got['runs_per_ball']:.3f} runs, "
          f"{got['wickets_per_ball']:.4f} wickets (1/{1 / got['wickets_per_ball']:.1f}); "
          f"batters 1-7 only (no digging in) {got['top_wickets_per_ball']:.4f} "
          f"(1/{1 / got['top_wickets_per_ball']:.1f})")
    print(f"  Super Overs: {got['supers']} matches ({got['supers'] / n:.1%})")


def speed(n: int) -> None:
    """Matches per second of CPU time (process time: other work on the machine aside)."""
    start = time.process_time()
    records = play(n, True, True, "auto", "speed")
    played = time.process_time() - start
    start = time.process_time()
    for record in records:
        crickee.replay(record)
    replayed = time.process_time() - start
    print(f"\n== speed, cards and traits on ({n} matches, CPU time)")
    print(f"  autoplay: {n / played:.0f} matches/s ({1000 * played / n:.2f} ms a match)")
    print(f"  replay:   {n / replayed:.0f} matches/s ({1000 * replayed / n:.2f} ms a match)")
    print(f"  both:     {n / (played + replayed):.0f} matches/s")


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    print(f"Crickee bench: {n} autoplayed matches per setting")
    for k, (label, cards, traits, attack) in enumerate(SETTINGS):
        report(label, figures(play(n, cards, traits, attack, f"b{k}-")), n)
    speed(n)


if __name__ == "__main__":
    main()

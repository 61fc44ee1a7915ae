"""Crickee: autoplay thousands of matches and print what the dice, cards, traits and captains produce.

For each setting (cards and traits on or off, graded or the seed's dice, the computer's attack
"auto" or "never") it prints the first-innings totals (mean, spread, a histogram) and wickets,
runs and wickets per ball over every main innings, sixes per innings and the runs each batting
position makes. With no cards, traits or attack the seed's dice give 1.25 runs and 1/18 = 0.0556
wickets a ball (less with tail-enders digging in: batters 1-7 alone are shown too).

Then the attack decision: each fixed policy (always, never, the last N overs) captains one side
against the computer captain on the other, home and away in turn, and its win rate is printed
(a policy that beat the computer by more than the noise, about 2.2 points either way at 2,000
matches, would make the decision trivial). Last, matches per second for autoplay and replay.

    python3 bench/crickee.py [matches per setting, default 2000]
"""

import os
import statistics
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from pavilion import crickee  # noqa: E402
from pavilion.crickee.captain import decide  # noqa: E402
from pavilion.crickee.match import MatchState, build  # noqa: E402
from pavilion.crickee.scorecard import scorecard  # noqa: E402

COMPUTERS = {"home": "computer", "away": "computer"}
SETTINGS = (  # (label, cards, traits, dice, attack)
    ("the seed's dice, no cards, no traits, never attack", False, False, "literal", "never"),
    ("the seed's dice, cards, no traits, never attack", True, False, "literal", "never"),
    ("the seed's dice, traits, no cards, never attack", False, True, "literal", "never"),
    ("the seed's dice, cards and traits, attack auto", True, True, "literal", "auto"),
    ("graded dice, no cards, no traits, never attack", False, False, "graded", "never"),
    ("graded dice, cards and traits, attack auto (the default game)", True, True, "graded", "auto"),
)
POLICIES = ("always", "never", "last 3", "last 6", "last 10")


def play(n: int, cards: bool, traits: bool, dice: str, attack: str, tag: str) -> list:
    """`n` autoplayed records, both sides captained by the computer."""
    return [crickee.autoplay(crickee.new_match(f"{tag}{i}", cards=cards, traits=traits, dice=dice,
                                               captains=COMPUTERS), attack=attack)
            for i in range(n)]


def figures(records: list) -> dict:
    firsts, wickets, runs, falls, balls, supers, sixes, innings = [], Counter(), 0, 0, 0, 0, 0, 0
    top_balls = top_falls = 0  # batters 1-7: no tail-ender digging in
    by_position, outs = [0] * 11, [0] * 11
    for record in records:
        state = build(record)
        first = state.innings[0]
        firsts.append(first.runs)
        wickets[first.wickets] += 1
        supers += state.result["super_overs"] > 0
        for inn in state.innings[:2]:
            innings += 1
            settled = [b for o in inn.overs for b in o["balls"] if b["settled"]]
            balls += len(settled)
            runs += sum(b["runs"] for b in settled)
            falls += sum(b["wicket"] for b in settled)
            top = [b for b in settled if not inn.is_tail(b["batter"])]
            top_balls += len(top)
            top_falls += sum(b["wicket"] for b in top)
            for entry in scorecard(inn)["batting_card"]:
                by_position[entry["position"] - 1] += entry["runs"]
                outs[entry["position"] - 1] += entry["out"]
                sixes += entry["sixes"]
    return {"firsts": firsts, "wickets": wickets, "runs_per_ball": runs / balls,
            "wickets_per_ball": falls / balls, "top_wickets_per_ball": top_falls / top_balls,
            "supers": supers, "sixes": sixes / innings, "by_position": [r / innings for r in by_position],
            "averages": [r / o if o else None for r, o in zip(by_position, outs)]}


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
    print(f"  sixes an innings: {got['sixes']:.2f}")
    print("  runs an innings by batting position: "
          + " ".join(f"{k + 1}:{r:.1f}" for k, r in enumerate(got["by_position"])))
    print("  batting average (runs a dismissal) by position: "
          + " ".join(f"{k + 1}:{'-' if a is None else f'{a:.1f}'}" for k, a in enumerate(got["averages"])))
    print(f"  Super Overs: {got['supers']} matches ({got['supers'] / n:.1%})")


def policy_attacks(policy: str, inn) -> bool:
    if policy in ("always", "never"):
        return policy == "always"
    return bool(inn.super_over) or inn.over_no > 20 - int(policy.split()[1])


def policy_match(seed: str, side: str, policy: str) -> bool:
    """Whether `side`, attacking by `policy` (the computer's bowlers and toss), beats the computer."""
    state = MatchState(crickee.new_match(seed, captains=COMPUTERS))
    while (waiting := state.decision()) is not None:
        who, kind = waiting
        if kind == "attack" and who == side:
            state.step({"type": "attack", "side": who, "attack": policy_attacks(policy, state.current)})
        else:
            state.step(decide(state))
    return state.result["winner"] == side


def policies(n: int) -> None:
    print(f"\n== fixed attack policies against the computer captain ({n} matches each, the default game)")
    for policy in POLICIES:
        wins = sum(policy_match(f"p-{policy.replace(' ', '')}-{i}", ("home", "away")[i % 2], policy) for i in range(n))
        print(f"  {policy:>8}: wins {wins / n:.1%}  (the computer {1 - wins / n:.1%})")


def speed(n: int) -> None:
    """Matches per second of CPU time (process time: other work on the machine aside)."""
    start = time.process_time()
    records = play(n, True, True, "graded", "auto", "speed")
    played = time.process_time() - start
    start = time.process_time()
    for record in records:
        crickee.replay(record)
    replayed = time.process_time() - start
    print(f"\n== speed, the default game ({n} matches, CPU time)")
    print(f"  autoplay: {n / played:.0f} matches/s ({1000 * played / n:.2f} ms a match)")
    print(f"  replay:   {n / replayed:.0f} matches/s ({1000 * replayed / n:.2f} ms a match)")
    print(f"  both:     {n / (played + replayed):.0f} matches/s")


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    print(f"Crickee bench: {n} autoplayed matches per setting")
    for k, (label, cards, traits, dice, attack) in enumerate(SETTINGS):
        report(label, figures(play(n, cards, traits, dice, attack, f"b{k}-")), n)
    policies(n)
    speed(n)


if __name__ == "__main__":
    main()

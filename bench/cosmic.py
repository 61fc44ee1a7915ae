"""Cosmic Celebrity Cricket figures: innings totals and wickets by batting style, speed, and the
sizes of the codes that travel in postal play.

    python3 bench/cosmic.py [--innings N] [--overs 40]

Each innings is played by the engine itself: two freshly rolled squads, the computer manager's
eleven and bowling plan, an Average pitch in Normal weather, every batsman in one style (and a
row for the computer manager's own orders). "inn/s" times the ball-by-ball play alone; "+setup"
includes rolling the squads and the computer's choices. Per-ball frequencies are printed beside the exact
figures enumerated from the tables, which are those printed in rules/cosmic.md. Code sizes are
characters, and the QR version (error correction M) of a link holding the code, if segno is here;
then one manager's turn sheet turn by turn, before and after issue 25 (squads left out from turn 3,
and the number of QR codes a phone scans for it).
"""

import argparse
import os
import sys
import time
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from pavilion import cosmic  # noqa: E402
from pavilion.core import stream  # noqa: E402
from pavilion.cosmic import ball_distribution, manager, runs_per_ball  # noqa: E402
from pavilion.cosmic.innings import Innings  # noqa: E402
from pavilion.cosmic.side import Side  # noqa: E402
from pavilion.cosmic.squad import roll_squad  # noqa: E402
from pavilion.cosmic.tables import OUTCOMES, STYLES  # noqa: E402

PITCH, WEATHER = 3, 1


def three(fraction_text) -> str:
    """An exact fraction to 3 places, halves rounded up, as the rules file prints them."""
    value = Fraction(fraction_text)
    return str((Decimal(value.numerator) / Decimal(value.denominator)).quantize(Decimal("0.001"), ROUND_HALF_UP))


def one_innings(i, style, overs):
    bat_squad, bowl_squad = roll_squad(stream("bench", "bat", i)), roll_squad(stream("bench", "bowl", i))
    bat_team, bowl_team = manager.pick_team(bat_squad, PITCH), manager.pick_team(bowl_squad, PITCH)
    if style == "computer":
        opening = manager.opening_orders(bat_squad, bat_team["eleven"], overs)
        styles, rules = opening["styles"], opening["conditions"]
    else:
        styles, rules = [style] * 11, []
    bat = Side(0, bat_squad, bat_team["eleven"], bat_team["keeper"], styles, rules)
    bowl = Side(1, bowl_squad, bowl_team["eleven"], bowl_team["keeper"])
    split = {20: 15, 40: 30, 50: 35}[overs]
    innings = Innings(1, bat, bowl, overs=overs, split=split, limit=overs // 5, pitch=PITCH, weather=WEATHER)
    innings.set_plan(1, manager.bowling_plan(bowl_squad, bowl.eleven, first_over=1, last_over=overs,
                                             limit=overs // 5, pitch=PITCH, weather=WEATHER))
    start = time.perf_counter()
    innings.play(stream("bench", "play", i), overs)
    return innings, time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--innings", type=int, default=2000, help="innings per style (default 2000)")
    parser.add_argument("--overs", type=int, default=40, choices=(20, 40, 50))
    args = parser.parse_args()
    n = args.innings

    print("Exact per-ball figures from the tables (rules/cosmic.md):")
    print(f"{'style':<11}" + "".join(f"{k:>8}" for k in OUTCOMES) + f"{'runs/ball':>11}")
    for style in STYLES:
        dist = ball_distribution(style)
        print(f"{style:<11}" + "".join(f"{three(dist[k]):>8}" for k in OUTCOMES)
              + f"{three(runs_per_ball(style)):>11}")

    print(f"\n{n} simulated {args.overs}-over innings per style (rolled squads, Average pitch, Normal weather):")
    print(f"{'style':<11}{'total':>8}{'sd':>7}{'wkts':>7}{'outs':>7}{'all out':>9}{'runs/ball':>11}"
          f"{'howzat':>8}{'out/hz':>8}{'inn/s':>9}{'+setup':>9}")
    for style in STYLES + ("computer",):
        totals, wickets, outs, all_out, balls, runs = [], 0, 0, 0, 0, 0
        counts = {k: 0 for k in OUTCOMES}
        start, playing = time.perf_counter(), 0.0
        for i in range(n):
            inn, seconds = one_innings(i, style, args.overs)
            playing += seconds
            totals.append(inn.runs)
            wickets += inn.wickets
            outs += inn.outs
            all_out += inn.end == "all-out"
            balls += len(inn.balls)
            for b in inn.balls:
                key = "howzat" if "howzat" in b else (str(b["runs"]) if b["runs"] else "dot")
                counts[key] += 1
        rate, with_setup = n / playing, n / (time.perf_counter() - start)
        mean = sum(totals) / n
        sd = (sum((t - mean) ** 2 for t in totals) / n) ** 0.5
        runs = sum(totals)
        print(f"{style:<11}{mean:>8.1f}{sd:>7.1f}{wickets / n:>7.2f}{outs / n:>7.2f}{100 * all_out / n:>8.1f}%"
              f"{runs / balls:>11.3f}{counts['howzat'] / balls:>8.3f}{outs / max(1, counts['howzat']):>8.3f}"
              f"{rate:>9.0f}{with_setup:>9.0f}")
        if style != "computer":
            observed = "".join(f"{counts[k] / balls:>8.3f}" for k in OUTCOMES)
            print(f"{'  per ball':<11}{observed}  (observed dot, 1, 2, 4, 6, howzat)")


def qr_version(code: str) -> str:
    """The QR version (M) of a link holding `code`, "none" if no QR code can hold it."""
    try:
        import segno
    except ImportError:
        return "?"
    try:
        return str(segno.make_qr("http://127.0.0.1:8000/#/cosmic?sheet=" + code, error="m", boost_error=False).version)
    except segno.DataOverflowError:
        return "none"


def code_sizes(seeds=("size1", "size2", "size3")):
    """Invitations, turn sheets and orders codes over whole competitions of four people."""
    sizes = {"invitation, turn 1": [], "orders code, turn 1 names": [], "orders code, full start orders": [],
             "turn sheet": [], "invitation, made late": []}
    people = [{"name": n, "computer": False} for n in ("Ann", "Bob", "Cy", "Di")]
    names = {"team_name": "The Flungo Protoplasmic Eleven", "toss": "bowl",
             "names": [f"A Celebrity With A Long Name {i:02d}" for i in range(18)]}
    for seed in seeds:
        m = cosmic.apply(cosmic.new_competition(seed, managers=people), {"type": "invite", "manager": 0})
        sizes["invitation, turn 1"].append(cosmic.invitation(m, 0))
        desk = cosmic.apply(cosmic.new_desk(cosmic.invitation(m, 0)), {"type": "made", "turn": 1, "orders": names})
        sizes["orders code, turn 1 names"].append(cosmic.orders_code(desk))
        while not cosmic.replay(m)["done"]:
            state = cosmic.replay(m)
            need = state["needs"][0]
            if "eleven" in need["fields"] and "bowling" in need["fields"]:
                squad = state["managers"][0]["squad"]
                team = manager.pick_team(squad, PITCH)
                orders = dict(team, styles=["aggressive"] * 11,
                              conditions=manager.opening_orders(squad, team["eleven"], 40)["conditions"],
                              bowling=manager.bowling_plan(squad, team["eleven"], first_over=1, last_over=40, limit=8))
                made = cosmic.apply(cosmic.new_desk(cosmic.invitation(m, 0)),
                                    {"type": "made", "turn": state["turn"], "orders": orders})
                sizes["orders code, full start orders"].append(cosmic.orders_code(made))
            m = cosmic.apply(m, {"type": "run", "turn": state["turn"]})
            sizes["turn sheet"] += [cosmic.sheet_code(m, p) for p in range(4)]
        sizes["invitation, made late"].append(cosmic.invitation(m, 0))
    print("\nCodes that travel (characters; QR version M of a link holding the longest):")
    for label, codes in sizes.items():
        lengths = sorted(len(c) for c in codes)
        print(f"  {label:<32}{lengths[0]:>6} - {lengths[-1]:<6} QR {qr_version(max(codes, key=len))}")


BASE = "http://127.0.0.1:8000/#/cosmic?"
SCAN_ROOM = 997  # bytes of a link in one of a sheet's QR codes (version 25, M): as the GM's post shows them


def scan_codes(code: str) -> str:
    """How a sheet travels as QR codes now: one, or a sequence of parts, with the largest version."""
    if len(BASE + "sheet=" + code) <= SCAN_ROOM:
        return f"1 (version {qr_version(code)})"
    parts = cosmic.sheet_parts(code, SCAN_ROOM - len(BASE + "part="))
    try:
        import segno
        version = max(segno.make_qr(BASE + "part=" + p, error="m", boost_error=False).version for p in parts)
    except ImportError:
        version = "?"
    return f"{len(parts)} (version {version} at most)"


def sheet_turns(seed="size1"):
    """Bob's turn sheet every turn of a whole competition of four people: before (the whole sheet,
    one code) and after (squads left out from turn 3; parts a phone scans)."""
    people = [{"name": n, "computer": False} for n in ("Ann", "Bob", "Cy", "Di")]
    m = cosmic.new_competition(seed, managers=people)
    print(f"\nBob's turn sheet, turn by turn (competition {seed!r}; characters of the code):")
    print(f"  {'turn':<6}{'before':>8}  {'QR before':<14}{'after':>7}  QR codes after")
    while True:
        state = cosmic.replay(m)
        before, after = cosmic.sheet_code(m, 1, full=True), cosmic.sheet_code(m, 1)
        label = "end" if state["done"] else str(state["turn"])
        print(f"  {label:<6}{len(before):>8}  {qr_version(before):<14}{len(after):>7}  {scan_codes(after)}")
        if state["done"]:
            break
        m = cosmic.apply(m, {"type": "run", "turn": state["turn"]})


if __name__ == "__main__":
    main()
    code_sizes()
    sheet_turns()

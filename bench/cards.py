"""Card Cricket figures: innings totals and hundreds under the default scoring and each option, cards
per turn, Test results by length, the questions a person is asked in a match (by default, and
choosing every cover), the Droid against a random chooser, and how long a club match takes to deal
at each speed.

    python3 bench/cards.py [matches]      (default 400 matches per figure; Tests a quarter of that)
"""

import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from pavilion import cards  # noqa: E402
from pavilion.cards import droid, questions  # noqa: E402
from pavilion.cards.match import COVER, DECLARE, MatchState  # noqa: E402
from pavilion.cards.options import DAY_TURNS, WICKETS  # noqa: E402
from pavilion.core import stream  # noqa: E402
from ui.screens.cards.deal import SPEEDS, Timeline  # noqa: E402


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
    """Uniform among the showing sets; every other decision the Droid's (it never passes or declares)."""
    def choose(state, n):
        if state.pending == COVER:
            return stream(seed, "random-chooser", n).choice([a for a in state.legal() if a["type"] == "cover"])
        return droid.decide(state) if state.pending != DECLARE else {"type": "bat-on"}
    return choose


class Person:
    """A person at the table, taking the Droid's pick at every question, asked about declaring only
    where the Droid thinks one may pay. Counts what it was asked twice over: by default (a choice of
    sets only where questions.weigh says it matters; the table takes the rest, the same pick) and
    choosing every cover. The match is the same either way."""

    def __init__(self):
        self.asked = {"toss": 0, "elect": 0, "cover": 0, "declare": 0, "follow-on": 0}
        self.every_cover = 0  # choices of sets asked when choosing every cover

    def __call__(self, state, n):
        if state.pending == DECLARE and not droid.declaring_pays(state):
            return {"type": "bat-on"}  # the table bats on without asking
        if state.pending == COVER:
            self.every_cover += 1
            turn = state.turn
            if questions.weigh(turn.sets, turn.tops, turn.unseen()) != questions.ASK:
                return droid.decide(state)  # taken by the table, and said why
        self.asked[state.pending] += 1
        return droid.decide(state)

    def questions(self, every_cover=False):
        return sum(self.asked.values()) + (self.every_cover - self.asked["cover"] if every_cover else 0)


def turns(state):
    return [t for inn in state.innings for t in inn.turns]


def pct(part, whole):
    return f"{100 * part / whole:5.1f}%" if whole else "  -  "


def summary(values):
    values = sorted(values)
    q = statistics.quantiles(values, n=20)
    quartiles = statistics.quantiles(values, n=4)
    return (f"mean {statistics.mean(values):5.0f}  middle half {quartiles[0]:4.0f}-{quartiles[2]:4.0f}  "
            f"5%-95% {q[0]:4.0f}-{q[-1]:4.0f}  max {values[-1]:4d}")


def innings_figures(matches):
    print("Innings totals (completed innings: all out), and the share of batsmen's innings of 100 or more")
    default_turns = []
    for fmt, count in (("club", matches), ("test", matches // 4)):
        for runs in ("short", "count"):
            for wickets in ("each", "one"):
                options = {"format": fmt, "runs": runs, "wickets": wickets}
                states = [play(f"bench-{fmt}-{runs}-{wickets}-{i}", options) for i in range(count)]
                done = [inn for s in states for inn in s.innings if inn.closed == "all out"]
                batted = [inn.scores[i] for inn in done for i in range(len(inn.players)) if inn.faced[i] or inn.how_out[i]]
                default = "  <- default" if runs == "short" and wickets == WICKETS[fmt] else ""
                print(f"  {fmt:4s} runs={runs:5s} wickets={wickets:4s}  {summary([inn.runs for inn in done])}  "
                      f"hundreds {pct(sum(b >= 100 for b in batted), len(batted))}  "
                      f"turns/innings {statistics.mean(len(inn.turns) for inn in done):4.1f}{default}")
                if default and fmt == "club":
                    default_turns = [t for s in states for t in turns(s)]
    return default_turns


def turn_figures(default_turns):
    whole = [t for t in default_turns if t["ended"] == "blocked"]  # turns not cut short by the match
    counts = [t["count"] for t in whole]
    print(f"\nCards per turn (default club match, {len(whole)} whole turns)")
    print(f"  {summary(counts)}")
    print(f"  nine only (nothing covered) {pct(sum(c == 9 for c in counts), len(counts))}   "
          f"a reshuffle (52+ cards) {pct(sum(t['reshuffles'] > 0 for t in whole), len(whole))}")
    covers = [e for t in whole for e in t["events"] if e[0] == "cover"]
    chosen = sum(e[4] for e in covers)
    print(f"  covers per turn {len(covers) / len(whole):4.1f}, of which chosen among several {pct(chosen, len(covers))}")
    bowling = [t for t in default_turns if t["role"] == "bowling"]
    print(f"  bowling turns: {statistics.mean(t['wickets'] for t in bowling):.2f} wickets each, "
          f"none {pct(sum(t['wickets'] == 0 for t in bowling), len(bowling))}, "
          f"two or more {pct(sum(t['wickets'] >= 2 for t in bowling), len(bowling))}")


def test_figures(matches):
    count = matches // 4
    print(f"\nTests by length ({count} Droid-vs-Droid Tests each; a day is {DAY_TURNS['one']} turns with one "
          f"wicket a turn, {DAY_TURNS['each']} with a wicket per full 21)")
    for wickets in ("one", "each"):
        for days in (None, 3, 4, 5):
            states = [play(f"bench-test-{wickets}-{days}-{i}", {"format": "test", "wickets": wickets, "days": days})
                      for i in range(count)]
            how = {}
            for s in states:
                how[s.result["how"]] = how.get(s.result["how"], 0) + 1
            declared = sum(any(inn.closed == "declared" for inn in s.innings) for s in states)
            follow = sum(len(s.innings) > 2 and s.innings[2].follow_on for s in states)
            length = "timeless" if days is None else f"{days} days  "
            print(f"  wickets={wickets:4s} {length:9s} drawn {pct(how.get('draw', 0), count)}  "
                  f"by runs {pct(how.get('runs', 0), count)}  by wickets {pct(how.get('wickets', 0), count)}  "
                  f"by an innings {pct(how.get('innings', 0), count)}  declared in {pct(declared, count)}  "
                  f"follow-on {pct(follow, count)}  turns {statistics.mean(s.turns_played for s in states):5.1f}")


def spread(values):
    values = sorted(values)
    return (f"mean {statistics.mean(values):5.1f}, median {statistics.median(values):4.0f}, "
            f"90% {values[int(0.9 * len(values))]:4d}, max {values[-1]:4d}")


def prompt_figures(matches):
    print("\nQuestions a person is asked in a match, the toss and bat or field included (the Droid's pick at "
          "each; declarations asked only where one may pay)")
    for label, options, count in (("club match", {}, matches // 2),
                                  ("5-day Test", {"format": "test", "days": 5}, matches // 8),
                                  ("timeless Test", {"format": "test"}, matches // 8)):
        people = []
        for i in range(count):
            person = Person()
            play(f"bench-ask-{label.replace(' ', '-')}-{i}", options, you=person)
            people.append(person)
        mean = {k: statistics.mean(p.asked[k] for p in people) for k in people[0].asked}
        print(f"  {label:13s} {'by default':27s} {spread([p.questions() for p in people])}  "
              f"(covers {mean['cover']:4.1f}, declarations {mean['declare']:3.1f}, toss and elect "
              f"{mean['toss'] + mean['elect']:3.1f}, follow-on {mean['follow-on']:3.1f})")
        every = spread([p.questions(every_cover=True) for p in people])
        print(f"  {label:13s} {'choosing every cover myself':27s} {every}  "
              f"(with Auto on: {mean['toss'] + mean['elect'] + mean['follow-on']:3.1f})")
    old = [play(f"bench-ask-v1-{i}", {"declarations": "every-turn", "runs": "count", "wickets": "one"},
                you=lambda s, n: droid.decide(s)) for i in range(matches // 8)]
    prompts = statistics.mean(sum(t["role"] == "batting" and t["side"] == "you" for t in turns(s)) for s in old)
    print(f"  (version 1, a declaration offered after every batting turn of a club match: {prompts:4.1f} a match)")


def random_figures(matches):
    print(f"\nThe Droid against a random chooser ({matches} club matches, your covers picked at random)")
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
          f"ties {pct(wins[None], matches)}; cards per whole turn: Droid {statistics.mean(droid_counts):.2f}, "
          f"random {statistics.mean(random_counts):.2f}")


def speed_figures(matches):
    count = max(4, matches // 20)
    timelines = [Timeline(cards.replay(cards.autoplay(cards.new_match(f"bench-deal-{i}", droid_vs_droid=True))))
                 for i in range(count)]
    said = ", ".join(f"{speed} {statistics.mean(t.duration(speed) for t in timelines) / 60:4.1f} min"
                     for speed in SPEEDS if SPEEDS[speed])
    print(f"\nDealing a whole default club match ({count} matches, the deal shown card by card): {said}")


def main(matches):
    started = time.time()
    print(f"Card Cricket bench: {matches} Droid-vs-Droid club matches per figure\n")
    turn_figures(innings_figures(matches))
    test_figures(matches)
    prompt_figures(matches)
    random_figures(matches)
    speed_figures(matches)
    print(f"\n({time.time() - started:.0f} s)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 400)

"""An innings' scorecard, derived from its ball-by-ball log: batting and bowling cards, fall of
wickets, partnerships, and the charts (worm, Manhattan, required rate).

Card bonus runs are extras: they count in the total and the partnership (the last one, if the
side was all out before they came), not to a batter. They are byes, leg byes, wides or no-balls
where the card says so (`cards.EXTRA_KIND`), else bonus runs; as in real scoring, wides and
no-balls are charged to the bowler, byes, leg byes and bonus runs are not.
"""

from .cards import EXTRA_KIND, EXTRA_KINDS
from .dismissal import how_text
from .players import PLAYER_BY_ID

BOWLERS_EXTRAS = ("wides", "no-balls")  # the extras a scorer charges to the bowler


def _name(player_id):
    return PLAYER_BY_ID[player_id].name


def overs_text(legal: int) -> str:
    """'19.4' for 19 overs and 4 balls, '20' for 20 overs, counted in legal balls."""
    return f"{legal // 6}.{legal % 6}" if legal % 6 else str(legal // 6)


def rate(runs: int, per: int, of: int):
    return round(runs * per / of, 2) if of else None


def legal_balls(over: dict) -> int:
    """The over's legal balls as cricket counts overs: a finished over is six, whatever the card
    did to its length (an added ball is an extra delivery, like a wide; an over cut short by the
    umpire's card is still an over); an over the innings ended part-way counts the balls bowled
    (added balls aside)."""
    if all(b["settled"] for b in over["balls"]):
        return 6
    return bowled_balls(over)


def bowled_balls(over: dict) -> int:
    """The over's legal balls actually bowled, which the rates divide by: five in an over a card
    cut short, though it is a whole over (`legal_balls`); an added ball is an extra delivery."""
    return min(6, sum(not b["added"] for b in over["balls"] if b["settled"]))


def ball_label(over: dict, number: int) -> str:
    """'12.3' for the over's `number`-th delivery (1-based): the legal balls bowled so far, as a
    scorer writes it (an added ball shares the number of the legal ball before it)."""
    legal = sum(not b["added"] for b in over["balls"][:number])
    return f"{over['over'] - 1}.{max(1, min(6, legal))}"


def scorecard(inn) -> dict:
    """Batting card, bowling card, fall of wickets and partnerships, walking the log once."""
    batting = {p: {"player": p, "name": _name(p), "position": k + 1, "runs": 0, "balls": 0,
                   "fours": 0, "sixes": 0, "how": "not out", "out": False}
               for k, p in enumerate(inn.order)}
    bowling, bowled = {}, {}  # bowler -> figures, and -> legal balls actually bowled
    fall, partnerships = [], []
    at_crease, next_in = [inn.order[0], inn.order[1]], 2
    score = wickets = 0
    stand = {"runs": 0, "balls": 0}

    def wicket(victim, how, over_text):
        nonlocal next_in, wickets
        wickets += 1
        batting[victim]["how"], batting[victim]["out"] = how, True
        fall.append({"wicket": wickets, "score": score, "player": victim, "name": _name(victim),
                     "over": over_text})
        partnerships.append({"wicket": wickets, "batters": [_name(p) for p in at_crease],
                             **stand, "unbroken": False})
        stand.update(runs=0, balls=0)
        at_crease.remove(victim)
        if wickets < inn.wicket_limit:
            at_crease.append(inn.order[next_in])
            next_in += 1

    for over in inn.overs:
        bowler = over["bowler"]
        figures = bowling.setdefault(bowler, {"player": bowler, "name": _name(bowler), "overs": 0,
                                              "balls": 0, "runs": 0, "wickets": 0, "maidens": 0})
        settled = [b for b in over["balls"] if b["settled"]]
        conceded = 0
        for k, ball in enumerate(settled, 1):
            card = batting[ball["batter"]]
            card["balls"] += 1
            stand["balls"] += 1
            score += ball["runs"]
            stand["runs"] += ball["runs"]
            conceded += ball["runs"]
            if ball["wicket"]:
                figures["wickets"] += 1
                wicket(ball["batter"], how_text(ball["how"], bowler), ball_label(over, k))
                continue
            card["runs"] += ball["runs"]
            card["fours"] += ball["outcome"] == "four"
            card["sixes"] += ball["outcome"] == "six"
        score += over["bonus"]
        if EXTRA_KIND.get(over["card"]) in BOWLERS_EXTRAS:
            conceded += over["bonus"]
        if len(at_crease) == 2:
            stand["runs"] += over["bonus"]
        else:  # all out before the bonus came: it belongs to the last stand
            partnerships[-1]["runs"] += over["bonus"]
        for run_out in over["run_outs"]:
            if run_out["out"]:
                wicket(run_out["batter"], how_text(run_out["how"]), ball_label(over, len(settled)))
        legal = legal_balls(over)
        figures["balls"] += legal
        bowled[bowler] = bowled.get(bowler, 0) + bowled_balls(over)
        figures["runs"] += conceded
        figures["maidens"] += legal == 6 and conceded == 0
    if len(at_crease) == 2:
        partnerships.append({"wicket": wickets + 1, "batters": [_name(p) for p in at_crease],
                             **stand, "unbroken": True})
    came_in = inn.order[:next_in]
    for entry in batting.values():
        entry["strike_rate"] = rate(entry["runs"], 100, entry["balls"])
    for figures in bowling.values():
        figures["overs"] = figures["balls"] // 6
        figures["overs_text"] = overs_text(figures["balls"])
        figures["economy"] = rate(figures["runs"], 6, bowled[figures["player"]])  # per six balls bowled
    return {
        "batting_card": [batting[p] for p in came_in],
        "did_not_bat": [] if inn.super_over else [batting[p] for p in inn.order[next_in:]],
        "bowling_card": list(bowling.values()),
        "fall_of_wickets": fall,
        "partnerships": partnerships,
        "extras": sum(o["bonus"] for o in inn.overs),
        "extras_by_kind": extras_by_kind(inn.overs),
    }


def extras_words(runs: int, card) -> str:
    """A card's extras as a scorer says them: '2 byes', '1 leg bye', '1 wide', '1 no-ball', or
    '2 bonus runs' from a card that names no kind."""
    kind = EXTRA_KIND.get(card, "bonus")
    word = "bonus run" if kind == "bonus" else kind[:-1]
    return f"{runs} {word}{'s' if runs != 1 else ''}"


def extras_by_kind(overs) -> dict:
    """{"byes": n, "leg byes": n, "wides": n, "no-balls": n, "bonus": n}: each over's card bonus
    runs, under the kind its card names."""
    kinds = dict.fromkeys(EXTRA_KINDS, 0)
    for over in overs:
        kinds[EXTRA_KIND.get(over["card"], "bonus")] += over["bonus"]
    return kinds


def charts(inn) -> dict:
    """The worm (score after each over), the run rate after each over (by the legal balls
    bowled, as the scoreboard's: an over cut short or ended part-way is not six balls), the
    Manhattan (runs and wickets per over), and in a chase the required rate after each over and
    now."""
    worm = [o["score"] for o in inn.overs]
    run_rates, legal = [], 0
    for o in inn.overs:
        legal += bowled_balls(o)
        run_rates.append({"over": o["over"], "rate": rate(o["score"], 6, legal)})
    manhattan = [{"over": o["over"], "runs": o["runs"], "wickets": o["wickets"]} for o in inn.overs]
    required, now = None, None
    if inn.target is not None:
        required = []
        for o in inn.overs:
            required.append({"over": o["over"],
                             **_required(inn.target - o["score"], inn.over_limit - o["over"])})
        if not inn.done:
            now = _required(inn.target - inn.runs, inn.over_limit - len(inn.overs))
    return {"worm": worm, "run_rate_by_over": run_rates, "manhattan": manhattan,
            "required_by_over": required, "required": now}


def _required(runs: int, overs_left: int) -> dict:
    runs = max(runs, 0)
    return {"runs": runs, "overs": overs_left, "rate": rate(runs, 1, overs_left)}


def innings_legal_balls(inn) -> int:
    return sum(legal_balls(o) for o in inn.overs)


def innings_bowled_balls(inn) -> int:
    return sum(bowled_balls(o) for o in inn.overs)

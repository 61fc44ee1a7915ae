"""The zine: the GM's report for each turn, as data a screen renders, and as plain text.

An issue holds the draw (turn 1 and turn 5), and for every match played that turn the over-by-over
lines, the highlights (every Howzat! and how it ended, fifties and hundreds, conditional orders
that fired, the GM's fallbacks), the full scorecards and the state of the match; then the state of
every match and what each manager must send next. Names are looked up in the state at render time
and always treated as plain text.
"""

import copy

from .ground import PITCHES, WEATHER
from .orders import FIELD_WORDS

SCORECARD_KEYS = ("number", "batting", "fielding", "target", "runs", "wickets", "outs", "overs", "end",
                  "at_split", "batting_card", "did_not_bat", "bowling_card", "fall_of_wickets")


def scorecard(innings) -> dict:
    """The scorecard as it stands now: a copy, so later turns do not rewrite an old issue."""
    data = innings.to_dict()
    return copy.deepcopy({k: data[k] for k in SCORECARD_KEYS})


def _ball_label(ball) -> str:
    return f"{ball['over'] - 1}.{ball['ball']}"


def highlights(innings, marks) -> list:
    """Every Howzat!, milestone and GM's note from the balls played since `marks`, in order of play;
    `at` counts the balls bowled in the innings when it happened."""
    first_ball, _, first_note = marks
    out, runs, wickets, tally = [], 0, 0, {}
    for index, ball in enumerate(innings.balls):
        striker = ball["striker"]
        before = tally.get(striker, 0)
        event = ball.get("howzat")
        runs += ball["runs"]
        tally[striker] = before + ball["runs"]
        if event and event["out"]:
            wickets += 1
        if index < first_ball:
            continue
        base = {"innings": innings.number, "ball": _ball_label(ball), "striker": striker,
                "bowler": ball["bowler"], "score": [runs, wickets]}
        if event:
            kind = "wicket" if event["out"] else "hurt" if event["hurt"] else "reprieve"
            out.append(dict(base, kind=kind, at=index + 1, how=event["how"], fielder=event.get("fielder"),
                            substitute=event.get("substitute", False), why=_why(event)))
        for mark in (50, 100, 150):
            if before < mark <= tally[striker]:
                out.append(dict(base, kind="milestone", at=index + 1, runs=mark))
    out += [dict(note, innings=innings.number) for note in innings.notes[first_note:]]
    out.sort(key=lambda h: h["at"])  # stable: a wicket comes before the orders it sets off
    if innings.done:
        out.append({"kind": "innings-end", "at": len(innings.balls), "innings": innings.number, "end": innings.end,
                    "runs": innings.runs, "wickets": innings.wickets, "overs": innings.overs_text()})
    return out


def _why(event) -> str:
    """Why a Howzat! did or did not end the innings of the striker, for the highlights."""
    if event["hurt"]:
        return "hurt"
    if event["how"] == "run-out":
        return "run-out" if event["out"] else "missed"
    if not event["chance"]:
        return "no-chance"
    if event.get("hard"):
        return "hard-catch-held" if event["out"] else "dropped"
    if event["how"] == "lbw" and not event["out"]:
        return "benefit-of-the-doubt"
    return "out"


def status(fixture) -> dict:
    """The state of a match in a line's worth of data."""
    return {"id": fixture.id, "title": fixture.title, "managers": list(fixture.managers),
            "start_turn": fixture.start_turn,
            "scores": [{"batting": i.batting.manager, "runs": i.runs, "wickets": i.wickets,
                        "overs": i.overs_text(), "done": i.done} for i in fixture.innings],
            "result": dict(fixture.result) if fixture.result else None}


def issue(game, turn: int, notes: list, draw: list, reports: list) -> dict:
    by_id = {f.id: f for f in game.fixtures}
    matches = []
    for report in reports:
        fixture = by_id[report["match"]]
        innings = fixture.innings[report["innings"] - 1]
        first_line = report["marks"][1]
        matches.append({
            "id": fixture.id, "title": fixture.title, "managers": list(fixture.managers),
            "innings": innings.number, "first_over": report["first_over"], "overs": innings.overs_text(),
            "weather": fixture.weather, "notes": report["notes"],
            "over_lines": [dict(line, balls="".join(line["balls"])) for line in innings.over_lines[first_line:]],
            "highlights": highlights(innings, report["marks"]),
            "scorecards": [scorecard(i) for i in fixture.innings],
            "result": dict(fixture.result) if fixture.result else None,
        })
    return {
        "turn": turn,
        "turns": game.turns,
        "notices": notes,
        "draw": [{"id": f.id, "title": f.title, "managers": list(f.managers), "start_turn": f.start_turn,
                  "pitch": f.pitch, "toss": dict(f.toss)} for f in game.fixtures if f.id in draw],
        "matches": matches,
        "table": [status(f) for f in game.fixtures],
        "placings": None,  # filled in, with "next", once the turn is over
        "next": [],
    }


def next_orders(game) -> list:
    """What each manager must (required) or may send for the coming turn."""
    out = []
    for m in range(len(game.managers)):
        need = game.needs(m)
        out.append({"manager": m, "computer": game.managers[m]["computer"], "fields": need["fields"],
                    "required": need["required"], "match": need.get("match"), "role": need.get("role"),
                    "first_over": need.get("first_over"), "last_over": need.get("last_over")})
    return out


# -- plain text -----------------------------------------------------------------------------------
HOW = {"bowled": "b {b}", "lbw": "lbw b {b}", "stumped": "st {f} b {b}", "hit-wicket": "hit wicket b {b}",
       "run-out": "run out ({f})", "retired-hurt": "retired hurt"}
WHY = {"no-chance": "no chance (skill check)", "dropped": "dropped a hard catch", "missed": "the throw missed",
       "benefit-of-the-doubt": "not out: benefit of the doubt", "hurt": "retired hurt"}


class Names:
    def __init__(self, state):
        self.managers = state["managers"]

    def team(self, m) -> str:
        entry = self.managers[m]
        return entry["team"] or entry["name"]

    def player(self, m, pid) -> str:
        if pid is None:
            return "?"
        name = self.managers[m]["squad"][pid]["name"]
        return name if name is not None else f"Player {pid + 1}"


def dismissal(names, card, batting, fielding) -> str:
    out = card["out"]
    if out is None:
        return "not out"
    bowler = names.player(fielding, out["bowler"])
    fielder = names.player(fielding, out["fielder"])
    if out["substitute"]:
        fielder = f"sub ({fielder})"
    if out["how"] in ("caught-keeper", "caught-fielder"):
        if out["fielder"] == out["bowler"] and not out["substitute"]:
            return f"c & b {bowler}"
        return f"c {'†' if out['how'] == 'caught-keeper' else ''}{fielder} b {bowler}"
    return HOW[out["how"]].format(b=bowler, f=fielder)


def scorecard_text(names, card) -> list:
    bat, field = card["batting"], card["fielding"]
    lines = [f"{names.team(bat)} innings" + (f" (target {card['target']})" if card["target"] else "")]
    for row in card["batting_card"]:
        how = dismissal(names, row, bat, field)
        lines.append(f"  {names.player(bat, row['player']):<30} {how:<40} {row['runs']:>4} ({row['balls']})")
    if card["did_not_bat"]:
        lines.append("  Did not bat: " + ", ".join(names.player(bat, p) for p in card["did_not_bat"]))
    lines.append(f"  Total {card['runs']}/{card['wickets']} ({card['overs']} overs)")
    if card["fall_of_wickets"]:
        lines.append("  Fall: " + ", ".join(f"{w['wicket']}-{w['runs']}" for w in card["fall_of_wickets"]))
    for row in card["bowling_card"]:
        lines.append(f"  {names.player(field, row['player']):<30} {row['overs']:>4}-{row['maidens']}-"
                     f"{row['runs']}-{row['wickets']}")
    return lines


def highlight_text(names, match, h) -> str:
    innings = match["scorecards"][h["innings"] - 1]
    bat, field = innings["batting"], innings["fielding"]
    kind = h["kind"]
    if kind in ("wicket", "hurt", "reprieve"):
        who = names.player(bat, h["striker"])
        if kind == "wicket":
            card = {"out": {"how": h["how"], "bowler": h["bowler"], "fielder": h["fielder"],
                            "substitute": h["substitute"]}}
            text = f"OUT {who} {dismissal(names, card, bat, field)}"
        else:
            text = f"Howzat! {who}: {h['how'].replace('-', ' ')}, {WHY.get(h['why'], h['why'])}"
        return f"{h['ball']} {text} ({h['score'][0]}/{h['score'][1]})"
    if kind == "milestone":
        return f"{h['ball']} {h['runs']} for {names.player(bat, h['striker'])}"
    if kind == "fallback":
        return (f"Over {h['over']}: {names.player(field, h['bowler'])} bowls "
                f"(GM's fallback: planned bowler {h['reason'].replace('-', ' ')})")
    if kind == "condition":
        target = "all batsmen" if h["batsman"] is None else names.player(bat, h["batsman"])
        when = f"after over {h['when']['after_over']}" if "after_over" in h["when"] else f"at wicket {h['when']['wicket']}"
        change = f"{target} now {h['style']}" if h["fired"] else "condition not met, no change"
        return f"Conditional order {when} ({h['runs']}/{h['wickets']}): {change}"
    return f"Innings over ({h['end'].replace('-', ' ')}): {h['runs']}/{h['wickets']} in {h['overs']} overs"


def result_text(names, result) -> str:
    winner = names.team(result["winner"])
    if result["tie"]:
        why = {"wickets": "fewer wickets lost", "split": "the higher score at the turn break",
               "coin": "the toss of a coin (house rule)"}[result["tie"]]
        return f"Scores tied: {winner} win on {why}"
    margin = result["margin"]
    if "runs" in margin:
        return f"{winner} won by {margin['runs']} runs"
    return f"{winner} won by {margin['wickets']} wickets"


def render_text(state: dict, turn: int) -> str:
    """The issue for `turn` as plain text (for tests, e-mail, or a print fallback)."""
    issue = state["zines"][turn - 1]
    names = Names(state)
    lines = [f"COSMIC CELEBRITY CRICKET: turn {issue['turn']} of {issue['turns']}", ""]
    if issue["turn"] == 1:
        for entry in state["managers"]:
            lines.append(f"{names.team(entry['id'])} (manager {entry['name']})")
            for p in entry["squad"]:
                style = p["bowling_style"] or "-"
                lines.append(f"  {p['name']:<30} {p['role']:<20} bat {p['batting']:>2} bowl {p['bowling']:>2} "
                             f"field {p['fielding']} {style}")
        lines.append("")
    for note in issue["notices"]:
        lines.append(f"Note: no names arrived from {state['managers'][note['manager']]['name']}; the GM named the squad.")
    for d in issue["draw"]:
        a, b = d["managers"]
        toss = d["toss"]
        lines.append(f"{d['title']}: {names.team(a)} v {names.team(b)}, from turn {d['start_turn']}; "
                     f"pitch {d['pitch']} ({PITCHES[d['pitch']][0]}); "
                     f"{names.team(toss['winner'])} won the toss and will {toss['choice']}")
    for match in issue["matches"]:
        lines += ["", f"== {match['title']}: innings {match['innings']}, from over {match['first_over']} =="]
        if match["innings"] == 1 and match["first_over"] == 1:
            lines.append(f"Weather: {WEATHER[match['weather']][0]}")
        for note in match["notes"]:
            who = state["managers"][note["manager"]]["name"]
            lines.append(f"Note: {'no eleven from ' + who + '; the GM picked it' if note['kind'] == 'gm-pick' else 'no bowling orders from ' + who}")
        card = match["scorecards"][match["innings"] - 1]
        for line in match["over_lines"]:
            lines.append(f"  {line['over']:>2} {names.player(card['fielding'], line['bowler']):<24} "
                         f"{line['balls']:<6} {line['score'][0]}/{line['score'][1]}")
        lines += [highlight_text(names, match, h) for h in match["highlights"]]
        for sc in match["scorecards"]:
            lines += scorecard_text(names, sc)
        if match["result"]:
            lines.append(result_text(names, match["result"]))
    lines += ["", "State of play:"]
    for row in issue["table"]:
        a, b = (names.team(m) for m in row["managers"])
        scores = "; ".join(f"{names.team(s['batting'])} {s['runs']}/{s['wickets']} ({s['overs']})" for s in row["scores"])
        if row["result"]:
            scores += ": " + result_text(names, row["result"])
        lines.append(f"  {row['title']}, {a} v {b}: {scores or 'starts in turn ' + str(row['start_turn'])}")
    if issue["placings"]:
        lines.append("Final placings: " + ", ".join(f"{i + 1}. {names.team(m)}" for i, m in enumerate(issue["placings"])))
    lines += ["", "Orders for next turn:"]
    for row in issue["next"]:
        if row["fields"]:
            who = state["managers"][row["manager"]]["name"]
            what = ", ".join(FIELD_WORDS[f] for f in row["fields"])
            must = "must send" if row["required"] else "may send"
            lines.append(f"  {who} {must}: {what}" + (" (computer)" if row["computer"] else ""))
    return "\n".join(lines)

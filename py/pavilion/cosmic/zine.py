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
    """What each manager must (required) or may send for the coming turn (nothing once it is over)."""
    out = []
    for m in range(len(game.managers) if not game.done else 0):
        need = game.needs(m)
        out.append({"manager": m, "computer": game.managers[m]["computer"], "fields": need["fields"],
                    "required": need["required"], "match": need.get("match"), "role": need.get("role"),
                    "first_over": need.get("first_over"), "last_over": need.get("last_over")})
    return out


# -- words --------------------------------------------------------------------------------------
HOW = {"bowled": "b {b}", "lbw": "lbw b {b}", "stumped": "st {f} b {b}", "hit-wicket": "hit wicket b {b}",
       "run-out": "run out ({f})", "retired-hurt": "retired hurt"}
WHY = {"no-chance": "no chance (skill check)", "dropped": "dropped a hard catch", "missed": "the throw missed",
       "benefit-of-the-doubt": "not out: benefit of the doubt", "hurt": "retired hurt"}


def plural(count, word: str) -> str:
    """'1 run', '2 runs'; a count given as text ("23.4" overs) is plural unless it is exactly "1"."""
    return f"{count} {word}" if str(count) == "1" else f"{count} {word}s"


class Names:
    """Names from a state (the GM's) or a turn sheet (a manager's): both list the managers with
    their teams and, once published, their squads."""

    def __init__(self, state):
        self.managers = state["managers"]

    def manager(self, m) -> str:
        return self.managers[m]["name"]

    def team(self, m) -> str:
        entry = self.managers[m]
        return entry["team"] or entry["name"]

    def player(self, m, pid) -> str:
        if pid is None:
            return "?"
        squad = self.managers[m]["squad"]
        name = squad[pid]["name"] if squad else None
        return name if name is not None else f"Player {pid + 1}"


def ground_text(table: dict, face) -> str:
    """A pitch or weather face with what it does to bowlers: "Cracked (spin +2)"."""
    name, mods = table[face]
    return name + (f" ({', '.join(f'{k} {v:+d}' for k, v in mods.items())})" if mods else "")


def note_text(names, note) -> str:
    """A GM's note (in an issue, or on a match) as a sentence."""
    kind, who = note["kind"], names.manager(note["manager"])
    if kind == "gm-names":
        return f"No names arrived from {who}; the GM named the squad."
    if kind == "renamed":
        if note["player"] is None:
            return f"Two teams were called {note['was']}: {who}'s plays as {note['now']}."
        return f"{note['was']} was picked by two squads: {who}'s plays as {note['now']}."
    if kind == "handed-over":
        return f"{who}'s team is managed by the computer from turn {note['turn']}."
    if kind == "missed":
        by = f" by the deadline ({note['deadline']})" if note.get("deadline") else ""
        return f"No orders from {who}{by}: the computer's orders stand in where orders were needed."
    if kind == "gm-pick":
        return f"No eleven from {who}: the computer picked it."
    if kind == "computer-bowling":
        return f"No bowling orders from {who}: the computer planned the bowling."
    return f"No bowling orders from {who}: the GM's fallback bowls every over."


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
    lines.append(f"  Total {card['runs']}/{card['wickets']} ({plural(card['overs'], 'over')})")
    if card["fall_of_wickets"]:
        lines.append("  Fall: " + ", ".join(f"{w['wicket']}-{w['runs']}" for w in card["fall_of_wickets"]))
    lines.append("  Bowling: overs-maidens-runs-wickets")
    for row in card["bowling_card"]:
        lines.append(f"  {names.player(field, row['player']):<30} {row['overs']:>4}-{row['maidens']}-"
                     f"{row['runs']}-{row['wickets']}")
    return lines


def over_text(names, fielding, line) -> str:
    """One over of the over-by-over lines: number, bowler, the balls, the score after it."""
    return (f"{line['over']:>2} {names.player(fielding, line['bowler']):<24} {line['balls']:<6} "
            f"{line['score'][0]}/{line['score'][1]}")


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
    return (f"Innings over ({h['end'].replace('-', ' ')}): {h['runs']}/{h['wickets']} in "
            f"{plural(h['overs'], 'over')}")


def result_text(names, result) -> str:
    winner = names.team(result["winner"])
    if result["tie"]:
        why = {"wickets": "fewer wickets lost", "split": "the higher score at the turn break",
               "coin": "the toss of a coin (house rule)"}[result["tie"]]
        return f"Scores tied: {winner} win on {why}"
    margin = result["margin"]
    if "runs" in margin:
        return f"{winner} won by {plural(margin['runs'], 'run')}"
    return f"{winner} won by {plural(margin['wickets'], 'wicket')}"


def draw_text(names, d) -> str:
    a, b = d["managers"]
    toss = d["toss"]
    return (f"{d['title']}: {names.team(a)} v {names.team(b)}, from turn {d['start_turn']}; pitch "
            f"{ground_text(PITCHES, d['pitch'])}; {names.team(toss['winner'])} won the toss and will {toss['choice']}")


def table_text(names, row) -> str:
    """One match in the state of play: the scores so far, or when it starts."""
    a, b = (names.team(m) for m in row["managers"])
    scores = "; ".join(f"{names.team(s['batting'])} {s['runs']}/{s['wickets']} ({s['overs']})" for s in row["scores"])
    if row["result"]:
        scores += ": " + result_text(names, row["result"])
    return f"{row['title']}, {a} v {b}: {scores or 'starts in turn ' + str(row['start_turn'])}"


def next_text(names, row) -> str:
    must = "must send" if row["required"] else "may send"
    what = ", ".join(FIELD_WORDS[f] for f in row["fields"])
    return f"{names.manager(row['manager'])} {must}: {what}" + (" (computer)" if row["computer"] else "")


def squad_text(entry) -> str:
    return "\n".join(f"{p['name'] or 'Player ' + str(p['id'] + 1):<30} {p['role'].replace('-', ' '):<20} "
                     f"bat {p['batting']:>2} bowl {p['bowling']:>2} field {p['fielding']} {p['bowling_style'] or '-'}"
                     for p in entry["squad"])


def blocks(state: dict, turn: int) -> list:
    """The issue for `turn` as printable blocks ({"h1"|"h2"|"h3"|"p"|"pre": text}): small pieces, so a
    printer can break pages between them (one long block would start on page 2)."""
    issue = next(z for z in state["zines"] if z["turn"] == turn)  # a desk may have missed an issue
    names = Names(state)
    out = [{"h1": f"Cosmic Celebrity Cricket: issue {issue['turn']} (turn {issue['turn']} of {issue['turns']})"}]
    if issue["turn"] == 1 and all(e["squad"] for e in state["managers"]):
        out.append({"h2": "The squads"})
        for entry in state["managers"]:
            out += [{"h3": f"{names.team(entry['id'])} (manager {entry['name']})"}, {"pre": squad_text(entry)}]
    out += [{"p": note_text(names, note)} for note in issue["notices"]]
    if issue["draw"]:
        out.append({"h2": "The draw"})
        out += [{"p": draw_text(names, d)} for d in issue["draw"]]
    for match in issue["matches"]:
        out.append({"h2": f"{match['title']}: innings {match['innings']}, from over {match['first_over']}"})
        if match["innings"] == 1 and match["first_over"] == 1 and match["weather"]:
            out.append({"p": f"Weather: {ground_text(WEATHER, match['weather'])}"})
        out += [{"p": note_text(names, note)} for note in match["notes"]]
        card = match["scorecards"][match["innings"] - 1]
        out.append({"pre": "\n".join(over_text(names, card["fielding"], line) for line in match["over_lines"])})
        out.append({"pre": "\n".join(highlight_text(names, match, h) for h in match["highlights"])})
        out += [{"pre": "\n".join(scorecard_text(names, sc))} for sc in match["scorecards"]]
        if match["result"]:
            out.append({"p": result_text(names, match["result"])})
    out += [{"h2": "State of play"}, {"pre": "\n".join(table_text(names, row) for row in issue["table"])}]
    if issue["placings"]:
        out.append({"p": "Final placings: " + ", ".join(f"{i + 1}. {names.team(m)}"
                                                        for i, m in enumerate(issue["placings"]))})
    rows = [row for row in issue["next"] if row["fields"]]
    if rows:
        out += [{"h2": "Orders for next turn"}] + [{"p": next_text(names, row)} for row in rows]
    return out


def render_text(state: dict, turn: int) -> str:
    """The issue for `turn` as plain text (for tests, e-mail, or a print fallback)."""
    return "\n\n".join(next(iter(block.values())) for block in blocks(state, turn) if next(iter(block.values())))

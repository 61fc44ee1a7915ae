"""The scorecard tab (batting, bowling, fall of wickets, partnerships, one innings at a time) and
the printable scorecard of the whole match."""

from ... import theme
from . import draw
from .words import (
    balls_note,
    figures_text,
    innings_name,
    overs_said,
    partnerships_text,
    plural,
    rate_text,
    said_score,
    short,
)


def innings_caption(state, inn) -> str:
    caption = f"{short(state['teams'][inn['batting']]['id'])} {inn['runs']}/{inn['wickets']}"
    return f"SO{inn['super_over']} {caption}" if inn["super_over"] else caption


def waiting_line(inn) -> str:
    """Who has not batted: 'Yet to bat' while the innings goes on, 'Did not bat' once it is over."""
    names = ", ".join(p["name"] for p in inn["did_not_bat"])
    return f"{'Did not bat' if inn['done'] else 'Yet to bat'}: {names}" if names else ""


EXTRA_MARKS = {"byes": "b", "leg byes": "lb", "wides": "w", "no-balls": "nb", "bonus": "bonus"}


def extras_text(inn) -> str:
    """'Extras 6 (b 2, nb 1, bonus 3)': each kind a card named, as a scorer marks them."""
    kinds = ", ".join(f"{EXTRA_MARKS[kind]} {n}" for kind, n in inn["extras_by_kind"].items() if n)
    return f"Extras {inn['extras']}" + (f" ({kinds})" if kinds else "")


def total_line(inn) -> str:
    return (f"{extras_text(inn)} \u00b7 Total {inn['runs']}/{inn['wickets']} "
            f"({overs_said(inn['overs'])}{balls_note(inn)}, run rate {rate_text(inn['run_rate'])})")


def batter_sentence(b) -> str:
    return (f"{b['name']}, {b['how']}: {b['runs']} off {plural(b['balls'], 'ball')}, "
            f"{plural(b['fours'], 'four')}, {plural(b['sixes'], 'six')}, strike rate {rate_text(b['strike_rate'])}")


def bowler_sentence(b) -> str:
    return (f"{b['name']}: {overs_said(b['overs_text'])}, {plural(b['maidens'], 'maiden')}, "
            f"{plural(b['runs'], 'run')}, {plural(b['wickets'], 'wicket')}, economy {rate_text(b['economy'])}")


def draw_scorecard(screen, scene, x, y, w, state, k) -> float:
    if not state["innings"]:
        scene.text(x, y + 14, "No innings yet.", int(16 * k), theme.CHALK_DIM)
        return y + 30
    count = len(state["innings"])
    chosen = screen.card_innings if screen.card_innings is not None and screen.card_innings < count else count - 1
    gap = 6
    per_row = min(count, 4)
    cell = (w - gap * (per_row - 1)) / per_row
    for i, inn in enumerate(state["innings"]):
        scene.button(f"innings:{i}", x + (i % per_row) * (cell + gap), y + (i // per_row) * 54, cell, 48,
                     f"{said_score(innings_caption(state, inn))}: scorecard of {inn['team']}, {innings_name(inn)}",
                     caption=innings_caption(state, inn),
                     kind="ghost", size=int(15 * k), pressed=i == chosen)
    inn = state["innings"][chosen]
    y += 54 * ((count + per_row - 1) // per_row) + 4
    size = int(14 * k)
    scene.text(x, y + 10, f"{inn['team']} \u00b7 {innings_name(inn)}", int(16 * k), theme.STRAW, 700, heading=True)
    y += 24
    narrow = w < 500
    columns = [("Batter", 3.2, "left"), ("How out", 3.4, "left"), ("R", 0.9, "right"), ("B", 0.9, "right")]
    if not narrow:
        columns += [("4s", 0.8, "right"), ("6s", 0.8, "right")]
    columns.append(("SR", 1.3, "right"))
    rows = []
    for b in inn["batting_card"]:
        cells = [b["name"], b["how"], str(b["runs"]), str(b["balls"])]
        if not narrow:
            cells += [str(b["fours"]), str(b["sixes"])]
        cells.append(rate_text(b["strike_rate"]))
        rows.append({"cells": cells, "b": b, "strong": b["player"] in (inn["striker"], inn["non_striker"])})
    y = draw.table(scene, x, y, w, columns, rows, size, lambda r: batter_sentence(r["b"]))
    y = scene.paragraph(x, y + 14, w, total_line(inn), size, theme.CHALK)
    if waiting_line(inn):
        y = scene.paragraph(x, y + 2, w, waiting_line(inn), size, theme.CHALK_DIM)
    y += 10
    bowl_rows = [{"cells": [b["name"], b["overs_text"], str(b["maidens"]), str(b["runs"]), str(b["wickets"]),
                            rate_text(b["economy"])], "b": b} for b in inn["bowling_card"]]
    y = draw.table(scene, x, y, w, [("Bowler", 4, "left"), ("O", 1, "right"), ("M", 1, "right"),
                                    ("R", 1, "right"), ("W", 1, "right"), ("Econ", 1.4, "right")],
                   bowl_rows, size, lambda r: bowler_sentence(r["b"]))
    fall = ", ".join(f"{f['wicket']}-{f['score']} ({f['name']}, {f['over']} ov)" for f in inn["fall_of_wickets"])
    y = scene.paragraph(x, y + 14, w, "Fall of wickets: " + (fall or "none"), size, theme.CHALK)
    stands = partnerships_text(inn)
    if stands:
        y = scene.paragraph(x, y + 6, w, "Partnerships: " + stands, size, theme.CHALK_DIM)
    return y


def document(state):
    """The printable scorecard: every innings' batting, bowling and fall of wickets, as text."""
    doc = [{"h1": f"{state['teams']['home']['name']} v {state['teams']['away']['name']}"}]
    if state["toss"] and state["toss"]["text"]:
        doc.append({"p": state["toss"]["text"]})
    if state["result"]:
        doc.append({"p": state["result"]["text"]})
    for inn in state["innings"]:
        doc.append({"h2": f"{inn['team']}: {innings_name(inn)}, {inn['runs']}/{inn['wickets']} "
                          f"({overs_said(inn['overs'])})"})
        rows = [f"{b['name']:<24} {b['how']:<34} {b['runs']:>4} {b['balls']:>4}" for b in inn["batting_card"]]
        rows.append(total_line(inn))
        if waiting_line(inn):
            rows.append(waiting_line(inn))
        rows += [f"{b['name']:<24} {figures_text(b):>14}  econ {rate_text(b['economy'])}"
                 for b in inn["bowling_card"]]
        doc.append({"pre": "\n".join(rows)})
        fall = ", ".join(f"{f['wicket']}-{f['score']} ({f['name']}, {f['over']})" for f in inn["fall_of_wickets"])
        doc.append({"p": "Fall of wickets: " + (fall or "none")})
        if partnerships_text(inn):
            doc.append({"p": "Partnerships: " + partnerships_text(inn)})
    return doc

"""The 501 board, read from the oche: each player's remaining score is the biggest thing on the
screen (its ink, not its font size), the thrower's card is lit and framed, and under the score the
checkout route for the thrower, the last visit, the three-dart average and darts thrown.

Two players sit side by side; three or four in a 2 x 2 grid. The header (name, score, legs) is the
darts games' shared seat header (ui/oche/seat.py); `measures` is what the layout tests check.
"""

from ... import theme
from ...oche import seat

SCORE_INK = 40  # the kiosk's 4-player floor: a card gives up its other lines before its score shrinks below it


def cells(x, y, w, h, n, gap=8):
    """The seats' cards: [(x, y, w, h)] in seat order."""
    if n <= 2:
        cw = (w - gap * (n - 1)) / n
        return [(x + i * (cw + gap), y, cw, h) for i in range(n)]
    cw, ch = (w - gap) / 2, (h - gap) / 2
    return [(x + (i % 2) * (cw + gap), y + (i // 2) * (ch + gap), cw, ch) for i in range(n)]


def measures(cw, ch, digits=3, legs=False) -> dict:
    """Ink heights in a card of cw x ch px: the score as tall as the rest of the card and its widest
    number allow, with the lines under it (few, and they must be read). A short card (four players
    on a phone) gives up room for the score in turn: the second line, then the line of last visit
    and average (the last visit then shows in the route's place when no route is on), then a smaller
    name, then a smaller route; the first of these whose score reaches SCORE_INK, else the last."""
    roomy = ch >= 260
    line_ink = 24 if roomy else 17 if ch >= 150 else 14
    route_ink = 28 if roomy else 20 if ch >= 150 else 15
    name_ink = 24 if ch >= 150 else 17
    steps = [(2 if roomy else 1, name_ink, route_ink), (1, name_ink, route_ink), (0, name_ink, route_ink),
             (0, 12, route_ink), (0, 12, 12)]
    by_width = (cw - 2 * seat.PAD - 8) / seat.fits("8" * digits, 1) * seat.INK
    for lines, name, route in steps:
        below = seat.size_for(route) * seat.LINE + lines * seat.size_for(line_ink) * seat.LINE
        head = ch - below - 4
        fixed = seat.size_for(name) * seat.LINE * (2 if legs else 1) + 2 * seat.PAD
        score = min((head - fixed) / 1.05 * seat.INK, by_width, 130)
        if score >= SCORE_INK:
            break
    return {"score": int(max(8, score)), "name": name, "line": line_ink, "route": route, "head": head,
            "lines": lines}


def average(value) -> str:
    """A three-dart average, or an en dash while nothing has been thrown (never 0)."""
    return "\u2013" if value is None else f"{value:.1f}"


def visit_text(last) -> str:
    """A player's last visit in a few characters: 'T20 T20 S20', '100', 'Bust'."""
    if not last:
        return ""
    if last.get("bust"):
        return " ".join(last["darts"]) + " bust" if last.get("darts") else "Bust"
    return " ".join(last["darts"]) if last.get("darts") else str(last["total"])


def leg_last(state, s):
    """Seat s's last visit in the leg on the board: None at a new leg until it has thrown in it (its
    visit of the leg before is not this leg's). A won match's board is its last leg."""
    if state["winner"] is None:
        mine = next((v for v in reversed(state["visits"]) if v["seat"] == s), None)
        if mine is None or (mine["set"], mine["leg"]) != (state["set"], state["leg"]):
            return None
    return state["players"][s]["last"]


def tally(state, player):
    """Legs (and sets) won, when the match has more than one leg; else None."""
    options = state["options"]
    if options.get("sets"):
        return f"Sets {player['sets']} \u00b7 Legs {player['legs']}"
    if options.get("legs", 1) > 1:
        return f"Legs {player['legs']}"
    return None


def draw(scene, x, y, w, h, state, preview=None):
    """The cards in (x, y, w, h). `preview` (x01.preview) shows the visit being entered, or a
    computer's being shown: its seat's score falls as each dart goes in, and its route follows."""
    players = state["players"]
    thrower = preview["seat"] if preview else state["to_throw"]
    for s, (cx, cy, cw, ch) in enumerate(cells(x, y, w, h, len(players))):
        draw_card(scene, cx, cy, cw, ch, state, s, s == thrower, preview if preview and preview["seat"] == s else None)


def draw_card(scene, x, y, w, h, state, s, active, preview):
    """One seat: the header with the score, then the route (the thrower's), last visit and average."""
    player = state["players"][s]
    legs = tally(state, player)
    m = measures(w, h, len(str(state["options"]["start"])), legs is not None)
    won = state["winner"] == s
    remaining = preview["remaining"] if preview else player["score"]
    scene.rect(x, y, w, h, fill=theme.TURF_DEEP, radius=12)
    seat.head(scene, x, y, w, m["head"], player["name"], remaining, score_ink=m["score"], active=active,
              winner=won, legs=legs, name_ink=m["name"])
    if active:
        seat.frame(scene, x, y, w, h)
    inner = w - 16
    at = y + m["head"] + 2
    route_h = seat.size_for(m["route"]) * seat.LINE
    said = [f"{player['name']}{' to throw' if active else ''}{' wins' if won else ''}: {remaining} left"]
    route = (preview or state)["route"] if active and not state["ended"] else None
    last = visit_text(leg_last(state, s))
    if preview and preview["bust"]:
        seat.digits(scene, x + w / 2, at + route_h / 2, "BUST", m["route"], inner, theme.ALERT)
        said.append("bust")
    elif route:
        seat.digits(scene, x + w / 2, at + route_h / 2, " ".join(route), m["route"], inner, theme.STRAW)
        said.append(f"checkout {' '.join(route)}")
    elif preview and preview["darts"]:
        seat.digits(scene, x + w / 2, at + route_h / 2, f"{preview['scored']} this visit", m["route"], inner,
                    theme.CHALK)
    elif not m["lines"]:
        seat.digits(scene, x + w / 2, at + route_h / 2, f"Last {last or chr(0x2013)}", m["route"], inner,
                    theme.CHALK, weight=600)
    at += route_h
    stats = player["stats"]
    figures = [f"Last {last or chr(0x2013)}", f"Avg {average(stats['average'])} \u00b7 {stats['darts']} darts"]
    if m["lines"] < 2:
        figures = [f"{figures[0]} \u00b7 Avg {average(stats['average'])}"][:m["lines"]]
    line_h = seat.size_for(m["line"]) * seat.LINE
    for text in figures:
        seat.digits(scene, x + w / 2, at + line_h / 2, text, m["line"], inner, theme.CHALK, weight=600)
        at += line_h
    if last:
        said.append(f"last visit {last}")
    said.append(f"average {average(stats['average'])}, {stats['darts']} darts")
    if legs:
        said.append(legs.lower())
    scene.text_only(", ".join(said))

"""The drill's board, read from the oche: the target to throw at now drawn large (its ink, not its
font size), whose throw and which dart, the drill's progress drawn, and every player's score.

`layout` splits the board's rectangle; `measures` is what the layout tests check. The big digits
and the seat cards are the darts games' shared parts (ui/oche/seat.py).
"""

from pavilion.practice.drill import noun

from ... import theme
from ...oche import seat
from . import progress

TARGET_INK = 56  # px: the target read from 2.5 m on the 7" kiosk (solo or two players)


def figure_text(state, player) -> str:
    """A player's running score as the card shows it: points, darts, hits, or 121's best checkout."""
    score = player["score"]
    return "\u2013" if score is None else str(score)


def unit(state, score) -> str:
    """What a card's number counts, singular for one ('1 point')."""
    drill, options = state["drill"], state["options"]
    if drill == "121":
        return "best checkout"
    if drill == "around-the-clock" or (drill == "round-the-doubles" and not options.get("hits_in_99")):
        word = "dart"
    else:
        word = "hit" if drill == "round-the-doubles" else "point"
    return noun(score, word)


def shown(state) -> int:
    """The seat whose target and progress the board shows: the thrower, or at the end the first."""
    return state["to_throw"] if state["to_throw"] is not None else state["ranking"][0]


def layout(x, y, w, h, players, square=False, route=False) -> dict:
    """(x, y, w, h) of the target header, the progress and the players' strip (none when solo). A
    progress drawn in a square (the clock face) sits beside the header where the room is wide and
    short (a phone's board over its keypad), under it elsewhere. A header with a route (121) is a
    line taller, so the target keeps its ink."""
    strip = 0 if players == 1 else max(56, min(96, h * 0.24))
    gap = 6
    rest = h - strip - (gap if strip else 0)
    out = {"strip": (x, y + h - strip, w, strip) if strip else None}
    if square and w >= 1.5 * rest:
        half = (w - gap) / 2
        return {**out, "head": (x, y, half, rest), "progress": (x + half + gap, y, half, rest)}
    head = max(96, min(150, h * 0.36)) + (min(34, h * 0.07) if route else 0)
    return {**out, "head": (x, y, w, head), "progress": (x, y + head + gap, w, rest - head - gap)}


def measures(head_w, head_h) -> dict:
    """Ink heights in the header: the target as tall as the header allows (a line for the thrower
    above it), and the thrower's line."""
    line = 20 if head_h >= 120 else 15
    room = head_h - seat.size_for(line) * seat.LINE - 2 * seat.PAD
    return {"target": int(max(24, min(room / 1.1 * seat.INK, 110))), "line": line}


def draw(scene, x, y, w, h, state):
    box = layout(x, y, w, h, len(state["players"]), progress.square(state["drill"]), state["drill"] == "121")
    s = shown(state)
    player = state["players"][s]
    draw_head(scene, *box["head"], state, player)
    progress.draw(scene, *box["progress"], state["drill"], player)
    if box["strip"]:
        draw_strip(scene, *box["strip"], state)


def draw_head(scene, x, y, w, h, state, player):
    """The thrower and dart ('Ann: dart 2 of 3'), the target in big ink, and the thrower's score beside it
    with what it counts (so the players' cards below need not say);
    121 adds the suggested checkout route. At the end: the drill's result instead of a target."""
    scene.rect(x, y, w, h, fill=theme.TURF, radius=12)
    m = measures(w, h)
    solo = len(state["players"]) == 1
    side = w * 0.34 if w >= 300 else 0  # a header beside the clock face (a phone's) is the target's alone
    inner = w - side - 16
    line_h = seat.size_for(m["line"]) * seat.LINE
    if state["to_throw"] is None:
        seat.digits(scene, x + (w - side) / 2, y + h / 2, "Finished", m["target"] * 0.7, inner, theme.STRAW)
        scene.text_only("Drill finished.")
    else:
        who = f"{player['name']}: dart {state['dart']} of 3" if not solo else f"Dart {state['dart']} of 3"
        seat.digits(scene, x + (w - side) / 2, y + seat.PAD + line_h / 2, who, m["line"], inner, theme.CHALK, 700)
        target = player["target"]
        route = player["route"]
        big_h = h - line_h - 2 * seat.PAD - (line_h if route else 0)
        seat.digits(scene, x + (w - side) / 2, y + seat.PAD + line_h + big_h / 2, target,
                    min(m["target"], big_h / 1.1 * seat.INK), inner, theme.STRAW)
        if route:
            seat.digits(scene, x + (w - side) / 2, y + h - seat.PAD - line_h / 2, "Route " + " ".join(route),
                        m["line"], inner, theme.CHALK, 700)
        scene.text_only(f"{who}. Target {target}" + (f", route {' '.join(route)}" if route else ""))
    if not side:
        return
    sx = x + w - side
    scene.rect(sx, y + seat.PAD, side - seat.PAD, h - 2 * seat.PAD, fill=theme.TURF_DEEP, radius=10)
    text = figure_text(state, player)
    seat.digits(scene, sx + side / 2, y + h * 0.45, text, min(m["target"] * 0.8, 64), side - 20, theme.CHALK)
    seat.digits(scene, sx + side / 2, y + h - seat.PAD - line_h / 2 - 2, unit(state, player["score"]),
                m["line"] * 0.8, side - 20, theme.CHALK_DIM, 600)
    if solo:  # with others, their cards below say each score
        scene.text_only(f"{player['name']}: {text} {unit(state, player['score'])}")


def draw_strip(scene, x, y, w, h, state):
    """Every player's card: the name and the running score, the thrower lit and framed."""
    players = state["players"]
    gap = 6
    cw = (w - gap * (len(players) - 1)) / len(players)
    for s, p in enumerate(players):
        cx = x + s * (cw + gap)
        active = s == state["to_throw"]
        scene.rect(cx, y, cw, h, fill=theme.STRAW if active else theme.TURF, radius=10)
        ink = theme.INK if active else (theme.CHALK_DIM if p["finished"] else theme.CHALK)
        size, lines = seat.name_lines(p["name"], cw - 12, 18, 12)
        scene.text(cx + cw / 2, y + 4 + size * 0.6, lines[0], size, ink, 700, "center", max_width=cw - 12,
                   mirror=False, family=seat.DIGITS)
        score_ink = max(14, min((h - size * 1.3 - 8) / 1.1 * seat.INK, 44))
        seat.digits(scene, cx + cw / 2, y + size * 1.3 + (h - size * 1.3) / 2, figure_text(state, p), score_ink,
                    cw - 12, ink)
        scene.text_only(f"{p['name']}{' to throw' if active else ''}{' finished' if p['finished'] else ''}: "
                        f"{figure_text(state, p)} {unit(state, p['score'])}")

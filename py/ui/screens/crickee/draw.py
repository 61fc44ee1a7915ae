"""Crickee's drawing pieces: dice, the umpire's card, scorebook marks, tables and the two charts.

Each function draws one thing from data `replay` gave, into a box it is handed, and mirrors what it
shows for screen readers as sentences (a table row is one sentence, not seven loose cells).
"""

import itertools

from ... import theme
from ...scene import char_width, wrap
from .words import overs_said

INNINGS_INK = (theme.STRAW, "#8cc4ff")  # first and second innings, in the charts and the scoreboard
CATEGORY_FILL = {"Core": "#f4f1e8", "Tactical": "#d9ecff", "Special": "#ffe3a3", "Flavour": "#e6dcf7"}
PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}
OUTCOME_WORDS = {"dot": "dot", "single": "single", "two": "two", "four": "four", "six": "six",
                 "chance": "wicket chance"}


def die(scene, x, y, size, face, coin):
    """One die as it landed; face 6 (a wicket chance) has a red rim; face 2 shows its coin."""
    scene.rect(x, y, size, size, fill=theme.CHALK, radius=size * 0.18,
               stroke=theme.LEATHER if face == 6 else None, line_width=max(2, size * 0.06))
    step, r = size * 0.26, max(2.5, size * 0.08)
    for dx, dy in PIPS[face]:
        scene.circle(x + size / 2 + dx * step, y + size / 2 + dy * step, r,
                     fill=theme.LEATHER if face == 6 else theme.INK)
    if coin:
        cr = max(8, size * 0.2)
        cx, cy = x + size * 0.74, y + size * 0.26  # face 2 leaves this corner free of pips
        scene.circle(cx, cy, cr, fill=theme.STRAW, stroke=theme.INK)
        scene.text(cx, cy, coin[0].upper(), int(cr * 1.1), theme.INK, 800, "center", mirror=False)


def chance_die(scene, x, y, size, face, out):
    """The wicket-chance die: red pips on a red rim, filled red when it took the wicket."""
    scene.rect(x, y, size, size, fill=theme.LEATHER if out else theme.CHALK, radius=size * 0.18,
               stroke=theme.LEATHER, line_width=max(2, size * 0.07))
    step, r = size * 0.26, max(2, size * 0.085)
    for dx, dy in PIPS[face]:
        scene.circle(x + size / 2 + dx * step, y + size / 2 + dy * step, r,
                     fill=theme.CHALK if out else theme.LEATHER)


def added_tile(scene, x, y, size):
    """A delivery the umpire's card added: no die was rolled for it."""
    scene.rect(x, y, size, size, radius=size * 0.18, stroke=theme.STRAW, line_width=2)
    scene.text(x + size / 2, y + size / 2, "+", int(size * 0.5), theme.STRAW, 800, "center", mirror=False)


def die_waiting(scene, x, y, size):
    """Where a die will land: an empty outline while the over is still rolling."""
    scene.rect(x, y, size, size, radius=size * 0.18, stroke=theme.CHALK_DIM, line_width=2)


def mark(scene, cx, cy, r, text, size):
    """A scorebook mark in a circle: W red, a boundary straw, a dot dim."""
    fill, ink = theme.TURF_LIGHT, theme.CHALK
    if text == "W":
        fill, ink = theme.LEATHER, theme.CHALK
    elif text in ("4", "5", "6", "7"):
        fill, ink = theme.STRAW, theme.INK
    elif text == ".":
        fill, ink = theme.TURF, theme.CHALK_DIM
    scene.circle(cx, cy, r, fill=fill)
    scene.text(cx, cy, "\u2022" if text == "." else text or "\u2013", size, ink, 800, "center",
               mirror=False)


def card(scene, x, y, w, h, turned, k=1.0):
    """The umpire's card: its back until it turns, then category, name and text."""
    if turned is None:
        scene.rect(x, y, w, h, fill="#24507a", radius=10, stroke=theme.CHALK_DIM, line_width=2)
        for i in range(1, 6):
            scene.line(x + w * i / 6, y + 6, x + w * i / 6, y + h - 6, "rgba(255,255,255,.12)", 2)
        scene.text(x + w / 2, y + h / 2, "The umpire's card", int(16 * k), theme.CHALK, 700, "center",
                   max_width=w - 16, mirror=False)
        return
    scene.rect(x, y, w, h, fill=CATEGORY_FILL.get(turned["category"], theme.CHALK), radius=10)
    pad = 12 * k
    scene.text(x + pad, y + 16 * k, turned["category"].upper(), int(12 * k), "#5a5a5a", 700,
               max_width=w - 2 * pad, mirror=False)
    scene.text(x + pad, y + 38 * k, turned["name"], int(19 * k), theme.INK, 800, max_width=w - 2 * pad,
               mirror=False)
    size = int(15 * k)
    for i, line in enumerate(wrap(turned["text"], size, w - 2 * pad)[:3]):
        scene.text(x + pad, y + 62 * k + i * size * 1.3, line, size, theme.INK, 400, max_width=w - 2 * pad,
                   mirror=False)
    scene.text_only(f"The umpire's card: {turned['name']} ({turned['category']}): {turned['text']}")


def card_height(w, turned, k=1.0):
    """The card's height for its text at width `w` (the back of a card is as tall as two lines)."""
    lines = len(wrap(turned["text"], int(15 * k), w - 24 * k)[:3]) if turned else 2
    return int(64 * k + lines * 15 * k * 1.3)


def bullets(scene, x, y, w, lines, size, color=theme.CHALK, limit=None):
    """A list of wrapped lines, each with a bullet; returns the y below it (stops at `limit`)."""
    step = round(size * 1.35)
    for line in lines:
        rows = wrap(line, size, w - size)
        if limit is not None and y + step * len(rows) > limit:
            break
        scene.circle(x + size * 0.3, y, max(2, size * 0.14), fill=theme.STRAW)
        for i, row in enumerate(rows):
            scene.text(x + size, y + i * step, row, size, color, 400, max_width=w - size, mirror=False)
        y += step * len(rows) + 2
    return y


def table(scene, x, y, w, columns, rows, size, say):
    """Rows of cells under a header: `columns` are (header, share of the width, align); `say(row)`
    is each row's sentence for screen readers. Returns the y below the table."""
    total = sum(c[1] for c in columns)
    step = round(size * 1.7)
    xs, cx = [], x
    for header, share, align in columns:
        cw = w * share / total
        xs.append((cx, cw, align))
        cx += cw
    for (cx, cw, align), (header, _, _) in zip(xs, columns):
        tx = cx + cw - 4 if align == "right" else cx + 4
        scene.text(tx, y + step / 2, header, size - 1, theme.CHALK_DIM, 700, align, max_width=cw - 8,
                   mirror=False)
    y += step
    scene.line(x, y, x + w, y, theme.CHALK_DIM, 1)
    for i, row in enumerate(rows):
        if i % 2:
            scene.rect(x, y, w, step, fill="rgba(255,255,255,.05)")
        cells, strong = row["cells"], row.get("strong")
        for (cx, cw, align), cell in zip(xs, cells):
            tx = cx + cw - 4 if align == "right" else cx + 4
            scene.text(tx, y + step / 2, cell, size, theme.STRAW if strong else theme.CHALK,
                       700 if strong else 400, align, max_width=cw - 8, mirror=False)
        scene.text_only(say(row))
        y += step
    return y


def axes(scene, x, y, w, h, x_max, y_max, y_step, size):
    """Chart frame with gridlines: overs along the bottom every 5, runs up the side."""
    scene.rect(x, y, w, h, fill=theme.TURF_DEEP, stroke=theme.CHALK_DIM, line_width=1)
    runs = y_step
    while runs <= y_max:
        gy = y + h - h * runs / y_max
        scene.line(x, gy, x + w, gy, "rgba(255,255,255,.12)", 1)
        scene.text(x - 4, gy, str(runs), size, theme.CHALK_DIM, 400, "right", mirror=False)
        runs += y_step
    for over in range(5, x_max + 1, 5):
        gx = x + w * over / x_max
        scene.line(gx, y, gx, y + h, "rgba(255,255,255,.12)", 1)
        scene.text(gx, y + h + size * 0.9, str(over), size, theme.CHALK_DIM, 400, "center", mirror=False)


def nice_step(top):
    for step in (5, 10, 20, 25, 50, 100):
        if top / step <= 5:
            return step
    return 100


def over_position(over_text: str) -> float:
    """'12.3' (12 overs and 3 balls) as a point along the overs axis."""
    done, _, balls = over_text.partition(".")
    return int(done) + min(int(balls or 0), 6) / 6


def worm(scene, x, y, w, h, innings, over_limit, size):
    """Score after each over, one line per innings, wickets as red dots where they fell."""
    top = max([10] + [i["worm"][-1] if i["worm"] else 0 for i in innings])
    step = nice_step(top)
    y_max = (top // step + 1) * step

    def at(overs, runs):
        return x + w * overs / over_limit, y + h - h * runs / y_max

    axes(scene, x, y, w, h, over_limit, y_max, step, size)
    for n, inn in enumerate(innings):
        ink = INNINGS_INK[n % 2]
        px, py = at(0, 0)
        for over, score in enumerate(inn["worm"], start=1):
            qx, qy = at(over, score)
            scene.line(px, py, qx, qy, ink, 3)
            px, py = qx, qy
        for fall in inn["fall_of_wickets"]:
            cx, cy = at(over_position(fall["over"]), fall["score"])
            scene.circle(cx, cy, max(3, size * 0.3), fill=theme.LEATHER, stroke=theme.CHALK)
        scene.text_only(f"Worm, {inn['team']}: {inn['runs']}/{inn['wickets']} after {overs_said(inn['overs'])}; "
                        + (", ".join(f"wicket {f['wicket']} at {f['score']} ({f['over']})"
                                     for f in inn["fall_of_wickets"]) or "no wickets"))


def manhattan(scene, x, y, w, h, innings, over_limit, size):
    """Runs in each over as bars, the innings side by side; a red dot on a bar for each wicket."""
    top = max([6] + [o["runs"] for inn in innings for o in inn["manhattan"]])
    step = nice_step(top)
    y_max = (top // step + 1) * step
    axes(scene, x, y, w, h, over_limit, y_max, step, size)
    slot = w / over_limit
    bar = slot * 0.8 / max(1, len(innings))
    dot = max(2.5, min(bar * 0.35, size * 0.3))
    for n, inn in enumerate(innings):
        for o in inn["manhattan"]:
            bx = x + slot * (o["over"] - 1) + slot * 0.1 + n * bar
            bh = h * o["runs"] / y_max
            scene.rect(bx, y + h - bh, bar, bh, fill=INNINGS_INK[n % 2])
            for k in range(o["wickets"]):
                scene.circle(bx + bar / 2, y + h - bh - dot * (1.3 + 2.3 * k), dot, fill=theme.LEATHER,
                             stroke=theme.CHALK)
        scene.text_only(f"Manhattan, {inn['team']}, runs in each over: "
                        + ", ".join(f"{o['runs']}" + (f" ({o['wickets']}w)" if o["wickets"] else "")
                                    for o in inn["manhattan"]))


REQUIRED_INK, RATE_INK = theme.ALERT, INNINGS_INK[1]


def rate_chart(scene, x, y, w, h, chase, over_limit, size):
    """The chase: the rate still required after each over (runs per over left) against the
    chasing side's run rate so far. Where the run rate line sits above the other, they are ahead."""
    target = chase["target"]
    required = [(0, target / over_limit)] + [(r["over"], r["rate"]) for r in chase["required_by_over"]
                                             if r["rate"] is not None and r["runs"] > 0]
    run_rate = [(r["over"], r["rate"]) for r in chase["run_rate_by_over"]]
    top = max([6] + [r for _, r in required + run_rate])
    step = 2 if top <= 12 else 4 if top <= 24 else 10
    y_max = (int(top) // step + 1) * step

    def at(over, value):
        return x + w * over / over_limit, y + h - h * min(value, y_max) / y_max

    axes(scene, x, y, w, h, over_limit, y_max, step, size)
    for points, ink in ((required, REQUIRED_INK), (run_rate, RATE_INK)):
        for (o1, v1), (o2, v2) in itertools.pairwise(points):
            scene.line(*at(o1, v1), *at(o2, v2), ink, 3)
        if len(points) == 1:
            scene.circle(*at(*points[0]), 3, fill=ink)
    scene.text_only(f"Required rate, {chase['team']}: " + ", ".join(
        f"after over {o}: {v:.2f}" for o, v in required[1:]) + (
        f" (at the start {required[0][1]:.2f})") + "; run rate: " + ", ".join(
        f"after over {o}: {v:.2f}" for o, v in run_rate))


def legend(scene, x, y, w, innings, size, rates=False):
    """Which colour is which, under the charts; wraps onto a second line. Returns the last line's y."""
    left = x
    items = [(inn["team"], INNINGS_INK[n % 2]) for n, inn in enumerate(innings)] + [("wicket", None)]
    if rates:
        items += [("required rate", REQUIRED_INK)]
    for name, ink in items:
        width = size * 1.6 + len(name) * char_width(size, 600)
        if x > left and x + width > left + w:
            x, y = left, y + round(size * 1.6)
        if ink:
            scene.rect(x, y - size * 0.35, size * 1.2, size * 0.7, fill=ink)
        else:
            scene.circle(x + size * 0.6, y, size * 0.3, fill=theme.LEATHER, stroke=theme.CHALK)
        scene.text(x + size * 1.6, y, name, size, theme.CHALK, 600, mirror=False)
        x += width + size * 1.5
    return y

"""Each drill's progress, drawn: a clock face lit round (Around the Clock, Round the Doubles), the
running line of the score per round (Bob's 27, Halve-It), the rounds (Shanghai), the ladder of
targets (121). One function a kind; each draws one player's `progress` (from `practice.replay`) in
(x, y, w, h) and gives screen readers the same in words. `draw` picks the kind by the drill.
"""

import math

from pavilion.practice import bobs_27, halve_it

from ... import theme
from ...oche import seat

START = {"bobs-27": bobs_27.START, "halve-it": halve_it.START}  # where the running line starts


def square(drill) -> bool:
    """Whether the drill's progress is drawn in a square (the clock face)."""
    return drill in ("around-the-clock", "round-the-doubles")


def draw(scene, x, y, w, h, drill, player):
    """One player's progress in (x, y, w, h), the way its drill shows it."""
    if drill in START:
        return running_line(scene, x, y, w, h, player, drill)
    kind = {"around-the-clock": clock, "round-the-doubles": clock, "shanghai": rounds, "121": ladder}[drill]
    kind(scene, x, y, w, h, player)


def clock(scene, x, y, w, h, player):
    """The 21 targets round a clock face, 1 at the top and clockwise, the bull in the middle: those
    hit lit in straw, the one to throw at ringed. In a wide, short room the face is drawn oval, so
    its numbers are as big as the room allows."""
    progress = player["progress"]
    targets, hit = progress["targets"], progress["hit"]
    cx, cy = x + w / 2, y + h / 2
    ry = h / 2 - 4
    rx = min(w / 2 - 4, ry * 1.6)
    dot = 24.0
    for _ in range(3):  # the dots as big as the gap between neighbours on the face allows
        spots = [(cx + (rx - dot) * math.sin(math.radians(i * 18)), cy - (ry - dot) * math.cos(math.radians(i * 18)))
                 for i in range(20)]
        gap = min(math.dist(spots[i], spots[(i + 1) % 20]) for i in range(20))
        dot = max(8.0, min(24.0, gap * 0.47))
    size = int(max(10, min(dot * 0.95, 21)))
    for i, name in enumerate(targets):
        px, py = (cx, cy) if i == 20 else spots[i]
        radius = dot * (1.5 if i == 20 else 1)
        done, now = i < hit, i == hit
        scene.circle(px, py, radius, fill=theme.STRAW if done else theme.TURF,
                     stroke=theme.STRAW if now else theme.CHALK_DIM, line_width=4 if now else 1)
        scene.text(px, py, short(name), size, theme.INK if done else theme.CHALK, 800 if done or now else 500,
                   "center", mirror=False)
    scene.text_only(f"{player['name']}: {hit} of {len(targets)} hit" +
                    (f", next {targets[hit]}" if hit < len(targets) else ""))


def short(target: str) -> str:
    """A clock face's label: the number alone ('D7' is 7 on a face of doubles), 'B' for the bull."""
    return "B" if target in ("Bull", "DB") else target.lstrip("D")


def running_line(scene, x, y, w, h, player, drill):
    """The score after each round as a line from the start (27 or 40), a fall (a halving, or a round
    of Bob's 27 with no hit) in red, the score at the line's end; under it the last rounds in words."""
    progress = player["progress"]
    done = progress["rounds"]
    points = [START[drill]] + [r["score"] for r in done]
    low, high = min(0, min(points)), max(max(points), 1)
    words_h = 28 if h >= 110 else 0
    label_w = 56
    px0, px1 = x + 8, x + w - label_w
    py0, py1 = y + h - 10 - words_h, y + 12
    steps = min(progress["of"], max(5, len(points) + 1))  # the line's room grows as the rounds go

    def at(i, score):
        return px0 + (px1 - px0) * i / steps, py0 - (py0 - py1) * (score - low) / max(1, high - low)

    scene.line(px0, at(0, 0)[1], px1, at(0, 0)[1], theme.CHALK_DIM, 1)
    for i in range(len(points) - 1):
        (ax, ay), (bx, by) = at(i, points[i]), at(i + 1, points[i + 1])
        scene.line(ax, ay, bx, by, theme.ALERT if points[i + 1] < points[i] else theme.STRAW, 4)
    for i, score in enumerate(points):
        scene.circle(*at(i, score), 4, fill=theme.CHALK)
    ex, ey = at(len(points) - 1, points[-1])
    seat.digits(scene, ex + label_w / 2, ey, str(points[-1]), 18, label_w - 4, theme.CHALK, 700)
    said = [f"{r['target']} {round_words(r)}" for r in done]
    if words_h:
        line = ""
        for part in reversed(said):  # as many of the last rounds as fit, oldest first
            if len(part) + len(line) + 3 > w / 8:
                break
            line = f"{part} \u00b7 {line}" if line else part
        scene.text(x + 8, y + h - words_h / 2, line or f"Start on {START[drill]}", 15, theme.CHALK, 600,
                   max_width=w - 16, mirror=False)
    scene.text_only(f"{player['name']}: started on {points[0]}" + (f"; {', '.join(said[-3:])}" if said else "")
                    + f"; {round_said(player)}")


def round_said(player) -> str:
    """Where a player stands in the rounds: 'round 7 of 21', or once done 'ended after round 6 of 21'
    (the round they finished in, not the one after it)."""
    progress = player["progress"]
    if player["finished"]:
        return f"ended after round {len(progress['rounds'])} of {progress['of']}"
    return f"round {progress['round']} of {progress['of']}"


def round_words(r) -> str:
    """One finished round: '+4 = 31', '-6 = 19', 'halved = 20'."""
    if r.get("halved"):
        return f"halved = {r['score']}"
    change = r["change"] if "change" in r else r["points"]
    return f"{change:+d} = {r['score']}"


def rounds(scene, x, y, w, h, player):
    """Shanghai's rounds as boxes, 1 to 7 (or 20 in two rows): each round's points, the round to
    throw lit, a Shanghai starred."""
    progress = player["progress"]
    count = progress["of"]
    per_row = count if count <= 10 else 10
    lines = -(-count // per_row)
    gap = 4
    cell_w = (w - gap * (per_row - 1)) / per_row
    cell_h = min(72, (h - gap * (lines - 1)) / lines)
    done = {r["round"]: r for r in progress["rounds"]}
    now = None if player["finished"] else progress["round"]
    for k in range(1, count + 1):
        cx = x + ((k - 1) % per_row) * (cell_w + gap)
        cy = y + ((k - 1) // per_row) * (cell_h + gap)
        lit = k == now
        scene.rect(cx, cy, cell_w, cell_h, fill=theme.STRAW if lit else theme.TURF, radius=6,
                   stroke=theme.CHALK_DIM, line_width=1)
        ink = theme.INK if lit else theme.CHALK
        scene.text(cx + cell_w / 2, cy + cell_h * 0.3, str(k), int(max(11, min(cell_h * 0.28, 18))),
                   ink if lit else theme.CHALK_DIM, 600, "center", mirror=False)
        if k in done:
            points = done[k]["points"]
            text = "\u2605" if done[k]["shanghai"] else str(points)
            scene.text(cx + cell_w / 2, cy + cell_h * 0.7, text, int(max(12, min(cell_h * 0.36, 24))),
                       theme.STRAW if points else theme.CHALK_DIM, 800, "center", max_width=cell_w - 4, mirror=False)
    said = ", ".join(f"round {r['round']} {r['points']}" for r in progress["rounds"])
    scene.text_only(f"{player['name']}: {said or 'no rounds yet'}; {round_said(player)}")


def ladder(scene, x, y, w, h, player):
    """121's ladder: each target tried, checked out (a tick) or not (a cross), and the one now being
    tried with what is left and the visit (1 of 3)."""
    progress = player["progress"]
    attempts = progress["attempts"]
    gap = 4
    shown_most = max(1, int((w + gap) // (56 + gap)))
    current = None if player["finished"] else progress["target"]
    steps = [(a["target"], a["checked_out"]) for a in attempts] + ([(current, None)] if current else [])
    steps = steps[-shown_most:]
    cell_w = min(88, (w - gap * (max(1, len(steps)) - 1)) / max(1, len(steps)))
    cell_h = min(h, 72)
    for i, (target, out) in enumerate(steps):
        cx = x + i * (cell_w + gap)
        lit = out is None
        scene.rect(cx, y, cell_w, cell_h, fill=theme.STRAW if lit else theme.TURF, radius=6, stroke=theme.CHALK_DIM)
        ink = theme.INK if lit else theme.CHALK
        scene.text(cx + cell_w / 2, y + cell_h * 0.32, str(target), int(max(12, min(cell_h * 0.3, 22))), ink, 800,
                   "center", mirror=False)
        mark = f"visit {progress['visit']}/{progress['of']}" if lit else "\u2713" if out else "\u2717"
        scene.text(cx + cell_w / 2, y + cell_h * 0.72, mark, int(max(11, min(cell_h * 0.26, 18 if lit else 22))),
                   ink if lit else (theme.STRAW if out else theme.ALERT), 700, "center", max_width=cell_w - 4,
                   mirror=False)
    if h >= cell_h + 40:
        checked = sum(a["checked_out"] for a in attempts)
        scene.text(x + 4, y + cell_h + 24, f"{len(attempts)} of {progress['targets']} targets tried, {checked} checked out",
                   16, theme.CHALK, 600, max_width=w - 8, mirror=False)
    tried = ", ".join(f"{a['target']} {'checked out' if a['checked_out'] else 'missed'}" for a in attempts)
    scene.text_only(f"{player['name']}: {len(attempts)} of {progress['targets']} targets tried"
                    + (f" ({tried})" if tried else "")
                    + (f"; now {current}, {progress['left']} left, visit {progress['visit']} of {progress['of']}"
                       if current else ""))

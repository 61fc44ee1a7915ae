"""The scoreboard, made to be read from the oche (2-3 m): points and target numbers are the biggest
things on the screen, the seat to throw is lit, and each seat shows its live MPR and last visit.

Seats sit either side of the targets column (two players: one each side; three or four: two and
one, or two and two). Sizes grow with the space; `sizes` is what the layout tests measure.
"""

from ... import theme
from ...oche import seat

MIN_POINTS = {2: 56, 4: 40}  # px of ink: the floor for current points at 800x480, by players
MIN_READ = 24  # px of ink: marks, names, MPR, last visit, the leg tally, target numbers at 800x480
MIN_TARGET = 34  # px of font: target numbers (24 px of ink in the board's narrow face)
TALL = 0.75  # a target's tallest ink per px of font (the l of Bull, 0.73): what its pill must hold
PILL = 1  # px between a target's pill and its row's edge
CLEAR = 2  # px between a pill's edge and its number's ink, where the row allows it at the reading size


def columns(n: int) -> tuple:
    """Seats left of the targets column, and right of it."""
    left = list(range((n + 1) // 2)) if n > 1 else [0]
    return left, [s for s in range(n) if s not in left]


def sizes(w: float, h: float, n: int, name_rows: int = 1, tally: str = "") -> dict:
    """Every measure of a scoreboard of `n` seats in a w x h box, in px; inks are how tall the drawn
    digits and capitals are (oche/seat.py), read from the oche. Top to bottom a seat column holds its
    header (name, points), the seven targets' marks, its MPR of the leg and its last visit: one line
    with one or two seats a side, one dart a line in the narrower columns of three or four. A name
    that needs two lines (`name_rows`) makes the headers taller; the targets column is wide enough
    for the leg `tally` at the reading size."""
    read = max(12.0, min(h * 0.053, 40.0))
    target_w = max(64, min(int(w * (0.19 if n <= 2 else 0.18)), 220))
    if n > 2:
        target_w = max(target_w, 84 if h >= 400 else 64)
    target_w = max(target_w, seat.fits(tally, seat.size_for(min(read, MIN_READ))) + 12)
    col_w = (w - target_w) / n
    points = max(read * 1.5, min(h * (0.125 if n <= 2 else 0.09), 100.0))
    visit_lines = 1 if n <= 2 else 3
    line = seat.size_for(read) * 0.95  # the foot's lines: MPR, then the last visit
    head_h = seat.height(points, read, name_rows=name_rows)
    step = line if visit_lines == 1 else seat.size_for(read) * 0.85  # a dart a line: set close
    foot_h = line + step * visit_lines + 4
    row_h = (h - head_h - foot_h) / 7
    return {
        "target_w": target_w, "col_w": col_w, "head_h": head_h, "foot_h": foot_h, "row_h": row_h,
        "read": read, "points": points, "name": read, "name_rows": name_rows, "line": line, "visit_lines": visit_lines,
        "visit_step": step, "target": target_size(row_h, read),
    }


def target_size(row_h: float, read: float) -> int:
    """The targets' font size: a little over the reading size, inside a pill of the row's height
    less PILL above and below; CLEAR px clear of the pill's edges, or less (half a px at the least)
    rather than drawn under the reading size."""
    pill = row_h - 2 * PILL
    clear = int((pill - 2 * CLEAR) / TALL)
    held = int((pill - 1) / TALL)
    return max(12, min(seat.size_for(read * 1.3), max(clear, min(held, seat.size_for(min(read, MIN_READ))))))


COMPACT = 7 * 24 + 84  # px: below this height only the points show (a phone's dartboard is open)


def draw_strip(scene, x, y, w, h, state, preview):
    """The points alone, in a strip: what stays of the scoreboard while a phone's dartboard is open."""
    seats = state["seats"]
    cell = w / len(seats)
    over = state["game_over"] or state["ended"]
    thrower = preview["seat"] if preview else (None if over else state["to_throw"])
    for s, seat in enumerate(seats):
        sx = x + s * cell
        active = s == thrower
        scene.rect(sx + 3, y, cell - 6, h, fill=theme.STRAW if active else theme.TURF, radius=10)
        ink = theme.INK if active else theme.CHALK
        points = seat["points"] + (preview["points"] if preview and preview["seat"] == s else 0)
        scene.text(sx + cell / 2, y + h * 0.27, seat["name"], int(min(h * 0.2, 18)), ink, 700, "center",
                   max_width=cell - 14, mirror=False)
        scene.text(sx + cell / 2, y + h * 0.66, str(points), int(min(h * 0.45, 48)), ink, 800, "center",
                   max_width=cell - 14, mirror=False)
        scene.text_only(f"{seat['name']}{' to throw' if active else ''}: {points} points")


def last_visits(state) -> dict:
    """Each seat's last turn in the list, by seat."""
    last = {}
    for turn in state["turns"]:
        last[turn["seat"]] = turn
    return last


def visit_text(turn) -> str:
    """A visit in a few characters: 'T20 S19 M', or a total for a bare-total turn."""
    if turn is None:
        return ""
    if turn["darts"] is None:
        return f"total {turn['points']}"
    return " ".join(turn["darts"])


def draw(scene, x, y, w, h, state, preview, revealing):
    """The scoreboard in (x, y, w, h). `preview` (darts.preview) adds the marks and points of the
    visit being entered, or of a computer visit being shown, in straw."""
    seats, targets = state["seats"], state["targets"]
    n = len(seats)
    if h < COMPACT:
        return draw_strip(scene, x, y, w, h, state, preview)
    legs = state["legs"]
    tally = "-".join(str(n) for n in legs["won"]) if legs["first_to"] > 1 else ""
    m = sizes(w, h, n, tally=tally)
    rows = max(len(name_lines(s, m["col_w"], m["read"])) for s in seats)
    if rows > 1:
        m = sizes(w, h, n, rows, tally)
    left, right = columns(n)
    target_w, col_w, head_h, row_h = m["target_w"], m["col_w"], m["head_h"], m["row_h"]
    scene.rect(x, y, w, h, fill=theme.TURF_DEEP, radius=12)
    xs = {}
    cx = x
    for s in left:
        xs[s], cx = cx, cx + col_w
    target_x, cx = cx, cx + target_w
    for s in right:
        xs[s], cx = cx, cx + col_w
    over = state["game_over"] or state["ended"]
    thrower = preview["seat"] if preview else (None if over else state["to_throw"])
    last = last_visits(state)
    rows_y = y + head_h
    for t in range(len(targets)):
        if t % 2 == 0:
            scene.rect(x + 4, rows_y + t * row_h, w - 8, row_h, fill="rgba(255,255,255,.05)")
    middle = target_x + target_w / 2
    if legs["first_to"] > 1:  # the leg and the tally, over the targets
        seat.digits(scene, middle, y + head_h * 0.3, f"Leg {legs['leg']}", m["read"], target_w - 10,
                    theme.CHALK_DIM, 700)
        seat.digits(scene, middle, y + head_h * 0.68, tally, m["read"], target_w - 10, theme.STRAW)
        scene.text_only("Legs: " + ", ".join(f"{seats[i]['name']} {n}" for i, n in enumerate(legs["won"])))
    foot_y = y + h - m["foot_h"]  # what the foot rows hold, said once in the targets column
    seat.digits(scene, middle, foot_y + m["line"] / 2, "MPR", m["read"], target_w - 10, theme.CHALK_DIM, 700)
    seat.digits(scene, middle, foot_y + m["line"] * 1.5, "Last", m["read"], target_w - 10, theme.CHALK_DIM, 700)
    for s, sx in xs.items():
        draw_seat(scene, sx, y, col_w, h, m, seats[s], s == thrower, preview if preview and preview["seat"] == s
                  else None, last.get(s), state["winner"] == s)
    for t, target in enumerate(targets):
        ty = rows_y + t * row_h
        dead = target["dead"]
        scene.rect(target_x + 4, ty + PILL, target_w - 8, row_h - 2 * PILL, fill="#2a3a33" if dead else theme.TURF_LIGHT,
                   radius=8)  # it holds the number: m["target"] is sized to the row
        scene.text(middle, ty + row_h / 2, target["name"], m["target"], theme.CHALK_DIM if dead else theme.CHALK,
                   800, "center", max_width=target_w - 12, mirror=False, family=seat.DIGITS)
        if dead:  # struck through: nobody scores here again
            scene.line(target_x + 12, ty + row_h / 2, target_x + target_w - 12, ty + row_h / 2, theme.CHALK_DIM, 3)
        said = []
        for s, sx in xs.items():
            marks = seats[s]["marks"][str(target["number"])]
            pending = preview["seat_marks"][str(target["number"])] if preview and preview["seat"] == s else marks
            draw_marks(scene, sx + col_w / 2, ty + row_h / 2, min(row_h, col_w) * 0.43, marks, pending, dead)
            said.append(f"{seats[s]['name']} {pending}")
        scene.text_only(f"{target['name']}{' (dead)' if dead else ''}: " + ", ".join(said))
    if revealing and preview:
        scene.text_only(f"{seats[preview['seat']]['name']} is throwing: {', '.join(preview['darts']) or 'first dart'}")


def seat_name(seat_) -> str:
    return seat_["name"] if seat_["in_game"] else f"{seat_['name']} (left)"


def name_least(read) -> int:
    """The smallest a name is drawn: the reading size where the screen has it (the kiosk), else 12."""
    return seat.size_for(MIN_READ) if read >= MIN_READ else 12


def name_lines(seat_, col_w, read) -> list:
    """The lines a seat's name takes in its header (oche/seat.py)."""
    return seat.name_lines(seat_name(seat_), col_w - 2 * seat.PAD - 8, seat.size_for(read), name_least(read),
                           split_words=read < MIN_READ)[1]


def draw_seat(scene, sx, y, col_w, h, m, seat_, active, preview, last, winner):
    """One seat's column: name and points (with the visit's points in straw), the MPR of the leg, and
    its last visit."""
    if active:  # the seat to throw: its whole column framed, its header lit
        seat.frame(scene, sx, y, col_w, h)
    name = seat_name(seat_)
    points = seat_["points"]
    shown = f"{points}+{preview['points']}" if preview and preview["points"] else str(points)
    seat.head(scene, sx, y, col_w, m["head_h"], name, shown, score_ink=m["points"], active=active,
              winner=winner, out=not seat_["in_game"], name_ink=m["name"], name_rows=m["name_rows"],
              name_least=name_least(m["read"]), clip_name=m["read"] >= MIN_READ)
    mpr = seat_["stats"]["leg_mpr"]
    mpr = "\u2013" if mpr is None else f"{mpr:.2f}"
    inner = col_w - 8  # fits() is over: the figures' real ink stays inside the frame
    foot_y = y + h - m["foot_h"]
    seat.digits(scene, sx + col_w / 2, foot_y + m["line"] / 2, mpr, m["read"], inner, theme.CHALK, 700)
    lines = visit_lines(last, m["visit_lines"])
    for i, line in enumerate(lines):
        seat.digits(scene, sx + col_w / 2, foot_y + m["line"] + m["visit_step"] * (i + 0.5), line, m["read"], inner,
                    theme.STRAW if active else theme.CHALK, 700)
    said = f"{name}{' to throw' if active else ''}: {points} points, MPR {mpr}"
    if last:
        said += f". Last visit: {last['text'].partition(': ')[2]}"
    scene.text_only(said)


def visit_lines(turn, lines: int) -> list:
    """A visit as the foot of a seat's column shows it: on one line, or one dart a line."""
    text = visit_text(turn)
    if not text or lines == 1:
        return [text] if text else []
    return turn["darts"] if turn["darts"] is not None else ["total", str(turn["points"])]


def draw_marks(scene, cx, cy, r, marks, pending, dead):
    """/ for one mark, X for two, a circled X for three; marks of the visit being entered in straw."""
    for count in range(1, max(marks, pending) + 1):
        colour = theme.CHALK_DIM if dead else (theme.CHALK if count <= marks else theme.STRAW)
        if count == 1:
            scene.line(cx - r * 0.7, cy + r * 0.7, cx + r * 0.7, cy - r * 0.7, colour, max(3, r * 0.18))
        elif count == 2:
            scene.line(cx - r * 0.7, cy - r * 0.7, cx + r * 0.7, cy + r * 0.7, colour, max(3, r * 0.18))
        else:
            scene.circle(cx, cy, r, stroke=colour, line_width=max(3, r * 0.15))

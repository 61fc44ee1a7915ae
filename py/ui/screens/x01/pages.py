"""What the 501 menu opens: the menu itself, confirmations, the end-of-match panel, the stats, the
visit history with corrections, and the rules card's text (sharing is ui/oche/share.py's panel).

Each draw function takes the screen for the little it reads of it (the page shown, the caller, what
the engine offers) and the state it draws; the taps it offers are routed by the screen.
"""

from ... import theme
from ...scene import char_width, wrap
from ...oche import kiosk, seat
from ...oche.grid import grid, rows
from .board import average

RULES = (
    ("The game", ("Everyone starts on 501 (or the start chosen) and takes off what each visit of three darts "
     "scores. The first to bring their score to exactly zero wins the leg.")),
    ("Double out", ("The dart that reaches zero must be a double or the bullseye (DB, 50). Straight out lets "
     "any dart finish; master out, a double or a treble.")),
    ("Bust", ("A visit that would leave less than zero, exactly 1, or zero without the right finishing dart "
     "is a bust: the score goes back to what it was before the visit, and the turn passes.")),
    ("Double in", ("With double in chosen, nothing scores until you hit a double; that double scores, and so "
     "does every dart after it.")),
    ("Checkout", ("From 170 down the board shows a route for the darts you have left, ending on a double: "
     "T20 T20 DB. It follows each dart. 159, 162, 163, 165, 166, 168 and 169 cannot be finished in three.")),
    ("Entering", ("Type the visit's total and tap Enter, the way most pubs score 501; Bust for a bust. A total "
     "that finishes asks how many darts it took. Darts switches to entering dart by dart, or tapping the "
     "dartboard where each landed.")),
    ("Back and corrections", ("Back takes out the last digit or dart; with nothing typed it takes back your "
     "last visit to enter again. Menu, Visit history corrects any earlier visit: the match is scored again.")),
    ("Stats", ("The three-dart average is points per three darts (a bust's darts count for nothing). First 9 is "
     "the average of each leg's first nine darts. Checkout % is checkouts per dart thrown at a finishing "
     "double. 100+, 140+ and 180 count the big visits; best leg is the fewest darts to win a leg.")),
    ("Legs and sets", ("First to the legs chosen wins (in sets: first to the sets chosen). The first throw "
     "passes to the next player each leg.")),
)


def result(state, short=False) -> str:
    """Who won, in a pub's words ('Ann wins the match 2-1'), or that the game was ended. A match of
    one leg is won with it: 'Ann wins the leg and the match' (`short`: 'Ann wins the match', for a
    line too narrow for it), as the live line's 'Ann wins the match' says."""
    players, winner = state["players"], state["winner"]
    if winner is None:
        return "Game ended: no winner"
    options = state["options"]
    if options.get("sets"):
        return f"{players[winner]['name']} wins the match, sets " + "-".join(str(p["sets"]) for p in players)
    if options.get("legs", 1) > 1:
        return f"{players[winner]['name']} wins the match " + "-".join(str(p["legs"]) for p in players)
    return f"{players[winner]['name']} wins the {'' if short else 'leg and the '}match"


def percent(value) -> str:
    return "\u2013" if value is None else f"{value:.0f}%" if value == int(value) else f"{value:.1f}%"


def figures(player) -> list:
    """(what, value) rows of one player's stats: the figures league players compare."""
    st = player["stats"]
    dash = "\u2013"
    return [
        ("3-dart average", average(st["average"])),
        ("First 9 average", average(st["first9"])),
        ("Checkout %", percent(st["checkout_pct"])),
        ("Highest finish", dash if not st["highest_finish"] else str(st["highest_finish"])),
        ("100+ / 140+ / 180", f"{st['tons']} / {st['ton40s']} / {st['max180s']}"),
        ("Best leg (darts)", dash if st["best_leg"] is None else str(st["best_leg"])),
        ("Darts thrown", str(st["darts"])),
    ]


GAP = 12  # px at least between two columns' words: a cell is fitted to its column less this (or half its size)
RULE = "rgba(255,255,255,.14)"  # the line between two players' columns


def cell(scene, cx, cy, text, size, width, colour, weight):
    """`text` centred on (cx, cy) in the narrow digits' face at `size` px, or as much smaller as it
    must be to fit `width` ("0 / 0 / 0" first drops its spaces): never into the next column."""
    if seat.fits(text, size) > width and " / " in text:
        text = text.replace(" / ", "/")
    size = max(8, min(size, int(width / max(1e-9, seat.fits(text, 1)))))
    scene.text(cx, cy, text, size, colour, weight, "center", max_width=width, mirror=False, family=seat.DIGITS)


def name_cell(name, size, room, row_h) -> tuple:
    """(size, lines) of a player's name over a column `room` wide in a row `row_h` tall: one line at
    `size` or as it fits, two (split at a space) where that is larger; never under 14 px or 0.6 of
    the figures' size (read from the oche, a cut name beats a name too small to read)."""
    least = max(14, int(size * 0.6))
    one = min(size, int(room / max(1e-9, seat.fits(name, 1))))
    halves = seat.name_lines(name, 0, 1, 1)[1] if " " in name.strip() else [name]
    two = min(size, int(row_h / 2.2), int(room / max(1e-9, max(seat.fits(h, 1) for h in halves))))
    if len(halves) > 1 and two > one:
        return max(least, two), halves
    return max(least, min(size, one)), [name]


def draw_table(scene, x, y, w, h, players, most_row=44, extra=()):
    """The figures in columns, one a player, a label column on the left, the `extra` rows
    ((what, [value of each player]), tonight's best) second, after the three-dart average they are
    compared with, so that they are drawn wherever the average is; as many rows as fit `h` at 20 px
    a row (all are said; Stats draws them all). The figures are as large as a row allows, each fitted
    to its column with a gap (a name too long is cut, not shrunk), a line between two players'
    columns; the labels share one size, the largest at which the longest fits. Returns the y below."""
    rows_of = []
    for s, p in enumerate(players):
        own = figures(p)
        rows_of.append(own[:1] + [(what, values[s]) for what, values in extra] + own[1:])
    label_w = max(104, min(w * (0.4 - 0.03 * len(players)), 220))  # four players: the labels give up most
    col_w = (w - label_w) / len(players)
    row_h = max(20, min(h / (len(rows_of[0]) + 1), most_row))
    shown = max(0, min(len(rows_of[0]), int(h // row_h) - 1))  # under the players' names
    size = int(max(13, min(row_h * 0.68, 44)))
    room = col_w - max(GAP, size / 3)
    label = int(max(10, min(size * 0.8, *((label_w - 8) / seat.fits(what, 1) for what, _ in rows_of[0][:shown or 1]))))
    for s, p in enumerate(players):  # a name on one line, or two where they are larger; 14 px or more, else cut
        named, lines = name_cell(p["name"], size, room, row_h)
        for i, line in enumerate(lines):
            scene.text(x + label_w + (s + 0.5) * col_w, y + row_h / 2 + (i - (len(lines) - 1) / 2) * named * 1.05,
                       seat.clip(line, named, room), named, theme.STRAW, 800, "center", max_width=room, mirror=False,
                       family=seat.DIGITS)
    for r, (what, _) in enumerate(rows_of[0][:shown]):
        ry = y + (r + 1) * row_h
        if r % 2 == 0:
            scene.rect(x, ry, w, row_h, fill="rgba(255,255,255,.06)")
        scene.text(x + 4, ry + row_h / 2, what, label, theme.CHALK_DIM, 600, max_width=label_w - 8, mirror=False,
                   family=seat.DIGITS)
        for s in range(len(players)):
            cell(scene, x + label_w + (s + 0.5) * col_w, ry + row_h / 2, rows_of[s][r][1], size, room, theme.CHALK, 700)
    for s in range(1, len(players)):
        scene.line(x + label_w + s * col_w, y + 4, x + label_w + s * col_w, y + (shown + 1) * row_h - 4, RULE, 1)
    for p, rows_ in zip(players, rows_of):
        scene.text_only(f"{p['name']}: " + ", ".join(f"{what} {value}" for what, value in rows_))
    return y + (shown + 1) * row_h


def heading(scene, x, y, w, title):
    scene.text(x + 4, y + 22, title, 24, theme.STRAW, 800, heading=True, max_width=w - 130)
    scene.button("close", x + w - 112, y, 112, 48, "Done: back to the keypad", caption="Done", kind="primary", size=18)


def draw_menu(screen, scene, x, y, w, h, state):
    items = []
    if screen.offered("undo"):
        items.append(("undo", "Undo last visit", "Undo last visit", "ghost", None))
    if state["visits"]:
        items.append(("panel:history", "Visit history and corrections", "Visit history", "ghost", None))
    items += [("panel:stats", "Stats", "Stats", "ghost", None),
              ("panel:share", "Share this game", "Share", "ghost", None),
              ("caller", f"Caller: {'on' if screen.caller else 'off'}, calling each visit",
               f"Caller: {'on' if screen.caller else 'off'}", "ghost",
               screen.caller),
              ("panel:rules", "How to play", "How to play", "ghost", None)]
    if not state["ended"] and state["winner"] is None:
        items.append(("ask:end", "End game", "End game", "danger", None))
    items.append(("ask:new", "New game", "New game", "ghost", None))
    count = (len(items) + 1) // 2
    row_h = max(48, min(64, (h - 8 * (count - 1)) / count))
    scene.focus_on(items[0][0])  # an opened menu: its first item, not the page's start
    grid(scene, x, y, w, row_h, items, 2, size=17)


def draw_confirm(screen, scene, x, y, w, h):
    what, sentence = screen.confirming
    lines = rows(y, h, (1.6, 1, 1, 1))
    scene.paragraph(x, lines[0][0] + 14, w, sentence, 19, theme.CHALK, 700)
    half = (w - 8) / 2
    # The yes sits apart from the no, and from where the menu's buttons were: a stray tap is a no.
    scene.button("close", x, lines[1][0], half, lines[1][1], "No, go back", kind="primary", size=18)
    scene.button("confirm", x + half + 8, lines[3][0], half, lines[3][1],
                 {"end": "End the game now", "new": "Start a new game", "leave": kiosk.VERB}[what], kind="danger", size=16)


def end_keys(screen, state):
    """(the end panel's keys, its table's extra rows): rematch, stats, history, undo, new game, the
    players' form; tonight's best as a row of the table."""
    items = [("rematch", "Rematch", "Rematch", "primary", None), ("panel:stats", "Stats", "Stats", "primary", None),
             ("panel:history", "Visit history", "Visit history", "ghost", None)]
    if screen.offered("undo"):
        items.append(("undo", "Undo the last visit", "Undo", "ghost", None))
    items.append(("ask:new", "New game", "New game", "ghost", None))
    from ...players import form_item, keeps_history, tonight_best, x01_game  # reads the set-up's names: imported late

    people = [p["name"] for p in state["players"] if p["bot"] is None and keeps_history(p["name"])]
    best = tonight_best(screen.app.players, people, x01_game(state["options"]["start"]), average)
    if people and len(items) % 2:  # the grid's free cell: the players' form (screens/player)
        items.append(form_item(people))
    extra = [("Tonight's best", [best.get(p["name"], "\u2013") for p in state["players"]])] if best else []
    return items, extra


def draw_end(screen, scene, x, y, w, h, state, table=True):
    """What next (rematch, stats, history, undo, new game) under each player's figures; the result is
    the status line's alone. `table=False`: the figures have the board's place (`draw_figures`), and
    the keys have the panel to themselves, at its foot."""
    items, extra = end_keys(screen, state)
    count = (len(items) + 1) // 2
    if not table:
        row_h = max(48, min(64, (h - 8 * (count - 1)) / count))
        return grid(scene, x, y + h - count * row_h - (count - 1) * 8, w, row_h, items, 2, size=20)
    row_h = 48 if extra else 52  # the keys at 48 px for the room of a row more
    keys_h = count * row_h + (count - 1) * 8
    draw_table(scene, x, y, w, h - keys_h - 8, state["players"], most_row=30, extra=extra)
    grid(scene, x, y + h - keys_h, w, row_h, items, 2, size=18)


def draw_figures(screen, scene, x, y, w, h, state):
    """The match over on a landscape screen: its figures in the board's place, as large as it allows."""
    draw_table(scene, x, y, w, h, state["players"], most_row=64, extra=end_keys(screen, state)[1])


def draw_stats(screen, scene, x, y, w, h, state):
    heading(scene, x, y, w, "Stats")
    draw_table(scene, x, y + 60, w, h - 60, state["players"])


def visit_line(state, v) -> str:
    """'3. Ann: T20 T20 S20 (140), 361 left'; a checkout says so ('checkout in 3') and not '0 left'."""
    name = state["players"][v["seat"]]["name"]
    what = "bust" if v["bust"] else " ".join(v["darts"]) + f" ({v['scored']})" if v["darts"] else str(v["scored"])
    done = f", checkout in {v['checkout']}" if v.get("checkout") else f", {v['remaining']} left"
    return f"{v['index'] + 1}. {name}: {what}{done}"


def history_size(texts, width, largest, row_h) -> tuple:
    """(size, [lines of each text]): one size for every row of the page, the largest from `largest`
    down to 14 at which each row wraps into the lines its row holds (`wrap`'s estimate, which the
    painter's own fitting agrees with); at 14 px a row still too long keeps the lines it holds, cut."""
    for size in range(largest, 13, -1):
        most = max(1, int((row_h - 6) // (size * 1.15)))
        lines = [wrap(text, size, width) for text in texts]
        if all(len(each) <= most for each in lines):
            return size, lines
    fit = int(width // char_width(14))
    return 14, [each[:most - 1] + [" ".join(each[most - 1:])[:fit - 1] + "\u2026"] if len(each) > most else each
                for each in lines]


def draw_history(screen, scene, x, y, w, h, state):
    """Every visit, newest first, with Correct on each (the correction opens in the number pad)."""
    heading(scene, x, y, w, "Visit history")
    y, h = y + 60, h - 60
    visits = list(reversed(state["visits"]))
    step = 56
    per_page = max(1, int((h - 56) // step))
    count = max(1, -(-len(visits) // per_page))
    screen.page = min(screen.page, count - 1)
    page = visits[screen.page * per_page:(screen.page + 1) * per_page]
    texts = [visit_line(state, v) + (" (corrected)" if v.get("corrected") else "") for v in page]
    size, wrapped = history_size(texts, w - 136, 17 if w >= 600 else 16, step - 4)  # a long row wraps
    for i, (v, text, lines) in enumerate(zip(page, texts, wrapped)):
        ty = y + i * step
        scene.rect(x, ty, w, step - 4, fill=theme.TURF, radius=8)
        for j, line in enumerate(lines):
            scene.text(x + 12, ty + step / 2 - 2 + (j - (len(lines) - 1) / 2) * size * 1.15, line, size, theme.CHALK,
                       400, max_width=w - 136, mirror=False)
        scene.text_only(text)
        scene.button(f"correct:{v['index']}", x + w - 112, ty + 2, 108, 48, f"Correct visit {v['index'] + 1}: {text}",
                     caption="Correct", kind="ghost", size=16)
    if not visits:
        scene.text(x, y + 24, "No visits yet.", 18, theme.CHALK_DIM)
    half = (w - 8) / 2
    if screen.page > 0:
        scene.button("page:-1", x, y + h - 48, half, 48, "Newer visits", caption="\u2190 Newer", kind="ghost", size=16)
    if screen.page + 1 < count:
        scene.button("page:1", x + half + 8, y + h - 48, half, 48, "Older visits", caption="Older \u2192", kind="ghost",
                     size=16)

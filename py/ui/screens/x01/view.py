"""How the 501 screen lays itself out and draws a game: the board, the status bar, and the panel
open beside it (the entry, the menu, a question, the end of the match) or a page over it.

Functions of the screen (`screen.py`), which they read and never change.
"""

from ... import theme
from ...oche import bar as status_bar
from ...oche import seat
from ..darts.screen import AWARD_S, DartsScreen
from . import board, entry, pages

PAGES = ("history", "stats", "rules", "share")  # panels that take the whole screen below the bar
DART_MS, HOLD_MS = 900, 1600  # a computer's dart appearing; its whole visit held before play goes on
READ = 24  # px of ink: the status line beside the board (the kiosk), read from the oche (issue 23)


def layout(screen, scene, top):
    """Landscape (the kiosk): the board left, full height; the status bar and the entry right, the
    bar tall enough for two lines at READ px of ink (`reading`); on a short landscape screen the bar
    tops the board instead, so the entry has the whole height.
    A phone: the bar, the board, then the entry under the thumb, given the height its keys need
    first (48 px a row) and the board the rest; the end of the match, like the dartboard, leaves
    the board its names and scores and takes the rest for the figures."""
    w, h = scene.w, scene.h - top
    landscape = w >= h * 1.15 and w >= 640
    pad = 6 if min(w, h) < 560 else 12
    page = (pad, top + pad, w - 2 * pad, h - 2 * pad)
    if landscape:
        panel_w = max(340, min(int(w * 0.45), 560))
        if h < 440 and screen.mode == "darts":  # eight keys a row, so the keypad needs six rows
            panel_w = max(panel_w, 8 * 48 + 7 * 8)
        px = w - panel_w - pad
        if h < 440:
            bar_h = 62
            bar = (pad, top + pad, px - 2 * pad, bar_h)
            return {"bar": bar, "board": (pad, top + pad + bar_h + 8, px - 2 * pad, h - 2 * pad - bar_h - 8),
                    "landscape": True, "panel": (px, top + pad, panel_w, h - 2 * pad), "page": page}
        bar = (px, top + pad, panel_w, 6 + 2 * seat.size_for(READ))  # two lines of READ-px ink
        below = bar[1] + bar[3] + 8
        return {"bar": bar, "board": (pad, top + pad, px - 2 * pad, h - 2 * pad), "landscape": True,
                "panel": (px, below, panel_w, top + h - pad - below), "page": page, "reading": True}
    bar = (0, top, w, 48 if w < 600 else 56)
    body_y = top + bar[3] + pad
    body_h = h - bar[3] - 2 * pad
    mode = "end" if over(screen) else screen.mode  # the end panel, like the dartboard: the board keeps 150 px
    keys = {"totals": 5, "darts": 7}.get(mode)
    need = keys * 48 + (keys - 1) * 6 if keys else min(w, body_h - 110)
    liked = max(5 * 58 + 4 * 6, int(body_h * 0.56)) if mode == "totals" else \
        7 * (52 if len(screen.state()["players"]) < 3 else 48) + 6 * 6 if mode == "darts" else body_h - 110
    panel_h = max(need, min(body_h - 150, liked))
    board_h = body_h - panel_h - pad
    return {"bar": bar, "board": (pad, body_y, w - 2 * pad, board_h), "landscape": False,
            "panel": (pad, body_y + board_h + pad, w - 2 * pad, panel_h),
            "page": (pad, body_y, w - 2 * pad, top + h - pad - body_y)}


def over(screen) -> bool:
    """Whether the panel shows the end of the match (the result, the figures, what next)."""
    state = screen.state()
    return (state["ended"] or state["winner"] is not None) and screen.fix is None and not screen.reveal


def draw_game(screen, scene, top):
    box = layout(screen, scene, top)
    state, preview = screen.shown()
    if screen.panel in PAGES:
        if not box["landscape"]:
            draw_bar(screen, scene, box["bar"], state, False)
        if screen.panel in ("rules", "share"):  # the rules card and the share panel are shared components
            getattr(screen, f"draw_{screen.panel}")(scene, *box["page"], screen.state())
        else:
            getattr(pages, f"draw_{screen.panel}")(screen, scene, *box["page"], screen.state())
        return
    draw_bar(screen, scene, box["bar"], state, box.get("reading", False))
    figures = over(screen) and box["landscape"] and box["board"][2] >= box["panel"][2]
    if figures:  # the match over at the kiosk: its figures in the board's place, read from the oche
        pages.draw_figures(screen, scene, *box["board"], state)
    else:
        board.draw(scene, *box["board"], state, preview)
    draw_panel(screen, scene, *box["panel"], screen.state(), box["landscape"], figures)
    if screen.settling:  # a question's keys, or Bust and Enter after a visit, take taps after this tick
        scene.timer = entry.GUARD_MS
    elif screen.calling():  # a leg won is called; the computer's next dart waits for it
        scene.timer = max(50, int(1000 * (screen.award[1] + AWARD_S - screen.app.store.clock())))
    elif screen.award:
        scene.timer = 50  # its time is up: the tick puts whose throw back
    elif screen.reveal:
        thrown = screen.match["actions"][screen.reveal[0][0]]["darts"]
        scene.timer = screen.app.display.pace(DART_MS if screen.reveal[1] < len(thrown) else HOLD_MS)


def status(screen, state):
    if screen.reveal:
        seat = screen.match["actions"][screen.reveal[0][0]]["seat"]
        return f"{state['players'][seat]['name']} throwing"
    if screen.fix is not None:
        return f"Correcting visit {screen.fix + 1}"
    if state["ended"] or state["winner"] is not None:
        return pages.result(state)
    preview = screen.shown()[1]
    if preview and preview["darts"]:  # mid-visit: what the thrower's card shows, not the score before the visit
        name = state["players"][preview["seat"]]["name"]
        if preview["bust"]:
            return f"{name} to throw \u00b7 bust: Enter visit"
        return f"{name} to throw \u00b7 {preview['remaining']} \u00b7 {preview['scored']} this visit"
    return state["turn_line"]


def draw_bar(screen, scene, bar, state, reading):
    """Whose throw (or the result), with Menu, and Back to the hub outside the kiosk; `reading`: at
    READ px of ink (a refusal, read at the keys, stays small enough to be read whole)."""
    _, y, _, h = bar
    left, room = status_bar.frame(scene, bar, kiosk=screen.kiosk, menu_open=screen.panel == "menu")
    text = screen.error or status(screen, state)
    award = None if screen.error else screen.calling()
    if award:  # a leg won, in ink on straw over the status line: nothing under it moves
        scene.rect(left, y + 2, room, h - 4, fill=theme.STRAW, radius=8)
        DartsScreen.draw_lines(scene, left + 10, y + 2, room - 20, h - 4, award,
                               theme.INK, 800, seat.size_for(READ) if reading else 21, heading=True)
        return scene.text_only(text)
    if screen.redo and not screen.error and not screen.reveal:  # a visit taken back: said where all look
        draw_notice(scene, left, y + 2, room, h - 4, screen.redo, seat.size_for(READ) if reading else 21)
        return scene.text_only(text)
    if screen.error:
        scene.rect(left, y + 2, room, h - 4, fill=theme.ALERT, radius=8)
    if reading and not screen.error:
        short = pages.result(state, short=True) if text == pages.result(state) else None
        return draw_read(scene, left + 6, y, room - 12, h, text, short)
    colour, weight = (theme.INK, 600) if screen.error else (theme.STRAW, 700)
    DartsScreen.draw_lines(scene, left + 6, y, room - 12, h, text, colour, weight, 21, heading=not screen.error)


def draw_notice(scene, x, y, w, h, lines, largest):
    """`lines` ([(name, words)]) in ink on straw over the status line (nothing under it moves), one
    size for them all: the largest from `largest` that fits the box with a name of up to 9 letters; a
    longer name is cut to fit, never the words after it."""
    room = w - 20
    size = max(14, min(largest, int((h - 4) / len(lines) / 1.08),
                       *(int(room / seat.fits(name[:9] + words, 1)) for name, words in lines)))
    scene.rect(x, y, w, h, fill=theme.STRAW, radius=8)
    for i, (name, words) in enumerate(lines):
        line = seat.clip(name, size, room - seat.fits(words, size)) + words if name else words
        scene.text(x + 10, y + h / 2 + (i - (len(lines) - 1) / 2) * size * 1.08, line, size, theme.INK, 800,
                   max_width=room, mirror=False, family=seat.DIGITS)
    scene.text_only(", ".join(name + words for name, words in lines) + ".", heading=True)


def draw_read(scene, x, y, w, h, text, short=None):
    """The status line on two lines at READ px of ink: whose throw (the name cut if it must be) over
    the rest ("501 \u00b7 leg 1"); a line of one part (the result, the computer throwing) split between
    words where it is wider than the bar, drawn as `short` ("Ann wins the match") where it would be
    cut and that would not. The whole sentence is said."""
    size = seat.size_for(READ)
    first, _, rest = text.partition(" \u00b7 ")

    def split(words):
        return [seat.clip(line, size, w) for line in seat.name_lines(words, w, size, size)[1]]

    lines = [seat.clip(first, size, w, " to throw"), seat.clip(rest, size, w)] if rest else split(text)
    if short and any(line.endswith("\u2026") for line in lines) and not split(short)[-1].endswith("\u2026"):
        lines = split(short)
    line = (h - 6) / 2
    at = y + 3 + line * (2 - len(lines)) / 2  # one line: in the middle
    looks = [(theme.STRAW, 800), (theme.CHALK, 700)] if rest else [(theme.STRAW, 800)] * 2
    for i, (words, (colour, weight)) in enumerate(zip(lines, looks)):
        scene.text(x, at + line * (i + 0.5), words, size, colour, weight, max_width=w, mirror=False, family=seat.DIGITS)
    scene.text_only(text, heading=True)


def draw_panel(screen, scene, x, y, w, h, state, landscape, figures=False):
    """`figures`: the match's figures are drawn in the board's place; the end panel is its keys."""
    gap = 8 if landscape else 6
    if screen.panel == "confirm" and screen.confirming:
        return pages.draw_confirm(screen, scene, x, y, w, h)
    if screen.panel == "menu":
        return pages.draw_menu(screen, scene, x, y, w, h, state)
    if over(screen):
        pages.draw_end(screen, scene, x, y, w, h, state, table=not figures)
        return scene.focus_on("rematch")  # after the winning visit: Rematch, not Back to the hub
    if screen.asking:
        ask = screen.asking
        typed, took = ask["fields"]["total"], ask["fields"].get("checkout")
        question = (f"How many darts did the {typed} checkout take?" if ask["step"] == "checkout" else
                    f"{typed}{f' in {took} darts' if took else ''}. Darts thrown at a double?")
        choices = [(n, f"{n} dart{'s' if n != 1 else ''}" if ask["step"] == "checkout"
                    else f"{n} at a double") for n in ask["choices"]]
        return entry.draw_question(scene, x, y, w, h, question, choices, gap)
    if screen.mode == "totals" and not screen.reveal:
        fixing = screen.fix is not None
        people = any(not v["bot"] for v in state["visits"])
        return entry.draw_totals(scene, x, y, w, h, screen.typed, gap=gap, keyed=screen.keyed and bool(screen.typed),
                                 back_label="Back: take out the last digit" if screen.typed
                                 else "Back: take back the last visit",
                                 can_back=bool(screen.typed) or (people and not fixing),
                                 enter_label="Save correction" if fixing else "Enter the visit total",
                                 darts=not fixing)
    thrower = None
    darts = screen.visit
    if screen.reveal:
        action = screen.match["actions"][screen.reveal[0][0]]
        darts, thrower = action["darts"][:screen.reveal[1]], state["players"][action["seat"]]["name"]
    people = any(not v["bot"] for v in state["visits"])
    draw = entry.draw_board if screen.mode == "board" else entry.draw_darts
    draw(scene, x, y, w, h, darts, **({} if screen.mode == "board" else {"multiplier": screen.multiplier}),
         thrower=thrower, can_back=bool(screen.visit) or people, gap=gap,
         back_label="Back: take out the last dart" if screen.visit else "Back: take back the last visit",
         can_enter=bool(screen.visit) and thrower is None)
    if screen.reveal and screen.mode == "totals":  # the computer's darts, shown on the keypad for a moment:
        scene.focus_on("mode:totals")  # its Totals key, not a bed that a quick Enter would throw

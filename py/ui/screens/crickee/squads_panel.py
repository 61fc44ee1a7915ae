"""The squads tab: both elevens in batting order, and a player's card (his role, bowling, trait
and what it does, and his match so far) when he is tapped: the trait glossary where the player is."""

from pavilion.crickee.players import GRADE_NAMES
from pavilion.crickee.readings import GRADE_MODIFIER
from pavilion.crickee.traits import MEANING

from ... import theme
from ...scene import char_width
from .words import figures_text, innings_name, plural, rate_text


LEAST = 14  # px: the smallest a squad's line is drawn (the app's reading size for a line of words)
GAP = 4  # px between the rows
BOLD = 0.6  # em a character of a bold name or trait as Chromium draws it (the scene's 0.56 is short)


def role_line(p) -> str:
    """His batting and bowling: 'middle-order bat, bowls spin'."""
    return f"{GRADE_NAMES[p['grade']]} bat, " + (f"bowls {p['bowling']}" if p["bowls"] else "no bowling")


def player_line(p) -> str:
    """A row as it reads: name, trait, batting and bowling (also its button's name)."""
    return f"{p['position']}. {p['name']}" + (f" \u00b7 {p['trait']}" if p["trait"] else "") + f" \u00b7 {role_line(p)}"


def fits(p, size, room) -> bool:
    """Whether his name and trait share the first line at `size`, and his role fits the second."""
    first = len(f"{p['position']}. {p['name']}") + (len(p["trait"]) if p["trait"] else 0)
    return first * size * BOLD + 12 <= room and len(role_line(p)) * char_width(size, 400) <= room


def row_size(players, room, k) -> int:
    """One size for every row: the largest up to 16 px (more on a big screen) at which each player's
    name and trait share a line and his role fits under it; LEAST at the smallest."""
    size = int(16 * k)
    while size > LEAST and not all(fits(p, size, room) for p in players):
        size -= 1
    return size


def draw_squads(screen, scene, x, y, w, state, k) -> float:
    """Both elevens, a row each of two lines (name and trait, then his role) at the reading size or
    larger: side by side where two columns are wide enough, else one under the other."""
    if screen.player is not None:
        return draw_player(screen, scene, x, y, w, state, k)
    cols = 2 if w >= 640 else 1
    col_w = (w - 16 * (cols - 1)) / cols
    inset = 10
    size = row_size([p for side in ("home", "away") for p in state["teams"][side]["squad"]], col_w - 2 * inset, k)
    row_h = max(48, 2 * size + 16)
    bottom = y
    for n, side in enumerate(("home", "away")):
        team = state["teams"][side]
        cx = x + (n % cols) * (col_w + 16)
        cy = y if cols == 2 else bottom
        captain = {"person": "captained by a person", "computer": "the computer's"}[team["captain"]]
        scene.text(cx, cy + 12, f"{team['name']} ({captain})", int(16 * k), theme.STRAW, 700, max_width=col_w,
                   heading=True)
        cy += 28
        for p in team["squad"]:
            draw_row(scene, cx, cy, col_w, row_h, p, size, inset)
            cy += row_h + GAP
        bottom = max(bottom, cy)
    return bottom


def draw_row(scene, x, y, w, h, p, size, inset) -> None:
    """A player's row, a button to his card: name left and trait right in straw, his role under."""
    fill, ink = theme.BUTTON["ghost"]
    scene.rect(x, y, w, h, fill=fill, radius=10, stroke=theme.CHALK_DIM, line_width=2)
    room, step = w - 2 * inset, round(1.3 * size)  # the lines a little apart: large text grows them into it
    first, second = y + h / 2 - step / 2, y + h / 2 + step / 2
    name = f"{p['position']}. {p['name']}"
    # name and trait split the line: each its own width and half of what is left, so neither reaches the other
    spare = room - 12 - (len(name) + len(p["trait"] or "")) * size * BOLD
    name_w = len(name) * size * BOLD + spare / 2 if p["trait"] else room
    scene.text(x + inset, first, name, size, ink, 700, max_width=name_w, mirror=False)
    if p["trait"]:
        scene.text(x + w - inset, first, p["trait"], size, theme.STRAW, 700, "right", max_width=room - 12 - name_w,
                   mirror=False)
    scene.text(x + inset, second, role_line(p), size, ink, 400, max_width=room, mirror=False)
    scene.region(f"player:{p['id']}", x, y, w, h, f"{player_line(p)}. Show his card", caption=player_line(p))


def draw_player(screen, scene, x, y, w, state, k) -> float:
    side, p = next((s, p) for s in ("home", "away") for p in state["teams"][s]["squad"] if p["id"] == screen.player)
    scene.button("player-close", x, y, 150, 48, "Back to the squads", caption="\u2190 Back", kind="ghost", size=16)
    y += 60
    size = int(15 * k)
    scene.text(x, y + 12, p["name"], int(20 * k), theme.STRAW, 800, max_width=w, heading=True)
    y += 32
    bowls = f"bowls {p['bowling']}" if p["bowls"] else "does not bowl"
    grade = f"a {GRADE_NAMES[p['grade']]} batter"
    if state["reading"]["graded"] and GRADE_MODIFIER[p["grade"]]:
        grade += f" ({GRADE_MODIFIER[p['grade']]:+d} on his wicket-chance rolls)"
    y = scene.paragraph(x, y + 8, w, f"{state['teams'][side]['name']} \u00b7 bats at {p['position']} \u00b7 {p['role']}, "
                        f"{grade}, {bowls}.", size, theme.CHALK) + 4
    if p["trait"]:
        scene.text(x, y + 12, p["trait"], int(17 * k), theme.STRAW, 700, max_width=w)
        y = scene.paragraph(x, y + 36, w, MEANING[p["trait"]], size, theme.CHALK) + 4
        if not state["options"]["traits"]:
            y = scene.paragraph(x, y + 4, w, "Traits are off in this match.", size, theme.CHALK_DIM)
    else:
        y = scene.paragraph(x, y + 8, w, "No trait.", size, theme.CHALK_DIM)
    lines = []
    for inn in state["innings"]:
        bat = next((b for b in inn["batting_card"] if b["player"] == p["id"]), None)
        if bat:
            lines.append(f"{innings_name(inn)}: {bat['runs']}{'' if bat['out'] else '*'} off "
                         f"{plural(bat['balls'], 'ball')} ({bat['how']}), strike rate {rate_text(bat['strike_rate'])}")
        bowl = next((b for b in inn["bowling_card"] if b["player"] == p["id"]), None)
        if bowl:
            lines.append(f"{innings_name(inn)}: bowled {figures_text(bowl)}, economy {rate_text(bowl['economy'])}")
    scene.text(x, y + 14, "This match", int(16 * k), theme.STRAW, 700, heading=True)
    y += 30
    for line in lines or ["Not in the action yet."]:
        y = scene.paragraph(x, y + 8, w, line, size, theme.CHALK)
    return y

"""The squads tab: both elevens in batting order, and a player's card (his role, bowling, trait
and what it does, and his match so far) when he is tapped: the trait glossary where the player is."""

from pavilion.crickee.players import GRADE_NAMES
from pavilion.crickee.readings import GRADE_MODIFIER
from pavilion.crickee.traits import MEANING

from ... import theme
from .words import figures_text, innings_name, plural, rate_text


def player_line(p) -> str:
    bowls = f"bowls {p['bowling']}" if p["bowls"] else "no bowling"
    return (f"{p['position']}. {p['name']} \u00b7 {GRADE_NAMES[p['grade']]} bat, {bowls}"
            + (f" \u00b7 {p['trait']}" if p["trait"] else ""))


def draw_squads(screen, scene, x, y, w, state, k) -> float:
    if screen.player is not None:
        return draw_player(screen, scene, x, y, w, state, k)
    cols = 2 if w >= 640 else 1
    col_w = (w - 16 * (cols - 1)) / cols
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
            scene.button(f"player:{p['id']}", cx, cy, col_w, 48, f"{player_line(p)}. Show his card",
                         caption=player_line(p), kind="ghost", size=13 if col_w < 420 else 14)
            cy += 52
        bottom = max(bottom, cy)
    return bottom


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

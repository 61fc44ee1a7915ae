"""The result panel: the drill's result, each player's figure, and their best and last for that
drill on this device; then Rematch, New session, Undo.

Best and last come from the saved finished Practice sessions on this device, not the players'
history (ui/players.py), so "Player 1", who keeps no history, has them too: a session counts for a
player by name (any case) when it is the same drill with the same options (20 rounds of Shanghai is
not 7). The best tonight comes from the history, by the drill and its options too (players.drill_game).
"""

from pavilion import practice
from pavilion.core import RuleError
from pavilion.practice.drill import FEWER

from ... import theme
from ...oche.grid import grid
from ...scene import char_width, wrap
from . import setup as form

MOST_SESSIONS = 200  # saved sessions read for the figures, newest first: a panel never waits long


def best_of(figures, better):
    figures = [f for f in figures if f is not None]
    if not figures:
        return None
    return min(figures) if better == FEWER else max(figures)


def earlier(store, match_id, state) -> dict:
    """{name casefolded: [figure of each earlier finished session, newest first]} for this drill and
    options, from the saved sessions on this device other than `match_id`."""
    found = {}
    rows = [e for e in store.entries() if e["game"] == practice.GAME and e.get("finished") and e["id"] != match_id]
    for entry in rows[:MOST_SESSIONS]:
        loaded = store.load(entry["id"])
        if loaded is None:
            continue
        try:
            other = practice.replay(loaded[0])
        except RuleError:
            continue
        if other["drill"] != state["drill"] or other["options"] != state["options"] or other["ended"]:
            continue
        for p in other["players"]:
            if p["figure"] is not None:
                found.setdefault(p["name"].casefold(), []).append(p["figure"])
    return found


def rows(state, before) -> list:
    """(name, this session's figure, best, last) per player in standings order, as words."""
    out = []
    for s in state["ranking"]:
        p = state["players"][s]
        past = before.get(p["name"].casefold(), [])
        best = best_of(past + [p["figure"]], state["better"])
        new_best = p["figure"] is not None and past and best == p["figure"] and p["figure"] != best_of(past, state["better"])
        out.append((p["name"], words(p["figure"]), words(best) + (" new!" if new_best else ""),
                    words(past[0] if past else None)))
    return out


def cut(name: str, most: int) -> str:
    """`name` in at most `most` characters, an ellipsis ending one cut short."""
    return name if len(name) <= most else name[:most - 1].rstrip() + "\u2026"


def words(figure) -> str:
    return "\u2013" if figure is None else str(figure)


def heading(state) -> str:
    """The drill with its options in the words the history uses, then the result."""
    return f"{form.drill_title(state['drill'], state['options'])}: {state['result']}"


def draw(scene, x, y, w, h, state, before, can_undo, players=None):
    """The panel in (x, y, w, h): the keys (the players' form among them), the table (this time, best,
    last) over them, and above it, where the table keeps its room, the drill and result (the status
    line says the result too: on a phone it gives way) and tonight's best at the board."""
    items = [("rematch", "Rematch: the same drill again", "Rematch", "primary", None),
             ("ask:new", "New session: pick a drill", "New session", "ghost", None)]
    if can_undo:
        items.append(("undo", "Undo last dart", "Undo last dart", "ghost", None))
    items.append(("panel:rules", "How to play", "How to play", "ghost", None))
    from ...players import at_the_board, drill_game, form_item, tonight_height  # reads the set-up: imported late

    people, best = at_the_board(players, [p["name"] for p in state["players"]],
                                drill_game(state["drill"], state["options"]),
                                f"at {form.drill_title(state['drill'], state['options'])}", words) if players else ([], "")
    if people:
        items.append(form_item(people))  # the way to the players' page (screens/player) from every result
    keys_h = (len(items) + 1) // 2 * 60 - 8
    room = y + h - keys_h - 12 - (len(state["players"]) + 1) * 26  # the lowest the table may start
    title, size = heading(state), 19 if w >= 340 else 17
    end = y
    if y + 14 + len(wrap(title, size, w, 800)) * round(size * 1.35) <= room:
        end = scene.paragraph(x, y + 14, w, title, size, theme.STRAW, 800)
    if best and end + tonight_height(best, w) <= room:
        end = scene.paragraph(x, end + 4, w, best, 16, theme.CHALK)
    table(scene, x, end + 4, w, y + h - keys_h - 12 - end, state, before)
    grid(scene, x, y + h - keys_h, w, 52, items, 2, size=17)


def table(scene, x, y, w, h, state, before):
    """One row a player: name, this session, best, last time (a column each)."""
    lines = rows(state, before)
    heads = ("", "This time", "Best", "Last time")
    row_h = max(22, min(h / (len(lines) + 1), 40))
    size = int(max(13, min(row_h * 0.55, 20)))
    name_w = w * 0.34
    col_w = (w - name_w) / 3
    most = max(4, int((name_w - 10) // char_width(size, 700)))  # a long name is cut short, never squashed
    for r, line in enumerate([heads] + [(cut(n, most), *rest) for n, *rest in lines]):
        ry = y + r * row_h
        if r % 2:
            scene.rect(x, ry, w, row_h, fill="rgba(255,255,255,.06)")
        for c, text in enumerate(line):
            cx = x + 4 if c == 0 else x + name_w + (c - 0.5) * col_w
            scene.text(cx, ry + row_h / 2, text, size if r else min(size - 2, 14), theme.CHALK_DIM if r == 0 else
                       theme.STRAW if c == 1 else theme.CHALK, 700 if r else 600, "left" if c == 0 else "center",
                       max_width=(name_w if c == 0 else col_w) - 6, mirror=False)
    for name, this, best, last in lines:
        scene.text_only(f"{name}: this time {this}, best {best}, last time {last}")

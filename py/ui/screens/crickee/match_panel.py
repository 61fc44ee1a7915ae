"""The match tab: the same-dice link, the replay link once the match is over, printing, a
rematch and a new match."""

from ... import theme
from ...scene import char_width


def draw_match(screen, scene, x, y, w, state, k) -> float:
    size = int(14 * k)
    y = scene.paragraph(x, y + 10, w, "Same dice: whoever opens this link plays this match from the toss, "
                        "with the same seed, teams and options. The same decisions roll the same match.",
                        size, theme.CHALK)
    y = show_link(scene, x, y, w, screen.link(False), size)
    items = [("copy:same", "Copy the same-dice link", "Copy link")]
    if state["status"] == "done" or screen.view == "replay":
        y = scene.paragraph(x, y + 6, w, "Replay: whoever opens this link steps through the finished match "
                            "ball by ball.", size, theme.CHALK)
        y = show_link(scene, x, y, w, screen.link(True), size)
        items.append(("copy:replay", "Copy the replay link", "Copy replay link"))
    items.append(("print", "Print the scorecard", "Print scorecard"))
    if screen.view == "replay" or state["status"] != "done":  # else the result panel has them
        items += [("rematch", "Rematch: same teams and options, new dice", "Rematch"),
                  ("new", "New match", "New match")]
    return screen.grid(scene, x, y + 8, w, items, 2, k)


def show_link(scene, x, y, w, link, size) -> float:
    per_line = max(10, int(w // char_width(size - 2)))
    lines = [link[i:i + per_line] for i in range(0, len(link), per_line)]
    shown = lines[:2] + (["\u2026"] if len(lines) > 2 else [])
    for i, line in enumerate(shown):
        scene.text(x, y + 8 + 17 * i, line, size - 2, theme.STRAW, 400, max_width=w, mirror=False)
    scene.text_only(link)
    return y + 17 * len(shown) + 4

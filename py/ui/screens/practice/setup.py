"""The Practice set-up: pick a drill (each with one line of what it is, and its options), then the
players, solo or up to four, from the names remembered across the darts games.

The draft is a plain dict the screen holds and saves after every choice; these functions draw it and
change it. Start sits at the top, so an on-screen keyboard over the lower half never hides it.
"""

from pavilion import practice

from ... import theme
from ...oche.grid import grid
from ...oche.players import remembered
from ...stored import FLAG, Fields, ListOf, Maybe, OneOf, Text, setting
from ..darts.setup import NAME_LENGTH, default_name, seat_name

DRILLS = tuple(practice.DRILLS)  # slugs, in the order the rules list them
LINES = {  # each drill in one line, as the list shows it
    "around-the-clock": "1 to 20, then the bull, in order: fewest darts",
    "bobs-27": "Double 1 to 20, then the bull, from 27 points",
    "shanghai": "Round k at number k; a Shanghai wins at once",
    "halve-it": "Nine targets; a round with no hit halves you",
    "121": "Check out 121 in nine darts, then climb",
    "round-the-doubles": "Double 1 to 20, then the bull: fewest darts",
}
TARGET_CHOICES = (10, 20, 30)  # 121's targets a session (the engine takes 10 to 50)
# Each drill's option as one row of choices: (option, value, caption, what a tap says).
CHOICES = {
    "around-the-clock": [("doubles", False, "Any ring", "Any ring of each number counts."),
                         ("doubles", True, "Doubles only", "Doubles only: D1 to D20, then the bull.")],
    "shanghai": [("rounds", 7, "7 rounds", "Seven rounds, 1 to 7."), ("rounds", 20, "20 rounds", "Twenty rounds, 1 to 20.")],
    "121": [("targets", n, f"{n} targets", f"{n} targets a session.") for n in TARGET_CHOICES],
    "round-the-doubles": [("hits_in_99", False, "Darts to finish", "Score: darts used to finish."),
                          ("hits_in_99", True, "Hits in 99", "Score: hits in 99 darts.")],
}
SETUP_DRAFT = setting("practice-setup", Maybe(Fields(
    drill=OneOf(*DRILLS), players=ListOf(Text(NAME_LENGTH), most=4, least=1), doubles=FLAG, rounds=OneOf(7, 20),
    targets=OneOf(*TARGET_CHOICES), hits_in_99=FLAG)), play="the Practice set-up being filled in")
TAPS = ("drill", "option", "add-player", "drop-player", "known")


def fresh(drill="around-the-clock") -> dict:
    return {"drill": drill, "players": [""], "doubles": False, "rounds": 7, "targets": 10, "hits_in_99": False}


def restored(saved, drill=None) -> dict:
    """The draft as it was left (a field that did not fit its kind was already dropped by the reader);
    `drill` (picked from the kiosk's list) is the drill shown."""
    draft = fresh()
    draft.update(saved or {})
    draft["players"] = list(draft["players"])
    if drill in DRILLS:
        draft["drill"] = drill
    return draft


def title(slug) -> str:
    return practice.DRILLS[slug].title


def options(draft) -> dict:
    """The chosen drill's own options, as `practice.new_match` takes them."""
    return {name: draft[name] for name in practice.DRILLS[draft["drill"]].OPTIONS}


def new_match(draft):
    names = [seat_name(name, i) for i, name in enumerate(draft["players"])]
    return practice.new_match(players=names, drill=draft["drill"], **options(draft))


def drill_title(slug, opts) -> str:
    """The drill and its options in words, as the result, the history and tonight's best name it:
    "Around the Clock, doubles only", "Shanghai, 20 rounds", "Bob's 27" (Any ring and Darts to
    finish, the way the drill is played unless said, are not said)."""
    said = ", ".join(caption for name, value, caption, _ in CHOICES.get(slug, ()) if opts.get(name) == value
                     and not (name in ("doubles", "hits_in_99") and value is False))
    return f"{title(slug)}, {said[0].lower()}{said[1:]}" if said else title(slug)


def choose(draft, kind, arg, known) -> str:
    """Apply one set-up tap to `draft`; returns the sentence that says what changed."""
    players = draft["players"]
    if kind == "drill":
        draft["drill"] = arg
        return f"{title(arg)}: {LINES[arg]}."
    if kind == "option":
        name, value, _, words = CHOICES[draft["drill"]][int(arg)]
        draft[name] = value
        return words
    if kind == "add-player":
        players.append("")
        return f"Player {len(players)} added."
    if kind == "drop-player":
        players.pop(int(arg))
        return "Player taken off."
    if kind == "known":
        name = known[int(arg)]
        seated = [i for i, p in enumerate(players) if p.casefold() == name.casefold()]
        if seated:
            players[seated[0]] = ""
            return f"{name} taken out of player {seated[0] + 1}."
        free = [i for i, p in enumerate(players) if not p]
        if not free:
            players.append("")
            free = [len(players) - 1]
        players[free[0]] = name
        return f"{name} is player {free[0] + 1}."
    raise ValueError(kind)


def draw(scene, top, draft, known, back, error_banner):
    """Two columns on a landscape screen (the drills left, the players right), one on a phone.
    `back(scene, x, y)` draws the way out (the hub, or the kiosk's games) and returns its width."""
    w, h = scene.w, scene.h - top
    pad = 6 if h < 400 else 10 if h < 600 else 16 if w < 600 else 28
    width = min(w - 2 * pad, 1000)
    x, y = (w - width) / 2, top + pad
    wide = width >= 640
    start_w = min(200, width * 0.36)
    title_x = x + back(scene, x, y) + 10
    scene.text(title_x, y + 26, "Practice: pick a drill" if width >= 520 else "Practice", 26 if w >= 600 else 20,
               theme.STRAW, 800, max_width=x + width - start_w - 10 - title_x, mirror=False)
    scene.text_only("Practice: pick a drill", heading=True)
    scene.button("start", x + width - start_w, y, start_w, 52, f"Start {title(draft['drill'])}", caption="Start",
                 size=22)
    if wide and h < 300:  # a keyboard is open over the lower half: the names and Start, nothing else
        draw_players(scene, x, y + 60, width, draft, known)
        return
    y += 52 + (6 if h < 400 else 10)
    y = error_banner(scene, x, y, width)
    left_w = width * 0.54 if wide else width
    row = 54 if h < 560 else 60
    if wide:
        end = draw_drills(scene, x, y, left_w, draft, row)
        end = max(end, draw_players(scene, x + left_w + 16, y, width - left_w - 16, draft, known))
    else:  # a phone: the drills two a row, the names two a row, where a column of each would scroll
        tall = y + len(DRILLS) * row + 54 + 8 + players_height(draft, known) + pad > scene.h
        end = draw_drills(scene, x, y, left_w, draft, row, two=tall)
        end = draw_players(scene, x, end + 8, width, draft, known, two=tall)
    scene.h = max(scene.h, int(end + pad))


def players_height(draft, known) -> int:
    """How tall `draw_players` draws in one column: the names, Add player, the remembered names in
    rows of three (and Form)."""
    count = len(draft["players"])
    return 54 * (count + (count < 4)) + (20 + 54 * -(-(len(known) + 1) // 3) if known else 0)


def draw_drills(scene, x, y, w, draft, row, two=False):
    """The six drills as tiles (title and one line), the chosen one lit, and its options under it;
    `two`: two tiles a row, titles only, the chosen drill's line under them."""
    tile_w, tile_h = ((w - 6) / 2, 48) if two else (w, row - 6)
    for i, slug in enumerate(DRILLS):
        chosen = slug == draft["drill"]
        tx, ty = (x + (i % 2) * (tile_w + 6), y + (i // 2) * 54) if two else (x, y)
        fill, ink = theme.BUTTON["pressed" if chosen else "ghost"]
        scene.rect(tx, ty, tile_w, tile_h, fill=fill, radius=10, stroke=None if chosen else theme.CHALK_DIM,
                   line_width=2)
        scene.text(tx + (8 if two else 12), ty + (tile_h / 2 if two else 15), title(slug), 15 if two else 18, ink,
                   800, max_width=tile_w - (16 if two else 24), mirror=False)
        if not two:
            scene.text(x + 12, y + row - 20, LINES[slug], 14, ink, 500, max_width=w - 24, mirror=False)
        scene.region(f"drill:{slug}", tx, ty, tile_w, tile_h, f"{title(slug)}: {LINES[slug]}", pressed=chosen,
                     caption=title(slug))
        if not two:
            y += row
            y = draw_options(scene, x, y, w, draft) if chosen else y
    if two:
        y += 54 * -(-len(DRILLS) // 2)
        scene.text(x + 4, y + 8, LINES[draft["drill"]], 15, theme.CHALK, 600, max_width=w - 8, mirror=False)
        y = draw_options(scene, x, y + 22, w, draft)
    return y


def draw_options(scene, x, y, w, draft):
    """The chosen drill's options as a row of choices (none for a drill without): returns the y below."""
    slug = draft["drill"]
    if slug not in CHOICES:
        return y
    items = [(f"option:{i}", f"{caption}: {title(slug)}", caption, "ghost", draft[name] == value)
             for i, (name, value, caption, _) in enumerate(CHOICES[slug])]
    grid(scene, x + 16, y, w - 16, 48, items, len(items), gap=6, size=16)
    return y + 54


def draw_players(scene, x, y, w, draft, known, two=False):
    """Names (empty: 'Player 1'), two a row where `two`, Add player up to four, and the remembered
    names to tap in."""
    players = draft["players"]
    cell_w = (w - 8) / 2 if two else w
    for i, name in enumerate(players):
        drop_w = 48 if len(players) > 1 else 0
        cx, cy = (x + (i % 2) * (cell_w + 8), y + (i // 2) * 54) if two else (x, y + i * 54)
        scene.field(f"name:{i}", cx, cy, cell_w - drop_w - (4 if drop_w else 0), 48, f"Player {i + 1} name", name,
                    placeholder=default_name(i), max_length=NAME_LENGTH)
        if drop_w:
            scene.button(f"drop-player:{i}", cx + cell_w - drop_w, cy, drop_w, 48, f"Take player {i + 1} off",
                         caption="\u2715", kind="ghost", size=18)
    y += 54 * (-(-len(players) // 2) if two else len(players))
    if len(players) < 4:
        scene.button("add-player", x, y, min(w, 200), 48, "Add player", caption="+ Add player", kind="ghost", size=17)
        y += 54
    y = remembered(scene, x, y, w, known, players)
    return y

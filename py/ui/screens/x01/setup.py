"""The 501 set-up: players (remembered names, computer seats by their average), the start score,
the out and in rules, legs and sets, and who throws first (the bull-off's winner).

The draft is a plain dict the screen holds and saves after every choice; these functions draw it and
change it. Names and computer seats work as on Random Cricket's set-up, and the names remembered
there are the same list (a player is one player across the darts games).
"""

from pavilion import x01

from ... import theme
from ...oche.grid import grid
from ...oche.players import remembered as players_known
from ...stored import FLAG, Fields, ListOf, Maybe, OneOf, Text, Whole, setting
from .. import way_out
from ..darts.setup import NAME_LENGTH, computer_name, default_name, is_computer_name, seat_name

LEVELS = (None,) + tuple(sorted(x01.BOT_LEVELS))
LEGS = (1, 2, 3, 5)  # first to
SETS = (None, 2, 3)  # first to, of `legs` legs each
SETUP_DRAFT = setting("x01-setup", Maybe(Fields(
    players=ListOf(Fields(required=("name",), name=Text(NAME_LENGTH), bot=OneOf(*LEVELS)), most=4, least=1),
    start=OneOf(*x01.START_SCORES), out=OneOf(*x01.OUTS), double_in=FLAG, legs=OneOf(*LEGS),
    sets=OneOf(*SETS), starter=Whole(0, 3))), play="the 501 set-up being filled in")
CHOICES = ("add-player", "drop-player", "bot", "known", "start-score", "out", "double-in", "legs", "sets", "starter")
OUT_WORDS = {"double": "Double out", "straight": "Straight out", "master": "Master out"}


def fresh() -> dict:
    return {"players": [{"name": "", "bot": None}, {"name": "", "bot": None}], "start": 501, "out": "double",
            "double_in": False, "legs": 1, "sets": None, "starter": 0}


def restored(saved) -> dict:
    """The draft as it was left; a field that did not fit its kind was already dropped by the reader."""
    draft = fresh()
    draft.update(saved or {})
    draft["players"] = [{"name": p["name"], "bot": p.get("bot")} for p in draft["players"]]
    draft["starter"] = min(draft["starter"], len(draft["players"]) - 1)
    return draft


def level_words(level) -> str:
    return f"computer averaging {x01.BOT_LEVELS[level]}" if level else "a person"


def players_for_match(draft) -> list:
    return [{"name": seat_name(p["name"], i), "bot": p["bot"]} if p["bot"] else seat_name(p["name"], i)
            for i, p in enumerate(draft["players"])]


def new_match(draft):
    return x01.new_match(players=players_for_match(draft), start=draft["start"], out=draft["out"],
                         double_in=draft["double_in"], legs=draft["legs"], sets=draft["sets"],
                         starter=min(draft["starter"], len(draft["players"]) - 1))


def choose(draft, kind, arg, known) -> str:
    """Apply one set-up tap to `draft`; returns the sentence that says what changed."""
    players = draft["players"]
    if kind == "add-player":
        players.append({"name": "", "bot": None})
        return f"Player {len(players)} added."
    if kind == "drop-player":
        players.pop(int(arg))
        draft["starter"] = min(draft["starter"], len(players) - 1)
        return "Player taken off."
    if kind == "bot":
        i = int(arg)
        seat = players[i]
        seat["bot"] = LEVELS[(LEVELS.index(seat["bot"]) + 1) % len(LEVELS)]
        if not seat["name"] or is_computer_name(seat["name"]):
            taken = [p["name"] for j, p in enumerate(players) if j != i]
            seat["name"] = computer_name(seat["bot"], taken) if seat["bot"] else ""
        return f"Player {i + 1}: {level_words(seat['bot'])}."
    if kind == "known":
        name = known[int(arg)]
        seated = [i for i, p in enumerate(players) if p["name"].casefold() == name.casefold()]
        if seated:
            players[seated[0]]["name"] = ""
            return f"{name} taken out of player {seated[0] + 1}."
        free = [i for i, p in enumerate(players) if not p["name"] and p["bot"] is None]
        if not free:
            players.append({"name": "", "bot": None})
            free = [len(players) - 1]
        players[free[0]]["name"] = name
        return f"{name} is player {free[0] + 1}."
    if kind == "start-score":
        draft["start"] = int(arg)
        return f"Start at {arg}."
    if kind == "out":
        draft["out"] = arg
        return f"{OUT_WORDS[arg]}."
    if kind == "double-in":
        draft["double_in"] = not draft["double_in"]
        return "Double in: nothing scores until a double." if draft["double_in"] else "Straight in."
    if kind == "legs":
        draft["legs"] = int(arg)
        return "One leg." if draft["legs"] == 1 else f"First to {arg} legs: the first throw passes on each leg."
    if kind == "sets":
        draft["sets"] = None if arg == "off" else int(arg)
        return "No sets." if draft["sets"] is None else f"Sets: first to {arg} sets."
    if kind == "starter":
        draft["starter"] = int(arg)
        return f"{seat_name(players[draft['starter']]['name'], draft['starter'])} throws first."
    raise ValueError(kind)


def draw(scene, top, draft, known, kiosk, error_banner):
    """Two columns on a landscape screen (players left, the game's choices right), one on a phone,
    Start at the top either way (an on-screen keyboard never hides it)."""
    w, h = scene.w, scene.h - top
    pad = 6 if h < 400 else 12 if h < 600 else 16 if w < 600 else 28
    width = min(w - 2 * pad, 1000)
    x, y = (w - width) / 2, top + pad
    wide = width >= 640
    left_w = width * 0.5 if wide else width
    start_w = min(220, width * 0.4)
    title_x = x + way_out(scene, x, y, kiosk, w < 600) + 10
    scene.text(title_x, y + 26, "501: new game" if width >= 480 else "501", 26 if w >= 600 else 20, theme.STRAW,
               800, max_width=x + width - start_w - 10 - title_x, mirror=False)
    scene.text_only("501: new game", heading=True)
    scene.button("start", x + width - start_w, y, start_w, 52, "Start game", size=22)
    if wide and h < 300:  # a keyboard is open over the lower half: the names and Start, nothing else
        draw_players(scene, x, y + 60, left_w, draft, known)
        return
    y += 52 + (6 if h < 400 else 10)
    y = error_banner(scene, x, y, width)
    end = draw_players(scene, x, y, left_w, draft, known)
    if wide:
        end = max(end, draw_choices(scene, x + left_w + 16, y, width - left_w - 16, draft))
    else:
        end = draw_choices(scene, x, end + 6, width, draft)
    scene.h = max(scene.h, int(end + pad))


def draw_players(scene, x, y, w, draft, known):
    row = 54
    players = draft["players"]
    for i, player in enumerate(players):
        bot_w, drop_w = (140 if w >= 360 else 112), 52
        field_w = w - bot_w - drop_w - 12
        scene.field(f"name:{i}", x, y, field_w, 48, f"Player {i + 1} name", player["name"],
                    placeholder=default_name(i), max_length=NAME_LENGTH)
        caption = f"Computer {x01.BOT_LEVELS[player['bot']]}" if player["bot"] else "Person"
        scene.button(f"bot:{i}", x + field_w + 6, y, bot_w, 48, f"{caption}: player {i + 1}, tap to change",
                     caption=caption, kind="ghost", size=15)
        if len(players) > 1:
            scene.button(f"drop-player:{i}", x + w - drop_w, y, drop_w, 48, f"Take player {i + 1} off",
                         caption="\u2715", kind="ghost", size=18)
        y += row
    if len(players) < 4:
        scene.button("add-player", x, y, min(w, 200), 48, "Add player", caption="+ Add player", kind="ghost", size=17)
        y += row
    return players_known(scene, x, y, w, known, [p["name"] for p in players])


def draw_choices(scene, x, y, w, draft):
    """The start, the out and in, legs, sets and the first thrower: one row of buttons each, every
    button saying what it sets, so no row needs a heading to be read."""
    starts = [(f"start-score:{s}", f"{s} to start", str(s), "ghost", draft["start"] == s) for s in x01.START_SCORES]
    grid(scene, x, y, w, 48, starts, 6 if w >= 6 * 56 else 3, gap=6, size=17)
    y += 54 if w >= 6 * 56 else 108
    outs = [(f"out:{o}", OUT_WORDS[o], OUT_WORDS[o].replace(" out", ""), "ghost", draft["out"] == o) for o in x01.OUTS]
    outs.append(("double-in", "Double in", "Double in", "ghost", draft["double_in"]))
    scene.text_only("Out: " + OUT_WORDS[draft["out"]] + (", double in" if draft["double_in"] else ", straight in"))
    grid(scene, x, y, w, 48, outs, 4, gap=6, size=15)
    y += 54
    legs = [(f"legs:{n}", "One leg" if n == 1 else f"First to {n} legs", "One leg" if n == 1 else f"First to {n}",
             "ghost", draft["legs"] == n) for n in LEGS]
    grid(scene, x, y, w, 48, legs, 4, gap=6, size=15)
    y += 54
    sets = [(f"sets:{n or 'off'}", "No sets" if n is None else f"Sets to {n}: first to {n} sets",
             "No sets" if n is None else f"Sets to {n}", "ghost", draft["sets"] == n) for n in SETS]
    grid(scene, x, y, w, 48, sets, 3, gap=6, size=15)
    y += 54
    scene.text(x, y + 8, "Throws first (the bull-off winner)", 15, theme.CHALK_DIM, heading=True)
    y += 20
    players = draft["players"]
    starters = [(f"starter:{i}", f"{seat_name(p['name'], i)} throws first", seat_name(p["name"], i),
                 "ghost", draft["starter"] == i) for i, p in enumerate(players)]
    grid(scene, x, y, w, 48, starters, len(players), gap=6, size=15)
    return y + 48

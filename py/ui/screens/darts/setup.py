"""The set-up: up to four players, the board, the round limit, then Start.

A custom board (Custom Cricket) opens a picker over the choices: the host taps six numbers from 1 to
20 on a grid of toggles (the bull is always in), then Done; Start with fewer is refused, and so is
a seventh number.

Nothing needs typing: an empty name is "Player 1", "Player 2"..., a computer seat names itself, and
the names of earlier games are kept as buttons to tap into a seat. Start sits at the top, so an
on-screen keyboard opening over the lower half never hides it. The set-up being filled in is kept
(a reload or a power cut loses none of it) until Start.
"""

from pavilion import darts
from pavilion.core import RuleError
from pavilion.darts.board import NUMBERS_DEALT
from pavilion.darts.options import NAME_LENGTH, check_seat_count

from ... import theme
from ...stored import Fields, ListOf, Maybe, OneOf, Text, Whole, setting
from ...oche.players import remembered
from .. import way_out

LIMITS = (None, 10, 15, 20)
LEGS = (1, 2, 3)  # first to: one leg, best of three, best of five
LEVELS = (None, 1, 2, 3, 4, 5)
MAX_KNOWN = 8
# The set-up being filled in, kept until Start (then None).
SETUP_DRAFT = setting("darts-setup", Maybe(Fields(
    players=ListOf(Fields(required=("name",), name=Text(NAME_LENGTH), bot=OneOf(*LEVELS)), most=4, least=1),
    board=OneOf("random", "standard", "custom"), limit=OneOf(*LIMITS), legs=OneOf(*LEGS), starter=Whole(0, 3),
    numbers=ListOf(Whole(1, 20), most=NUMBERS_DEALT), picking=OneOf(True, False))),
    play="the Random Cricket set-up being filled in")
# Names of earlier games, most recent first.
KNOWN_PLAYERS = setting("darts-players", ListOf(Text(NAME_LENGTH, least=1), most=MAX_KNOWN))


def default_name(i: int) -> str:
    return f"Player {i + 1}"


def seat_name(typed: str, i: int) -> str:
    """The name seat `i` plays under: what was typed, or "Player N" when the box holds only spaces
    (a space typed by mistake is a blank box, not a name to refuse)."""
    return typed.strip() or default_name(i)


def remember_players(screen, played) -> None:
    """Put the names people played under ((seat, name) pairs; "Player N" is no name) first in the
    list of remembered players, the rest after them, capped at MAX_KNOWN."""
    people = [name for i, name in played if name != default_name(i)]
    known = screen.app.store.setting(KNOWN_PLAYERS, [])
    kept = people + [n for n in known if n.casefold() not in {p.casefold() for p in people}]
    screen.keep_draft(KNOWN_PLAYERS, kept[:MAX_KNOWN])


def computer_name(level: int, taken) -> str:
    """A computer seat's name: 'Droid 3', or 'Droid 3B' if another seat is already called that."""
    name = f"Droid {level}"
    for suffix in ("", "B", "C", "D"):
        if (name + suffix).casefold() not in {t.casefold() for t in taken}:
            return name + suffix
    return name


def is_computer_name(name: str) -> bool:
    return name.startswith("Droid ") and name[6:7].isdigit() and len(name) <= 8


class SetupPanel:
    def init_setup(self):
        self.players = [{"name": "", "bot": None}, {"name": "", "bot": None}]
        self.board_kind = "random"
        self.numbers = []  # a custom board's numbers, in the order tapped
        self.picking = False  # the custom board's picker is open
        self.limit = None
        self.legs = 1
        self.starter = 0

    def restore_setup(self):
        """The set-up as it was left (read by its kind: an odd one is set aside, and this one is new)."""
        draft = self.app.store.setting(SETUP_DRAFT) or {}
        self.players = [{"name": p["name"], "bot": p.get("bot")} for p in draft.get("players", self.players)]
        self.board_kind = draft.get("board", self.board_kind)
        self.numbers = list(dict.fromkeys(draft.get("numbers", self.numbers)))
        self.picking = draft.get("picking", False) and self.board_kind == "custom"
        self.limit = draft.get("limit", self.limit)
        self.legs = draft.get("legs", self.legs)
        if draft.get("starter", 0) < len(self.players):
            self.starter = draft.get("starter", 0)

    def keep_setup(self):
        self.keep_draft(SETUP_DRAFT, None if self.match else
                        {"players": self.players, "board": self.board_kind, "limit": self.limit, "legs": self.legs,
                         "starter": self.starter, "numbers": self.numbers, "picking": self.picking})

    def known_players(self) -> list:
        """Names from earlier games on this device (read by its kind: an odd list is none)."""
        return self.app.store.setting(KNOWN_PLAYERS, [])

    # taps ---------------------------------------------------------------------------------------
    def on_input(self, field, value):
        kind, _, i = field.partition(":")
        if kind == "name" and i.isdigit() and int(i) < len(self.players):
            self.players[int(i)]["name"] = value.strip()[:NAME_LENGTH]
            self.keep_setup()

    def tap_add_player(self, arg, event):
        check_seat_count(len(self.players) + 1)
        self.players.append({"name": "", "bot": None})
        self.tell(f"Player {len(self.players)} added.")

    def tap_drop_player(self, arg, event):
        check_seat_count(len(self.players) - 1)
        self.players.pop(int(arg))
        self.starter = min(self.starter, len(self.players) - 1)
        self.tell("Player taken off.")

    def tap_bot(self, arg, event):
        """Person -> computer 1 -> ... -> computer 5 -> person; a computer names itself uniquely."""
        i = int(arg)
        seat = self.players[i]
        seat["bot"] = LEVELS[(LEVELS.index(seat["bot"]) + 1) % len(LEVELS)]
        if not seat["name"] or is_computer_name(seat["name"]):
            taken = [p["name"] for j, p in enumerate(self.players) if j != i]
            seat["name"] = computer_name(seat["bot"], taken) if seat["bot"] else ""
        self.tell(f"Player {i + 1}: " + (f"computer, level {seat['bot']}" if seat["bot"] else "a person"))

    def tap_known(self, arg, event):
        """A remembered name: into the first seat still on its default name; tapped again, out."""
        name = self.known_players()[int(arg)]
        seated = [i for i, p in enumerate(self.players) if p["name"].casefold() == name.casefold()]
        if seated:
            self.players[seated[0]]["name"] = ""
            return self.tell(f"{name} taken out of player {seated[0] + 1}.")
        free = [i for i, p in enumerate(self.players) if not p["name"] and p["bot"] is None]
        if not free:
            check_seat_count(len(self.players) + 1)
            self.players.append({"name": "", "bot": None})
            free = [len(self.players) - 1]
        self.players[free[0]]["name"] = name
        self.tell(f"{name} is player {free[0] + 1}.")

    def tap_board_kind(self, arg, event):
        self.board_kind = arg
        self.picking = arg == "custom"
        self.tell({"random": "Random board: six numbers dealt plus the bull.",
                   "standard": "Standard board: 20 to 15 and the bull.",
                   "custom": f"Custom board: tap six numbers; the bull is always in. {self.chosen_line()}."}[arg])

    def chosen_line(self) -> str:
        return f"{len(self.numbers)} of {NUMBERS_DEALT} chosen"

    def tap_pick(self, arg, event):
        """A number in or out of the custom board; a seventh is refused, and nothing changes."""
        number = int(arg)
        if number in self.numbers:
            self.numbers.remove(number)
            return self.tell(f"{number} out. {self.chosen_line()}.")
        if len(self.numbers) >= NUMBERS_DEALT:
            raise RuleError("seventh-number", f"Six are chosen: tap one to take it out, then {number}.")
        self.numbers.append(number)
        self.tell(f"{number} in. {self.chosen_line()}" + (": ready to start." if self.full() else "."))

    def full(self) -> bool:
        return len(self.numbers) == NUMBERS_DEALT

    def tap_picked(self, arg, event):
        """Done: back to the set-up, whatever is chosen (Start says what is missing)."""
        self.picking = False
        numbers = " ".join(str(n) for n in sorted(self.numbers, reverse=True))
        self.tell(f"Custom board: {numbers or 'no numbers yet'}, and the bull. {self.chosen_line()}.")

    def check_picked(self):
        """Start with fewer than six numbers on a custom board: refused with what is missing."""
        if self.board_kind == "custom" and not self.full():
            self.picking = True
            left = NUMBERS_DEALT - len(self.numbers)
            raise RuleError("bad-numbers", f"Custom Cricket needs six numbers: {self.chosen_line()}. "
                                           f"Tap {left} more.")

    def tap_limit(self, arg, event):
        self.limit = None if arg == "off" else int(arg)
        self.tell("No round limit." if self.limit is None else f"Round limit: {self.limit} rounds.")

    def tap_legs(self, arg, event):
        self.legs = int(arg)
        self.tell("One leg." if self.legs == 1 else f"First to {self.legs} legs: the first throw passes on each leg.")

    def tap_starter(self, arg, event):
        """Who throws first: the bull-off's winner (each throws one dart at the bull, nearest wins)."""
        self.starter = int(arg)
        self.tell(f"{seat_name(self.players[self.starter]['name'], self.starter)} throws first.")

    def tap_start(self, arg, event):
        self.check_picked()
        players = [{"name": seat_name(p["name"], i), "bot": p["bot"]} for i, p in enumerate(self.players)]
        custom = {"numbers": list(self.numbers)} if self.board_kind == "custom" else {}
        self.start(darts.new_match(players=players, board=self.board_kind, round_limit=self.limit, legs=self.legs,
                                   starter=min(self.starter, len(players) - 1), **custom))
        remember_players(self, [(s["seat"], s["name"]) for s in self.state()["seats"] if s["bot"] is None])

    # drawing ------------------------------------------------------------------------------------
    def setup_title(self) -> str:
        return "Custom Cricket: new game" if self.board_kind == "custom" else "Random Cricket: new game"

    def draw_setup(self, scene, top):
        """Two columns on a landscape screen (players left, choices right), one on a phone; Start at
        the top either way. Everything fits 800x480, and the names and Start fit with a keyboard open."""
        w, h = scene.w, scene.h - top
        short = h < 600
        pad = 6 if h < 400 else 12 if short else 16 if w < 600 else 28
        width = min(w - 2 * pad, 1000)
        x = (w - width) / 2
        y = top + pad
        wide = width >= 640
        left_w = width * 0.55 if wide else width
        start_w = min(240, width * 0.4)
        title_x = x + way_out(scene, x, y, self.kiosk, w < 600) + 10
        if wide and h < 300:  # a keyboard is open over the lower half: names and Start, nothing else
            scene.text_only(self.setup_title(), heading=True)
            scene.button("start", x + width - start_w, y, start_w, 52, "Start game", size=22)
            self.draw_players(scene, x, y, left_w, True)
            return
        scene.text(title_x, y + 26, self.setup_title() if width >= 560 else "New game",
                   26 if w >= 600 else 20, theme.STRAW, 800, max_width=x + width - start_w - 10 - title_x,
                   mirror=False)
        scene.text_only(self.setup_title(), heading=True)
        scene.button("start", x + width - start_w, y, start_w, 52, "Start game", size=22)
        y += 52 + (6 if h < 400 else 12)
        if self.error:
            end = self.draw_error(scene, x, y, width, 2)
            y = end
        if self.picking:
            y = self.draw_picker(scene, x, y, width, top + h - pad)
            scene.h = max(scene.h, int(y + pad))
            return
        y = self.draw_players(scene, x, y, left_w, h < 400)
        if wide:
            self.draw_choices(scene, x + left_w + 16, top + pad + 64, width - left_w - 16)
        else:
            y = self.draw_choices(scene, x, y + 12, width)
        scene.h = max(scene.h, int(y + pad))

    def draw_players(self, scene, x, y, w, tight):
        row = 48 + (6 if tight else 8)
        for i, player in enumerate(self.players):
            bot_w, drop_w = (130 if w >= 400 else 104), 52
            field_w = w - bot_w - drop_w - 12
            scene.field(f"name:{i}", x, y, field_w, 48, f"Player {i + 1} name", player["name"],
                        placeholder=default_name(i), max_length=NAME_LENGTH)
            caption = f"Computer {player['bot']}" if player["bot"] else "Person"
            scene.button(f"bot:{i}", x + field_w + 6, y, bot_w, 48, f"{caption}: player {i + 1}, tap to change",
                         caption=caption, kind="ghost", size=15)
            if len(self.players) > 1:
                scene.button(f"drop-player:{i}", x + w - drop_w, y, drop_w, 48, f"Take player {i + 1} off",
                             caption="\u2715", kind="ghost", size=18)
            y += row
        known = self.known_players()
        if len(self.players) < 4:
            scene.button("add-player", x, y, min(w, 200), 48, "Add player", caption="+ Add player", kind="ghost",
                         size=17)
            y += row
        if known:  # the shared list (oche/players.py), with the players' form after the names
            y = remembered(scene, x, y + 2, w, known, [p["name"] for p in self.players], 4 if w >= 400 else 3)
        return y

    def board_line(self) -> str:
        """What the chosen board holds, under its buttons."""
        if self.board_kind == "custom":
            chosen = " ".join(str(n) for n in sorted(self.numbers, reverse=True))
            return f"{chosen} and Bull" if self.full() else f"Custom: {self.chosen_line()}"
        return "Six numbers dealt, and Bull" if self.board_kind == "random" else "20 to 15, and Bull"

    def draw_picker(self, scene, x, y, w, bottom) -> float:
        """Custom Cricket's numbers: a grid of twenty toggles (5 across on a landscape screen, 4 on a
        phone), the count chosen, and Done. Every key at least 48 px high."""
        count = f"{self.chosen_line()} + Bull"
        ink = theme.STRAW if self.full() else theme.CHALK
        if w >= 480:
            scene.text(x, y + 14, "Custom board: tap six numbers", 18, theme.CHALK, 700, heading=True,
                       max_width=w * 0.62)
            scene.text(x + w, y + 14, count, 18, ink, 700, "right", max_width=w * 0.36)
        else:  # a phone: the count on a line of its own, as large
            scene.text(x, y + 14, "Tap six numbers", 18, theme.CHALK, 700, heading=True, max_width=w)
            y += 26
            scene.text(x, y + 14, count, 18, ink, 700, max_width=w)
        y += 30
        cols = 5 if w >= 480 else 4
        rows = 20 // cols
        done_h = 52
        gap = 8
        key_h = max(48, min(72, (bottom - y - done_h - gap * rows) / rows))
        key_w = (w - gap * (cols - 1)) / cols
        chosen = set(self.numbers)
        for i in range(20):
            n = i + 1
            r, c = divmod(i, cols)
            scene.button(f"pick:{n}", x + c * (key_w + gap), y + r * (key_h + gap), key_w, key_h,
                         f"{n} on the custom board", caption=str(n), kind="ghost", size=24,
                         pressed=n in chosen)
        y += rows * (key_h + gap)
        scene.button("picked", x + w - min(240, w), y, min(240, w), done_h, "Done: back to the set-up",
                     caption="Done", size=20, kind="primary" if self.full() else "ghost")
        return y + done_h

    def draw_choices(self, scene, x, y, w):
        scene.text(x, y + 10, "Board", 17, theme.CHALK, 700, heading=True)
        y += 24
        third = (w - 16) / 3
        scene.button("board-kind:random", x, y, third, 48, "Random board", caption="Random",
                     kind="ghost", size=16, pressed=self.board_kind == "random")
        scene.button("board-kind:standard", x + third + 8, y, third, 48, "20-15: standard board, 20 to 15 and the bull",
                     caption="20-15", kind="ghost", size=16, pressed=self.board_kind == "standard")
        scene.button("board-kind:custom", x + 2 * (third + 8), y, third, 48, "Custom board: pick six numbers",
                     caption="Custom", kind="ghost", size=16, pressed=self.board_kind == "custom")
        y += 48 + 4
        scene.text(x, y + 12, self.board_line(), 14, theme.CHALK_DIM, max_width=w)
        y += 18 + 10
        scene.text(x, y + 10, "Round limit", 17, theme.CHALK, 700, heading=True)
        y += 24
        quarter = (w - 24) / 4
        for i, limit in enumerate(LIMITS):
            scene.button(f"limit:{limit or 'off'}", x + i * (quarter + 8), y, quarter, 48,
                         "None: no round limit" if limit is None else f"{limit}: round limit of {limit}",
                         caption="None" if limit is None else str(limit), kind="ghost", size=17,
                         pressed=self.limit == limit)
        y += 48 + 14
        scene.text(x, y + 10, "Legs", 17, theme.CHALK, 700, heading=True)
        y += 24
        third = (w - 16) / 3
        for i, legs in enumerate(LEGS):
            scene.button(f"legs:{legs}", x + i * (third + 8), y, third, 48,
                         "One leg" if legs == 1 else f"First to {legs} legs",
                         caption="One leg" if legs == 1 else f"First to {legs}", kind="ghost", size=16,
                         pressed=self.legs == legs)
        y += 48 + 14
        scene.text(x, y + 10, "Throws first (the bull-off winner)", 17, theme.CHALK, 700, heading=True)
        y += 24
        cell = (w - 8 * (len(self.players) - 1)) / len(self.players)
        for i, player in enumerate(self.players):
            name = seat_name(player["name"], i)
            scene.button(f"starter:{i}", x + i * (cell + 8), y, cell, 48, f"{name} throws first", caption=name,
                         kind="ghost", size=15, pressed=self.starter == i)
        return y + 48

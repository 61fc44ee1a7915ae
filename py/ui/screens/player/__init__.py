"""A remembered player's page (#/player?name=Ann): form over time as a line per game, personal
bests, the last ten games; rename, merge with another name, forget (asked twice). The history is
ui/players.py; this page only draws it and routes the taps."""

import time

from pavilion.core import RuleError, check_name
from pavilion.darts.options import NAME_LENGTH

from ... import theme
from ...players import drill_of, x01_start
from ...scene import wrap
from .. import Screen, frame, way_out
from ..practice.setup import drill_title

# game -> (its name, what its figure is); X01 is named by its start (x01_start): "121"
GAMES = {"random-cricket": ("Random Cricket", "MPR"), "custom-cricket": ("Custom Cricket", "MPR")}


def quoted(game) -> bool:
    """A figure quoted to two places with its detail beside it: Cricket's MPR, X01's average."""
    return game in GAMES or x01_start(game) is not None
CHART_H = 96
EM = 0.66  # a bold name's width per character per px of size in a browser's sans (wider than wrap's estimate)
LEAST = 18  # px: a heading's smallest size before it takes a third line


def heading_lines(text, size, width) -> tuple:
    """(size, lines) of the page's heading: on at most two lines at `size`, else smaller, to LEAST
    ("Annabel Featherstone's form" was squeezed to 12 px on one line at 360 px)."""
    while True:
        lines = wrap(text, size, width * 0.56 / EM, 700)  # wrap by the browser's width, not the estimate
        if len(lines) <= 2 or size <= LEAST:
            return size, lines
        size -= 1


def name_columns(names, width, size) -> int:
    """How many name buttons to a row (three at most): as many as hold the longest name at `size`
    (a 20-letter name was squeezed to 7 px in a third of a phone)."""
    need = max(len(n) for n in names) * EM * size + 16
    return max(1, min(3, int((width + 6) // (need + 6))))


def game_name(game, lines) -> tuple:
    """(title, figure's name) of a game slug; a drill is named with its options ("Practice: Around
    the Clock, doubles only"), one this version does not know by its lines' detail."""
    if game in GAMES:
        return GAMES[game]
    if x01_start(game) is not None:
        return str(x01_start(game)), "three-dart average"
    known = drill_of(game)
    drill = drill_title(*known) if known else lines[-1]["detail"] or game.partition("/")[2]
    return f"Practice: {drill}", "darts" if lines and lines[-1].get("low") else "score"


def figure_text(figure, game) -> str:
    """An MPR or an average to two places (as darts players quote them); a drill's score whole."""
    return f"{figure:.2f}" if quoted(game) else f"{figure:g}"


def day(at) -> str:
    return time.strftime("%d %b %Y", time.localtime(at))


def chart(scene, x, y, w, lines, title, what) -> float:
    """The figure of each game, oldest to newest, as a line with its best and last marked, under its
    title (on two lines where a drill's options make it long); returns the y below it."""
    heading = f"{title} \u00b7 {what}"
    parts = wrap(heading, 17, w, 700)
    for i, part in enumerate(parts):
        scene.text(x, y + 18 + i * 22, part, 17, theme.CHALK, 700, max_width=w, mirror=False)
    scene.text_only(heading, heading=True)
    top, h = y + 28 + (len(parts) - 1) * 22, CHART_H
    scene.rect(x, top, w, h, fill=theme.TURF, radius=6)
    figures, game = [line["figure"] for line in lines], lines[0]["game"]
    low, high = min(figures), max(figures)
    inner_x, inner_w = x + 56, w - 68
    if high == low:  # one game, or every game the same: one figure, once, level with its line
        scene.text(x + 6, top + h / 2 + 5, figure_text(high, game), 13, theme.CHALK_DIM)
        level = lambda f: top + h / 2  # noqa: E731
    else:  # the highest at the top, the lowest at the foot
        scene.text(x + 6, top + 16, figure_text(high, game), 13, theme.CHALK_DIM)
        scene.text(x + 6, top + h - 6, figure_text(low, game), 13, theme.CHALK_DIM)
        level = lambda f: top + 10 + (h - 20) * (1 - (f - low) / (high - low))  # noqa: E731
    points = [(inner_x + (inner_w * i / (len(figures) - 1) if len(figures) > 1 else inner_w / 2), level(f))
              for i, f in enumerate(figures)]
    for (x1, y1), (x2, y2) in zip(points, points[1:]):
        scene.line(x1, y1, x2, y2, theme.STRAW, 3)
    for px, py in points:
        scene.circle(px, py, 4, fill=theme.STRAW)
    scene.text_only(f"{title}: {len(figures)} game{'s' * (len(figures) != 1)}, from {figure_text(figures[0], game)} to {figure_text(figures[-1], game)}, "
                    f"best {figure_text(max(figures) if not lines[0].get('low') else min(figures), game)}.")
    return top + h + 10


class PlayerScreen(Screen):
    def __init__(self, app, name):
        super().__init__(app)
        try:  # a name from the address is checked as every game checks a seat's name
            self.name_asked = check_name(name, "A player's name", NAME_LENGTH)
        except RuleError:
            self.name_asked = None  # blank, a control character, too long: no such player
        self.new_name = ""
        self.asking = None  # ("forget", who) or ("merge", other): a change waiting for its confirmation
        self.said, self.said_at = "", "top"  # the last sentence, and where: "top", "rename" or "ask"

    @property
    def name(self):
        """One name per player's page: the painter scrolls to the top when it changes (renamed,
        merged into another, forgotten), where the sentence saying so is drawn."""
        return f"player-{self.who or ''}"

    @property
    def who(self):
        """The stored spelling of the asked name, or None."""
        if self.name_asked is None:
            return None
        return next((n for n in self.app.players.names() if n.casefold() == self.name_asked.casefold()), None)

    def heading(self) -> str:
        """ "Ann's form" in the stored spelling; "No such player" for an address that names none."""
        shown = self.who or self.name_asked
        return f"{shown}'s form" if shown else "No such player"

    def title(self):
        return f"{self.heading()} - Pavilion"

    def arrival(self):
        who = self.who
        if who is None:
            if self.name_asked is None:
                return "No such player: this address names no player."
            return f"There is no history for {self.name_asked} on this device."
        return f"{who}: {len(self.app.players.lines(who))} games remembered."

    def on_input(self, field, value):
        if field == "new-name":
            self.new_name = value  # checked whole at Rename, as a game checks a name at Start

    def on_tap(self, region, event):
        kind, _, arg = region.partition(":")
        who = self.who
        try:
            if kind == "rename" and who:
                self.say(self.app.players.rename(who, self.new_name), "top")
                self.name_asked, self.new_name = self.new_name.strip(), ""  # the stored name: check_name's
                self.app.bridge.replace_route(f"#/player?name={_quote(self.who or self.name_asked)}")
            elif kind == "view":
                self.app.go("player", {"name": arg})
            elif kind == "merge" and who:
                self.asking = ("merge", arg)
                self.say(f"Merge {who} into {arg}? {who}'s games become {arg}'s and {who} is forgotten.", "ask")
            elif kind == "forget" and who:
                self.asking = ("forget", who)
                self.say(f"Forget {who}? Their games and name are removed from this device.", "ask")
            elif kind == "confirm" and who and self.asking:
                what, other = self.asking
                self.asking = None
                if what == "forget":
                    self.say(self.app.players.forget(who), "top")
                else:
                    self.say(self.app.players.merge(who, other), "top")
                    self.name_asked = other
                    self.app.bridge.replace_route(f"#/player?name={_quote(other)}")
            elif kind == "cancel":
                self.asking = None
                self.say("Nothing was changed.", "ask")
            else:
                super().on_tap(region, event)
        except ValueError as e:
            self.say(str(e), "rename" if kind == "rename" else "ask")

    @staticmethod
    def name_buttons(scene, x, y, width, names, kind, label) -> float:
        """A grid of up to three to a row of one button per name (the first nine), each name whole;
        returns the y below."""
        names = names[:9]
        cols = name_columns(names, width, 15)
        cell = (width - 6 * (cols - 1)) / cols
        for i, name in enumerate(names):
            scene.button(f"{kind}:{name}", x + (i % cols) * (cell + 6), y + (i // cols) * 54, cell, 48,
                         label(name), caption=name, kind="ghost", size=15)
        return y + -(-len(names) // cols) * 54 + 6

    def say(self, sentence, where):
        self.said, self.said_at = sentence, where
        self.app.say(sentence)

    def note(self, scene, x, y, width, where) -> float:
        """The last sentence where it belongs: beside the control that made it (the player is
        looking there, maybe far down a phone's page), or at the top for a change of page."""
        if not self.said or self.said_at != where:
            return y
        return scene.paragraph(x, y + 16, width, self.said, 15, theme.CHALK) + 6

    def draw(self, scene, top):
        x0, width, pad = frame(scene, top)
        narrow = scene.w < 600
        way_out(scene, x0, top + pad, self.app.mode == "kiosk", narrow)
        who = self.who
        heading = self.heading()
        hx = x0 + (70 if narrow else 126)
        size, lines = heading_lines(heading, 24 if narrow else 28, x0 + width - hx)
        step = round(size * 1.15)
        for i, line in enumerate(lines):  # beside the way out, centred on its middle
            scene.text(hx, top + pad + 24 + (i - (len(lines) - 1) / 2) * step, line, size, theme.STRAW, 700,
                       max_width=x0 + width - hx, mirror=False)
        scene.text_only(heading, heading=True)
        y = top + pad + max(64, 24 + len(lines) * step / 2 + 16)
        if who is None:
            self.said_at = "top"  # a short page: whatever was last said goes at its top
            y = self.note(scene, x0, y, width, "top")
            why = ("This address names no player." if self.name_asked is None else
                   "No games are remembered for this name on this device.")
            y = scene.paragraph(x0, y + 20, width, f"{why} A person's line is kept for each finished game they "
                                "play here.", 17, theme.CHALK_DIM)
            others = self.app.players.names()
            if others:
                scene.text(x0, y + 16, "Remembered players", 17, theme.CHALK, 700, heading=True)
                y = self.name_buttons(scene, x0, y + 26, width, others, "view", lambda n: f"See {n}'s form")
            scene.h = max(scene.h, int(y + pad))
            return
        y = self.note(scene, x0, y, width, "top")
        players = self.app.players
        games = players.games(who)
        two = not narrow and width >= 700
        col_w = (width - 20) / 2 if two else width
        left_y = y
        for game, lines in games.items():
            title, what = game_name(game, lines)
            left_y = chart(scene, x0, left_y, col_w, lines, title, what)
        rx, ry = (x0 + col_w + 20, y) if two else (x0, left_y + 4)
        scene.text(rx, ry + 18, "Personal bests", 17, theme.CHALK, 700, heading=True)
        ry += 26
        for game, line in players.bests(who).items():
            title, _ = game_name(game, games[game])
            ry = scene.paragraph(rx, ry + 16, col_w, f"{title}: {figure_text(line['figure'], game)}  ({day(line['at'])})",
                                 15, theme.CHALK) - 14
        scene.text(rx, ry + 24, "Last ten games", 17, theme.CHALK, 700, heading=True)
        ry += 32
        for line in players.last(who):
            title, _ = game_name(line["game"], games[line["game"]])
            detail = f", {line['detail']}" if line["detail"] and quoted(line["game"]) else ""
            ry = scene.paragraph(rx, ry + 16, col_w, f"{day(line['at'])}  {title}: "
                                 f"{figure_text(line['figure'], line['game'])}{detail}", 15, theme.CHALK_DIM) - 15
        y = max(left_y, ry) + 14
        others = [n for n in players.names() if n != who]
        if others:
            scene.text(x0, y + 16, "Other players", 17, theme.CHALK, 700, heading=True)
            y = self.name_buttons(scene, x0, y + 26, width, others, "view", lambda n: f"See {n}'s form")
        scene.text(x0, y + 16, "Change this player", 17, theme.CHALK, 700, heading=True)
        y += 26
        field_w = min(width - 130, 260)
        scene.field("new-name", x0, y, field_w, 48, f"New name for {who}", self.new_name, placeholder="New name",
                    max_length=NAME_LENGTH)
        scene.button("rename", x0 + field_w + 8, y, 120, 48, f"Rename {who}", caption="Rename", kind="ghost", size=16)
        y = self.note(scene, x0, y + 48, width, "rename") + 10
        if others:
            y = scene.paragraph(x0, y + 16, width, f"Merge {who}'s games into", 15, theme.CHALK_DIM) - 8
            y = self.name_buttons(scene, x0, y, width, others, "merge", lambda n: f"Merge {who} into {n}")
        # The confirmation takes the Forget button's place, its question first (a double tap on Forget
        # lands on words, not on Yes), in room the page keeps below Forget, so it shows where the
        # player tapped however far down the page they are, and the page does not grow under them.
        room = 16 + max(len(wrap(q, 15, width)) for q in self.questions(who, others)) * round(15 * 1.35) + 6 + 48
        spot = y  # Forget's place
        if self.asking:
            y = self.note(scene, x0, y, width, "ask")
            what, other = self.asking
            words = f"Yes, forget {who}" if what == "forget" else f"Yes, merge into {other}"
            scene.button("confirm", x0, y, min(width * 0.6, 260), 48, words, caption=" ".join(words.split()[:2]),
                         kind="danger" if what == "forget" else "primary", size=16)
            scene.button("cancel", x0 + min(width * 0.6, 260) + 8, y, min(width * 0.4 - 8, 140), 48, "Keep as it is",
                         caption="Keep", kind="ghost", size=16)
            end = y + 48
        else:
            scene.button("forget", x0, y, min(width, 220), 48, f"Forget this player, {who}",
                         caption="Forget this player", kind="ghost", size=16)
            end = self.note(scene, x0, y + 48, width, "ask")
        scene.h = max(scene.h, int(max(end, spot + room) + pad))

    @staticmethod
    def questions(who, others) -> list:
        """Every question the confirmation may ask (the room kept for the longest)."""
        return [f"Forget {who}? Their games and name are removed from this device."] + [
            f"Merge {who} into {o}? {who}'s games become {o}'s and {who} is forgotten." for o in others[:9]]


def _quote(name):
    from urllib.parse import quote

    return quote(name)

"""Picking an eleven and its batting order at the set-up: the club's sixteen, the eleven in order
with up, down and drop, the rest to pick from, and what (if anything) keeps it from playing.

The engine checks an eleven (`crickee.squads.check_eleven`); this panel shows its sentence, so
the set-up never says something the rules would not."""

from pavilion.core import RuleError
from pavilion.crickee.players import GRADE_NAMES
from pavilion.crickee.squads import check_eleven

from ... import theme
from .setup_panel import POOL
from .words import fit


class ElevenTaps:
    """What the eleven picker's taps do (a part of the Crickee screen)."""

    def tap_eleven(self, arg, event=None):
        if arg in ("home", "away"):
            self.picking = arg
            club = POOL[self.home if arg == "home" else self.away]
            self.tell(f"{club['name']}: pick the eleven and the batting order.")

    def tap_picked(self, arg, event=None):
        side, self.picking = self.picking, None
        fault = problem(getattr(self, side), self.elevens[side])
        self.tell(fault or "Eleven picked.")

    def tap_eleven_reset(self, arg, event=None):
        club = self.home if self.picking == "home" else self.away
        self.elevens[self.picking] = list(POOL[club]["eleven"])
        self.tell(f"{POOL[club]['name']}'s own eleven.")

    def move(self, pid, by):
        eleven = self.elevens[self.picking]
        if pid not in eleven:
            return
        k = eleven.index(pid)
        if 0 <= k + by < len(eleven):
            eleven[k], eleven[k + by] = eleven[k + by], eleven[k]
            self.tell(f"{self.player_name(pid)} bats at {k + by + 1}.")

    def player_name(self, pid):
        return next(p["name"] for c in POOL.values() for p in c["players"] if p["id"] == pid)

    def tap_up(self, arg, event=None):
        self.move(arg, -1)

    def tap_down(self, arg, event=None):
        self.move(arg, 1)

    def tap_drop(self, arg, event=None):
        eleven = self.elevens[self.picking]
        if arg in eleven:
            eleven.remove(arg)
            self.tell(f"{self.player_name(arg)} left out: {len(eleven)} picked.")

    def tap_pick(self, arg, event=None):
        eleven = self.elevens[self.picking]
        club = self.home if self.picking == "home" else self.away
        if arg in eleven or arg not in {p["id"] for p in POOL[club]["players"]}:
            return
        if len(eleven) >= 11:
            raise RuleError("eleven-full", "Eleven are picked: leave someone out first.")
        eleven.append(arg)
        self.tell(f"{self.player_name(arg)} picked, batting at {len(eleven)}.")


def describe(p: dict) -> str:
    """'opener, top-order bat, no bowling': what a captain weighs, on one short line."""
    bowls = f"bowls {p['bowling']}" if p["bowls"] else "no bowling"
    return f"{p['role']}, {GRADE_NAMES[p['grade']]} bat, {bowls}"


def problem(club: str, eleven: list):
    """The engine's sentence for what is wrong with the eleven, or None when it can play."""
    try:
        check_eleven(club, eleven)
    except RuleError as e:
        return e.message
    return None


def draw_picker(screen, scene, top, pool) -> None:
    side = screen.picking
    club = screen.home if side == "home" else screen.away
    eleven = screen.elevens[side]
    players = {p["id"]: p for p in pool[club]["players"]}
    w = scene.w
    pad = 8 if w < 600 else 16
    width = min(w - 2 * pad, 900)
    x = (w - width) / 2
    scene.rect(0, top, w, 56, fill=theme.TURF)
    scene.button("picked:top", x, top + 4, 104, 48, "Back to the set-up", caption="\u2190 Back", kind="ghost",
                 size=17)
    title = f"{pool[club]['name']}: the eleven"
    scene.text(x + 118, top + 28, title, fit(title, 22 if w >= 600 else 18, width - 118, 14, 800), theme.STRAW,
               800, max_width=width - 118, heading=True)
    y = top + 56 + 10
    fault = problem(club, eleven)
    status = fault or (f"Ready: {sum(players[p]['bowls'] for p in eleven)} bowlers and a keeper. "
                       "The order below is the batting order.")
    y = scene.paragraph(x, y + 10, width, status, 15, theme.ALERT if fault else theme.CHALK, 600) + 4
    half = (width - 8) / 2
    scene.button("eleven-reset", x, y, half, 48, "Club's choice: the club's own eleven", caption="Club's choice", kind="ghost",
                 size=16)
    scene.button("picked:done", x + half + 8, y, half, 48, "Done", caption="Done", kind="primary", size=16)
    y += 60
    small = 13 if width < 500 else 15
    y = heading(scene, x, y, width, f"Batting order ({len(eleven)} of 11)")
    for n, pid in enumerate(eleven):
        y = row(scene, x, y, width, f"{n + 1}. {players[pid]['name']}", players[pid], small, [
            (f"up:{pid}", f"Move {players[pid]['name']} up the order", "\u25b2", n > 0),
            (f"down:{pid}", f"Move {players[pid]['name']} down the order", "\u25bc", n < len(eleven) - 1),
            (f"drop:{pid}", f"Drop {players[pid]['name']}: leave him out", "Drop", True)])
    rest = [p for p in pool[club]["players"] if p["id"] not in eleven]
    y = heading(scene, x, y + 8, width, f"Not playing ({len(rest)})")
    for p in rest:
        y = row(scene, x, y, width, p["name"], p, small,
                [(f"pick:{p['id']}", f"Pick {p['name']}", "Pick", True)])
    scene.h = max(scene.h, int(y + 16))


def heading(scene, x, y, w, text) -> float:
    scene.text(x, y + 12, text, 17, theme.STRAW, 700, max_width=w, heading=True)
    return y + 30


def row(scene, x, y, w, name, p, size, buttons) -> float:
    """One player: his name, what he is and his trait, with his buttons at the right."""
    bw = 52 if buttons[0][2] != "Pick" else 72
    right = len(buttons) * (bw + 4)
    text_w = w - right - 18
    detail = describe(p)
    scene.rect(x, y, w, 64, fill=theme.TURF, radius=8)
    scene.text(x + 10, y + 14, name, fit(name, size + 2, text_w, 11, 700), theme.CHALK, 700,
               max_width=text_w, mirror=False)
    scene.text(x + 10, y + 33, detail, fit(detail, size - 1, text_w, 10, 400), theme.CHALK_DIM, 400,
               max_width=text_w, mirror=False)
    if p["trait"]:
        scene.text(x + 10, y + 51, p["trait"], size - 1, theme.STRAW, 600, max_width=text_w, mirror=False)
    scene.text_only(f"{name}: {detail}" + (f", {p['trait']}" if p["trait"] else ""))
    bx = x + w - right + 2
    for rid, label, caption, enabled in buttons:
        scene.button(rid, bx, y + 8, bw, 48, label, caption=caption, kind="ghost", size=16, disabled=not enabled)
        bx += bw + 4
    return y + 68

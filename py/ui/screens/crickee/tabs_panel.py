"""The tabs under the scoreboard (this over, the scorecard, the charts, the squads, the match):
their buttons, which one is open, and the taps that pick an innings' scorecard or a player's card."""

from ... import theme
from ...display import LARGE
from . import board, charts_panel, match_panel, over_panel, scorecard_panel, squads_panel
from .words import innings_name

TABS = (("over", "Over"), ("scorecard", "Scores"), ("charts", "Charts"), ("squads", "Squads"), ("match", "Match"))
TAB_NAMES = {"over": "Over: this over's dice, card and what it changed", "scorecard": "Scores: the scorecard",
             "charts": "Charts: worm, required rate and Manhattan", "squads": "Squads: the players and their traits",
             "match": "Match: share, replay, new match"}
TAB_GAP = 4
TAB_INSET = 5  # px between a caption and its button's sides
TAB_EM = 0.7  # a 600-weight caption's width per character per px of size, at its widest (DejaVu Sans)
READING = 14  # px: a tab's caption is never drawn smaller


class TabsTaps:
    """What the tabs' taps do (a part of the Crickee screen)."""

    def tap_tab(self, arg, event=None):
        self.tab = arg if arg in {t[0]: t for t in TABS} else "over"
        self.player = None
        self.persist()
        self.tell(TAB_NAMES[self.tab] + ".")

    def tap_innings(self, arg, event=None):
        innings = self.shown()["innings"]
        if not arg.isdigit() or int(arg) >= len(innings):
            return
        self.card_innings = int(arg)
        inn = innings[self.card_innings]
        self.tell(f"Scorecard: {inn['team']}, {innings_name(inn)}.")

    def tap_player(self, arg, event=None):
        state = self.shown()
        player = next((p for s in ("home", "away") for p in state["teams"][s]["squad"] if p["id"] == arg), None)
        if player is None:
            return
        self.player = arg
        trait = f" {player['trait']}." if player["trait"] else " No trait."
        self.tell(f"{player['name']}: bats at {player['position']}, {player['role']}.{trait}")

    def tap_player_close(self, arg, event=None):
        self.player = None
        self.tell(TAB_NAMES["squads"] + ".")


def tab_cells(w, size, captions) -> list:
    """Each caption's button width in a row `w` wide: its words at `size`, and an equal share of
    the room left (the widest word gets most: "Squads" beside "Over")."""
    needs = [len(c) * TAB_EM * size + 2 * TAB_INSET for c in captions]
    spare = (w - TAB_GAP * (len(captions) - 1) - sum(needs)) / len(captions)
    return [need + spare for need in needs]


def tab_layout(w, k, large) -> tuple:
    """(rows, caption size): one row of five while every caption fits at the reading size (at the
    large one under large text), else two (a phone: five equal cells squeezed "Squads" to 11 px and
    large text could not grow it). Widths are judged at TAB_EM, wider than the scene's estimate."""
    letters = sum(len(c) for _, c in TABS)
    fits = (w - TAB_GAP * (len(TABS) - 1) - 2 * TAB_INSET * len(TABS)) / (letters * TAB_EM)
    least = READING * LARGE if large else READING
    return (1, min(int(16 * k), int(fits))) if fits >= least else (2, int(16 * k))


def draw_tabs(screen, scene, x, y, w, h, state, k, landscape) -> float:
    """The tab buttons (in two rows where one would squeeze them) and the open tab under them (in
    portrait, the over's balls); the y below."""
    rows, size = tab_layout(w, k, screen.app.display.large_text)
    per_row = -(-len(TABS) // rows)
    for row in range(rows):
        tabs = TABS[row * per_row:(row + 1) * per_row]
        left = x
        for (tab, caption), cell in zip(tabs, tab_cells(w, size, [c for _, c in tabs])):
            scene.button(f"tab:{tab}", left, y, cell, 48, TAB_NAMES[tab], caption=caption, kind="ghost",
                         size=size, pressed=screen.tab == tab, inset=TAB_INSET)
            left += cell + TAB_GAP
        y += 48 + TAB_GAP
    y += 10 - TAB_GAP
    h -= rows * (48 + TAB_GAP) + 10 - TAB_GAP
    if screen.tab == "scorecard":
        return scorecard_panel.draw_scorecard(screen, scene, x, y, w, state, k)
    if screen.tab == "charts":
        return charts_panel.draw_charts(screen, scene, x, y, w, h, state, k)
    if screen.tab == "squads":
        return squads_panel.draw_squads(screen, scene, x, y, w, state, k)
    if screen.tab == "match":
        return match_panel.draw_match(screen, scene, x, y, w, state, k)
    if landscape:
        return screen.draw_over_block(scene, x, y, w, state, k)
    found = screen.landing_over(state)
    if found is None or screen.anim is not None:
        return scene.paragraph(x, y + 10, w, "Ball by ball: each over's balls appear here once it lands.",
                               int(14 * k), theme.CHALK_DIM)
    if board.after_the_attack(screen, state):  # the over above shows only its dice
        return over_panel.draw_over_card(scene, x, y, w, *found, k, screen.ball if screen.view == "replay" else None)
    end = over_panel.draw_ball_by_ball(scene, x, y, w, *found, k, screen.ball if screen.view == "replay" else None)
    return end if end > y else scene.paragraph(x, y + 10, w, "The dice are down: the balls come next.",
                                               int(14 * k), theme.CHALK_DIM)

"""The tabs under the scoreboard (this over, the scorecard, the charts, the squads, the match):
their buttons, which one is open, and the taps that pick an innings' scorecard or a player's card."""

from ... import theme
from . import board, charts_panel, match_panel, over_panel, scorecard_panel, squads_panel
from .words import fit, innings_name

TABS = (("over", "Over", "Over"), ("scorecard", "Scores", "Scores"), ("charts", "Charts", "Charts"),
        ("squads", "Squads", "Squads"), ("match", "Match", "Match"))
TAB_NAMES = {"over": "Over: this over's dice, card and what it changed", "scorecard": "Scores: the scorecard",
             "charts": "Charts: worm, required rate and Manhattan", "squads": "Squads: the players and their traits",
             "match": "Match: share, replay, new match"}


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


def draw_tabs(screen, scene, x, y, w, h, state, k, landscape) -> float:
    """The tab buttons and the open tab under them (in portrait, the over's balls); the y below."""
    gap = 6
    cell = (w - gap * (len(TABS) - 1)) / len(TABS)
    for i, (tab, caption, short_caption) in enumerate(TABS):
        text = caption if cell >= len(caption) * 9 + 16 else short_caption
        scene.button(f"tab:{tab}", x + i * (cell + gap), y, cell, 48, TAB_NAMES[tab], caption=text, kind="ghost",
                     size=fit(text, int(16 * k), cell - 12, 12), pressed=screen.tab == tab)
    y += 48 + 10
    h -= 58
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

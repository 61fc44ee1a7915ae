"""The match tab: the same-dice link, the replay link once the match is over, printing, a
rematch and a new match."""

import copy

from pavilion import crickee
from pavilion.core import share

from ... import router, theme
from ...scene import char_width
from .setup_panel import POOL, mode_of


class MatchTaps:
    """What the match tab's taps do (a part of the Crickee screen)."""

    def tap_share(self, arg, event=None):
        self.tap_tab("match")

    def tap_copy(self, arg, event=None):
        self.app.bridge.copy(self.link(arg == "replay"))
        self.tell("Replay link copied: it steps through this match ball by ball." if arg == "replay"
                  else "Link copied: whoever opens it plays the same dice from the toss.")

    def link(self, replay: bool) -> str:
        """Same seed and options (same dice for the same decisions), or the whole match to replay."""
        params = {"m": share.encode(self.match, with_moves=replay)}
        if replay:
            params["view"] = "replay"
        return self.app.bridge.base_url() + router.format(self.game["route"], params)

    def tap_print(self, arg, event=None):
        self.app.bridge.print_page()
        self.tell("Printing the scorecard.")

    def tap_rematch(self, arg, event=None):
        options = self.state()["options"]
        self.start(crickee.new_match(home=options["home"], away=options["away"], cards=options["cards"],
                                     traits=options["traits"], captains=options["captains"],
                                     dice=options.get("dice", "graded"), elevens=options.get("elevens")))

    def tap_new(self, arg, event=None):
        options = self.state()["options"]
        self.home, self.away, self.cards, self.traits = (options["home"], options["away"], options["cards"],
                                                         options["traits"])
        self.dice = options.get("dice", "graded")
        self.elevens = copy.deepcopy(options.get("elevens") or
                                     {s: list(POOL[options[s]]["eleven"]) for s in ("home", "away")})
        self.mode = mode_of(options["captains"])
        self.match = self.match_id = None
        self.view, self.auto = "live", False
        self.app.bridge.replace_route(router.format(self.game["route"]))
        self.tell("Set up a new match.")


def draw_match(screen, scene, x, y, w, state, k) -> float:
    size = int(14 * k)
    y = scene.paragraph(x, y + 10, w, "Same dice: whoever opens this link plays this match from the toss, "
                        "with the same dice, teams and options. The same decisions roll the same match.",
                        size, theme.CHALK)
    y = show_link(scene, x, y, w, screen.link(False), size)
    items = [("copy:same", "Copy link: the same-dice link", "Copy link")]
    if state["status"] == "done" or screen.view == "replay":
        y = scene.paragraph(x, y + 6, w, "Replay: whoever opens this link steps through the finished match "
                            "ball by ball.", size, theme.CHALK)
        y = show_link(scene, x, y, w, screen.link(True), size)
        items.append(("copy:replay", "Copy replay link", "Copy replay link"))
    items.append(("print", "Print scorecard", "Print scorecard"))
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

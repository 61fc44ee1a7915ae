"""Leaving the kiosk, from any darts game's menu (Random Cricket, 501's kin, Practice): Leave kiosk is
offered only where the Pi's own server can close it (the page came from it, to this machine: see
share.here); elsewhere the menu says how to leave, since a button there would ask a server that is not
there or will not listen. Asked first, like everything that loses the screen."""

from .. import theme
from . import share

ITEM = ("ask:leave", "Leave the kiosk", "Leave kiosk")  # (region, label, caption) in the menu
ASK = "Close the scoreboard? It opens again when the Pi restarts, with this game saved."
VERB = "Close the scoreboard"  # the confirm button's words
HOW = "To leave the kiosk, close this window (Alt+F4)."


class LeaveKiosk:
    """For a screen with `kiosk`, `app` and `tell`: the menu's Leave kiosk, and what follows."""

    def leave_items(self) -> list:
        """[ITEM] where Leave kiosk can work, else []."""
        return [ITEM] if self.kiosk and share.here(self.app) else []

    def draw_leave_note(self, scene, x, y, w, row_h, at):
        """On the kiosk where Leave kiosk cannot work, how to leave, in the menu grid's place `at`
        (two a row); while the server is asked, the place stays empty."""
        if not self.kiosk or share.here(self.app) is not False:
            return
        cell = (w - 8) / 2
        room = w if at % 2 == 0 else cell  # a row of its own when it starts one
        scene.paragraph(x + (at % 2) * (cell + 8) + 6, y + (at // 2) * (row_h + 8) + 16, room - 12, HOW, 16,
                        theme.CHALK)

    def leave_kiosk(self):
        self.app.go("leave-kiosk")  # the page asks the local server; kiosk/launch.sh closes Chromium
        self.tell("Closing the scoreboard.")

    def tap_left(self, arg, event):
        """The page's report that the server did not close the kiosk (static/ui.js, after Leave kiosk)."""
        if arg == "no":
            self.app.notices.append("The scoreboard could not be closed from here: close this window (Alt+F4).")

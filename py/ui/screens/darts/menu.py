"""The menu and what it opens: undo, the caller, removing a player, ending the game, a new game,
leaving the kiosk, and sharing to a phone (ui/oche/share.py: the game so far, or the board afresh).

The menu offers only what the engine would accept now (no Remove in a two-player game, no Undo
after End game). Whatever loses something asks first, on a second button placed away from the first.
"""

from pavilion import darts

from ... import router, theme
from ...caller import hear_voice_report
from ...oche import kiosk, share


class MenuPanel(kiosk.LeaveKiosk, share.SharePanel):
    def menu_items(self, state):
        items = []
        if self.offered("undo"):
            items.append(("undo", "Undo last turn", "Undo last turn"))
        if state["turns"]:
            items.append(("panel:history", "Turn history and corrections", "Turn history"))
        items += [("panel:stats", "Stats", "Stats"),
                  ("panel:share", "Share this board", "Share this board"),
                  ("caller", f"Caller: {'on' if self.caller else 'off'}, speaks each dart", f"Caller: {'on' if self.caller else 'off'}"),
                  ("panel:rules", "How to play", "How to play")]
        if any(a["type"] == "remove" for a in self.offers()):
            items.append(("panel:remove", "Remove a player", "Remove a player"))
        if not state["ended"]:
            items.append(("ask:end", "End game", "End game"))
        items.append(("ask:new", "New game with other players", "New game"))
        return items + self.leave_items()

    def draw_menu(self, scene, x, y, w, h, state):
        """The menu's buttons, two a row. On the kiosk the last place is Leave the kiosk where the
        Pi's own server can close it (the page came from it, to this machine); elsewhere it says how
        to leave, since a button there would ask a server that is not there or will not listen."""
        items = self.menu_items(state)
        scene.focus_on(items[0][0])
        leave_note = self.kiosk and items[-1] != kiosk.ITEM
        rows = (len(items) + leave_note + 1) // 2
        row_h = max(48, min(64, (h - 8 * (rows - 1)) / rows))
        kinds = {"ask:end": "danger"}
        grid = [(rid, label, caption, kinds.get(rid, "ghost"), self.caller if rid == "caller" else None)
                for rid, label, caption in items]
        self.grid(scene, x, y, w, row_h, grid, 2, size=17)
        if leave_note:
            self.draw_leave_note(scene, x, y, w, row_h, len(items))

    # undo, caller -------------------------------------------------------------------------------
    def tap_undo(self, arg, event):
        """Menu's whole-turn undo; with darts of this visit entered it asks first (they would go)."""
        if self.visit:
            return self.ask("undo")
        self.undo_turn()

    def undo_turn(self):
        self.match = darts.apply(self.match, {"type": "undo"})
        self.visit = []
        self.award = None
        self.after_action()

    def tap_caller(self, arg, event):
        self.caller = not self.caller
        self.persist()
        self.tell("Caller on." if self.caller else "Caller off.", "Caller on" if self.caller else None)

    def tap_voices(self, arg, event):
        """The page's report that the caller cannot speak English here (static/speech.js, after speaking)."""
        hear_voice_report(self, arg)

    # asking first -------------------------------------------------------------------------------
    def tap_ask(self, arg, event):
        self.ask(arg)

    def ask(self, arg):
        what, _, seat = arg.partition("/")
        state = self.state()
        if what == "remove":
            name = state["seats"][int(seat)]["name"]
            darts.apply(self.match, {"type": "remove", "seat": int(seat), "by": 0})  # refused now, not later
            sentence = f"Take {name} out of the game? Their marks and points stay on the board."
        elif what == "end":
            sentence = "End the game now? No more turns can be entered."
        elif what == "leg":
            darts.apply(self.match, {"type": "leg"})  # refused now, not later
            sentence = (f"Start leg {state['legs']['leg'] + 1}? After that the turns of leg {state['legs']['leg']} "
                        "can no longer be corrected.")
        elif what == "undo":
            darts.apply(self.match, {"type": "undo"})
            sentence = (f"Undo the last turn? The {len(self.visit)} dart{'s' if len(self.visit) > 1 else ''} "
                        "of this visit go too. (Back takes out one dart at a time.)")
        elif what == "leave":
            sentence = kiosk.ASK
        else:
            sentence = "Start a new game with a new board? This game stays in the saved matches."
        self.confirming = (arg, sentence)
        self.panel = "confirm"
        self.tell(sentence)

    def tap_confirm(self, arg, event):
        what, _, seat = self.confirming[0].partition("/")
        self.confirming = None
        self.panel = "keypad"
        if what == "remove":
            self.match = darts.apply(self.match, {"type": "remove", "seat": int(seat), "by": 0})
            self.after_action()
        elif what == "end":
            self.match = darts.apply(self.match, {"type": "end"})
            self.after_action()
        elif what == "undo":
            self.undo_turn()
        elif what == "leg":
            self.next_leg()
        elif what == "leave":
            self.leave_kiosk()
        else:
            self.new_setup()

    def draw_confirm(self, scene, x, y, w, h):
        what, sentence = self.confirming
        rows = self.rows(y, h, (1.6, 1, 1, 1))
        scene.paragraph(x, rows[0][0] + 14, w, sentence, 19, theme.CHALK, 700)
        verb = {"end": "End the game now", "new": "Start a new game", "undo": "Undo the turn",
                "leg": "Start the next leg", "leave": kiosk.VERB}.get(what.partition("/")[0], "Remove them")
        half = (w - 8) / 2
        # The yes and the no sit apart from where the menu's buttons were: a stray tap is a no.
        scene.button("close", x, rows[1][0], half, rows[1][1], "No, go back: cancel", caption="No, go back", kind="primary",
                     size=18)
        scene.button("confirm", x + half + 8, rows[3][0], half, rows[3][1], verb, kind="danger", size=16)

    # removing a player --------------------------------------------------------------------------
    def draw_remove(self, scene, x, y, w, h, state):
        offered = {a["seat"] for a in self.offers() if a["type"] == "remove"}
        rows = self.rows(y, h, (0.8, 1, 1, 1))
        scene.text(x, rows[0][0] + rows[0][1] / 2, "Who is leaving the board?", 18, theme.CHALK, 700, max_width=w)
        items = [(f"ask:remove/{s['seat']}", f"Remove {s['name']}", s["name"], "ghost", None)
                 for s in state["seats"] if s["seat"] in offered]
        self.grid(scene, x, rows[1][0], w, rows[1][1], items, 2, size=18)
        scene.button("close", x, rows[3][0], w, rows[3][1], "Cancel: back to the keypad", caption="Cancel", kind="ghost",
                     size=18)

    # new game, rematch --------------------------------------------------------------------------
    def new_setup(self):
        """Back to set-up with the same players, for a different game."""
        self.players = [{"name": s["name"], "bot": s["bot"]} for s in self.state()["seats"]]
        self.match, self.match_id, self.visit, self.fix, self.award = None, None, [], None, None
        self.panel = "keypad"
        if not self.kiosk:
            self.app.bridge.replace_route(router.format(self.game["route"]))
        self.tell("Set up a new game.")

    def tap_rematch(self, arg, event):
        """Rematch: a new board, and the next seat throws first (as a league alternates the start)."""
        self.start(darts.rematch(self.match))

"""Codes that arrive: pasted, or opened as a link. On the GM's device an orders code is opened with
that manager's key and checked; if it would replace orders already in, the GM sees what changes and
is asked first. On a manager's device a turn sheet (or a newer invitation) goes onto his desk. A
link finds the saved record it belongs to, so opening every turn's link makes no new copies. Every
refusal is one sentence, shown under the box, and changes nothing."""

from urllib.parse import unquote

from pavilion import cosmic
from pavilion.core import RuleError
from pavilion.cosmic import postal, receipt

from ... import router, theme

LINKS = ("invite", "sheet", "part", "orders")  # route parameters that carry a code
RECEIPT_SECONDS = 8  # a receipt of a manager's orders is on the GM's screen this long, or until the next paste

STRAY_NOUNS = {"sheet": "turn sheet", "orders": "orders code"}
WRONG_PLACE = {
    ("orders", True): "This is an orders code: it goes to the games master, who pastes it on his device.",
    ("sheet", False): "This is a turn sheet: it opens on the manager's own device, not the games master's.",
    ("part", False): "This is part of a turn sheet: it opens on the manager's own device, not the games master's.",
    ("invitation", False): "This is an invitation: it opens on the manager's own device, not the games master's.",
}


def code_in(text: str) -> str:
    """The code in what was pasted or opened: the code itself, or a link that carries one."""
    text = "".join(str(text).split())
    for name in LINKS:
        if f"{name}=" in text:
            return unquote(text.split(f"{name}=", 1)[1].split("&", 1)[0])
    return text


class PastePanel:
    inline_paste = ("import", "replace", "reset-desk", "fold")
    pasted = ""
    stray = None  # a link opened where its record is not: {"kind", "code"}, to copy for the right browser
    reset_offer = None  # an invitation this desk refused (not vouched for by its key): {"code", "confirm"}
    replacing = None  # an orders action waiting for the GM's yes, with what it changes
    imported = None  # (manager, the receipt, when): what the orders just imported say, for a few seconds

    def paste_prompt(self) -> str:
        return ("Paste a turn sheet (or a new invitation) from the games master, then Open." if self.on_desk else
                "Paste a manager's orders code or link, then Import.")

    def tap_import(self, arg, event):
        self.take(self.pasted)

    def take(self, text):
        """A pasted or opened code, put where it belongs; RuleError (nothing changed) if it cannot be."""
        code = code_in(text)
        kind = cosmic.code_kind(code)
        if (kind, self.on_desk) in WRONG_PLACE:
            raise RuleError("wrong-place", WRONG_PLACE[kind, self.on_desk])
        if self.on_desk:
            self.take_for_desk(kind, code)
        else:
            self.take_orders(code)

    def take_for_desk(self, kind, code):
        self.reset_offer = None
        before = self.state()["sheets"]
        try:
            self.apply({"type": kind if kind in ("invitation", "part") else "sheet", "code": code})
        except RuleError as e:
            if e.code == "not-from-gm":  # the desk may hold a key the GM never made: it can be reset with this one
                self.reset_offer, self.view, self.refused_at = {"code": code, "confirm": False}, "paste", "import"
            raise
        self.reset_offer = None
        self.pasted, self.view = "", "desk"
        state = self.state()
        if state["sheets"] == before:  # a part of a sheet: the desk keeps it until it has them all
            part = postal.read_part(code)
            pending = next(p for p in state["parts"] if p["n"] == part["n"] and part["k"] in p["have"])
            self.tell(f"Part {part['k']} of {part['n']} of your next turn sheet is on your desk: "
                      f"{pending['missing']}.")
            return
        self.open_desk_tab()
        self.tell(f"Turn sheet for turn {self.sheet()['turn']} is on your desk. {self.desk_status()}")

    def take_orders(self, code):
        action = cosmic.decode_orders(code, self.match)
        cosmic.apply(self.match, action)  # checked whole before anything is shown or asked
        m = action["manager"]
        old = self.state()["managers"][m]["orders"]
        if old is not None:
            player = self.names_player(m)
            first = self.state()["needs"][m].get("first_over") or 1
            self.replacing = {"action": action, "changes": receipt.changes(old, action["orders"], player, first)}
            self.view = "paste"
            self.tell(f"{self.manager_name(m)}'s orders are already in for this turn. These would replace them: "
                      "look at what changes, then replace them or keep them.")
            return
        self.import_orders(action)

    def names_player(self, m):
        names = self.names()
        return lambda pid: names.player(m, pid)

    def import_orders(self, action):
        m = action["manager"]
        self.apply(action)
        self.drafts.pop(str(m), None)
        self.pasted, self.replacing, self.view = "", None, "paste"
        first = self.state()["needs"][m].get("first_over") or 1
        self.imported = (m, receipt.describe(self.state()["managers"][m]["orders"], self.names_player(m), first),
                         self.app.store.clock())
        self.tell(f"Orders from {self.manager_name(m)} for turn {action['turn']} are in (code {action['seq']}). "
                  f"{self.status(self.state())}")

    def tap_fold(self, arg, event):
        self.imported = None
        self.tell("The receipt is folded away.")

    def on_tick(self):
        """A receipt folds away once its seconds are up (a manager's plan is not left on a shared screen)."""
        if self.imported and self.app.store.clock() - self.imported[2] >= RECEIPT_SECONDS:
            self.imported = None
        super().on_tick()

    def tap_replace(self, arg, event):
        waiting, self.replacing = self.replacing, None
        if waiting is None:
            return
        if arg == "yes":
            self.import_orders(waiting["action"])
        else:
            self.pasted = ""
            self.tell(f"{self.manager_name(waiting['action']['manager'])}'s orders already in stand; "
                      "the code was not imported.")

    def tap_reset_desk(self, arg, event):
        """A desk's first invitation is taken on trust; if that one was not the GM's, his genuine one is
        refused. Reset (asked twice) makes the desk again from the invitation refused, as a first one."""
        offer = self.reset_offer
        if offer is None:
            return
        if arg == "ask":  # the refusal stays on view while he decides
            offer["confirm"] = True
            self.app.say("Reset this desk with this invitation? Compare its fingerprint with the games master's "
                         "screen first.")
            return
        if arg != "yes":
            self.reset_offer, self.view = None, "desk"
            self.tell(f"Your desk stays as it is. {self.desk_status()}")
            return
        desk = cosmic.new_desk(offer["code"])
        self.match, self.drafts, self.reset_offer = desk, {}, None
        self.persist()
        self.pasted, self.view = "", "desk"
        self.open_desk_tab()
        self.tell(f"This desk was reset with the invitation: its key is the new one. {self.desk_status()}")

    def open_link(self, name, code):
        """A link opened on this device: an invitation or a turn sheet (a manager's desk), or orders
        (the GM's competition). It finds the record it belongs to; refusals are said, nothing is made."""
        code = "".join(str(code).split())
        try:
            if name == "orders":
                self.open_orders(code)
            else:
                self.open_for_desk(name, code)
        except RuleError as e:
            self.refuse(e)

    def open_orders(self, code):
        data = postal.unpack(postal.ORDERS, code)
        found = next(((i, r) for i, r in self.saved_records()
                      if not cosmic.is_desk(r) and cosmic.competition_id(r) == data["c"]), None)
        if found is None:
            self.stray_link("orders", code)
        self.open_saved(found[0])
        self.app.bridge.replace_route(self.route_of(found[0]))
        self.view, self.pasted, self.refused_at = "paste", code, "import"  # a refusal shows under the code
        self.take_orders(code)

    def open_for_desk(self, name, code):
        if name == "part":
            part = postal.read_part(code)
            data = {"c": part["cid"], "m": part["manager"]}
        else:
            codec = postal.INVITATION if name == "invite" else postal.SHEET
            data = postal.unpack(codec, code, clear=("key", "g") if name == "invite" else (),
                                 optional=("v",) if name == "invite" else ())
        found = next(((i, r) for i, r in self.saved_records()
                      if cosmic.is_desk(r) and r["seed"] == data["c"] and r["options"]["desk"] == data["m"]), None)
        if found is None and name != "invite":
            self.stray_link("sheet", code)
        if found is None:
            self.drafts, self.view = {}, "desk"
            self.adopt(cosmic.new_desk(code))
            self.desk = self.state()["manager"]
            self.open_desk_tab()
            self.tell(f"Your desk is ready, {self.manager_name(self.desk)}. {self.desk_status()}")
            return
        self.open_saved(found[0])
        self.app.bridge.replace_route(self.route_of(found[0]))
        if name == "invite" and cosmic.replay(self.match)["key"] == data["key"]:
            self.tell(f"This invitation is already on this device: here is your desk. {self.desk_status()}")
            return
        self.take_for_desk({"invite": "invitation"}.get(name, name), code)

    def stray_link(self, kind, code):
        """A sheet or orders link opened in a browser that holds no record for it: most often a chat
        app's own browser, not the one the desk (or the competition) lives in. Said plainly, with the
        code to copy and paste there."""
        self.stray, self.view = {"kind": kind, "code": code}, "stray"
        where = "your desk" if kind == "sheet" else "the competition"
        raise RuleError("not-here", f"This {STRAY_NOUNS[kind]} is for {where}, which is not in this browser: open the "
                                    f"link in the browser that holds {where} (a chat app may have opened it in its "
                                    "own), or copy the code and paste it there.")

    def tap_copy_stray(self, arg, event):
        self.app.bridge.copy(self.stray["code"])
        self.copy_said = f"Copying the {STRAY_NOUNS[self.stray['kind']]}\u2026"
        self.tell(self.copy_said)

    def draw_stray(self, scene, x, y, w):
        kind, code = self.stray["kind"], self.stray["code"]
        noun = STRAY_NOUNS[kind]
        y = self.bar(scene, x, y, w, f"A {noun} with nowhere to go", back=("back", "Back to the hub", "\u2190 Back"))
        where = "your desk" if kind == "sheet" else "the competition"
        steps = (f"This {noun} is for {where}, which is not in this browser. A link tapped in a chat app often opens "
                 "in the app's own browser: open it in the browser you opened "
                 + ("your invitation in" if kind == "sheet" else "the competition in")
                 + " (the app's menu: \"Open in browser\"), or copy the code and paste it there"
                 + (" (your desk: Paste sheet)." if kind == "sheet" else " (the GM's table: Paste an orders code)."))
        y = scene.paragraph(x, y + 16, w, steps, 18, theme.CHALK, 600) + 12
        scene.field("stray-code", x, y, w, 50, f"The {noun}: select it to copy it by hand", code, max_length=len(code))
        y = self.grid(scene, x, y + 62, w, [("copy-stray", f"Copy the {noun}", f"Copy the {noun}", "primary", None)], 1,
                      size=18)
        if self.copy_said:
            y = scene.paragraph(x, y + 8, w, self.copy_said, 16, theme.STRAW, 600)
        return y

    def route_of(self, match_id) -> str:
        return router.format(self.game["route"], {"id": match_id})

    def draw_paste(self, scene, x, y, w):
        back = ("view:desk", "Back to my desk", "\u2190 Desk") if self.on_desk else \
            ("view:table", "Back to the games master's table", "\u2190 Back")
        y = self.bar(scene, x, y, w, "Open a turn sheet" if self.on_desk else "Import a manager's orders", back=back)
        if self.replacing:
            return self.draw_replacing(scene, x, y, w)
        if self.reset_offer and self.on_desk and self.error:  # shown with its refusal, gone once another is said
            return self.draw_reset_offer(scene, x, y, w)
        if self.pasted:  # the next code is in the box: the last receipt folds away
            self.imported = None
        if self.imported and not self.on_desk:
            y = self.draw_receipt(scene, x, y, w)
        y = self.note(scene, x, y, w, (
            "Paste the turn sheet or link the games master sent. It opens only with your key, and an older one "
            "never replaces a newer one." if self.on_desk else
            "Paste the code or link a manager sent. It opens only with that manager's key; a code for another "
            "turn or competition, an older code than the one in, or one not made with the key is refused."),
            16, theme.CHALK)
        noun = "Turn sheet" if self.on_desk else "Orders code"
        scene.field("paste", x, y + 4, w, 50, noun, self.pasted, placeholder="CS1.\u2026" if self.on_desk else
                    "CC2.\u2026", max_length=16_000)
        y = self.refusal(scene, x, y + 62, w, ("import", "replace"))
        label = ("Open the turn sheet", "Open") if self.on_desk else ("Import the orders", "Import the orders")
        return self.grid(scene, x, y, w, [("import", label[0], label[1], "primary", None)], 1)

    def draw_receipt(self, scene, x, y, w):
        """What the orders just imported say, for the GM to check, until it folds away."""
        m, lines, when = self.imported
        y = self.heading(scene, x, y, w, f"Receipt: {self.manager_name(m)}'s orders now in", 17)
        for line in lines:
            y = self.note(scene, x, y, w, line, 15, theme.CHALK)
        y = self.grid(scene, x, y, w, [("fold", "Fold the receipt away", "Fold away", "ghost", None)], 1, size=16)
        y = self.note(scene, x, y, w, f"It folds away by itself after {RECEIPT_SECONDS} seconds, or when the next "
                      "code is pasted.", 14)
        scene.timer = max(100, int((when + RECEIPT_SECONDS - self.app.store.clock()) * 1000))
        return y + 8

    def draw_replacing(self, scene, x, y, w):
        m = self.replacing["action"]["manager"]
        who = self.manager_name(m)
        y = self.heading(scene, x, y, w, f"{who}'s orders are already in. This code would change:", 17)
        for line in self.replacing["changes"]:
            y = self.note(scene, x, y, w, line, 15, theme.CHALK)
        return self.grid(scene, x, y + 6, w, [
            ("replace:yes", f"Replace {who}'s orders with these", "Replace", "primary", None),
            ("replace:no", f"Keep {who}'s orders already in", "Keep", "ghost", None)], 2, size=17)

    def draw_reset_offer(self, scene, x, y, w):
        """The refusal of an invitation this desk's key did not vouch for, and the way out: reset the
        desk with it, once its fingerprint matches the GM's screen."""
        y = self.refusal(scene, x, y, w, ("import",))
        words = cosmic.invitation_fingerprint(self.reset_offer["code"])
        mine = self.state()["fingerprint"]
        y = self.note(scene, x, y, w, f"This desk's fingerprint: {mine}. The refused invitation's: {words}.", 16,
                      theme.STRAW)
        y = self.note(scene, x, y, w, "Ask the games master which words his screen shows for you (by phone or in "
                      "person, not in a message anyone could send). If they are the invitation's, this desk was "
                      "opened with an invitation that was not his: reset it with this one. If they are this desk's, "
                      "keep it: the invitation is a rival's.", 16, theme.CHALK)
        if not self.reset_offer["confirm"]:
            return self.grid(scene, x, y, w, [
                ("reset-desk:ask", "Reset this desk with this invitation", "Reset this desk", "ghost", None),
                ("reset-desk:keep", "Keep this desk as it is", "Keep my desk", "primary", None)], 2, size=16)
        y = self.note(scene, x, y, w, "Resetting forgets this desk's key, its turn sheets and the orders made on it, "
                      "and opens the desk again from this invitation. Only do it if the games master's words are "
                      f"{words}.", 16, theme.CHALK)
        return self.grid(scene, x, y, w, [
            ("reset-desk:no", "No: keep this desk as it is", "Keep", "primary", None),
            ("reset-desk:yes", f"Yes: reset this desk with the invitation {words}", "Reset", "danger", None)], 2,
            size=16)

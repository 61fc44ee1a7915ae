"""The post: codes that travel between devices. On the GM's device, the post for one manager: his
turn sheet (sealed with his key), his invitation (his key: made on demand, each one a new key, shown
only until the panel closes), paper copies, and handing a dropped manager's team to the computer. On
a manager's device, the orders code he has just made.

Every code is shown as a QR code of its link (where one can hold it), as selectable text in the
page (not only painted), and with Copy buttons that say whether anything was copied.
"""

from pavilion import cosmic
from pavilion.cosmic.printed import form_blocks, sheet_blocks

from ... import qr, router, theme
from .layout import GAP, QR_ROOM, SCAN_ROOM

NOUNS = {"sheet": "turn sheet", "invitation": "invitation", "orders": "orders code"}


class PostPanel:
    inline_post = ("copy", "invite", "hand-over", "part-step", "squads")
    form_from = "post"  # where the blank form was opened: a desk prints the standing orders in it

    def post_defaults(self):
        self.post_mode = "sheet"  # sheet | invitation (the GM's post for one manager)
        self.invitation_shown = None  # the invitation just made: shown until the panel closes
        self.confirm_hand_over = False
        self.copy_said = None  # what the clipboard did, shown under the Copy buttons
        self.part_at = 0  # which QR code of a sheet sent in parts is on screen

    def leave_post(self):
        """Closing the post forgets the invitation it showed (showing one again makes a new key)."""
        if self.view != "post":
            self.post_defaults()

    # what is posted --------------------------------------------------------------------------------
    def posted(self):
        """(kind, code) of what the post shows now, or (kind, None) when there is nothing to show."""
        if self.on_desk:
            made = self.state()["made"]
            return "orders", cosmic.orders_code(self.match) if made else None
        if self.post_mode == "invitation":
            return "invitation", self.invitation_shown
        return "sheet", cosmic.sheet_code(self.match, self.desk, full=self.post_mode == "full")

    def link(self, kind, code) -> str:
        name = {"sheet": "sheet", "invitation": "invite", "orders": "orders", "part": "part"}[kind]
        return self.app.bridge.base_url() + router.format(self.game["route"], {name: code})

    def part_links(self, code) -> list:
        """A sheet too long for one QR code that a phone reads as links to its parts, each short enough."""
        room = SCAN_ROOM - len(self.link("part", "").encode("utf-8"))
        return [self.link("part", part) for part in cosmic.sheet_parts(code, room)]

    def tap_part_step(self, arg, event):
        kind, code = self.posted()
        count = len(self.part_links(code))
        self.part_at = (self.part_at + (1 if arg == "next" else -1)) % count
        self.tell(f"QR code {self.part_at + 1} of {count}.")

    # taps ----------------------------------------------------------------------------------------------
    def tap_post(self, arg, event):
        self.post_defaults()
        self.desk, self.view = int(arg), "post"
        self.tell(f"Post for {self.manager_name(self.desk)}: the turn sheet to send.")

    def tap_post_mode(self, arg, event):
        self.post_mode = "invitation" if arg == "invitation" else "sheet"
        self.invitation_shown = None
        self.part_at = 0
        self.tell({"sheet": "The turn sheet.", "invitation": "The invitation."}[self.post_mode])

    def tap_squads(self, arg, event):
        """The turn sheet with the squads (for a desk that missed them), or without (shorter)."""
        self.post_mode, self.part_at = "full" if arg == "yes" else "sheet", 0
        self.tell("The turn sheet with the squads." if arg == "yes" else "The turn sheet, without the squads.")

    def tap_invite(self, arg, event):
        """A new invitation: a new key for this manager (his old one stops working)."""
        m = self.desk
        self.apply({"type": "invite", "manager": m})
        self.invitation_shown = cosmic.invitation(self.match, m)
        self.tell(f"A new invitation for {self.manager_name(m)}, with a new key: send it to "
                  f"{self.manager_name(m)} alone.")

    def tap_copy(self, arg, event):
        kind, code = self.posted()
        if code is None:
            return
        self.app.bridge.copy(self.link(kind, code) if arg == "link" else code)
        self.copy_said = f"Copying the {NOUNS[kind]}{' link' if arg == 'link' else ''}\u2026"
        self.tell(self.copy_said)

    def tap_share_sheet(self, arg, event):
        kind, code = self.posted()
        if code is not None:
            self.app.bridge.share(f"Cosmic Celebrity Cricket: the {NOUNS[kind]}", self.link(kind, code))

    def tap_copied(self, arg, event):
        """The page's report on the clipboard: copied, or refused (no clipboard, or not allowed)."""
        if arg == "yes":
            self.copy_said = "Copied: paste it into a message."
        else:
            self.copy_said = ("This device would not copy it: select the link or the code in its box and copy it "
                              "by hand, or scan the QR code.")
        self.tell(self.copy_said)

    def tap_form(self, arg, event):
        """A blank orders form: from a desk (his standing orders written in), or from the GM's post."""
        self.form_from = "desk" if self.view == "desk" else "post"
        self.view = "form"
        self.tell("A blank orders form, to print and fill in by hand.")

    def tap_hand_over(self, arg, event):
        m = self.desk
        if arg != "yes":
            self.confirm_hand_over = arg == "ask"
            self.tell(f"Hand {self.manager_name(m)}'s team to the computer for the rest of the competition?"
                      if self.confirm_hand_over else f"{self.manager_name(m)} keeps the team.")
            return
        self.apply({"type": "hand-over", "manager": m})
        self.drafts.pop(str(m), None)
        self.view, self.desk, self.confirm_hand_over = "table", None, False
        self.tell(f"The computer manages {self.manager_name(m)}'s team from now on. {self.status(self.state())}")

    # drawing -----------------------------------------------------------------------------------------
    def draw_post(self, scene, x, y, w):
        if self.on_desk:
            y = self.bar(scene, x, y, w, "Your orders code", back=("view:desk", "Back to my desk", "\u2190 Desk"))
            y = self.note(scene, x, y, w, "Send this to the games master (a message, or show him the QR code). It "
                          "is sealed with your key: only he can read it, nobody can change it or send one in your "
                          "name, and a newer code from you always wins over this one.", 16, theme.CHALK)
            kind, code = self.posted()
            return self.codebox(scene, x, y, w, kind, code)
        m = self.desk
        who = self.manager_name(m)
        person = not self.state()["managers"][m]["computer"]
        y = self.bar(scene, x, y, w, f"Post for {who}")
        if person:
            y = self.grid(scene, x, y, w, [
                ("post-mode:sheet", f"{who}'s turn sheet", f"{who}'s turn sheet", "ghost", self.post_mode != "invitation"),
                ("post-mode:invitation", f"{who}'s invitation", f"{who}'s invitation", "ghost",
                 self.post_mode == "invitation")], 2)
        y = self.refusal(scene, x, y, w, ("invite", "hand-over"))
        if person and self.state()["managers"][m]["invitations"]:
            y = self.note(scene, x, y, w, f"{who}'s fingerprint: {cosmic.fingerprint(self.match, m)}. {who}'s desk "
                          "shows the same four words if it holds the key of the newest invitation; compare them by "
                          "phone or in person.", 15, theme.STRAW)
        if self.post_mode != "invitation" or not person:
            scene.document = sheet_blocks(self.sheet(m), standing=False)  # printed here, others may look
            y = self.note(scene, x, y, w, f"After each turn, send {who} this turn sheet: the latest zine, {who}'s "
                          "standing orders and what to send by when. It is sealed with "
                          f"{who}'s key: only {who}'s desk opens it.", 16, theme.CHALK)
            kind, code = self.posted()
            y = self.codebox(scene, x, y, w, kind, code)
            if self.state()["turn"] >= 3:  # from turn 3 a sheet leaves out the squads, which never change
                full = self.post_mode == "full"
                y = self.note(scene, x, y, w, f"The sheet leaves out the squads: {who}'s desk has them. A desk that "
                              "missed a sheet and says so needs them once." if not full else
                              "This sheet carries the squads too.", 14)
                y = self.grid(scene, x, y, w, [
                    ("squads:" + ("no" if full else "yes"),
                     "The shorter sheet, without the squads" if full else "The sheet with the squads, for a desk "
                     "that missed one", "Without squads" if full else "With squads", "ghost", None)], 1, size=16)
            y = self.grid(scene, x, y, w, [("print", f"Print {who}'s turn sheet", "Print", "ghost", None),
                                           ("form", f"A blank orders form for {who}", "A blank orders form", "ghost", None)],
                          2, size=16)
            y = self.note(scene, x, y, w, f"Printed here, the sheet and the form leave out {who}'s standing orders; "
                          f"{who}'s own desk prints them in full.", 14)
        elif self.invitation_shown:
            y = self.note(scene, x, y, w, f"Send this to {who} alone, once: it holds {who}'s key. Whoever opens it "
                          f"can make orders in {who}'s name; if the wrong person sees it, make a new one.", 16,
                          theme.STRAW)
            y = self.codebox(scene, x, y, w, "invitation", self.invitation_shown)
        else:
            y = self.note(scene, x, y, w, f"An invitation holds {who}'s key and opens {who}'s desk on {who}'s own "
                          f"device. Each one made is a new key: {who}'s earlier invitation, key and codes stop "
                          "working.", 16, theme.CHALK)
            y = self.grid(scene, x, y, w, [("invite", f"Make a new invitation for {who}", "Make invitation", "primary",
                                            None)], 1, size=18)
        return self.draw_hand_over(scene, x, y + 8, w, who) if person else y

    def draw_hand_over(self, scene, x, y, w, who):
        y = self.heading(scene, x, y, w, f"Has {who} dropped out?", 17)
        if not self.confirm_hand_over:
            return self.grid(scene, x, y, w, [("hand-over:ask", f"Hand {who}'s team to the computer",
                                               f"Hand {who}'s team to the computer", "ghost", None)], 1, size=16)
        y = self.note(scene, x, y, w, f"The computer manages {who}'s team from now on, and the zine says so. "
                      "This cannot be undone.", 16, theme.CHALK)
        return self.grid(scene, x, y, w, [("hand-over:no", f"No: {who} keeps the team", "Keep", "primary", None),
                                          ("hand-over:yes", f"Yes: the computer takes {who}'s team", "Hand over",
                                           "danger", None)], 2, size=16)

    def codebox(self, scene, x, y, w, kind, code):
        """A code as a QR code of its link, as selectable text (link and code), and Copy buttons."""
        if code is None:
            return self.note(scene, x, y, w, "Nothing made yet.", 16, theme.CHALK)
        link = self.link(kind, code)
        side = scene.w >= 700
        size = min(300, w * (0.38 if side else 1), 300)
        if kind == "sheet" and len(link.encode("utf-8")) > SCAN_ROOM:
            y = self.draw_parts(scene, x, y, w, code)
            side, qr_h = False, 0
        elif len(link.encode("utf-8")) > QR_ROOM:
            scene.rect(x, y, size, min(size, 120), fill=theme.TURF, radius=8)
            scene.paragraph(x + 10, y + 24, size - 20, f"Too long for a QR code ({len(link):,} characters): "
                            "send the link or the code as a message.", 15, theme.CHALK, 600)
            qr_h = min(size, 120)
        else:
            qr_h = size
            qr.show(scene, x, y, size, link, f"A QR code of the {NOUNS[kind]} link: scan it with a phone's camera.")
        tx, ty, tw = (x + size + 20, y, w - size - 20) if side else (x, y + qr_h + 12, w)
        ty = scene.paragraph(tx, ty + 10, tw, f"The {NOUNS[kind]} link ({len(link):,} characters), to open on the "
                             "other device:", 15, theme.CHALK)
        scene.field(f"show-link:{kind}", tx, ty, tw, 50, f"The {NOUNS[kind]} link: select it to copy it by hand",
                    link, max_length=len(link))
        ty = scene.paragraph(tx, ty + 66, tw, f"The {NOUNS[kind]} alone, to paste:", 15, theme.CHALK)
        scene.field(f"show-code:{kind}", tx, ty, tw, 50, f"The {NOUNS[kind]}: select it to copy it by hand",
                    code, max_length=len(code))
        ty = self.refusal(scene, tx, ty + 58, tw, ("copy",))
        bw = (tw - GAP) / 2
        scene.button("copy:link", tx, ty, bw, 52, f"Copy link: the {NOUNS[kind]} link", caption="Copy link", size=17)
        scene.button("copy:code", tx + bw + GAP, ty, bw, 52, f"Copy code: the {NOUNS[kind]}", caption="Copy code",
                     kind="ghost", size=17)
        if self.app.can_share:  # the device's share sheet, where it has one (a phone)
            ty += 60
            scene.button("share-sheet", tx, ty, tw, 52, f"Share the {NOUNS[kind]} link", caption="Share\u2026",
                         kind="ghost", size=17)
        if self.copy_said:
            ty = scene.paragraph(tx, ty + 70, tw, self.copy_said, 16, theme.STRAW, 600) - 52
        return max(ty + 52, y + qr_h) + 14

    def draw_parts(self, scene, x, y, w, code):
        """A sheet as a short sequence of QR codes, one on screen at a time, each a link to one part:
        the manager's phone opens each, in any order, and his desk opens the sheet with the last."""
        links = self.part_links(code)
        count = len(links)
        self.part_at = min(self.part_at, count - 1)
        size = min(360, w)
        y = self.note(scene, x, y, w, f"The sheet is too long for one QR code: scan all {count}, in any order, with "
                      "the manager's phone (each opens his desk with one part; the last one opens the sheet).", 15,
                      theme.CHALK)
        qr.show(scene, x + (w - size) / 2, y, size, links[self.part_at],
                f"QR code {self.part_at + 1} of {count} of the turn sheet: scan it with a phone's camera.")
        y += size + 12
        y = scene.paragraph(x, y, w, f"{self.part_at + 1} of {count}", 20, theme.STRAW, 800, align="center") + 8
        bw = (w - GAP) / 2
        scene.button("part-step:prev", x, y, bw, 52, "The QR code before", caption="\u2190 Before", kind="ghost",
                     size=17)
        scene.button("part-step:next", x + bw + GAP, y, bw, 52, "The next QR code", caption="Next \u2192", size=17)
        return y + 52 + 16

    def draw_form(self, scene, x, y, w):
        """A blank orders form on screen, and in the page's printable document."""
        from_desk = self.form_from == "desk"
        back = ("view:desk", "Back to my desk", "\u2190 Desk") if from_desk else \
            (f"post:{self.desk}", "Back to the post", "\u2190 Post")
        y = self.bar(scene, x, y, w, "A blank orders form", back=back)
        blocks = form_blocks(self.sheet(), standing=from_desk)
        scene.document = blocks
        y = self.grid(scene, x, y, w, [("print", "Print the form", "Print", "primary", None)], 1, size=18)
        for block in blocks:
            (tag, text), = block.items()
            if tag in ("h1", "h2", "h3"):
                y = self.heading(scene, x, y, w, text, 18 if tag == "h1" else 16)
            else:
                for line in text.split("\n"):
                    y = self.note(scene, x, y, w, line.replace("_" * 8, "____"), 14, theme.CHALK)
        return y

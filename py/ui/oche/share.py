"""Sharing a darts match to a phone, both ends: the share panel (a QR code and a link a phone on
the same Wi-Fi can open) and what a phone does with a link it opens again.

Two links, two choices in the panel: **Follow this game** carries the record so far (the phone
opens the game as it stands, to watch or carry on) and **Play this board** carries the same board
with no darts (a fresh game). Where a phone can open the site comes from the server that serves it
(`build.py serve`'s pavilion/address.json: the machine's network addresses, or a configured public
address), asked for once, when a panel first needs it; a static host has no such answer, and then
the page's own address is used. An address only this machine can open (127.0.0.1) is never put in
a QR code: the panel says plainly that a phone cannot open it and how to fix that.
"""

import re
from typing import NamedTuple

from pavilion.core import RuleError, dumps, share

from .. import qr, router, theme
from ..scene import char_width
from ..storage import StorageError
from ..stored import FLAG, DictOf, Fields, ListOf, Text, setting

FOLLOW, PLAY = "follow", "play"
CHOICES = {FOLLOW: "Follow this game", PLAY: "Play this board"}
LOOPBACK_V4 = re.compile(r"127(\.\d{1,3}){3}")
ASKING = "asking"  # app.site while the server's first answer is on its way
FRESH_S = 60  # s: a kiosk runs for weeks, and a Pi's address on the Wi-Fi can change meanwhile
SITE = Fields(required=("links", "network", "here"), links=ListOf(Text(300, least=8), most=8), network=FLAG,
              here=FLAG)
MAX_OPENED = 40  # links a device remembers opening (the oldest is forgotten first)
OPENED = setting("opened-links", DictOf(Text(64), most=MAX_OPENED))  # link -> the saved match it made
NOT_REACHABLE = ("A phone cannot open this board: this page comes from this machine only ({where}). On the "
                 "kiosk, run the Pavilion service (kiosk/setup-pi.sh sets it up), which serves the network; "
                 "or start the site with: python3 build.py serve --host 0.0.0.0")


# where a phone can open the site -------------------------------------------------------------
class Answer(NamedTuple):
    """The server's answer as the app keeps it: where phones can open the site, whether this page
    came from that server to this very machine, and when the answer came (it is asked for again)."""
    links: list
    here: bool
    at: float


def site(app):
    """The server's Answer on where phones can open the site, or None while asking (the first call
    asks the page). A static host (no answer, or an odd one) has no links, and is not here: then the
    page's own address is all there is. An answer older than FRESH_S is asked for again (the last
    one stands meanwhile)."""
    now = app.store.clock()
    if app.site is None:
        app.site = ASKING
        app.bridge.ask_site()
    elif app.site != ASKING and not isinstance(app.site, Answer):  # just come, as the page sent it
        fits = isinstance(app.site, dict) and SITE.fits(app.site)
        app.site = Answer(app.site["links"] if fits else [], fits and app.site["here"], now)
    if isinstance(app.site, Answer) and now - app.site.at > FRESH_S:
        app.site = app.site._replace(at=now)  # asked once again, not at every frame until it comes
        app.bridge.ask_site()
    return app.site if isinstance(app.site, Answer) else None


def here(app):
    """Whether this page comes from the server on this very machine (the kiosk's own), so that it
    can ask that server to close the kiosk; None while asking."""
    known = site(app)
    return None if known is None else known.here


def host_of(url: str) -> str:
    """The host and port of `url` ("127.0.0.1:8000")."""
    from urllib.parse import urlsplit  # late, like ui/router.py's: not paid at the first start

    return urlsplit(url).netloc


def loopback(url: str) -> bool:
    """Whether `url` opens only on the device that opens it (127.0.0.1, localhost, ::1)."""
    from urllib.parse import urlsplit

    host = (urlsplit(url).hostname or "").lower()
    return host in ("localhost", "::1") or host.endswith(".localhost") or bool(LOOPBACK_V4.fullmatch(host))


def phone_bases(app) -> list:
    """The addresses of this site a phone on the same network can open, best first; [] if none is
    known (served to this machine only), None while the server is asked."""
    known = site(app)
    if known is None:
        return None
    page = app.bridge.base_url()
    found = [u for u in known.links if not loopback(u)] or ([] if loopback(page) else [page])
    return found


# the panel ----------------------------------------------------------------------------------
def links(match, game, base) -> dict:
    """{choice: link or None} on `base`: None when the record is too long for a link."""
    out = {}
    for choice in (FOLLOW, PLAY):
        try:
            out[choice] = base + router.format(game["route"], {"m": share.encode(match, choice == FOLLOW)})
        except RuleError:
            out[choice] = None
    return out


def chosen_link(app, match, game, choice):
    """The link of `choice` a phone can open, else this page's own (to copy on this machine)."""
    bases = phone_bases(app)
    return links(match, game, bases[0] if bases else app.bridge.base_url())[choice]


def what_it_does(choice, state_words, link) -> str:
    if link is None:
        return ("This game is too long to share as a link. Play this board still shares the board, "
                "for a fresh game.")
    if choice == FOLLOW:
        return (f"The phone opens this game as it stands ({state_words}): watch it there, or carry it on. "
                "Scan again later to catch up.")
    return "The phone gets the same board and players for a fresh game, from the first dart."


def draw(scene, x, y, w, h, app, match, game, choice, state_words, can_share):
    """The share panel in (x, y, w, h): the two choices, the QR code and the link of the chosen
    one, Copy and (on a device with one) the share sheet. Taps: "share-choice:follow|play", "copy",
    "share-sheet", "close". Side by side where the panel is wide (the kiosk), stacked on a phone."""
    side = w >= h * 1.2
    bottom = y + h - 52
    if side:
        scene.text(x + 4, y + 24, "Share to a phone", 24, theme.STRAW, 800, heading=True, max_width=w - 120)
        scene.button("close", x + w - 100, y, 100, 48, "Done: back to the keypad", caption="Done", kind="primary", size=18)
        y, h = y + 56, h - 56
        code = min(h, w * 0.52)
        qx, qy, tx, tw, ty = x, y, x + code + 16, w - code - 16, y
    else:  # the choices on top, Done at the bottom with Copy: the code gets the height between
        scene.text_only("Share to a phone", heading=True)
        scene.button("close", x + w - 100, bottom, 100, 52, "Done: back to the keypad", caption="Done", kind="primary",
                     size=18)
        tx, tw, ty = x, w, y
        code = min(w, h - 56 - 8 - 54 - 8 - 48 - 8 - 52)  # three lines of words, the link, Copy
        qx, qy = x + (w - code) / 2, y + 56
    half = (tw - 8) / 2
    for i, (key, label) in enumerate(CHOICES.items()):
        scene.button(f"share-choice:{key}", tx + i * (half + 8), ty, half, 48, label, kind="ghost",
                     size=17 if half >= 170 else 15, pressed=key == choice)
    bases = phone_bases(app)
    if bases is None:
        qr_box(scene, qx, qy, code, "Finding this board's address on the network\u2026")
        return
    link = chosen_link(app, match, game, choice)
    if not bases:
        qr_box(scene, qx, qy, code, NOT_REACHABLE.format(where=host_of(app.bridge.base_url())), 15)
    elif link is None:
        qr_box(scene, qx, qy, code, "No QR code: this game is too long for a link.")
    else:
        qr.show(scene, qx, qy, code, link, f"A QR code of the link: scan it with a phone's camera to "
                f"{CHOICES[choice].lower()} there.")
    if side:
        end = scene.paragraph(tx, ty + 72, tw, what_it_does(choice, state_words, link), 16, theme.CHALK)
        if bases and len(bases) > 1:
            end = scene.paragraph(tx, end + 4, tw, f"The site on this Wi-Fi: {bases[0]} (or {bases[1]})", 15,
                                  theme.CHALK_DIM)
        field_y, field_h = end + 6, 52
    else:
        scene.paragraph(x, qy + code + 17, w, what_it_does(choice, state_words, link), 14, theme.CHALK,
                        line_height=1.25)
        field_y, field_h = bottom - 56, 48
    if link is None:
        return
    scene.field("link", tx, field_y, tw if side else w, field_h, "Share link: select it to copy it by hand", link,
                max_length=len(link))
    if side:
        per_line = max(1, int(tw // (char_width(13) * 1.32)))  # a link's letters run wide
        room = max(0, int((bottom - 8 - (field_y + 60)) // 18))
        for i in range(min(room, -(-len(link) // per_line))):  # as much of the link as fits, by characters
            scene.text(tx, field_y + 70 + 18 * i, link[i * per_line:(i + 1) * per_line], 13, theme.CHALK_DIM,
                       400, mirror=False)
    scene.text_only(link)
    wide = tw if side else w - 108  # beside Done, on a phone
    bw = min(wide, 240) if not can_share else min((wide - 8) / 2, 200)
    size = 18 if bw >= 150 else 15
    scene.button("copy", tx, bottom, bw, 52, "Copy the link", size=size)
    if can_share:  # the device's share sheet, where it has one (a phone)
        scene.button("share-sheet", tx + bw + 8, bottom, bw, 52, "Share the link", caption="Share\u2026",
                     kind="ghost", size=size)


def qr_box(scene, x, y, size, sentence, font=16):
    """Where the QR code would be, a sentence instead."""
    scene.rect(x, y, size, size, fill=theme.TURF, radius=8)
    scene.paragraph(x + 12, y + 24, size - 24, sentence, font, theme.CHALK, 600)


def chose(choice) -> tuple:
    """(choice, sentence) for a tap on a choice."""
    choice = choice if choice in CHOICES else FOLLOW
    return choice, f"{CHOICES[choice]}: the QR code and link are for that now."


def copied(arg, choice) -> str:
    """The page's report on the clipboard, as said to the player."""
    if arg == "yes":
        return ("Link copied. Whoever opens it gets this game as it stands." if choice == FOLLOW else
                "Link copied. Whoever opens it gets the same board.")
    return "This device would not copy the link: scan the QR code with a phone, or select the link and copy it by hand."


class SharePanel:
    """The share panel's taps and drawing for a game's screen (Random Cricket, 501): the screen has
    `app`, `match`, `game`, `tell` and `status(state)` (the words the Follow choice describes)."""

    share_choice = FOLLOW  # what the share panel shares: this game so far, or the board afresh

    def share_link(self):
        return chosen_link(self.app, self.match, self.game, self.share_choice)

    def tap_share_choice(self, arg, event):
        self.share_choice, sentence = chose(arg)
        self.tell(sentence)

    def tap_copy(self, arg, event):
        self.app.bridge.copy(self.share_link())
        self.tell("Copying the link\u2026")

    def tap_share_sheet(self, arg, event):
        self.app.bridge.share(f"{self.game['title']}: {CHOICES[self.share_choice].lower()}", self.share_link())

    def tap_copied(self, arg, event):
        """The page's report on the clipboard: copied, or refused (no clipboard on this device)."""
        self.tell(copied(arg, self.share_choice))

    def draw_share(self, scene, x, y, w, h, state):
        draw(scene, x, y, w, h, self.app, self.match, self.game, self.share_choice, self.status(state),
             self.app.can_share)


# a link opened again ------------------------------------------------------------------------
def link_key(match) -> str:
    """Which link a shared record came from, on whatever device opens it: the board (no darts) or the
    game, of one game, seed and options. The game's link a few turns later is the same link."""
    import hashlib  # late: not paid at the first start (ui/preload.py puts it in the snapshot)

    kind = "game" if match["actions"] else "board"
    digest = hashlib.sha256(dumps([match["game"], match["seed"], match["options"]]).encode()).hexdigest()
    return f"{kind}:{digest[:40]}"


def opened_before(app, game, match_id) -> str:
    """The saved match to show for a share link just opened and saved as `match_id`.

    A link opened again opens the match it made the first time (the new copy is dropped): the
    board's link, that match as it was played here; the game's link, that match brought up to the
    turn shared if it was behind (or as it is, if it was carried on here). A game that went on
    differently here from the shared one is kept apart, as a new match."""
    loaded = app.store.load(match_id)
    if loaded is None:
        return match_id
    shared = loaded[0]
    key = link_key(shared)
    known = dict(app.store.setting(OPENED, {}))
    earlier_id = known.get(key)
    earlier = app.store.load(earlier_id) if earlier_id and earlier_id != match_id else None
    if earlier and (earlier[0]["game"], earlier[0]["seed"], earlier[0]["options"]) == \
            (shared["game"], shared["seed"], shared["options"]):
        mine, theirs = earlier[0]["actions"], shared["actions"]
        if not theirs or theirs[:len(mine)] == mine or mine[:len(theirs)] == theirs:
            if len(theirs) > len(mine):
                summary = next((e["summary"] for e in app.store.entries() if e["id"] == earlier_id), "")
                if not app.save(earlier_id, shared, summary, earlier[1]):
                    return match_id  # no room to bring it up to date: the new copy stands
                sentence = "You opened this game before: here it is again, brought up to the turn shared."
            elif len(mine) > len(theirs):
                sentence = "You opened this game before: here it is, with the turns entered here since."
            elif theirs:
                sentence = "You opened this game before: here it is."
            else:
                sentence = "You opened this board before: here is that match."
            app.store.delete(match_id)
            app.bridge.replace_route(router.format(game["route"], {"id": earlier_id}))
            app.notices.append(sentence)
            return earlier_id
        app.notices.append("This game went on differently here, so the shared game is saved as a new match.")
    known.pop(key, None)
    known[key] = match_id
    try:
        app.store.set_setting(OPENED, dict(list(known.items())[-MAX_OPENED:]))
    except StorageError as e:  # a full store: the match opens; only a second opening would copy it again
        app.notices.append(str(e))
    return match_id

"""The app: routes, screens, notices and saving, driven by one JSON event at a time.

static/ui.js sends events (start, resize, route, tap, key); the app updates the current screen and
hands back one scene to paint. The bridge (ui.bridge in the browser, a fake in tests) is the only
thing that touches the page, so everything here runs on CPython.
"""

import json
import traceback

from pavilion import catalog
from pavilion.core import RuleError, share

from . import router, theme
from .display import Display
from .players import Players
from .scene import Scene, wrap
from .screens import game_screen
from .screens.about import AboutScreen
from .screens.hub import HubScreen
from .screens.message import MessageScreen
from .storage import CAUGHT_UP, FULL, LOOKING, MATCH, MOVED_ON, MatchMovedOn, StorageError

DELETED = "This match was deleted in another tab."
NO_JOURNAL = ("This browser does not let Pavilion keep a durable copy, so pulling the plug may lose "
              "the last few moves; a reload loses nothing.")
LATER_COPY = "This device's durable save held a later copy of this match, so this screen now shows it."
NOTICE_S, NOTICE_WORD_S, NOTICE_MOST_S = 4, 0.3, 12  # s: a notice in place is shown this long, then clears


class App:
    def __init__(self, bridge, store):
        self.bridge = bridge
        self.store = store
        self.players = Players(store)  # remembered players' history (ui/players.py)
        self.w, self.h = 800, 600
        self.mode = "hub"
        self.route, self.params = "", {}
        self.screen = None
        self.notices = []  # sentences for the player: over the screen's status line, or in a banner
        self.notice_since = None  # (notices, when): those over a status line since then clear themselves
        self.notice_tick = False  # whether the tick asked for last is the app's own, to clear notices
        self.live = None
        self.said = 0  # sentences said so far: the page reads a repeated one again (static/ui.js)
        self.game = None  # the catalog entry of the game on screen, if any
        self.moved_on = None  # (match id, sentence): a save refused because another tab moved on
        self.unsaved_link = None  # a match opened from a link that storage had no room for yet
        self.can_share = False  # whether the device has a share sheet (navigator.share)
        self.site = None  # where phones can open this site, as its server says (ui/oche/share.py asks)
        self.display = Display(store)  # reduced motion, large text, high contrast (ui/display.py)

    # events -----------------------------------------------------------------------------------
    def handle(self, event_json: str) -> None:
        """One event from the page. A bug becomes the error screen, never a silent dead page."""
        try:
            event = json.loads(event_json)
            kind = event.get("type")
            if kind in ("start", "resize"):
                self.w = max(280, min(4000, int(event.get("w", self.w))))
                self.h = max(280, min(4000, int(event.get("h", self.h))))
                self.display.media(event)
            if kind == "start":
                self.mode = "kiosk" if event.get("mode") == "kiosk" else "hub"
                self.can_share = event.get("share") is True
                self.open(event.get("hash", ""))
            elif kind == "route":
                self.open(event.get("hash", ""))
            elif kind == "tap":
                self.tap(str(event.get("id", "")), event)
            elif kind == "key":
                self.screen.on_key(str(event.get("key", "")))
            elif kind == "input":
                self.screen.on_input(str(event.get("id", "")), str(event.get("value", ""))[:20_000])
            elif kind == "tick":
                own = self.notice_tick
                self.expire_notices(own)
                if not own:
                    self.screen.on_tick()
            elif kind == "site":
                self.site = event.get("site") or {}  # {}: no answer (a static host)
            elif kind == "report":
                self.screen.on_report(str(event.get("id", "")))
            elif kind == "journal":
                self.journal_report(event)
            elif kind == "journal-open":
                self.journal_open(event)
            elif kind == "storage":
                self.storage_changed(str(event.get("key", "")))
            if self.moved_on:
                self.catch_up(*self.moved_on)
            self.repaint()
        except Exception:  # noqa: BLE001 - anything unexpected is shown, with the trace for a bug report
            self.bridge.crash("Pavilion hit a problem it did not expect.", traceback.format_exc())

    def tap(self, region: str, event: dict) -> None:
        if region == "notice-dismiss":
            self.notices = []
            self.say("Message dismissed.")
        else:
            self.expire_notices(True)  # play goes on: a notice over the status line gives way to it
            self.screen.on_tap(region, event)

    # navigation -------------------------------------------------------------------------------
    def go(self, route: str, params=None) -> None:
        """Move to another screen by changing the hash (Back returns here)."""
        self.bridge.go(router.format(route, params))

    def open(self, hash_: str) -> None:
        route, params = router.parse(hash_)
        self.route, self.params = route, params
        if self.mode == "kiosk":
            # The kiosk is a darts scoreboard and nothing else, opening on the game last played on it.
            from .screens import games

            if route not in games.ROUTES:
                route, params = games.opening(self.store)
        if route == "":
            self.screen = HubScreen(self)
        elif route == "games" and self.mode == "kiosk":
            self.screen = games.GamesScreen(self)
        elif route == "about":
            self.screen = AboutScreen(self)
        elif route == "player":  # a remembered player's page (screens/player)
            from .screens.player import PlayerScreen

            self.screen = PlayerScreen(self, params.get("name", "")[:40])
        elif route in catalog.BY_ROUTE:
            self.screen = self.game_screen(catalog.BY_ROUTE[route], params)
        else:
            self.notices.append(f"There is no page at #/{route[:40]}, so here is the hub.")
            self.screen = HubScreen(self)
        self.say(self.screen.arrival())

    def catch_up(self, match_id: str, sentence: str) -> None:
        """Show `match_id` as storage holds it now (another tab moved it on), and say why."""
        self.moved_on = None
        self.screen = game_screen(self.game["slug"])(self, match_id, {})
        self.tell_once(sentence)

    def storage_changed(self, key: str) -> None:
        """Another tab wrote `key`: a match on screen here is brought up to date at once."""
        match_id = getattr(self.screen, "match_id", None)
        if match_id and key == MATCH + match_id and self.store.behind(match_id):
            self.catch_up(match_id, CAUGHT_UP if self.store.stored_tag(match_id) is not None else DELETED)

    def journal_report(self, event: dict) -> None:
        """The durable journal's answer to a write that did not go through as asked."""
        key = str(event.get("key", ""))
        if event.get("status") == "conflict" and isinstance(event.get("value"), str):
            # Another tab's newer save was there first: take it, and show it if it is on screen
            # (a damaged copy is not taken: storage mends the journal from this tab's copy instead).
            match_id = getattr(self.screen, "match_id", None)
            if self.store.adopt(key, event["value"]) and match_id and key == MATCH + match_id:
                self.catch_up(match_id, MOVED_ON)
        elif event.get("status") == "failed":
            self.store.journal_failed(key)
            why = str(event.get("why", ""))[:60]
            self.tell_once(FULL if why == "QuotaExceededError" else
                           f"The last change could not be saved on this device ({why or 'no reason given'}). "
                           "Reload Pavilion; everything saved before is still there.")

    def journal_open(self, event: dict) -> None:
        """The durable journal answered after the app had started without it (a slow disk): its
        records are reconciled now (Store.journal_opened), and the screen shows what storage then
        holds: a match on screen that the journal moved on, or a screen with no match (the hub, a
        set-up, the kiosk's) if anything was brought back."""
        records = event.get("records")
        looking = any(n.endswith(LOOKING) for n in self.notices)
        if event.get("state") != "open" or not isinstance(records, dict):
            self.store.journal_unavailable()
            self.tell_once(NO_JOURNAL)
            if looking:
                self.reopen()
            return
        changed = self.store.journal_opened(records)
        told = self.store.take_notices()
        for sentence in told:
            self.tell_once(sentence)
        match_id = getattr(self.screen, "match_id", None)
        if match_id and self.store.behind(match_id):
            self.catch_up(match_id, told[-1] if told else LATER_COPY)
        elif not match_id and (changed or looking):
            self.reopen()
            if told:
                self.say(told[-1])  # rather than the screen's arrival: what came back is the news

    def reopen(self) -> None:
        """The screen the address asks for, now that storage holds all it will: a saved match looked
        for while the journal opened is opened, or said to be gone."""
        self.notices = [n for n in self.notices if not n.endswith(LOOKING)]
        self.open(router.format(self.route, {k: v for k, v in self.params.items() if k != "m"}))

    def game_screen(self, game: dict, params: dict):
        """The game's screen: a new match, a saved one (`id`) or one from a share link (`m`)."""
        shared = None
        if "m" in params:
            try:
                shared = self.check_link(game, params["m"])
            except RuleError as e:
                return MessageScreen.bad_link(self, game, e.message)
        make = game_screen(game["slug"])
        if make is None or catalog.engine(game["slug"]) is None:
            return MessageScreen.not_built(self, game)
        self.game = game
        match_id = params.get("id")
        if shared is not None:
            match_id = self.store.new_id(game["slug"])
            self.unsaved_link = (match_id, {k: v for k, v in params.items() if k != "m"})
            self.save(match_id, shared, "Opened from a shared link")
        return make(self, match_id, params)

    def check_link(self, game: dict, code: str) -> dict:
        """The match in a share link, checked whole: its shape, its game, and every action."""
        match = share.decode(code, catalog.record_versions())
        if match["game"] != game["slug"]:
            owner = catalog.BY_SLUG[match["game"]]["title"]
            raise RuleError("wrong-game", f"This link is a {owner} match, not {game['title']}.")
        engine = catalog.engine(game["slug"])
        if engine is not None:
            engine.replay(match)  # a link whose actions cannot be played is refused here, whole
        return match

    # saving and telling -----------------------------------------------------------------------
    def save(self, match_id: str, match: dict, summary: str, extra=None, finished=False) -> bool:
        """Save after an action; a refusal (full storage) is a notice, and play goes on. If another
        tab moved the match on, the screen catches up once this event is handled."""
        try:
            self.store.save(match_id, match, summary, extra, finished)
        except StorageError as e:
            self.tell_once(str(e))
            return False
        except MatchMovedOn as e:
            self.moved_on = (e.match_id, str(e))
            return False
        if finished:
            self.players.record_match(match_id, match)  # the remembered players' history, once per match
        if self.unsaved_link and self.unsaved_link[0] == match_id:
            # Saved at last: the address names the saved copy instead of carrying the link (until
            # then it kept the link, so a reload lost nothing); other parameters (a replay view) stay.
            self.bridge.replace_route(router.format(self.game["route"], {**self.unsaved_link[1], "id": match_id}))
            self.unsaved_link = None
        return True

    def tell_once(self, sentence: str) -> None:
        """A notice in the banner (not repeated) and the aria-live line."""
        if sentence not in self.notices:
            self.notices.append(sentence)
        self.say(sentence)

    def say(self, sentence) -> None:
        """The aria-live line: what just happened, for screen readers and tests."""
        if sentence:
            self.live = sentence
            self.said += 1

    def repaint(self) -> None:
        self.notices.extend(n for n in self.store.take_notices() if n not in self.notices)
        scene = Scene(self.screen.name, self.w, self.h, title=self.screen.title())
        self.screen.draw(scene, 0)
        self.notice_tick = False
        if self.notices and scene.notice_box:
            self.draw_notices_in_place(scene)
        elif self.notices:  # a screen with no status line to cover: a banner above it
            scene = Scene(self.screen.name, self.w, self.h, title=self.screen.title())
            self.screen.draw(scene, self.draw_notices(scene))
        scene.live, scene.said = self.live, self.said
        self.display.apply(scene)
        self.bridge.paint(scene.to_json())

    def notice_due(self):
        """When the notices over the status line clear themselves: longer ones are given longer."""
        words = sum(len(n.split()) for n in self.notices)
        return self.notice_since[1] + min(NOTICE_MOST_S, NOTICE_S + NOTICE_WORD_S * words)

    def expire_notices(self, due: bool) -> None:
        """Notices over a status line go once they have been shown long enough (`due`: the tick was
        asked for then); one saying a saved match is still looked for stays until the journal answers."""
        if self.notice_since and (due or self.store.clock() >= self.notice_due()):
            self.notices = [n for n in self.notices if n.endswith(LOOKING)]
            self.notice_since = None

    def draw_notices_in_place(self, scene: Scene) -> None:
        """The notices over the screen's status line (scene.notice_box), where no key is, so nothing
        moves when one comes or goes: they clear themselves after a few seconds, or at a tap on them."""
        if self.notice_since is None or self.notice_since[0] != self.notices:
            self.notice_since = (list(self.notices), self.store.clock())
        x, y, w, h = scene.notice_box
        text = " ".join(self.notices)
        for size in range(17, 10, -1):
            lines = wrap(text, size, w - 16, 600)
            if len(lines) * (size + 2) <= h - 8:
                break
        most = max(1, int((h - 8) // (size + 2)))
        if len(lines) > most:
            lines = lines[:most - 1] + [lines[most - 1].rstrip(" .,;:") + "\u2026"]
        scene.rect(x, y + 2, w, h - 4, fill=theme.NOTICE, radius=8)
        for i, line in enumerate(lines):
            scene.text(x + 8, y + h / 2 + (size + 2) * (i - (len(lines) - 1) / 2), line, size, theme.INK, 600,
                       max_width=w - 16, mirror=False)
        for n in self.notices:
            scene.text_only(n)
        scene.region("notice-dismiss", x, y, w, h, "Dismiss message")
        if scene.timer is None:  # the screen's own timer, if any, runs first; each tick looks at the notices
            self.notice_tick = True
            scene.timer = max(50, int(1000 * (self.notice_due() - self.store.clock())))

    def draw_notices(self, scene: Scene) -> int:
        """The banner of messages at the top of any screen; returns where the screen starts. On a
        short screen (the kiosk's 480 px) it is compact, two lines at most, so the board below still
        fits whole; the full sentences are in the accessible text either way."""
        if not self.notices:
            return 0
        short = scene.h < 560
        pad = 16 if scene.w < 600 else 24
        margin, size, step = (6, 15, 20) if short else (12, 17, 24)
        width = min(scene.w, 1100) - 2 * pad
        x0 = (scene.w - width) / 2
        lines = [line for n in self.notices for line in wrap(n, size, width - 150)]
        if short and len(lines) > 2:
            lines = [lines[0], lines[1].rstrip(" .,;:") + "\u2026"]
        h = max(56 if short else 64, (16 if short else 24) + step * len(lines))
        scene.rect(x0, margin, width, h, fill=theme.NOTICE, radius=10)
        for i, line in enumerate(lines):
            scene.text(x0 + 16, margin + h / 2 + step * (i - (len(lines) - 1) / 2), line, size, theme.INK, 500,
                       max_width=width - 150, mirror=False)
        for n in self.notices:
            scene.text_only(n)
        scene.button("notice-dismiss", x0 + width - 118, margin + (h - 48) / 2, 106, 48, "Dismiss message",
                     caption="Dismiss", kind="ghost", size=17)
        return margin + h

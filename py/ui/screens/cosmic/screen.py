"""Cosmic Celebrity Cricket's screen: which record is open (the GM's competition, or a manager's
desk on his own device), which view, saving, and the links that arrive (invitation, turn sheet,
orders). The panels draw and answer taps; every rule and every refusal is the engine's.

On the GM's device: set-up, the GM's table, each manager's desk at this screen (locked with his key
once he has handed in), the post for each manager (invitation, turn sheet, printed forms), pasting
orders codes, the zine and its archive, help. On a manager's device: his desk, his orders code, the
turn sheets and zines the GM sent him, help. The screen keeps only drafts (saved beside the record)
and what is open.
"""

from pavilion import catalog, cosmic
from pavilion.core import RuleError
from pavilion.cosmic import zine

from ... import router
from ...stored import DictOf, Fields, OneOf
from .. import GameScreen, frame
from .batting_panel import BattingPanel
from .bowling_panel import BowlingPanel
from .desk_panel import DeskPanel
from .form import DRAFT, DeskForm
from .help_panel import HelpPanel
from .layout import Layout
from .paste_panel import LINKS, PastePanel
from .post_panel import PostPanel
from .setup_panel import SetupPanel
from .table_panel import TablePanel
from .zine_panel import ZinePanel

GAME = catalog.BY_SLUG["cosmic"]
VIEWS = ("setup", "table", "cover", "desk", "post", "form", "paste", "zine", "archive", "help")


class CosmicScreen(SetupPanel, TablePanel, DeskPanel, BattingPanel, BowlingPanel, PostPanel, PastePanel,
                   ZinePanel, HelpPanel, Layout, GameScreen):
    game = GAME
    # Each manager's changes to his orders not yet handed in, by manager id as text ("0"-"3").
    extras = Fields(drafts=DictOf(DRAFT, most=4, keys=OneOf("0", "1", "2", "3")), play=("drafts",))
    opening = None  # what opening a link did, said on arrival

    @property
    def name(self):
        """One name per view: the painter scrolls to the top when the name changes (a new page)."""
        return f"cosmic-{self.view}" + (f"-{self.issue}" if self.view == "zine" else "")

    def __init__(self, app, match_id=None, params=None):
        super().__init__(app)
        params = params or {}
        self.match = self.match_id = None
        self._state = self._sheets = None
        self.view = "setup"
        self.desk = None  # the manager whose desk (or post) is open
        self.tab = None
        self.drafts = {}  # manager id as text -> the changes he is making to his orders
        self.issue = None  # the zine issue (turn) on screen
        self.back_to = "table"  # where help returns to
        self.setup_defaults()
        self.post_defaults()
        self.batting_defaults()
        if match_id:
            self.open_saved(match_id)
        if self.match is None:
            self.restore_setup()
        for name in LINKS:
            if name in params:
                self.open_link(name, params[name])
                self.opening = self.error or self.app.live
                break

    # the record ----------------------------------------------------------------------------------
    @property
    def on_desk(self) -> bool:
        """A manager's own device: his desk record, not a competition."""
        return self.match is not None and cosmic.is_desk(self.match)

    def state(self):
        """The replayed record, computed once per change of it."""
        if self._state is None or self._state[0] is not self.match:
            self._state = (self.match, cosmic.replay(self.match))
        return self._state[1]

    def open_saved(self, match_id):
        loaded = self.load_saved(match_id, "competition")
        if loaded is None:
            return
        self.match, self.match_id = loaded[0], match_id
        self._state = (loaded[0], loaded[2])
        self.drafts = loaded[1].get("drafts", {})
        self.view = "desk" if self.on_desk else "table"
        self.desk = self.state()["manager"] if self.on_desk else None
        if self.on_desk:
            self.open_desk_tab()

    def adopt(self, match, match_id=None):
        """Show `match` (new, or found among the saved records) and save it."""
        self.match, self.match_id = match, match_id or self.app.store.new_id(GAME["slug"])
        self.persist()
        self.app.bridge.replace_route(router.format(GAME["route"], {"id": self.match_id}))

    def saved_records(self):
        """(id, record) of every saved Cosmic record on this device, newest first."""
        for entry in self.app.store.entries():
            if entry["game"] == GAME["slug"]:
                loaded = self.app.store.load(entry["id"])
                if loaded:
                    yield entry["id"], loaded[0]

    def persist(self):
        state = self.state()
        if self.on_desk:
            sheet, m = state["sheet"], state["manager"]
            names = zine.Names(sheet)
            when = "finished" if sheet["done"] else f"turn {sheet['turn']} of {sheet['turns']}"
            summary = f"{names.manager(m)}'s desk \u00b7 {names.team(m)} \u00b7 {when}"
        else:
            teams = " v ".join(m["team"] or m["name"] for m in state["managers"])
            summary = f"{teams} \u00b7 " + ("finished" if state["done"] else f"turn {state['turn']} of {state['turns']}")
        done = state["sheet"]["done"] if self.on_desk else state["done"]
        self.saved = self.app.save(self.match_id, self.match, summary, {"drafts": self.drafts}, finished=done)

    def apply(self, action):
        """Apply `action` to the open record and save it (a refusal changes nothing)."""
        self.match = cosmic.apply(self.match, action)
        self.persist()

    # names and sheets --------------------------------------------------------------------------------
    def sheet(self, m=None) -> dict:
        """The turn sheet of the desk open (or of manager m): the GM's live one (made once per change
        of the record: a drawing asks for it many times), or the latest received."""
        if self.on_desk:
            return self.state()["sheet"]
        m = self.desk if m is None else m
        if self._sheets is None or self._sheets[0] is not self.match:
            self._sheets = (self.match, {})
        if m not in self._sheets[1]:
            self._sheets[1][m] = cosmic.turn_sheet(self.match, m)
        return self._sheets[1][m]

    def names(self):
        return zine.Names(self.sheet() if self.on_desk else self.state())

    def manager_name(self, m):
        return self.names().manager(m)

    def form(self) -> DeskForm:
        """The orders form of the desk open."""
        m = self.desk
        sent = self.state()["made"]["orders"] if self.on_desk and self.state()["made"] else (
            None if self.on_desk else self.state()["managers"][m]["orders"])
        return DeskForm(self.sheet(), sent, self.drafts.setdefault(str(m), {}))

    def player(self, pid, m=None):
        return self.names().player(self.desk if m is None else m, pid)

    # events --------------------------------------------------------------------------------------
    def title(self):
        return "Cosmic Celebrity Cricket - Pavilion"

    def arrival(self):
        if self.opening:
            return self.opening
        if self.match is None:
            return "Cosmic Celebrity Cricket: set up a competition."
        if self.on_desk:
            return f"Cosmic Celebrity Cricket. {self.desk_status()}"
        return f"Cosmic Celebrity Cricket. {self.status(self.state())}"

    def on_tap(self, region, event):
        kind = region.partition(":")[0]
        if kind != "notice-dismiss":
            self.refused_at = kind
        in_setup = self.match is None
        super().on_tap(region, event)
        if in_setup:
            self.keep_setup()  # every set-up choice is kept; Start clears the draft

    def on_input(self, field, value):
        kind, _, i = field.partition(":")
        if kind == "paste":
            self.pasted = value[:16_000]
        elif kind == "manager" and i.isdigit() and int(i) < 4:
            self.people[int(i)]["name"] = value[:40].strip()
            self.keep_setup()
        elif kind == "key":
            self.typed_key = value[:64]
        elif kind == "deadline" and self.match is not None and not self.on_desk:
            self.refused_at = "deadline"
            try:
                self.set_deadline(value[:40])
            except RuleError as e:
                self.refuse(e)
        elif kind in ("team", "player") and self.desk is not None:
            self.type_name(kind, i, value[:40])

    def on_key(self, key):
        if key == "Escape":
            if self.match is None or self.view in ("table", "setup") or (self.on_desk and self.view == "desk"):
                self.app.go("")
            else:
                self.tap_view("desk" if self.on_desk else "table", {})

    def tap_view(self, arg, event):
        if arg not in VIEWS and arg != "back":
            return
        if arg == "help":
            self.back_to = self.view
        elif arg == "back":
            arg = self.back_to
        self.view = arg
        self.leave_post()
        if arg == "zine":
            zines = self.zines()
            self.issue = zines[-1]["turn"] if zines else None
        if arg == "paste":
            self.imported = self.replacing = None
        self.tell({"table": "The games master's table.", "paste": self.paste_prompt(),
                   "zine": "The zine.", "archive": "The zine archive: every issue so far.",
                   "help": "How the games master plays every ball.", "desk": "Your desk."}.get(arg, ""))

    def tap_print(self, arg, event):
        self.app.bridge.print_page()
        self.tell("Printing.")

    def tap_back(self, arg, event):
        self.app.go("")

    # drawing -------------------------------------------------------------------------------------
    def draw(self, scene, top):
        x, width, pad = frame(scene, top)
        width = min(width, 940)
        x = (scene.w - width) / 2
        view = self.view if self.match is not None or self.view in ("help", "stray") else "setup"
        y = getattr(self, f"draw_{view}")(scene, x, top + pad, width)
        scene.h = max(scene.h, int(y + pad))

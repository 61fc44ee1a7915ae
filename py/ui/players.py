"""Remembered players' history: one line per finished game or drill per person, kept on this device.

How a game records a line (once, when its match ends; a replay of the end screen or a reload calls
it again and nothing is added, since a line is keyed by its match id):

    app.players.record(name, game, figure, detail="", match_id=match_id)

    name      the seat's name as played; a computer seat ("Droid 3") or a default name ("Player 2")
              keeps no history, and record() returns False for it
    game      what the figure is of, a short slug: "random-cricket", "custom-cricket", "x01" (501;
              another start "x01?start=121", x01_game), or a
              drill with the options it was played with, drill_game(): "practice/bobs-27",
              "practice/around-the-clock?doubles", "practice/shanghai?rounds=20" (an option at its
              default is left out); the player's page draws one chart per game, and a figure is
              compared (best, tonight) only with figures of the same game
    figure    the number that shows form: MPR for Random and Custom Cricket, the three-dart average
              for X01, the drill's score for a drill (None, an undefined figure, is not recorded)
    detail    a few words beside it ("won 2-1", "from 501"; a drill: "Around the Clock, doubles
              only"), at most 60 characters
    match_id  the saved match's id: the key that makes the line go in once

A line is {"at": seconds, "game", "figure", "detail", "match"}. Everything is one setting,
`pavilion/setting/players-history` ({name: [line, ...]}), written through the Store, so it goes to
the durable journal (IndexedDB, strict) and the localStorage mirror as every setting does, and a
pulled plug right after a game end keeps the line. It is read through its typed kind: a value that
does not fit whole is set aside under pavilion/quarantine/... with a sentence to the player, and
what fits of it (every good line under a good name, within the cap) kept (_salvage). The match ids
recorded are kept beside it (`pavilion/setting/players-recorded`), so a match is recorded once for
everyone: a player forgotten, renamed or merged is not brought back when the match is saved again.

A drill's line written before its options were recorded ("practice/around-the-clock", whatever
was played) is read as the drill's default options, unless its "low" says otherwise: Round the
Doubles counted in hits (hits in 99) is the only way a drill's figure counts up instead of down.

The cap: the last 200 lines per player and 40 players (the least recently played dropped first).
A line is about 110 characters of JSON, so the history is at most about 0.9 MB: localStorage's
5 MB is shared with every saved match and the whole setting is rewritten at each game end (a few
ms at that size). 200 lines is a year of two evenings a week at a couple of games each.
"""

import json
import re
import time

from pavilion import catalog, practice
from pavilion.core import RuleError, check_name
from pavilion.darts.options import NAME_LENGTH
from pavilion.x01.options import START_SCORES
from pavilion.practice.drill import FEWER

from .screens.darts.setup import KNOWN_PLAYERS, is_computer_name
from .screens.practice.setup import drill_title
from .scene import wrap
from .storage import StorageError
from .stored import FLAG, DictOf, Fields, Kind, ListOf, Maybe, Number, Setting, Text, setting

MAX_LINES = 200  # per player: the oldest is dropped first
MAX_PLAYERS = 40  # the player whose last game is oldest is dropped first
MAX_DETAIL = 60
MAX_GAME = 40
LATEST = 4_102_444_800  # 2100-01-01: a date beyond it is damage
LINE = Fields(required=("at", "game", "figure", "match"), closed=True, at=Number(0, LATEST),
              game=Text(MAX_GAME, least=1), figure=Number(-1e6, 1e6), detail=Text(MAX_DETAIL),
              match=Text(64, least=1), low=FLAG)


class Name(Text):
    """A stored player's name: what pavilion.core.check_name passes for a seat's name (1 to 20
    characters, no control characters, no spaces around it), as every game checks a name at Start."""

    def __init__(self):
        super().__init__(NAME_LENGTH, least=1)

    def fits(self, value) -> bool:
        try:
            return check_name(value, "A name", NAME_LENGTH) == value
        except RuleError:
            return False


class AnyDict(Kind):
    """Any JSON object: the history read as it is, to keep what fits of it (_salvage)."""

    def fits(self, value) -> bool:
        return isinstance(value, dict)


NAME = Name()
HISTORY = setting("players-history", Maybe(DictOf(ListOf(LINE, most=MAX_LINES), most=MAX_PLAYERS, keys=NAME)),
                  play="the remembered players' history")
AS_STORED = Setting(HISTORY.name, AnyDict())  # the same key read loosely (not declared: HISTORY is its kind)
MAX_RECORDED = 1000  # match ids remembered as recorded: about 30 KB
RECORDED = setting("players-recorded", Maybe(ListOf(Text(64, least=1), most=MAX_RECORDED)))
X01 = "x01"  # 501's game; another start's is "x01?start=121" (x01_game)
TONIGHT = 6 * 3600  # "tonight": games within 6 hours before the latest game at the board
DRILL = "practice/"  # a drill's game: DRILL + its slug, then "?" and its options away from the default


def drill_game(drill, options) -> str:
    """A drill's line `game`: "practice/<drill>", then "?" and each option not at its default joined
    by "&" (a flag by its name, "doubles"; a value as "rounds=20"), so the options played are part of
    what a figure is compared with, and a line written before options were recorded (no "?") is the
    default options."""
    defaults = practice.DRILLS[drill].OPTIONS
    away = [name if options[name] is True else f"{name}={json.dumps(options[name])}"
            for name in defaults if options.get(name, defaults[name]) != defaults[name]]
    return DRILL + drill + ("?" + "&".join(away) if away else "")


def drill_of(game) -> tuple:
    """(drill, its options with the defaults filled in) of a drill's `game`; None for another game,
    or one this version does not know (an unknown drill or option, a value that does not read)."""
    if not game.startswith(DRILL):
        return None
    slug, _, away = game[len(DRILL):].partition("?")
    drill = practice.DRILLS.get(slug)
    if drill is None:
        return None
    options = dict(drill.OPTIONS)
    for part in away.split("&") if away else ():
        name, equals, value = part.partition("=")
        try:
            options[name] = json.loads(value) if equals else True
        except ValueError:
            return None
    return (slug, options) if set(options) == set(drill.OPTIONS) else None


def x01_game(start) -> str:
    """An X01 line's `game`: "x01" for 501, "x01?start=121" for another start (averages from
    different starts are not compared, as a drill is compared only with itself played the same way)."""
    return X01 if start == 501 else f"{X01}?start={start}"


def x01_start(game):
    """The start of an X01 line's `game` (501 for "x01"), or None for another game."""
    if game == X01:
        return 501
    head, _, start = game.partition("?start=")
    return int(start) if head == X01 and start.isascii() and start.isdigit() and int(start) in START_SCORES else None


def _read(line) -> dict:
    """The line as compared: an old X01 line (written as "x01" whatever the start) is the start its
    detail names ("from 121, won"); an old drill line whose figure counts the other way from the
    drill's defaults is the options that count that way (Round the Doubles' figure without "low":
    hits in 99)."""
    if line["game"] == X01:
        said = re.match(r"from (\d+)\b", line.get("detail", ""))
        start = int(said.group(1)) if said else 501
        return {**line, "game": x01_game(start)} if start != 501 and start in START_SCORES else line
    known = drill_of(line["game"])
    if known is None or "?" in line["game"]:
        return line
    slug, options = known
    drill = practice.DRILLS[slug]
    if (drill(options).better == FEWER) == bool(line.get("low")):
        return line
    for name, (values, _) in drill.CHOICES.items():
        for value in values:
            if (drill({**options, name: value}).better == FEWER) == bool(line.get("low")):
                return {**line, "game": drill_game(slug, {**options, name: value})}
    return line


def keeps_history(name) -> bool:
    """A person's name: not a computer seat ("Droid 3", "Droid 3B") nor a default "Player N"."""
    if not isinstance(name, str) or not name.strip():
        return False
    name = name.strip()
    if is_computer_name(name):
        return False
    return not (name.startswith("Player ") and name[7:].isdigit())


def _better(line):
    """Sort key: the better line first."""
    return line["figure"] if line.get("low") else -line["figure"]


def _cricket(state):
    game = "custom-cricket" if state["board_kind"] == "custom" else "random-cricket"
    return [(s["name"], game, s["stats"]["mpr"], "won" if s["seat"] == state["match_winner"] else "", False)
            for s in state["seats"] if s["bot"] is None]


def _x01(state):
    start = state["options"]["start"]
    return [(p["name"], x01_game(start), p["stats"]["average"], f"from {start}" + (", won" if p["seat"] == state["winner"] else ""),
             False) for p in state["players"] if p["bot"] is None]


def _practice(state):
    return [(p["name"], drill_game(state["drill"], state["options"]), p["figure"],
             drill_title(state["drill"], state["options"]), state["better"] == FEWER) for p in state["players"]]


FIGURES = {"random-cricket": _cricket, "x01": _x01, "practice": _practice}  # game -> its lines from a state


def at_the_board(players, names, game, what, words=lambda f: f"{f:.2f}") -> tuple:
    """(people, line) for a result panel (Random Cricket, 501, Practice): the people among `names`
    who keep a history, and "Tonight's best <what>: Ann 2.10, Bob 1.80" of `game` ("" when none
    has a line tonight; best is the lowest where the figure counts darts)."""
    people = [n for n in names if keeps_history(n)]
    best = [f"{n} {figure}" for n, figure in tonight_best(players, people, game, words).items()]
    return people, f"Tonight's best {what}: " + ", ".join(best) if best else ""


def tonight_best(players, people, game, words) -> dict:
    """name -> tonight's best figure of `game` in words, for those of `people` with one tonight."""
    return {n: words(t[game]["figure"]) for n, t in players.tonight(people).items() if game in t}


def tonight_height(line, w, size=16) -> int:
    """The height `line` takes drawn as a paragraph under a panel's heading (0 for no line): a panel
    draws it only where what is under it keeps its room."""
    return 4 + len(wrap(line, size, w)) * round(size * 1.35) if line else 0


def form_item(people) -> tuple:
    """The result grid's cell that opens the first person's page (it links to the others)."""
    return (f"form:{people[0]}", "Players' form", "Form", "ghost", None)


def _capped(history) -> dict:
    """The cap: each player's last MAX_LINES lines, and the MAX_PLAYERS players whose last game is
    the most recent (in place; a player with no line is dropped)."""
    for name in list(history):
        history[name] = sorted(history[name], key=lambda line: line["at"])[-MAX_LINES:]
        if not history[name]:
            del history[name]
    for name in Players.names_by_age(history)[MAX_PLAYERS:]:
        del history[name]
    return history


def _salvage(value) -> tuple:
    """(what fits of a stored history that does not fit whole, {what was dropped: how many}): each
    line that fits under a name that fits is kept, then the cap; nothing good is lost for one bad
    line, one player too many or one name too long."""
    kept, lost = {}, {}
    for name, lines in value.items():
        lines = lines if isinstance(lines, list) else [lines]
        good = [line for line in lines if LINE.fits(line)] if NAME.fits(name) else []
        if len(good) < len(lines):
            lost["unreadable"] = lost.get("unreadable", 0) + len(lines) - len(good)
        elif not NAME.fits(name):  # a name that cannot be read, with no line under it
            lost["names"] = lost.get("names", 0) + 1
        if good:
            kept[name] = good
    over = sum(max(0, len(lines) - MAX_LINES) for lines in kept.values())
    players = len(kept)
    _capped(kept)
    if over:
        lost["older"] = over
    if players > len(kept):
        lost["players"] = players - len(kept)
    return kept, lost


LOST = {"unreadable": ("line this version cannot read", "lines this version cannot read"),
        "names": ("name this version cannot read", "names this version cannot read"),
        "older": (f"line older than a player's last {MAX_LINES}", f"lines older than a player's last {MAX_LINES}"),
        "players": (f"player beyond the {MAX_PLAYERS} most recently played",
                    f"players beyond the {MAX_PLAYERS} most recently played")}


def _counted(lost) -> str:
    """ "1 line this version cannot read", "3 lines ... and 2 players beyond the 40 ..."."""
    parts = [f"{n:,} {LOST[what][n != 1]}" for what, n in lost.items()]
    return ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]


def _same(a: str, b: str) -> bool:
    return a.casefold() == b.casefold()


class Players:
    """The history store over a Store (`store.setting` / `store.set_setting`)."""

    def __init__(self, store, clock=None):
        self.store = store
        self.clock = clock or getattr(store, "clock", time.time)
        self._kept = None  # (the stored text, what of it was kept) once a history was salvaged

    # reading ------------------------------------------------------------------------------------
    def _all(self) -> dict:
        """The history: as stored when all of it fits; else what fits of it (_salvage), written
        back, with the whole value as it was set aside under pavilion/quarantine/... and said."""
        value = self.store.setting(AS_STORED)
        if value is None:  # none, or not an object at all: the typed reader sets it aside whole
            return self.store.setting(HISTORY) or {}
        if HISTORY.kind.fits(value):
            return value
        raw = self.store.setting_text(HISTORY)
        if self._kept is not None and self._kept[0] == raw:  # set aside already (storage is full)
            return self._kept[1]
        kept, lost = _salvage(value)
        self._kept = (raw, kept)
        sentence = (lambda slot: f"The remembered players' history held {_counted(lost)}: the history as it "
                    f"was is set aside under {slot}, and the rest of it is kept.")
        if self.store.set_aside_setting(HISTORY, "the remembered players' history held something this version "
                                        "cannot read", sentence):
            try:
                self.store.set_setting(HISTORY, kept)
            except StorageError:
                pass  # kept for this session; the set-aside copy holds all of it
        return kept

    def _key(self, history, name):
        """The stored spelling of `name` (names match whatever their case), or None."""
        return next((k for k in history if _same(k, name.strip())), None) if isinstance(name, str) else None

    def names(self) -> list:
        """Players with a history, the most recently played first."""
        return self.names_by_age(self._all())

    def lines(self, name) -> list:
        """The player's lines as compared (see _read), oldest first ([] for an unknown name)."""
        history = self._all()
        key = self._key(history, name)
        return sorted(map(_read, history[key]), key=lambda line: line["at"]) if key else []

    def games(self, name) -> dict:
        """game -> its lines, oldest first: one chart each."""
        out = {}
        for line in self.lines(name):
            out.setdefault(line["game"], []).append(line)
        return out

    def bests(self, name) -> dict:
        """game -> the line with the best figure (the highest, or the lowest where fewer is better:
        a drill counted in darts)."""
        return {game: min(lines, key=_better) for game, lines in self.games(name).items()}

    def last(self, name, count=10) -> list:
        """The player's last `count` games, newest first."""
        return self.lines(name)[::-1][:count]

    def tonight(self, names) -> dict:
        """name -> {game: the best line} for `names` over tonight: the games within TONIGHT (6 hours)
        of the latest game any of them played, so an evening that passes midnight is one evening."""
        history = self._all()
        keys = {n: self._key(history, n) for n in names}
        stamps = [line["at"] for k in keys.values() if k for line in history[k]]
        if not stamps:
            return {}
        since = max(stamps) - TONIGHT
        out = {}
        for name, key in keys.items():
            for line in map(_read, history.get(key, []) if key else []):
                if line["at"] >= since:
                    best = out.setdefault(name, {})
                    best[line["game"]] = min(best.get(line["game"], line), line, key=_better)
        return out

    # writing ------------------------------------------------------------------------------------
    def _write(self, history) -> None:
        """Keep the cap, then write (StorageError with a sentence when there is no room)."""
        self.store.set_setting(HISTORY, _capped(history))

    @staticmethod
    def names_by_age(history) -> list:
        return sorted(history, key=lambda n: -max((line["at"] for line in history[n]), default=0))

    def recorded(self) -> list:
        """The match ids recorded, oldest first (the last MAX_RECORDED): a match in it is never
        recorded again, for anyone, so a player forgotten, renamed or merged stays so when the app
        saves that finished match again (every line's own match id counts as recorded too)."""
        return self.store.setting(RECORDED) or []

    def _note(self, match_ids) -> None:
        """Add `match_ids` to the recorded ones (written before a change that removes their lines, so
        a cut between the two writes loses nothing and brings nothing back)."""
        known = self.recorded()
        new = [m for m in dict.fromkeys(match_ids) if m not in known]
        if new:
            self.store.set_setting(RECORDED, (known + new)[-MAX_RECORDED:])

    def _done(self, history, match_id) -> bool:
        return match_id in self.recorded() or any(line["match"] == match_id for lines in history.values()
                                                  for line in lines)

    def _line(self, game, figure, detail, match_id, low) -> dict:
        return {"at": int(self.clock()), "game": str(game)[:MAX_GAME], "figure": round(figure, 2),
                "detail": str(detail)[:MAX_DETAIL], "match": match_id, **({"low": True} if low else {})}

    @staticmethod
    def _fits(name, figure) -> bool:
        return keeps_history(name) and NAME.fits(name.strip()) and type(figure) in (int, float) \
            and figure == figure and -1e6 <= figure <= 1e6

    def record(self, name, game, figure, detail="", match_id=None, low=False) -> bool:
        """Add one line for `name`'s finished game (see the module's docstring); False if nothing
        was added: no person's name, no figure, or this match is already recorded for them. One
        person at a time, so it looks only at their lines: a whole match goes through record_match,
        which records it once for all at it."""
        if not isinstance(match_id, str) or not match_id or not self._fits(name, figure):
            return False
        match_id = match_id[:64]
        history = self._all()
        key = self._key(history, name) or name.strip()
        if any(line["match"] == match_id for line in history.get(key, [])):
            return False
        history.setdefault(key, []).append(self._line(game, figure, detail, match_id, low))
        self._write(history)
        self._note([match_id])
        return True

    def record_match(self, match_id, match) -> None:
        """A finished match's line for each person at it (the app calls this at each save of a
        finished match, so every game records without a call of its own), once: a match recorded
        before (recorded(), or a line of it in anyone's history) is not replayed nor recorded again,
        even for a name forgotten, renamed or merged since. A game without a figure records nothing."""
        if not isinstance(match_id, str) or not match_id:
            return
        match_id = match_id[:64]
        history = self._all()
        if self._done(history, match_id):
            return
        figures = FIGURES.get(match.get("game"))
        engine = catalog.engine(match.get("game")) if figures else None
        if engine is None:
            return
        added = False
        for name, game, figure, detail, low in figures(engine.replay(match)):
            if self._fits(name, figure):
                key = self._key(history, name) or name.strip()
                history.setdefault(key, []).append(self._line(game, figure, detail, match_id, low))
                added = True
        if added:  # one write for everyone at the board, then the id
            self._write(history)
            self._note([match_id])

    def rename(self, name, new) -> str:
        """Rename a player (history and remembered names); a sentence saying what happened.
        ValueError with a sentence for a name that every game's Start would refuse
        (pavilion.core.check_name: blank, control characters, over 20 characters), one that is not
        a person's, or one already taken."""
        history = self._all()
        key = self._key(history, name)
        if key is None:
            raise ValueError(f"There is no remembered player called {name}.")
        try:
            new = check_name(new, "A new name", NAME_LENGTH)
        except RuleError as e:
            raise ValueError(str(e)) from None
        if not keeps_history(new):
            raise ValueError("A new name needs a person's name: not empty, not \u201cPlayer 2\u201d or \u201cDroid 3\u201d.")
        if self._key(history, new) not in (None, key):
            raise ValueError(f"{new} already has a history: merge the two instead.")
        self._note(line["match"] for line in history[key])
        history[new] = history.pop(key)
        self._write(history)
        self._rename_known(key, new)
        return f"{key} is now called {new}."

    def merge(self, name, into) -> str:
        """Move `name`'s lines into `into` (a game recorded for both is kept once) and forget `name`.
        `into` is a remembered player's name (the page offers only those), never a new one."""
        history = self._all()
        key, target = self._key(history, name), self._key(history, into)
        if key is None or target is None:
            raise ValueError(f"There is no remembered player called {name if key is None else into}.")
        if key == target:
            raise ValueError("A player cannot be merged with themselves.")
        self._note(line["match"] for line in history[key])
        seen = {line["match"] for line in history[target]}
        history[target] += [line for line in history.pop(key) if line["match"] not in seen]
        self._write(history)
        self._rename_known(key, None)
        return f"{key}'s games are now {target}'s."

    def forget(self, name) -> str:
        """Remove the player's history and their remembered name from this device (their matches
        stay recorded, so saving one again does not bring them back)."""
        history = self._all()
        key = self._key(history, name)
        if key is not None:
            self._note(line["match"] for line in history[key])
            del history[key]
            self._write(history)
        self._rename_known(key or name, None)
        return f"{key or name} is forgotten on this device."

    def _rename_known(self, name, new) -> None:
        """The set-ups' remembered names follow: renamed in place, or dropped when `new` is None."""
        known = self.store.setting(KNOWN_PLAYERS, [])
        kept = []
        for n in known:
            n = new if _same(n, name) else n
            if n is not None and not any(_same(n, k) for k in kept):
                kept.append(n)
        if kept != known:
            self.store.set_setting(KNOWN_PLAYERS, kept)

"""The match record every game shares.

    {"game": "random-cricket", "version": 1, "seed": "k7qx2", "options": {...}, "actions": [...]}

It is the single source of truth: everything a screen shows is derived from it by the game's
`replay`. Games build on these helpers so that every record has the same shape and the same
checks, whether it comes from a game, from storage or from someone else's share link.
"""

import copy
import itertools
import json
import operator
import re

from .errors import RuleError
from .rng import check_seed, new_seed

MAX_DEPTH = 12  # deeper than any game's record; a guard against hostile input
KEYS = ("game", "version", "seed", "options", "actions")


def new_record(game: str, version: int, seed=None, options=None) -> dict:
    """A match with no actions yet. `seed` None draws a fresh one and records it."""
    return {
        "game": game,
        "version": version,
        "seed": new_seed() if seed is None else check_seed(seed),
        "options": copy.deepcopy(options or {}),
        "actions": [],
    }


def with_actions(match: dict, actions: list) -> dict:
    """A new record like `match` whose action list is `actions` (a new list): the input is untouched.

    Records are never changed in place (every game's `apply` returns a new one), so the new record
    shares its options and its actions with `match`: copying them would make each tap cost the
    whole record, and sharing the very action objects is what lets `Replays` know a record it built."""
    out = {k: match[k] for k in KEYS if k != "actions"}
    out["actions"] = list(actions)
    return out


def appended(match: dict, action: dict) -> dict:
    """A new record with `action` (a copy: the caller may go on using its dict) added at the end."""
    return with_actions(match, [*match["actions"], copy.deepcopy(action)])


def handler_for(actions: dict, action, refusal: str) -> tuple:
    """The kind of `action` and its game's handler from `actions` (type -> function); a RuleError
    with the game's own sentence `refusal` for anything else. Every game's act() starts here."""
    if not isinstance(action, dict):
        raise RuleError("bad-action", "An action is a set of named fields.")
    kind = action.get("type")
    handler = actions.get(kind) if isinstance(kind, str) else None
    if handler is None:
        raise RuleError("bad-action", refusal)
    return kind, handler


def replay_step(method="act", moves="Action", record="match", code="bad-record"):
    """The `step` a game's `Replays` takes, from the name of the state's method that plays one action
    (looked up on each call, like any method, so a measuring wrapper sees replays too): action `index`
    of a stored record played, or refused with a sentence that says which it is, "Action 3 of this
    match cannot be replayed: <the game's own refusal>". A game names only what differs: its `moves`
    and its `record`, and the refusal's `code` (None: the refusal's own)."""

    def step(state, action, index: int) -> None:
        try:
            getattr(state, method)(action)
        except RuleError as refusal:
            raise RuleError(code or refusal.code, f"{moves} {index + 1} of this {record} cannot be replayed: "
                                                  f"{refusal.message}") from None

    return step


def _depth(value, level=0):
    if level > MAX_DEPTH:
        raise RuleError("bad-record", "This match is nested too deeply to be a Pavilion match.")
    if isinstance(value, dict):
        for k, v in value.items():
            if not isinstance(k, str):
                raise RuleError("bad-record", "This match holds a field that is not named by text.")
            _depth(v, level + 1)
    elif isinstance(value, list):
        for v in value:
            _depth(v, level + 1)
    elif not (value is None or isinstance(value, (str, int, float, bool))):
        raise RuleError("bad-record", "This match holds something that is not plain data.")


def check_record(obj, games=None) -> dict:
    """Return `obj` if it has the shape of a match record, else a RuleError saying what is wrong.

    `games` maps a game slug to the newest record version this build reads; a record of an
    unknown game or a newer version is refused with a sentence, never a trace.
    """
    if not isinstance(obj, dict):
        raise RuleError("bad-record", "This is not a Pavilion match.")
    missing = [k for k in KEYS if k not in obj]
    if missing:
        raise RuleError("bad-record", f"This match is missing its {', '.join(missing)}.")
    extra = sorted(set(obj) - set(KEYS))
    if extra:
        raise RuleError("bad-record", f"This match holds unknown fields: {', '.join(extra[:3])}.")
    game, version = obj["game"], obj["version"]
    if not isinstance(game, str) or not game:
        raise RuleError("bad-record", "This match does not say which game it is.")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RuleError("bad-record", "This match has no valid version number.")
    check_seed(obj["seed"])
    if not isinstance(obj["options"], dict):
        raise RuleError("bad-record", "This match's options are not readable.")
    if not isinstance(obj["actions"], list) or not all(isinstance(a, dict) for a in obj["actions"]):
        raise RuleError("bad-record", "This match's actions are not readable.")
    _depth(obj)
    if games is not None:
        if game not in games:
            raise RuleError("unknown-game", f"Pavilion has no game called {game!r}.")
        if version > games[game]:
            raise RuleError(
                "newer-version",
                f"This match was saved by a newer Pavilion (version {version}); "
                f"this one reads up to version {games[game]}. Reload to update.",
            )
    return obj


class Replays:
    """The states of the last few records a game built, so that a tap costs one action, not a replay.

    Each tap makes a record one action longer than the one on screen, and asks for its state (and
    its legal actions, a preview...) several times: replaying the whole record each time made a tap
    on a long match cost seconds. A record whose actions start with the very action objects of a
    record built here (`with_actions` and `appended` share them) is built from that record's state
    (a cheap copy, `fork`) by stepping only the actions after them. Anything else (a record read
    from storage or a link, a take-back that cuts the list, a record changed in place) is built
    from scratch, as `fresh` does, so every result is exactly a full replay's.

    `start(record)` is the state of a checked record before any action; `step(state, action,
    index)` plays one action of a stored record (raising the RuleError a replay of it raises);
    `fork(state)` copies a state so that stepping the copy leaves the original as it was.
    """

    SIZE = 8  # records remembered: a screen's current one, its probes and a few computer turns

    def __init__(self, games: dict, start, step, fork):
        self.games, self.start, self.step, self.fork = games, start, step, fork
        self.built = []  # (record's game, version, seed, options' JSON, its actions as a tuple, state), newest first

    def fresh(self, record):
        """The state of `record` replayed from its first action, remembering nothing."""
        check_record(record, self.games)
        state = self.start(record)
        for index, action in enumerate(record["actions"]):
            self.step(state, action, index)
        return state

    def state(self, record):
        """The state after every action of `record`, for reading only (it may be shared)."""
        actions = record.get("actions") if isinstance(record, dict) else None
        found = self._nearest(record, actions)
        if found is None:
            state = self.fresh(record)
        else:
            entry = self.built.pop(found)
            self.built.insert(0, entry)  # the most recently used is the last forgotten
            known, state = len(entry[4]), entry[5]
            check_record({**record, "actions": actions[known:]}, self.games)  # the header, and what is new
            if known == len(actions):
                return state
            state = self.fork(state)
            for index in range(known, len(actions)):
                self.step(state, actions[index], index)
        self.keep(record, state)
        return state

    def known(self, record) -> bool:
        """Whether `record` is, or goes on from, a record built here (so `state` steps only what is new)."""
        return self._nearest(record, record.get("actions") if isinstance(record, dict) else None) is not None

    def copy(self, record):
        """The state of `record` as a copy of its own, to play new actions on (then `keep` it)."""
        return self.fork(self.state(record))

    def keep(self, record: dict, state) -> dict:
        """Remember `state` as the state of `record` (every action of it played); returns `record`."""
        entry = (record["game"], record["version"], record["seed"], dumps(record["options"]), tuple(record["actions"]),
                 state)
        self.built = [entry, *self.built[:self.SIZE - 1]]
        return record

    def _nearest(self, record, actions):
        """Where in `built` is the longest record that `record` extends (the same header, the same
        action objects first), or None. The longest are tried first: one full comparison, mostly."""
        if type(actions) is not list or not self.built:
            return None
        try:
            head = (record.get("game"), record.get("version"), record.get("seed"), dumps(record.get("options")))
        except (TypeError, ValueError, RecursionError):
            return None  # not plain data: refused from scratch
        for at in sorted(range(len(self.built)), key=lambda at: -len(self.built[at][4])):
            game, version, seed, options, known, _ = self.built[at]
            n = len(known)
            if (n <= len(actions) and (not n or known[-1] is actions[n - 1])
                    and type(version) is type(head[1]) and (game, version, seed, options) == head
                    and all(map(operator.is_, known, actions))):
                return at
        return None


def _text_start(record) -> list:
    head = json.dumps({k: record[k] for k in KEYS if k != "actions"}, separators=(",", ":"))
    return [head[:-1] + ',"actions":[']


def _text_step(parts, action, index):
    parts.append(json.dumps(action, separators=(",", ":")))


TEXTS = Replays(None, _text_start, _text_step, list)  # the JSON of the last records written, in parts


def record_json(record) -> str:
    """`record` as compact JSON, its actions last (what storage writes after every tap): a record a
    few actions longer than one written before costs those actions' encoding and one copy of the
    text, not the encoding of every action again. Any other is encoded whole, in one pass."""
    if not TEXTS.known(record):
        actions = json.dumps(record["actions"], separators=(",", ":"))[1:-1]
        TEXTS.keep(record, _text_start(record) + ([actions] if actions else []))
    parts = TEXTS.state(record)
    return parts[0] + ",".join(parts[1:]) + "]}"


# A JSON string, or an unclosed one running to the end of the text: every match succeeds where it
# starts, so the scan never starts again inside a string it has already read (linear time).
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")  # +1 and -1 as signed bytes


def nesting(text: str) -> int:
    """How deep the brackets of JSON `text` go, outside its strings, without parsing it."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text)).encode("ascii")
    return max(itertools.accumulate(memoryview(brackets.translate(_STEP)).cast("b")), default=0)


def loads(text: str):
    """Parse JSON from an untrusted source (a link, storage), refusing deep nesting *before* parsing.

    Pyodide's stack is far smaller than CPython's: a link of 100,000 '[' would crash the whole
    interpreter inside json.loads instead of raising, so the depth is measured on the raw text,
    in time linear in its length (a link decompresses to at most a few hundred kilobytes).
    """
    if nesting(text) > MAX_DEPTH + 1:
        raise RuleError("bad-record", "This match is nested too deeply to be a Pavilion match.")
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise RuleError("bad-record", "This is not readable match data.") from None


def dumps(match: dict) -> str:
    """The canonical JSON text of a record: sorted keys, no spaces; the same on every interpreter."""
    return json.dumps(match, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)

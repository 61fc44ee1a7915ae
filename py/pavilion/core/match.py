"""The match record every game shares.

    {"game": "random-cricket", "version": 1, "seed": "k7qx2", "options": {...}, "actions": [...]}

It is the single source of truth: everything a screen shows is derived from it by the game's
`replay`. Games build on these helpers so that every record has the same shape and the same
checks, whether it comes from a game, from storage or from someone else's share link.
"""

import copy
import itertools
import json
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
    """A new record like `match` whose action list is `actions` (copied): the input is untouched."""
    out = copy.deepcopy({k: match[k] for k in KEYS if k != "actions"})
    out["actions"] = copy.deepcopy(list(actions))
    return out


def appended(match: dict, action: dict) -> dict:
    """A new record with `action` added at the end."""
    return with_actions(match, list(match["actions"]) + [action])


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

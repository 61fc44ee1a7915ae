"""Saved matches in localStorage: one key per match plus an index, written after every action.

    pavilion/index            {"schema": 1, "matches": {id: {"game", "summary", "updated"}}}
    pavilion/match/<id>       {"schema": 1, "id", "summary", "updated", "match": <match record>,
                               "extra": {...}}   # screen state beside the record (a kiosk's visit)
    pavilion/quarantine/<n>   {"key": <original key>, "raw": <original text>, "why": <sentence>}
    pavilion/snapshot/<id>    a kiosk's last frame as a JPEG data URL (best effort, static/ui.js)
    pavilion/setting/<name>   small JSON settings (the kiosk's current match)

The backend is anything with get/set/remove/keys (localStorage in the browser, a dict in tests), so
all of this runs on CPython. Writes are synchronous, so a power cut loses nothing already shown.
Unreadable data is never dropped: it is moved aside under a quarantine key and the player is told.
A full quota is a clear message and changes nothing already saved.
"""

import json
import secrets
import time

from pavilion.catalog import BY_SLUG
from pavilion.core import RuleError, check_record, loads

PREFIX = "pavilion/"
INDEX = PREFIX + "index"
MATCH = PREFIX + "match/"
QUARANTINE = PREFIX + "quarantine/"
SNAPSHOT = PREFIX + "snapshot/"  # a kiosk's picture of its last frame, written by static/ui.js
SETTING = PREFIX + "setting/"
SCHEMA = 1

FULL = ("Storage is full, so the last change was not saved. Delete an old match from the hub "
        "to make room; everything saved before is still there.")


class StorageFull(Exception):
    """The browser refused a write (quota exceeded, or storage switched off)."""


class StorageError(Exception):
    """A save that did not happen, with a sentence for the player."""


class MemoryBackend:
    """A dict with localStorage's shape, for tests and for browsers that block storage."""

    def __init__(self, data=None, quota=None):
        self.data = dict(data or {})
        self.quota = quota  # total characters allowed, like a browser's quota; None: unlimited

    def get(self, key):
        return self.data.get(key)

    def set(self, key, value):
        if self.quota is not None:
            used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if used + len(key) + len(value) > self.quota:
                raise StorageFull(key)
        self.data[key] = value

    def remove(self, key):
        self.data.pop(key, None)

    def keys(self):
        return list(self.data)


class Store:
    def __init__(self, backend, clock=time.time):
        self.backend = backend
        self.clock = clock
        self.notices = []  # sentences for the player, shown once by the hub
        self.checked = False  # every saved match is read once per start, so damage shows at once

    # reading ----------------------------------------------------------------------------------
    def _quarantine(self, key, raw, why):
        """Move unreadable data aside (never delete it) and tell the player."""
        slot = f"{QUARANTINE}{int(self.clock() * 1000)}-{secrets.token_hex(3)}"
        try:
            self.backend.set(slot, json.dumps({"key": key, "raw": raw, "why": why}))
        except StorageFull:
            self.notices.append(f"A saved item could not be read ({why}) and storage is too full to "
                                f"set it aside, so it was left where it was ({key}).")
            return
        self.backend.remove(key)
        self.notices.append(f"A saved item could not be read ({why}). It was set aside under "
                            f"{slot} and nothing else was changed.")

    def _read_entry(self, match_id):
        """The stored entry for `match_id`, or None (missing, unreadable: quarantined, or newer)."""
        key = MATCH + match_id
        raw = self.backend.get(key)
        if raw is None:
            return None
        try:
            entry = loads(raw)
            if not isinstance(entry, dict) or not isinstance(entry.get("schema"), int):
                raise ValueError("it is not a saved match")
            if entry["schema"] > SCHEMA:
                self.notices.append("A match saved by a newer version of Pavilion was left untouched; "
                                    "reload to update Pavilion and see it.")
                return None
            match = check_record(entry.get("match"))
            if match["game"] not in BY_SLUG:
                raise ValueError(f"it is a match of an unknown game, {match['game'][:40]!r}")
            if entry.get("id") != match_id or not isinstance(entry.get("extra", {}), dict):
                raise ValueError("its contents do not match its name")
        except (ValueError, KeyError, TypeError, RuleError) as e:
            why = str(e).rstrip(".") or "it is damaged"
            self._quarantine(key, raw, why[:1].lower() + why[1:])
            return None
        return entry

    def index(self) -> dict:
        """id -> {"game", "summary", "updated"}; rebuilt from the match keys if it is damaged."""
        raw = self.backend.get(INDEX)
        try:
            data = loads(raw) if raw is not None else {"schema": SCHEMA, "matches": {}}
            matches = data["matches"]
            if not isinstance(matches, dict) or not all(
                    isinstance(v, dict) and isinstance(v.get("game"), str) and isinstance(v.get("summary"), str)
                    and isinstance(v.get("updated"), (int, float)) for v in matches.values()):
                raise ValueError("bad index")
        except (ValueError, KeyError, TypeError, RuleError):
            self._quarantine(INDEX, raw, "the list of saved matches is damaged")
            matches = self._rebuild_index()
        keys = set(self.backend.keys())
        matches = {k: v for k, v in matches.items() if MATCH + k in keys}  # deleted elsewhere
        if not self.checked:
            self.checked = True
            matches = {k: v for k, v in matches.items() if self._read_entry(k) is not None}
            keys = set(self.backend.keys())
        # A match whose index write was cut off (power loss, full storage) is still found.
        for key in sorted(keys):
            if key.startswith(MATCH) and key[len(MATCH):] not in matches:
                entry = self._read_entry(key[len(MATCH):])
                if entry:
                    matches[entry["id"]] = self._summary(entry)
        return matches

    def _rebuild_index(self):
        found = {}
        for key in self.backend.keys():
            if key.startswith(MATCH):
                entry = self._read_entry(key[len(MATCH):])
                if entry:
                    found[entry["id"]] = self._summary(entry)
        try:
            self._write_index(found)
        except StorageFull:
            pass  # rebuilt again on the next start: nothing is lost
        return found

    @staticmethod
    def _summary(entry):
        return {"game": entry["match"]["game"], "summary": str(entry.get("summary", "")),
                "updated": entry.get("updated", 0)}

    def entries(self) -> list:
        """Saved matches, newest first: [{"id", "game", "summary", "updated"}]."""
        rows = [dict(v, id=k) for k, v in self.index().items()]
        return sorted(rows, key=lambda r: (-r["updated"], r["id"]))

    def load(self, match_id):
        """(match, extra) for a saved match, or None if it is gone or unreadable (the player is told)."""
        if not isinstance(match_id, str) or not match_id.isascii() or len(match_id) > 64:
            return None
        entry = self._read_entry(match_id)
        if entry is None:
            return None
        return entry["match"], entry.get("extra", {})

    # writing ----------------------------------------------------------------------------------
    def new_id(self, game: str) -> str:
        return f"{game}-{int(self.clock())}-{secrets.token_hex(3)}"

    def _write_index(self, matches):
        self.backend.set(INDEX, json.dumps({"schema": SCHEMA, "matches": matches}, separators=(",", ":")))

    def save(self, match_id: str, match: dict, summary: str = "", extra=None) -> None:
        """Write the match, then the index. StorageError (with FULL) if the browser refuses."""
        # Whole seconds: a saved entry never shrinks by chance, so its size follows its contents.
        entry = {"schema": SCHEMA, "id": match_id, "summary": summary, "updated": int(self.clock()),
                 "match": match, "extra": extra or {}}
        try:
            self.backend.set(MATCH + match_id, json.dumps(entry, separators=(",", ":")))
        except StorageFull:
            raise StorageError(FULL) from None
        matches = self.index()
        matches[match_id] = self._summary(entry)
        try:
            self._write_index(matches)
        except StorageFull:
            pass  # the match itself is saved; index() finds it by its key next time

    def delete(self, match_id: str) -> None:
        self.backend.remove(MATCH + match_id)
        self.backend.remove(SNAPSHOT + match_id)
        matches = self.index()
        if matches.pop(match_id, None) is not None:
            try:
                self._write_index(matches)
            except StorageFull:
                pass  # removing the match freed room; a stale index entry is dropped next read

    def setting(self, name: str, default=None):
        """A small saved setting; anything unreadable is the default (settings hold no play)."""
        raw = self.backend.get(SETTING + name)
        try:
            return default if raw is None else loads(raw)
        except RuleError:
            return default

    def set_setting(self, name: str, value) -> None:
        try:
            self.backend.set(SETTING + name, json.dumps(value))
        except StorageFull:
            raise StorageError(FULL) from None

    def take_notices(self) -> list:
        out, self.notices = self.notices, []
        return out

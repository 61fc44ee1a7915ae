"""Saved matches: a durable journal (IndexedDB) under a fast mirror (localStorage).

    pavilion/index            {"schema": 1, "matches": {id: {"game", "summary", "updated", "finished"}}}
    pavilion/match/<id>       {"schema": 1, "rev", "by", "id", "summary", "updated", "finished", "match": <record>,
                               "extra": {...}}   # screen state beside the record (a kiosk's visit)
    pavilion/quarantine/<n>   {"key": <original key>, "raw": <original text>, "why": <sentence>}
    pavilion/setting/<name>   small JSON settings and drafts (a set-up being filled in), each declared
                              with its kind in ui/stored.py and read through it, like "extra"

Every match and setting written to the mirror is also put in the journal, whose writes are flushed
to disk before they complete: the browser commits localStorage lazily, in batches, seconds later,
so a pulled plug loses what only the mirror holds. On start `reconcile` compares the two key by key
and keeps the newer valid copy. A match's `rev` counts its saves and `by` names the tab that wrote
it; a tab writes only on top of the copy it last read (checked in the mirror, and again inside the
journal's transaction), so two tabs on one match never overwrite each other in silence.

The backends are anything with get/set/remove/keys (localStorage, or a dict in tests) and, for the
journal, records/put/remove (IndexedDB through static/journal.js, or MemoryJournal), so all of this
runs on CPython (ui/copies.py has the dict-backed stand-ins and the journal's compare-and-set rule). Unreadable data is never dropped: it is moved aside under a quarantine key and the
player is told. A full quota is a clear message and changes nothing already saved.
"""

import json
import math
import os
import time

from pavilion import catalog
from pavilion.catalog import BY_SLUG
from pavilion.core import RuleError, check_record, loads, record_json

from .copies import StorageFull
from .stored import FLAG, DictOf, Fields, Number, OneOf, Setting, Text

PREFIX = "pavilion/"
INDEX = PREFIX + "index"
MATCH = PREFIX + "match/"
QUARANTINE = PREFIX + "quarantine/"
SETTING = PREFIX + "setting/"
OLD_PICTURES = (PREFIX + "snapshot/", PREFIX + "kiosk/snapshot")  # kiosk pictures now live in IndexedDB
SCHEMA = 1
MAX_SUMMARY = 200  # characters of a saved match's one-line summary: what the hub shows
LATEST = 4_102_444_800  # 2100-01-01 in seconds: an `updated` beyond it is damage, not a date
# The hub's index: a row it can show for each match, every field checked (storage can hold anything).
INDEX_KIND = Fields(required=("matches",), matches=DictOf(Fields(
    required=("game", "summary", "updated"), game=OneOf(*BY_SLUG), summary=Text(MAX_SUMMARY),
    updated=Number(0, LATEST), finished=FLAG), most=100_000))

FULL = ("Storage is full, so the last change was not saved. Delete an old match from the hub "
        "to make room; everything saved before is still there.")
MOVED_ON = ("This match moved on in another tab, so your last change here was not saved. This screen "
            "now shows the match as it stands; make the change again if it still applies.")
CAUGHT_UP = "This match moved on in another tab, so this screen now shows the latest."
GONE = "This match was deleted in another tab, so your last change here was not saved."
LOOKING = ("is not in this device's quick copy, and its durable copy is still opening (a slow disk): "
           "it opens here by itself if it is there.")  # after "That saved match "
NEWER = "it was saved by a newer version of Pavilion"


class StorageError(Exception):
    """A save that did not happen, with a sentence for the player."""


class MatchMovedOn(Exception):
    """Another tab saved (or deleted) this match since this tab last read it: writing would lose that."""

    def __init__(self, match_id, sentence):
        super().__init__(sentence)
        self.match_id = match_id


def playable(match) -> None:
    """Play every action of a checked record; ValueError if one cannot be played.

    Anything else an engine raises on an altered record is damage too, not a crash of the start."""
    engine = catalog.engine(match["game"])
    if engine is None:
        return
    try:
        engine.replay(match)
    except RuleError as e:
        raise ValueError(f"its moves cannot be played ({e.message.rstrip('.')[:120]})") from None
    except (ArithmeticError, AttributeError, IndexError, KeyError, LookupError, TypeError, ValueError,
            RecursionError):
        raise ValueError("its moves cannot be played") from None


def entry_json(entry: dict) -> str:
    """A saved entry as compact JSON; its match by `record_json`, which encodes only what is new."""
    head = json.dumps({k: v for k, v in entry.items() if k not in ("match", "extra")}, separators=(",", ":"))
    extra = json.dumps(entry["extra"], separators=(",", ":"))
    return f'{head[:-1]},"match":{record_json(entry["match"])},"extra":{extra}}}'


def entry_rev(entry) -> int:
    """A saved entry's save count (entries from before revs count as 0)."""
    rev = entry.get("rev", 0)
    return rev if isinstance(rev, int) and not isinstance(rev, bool) and rev >= 0 else 0


def entry_tag(entry) -> str:
    """What names one save of a match among all tabs' saves: its rev and the tab that wrote it."""
    by = entry.get("by")
    return f"{entry_rev(entry)}:{by if isinstance(by, str) else ''}"[:40]


class Store:
    def __init__(self, backend, clock=time.time, journal=None):
        self.backend = backend
        self.journal = journal  # None: the mirror alone (no IndexedDB here), as before the journal
        self.clock = clock
        self.notices = []  # sentences for the player, shown once by the hub
        self.checked = False  # every saved match is read once per start, so damage shows at once
        self.tab = os.urandom(4).hex()  # names this tab's saves (`by`)
        self.revs = {}  # match id -> the tag of the copy this tab last read or wrote
        self.held = {}  # key -> value the full mirror refused but the journal took (this session)
        self.unsynced = set()  # keys whose last journal write failed: the next one goes in by rev alone
        self.seen = {}  # match key -> (text, entry) of the copy this tab last read or wrote there
        self.while_opening = {}  # key -> the tag its first write built on, for writes made before the journal opened
        for key in self.backend.keys():
            if key.startswith(OLD_PICTURES):
                self.backend.remove(key)  # pictures from before the journal: they only cost quota
        if journal is not None and journal.records is not None:
            self.reconcile()  # else the journal is still opening: journal_opened() reconciles when it has

    # the two copies ---------------------------------------------------------------------------
    def _raw(self, key):
        held = self.held.get(key)
        return held if held is not None else self.backend.get(key)

    def _keys(self):
        return set(self.backend.keys()) | set(self.held)

    def _write(self, key, value, rev=None, tag=None, base=None):
        """Put `value` in the journal and the mirror. A value the full mirror refuses is held in
        memory, so this session goes on from it; the journal keeps it for the next, and without a
        journal it is StorageFull (the screen says so, and saves it with the next change)."""
        if self.journal is not None:
            if self.journal.records is None:
                self.while_opening.setdefault(key, base)
            self.journal.put(key, value, rev, tag, base)
        try:
            self.backend.set(key, value)
        except StorageFull:
            self.held[key] = value
            if self.journal is None:
                raise
            return
        self.held.pop(key, None)

    def _remove(self, key):
        if self.journal is not None:
            if self.journal.records is None:
                self.while_opening.setdefault(key, None)
            self.journal.remove(key)
        self.held.pop(key, None)
        self.backend.remove(key)

    def reconcile(self, skip=()) -> None:
        """At start: for each match the newer *valid* copy of journal and mirror wins, and the other is
        brought level with it; the player is told when the journal held play the mirror had lost."""
        records = self.journal.records
        for key in sorted((set(records) | {k for k in self.backend.keys() if k.startswith(MATCH)}) - set(skip)):
            record = records.get(key)
            value = record.get("value") if isinstance(record, dict) else None
            if key.startswith(MATCH):
                self._reconcile_match(key, value if isinstance(value, str) else None)
            elif key.startswith(SETTING) and isinstance(value, str) and self.backend.get(key) != value:
                self._restore(key, value)  # a draft typed just before the plug was pulled

    def journal_opened(self, records) -> set:
        """The journal opened after this session had started on the mirror alone (a slow disk), with
        `records`: reconcile now, as a start does, except the keys this session wrote meanwhile (their
        writes wait in the journal, and go in after this, in order). A setting or a deletion made
        since stands. A match saved since goes on from this session's copy if that was made on top of
        the durable copy; if the durable copy had moved on (play the mirror had lost), it wins whatever
        the revs, since the player saw it saved and this session's changes only as "saving": they are
        dropped from the journal's queue and the player is told. Returns the keys the mirror changed."""
        before = {k: self._raw(k) for k in self._keys()}
        self.journal.records = records
        written, self.while_opening = self.while_opening, {}
        for key, base in sorted(written.items()):
            record = records.get(key)
            raw = record.get("value") if isinstance(record, dict) else None
            if not key.startswith(MATCH) or self._raw(key) is None or not isinstance(raw, str):
                continue  # a setting, a deletion, or a match the journal never had: this session's stands
            journal, why = self._parse(key[len(MATCH):], raw, replay=True)
            if journal == "newer" or (journal and entry_tag(journal) == base):
                continue  # this session's copy goes on from the durable one (or a newer Pavilion's: left)
            if journal and base is not None and entry_rev(journal) < int(base.partition(":")[0]):
                # The durable copy was behind the one this session read (a write it refused, a full
                # disk): this session's copy stands, and replaces it by rev, not on top of a tag.
                self.journal.discard(key)
                current, _ = self._parse(key[len(MATCH):], self._raw(key))
                if isinstance(current, dict):
                    self.journal.put(key, self._raw(key), entry_rev(current), entry_tag(current))
                continue
            self.journal.discard(key)  # made on a copy the journal had moved past: it would refuse them
            if why:
                self._reconcile_match(key, raw)  # a damaged durable copy: set aside, as at any start
            else:
                self._restore(key, raw)
                self.notices.append(f"Your latest play in \u201c{self._summary(journal)['summary']}\u201d was "
                                    "brought back from this device's durable save; what was played since this "
                                    "start was not kept, so play it again if it still applies.")
        self.reconcile(skip=written)
        return {k for k in self._keys() | set(before) if self._raw(k) != before.get(k)}

    @property
    def opening(self) -> bool:
        """Whether the durable journal is still opening (a slow disk): a match not in the mirror may
        still be in it."""
        return self.journal is not None and self.journal.records is None

    def journal_unavailable(self) -> None:
        """The journal this session started without will not open (the browser refused it): the
        mirror alone from now on, as in a browser without IndexedDB."""
        self.journal = None
        self.while_opening = {}

    def _reconcile_match(self, key, journal_raw):
        """Validity before rev: two copies that differ are each read whole (parsed, checked and
        replayed), and a damaged copy never replaces a valid one, whatever its rev."""
        match_id = key[len(MATCH):]
        mirror_raw = self.backend.get(key)
        whole = journal_raw is not None and journal_raw != mirror_raw  # identical copies need no replay
        mirror, mirror_why = self._parse(match_id, mirror_raw, replay=whole)
        journal, journal_why = self._parse(match_id, journal_raw, replay=whole)
        if "newer" in (mirror, journal):
            if not isinstance(journal if mirror == "newer" else mirror, dict):
                return  # a newer Pavilion's save and no other to play: left as it is (the hub says so)
            # Beside a valid copy this build can play, a copy it cannot read is set aside (kept, not
            # lost) rather than allowed to replace the one the player can go on with.
            if mirror == "newer":
                mirror, mirror_why = None, NEWER
            else:
                journal, journal_why = None, NEWER
        if journal_why:
            self._mend_journal(key, journal_raw, journal_why, mirror_raw if mirror else None,
                               mirror or (None if mirror_why else "missing"))
        if mirror_why:
            self._quarantine(key, mirror_raw, mirror_why, self._copy_gone(
                "this device's quick copy", mirror_why, journal or (None if journal_why else "missing"),
                "was brought back from this device's durable save"))
        if journal and (not mirror or entry_rev(journal) >= entry_rev(mirror)):
            if journal_raw != mirror_raw:
                self._restore(key, journal_raw)  # on equal revs too: the journal is the record of truth
                if not mirror_why and (not mirror or entry_rev(journal) > entry_rev(mirror)):
                    self.notices.append(f"Your latest play in \u201c{self._summary(journal)['summary']}"
                                        "\u201d was brought back from this device's durable save.")
        elif mirror and not journal_why:
            self.journal.put(key, mirror_raw, entry_rev(mirror), entry_tag(mirror))  # saved without the journal

    def _mend_journal(self, key, raw, why, mirror_raw, mirror):
        """A damaged durable copy: set aside, then removed and replaced by the mirror's valid copy (a
        removal first, since a put by rev would lose to the damaged copy's rev). Left in place only
        when there is no room to set it aside: then nothing is lost, and the next start tries again."""
        if self._set_aside(key, raw, why, self._copy_gone("this device's durable copy", why, mirror,
                                                         "goes on from this device's other copy")):
            self.journal.remove(key)
            if mirror_raw is not None:
                self.journal.put(key, mirror_raw, entry_rev(mirror), entry_tag(mirror))

    def _copy_gone(self, copy, why, other, kept):
        """The sentence for one damaged copy of a match, saying what became of the match: `other` is
        the other copy's entry (None: damaged too; "missing": there is none)."""
        def sentence(slot):
            if other == "missing":
                return (f"A saved match could not be read ({why}) and this device holds no other copy of it; "
                        f"{copy} was set aside under {slot}.")
            if other is None:
                return f"A saved match could not be read ({why}); {copy} was set aside under {slot}."
            return (f"{copy[0].upper()}{copy[1:]} of \u201c{self._summary(other)['summary']}\u201d could not be "
                    f"read ({why}), so it was set aside under {slot} and the match {kept}.")
        return sentence

    def _restore(self, key, value):
        try:
            self.backend.set(key, value)
        except StorageFull:
            self.held[key] = value

    # reading ----------------------------------------------------------------------------------
    def _set_aside(self, key, raw, why, sentence=None):
        """Keep unreadable data under a quarantine key (never delete it) and tell the player, by
        `sentence(slot)` if given; False if there is no room."""
        slot = f"{QUARANTINE}{int(self.clock() * 1000)}-{os.urandom(3).hex()}"
        try:
            self.backend.set(slot, json.dumps({"key": key, "raw": raw, "why": why}))
        except StorageFull:
            self.notices.append(f"A saved item could not be read ({why}) and storage is too full to "
                                f"set it aside, so it was left where it was ({key}).")
            return False
        self.notices.append(sentence(slot) if sentence else
                            f"A saved item could not be read ({why}). It was set aside under {slot} "
                            "and nothing else was changed.")
        return True

    def _quarantine(self, key, raw, why, sentence=None):
        """Move unreadable data aside and tell the player."""
        if self._set_aside(key, raw, why, sentence):
            self.backend.remove(key)
            self.held.pop(key, None)

    def _parse(self, match_id, raw, replay=False):
        """(entry, None) for a readable saved match, (None, why) for damage, ("newer", None) for a
        newer Pavilion's save, (None, None) for nothing there. `replay`: also play every action, so a
        record cut short or altered inside counts as damage (what reconcile needs before it trusts a
        copy over another)."""
        if raw is None:
            return None, None
        try:
            entry = loads(raw)
            if not isinstance(entry, dict) or not isinstance(entry.get("schema"), int):
                raise ValueError("it is not a saved match")
            if entry["schema"] > SCHEMA:
                return "newer", None
            match = check_record(entry.get("match"))
            if match["game"] not in BY_SLUG:
                raise ValueError(f"it is a match of an unknown game, {match['game'][:40]!r}")
            if entry.get("id") != match_id:  # an odd "extra" is no damage: each screen reads it by its kind
                raise ValueError("its contents do not match its name")
            if replay:
                playable(match)
        except (ValueError, KeyError, TypeError, RuleError) as e:
            why = str(e).rstrip(".") or "it is damaged"
            return None, why[:1].lower() + why[1:]
        return entry, None

    def _read_entry(self, match_id):
        """The stored entry for `match_id`, or None (missing, unreadable: quarantined, or newer).

        Asked before every save: the copy this tab last read or wrote is known by comparing its text
        (a memcmp), not parsed and checked whole again on every tap, and its match is the very record
        this tab holds (the game has its state already: opening a link replays it once, not twice)."""
        key = MATCH + match_id
        raw = self._raw(key)
        seen = self.seen.get(key)
        if seen is not None and seen[0] == raw:
            return seen[1]
        entry, why = self._parse(match_id, raw)
        if entry == "newer":
            self.notices.append("A match saved by a newer version of Pavilion was left untouched; "
                                "reload to update Pavilion and see it.")
            return None
        if why:
            self._quarantine(key, raw, why)
        elif entry is not None:
            self.seen[key] = (raw, entry)
        return entry

    def index(self) -> dict:
        """id -> {"game", "summary", "updated"}; rebuilt from the match keys if it is damaged."""
        raw = self.backend.get(INDEX)
        try:
            data = loads(raw) if raw is not None else {"schema": SCHEMA, "matches": {}}
            if not INDEX_KIND.fits(data):
                raise ValueError("bad index")
            matches = data["matches"]
        except (ValueError, RuleError):
            self._quarantine(INDEX, raw, "the list of saved matches is damaged")
            matches = self._rebuild_index()
        keys = self._keys()
        matches = {k: v for k, v in matches.items() if MATCH + k in keys}  # deleted elsewhere
        if not self.checked:
            self.checked = True
            matches = {k: v for k, v in matches.items() if self._read_entry(k) is not None}
            keys = self._keys()
        # A match whose index write was cut off (power loss, full storage) is still found.
        for key in sorted(keys):
            if key.startswith(MATCH) and key[len(MATCH):] not in matches:
                entry = self._read_entry(key[len(MATCH):])
                if entry:
                    matches[entry["id"]] = self._summary(entry)
        return matches

    def _rebuild_index(self):
        found = {}
        for key in self._keys():
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
        """The hub's row for a saved entry, whatever odd values the entry holds."""
        updated = entry.get("updated", 0)
        if (not isinstance(updated, (int, float)) or isinstance(updated, bool) or not math.isfinite(updated)
                or not 0 <= updated <= LATEST):
            updated = 0
        return {"game": entry["match"]["game"], "summary": str(entry.get("summary", ""))[:MAX_SUMMARY],
                "updated": updated, "finished": entry.get("finished") is True}

    def entries(self) -> list:
        """Saved matches, newest first: [{"id", "game", "summary", "updated"}]."""
        rows = [dict(v, id=k) for k, v in self.index().items()]
        return sorted(rows, key=lambda r: (-r["updated"], r["id"]))

    def load(self, match_id):
        """(match, extra) for a saved match, or None if it is gone or unreadable (the player is told).
        This tab now writes on top of what it read."""
        if not isinstance(match_id, str) or not match_id.isascii() or len(match_id) > 64:
            return None
        entry = self._read_entry(match_id)
        if entry is None:
            return None
        self.revs[match_id] = entry_tag(entry)
        return entry["match"], entry.get("extra", {})

    def set_aside_extra(self, match_id: str, odd, words: str) -> None:
        """What a screen could not read of the state saved beside a match (`odd`: a dict of its odd
        fields, or the whole extra) when it may hold play: set aside, the player told, and the match
        saved again without it, so it is set aside once. Nothing else of the match changes."""
        entry = self._read_entry(match_id)
        if entry is None or not self._set_aside(MATCH + match_id, json.dumps(odd),
                                                f"{words} held something this version cannot read"):
            return
        extra = entry.get("extra")
        kept = {k: v for k, v in extra.items() if k not in odd} if isinstance(extra, dict) and isinstance(odd, dict) else {}
        try:
            self.save(match_id, entry["match"], self._summary(entry)["summary"], kept, entry.get("finished") is True)
        except (MatchMovedOn, StorageError):
            pass  # set aside again at the next opening: a copy more, nothing lost

    def stored_tag(self, match_id):
        """The tag of the saved copy of `match_id` as storage holds it now (None: no readable copy)."""
        entry = self._read_entry(match_id)
        return None if entry is None else entry_tag(entry)

    def behind(self, match_id) -> bool:
        """Whether another tab has saved or deleted `match_id` since this tab last read or wrote it."""
        return match_id in self.revs and self.stored_tag(match_id) != self.revs[match_id]

    # writing ----------------------------------------------------------------------------------
    def new_id(self, game: str) -> str:
        return f"{game}-{int(self.clock())}-{os.urandom(3).hex()}"

    def _write_index(self, matches):
        self.backend.set(INDEX, json.dumps({"schema": SCHEMA, "matches": matches}, separators=(",", ":")))

    def save(self, match_id: str, match: dict, summary: str = "", extra=None, finished=False) -> None:
        """Write the match on top of the rev this tab knows, then the index (`finished`: the hub
        offers to look at it rather than to resume it).

        MatchMovedOn if another tab saved or deleted it meanwhile; StorageError (FULL) if there is
        no room anywhere."""
        base = self.stored_tag(match_id)
        if base != self.revs.get(match_id):
            raise MatchMovedOn(match_id, GONE if base is None else MOVED_ON)
        rev = (int(base.partition(":")[0]) if base else 0) + 1
        # Whole seconds: a saved entry never shrinks by chance, so its size follows its contents.
        entry = {"schema": SCHEMA, "rev": rev, "by": self.tab, "id": match_id, "summary": summary[:MAX_SUMMARY],
                 "updated": int(self.clock()), "finished": bool(finished), "match": match, "extra": extra or {}}
        key = MATCH + match_id
        self.revs[match_id] = entry_tag(entry)
        text = entry_json(entry)
        try:
            self._write(key, text, rev, entry_tag(entry), None if key in self.unsynced else base)
        except StorageFull:
            raise StorageError(FULL) from None
        self.seen[key] = (text, entry)
        self.unsynced.discard(key)
        matches = self.index()
        matches[match_id] = self._summary(entry)
        try:
            self._write_index(matches)
        except StorageFull:
            pass  # the match itself is saved; index() finds it by its key next time

    def journal_failed(self, key: str) -> None:
        """The journal did not take the last write of `key`, so it holds an older copy than the one
        this tab built on: the next write replaces it by rev, not by the copy it was made from."""
        self.unsynced.add(key)

    def adopt(self, key: str, value: str) -> bool:
        """Take the journal's copy of `key` (another tab's newer save) as this tab's own; False if
        that copy is damaged: then it is set aside and the journal gets this tab's copy instead."""
        if key.startswith(MATCH):
            entry, why = self._parse(key[len(MATCH):], value, replay=True)
            why = NEWER if entry == "newer" else why  # one this build cannot read never replaces its own
            if why:
                mirror_raw = self.backend.get(key)
                mirror, _ = self._parse(key[len(MATCH):], mirror_raw)
                valid = isinstance(mirror, dict)
                self._mend_journal(key, value, why, mirror_raw if valid else None, mirror if valid else "missing")
                return False
        self._restore(key, value)
        return True

    def delete(self, match_id: str) -> None:
        self._remove(MATCH + match_id)
        self.revs.pop(match_id, None)
        matches = self.index()
        if matches.pop(match_id, None) is not None:
            try:
                self._write_index(matches)
            except StorageFull:
                pass  # removing the match freed room; a stale index entry is dropped next read

    def setting(self, setting: Setting, default=None):
        """A saved setting read through its declared kind (ui/stored.py): unreadable, or of the wrong
        kind, it is `default`. One that may hold play (a draft a person typed) is then set aside,
        the player told, and removed from both copies, so it does not come back at the next start."""
        if not isinstance(setting, Setting):
            raise TypeError(f"{setting!r} is not declared: declare it with ui.stored.setting(name, kind)")
        key = SETTING + setting.name
        raw = self._raw(key)
        if raw is None:
            return default
        try:
            value = loads(raw)
        except RuleError:
            pass
        else:
            if setting.kind.fits(value):
                return value
        if setting.play and self._set_aside(key, raw, f"{setting.play} held something this version cannot read"):
            self._remove(key)
        return default

    def setting_text(self, setting: Setting):
        """A setting's stored text as it is (None when there is none): for a reader that keeps what it
        can of a value that does not fit its kind whole (the players' history)."""
        return self._raw(SETTING + setting.name)

    def set_aside_setting(self, setting: Setting, why: str, sentence=None) -> bool:
        """Keep a setting's stored text under a quarantine key, never lost, and tell the player (by
        `sentence(slot)` if given); False if storage has no room for the copy."""
        key = SETTING + setting.name
        return self._set_aside(key, self._raw(key), why, sentence)

    def set_setting(self, setting: Setting, value) -> None:
        try:
            self._write(SETTING + setting.name, json.dumps(value))
        except StorageFull:
            raise StorageError(FULL) from None

    def take_notices(self) -> list:
        out, self.notices = self.notices, []
        return out

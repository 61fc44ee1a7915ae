"""The two copies Store writes to, as shapes: a refused write, the journal's compare-and-set rule,
and dict-backed stand-ins for localStorage and the IndexedDB journal (tests, and a browser that
blocks storage). The real ones are in ui/bridge.py and static/journal.js."""


class StorageFull(Exception):
    """The browser refused a write (quota exceeded, or storage switched off)."""


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


def journal_verdict(stored, value, rev, base):
    """Whether a journal put of `value` may replace `stored` ({"value", "rev", "tag"} or None).

    The one compare-and-set rule, kept by static/journal.js inside its IndexedDB transaction and by
    MemoryJournal. A save names the copy it was made on top of (`base`, that copy's tag) and goes in
    only if that copy is still the one there; a put with no base (a start's reconcile, a setting)
    only if it is newer by rev."""
    if stored is None or stored.get("value") == value:
        return True
    if base is not None:
        return stored.get("tag") == base
    return rev is None or not isinstance(stored.get("rev"), int) or stored["rev"] < rev


class MemoryJournal:
    """The durable journal's shape, for tests: what is committed, and what is still in flight.

    `records` is what a start finds; `put`/`remove` queue a transaction, as IndexedDB does, until
    `commit` (which answers like the browser: a list of {"key", "status", "value"?} reports) or
    `power_cut` (which loses them)."""

    def __init__(self, records=None):
        self.records = {k: dict(v) for k, v in (records or {}).items()}
        self.in_flight = []
        self.failing = None  # a DOMException name to fail every commit with (a full disk)

    def put(self, key, value, rev=None, tag=None, base=None):
        self.in_flight.append((key, value, rev, tag, base))

    def remove(self, key):
        self.in_flight.append((key, None, None, None, None))

    def commit(self):
        reports = []
        for key, value, rev, tag, base in self.in_flight:
            if self.failing:
                reports.append({"type": "journal", "key": key, "status": "failed", "why": self.failing})
            elif value is None:
                self.records.pop(key, None)
            elif journal_verdict(self.records.get(key), value, rev, base):
                self.records[key] = {"value": value, "rev": rev, "tag": tag}
            else:
                reports.append({"type": "journal", "key": key, "status": "conflict",
                                "value": self.records[key]["value"]})
        self.in_flight = []
        return reports

    def power_cut(self):
        self.in_flight = []

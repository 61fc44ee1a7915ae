"""The only module that touches the page: localStorage, the journal in static/journal.js, the
painter in static/ui.js, boot.js."""

from pyodide.ffi import JsException, create_proxy

from pavilion.core import RuleError, loads

from .app import NO_JOURNAL, App
from .copies import MemoryBackend, StorageFull
from .storage import Store

window = None  # the page, bound by start() and not at import, so a memory snapshot can hold this module


class LocalStorage:
    """localStorage with the Store's backend shape; a refused write is StorageFull."""

    def __init__(self, storage):
        self.storage = storage

    def get(self, key):
        value = self.storage.getItem(key)
        return value if isinstance(value, str) else None  # JS null arrives as pyodide's jsnull

    def set(self, key, value):
        try:
            self.storage.setItem(key, value)
        except JsException as e:
            raise StorageFull(str(e)) from None

    def remove(self, key):
        self.storage.removeItem(key)

    def keys(self):
        return [str(self.storage.key(i)) for i in range(self.storage.length)]


class IndexedDBJournal:
    """static/journal.js's IndexedDB journal: the records it read at start (None while it is still
    opening: they come later, in a "journal-open" event), and writes passed on (each answers later,
    through the page's "journal" event, only if it was refused or failed; until the records are
    here, they wait in journal.js)."""

    def __init__(self, records):
        self.records = records

    def put(self, key, value, rev=None, tag=None, base=None):
        window.pavilionJournal.put(key, value, rev, tag, base)

    def remove(self, key):
        window.pavilionJournal.remove(key)

    def discard(self, key):
        """Drop the writes of `key` still waiting for the journal to open."""
        window.pavilionJournal.discard(key)


def open_journal(loaded: str):
    """The journal from journal.js's start-up report (JSON): open, or still opening (records None);
    or None and why not."""
    try:
        report = loads(loaded)
        if report.get("state") == "open" and isinstance(report.get("records"), dict):
            return IndexedDBJournal(report["records"]), None
        if report.get("state") == "opening":
            return IndexedDBJournal(None), None
    except (RuleError, AttributeError):
        pass
    return None, NO_JOURNAL


class Bridge:
    def __init__(self):
        self.version = str(window.pavilionBoot.version)

    def paint(self, scene_json):
        window.pavilionUI.paint(scene_json)

    def go(self, hash_):
        window.pavilionUI.go(hash_)

    def replace_route(self, hash_):
        window.pavilionUI.replaceRoute(hash_)

    def copy(self, text):
        window.pavilionUI.copy(text)

    def share(self, title, url):
        window.pavilionUI.share(title, url)

    def print_page(self):
        window.pavilionUI.print()

    def base_url(self):
        return str(window.pavilionUI.baseURL())

    def ask_site(self):
        window.pavilionUI.site()

    def crash(self, message, detail):
        window.pavilionBoot.fail(message, detail)


def start(loaded: str):
    """Build the app on the page's storage (`loaded`: what the journal held at start) and connect
    it to the painter."""
    global window
    from pyscript import window  # noqa: PLW0621 - the page, from here on
    notices = []
    journal, why = open_journal(loaded)
    try:
        backend = LocalStorage(window.localStorage)
        backend.keys()
    except JsException:
        backend, journal = MemoryBackend(), None
        why = "This browser blocks storage for this page, so matches will not be kept after you leave."
    if why:
        notices.append(why)
    app = App(Bridge(), Store(backend, journal=journal))
    app.notices.extend(notices)
    handler = create_proxy(app.handle)
    window.pavilionUI.connect(handler)
    if journal is not None and journal.records is None:
        window.pavilionJournal.listen()  # its records come in a "journal-open" event (App.journal_open)
    return app, handler

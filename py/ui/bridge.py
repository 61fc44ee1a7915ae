"""The only module that touches the page: localStorage, the painter in static/ui.js, boot.js."""

from pyodide.ffi import JsException, create_proxy
from pyscript import window

from .app import App
from .storage import MemoryBackend, StorageFull, Store


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

    def print_page(self):
        window.pavilionUI.print()

    def base_url(self):
        return str(window.pavilionUI.baseURL())

    def crash(self, message, detail):
        window.pavilionBoot.fail(message, detail)


def start():
    """Build the app on the page's storage and connect it to the painter."""
    notices = []
    try:
        backend = LocalStorage(window.localStorage)
        backend.keys()
    except JsException:
        backend = MemoryBackend()
        notices.append("This browser blocks storage for this page, so matches will not be kept "
                       "after you leave.")
    app = App(Bridge(), Store(backend))
    app.notices.extend(notices)
    handler = create_proxy(app.handle)
    window.pavilionUI.connect(handler)
    return app, handler

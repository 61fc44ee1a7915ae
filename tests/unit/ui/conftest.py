import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))  # ui_helpers, for the screen tests

from ui.app import App
from ui.copies import MemoryBackend
from ui.storage import Store


class FakeBridge:
    """Stands where ui.bridge stands in the browser: records what the app asks of the page."""

    version = "test"

    def __init__(self):
        self.scenes, self.routes, self.crashes = [], [], []
        self.replaced = None
        self.asked_site = 0  # how often the app asked where phones can open the site

    def paint(self, scene_json):
        self.scenes.append(json.loads(scene_json))

    def go(self, hash_):
        self.routes.append(hash_)

    def replace_route(self, hash_):
        self.replaced = hash_

    def copy(self, text):
        self.copied = text

    def share(self, title, url):
        self.shared = (title, url)

    def print_page(self):
        self.printed = True

    def base_url(self):
        return "http://127.0.0.1:8000/"

    def ask_site(self):
        self.asked_site += 1

    def crash(self, message, detail):
        self.crashes.append((message, detail))

    @property
    def scene(self):
        return self.scenes[-1]


class Clock:
    def __init__(self, now=1_800_000_000.0):
        self.now = now

    def __call__(self):
        return self.now


class Driver:
    """Drives an App the way static/ui.js does: JSON events in, scenes out."""

    def __init__(self, backend=None, w=1280, h=800, hash_="#/", mode="hub", journal=None, share=False):
        self.bridge = FakeBridge()
        self.clock = Clock()
        self.store = Store(backend or MemoryBackend(), clock=self.clock, journal=journal)
        self.app = App(self.bridge, self.store)
        self.send(type="start", w=w, h=h, hash=hash_, mode=mode, share=share)

    def send(self, **event):
        self.app.handle(json.dumps(event))
        assert not self.bridge.crashes, self.bridge.crashes[-1][1]
        return self.bridge.scene

    def route(self, hash_):
        return self.send(type="route", hash=hash_)

    def follow(self):
        """The page follows the last `go` the app asked for, as the browser's hashchange would."""
        return self.route(self.bridge.routes[-1])

    def tap(self, label):
        """Tap the region whose accessible name is `label` (exactly), as a person would."""
        found = [r for r in self.bridge.scene["regions"] if r["label"] == label]
        assert found, f"no button {label!r} in {[r['label'] for r in self.bridge.scene['regions']]}"
        return self.send(type="tap", id=found[0]["id"])

    def labels(self):
        return [r["label"] for r in self.bridge.scene["regions"]]

    def texts(self):
        return [t["text"] for t in self.bridge.scene["text"]]

    @property
    def live(self):
        return self.bridge.scene["live"]


@pytest.fixture
def driver():
    return Driver()


@pytest.fixture
def make_driver():
    """Driver itself, for tests that start the app at a given size, hash or storage."""
    return Driver

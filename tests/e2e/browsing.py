"""What the browser tests share: the site server, the guard, and booting a page.

Every context these tests open is guarded: a request for any host but 127.0.0.1, a Content
Security Policy violation or an uncaught page error fails the test. That is the proof that the app
is self-contained and that its pages run clean.
"""

import json
import os
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402  (the project's own server, so tests serve exactly what users get)

CHROMIUM = os.environ.get("PAVILION_CHROMIUM", "/usr/bin/chromium")
BOOT_TIMEOUT = 90_000  # ms: Pyodide takes seconds to start, more on a loaded CI machine


class Site:
    """A site served on 127.0.0.1 from `directory`, which can be stopped and started again."""

    def __init__(self, directory: Path, port: int = 0):
        self.directory, self.port, self.server = Path(directory), port, None

    def start(self):
        self.server = build.make_server(self.directory, self.port)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return self

    def stop(self):
        self.server.shutdown()
        self.server.server_close()
        self.server = None

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}/"


class Guard:
    """Collects what must never happen on a Pavilion page."""

    def __init__(self):
        self.problems = []
        self.provoked = []  # page errors a test causes on purpose: see provoke()

    def provoke(self, error):
        """A page error this test causes on purpose (`error` is part of its text): not a problem,
        however late the browser reports it (its report can come after the screen that shows it)."""
        self.provoked.append(error)

    def unexpected(self):
        return [p for p in self.problems if not (p.startswith("page error: ") and any(e in p for e in self.provoked))]

    def watch(self, context):
        context.on("request", self.request)
        context.on("page", self.page)
        for page in context.pages:
            self.page(page)
        return context

    def request(self, request):
        url = request.url
        if not (url.startswith("http://127.0.0.1:") or url.startswith(("data:", "blob:"))):
            self.problems.append(f"asked for another host: {url}")

    def page(self, page):
        page.on("pageerror", lambda e: self.problems.append(f"page error: {e}"))
        page.on("console", lambda m: m.type == "error" and "Content Security Policy" in m.text
                and self.problems.append(f"CSP: {m.text}"))


def boot(page, url, hash_=""):
    """Open the page and wait until Python has drawn its first frame (or the error screen shows)."""
    page.goto(url + hash_)
    page.wait_for_selector("html[data-ready='1'], #failure:not([hidden])", timeout=BOOT_TIMEOUT)
    failure = page.locator("#failure")
    assert failure.is_hidden(), page.locator("#failure-detail").text_content()
    return page


SCREEN = "#screen-text"  # the accessible mirror of what the canvas shows


def button(page, name):
    """A button by its exact accessible name: how every browser test presses one."""
    return page.get_by_role("button", name=name, exact=True)


def throw(page, *darts):
    """One Random Cricket visit through the keypad, as a player taps it."""
    from ui.oche.keypad import bed_name  # py/ is on the path once conftest.py has run
    for dart in darts:
        if dart == "M":
            button(page, "Miss").click()
            continue
        mult, bed = dart[0], "Bull" if dart[1:] == "B" else dart[1:]
        if mult == "S":
            button(page, bed).click()
        else:
            word = {"D": "Double", "T": "Treble"}[mult]
            button(page, word).click()
            button(page, bed_name(mult, 25 if bed == "Bull" else int(bed), bed)).click()
    button(page, "Enter turn").click()


def saved_matches(page, game=""):
    """The saved match entries in the page's localStorage, of one game (a slug) or of any."""
    keys = page.evaluate(f"Object.keys(localStorage).filter(k => k.startsWith('pavilion/match/{game}'))")
    return [json.loads(page.evaluate(f"localStorage.getItem('{key}')")) for key in keys]


def saved(page, game=""):
    """The one saved match entry (a test that expects exactly one)."""
    entries = saved_matches(page, game)
    assert len(entries) == 1, len(entries)
    return entries[0]


def journal(page, prefix="pavilion/match/"):
    """The durable journal's records (IndexedDB, static/journal.js) under `prefix`: {key: {value, rev}}."""
    return page.evaluate("""(prefix) => new Promise((resolve, reject) => {
        const req = indexedDB.open("pavilion");
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
            const get = req.result.transaction("records").objectStore("records").getAll();
            get.onsuccess = () => {
                req.result.close();
                resolve(Object.fromEntries(get.result.filter(r => r.key.startsWith(prefix))
                                                     .map(r => [r.key, {value: r.value, rev: r.rev}])));
            };
        };
    })""", prefix)


def journal_matches(page, game=""):
    """The saved match entries in the journal, of one game (a slug) or of any."""
    return [json.loads(r["value"]) for r in journal(page, f"pavilion/match/{game}").values()]


def durable(page):
    """Wait until every save the page has made is committed to disk (the journal says "saved")."""
    page.wait_for_selector("html[data-saved='saved']", state="attached")


SKIP = """() => {
    const skip = document.querySelector('#hits button[aria-label="Skip the animation"]');
    if (!skip) return null;
    const showing = document.getElementById('screen-text').textContent + document.getElementById('live').textContent;
    skip.click();
    return showing;
}"""


def skip_the_animation(page):
    """Tap Skip if an animation is still running, reading what the screen says in the same task (an
    animation runs on timers, so it may end between a look and a tap under load); what the screen
    and live line said while it ran, or None if it had already ended."""
    return page.evaluate(SKIP)

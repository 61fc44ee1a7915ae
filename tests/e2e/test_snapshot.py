"""Starting from a memory snapshot: the second start of the hub and of the kiosk restores Python
from the snapshot the first start made (and plays a move), and a damaged snapshot or one from an
older version is discarded: the normal start runs and a new snapshot replaces it. A snapshot that
passes every check but breaks the start, or whose starts never draw a frame, is dropped too, and the
player gets the normal start in the same visit, never the failure screen.

`_makeSnapshot` and `_loadSnapshot` are private Pyodide options: these tests are what fails, loudly,
if an upgrade of the pinned Pyodide breaks them."""

from playwright.sync_api import expect

from browsing import BOOT_TIMEOUT, SCREEN, button, durable, journal_matches

# The snapshot's own database: one store, its records keyed by the content version that made them.
IN_SNAPSHOT_STORE = """(mode, use) => new Promise((resolve, reject) => {
    const opening = indexedDB.open("pavilion-snapshot");
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
        const tx = opening.result.transaction("snapshot", mode);
        const request = use(tx.objectStore("snapshot"));
        tx.oncomplete = () => { opening.result.close(); resolve(request.result); };
        tx.onabort = () => { opening.result.close(); reject(tx.error); };
    };
})"""
SNAPSHOT_ENTRIES = f"""() => ({IN_SNAPSHOT_STORE})("readonly", (store) => store.getAllKeys())"""
# localStorage's note of the version kept: without it, a start does not open the snapshot's database.
NOTE = "localStorage.getItem('pavilion-snapshot')"
# Its trial: whether a start from it has drawn a frame, and how many in a row have not.
TRIAL = "JSON.parse(localStorage.getItem('pavilion-snapshot-trial'))"

# Python's memory altered where the snapshot is packed, its checksum made anew by the same pack(): every
# copy of the module name `ui.bridge` gets another last letter, so the module main.py imports is no
# longer found, after Pyodide and PyScript have started on it.
ALTERED = """async (blob, version) => {
    const { pack, unpack } = await import(new URL("static/snapshot-format.mjs", document.baseURI).href);
    const memory = unpack(await blob.arrayBuffer());
    const name = new TextEncoder().encode("ui.bridge");
    let altered = 0;
    for (let at = memory.indexOf(name[0]); at >= 0; at = memory.indexOf(name[0], at + 1)) {
        if (name.every((byte, i) => memory[at + i] === byte)) {
            memory[at + name.length - 1] ^= 0x20;
            altered += 1;
        }
    }
    if (!altered) throw new Error("ui.bridge is not in the snapshot");
    return [new Blob([pack(memory)]), version];
}"""


# Python code run in the page's own interpreter (the one PyScript started), its last line's value.
IN_PAGE_PYTHON = """async (code) => {
    const { loadPyodide } = await import(new URL("static/interpreter.mjs", document.baseURI).href);
    return (await loadPyodide({})).runPython(code);
}"""


def replace_snapshot(page, change):
    """Keep something else as the snapshot: `change` is a JS function (blob, version) giving the
    [blob, key] to keep instead."""
    page.evaluate(f"""async (version) => {{
        const store = {IN_SNAPSHOT_STORE};
        const [blob, key] = await ({change})(await store("readonly", (s) => s.get(version)), version);
        await store("readwrite", (s) => {{ s.clear(); return s.put(blob, key); }});
    }}""", page.evaluate("PAVILION_PRECACHE.version"))


def start(page, url):
    """Load `url` afresh to the first frame; which start it used ("snapshot" or "normal")."""
    page.goto("about:blank")  # a new start even when only the hash differs
    page.goto(url)
    page.wait_for_selector("html[data-ready='1'], #failure:not([hidden])", timeout=BOOT_TIMEOUT)
    assert page.locator("#failure").is_hidden(), page.locator("#failure-detail").text_content()
    return page.get_attribute("html", "data-start")


def snapshot_made(page):
    """Wait for the snapshot a normal start makes in idle time (a worker starting Python again and
    packing its memory: several seconds alone, over a minute on a loaded CI machine)."""
    page.wait_for_selector("html[data-snapshot]", state="attached", timeout=3 * BOOT_TIMEOUT)
    assert page.get_attribute("html", "data-snapshot") == "made", page.evaluate("JSON.stringify(pavilionSnapshot.state)")


def test_the_second_start_of_the_hub_and_the_kiosk_comes_from_the_snapshot(new_context, site):
    page = new_context(viewport={"width": 800, "height": 480}).new_page()
    assert start(page, site.url) == "normal"
    snapshot_made(page)
    assert page.evaluate(SNAPSHOT_ENTRIES) == [page.evaluate("PAVILION_PRECACHE.version")]
    assert page.evaluate(NOTE) == page.evaluate("PAVILION_PRECACHE.version")  # what the next start looks for

    page.evaluate("navigator.serviceWorker.ready.then(() => true)")  # the site is on the device now

    for url in (site.url + "#/darts", site.url + "?mode=kiosk"):
        assert start(page, url) == "snapshot", url
        # PyScript's package was not compiled again: its bytecode came with the snapshot, and is
        # where Python reads it, byte for byte.
        assert page.evaluate(IN_PAGE_PYTHON, """
import json, sys
from pathlib import Path
from ui import bytecode
cached = [m.__cached__ for n, m in sys.modules.items() if n.split(".")[0] == "pyscript" and getattr(m, "__cached__", None)]
json.dumps(len(cached) >= 10 and all(Path(c).read_bytes() == bytecode.COMPILED[c] for c in cached))
""") == "true"
        # Served by the service worker: the loading screen counted no bytes and said why.
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        # Pyodide's files came from the cache by the worker's static route, not waiting for it to start.
        assert page.evaluate("""performance.getEntriesByType("resource")
            .filter((e) => /pyodide\\.asm\\.(wasm|mjs)$|python_stdlib\\.zip$/.test(e.name))
            .map((e) => e.workerFinalSourceType)""") == ["cache"] * 3
        assert "download" not in page.evaluate("pavilionBoot.state.marks")
        expect(page.locator("#bytes")).to_have_text("Nothing to download: Pavilion is kept on this device.")
        page.get_by_role("textbox", name="Player 1 name").fill("Ann")
        page.get_by_role("textbox", name="Player 2 name").fill("Bob")
        button(page, "Start game").click()
        button(page, "Miss").click()
        expect(button(page, "M: miss, dart 1. Tap to take it out")).to_be_visible()
    # A package installed after a start from the snapshot (segno, with micropip, for the QR code).
    # The QR code is drawn only for an address a phone can open: answer as the Pi's server does on
    # its network (this test's server listens on loopback only, where the panel rightly draws none).
    page.context.route("**/pavilion/address.json", lambda route: route.fulfill(
        json={"links": ["http://192.0.2.7:8000/"], "network": True, "here": True}))
    button(page, "Menu").click()
    button(page, "Share this board").click()
    expect(page.locator(SCREEN)).to_contain_text("A QR code of the link", timeout=60_000)
    button(page, "Done: back to the keypad").click()
    # No snapshot is made again from a start that used one: not after the lull (5 s, IDLE_MS) that
    # would start one either.
    assert page.evaluate("pavilionSnapshot.state.start") == "snapshot"
    page.wait_for_timeout(6_500)
    assert page.get_attribute("html", "data-snapshot") is None

    # Storage runs out: the snapshot is dropped before a dart is refused, and the dart is saved.
    page.evaluate("""() => {
        const real = IDBDatabase.prototype.transaction;
        IDBDatabase.prototype.transaction = function (names, mode, options) {
            // A match save's transaction: the kiosk picture's own may come first, and is only a picture.
            if (mode !== "readwrite" || ![].concat(names).includes("records")) return real.call(this, names, mode, options);
            IDBDatabase.prototype.transaction = real;  // full once: dropping the snapshot made room
            throw new DOMException("The disk is full.", "QuotaExceededError");
        };
    }""")
    button(page, "Miss").click()
    durable(page)
    assert page.evaluate(SNAPSHOT_ENTRIES) == []
    assert page.evaluate(NOTE) is None
    visits = sorted(m["extra"]["visit"] for m in journal_matches(page, "random-cricket"))
    assert visits == [["M"], ["M", "M"]]  # the hub's game, and the kiosk's with the dart just thrown
    expect(page.locator(SCREEN)).not_to_contain_text("Storage is full")


def test_a_damaged_snapshot_and_one_from_an_older_version_give_way_to_the_normal_start(new_context, site):
    page = new_context().new_page()
    assert start(page, site.url) == "normal"
    snapshot_made(page)
    version = page.evaluate("PAVILION_PRECACHE.version")
    # What builds before the snapshot moved to IndexedDB kept: deleted once the page is ready.
    page.evaluate("caches.open('snapshots').then((c) => c.put('snapshot/old', new Response('gzip')))")
    damage = {
        # Cut short on disk: its length disagrees with its own head before Python is touched.
        "cut short": ("async (blob, version) => [blob.slice(0, blob.size >> 1), version]", "cut short"),
        # Whole, but one bit of Python's memory changed: its checksum fails.
        "a bit flipped": ("""async (blob, version) => {
            const bytes = new Uint8Array(await blob.arrayBuffer());
            bytes[bytes.length >> 1] ^= 1;
            return [new Blob([bytes]), version];
        }""", "checksum"),
        # Whole and well packed, but not a Pyodide snapshot: Pyodide itself refuses it.
        "not a snapshot": ("""async (blob, version) => {
            const { pack } = await import(new URL("static/snapshot-format.mjs", document.baseURI).href);
            return [new Blob([pack(new Uint8Array(1 << 20).fill(7))]), version];
        }""", ""),
    }
    for kind, (change, why) in damage.items():
        replace_snapshot(page, change)
        assert start(page, site.url) == "normal", kind
        reason = page.evaluate("pavilionSnapshot.state.why")  # why it was discarded
        assert reason and why in reason, (kind, reason)
        snapshot_made(page)
        assert start(page, site.url) == "snapshot", kind
    page.wait_for_function("caches.has('snapshots').then((kept) => !kept)")

    # A snapshot of another version is never used, and the next one made replaces it.
    replace_snapshot(page, "async (blob) => [blob, 'an-older-version']")
    assert start(page, site.url) == "normal"
    snapshot_made(page)
    assert page.evaluate(SNAPSHOT_ENTRIES) == [version]
    assert start(page, site.url) == "snapshot"

    # A snapshot whose note is lost is not looked for: the normal start, and a new one with its note.
    page.evaluate("localStorage.removeItem('pavilion-snapshot')")
    assert start(page, site.url) == "normal"
    snapshot_made(page)
    assert page.evaluate(NOTE) == version
    assert start(page, site.url) == "snapshot"


def play_a_dart(page):
    """A new game of Random Cricket (the route's setup screen) and its first dart."""
    page.get_by_role("textbox", name="Player 1 name").fill("Ann")
    button(page, "Start game").click()
    button(page, "Miss").click()
    expect(button(page, "M: miss, dart 1. Tap to take it out")).to_be_visible()


def test_a_snapshot_that_passes_its_checks_but_breaks_the_start_gives_way_in_the_same_visit(new_context, site):
    page = new_context().new_page()
    darts = site.url + "#/darts"
    assert start(page, site.url) == "normal"
    snapshot_made(page)
    version = page.evaluate("PAVILION_PRECACHE.version")
    assert page.evaluate(TRIAL) is None  # kept, never tried
    assert start(page, site.url) == "snapshot"
    assert page.evaluate(TRIAL) == {"proven": True, "unfinished": 0}  # its first frame proved it

    # A proven snapshot altered (today's code showed "Pavilion's Python code failed to start" on every
    # start), then a fresh, unproven one altered the same way.
    for kind in ("proven", "unproven"):
        replace_snapshot(page, ALTERED)
        if kind == "unproven":
            page.evaluate("localStorage.removeItem('pavilion-snapshot-trial')")
        assert start(page, darts) == "normal", kind
        assert "No module named 'ui.bridge'" in page.evaluate("pavilionSnapshot.state.why"), kind
        assert page.evaluate(NOTE) is None, kind
        play_a_dart(page)
        snapshot_made(page)  # a good one replaces it, and the next start is fine
        assert page.evaluate(SNAPSHOT_ENTRIES) == [version], kind
        assert start(page, darts) == "snapshot", kind
    play_a_dart(page)

    # A failure after the first frame of a start from it (the app's own "hit a problem" screen) shows as
    # always, and the snapshot goes too: a failure after one was used is always reason enough.
    page.evaluate("pavilionBoot.fail('Pavilion hit a problem it did not expect.', 'a test')")
    expect(page.locator("#failure")).to_be_visible()
    assert page.evaluate(NOTE) is None
    page.wait_for_function(f"({SNAPSHOT_ENTRIES})().then((keys) => keys.length === 0)")
    assert start(page, darts) == "normal"


def test_starts_from_the_snapshot_that_draw_no_frame_are_counted_so_a_crash_loop_ends(new_context, site):
    page = new_context().new_page()
    assert start(page, site.url) == "normal"
    snapshot_made(page)

    held = []
    page.route("**/py/main.py", lambda route: held.append(route) if held else route.continue_())

    def cut_short():
        """A start from the snapshot that hangs before its first frame (the app's main.py never comes),
        and the page left: what it counted."""
        if page.url != "about:blank":  # main.py from the server, where it is held, not the worker's cache
            page.evaluate("navigator.serviceWorker.getRegistrations().then((all) => Promise.all(all.map((r) => r.unregister())))")
        held.append(None)
        page.goto("about:blank")
        page.goto(site.url)
        page.wait_for_selector("html[data-start='snapshot']", state="attached", timeout=BOOT_TIMEOUT)
        counted = page.evaluate(TRIAL)
        page.goto("about:blank")
        held.clear()  # what was held is never answered: its page is gone
        return counted

    # Unproven: one start cut short and it is gone.
    assert cut_short() == {"proven": False, "unfinished": 1}
    assert start(page, site.url) == "normal"
    assert page.evaluate("pavilionSnapshot.state.why") == "the last start from it drew no frame"
    assert page.evaluate(NOTE) is None
    snapshot_made(page)
    assert start(page, site.url) == "snapshot"
    # Proven: one start cut short is forgiven (a power cut at the board), two in a row are not.
    assert cut_short() == {"proven": True, "unfinished": 1}
    assert start(page, site.url) == "snapshot"
    assert cut_short() == {"proven": True, "unfinished": 1}
    assert cut_short() == {"proven": True, "unfinished": 2}
    assert start(page, site.url) == "normal"
    assert page.evaluate("pavilionSnapshot.state.why") == "the last 2 starts from it drew no frame"
    assert page.evaluate(SNAPSHOT_ENTRIES) == []

    # A start that draws no frame within a minute of its restore starts again without it, at once.
    snapshot_made(page)
    page.evaluate("navigator.serviceWorker.getRegistrations().then((all) => Promise.all(all.map((r) => r.unregister())))")
    page.clock.install()
    held.append(None)
    page.goto("about:blank")
    page.goto(site.url)
    page.wait_for_selector("html[data-start='snapshot']", state="attached", timeout=BOOT_TIMEOUT)
    held.clear()  # the reload asks for main.py again, and gets it
    page.clock.fast_forward(61_000)
    page.wait_for_selector("html[data-ready='1'], #failure:not([hidden])", timeout=BOOT_TIMEOUT)
    assert page.locator("#failure").is_hidden(), page.locator("#failure-detail").text_content()
    assert page.get_attribute("html", "data-start") == "normal"
    assert "drew no frame within a minute" in page.evaluate("pavilionSnapshot.state.why")
    assert page.evaluate(NOTE) is None

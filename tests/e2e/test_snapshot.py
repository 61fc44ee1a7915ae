"""Starting from a memory snapshot: the second start of the hub and of the kiosk restores Python
from the snapshot the first start made (and plays a move), and a damaged snapshot or one from an
older version is discarded: the normal start runs and a new snapshot replaces it.

`_makeSnapshot` and `_loadSnapshot` are private Pyodide options: these tests are what fails, loudly,
if an upgrade of the pinned Pyodide breaks them."""

from playwright.sync_api import expect

from browsing import BOOT_TIMEOUT, SCREEN, button, durable, journal_matches

SNAPSHOT_ENTRIES = """async () => {
    const cache = await caches.open("snapshots");
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
}"""


def start(page, url):
    """Load `url` afresh to the first frame; which start it used ("snapshot" or "normal")."""
    page.goto("about:blank")  # a new start even when only the hash differs
    page.goto(url)
    page.wait_for_selector("html[data-ready='1'], #failure:not([hidden])", timeout=BOOT_TIMEOUT)
    assert page.locator("#failure").is_hidden(), page.locator("#failure-detail").text_content()
    return page.get_attribute("html", "data-start")


def snapshot_made(page):
    """Wait for the snapshot a normal start makes in idle time (a worker: several seconds)."""
    page.wait_for_selector("html[data-snapshot]", state="attached", timeout=BOOT_TIMEOUT)
    assert page.get_attribute("html", "data-snapshot") == "made", page.evaluate("JSON.stringify(pavilionSnapshot.state)")


def test_the_second_start_of_the_hub_and_the_kiosk_comes_from_the_snapshot(new_context, site):
    page = new_context(viewport={"width": 800, "height": 480}).new_page()
    assert start(page, site.url) == "normal"
    snapshot_made(page)
    [entry] = page.evaluate(SNAPSHOT_ENTRIES)
    version = page.evaluate("PAVILION_PRECACHE.version")
    assert entry.endswith(f"/snapshot/{version}")

    page.evaluate("navigator.serviceWorker.ready.then(() => true)")  # the site is on the device now

    for url in (site.url + "#/darts", site.url + "?mode=kiosk"):
        assert start(page, url) == "snapshot", url
        # Served by the service worker: the loading screen counted no bytes and said why.
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        assert "download" not in page.evaluate("pavilionBoot.state.marks")
        expect(page.locator("#bytes")).to_have_text("Nothing to download: Pavilion is kept on this device.")
        page.get_by_role("textbox", name="Player 1 name").fill("Ann")
        page.get_by_role("textbox", name="Player 2 name").fill("Bob")
        button(page, "Start game").click()
        button(page, "Miss").click()
        expect(button(page, "Dart 1: Miss. Tap to take it out")).to_be_visible()
    # A package installed after a start from the snapshot (segno, with micropip, for the QR code).
    button(page, "Menu").click()
    button(page, "Share this board").click()
    expect(page.locator(SCREEN)).to_contain_text("A QR code of the link", timeout=60_000)
    button(page, "Back to the keypad").click()
    # No snapshot is made again from a start that used one.
    page.wait_for_timeout(3000)
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
    visits = sorted(m["extra"]["visit"] for m in journal_matches(page, "random-cricket"))
    assert visits == [["M"], ["M", "M"]]  # the hub's game, and the kiosk's with the dart just thrown
    expect(page.locator(SCREEN)).not_to_contain_text("Storage is full")


def test_a_damaged_snapshot_and_one_from_an_older_version_give_way_to_the_normal_start(new_context, site):
    page = new_context().new_page()
    assert start(page, site.url) == "normal"
    snapshot_made(page)
    version = page.evaluate("PAVILION_PRECACHE.version")
    damage = {
        # Cut short on disk: its gzip check fails before Python is touched.
        "cut short": """async (key) => {
            const cache = await caches.open("snapshots");
            const bytes = new Uint8Array(await (await cache.match(key)).arrayBuffer());
            await cache.put(key, new Response(bytes.slice(0, bytes.length >> 1)));
        }""",
        # Whole and readable, but not a Pyodide snapshot: Pyodide itself refuses it.
        "not a snapshot": """async (key) => {
            const gz = new Response(new Blob([new Uint8Array(1 << 20).fill(7)]).stream()
                .pipeThrough(new CompressionStream("gzip")));
            await (await caches.open("snapshots")).put(key, new Response(await gz.arrayBuffer()));
        }""",
    }
    for kind, script in damage.items():
        page.evaluate(script, page.evaluate("pavilionSnapshot.key"))
        assert start(page, site.url) == "normal", kind
        assert page.evaluate("pavilionSnapshot.state.why"), kind  # the reason it was discarded
        snapshot_made(page)
        assert start(page, site.url) == "snapshot", kind

    # A snapshot of another version is never used, and the next one made replaces it.
    page.evaluate("""async (version) => {
        const cache = await caches.open("snapshots");
        const [key] = await cache.keys();
        await cache.put(key.url.replace(version, "an-older-version"), await cache.match(key));
        await cache.delete(key);
    }""", version)
    assert start(page, site.url) == "normal"
    snapshot_made(page)
    assert page.evaluate(SNAPSHOT_ENTRIES) == [f"/snapshot/{version}"]
    assert start(page, site.url) == "snapshot"

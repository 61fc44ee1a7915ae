"""The platform in a real browser: boot, routes, storage, links, offline, keyboard and touch."""

import json
import re

from playwright.sync_api import expect


from browsing import BOOT_TIMEOUT, SCREEN, boot, build, button, durable, journal, throw


def live(page):
    return page.locator("#live")


def test_boot_shows_real_progress_then_the_hub_and_its_routes(page, site):
    # Hold the wasm back so the loading screen can be read mid-download. (Python starts as the page
    # does, so the wasm is asked for while the page itself is still loading.)
    held = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.add_init_script("""(() => {
        const open = IDBFactory.prototype.open;
        self.openedDatabases = [];
        IDBFactory.prototype.open = function (name, ...rest) {
            self.openedDatabases.push([name, performance.now()]);
            return open.call(this, name, ...rest);
        };
    })()""")
    page.goto(site.url)
    expect(page.locator("#stages li.active")).to_have_text("Downloading Python")
    expect(page.locator("#bytes")).to_have_text(re.compile(r"^\d+\.\d of 1\d\.\d MB downloaded$"))
    for _ in range(300):  # the wasm is asked for about when the stage shows
        if held:
            break
        page.wait_for_timeout(100)
    held[0].continue_()
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
    expect(page.locator("#loading")).to_be_hidden()
    assert page.evaluate("pavilionBoot.bytes()") > 12_000_000  # the bytes counted are the real ones
    # The page's scripts were all asked for at once, in one pass of the parser (deferred: a CSP <meta>
    # stops Chromium fetching ahead of a blocking script); py.zip and main.py once each, by boot.js as
    # the page started, and PyScript's own fetch was handed those once Python had started.
    fetched = page.evaluate("""() => performance.getEntriesByType("resource").map(
        (e) => ({ name: e.name.split("/").pop(), start: e.startTime, end: e.responseEnd }))""")
    scripts = [e for e in fetched if e["name"] in ("precache.js", "journal.js", "snapshot.js", "boot.js", "speech.js",
                                                   "ui.js", "interpreter.mjs", "core.js")]
    assert len(scripts) == 8 and max(e["start"] for e in scripts) < min(e["end"] for e in scripts), scripts
    [wasm] = [e for e in fetched if e["name"] == "pyodide.asm.wasm"]
    for name in ("py.zip", "main.py"):  # while Pyodide was still downloading
        assert [e["start"] < wasm["end"] for e in fetched if e["name"] == name] == [True], (name, fetched)
    # A first visit has no snapshot: Python's start did not wait for the snapshot's database to open
    # (a quarter of a second when a device opens IndexedDB for the first time).
    ready = page.evaluate("pavilionBoot.readyAt")
    opened = page.evaluate("openedDatabases")
    assert "pavilion" in [name for name, _ in opened], opened  # the recorder saw the journal's
    assert [at for name, at in opened if name == "pavilion-snapshot" and at < ready] == [], opened
    expect(page).to_have_title("Pavilion: cricket games")
    for title in ("Random Cricket", "Crickee", "Card Cricket", "Cosmic Celebrity Cricket"):
        expect(page.get_by_role("button", name=re.compile(f"^{title}"))).to_be_visible()
    expect(live(page)).to_contain_text("Pavilion hub: 6 games")

    page.get_by_role("button", name="About and help").click()
    expect(page.locator(SCREEN)).to_contain_text("Keyboard and screen readers")
    assert page.evaluate("location.hash") == "#/about"
    page.go_back()
    expect(page.get_by_role("button", name="About and help")).to_be_visible()

    # A game that is not built yet says so plainly, on its tile and on its route.
    unbuilt = page.get_by_role("button", name=re.compile(r"\(not built yet\)$"))
    if unbuilt.count():
        unbuilt.first.click()
        expect(page.locator(SCREEN)).to_contain_text("is not built yet")
        page.get_by_role("button", name="Back to the hub").click()
        expect(page.get_by_role("button", name="About and help")).to_be_visible()


def test_python_failing_to_start_shows_the_error_screen(page, site, guard):
    guard.provoke("Unable to fetch")  # py.zip gone: the page error is the point of this test
    page.route("**/py.zip", lambda route: route.fulfill(status=404, body="gone"))
    page.goto(site.url)
    expect(page.locator("#failure")).to_be_visible(timeout=BOOT_TIMEOUT)
    expect(page.locator("#failure h1")).to_have_text("Pavilion could not start")
    expect(page.get_by_role("button", name="Reload")).to_be_visible()


def test_saved_matches_survive_reload_and_corrupt_storage_is_set_aside(page, open_app):
    open_app()
    record = {"game": "crickee", "version": 1, "seed": "abc", "options": {}, "actions": []}
    page.evaluate("""([record]) => {
        const entry = {schema: 1, id: "m1", summary: "<img src=x onerror=alert(1)> v Tigers",
                       updated: Date.now() / 1000, match: record, extra: {}};
        localStorage.setItem("pavilion/match/m1", JSON.stringify(entry));
        localStorage.setItem("pavilion/match/m2", "{half a match, cut by a power failure");
    }""", [record])
    page.reload()
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
    # Someone else's text is shown as text, never as HTML.
    resume = page.get_by_role("button", name="Resume Crickee: <img src=x onerror=alert(1)> v Tigers")
    expect(resume).to_be_visible()
    assert page.locator("img").count() == 0
    expect(page.locator(SCREEN)).to_contain_text("A saved match could not be read")
    stored = page.evaluate("Object.keys(localStorage)")
    quarantine = [k for k in stored if k.startswith("pavilion/quarantine/")]
    assert len(quarantine) == 1 and "pavilion/match/m2" not in stored
    kept = json.loads(page.evaluate(f"localStorage.getItem('{quarantine[0]}')"))
    assert kept["raw"] == "{half a match, cut by a power failure"

    page.reload()
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
    expect(resume).to_be_visible()
    expect(page.locator(SCREEN)).not_to_contain_text("could not be read")

    page.get_by_role("button", name=re.compile("^Delete Crickee")).click()
    page.get_by_role("button", name=re.compile("^Delete for good")).click()
    expect(live(page)).to_have_text("Match deleted.")
    durable(page)  # the delete reaches the journal too (a reload aborts a transaction not yet committed)
    page.reload()
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
    expect(page.locator(SCREEN)).to_contain_text("No saved matches yet")


def test_a_damaged_durable_copy_at_a_higher_rev_never_wins_over_the_good_one(page, open_app):
    """The journal copy of a match cut short by the power (at a higher rev than the good mirror) is set
    aside at start, the match goes on from the good copy, and the journal is mended from it."""
    open_app()
    page.get_by_role("button", name="Random Cricket").click()
    button(page, "20-15: standard board, 20 to 15 and the bull").click()
    button(page, "Start game").click()
    throw(page, "T20", "T19", "T18")
    durable(page)
    key, good = next(iter(journal(page).items()))
    page.evaluate("""([key, value, rev]) => new Promise((resolve, reject) => {
        const req = indexedDB.open("pavilion");
        req.onsuccess = () => {
            const tx = req.result.transaction("records", "readwrite");
            tx.objectStore("records").put({key, value, rev, tag: rev + ":power-cut"});
            tx.oncomplete = () => { req.result.close(); resolve(); };
            tx.onerror = () => reject(tx.error);
        };
    })""", [key, good["value"][:-60], good["rev"] + 5])
    page.reload()
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
    expect(page.locator(SCREEN)).to_contain_text("durable copy of")
    expect(page.locator(SCREEN)).to_contain_text("the match goes on from this device's other copy")
    expect(page.locator(SCREEN)).to_contain_text("Player 2 to throw")
    throw(page, "S20", "M", "M")
    expect(page.locator(SCREEN)).to_contain_text("Player 1 to throw")
    durable(page)
    assert len(json.loads(journal(page)[key]["value"])["match"]["actions"]) == 2
    page.reload()
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
    expect(page.locator(SCREEN)).to_contain_text("Player 1 to throw")
    expect(page.locator(SCREEN)).not_to_contain_text("could not be read")


INDEX_DAMAGE = {  # a row of the hub's index as storage might hold it, as raw JSON text
    "an unknown game": '"game": "tiddlywinks", "summary": "Ann v Bob", "updated": 5',
    "a time of NaN": '"game": "crickee", "summary": "Ann v Bob", "updated": NaN',
    "a time of Infinity": '"game": "crickee", "summary": "Ann v Bob", "updated": Infinity',
    "a time as text": '"game": "crickee", "summary": "Ann v Bob", "updated": "yesterday"',
    "no time": '"game": "crickee", "summary": "Ann v Bob", "updated": null',
    "a summary of megabytes": '"game": "crickee", "summary": "' + "x" * 2_000_000 + '", "updated": 5',
}


def test_the_hub_starts_after_every_kind_of_damage_to_its_index(page, open_app):
    open_app()
    record = {"game": "crickee", "version": 1, "seed": "abc", "options": {}, "actions": []}
    page.evaluate("""([record]) => localStorage.setItem("pavilion/match/m1", JSON.stringify(
        {schema: 1, id: "m1", summary: "Ann v Bob", updated: 5, match: record, extra: {}}))""", [record])
    for kind, row in INDEX_DAMAGE.items():
        page.evaluate("(raw) => localStorage.setItem('pavilion/index', raw)", '{"schema": 1, "matches": {"m1": {%s}}}' % row)
        page.reload()
        page.wait_for_selector("html[data-ready='1'], #failure:not([hidden])", timeout=BOOT_TIMEOUT)
        assert page.locator("#failure").is_hidden(), kind
        expect(page.locator(SCREEN)).to_contain_text("the list of saved matches is damaged")
        expect(page.get_by_role("button", name="Resume Crickee: Ann v Bob")).to_be_visible()
        button = page.get_by_role("button", name="Dismiss message")
        button.click()
    quarantine = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('pavilion/quarantine/'))")
    assert len(quarantine) == len(INDEX_DAMAGE)


def test_a_damaged_share_link_is_a_clear_message(page, open_app):
    open_app("#/darts?m=P1.eJyrVkrOz0nNTc0rUbJS0lEqS8wpTgUAVWgHuQ")
    expect(page.locator(SCREEN)).to_contain_text("This link cannot be opened")
    expect(page.locator(SCREEN)).to_contain_text("damaged or incomplete")
    expect(live(page)).to_contain_text("Link refused")
    assert page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('pavilion/match/'))") == []
    page.get_by_role("button", name="Back to the hub").click()
    expect(page.get_by_role("button", name="About and help")).to_be_visible()


def test_hub_by_keyboard_and_by_touch_at_800x480(new_context, site):
    page = new_context(viewport={"width": 800, "height": 480}, has_touch=True).new_page()
    boot(page, site.url)
    # Touch: tap the middle of the About tile where a finger would.
    box = page.get_by_role("button", name="About and help").bounding_box()
    assert box["height"] >= 48 and box["width"] >= 48
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    expect(page.locator(SCREEN)).to_contain_text("Keyboard and screen readers")
    page.keyboard.press("Escape")
    expect(page.get_by_role("button", name="About and help")).to_be_visible()
    # Keyboard: Tab reaches every tile, Enter opens it.
    names = []
    for _ in range(6):
        page.keyboard.press("Tab")
        names.append(page.evaluate("document.activeElement.getAttribute('aria-label')"))
    assert "About and help" in names
    assert any(n and n.startswith("Random Cricket") for n in names)
    while page.evaluate("document.activeElement.getAttribute('aria-label')") != "About and help":
        page.keyboard.press("Shift+Tab")
    page.keyboard.press("Enter")
    expect(page.locator(SCREEN)).to_contain_text("Keyboard and screen readers")
    # The new screen's first button has the focus (ui.js moves it a frame after it paints), so
    # Enter goes straight back.
    page.wait_for_function(
        "document.activeElement && document.activeElement.getAttribute('aria-label') === 'Back to the hub'",
        timeout=5_000)
    page.keyboard.press("Enter")
    expect(page.get_by_role("button", name="About and help")).to_be_visible()


def test_offline_after_one_visit_and_a_new_build_is_offered(new_context, dist_site):
    ctx = new_context()
    page = ctx.new_page()
    boot(page, dist_site.url)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")  # installed and precached
    page.reload()  # a page loaded under the worker is controlled
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
    assert page.evaluate("!!navigator.serviceWorker.controller")
    version = page.evaluate("pavilionBoot.version")

    dist_site.stop()
    offline = ctx.new_page()
    served = []
    offline.on("response", lambda r: served.append(r.from_service_worker))
    boot(offline, dist_site.url, "#/about")
    expect(offline.locator(SCREEN)).to_contain_text("About and help")
    assert served and all(served), "every file came from the service worker"

    # A new build: change a file, rewrite the precache list, serve again on the same port.
    css = dist_site.directory / "static" / "pavilion.css"
    css.write_text(css.read_text() + "\n/* a new build */\n")
    new_version = build.write_precache(dist_site.directory)["version"]
    assert new_version != version
    dist_site.start()
    offline.reload()
    offline.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
    expect(offline.locator("#update")).to_be_visible(timeout=30_000)
    expect(offline.locator("#update")).to_contain_text("A new version of Pavilion is ready.")
    with offline.expect_navigation(timeout=BOOT_TIMEOUT):
        offline.get_by_role("button", name="Reload now").click()
    offline.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
    assert offline.evaluate("pavilionBoot.version") == new_version
    expect(offline.locator("#update")).to_be_hidden()


def test_with_the_journal_blocked_the_games_still_save_and_say_so_in_one_line(page, site):
    # Pavilion's own database refused (a browser setting, a broken profile): the mirror alone, told.
    page.add_init_script("""const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (name, version) {
        if (name === "pavilion") throw new DOMException("The user denied permission to access the database.", "SecurityError");
        return open.call(this, name, version);
    };""")
    boot(page, site.url, "#/darts")
    expect(page.locator(SCREEN)).to_contain_text("This browser does not let Pavilion keep a durable copy")
    assert page.evaluate("document.documentElement.dataset.saved") == "unavailable"
    page.get_by_role("textbox", name="Player 1 name").fill("Ann")
    page.get_by_role("textbox", name="Player 2 name").fill("Bob")
    page.get_by_role("button", name="Start game", exact=True).click()
    page.get_by_role("button", name="Miss", exact=True).click()
    page.reload()
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
    expect(page.get_by_role("button", name="M: miss, dart 1. Tap to take it out")).to_be_visible()


def test_with_all_site_storage_blocked_the_start_says_why(page, site, guard):
    # PyScript itself needs IndexedDB before Python starts: a plain sentence, not a spinner.
    guard.provoke("The user denied permission to access the database.")  # the rejected opens are the point
    page.add_init_script("""IDBFactory.prototype.open = function () {
        throw new DOMException("The user denied permission to access the database.", "SecurityError");
    };""")
    page.goto(site.url)
    expect(page.locator("#failure")).to_be_visible(timeout=BOOT_TIMEOUT)
    expect(page.locator("#failure-message")).to_contain_text("This browser blocks site storage for this page")

"""The kiosk's saves: how long from a tap until it is on disk, and what a long session writes.

Runs the kiosk (800x480) in Chromium on a persistent profile, so IndexedDB really goes to disk, and
plays a 4-player game of 30 rounds by tapping its buttons: 360 darts and 120 Enter turns. Prints

- tap to durable: from the tap reaching Python to the journal's strict transaction completing,
  median and 90th percentile over the first 100 darts (static/journal.js measures it in the page);
- what the session wrote to localStorage (the fast mirror) and to IndexedDB (the journal, the kiosk
  picture), per hour for a 2-hour evening of that game, against Chromium's limits for a
  localStorage area: 60 commits and 10 MiB an hour, a commit no sooner than 5 s after a change
  (components/services/storage/dom_storage/local_storage_impl.cc).

    .venv/bin/python bench/durable.py
"""

import statistics
import time

from playwright.sync_api import sync_playwright

from served import build, dist_site

PLAYERS, ROUNDS, DARTS_TIMED = 4, 30, 100
EVENING_H = 2.0  # the session the figures are scaled to
CHROMIUM_COMMITS_PER_H, CHROMIUM_BYTES_PER_H = 60, 10 * 1024 * 1024

COUNT_WRITES = """
    // Count every write to the mirror and to IndexedDB, before the page's own scripts run.
    self.writes = {mirror: 0, mirrorChars: 0, journal: 0, journalChars: 0, pictures: 0, pictureBytes: 0};
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
        self.writes.mirror += 1; self.writes.mirrorChars += String(key).length + String(value).length;
        return setItem.call(this, key, value);
    };
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (value, key) {
        if (this.name === "records") { self.writes.journal += 1; self.writes.journalChars += value.value.length; }
        else { self.writes.pictures += 1; self.writes.pictureBytes += value.blob.size; }
        return put.call(this, value, key);
    };
"""


def play(page):
    for i in range(PLAYERS):
        if i >= 2:
            page.get_by_role("button", name="Add player", exact=True).click()
        names = page.get_by_role("textbox", name=f"Player {i + 1} name")
        names.fill(f"Player {i + 1}")
    page.get_by_role("button", name="Start game", exact=True).click()
    started = time.monotonic()
    darts = 0
    for _ in range(PLAYERS * ROUNDS):
        for _ in range(3):
            page.get_by_role("button", name="Miss", exact=True).click()
            darts += 1
            if darts == DARTS_TIMED:
                page.wait_for_selector("html[data-saved='saved']", state="attached")
                timed = page.evaluate("[...pavilionJournal.durableMs]")
        page.get_by_role("button", name="Enter turn", exact=True).click()
    page.wait_for_selector("html[data-saved='saved']", state="attached")
    return timed, time.monotonic() - started


def main():
    with dist_site() as (site, base), sync_playwright() as p:
        # A persistent profile: IndexedDB on disk, as on a kiosk (an incognito one keeps it in memory).
        context = p.chromium.launch_persistent_context(
            site.parent / "profile", executable_path=build.CHROMIUM, viewport={"width": 800, "height": 480},
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"])
        context.add_init_script(COUNT_WRITES)
        page = context.new_page()
        page.goto(base + "?mode=kiosk")
        page.wait_for_selector("html[data-ready='1']", timeout=120_000)
        timed, seconds = play(page)
        writes = page.evaluate("self.writes")
        context.close()

    darts_ms = timed[-DARTS_TIMED:]
    print(f"kiosk, {PLAYERS} players x {ROUNDS} rounds by taps ({PLAYERS * ROUNDS * 4} taps in {seconds:.0f} s)")
    print(f"tap to durable (strict IndexedDB commit), the last {len(darts_ms)} saves up to dart {DARTS_TIMED}: median "
          f"{statistics.median(darts_ms):.1f} ms, 90th percentile "
          f"{statistics.quantiles(darts_ms, n=10)[-1]:.1f} ms, worst {max(darts_ms):.1f} ms")
    per_h = {k: v / EVENING_H for k, v in writes.items()}
    # A commit carries what changed since the last: at most every write (taps more than 5 s apart).
    print(f"scaled to a {EVENING_H:.0f}-hour evening of this game, per hour:")
    print(f"  localStorage: {per_h['mirror']:.0f} writes, {per_h['mirrorChars'] / 1e6:.2f} M characters "
          f"(Chromium commits at most {CHROMIUM_COMMITS_PER_H} times and "
          f"{CHROMIUM_BYTES_PER_H / 2**20:.0f} MiB an hour: the writes are "
          f"{per_h['mirrorChars'] / CHROMIUM_BYTES_PER_H:.2f} of the byte budget even if every one were "
          f"a commit of its own; the commit count is capped, so the mirror may trail by a minute)")
    print(f"  IndexedDB journal: {per_h['journal']:.0f} strict puts, {per_h['journalChars'] / 1e6:.2f} M characters")
    print(f"  kiosk picture: {writes['pictures']} written in this {seconds:.0f} s run "
          f"({writes['pictureBytes'] / max(1, writes['pictures']) / 1e3:.0f} kB each), at most one every 5 s "
          f"and none in localStorage")


if __name__ == "__main__":
    main()

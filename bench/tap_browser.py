#!/usr/bin/env python3
"""A dart and Enter turn in Chromium on the longest Random Cricket link, against a short one.

    .venv/bin/python bench/tap_browser.py [--runs 3] [--throttle 1]

Serves a fresh `build.py dist` folder, opens `#/darts?m=<code>` for a link of 10 actions and for the
longest a link holds (bench/replay.py's darts record, still in play: 4 seats, 400 turns, corrections,
then undo and the same turn again), and times in the page, from the click on the accessible button
to the frame it brings (the screen's text mirror is redrawn by every frame): the first dart (its save
writes the whole match read from the link once), a second dart and Enter turn. Prints the fastest of
--runs fresh page loads for each, and the opening time (link to keypad on screen).
"""

import argparse
import sys
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

from served import build, dist_site

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))
from pavilion.core import share  # noqa: E402
from replay import darts_in_play, darts_record, longest  # noqa: E402

CLICK = """async (name) => {
  const button = [...document.querySelectorAll("button")].find((b) => b.getAttribute("aria-label") === name
    || b.textContent.trim() === name);
  if (!button) throw new Error(`no button ${name}`);
  const drawn = new Promise((resolve) => {
    const watch = new MutationObserver(() => { watch.disconnect(); resolve(performance.now()); });
    watch.observe(document.getElementById("screen-text"), { childList: true });
  });
  const start = performance.now();
  button.click();
  return (await drawn) - start;
}"""


def one_load(browser, url, throttle) -> dict:
    ctx = browser.new_context(viewport={"width": 1280, "height": 720})
    page = ctx.new_page()
    page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    start = time.perf_counter()
    page.goto(url)
    page.get_by_role("button", name="Miss", exact=True).wait_for(timeout=300_000)
    out = {"open": (time.perf_counter() - start) * 1000}
    for name, label in (("first dart", "Miss"), ("dart", "Miss"), ("third dart", "Miss"), ("enter", "Enter turn")):
        out[name] = page.evaluate(CLICK, label)
        page.wait_for_timeout(300)  # the next tap comes after a person's pause, not inside this frame
    ctx.close()
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--throttle", type=float, default=1)
    args = parser.parse_args()
    limit = longest(darts_record)
    records = {n: darts_in_play(n)[0] for n in (10, limit)}
    with dist_site() as (site, base):
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=build.CHROMIUM, args=[
                "--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run",
                "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"])
            print(f"Chromium, CPU x{args.throttle:g}, fastest of {args.runs} page loads, ms")
            print(f"{'actions':>8}{'open':>8}{'first dart':>12}{'dart':>8}{'enter':>8}")
            for n, record in records.items():
                url = f"{base}#/darts?m={share.encode(record)}"
                runs = [one_load(browser, url, args.throttle) for _ in range(args.runs)]
                best = {k: min(r[k] for r in runs) for k in runs[0]}
                print(f"{len(record['actions']):>8}{best['open']:>8.0f}{best['first dart']:>12.1f}"
                      f"{best['dart']:>8.1f}{best['enter']:>8.1f}", flush=True)
            browser.close()


if __name__ == "__main__":
    main()

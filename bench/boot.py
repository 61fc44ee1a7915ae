#!/usr/bin/env python3
"""Boot cost of the Pavilion hub against bare Pyodide, in one run on one machine.

    .venv/bin/python bench/boot.py [--runs N]

Serves a fresh `build.py dist` folder plus a bare page that only loads the same vendored Pyodide,
and one that only starts PyScript as the hub configures it, then loads each page N times, alternating, each in a cold browser context, to "ready": for the bare
page, `loadPyodide()` resolved; for the hub, Python started and the first frame drawn. Prints the
medians, the ratio hub/bare (target <= 1.15: the app must add almost nothing to Pyodide's own cost),
and the bytes each page transferred.
"""

import argparse
import statistics
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402

from playwright.sync_api import sync_playwright  # noqa: E402

BARE = """<!doctype html><meta charset="utf-8"><title>bare Pyodide</title>
<script type="module">
import { loadPyodide } from "./static/vendor/pyodide/pyodide.mjs";
const py = await loadPyodide({ indexURL: "./static/vendor/pyodide/" });
py.runPython("1 + 1");
window.readyAt = performance.now();
document.documentElement.dataset.ready = "1";
</script>"""

# PyScript alone, configured as the hub is, running one line: what PyScript itself adds to Pyodide.
BARE_PYSCRIPT = """<!doctype html><meta charset="utf-8"><title>bare PyScript</title>
<script type="module" src="./static/vendor/pyscript/core.js"></script>
<script type="py" config="./pyscript-bare.toml">
import js
js.window.readyAt = js.performance.now()
js.document.documentElement.dataset.ready = "1"
</script>"""

TRANSFERRED = """() => [performance.getEntriesByType("navigation")[0], ...performance.getEntriesByType("resource")]
    .reduce((sum, e) => sum + (e.transferSize || 0), 0)"""


def load(browser, url, ready_js, marks=None):
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready='1']", timeout=120_000)
    ms, size = page.evaluate(ready_js), page.evaluate(TRANSFERRED)
    if marks is not None:
        marks.append(page.evaluate("pavilionBoot.state.marks"))
    context.close()
    return ms, size


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        build.dist(site)
        (site / "bare.html").write_text(BARE)
        (site / "bare-pyscript.html").write_text(BARE_PYSCRIPT)
        toml = (site / "pyscript.toml").read_text()
        (site / "pyscript-bare.toml").write_text(toml.split("[files]")[0])  # the same, without py.zip
        build.SITE_FILES += ("bare.html", "bare-pyscript.html", "pyscript-bare.toml")  # served this run
        server = build.make_server(site, 0)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=build.CHROMIUM, args=[
                "--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run",
                "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"])
            load(browser, base + "bare.html", "readyAt")  # warm the OS file cache, not measured
            bare, pyscript, hub, marks = [], [], [], []
            for i in range(args.runs):
                bare.append(load(browser, base + "bare.html", "readyAt"))
                pyscript.append(load(browser, base + "bare-pyscript.html", "readyAt"))
                hub.append(load(browser, base, "pavilionBoot.readyAt", marks))
                print(f"run {i + 1}: bare {bare[-1][0]:.0f} ms, PyScript {pyscript[-1][0]:.0f} ms, "
                      f"hub {hub[-1][0]:.0f} ms", flush=True)
            browser.close()
        server.shutdown()
    b_ms, h_ms = statistics.median(t for t, _ in bare), statistics.median(t for t, _ in hub)
    p_ms = statistics.median(t for t, _ in pyscript)
    b_mb, h_mb = statistics.median(s for _, s in bare) / 1e6, statistics.median(s for _, s in hub) / 1e6
    print(f"bare Pyodide : median {b_ms:7.0f} ms to ready, {b_mb:6.2f} MB transferred")
    print(f"bare PyScript: median {p_ms:7.0f} ms to ready (PyScript alone, as configured for the hub)")
    print(f"Pavilion hub : median {h_ms:7.0f} ms to ready, {h_mb:6.2f} MB transferred")
    print(f"ratio hub/bare: time {h_ms / b_ms:.3f} (target <= 1.15), bytes {h_mb / b_mb:.3f}")
    print(f"ratio PyScript/bare {p_ms / b_ms:.3f}; hub/PyScript {h_ms / p_ms:.3f} (what Pavilion's own code adds)")
    stages = ["download", "start", "files", "app", "ready"]
    starts = {k: statistics.median(m.get(k, 0) for m in marks) for k in stages}
    print("hub stages, median ms from navigation: " + ", ".join(f"{k} {starts[k]:.0f}" for k in stages))


if __name__ == "__main__":
    main()

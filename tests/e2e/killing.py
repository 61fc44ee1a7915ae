"""A browser that can lose its power: Debian's Chromium as a process of its own on a persistent
profile, driven over CDP, killed with SIGKILL and started again on the same profile.

A reload never shows what a pulled plug does: the browser keeps localStorage writes in memory and
commits them to disk seconds later, so only a killed process tells what was really on disk.
"""

import os
import signal
import subprocess
import time
from pathlib import Path

from browsing import BOOT_TIMEOUT, CHROMIUM

QUIET = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--no-default-browser-check",
         "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]


class PluggedChromium:
    def __init__(self, playwright, profile: Path, guard, size=(1280, 720)):
        self.playwright, self.profile, self.guard, self.size = playwright, Path(profile), guard, size
        self.process = self.browser = None

    def start(self, url, init_script=None):
        """Switch on: Chromium opens `url` on the profile; returns the page once Python has drawn.
        `init_script` runs before the page's own scripts (so Chromium opens a blank page first)."""
        self.profile.mkdir(parents=True, exist_ok=True)
        # What a power cut leaves behind, cleared as kiosk/launch.sh clears it.
        for stale in ("SingletonLock", "SingletonSocket", "SingletonCookie", "DevToolsActivePort"):
            (self.profile / stale).unlink(missing_ok=True)
        w, h = self.size
        self.process = subprocess.Popen(
            [CHROMIUM, "--headless=new", f"--user-data-dir={self.profile}", "--remote-debugging-port=0",
             f"--window-size={w},{h}", *QUIET, "about:blank" if init_script else url],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        port_file = self.profile / "DevToolsActivePort"
        deadline = time.monotonic() + 30
        while not (port_file.exists() and port_file.read_text().strip()):
            assert time.monotonic() < deadline and self.process.poll() is None, "Chromium did not start"
            time.sleep(0.05)
        port = port_file.read_text().split()[0]
        self.browser = self.playwright.chromium.connect_over_cdp(f"http://127.0.0.1:{port}")
        context = self.guard.watch(self.browser.contexts[0])
        if init_script:
            context.add_init_script(init_script)
        page = next((p for p in context.pages if p.url.startswith(url.split("#")[0])), None)
        if page is None:
            page = context.new_page()
            page.goto(url)
        page.set_viewport_size({"width": w, "height": h})
        page.wait_for_selector("html[data-ready='1'], #failure:not([hidden])", timeout=BOOT_TIMEOUT)
        assert page.locator("#failure").is_hidden(), page.locator("#failure-detail").text_content()
        return page

    def pull_the_plug(self):
        """SIGKILL to Chromium and every process it started: nothing gets to flush or say goodbye."""
        os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait()
        self.browser = None  # its connection died with it

    def stop(self):
        if self.process and self.process.poll() is None:
            self.pull_the_plug()

"""The kiosk's own browser: Chromium run with exactly the command line kiosk/launch.sh runs
(`launch.sh --print-command`), plus what a test needs to watch it (headless, a DevTools port, a net
log, and a resolver that answers nothing, so no lookup leaves this machine while the log still names
every host asked for).

On the kiosk page with the name boxes on screen, the browser asks no host but the kiosk's server;
and, where speech-dispatcher and espeak-ng are installed, the caller speaks with an English voice.
"""

import os
import re
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from browsing import BOOT_TIMEOUT, CHROMIUM, ROOT, SCREEN, Guard, boot, button
from playwright.sync_api import expect

QUIET_SECONDS = float(os.environ.get("KIOSK_QUIET_SECONDS", "25"))  # the unquiet flags asked within 5 s here
WATCHING = ["--headless=new", "--no-sandbox", "--remote-debugging-port=0", "--window-size=800,480",
            "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]


def launch_command(url, profile):
    """launch.sh's own command line for this kiosk page and profile, one argument a line."""
    env = dict(os.environ, KIOSK_URL=url, KIOSK_PROFILE=str(profile), KIOSK_BROWSER=CHROMIUM, WAYLAND_DISPLAY="")
    out = subprocess.run(["bash", str(ROOT / "kiosk" / "launch.sh"), "--print-command"], env=env, check=True,
                         capture_output=True, text=True, timeout=30).stdout
    return out.splitlines()


class KioskBrowser:
    def __init__(self, playwright, site, tmp):
        self.tmp, self.server = Path(tmp), f"127.0.0.1:{site.port}"
        self.profile, self.net_log = self.tmp / "profile", self.tmp / "net-log.json"
        self.command = launch_command(site.url + "?mode=kiosk", self.profile)
        url = self.command.pop()  # the page stays last
        self.guard = Guard()
        # Its own speech-dispatcher (started by Chromium under XDG_RUNTIME_DIR), stopped afterwards.
        env = dict(os.environ, XDG_RUNTIME_DIR=str(self.tmp))
        self.profile.mkdir()
        self.process = subprocess.Popen([*self.command, *WATCHING, f"--log-net-log={self.net_log}", url], env=env,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        port_file = self.profile / "DevToolsActivePort"
        deadline = time.monotonic() + 60
        while not (port_file.exists() and port_file.read_text().strip()):
            assert time.monotonic() < deadline and self.process.poll() is None, "Chromium did not start"
            time.sleep(0.05)
        self.browser = playwright.chromium.connect_over_cdp(f"http://127.0.0.1:{port_file.read_text().split()[0]}")
        context = self.guard.watch(self.browser.contexts[0])
        self.page = next(p for p in context.pages if p.url.startswith(url))
        self.page.wait_for_selector("html[data-ready='1'], #failure:not([hidden])", timeout=BOOT_TIMEOUT)
        assert self.page.locator("#failure").is_hidden(), self.page.locator("#failure-detail").text_content()

    def close(self):
        """Close Chromium as a person would, so it finishes its net log; killed if it hangs. Our
        speech-dispatcher goes first: here it hangs as it closes, and holds Chromium open with it
        (what launch.sh's SIGKILL is for)."""
        pid_file = self.tmp / "speech-dispatcher" / "pid" / "speech-dispatcher.pid"
        if pid_file.exists():  # ours, under our XDG_RUNTIME_DIR
            try:
                os.kill(int(pid_file.read_text().split()[0]), signal.SIGKILL)
            except (ProcessLookupError, ValueError):
                pass
        if self.process.poll() is None:
            try:
                self.browser.new_browser_cdp_session().send("Browser.close")
            except Exception:  # noqa: BLE001 - the connection closes as the browser does
                pass
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()

    def hosts_asked_for(self):
        """Every host:port named by a request or a lookup in the net log (it may end mid-event if
        Chromium had to be killed, so it is read as text)."""
        text = self.net_log.read_text(errors="replace")
        hosts = set()
        for value in re.findall(r'"(?:url|original_url|host)":"([^"]+)"', text):
            if value.startswith(("data:", "blob:", "chrome:", "about:", "devtools:", "chrome-extension:")):
                hosts.add(value.split(":")[0] + ":")
                continue
            parts = urlsplit(value if "://" in value else "//" + value)
            port = parts.port or {"http": 80, "https": 443, "ws": 80, "wss": 443}.get(parts.scheme, "")
            hosts.add(f"{parts.hostname}:{port}" if port else parts.hostname)
        return hosts


@pytest.fixture
def kiosk(playwright, site, tmp_path):
    """The kiosk page in Chromium started with launch.sh's command line (each test its own start)."""
    k = KioskBrowser(playwright, site, tmp_path)
    yield k
    k.close()
    assert not k.guard.unexpected(), "\n".join(k.guard.unexpected())


def dead_ends(command):
    """The loopback addresses launch.sh points Chromium's unswitchable services at, each checked to
    be a port where nothing listens (so nothing is answered, and nothing leaves the Pi)."""
    ends = set()
    for arg in command:
        for url in re.findall(r"https?://[^,\s]+", arg.partition("=")[2]):
            parts = urlsplit(url)
            assert parts.hostname == "127.0.0.1", f"{arg}: not this machine"
            with socket.socket() as s:
                assert s.connect_ex(("127.0.0.1", parts.port)) != 0, f"{arg}: something listens there"
            ends.add(f"127.0.0.1:{parts.port}")
    return ends


@pytest.mark.skipif(not (shutil.which("speech-dispatcher") and shutil.which("espeak-ng")),
                    reason="speech-dispatcher and espeak-ng are not installed (build.py test installs them as root)")
def test_the_caller_speaks_with_an_english_voice(kiosk):
    """launch.sh passes --enable-speech-dispatcher: Chromium lists thousands of voices, the default
    one not English; the caller picks en-GB (espeak-ng has it) and does not turn itself off."""
    page = kiosk.page
    button(page, "Start game").click()
    button(page, "Menu").click()
    button(page, "Caller: off, speaks each dart").click()  # it says "Caller on"
    page.wait_for_function("document.documentElement.dataset.voiceLang", timeout=120_000)  # however long the list takes
    voice = page.evaluate("[document.documentElement.dataset.voice, document.documentElement.dataset.voiceLang]")
    assert voice[1] == "en-GB" and "English" in voice[0], voice
    default = page.evaluate("(speechSynthesis.getVoices().find((v) => v.default) || {}).lang")
    button(page, "Close the menu").click()
    button(page, "Miss").click()  # spoken too: still on
    expect(page.locator(SCREEN)).not_to_contain_text("Caller off")
    assert default != "en-GB"  # the default voice would not have done: the choice mattered


def test_the_kiosk_browser_asks_no_host_but_its_server(kiosk):
    """With the name boxes on screen and a name typed (autofill's moment), for QUIET_SECONDS: every
    request and lookup in Chromium's own net log is for the kiosk's server, or for launch.sh's dead
    end on this machine. Without launch.sh's flags the same run asks accounts.google.com,
    content-autofill.googleapis.com, update.googleapis.com, optimizationguide-pa.googleapis.com,
    redirector.gvt1.com and clients2.google.com."""
    box = kiosk.page.get_by_role("textbox", name="Player 1 name")
    box.click()
    box.type("Ann")
    time.sleep(QUIET_SECONDS)
    kiosk.close()
    allowed = {kiosk.server, "data:", "blob:", "chrome:", "about:", "devtools:", "127.0.0.1"} | dead_ends(kiosk.command)
    asked = kiosk.hosts_asked_for()
    assert kiosk.server in asked  # the log did record the page's own requests
    assert asked <= allowed, sorted(asked - allowed)


def test_a_browser_with_no_voice_says_so_and_turns_the_caller_off(page, site):
    """Chromium without speech-dispatcher lists no voices: said in words a pub can act on, at once
    (no give-up timer), and the caller goes off instead of staying on in silence."""
    boot(page, site.url, "?mode=kiosk")
    button(page, "Start game").click()
    button(page, "Menu").click()
    button(page, "Caller: off, speaks each dart").click()
    expect(page.locator(SCREEN)).to_contain_text("Caller off: no voices at all on this device")
    assert page.evaluate("document.documentElement.dataset.voice") is None


def test_every_switch_and_feature_is_one_this_chromium_knows(tmp_path):
    """A switch Chromium dropped does nothing, silently (--disable-session-crashed-bubble went in
    156): each switch and feature name launch.sh passes must be in the browser's own binary."""
    binary = Path("/usr/lib/chromium/chromium")  # Debian's; /usr/bin/chromium is a shell wrapper
    if not binary.exists():
        pytest.skip(f"no Chromium binary at {binary} to read")
    names = []
    for arg in launch_command("http://127.0.0.1:9/", tmp_path)[1:-1]:
        switch, _, value = arg[2:].partition("=")
        names.append(switch)
        if switch in ("disable-features", "enable-features"):
            names += value.split(",")
    data = binary.read_bytes()
    assert [n for n in names if n.encode() not in data] == []

"""kiosk/launch.sh, run for real with a stand-in browser (setup-pi.sh: test_setup_pi.py)."""

import http.server
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

KIOSK = Path(__file__).resolve().parents[3] / "kiosk"
pytestmark = pytest.mark.skipif(sys.platform == "emscripten", reason="no processes inside Pyodide")


def fake_browser(tmp_path, statuses=(0,)):
    """A stand-in Chromium: records its arguments and the time it started, then exits with the next
    of `statuses` (0: closed on purpose, anything else: a crash)."""
    fake = tmp_path / "chromium"
    runs = tmp_path / "runs"
    fake.write_text(f"""#!/bin/sh
n=$(ls {tmp_path} | grep -c "^args")
printf "%s\\n" "$@" > {tmp_path}/args$n.txt
python3 -c 'import time; print(time.time())' >> {runs}
set -- {' '.join(str(s) for s in statuses)}
shift $n 2>/dev/null || exit 0
exit ${{1:-0}}
""")
    fake.chmod(0o755)
    return fake


def run_launch(tmp_path, profile, statuses=(0,), **env):
    fake = fake_browser(tmp_path, statuses)
    env = dict(os.environ, KIOSK_BROWSER=str(fake), KIOSK_PROFILE=str(profile), DISPLAY="", KIOSK_RESTART_DELAY="0",
               **{"XDG_RUNTIME_DIR": str(tmp_path), "WAYLAND_DISPLAY": "", "KIOSK_WAIT": "0", "KIOSK_URL": "http://127.0.0.1:9/?mode=kiosk", **env})
    subprocess.run(["bash", str(KIOSK / "launch.sh")], check=True, env=env, timeout=60)
    return (tmp_path / "args0.txt").read_text().splitlines()


def test_launch_clears_a_stale_lock_and_starts_chromium_in_kiosk_mode(tmp_path):
    profile = tmp_path / "profile"
    (profile / "Default").mkdir(parents=True)
    for lock in ("SingletonLock", "SingletonSocket", "SingletonCookie"):
        (profile / lock).write_text("left by a power cut")
    (profile / "Default" / "Preferences").write_text('{"exited_cleanly":false,"exit_type":"Crashed"}')
    args = run_launch(tmp_path, profile)
    assert not list(profile.glob("Singleton*"))
    assert (profile / "Default" / "Preferences").read_text() == '{"exited_cleanly":true,"exit_type":"Normal"}'
    assert "--kiosk" in args and f"--user-data-dir={profile}" in args
    assert "--incognito" not in args  # the saved game must survive a restart
    assert args[-1] == "http://127.0.0.1:9/?mode=kiosk"


def test_the_caller_can_speak_and_the_on_screen_keyboard_can_type(tmp_path):
    args = run_launch(tmp_path, tmp_path / "profile")
    assert "--enable-speech-dispatcher" in args  # without it Chromium on Linux has no voice at all
    assert "--ozone-platform=wayland" not in args  # not under X11
    (tmp_path / "wayland").mkdir()
    args = run_launch(tmp_path / "wayland", tmp_path / "profile", WAYLAND_DISPLAY="wayland-0")
    assert {"--ozone-platform=wayland", "--enable-wayland-ime", "--wayland-text-input-version=3"} <= set(args)


def test_a_crash_restarts_chromium_and_closing_it_on_purpose_leaves_the_kiosk(tmp_path):
    run_launch(tmp_path, tmp_path / "profile", statuses=(139, 1, 0))  # two crashes, then Alt+F4
    assert len((tmp_path / "runs").read_text().split()) == 3  # and the loop has ended: run returned


def test_leave_the_kiosk_closes_chromium_and_stops_the_launcher(tmp_path):
    """The flag the server writes on Menu > Leave the kiosk: Chromium (here a sleeper) is closed, and
    the launcher ends instead of starting it again."""
    fake = tmp_path / "chromium"
    fake.write_text(f"#!/bin/sh\necho started >> {tmp_path}/runs\nexec sleep 60\n")
    fake.chmod(0o755)
    flag = tmp_path / "cache" / "leave-kiosk"
    flag.parent.mkdir()
    flag.write_text("left over from an earlier start")  # never this start's: cleared at launch
    env = dict(os.environ, KIOSK_BROWSER=str(fake), KIOSK_PROFILE=str(tmp_path / "profile"), DISPLAY="",
               XDG_RUNTIME_DIR=str(tmp_path), WAYLAND_DISPLAY="", KIOSK_WAIT="0", KIOSK_RESTART_DELAY="0", KIOSK_LEAVE_FLAG=str(flag),
               KIOSK_URL="http://127.0.0.1:9/?mode=kiosk")
    launcher = subprocess.Popen(["bash", str(KIOSK / "launch.sh")], env=env)
    try:
        for _ in range(100):
            if (tmp_path / "runs").exists():
                break
            time.sleep(0.1)
        time.sleep(1.5)
        assert launcher.poll() is None  # the stale flag did not stop it
        flag.write_text("")
        assert launcher.wait(timeout=15) == 0
        assert (tmp_path / "runs").read_text().split() == ["started"] and not flag.exists()
    finally:
        if launcher.poll() is None:
            launcher.kill()


def test_launch_waits_for_the_local_server(tmp_path):
    server = http.server.HTTPServer(("127.0.0.1", 0), http.server.SimpleHTTPRequestHandler)
    port = server.server_address[1]
    server.server_close()  # nothing listens yet: the desktop came up before the service
    up = {}

    def start_later():
        time.sleep(1.5)
        s = http.server.HTTPServer(("127.0.0.1", port), Quiet)
        up["at"] = time.time()
        up["server"] = s
        s.handle_request()
    threading.Thread(target=start_later, daemon=True).start()
    run_launch(tmp_path, tmp_path / "profile", KIOSK_WAIT="20", KIOSK_URL=f"http://127.0.0.1:{port}/?mode=kiosk")
    started = float((tmp_path / "runs").read_text().split()[0])
    assert started >= up["at"]
    up["server"].server_close()


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def test_launch_makes_a_persistent_profile(tmp_path):
    profile = tmp_path / "new-profile"
    run_launch(tmp_path, profile)
    assert profile.is_dir()


@pytest.mark.parametrize("script", ["launch.sh", "setup-pi.sh"])
def test_scripts_are_valid_bash(script):
    subprocess.run(["bash", "-n", str(KIOSK / script)], check=True, timeout=30)


def test_the_service_serves_the_built_site_to_the_network_and_restarts():
    unit = (KIOSK / "pavilion-serve.service").read_text()
    assert "build.py serve --dir @DIR@/site --port 8000 --host 0.0.0.0" in unit and "Restart=always" in unit
    assert "Environment=PAVILION_LEAVE_FLAG=@FLAG@" in unit


def test_print_command_is_the_command_line_the_launcher_runs(tmp_path):
    """The browser test runs `--print-command`'s line: it must be exactly what a kiosk start runs."""
    profile = tmp_path / "profile"
    args = run_launch(tmp_path, profile)
    env = dict(os.environ, KIOSK_BROWSER=str(tmp_path / "chromium"), KIOSK_PROFILE=str(profile), WAYLAND_DISPLAY="",
               KIOSK_URL="http://127.0.0.1:9/?mode=kiosk")
    printed = subprocess.run(["bash", str(KIOSK / "launch.sh"), "--print-command"], env=env, capture_output=True,
                             text=True, check=True, timeout=30).stdout.splitlines()
    assert printed == [str(tmp_path / "chromium"), *args]
    assert len((tmp_path / "runs").read_text().split()) == 1  # printing started nothing


def test_the_kiosk_browser_is_told_to_keep_quiet(tmp_path):
    """The switches that keep Chromium 156 off the network (the browser test proves the whole line)."""
    args = run_launch(tmp_path, tmp_path / "profile")
    for switch in ("--disable-sync", "--disable-background-networking", "--disable-component-update", "--no-first-run",
                   "--hide-crash-restore-bubble", "--disable-default-apps", "--disable-extensions"):
        assert switch in args
    assert "--disable-session-crashed-bubble" not in args  # gone from Chromium: it did nothing
    [features] = [a for a in args if a.startswith("--disable-features=")]  # one list: a second replaces the first
    assert {"AutofillServerCommunication", "Translate", "OptimizationHints"} <= set(features.split("=")[1].split(","))


def hung_browser(tmp_path, closes_after=None):
    """A stand-in Chromium that ignores SIGTERM and never exits by itself: it holds the profile's
    SingletonLock as Chromium does, and drops it `closes_after` seconds in (its window closed, as a
    thread stuck on speech-dispatcher keeps the process alive)."""
    fake = tmp_path / "chromium"
    close = f"sleep {closes_after}; rm -f \"$profile/SingletonLock\"" if closes_after is not None else ":"
    fake.write_text(f"""#!/bin/bash
trap '' TERM
for a in "$@"; do case "$a" in --user-data-dir=*) profile="${{a#--user-data-dir=}}" ;; esac; done
ln -s "$(hostname)-$$" "$profile/SingletonLock"
echo "$$" >> {tmp_path}/runs
{close}
while :; do sleep 0.2; done
""")
    fake.chmod(0o755)
    return fake


def start_launcher(tmp_path, fake, **env):
    env = dict(os.environ, KIOSK_BROWSER=str(fake), KIOSK_PROFILE=str(tmp_path / "profile"), DISPLAY="",
               XDG_RUNTIME_DIR=str(tmp_path), WAYLAND_DISPLAY="", KIOSK_WAIT="0", KIOSK_RESTART_DELAY="0",
               KIOSK_STOP_WAIT="1", KIOSK_LEAVE_FLAG=str(tmp_path / "leave-kiosk"),
               KIOSK_URL="http://127.0.0.1:9/?mode=kiosk", **env)
    return subprocess.Popen(["bash", str(KIOSK / "launch.sh")], env=env, stderr=subprocess.PIPE, text=True)


def wait_for(path, timeout=15):
    deadline = time.monotonic() + timeout
    while not path.exists():
        assert time.monotonic() < deadline, f"{path} never appeared"
        time.sleep(0.05)


def gone(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return Path(f"/proc/{pid}/stat").read_text().split()[2] == "Z"  # a zombie: dead, not yet reaped


@pytest.mark.parametrize("how", ["window closed", "leave the kiosk"])
def test_a_chromium_that_will_not_exit_is_stopped(tmp_path, how):
    """Alt+F4 closed the window but the process stays (a hung speech-dispatcher), or Leave the kiosk
    was asked and it ignores SIGTERM: a few seconds later it is killed, and the kiosk is left (not
    restarted), instead of a black screen and a launcher waiting for ever."""
    launcher = start_launcher(tmp_path, hung_browser(tmp_path, closes_after=1 if how == "window closed" else None))
    try:
        wait_for(tmp_path / "runs")
        if how == "leave the kiosk":
            time.sleep(1)
            (tmp_path / "leave-kiosk").write_text("")
        assert launcher.wait(timeout=20) == 0
        [pid] = map(int, (tmp_path / "runs").read_text().split())  # started once: not restarted
        deadline = time.monotonic() + 5
        while not gone(pid):
            assert time.monotonic() < deadline, "the stuck Chromium is still running"
            time.sleep(0.05)
        assert "did not exit within 1s; stopping it" in launcher.stderr.read()
    finally:
        if launcher.poll() is None:
            launcher.kill()
        for pid in map(int, (tmp_path / "runs").read_text().split()) if (tmp_path / "runs").exists() else ():
            if not gone(pid):
                os.kill(pid, 9)


def test_a_chromium_still_open_is_left_alone(tmp_path):
    """A running kiosk (its lock held) is never stopped by the closed-window watch."""
    launcher = start_launcher(tmp_path, hung_browser(tmp_path))
    try:
        wait_for(tmp_path / "runs")
        time.sleep(3)  # past KIOSK_STOP_WAIT
        assert launcher.poll() is None
        [pid] = map(int, (tmp_path / "runs").read_text().split())
        assert not gone(pid)
    finally:
        launcher.kill()
        launcher.wait()
        for pid in map(int, (tmp_path / "runs").read_text().split()):
            if not gone(pid):
                os.kill(pid, 9)


def test_a_hung_speech_dispatcher_is_stopped_before_chromium_starts(tmp_path):
    """The speech-dispatcher a closed Chromium left hanging (it ignores SIGTERM) would keep the next
    Chromium from listing voices or exiting: the launcher kills it, found by its pid file."""
    spd = tmp_path / "speech-dispatcher"  # its name is what the launcher checks (/proc/PID/comm)
    spd.write_text("#!/bin/bash\ntrap '' TERM\nwhile :; do sleep 0.2; done\n")
    spd.chmod(0o755)
    stuck = subprocess.Popen([str(spd)])
    other = subprocess.Popen(["sleep", "30"])  # a pid file naming another program: never touched
    try:
        pid_dir = tmp_path / "speech-dispatcher-state" / "speech-dispatcher" / "pid"
        pid_dir.mkdir(parents=True)
        (pid_dir / "speech-dispatcher.pid").write_text(f"{stuck.pid}\n")
        run_launch(tmp_path, tmp_path / "profile", XDG_RUNTIME_DIR=str(tmp_path / "speech-dispatcher-state"))
        assert stuck.wait(timeout=5) == -9
        (pid_dir / "speech-dispatcher.pid").write_text(f"{other.pid}\n")
        (tmp_path / "again").mkdir()
        run_launch(tmp_path / "again", tmp_path / "profile", XDG_RUNTIME_DIR=str(tmp_path / "speech-dispatcher-state"))
        assert other.poll() is None
    finally:
        for p in (stuck, other):
            if p.poll() is None:
                p.kill()

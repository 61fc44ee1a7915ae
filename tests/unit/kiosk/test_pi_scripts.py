"""The Raspberry Pi kiosk scripts, run for real with a stand-in browser and stand-in system tools."""

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
               **{"WAYLAND_DISPLAY": "", "KIOSK_WAIT": "0", "KIOSK_URL": "http://127.0.0.1:9/?mode=kiosk", **env})
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
               WAYLAND_DISPLAY="", KIOSK_WAIT="0", KIOSK_RESTART_DELAY="0", KIOSK_LEAVE_FLAG=str(flag),
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


def test_the_service_serves_the_built_site_and_restarts():
    unit = (KIOSK / "pavilion-serve.service").read_text()
    assert "build.py serve --dir @DIR@/site --port 8000" in unit and "Restart=always" in unit
    assert "Environment=PAVILION_LEAVE_FLAG=@FLAG@" in unit


def test_setup_installs_the_voice_and_the_keyboard_and_no_node(tmp_path):
    """setup-pi.sh with every system tool stood in for: what it would install and switch on."""
    bin_ = tmp_path / "bin"
    bin_.mkdir()
    log = tmp_path / "calls.txt"
    for tool in ("sudo", "apt-get", "apt-cache", "raspi-config", "systemctl", "tee", "python3", "id"):
        body = {"sudo": f'echo "sudo $*" >> {log}; "$@"',
                "id": 'if [ "$1" = "-u" ]; then echo 1000; else echo pi; fi',
                "tee": f"cat > {tmp_path}/unit.txt"}.get(tool, f'echo "{tool} $*" >> {log}')
        (bin_ / tool).write_text(f"#!/bin/bash\n{body}\n")
        (bin_ / tool).chmod(0o755)
    home = tmp_path / "home"
    home.mkdir()
    env = dict(os.environ, PATH=f"{bin_}:/usr/bin:/bin", HOME=str(home))
    out = subprocess.run(["bash", str(KIOSK / "setup-pi.sh")], env=env, capture_output=True, text=True, timeout=60,
                         check=False)
    assert out.returncode == 0, out.stderr
    calls = log.read_text().splitlines()
    install = next(c for c in calls if c.startswith("apt-get install"))
    for package in ("speech-dispatcher", "speech-dispatcher-espeak-ng", "espeak-ng", "squeekboard", "python3-pip"):
        assert package in install.split()
    assert "npm" not in install.split() and "nodejs" not in install.split()  # no Node older than the README's
    assert "raspi-config nonint do_squeekboard S2" in calls and "raspi-config nonint do_blanking 1" in calls
    unit = (tmp_path / "unit.txt").read_text()
    assert f"PAVILION_LEAVE_FLAG={home}/.cache/pavilion/leave-kiosk" in unit and "@" not in unit
    assert any(c.startswith("python3 ") and c.endswith("build.py dist " + str(KIOSK.parent / "site")) for c in calls)
    assert str(KIOSK / "launch.sh") in (home / ".config" / "labwc" / "autostart").read_text()

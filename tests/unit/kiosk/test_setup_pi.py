"""kiosk/setup-pi.sh, run for real in a throwaway root: a copy of the kiosk folder, a fake HOME,
SETUP_ROOT standing in for /, and stand-ins on PATH for the system tools (sudo, apt-get, systemctl,
raspi-config, locale-gen, and python3 for build.py)."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

KIOSK = Path(__file__).resolve().parents[3] / "kiosk"
pytestmark = pytest.mark.skipif(sys.platform == "emscripten", reason="no processes inside Pyodide")

DESKTOP_LXDE = "@lxpanel --profile LXDE-pi\n@pcmanfm --desktop --profile LXDE-pi\n"
DESKTOP_LABWC = "/usr/bin/lwrespawn /usr/bin/wf-panel-pi &\n/usr/bin/lwrespawn /usr/bin/pcmanfm --desktop &\n"


class Pi:
    """A Raspberry Pi OS stand-in: its system files under `root`, its tools as logging stubs."""

    def __init__(self, tmp_path, systemd=True, raspi_config=True, online=True):
        self.tmp, self.root, self.home = tmp_path, tmp_path / "root", tmp_path / "home"
        self.log, self.locales = tmp_path / "calls.txt", tmp_path / "locales.txt"
        self.home.mkdir()
        self.dir = tmp_path / "pavilion"  # the Pavilion folder the set-up runs from
        shutil.copytree(KIOSK, self.dir / "kiosk")
        self.launch = str(self.dir / "kiosk" / "launch.sh")
        (self.root / "etc").mkdir(parents=True)
        (self.root / "etc" / "locale.gen").write_text("# en_GB.UTF-8 UTF-8\n")
        for rel, text in (("etc/xdg/lxsession/LXDE-pi/autostart", DESKTOP_LXDE), ("etc/xdg/labwc/autostart", DESKTOP_LABWC)):
            (self.root / rel).parent.mkdir(parents=True)
            (self.root / rel).write_text(text)
        if systemd:
            (self.root / "run" / "systemd" / "system").mkdir(parents=True)
            (self.root / "etc" / "systemd" / "system").mkdir(parents=True)
        self.locales.write_text("C\nC.utf8\nPOSIX\n")
        fail = "" if online else "exit 100"
        stubs = {
            "sudo": f'echo "sudo $*" >> {self.log}; "$@"',
            "id": 'if [ "$1" = "-u" ]; then echo 1000; else echo pi; fi',
            "apt-get": f'echo "apt-get $*" >> {self.log}; {fail}',
            "apt-cache": 'exit 0',
            "systemctl": f'echo "systemctl $*" >> {self.log}',
            "raspi-config": f'echo "raspi-config $*" >> {self.log}',
            "locale": f'cat {self.locales}',
            # locale-gen makes what /etc/locale.gen names, as Debian's does
            "locale-gen": f'echo "locale-gen" >> {self.log}; '
                          f'grep -v "^#" {self.root}/etc/locale.gen | cut -d" " -f1 | sed "s/UTF-8/utf8/" >> {self.locales}',
            "python3": f'echo "python3 $*" >> {self.log}; ' + ("echo 'build.py: could not fetch' >&2; exit 1" if not online
                                                                else 'mkdir -p "${@: -1}"; touch "${@: -1}/index.html"'),
        }
        self.bin = tmp_path / "bin"
        self.bin.mkdir()
        for tool, body in stubs.items():
            if tool == "raspi-config" and not raspi_config:
                continue
            (self.bin / tool).write_text(f"#!/bin/bash\n{body}\n")
            (self.bin / tool).chmod(0o755)

    def setup(self):
        env = dict(os.environ, PATH=f"{self.bin}:/usr/bin:/bin", HOME=str(self.home), SETUP_ROOT=str(self.root),
                   LANG="en_GB.UTF-8")
        return subprocess.run(["bash", str(self.dir / "kiosk" / "setup-pi.sh")], env=env, capture_output=True, text=True, timeout=60,
                              check=False)

    def calls(self):
        return self.log.read_text().splitlines() if self.log.exists() else []

    def home_file(self, rel):
        return (self.home / rel).read_text()


def test_setup_installs_serves_on_the_network_and_starts_the_kiosk_keeping_the_desktop(tmp_path):
    pi = Pi(tmp_path)
    out = pi.setup()
    assert out.returncode == 0, out.stdout + out.stderr
    calls = pi.calls()
    install = next(c for c in calls if c.startswith("apt-get install")).split()
    for package in ("chromium", "speech-dispatcher", "speech-dispatcher-espeak-ng", "espeak-ng", "squeekboard", "locales"):
        assert package in install
    assert "npm" not in install and "nodejs" not in install  # no Node.js: build.py fetches the tarballs itself
    # the locale speech-dispatcher needs is made
    assert "en_GB.UTF-8 UTF-8" in (pi.root / "etc" / "locale.gen").read_text().splitlines() and "locale-gen" in calls
    # the site is built, and served to this Pi and its network
    assert f"python3 {pi.dir}/build.py dist {pi.dir}/site" in calls
    unit = (pi.root / "etc" / "systemd" / "system" / "pavilion-serve.service").read_text()
    assert "--port 8000 --host 0.0.0.0" in unit and "@" not in unit
    assert f"PAVILION_LEAVE_FLAG={pi.home}/.cache/pavilion/leave-kiosk" in unit
    assert "systemctl enable --now pavilion-serve.service" in calls
    assert "raspi-config nonint do_blanking 1" in calls and "raspi-config nonint do_squeekboard S2" in calls
    # the desktop's own autostart lines stay (its taskbar and desktop), the launcher is added
    assert pi.home_file(".config/lxsession/LXDE-pi/autostart") == DESKTOP_LXDE + f"@{pi.launch}\n"
    assert pi.home_file(".config/labwc/autostart") == DESKTOP_LABWC + f"{pi.launch} &\n"
    for said in ("1/6 Installing", "2/6 Making the en_GB.UTF-8", "3/6 Building", "4/6 Serving", "5/6 Turning screen",
                 "6/6 Starting the kiosk", "done. Restart the Pi"):
        assert said in out.stdout
    assert "PROBLEM" not in out.stderr


def test_without_systemd_it_says_how_to_start_by_hand_and_goes_on(tmp_path):
    pi = Pi(tmp_path, systemd=False)
    out = pi.setup()
    assert out.returncode == 1  # something needs the person: said, not hidden
    assert "does not run systemd" in out.stderr
    assert f"python3 {pi.dir}/build.py serve --dir {pi.dir}/site --port 8000 --host 0.0.0.0" in out.stderr
    assert f"bash {pi.launch}" in out.stderr
    assert not any(c.startswith("systemctl") for c in pi.calls())
    assert "System has not been booted" not in out.stderr
    # the steps after it still ran
    assert "raspi-config nonint do_blanking 1" in pi.calls()
    assert pi.launch in pi.home_file(".config/labwc/autostart")


def test_without_raspi_config_the_skip_is_said(tmp_path):
    pi = Pi(tmp_path, raspi_config=False)
    out = pi.setup()
    assert out.returncode == 0, out.stderr
    assert "skipped: raspi-config is not on this system" in out.stdout
    assert not any(c.startswith("raspi-config") for c in pi.calls())


def test_offline_it_says_to_connect_and_never_to_install_npm(tmp_path):
    pi = Pi(tmp_path, online=False)
    out = pi.setup()
    assert out.returncode == 1
    assert "Could not reach the package server. Check the Pi is on the internet" in out.stderr
    assert "Could not build the scoreboard" in out.stderr and "Connect the Pi to the internet" in out.stderr
    assert "Node.js and npm are not needed" in out.stderr
    assert "install npm" not in out.stdout + out.stderr
    assert not any(c.startswith("apt-get install") for c in pi.calls())  # the update failed: not tried
    # what needs no internet was still done
    assert "systemctl enable --now pavilion-serve.service" in pi.calls()
    assert pi.launch in pi.home_file(".config/lxsession/LXDE-pi/autostart")
    # the end repeats what needs doing
    assert out.stderr.count("Check the Pi is on the internet") == 2


def test_offline_a_scoreboard_built_before_is_kept_and_said_to_work(tmp_path):
    pi = Pi(tmp_path, online=False)
    (pi.dir / "site").mkdir()
    (pi.dir / "site" / "index.html").write_text("built last time")
    out = pi.setup()
    assert "The one built last time is kept and still works" in out.stderr
    assert (pi.dir / "site" / "index.html").read_text() == "built last time"


def test_a_second_run_changes_nothing_twice(tmp_path):
    pi = Pi(tmp_path)
    assert pi.setup().returncode == 0
    first = {rel: pi.home_file(rel) for rel in (".config/lxsession/LXDE-pi/autostart", ".config/labwc/autostart")}
    locale_gen = (pi.root / "etc" / "locale.gen").read_text()
    out = pi.setup()
    assert out.returncode == 0, out.stderr
    assert {rel: pi.home_file(rel) for rel in first} == first  # the launcher once, the desktop's lines once
    assert (pi.root / "etc" / "locale.gen").read_text() == locale_gen
    assert "already there: en_GB.UTF-8" in out.stdout
    assert pi.calls().count("locale-gen") == 1


def test_an_earlier_autostart_holding_only_the_launcher_gets_the_desktop_back(tmp_path):
    """The old set-up wrote a user LXDE file with the launcher alone, which replaced the desktop's own
    (no taskbar, no desktop after Leave kiosk): a run now starts it again from the system's file."""
    pi = Pi(tmp_path)
    own = pi.home / ".config" / "lxsession" / "LXDE-pi" / "autostart"
    own.parent.mkdir(parents=True)
    own.write_text(f"@{pi.launch}\n")
    assert pi.setup().returncode == 0
    assert own.read_text() == DESKTOP_LXDE + f"@{pi.launch}\n"


def test_as_root_it_refuses_in_plain_words(tmp_path):
    pi = Pi(tmp_path)
    (pi.bin / "id").write_text('#!/bin/bash\nif [ "$1" = "-u" ]; then echo 0; else echo root; fi\n')
    out = pi.setup()
    assert out.returncode == 1 and "run this as the desktop user" in out.stderr
    assert pi.calls() == []

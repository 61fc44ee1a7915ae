"""The Raspberry Pi kiosk scripts, run for real with a stand-in browser."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

KIOSK = Path(__file__).resolve().parents[3] / "kiosk"
pytestmark = pytest.mark.skipif(sys.platform == "emscripten", reason="no processes inside Pyodide")


def run_launch(tmp_path, profile):
    record = tmp_path / "args.txt"
    fake = tmp_path / "chromium"
    fake.write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" > {record}\n')
    fake.chmod(0o755)
    env = dict(os.environ, KIOSK_BROWSER=str(fake), KIOSK_PROFILE=str(profile), KIOSK_ONCE="1", DISPLAY="")
    subprocess.run(["bash", str(KIOSK / "launch.sh")], check=True, env=env, timeout=30)
    return record.read_text().splitlines()


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
    assert args[-1] == "http://127.0.0.1:8000/?mode=kiosk"


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

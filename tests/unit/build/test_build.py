"""build.py: vendoring with integrity, the precache list, and the server (standard library only)."""

import base64
import hashlib
import io
import json
import sys
import tarfile
import threading
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402

pytestmark = pytest.mark.skipif(sys.platform == "emscripten", reason="no processes or sockets inside Pyodide")


def test_sri_is_npm_style_sha512():
    assert build.sri(b"abc") == "sha512-" + base64.b64encode(hashlib.sha512(b"abc").digest()).decode()


def fake_pack(tmp_path, files):
    """A stand-in for `npm pack`: writes a tarball of `files` and says its name, as npm does."""
    data = io.BytesIO()
    with tarfile.open(fileobj=data, mode="w:gz") as tar:
        for name, body in files.items():
            info = tarfile.TarInfo(f"package/{name}")
            info.size = len(body)
            info.mtime = 499_132_800  # npm stamps 1985-10-26
            tar.addfile(info, io.BytesIO(body))

    def run(cmd, cwd, check, capture_output, text):
        (Path(cwd) / "fake.tgz").write_bytes(data.getvalue())
        return type("Done", (), {"stdout": json.dumps([{"filename": "fake.tgz"}])})()
    return run, data.getvalue()


@pytest.fixture
def sandbox(tmp_path, monkeypatch):
    monkeypatch.setattr(build, "VENDOR", tmp_path / "vendor")
    monkeypatch.setattr(build, "CACHE", tmp_path / "cache")
    return tmp_path


def test_vendor_takes_only_the_needed_files_fresh_and_stamps_them(sandbox, monkeypatch):
    run, blob = fake_pack(sandbox, {"pyodide.mjs": b"js", "README.md": b"no", "pyodide.asm.wasm": b"w"})
    monkeypatch.setattr(build.subprocess, "run", run)
    monkeypatch.setattr(build, "PACKAGES", {"pyodide": dict(build.PACKAGES["pyodide"], integrity=build.sri(blob))})
    build.vendor()
    got = sorted(p.name for p in (sandbox / "vendor" / "pyodide").iterdir())
    assert got == [".vendored.json", "pyodide.asm.wasm", "pyodide.mjs"]
    assert (sandbox / "vendor" / "pyodide" / "pyodide.mjs").stat().st_mtime > 1_000_000_000  # not 1985

    def must_not_run(*a, **k):
        raise AssertionError("a second run must re-vendor nothing")
    monkeypatch.setattr(build.subprocess, "run", must_not_run)
    build.vendor()


def test_vendor_refuses_a_tarball_that_fails_its_integrity(sandbox, monkeypatch):
    run, _ = fake_pack(sandbox, {"pyodide.mjs": b"tampered"})
    monkeypatch.setattr(build.subprocess, "run", run)
    monkeypatch.setattr(build, "PACKAGES", {"pyodide": build.PACKAGES["pyodide"]})
    with pytest.raises(SystemExit) as e:
        build.vendor()
    assert "integrity" in str(e.value)
    assert not (sandbox / "vendor" / "pyodide").exists()


def site(tmp_path):
    for name, body in {"index.html": "<!doctype html>", "sw.js": "//", "pyscript.toml": "x=1",
                       "static/app.js": "1", "static/vendor/pyodide/pyodide.asm.wasm": "\0asm",
                       "py/main.py": "print()", "py/secret.py": "no", "build.py": "no",
                       ".git/config": "no", "kiosk/setup-pi.sh": "no"}.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(body)
    return tmp_path


def test_site_files_are_only_what_the_page_loads(tmp_path):
    files = build.site_files(site(tmp_path))
    assert files == ["index.html", "py/main.py", "pyscript.toml", "static/app.js",
                     "static/vendor/pyodide/pyodide.asm.wasm", "sw.js"]


def test_precache_version_changes_when_any_file_changes(tmp_path):
    root = site(tmp_path)
    first = build.write_precache(root)
    assert build.write_precache(root)["version"] == first["version"]
    (root / "static" / "app.js").write_text("2")
    second = build.write_precache(root)
    assert second["version"] != first["version"]
    assert "precache.js" in second["files"] and second["sizes"]["static/app.js"] == 1


def test_the_server_serves_the_site_with_types_and_no_cache_and_nothing_else(tmp_path):
    root = site(tmp_path)
    server = build.make_server(root, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        with urllib.request.urlopen(base) as r:
            assert r.headers["Content-Type"].startswith("text/html")
            assert r.headers["Cache-Control"] == "no-cache"
        with urllib.request.urlopen(base + "static/vendor/pyodide/pyodide.asm.wasm") as r:
            assert r.headers["Content-Type"] == "application/wasm"
        for hidden in ("build.py", ".git/config", "py/secret.py", "kiosk/setup-pi.sh", "../etc/passwd"):
            with pytest.raises(urllib.error.HTTPError) as e:
                urllib.request.urlopen(base + hidden)
            assert e.value.code == 404
    finally:
        server.shutdown()
        server.server_close()


def test_dist_targets_that_would_destroy_something_are_refused(tmp_path, monkeypatch):
    project = tmp_path / "pavilion"
    for d in ("py", "static", "tests"):
        (project / d).mkdir(parents=True)
    (tmp_path / "home-stuff").mkdir()
    (tmp_path / "home-stuff" / "notes.txt").write_text("mine")
    monkeypatch.setattr(build, "ROOT", project)
    for bad in (project, tmp_path, project / "py", project / "static" / "x", tmp_path / "home-stuff"):
        with pytest.raises(SystemExit):
            build.check_dist_target(bad)
    assert build.check_dist_target(project / "site") == project / "site"  # what the Pi set-up uses
    earlier = tmp_path / "old-dist"
    earlier.mkdir()
    (earlier / "precache.js").write_text("//")
    assert build.check_dist_target(earlier) == earlier

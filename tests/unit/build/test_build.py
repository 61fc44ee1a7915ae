"""build.py: vendoring with integrity, the precache list, and the server (standard library only)."""

import base64
import hashlib
import io
import json
import os
import subprocess
import sys
import tarfile
import threading
import time
import urllib.error
import urllib.request
import zipfile
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


FAKE_WHEEL = b"PK a wheel"


def test_vendor_takes_only_the_needed_files_fresh_and_stamps_them(sandbox, monkeypatch):
    lock = json.dumps({"info": {}, "packages": {"micropip": {"name": "micropip", "sha256": "pyodide's own"}}})
    run, blob = fake_pack(sandbox, {"pyodide.mjs": b"js", "README.md": b"no", "pyodide.asm.wasm": b"w",
                                    "pyodide-lock.json": lock.encode()})
    monkeypatch.setattr(build.subprocess, "run", run)
    monkeypatch.setattr(build, "PACKAGES", {"pyodide": dict(build.PACKAGES["pyodide"], integrity=build.sri(blob))})
    sha = hashlib.sha256(FAKE_WHEEL).hexdigest()
    monkeypatch.setattr(build, "WHEELS", {name: dict(w, sha256=sha) for name, w in build.WHEELS.items()})
    monkeypatch.setattr(build, "download_wheel", lambda name: FAKE_WHEEL)
    build.vendor()
    got = sorted(p.name for p in (sandbox / "vendor" / "pyodide").iterdir())
    assert got == [".vendored.json", "micropip-0.11.1-py3-none-any.whl", "pyodide-lock.json", "pyodide.asm.wasm",
                   "pyodide.mjs", "segno-1.6.6-py3-none-any.whl"]
    assert (sandbox / "vendor" / "pyodide" / "pyodide.mjs").stat().st_mtime > 1_000_000_000  # not 1985
    # The lock file names the wheels with their own hashes: Pyodide checks each download against it.
    packages = json.loads((sandbox / "vendor" / "pyodide" / "pyodide-lock.json").read_text())["packages"]
    assert packages["micropip"]["sha256"] == packages["segno"]["sha256"] == sha
    assert packages["segno"]["file_name"] == "segno-1.6.6-py3-none-any.whl" and packages["segno"]["imports"] == ["segno"]

    def must_not_run(*a, **k):
        raise AssertionError("a second run must re-vendor nothing")
    monkeypatch.setattr(build.subprocess, "run", must_not_run)
    monkeypatch.setattr(build, "download_wheel", must_not_run)
    build.vendor()


def test_without_npm_the_tarball_comes_from_the_npm_registry_and_is_still_checked(sandbox, monkeypatch):
    def no_npm(*a, **k):
        raise FileNotFoundError("npm")
    asked = []

    class Response(io.BytesIO):
        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

    def urlopen(url, timeout):
        asked.append(url)
        return Response(b"not the pinned tarball")
    monkeypatch.setattr(build.subprocess, "run", no_npm)
    monkeypatch.setattr(build.urllib.request, "urlopen", urlopen)
    assert build.npm_tarball("@pyscript/core@0.7.31") == b"not the pinned tarball"
    assert asked == ["https://registry.npmjs.org/@pyscript/core/-/core-0.7.31.tgz"]
    monkeypatch.setattr(build, "PACKAGES", {"pyodide": build.PACKAGES["pyodide"]})
    with pytest.raises(SystemExit) as e:
        build.vendor()
    assert asked[-1] == "https://registry.npmjs.org/pyodide/-/pyodide-314.0.7.tgz" and "integrity" in str(e.value)


def test_a_wheel_that_fails_its_hash_is_refused(sandbox, monkeypatch):
    def pip(cmd, **kwargs):  # a stand-in for `pip download` that hands over something else
        (Path(cmd[cmd.index("-d") + 1]) / "segno-1.6.6-py3-none-any.whl").write_bytes(b"tampered")
        return type("Done", (), {"returncode": 0, "stderr": ""})()
    monkeypatch.setattr(build.subprocess, "run", pip)
    with pytest.raises(SystemExit) as e:
        build.download_wheel("segno")
    assert "does not match its pinned sha256" in str(e.value)


def test_pip_is_asked_for_the_pinned_wheel_by_hash_from_pypi_alone(sandbox, monkeypatch):
    asked = []

    def pip(cmd, **kwargs):
        asked.append((cmd, (Path(cmd[cmd.index("-r") + 1])).read_text()))
        return type("Done", (), {"returncode": 1, "stderr": "no network here"})()
    monkeypatch.setattr(build.subprocess, "run", pip)
    with pytest.raises(SystemExit) as e:
        build.download_wheel("micropip")
    assert "pip download micropip==0.11.1 failed" in str(e.value) and "no network here" in str(e.value)
    cmd, pins = asked[0]
    assert pins == f"micropip==0.11.1 --hash=sha256:{build.WHEELS['micropip']['sha256']}\n"
    assert "--require-hashes" in cmd and "--no-deps" in cmd and cmd[cmd.index("--python-version") + 1] == "3.14"
    assert not any("index-url" in part or "://" in part for part in cmd)  # pip's own registry: PyPI


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
    assert build.is_site_path("static/vendor/pyodide/segno-1.6.6-py3-none-any.whl")  # served and precached


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


def test_leave_the_kiosk_is_the_one_thing_posted_and_only_writes_the_launchers_flag(tmp_path, monkeypatch):
    root = site(tmp_path)
    flag = tmp_path / "cache" / "leave-kiosk"
    server = build.make_server(root, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"

    def post(path):
        return urllib.request.urlopen(urllib.request.Request(base + path, data=b"", method="POST"))
    try:
        with pytest.raises(urllib.error.HTTPError) as e:  # a server not told of a flag takes no post
            post("leave-kiosk")
        assert e.value.code == 404 and not flag.exists()
        monkeypatch.setenv("PAVILION_LEAVE_FLAG", str(flag))
        for other in ("index.html", "leave-kiosk/x", "../leave-kiosk"):
            with pytest.raises(urllib.error.HTTPError) as e:
                post(other)
            assert e.value.code == 404
        assert not flag.exists()
        with post("leave-kiosk") as r:
            assert r.status == 204
        assert flag.exists()
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
    (earlier / build.DIST_MARKER).write_text(build.OLD_DIST_MARKER_TEXT)  # what only dist writes
    assert build.check_dist_target(earlier) == earlier


@pytest.fixture
def project(tmp_path, monkeypatch):
    """A small built checkout to dist from, standing in for the real one (no vendoring)."""
    root = site(tmp_path / "pavilion")
    monkeypatch.setattr(build, "ROOT", root)
    monkeypatch.setattr(build, "build", lambda: build.write_precache(root))
    return root


def dist_exit(target):
    with pytest.raises(SystemExit) as e:
        build.dist(target)
    message = str(e.value)
    assert message.startswith("build.py: ") and "\n" not in message and message.endswith(".")
    return message


def test_dist_replaces_only_a_folder_that_dist_wrote(project, tmp_path):
    # Another built checkout: it has a precache.js, and its .git, sources and work must survive.
    other = site(tmp_path / "other-checkout")
    build.write_precache(other)
    (other / "notes.txt").write_text("uncommitted work")
    before = sorted(p.relative_to(other).as_posix() for p in other.rglob("*"))
    assert "not written by `build.py dist`" in dist_exit(other)
    assert sorted(p.relative_to(other).as_posix() for p in other.rglob("*")) == before
    assert (other / "notes.txt").read_text() == "uncommitted work"

    # A marker that is a link, or says something else, is not a marker.
    (other / build.DIST_MARKER).symlink_to(tmp_path / "elsewhere")
    (tmp_path / "elsewhere").write_text(build.OLD_DIST_MARKER_TEXT)
    dist_exit(other)
    (other / build.DIST_MARKER).unlink()
    (other / build.DIST_MARKER).write_text("")
    dist_exit(other)
    assert (other / "notes.txt").exists() and (other / ".git" / "config").exists()

    # A file is a plain sentence, not a traceback; so is a path under a file.
    (tmp_path / "a-file").write_text("mine")
    assert "is a file, not a folder" in dist_exit(tmp_path / "a-file")
    assert "is a file, not a folder" in dist_exit(tmp_path / "a-file" / "site")
    assert (tmp_path / "a-file").read_text() == "mine"

    # A new folder gets the site and the marker; a second dist writes it again.
    out = tmp_path / "out"
    build.dist(out)
    assert build.is_earlier_dist(out)
    assert (out / "index.html").exists() and not (out / "build.py").exists()
    build.dist(out)
    assert (out / "index.html").exists()
    assert build.DIST_MARKER not in build.site_files(out)  # never served or precached

    # The project's own ./site works the same (kiosk/setup-pi.sh builds into it, more than once).
    build.dist(project / "site")
    build.dist(project / "site")
    assert (project / "site" / "index.html").exists()


def test_dist_given_a_file_says_so_from_the_command_line(tmp_path):
    target = tmp_path / "notes.txt"
    target.write_text("mine")
    done = subprocess.run([sys.executable, str(ROOT / "build.py"), "dist", str(target)],
                          check=False, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr.strip() == f"build.py: {target} is a file, not a folder; give dist a folder to write the site into."
    assert target.read_text() == "mine"


def tree(folder):
    """Every file and link under `folder`: its bytes, or where the link leads."""
    return {p.relative_to(folder).as_posix(): (f"-> {os.readlink(p)}" if p.is_symlink() else p.read_bytes())
            for p in sorted(folder.rglob("*")) if p.is_symlink() or p.is_file()}


def entry(data):
    return {"size": len(data), "sha256": hashlib.sha256(data).hexdigest()}


def test_a_second_dist_removes_only_the_files_the_first_wrote_and_names_the_rest(project, tmp_path, capsys):
    (project / "static" / "gone").mkdir()
    (project / "static" / "gone" / "old.js").write_text("dropped in the next version")
    (project / "static" / "edited.js").write_text("dropped too")
    out = tmp_path / "out"
    build.dist(out)
    marker = json.loads((out / build.DIST_MARKER).read_text())
    assert set(marker["files"]) == set(build.site_files(project)) and "replacing" not in marker
    assert marker["files"]["index.html"] == entry(b"<!doctype html>")

    # The owner adds their own files and edits one of Pavilion's; then a new version drops two files.
    (out / "notes.txt").write_text("mine")
    (out / "static" / "logo.png").write_bytes(b"\x89PNG mine")  # a name the site could use
    (out / "static" / "edited.js").write_text("changed by hand")
    (project / "static" / "gone" / "old.js").unlink()
    (project / "static" / "edited.js").unlink()
    (project / "static" / "app.js").write_text("2")
    capsys.readouterr()
    build.dist(out)
    assert not (out / "static" / "gone").exists()  # its file, then the folder dist made for it
    assert (out / "static" / "app.js").read_text() == "2"
    assert (out / "notes.txt").read_text() == "mine" and (out / "static" / "logo.png").read_bytes() == b"\x89PNG mine"
    assert (out / "static" / "edited.js").read_text() == "changed by hand"  # changed since: no longer dist's
    assert ("build.py: kept 3 files that Pavilion did not write, or that changed since it did: "
            "notes.txt, static/edited.js, static/logo.png\n") in capsys.readouterr().out
    marker = json.loads((out / build.DIST_MARKER).read_text())
    assert set(marker["files"]) == set(build.site_files(project)) and "replacing" not in marker


def test_a_file_of_someone_else_where_the_site_goes_refuses_the_dist_and_changes_nothing(project, tmp_path):
    out = tmp_path / "out"
    build.dist(out)
    (project / "index.html").write_text("<!doctype html><title>new")  # a new version
    (out / "index.html").write_text("<!doctype html><title>edited by hand")
    (tmp_path / "outside.js").write_text("not the site's")
    (out / "static" / "app.js").unlink()
    (out / "static" / "app.js").symlink_to(tmp_path / "outside.js")
    before = tree(out)
    assert dist_exit(out) == (f"build.py: {out} has 2 files or links where the site's files go that Pavilion "
                              f"did not write, or that changed since it did: index.html, static/app.js; nothing "
                              f"was changed: move or delete them, or choose an empty or new folder.")
    assert tree(out) == before and (tmp_path / "outside.js").read_text() == "not the site's"

    # A file where the site needs a folder is in the way too, and named itself.
    for name in ("index.html", "static/app.js", "py/main.py"):
        (out / name).unlink()
    (out / "py").rmdir()
    (out / "py").write_text("a file")
    assert dist_exit(out).startswith(f"build.py: {out} has 1 file or link where the site's files go that "
                                     f"Pavilion did not write, or that changed since it did: py; nothing was")
    (out / "py").unlink()
    build.dist(out)
    assert (out / "index.html").read_text() == "<!doctype html><title>new" and (out / "py" / "main.py").exists()


def test_a_planted_marker_removes_and_writes_over_nothing_dist_did_not_write(project, tmp_path, capsys):
    folder = tmp_path / "website"
    (folder / "static").mkdir(parents=True)
    (folder / "notes.txt").write_text("mine")
    (folder / "static" / "app.js").write_text("my own app")
    outside = tmp_path / "outside.js"
    outside.write_text("elsewhere")
    (folder / "static" / "linked.js").symlink_to(outside)
    # Each entry gives a real file's true size and hash; none of them is dist's to remove.
    planted = {"format": 1, "files": {
        "notes.txt": entry(b"mine"),                  # no name the site uses
        "../outside.js": entry(b"elsewhere"),         # out of the folder
        str(outside): entry(b"elsewhere"),            # absolute
        "static/../../outside.js": entry(b"elsewhere"),
        "static/linked.js": entry(b"elsewhere"),      # through a link
        "static/app.js": {"size": "10", "sha256": entry(b"my own app")["sha256"]},  # malformed
        "static/a\0.js": entry(b"")}}
    (folder / build.DIST_MARKER).write_text(json.dumps(planted))
    before = tree(folder)
    assert ": static/app.js; nothing was changed" in dist_exit(folder)
    assert tree(folder) == before

    (folder / "static" / "app.js").rename(folder / "my-app.js")  # the owner moves their file away
    capsys.readouterr()
    build.dist(folder)
    assert outside.read_text() == "elsewhere" and (folder / "static" / "linked.js").is_symlink()
    assert (folder / "notes.txt").read_text() == "mine" and (folder / "my-app.js").read_text() == "my own app"
    assert (folder / "static" / "app.js").read_text() == "1"
    out = capsys.readouterr().out
    assert ("build.py: kept 3 files that Pavilion did not write, or that changed since it did: "
            "my-app.js, notes.txt, static/linked.js\n") in out
    assert (f"build.py: the marker in {folder} named 6 paths that dist may not touch (no site file inside the "
            f"folder, or malformed); none was touched: notes.txt, ../outside.js, {outside}, static/../../outside.js, static/app.js, static/a\\x00.js\n") in out


def test_an_older_marker_without_a_list_is_written_over_by_name_and_nothing_removed(project, tmp_path, capsys):
    older = tmp_path / "older"
    (older / "static").mkdir(parents=True)
    (older / build.DIST_MARKER).write_text(build.OLD_DIST_MARKER_TEXT)
    (older / "index.html").write_text("an older version")
    (older / "static" / "old.js").write_text("an older version's file")
    (older / "notes.txt").write_text("mine")
    build.dist(older)
    assert (older / "index.html").read_text() == "<!doctype html>"
    assert (older / "static" / "old.js").exists() and (older / "notes.txt").read_text() == "mine"
    out = capsys.readouterr().out
    assert (f"build.py: {older} had an older dist's marker that lists no files: the site's files were "
            f"written over and nothing was removed\n") in out
    assert "build.py: kept 2 files that Pavilion did not write, or that changed since it did: notes.txt, static/old.js\n" in out
    assert set(json.loads((older / build.DIST_MARKER).read_text())["files"]) == set(build.site_files(project))


def test_a_stale_file_changed_while_dist_writes_is_kept(tmp_path):
    (tmp_path / "static").mkdir()
    (tmp_path / "static" / "same-size.js").write_text("edited now")
    (tmp_path / "static" / "longer.js").write_text("edited meanwhile")
    as_written = (len(b"as written"), hashlib.sha256(b"as written").hexdigest())
    build.remove_stale(tmp_path, {"static/same-size.js": as_written, "static/longer.js": as_written})
    assert sorted(p.name for p in (tmp_path / "static").iterdir()) == ["longer.js", "same-size.js"]


def test_a_marker_too_big_too_deep_or_not_a_file_is_no_marker(tmp_path):
    folder = tmp_path / "folder"
    folder.mkdir()
    (folder / "notes.txt").write_text("mine")
    marker = folder / build.DIST_MARKER
    valid = {"format": 1, "files": {f"static/{i:06}.js": entry(b"x") for i in range(8000)}}
    assert len(json.dumps(valid)) < build.MARKER_MAX_BYTES
    for text, recognised in ((json.dumps(valid), True),
                             (json.dumps({**valid, "pad": "x" * build.MARKER_MAX_BYTES}), False),
                             ("[" * 400_000 + "]" * 400_000, False),
                             ('{"format": 1, "files": []}', False), ('{"format": 2, "files": {}}', False),
                             ("[]", False), ("\udcff", False)):
        marker.write_bytes(text.encode(errors="surrogateescape"))
        start = time.monotonic()
        assert build.is_earlier_dist(folder) is recognised
        assert time.monotonic() - start < 2  # a few ms: the size cap bounds the parse
    marker.unlink()
    os.mkfifo(marker)  # opened without waiting for a writer
    assert not build.is_earlier_dist(folder)


def test_a_dist_cut_short_is_finished_by_the_next_of_another_version(project, tmp_path, monkeypatch):
    (project / "static" / "v1.js").write_text("1")
    out = tmp_path / "out"
    build.dist(out)
    (project / "static" / "v1.js").unlink()
    (project / "static" / "v2.js").write_text("2")
    (project / "static" / "app.js").write_text("version 2")
    written = []

    def cut_short(target, data):
        """The marker, index.html and precache.js are written; then the disk is full."""
        if len(written) == 3:
            raise OSError(28, "No space left on device", str(target))
        written.append(target)
        real(target, data)
    real = build.write_atomically
    with monkeypatch.context() as m:
        m.setattr(build, "write_atomically", cut_short)
        assert "No space left on device" in dist_exit(out)
    assert (out / "static" / "app.js").read_text() == "1" and (out / "static" / "v1.js").exists()

    (project / "static" / "v2.js").unlink()
    (project / "static" / "app.js").write_text("version 3")
    build.dist(out)
    assert tree(out) == {build.DIST_MARKER: (out / build.DIST_MARKER).read_bytes(),
                         **{rel: (project / rel).read_bytes() for rel in build.site_files(project)}}


def test_links_that_lead_out_of_the_site_are_neither_served_nor_copied(project, tmp_path):
    outside = tmp_path / "outside"
    (outside / "lib").mkdir(parents=True)
    (outside / "secret.js").write_text("the key")
    (outside / "lib" / "also.js").write_text("the key")
    (project / "static" / "leak.js").symlink_to(outside / "secret.js")        # a file outside
    (project / "static" / "linked").symlink_to(outside / "lib")               # a folder outside
    (project / "static" / "build.js").symlink_to(project / "build.py")        # not a site file
    (project / "static" / "dangling.js").symlink_to(tmp_path / "nothing.js")  # leads nowhere
    (project / "static" / "alias.js").symlink_to(project / "static" / "app.js")  # inside: fine
    (project / "index.html").unlink()
    (project / "index.html").symlink_to(outside / "secret.js")
    hostile = ["index.html", "static/leak.js", "static/linked/also.js", "static/build.js", "static/dangling.js"]

    files = build.site_files(project)
    assert "static/alias.js" in files and not set(hostile) & set(files)
    manifest = build.write_precache(project)
    assert not set(hostile) & set(manifest["files"])
    assert "the key" not in (project / "precache.js").read_text()

    server = build.make_server(project, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        for path in hostile + [""]:
            with pytest.raises(urllib.error.HTTPError) as e:
                urllib.request.urlopen(base + path)
            assert e.value.code == 404, path
        with urllib.request.urlopen(base + "static/alias.js") as r:
            assert r.read() == b"1"
    finally:
        server.shutdown()
        server.server_close()

    build.dist(tmp_path / "out")
    copied = {p.relative_to(tmp_path / "out").as_posix() for p in (tmp_path / "out").rglob("*")}
    assert not set(hostile) & copied
    assert not any(p.read_bytes() == b"the key" for p in (tmp_path / "out").rglob("*") if p.is_file())


def zipped_sources(data):
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        assert z.testzip() is None
        return {name: z.read(name) for name in z.namelist()}


def test_py_zip_is_replaced_whole_and_only_when_py_changed(project, tmp_path, monkeypatch):
    monkeypatch.setattr(build, "VENDOR", project / "static" / "vendor")
    monkeypatch.setattr(build, "_bundled", {})
    source = project / "py" / "rules.py"
    source.write_text("BALLS = 6\n")
    past = time.time() - 60
    for path in build.python_sources():
        os.utime(path, (past, past))  # not racy: their timestamps can be trusted
    out = project / "static" / "vendor" / "app" / "py.zip"
    assert build.bundle_python() is True
    first = out.read_bytes()
    assert zipped_sources(first) == {"rules.py": b"BALLS = 6\n", "secret.py": b"no"}

    # Unchanged py/: nothing is zipped or written, however often the page is loaded.
    inode = out.stat().st_ino
    with monkeypatch.context() as m:
        m.setattr(build.zipfile, "ZipFile", lambda *a, **k: pytest.fail("py/ did not change"))
        rebuild = build.checkout_rebuilder()
        for _ in range(3):
            assert build.bundle_python() is False
            rebuild()
    assert out.stat().st_ino == inode

    # A reader that opened py.zip before a rebuild (a GET in flight) reads the old zip whole,
    # never a truncated or half-new one; the new path holds the new zip whole.
    with open(out, "rb") as reader:
        source.write_text("BALLS = 8  # an eight-ball over, to make the file longer\n")
        assert build.bundle_python() is True
        assert reader.read() == first
    assert zipped_sources(out.read_bytes())["rules.py"].startswith(b"BALLS = 8")
    assert [p.name for p in out.parent.iterdir()] == ["py.zip"]  # no temporary left behind


def test_the_checkout_server_never_hands_out_a_torn_py_zip(project, monkeypatch):
    """Page loads rebuild while py/ changes under them; every py.zip fetched is a whole zip."""
    monkeypatch.setattr(build, "VENDOR", project / "static" / "vendor")
    monkeypatch.setattr(build, "_bundled", {})
    source = project / "py" / "rules.py"
    source.write_text("x = 0\n")
    build.bundle_python()
    build.write_precache(project)
    server = build.make_server(project, 0, rebuild=build.checkout_rebuilder())
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    stop = threading.Event()

    def edit_and_reload():
        try:
            for i in range(40):
                source.write_text(f"x = {i}\n" + "# padding\n" * (i * 500))
                urllib.request.urlopen(base).read()
        finally:
            stop.set()
    editor = threading.Thread(target=edit_and_reload)
    editor.start()
    try:
        fetched = 0
        while (not stop.is_set() or fetched == 0) and fetched < 5000:
            with urllib.request.urlopen(base + "static/vendor/app/py.zip") as r:
                assert "rules.py" in zipped_sources(r.read())
            fetched += 1
    finally:
        editor.join(timeout=60)
        server.shutdown()
        server.server_close()
    assert not editor.is_alive()


def test_stages_side_by_side_run_at_once_and_print_each_whole(tmp_path, monkeypatch, capsys):
    """build.py test runs the two unit stages at once: here the first stage waits for a file the
    second writes (run one after the other, it would give up and fail); each one's output is printed
    whole under its title, and its counts come from its own report."""
    monkeypatch.setattr(build, "CACHE", tmp_path)
    flag = tmp_path / "second-started"
    junit = '<testsuite tests="{}" failures="{}" errors="0" skipped="1"/>'

    def stage(i, body, tests, failures):
        script = (f"import pathlib, sys, time\n{body}\n"
                  f"print('stage {i} line 1'); print('stage {i} line 2')\n"
                  f"pathlib.Path({str(tmp_path / f'junit-{i}.xml')!r}).write_text({junit.format(tests, failures)!r})\n"
                  f"sys.exit({1 if failures else 0})")
        return i, f"stage {i}", [sys.executable, "-c", script]

    waits = f"t = time.monotonic()\nwhile not pathlib.Path({str(flag)!r}).exists():\n" \
            "    time.sleep(0.02)\n    if time.monotonic() - t > 20: sys.exit(3)"
    runs = [stage(0, waits, 5, 0), stage(1, f"pathlib.Path({str(flag)!r}).write_text('')", 4, 1)]
    results = build.run_stages(runs, dict(os.environ))
    assert [(title, rc, counts) for title, rc, counts, _ in results] == [
        ("stage 0", 0, {"passed": 4, "failed": 0, "skipped": 1}), ("stage 1", 1, {"passed": 2, "failed": 1, "skipped": 1})]
    out = capsys.readouterr().out
    assert "--- stage 0 and stage 1, side by side" in out
    assert "--- stage 0\nstage 0 line 1\nstage 0 line 2\n" in out and "--- stage 1\nstage 1 line 1\nstage 1 line 2\n" in out
    assert out.index("--- stage 0\n") < out.index("--- stage 1\n")

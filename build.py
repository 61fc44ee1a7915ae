#!/usr/bin/env python3
"""Pavilion's build: vendor | build | serve | dist | test. Standard library only.

    python3 build.py serve          vendor Pyodide + PyScript, build, serve on http://127.0.0.1:8000/
    python3 build.py serve --host 0.0.0.0   the same, and to phones on the network (the kiosk's service)
    python3 build.py test           the same build, a .venv, Chromium, then every test
    python3 build.py dist DIR       a self-contained static folder any web server can host

Everything the page loads comes from this site: Pyodide and PyScript are fetched once from the
npm registry with `npm pack`, checked against pinned sha512 integrity, and unpacked into
static/vendor/ (git-ignored). The build then zips py/ into static/vendor/app/py.zip (PyScript
unpacks it into Pyodide's file system) and writes precache.js, the service worker's file list
under a version that changes whenever any file changes. Both are replaced by a rename, never
rewritten in place. Test-only tools (axe-core) are vendored the same way into build-cache/.

A dist folder carries a .pavilion-dist marker listing the files dist wrote; dist writes into no
folder without it, and removes or writes over only the files it lists, if unchanged. The site
is only its own files: a symbolic link that leads out of it is neither served nor copied.
"""

import argparse
import base64
import functools
import hashlib
import http.server
import io
import ipaddress
import json
import os
import shutil
import socket
import socketserver
import stat
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
import urllib.parse
import urllib.request
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent
VENDOR = ROOT / "static" / "vendor"
CACHE = ROOT / "build-cache"
VENV = ROOT / ".venv"
CHROMIUM = os.environ.get("PAVILION_CHROMIUM", "/usr/bin/chromium")

# What the page needs from each npm package, pinned by version and sha512 integrity.
PACKAGES = {
    "pyodide": {
        "spec": "pyodide@314.0.7",
        "integrity": "sha512-0YvXxEhfEdpLfb/XkM2BFAeMROq0iMUX2bzzH9pOttyMcWkwq+HbE5uyuGD82LN7y2q+SNvi/6V5JEsOlD2R1A==",
        "take": lambda name: name in {"pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                                      "python_stdlib.zip", "pyodide-lock.json"},
    },
    "pyscript": {
        "spec": "@pyscript/core@0.7.31",
        "integrity": "sha512-GqM1aonc1N4RTkNZ1zJ8jJk8+i2cqeztZslPsAiQtn+wHHkUX9Z1FgIg4HjCvhBylB68UKmbTVTzOobpgPIMVQ==",
        "take": lambda name: name.startswith("dist/") and name.endswith((".js", ".css")),
    },
}

# Test-only tools, pinned the same way; unpacked into build-cache/vendor/, which is never served.
TEST_PACKAGES = {
    "axe-core": {
        "spec": "axe-core@4.14.1",
        "integrity": "sha512-FHfa+lmNjQZfJz1q8wKqIDwC6DExcHt/pkjNQb09a3NPjCKg2rhu5qb2S4r76ASyFNNtuFooJpZe37OgudVGtQ==",
        "take": lambda name: name == "axe.min.js",
    },
}

# Pure-Python wheels the page installs with micropip, from this site: fetched from PyPI once with
# `pip download` (hash-pinned, so pip itself refuses anything else), put beside pyodide-lock.json and
# entered in it with their own sha256 (Pyodide checks every package it loads against the lock file).
# micropip is in Pyodide's lock but not in its npm tarball; segno makes the share panel's QR codes.
WHEELS = {
    "micropip": {"version": "0.11.1", "python": "3.14", "imports": ["micropip"],
                 "sha256": "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"},
    "segno": {"version": "1.6.6", "python": "3.14", "imports": ["segno"],
              "sha256": "28c7d081ed0cf935e0411293a465efd4d500704072cdb039778a2ab8736190c7"},
}

# The site: what is served, precached and copied into a dist folder. Nothing else is reachable.
SITE_FILES = ("index.html", "pyscript.toml", "sw.js", "precache.js")
SITE_DIRS = {"static": (".css", ".js", ".mjs", ".wasm", ".zip", ".json", ".png", ".svg",
                        ".webmanifest", ".ico", ".whl"),
             "kiosk": (".html", ".css", ".js"),
             "py": ("main.py",)}
CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
    ".wasm": "application/wasm", ".json": "application/json", ".zip": "application/zip",
    ".toml": "text/plain; charset=utf-8", ".py": "text/plain; charset=utf-8",
    ".png": "image/png", ".svg": "image/svg+xml", ".ico": "image/x-icon",
    ".webmanifest": "application/manifest+json", ".whl": "application/zip",
}


def say(*parts):
    print("build.py:", *parts, flush=True)


# --- vendoring ------------------------------------------------------------------------------

def sri(data: bytes) -> str:
    return "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()


def vendor(force: bool = False) -> None:
    """Fetch, check and unpack each pinned npm package and wheel; a second run re-vendors nothing."""
    for name, pkg in PACKAGES.items():
        vendor_package(pkg, VENDOR / name, force)
    vendor_wheels(force)


NPM_REGISTRY = "https://registry.npmjs.org/"


def npm_tarball(spec: str) -> bytes:
    """The tarball of `name@version`, by `npm pack`; without npm (a Raspberry Pi needs no Node.js)
    the same file straight from the npm registry. The caller checks its pinned integrity either way."""
    say(f"npm pack {spec}")
    try:
        out = subprocess.run(["npm", "pack", spec, "--json", "--pack-destination", str(CACHE)],
                             cwd=CACHE, check=True, capture_output=True, text=True).stdout
        return (CACHE / json.loads(out)[0]["filename"]).read_bytes()
    except FileNotFoundError:
        pass
    except subprocess.CalledProcessError as e:
        sys.exit(f"build.py: npm pack {spec} failed:\n{e.stderr}")
    name, _, version = spec.rpartition("@")
    url = f"{NPM_REGISTRY}{name}/-/{name.rpartition('/')[2]}-{version}.tgz"
    say(f"npm is not installed: fetching {url}")
    try:
        with urllib.request.urlopen(url, timeout=120) as response:
            return response.read()
    except OSError as e:
        sys.exit(f"build.py: could not fetch {url} ({e}): check this machine is on the internet and try again "
                 "(npm is not needed).")


def wheel_file(name: str) -> str:
    return f"{name}-{WHEELS[name]['version']}-py3-none-any.whl"


def vendor_wheels(force: bool = False) -> None:
    """Each pinned wheel beside pyodide-lock.json, and its entry in the lock file, so that
    `micropip.install(name)` in the page loads it from this site (and nowhere else)."""
    folder = VENDOR / "pyodide"
    lock_path = folder / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    for name, whl in WHEELS.items():
        target = folder / wheel_file(name)
        if force or not target.is_file() or hashlib.sha256(target.read_bytes()).hexdigest() != whl["sha256"]:
            write_atomically(target, download_wheel(name))
            say(f"vendored {target.name} into {os.path.relpath(folder, ROOT)}")
    entries = {name: {"name": name, "version": whl["version"], "file_name": wheel_file(name), "install_dir": "site",
                      "sha256": whl["sha256"], "package_type": "package", "imports": whl["imports"],
                      "depends": [], "unvendored_tests": False, "tool": {}} for name, whl in WHEELS.items()}
    if any(lock["packages"].get(name) != entry for name, entry in entries.items()):
        lock["packages"].update(entries)
        write_atomically(lock_path, json.dumps(lock, separators=(",", ":")).encode())


def download_wheel(name: str) -> bytes:
    """One pinned wheel from PyPI with `pip download`, hash-checked by pip and again here."""
    whl = WHEELS[name]
    CACHE.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
        pins = Path(tmp) / "pins.txt"
        pins.write_text(f"{name}=={whl['version']} --hash=sha256:{whl['sha256']}\n")
        pythons = [sys.executable] + ([str(VENV / "bin" / "python")] if (VENV / "bin" / "python").exists() else [])
        for python in pythons:
            done = subprocess.run([python, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
                                   "--no-deps", "--only-binary=:all:", "--python-version", whl["python"],
                                   "--require-hashes", "-r", str(pins), "-d", tmp],
                                  capture_output=True, text=True, check=False)
            if done.returncode == 0:
                break
        else:
            sys.exit(f"build.py: pip download {name}=={whl['version']} failed (is pip installed? "
                     f"apt-get install -y python3-pip):\n{done.stderr}")
        data = (Path(tmp) / wheel_file(name)).read_bytes()
    if hashlib.sha256(data).hexdigest() != whl["sha256"]:
        sys.exit(f"build.py: {wheel_file(name)} does not match its pinned sha256; refusing to use it.")
    return data


def vendor_test_tools(force: bool = False) -> Path:
    """The test-only packages (axe-core), unpacked into build-cache/: never served, never in a
    dist or the precache list. Returns the folder they are in."""
    for name, pkg in TEST_PACKAGES.items():
        vendor_package(pkg, CACHE / "vendor" / name, force)
    return CACHE / "vendor"


def vendor_package(pkg: dict, dest: Path, force: bool = False) -> None:
    stamp = dest / ".vendored.json"
    if not force and stamp.exists() and json.loads(stamp.read_text()) == {
            "spec": pkg["spec"], "integrity": pkg["integrity"]}:
        return
    CACHE.mkdir(exist_ok=True)
    data = npm_tarball(pkg["spec"])
    if sri(data) != pkg["integrity"]:
        sys.exit(f"build.py: {pkg['spec']} does not match its pinned integrity; refusing to use it.")
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        for member in tar.getmembers():
            inner = member.name.split("/", 1)[1] if "/" in member.name else member.name
            if member.isfile() and pkg["take"](inner):
                # Written afresh: npm stamps files 1985, which browsers would cache for years.
                target = dest / Path(inner).name
                target.write_bytes(tar.extractfile(member).read())
    stamp.write_text(json.dumps({"spec": pkg["spec"], "integrity": pkg["integrity"]}))
    say(f"vendored {pkg['spec']} into {os.path.relpath(dest, ROOT)}")


# --- the build ------------------------------------------------------------------------------

def python_sources():
    return sorted(p for p in (ROOT / "py").rglob("*.py")
                  if "__pycache__" not in p.parts and p.name != "main.py")


def write_atomically(target: Path, data: bytes) -> None:
    """Write `data` to a temporary name beside `target`, then rename it over `target`.

    A reader (the server, a service worker installing) sees the old file whole or the new one
    whole, never a truncated one. The temporary name starts with a dot, so it is never served."""
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, 0o644)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


RACY_SECONDS = 2  # a file changed this recently may change again within the same mtime tick
_bundled = {}     # py.zip path -> the fingerprint of the py/ sources it was last built from


def sources_fingerprint(paths):
    """What a file listing and stat() say about `paths`, or None when some file is too fresh to
    trust its timestamp (it could change again without its mtime moving)."""
    now = time.time()
    marks = []
    for path in paths:
        st = path.stat()
        if now - st.st_mtime < RACY_SECONDS:
            return None
        marks.append((str(path), st.st_mtime_ns, st.st_size, st.st_ino))
    return tuple(marks)


def bundle_python() -> bool:
    """Zip py/ (all but main.py, which the page loads itself) for PyScript to unpack at start.

    Rebuilt only when py/ changed, and replaced by a rename, never rewritten in place: the server
    calls this on every page load. Returns whether py.zip was rewritten."""
    out = VENDOR / "app" / "py.zip"
    sources = python_sources()
    fingerprint = sources_fingerprint(sources)
    if fingerprint is not None and _bundled.get(out) == fingerprint and out.is_file():
        return False
    out.parent.mkdir(parents=True, exist_ok=True)
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for path in sources:
            info = zipfile.ZipInfo(path.relative_to(ROOT / "py").as_posix(), (2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, path.read_bytes())
    changed = not out.is_file() or out.read_bytes() != buf.getvalue()
    if changed:
        write_atomically(out, buf.getvalue())
    _bundled[out] = fingerprint
    return changed


def is_site_path(rel: str) -> bool:
    """Whether a POSIX path relative to the site's root names a file the site may serve."""
    parts = rel.split("/")
    if len(parts) == 1:
        return rel in SITE_FILES
    kinds = SITE_DIRS.get(parts[0])
    return bool(kinds) and rel.endswith(kinds) and "__pycache__" not in parts \
        and not any(p.startswith(".") or p in ("", "..") for p in parts)


def site_files(root: Path = ROOT):
    """Every file of the site, as sorted POSIX paths relative to `root`.

    A symbolic link counts only when it resolves to a file of the site itself: one that leads
    out of the site (to /etc/passwd, to another project's files) is neither served nor copied."""
    real_root = root.resolve()
    candidates = [f for f in SITE_FILES if (root / f).is_file()]
    for top, kinds in SITE_DIRS.items():
        for path in (root / top).rglob("*") if (root / top).is_dir() else ():
            if path.is_file() and path.name.endswith(kinds) and not path.name.startswith(".") \
                    and "__pycache__" not in path.parts:
                candidates.append(path.relative_to(root).as_posix())
    found = []
    for rel in candidates:
        try:
            real = (root / rel).resolve(strict=True).relative_to(real_root).as_posix()
        except (OSError, ValueError, RuntimeError):  # dangling, looping, or outside the site
            continue
        if is_site_path(real):
            found.append(rel)
    return sorted(set(found))


def write_precache(root: Path = ROOT) -> dict:
    """precache.js: the service worker's list and a version that changes when any file does."""
    files = [f for f in site_files(root) if f != "precache.js"]  # listed below: it cannot hash itself
    digest = hashlib.sha256()
    sizes = {}
    for f in files:
        data = (root / f).read_bytes()
        sizes[f] = len(data)
        digest.update(f.encode() + b"\0" + hashlib.sha256(data).digest())
    manifest = {"version": digest.hexdigest()[:16], "files": files + ["precache.js"], "sizes": sizes}
    text = ("// Generated by build.py: the files the service worker precaches. Do not edit.\n"
            f"self.PAVILION_PRECACHE = {json.dumps(manifest, indent=0, sort_keys=True)};\n")
    target = root / "precache.js"
    if target.is_symlink() or not target.is_file() or target.read_text() != text:
        write_atomically(target, text.encode())  # a rename replaces a link, never writes through it
    return manifest


def build() -> dict:
    vendor()
    bundle_python()
    return write_precache()


DIST_MARKER = ".pavilion-dist"  # written by `dist` alone; a folder without it is never written into
DIST_FORMAT = 1
DIST_NOTE = ("Written by Pavilion's `build.py dist`. The next dist removes the files listed here that are "
             "unchanged, and nothing else.")
OLD_DIST_MARKER_TEXT = "This folder was written by Pavilion's `build.py dist`, which may replace it whole.\n"
MARKER_MAX_BYTES = 1 << 20          # the real list is about 10 kB; the cap also bounds the parse's time
DIST_FILE_MAX_BYTES = 256 << 20     # no site file comes near it; a bigger entry is no file dist wrote
NAMES_SHOWN = 10


class EarlierDist(NamedTuple):
    """What a folder's marker says an earlier dist wrote there."""
    listed: dict | None  # path -> {(size, sha256)} dist wrote there; None: an older marker lists no files
    ignored: list        # entries naming nothing dist may touch: outside the site, absolute, malformed


def read_dist_marker(folder: Path) -> EarlierDist | None:
    """The folder's marker, or None when it has none that dist wrote.

    The marker is untrusted: it is read without following a link or waiting on a pipe, at most
    MARKER_MAX_BYTES of it, and each entry is checked; an entry that fails is reported, never acted on."""
    try:
        fd = os.open(folder / DIST_MARKER, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
                return None
            data = f.read(MARKER_MAX_BYTES + 1)
    except OSError:
        return None
    if data == OLD_DIST_MARKER_TEXT.encode():
        return EarlierDist(None, [])
    try:
        marker = json.loads(data) if len(data) <= MARKER_MAX_BYTES else None
    except (ValueError, RecursionError):  # not JSON, not UTF-8, or nested past the parser's depth
        return None
    sections = [marker.get(key, {}) for key in ("files", "replacing")] if isinstance(marker, dict) else []
    if not sections or marker.get("format") != DIST_FORMAT or not all(isinstance(s, dict) for s in sections):
        return None
    listed, ignored = {}, []
    for rel, entry in (item for section in sections for item in section.items()):
        if is_site_path(rel) and "\0" not in rel and is_dist_entry(entry):
            listed.setdefault(rel, set()).add((entry["size"], entry["sha256"]))
        else:
            ignored.append(rel)
    return EarlierDist(listed, ignored)


def is_dist_entry(entry) -> bool:
    """Whether a marker's entry is {"size": bytes, "sha256": 64 hex digits}, as dist writes them."""
    if not isinstance(entry, dict):
        return False
    size, digest = entry.get("size"), entry.get("sha256")
    return type(size) is int and 0 <= size <= DIST_FILE_MAX_BYTES and isinstance(digest, str) \
        and len(digest) == 64 and not digest.strip("0123456789abcdef")


def is_earlier_dist(folder: Path) -> bool:
    return read_dist_marker(folder) is not None


def check_dist_target(target: Path) -> Path:
    """Refuse the project, its parents, its own folders, a file, and any folder that is not empty
    and was not written by `dist` (it carries DIST_MARKER)."""
    target = target.resolve()
    own = {ROOT / d for d in (*SITE_DIRS, "tests", "bench", "docs", ".git", ".venv", "build-cache")}
    if target == ROOT or target in ROOT.parents or target in own or own & set(target.parents):
        sys.exit("build.py: choose a dist folder outside the project's own folders (./site is fine).")
    for folder in (target, *target.parents):
        if folder.exists() and not folder.is_dir():
            sys.exit(f"build.py: {folder} is a file, not a folder; give dist a folder to write the site into.")
    if target.exists() and any(target.iterdir()) and not is_earlier_dist(target):
        sys.exit(f"build.py: {target} is not empty and was not written by `build.py dist` "
                 f"(it has no readable {DIST_MARKER} file), so it is left alone; choose an empty or new folder.")
    return target


def what_is_at(folder: Path, rel: str):
    """(lstat, None) when `rel` is a plain file reached through real folders under `folder`;
    (None, None) when nothing is there; (None, blocker) when a link, a file where a folder
    should be, or anything else is in the way (`blocker` is its path relative to `folder`)."""
    path, parts = folder, rel.split("/")
    for depth, part in enumerate(parts, 1):
        path = path / part
        try:
            st = os.lstat(path)
        except FileNotFoundError:
            return None, None
        if depth < len(parts) and not stat.S_ISDIR(st.st_mode):
            return None, "/".join(parts[:depth])
    return (st, None) if stat.S_ISREG(st.st_mode) else (None, rel)


def file_entry(path: Path) -> tuple:
    data = path.read_bytes()
    return len(data), hashlib.sha256(data).hexdigest()


def dist_plan(target: Path, earlier: EarlierDist, new: dict):
    """Which files in `target` are Pavilion's own, {path: (size, sha256)}, and what is in the way of
    the new site's files. Pavilion's own: listed by the marker with this size and hash, or the very
    bytes this dist writes; under an older marker that lists nothing, whatever is at a site path."""
    listed = earlier.listed or {}
    ours, in_the_way = {}, set()
    for rel in sorted(set(new) | set(listed)):
        st, blocker = what_is_at(target, rel)
        if st is None:
            if blocker and rel in new:
                in_the_way.add(blocker)
            continue
        known = listed.get(rel, set()) | ({new[rel]} if rel in new else set())
        if earlier.listed is None and rel in new:
            ours[rel] = file_entry(target / rel)
        elif st.st_size in {size for size, _ in known} and (entry := file_entry(target / rel)) in known:
            ours[rel] = entry
        elif rel in new:
            in_the_way.add(rel)
    return ours, sorted(in_the_way)


def write_dist_marker(target: Path, version: str, files: dict, replacing: dict = None) -> None:
    """The marker, replaced whole by a rename. While a dist writes, it also lists the files being
    replaced, so that a dist cut short anywhere still knows every file of its own next time."""
    def entries(found):
        return {rel: {"size": size, "sha256": digest} for rel, (size, digest) in sorted(found.items())}
    marker = {"note": DIST_NOTE, "format": DIST_FORMAT, "version": version, "files": entries(files)}
    if replacing:
        marker["replacing"] = entries(replacing)
    write_atomically(target / DIST_MARKER, (json.dumps(marker, indent=1) + "\n").encode())


def remove_stale(target: Path, stale: dict) -> None:
    """Remove each file of an earlier dist that this one does not write, if it is still the very
    file that dist wrote, then each folder that this leaves empty."""
    for rel, entry in stale.items():
        st, _ = what_is_at(target, rel)
        if st is None or st.st_size != entry[0] or file_entry(target / rel) != entry:
            continue
        (target / rel).unlink()
        folder = (target / rel).parent
        while folder != target:
            try:
                folder.rmdir()  # only an empty folder goes
            except OSError:
                break
            folder = folder.parent


def files_under(folder: Path) -> list:
    """Every file and link under `folder`, as sorted POSIX paths relative to it."""
    found = []
    for top, dirs, names in os.walk(folder):
        here = Path(top).relative_to(folder)
        found += [(here / name).as_posix() for name in names + [d for d in dirs if os.path.islink(Path(top, d))]]
    return sorted(found)


def counted(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def some_names(paths: list) -> str:
    """The first few paths on one line, each printable (a name may hold a newline)."""
    shown = ["".join(c if c.isprintable() else repr(c)[1:-1] for c in str(p)) for p in paths[:NAMES_SHOWN]]
    more = f" and {len(paths) - NAMES_SHOWN} more" if len(paths) > NAMES_SHOWN else ""
    return ", ".join(shown) + more


def dist(target: Path) -> None:
    """Write the site into `target`: a new folder, an empty one, or one an earlier dist wrote.

    Only Pavilion's own files are written over or removed: those the marker lists, unchanged. Any
    other file stays and is named; one in the way of the site refuses the dist before it changes
    anything. The marker is written first and last, so a dist cut short is still recognised."""
    target = check_dist_target(target)  # before the build: a refusal costs nothing
    earlier = read_dist_marker(target) or EarlierDist({}, [])  # a new or empty folder holds nothing
    manifest = build()
    site = {rel: (ROOT / rel).read_bytes() for rel in site_files(ROOT)}
    new = {rel: (len(data), hashlib.sha256(data).hexdigest()) for rel, data in site.items()}
    ours, in_the_way = dist_plan(target, earlier, new)
    if in_the_way:
        things = counted(len(in_the_way), "file or link", "files or links")
        sys.exit(f"build.py: {target} has {things} where the site's files go that Pavilion did not write, or "
                 f"that changed since it did: {some_names(in_the_way)}; nothing was changed: move or delete "
                 f"them, or choose an empty or new folder.")
    try:
        target.mkdir(parents=True, exist_ok=True)
        write_dist_marker(target, manifest["version"], new, replacing=ours)
        for rel, data in site.items():
            (target / rel).parent.mkdir(parents=True, exist_ok=True)
            write_atomically(target / rel, data)
        remove_stale(target, {rel: entry for rel, entry in ours.items() if rel not in new})
        write_dist_marker(target, manifest["version"], new)
    except OSError as e:
        where = f" ({e.filename})" if e.filename else ""
        sys.exit(f"build.py: could not write the site into {target}: {e.strerror or e}{where}.")
    say(f"wrote {len(manifest['files'])} files ({sum(manifest['sizes'].values()) / 1e6:.1f} MB) "
        f"to {target}, version {manifest['version']}")
    if earlier.listed is None:
        say(f"{target} had an older dist's marker that lists no files: the site's files were written over "
            f"and nothing was removed")
    if earlier.ignored:
        say(f"the marker in {target} named {counted(len(earlier.ignored), 'path', 'paths')} that dist may not "
            f"touch (no site file inside the folder, or malformed); none was touched: {some_names(earlier.ignored)}")
    kept = [rel for rel in files_under(target) if rel not in new and rel != DIST_MARKER]
    if kept:
        say(f"kept {counted(len(kept), 'file', 'files')} that Pavilion did not write, "
            f"or that changed since it did: {some_names(kept)}")


# --- serving --------------------------------------------------------------------------------

ADDRESS_PATH = "/pavilion/address.json"  # the server's own answer, not a site file: a static host has none
LOOPBACK_ONLY = ("Only the machine running this server can ask for that (the kiosk's own screen); "
                 "a phone or another computer on the network cannot.\n")


def is_loopback(host: str) -> bool:
    """Whether `host` (an address, "localhost", an IPv4-mapped IPv6 address) is this machine only."""
    if host == "localhost":
        return True
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return False
    mapped = getattr(address, "ipv4_mapped", None)
    return (mapped or address).is_loopback


def network_addresses() -> list:
    """This machine's IPv4 addresses that another device on its network could reach, found without
    sending anything: the address a UDP socket would leave by towards private networks (connect
    sends no packet), then those the host name resolves to. Loopback and link-local are left out."""
    found = []
    for probe in ("10.255.255.255", "192.168.255.255", "172.31.255.255"):
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
                s.connect((probe, 9))
                found.append(s.getsockname()[0])
        except OSError:
            pass  # no route that way
    try:
        found += [info[4][0] for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)]
    except OSError:
        pass
    usable = []
    for text in found:
        address = ipaddress.ip_address(text)
        if not (address.is_loopback or address.is_link_local or address.is_unspecified) and text not in usable:
            usable.append(text)
    return usable


def site_address(host: str, port: int, public_url=None) -> dict:
    """Where a phone on the same network can open the site this server serves: `links`, best first.

    A public address configured for this copy wins. A server bound to loopback has none (it answers
    this machine only: `network` false); one bound to every interface offers each IPv4 address of
    the machine, then its name on the local network (`<hostname>.local`, by mDNS), which a phone
    may or may not resolve; one bound to one address offers that address."""
    if public_url:
        return {"links": [public_url], "network": True}
    if is_loopback(host):
        return {"links": [], "network": False}
    if host in ("", "0.0.0.0"):
        name = socket.gethostname().split(".")[0]
        hosts = network_addresses() + ([f"{name}.local"] if name and name != "localhost" else [])
    else:
        hosts = [host]
    return {"links": [f"http://{h}:{port}/" for h in hosts], "network": True}


def public_url(text: str) -> str:
    """The `--public-url` option: an http(s) address of the site, ending in / when it names a folder."""
    parts = urllib.parse.urlsplit(text)
    if parts.scheme not in ("http", "https") or not parts.hostname or parts.query or parts.fragment:
        raise argparse.ArgumentTypeError(f"{text!r} is not a web address of the site (like "
                                         "https://darts.example.org/pavilion/)")
    return text if parts.path.endswith(("/", ".html")) else text + "/"


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves only the site's files, each with its content type and `Cache-Control: no-cache`; and
    two things of its own: the address a phone can open the site at (GET), and the kiosk's Leave
    the kiosk (POST), which only the machine itself may ask for."""

    rebuild = None  # a callable that refreshes py.zip and precache.js when serving the checkout

    def log_message(self, fmt, *args):
        if os.environ.get("PAVILION_QUIET") != "1":
            super().log_message(fmt, *args)

    def guess_type(self, path):
        return CONTENT_TYPES.get(Path(str(path)).suffix, "application/octet-stream")

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        super().end_headers()

    def from_here(self) -> bool:
        """Whether the request comes from this machine (the kiosk's own browser)."""
        return is_loopback(self.client_address[0])

    def send_head(self):
        rel = self.path.split("?", 1)[0].split("#", 1)[0].lstrip("/")
        if "/" + rel == ADDRESS_PATH:
            return self.send_address()
        if rel in ("", "index.html"):
            rel = "index.html"
        elif rel.endswith("/"):
            rel += "index.html"
        if self.rebuild and rel in ("precache.js", "index.html", "kiosk/index.html"):
            self.rebuild()
        if rel not in set(site_files(Path(self.directory))):
            self.send_error(404, "Not part of the Pavilion site")
            return None
        return super().send_head()

    def send_address(self):
        """The share panel's question (py/ui/oche/share.py): where a phone can open this site, and
        whether the asker is this machine (then the kiosk offers Leave the kiosk)."""
        host, port = self.server.server_address[:2]
        answer = site_address(host, port, self.server.public_url)
        body = json.dumps({**answer, "here": self.from_here()}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def do_POST(self):
        """The kiosk's Leave the kiosk: the flag file kiosk/launch.sh watches (the service names it in
        PAVILION_LEAVE_FLAG); nothing else is ever posted to, and only from this machine."""
        flag = os.environ.get("PAVILION_LEAVE_FLAG")
        if self.path != "/leave-kiosk" or not flag:
            self.send_error(404, "Nothing to post here")
            return
        if not self.from_here():
            body = LOOPBACK_ONLY.encode()
            self.send_response(403)
            self.send_header("Content-Type", "text/plain; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        Path(flag).parent.mkdir(parents=True, exist_ok=True)
        Path(flag).touch()
        self.send_response(204)
        self.end_headers()


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    public_url = None  # the site's address for phones, when configured (--public-url)


def make_server(directory: Path, port: int, host: str = "127.0.0.1", rebuild=None, public_url=None) -> Server:
    handler = functools.partial(SiteHandler, directory=str(directory))
    SiteHandler.rebuild = staticmethod(rebuild) if rebuild else None
    server = Server((host, port), handler)
    server.public_url = public_url
    return server


def checkout_rebuilder():
    """What the server runs on a page load when serving the checkout: py.zip (only if py/ changed)
    and precache.js, one request at a time; readers meanwhile get the old files, whole."""
    lock = threading.Lock()

    def rebuild():
        with lock:
            bundle_python()
            write_precache()
    return rebuild


def serve(port: int, directory=None, host: str = "127.0.0.1", public=None) -> None:
    if directory is None:
        build()
        directory, rebuild = ROOT, checkout_rebuilder()
    else:
        rebuild = None
    try:
        server = make_server(Path(directory), port, host, rebuild=rebuild, public_url=public)
    except OSError as e:
        sys.exit(f"build.py: cannot serve on {host}:{port}: {e.strerror or e} (is another server on that port?)")
    say(f"serving {directory} on http://{'127.0.0.1' if host in ('', '0.0.0.0') else host}:{port}/  (Ctrl-C stops)")
    links = site_address(host, port, public)["links"]
    say(f"phones on this network can open: {', '.join(links)}" if links else
        "phones cannot open it: this serves this machine only (--host 0.0.0.0 serves the network too)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


# --- tests ----------------------------------------------------------------------------------

def ensure_venv() -> Path:
    """A .venv holding the pinned test requirements; reinstalled only when they change."""
    req = ROOT / "requirements-test.txt"
    python = VENV / "bin" / "python"
    stamp = VENV / ".requirements.sha256"
    want = hashlib.sha256(req.read_bytes()).hexdigest()
    if python.exists() and stamp.exists() and stamp.read_text() == want:
        return python
    say("creating .venv with requirements-test.txt")
    subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check",
                    "-r", str(req)], check=True)
    stamp.write_text(want)
    return python


def ensure_chromium() -> None:
    if Path(CHROMIUM).exists() and (os.geteuid() != 0 or shutil.which("speech-dispatcher")):
        return  # as root, speech-dispatcher and espeak-ng too: the kiosk browser test's caller speaks with them
    if os.geteuid() != 0:
        sys.exit(f"build.py: Chromium is missing at {CHROMIUM}. Install Debian's build with\n"
                 "  sudo apt-get update && sudo apt-get install -y chromium\n"
                 "or set PAVILION_CHROMIUM to another Chromium binary.")
    say("installing Debian's chromium (about a minute)")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(["apt-get", "update", "-qq"], check=True, env=env)
    subprocess.run(["apt-get", "install", "-y", "-qq", "chromium", "speech-dispatcher", "speech-dispatcher-espeak-ng",
                    "espeak-ng"], check=True, env=env)


def junit_counts(path: Path) -> dict:
    counts = {"passed": 0, "failed": 0, "skipped": 0}
    if not path.exists():
        return counts
    for suite in ET.parse(path).getroot().iter("testsuite"):
        total, failed = int(suite.get("tests", 0)), int(suite.get("failures", 0)) + int(suite.get("errors", 0))
        skipped = int(suite.get("skipped", 0))
        counts["failed"] += failed
        counts["skipped"] += skipped
        counts["passed"] += total - failed - skipped
    return counts


def run_stages(runs, env) -> list:
    """Run the stages (number, title, command) at once; [(title, rc, counts, seconds)] in their order.
    Side by side, each one's output goes to a log and is printed whole when it ends, not interleaved."""
    def run(i, title, cmd, log):
        report = CACHE / f"junit-{i}.xml"
        report.unlink(missing_ok=True)
        started = time.monotonic()
        if log is None:
            say(f"--- {title}")
            rc = subprocess.run(cmd, cwd=ROOT, env=env).returncode
        else:
            with open(log, "wb") as out:
                rc = subprocess.run(cmd, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT).returncode
        counts = junit_counts(report)
        if rc != 0 and counts["failed"] == 0:
            counts["failed"] = 1  # the stage itself broke (a crash or no tests collected)
        return title, rc, counts, time.monotonic() - started

    if len(runs) == 1:
        return [run(*runs[0], None)]
    say("--- " + " and ".join(title for _, title, _ in runs) + ", side by side")
    logs = [CACHE / f"stage-{i}.log" for i, _, _ in runs]
    results = [None] * len(runs)
    threads = [threading.Thread(target=lambda k=k: results.__setitem__(k, run(*runs[k], logs[k])))
               for k in range(len(runs))]
    for thread in threads:
        thread.start()
    for k, thread in enumerate(threads):
        thread.join()
        say(f"--- {runs[k][1]}")
        sys.stdout.write(logs[k].read_text(errors="replace"))
        sys.stdout.flush()
    return results


def test(extra) -> int:
    build()
    vendor_test_tools()
    python = ensure_venv()
    ensure_chromium()
    CACHE.mkdir(exist_ok=True)
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    site_packages = next((VENV / "lib").glob("python3*/site-packages"))
    stages = [
        ("unit tests, CPython", [str(python), "-m", "pytest", "tests/unit", "-q"]),
        ("unit tests, Pyodide under Node", ["node", "tests/pyodide/run.mjs", "pytest", str(site_packages), "tests/unit", "-q"]),
        ("browser tests, Chromium", [str(python), "-m", "pytest", "tests/e2e", "-q"]),
    ]
    runs = [(i, title, cmd + [f"--junitxml={(CACHE / f'junit-{i}.xml').relative_to(ROOT)}"] + list(extra))
            for i, (title, cmd) in enumerate(stages)]  # reports relative: Pyodide mounts ROOT elsewhere
    # The two unit stages each keep one core busy and share nothing, so they run side by side (eight
    # minutes saved on a two-core machine); the browser tests run alone after them, as Chromium's
    # timing wants the machine to itself.
    results = run_stages(runs[:2], env) + run_stages(runs[2:], env)
    say("--- summary")
    for title, rc, c, secs in results:
        say(f"{title}: {c['passed']} passed, {c['failed']} failed, {c['skipped']} skipped ({secs:.0f} s)")
    total = {k: sum(r[2][k] for r in results) for k in ("passed", "failed", "skipped")}
    print(f"total: {total['passed']} passed, {total['failed']} failed, {total['skipped']} skipped", flush=True)
    return 0 if all(r[1] == 0 for r in results) else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("vendor", help="fetch and check Pyodide and PyScript").add_argument("--force", action="store_true")
    sub.add_parser("build", help="vendor, bundle py/ and write precache.js")
    p = sub.add_parser("serve", help="build, then serve the site on 127.0.0.1 (or the network: --host)")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--dir", help="serve a dist folder instead of the checkout")
    p.add_argument("--host", default="127.0.0.1",
                   help="the address to listen on: 0.0.0.0 serves phones on the network too (default 127.0.0.1)")
    p.add_argument("--public-url", type=public_url,
                   help="the site's address for share links, where phones reach it another way (a deployed copy)")
    sub.add_parser("dist", help="write a self-contained static folder").add_argument("target")
    sub.add_parser("test", help="build, then run every test (extra args go to pytest)")
    args, extra = parser.parse_known_args(argv)
    if extra and args.command != "test":
        parser.error(f"unknown arguments: {' '.join(extra)}")
    if args.command == "vendor":
        vendor(force=args.force)
    elif args.command == "build":
        m = build()
        say(f"built version {m['version']}: {len(m['files'])} files")
    elif args.command == "serve":
        serve(args.port, args.dir, args.host, args.public_url)
    elif args.command == "dist":
        dist(Path(args.target))
    elif args.command == "test":
        return test(extra)
    return 0


if __name__ == "__main__":
    sys.exit(main())

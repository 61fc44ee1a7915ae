"""py/ui/preload.py: what a start-up snapshot holds: every module, none importing the page at import."""

import ast
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from ui import preload

PYSCRIPT = Path(__file__).resolve().parents[3] / "static" / "vendor" / "pyscript"


def test_every_rules_and_screen_module_is_preloaded():
    names = preload.module_names()
    assert {"pavilion.core.match", "pavilion.darts", "pavilion.cosmic", "ui.app", "ui.storage", "ui.screens.hub",
            "ui.bridge"} <= set(names)
    for name in names:
        if name != "ui.bridge" or sys.platform == "emscripten":  # the bridge needs Pyodide's ffi
            assert name in sys.modules, name  # importing ui.preload imported it


def test_nothing_preloaded_imports_the_page_at_import_time():
    """A snapshot cannot hold the page's objects, so no module may import them at its top level."""
    root = Path(preload.__file__).resolve().parents[1]
    for name in preload.module_names():
        path = root.joinpath(*name.split("."))
        path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
        top = ast.parse(path.read_text(encoding="utf-8")).body
        imported = {alias.name for node in top if isinstance(node, ast.Import) for alias in node.names}
        imported |= {node.module for node in top if isinstance(node, ast.ImportFrom) and node.module and not node.level}
        assert not {m for m in imported if m.split(".")[0] in ("js", "pyscript")}, name


def test_standard_modules_imported_late_are_in_the_snapshot():
    """A standard module imported inside a function, to keep a first start short, must still be in the
    snapshot: else a start from it pays for the import at the first tap that needs it."""
    root = Path(preload.__file__).resolve().parents[1]
    late = set()
    for path in root.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if node in tree.body:
                continue
            if isinstance(node, ast.Import):
                late |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                late.add(node.module)
    standard = {name for name in late if name.split(".")[0] in sys.stdlib_module_names}
    # main.py's own: random before any import; traceback only when the start has failed.
    assert {"hashlib", "urllib.parse"} <= standard
    assert standard - {"random", "traceback"} <= set(preload.LATE_IMPORTS)
    for name in preload.LATE_IMPORTS:
        assert name in sys.modules, name  # importing ui.preload imported it


@pytest.mark.skipif(sys.platform == "emscripten", reason="needs a fresh Python process")
def test_the_hubs_start_imports_none_of_the_standard_modules_it_leaves_for_later():
    """What the hub's start imports (py/main.py: ui.bridge, which needs Pyodide, and what it imports) is
    paid on every first visit: hashlib, with secrets and the hmac it pulls in, cost 0.04 s in Pyodide."""
    code = ("import sys, ui.app, ui.storage, ui.screens.hub; "
            "print(sorted(m for m in ('hashlib', 'hmac', 'secrets', 'urllib.parse') if m in sys.modules))")
    py = Path(preload.__file__).resolve().parents[1]
    out = subprocess.run([sys.executable, "-c", code], cwd=py, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


@pytest.mark.skipif(sys.platform == "emscripten", reason="the vendored PyScript is read from the checkout")
def test_the_standard_modules_pyscripts_own_package_imports_are_in_the_snapshot():
    """PyScript writes its package and imports it at every start: what it imports must be preloaded."""
    [core] = PYSCRIPT.glob("core-*.js")
    text = core.read_text(encoding="utf-8")
    # Its package is embedded as {"name.py":"source", ...}, and its set-up lines as an array of strings.
    sources = [json.loads('"' + s.replace("\\'", "'") + '"') for s in re.findall(r'"[a-z_]+\.py":"((?:[^"\\]|\\.)*)"', text)]
    assert {"import os as _os", "from pathlib import Path as _Path"} <= set(re.findall(r'"((?:import|from) [^"]*)"', text))
    sources.append("import os as _os\nfrom pathlib import Path as _Path")
    assert len(sources) >= 10, "PyScript's embedded package was not found: has its bundle changed shape?"
    imported = set()
    for source in sources:
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Import):
                imported |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                imported.add(node.module.split(".")[0])
    standard = {name for name in imported if name in sys.stdlib_module_names}
    # sys, os, collections and functools are imported by Python's and Pyodide's own start.
    assert standard - {"sys", "os", "collections", "functools"} <= set(preload.PYSCRIPT_IMPORTS)
    assert {"asyncio", "inspect"} <= standard  # the heavy ones, found

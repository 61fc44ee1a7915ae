"""py/ui/preload.py: what a start-up snapshot holds: every module, none importing the page at import."""

import ast
import sys
from pathlib import Path

from ui import preload


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

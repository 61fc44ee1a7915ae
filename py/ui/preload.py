"""Every module Pavilion's pages run, imported once, for a memory snapshot of a started Python.

static/snapshot-worker.mjs imports this in a fresh interpreter and then takes the snapshot, so a
start from it finds the rules and the screens already compiled, and needs none of py.zip's files.
No module may import the page at import time (a snapshot cannot hold its objects): `ui.bridge` binds
it when the start calls it.
"""

import importlib
import pkgutil
import sys

import pavilion
import ui

# PyScript writes its own Python package afresh at every start and imports it before py/main.py, so it
# cannot be in the snapshot; the standard modules it imports can, and then cost that start nothing.
PYSCRIPT_IMPORTS = ("asyncio", "base64", "html", "inspect", "io", "json", "pathlib")
# Standard modules Pavilion imports only where it uses them, to keep a first start short (ui/router.py,
# pavilion/core/rng.py).
LATE_IMPORTS = ("hashlib", "urllib.parse")


def module_names() -> list:
    """The names of every module of the rules and the browser side."""
    names = []
    for package in (pavilion, ui):
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            if info.name != __name__:
                names.append(info.name)
    return sorted(names)


for _name in PYSCRIPT_IMPORTS + LATE_IMPORTS:
    importlib.import_module(_name)
for _name in module_names():
    if _name != "ui.bridge" or sys.platform == "emscripten":  # the bridge needs Pyodide's ffi
        importlib.import_module(_name)

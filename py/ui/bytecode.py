"""PyScript's own package, compiled once into the start-up snapshot instead of at every start.

PyScript writes its Python package afresh at every start and imports it before py/main.py. The
package binds the page when imported, so it cannot be in a snapshot, and Python would compile its
files from source every time. So the snapshot keeps their bytecode as checked hash-based .pyc files
(PEP 552) and a start from it writes them where Python looks: Python checks each against the source
PyScript then writes, uses it when they match, and compiles the source as always when they do not.
A stale one costs its check and nothing else.
"""

import json
import py_compile
import sys
import tempfile
from pathlib import Path

PACKAGE = "pyscript"

# .pyc path -> its bytes: filled by compile_ahead() in the worker that makes the snapshot.
COMPILED = {}


def sources(package: str = PACKAGE) -> str:
    """In the page, after a start: PyScript's package as Python imported it, as JSON
    {source path: [.pyc path, source]}, for the worker that makes the snapshot."""
    found = {}
    for name, module in list(sys.modules.items()):
        if name.split(".")[0] == package and getattr(module, "__cached__", None):
            found[module.__file__] = [module.__cached__, Path(module.__file__).read_text(encoding="utf-8")]
    return json.dumps(found)


def compile_ahead(found: str) -> int:
    """In the snapshot's worker: compile what sources() found, as the importer would, and keep it.
    Returns how many files."""
    with tempfile.TemporaryDirectory() as tmp:
        source, compiled = Path(tmp, "source.py"), Path(tmp, "compiled.pyc")
        for path, (cached, text) in json.loads(found).items():
            source.write_text(text, encoding="utf-8")
            py_compile.compile(str(source), cfile=str(compiled), dfile=path, doraise=True,
                               invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)
            COMPILED[cached] = compiled.read_bytes()
    return len(COMPILED)


def write() -> int:
    """At a start from the snapshot, before PyScript imports its package: the .pyc files in place.
    Returns how many were written."""
    for cached, data in COMPILED.items():
        target = Path(cached)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    return len(COMPILED)

"""py/ui/bytecode.py: PyScript's package compiled once into the snapshot is what Python runs at a
start from it, and a package whose source has changed since is compiled from its source as always."""

import importlib
import importlib.machinery
import shutil
import sys

import pytest

from ui import bytecode

PACKAGE = "pavilion_bytecode_probe"  # stands in for PyScript's package: written, imported, found


@pytest.fixture
def package(tmp_path, monkeypatch):
    """A package as PyScript writes its own, imported once (as on the start that makes a snapshot)."""
    root = tmp_path / PACKAGE
    root.mkdir()
    (root / "__init__.py").write_text("from . import scores\n")
    (root / "scores.py").write_text("RUNS = 6\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(bytecode, "COMPILED", {})
    importlib.import_module(PACKAGE)
    yield root
    for name in [n for n in sys.modules if n.split(".")[0] == PACKAGE]:
        del sys.modules[name]


def fresh_start(root):
    """What a start from the snapshot sees: a new file system (no __pycache__), the package not yet
    imported, and the bytecode kept in the snapshot written out."""
    for name in [n for n in sys.modules if n.split(".")[0] == PACKAGE]:
        del sys.modules[name]
    shutil.rmtree(root / "__pycache__", ignore_errors=True)
    importlib.invalidate_caches()
    return bytecode.write()


def test_the_snapshot_bytecode_is_run_and_nothing_is_compiled(package, monkeypatch):
    assert bytecode.compile_ahead(bytecode.sources(PACKAGE)) == 2
    assert fresh_start(package) == 2

    def no_compiling(*args, **kwargs):
        raise AssertionError("compiled from source")

    monkeypatch.setattr(importlib.machinery.SourceFileLoader, "source_to_code", no_compiling)
    assert importlib.import_module(PACKAGE).scores.RUNS == 6


def test_a_changed_source_is_compiled_from_source(package):
    bytecode.compile_ahead(bytecode.sources(PACKAGE))
    (package / "scores.py").write_text("RUNS = 4  # an update of the package since the snapshot\n")
    fresh_start(package)
    assert importlib.import_module(PACKAGE).scores.RUNS == 4

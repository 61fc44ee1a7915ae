// The interpreter module PyScript loads (pyscript.toml `interpreter`): Pyodide's own, with its
// loadPyodide wrapped so that a start from the snapshot static/snapshot.js keeps is tried first.
// PyScript then sets Python up as always (its modules, py.zip unpacked, py/main.py run), so what the
// snapshot cannot hold (the page's objects, PyScript's bindings) is attached after it is restored.
// `_loadSnapshot` is a private Pyodide option: safe only on the pinned version, and the browser
// tests fail if a start from a snapshot stops working (tests/e2e/test_snapshot.py).
import { loadPyodide as load, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

const indexURL = new URL("./vendor/pyodide/", import.meta.url).href;

export async function loadPyodide(options) {
  const snapshot = self.pavilionSnapshot;
  const bytes = snapshot && await snapshot.stored();
  if (bytes) {
    try {
      const py = await load({ ...options, indexURL, _loadSnapshot: bytes });
      // Proof it is Pavilion's: the preloaded modules are there.
      if (py.runPython("import sys; 'ui.preload' in sys.modules") !== true) throw new Error("not a Pavilion snapshot");
      // Every module py.zip holds is imported already (py/ui/preload.py), so PyScript's unpacking of
      // it into the file system again ([files] in pyscript.toml) is skipped: it is the start's
      // largest cost after Python itself.
      py.unpackArchive = () => {};
      snapshot.mark("snapshot");
      return py;
    } catch (err) {
      await snapshot.discard(String(err));
    }
  }
  if (snapshot) snapshot.mark("normal", snapshot.state.why);
  return load({ ...options, indexURL });
}

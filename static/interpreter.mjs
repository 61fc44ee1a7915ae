// The interpreter module PyScript loads (pyscript.toml `interpreter`): Pyodide's own, with its
// loadPyodide wrapped so that Python starts as early as the page does, from the snapshot
// static/snapshot.js keeps when there is one. index.html loads this module itself, right after the
// classic scripts, so Python is fetched and restored while PyScript's own modules load; PyScript's
// later import of the same URL gets this same module, and its loadPyodide() the Python already
// started. PyScript then sets Python up as always (its modules, py.zip unpacked, py/main.py run), so
// what a snapshot cannot hold (the page's objects, PyScript's bindings) is attached after it.
// `_loadSnapshot` is a private Pyodide option: safe only on the pinned version, and the browser
// tests fail if a start from a snapshot stops working (tests/e2e/test_snapshot.py).
import { loadPyodide as load, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

const indexURL = new URL("./vendor/pyodide/", import.meta.url).href;
const snapshot = self.pavilionSnapshot;

/** Python restored from this device's snapshot, or the ordinary start when there is none (or it
 *  fails in any way: it is then discarded, and the start goes on without it). A failure after this,
 *  once PyScript holds the restored Python, is static/snapshot.js's failedStart(). */
async function start() {
  const kept = snapshot && await snapshot.stored();
  if (kept) {
    try {
      // Pyodide fetches and compiles its own files while the snapshot is still being unzipped: it
      // awaits the bytes only to instantiate Python.
      const py = await load({ indexURL, _loadSnapshot: kept.bytes });
      // Proof it is Pavilion's: the preloaded modules are there.
      if (py.runPython("import sys; 'ui.preload' in sys.modules") !== true) throw new Error("not a Pavilion snapshot");
      // Every module py.zip holds is imported already (py/ui/preload.py), so PyScript's unpacking of
      // it into the file system again ([files] in pyscript.toml) is skipped: it is the start's
      // largest cost after Python itself.
      py.unpackArchive = () => {};
      // PyScript's own package, compiled when the snapshot was made (py/ui/bytecode.py).
      py.runPython("import ui.bytecode; ui.bytecode.write()");
      snapshot.mark("snapshot");
      return py;
    } catch (err) {
      await snapshot.discard(String(err));
    }
  }
  if (!snapshot) return load({ indexURL });
  snapshot.mark("normal", snapshot.state.why);
  const py = await load({ indexURL });
  // For the snapshot made after this start: PyScript's package as this Python imported it, to compile.
  snapshot.pyscriptSources = () => py.runPython("import ui.bytecode; ui.bytecode.sources()");
  return py;
}

const started = start();

/** What PyScript calls. It passes its own output handlers and an index URL (ours is this site's);
 *  it passes packages only when pyscript.toml lists some, and Pavilion's lists none: segno is
 *  installed with micropip when the share panel first opens. */
export async function loadPyodide({ stdout, stderr }) {
  const py = await started;
  if (stdout) py.setStdout({ batched: stdout });
  if (stderr) py.setStderr({ batched: stderr });
  return py;
}

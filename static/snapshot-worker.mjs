// The start-up snapshot's work off the page's thread (static/snapshot.js sends it here):
// - "read": the kept snapshot (a Blob from IndexedDB) read and unpacked into Python's memory, handed
//   back as bytes (transferred, not copied), or why it cannot be used;
// - "make": a fresh Python, py.zip unpacked where PyScript unpacks it, every pure module imported
//   (py/ui/preload.py) and PyScript's own package compiled (py/ui/bytecode.py), then its memory,
//   packed (static/snapshot-format.mjs), handed back to be kept.
import { pack, unpack } from "./snapshot-format.mjs";

onmessage = ({ data }) => (data.job === "read" ? read(data.blob) : make(data.pyscript));

async function read(blob) {
  try {
    const memory = unpack(await blob.arrayBuffer());
    postMessage({ bytes: memory.buffer }, [memory.buffer]);
  } catch (err) {
    postMessage({ why: `unreadable: ${err.message || err}` });
  }
}

/** `pyscript`: PyScript's package as the page's Python imported it (JSON, py/ui/bytecode.py). */
async function make(pyscript) {
  const started = performance.now();
  try {
    const { loadPyodide } = await import("./vendor/pyodide/pyodide.mjs");
    const zip = new Uint8Array(await (await fetch(new URL("./vendor/app/py.zip", import.meta.url))).arrayBuffer());
    const py = await loadPyodide({ indexURL: new URL("./vendor/pyodide/", import.meta.url).href, _makeSnapshot: true });
    py.unpackArchive(zip, "zip", { extractDir: "/home/pyodide" });
    py.runPython("import ui.preload");
    const bytecode = py.pyimport("ui.bytecode");
    bytecode.compile_ahead(pyscript);
    bytecode.destroy();
    const memory = py.makeMemorySnapshot();
    const packed = pack(memory);
    postMessage({ ok: true, packed: packed.buffer, bytes: memory.length, ms: Math.round(performance.now() - started) },
      [packed.buffer]);
  } catch (err) {
    postMessage({ ok: false, why: String(err && err.stack || err) });
  }
}

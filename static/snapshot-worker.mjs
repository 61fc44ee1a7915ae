// Makes the start-up snapshot that static/snapshot.js keeps: a fresh Python in this worker (off the
// page's thread), py.zip unpacked where PyScript unpacks it, every pure module imported
// (py/ui/preload.py), then its memory, gzipped, into the Cache API under the page's content version.
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";

onmessage = async ({ data: { key, cache: name } }) => {
  const started = performance.now();
  try {
    const zip = new Uint8Array(await (await fetch(new URL("./vendor/app/py.zip", import.meta.url))).arrayBuffer());
    const py = await loadPyodide({ indexURL: new URL("./vendor/pyodide/", import.meta.url).href, _makeSnapshot: true });
    py.unpackArchive(zip, "zip", { extractDir: "/home/pyodide" });
    py.runPython("import ui.preload");
    const raw = py.makeMemorySnapshot();
    const gz = await new Response(new Blob([raw]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
    const cache = await caches.open(name);
    for (const old of await cache.keys()) await cache.delete(old); // one snapshot: this version's
    await cache.put(key, new Response(gz, { headers: { "Content-Type": "application/gzip" } }));
    postMessage({ ok: true, bytes: raw.byteLength, stored: gz.byteLength, ms: Math.round(performance.now() - started) });
  } catch (err) {
    postMessage({ ok: false, why: String(err && err.stack || err) });
  }
};

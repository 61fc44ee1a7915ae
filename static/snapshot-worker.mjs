// The start-up snapshot's work off the page's thread (static/snapshot.js sends it here):
// - "read": this version's snapshot from the Cache API, gunzipped, handed back as bytes (unzipping
//   31 MB on the page's thread held up its parsing, and so Python's start, by 0.2 s here);
// - "make": a fresh Python, py.zip unpacked where PyScript unpacks it, every pure module imported
//   (py/ui/preload.py), then its memory, gzipped, into the Cache API under the content version.
onmessage = async ({ data: { job, key, cache: name } }) => {
  if (job === "read") return read(key, name);
  const started = performance.now();
  try {
    const { loadPyodide } = await import("./vendor/pyodide/pyodide.mjs");
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

/** Post {bytes} (transferred, not copied), or {why} when there is none or it is unreadable: a
 *  snapshot cut short fails its gzip check here. */
async function read(key, name) {
  try {
    const hit = await (await caches.open(name)).match(key);
    if (!hit) return postMessage({ why: "gone before it was read" });
    const raw = await new Response(hit.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
    postMessage({ bytes: raw }, [raw]);
  } catch (err) {
    postMessage({ why: `unreadable: ${err}` });
  }
}

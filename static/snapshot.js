// A memory snapshot of Python with Pavilion imported, kept on this device so that the next start
// skips Python's own start-up (seconds on a Raspberry Pi) and restores it in a fraction of that.
// static/interpreter.mjs asks for it as the page starts Python; after a start without one, it is
// made in a worker (static/snapshot-worker.mjs) in idle time, gzipped, and kept in the Cache API
// under the site's content version. It is only ever a shortcut: a missing, stale or damaged
// snapshot means the normal start, and it is the first thing dropped when storage runs short.
"use strict";
(function () {
  const CACHE = "snapshots"; // not "pavilion-...": the service worker clears those on an update
  const version = (self.PAVILION_PRECACHE || { version: "dev" }).version;
  const script = document.currentScript.src;
  const key = new URL(`snapshot/${version}`, new URL("../", script)).href; // a cache key, never fetched
  const IDLE_MS = 5000; // a lull (no tap, no key, page in view) before a worker starts: play comes first
  const state = { start: null, why: null, made: null };

  function mark(start, why) {
    state.start = start;
    state.why = why || null;
    document.documentElement.dataset.start = start;
  }

  /** null when no snapshot of this version is kept (a quick look, so a start without one waits for
   *  nothing), else {bytes}: a promise of it, read and unzipped in a worker, off the page's thread,
   *  which meanwhile parses the page and loads PyScript. A damaged one fails its gzip check there and
   *  the promise is rejected, saying why. */
  async function stored() {
    try {
      if (!self.caches || !self.Worker || !await (await caches.open(CACHE)).match(key)) return null;
    } catch (err) {
      return null; // no Cache API for this page: the normal start
    }
    const bytes = new Promise((resolve, reject) => {
      const worker = new Worker(new URL("snapshot-worker.mjs", script), { type: "module" });
      worker.onmessage = ({ data }) => {
        worker.terminate();
        if (data.bytes) resolve(new Uint8Array(data.bytes));
        else reject(new Error(data.why));
      };
      worker.onerror = () => { worker.terminate(); reject(new Error("the snapshot worker did not start")); };
      worker.postMessage({ job: "read", key, cache: CACHE });
    });
    bytes.catch(() => {}); // its reader is told; never an unhandled rejection (static/boot.js would fail the start)
    return { bytes };
  }

  async function discard(why) {
    console.warn("Pavilion: the start-up snapshot was discarded:", why);
    state.why = why;
    try { await caches.delete(CACHE); } catch (err) { /* nothing kept: nothing to drop */ }
  }

  /** Make room: the snapshot goes before any match save is refused (static/journal.js). */
  async function drop() {
    return self.caches ? caches.delete(CACHE) : false;
  }

  function make() {
    if (state.start === "snapshot" || !self.caches || !self.Worker || !self.DecompressionStream) return;
    let timer = null;
    const later = () => { clearTimeout(timer); timer = setTimeout(run, IDLE_MS); };
    const run = async () => {
      if (document.visibilityState !== "visible") return later();
      removeEventListener("pointerdown", later, true);
      removeEventListener("keydown", later, true);
      try {
        // A snapshot is about 31 MB in memory and 6 MB stored: never at the cost of match saves.
        const { quota, usage } = await navigator.storage.estimate();
        if (quota - usage < 64e6) return;
      } catch (err) { /* no estimate: try anyway */ }
      const worker = new Worker(new URL("snapshot-worker.mjs", script), { type: "module" });
      worker.onmessage = ({ data }) => {
        worker.terminate();
        state.made = data;
        document.documentElement.dataset.snapshot = data.ok ? "made" : "failed";
        if (!data.ok) console.warn("Pavilion: no start-up snapshot:", data.why);
      };
      worker.postMessage({ job: "make", key, cache: CACHE });
    };
    addEventListener("pointerdown", later, true);
    addEventListener("keydown", later, true);
    later();
  }

  addEventListener("pavilion:ready", () => {
    if (navigator.storage && navigator.storage.persist) navigator.storage.persist().catch(() => {});
    make();
  }, { once: true });

  // Read at once, while PyScript and Pyodide's files load, so it is ready when Python starts.
  const early = stored();
  self.pavilionSnapshot = { stored: () => early, discard, drop, mark, state, key };
})();

// A memory snapshot of Python with Pavilion imported, kept on this device so that the next start
// skips Python's own start-up (seconds on a Raspberry Pi) and restores it in a fraction of that.
// static/interpreter.mjs asks for it as the page starts Python; after a start without one, it is
// made in a worker (static/snapshot-worker.mjs) in idle time, packed without its zero pages
// (static/snapshot-format.mjs), and kept in IndexedDB under the site's content version. It is only
// ever a shortcut: a missing, stale or damaged snapshot means the normal start, and it is the first
// thing dropped when storage runs short. Passing its checks is not enough to trust it: it is proven
// only by the first frame a start from it draws, and any failure of a start that used it drops it
// (docs/boot.md, "Never worse than before").
"use strict";
(function () {
  const DB = "pavilion-snapshot"; // its own database: dropping it never touches the match journal
  const STORE = "snapshot"; // one record at most, keyed by the content version that made it
  const version = (self.PAVILION_PRECACHE || { version: "dev" }).version;
  const script = document.currentScript.src;
  const IDLE_MS = 5000; // a lull (no tap, no key, page in view) before a worker starts: play comes first
  // localStorage's note of the version kept in the store. Opening IndexedDB for the first time on a
  // device takes a quarter of a second, which a start would spend waiting for a snapshot it cannot
  // have: without this note saying one is kept, the start does not look. A note without a snapshot
  // costs one look; a snapshot without its note is replaced by the next one made.
  const NOTE = "pavilion-snapshot";
  // localStorage's trial of the kept snapshot: whether a start from it has drawn its first frame
  // (proven), and how many starts from it in a row have not (unfinished), counted before each is
  // tried, so that a start that hangs, crashes the page or is reloaded still counts: a crash loop ends.
  const TRIAL = "pavilion-snapshot-trial";
  // sessionStorage's word, across the one reload a failed start makes, of why the snapshot went.
  const RESTARTED = "pavilion-snapshot-restarted";
  // A start from the snapshot draws its first frame in about a second here: one that has not after a
  // minute is stuck, and starts again without it.
  const FIRST_FRAME_MS = 60000;
  // used: this page's start tried the snapshot (it then owns any failure before the first frame).
  const state = { start: null, why: restartedBecause(), made: null, used: false };
  let firstFrame = false;
  let restarting = false;

  function restartedBecause() {
    try {
      const why = sessionStorage.getItem(RESTARTED);
      sessionStorage.removeItem(RESTARTED);
      return why;
    } catch (err) {
      return null; // no sessionStorage: the restart's reason is only in the console
    }
  }

  function noted() {
    try {
      return localStorage.getItem(NOTE) === version;
    } catch (err) {
      return false; // no localStorage: a start does not look for a snapshot
    }
  }

  /** The kept snapshot's trial; anything unreadable is a snapshot never tried, which gets one try. */
  function trial() {
    let kept = null;
    try {
      kept = JSON.parse(localStorage.getItem(TRIAL));
    } catch (err) { /* not JSON: never tried */ }
    const read = kept !== null && typeof kept === "object";
    return {
      proven: read && kept.proven === true,
      unfinished: read && Number.isSafeInteger(kept.unfinished) && kept.unfinished > 0 ? kept.unfinished : 0,
    };
  }

  function mark(start, why) {
    state.start = start;
    state.why = why || null;
    document.documentElement.dataset.start = start;
    if (start !== "snapshot") return;
    setTimeout(() => firstFrame || self.pavilionBoot.fail(
      "Python, restored from the snapshot, drew no frame within a minute."), FIRST_FRAME_MS);
  }

  /** One transaction on the store: `use(store)` makes the requests, and the last request's result
   *  is what the promise gives once the transaction is done. It is rejected, never left pending, when
   *  the browser refuses the database or the transaction (storage blocked, the disk full). */
  function transact(mode, use) {
    return new Promise((resolve, reject) => {
      const opening = indexedDB.open(DB, 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const db = opening.result;
        try {
          const tx = db.transaction(STORE, mode);
          const request = use(tx.objectStore(STORE));
          tx.oncomplete = () => { db.close(); resolve(request.result); };
          tx.onabort = () => { db.close(); reject(tx.error); };
        } catch (err) {
          db.close();
          reject(err);
        }
      };
    });
  }

  function worker() {
    return new Worker(new URL("snapshot-worker.mjs", script), { type: "module" });
  }

  /** null when no snapshot of this version is kept (without its note, found at once; else after a
   *  quick look), or when starts from it have not drawn a frame (it is dropped), else {bytes}: a
   *  promise of Python's memory, read and unpacked in a worker, off the page's thread, which meanwhile
   *  parses the page and loads PyScript. A damaged one fails its checks there and the promise is
   *  rejected, saying why. */
  async function stored() {
    if (!self.Worker || !noted()) return null;
    const { proven, unfinished } = trial();
    // A proven snapshot may have its start cut once (a power cut at the board); an unproven one not.
    if (unfinished >= (proven ? 2 : 1)) {
      discard(proven ? `the last ${unfinished} starts from it drew no frame` : "the last start from it drew no frame");
      return null;
    }
    let blob;
    try {
      blob = await transact("readonly", (store) => store.get(version));
      if (!(blob instanceof Blob)) return null;
      // Counted before it is tried: a start that never gets as far as saying it failed counts too.
      localStorage.setItem(TRIAL, JSON.stringify({ proven, unfinished: unfinished + 1 }));
    } catch (err) {
      return null; // no storage for this page, or a try that could not be counted: the normal start
    }
    state.used = true;
    const bytes = new Promise((resolve, reject) => {
      const reader = worker();
      reader.onmessage = ({ data }) => {
        reader.terminate();
        if (data.bytes) resolve(new Uint8Array(data.bytes));
        else reject(new Error(data.why));
      };
      reader.onerror = () => { reader.terminate(); reject(new Error("the snapshot worker did not start")); };
      reader.postMessage({ job: "read", blob });
    });
    bytes.catch(() => {}); // its reader is told; never an unhandled rejection (static/boot.js would fail the start)
    return { bytes };
  }

  /** Make room: the snapshot goes before any match save is refused (static/journal.js). Whether
   *  there was one to drop. */
  async function drop() {
    try {
      localStorage.removeItem(NOTE);
      localStorage.removeItem(TRIAL);
    } catch (err) { /* no localStorage for this page: no note either */ }
    try {
      return await transact("readwrite", (store) => { const kept = store.count(); store.clear(); return kept; }) > 0;
    } catch (err) {
      return false;
    }
  }

  async function discard(why) {
    console.warn("Pavilion: the start-up snapshot was discarded:", why);
    state.why = why;
    await drop();
  }

  /** Called by static/boot.js's fail() before it shows a failure: whether the snapshot takes it over.
   *  A page started from the snapshot drops it, proven or not: a failure after it was used is always
   *  reason enough (the next start is the normal one). Before the first frame of a start that used
   *  it, the player is not shown the failure: the page loads again once, without the snapshot.
   *  Python cannot be started again in the same page once PyScript holds it, so it is a reload. */
  function failedStart(message, detail) {
    if (restarting) return true;
    if (!state.used) return false;
    const lines = String(detail || "").trim().split("\n");
    const why = `${message} ${lines[lines.length - 1]}`.trim();
    // Still the snapshot's start, or the page it started (a "normal" start here has discarded it already).
    const dropped = state.start === "normal" ? Promise.resolve() : discard(why);
    // The reload must not find it again: the note (removed at once by drop()) is what a start looks for.
    if (firstFrame || noted()) return false;
    restarting = true;
    try {
      sessionStorage.setItem(RESTARTED, state.why || why);
    } catch (err) { /* the reason is in the console */ }
    const settled = new Promise((resolve) => { dropped.then(resolve, resolve); setTimeout(resolve, 2000); });
    settled.then(() => location.reload());
    return true;
  }

  function make() {
    if (state.start === "snapshot" || !self.indexedDB || !self.Worker) return;
    let timer = null;
    const later = () => { clearTimeout(timer); timer = setTimeout(run, IDLE_MS); };
    const failed = (why) => {
      state.made = { ok: false, why };
      document.documentElement.dataset.snapshot = "failed";
      console.warn("Pavilion: no start-up snapshot:", why);
    };
    const run = async () => {
      if (document.visibilityState !== "visible") return later();
      removeEventListener("pointerdown", later, true);
      removeEventListener("keydown", later, true);
      try {
        // A snapshot is about 31 MB in memory and 16 MB kept: never at the cost of match saves.
        const { quota, usage } = await navigator.storage.estimate();
        if (quota - usage < 64e6) return;
      } catch (err) { /* no estimate: try anyway */ }
      let pyscript = "{}";
      try {
        pyscript = self.pavilionSnapshot.pyscriptSources();
      } catch (err) { /* a snapshot without PyScript's bytecode: its start compiles it, as without one */ }
      const maker = worker();
      maker.onmessage = async ({ data }) => {
        maker.terminate();
        if (!data.ok) return failed(data.why);
        const blob = new Blob([data.packed]);
        try {
          localStorage.removeItem(TRIAL); // a new snapshot, never tried yet
          localStorage.setItem(NOTE, version); // before the record: a note without a snapshot costs a look, nothing more
          await transact("readwrite", (store) => { store.clear(); return store.put(blob, version); });
        } catch (err) {
          drop(); // neither a note nor a half-kept record is left behind
          return failed(`not kept: ${err.name || err}`);
        }
        state.made = { ok: true, bytes: data.bytes, stored: blob.size, ms: data.ms };
        document.documentElement.dataset.snapshot = "made";
      };
      maker.postMessage({ job: "make", pyscript });
    };
    addEventListener("pointerdown", later, true);
    addEventListener("keydown", later, true);
    later();
  }

  addEventListener("pavilion:ready", () => {
    firstFrame = true;
    if (state.start === "snapshot") {
      try {
        localStorage.setItem(TRIAL, JSON.stringify({ proven: true, unfinished: 0 }));
      } catch (err) { /* not written: the next start counts one more unfinished, and may drop it */ }
    }
    if (navigator.storage && navigator.storage.persist) navigator.storage.persist().catch(() => {});
    // Builds before 2026-12 kept a gzipped snapshot in the Cache API: 7 MB no longer read.
    if (self.caches) caches.delete("snapshots").catch(() => {});
    make();
  }, { once: true });

  // Looked up at once, while PyScript and Pyodide's files load, so it is ready when Python starts.
  const early = stored();
  // pyscriptSources: set by static/interpreter.mjs after a normal start (what make() hands the worker).
  self.pavilionSnapshot = { stored: () => early, discard, drop, failedStart, mark, state, pyscriptSources: null };
})();

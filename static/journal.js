// The durable journal under every saved match: IndexedDB, each write flushed to disk before it
// completes (durability "strict"). localStorage, which Python writes beside it as a fast mirror, is
// committed by the browser lazily and in rate-limited batches, so a pulled plug loses what only it
// holds. Python (py/ui/storage.py) puts and removes records here and reconciles the two at start;
// this file only stores, and reports back a write that was refused or failed. It also keeps the
// kiosk's picture of its last frame, written seldom and never ahead of the match it shows.
"use strict";
(function () {
  const NAME = "pavilion";
  const RECORDS = "records"; // {key, value, rev}: the same key and text as the localStorage mirror
  const PICTURES = "pictures"; // "kiosk" -> {id, blob}: the last board, shown while Python starts
  const PICTURE_EVERY = 5000; // ms between two pictures at most: they must not crowd the match saves
  const OPEN_TIMEOUT = 4000; // a browser that never answers the open is treated as one without it
  let db = null;
  let pending = 0; // writes not yet durable
  let idle = []; // resolvers waiting for pending to reach 0
  const durableMs = []; // from the event that caused each save to its commit (bench/durable.py)

  function mark() {
    document.documentElement.dataset.saved = !db ? "unavailable" : pending ? "saving" : "saved";
  }

  function settled() {
    return pending ? new Promise((resolve) => idle.push(resolve)) : Promise.resolve();
  }

  function request(req) {
    return new Promise((resolve, reject) => {
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  }

  function open() {
    return new Promise((resolve, reject) => {
      if (!self.indexedDB) { reject(new Error("this browser has no IndexedDB")); return; }
      const timer = setTimeout(() => reject(new Error("IndexedDB did not answer")), OPEN_TIMEOUT);
      const req = indexedDB.open(NAME, 1);
      req.onupgradeneeded = () => {
        req.result.createObjectStore(RECORDS, { keyPath: "key" });
        req.result.createObjectStore(PICTURES);
      };
      req.onsuccess = () => { clearTimeout(timer); resolve(req.result); };
      req.onerror = () => { clearTimeout(timer); reject(req.error); };
      req.onblocked = () => { clearTimeout(timer); reject(new Error("IndexedDB is blocked")); };
    });
  }

  // Every record at start, as one JSON text for Python: {available, why?, records: {key: {value, rev}}}.
  const ready = (async () => {
    try {
      db = await open();
      const rows = await request(db.transaction(RECORDS).objectStore(RECORDS).getAll());
      const records = {};
      for (const row of rows) {
        // Only what this file writes is handed on: anything else in the store is not a record.
        if (row && typeof row.key === "string" && typeof row.value === "string") {
          records[row.key] = { value: row.value, rev: Number.isInteger(row.rev) ? row.rev : null,
            tag: typeof row.tag === "string" ? row.tag : null };
        }
      }
      return JSON.stringify({ available: true, records });
    } catch (err) {
      db = null;
      return JSON.stringify({ available: false, why: String((err && (err.name !== "Error" ? err.name : err.message)) || err) });
    } finally {
      mark();
    }
  })();

  function report(event) {
    // Always later, never inside the Python call that asked for the write.
    setTimeout(() => self.pavilionUI && self.pavilionUI.notify(Object.assign({ type: "journal" }, event)));
  }

  function write(key, change, retried = false) {
    if (!db) return;
    pending += 1;
    mark();
    const cause = self.pavilionUI ? self.pavilionUI.lastEventAt : performance.now();
    let outcome = null;
    const done = () => {
      pending -= 1;
      mark();
      if (!pending) { for (const resolve of idle.splice(0)) resolve(); }
    };
    const failed = async (why) => {
      // Out of room: the start-up snapshot (a shortcut, rebuilt later) goes before any save does.
      if (why === "QuotaExceededError" && !retried && self.pavilionSnapshot && await self.pavilionSnapshot.drop()) {
        write(key, change, true);
      } else {
        report({ key, status: "failed", why });
      }
      done();
    };
    let tx;
    try {
      tx = db.transaction(RECORDS, "readwrite", { durability: "strict" });
      change(tx.objectStore(RECORDS), (o) => { outcome = o; });
    } catch (err) {
      failed(err.name || String(err));
      return;
    }
    tx.oncomplete = () => {
      done();
      if (outcome) report(Object.assign({ key }, outcome));
      else if (durableMs.push(performance.now() - cause) > 1000) durableMs.shift();
    };
    tx.onabort = () => failed((tx.error && tx.error.name) || "AbortError");
  }

  self.pavilionJournal = {
    ready,
    settled,
    durableMs,
    /** Store `value` under `key`. A match's save names the copy it was made on top of (`base`, a
     *  tag): if another tab's save is there instead, it is refused and reported, with what is there. */
    put(key, value, rev, tag, base) {
      write(key, (store, refuse) => {
        const get = store.get(key);
        get.onsuccess = () => {
          const old = get.result;
          // The compare-and-set rule of py/ui/storage.py journal_verdict.
          const ok = !old || old.value === value || (base != null ? old.tag === base
            : rev == null || !Number.isInteger(old.rev) || old.rev < rev);
          if (ok) store.put({ key, value, rev: rev == null ? null : rev, tag: tag == null ? null : tag });
          else refuse({ status: "conflict", value: old.value });
        };
      });
    },
    remove(key) {
      write(key, (store) => store.delete(key));
      const id = key.startsWith("pavilion/match/") && key.slice("pavilion/match/".length);
      if (id) picture.forget(id);
    },
  };

  // The kiosk's picture: at most one write every few seconds and one when the page is hidden, each
  // after the match saves before it are durable, in a transaction of its own.
  const picture = {
    id: null, canvas: null, dirty: false, timer: null, last: 0,
    keep(id, canvas) {
      this.id = id;
      this.canvas = canvas;
      this.dirty = true;
      if (!this.timer) this.timer = setTimeout(() => this.flush(), Math.max(0, this.last + PICTURE_EVERY - Date.now()));
    },
    async flush() {
      clearTimeout(this.timer);
      this.timer = null;
      if (!this.dirty || !db || !this.canvas) return;
      this.dirty = false;
      this.last = Date.now();
      const id = this.id;
      const blob = await new Promise((resolve) => this.canvas.toBlob(resolve, "image/jpeg", 0.7));
      await settled();
      if (!blob) return;
      try {
        db.transaction(PICTURES, "readwrite").objectStore(PICTURES).put({ id, blob }, "kiosk");
      } catch (err) {
        console.warn("Pavilion: the kiosk picture was not kept", err);
      }
    },
    forget(id) {
      if (!db) return;
      const store = db.transaction(PICTURES, "readwrite").objectStore(PICTURES);
      const get = store.get("kiosk");
      get.onsuccess = () => { if (get.result && get.result.id === id) store.delete("kiosk"); };
    },
    /** The last kiosk picture as a Blob, or null. */
    async load() {
      await ready;
      if (!db) return null;
      const kept = await request(db.transaction(PICTURES).objectStore(PICTURES).get("kiosk")).catch(() => null);
      return kept && kept.blob instanceof Blob ? kept.blob : null;
    },
  };
  self.pavilionJournal.picture = picture;
  addEventListener("visibilitychange", () => { if (document.visibilityState === "hidden") picture.flush(); });
  addEventListener("pagehide", () => picture.flush());
})();

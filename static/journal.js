// The durable journal under every saved match: IndexedDB, each write flushed to disk before it
// completes (durability "strict"). localStorage, which Python writes beside it as a fast mirror, is
// committed by the browser lazily and in rate-limited batches, so a pulled plug loses what only it
// holds. Python (py/ui/storage.py) puts and removes records here and reconciles the two at start;
// this file only stores, and reports back a write that was refused or failed. It also keeps the
// kiosk's picture of its last frame, written seldom and never ahead of the match it shows.
//
// A slow disk (a Pi booting from its SD card, a loaded machine) can take seconds to open IndexedDB.
// That is "not yet", never "unavailable": the open is waited for, and tried again after an error,
// for as long as the page lives. Python starts after a short grace without it, and until Python has
// the journal's records, every write waits here in memory, in the order asked (docs/storage.md,
// "A journal that opens late", says what happens then). Only a browser with no IndexedDB, or one
// that refuses it, has no journal.
"use strict";
(function () {
  const NAME = "pavilion";
  const RECORDS = "records"; // {key, value, rev}: the same key and text as the localStorage mirror
  const PICTURES = "pictures"; // "kiosk" -> {id, blob}: the last board, shown while Python starts
  const PICTURE_EVERY = 5000; // ms between two pictures at most: they must not crowd the match saves
  const GRACE = 1500; // ms from this script's start that Python's start waits for the journal at most
  const RETRY_FIRST = 250; // ms before opening again after an error, doubling each time...
  const RETRY_MOST = 5000; // ...up to this
  // Answers no retry changes: refused, a newer Pavilion's database, or one without our stores.
  const REFUSALS = ["SecurityError", "InvalidStateError", "VersionError", "NotFoundError"];
  const SHOW_AFTER = 1000; // ms a save waits on an open journal before the screen says "Saving…"
  const WORDS = { saving: "Saving\u2026", unavailable: "Not saved safely" };
  const begun = performance.now();
  let db = null;
  let refusal = null; // why there is no journal: IndexedDB missing or refused
  let handedOver = false; // whether Python has the records: until then writes wait in `queue`
  const queue = []; // [key, change, cause]: writes asked for before that, in order
  let pending = 0; // writes not yet durable, waiting ones included
  let idle = []; // resolvers waiting for pending to reach 0
  let waitingSince = 0; // when pending last rose from 0
  let showTimer = null;
  const durableMs = []; // from the event that caused each save to its commit (bench/durable.py)

  function mark() {
    const saved = refusal ? "unavailable" : pending || !handedOver ? "saving" : "saved";
    document.documentElement.dataset.saved = saved;
    // The save-state indicator says only what a player needs: a save that is waiting for the journal
    // to open (at once: it will wait) or has waited a while, or that none is kept safely.
    clearTimeout(showTimer);
    const waited = handedOver ? performance.now() - waitingSince : SHOW_AFTER;
    if (pending && !refusal && waited < SHOW_AFTER) showTimer = setTimeout(mark, SHOW_AFTER - waited);
    const words = refusal ? WORDS.unavailable : pending && waited >= SHOW_AFTER ? WORDS.saving : "";
    const indicator = document.getElementById("save-state");
    if (indicator && indicator.textContent !== words) indicator.textContent = words;
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

  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  /** One try: the database and every record in it, as {key: {value, rev, tag}}. A request that has
   *  not answered is waited for (a slow disk answers late; a second open would only queue behind it). */
  async function attempt() {
    const opened = await new Promise((resolve, reject) => {
      const req = indexedDB.open(NAME, 1); // a browser that refuses it throws here, at once
      req.onupgradeneeded = () => {
        req.result.createObjectStore(RECORDS, { keyPath: "key" });
        req.result.createObjectStore(PICTURES);
      };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
      // onblocked: an older connection elsewhere holds the database; this open succeeds once it closes.
    });
    try {
      const rows = await request(opened.transaction(RECORDS).objectStore(RECORDS).getAll());
      const records = {};
      for (const row of rows) {
        // Only what this file writes is handed on: anything else in the store is not a record.
        if (row && typeof row.key === "string" && typeof row.value === "string") {
          records[row.key] = { value: row.value, rev: Number.isInteger(row.rev) ? row.rev : null,
            tag: typeof row.tag === "string" ? row.tag : null };
        }
      }
      return [opened, records];
    } catch (err) {
      opened.close();
      throw err;
    }
  }

  function refused(err) {
    return !self.indexedDB || (err && REFUSALS.includes(err.name));
  }

  function reason(err) {
    return String((err && (err.name !== "Error" ? err.name : err.message)) || err);
  }

  // The journal open: {state: "open", records} or {state: "unavailable", why}, however long it takes.
  const opened = (async () => {
    for (let wait = RETRY_FIRST; ; wait = Math.min(2 * wait, RETRY_MOST)) {
      try {
        if (!self.indexedDB) throw new Error("this browser has no IndexedDB");
        const [opening, records] = await attempt();
        db = opening;
        return { state: "open", records };
      } catch (err) {
        if (refused(err)) {
          refusal = reason(err);
          pending -= queue.splice(0).length; // nowhere to write them: the mirror alone keeps them
          done();
          return { state: "unavailable", why: refusal };
        }
        console.warn(`Pavilion: the journal did not open (${reason(err)}); trying again in ${wait} ms`);
        await sleep(wait);
      }
    }
  })();

  mark();

  /** Python takes the journal's records: every write waiting here goes in, in the order it was asked. */
  function handOver() {
    handedOver = true;
    for (const [key, change, cause] of queue.splice(0)) run(key, change, cause);
    mark();
  }

  function report(event) {
    // Always later, never inside the Python call that asked for the write.
    setTimeout(() => self.pavilionUI && self.pavilionUI.notify(Object.assign({ type: "journal" }, event)));
  }

  function done() {
    if (!pending) { for (const resolve of idle.splice(0)) resolve(); }
    mark();
  }

  function write(key, change) {
    if (refusal) return;
    if (!pending) waitingSince = performance.now();
    pending += 1;
    const cause = self.pavilionUI ? self.pavilionUI.lastEventAt : performance.now();
    if (handedOver) run(key, change, cause); else queue.push([key, change, cause]);
    mark();
  }

  /** One write, in a strict transaction of its own; `pending` counts it until it ends. */
  function run(key, change, cause, retried = false) {
    let outcome = null;
    const finish = () => { pending -= 1; done(); };
    const fail = async (why) => {
      // Out of room: the start-up snapshot (a shortcut, rebuilt later) goes before any save does.
      if (why === "QuotaExceededError" && !retried && self.pavilionSnapshot && await self.pavilionSnapshot.drop()) {
        pending += 1;
        run(key, change, cause, true);
      } else {
        report({ key, status: "failed", why });
      }
      finish();
    };
    let tx;
    try {
      tx = db.transaction(RECORDS, "readwrite", { durability: "strict" });
      change(tx.objectStore(RECORDS), (o) => { outcome = o; });
    } catch (err) {
      fail(err.name || String(err));
      return;
    }
    tx.oncomplete = () => {
      finish();
      if (outcome) report(Object.assign({ key }, outcome));
      else if (durableMs.push(performance.now() - cause) > 1000) durableMs.shift();
    };
    tx.onabort = () => fail((tx.error && tx.error.name) || "AbortError");
  }

  self.pavilionJournal = {
    /** What Python's start awaits (JSON): the open's answer if it has come, or comes within the
     *  grace (counted from the page's start, so a slow Python start waits for nothing); else
     *  {state: "opening"}, and then Python calls listen(). */
    async ready() {
      const grace = sleep(GRACE - (performance.now() - begun)).then(() => ({ state: "opening" }));
      const answer = await Promise.race([opened, grace]);
      if (answer.state !== "opening") handOver();
      return JSON.stringify(answer);
    },
    settled,
    durableMs,
    /** Python started with the journal still opening: hand it the open's answer when it comes, as a
     *  "journal-open" event. Python reconciles inside that event (and may discard waiting writes);
     *  the writes still waiting, then the ones it made meanwhile, go in after it, in order. */
    listen() {
      opened.then((answer) => setTimeout(() => {
        try {
          self.pavilionUI.notify(Object.assign({ type: "journal-open" }, answer));
        } finally {
          if (answer.state === "open") handOver();  // whatever Python made of it, nothing stays waiting
        }
      }));
    },
    /** Drop the writes of `key` still waiting for the journal to open (made on a copy it had moved past). */
    discard(key) {
      for (let i = queue.length - 1; i >= 0; i--) {
        if (queue[i][0] === key) { queue.splice(i, 1); pending -= 1; }
      }
      done();
    },
    /** Store `value` under `key`. A match's save names the copy it was made on top of (`base`, a
     *  tag): if another tab's save is there instead, it is refused and reported, with what is there. */
    put(key, value, rev, tag, base) {
      write(key, (store, refuse) => {
        const get = store.get(key);
        get.onsuccess = () => {
          const old = get.result;
          // The compare-and-set rule of py/ui/copies.py journal_verdict.
          const ok = !old || old.value === value || (base != null ? old.tag === base
            : rev == null || !Number.isInteger(old.rev) || old.rev < rev);
          if (ok) store.put({ key, value, rev: rev == null ? null : rev, tag: tag == null ? null : tag });
          else refuse({ status: "conflict", value: old.value });
        };
      });
    },
    remove(key) {
      write(key, (store) => {
        store.delete(key);
        const id = key.startsWith("pavilion/match/") && key.slice("pavilion/match/".length);
        if (id) picture.forget(id);
      });
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
      await opened;
      if (!db) return null;
      const kept = await request(db.transaction(PICTURES).objectStore(PICTURES).get("kiosk")).catch(() => null);
      return kept && kept.blob instanceof Blob ? kept.blob : null;
    },
  };
  self.pavilionJournal.picture = picture;
  addEventListener("visibilitychange", () => { if (document.visibilityState === "hidden") picture.flush(); });
  addEventListener("pagehide", () => picture.flush());
})();

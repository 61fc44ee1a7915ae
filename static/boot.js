// Pavilion's start-up: real progress while Pyodide loads, a clear error screen if it fails, and the
// service worker (offline, updates). Runs before PyScript (index.html defers every script, in order);
// Python takes over the screen once ready.
"use strict";
(function () {
  const root = new URL("../", document.currentScript.src); // the site root, from static/boot.js
  const manifest = self.PAVILION_PRECACHE || { sizes: {}, version: "dev" };
  const vendor = new URL("static/vendor/", root).href;
  // The files fetched while Python starts, and their sizes from the build: the progress bar's total.
  const counted = ["static/vendor/pyodide/pyodide.asm.wasm", "static/vendor/pyodide/python_stdlib.zip",
    "static/vendor/pyodide/pyodide-lock.json", "static/vendor/app/py.zip"];
  const total = counted.reduce((sum, f) => sum + (manifest.sizes[f] || 0), 0);
  const startsAt = (manifest.sizes[counted[0]] || Infinity) + (manifest.sizes[counted[1]] || 0);
  // Served by the service worker (every start after the first): the files are on the device.
  const onDevice = !!(navigator.serviceWorker && navigator.serviceWorker.controller);
  const STAGES = [
    ["download", "Downloading Python"],
    ["start", "Starting Python"],
    ["files", "Unpacking Pavilion"],
    ["app", "Loading the games"],
  ];
  const state = { bytes: 0, started: performance.now(), stage: null, ready: false, failed: false,
    lastProgress: performance.now(), marks: {} };  // marks: when each stage began (ms), for bench/boot.py
  const $ = (id) => document.getElementById(id);

  function mb(n) { return (n / 1e6).toFixed(1); }

  function render() {
    const list = $("stages");
    if (!list) return;
    if (!list.children.length) {
      for (const [key, label] of STAGES) {
        const li = document.createElement("li");
        li.dataset.stage = key;
        li.textContent = label;
        list.append(li);
      }
    }
    const at = STAGES.findIndex(([key]) => key === state.stage);
    for (const li of list.children) {
      const i = STAGES.findIndex(([key]) => key === li.dataset.stage);
      li.className = i < at ? "done" : i === at ? "active" : "";
    }
    const shown = Math.min(state.bytes, total || state.bytes);
    $("bytes").textContent = onDevice ? "Nothing to download: Pavilion is kept on this device."
      : total ? `${mb(shown)} of ${mb(total)} MB downloaded` : `${mb(shown)} MB downloaded`;
    // Downloading fills the first 60% of the bar; each later stage its share of the rest.
    const dl = total ? Math.min(1, state.bytes / total) : 0;
    const share = at <= 0 ? 0.6 * dl : 0.6 + (0.4 * at) / STAGES.length;
    $("bar-fill").style.width = `${Math.round(100 * share)}%`;
  }

  // Chunks arrive by the hundred a second: the count is drawn at most once a frame.
  let drawing = false;
  function renderSoon() {
    if (drawing) return;
    drawing = true;
    requestAnimationFrame(() => { drawing = false; render(); });
  }

  function stage(key) {
    if (state.ready || state.failed) return;
    const now = STAGES.findIndex(([k]) => k === state.stage);
    if (STAGES.findIndex(([k]) => k === key) <= now) return; // stages only move forward, each marked once
    state.stage = key;
    state.lastProgress = performance.now();
    state.marks[key] = Math.round(state.lastProgress);
    render();
  }

  const realFetch = self.fetch.bind(self);
  // py.zip and py/main.py are asked for now: PyScript asks for them only once Python has started, and
  // is then handed these. (A <link rel=preload> would do the same, but Chromium warns about a preload
  // still unused a few seconds after the page's load event, and a first start takes longer.)
  const early = new Map(["static/vendor/app/py.zip", "py/main.py"].map((file) => {
    const url = new URL(file, root).href;
    const response = realFetch(url);
    response.catch(() => {}); // a failure goes to whoever asks for the file, not to the start's handler
    return [url, response];
  }));
  // Count the bytes of every vendored file as it streams in, without a second download. Not when
  // the service worker serves the page: the files are on the device, and passing 13 MB through a
  // counting stream on this thread cost a tenth of such a start (docs/boot.md).
  self.fetch = async function (input, init) {
    const url = input instanceof Request ? input.url : new URL(String(input), location.href).href;
    const ahead = init === undefined && early.get(url);
    early.delete(url);
    const response = await (ahead || realFetch(input, init));
    if (onDevice || !url.startsWith(vendor) || !response.body || state.ready) return response;
    const counter = new TransformStream({
      transform(chunk, controller) {
        state.bytes += chunk.byteLength;
        state.lastProgress = performance.now();
        // The wasm and the stdlib are in: from here Python starts on the CPU (the page is busy).
        if (state.bytes >= startsAt) stage("start");
        renderSoon();
        controller.enqueue(chunk);
      },
    });
    return new Response(response.body.pipeThrough(counter), {
      status: response.status, statusText: response.statusText, headers: response.headers,
    });
  };

  function fail(message, detail) {
    if (state.failed) return;
    // A start from the snapshot that fails starts again without it, instead of this screen.
    if (self.pavilionSnapshot && self.pavilionSnapshot.failedStart(message, detail)) return;
    state.failed = true;
    $("loading").hidden = true;
    $("stage").hidden = true;
    $("failure").hidden = false;
    $("failure-message").textContent = message;
    $("failure-detail").textContent = detail || "(no details)";
    document.title = "Pavilion could not start";
  }

  function ready() {
    state.ready = true;
    $("loading").hidden = true;
    $("stage").hidden = false;
    document.documentElement.dataset.ready = "1";
    self.pavilionBoot.readyAt = performance.now();
    state.marks.ready = Math.round(self.pavilionBoot.readyAt);
    dispatchEvent(new Event("pavilion:ready"));
  }

  addEventListener("py:progress", (e) => {
    const what = String(e.detail || "");
    if (/Loaded Pyodide/.test(what)) stage("files");
    else if (/Loading files/.test(what)) stage("files");
  });
  addEventListener("error", (e) => {
    if (!state.ready) fail("Something went wrong while Pavilion was starting.", String(e.error && e.error.stack || e.message));
  });
  // PyScript keeps its package cache in IndexedDB and waits for it before Python starts, so a
  // browser that blocks IndexedDB for the page cannot start Pavilion at all: say so plainly.
  function blockedStorage(reason) {
    const error = reason && self.IDBRequest && reason.target instanceof IDBRequest ? reason.target.error : reason;
    return error instanceof DOMException && ["SecurityError", "UnknownError", "InvalidStateError"].includes(error.name);
  }
  addEventListener("unhandledrejection", (e) => {
    if (!state.ready && blockedStorage(e.reason)) {
      return fail("This browser blocks site storage for this page, and Python cannot start without it. " +
        "Allow this site to keep data (or leave private browsing), then reload.", String(e.reason));
    }
    if (!state.ready) fail("Pavilion could not load Python or one of its files. Reload to try again.", String(e.reason && e.reason.stack || e.reason));
  });
  // A start that stops making progress is reported, not left spinning for ever.
  const watchdog = setInterval(() => {
    if (state.ready || state.failed) return clearInterval(watchdog);
    if (performance.now() - state.lastProgress > 120000) {
      fail("Python stopped making progress for two minutes.", `Stuck at: ${state.stage}`);
    }
  }, 5000);
  if (typeof WebAssembly !== "object") {
    addEventListener("DOMContentLoaded", () => fail("This browser cannot run WebAssembly, which Pavilion needs.", navigator.userAgent));
  }

  // A kiosk shows the last board it drew at once, under the progress, while Python starts.
  function kioskStart() {
    if (new URLSearchParams(location.search).get("mode") !== "kiosk") return;
    document.body.dataset.mode = "kiosk";
    document.querySelector("meta[name=viewport]").content =
      "width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover";
    document.title = "Random Cricket scoreboard";
    document.body.dataset.picture = "pending";
    setTimeout(() => { if (document.body.dataset.picture === "pending") document.body.dataset.picture = "none"; }, 1500);
    self.pavilionJournal.picture.load().catch(() => null).then((blob) => {
      document.body.dataset.picture = blob && !state.ready ? "shown" : "none";
      if (!blob || state.ready) return;
      const img = document.createElement("img");
      img.id = "kiosk-picture";
      img.alt = "";
      img.src = URL.createObjectURL(blob);
      // Dimmed, with "Starting..." over it: the keys in the picture are not live yet, and look it.
      img.style.filter = "brightness(.4) saturate(.5)";
      const starting = document.createElement("div");
      starting.id = "kiosk-starting";
      starting.textContent = "Starting\u2026";
      Object.assign(starting.style, { position: "fixed", inset: "0", display: "flex", alignItems: "center",
        justifyContent: "center", font: "700 56px system-ui, sans-serif", color: "#f4f1e8",
        textShadow: "0 2px 12px #000" });
      document.body.prepend(img, starting);
      addEventListener("pavilion:ready", () => { img.remove(); starting.remove(); URL.revokeObjectURL(img.src); },
        { once: true });
    });
    // Keep the screen awake at the dartboard; the lock drops when hidden, so take it again.
    const awake = () => navigator.wakeLock && document.visibilityState === "visible" &&
      navigator.wakeLock.request("screen").catch(() => {});
    awake();
    document.addEventListener("visibilitychange", awake);
    // No back navigation at the board: a swipe or a Back key stays on the scoreboard.
    history.pushState(null, "", location.href);
    addEventListener("popstate", () => history.pushState(null, "", location.href));
  }

  addEventListener("DOMContentLoaded", () => {
    kioskStart();
    $("failure-reload").addEventListener("click", () => location.reload());
    stage(onDevice ? "start" : "download");
  });

  // Offline: the service worker at the site root precaches everything. It is registered once the
  // first frame is up: its install downloads and stores the whole site, which would otherwise
  // compete with Python's start for the network, the disk and the CPU.
  if ("serviceWorker" in navigator && location.protocol !== "file:") {
    addEventListener("pavilion:ready", async () => {
      let reg;
      try {
        reg = await navigator.serviceWorker.register(new URL("sw.js", root), { scope: root.pathname });
      } catch (err) {
        console.warn("Pavilion: no service worker, so no offline play:", err);
        return;
      }
      // Only the player's own "Reload now" reloads this tab: a new version taken over because another
      // tab asked, or a first install claiming the page, leaves a game here running.
      let asked = false, reloading = false;
      const offer = (worker) => {
        if (!worker || !navigator.serviceWorker.controller) return; // a first install needs no reload
        $("update").hidden = false;
        $("update-reload").onclick = () => { asked = true; worker.postMessage("skip-waiting"); };
      };
      if (reg.waiting) offer(reg.waiting);
      reg.addEventListener("updatefound", () => {
        const worker = reg.installing;
        worker && worker.addEventListener("statechange", () => worker.state === "installed" && offer(worker));
      });
      navigator.serviceWorker.addEventListener("controllerchange", () => {
        if (asked && !reloading) { reloading = true; location.reload(); }
      });
    });
  }

  self.pavilionBoot = {
    version: manifest.version, state, stage, fail, ready, root: root.href,
    bytes: () => state.bytes,
  };
})();

// Pavilion's service worker: after one visit the whole site plays offline.
// precache.js (written by build.py) lists every file under a version that changes when any file
// does; the browser re-checks imported scripts on each visit, so a new build installs a new cache
// in the background and the page offers to reload into it.
"use strict";
importScripts("./precache.js");

const { version, files } = self.PAVILION_PRECACHE;
const CACHE = `pavilion-${version}`;

self.addEventListener("install", (event) => {
  // The site's static files (Pyodide, PyScript, the scripts) straight from this version's cache,
  // without this worker: a return visit then does not wait for the worker to start before they come
  // (0.1 s of a 0.8 s start here). A file not in the cache goes to the network, as in the fetch
  // handler below; one asked for with a query string goes to that handler. Chromium 123 and later.
  if (event.addRoutes) {
    const pathname = new URL("static/*", self.registration.scope).pathname;
    event.waitUntil(event.addRoutes({
      condition: { urlPattern: new URLPattern({ pathname, search: "" }), requestMethod: "GET" },
      source: { cacheName: CACHE },
    }).catch((err) => console.warn("Pavilion: no static routes, the fetch handler serves all:", err)));
  }
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // cache: "reload" skips the HTTP cache, so a new version never precaches an old file.
    await cache.addAll(files.map((f) => new Request(f, { cache: "reload" })));
    // A first install has no older version to disturb: take over at once. An update waits for
    // the player's "Reload now" (or for every Pavilion tab to close), so no game is cut mid-load.
    const older = (await caches.keys()).some((k) => k.startsWith("pavilion-") && k !== CACHE);
    if (!older) self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("pavilion-") && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

// Cache first (the site is static and versioned); the network only for what is not precached.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  // A page is cached under its file name: "/" and "/kiosk/" are their index.html.
  const key = request.mode === "navigate" && url.pathname.endsWith("/") ? `${url.pathname}index.html` : request;
  event.respondWith((async () => {
    const hit = await caches.match(key, { cacheName: CACHE, ignoreSearch: true });
    return hit || fetch(request);
  })());
});

// The canvas painter and its accessible DOM mirror. Python (py/ui) decides what is on screen and
// hands over one JSON scene per change; this file only draws it, places a real <button> over every
// tappable region, mirrors the text for screen readers, and reports taps, keys, resizes and route
// changes back to Python as one JSON event each. It computes no rules.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  let handler = null;
  let scene = null;
  const buttons = new Map();

  let lastEventAt = performance.now(); // when the last tap, key or text reached Python

  function send(event) {
    if (["tap", "key", "input"].includes(event.type)) lastEventAt = performance.now();
    if (handler) handler(JSON.stringify(event));
  }

  // Focus is moved for keyboard and screen-reader users only (a click with no pointer, detail 0, is
  // a key or a screen reader's press); a finger on a touch screen never gets a focus ring thrown at it.
  let keyboardUser = false;
  addEventListener("keydown", (e) => { if (e.key === "Tab" || e.key === "Enter" || e.key === " ") keyboardUser = true; }, true);
  addEventListener("pointerdown", () => { keyboardUser = false; }, true);
  addEventListener("click", (e) => { if (e.detail === 0) keyboardUser = true; }, true);

  // The device's display wishes go to Python with the size (py/ui/display.py); a change repaints.
  const media = { motion: matchMedia("(prefers-reduced-motion: reduce)"), contrast: matchMedia("(prefers-contrast: more)") };
  function viewport(type) {
    return { type, w: document.documentElement.clientWidth, h: window.innerHeight,
      motion: media.motion.matches ? "reduce" : "no-preference", contrast: media.contrast.matches ? "more" : "no-preference" };
  }
  for (const query of Object.values(media)) query.addEventListener("change", () => send(viewport("resize")));

  function drawOp(ctx, op) {
    const [kind] = op;
    if (kind === "rect") {
      const [, x, y, w, h, fill, radius, stroke, lineWidth] = op;
      ctx.beginPath();
      if (radius) ctx.roundRect(x, y, w, h, radius); else ctx.rect(x, y, w, h);
      if (fill) { ctx.fillStyle = fill; ctx.fill(); }
      if (stroke) { ctx.strokeStyle = stroke; ctx.lineWidth = lineWidth || 1; ctx.stroke(); }
    } else if (kind === "text") {
      const [, x, y, text, font, color, align, maxWidth] = op;
      ctx.font = font;
      // Wider than its box: drawn smaller, never squashed sideways (a long name, a big figure).
      const wide = maxWidth ? ctx.measureText(text).width : 0;
      if (wide > maxWidth) ctx.font = font.replace(/([\d.]+)px/, (_, px) => `${Math.floor((px * maxWidth * 10) / wide) / 10}px`);
      ctx.fillStyle = color;
      ctx.textAlign = align || "left";
      ctx.textBaseline = "middle";
      if (maxWidth) ctx.fillText(text, x, y, maxWidth); else ctx.fillText(text, x, y);
    } else if (kind === "circle") {
      const [, cx, cy, r, fill, stroke, lineWidth] = op;
      ctx.beginPath();
      ctx.arc(cx, cy, r, 0, 2 * Math.PI);
      if (fill) { ctx.fillStyle = fill; ctx.fill(); }
      if (stroke) { ctx.strokeStyle = stroke; ctx.lineWidth = lineWidth || 1; ctx.stroke(); }
    } else if (kind === "line") {
      const [, x1, y1, x2, y2, color, lineWidth] = op;
      ctx.beginPath();
      ctx.moveTo(x1, y1);
      ctx.lineTo(x2, y2);
      ctx.strokeStyle = color;
      ctx.lineWidth = lineWidth || 1;
      ctx.lineCap = "round";
      ctx.stroke();
    } else if (kind === "wedge") {
      // A ring sector between radii r1..r2 and angles a1..a2 (degrees, clockwise from 12 o'clock).
      const [, cx, cy, r1, r2, a1, a2, fill, stroke] = op;
      const rad = (a) => ((a - 90) * Math.PI) / 180;
      ctx.beginPath();
      ctx.arc(cx, cy, r2, rad(a1), rad(a2));
      ctx.arc(cx, cy, r1, rad(a2), rad(a1), true);
      ctx.closePath();
      if (fill) { ctx.fillStyle = fill; ctx.fill(); }
      if (stroke) { ctx.strokeStyle = stroke; ctx.lineWidth = 1; ctx.stroke(); }
    }
  }

  function paintCanvas() {
    const canvas = $("canvas");
    const dpr = window.devicePixelRatio || 1;
    const { w, h } = scene;
    canvas.style.width = `${w}px`;
    canvas.style.height = `${h}px`;
    $("stage").style.width = `${w}px`;
    $("stage").style.height = `${h}px`;
    if (canvas.width !== Math.round(w * dpr) || canvas.height !== Math.round(h * dpr)) {
      canvas.width = Math.round(w * dpr);
      canvas.height = Math.round(h * dpr);
    }
    const ctx = canvas.getContext("2d");
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = scene.bg || "#000";
    ctx.fillRect(0, 0, w, h);
    for (const op of scene.ops) drawOp(ctx, op);
  }

  function makeField(id) {
    const f = document.createElement("input");
    f.type = "text";
    f.className = "field";
    f.autocomplete = "off";
    f.spellcheck = false;
    f.dataset.id = id;
    // The value goes to Python when the player leaves the box or presses Enter (before any tap), once.
    let sent = null;
    const commit = () => { if (f.value !== sent) { sent = f.value; send({ type: "input", id, value: f.value }); } };
    f.addEventListener("change", commit);
    // Enter commits the name and moves on as Tab would (the next box, or Start): never to <body>,
    // from where focus fell to Back to the hub and a second Enter left.
    f.addEventListener("keydown", (e) => {
      if (e.key !== "Enter") return;
      e.preventDefault();
      commit();
      const next = nextInTabOrder(f) || (scene.focus && buttons.get(scene.focus));
      if (next && next !== f) { next.focus(); placed = null; }
    });
    return f;
  }

  /** The control after `el` in the mirror's Tab order (off and keyboard-less controls skipped). */
  function nextInTabOrder(el) {
    const all = [...$("hits").children];
    return all.slice(all.indexOf(el) + 1).find((b) => b.tabIndex >= 0 && b.getAttribute("aria-disabled") !== "true");
  }

  function placeButtons() {
    const hits = $("hits");
    const keep = new Set();
    const had = document.activeElement; // moved by insertBefore, a control loses focus: given back below
    for (const [i, region] of scene.regions.entries()) {
      const { id, x, y, w, h, label, point, pressed, disabled, input } = region;
      keep.add(id);
      let b = buttons.get(id);
      if (b && !!input !== (b.tagName === "INPUT")) { b.remove(); buttons.delete(id); b = null; }
      if (!b && input) {
        b = makeField(id);
        buttons.set(id, b);
      } else if (!b) {
        b = document.createElement("button");
        b.type = "button";
        b.className = "hit";
        b.dataset.id = id;
        b.addEventListener("click", (e) => {
          if (b.getAttribute("aria-disabled") === "true") return; // off: it takes no press, however made
          const r = b.getBoundingClientRect();
          const ev = { type: "tap", id: b.dataset.id };
          // A press with no pointer (a key, a screen reader): while a computer's darts show, it only
          // skips them (a finger's tap on a bed also counts its dart; a quick Enter must not throw one).
          if (e.detail === 0) ev.by_key = true;
          // A point region (a dartboard) also reports where it was hit; a press with no pointer has
          // no aim, so it scores nothing (never a bullseye at the centre).
          if (b.dataset.point) {
            if (e.detail === 0) return;
            ev.x = e.clientX - r.left;
            ev.y = e.clientY - r.top;
          }
          send(ev);
        });
        buttons.set(id, b);
      }
      if (input) {
        if (document.activeElement !== b && b.value !== input.value) b.value = input.value;
        b.placeholder = input.placeholder || "";
        b.maxLength = input.max || 40;
      } else {
        b.textContent = label;
      }
      b.setAttribute("aria-label", label);
      // The words drawn on it, which its name starts with (label in name; tests/e2e/test_labels.py).
      if (region.caption !== undefined) b.dataset.caption = region.caption; else delete b.dataset.caption;
      if (point) b.dataset.point = "1"; else delete b.dataset.point;
      if (pressed === undefined || pressed === null) b.removeAttribute("aria-pressed");
      else b.setAttribute("aria-pressed", pressed ? "true" : "false");
      // A control that is off is said to be off and takes no press, but stays focusable by this file
      // (out of the Tab order): focus can wait on the control a screen names while it is off for a
      // moment (a decision not yet armed against a double tap), rather than pass through another.
      if (disabled) b.setAttribute("aria-disabled", "true"); else b.removeAttribute("aria-disabled");
      // A region kept out of the keyboard's and screen reader's way (a drawn dartboard: a key press
      // has no aim, and the keypad names every bed) is still there for a pointer.
      if (region.keyboard === false) b.setAttribute("aria-hidden", "true"); else b.removeAttribute("aria-hidden");
      if (region.keyboard === false || disabled) b.tabIndex = -1; else b.removeAttribute("tabindex");
      Object.assign(b.style, { left: `${x}px`, top: `${y}px`, width: `${w}px`, height: `${h}px` });
      // DOM order is reading and Tab order: keep it the scene's order.
      if (hits.children[i] !== b) hits.insertBefore(b, hits.children[i] || null);
    }
    for (const [id, b] of buttons) {
      if (!keep.has(id)) { b.remove(); buttons.delete(id); }
    }
    // A control still there and on, only moved in the order, keeps focus (followFocus would send it
    // to the screen's named control, as for one gone: often Back to the hub, where an Enter leaves).
    if (had && had !== document.activeElement && had.isConnected && hits.contains(had)
        && had.getAttribute("aria-disabled") !== "true") had.focus({ preventScroll: true });
  }

  function mirrorText() {
    const box = $("screen-text");
    box.replaceChildren(...scene.text.map((line) => {
      const p = document.createElement(line.heading ? "h2" : "p");
      p.textContent = line.text; // text only, never HTML: names come from other people
      return p;
    }));
  }

  function paint(json) {
    const previous = scene;
    scene = JSON.parse(json);
    paintCanvas();
    placeButtons();
    placeSaveState();
    mirrorText();
    document.title = scene.title || "Pavilion";
    announce(scene.live, scene.said);
    const newScreen = !previous || previous.screen !== scene.screen;
    if (newScreen) window.scrollTo(0, 0);
    // A grab (Skip while the dice land) moves focus once, not again on every frame of the animation.
    const grab = scene.grab && !(previous && previous.grab && previous.focus === scene.focus);
    requestAnimationFrame(() => followFocus(newScreen || grab));
    if (scene.speak && (!previous || !previous.speak || previous.speak[0] !== scene.speak[0])) say(scene.speak[1]);
    if (scene.snapshot) keepSnapshot(scene.snapshot);
    clearTimeout(tickTimer);
    if (scene.timer) tickTimer = setTimeout(() => send({ type: "tick" }), scene.timer);
    printable(scene.document);
    if (!previous && self.pavilionBoot) self.pavilionBoot.ready();
  }

  let tickTimer = null; // one pending animation step at most: no idle loop

  // Focus follows the play: on a new screen it goes to the control the screen names (scene.focus);
  // on the same screen it stays where it is unless the control that had it is gone or turned off,
  // and then goes there too, never to <body> (where the next Tab would start again from the top).
  // The named control may be off for a moment (a decision armed a moment after it shows): focus
  // waits on it, never on another control on the way (Back to the hub, where a quick Enter leaves).
  // Focus this file put somewhere follows the screen's choice again when that changes; focus the
  // player moved stays where they put it.
  let placed = null;
  function followFocus(newScreen) {
    if (!keyboardUser || !scene) return;
    const target = scene.focus && buttons.get(scene.focus);
    if (!target) return;
    const now = document.activeElement;
    const off = now && now.getAttribute("aria-disabled") === "true" && now !== target;
    const lost = !now || now === document.body || !now.isConnected || off;
    if (newScreen || lost || (now === placed && now !== target)) {
      target.focus();
      placed = target;
    }
  }

  // The polite live line says each new sentence once; one said again (a refusal repeated: the same
  // words, a new number) is cleared first and set a moment later, so that it is read again.
  let saidNumber = null;
  function announce(sentence, number) {
    const live = $("live");
    if (!sentence || number === saidNumber) return;
    saidNumber = number;
    if (live.textContent !== sentence) { live.textContent = sentence; return; }
    live.textContent = "";
    setTimeout(() => { if (saidNumber === number) live.textContent = sentence; }, 150);
  }

  // The save state (static/journal.js writes its words) sits in the first corner of the screen with no
  // key under a box as big as its longest words; where every corner holds a key, it is a dot instead.
  const SAVE_STATE = { w: 150, h: 26, inset: 4 };
  function placeSaveState() {
    const { w, h, inset } = SAVE_STATE;
    const corners = {
      "bottom-left": [inset, scene.h - inset - h], "top-left": [inset, inset],
      "bottom-right": [scene.w - inset - w, scene.h - inset - h], "top-right": [scene.w - inset - w, inset],
    };
    const free = ([x, y]) => !scene.regions.some((r) => x < r.x + r.w && r.x < x + w && y < r.y + r.h && r.y < y + h);
    $("save-state").dataset.corner = Object.keys(corners).find((c) => free(corners[c])) || "dot";
  }

  // A printable copy of a screen's document (a zine, a scorecard), as text only, for print and PDF.
  function printable(blocks) {
    const doc = $("print-doc");
    if (!blocks) { doc.replaceChildren(); return; }
    doc.replaceChildren(...blocks.map((block) => {
      const [tag, text] = Object.entries(block)[0];
      const el = document.createElement(["h1", "h2", "h3", "p", "pre"].includes(tag) ? tag : "p");
      el.textContent = text;
      return el;
    }));
  }

  // Reported back to Python as a "report" event ("voices:none", "copied:yes", "shared:no"): a screen
  // that asked for speech, the clipboard or the share sheet learns what happened, and says so honestly.
  const report = (id) => setTimeout(() => send({ type: "report", id }));

  // The caller speaks English through static/speech.js, which reports what went wrong ("voices:none").
  const say = (sentence) => self.pavilionSpeech.say(sentence, report);

  // A kiosk keeps a picture of its last frame, shown at once on the next start while Python loads
  // (static/journal.js writes it seldom, after the match it shows is durable).
  function keepSnapshot(id) {
    if (self.pavilionJournal) self.pavilionJournal.picture.keep(id, $("canvas"));
  }

  let resizeQueued = false;
  addEventListener("resize", () => {
    if (resizeQueued) return;
    resizeQueued = true;
    requestAnimationFrame(() => { resizeQueued = false; send(viewport("resize")); });
  });
  addEventListener("hashchange", () => {
    // The kiosk's Leave the kiosk, confirmed: the local server tells the launcher to close Chromium.
    if (location.hash === "#/leave-kiosk" && document.body.dataset.mode === "kiosk") {
      fetch("leave-kiosk", { method: "POST" }).then((r) => r.ok || report("left:no"), () => report("left:no"));
    }
    send({ type: "route", hash: location.hash });
  });
  // Another tab saved: a match open here too is brought up to date (py/ui/app.py storage_changed).
  addEventListener("storage", (e) => {
    if (e.key && e.key.startsWith("pavilion/")) send({ type: "storage", key: e.key });
  });
  addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.repeat || e.target.tagName === "INPUT") return;
    if (["Escape", "Backspace", "Enter", "ArrowLeft", "ArrowRight"].includes(e.key) || e.key.length === 1) {
      if (e.key === "Enter" && document.activeElement && document.activeElement.tagName === "BUTTON") return;
      send({ type: "key", key: e.key });
    }
  });

  self.pavilionUI = {
    /** Python calls this once with its event handler; the first events say the size and route. */
    connect(fn) {
      handler = fn;
      send(Object.assign(viewport("start"), { hash: location.hash, mode: document.body.dataset.mode || "hub",
        share: typeof navigator.share === "function" }));
    },
    paint,
    /** An event from elsewhere in the page (the journal's reports) for Python. */
    notify(event) { send(event); },
    get lastEventAt() { return lastEventAt; },
    /** Change the route without adding a history entry (an imported link becomes its saved match). */
    replaceRoute(hash) { history.replaceState(null, "", hash); },
    go(hash) { location.hash = hash; },
    /** Put a share link on the clipboard, then report "copied:yes" or "copied:no"; the screen also
     *  shows the link for copying by hand. */
    copy(text) {
      if (!navigator.clipboard) return report("copied:no");
      navigator.clipboard.writeText(text).then(() => report("copied:yes"), () => report("copied:no"));
    },
    /** The device's share sheet with a link, then report "shared:yes", "shared:cancelled" or "shared:no". */
    share(title, url) {
      if (typeof navigator.share !== "function") return report("shared:no");
      navigator.share({ title, url }).then(() => report("shared:yes"),
        (err) => report(err && err.name === "AbortError" ? "shared:cancelled" : "shared:no"));
    },
    print() { window.print(); },
    /** This page's address without route or query: what a share link is built on. */
    baseURL() { return location.origin + location.pathname; },
    /** Where phones can open this site, as its server says (build.py serve's pavilion/address.json),
     *  sent as a "site" event; a static host without that answer sends null. Fetched when Python asks
     *  (the share panel, the kiosk's menu: never at start). */
    site() {
      fetch("pavilion/address.json", { cache: "no-store" }).then((r) => (r.ok ? r.json() : null))
        .catch(() => null).then((site) => send({ type: "site", site }));
    },
  };
})();

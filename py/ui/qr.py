"""QR codes of share links, made by `segno` (pure Python), loaded only when a code is first needed.

In the page, segno is not part of the start: the first call asks Pyodide to install it with
micropip from this site (build.py puts both wheels beside pyodide-lock.json, checked by hash, and
the service worker precaches them), and returns None until it is in; the screen asks again a
moment later. On CPython (the tests) segno is simply imported.
"""

import asyncio
import sys

from . import theme

PACKAGE = "segno"
POLL_MS = 250  # how often a screen draws again while segno loads (the first time a code is shown)
_pending = None  # the install under way in the page, once started
_failed = None  # why the install failed, if it did


def matrix(text: str):
    """The QR code of `text` as rows of booleans (True: a dark module), no quiet zone; None while
    segno is still loading. Error correction M: a scratched screen or a glare still scans."""
    segno = _segno()
    if segno is None:
        return None
    code = segno.make_qr(text, error="m", boost_error=False)
    return [[bool(v) for v in row] for row in code.matrix]


def failure():
    """Why segno could not be installed in the page (None if it is in, or still coming)."""
    return _failed


def _segno():
    global _pending
    try:
        import segno
        return segno
    except ImportError:
        if sys.platform != "emscripten":
            raise
    if _pending is None:
        _pending = asyncio.ensure_future(_install())
    return None


async def _install():
    """micropip from Pyodide's own lock file, then segno through it: both served by this site."""
    global _failed
    try:
        import pyodide_js  # Pyodide's own module object: the interpreter, not the page
        await pyodide_js.loadPackage("micropip")
        import micropip
        await micropip.install(PACKAGE)
    except Exception as e:  # noqa: BLE001 - told on the share panel; the link still works as text
        _failed = str(e) or type(e).__name__


def show(scene, x, y, size, text, spoken) -> None:
    """The QR code of `text` in a `size` square at (x, y), read out as `spoken`. While segno loads,
    a placeholder says so and the screen draws again soon; if it cannot load, the placeholder says
    why (the link beside it still works as text)."""
    try:
        code = matrix(text)
    except ValueError:  # segno's DataOverflowError: more than the largest QR code holds
        code, why = None, "this link is too long for a QR code: copy the link instead"
    else:
        why = failure()
    if code is not None:
        draw(scene, x, y, size, code)
        scene.text_only(spoken)
        return
    scene.rect(x, y, size, size, fill=theme.TURF, radius=8)
    scene.paragraph(x + 10, y + size / 2, size - 20, f"No QR code: {why}" if why else "Making the QR code\u2026",
                    16, theme.CHALK, 600, align="center")
    if not why:
        scene.timer = POLL_MS


def draw(scene, x, y, size, matrix):
    """A QR code in a white square (its quiet zone of 4 modules inside), dark modules in runs."""
    n = len(matrix)
    module = size / (n + 8)
    scene.rect(x, y, size, size, fill="#ffffff")
    for r, row in enumerate(matrix):
        c = 0
        while c < n:
            if row[c]:
                start = c
                while c < n and row[c]:
                    c += 1
                scene.rect(x + (4 + start) * module, y + (4 + r) * module, (c - start) * module + 0.4,
                           module + 0.4, fill="#000000")
            else:
                c += 1

"""A fresh `build.py dist` folder served on 127.0.0.1 in a thread: what the browser benchmarks load."""

import os
import sys
import tempfile
import threading
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import build  # noqa: E402


@contextmanager
def dist_site(extra=None):
    """Yield (the folder, its base URL). `extra` maps further file names to their text, served too
    (a bare page to compare against)."""
    os.environ["PAVILION_QUIET"] = "1"
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        build.dist(site)
        for name, text in (extra or {}).items():
            (site / name).write_text(text)
        saved = build.SITE_FILES
        build.SITE_FILES += tuple(extra or ())
        server = build.make_server(site, 0)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            yield site, f"http://127.0.0.1:{server.server_address[1]}/"
        finally:
            server.shutdown()
            build.SITE_FILES = saved

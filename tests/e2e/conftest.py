"""Browser tests: Debian's Chromium under pytest-playwright, the site served from this checkout.

Every context these tests open is guarded (see browsing.Guard): a request for another host, a
Content Security Policy violation or an uncaught page error fails the test.
"""

import os
import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from browsing import CHROMIUM, ROOT, Guard, Site, boot, build  # noqa: E402

@pytest.fixture(scope="session")
def site():
    os.environ["PAVILION_QUIET"] = "1"
    build.build()
    s = Site(ROOT).start()
    yield s
    s.stop()


@pytest.fixture
def dist_site(tmp_path):
    """A fresh `build.py dist` folder with its own server: for tests that stop or change the site."""
    os.environ["PAVILION_QUIET"] = "1"
    build.dist(tmp_path / "dist")
    s = Site(tmp_path / "dist").start()
    yield s
    if s.server:
        s.stop()
    shutil.rmtree(tmp_path / "dist", ignore_errors=True)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    if not Path(CHROMIUM).exists():
        pytest.exit(f"Chromium is missing at {CHROMIUM}: run `python3 build.py test`, which installs it.")
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
    }


@pytest.fixture
def guard():
    g = Guard()
    yield g
    assert not g.unexpected(), "\n".join(g.unexpected())


@pytest.fixture
def context(context, guard):
    """pytest-playwright's fresh context per test, guarded."""
    return guard.watch(context)


@pytest.fixture
def new_context(browser, guard):
    """Open another guarded context (a touch screen, a persistent visitor); closed after the test."""
    opened = []

    def make(**kwargs):
        ctx = guard.watch(browser.new_context(**kwargs))
        opened.append(ctx)
        return ctx

    yield make
    for ctx in opened:
        ctx.close()


@pytest.fixture
def open_app(page, site):
    """Boot the hub (optionally at a hash route) in the test's page."""
    return lambda hash_="": boot(page, site.url, hash_)

"""Sharing the kiosk's board to a phone, end to end: the site served on the network (`--host
0.0.0.0`), the kiosk's share panel read by an independent QR reader (zxing-cpp, from a screenshot),
a network address and the game's record in the Follow link, the phone opening it, twice.

Traffic stays on loopback (this workplace sends test traffic nowhere else): the phone's requests
for the machine's network address are answered by the same server at 127.0.0.1 (Playwright's
route), so the phone opens exactly the link the QR code holds.
"""

import re
import threading
import zlib
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
import zxingcpp
from playwright.sync_api import expect

from browsing import BOOT_TIMEOUT, ROOT, SCREEN, Guard, boot, build, button, saved_matches, throw
from pavilion import darts
from pavilion.core import share

SHOTS = Path("/tmp/shots/share-phone")


@pytest.fixture
def network_site(site):
    """The checkout served on every interface, as the kiosk's service serves it (`site` builds it)."""
    server = build.make_server(ROOT, 0, "0.0.0.0")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


def pixels(png: bytes):
    """(width, height, grey bytes) of an 8-bit RGB or RGBA PNG, as a screenshot is: enough of PNG to
    hand the picture to the QR reader without an imaging library."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    at, data, width = 8, b"", 0
    while at < len(png):
        size = int.from_bytes(png[at:at + 4], "big")
        kind, body = png[at + 4:at + 8], png[at + 8:at + 8 + size]
        if kind == b"IHDR":
            width, height, depth, colour = int.from_bytes(body[:4], "big"), int.from_bytes(body[4:8], "big"), body[8], body[9]
            assert depth == 8 and colour in (2, 6) and body[12] == 0, "8-bit RGB(A), not interlaced"
        elif kind == b"IDAT":
            data += body
        at += 12 + size
    raw, step = zlib.decompress(data), 4 if colour == 6 else 3
    stride, prev, grey = width * step, bytearray(width * step), bytearray()
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - step] if i >= step else 0
            b, c = prev[i], prev[i - step] if i >= step else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        grey += bytes((line[i] * 3 + line[i + 1] * 6 + line[i + 2]) // 10 for i in range(0, stride, step))
        prev = line
    return width, height, bytes(grey)


def scan(page, name):
    """The text of the one QR code on screen, read from a screenshot by zxing-cpp (not segno, which
    made it); the screenshot is kept for a person to look at."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    png = page.screenshot(path=str(SHOTS / f"{name}.png"))
    width, height, grey = pixels(png)
    found = zxingcpp.read_barcodes(memoryview(grey).cast("B", (height, width)), formats=zxingcpp.BarcodeFormat.QRCode)
    assert len(found) == 1, f"{len(found)} QR codes read in {name}.png"
    return found[0].text


def record(link):
    """The match record a share link carries."""
    return share.decode(parse_qs(urlsplit(link).fragment.partition("?")[2])["m"][0])


def test_the_kiosk_shares_its_game_to_a_phone_on_the_wifi(browser, guard, network_site):
    address = build.network_addresses()
    if not address:
        pytest.skip("this machine has no network address for a phone to open")
    port, phone_origin = network_site, f"http://{address[0]}:{network_site}"
    kiosk_ctx = guard.watch(browser.new_context(viewport={"width": 800, "height": 480}, has_touch=True))
    asked = []
    kiosk_ctx.on("request", lambda r: "address.json" in r.url and not r.service_worker and asked.append(r.url))
    kiosk = kiosk_ctx.new_page()
    boot(kiosk, f"http://127.0.0.1:{port}/", "?mode=kiosk")  # the Pi's own screen
    kiosk.get_by_role("textbox", name="Player 1 name").fill("Ann")
    kiosk.get_by_role("textbox", name="Player 2 name").fill("Bob")
    button(kiosk, "Start game").click()
    throw(kiosk, "M")
    throw(kiosk, "M", "M")
    expect(kiosk.locator(SCREEN)).to_contain_text("Round 2 \u00b7 Ann to throw")
    assert not asked  # nothing asked of the server at start or in play

    button(kiosk, "Menu").click()
    expect(button(kiosk, "Leave the kiosk")).to_be_visible()  # the Pi's server, asked by the Pi itself
    button(kiosk, "Share this board").click()
    expect(kiosk.locator(SCREEN)).to_contain_text("A QR code of the link", timeout=60_000)  # segno loads
    follow = scan(kiosk, "kiosk-follow-800x480")
    assert follow == kiosk.get_by_role("textbox", name="Share link: select it to copy it by hand").input_value()
    assert follow.startswith(f"{phone_origin}/#/darts?m=P1.")  # the machine's network address, not 127.0.0.1
    shared = record(follow)
    kiosk_match = saved_matches(kiosk, "random-cricket")[0]["match"]
    assert shared["actions"] == kiosk_match["actions"] and len(shared["actions"]) == 2
    assert len(asked) == 1

    # The phone: another device on the Wi-Fi, at 360x640, opening what the QR code holds.
    phone_guard = Guard()
    phone_guard.request = lambda r: None if r.url.startswith((phone_origin + "/", "data:", "blob:")) else \
        phone_guard.problems.append(f"asked for another host: {r.url}")
    phone_ctx = phone_guard.watch(browser.new_context(viewport={"width": 360, "height": 640}, has_touch=True,
                                                      is_mobile=True, service_workers="block"))
    phone_ctx.route(f"{phone_origin}/**", lambda route: route.fulfill(
        response=route.fetch(url=route.request.url.replace(phone_origin, f"http://127.0.0.1:{port}", 1))))
    try:
        phone = phone_ctx.new_page()
        boot(phone, follow)
        expect(phone.locator(SCREEN)).to_contain_text("Round 2 \u00b7 Ann to throw")  # the kiosk's turn
        assert saved_matches(phone, "random-cricket")[0]["match"]["actions"] == kiosk_match["actions"]
        assert phone.evaluate("document.documentElement.scrollHeight") <= 640
        boot(phone, follow)  # scanned again: the same saved match
        expect(phone.locator(SCREEN)).to_contain_text("You opened this game before")
        assert len(saved_matches(phone, "random-cricket")) == 1

        # Play this board: the same numbers, a fresh game from round 1, saved apart from the followed one.
        button(kiosk, "Play this board").click()
        board = scan(kiosk, "kiosk-play-800x480")
        assert board.startswith(f"{phone_origin}/#/darts?m=P1.") and record(board)["actions"] == []
        assert record(board)["seed"] == kiosk_match["seed"]
        boot(phone, board)
        expect(phone.locator(SCREEN)).to_contain_text("Round 1 \u00b7 Ann to throw")
        shown = [t.partition(":")[0] for t in phone.locator(f"{SCREEN} p").all_text_contents()
                 if re.match(r"^(\d+|Bull): Ann 0, Bob 0$", t)]
        assert shown == [t["name"] for t in darts.replay(kiosk_match)["targets"]]  # the kiosk's numbers
        assert len(saved_matches(phone, "random-cricket")) == 2

        # The phone's own share panel, looked at and read at 360x640 (a phone shows its code to another).
        button(phone, "Menu").click()
        button(phone, "Share this board").click()
        expect(phone.locator(SCREEN)).to_contain_text("A QR code of the link", timeout=60_000)
        assert scan(phone, "phone-follow-360x640").startswith(f"{phone_origin}/#/darts?m=P1.")
        assert phone.evaluate("document.documentElement.scrollHeight") <= 640
    finally:
        phone_ctx.close()
        kiosk_ctx.close()
    assert not phone_guard.unexpected(), phone_guard.unexpected()

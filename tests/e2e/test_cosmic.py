"""Cosmic Celebrity Cricket between rivals, each on his own device: the GM's device and four
managers' devices (five browser contexts, five storages). Invitations, orders by sealed code, a
forged code refused, a late manager handed to the computer, three turns run, each manager's turn
sheet read on his own device, and the zine printed to PDF with text on page 1."""

import random
import re
import sys
import zlib

from playwright.sync_api import expect

from browsing import ROOT, SCREEN, boot, button, saved, saved_matches

sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tests" / "unit" / "ui"))
from pavilion.cosmic import postal  # noqa: E402  (to forge a code as a rival would)
from qr_decode import decode  # noqa: E402  (the unit tests' QR reader: independent of segno, which made the codes)

HOSTILE = "<img src=x onerror=alert(1)>"
MANAGERS = ("Ann", HOSTILE, "Cy", "Di")


def field(page, label):
    return page.get_by_role("textbox", name=label).input_value()


def post(gm, who):
    button(gm, f"Post for {who}: invitation and turn sheet").click()


def invite(gm, who):
    post(gm, who)
    button(gm, f"{who}'s invitation").click()
    button(gm, f"Make a new invitation for {who}").click()
    link = field(gm, "The invitation link: select it to copy it by hand")
    button(gm, "Back to the games master's table").click()
    return link


def send_sheet(gm, who, device, turn):
    """The GM copies the turn sheet link from his post; the manager opens it on his device."""
    post(gm, who)
    link = field(gm, "The turn sheet link: select it to copy it by hand")
    button(gm, "Back to the games master's table").click()
    device.goto(link)
    expect(device.locator("#live")).to_contain_text(f"Turn sheet for turn {turn} is on your desk.")


def make_code(device):
    button(device, "Make my orders code").click()
    code = field(device, "The orders code: select it to copy it by hand")
    button(device, "Back to my desk").click()
    return code


def paste(gm, code):
    button(gm, "Paste an orders code").click()
    gm.get_by_role("textbox", name="Orders code").fill(code)
    button(gm, "Import the orders").click()


def text_runs_per_page(pdf: bytes) -> list:
    """How many text-showing operators each page of Chromium's PDF draws, in page order."""
    objects = {int(n): body for n, body in re.findall(rb"(\d+) 0 obj(.*?)endobj", pdf, re.S)}
    kids = re.search(rb"/Type /Pages.*?/Kids \[([^\]]*)\]", pdf, re.S).group(1)
    counts = []
    for page in map(int, re.findall(rb"(\d+) 0 R", kids)):
        total = 0
        for ref in re.findall(rb"/Contents (?:\[)?([\d 0R]+)", objects[page])[:1]:
            for stream in map(int, re.findall(rb"(\d+) 0 R", ref)):
                body = objects[stream]
                length = int(re.search(rb"/Length (\d+)", body).group(1))
                start = re.search(rb"stream\r?\n", body).end()
                total += len(re.findall(rb"T[jJ]\b", zlib.decompress(body[start:start + length])))
        counts.append(total)
    return counts


def test_four_managers_on_their_own_devices_and_a_gm(page, open_app, site, new_context):
    gm = page
    open_app("#/cosmic")
    for i, who in enumerate(MANAGERS):
        gm.get_by_role("textbox", name=f"Manager {i + 1} name").fill(who)
        if i:
            button(gm, f"Computer: manager {i + 1}, change").click()
    button(gm, "Start").click()
    expect(gm.locator(SCREEN)).to_contain_text("Turn 1 of 9: waiting for orders from Ann, ")

    # Invitations: each manager's own device opens his desk, and only his desk.
    devices = {}
    for who in MANAGERS:
        link = invite(gm, who)
        devices[who] = boot(new_context(viewport={"width": 390, "height": 760}).new_page(), link)
        expect(devices[who].locator("#live")).to_contain_text(f"Your desk is ready, {who}.")
        assert button(devices[who], "Run turn 1").count() == 0
        assert button(devices[who], "Hand in orders").count() == 0

    # Turn 1 by post: three send team names; Di sends nothing.
    codes = {}
    for who in MANAGERS[:3]:
        device = devices[who]
        device.get_by_role("textbox", name="Team name").fill(f"{who[:3]} Comets")
        codes[who] = make_code(device)
        assert codes[who].startswith("CC2.") and "Comets" not in codes[who]
    # A rival relabels his own code as Ann's: it does not open with Ann's key.
    forged = postal.ORDERS.unpack(codes[HOSTILE])
    forged["m"] = 0
    before = saved(gm, "cosmic")["match"]
    paste(gm, postal.ORDERS.pack(forged))
    expect(gm.locator("#live")).to_have_text(
        "This orders code was not made with Ann's key (or it was changed on the way), so nothing was imported.")
    assert saved(gm, "cosmic")["match"] == before
    button(gm, "Back to the games master's table").click()
    for who in MANAGERS[:3]:
        paste(gm, codes[who])
        expect(gm.locator("#live")).to_contain_text(f"Orders from {who} for turn 1 are in (code 1).")
        button(gm, "Back to the games master's table").click()
    button(gm, "Run turn 1").click()
    button(gm, "Run turn 1 anyway").click()
    expect(gm.locator(SCREEN)).to_contain_text("No names arrived from Di; the GM named the squad.")
    button(gm, "Back to the games master's table").click()
    for who in MANAGERS:
        send_sheet(gm, who, devices[who], 2)
    expect(devices["Ann"].locator(SCREEN)).to_contain_text("The games master took your orders for turn 1 (code 1).")

    # Turn 2: Di is late, so his team goes to the computer; the others pick and send by code.
    post(gm, "Di")
    button(gm, "Hand Di's team to the computer").click()
    button(gm, "Yes: the computer takes Di's team").click()
    expect(gm.locator(SCREEN)).to_contain_text("Computer manager")
    for turn in (2, 3):
        for who in MANAGERS[:3]:
            device = devices[who]
            if turn == 2:
                button(device, "Fill in the computer's eleven").click()
            if button(device, "Bowling").count():
                button(device, "Bowling").click()
                button(device, "Fill in the computer's bowling plan").click()
            elif turn == 3:
                continue  # at the break a batting side need not send anything
            paste(gm, make_code(device))
            expect(gm.locator("#live")).to_contain_text(f"Orders from {who} for turn {turn} are in")
            button(gm, "Back to the games master's table").click()
        button(gm, f"Run turn {turn}").click()
        if button(gm, f"Run turn {turn} anyway").count():
            button(gm, f"Run turn {turn} anyway").click()
        expect(gm.locator("#print-doc h1")).to_have_text(f"Cosmic Celebrity Cricket: issue {turn} (turn {turn} of 9)")
        button(gm, "Back to the games master's table").click()
        for who in MANAGERS:
            send_sheet(gm, who, devices[who], turn + 1)

    # Each manager reads the zine his sheet brought, on his own device; one saved desk each.
    for who, device in devices.items():
        button(device, "Latest zine issue").click()
        expect(device.locator(SCREEN)).to_contain_text("Over by over")
        expect(device.locator("#print-doc h1")).to_have_text("Cosmic Celebrity Cricket: issue 3 (turn 3 of 9)")
        keys = device.evaluate("Object.keys(localStorage).filter(k => k.startsWith('pavilion/match/cosmic'))")
        assert len(keys) == 1
        stored = device.evaluate(f"localStorage.getItem('{keys[0]}')")
        assert '"desk"' in stored and "CS1." in stored
    assert devices["Ann"].locator("img").count() == 0  # the hostile name stayed text

    # The GM prints issue 3: text on page 1 (one long block used to push everything to page 2).
    button(gm, "Latest zine issue").click()
    pdf = gm.pdf(format="A4")
    runs = text_runs_per_page(pdf)
    assert len(runs) >= 2 and runs[0] >= 40, runs


READ_QR = """() => {
    // The QR code as painted: the pure white square on the canvas; its size in modules is the one whose
    // timing patterns (row and column 6) alternate, and its modules are sampled at their centres.
    const c = document.getElementById("canvas"), ctx = c.getContext("2d");
    const {data, width, height} = ctx.getImageData(0, 0, c.width, c.height);
    const white = (x, y) => { const i = 4 * (y * width + x); return data[i] === 255 && data[i + 1] === 255 && data[i + 2] === 255; };
    let x0 = width, y0 = height, x1 = -1;
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (white(x, y)) {
        x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x);
    }
    const size = x1 - x0 + 1;
    for (let v = 1; v <= 40; v++) {
        const n = 17 + 4 * v, module = size / (n + 8);
        const dark = (r, k) => !white(Math.floor(x0 + (4 + k + 0.5) * module), Math.floor(y0 + (4 + r + 0.5) * module));
        let timing = true;
        for (let k = 8; k < n - 8 && timing; k++) timing = dark(6, k) === (k % 2 === 0) && dark(k, 6) === (k % 2 === 0);
        if (!timing) continue;
        const rows = [];
        for (let r = 0; r < n; r++) { const row = []; for (let k = 0; k < n; k++) row.push(dark(r, k)); rows.push(row); }
        return rows;
    }
    return null;
}"""


def run_turn(gm, turn):
    button(gm, f"Run turn {turn}").click()
    if button(gm, f"Run turn {turn} anyway").count():
        button(gm, f"Run turn {turn} anyway").click()
    button(gm, "Back to the games master's table").click()


def test_a_long_turn_sheet_is_scanned_as_qr_codes_and_the_desk_shows_its_fingerprint(site, new_context, tmp_path):
    """The GM's post paints a long sheet as a sequence of QR codes; each, read off the canvas with
    the tests' own decoder, is a link that opens one part on the manager's phone, in any order; the
    last one opens the sheet. The desk's fingerprint is the one the GM's post shows."""
    gm = boot(new_context(viewport={"width": 1280, "height": 720}, device_scale_factor=2).new_page(), site.url,
              "#/cosmic")
    gm.get_by_role("textbox", name="Manager 1 name").fill("Ann")
    button(gm, "Start").click()
    run_turn(gm, 1)
    phone = boot(new_context(viewport={"width": 360, "height": 640}, device_scale_factor=2).new_page(),
                 invite(gm, "Ann"))
    expect(phone.locator("#live")).to_contain_text("Your desk is ready, Ann.")
    words = re.search(r"Fingerprint: ([a-z]+(?: [a-z]+){3})\.", phone.locator(SCREEN).inner_text()).group(1)
    phone.screenshot(path=str(tmp_path / "desk-360.png"))
    run_turn(gm, 2)
    post(gm, "Ann")
    expect(gm.locator(SCREEN)).to_contain_text(f"Ann's fingerprint: {words}.")
    expect(gm.locator(SCREEN)).to_contain_text("QR code 1 of ", timeout=60_000)  # segno arrives the first time
    count = int(re.search(r"QR code 1 of (\d+) of the turn sheet", gm.locator(SCREEN).inner_text()).group(1))
    assert 2 <= count <= 7
    gm.screenshot(path=str(tmp_path / "gm-post-1280.png"))
    links = []
    for k in range(count):
        expect(gm.locator(SCREEN)).to_contain_text(f"QR code {k + 1} of {count} of the turn sheet")
        links.append(decode(gm.evaluate(READ_QR)))
        button(gm, "The next QR code").click()
    assert all("#/cosmic?part=CP1." in link for link in links)
    random.Random(5).shuffle(links)
    for n, link in enumerate(links):
        # A link that changes only the address's hash does not reload the page: wait for this part's
        # own sentence (each part's differs), not the last one's, before the next link goes in.
        before = phone.locator("#live").text_content()
        phone.goto(link)
        phone.wait_for_function("(b) => document.getElementById('live').textContent !== b", arg=before)
        expect(phone.locator("#live")).to_contain_text("Turn sheet for turn 3 is on your desk." if n == count - 1
                                                       else "of your next turn sheet is on your desk")
    assert len(saved_matches(phone)) == 1
    gm.set_viewport_size({"width": 360, "height": 640})
    gm.screenshot(path=str(tmp_path / "gm-post-360.png"))
    phone.set_viewport_size({"width": 1280, "height": 720})
    phone.screenshot(path=str(tmp_path / "desk-1280.png"))

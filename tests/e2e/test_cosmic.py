"""Cosmic Celebrity Cricket between rivals, each on his own device: the GM's device and four
managers' devices (five browser contexts, five storages). Invitations, orders by sealed code, a
forged code refused, a late manager handed to the computer, three turns run, each manager's turn
sheet read on his own device, and the zine printed to PDF with text on page 1."""

import re
import sys
import zlib

from playwright.sync_api import expect

from browsing import ROOT, SCREEN, boot, button, saved

sys.path.insert(0, str(ROOT / "py"))
from pavilion.cosmic import postal  # noqa: E402  (to forge a code as a rival would)

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
            button(gm, f"Manager {i + 1} is computer: change").click()
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

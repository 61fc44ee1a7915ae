"""Odd stored values in the real page (issue 24, fault 4): settings of the wrong JSON type, in
localStorage and in the durable journal alike, are their defaults and never the crash screen; a
set-up a person typed is set aside once, and gone from both copies; the snapshot's note of the wrong
type (read by static/snapshot.js itself) is simply no snapshot."""

import json

from playwright.sync_api import expect

from browsing import BOOT_TIMEOUT, SCREEN, button, durable, journal

ODD = {  # key -> raw text, written in both stores (the snapshot's note lives in localStorage only)
    "pavilion/setting/cards-speed": "[]",
    "pavilion/setting/darts-players": '{"Ann": true}',
    "pavilion/setting/kiosk-match": "[[]]",
    "pavilion/setting/darts-setup": '{"players": 7, "board": ["random"]}',
    "pavilion-snapshot": "[]",
}
PUT = """([key, value]) => new Promise((resolve, reject) => {
    const req = indexedDB.open("pavilion");
    req.onsuccess = () => {
        const tx = req.result.transaction("records", "readwrite");
        tx.objectStore("records").put({key, value, rev: null, tag: null});
        tx.oncomplete = () => { req.result.close(); resolve(); };
        tx.onerror = () => reject(tx.error);
    };
})"""


def reopen(page, url):
    """A fresh start of the page at `url`, once every save is on disk: Python reads both stores again."""
    durable(page)
    page.goto("about:blank")
    page.goto(url)
    page.wait_for_selector("html[data-ready='1'], #failure:not([hidden])", timeout=BOOT_TIMEOUT)
    assert page.locator("#failure").is_hidden(), page.locator("#failure-detail").text_content()


def test_odd_settings_in_both_stores_are_defaults_and_a_typed_set_up_is_set_aside_once(page, open_app, site):
    open_app()
    durable(page)
    for key, raw in ODD.items():
        page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [key, raw])
        if key.startswith("pavilion/"):
            page.evaluate(PUT, [key, raw])
    reopen(page, site.url + "#/cards")
    button(page, "Start the match").click()
    button(page, "Call heads").click()
    expect(page.locator(SCREEN)).to_contain_text("won the toss")
    expect(button(page, "Speed: normal, the dealing speed")).to_be_attached()

    reopen(page, site.url + "#/darts")
    expect(page.locator(SCREEN)).to_contain_text("the Random Cricket set-up being filled in")
    button(page, "Start game").click()
    button(page, "Miss").click()
    durable(page)
    kept = [json.loads(page.evaluate("(k) => localStorage.getItem(k)", k)) for k in page.evaluate(
        "Object.keys(localStorage).filter(k => k.startsWith('pavilion/quarantine/'))")]
    odd = ODD["pavilion/setting/darts-setup"]
    assert [(q["key"], q["raw"]) for q in kept] == [("pavilion/setting/darts-setup", odd)]
    # Gone from both copies (Start has since cleared the draft).
    assert journal(page, "pavilion/setting/")["pavilion/setting/darts-setup"]["value"] != odd
    assert page.evaluate("localStorage.getItem('pavilion/setting/darts-setup')") != odd

    reopen(page, site.url + "#/darts")
    expect(page.locator(SCREEN)).not_to_contain_text("could not be read")

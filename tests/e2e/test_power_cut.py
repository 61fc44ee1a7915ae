"""Pulled plugs and second tabs: every game's last action survives Chromium killed with SIGKILL the
moment the page says it is saved, the kiosk keeps a half-entered visit and a burst of turns, and two
tabs on one match account for every tap of both."""

import re
import pytest
from playwright.sync_api import expect

from browsing import BOOT_TIMEOUT, SCREEN, button, durable, journal_matches, saved, saved_matches
from killing import PluggedChromium
from test_cards import toss
from test_crickee import decide
from ui.storage import CAUGHT_UP, MOVED_ON

@pytest.fixture
def plugged(playwright, guard, tmp_path):
    made = []

    def make(size=(1280, 720)):
        made.append(PluggedChromium(playwright, tmp_path / "profile", guard, size))
        return made[-1]

    yield make
    for chromium in made:
        chromium.stop()


def after_a_power_cut(chromium, page, url=None):
    """Pull the plug the moment the journal has committed the last save (no sooner: a commit under a
    loaded CI disk may take longer than any fixed pause), switch on again at the same address; the
    new page. localStorage, whose own flush is lazy, is not waited for."""
    url = url or page.url
    durable(page)
    chromium.pull_the_plug()
    return chromium.start(url)


def test_the_kiosk_keeps_a_typed_set_up_a_dart_and_a_burst_of_turns(plugged, site):
    chromium = plugged(size=(800, 480))
    url = site.url + "?mode=kiosk"
    page = chromium.start(url)
    page.get_by_role("textbox", name="Player 1 name").fill("Ann")
    page.get_by_role("textbox", name="Player 2 name").fill("Bob")
    page.get_by_role("textbox", name="Player 2 name").press("Enter")
    page = after_a_power_cut(chromium, page, url)
    expect(page.get_by_role("textbox", name="Player 1 name")).to_have_value("Ann")
    expect(page.get_by_role("textbox", name="Player 2 name")).to_have_value("Bob")

    button(page, "Start game").click()
    button(page, "Miss").click()
    page = after_a_power_cut(chromium, page, url)
    expect(button(page, "M: miss, dart 1. Tap to take it out")).to_be_visible()
    expect(page.locator(SCREEN)).to_contain_text("Round 1 \u00b7 Ann to throw")

    # Ten turns in a burst; the plug goes the moment the last is saved (on disk, not just shown).
    for turn in range(10):
        for _ in range(2 if turn == 0 else 3):
            button(page, "Miss").click()
        button(page, "Enter turn").click()
    expect(page.locator(SCREEN)).to_contain_text("Round 6 \u00b7 Ann to throw")
    durable(page)
    chromium.pull_the_plug()
    page = chromium.start(url)
    expect(page.locator(SCREEN)).to_contain_text("Round 6 \u00b7 Ann to throw")
    durable(page)  # a journal that opened after the start's grace has brought the mirror level too
    [entry] = journal_matches(page)
    assert [a["darts"] for a in entry["match"]["actions"]] == [["M", "M", "M"]] * 10
    assert saved(page)["match"] == entry["match"]  # the mirror brought level at the start


# A slow disk, on every start: the journal's first open fails outright (as a backing store still
# locked answers), and the next answers only when the test releases it, seconds after the app has
# started (the journal used to give up on both).
SLOW_DISK = """
self.slowDisk = { released: false, held: [], release() { this.released = true; this.held.splice(0).forEach((f) => f()); } };
const realOpen = IDBFactory.prototype.open;
const onsuccess = Object.getOwnPropertyDescriptor(IDBRequest.prototype, "onsuccess");
let tries = 0;
IDBFactory.prototype.open = function (name, version) {
    if (name === "pavilion" && !tries++) throw new DOMException("Internal error opening backing store", "UnknownError");
    const req = realOpen.call(this, name, version);
    if (name !== "pavilion") return req;
    Object.defineProperty(req, "onsuccess", { configurable: true, get: () => onsuccess.get.call(req), set(handler) {
        onsuccess.set.call(req, (event) => slowDisk.released ? handler.call(req, event)
                                                               : slowDisk.held.push(() => handler.call(req, event)));
    } });
    return req;
};
"""


def test_a_turn_saved_while_a_slow_disk_opened_survives_the_plug_and_comes_back(plugged, site):
    chromium = plugged(size=(800, 480))
    url = site.url + "?mode=kiosk"
    page = chromium.start(url, init_script=SLOW_DISK)  # the app starts without waiting for the journal
    button(page, "Start game").click()
    for _ in range(3):
        button(page, "Miss").click()
    button(page, "Enter turn").click()
    expect(page.locator(SCREEN)).to_contain_text("Round 1 \u00b7 Player 2 to throw")
    assert page.evaluate("document.documentElement.dataset.saved") == "saving"
    expect(page.get_by_role("status").filter(has_text="Saving\u2026")).to_be_visible()
    page.evaluate("slowDisk.release()")
    durable(page)  # the writes that waited are on disk now
    expect(page.locator("#save-state")).to_be_empty()
    chromium.pull_the_plug()

    page = chromium.start(url, init_script=SLOW_DISK)  # slow again: the app starts on the mirror alone
    assert page.evaluate("document.documentElement.dataset.saved") == "saving"
    page.evaluate("slowDisk.release()")
    expect(page.locator(SCREEN)).to_contain_text("Round 1 \u00b7 Player 2 to throw")
    durable(page)
    [entry] = journal_matches(page)
    assert entry["match"]["actions"] == [{"type": "turn", "seat": 0, "darts": ["M", "M", "M"]}]


def test_crickee_keeps_an_over_rolled_just_before_the_plug(plugged, site):
    chromium = plugged()
    page = chromium.start(site.url + "#/crickee")
    button(page, "Herons: your team, Saltmarsh Herons").click()
    button(page, "Wasps: the computer's team, Willowmere Wasps").click()
    button(page, "Start the match").click()
    while not any(a["type"] == "roll" for m in saved_matches(page, "crickee-") for a in m["match"]["actions"]):
        decide(page)
    before = saved(page, "crickee-")["match"]["actions"]
    page = after_a_power_cut(chromium, page)
    durable(page)
    after = saved(page, "crickee-")["match"]["actions"]
    assert after[:len(before)] == before
    expect(page.locator(SCREEN)).to_contain_text("Willowmere Wasps v Saltmarsh Herons")
    expect(page.locator(SCREEN)).to_contain_text(re.compile(r"Over 1\b"))


def test_card_cricket_keeps_the_toss_called_just_before_the_plug(plugged, site):
    chromium = plugged()
    page = chromium.start(site.url + "#/cards")
    button(page, "Instant dealing").click()
    button(page, "Start the match").click()
    toss(page)
    before = saved(page, "card-cricket")["match"]["actions"]
    assert before[0]["type"] == "toss"
    page = after_a_power_cut(chromium, page)
    durable(page)
    assert saved(page, "card-cricket")["match"]["actions"][:len(before)] == before
    expect(page.locator(SCREEN)).to_contain_text("Count ")


def test_cosmic_keeps_orders_handed_in_just_before_the_plug(plugged, site):
    chromium = plugged()
    page = chromium.start(site.url + "#/cosmic")
    button(page, "Single match: two managers").click()
    page.get_by_role("textbox", name="Manager 1 name").fill("Ann")
    page.get_by_role("textbox", name="Manager 2 name").fill("Bob")
    button(page, "Start").click()
    button(page, "Open Ann's desk").click()
    button(page, "I am Ann: open my desk").click()
    page.get_by_role("textbox", name="Team name").fill("Comets")
    button(page, "Hand in orders").click()
    expect(page.locator("#live")).to_contain_text("orders are in")
    page = after_a_power_cut(chromium, page)
    durable(page)
    actions = saved(page, "cosmic")["match"]["actions"]
    assert [a["type"] for a in actions] == ["orders"] and actions[0]["orders"]["team_name"] == "Comets"
    expect(page.locator(SCREEN)).to_contain_text("brought back from this device's durable save")
    expect(page.locator(SCREEN)).to_contain_text("Turn 1 of 5: every order is in")


def test_two_tabs_on_one_match_account_for_every_tap_of_both(context, open_app, page):
    open_app("#/darts")
    page.get_by_role("textbox", name="Player 1 name").fill("Ann")
    page.get_by_role("textbox", name="Player 2 name").fill("Bob")
    button(page, "Start game").click()
    button(page, "Miss").click()  # saved from the first dart on: one entered and taken out leaves Start's board
    button(page, "Back: take out the last dart").click()
    expect(page).to_have_url(re.compile(r"id=random-cricket-"))
    # The other tab does not hear of the first dart (as if the browser's event came late): its own
    # dart is refused and it says so, and it shows the match as it stands.
    other = context.new_page()
    other.add_init_script("""
        self.deaf = true;  // registered before the page's own listener, so it can stop it
        addEventListener("storage", (e) => self.deaf && e.stopImmediatePropagation());
    """)
    other.goto(page.url)
    other.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
    button(page, "Miss").click()
    durable(page)
    button(other, "Miss").click()
    expect(other.locator("#live")).to_have_text(MOVED_ON)
    expect(other.locator(SCREEN)).to_contain_text(MOVED_ON)
    expect(button(other, "M: miss, dart 1. Tap to take it out")).to_be_visible()
    expect(button(other, "M: miss, dart 2. Tap to take it out")).to_have_count(0)
    other.evaluate("() => { self.deaf = false; }")
    button(other, "Miss").click()  # up to date now: this one goes on top
    # The first tab hears of that one at once and is brought up to date.
    expect(page.locator("#live")).to_have_text(CAUGHT_UP)
    expect(button(page, "M: miss, dart 2. Tap to take it out")).to_be_visible()
    button(page, "Miss").click()
    button(page, "Enter turn").click()
    durable(page)
    for tab in (page, other):
        tab.reload()
        tab.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
        expect(tab.locator(SCREEN)).to_contain_text("Round 1 \u00b7 Bob to throw")
    [entry] = journal_matches(page)
    assert entry["match"]["actions"] == [{"type": "turn", "seat": 0, "darts": ["M", "M", "M"]}]
    assert saved(page)["match"] == entry["match"]

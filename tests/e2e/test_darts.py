"""Random Cricket in the browser: a whole game by taps, a reload mid-visit, the kiosk by touch."""

import re

from playwright.sync_api import expect

from browsing import BOOT_TIMEOUT, SCREEN, boot, button, durable, journal, journal_matches, saved
from ui.caller import call_dart
from ui.storage import FULL


def throw(page, *darts):
    """One visit through the keypad, as a player taps it."""
    for dart in darts:
        if dart == "M":
            button(page, "Miss").click()
            continue
        mult, bed = dart[0], "Bull" if dart[1:] == "B" else dart[1:]
        if mult == "S":
            button(page, bed).click()
        else:
            word = {"D": "Double", "T": "Treble"}[mult]
            button(page, word).click()
            button(page, f"{word} {bed}").click()
    button(page, "Enter turn").click()


def test_a_whole_game_by_taps_with_a_reload_mid_visit_and_a_correction(page, open_app):
    open_app()
    page.get_by_role("button", name="Random Cricket").click()
    # Set-up: a fifth player is refused, in words on the screen.
    for _ in range(3):
        button(page, "Add player").click()
    expect(page.locator("#live")).to_have_text("Random Cricket is for 1 to 4 players.")
    expect(page.locator(SCREEN)).to_contain_text("Random Cricket is for 1 to 4 players.")
    for _ in range(2):
        button(page, "Take player 4 off" if page.get_by_role("button", name="Take player 4 off").count()
               else "Take player 3 off").click()
    page.get_by_role("textbox", name="Player 1 name").fill("Ann")
    page.get_by_role("textbox", name="Player 2 name").fill("<b>Bob</b>")
    button(page, "Standard board").click()
    button(page, "Start game").click()
    expect(page.locator(SCREEN)).to_contain_text("Round 1 \u00b7 Ann to throw")

    # A treble bull is refused and changes nothing.
    button(page, "Treble").click()
    button(page, "Treble Bull").click()
    expect(page.locator("#live")).to_contain_text("bull")
    expect(page.get_by_role("button", name="Enter turn")).to_be_disabled()

    throw(page, "T20", "T19", "T18")
    expect(page.locator("#live")).to_have_text("Ann: T20, T19, T18: 9 marks, 0 points")
    throw(page, "T20", "T19", "T18")
    throw(page, "T17", "T16", "T15")
    # Half a visit in, the power goes: the darts already entered come back.
    button(page, "Treble").click()
    button(page, "Treble 17").click()
    button(page, "Treble").click()
    button(page, "Treble 16").click()
    assert saved(page)["extra"]["visit"] == ["T17", "T16"]
    page.reload()
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
    expect(button(page, "Dart 1: Treble seventeen. Tap to take it out")).to_be_visible()
    expect(button(page, "Dart 2: Treble sixteen. Tap to take it out")).to_be_visible()
    button(page, "Treble").click()
    button(page, "Treble 15").click()
    button(page, "Enter turn").click()
    throw(page, "DB", "SB", "M")
    expect(page.locator(SCREEN)).to_contain_text("Game over: Ann wins")

    # Correcting Ann's last visit to three misses takes the win away; Bob then closes out.
    button(page, "Turn history").click()
    page.get_by_role("button", name=re.compile(r"^Correct turn 5:")).click()
    for _ in range(3):
        button(page, "Miss").click()
    button(page, "Save correction").click()
    expect(page.locator(SCREEN)).to_contain_text("<b>Bob</b> to throw")
    throw(page, "DB", "SB")
    expect(page.locator(SCREEN)).to_contain_text("Game over: <b>Bob</b> wins")
    assert page.locator("b").count() == 0  # a name is text, never markup

    button(page, "End game").click()
    button(page, "End the game now").click()
    expect(page.locator(SCREEN)).to_contain_text("Game ended: <b>Bob</b> wins")
    record = saved(page)["match"]
    assert record["actions"][-1] == {"type": "end"}
    assert [a["type"] for a in record["actions"]].count("correct") == 1


def test_the_kiosk_at_800x480_by_touch_comes_back_after_a_power_cut(new_context, site):
    ctx = new_context(viewport={"width": 800, "height": 480}, has_touch=True)
    page = ctx.new_page()
    boot(page, site.url, "?mode=kiosk")

    def tap(name):
        box = button(page, name).bounding_box()
        assert box["width"] >= 48 and box["height"] >= 48
        page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)

    expect(button(page, "Back to the hub")).to_have_count(0)
    page.get_by_role("textbox", name="Player 1 name").fill("Ann")
    page.get_by_role("textbox", name="Player 2 name").fill("Bob")
    tap("Start game")
    expect(page.locator(SCREEN)).to_contain_text("Ann to throw")
    targets = [t for t in page.locator("#hits button").evaluate_all("bs => bs.map(b => b.getAttribute('aria-label'))")
               if t and (t.isdigit() or t == "Bull")]
    assert len(targets) == 7 and targets[-1] == "Bull"
    tap("Treble")
    tap(f"Treble {targets[0]}")
    tap("Miss")
    tap("Enter turn")
    expect(page.locator("#live")).to_have_text(f"Ann: T{targets[0]}, miss: 3 marks, 0 points")
    tap(targets[1])
    assert page.evaluate("document.scrollingElement.scrollHeight") <= 480  # nothing to scroll

    # A stray tap on End game does not end it: it asks, and the answer sits elsewhere.
    tap("Menu")
    tap("End game")
    tap("Cancel")
    expect(page.locator(SCREEN)).to_contain_text("Bob to throw")

    page.wait_for_timeout(600)  # the picture is kept a moment after the last frame
    page.reload()
    # Before Python is back, the last board is already on the screen.
    picture = page.locator("#kiosk-picture")
    expect(picture).to_have_count(1, timeout=5000)
    assert picture.get_attribute("src").startswith("blob:")  # a JPEG kept in IndexedDB
    assert picture.evaluate("img => img.decode().then(() => img.naturalWidth)") == 800
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
    expect(picture).to_have_count(0)
    expect(page.locator(SCREEN)).to_contain_text("Bob to throw")
    first = "SB" if targets[1] == "Bull" else f"S{targets[1]}"
    expect(button(page, f"Dart 1: {call_dart(first).capitalize()}. Tap to take it out")).to_be_visible()


FILL_LOCAL_STORAGE = """() => {
    // Fill the quota to the last byte: big chunks, then smaller, then one character at a time.
    let n = 0;
    for (let size = 1 << 18; size >= 1; size >>= 2) {
        const chunk = "x".repeat(size);
        for (;;) { try { localStorage.setItem("filler/" + n++, chunk); } catch (e) { break; } }
    }
    let grown = localStorage.getItem("filler/0");  // growing a kept value costs no key: exact
    for (;;) { try { localStorage.setItem("filler/0", grown + "x"); grown += "x"; } catch (e) { break; } }
}"""


def test_a_full_storage_quota_is_told_and_loses_nothing_saved(page, open_app):
    open_app("#/darts")
    page.get_by_role("textbox", name="Player 1 name").fill("Ann")
    page.get_by_role("textbox", name="Player 2 name").fill("Bob")
    button(page, "Start game").click()
    throw(page, "M")
    durable(page)
    before = saved(page)
    # localStorage (the fast mirror) full: the durable journal still takes the dart, and a reload
    # (the mirror still full) brings it back from there.
    page.evaluate(FILL_LOCAL_STORAGE)
    button(page, "Miss").click()
    durable(page)
    expect(page.locator(SCREEN)).not_to_contain_text("Storage is full")
    assert saved(page) == before
    assert journal_matches(page)[0]["extra"]["visit"] == ["M"]
    page.reload()
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
    expect(button(page, "Dart 1: Miss. Tap to take it out")).to_be_visible()

    # The device full as well: told, and neither copy of what was saved before is touched. (A full
    # disk is stood in for by IndexedDB refusing writes as it does then: Chromium's quota override
    # was measured not to refuse an overwrite of a record that is already there.)
    in_journal = journal(page)
    page.evaluate("""() => {
        const real = self.realTransaction = IDBDatabase.prototype.transaction;
        IDBDatabase.prototype.transaction = function (names, mode, options) {
            if (mode === "readwrite") throw new DOMException("The disk is full.", "QuotaExceededError");
            return real.call(this, names, mode, options);
        };
    }""")
    button(page, "Miss").click()
    expect(page.locator(SCREEN)).to_contain_text("Storage is full")
    expect(page.locator("#live")).to_have_text(FULL)
    assert saved(page) == before and journal(page) == in_journal
    # Room again: the next dart saves the whole visit, the one that could not be saved included.
    page.evaluate("() => { IDBDatabase.prototype.transaction = self.realTransaction; }")
    page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('filler/')).forEach(k => localStorage.removeItem(k))")
    button(page, "Miss").click()
    durable(page)
    assert saved(page)["extra"]["visit"] == ["M", "M", "M"]
    assert journal_matches(page)[0]["extra"]["visit"] == ["M", "M", "M"]


def test_a_shared_board_link_opens_the_same_board(page, open_app, context):
    open_app("#/darts")
    page.get_by_role("textbox", name="Player 1 name").fill("Ann")
    page.get_by_role("textbox", name="Player 2 name").fill("Bob")
    button(page, "Start game").click()
    button(page, "Menu").click()
    button(page, "Share this board").click()
    link = next(t for t in page.locator(f"{SCREEN} p").all_text_contents() if "#/darts?m=P1." in t)
    friend = context.new_page()
    friend.goto(link)
    friend.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
    expect(friend.locator(SCREEN)).to_contain_text("Round 1 \u00b7 Ann to throw")
    assert "?id=random-cricket-" in friend.url  # saved as the friend's own match
    assert board_rows(friend) == board_rows(page) and len(board_rows(page)) == 7


def board_rows(page):
    """The scoreboard's rows as the screen reader hears them: '18: Ann 0, Bob 0'."""
    return [t for t in page.locator(f"{SCREEN} p").all_text_contents() if re.match(r"^(\d+|Bull): Ann ", t)]

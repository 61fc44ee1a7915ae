"""Custom Cricket by touch at 800x480, on the kiosk too: six numbers picked on the set-up's grid, a
game on them, its status line read from the oche."""

import pytest
from playwright.sync_api import expect

import ink
from browsing import SCREEN, boot, button, saved

CHOSEN = (3, 17, 8, 20, 1, 11)


@pytest.mark.parametrize("where", ["#/darts", "?mode=kiosk"])
def test_a_custom_cricket_game_started_by_taps_plays_on_the_six_chosen_and_the_bull(new_context, site, where):
    ctx = new_context(viewport={"width": 800, "height": 480}, has_touch=True)
    ink.record(ctx)
    page = ctx.new_page()
    boot(page, site.url, where)

    def tap(name):
        box = button(page, name).bounding_box()
        assert box["width"] >= 48 and box["height"] >= 48, name
        page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)

    page.get_by_role("textbox", name="Player 1 name").fill("Ann")
    page.get_by_role("textbox", name="Player 2 name").fill("Bob")
    tap("Custom board: pick six numbers")
    for n in CHOSEN[:4]:
        tap(f"{n} on the custom board")
    expect(page.locator("#live")).to_have_text("20 in. 4 of 6 chosen.")
    tap("Start game")  # four are not enough
    expect(page.locator(SCREEN)).to_contain_text("Custom Cricket needs six numbers: 4 of 6 chosen. Tap 2 more.")
    for n in CHOSEN[4:]:
        tap(f"{n} on the custom board")
    tap("2 on the custom board")  # a seventh
    expect(page.locator(SCREEN)).to_contain_text("Six are chosen: tap one to take it out, then 2.")
    expect(button(page, "17 on the custom board")).to_have_attribute("aria-pressed", "true")
    expect(button(page, "2 on the custom board")).to_have_attribute("aria-pressed", "false")
    assert page.evaluate("document.scrollingElement.scrollHeight") <= 480
    tap("Done: back to the set-up")
    expect(page.locator(SCREEN)).to_contain_text("20 17 11 8 3 1 and Bull")
    tap("Start game")

    expect(page.locator(SCREEN)).to_contain_text("Ann to throw")
    targets = [t for t in page.locator("#hits button").evaluate_all("bs => bs.map(b => b.getAttribute('aria-label'))")
               if t and (t.isdigit() or t == "Bull")]
    assert targets == ["20", "17", "11", "8", "3", "1", "Bull"]
    tap("Treble")
    tap("17: treble 17")
    tap("Enter turn")
    expect(page.locator("#live")).to_contain_text("Ann: treble 17")
    # the status line over the keypad: the round, whose throw, both at 24 px of ink (the game is said)
    status = [d for d in ink.drawn(page) if d["x"] >= 800 - 300 and d["y"] < 80 and d["text"] not in ("Menu", "\u2190")]
    assert [d["text"] for d in status] in (["Round 1", "Bob to throw"], ["Round 1", "Bob"]), status  # beside Back: the name
    assert min(d["ink"] for d in status) >= 24, status
    expect(page.locator(SCREEN)).to_contain_text("Custom Cricket \u00b7 Round 1 \u00b7 Bob to throw")

    record = saved(page)["match"]
    assert record["game"] == "random-cricket" and record["version"] == 3
    assert record["options"]["board"] == "custom" and record["options"]["numbers"] == [20, 17, 11, 8, 3, 1]
    assert record["actions"] == [{"type": "turn", "seat": 0, "darts": ["T17"]}]

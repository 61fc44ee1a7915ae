"""Card Cricket in the browser: a deal watched card by card, a cover by its button, a reload, and a
whole match on auto that ends in a rematch link dealing the same cards."""

import re

from playwright.sync_api import expect

from browsing import BOOT_TIMEOUT, SCREEN, boot, button, saved_matches


def toss(page):
    """Call heads; bat if the toss is won."""
    button(page, "Call heads").click()
    expect(page.locator("#live")).to_contain_text("You called heads")
    if button(page, "Bat first").count():
        button(page, "Bat first").click()


def test_a_deal_card_by_card_a_cover_by_its_button_and_a_reload(page, open_app):
    open_app()
    page.get_by_role("button", name="Card Cricket").click()
    button(page, "Your nation: India").click()
    button(page, "The Droid's nation: Scotland").click()
    button(page, "Deal fast").click()
    button(page, "Start the match").click()
    toss(page)
    # The deal plays out on timer ticks: the count runs until a choice of sets (or bat on) is yours.
    expect(page.locator(SCREEN)).to_contain_text("Count ")
    choice = page.get_by_role("button", name=re.compile(r"^(Cover .+ and .+|Bat on)$"))
    expect(choice.first).to_be_visible(timeout=60_000)
    while not page.get_by_role("button", name=re.compile(r"^Cover ")).count():
        button(page, "Bat on").click()
        expect(choice.first).to_be_visible(timeout=60_000)
    cover = page.get_by_role("button", name=re.compile(r"^Cover ")).first
    label = cover.get_attribute("aria-label")
    cover.click()
    [entry] = saved_matches(page, "card-cricket")
    assert entry["match"]["options"]["nation"] == "IND" and entry["match"]["options"]["droid_nation"] == "SCO"
    covered = [a for a in entry["match"]["actions"] if a["type"] == "cover"]
    assert covered, label
    if button(page, "Skip to now").count():
        button(page, "Skip to now").click()
    page.reload()
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
    expect(page.locator(SCREEN)).to_contain_text("India")
    [again] = saved_matches(page, "card-cricket")
    assert again["match"]["actions"][:len(entry["match"]["actions"])] == entry["match"]["actions"]
    assert page.get_by_role("button", name=re.compile(r"^(Cover .+|Bat on|Skip to now)$")).count()


def test_a_whole_match_on_auto_and_a_rematch_link_with_the_same_deal(page, open_app, site):
    open_app("#/cards")
    button(page, "Deal instant").click()
    button(page, "Start the match").click()
    toss(page)
    button(page, "Auto choose: the Droid's pick for you").click()
    rematch = button(page, "Rematch with the same deal")
    for _ in range(200):
        if rematch.count():
            break
        bat_on = button(page, "Bat on")
        expect(bat_on.or_(rematch)).to_be_visible(timeout=30_000)
        if bat_on.count():
            bat_on.click()
    [entry] = saved_matches(page, "card-cricket")
    result = entry["summary"].split(" \u00b7 ")[1]
    assert re.search(r"won by|tied", result)
    expect(page.locator(SCREEN)).to_contain_text(result)
    button(page, "Menu").click()
    button(page, "Share a rematch link").click()
    link = re.search(r"http://127\.0\.0\.1:\d+/#/cards\?m=\S+", page.locator(SCREEN).text_content()).group(0)
    friend = page.context.new_page()
    boot(friend, link)
    expect(button(friend, "Call heads")).to_be_visible()
    theirs = [e for e in saved_matches(friend, "card-cricket") if e["match"]["actions"] == []]
    assert theirs and theirs[0]["match"]["seed"] == entry["match"]["seed"]
    assert theirs[0]["match"]["options"] == entry["match"]["options"]

"""Crickee in the browser: captaining overs with the dice landing, a reload, and the share links."""

import json
import re

from playwright.sync_api import expect

from browsing import BOOT_TIMEOUT, SCREEN, button, saved


def take_decision(page):
    """Heads, bat, roll without attacking, or the first bowler allowed (a refused one's name has its reason)."""
    for name in ("Call heads", "Bat first", "Roll the over"):
        if button(page, name).count():
            return button(page, name).click()
    page.locator("#hits button[aria-label^='Bowl ']:not([aria-label*='.'])").first.click()


def test_captaining_overs_against_the_computer_with_a_reload(page, open_app):
    open_app()
    page.get_by_role("button", name="Crickee").first.click()
    button(page, "Home: Saltmarsh Herons").click()
    button(page, "Away: Willowmere Wasps").click()
    button(page, "Start the match").click()
    expect(page.locator(SCREEN)).to_contain_text("Saltmarsh Herons v Willowmere Wasps")
    while not saved(page, "crickee-")["match"]["actions"] or not any(
            a["type"] == "roll" for a in saved(page, "crickee-")["match"]["actions"]):
        take_decision(page)
    # The dice land on the timer, then the card turns and what it changed is spelt out.
    expect(page.locator(SCREEN)).to_contain_text("The dice are landing.")
    expect(page.locator(SCREEN)).to_contain_text("What it changed", timeout=5000)
    expect(page.locator("#live")).to_contain_text(re.compile(r"^Over 1, .+ bowling: \d+ runs?"))
    for _ in range(3):
        take_decision(page)
        if button(page, "Skip the animation").count():
            button(page, "Skip the animation").click()
    record = saved(page, "crickee-")
    assert record["match"]["options"]["home"] == "herons" and record["extra"]["view"] == "live"
    button(page, "Scorecard").click()
    page.reload()
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
    expect(button(page, "Scorecard")).to_have_attribute("aria-pressed", "true")
    expect(page.locator(SCREEN)).to_contain_text("Fall of wickets:")
    assert saved(page, "crickee-")["match"] == record["match"]
    take_decision(page)
    assert len(saved(page, "crickee-")["match"]["actions"]) > len(record["match"]["actions"])


def test_the_same_dice_and_replay_links(page, open_app, context):
    open_app("#/crickee")
    button(page, "Watch the computer play both").click()
    button(page, "Start the match").click()
    button(page, "Play to the end").click()
    expect(page.locator(SCREEN)).to_contain_text(re.compile(r"won (by|the Super Over|after)"))
    button(page, "Share this match").click()
    links = [t for t in page.locator(f"{SCREEN} p").all_text_contents() if "#/crickee?m=P1." in t]
    same, replay = (next(t for t in links if "view=replay" not in t), next(t for t in links if "view=replay" in t))
    mine = saved(page, "crickee-")["match"]

    friend = context.new_page()
    friend.goto(replay)
    friend.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
    expect(friend.locator(SCREEN)).to_contain_text("Over 0 of")
    assert "id=crickee-" in friend.url and "view=replay" in friend.url  # its own saved copy, still a replay
    button(friend, "Next over").click()
    expect(friend.locator("#live")).to_contain_text(re.compile(r"^Over 1, "))
    button(friend, "Last over").click()
    result = [t for t in page.locator(f"{SCREEN} p").all_text_contents() if " won " in t][0]
    expect(friend.locator(SCREEN)).to_contain_text(result)

    other = context.new_page()
    other.goto(same)
    other.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
    expect(other.locator(SCREEN)).to_contain_text("Next: ")
    expect(button(other, "Play on by itself")).to_be_visible()  # a watched match waits to be started
    records = [json.loads(other.evaluate(f"localStorage.getItem('{k}')"))["match"] for k in other.evaluate(
        "Object.keys(localStorage).filter(k => k.startsWith('pavilion/match/'))")]
    fresh = [r for r in records if not r["actions"]]
    assert len(fresh) == 1 and fresh[0]["seed"] == mine["seed"] and fresh[0]["options"] == mine["options"]

"""Crickee in the browser, on a phone: a whole match against the computer by taps (a double tap
on Roll rolls one over, the result is not told before the last die lands, an over taken back),
the rules and the card browser, a reload; two people picking bowlers from the phone's first
screen; then the same-dice and replay links."""

import json
import re
import sys

from playwright.sync_api import expect

from browsing import BOOT_TIMEOUT, ROOT, SCREEN, boot, button, saved, skip_the_animation

sys.path.insert(0, str(ROOT / "py"))
from pavilion.crickee.players import PLAYER_BY_ID  # noqa: E402  (to name the bowler tapped)

PLAYERS = {p.id: p.name for p in PLAYER_BY_ID.values()}

RESULT = re.compile(r"won by|Match tied")
CARD_FILLS = {"Core": (244, 241, 232), "Tactical": (217, 236, 255), "Special": (255, 227, 163),
              "Flavour": (230, 220, 247)}


def record(page):
    return saved(page, "crickee-")["match"]


def rolls(page):
    return sum(a["type"] == "roll" for a in record(page)["actions"])


DECISION = ("#hits button:is([aria-label='Call heads'], [aria-label='Bat first'], [aria-label='Roll the over'], "
            "[aria-label^='Bowl ']):not([aria-disabled])")


def decide(page):
    """Heads, bat first, a roll without attacking, or the first bowler allowed (a refused
    one's name has its reason after a full stop). Waits for the decision to take taps."""
    page.wait_for_selector(DECISION)
    for name in ("Call heads", "Bat first", "Roll the over"):
        if button(page, name).count():
            return button(page, name).click()
    page.locator("#hits button[aria-label^='Bowl ']:not([aria-label*='. '])").first.click()


def card_on_screen(page, category) -> bool:
    """Whether the umpire's card is painted inside the first screenful: a row of the canvas with
    300 px or more of the card's colour in one run (the dice leave gaps between them)."""
    return page.evaluate("""([r, g, b, h]) => {
        const c = document.getElementById("canvas"), ctx = c.getContext("2d");
        const dpr = window.devicePixelRatio || 1;
        const data = ctx.getImageData(0, 0, c.width, Math.min(c.height, Math.round(h * dpr))).data;
        for (let y = 0; y < Math.min(c.height, h * dpr); y += 2) {
            let run = 0;
            for (let x = 0; x < c.width; x++) {
                const i = 4 * (y * c.width + x);
                const same = Math.abs(data[i] - r) < 3 && Math.abs(data[i + 1] - g) < 3 && Math.abs(data[i + 2] - b) < 3;
                run = same ? run + 1 : 0;
                if (run >= 300 * dpr) return true;
            }
        }
        return false;
    }""", [*CARD_FILLS[category], 640])


def test_a_whole_match_against_the_computer_on_a_phone(page, open_app):
    page.set_viewport_size({"width": 360, "height": 640})
    open_app("#/crickee")
    # The rules and the card browser, from the set-up.
    button(page, "Rules: how to play Crickee").click()
    expect(page.locator(SCREEN)).to_contain_text("The game in a minute")
    button(page, "Cards: the umpire's cards").click()
    button(page, "Special cards (20)").click()
    expect(page.locator(SCREEN)).to_contain_text("Powerplay Bonus: +3 runs \u2014 only in overs 1\u20136.")
    button(page, "Back to the set-up").click()
    button(page, "Herons: your team, Saltmarsh Herons").click()
    button(page, "Wasps: the computer's team, Willowmere Wasps").click()
    button(page, "Start the match").click()
    expect(page.locator(SCREEN)).to_contain_text("Willowmere Wasps v Saltmarsh Herons")
    expect(button(page, "Call heads")).to_be_visible()  # the person calls the toss

    # A double tap on Roll: one over, and the second tap only lands it. (Herons bat first.)
    button(page, "Call heads").click()
    if button(page, "Bat first").count():
        button(page, "Bat first").click()
    expect(button(page, "Roll the over")).to_be_visible()  # the computer, winning the toss, bowls
    before, actions = rolls(page), len(record(page)["actions"])
    page.wait_for_selector("#hits button[aria-label='Roll the over']:not([aria-disabled])")
    button(page, "Roll the over").dblclick()
    expect(page.locator(SCREEN)).to_contain_text("What it changed")
    assert rolls(page) == before + 1
    # the over the captain chose, and nothing more: no attack, the computer's bowler, the roll
    assert [a["type"] for a in record(page)["actions"][actions:]] == ["attack", "bowler", "roll"]
    assert record(page)["actions"][actions]["attack"] is False
    card = page.locator(f"{SCREEN} p", has_text="The umpire's card: ").first.text_content()
    category = re.search(r"\((Core|Tactical|Special|Flavour)\)", card).group(1)
    assert page.evaluate("window.scrollY") == 0 and card_on_screen(page, category)

    # Take the over back (once an innings): the screen is as before the over, and the record keeps
    # both the over and the undo (the over is rolled afresh: the undo is not a peek at the dice).
    assert before == 0
    button(page, "Undo the last over").click()
    expect(page.locator("#live")).to_contain_text("Over 1 taken back")
    expect(page.locator(SCREEN)).to_contain_text("The dice: what each face means")
    assert [a["type"] for a in record(page)["actions"][actions:]] == ["attack", "bowler", "roll", "undo"]
    expect(button(page, "Undo the last over")).to_have_count(0)

    # A reload keeps the match and the tab.
    decide(page)
    skip_the_animation(page)
    button(page, "Scores: the scorecard").click()
    page.reload()
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
    expect(button(page, "Scores: the scorecard")).to_have_attribute("aria-pressed", "true")
    expect(page.locator(SCREEN)).to_contain_text("Yet to bat:")

    # To the end by taps; while each over lands nothing tells how it went.
    landings = 0
    while not RESULT.search(page.locator(f"{SCREEN}").text_content() or ""):
        decide(page)
        landing = skip_the_animation(page)
        if landing is not None:
            landings += 1
            assert not RESULT.search(landing), landing
            assert "The dice are landing." in landing
    assert landings, "no over was caught while it landed"
    expect(page.locator("#live")).to_contain_text(RESULT)
    assert record(page)["actions"][-1]["type"] == "roll"
    expect(button(page, "Replay ball by ball")).to_be_visible()


def test_the_same_dice_and_replay_links(page, open_app, context):
    open_app("#/crickee")
    button(page, "Watch the computer play both").click()
    button(page, "Start the match").click()
    button(page, "Play to the end").click()
    skip_the_animation(page)
    expect(page.locator(SCREEN)).to_contain_text(RESULT)
    button(page, "Share this match").click()
    links = [t for t in page.locator(f"{SCREEN} p").all_text_contents() if "#/crickee?m=P1." in t]
    same, replay = (next(t for t in links if "view=replay" not in t), next(t for t in links if "view=replay" in t))
    mine = record(page)

    friend = context.new_page()
    friend.goto(replay)
    friend.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
    expect(friend.locator(SCREEN)).to_contain_text("Before the first ball")
    assert "id=crickee-" in friend.url and "view=replay" in friend.url  # its own saved copy, still a replay
    button(friend, "Next ball").click()
    expect(friend.locator("#live")).to_contain_text(re.compile(r"^Over 1, "))
    skip_the_animation(friend)
    button(friend, "Next ball").click()
    expect(friend.locator("#live")).to_contain_text(re.compile(r"^0\.1 "))
    button(friend, "The end of the match").click()
    result = [t for t in page.locator(f"{SCREEN} p").all_text_contents() if RESULT.search(t)][0]
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


def test_on_a_phone_a_bowler_from_the_second_row_is_tapped_without_scrolling(new_context, site):
    """Two people on one 360x640 touch screen: each over the fielding captain taps a bowler from
    the second row of the picker where it is, on the first screen (no scroll), and that bowler
    bowls; the tabs are on the first screen too."""
    page = new_context(viewport={"width": 360, "height": 640}, has_touch=True).new_page()
    boot(page, site.url, "#/crickee")
    button(page, "Two people on one screen").click()
    button(page, "Start the match").click()
    decide(page)  # heads
    decide(page)  # bat first, whoever won the toss
    for over in (1, 2):
        page.wait_for_selector("#hits button[aria-label='Do not attack this over']:not([aria-disabled])")
        button(page, "Do not attack this over").click()
        page.wait_for_selector("#hits button[aria-label^='Bowl ']:not([aria-disabled])")
        assert page.evaluate("window.scrollY") == 0
        picker = page.locator("#hits button[aria-label^='Bowl ']")
        boxes = [picker.nth(i).bounding_box() for i in range(picker.count())]
        second_row = [i for i, box in enumerate(boxes) if box["y"] > boxes[0]["y"] + boxes[0]["height"]]
        name = next(picker.nth(i).get_attribute("aria-label") for i in second_row
                    if ". " not in picker.nth(i).get_attribute("aria-label"))
        for box in boxes + [button(page, "Charts: worm, required rate and Manhattan").bounding_box()]:
            assert 0 <= box["y"] and box["y"] + box["height"] <= 640, box
        box = button(page, name).bounding_box()
        page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.wait_for_selector("#hits button[aria-label='Roll the over']:not([aria-disabled])")
        button(page, "Roll the over").click()
        skip_the_animation(page)
        expect(page.locator(SCREEN)).to_contain_text("What it changed")
        bowled = [a for a in record(page)["actions"] if a["type"] == "bowler"]
        assert len(bowled) == over and name.startswith(f"Bowl {PLAYERS[bowled[-1]['player']]}:")

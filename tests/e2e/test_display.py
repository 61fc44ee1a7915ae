"""Reduced motion, large text and high contrast in the browser: the device's wishes reach Python
(static/ui.js matchMedia), the settings in About take effect, and the focus ring shows.

Each scene the page paints is recorded (its time, its buttons, its live line, its background and
fonts) by wrapping pavilionUI.paint, so an animation's length is measured between painted frames:
the time Python takes to play a move is not motion, the frames after it are.
"""

import re

from browsing import boot, button

RECORD = """() => {
  window.frames_seen = [];
  const paint = window.pavilionUI.paint;
  window.pavilionUI.paint = (json) => {
    const s = JSON.parse(json);
    window.frames_seen.push({ t: performance.now(), ids: s.regions.map((r) => r.id), live: s.live, bg: s.bg,
      timer: s.timer, fonts: s.ops.filter((o) => o[0] === "text").map((o) => o[4]) });
    return paint(json);
  };
}"""


def frames(page, since=0):
    return page.evaluate("(n) => window.frames_seen.slice(n)", since)


def seen(page):
    return page.evaluate("window.frames_seen.length")


def enabled(page):
    return page.evaluate("[...document.querySelectorAll('#hits > :not([aria-disabled])')].map((b) => b.dataset.id)")


def armed(page, *prefixes):
    """The enabled buttons once one whose region id starts with one of `prefixes` is there (a new
    decision's buttons wait a moment before they take taps)."""
    page.wait_for_function("(ps) => [...document.querySelectorAll('#hits > :not([aria-disabled])')]"
                           ".some((b) => ps.some((p) => b.dataset.id.startsWith(p)))", arg=list(prefixes))
    return enabled(page)


def press(page, *prefixes):
    """Click the first enabled button (the real one of the accessible mirror) whose region id starts
    with one of `prefixes`, waiting for one to be there and armed; returns the frame count before it."""
    ids = armed(page, *prefixes)
    target = next(i for p in prefixes for i in ids if i.startswith(p))
    before = seen(page)
    page.locator(f'#hits [data-id="{target}"]').click()
    page.wait_for_function("(n) => window.frames_seen.length > n", arg=before)
    return before


def background_pixel(page):
    """The canvas's colour near its bottom-left corner, as #rrggbb."""
    rgb = page.evaluate("""() => { const c = document.getElementById('canvas');
        const d = c.getContext('2d').getImageData(2, c.height - 3, 1, 1).data; return [d[0], d[1], d[2]]; }""")
    return "#" + "".join(f"{v:02x}" for v in rgb)


def test_reduced_motion_lands_the_dice_deals_the_cards_and_shows_computer_darts_at_once(page, site):
    page.emulate_media(reduced_motion="reduce")
    boot(page, site.url, "#/crickee")
    page.evaluate(RECORD)
    press(page, "start")
    decisions = ("toss:", "elect:", "bowler:", "attack:", "roll")
    while not any(i.startswith(("attack:", "roll")) for i in armed(page, *decisions)):
        press(page, "toss:", "elect:", "bowler:")
    clicked = page.evaluate("performance.now()")
    before = press(page, "attack:", "roll")
    page.wait_for_function("(n) => window.frames_seen.slice(n).some((f) => /bowling: \\d/.test(f.live))", arg=before)
    after = frames(page, before)
    landed = next(f for f in after if re.search(r"bowling: \d", f["live"] or ""))
    assert landed == after[0]  # the first frame after the roll shows the over landed
    assert not any("skip" in f["ids"] for f in after)
    print(f"reduced motion: roll clicked to the over landed on screen in {landed['t'] - clicked:.0f} ms")

    page.evaluate("location.hash = '#/cards'")
    press(page, "start")
    before = press(page, "toss:")
    play = ("cover:", "cell:", "declare:", "pass")
    if any(i.startswith("elect:") for i in armed(page, "elect:", *play)):
        press(page, "elect:bat")  # the toss won: bat (a lost toss goes straight to the deal)
    assert any(i.startswith(play) for i in armed(page, *play))
    dealt = frames(page, before)
    assert not any("skip" in f["ids"] for f in dealt)  # never a deal in progress to skip

    page.evaluate("location.hash = '#/darts'")
    press(page, "bot:1")
    press(page, "start")
    for _ in range(3):
        button(page, "Miss").click()
    before = seen(page)
    button(page, "Enter turn").click()
    # The visit is shown step by step still (each dart's sentence is said), but every step asks for
    # the shortest wait (1 ms), never a dart's 900 ms or the visit's 1.6 s hold; it ends on a frame
    # that asks for no step at all.
    page.wait_for_function("(n) => window.frames_seen.slice(n).some((f) => f.timer === 1)", arg=before)
    page.wait_for_function("(n) => { const f = window.frames_seen.slice(n); "
                           "return f.length && !f[f.length - 1].timer; }", arg=before)
    burst = frames(page, before)
    assert not any(f["timer"] in (900, 1600) for f in burst), [f["timer"] for f in burst]
    shown = burst[-1]["t"] - burst[0]["t"]
    print(f"reduced motion: computer visit shown in {shown:.0f} ms over {len(burst)} frames")


def test_the_settings_in_about_and_the_devices_wish_for_contrast(page, site):
    boot(page, site.url, "#/about")
    page.evaluate(RECORD)
    assert background_pixel(page) == "#0b2a20"
    page.emulate_media(contrast="more")  # the system asks: the page repaints deeper at once
    page.wait_for_function("() => window.frames_seen.length > 0")
    assert background_pixel(page) == "#03140d"
    contrast = page.locator('#hits [data-id="display:contrast"]')
    assert contrast.get_attribute("aria-label").startswith("Contrast: high")
    contrast.click()  # chosen in About: standard, whatever the system says
    page.wait_for_function("() => document.getElementById('live').textContent.startsWith('Contrast: standard')")
    assert background_pixel(page) == "#0b2a20"

    before = seen(page)
    standard = frames(page)[-1]["fonts"]
    page.locator('#hits [data-id="display:text-size"]').click()
    page.wait_for_function("(n) => window.frames_seen.length > n", arg=before)
    large = frames(page)[-1]["fonts"]
    assert any(f.startswith("700 21px") for f in standard) and any(f.startswith("700 26px") for f in large)

    page.locator('#hits [data-id="display:motion"]').click()
    page.wait_for_function("() => document.getElementById('live').textContent.startsWith('Motion: reduced')")
    page.reload()  # kept on this device
    page.wait_for_selector("html[data-ready='1']")
    assert page.locator('#hits [data-id="display:motion"]').get_attribute("aria-label").startswith("Motion: reduced")
    assert page.locator('#hits [data-id="display:text-size"]').get_attribute("aria-label").startswith("Text: large")


def test_the_focus_ring_is_white_between_black_bands(page, site):
    boot(page, site.url, "#/cards")
    page.keyboard.press("Tab")
    focused = page.evaluate("""() => { const b = document.activeElement;
        return { tag: b.tagName, shadow: getComputedStyle(b).boxShadow }; }""")
    assert focused["tag"] == "BUTTON"
    shadow = focused["shadow"]
    assert "rgb(255, 255, 255) 0px 0px 0px 8px" in shadow and "rgb(0, 0, 0) 0px 0px 0px 11px" in shadow

    # a name field being typed in differs from one that is not: ringed, and white
    page.evaluate("location.hash = '#/darts'")
    fields = page.get_by_role("textbox")
    fields.nth(0).wait_for()
    # a keyboard user's new screen puts focus on its first control a frame after it paints: then type
    page.wait_for_function("() => document.activeElement && document.activeElement.closest('#hits')")
    fields.nth(0).focus()
    looks = page.evaluate("""() => [...document.querySelectorAll('#hits input')].slice(0, 2).map((f) => {
        const s = getComputedStyle(f); return { shadow: s.boxShadow, background: s.backgroundColor }; })""")
    assert "rgb(255, 255, 255) 0px 0px 0px 8px" in looks[0]["shadow"] and looks[0]["background"] == "rgb(255, 255, 255)"
    assert looks[1]["shadow"] == "none" and looks[1]["background"] == "rgba(0, 0, 0, 0)"

"""Accessibility checked by a real tool: axe-core on every screen of every game, at a phone's size
(360x640) and a laptop's (1280x720). No serious or critical violation is allowed anywhere.

axe-core is vendored like Pyodide (pinned, sha512 checked by `build.py`) into build-cache/, which
is never served, precached or copied into a dist: the test hands its source to the page with
`page.evaluate`, a DevTools evaluation rather than page script, so the page's Content Security
Policy stays as it is (an injected inline <script> would be refused, and rightly so).

What axe can and cannot see here. The canvas is a picture (aria-hidden); what it shows is mirrored
for assistive technology by the page itself: a real <button> (or a labelled text box) over every
tappable region, the screen's text as headings and paragraphs in #screen-text, and an aria-live
line. axe checks that mirror: names, roles, states, landmarks, duplicate ids, target sizes, and
the page chrome (loading, failure and update panels). It cannot judge the contrast of text drawn
on the canvas (py/ui/theme.py's text colours on its backgrounds measure 4.6:1 or better, greyed
buttons aside), and reports the mirror's buttons and text boxes as "incomplete" for contrast: their
own text is transparent on purpose (they sit invisibly over the drawn button, which is what the eye
reads) and a text box's background is the frame drawn under it. Incomplete results are not
violations. Every rule of WCAG 2.0-2.2 A and AA and axe's best practices runs; none is turned off.
"""

import re

import pytest
from playwright.sync_api import expect

from browsing import BOOT_TIMEOUT, SCREEN, boot, build, button, saved_matches, skip_the_animation

VIEWPORTS = {"phone": {"width": 360, "height": 640}, "laptop": {"width": 1280, "height": 720}}
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]
BLOCKING = ("serious", "critical")


@pytest.fixture(scope="module")
def axe_source():
    return (build.vendor_test_tools() / "axe-core" / "axe.min.js").read_text()


class Audit:
    """Runs axe on the page as it stands, and keeps every serious or critical violation found."""

    def __init__(self, page, source):
        self.page, self.source, self.problems, self.screens = page, source, [], []

    def __call__(self, where):
        if not self.page.evaluate("() => typeof window.axe === 'object'"):
            self.page.evaluate(self.source)
        found = self.page.evaluate("""async (tags) => {
            const result = await axe.run(document, {runOnly: {type: "tag", values: tags},
                                                    resultTypes: ["violations"]});
            return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.map(n => n.target.join(" ") + ": " + n.failureSummary.replace(/\\s+/g, " "))}));
        }""", TAGS)
        self.screens.append(where)
        for v in found:
            if v["impact"] in BLOCKING:
                nodes = "\n      ".join(v["nodes"][:5])
                self.problems.append(f"{where}: {v['impact']} {v['id']} ({v['help']})\n      {nodes}")


def go(page, hash_, text):
    page.evaluate("(hash) => { location.hash = hash; }", hash_)
    expect(page.locator(SCREEN)).to_contain_text(text)


def walk_darts(page, audit):
    go(page, "#/darts", "Random Cricket: new game")
    audit("darts: set-up")
    page.get_by_role("textbox", name="Player 1 name").fill("Ann")
    page.get_by_role("textbox", name="Player 2 name").fill("Bob")
    button(page, "Add player").click()  # a third player, so that Remove a player is offered
    button(page, "Start game").click()
    expect(page.locator(SCREEN)).to_contain_text("Ann to throw")
    audit("darts: keypad")
    button(page, "Treble").click()
    button(page, "Other bed: one not on this board").click()
    audit("darts: another bed")
    button(page, "Keypad: back to the keypad").click()
    button(page, "Dartboard: tap where the dart landed").click()
    audit("darts: dartboard")
    button(page, "Keypad: back to the keypad").click()
    button(page, "Miss").click()
    audit("darts: a dart in the visit")
    button(page, "Enter turn").click()
    button(page, "Menu").click()
    audit("darts: menu")
    button(page, "Turn history and corrections").click()
    audit("darts: turn history")
    page.get_by_role("button", name=re.compile(r"^Correct turn 1:")).click()
    audit("darts: correcting a turn")
    button(page, "Cancel correction").click()
    for item, screen in (("Share this board", "share"), ("Stats", "stats"), ("How to play", "rules card"),
                         ("Remove a player", "remove a player")):
        button(page, "Menu").click()
        button(page, item).click()
        audit(f"darts: {screen}")
        page.get_by_role("button", name=re.compile(r"^(Done|Cancel): back to the keypad$")).click()
    button(page, "Menu").click()
    button(page, "End game").click()
    audit("darts: asked to confirm")
    button(page, "End the game now").click()
    expect(page.locator(SCREEN)).to_contain_text("Game ended")
    audit("darts: game over")


def take_decision(page):
    """Heads, bat, roll without attacking, or the first bowler allowed."""
    for name in ("Call heads", "Bat first", "Roll the over"):
        if button(page, name).count():
            return button(page, name).click()
    page.locator("#hits button[aria-label^='Bowl ']:not([aria-label*='. '])").first.click()


def walk_crickee(page, audit):
    go(page, "#/crickee", "Crickee")
    audit("crickee: set-up")
    button(page, "Rules: how to play Crickee").click()
    audit("crickee: how to play")
    button(page, "Cards: the umpire's cards").click()
    audit("crickee: the cards")
    button(page, "Back to the set-up").click()
    button(page, "Your eleven and order: Harbour Gulls").click()
    audit("crickee: picking the eleven")
    button(page, "Done").click()
    button(page, "Start the match").click()
    audit("crickee: the toss")
    while not any(a["type"] == "roll" for m in saved_matches(page, "crickee-") for a in m["match"]["actions"]):
        take_decision(page)
    audit("crickee: the dice landing")
    skip_the_animation(page)
    expect(page.locator(SCREEN)).to_contain_text("What it changed")
    audit("crickee: this over")
    for tab in ("Scores: the scorecard", "Charts: worm, required rate and Manhattan", "Squads: the players and their traits",
                "Match: share, replay, new match"):
        button(page, tab).click()
        audit(f"crickee: {tab.split(':')[0].lower()}")
    button(page, "Squads: the players and their traits").click()
    page.locator("#hits button[aria-label$='Show his card']").first.click()
    audit("crickee: a player's card")
    button(page, "Match: share, replay, new match").click()

    # A watched match to its end, its share links, and the replay one of them opens.
    button(page, "New match").click()
    button(page, "Watch the computer play both").click()
    button(page, "Start the match").click()
    audit("crickee: a watched match")
    button(page, "Play to the end").click()
    expect(page.locator(SCREEN)).to_contain_text(re.compile(r"won (by|the Super Over|after)|tied"))
    audit("crickee: the result")
    button(page, "Share this match").click()
    audit("crickee: share")
    replay = next(t for t in page.locator(f"{SCREEN} p").all_text_contents() if "view=replay" in t)
    go(page, replay[replay.index("#"):], "Before the first ball")
    audit("crickee: replay")
    button(page, "Next over").click()
    audit("crickee: replay, an over in")


def walk_cards(page, audit):
    go(page, "#/cards", "Card Cricket")
    audit("cards: set-up")
    button(page, "Instant dealing").click()
    button(page, "Start the match").click()
    audit("cards: the toss")
    button(page, "Call heads").click()
    if button(page, "Bat first").count():
        audit("cards: bat or bowl")
        button(page, "Bat first").click()
    # The table asks only the choices of sets that matter: about one club match in sixteen asks none.
    table = re.compile(r"^(Cover .+|Bat on|Rematch with the same deal)$")
    expect(page.get_by_role("button", name=table).first).to_be_visible(timeout=60_000)
    audit("cards: the table")
    button(page, "Menu").click()
    audit("cards: menu")
    for item in ("Scorecard", "Share rematch: a link to a rematch"):
        button(page, item).click()
        audit(f"cards: {item.lower()}")
        if not button(page, "Menu").count():
            button(page, "Back to the table").click()
        button(page, "Menu").click()
    button(page, "Back to the table").click()


def desk_key(page):
    """The desk key an open desk at the GM's screen shows its manager."""
    text = page.locator(SCREEN).get_by_text("Your desk key: ").first.text_content()
    return text.split(": ")[1].split(".")[0]


def walk_cosmic(page, audit):
    go(page, "#/cosmic", "Cosmic")
    audit("cosmic: set-up")
    button(page, "Rules: how the games master plays every ball").click()
    expect(page.locator(SCREEN)).to_contain_text("Normal, Dot ball")
    audit("cosmic: rules and tables")
    button(page, "Back").click()
    button(page, "Single match: two managers").click()
    page.get_by_role("textbox", name="Manager 1 name").fill("Ann")
    page.get_by_role("textbox", name="Manager 2 name").fill("Bob")
    button(page, "Computer: manager 2, change").click()  # two people: one of them bowls in turn 2
    audit("cosmic: set-up, a single match")
    button(page, "Start").click()
    expect(page.locator(SCREEN)).to_contain_text("Turn 1 of 5")
    audit("cosmic: the games master's table")
    button(page, "Paste an orders code").click()
    audit("cosmic: paste a code")
    button(page, "Back to the games master's table").click()
    button(page, "Post for Bob: invitation and turn sheet").click()
    audit("cosmic: post, turn sheet")
    button(page, "A blank orders form for Bob").click()
    audit("cosmic: blank orders form")
    button(page, "Back to the post").click()
    button(page, "Bob's invitation").click()
    button(page, "Make a new invitation for Bob").click()
    audit("cosmic: post, invitation")
    button(page, "Back to the games master's table").click()
    button(page, "Open Ann's desk").click()
    audit("cosmic: whose desk")
    button(page, "I am Ann: open my desk").click()
    audit("cosmic: desk, turn 1")
    key = desk_key(page)
    button(page, "Bowl if we win the toss").click()  # Bob wishes to bat: Ann fields first either way
    button(page, "Hand in orders").click()
    button(page, "Open Bob's desk").click()  # Bob has an invitation: his desk opens only with his key
    audit("cosmic: a locked desk")
    button(page, "Back to the games master's table").click()
    button(page, "Run turn 1").click()
    button(page, "Run turn 1 anyway").click()
    expect(page.locator("#print-doc h1")).to_contain_text("issue 1")
    audit("cosmic: the zine")
    button(page, "Back to the games master's table").click()
    button(page, "Zine archive").click()
    audit("cosmic: zine archive")
    button(page, "Back to the games master's table").click()
    button(page, "Post for Bob: invitation and turn sheet").click()
    expect(page.locator(SCREEN)).to_contain_text("QR code 1 of ", timeout=60_000)
    audit("cosmic: post, turn sheet in a sequence of QR codes")
    button(page, "Back to the games master's table").click()
    tabs = set()
    button(page, "Open Ann's desk").click()  # turn 2's orders: the eleven, batting, and bowling
    page.get_by_role("textbox", name="Ann's desk key").fill(key)
    button(page, "Open Ann's desk with the key").click()
    for tab in ("Eleven", "Batting", "Bowling"):
        if button(page, tab).count():
            button(page, tab).click()
            audit(f"cosmic: Ann's desk, {tab.lower()}")
            tabs.add(tab)
    button(page, "Back to the games master's table").click()
    assert tabs == {"Eleven", "Batting", "Bowling"}


@pytest.mark.parametrize("size", VIEWPORTS)
def test_every_screen_of_every_game_passes_axe(page, open_app, axe_source, size):
    page.set_viewport_size(VIEWPORTS[size])
    open_app()
    audit = Audit(page, axe_source)
    # First, proof that the audit can fail: a button with no name is a critical violation.
    page.evaluate("() => document.getElementById('hits').append(document.createElement('button'))")
    audit("hub, with a nameless button planted")
    assert [p.split(" (")[0] for p in audit.problems] == ["hub, with a nameless button planted: critical button-name"]
    page.evaluate("() => document.querySelector('#hits > button:not([data-id])').remove()")
    audit.problems.clear()
    audit("hub")
    button(page, "About and help").click()
    expect(page.locator(SCREEN)).to_contain_text("Keyboard and screen readers")
    audit("about")
    walk_darts(page, audit)
    walk_crickee(page, audit)
    walk_cards(page, audit)
    walk_cosmic(page, audit)
    go(page, "#/", "Pavilion")
    audit("hub with saved matches")
    assert len(audit.screens) >= 40
    assert not audit.problems, f"at {size}:\n" + "\n".join(audit.problems)


def test_the_kiosk_and_the_page_chrome_pass_axe(new_context, site, axe_source, guard):
    """The dartboard kiosk on a 7-inch screen, the update offer, the loading and failure screens."""
    ctx = new_context(viewport={"width": 800, "height": 480}, has_touch=True)
    page = ctx.new_page()
    boot(page, site.url, "?mode=kiosk")
    audit = Audit(page, axe_source)
    audit("kiosk: set-up")
    page.get_by_role("textbox", name="Player 1 name").fill("Ann")
    page.get_by_role("textbox", name="Player 2 name").fill("Bob")
    button(page, "Start game").click()
    expect(page.locator(SCREEN)).to_contain_text("Ann to throw")
    audit("kiosk: keypad")
    button(page, "Menu").click()
    button(page, "End game").click()
    audit("kiosk: asked to confirm")
    button(page, "No, go back: cancel").click()
    page.evaluate("() => { document.getElementById('update').hidden = false; }")  # as a new build shows it
    audit("the update offer")
    assert not guard.problems, guard.problems

    # Loading, held mid-download; then failing, because Python's own files are missing. (A context
    # of its own: the kiosk's service worker would serve the files past these routes.)
    failing = new_context().new_page()
    held = []
    failing.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    guard.provoke("Unable to fetch")  # py.zip gone: the failure's page error is the point
    failing.route("**/py.zip", lambda route: route.fulfill(status=404, body="gone"))
    failing.goto(site.url)
    expect(failing.locator("#stages li.active")).to_have_text("Downloading Python")
    for _ in range(300):  # the wasm is asked for soon after the stage shows
        if held:
            break
        failing.wait_for_timeout(100)
    loading = Audit(failing, axe_source)
    loading("the loading screen")
    held[0].continue_()
    expect(failing.locator("#failure")).to_be_visible(timeout=BOOT_TIMEOUT)
    loading("the failure screen")
    problems = audit.problems + loading.problems
    assert not problems, "\n".join(problems)

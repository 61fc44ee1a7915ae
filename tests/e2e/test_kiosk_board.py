"""The Random Cricket board at the kiosk (800x480), as a player at the oche sees it: the ink of what
the canvas draws (points, names, marks' neighbours, MPR of the leg, the last visit, whose throw, the
leg tally), nothing squashed, keys of 48 px; after a pulled plug the restore notice comes and goes
without moving a key; the saved picture, dimmed with "Starting...", until Python is back."""

import re

import pytest
from playwright.sync_api import expect

import ink
from browsing import BOOT_TIMEOUT, SCREEN, boot, button, durable, throw
from killing import PluggedChromium

FIGURE = re.compile(r"\d\.\d\d|\u2013")  # an MPR, or its en dash
VISIT = re.compile(r"([SDT](\d+|B)|M)( ([SDT](\d+|B)|M))*|total \d+")
NARROW = "Liberation Sans Narrow"


def set_up(page, names, legs=1):
    for i, name in enumerate(names):
        if i >= 2:
            button(page, "Add player").click()
        page.get_by_role("textbox", name=f"Player {i + 1} name").fill(name)
    if legs > 1:
        button(page, f"First to {legs} legs").click()
    button(page, "20-15: standard board, 20 to 15 and the bull").click()
    button(page, "Start game").click()


def points_shown(page) -> dict:
    """Each seat's points, from the accessible text: {name: points}."""
    said = page.locator(SCREEN).inner_text()
    return {m.group(1): m.group(2) for m in re.finditer(r"^(.+?)(?: to throw)?: (\d+) points", said, re.M)}


KEYS = """() => Object.fromEntries([...document.querySelectorAll('#hits button')]
    .filter(b => b.getAttribute('aria-label') !== 'Dismiss message')
    .map(b => { const r = b.getBoundingClientRect(); return [b.getAttribute('aria-label'), [r.x, r.y, r.width, r.height]]; }))"""


def keys(page) -> dict:
    """Every key's box on the page, by its accessible name (a notice's own button left out)."""
    return page.evaluate(KEYS)


@pytest.mark.parametrize("names,least", [(["Ann", "Maximilian Wolfgang"], 56),
                                         (["Ann", "Bartholomew Fitzgerald-Smythe"], 56),
                                         (["Ann", "Bob", "Cat", "Dan"], 40)])
def test_the_board_is_read_from_the_oche(new_context, site, names, least):
    players = len(names)
    context = new_context(viewport={"width": 800, "height": 480}, has_touch=True)
    ink.record(context)
    page = boot(context.new_page(), site.url, "?mode=kiosk")
    set_up(page, names, legs=2)
    names = [name[:20] for name in names]  # the engine keeps 20 characters of a name
    throw(page, "T20", "S19", "M")
    throw(page, "T20", "T20", "M")
    if players == 4:
        throw(page, "T19", "D18", "M")
        throw(page, "S17", "M", "M")
    expect(page.locator(SCREEN)).to_contain_text("Ann to throw")
    drawn = [d for d in ink.drawn(page) if d["x"] < 800 - 300]  # the board, left of the keypad panel
    board = [d for d in drawn if NARROW in d["font"]]
    assert not ink.squashed(page), ink.squashed(page)  # nothing on the screen drawn narrower than its face

    shown = points_shown(page)
    assert set(shown) == set(names)
    for name, points in shown.items():  # the points: the biggest of each seat's figure drawn
        assert max(d["ink"] for d in board if d["text"] == points) >= least, (name, points)
        # the name over them, on one line or two, cut with an ellipsis if need be: never below 24 px
        pieces = [d for d in board if d["y"] < 120 and not d["text"].isdigit()
                  and d["text"].rstrip("\u2026") and d["text"].rstrip("\u2026") in name]
        assert pieces and min(d["ink"] for d in pieces) >= 24, (name, pieces)
        assert name.startswith(" ".join(d["text"].rstrip("\u2026") for d in pieces)[:3]), (name, pieces)
    if "Maximilian Wolfgang" in names:  # a long name shrinks (or wraps to two lines), drawn whole, squashed by nobody
        pieces = [d["text"] for d in board if d["text"] in ("Maximilian Wolfgang", "Maximilian", "Wolfgang")]
        assert " ".join(pieces) == "Maximilian Wolfgang"
    labels = [d for d in board if d["text"] in ("MPR", "Last")]  # what the foot rows hold, as big as they
    assert len(labels) == 2 and min(d["ink"] for d in labels) >= 24, labels
    mprs = [d for d in board if FIGURE.fullmatch(d["text"])]
    assert len(mprs) == players and min(d["ink"] for d in mprs if d["text"] != "\u2013") >= 24
    visits = [d for d in board if VISIT.fullmatch(d["text"]) and d["text"] not in names]
    assert visits and min(d["ink"] for d in visits) >= 24
    assert " ".join(d["text"] for d in visits).startswith("T20 S19 M")
    targets = [d for d in board if d["text"] in ("20", "19", "18", "17", "16", "15", "Bull")]
    assert len(targets) == 7 and min(d["ink"] for d in targets) >= 24
    tally = [d for d in board if d["text"] == "0-0" * 1 + "-0" * (players - 2)]
    assert tally and tally[0]["ink"] >= 24  # four seats' tally too
    # the status line, over the keypad: the round, and whose throw (the name cut if it must be)
    status = [d for d in ink.drawn(page) if d["x"] >= 800 - 300 and d["y"] < 80 and d["text"] != "Menu"]
    assert [d["text"] for d in status][0].startswith(("Leg 1", "Round 2")), status
    assert status[1]["text"] == "Ann to throw" or status[1]["text"].startswith(names[0][:5]), status
    assert min(d["ink"] for d in status) >= 24, status
    for name, box in keys(page).items():
        assert box[2] >= 48 and box[3] >= 48, name
    page.screenshot(path=f"/tmp/shots/kiosk-board/e2e-{players}-players-{len(names[-1])}.png")


def test_a_notice_and_an_award_never_move_a_key_and_clear_themselves(new_context, site):
    context = new_context(viewport={"width": 800, "height": 480}, has_touch=True)
    ink.record(context)
    page = boot(context.new_page(), site.url, "?mode=kiosk")
    set_up(page, ["Ann", "Bob"])
    throw(page, "T20", "T19", "T18")  # a White Horse: called on the status line, then whose throw returns
    expect(page.locator(SCREEN)).to_contain_text("Bob to throw")
    assert ink.ever_drawn(page, "White Horse! Ann")
    before = keys(page)
    page.wait_for_function("() => self.__inkFrame.some(d => d.text === 'Bob to throw')", timeout=15_000)
    assert "White Horse! Ann" not in [d["text"] for d in ink.drawn(page)] and keys(page) == before


@pytest.fixture
def plugged(playwright, guard, tmp_path):
    made = []

    def make(size):
        made.append(PluggedChromium(playwright, tmp_path / "profile", guard, size))
        return made[-1]

    yield make
    for chromium in made:
        chromium.stop()


@pytest.mark.parametrize("size,where", [((800, 480), "?mode=kiosk"), ((360, 640), "#/darts")])
def test_keys_stay_put_when_the_restore_notice_comes_and_goes_after_a_power_cut(plugged, site, size, where):
    kiosk = where == "?mode=kiosk"
    chromium = plugged(size)
    page = chromium.start(site.url + where)
    set_up(page, ["Ann", "Bob"])
    throw(page, "T20", "S19", "M")
    if kiosk:
        page.wait_for_function("() => self.pavilionJournal.picture.load().then((blob) => blob !== null)")
    url = page.url  # the phone's address names the match now
    button(page, "Treble").click()
    button(page, "20: treble 20").click()  # half a visit: the plug goes the moment it is on disk
    before = keys(page)
    durable(page)
    chromium.pull_the_plug()
    # What a player sees from the first frame: never the generic splash; the picture, once painted,
    # is what the middle of the screen shows (the picture or the "Starting..." over it).
    watch = """self.seen = { picture: null, starting: null, splash: false, top: null };
        const look = () => {
            const h1 = document.querySelector("#loading h1");
            if (h1 && h1.getClientRects().length && getComputedStyle(h1).visibility === "visible") self.seen.splash = true;
            if (!self.seen.top) requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
        new MutationObserver(() => {
            const img = document.getElementById("kiosk-picture"), note = document.getElementById("kiosk-starting");
            if (img && !self.seen.picture) {
                self.seen.picture = getComputedStyle(img).filter;
                img.decode().then(() => requestAnimationFrame(() => {
                    const at = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
                    self.seen.top = at ? at.id || at.tagName : "nothing";
                }));
            }
            if (note && !self.seen.starting) self.seen.starting = note.textContent;
        }).observe(document, { childList: true, subtree: true });"""
    page = chromium.start(url, init_script=watch)
    expect(button(page, "T20: treble 20, dart 1. Tap to take it out")).to_be_visible()
    notice = button(page, "Dismiss message")
    expect(notice).to_be_visible()  # the play was brought back from the durable save: said over the status line
    # Read in one go while the notice is up (it clears itself after a few seconds, however loaded the machine).
    shown = page.evaluate("""() => {
        const box = (name) => { const b = document.querySelector(`#hits button[aria-label="${name}"]`);
                                const r = b && b.getBoundingClientRect(); return r && {y: r.y, height: r.height}; };
        return { text: document.querySelector('#screen-text').innerText, note: box('Dismiss message'),
                 enter: box('Enter turn'), keys: (%s)() };
    }""" % KEYS)
    assert shown["note"] is not None, "the notice cleared before it could be read"
    assert "brought back" in shown["text"]
    assert shown["keys"] == before
    note, enter = shown["note"], shown["enter"]
    assert note["y"] + note["height"] <= enter["y"] and enter["y"] + enter["height"] <= size[1]  # Enter turn in sight
    page.screenshot(path=f"/tmp/shots/kiosk-board/e2e-after-power-cut-{size[0]}x{size[1]}.png")
    expect(notice).to_have_count(0, timeout=15000)  # it clears itself
    assert keys(page) == before
    if kiosk:  # the picture kept before the plug went was shown dimmed, saying so, and is gone now
        seen = page.evaluate("self.seen")
        assert "brightness" in seen["picture"] and seen["starting"] == "Starting\u2026"
        assert seen["top"] in ("kiosk-picture", "kiosk-starting"), seen  # painted on top, not under the page
        assert not seen["splash"], seen  # no "Pavilion / Starting Python..." splash before it
        expect(page.locator("#kiosk-starting")).to_have_count(0)

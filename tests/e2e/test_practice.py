"""Practice in the browser, by touch: Bob's 27 played to its end on a phone that never scrolls, a
drill picked from the kiosk's list of games at 800x480, its target's ink measured from the canvas,
and a drill on doubles only named so by tonight's best and the player's page."""

from playwright.sync_api import expect

from browsing import BOOT_TIMEOUT, SCREEN, boot, button, durable, saved
from ink import ink_of, record, squashed
from pavilion import practice
from test_accessibility import Audit, axe_source  # noqa: F401 (a fixture: axe-core's source)


def finger(page, height):
    """A tap in the middle of a button, checked to be finger-sized and wholly on the screen."""
    def tap(name):
        box = button(page, name).bounding_box()
        assert box["width"] >= 48 and box["height"] >= 48, name
        assert box["y"] >= 0 and box["y"] + box["height"] <= height, name
        page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    return tap


def test_bobs_27_played_to_its_end_by_touch_on_a_phone_without_scrolling(new_context, site):
    page = new_context(viewport={"width": 360, "height": 640}, has_touch=True, is_mobile=True).new_page()
    boot(page, site.url, "#/practice")
    tap = finger(page, 640)
    tap("Bob's 27: Double 1 to 20, then the bull, from 27 points")
    page.get_by_role("textbox", name="Player 1 name").fill("Ann")
    tap("Start Bob's 27")
    board = page.locator(SCREEN)
    expect(board).to_contain_text("Target D1")

    def still():
        assert page.evaluate("document.scrollingElement.scrollHeight") <= 640
        assert page.evaluate("scrollY") == 0

    tap("Double")
    tap("1: double 1")  # 29
    expect(board).to_contain_text("Ann: 29 points")
    tap("Miss")
    tap("Miss")
    still()
    for _ in range(14):  # no hit in rounds 2 to 6: 25, 19, 11, 1, -11
        tap("Miss")
        still()
    tap("Back: undo the last dart")  # the last miss taken back, and thrown again
    expect(board).to_contain_text("Dart 2 of 3. Target D6")
    tap("Miss")
    tap("Miss")
    expect(board).to_contain_text("Ann finished: -11 points.")
    expect(board).to_contain_text("Ann: this time -11, best -11, last time \u2013")
    expect(button(page, "Rematch: the same drill again")).to_be_visible()
    still()

    durable(page)
    entry = saved(page, "practice")
    match = entry["match"]
    assert entry["finished"] is True
    assert match["options"] == {"players": [{"name": "Ann"}], "drill": "bobs-27"}
    darts = [a["dart"] for a in match["actions"] if a["type"] == "dart"]
    assert darts[0] == "D1" and darts.count("M") == 18 and [a["type"] for a in match["actions"]].count("undo") == 1
    state = practice.replay(match)
    assert len(state["darts"]) == 18 and state["players"][0]["figure"] == -11
    page.screenshot(path="/tmp/shots/practice-screen/e2e-bobs-27-end-360x640.png")


def test_a_drill_picked_from_the_kiosks_list_at_800x480(new_context, site, axe_source):
    ctx = new_context(viewport={"width": 800, "height": 480}, has_touch=True)
    record(ctx)
    page = ctx.new_page()
    boot(page, site.url, "?mode=kiosk")
    tap = finger(page, 480)
    audit = Audit(page, axe_source)
    tap("Games: every game and drill")
    expect(button(page, "Round the Doubles: Double 1 to 20, then the bull: fewest darts")).to_be_visible()
    audit("kiosk: the games list")
    tap("Round the Doubles: Double 1 to 20, then the bull: fewest darts")
    page.get_by_role("textbox", name="Player 1 name").fill("Ann")
    tap("Add player")
    page.get_by_role("textbox", name="Player 2 name").fill("Bob")
    audit("kiosk: the Practice set-up")
    tap("Start Round the Doubles")
    board = page.locator(SCREEN)
    expect(board).to_contain_text("Ann: dart 1 of 3. Target D1")
    audit("kiosk: a drill's keypad")
    inks = ink_of(page, "D1")  # the target (the clock face of doubles says 1)
    assert len(inks) == 1 and inks[0] >= 56, inks  # read from 2.5 m, with two players
    assert not squashed(page)
    tap("Double")
    tap("1: double 1")
    expect(board).to_contain_text("Ann: dart 2 of 3. Target D2")
    page.screenshot(path="/tmp/shots/practice-screen/e2e-kiosk-800x480.png")
    durable(page)
    page.goto(site.url + "?mode=kiosk")  # the kiosk restarts with no route: on the drill it last played
    page.wait_for_selector("html[data-ready='1']", timeout=BOOT_TIMEOUT)
    expect(page.locator(SCREEN)).to_contain_text("Ann: dart 2 of 3. Target D2")
    tap("Menu")
    tap("New session")
    tap("Start a new game")
    tap("Games: every game and drill")
    first = page.get_by_role("button").first
    expect(first).to_have_accessible_name("Round the Doubles: Double 1 to 20, then the bull: fewest darts")
    assert len(audit.screens) == 3 and not audit.problems, audit.problems  # axe-core: no serious or critical violation


def test_a_drill_on_doubles_only_is_its_own_best_tonight_and_on_the_players_page(new_context, site):
    page = new_context(viewport={"width": 800, "height": 480}, has_touch=True).new_page()
    boot(page, site.url, "#/practice")
    tap = finger(page, 480)
    tap("Around the Clock: 1 to 20, then the bull, in order: fewest darts")
    tap("Doubles only: Around the Clock")
    page.get_by_role("textbox", name="Player 1 name").fill("Ann")
    tap("Start Around the Clock")
    for n in range(1, 21):
        tap("Double")
        tap(f"{n}: double {n}")
    tap("Double")
    tap("Bull: bullseye")
    board = page.locator(SCREEN)
    expect(board).to_contain_text("Tonight's best at Around the Clock, doubles only: Ann 21")
    page.screenshot(path="/tmp/shots/practice-screen/e2e-doubles-result-800x480.png")
    durable(page)
    boot(page, site.url, "#/player?name=Ann")
    expect(page.locator(SCREEN)).to_contain_text("Practice: Around the Clock, doubles only: 1 game, from 21 to 21")

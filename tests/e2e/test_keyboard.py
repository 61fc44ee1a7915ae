"""Every game played a few moves in by keyboard alone (Tab, Shift+Tab, Enter, typing; no clicks), as a
keyboard or screen-reader user plays it: after every step focus is on a control of the page, never
on <body>, and it is where the player most likely goes next (the next dart's keypad, the decision's
first answer, the first cover). What the polite live line says after a darts turn, a toss and a
cover is checked on the way, and the drawn dartboard stays out of the keyboard's way.
"""

import re

from playwright.sync_api import expect

from browsing import saved_matches

LIVE = "#live"


def settle(page):
    """Two frames: ui.js moves focus a frame after it paints."""
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def focused(page):
    return page.evaluate("""() => { const e = document.activeElement;
        return {tag: e.tagName, name: e.getAttribute('aria-label') || '', mirror: !!e.closest('#hits'),
                tabindex: e.getAttribute('tabindex'), off: e.getAttribute('aria-disabled') === 'true'}; }""")


def focus_is_on_the_page(page, step):
    """The check after every step: a button or text box of the page's mirror has focus."""
    settle(page)
    now = focused(page)
    assert now["tag"] in ("BUTTON", "INPUT") and now["mirror"], f"after {step}: focus is on {now}"
    return now["name"]


def wait_for_focus(page, name, step, timeout=5_000):
    """Focus reaches the control named `name` (a pattern) by itself, and it takes presses: a decision
    is armed a moment after it shows (against a double tap), focus waiting on it meanwhile."""
    pattern = re.compile(name)
    for _ in range(timeout // 50):
        if pattern.fullmatch(focus_is_on_the_page(page, step)) and not focused(page)["off"]:
            return focused(page)["name"]
        page.wait_for_timeout(50)
    raise AssertionError(f"after {step}: focus stayed on {focused(page)}, not {name}")


def record_focus(page):
    """From now on, note every control focus lands on (each focusin, however brief), as its region id."""
    page.evaluate("""() => { window.focusTrail = [];
        if (window.focusTrailOn) return;
        window.focusTrailOn = true;
        document.addEventListener('focusin', (e) => window.focusTrail.push(e.target.dataset.id || e.target.tagName)); }""")


def passed_through_only(page, allowed, step):
    """Since record_focus, focus landed only on controls whose region id matches `allowed` (a
    pattern): never for a moment on Back to the hub, where a quick Enter leaves the game, nor on a
    key a quick Enter presses by mistake."""
    trail = page.evaluate("window.focusTrail")
    assert trail and all(re.fullmatch(allowed, rid) for rid in trail), f"after {step}, focus passed through {trail}"


def tab_to(page, name, back=False, most=150):
    """Tab (Shift+Tab with `back`) until the control named `name` (a pattern) has focus."""
    pattern = re.compile(name)
    for _ in range(most):
        if pattern.fullmatch(focused(page)["name"]):
            return focused(page)["name"]
        page.keyboard.press("Shift+Tab" if back else "Tab")
    raise AssertionError(f"Tab never reached {name}")


def press(page, name, step=None, back=False):
    """Find a control by Tab and press Enter on it; then focus must be on the page."""
    tab_to(page, name, back)
    page.keyboard.press("Enter")
    return focus_is_on_the_page(page, step or name)


def go(page, open_app, hash_):
    open_app(hash_)
    page.keyboard.press("Tab")  # the first key press makes this a keyboard user
    focus_is_on_the_page(page, f"opening {hash_}")


def count_said(page):
    """Count each time the live line is set (a repeated sentence counts again)."""
    page.evaluate("""() => { window.said = [];
        new MutationObserver(() => window.said.push(document.getElementById('live').textContent))
            .observe(document.getElementById('live'), {childList: true, characterData: true, subtree: true}); }""")


def test_random_cricket_by_keyboard(page, open_app):
    page.set_viewport_size({"width": 1280, "height": 720})
    go(page, open_app, "#/darts")
    tab_to(page, "Player 1 name")
    page.keyboard.type("Ann")
    page.keyboard.press("Tab")
    tab_to(page, "Player 2 name")
    page.keyboard.type("Bob")
    press(page, "20-15: standard board, 20 to 15 and the bull")
    assert press(page, "Start game") == "20", "after Start game, focus goes to the keypad's first bed"
    page.keyboard.press("Enter")  # a single 20, on the key focus went to
    assert focus_is_on_the_page(page, "a dart") == "20", "focus stays on a key that is still there"
    assert press(page, "Enter turn") == "20", "after Enter turn, the next dart's keypad"
    expect(page.locator(LIVE)).to_have_text("Ann: single 20: 1 mark. Bob to throw, round 1.")

    # A refused fourth dart is announced every time, even with the same words.
    for _ in range(3):
        page.keyboard.press("Enter")
    count_said(page)
    page.keyboard.press("Enter")
    expect(page.locator(LIVE)).to_contain_text("Three darts are in")
    refusal = page.locator(LIVE).text_content()
    page.wait_for_timeout(300)
    page.keyboard.press("Enter")
    # said again a moment later (cleared, then set after 150 ms): wait for it, however loaded the page
    page.wait_for_function("(s) => window.said.filter((t) => t === s).length >= 2", arg=refusal)
    assert page.evaluate("window.said").count(refusal) == 2, page.evaluate("window.said")
    focus_is_on_the_page(page, "a refused dart")

    # Menu and closing it.
    assert press(page, "Menu") != "Menu"
    assert press(page, "Close the menu", back=True) == "20"

    # The drawn dartboard is not offered to the keyboard, and Enter on it never scores.
    press(page, "Back: take out the last dart")
    press(page, "Back: take out the last dart")
    press(page, "Back: take out the last dart")
    press(page, "Dartboard: tap where the dart landed")
    board = page.locator("#hits button[data-point]")
    expect(board).to_have_attribute("tabindex", "-1")
    expect(board).to_have_attribute("aria-hidden", "true")
    for _ in range(40):
        page.keyboard.press("Tab")
        assert focused(page)["tabindex"] != "-1", "Tab reached the drawn dartboard"
    board.focus()
    page.keyboard.press("Enter")
    settle(page)
    expect(page.locator("#hits button[data-id^='slot:']")).to_have_count(0)  # no dart, no bullseye

    # Enter turn is off with no dart in: said to be off, out of the Tab order, and a press on it
    # (focus can wait on an off control) sends nothing to the game.
    enter = page.locator("#hits button[data-id='enter']")
    expect(enter).to_have_attribute("aria-disabled", "true")
    expect(enter).to_have_attribute("tabindex", "-1")
    sent = page.evaluate("pavilionUI.lastEventAt")
    enter.focus()
    page.keyboard.press("Enter")
    settle(page)
    assert page.evaluate("pavilionUI.lastEventAt") == sent, "a press on an off key reached the game"


DECISIONS = r"Call heads|Bat first|Roll the over|Attack and roll the over|Do not attack this over|Bowl .*|" \
            r"Skip the animation"


def test_crickee_toss_and_an_over_by_keyboard_then_the_hub_delete(page, open_app):
    page.set_viewport_size({"width": 1280, "height": 720})
    go(page, open_app, "#/crickee")
    tab_to(page, "Start the match")
    record_focus(page)
    page.keyboard.press("Enter")
    assert saved_matches(page, "crickee-") == [], "nothing is saved before the first move"
    name = wait_for_focus(page, "Call heads", "Start the match")
    passed_through_only(page, "toss:heads", "Start the match")  # waiting on it while it is armed
    record_focus(page)
    page.keyboard.press("Enter")
    expect(page.locator(LIVE)).to_contain_text(re.compile(r"^(Heads|Tails)\. (You won|You lost) the toss"))
    for step in range(12):  # the toss answered, bat or bowl, then decisions until an over lands
        rolled = any(a["type"] == "roll" for m in saved_matches(page, "crickee-") for a in m["match"]["actions"])
        if rolled and not page.locator("#hits button[aria-label='Skip the animation']").count():
            break
        name = wait_for_focus(page, DECISIONS, f"{name} (step {step})")
        passed_through_only(page, r"toss:.*|elect:.*|bowler:.*|attack:.*|roll|skip", name)
        record_focus(page)
        page.keyboard.press("Enter")
    else:
        raise AssertionError("no over was rolled by keyboard")
    expect(page.locator(LIVE)).to_contain_text(re.compile(r"\d+ for \d+"))
    assert not re.search(r"\d+/\d+", page.locator(LIVE).text_content()), "a score is said '7 for 1'"
    focus_is_on_the_page(page, "the over landed")

    # The hub: Delete asks, Keep keeps (focus back on Delete), Delete for good deletes.
    press(page, "Back to the hub", back=True)
    assert press(page, "Delete Crickee: .*").startswith("Keep Crickee")
    page.keyboard.press("Enter")
    assert focus_is_on_the_page(page, "Keep").startswith("Delete Crickee")
    page.keyboard.press("Enter")
    assert press(page, "Delete for good: Crickee.*", back=True) == "Random Cricket"
    assert saved_matches(page) == []


def test_card_cricket_a_cover_by_keyboard(page, open_app):
    page.set_viewport_size({"width": 360, "height": 640})
    go(page, open_app, "#/cards")
    press(page, "Instant dealing")
    tab_to(page, "Start the match", back=True)
    record_focus(page)
    page.keyboard.press("Enter")
    assert saved_matches(page, "card-cricket-") == [], "nothing is saved before the first move"
    wait_for_focus(page, "Call heads", "Start the match")
    passed_through_only(page, "toss:heads", "Start the match")
    record_focus(page)
    page.keyboard.press("Enter")
    expect(page.locator(LIVE)).to_contain_text("it came down")
    name = wait_for_focus(page, r"Bat first|Cover the .*|Pass: .*|Rematch with the same deal", "the toss")
    answers = r"skip|elect:bat|cover:.*|pass|rematch"  # Skip to now while dealing, then the question's first
    passed_through_only(page, answers, "the toss")
    if name == "Bat first":
        record_focus(page)
        page.keyboard.press("Enter")
        name = wait_for_focus(page, r"Cover the .*|Pass: .*|Rematch with the same deal", "Bat first")
        passed_through_only(page, answers, "Bat first")
    if name.startswith("Cover the "):  # about one club match in sixteen asks no choice at all
        page.keyboard.press("Enter")
        expect(page.locator(LIVE)).to_contain_text(re.compile(r"^Covered: .+\. New cards: .+\."))
        focus_is_on_the_page(page, "a cover")


def test_cosmic_a_step_by_keyboard(page, open_app):
    page.set_viewport_size({"width": 1280, "height": 720})
    go(page, open_app, "#/cosmic")
    press(page, "Single match: two managers")
    tab_to(page, "Start")
    record_focus(page)
    page.keyboard.press("Enter")
    expect(page.locator("#screen-text")).to_contain_text("Turn 1 of 5")
    assert wait_for_focus(page, "Run turn 1", "Start") == "Run turn 1", "after Start, the turn to run"
    passed_through_only(page, "run", "Start")
    page.keyboard.press("Enter")
    assert focus_is_on_the_page(page, "Run turn 1") == "Wait for the orders", "the question's first answer"
    press(page, "Run turn 1 anyway")
    expect(page.locator("#print-doc h1")).to_contain_text("issue 1")
    press(page, "Back to the games master's table", back=True)


def test_a_501_visit_on_the_number_pad_by_keyboard(page, open_app):
    page.set_viewport_size({"width": 1280, "height": 720})
    go(page, open_app, "#/x01")
    press(page, "Take player 2 off")
    press(page, "121 to start")
    assert press(page, "Start game") == "1", "after Start game, focus goes to the number pad's first digit"
    assert press(page, "6") == "6", "focus stays on a digit that is still there"
    assert press(page, "0") == "0"
    assert press(page, "Enter the visit total") == "Enter the visit total", "Enter is still on: focus stays"
    expect(page.locator(LIVE)).to_have_text("Player 1: 60. Player 1 to throw, 61 left.")
    press(page, "6", back=True)
    press(page, "1", back=True)
    assert press(page, "Enter the visit total") == "2 darts", "a checkout's question: its first answer"
    expect(page.locator(LIVE)).to_contain_text("Checked out with 61! How many darts did it take?")
    page.keyboard.press("Enter")
    assert focus_is_on_the_page(page, "2 darts") == "1 at a double", "the next question's first answer"
    page.keyboard.press("Enter")
    expect(page.locator(LIVE)).to_contain_text("Player 1 wins the match.")
    focus_is_on_the_page(page, "the leg won")
    assert press(page, "Menu") == "Undo last visit", "an opened menu: its first item"
    press(page, "Close the menu", back=True)


def test_a_practice_visit_by_keyboard(page, open_app):
    page.set_viewport_size({"width": 360, "height": 640})
    go(page, open_app, "#/practice")
    assert press(page, "Start Around the Clock") == "1", "after Start, the keypad's first bed"
    for dart, said, then in (("1", "Dart 2 at 2.", "1"), ("2", "Dart 3 at 3.", "2"),
                             ("Miss", "Player 1 to throw at 3.", "1")):  # the visit's last: the next one's first bed
        assert press(page, dart) == then, f"after {dart}, focus on {then}"
        expect(page.locator(LIVE)).to_contain_text(said)
    for _ in range(3):  # the visit taken back dart by dart: Back goes off at the last
        press(page, "Back: undo the last dart", back=True)
    assert focused(page)["name"] == "1", "Back gone off: focus goes to the next dart's first bed"
    expect(page.locator(LIVE)).to_contain_text("Player 1 to throw at 1.")
    press(page, "Double")
    assert press(page, "1: double 1") == "1", "the same key, named again: a dart puts Single back"
    expect(page.locator("#hits button[data-id='slot:0']")).to_have_accessible_name(
        "D1: double 1, dart 1. Tap to take it out")


def test_a_501_visit_against_the_computer_by_keyboard(page, open_app):
    """While the computer's darts show on the keypad, focus waits on its Totals key: never on a bed,
    where a quick Enter threw a dart for the player, nor on Back to the hub; then the first digit."""
    page.set_viewport_size({"width": 1280, "height": 720})
    go(page, open_app, "#/x01")
    press(page, "Person: player 2, tap to change")  # a computer
    press(page, "Start game")
    press(page, "6")
    press(page, "0")
    tab_to(page, "Enter the visit total")
    record_focus(page)
    page.keyboard.press("Enter")
    expect(page.locator(LIVE)).to_contain_text("Droid 1")
    page.wait_for_function("document.activeElement.dataset.id === 'digit:1'", timeout=15_000)
    passed_through_only(page, "mode:totals|digit:1", "Enter the visit total")
    expect(page.locator(LIVE)).to_contain_text("Player 1 to throw")


def test_a_control_moved_in_the_order_keeps_focus(page, open_app):
    """A press that reorders the mirror (a drill chosen, a player taken off) leaves focus on the
    control pressed while it is there; one gone hands focus to the next player's row or Add player,
    never to Back to the hub, where a second Enter left."""
    page.set_viewport_size({"width": 1280, "height": 720})
    go(page, open_app, "#/practice")
    tab_to(page, "Bob's 27: .*")
    drill = focused(page)["name"]
    record_focus(page)
    page.keyboard.press("Enter")
    expect(page.locator("#hits button[aria-label='Start Bob\\'s 27']")).to_have_count(1)
    assert focus_is_on_the_page(page, "Bob's 27") == drill
    passed_through_only(page, r"drill:.*", "Bob's 27")

    page.set_viewport_size({"width": 360, "height": 640})
    go(page, open_app, "#/x01")
    press(page, "Add player")
    tab_to(page, "Take player 2 off")
    record_focus(page)
    page.keyboard.press("Enter")
    assert focus_is_on_the_page(page, "Take player 2 off") == "Player 2 name", "the player now in that row"
    passed_through_only(page, "name:1", "Take player 2 off")
    tab_to(page, "Take player 2 off")
    record_focus(page)
    page.keyboard.press("Enter")
    assert focus_is_on_the_page(page, "Take player 2 off") == "Add player", "no row after it: Add player"
    passed_through_only(page, "add-player", "Take player 2 off")


def test_enter_in_a_name_box_keeps_the_name_and_moves_on(page, open_app):
    page.set_viewport_size({"width": 1280, "height": 720})
    go(page, open_app, "#/x01")
    tab_to(page, "Player 1 name")
    page.keyboard.type("Ann")
    record_focus(page)
    page.keyboard.press("Enter")
    assert focus_is_on_the_page(page, "Enter in a name box") == "Person: player 1, tap to change", "as Tab would"
    passed_through_only(page, "bot:0", "Enter in a name box")
    tab_to(page, "Player 2 name")
    page.keyboard.type("Bob")
    page.keyboard.press("Enter")
    press(page, "Start game")
    expect(page.locator(LIVE)).to_contain_text("Ann to throw")


def test_a_501_total_typed_on_the_keyboard_is_entered_by_enter(page, open_app):
    """Digits typed while focus is on the pad's 1 move focus to its Enter key: Enter enters the total
    typed (it pressed the 1, and 60 became 601)."""
    page.set_viewport_size({"width": 1280, "height": 720})
    go(page, open_app, "#/x01")
    assert press(page, "Start game") == "1"
    page.keyboard.type("60")
    settle(page)
    page.keyboard.press("Enter")
    expect(page.locator(LIVE)).to_have_text("Player 1: 60. Player 2 to throw, 501 left.")
    page.keyboard.type("6")
    settle(page)
    page.keyboard.press("Enter")
    expect(page.locator(LIVE)).to_have_text("Player 2: 6. Player 1 to throw, 441 left.")


def test_a_key_while_the_computers_darts_show_only_skips_them(page, open_app):
    """Random Cricket: a second Enter while the computer's darts show skips the show and throws
    no dart for the player (a finger's tap on a bed still counts: test_darts_screen)."""
    page.set_viewport_size({"width": 1280, "height": 720})
    go(page, open_app, "#/darts")
    press(page, "Person: player 2, tap to change")
    press(page, "20-15: standard board, 20 to 15 and the bull")
    assert press(page, "Start game") == "20"
    page.keyboard.press("Enter")
    tab_to(page, "Enter turn")
    page.keyboard.press("Enter")
    expect(page.locator(LIVE)).to_contain_text("Droid 1")
    wait_for_focus(page, "20", "Enter turn")
    expect(page.locator("#screen-text")).to_contain_text("Droid 1 throwing")
    page.keyboard.press("Enter")  # the computer's darts still showing
    expect(page.locator("#screen-text")).not_to_contain_text("Droid 1 throwing")  # the show skipped
    settle(page)
    expect(page.locator("#hits button[data-id^='slot:']")).to_have_count(0)  # no dart thrown for the player

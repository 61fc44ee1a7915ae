"""Where the screens send focus after a key press (issue 27): the named control ui.js falls back to
when the focused one is gone, and a key press that must not throw a dart while a computer's show."""

from pavilion import darts, x01


def focus(d):
    return d.bridge.scene["focus"]


def region(d, label):
    return next(r["id"] for r in d.bridge.scene["regions"] if r["label"] == label)


def key_tap(d, label):
    """A press with no pointer (Enter or Space on a button, a screen reader's press): ui.js says by_key."""
    d.send(type="tap", id=region(d, label), by_key=True)


def test_a_total_typed_on_the_keyboard_names_the_pads_enter(make_driver):
    d = make_driver(hash_="#/x01", w=1280, h=720)
    d.tap("Start game")
    assert focus(d) == "digit:1"
    for key in "60":
        d.send(type="key", key=key)
    assert focus(d) == "enter-total", "Enter on the digit focus was on would make the total 601"
    d.tap("Enter the visit total")
    assert x01.replay(d.app.screen.match)["visits"][-1]["total"] == 60
    assert focus(d) == "digit:1", "the next visit's total starts on the first digit again"
    d.tap("6")  # tapped on the pad: focus stays with the digit the player is on (ui.js keeps it)
    assert focus(d) == "digit:1"


def test_after_take_player_off_the_next_players_row_or_add_player(make_driver):
    for game in ("x01", "darts", "practice"):
        d = make_driver(hash_=f"#/{game}", w=1280, h=720)
        while sum(r["id"].startswith("name:") for r in d.bridge.scene["regions"]) < 3:
            d.tap("Add player")
        d.tap("Take player 1 off")
        assert focus(d) == "name:0", f"{game}: the player now in the row taken off"
        assert d.bridge.scene["grab"], f"{game}: at once, not left on a key that takes off the next player"
        last = max(int(r["id"].split(":")[1]) for r in d.bridge.scene["regions"] if r["id"].startswith("name:"))
        d.tap(f"Take player {last + 1} off")
        assert focus(d) == "add-player", f"{game}: no row after the last: Add player"


def test_a_key_while_the_computers_darts_show_only_skips_them_in_random_cricket(make_driver):
    d = make_driver(hash_="#/darts")
    d.tap("Person: player 2, tap to change")
    d.tap("Start game")
    d.tap("Miss")
    d.tap("Enter turn")
    assert d.bridge.scene["timer"], "the computer's darts are showing"
    key_tap(d, "Miss")
    assert d.bridge.scene["timer"] is None and d.app.screen.visit == [], "skipped, and no dart thrown"
    assert len(darts.replay(d.app.screen.match)["turns"]) == 2
    key_tap(d, "Miss")
    assert d.app.screen.visit == ["M"], "the show over, a key throws as ever"


def test_a_key_while_the_computers_darts_show_only_skips_them_in_501_darts(make_driver):
    d = make_driver(hash_="#/x01", w=1280, h=720)
    d.tap("Person: player 2, tap to change")
    d.tap("Start game")
    d.tap("Darts: enter dart by dart")
    d.tap("Miss")
    d.tap("Enter visit")
    assert d.bridge.scene["timer"], "the computer's darts are showing"
    key_tap(d, "Miss")
    assert d.app.screen.reveal is None and d.app.screen.visit == [], "skipped, and no dart thrown"
    key_tap(d, "Miss")
    assert d.app.screen.visit == ["M"]


def test_a_finger_on_a_bed_while_the_computers_darts_show_still_counts(make_driver):
    d = make_driver(hash_="#/x01", w=1280, h=720)
    d.tap("Person: player 2, tap to change")
    d.tap("Start game")
    d.tap("Darts: enter dart by dart")
    d.tap("Miss")
    d.tap("Enter visit")
    d.tap("Miss")
    assert d.app.screen.reveal is None and d.app.screen.visit == ["M"], "no tap lost"


def test_the_won_501_leg_names_rematch(make_driver):
    d = make_driver(hash_="#/x01", w=1280, h=720)
    d.tap("Take player 2 off")
    d.tap("121 to start")
    d.tap("Start game")
    for key in "121":
        d.send(type="key", key=key)
    d.send(type="tap", id="enter-total", by_key=True)
    while d.app.screen.asking:  # each question's first answer, by key (a finger's waits out a tick first)
        d.send(type="tap", id=d.bridge.scene["focus"], by_key=True)
    while d.bridge.scene["timer"]:  # the leg won, called over the status line a moment
        d.send(type="tick")
    assert x01.replay(d.app.screen.match)["winner"] == 0 and focus(d) == "rematch"


def test_the_pass_the_screen_page_names_i_am_the_manager(make_driver):
    d = make_driver(hash_="#/cosmic", w=1280, h=720)
    d.tap("Single match: two managers")
    d.tap("Start")
    opens = [r["label"] for r in d.bridge.scene["regions"] if r["id"].startswith("cover:")]
    d.tap(opens[0])
    assert d.bridge.scene["focus"].startswith("desk:")
    assert next(r["label"] for r in d.bridge.scene["regions"] if r["id"] == focus(d)).endswith(": open my desk")

"""The Random Cricket scoreboard driven the way a player drives it: taps on its accessible buttons."""


import pytest

from pavilion import darts
from ui.storage import MemoryBackend
from ui_helpers import check_layout

SIZES = [(800, 480), (1280, 720), (720, 1280), (360, 640)]




def start(make_driver, names=("Ann", "Bob"), board="Standard board", w=1280, h=720, mode="hub", backend=None):
    d = make_driver(w=w, h=h, hash_="#/darts", backend=backend, mode=mode)
    for i, name in enumerate(names):
        if i >= 2:
            d.tap("Add player")
        d.send(type="input", id=f"name:{i}", value=name)
    d.tap(board)
    d.tap("Start game")
    return d


def throw(d, *darts_):
    """Enter a visit through the keypad: multiplier, then bed; 'M' is Miss."""
    for dart in darts_:
        if dart == "M":
            d.tap("Miss")
            continue
        mult, bed = dart[0], dart[1:]
        word = {"S": "", "D": "Double ", "T": "Treble "}[mult]
        if mult != "S":
            d.tap({"D": "Double", "T": "Treble"}[mult])
        d.tap(f"{word}{'Bull' if bed == 'B' else bed}")
    d.tap("Enter turn")


def state(d):
    return darts.replay(d.app.screen.match)


def tap_prefix(d, prefix):
    label = next(lbl for lbl in d.labels() if lbl.startswith(prefix))
    return d.tap(label)


def test_a_whole_two_player_game_by_taps(make_driver):
    d = start(make_driver)
    assert "Round 1 \u00b7 Ann to throw" in d.texts()
    throw(d, "T20", "T19", "T18")
    assert d.live == "Ann: T20, T19, T18: 9 marks, 0 points"
    throw(d, "M")
    throw(d, "T17", "T16", "T15")
    throw(d, "S20", "M", "M")
    throw(d, "DB", "SB")
    s = state(d)
    assert s["winner"] == 0 and s["game_over"] and not s["ended"]
    assert "Game over: Ann wins" in d.texts()
    d.tap("End game")
    assert "End game" not in d.labels() or d.app.screen.panel == "confirm"
    d.tap("End the game now")
    assert state(d)["ended"] and "Game ended: Ann wins" in d.texts()
    d.tap("Rematch on a new board")
    assert state(d)["turns"] == [] and d.app.screen.match["seed"] != s["seed"]


def test_the_visit_being_entered_survives_a_reload(make_driver):
    backend = MemoryBackend()
    d = start(make_driver, backend=backend)
    d.tap("Treble")
    d.tap("Treble 20")
    d.tap("19")
    match_id = d.app.screen.match_id
    again = make_driver(w=800, h=480, hash_=f"#/darts?id={match_id}", backend=backend)
    assert again.app.screen.visit == ["T20", "S19"]
    assert "Dart 1: Treble twenty. Tap to take it out" in again.labels()
    again.tap("Dart 1: Treble twenty. Tap to take it out")
    assert again.app.screen.visit == ["S19"]
    assert make_driver(backend=backend, hash_=f"#/darts?id={match_id}").app.screen.visit == ["S19"]


def test_a_treble_bull_is_refused_with_the_engines_sentence(make_driver):
    d = start(make_driver)
    d.tap("Treble")
    d.tap("Treble Bull")
    assert d.app.screen.visit == []
    assert "treble bull" in d.live.lower()
    assert d.live in d.texts()


def test_a_fifth_player_is_refused_and_shown(make_driver):
    d = make_driver(hash_="#/darts")
    for _ in range(2):
        d.tap("Add player")
    d.tap("Add player")
    assert d.live == "Random Cricket is for 1 to 4 players."
    assert d.live in d.texts()
    assert len(d.app.screen.players) == 4


def test_start_refuses_a_missing_name(make_driver):
    d = make_driver(hash_="#/darts")
    d.send(type="input", id="name:0", value="Ann")
    d.tap("Start game")
    assert d.app.screen.match is None and d.live == "Player 2's name cannot be blank."


def test_a_correction_that_changes_the_winner(make_driver):
    d = start(make_driver)
    throw(d, "T20", "T19", "T18")
    throw(d, "T20", "T19", "T18")
    throw(d, "T17", "T16", "T15")
    throw(d, "T17", "T16", "T15")
    throw(d, "DB", "SB", "M")
    assert state(d)["winner"] == 0
    d.tap("Menu")
    d.tap("Turn history and corrections")
    tap_prefix(d, "Correct turn 5:")
    assert "Correcting turn 5" in d.texts()
    for _ in range(3):
        d.tap("Miss")
    d.tap("Save correction")
    s = state(d)
    assert s["winner"] is None and s["to_throw"] == 1
    throw(d, "DB", "SB")
    assert state(d)["winner"] == 1 and "Game over: Bob wins" in d.texts()


def test_a_bot_throws_after_the_person(make_driver):
    d = make_driver(hash_="#/darts")
    d.send(type="input", id="name:0", value="Ann")
    d.tap("Player 2 is person: change")
    d.tap("Start game")
    throw(d, "M")
    s = state(d)
    assert [t["seat"] for t in s["turns"]] == [0, 1] and s["to_throw"] == 0


def test_undo_and_remove_and_the_caller(make_driver):
    d = start(make_driver, names=("Ann", "Bob", "Cy"))
    throw(d, "T20")
    d.tap("Menu")
    d.tap("Caller: speak each dart")
    d.tap("Undo last turn")
    assert state(d)["turns"] == [] and d.app.screen.caller
    assert d.bridge.scene["speak"][1] == "Caller on"
    d.tap("Menu")
    d.tap("Remove a player")
    d.tap("Remove Cy")
    assert state(d)["seats"][2]["in_game"]  # not yet: it asks first
    d.tap("Remove them")
    assert not state(d)["seats"][2]["in_game"]
    d.tap("Miss")
    assert d.bridge.scene["speak"][1] == "miss"


def test_a_stray_tap_cannot_end_a_kiosk_game(make_driver):
    d = start(make_driver, mode="kiosk", w=800, h=480)
    assert "Back to the hub" not in d.labels()
    d.tap("Menu")
    d.tap("End game")
    assert not state(d)["ended"]
    d.tap("Cancel")
    assert not state(d)["ended"] and d.app.screen.panel == "keypad"


def test_the_kiosk_resumes_its_match_and_keeps_a_picture(make_driver):
    backend = MemoryBackend()
    first = make_driver(backend=backend, w=800, h=480, mode="kiosk")
    for i, name in enumerate(("Ann", "Bob")):
        first.send(type="input", id=f"name:{i}", value=name)
    first.tap("Start game")
    first.tap("Miss")
    kiosk = make_driver(backend=backend, w=800, h=480, mode="kiosk")
    assert kiosk.app.screen.match_id == first.app.screen.match_id and kiosk.app.screen.visit == ["M"]
    assert kiosk.bridge.scene["snapshot"] == first.app.screen.match_id


@pytest.mark.parametrize("w,h", SIZES)
def test_every_panel_fits_at_every_size(make_driver, w, h):
    d = start(make_driver, names=("Ann", "Bob", "Cy", "Dee"), w=w, h=h)
    d.tap("Treble")
    panels = ["Another bed", "Dartboard: tap where the dart landed", "Menu"]
    for panel in panels:
        scene = d.tap(panel)
        check_layout(scene)
        assert all(r["x"] + r["w"] <= w and r["y"] + r["h"] <= scene["h"] for r in scene["regions"])
        if panel != "Menu":
            d.tap("Back to the keypad")
    for panel in ("Turn history and corrections", "Share this board", "Remove a player"):
        scene = d.tap(panel)
        check_layout(scene)
        d.tap("Menu" if "Menu" in d.labels() else "Back to the keypad")
        if "Close the menu" in d.labels():
            continue
        d.tap("Menu")
    if h < 600 or w > h:
        assert d.bridge.scene["h"] == h  # the kiosk sizes never scroll


def test_a_dartboard_tap_enters_the_bed_under_the_finger(make_driver):
    d = start(make_driver)
    d.tap("Dartboard: tap where the dart landed")
    region = next(r for r in d.bridge.scene["regions"] if r["label"].startswith("Dartboard"))
    r = region["w"] / 2
    d.send(type="tap", id=region["id"], x=r, y=r - r * 103 / (170 * 1.18))  # straight up: treble 20
    assert d.app.screen.visit == ["T20"]


def test_a_shared_board_link_deals_the_same_board(make_driver):
    d = start(make_driver, board="Random board")
    throw(d, "M")
    d.tap("Menu")
    d.tap("Share this board")
    d.tap("Copy the link")
    link = d.bridge.copied
    assert link in d.texts() and link.startswith("http://127.0.0.1:8000/#/darts?m=P1.")
    friend = make_driver(hash_=link[len("http://127.0.0.1:8000/"):])
    theirs, mine = state(friend), state(d)
    assert theirs["board"] == mine["board"] and theirs["turns"] == []
    assert [s["name"] for s in theirs["seats"]] == ["Ann", "Bob"]


def test_a_half_filled_set_up_survives_a_reload_and_start_clears_it(make_driver):
    backend = MemoryBackend()
    d = make_driver(hash_="#/darts", backend=backend)
    d.send(type="input", id="name:0", value="Ann")
    d.tap("Add player")
    d.send(type="input", id="name:2", value="Cy")
    d.tap("Standard board")
    d.tap("Round limit 15")
    again = make_driver(hash_="#/darts", backend=backend, mode="kiosk")
    screen = again.app.screen
    assert [p["name"] for p in screen.players] == ["Ann", "", "Cy"]
    assert (screen.board_kind, screen.limit) == ("standard", 15)
    again.send(type="input", id="name:1", value="Bob")
    again.tap("Start game")
    assert again.app.store.setting("darts-setup") is None


def test_a_tampered_set_up_draft_is_ignored(make_driver):
    backend = MemoryBackend({"pavilion/setting/darts-setup": '{"players": [{"name": 5}], "board": "moon"}'})
    d = make_driver(hash_="#/darts", backend=backend)
    assert [p["name"] for p in d.app.screen.players] == ["", ""] and d.app.screen.board_kind == "random"

"""The 501 screen driven the way a player drives it: taps on its accessible buttons, the saves it
makes, and the sizes a player at the oche needs, measured from the scene."""

import re

import pytest
from pavilion import x01
from pavilion.darts.announce import dart_said
from qr_decode import decode
from test_share_phone import NETWORK
from ui.copies import MemoryBackend
from ui.oche import keypad, numpad, seat
from ui.screens.x01 import board
from ui_helpers import check_layout, qr_from_scene, texts

SIZES = [(800, 480), (1280, 720), (720, 1280), (360, 640), (640, 360), (360, 480)]


def start(make_driver, names=("Ann", "Bob"), start_at=121, w=800, h=480, bots=(), mode="hub", backend=None):
    """A new game through the set-up: `bots` are seats made computers (level 1, averaging 30)."""
    d = make_driver(w=w, h=h, hash_="#/x01", mode=mode, backend=backend)
    if len(names) == 1:
        d.tap("Take player 2 off")
    for i, name in enumerate(names):
        if i >= 2:
            d.tap("Add player")
        d.send(type="input", id=f"name:{i}", value=name)
    for i in bots:
        d.tap(f"Person: player {i + 1}, tap to change")
    d.tap(f"{start_at} to start")
    d.tap("Start game")
    return d


def total(d, n):
    for digit in str(n):
        d.tap(digit)
    d.tap("Enter the visit total")


def answer(d, label):
    """Answer a question as a finger does: after the tick that ends its double-tap guard."""
    d.send(type="tick")
    d.tap(label)


def state(d):
    return x01.replay(d.app.screen.match)


def saved(d):
    match_id = d.app.screen.match_id
    return d.store.load(match_id)


def score_inks(scene, score):
    """The ink heights of every drawing of `score` (a text op's font size times the digits' ink ratio)."""
    out = []
    for op in scene["ops"]:
        if op[0] == "text" and op[3] == str(score):
            size = int(re.search(r"(\d+)px", op[4]).group(1))
            out.append(size * seat.INK)
    return out


def test_the_pad_types_a_total_that_goes_in_and_is_saved_with_each_key(make_driver):
    d = start(make_driver)
    d.tap("6")
    assert saved(d)[1]["typed"] == "6"  # the key is saved before Enter
    d.tap("0")
    d.tap("Enter the visit total")
    st = state(d)
    assert st["players"][0]["score"] == 61 and st["to_throw"] == 1
    assert saved(d)[0]["actions"][-1] == {"type": "visit", "seat": 0, "total": 60}
    assert saved(d)[1]["typed"] == ""


def test_an_impossible_total_is_refused_in_the_engines_words_and_nothing_changes(make_driver):
    d = start(make_driver, start_at=501)
    total(d, 179)
    assert "179" in d.live and state(d)["players"][0]["score"] == 501
    assert d.app.screen.typed == "179"  # the total stays to fix with Back


def test_back_takes_out_a_digit_then_takes_back_the_last_visit_into_the_pad(make_driver):
    d = start(make_driver)
    total(d, 45)
    total(d, 26)
    d.tap("Back: take back the last visit")
    st = state(d)
    assert [v["total"] for v in st["visits"]] == [45] and d.app.screen.typed == "26"
    d.tap("Back: take out the last digit")
    assert d.app.screen.typed == "2"


def test_a_checkout_total_asks_the_darts_then_the_darts_at_a_double(make_driver):
    d = start(make_driver, start_at=170)
    total(d, 130)
    total(d, 100)  # Bob
    total(d, 40)  # Ann checks out on 40
    assert "How many darts" in " ".join(texts(d.bridge.scene))
    answer(d, "2 darts")
    assert "Darts thrown at a double?" in " ".join(texts(d.bridge.scene))
    answer(d, "2 at a double")
    st = state(d)
    assert st["winner"] == 0
    last = saved(d)[0]["actions"][-1]
    assert last["checkout"] == 2 and last.get("at_double", 1) == 2
    assert st["players"][0]["stats"]["checkout_pct"] == 50


def test_a_total_thrown_with_a_finish_on_asks_the_darts_at_a_double(make_driver):
    d = start(make_driver, names=("Ann",), start_at=121)
    total(d, 81)  # 40 left
    total(d, 20)  # 20 left: a finish was on
    answer(d, "3 at a double")
    assert saved(d)[0]["actions"][-1]["at_double"] == 3
    assert state(d)["players"][0]["stats"]["at_double"] == 3


def test_bust_is_a_button_and_scores_nothing(make_driver):
    d = start(make_driver)
    d.tap("Bust: the visit scores nothing")
    st = state(d)
    assert st["players"][0]["score"] == 121 and st["visits"][0]["bust"] and st["to_throw"] == 1


def test_dart_by_dart_the_board_follows_each_dart_with_the_route(make_driver):
    d = start(make_driver, start_at=170)
    d.tap("Darts: enter dart by dart")
    d.tap("Treble")
    d.tap("20: treble 20")
    words = " ".join(texts(d.bridge.scene))
    assert "110 left" in words and "checkout T20 DB" in words
    d.tap("Treble")
    d.tap("20: treble 20")
    d.tap("Double")
    d.tap("Bull: bullseye")
    d.tap("Enter visit")
    assert state(d)["winner"] == 0
    assert saved(d)[0]["actions"][-1]["darts"] == ["T20", "T20", "DB"]


def test_the_dartboard_takes_a_tap_where_the_dart_landed(make_driver):
    d = start(make_driver)
    d.tap("Darts: enter dart by dart")
    d.tap("Board: tap the dartboard where each dart landed")
    spot = next(r for r in d.bridge.scene["regions"] if r["id"].startswith("dartboard:"))
    d.send(type="tap", id=spot["id"], x=spot["w"] / 2, y=spot["h"] / 2)  # the bull's eye
    assert d.app.screen.visit == ["DB"]


def test_computer_visits_are_shown_dart_by_dart_then_the_board_moves_on(make_driver):
    d = start(make_driver, names=("Ann", "Droid 1"), bots=(1,))
    total(d, 26)
    scene = d.bridge.scene
    assert scene["timer"] and "Droid 1 throwing" in " ".join(texts(scene))
    for _ in range(10):
        if not d.bridge.scene["timer"]:
            break
        d.send(type="tick")
    st = state(d)
    assert st["to_throw"] == 0 and st["visits"][-1]["bot"] and len(st["visits"]) == 2
    droid = ", ".join(dart_said(dart) for dart in st["visits"][-1]["darts"])  # the person's visit is said too
    assert d.live.startswith(f"Ann: 26. Droid 1: {droid}: ") and d.live.endswith(". Ann to throw, 95 left.")


@pytest.mark.parametrize("players", [2, 4])
def test_the_remaining_scores_are_the_largest_ink_on_the_kiosk(make_driver, players):
    names = ("Ann", "Bob", "Cy", "Di")[:players]
    d = start(make_driver, names=names, start_at=501)
    inks = score_inks(d.bridge.scene, 501)
    assert len(inks) == players and min(inks) >= {2: 56, 4: 40}[players]
    others = [int(re.search(r"(\d+)px", op[4]).group(1)) * seat.INK for op in d.bridge.scene["ops"]
              if op[0] == "text" and op[3] != "501"]
    assert min(inks) > max(others)


@pytest.mark.parametrize("w,h", SIZES)
@pytest.mark.parametrize("players", [1, 2, 4])
def test_every_panel_fits_every_screen(make_driver, w, h, players):
    d = start(make_driver, names=("Ann", "Bob", "Cy", "Di")[:players], w=w, h=h, start_at=170)
    check_layout(d.bridge.scene)
    assert "Enter the visit total" in d.labels()
    for open_ in ("Darts: enter dart by dart", "Board: tap the dartboard where each dart landed", "Keypad: enter dart by dart",
                  "Totals: type each visit's total"):
        d.tap(open_)
        check_layout(d.bridge.scene)
    for page in ("Stats", "How to play", "Share this game"):
        d.tap("Menu")
        check_layout(d.bridge.scene)
        d.tap(page)
        check_layout(d.bridge.scene)
        d.tap("Done: back to the keypad")
    total(d, 170 - 40)
    for _ in range(players - 1):
        total(d, 60)
    total(d, 40)
    if "2 darts" in d.labels():
        check_layout(d.bridge.scene)
        answer(d, "1 dart")
    assert state(d)["winner"] == 0
    check_layout(d.bridge.scene)
    assert "Rematch" in d.labels()
    d.tap("Visit history")
    check_layout(d.bridge.scene)


def test_a_correction_replays_the_match(make_driver):
    d = start(make_driver)
    total(d, 60)
    total(d, 41)
    d.tap("Menu")
    d.tap("Visit history and corrections")
    d.tap(next(lbl for lbl in d.labels() if lbl.startswith("Correct visit 1:")))
    assert d.app.screen.typed == "60"
    assert "Darts: enter dart by dart" not in d.labels()  # a correction is a total
    d.tap("Back: take out the last digit")
    d.tap("Back: take out the last digit")
    d.tap("8")
    d.tap("1")
    d.tap("Save correction")
    st = state(d)
    assert st["players"][0]["score"] == 40 and st["visits"][0]["corrected"]


def test_a_half_typed_total_and_darts_survive_a_reload(make_driver):
    d = start(make_driver)
    d.tap("4")
    again = make_driver(w=800, h=480, hash_=f"#/x01?id={d.app.screen.match_id}", backend=d.store.backend)
    assert again.app.screen.typed == "4"
    again.tap("Darts: enter dart by dart")
    again.tap("Treble")
    again.tap("19: treble 19")
    third = make_driver(w=800, h=480, hash_=f"#/x01?id={d.app.screen.match_id}", backend=d.store.backend)
    assert third.app.screen.visit == ["T19"] and third.app.screen.mode == "darts"


def test_the_kiosk_opens_on_the_last_game_played_whichever_it_was(make_driver):
    d = start(make_driver, mode="kiosk")
    assert d.bridge.scene["screen"] == "x01"
    total(d, 20)
    again = make_driver(w=800, h=480, hash_="", mode="kiosk", backend=d.store.backend)
    assert again.bridge.scene["screen"] == "x01" and state(again)["players"][0]["score"] == 101
    again.tap("Menu")
    again.tap("New game")
    again.tap("Start a new game")
    again.tap("Games: every game and drill")  # the kiosk's set-up offers every game (screens/games.py)
    again.follow()
    again.tap("Random Cricket: Cricket on six numbers dealt, and the bull")
    again.follow()
    assert again.bridge.scene["screen"] == "darts"


def test_the_pad_and_keypad_components_on_their_own():
    assert numpad.typed_after("", "0") == "0" and numpad.typed_after("0", "7") == "7"
    assert numpad.typed_after("18", "0") == "180" and numpad.typed_after("180", "1") == "180"
    assert keypad.dart_text("T", 20) == "T20" and keypad.dart_text("D", 25) == "DB"
    keys = keypad.bed_keys(keypad.every_bed(), "T")
    assert len(keys) == 22 and keys[-1][0] == "miss"
    assert [k for k in keys if k[0] == "target:25"][0][-1] is True  # no treble bull to tap


def test_an_undefined_average_is_a_dash_and_a_bust_reads_as_one():
    assert board.average(None) == "\u2013" and board.average(60) == "60.0"
    assert board.visit_text({"darts": None, "total": 0, "bust": True}) == "Bust"
    assert board.visit_text({"darts": ["T20", "T20", "T20"], "total": 180, "bust": False}) == "T20 T20 T20"


def test_the_caller_calls_the_engines_words_for_a_visit(make_driver):
    d = start(make_driver, start_at=501)
    d.tap("Menu")
    d.tap("Caller: off, calling each visit")
    d.tap("Close the menu")
    total(d, 180)
    spoken = d.bridge.scene["speak"]
    assert spoken and spoken[1] == " ".join(state(d)["calls"]) and "eighty" in spoken[1].lower()
    total(d, 26)
    assert d.bridge.scene["speak"][0] == spoken[0] + 1  # each visit is a new call


def test_names_played_before_are_offered_at_the_next_set_up(make_driver):
    d = start(make_driver, names=("Ann", "Bob"))
    d.tap("Menu")
    d.tap("New game")
    d.tap("Start a new game")
    d.tap("Take player 2 off")
    d.send(type="input", id="name:0", value="")
    d.tap("Bob: remembered player")
    assert d.app.screen.draft["players"][0]["name"] == "Bob"
    assert next(r for r in d.bridge.scene["regions"] if r["label"] == "Bob: remembered player")["pressed"]
    check_layout(d.bridge.scene)


def test_a_share_link_opens_the_game_as_it_stands_on_another_device(make_driver):
    d = start(make_driver)
    total(d, 60)
    d.tap("Menu")
    d.tap("Share this game")
    d.send(type="site", site=NETWORK)  # the server's answer: where a phone on the Wi-Fi can open the site
    link = next(r for r in d.bridge.scene["regions"] if r["id"] == "link")["input"]["value"]
    phone = make_driver(w=360, h=640, hash_=link[link.index("#"):])
    assert phone.bridge.scene["screen"] == "x01"
    st = state(phone)
    assert st["players"][0]["score"] == 61 and st["to_throw"] == 1
    total(phone, 41)  # scored on from there, saved on the phone
    assert phone.store.load(phone.app.screen.match_id)[0]["actions"][-1]["total"] == 41


def test_the_share_panel_is_the_shared_one_its_qr_and_link_never_loopback_and_twice_is_one_match(make_driver):
    d = start(make_driver)
    total(d, 60)
    d.tap("Menu")
    d.tap("Share this game")
    scene = d.send(type="site", site=NETWORK)
    labels = d.labels()
    assert "Follow this game" in labels and "Play this board" in labels
    link = next(r for r in scene["regions"] if r["id"] == "link")["input"]["value"]
    assert link.startswith("http://192.168.1.20:8000/#/x01?m=") and "127.0.0.1" not in link
    assert decode(qr_from_scene(scene)) == link
    assert "127.0.0.1" not in " ".join(str(op[3]) for op in scene["ops"] if op[0] == "text")
    backend = MemoryBackend()
    first = make_driver(w=360, h=640, hash_=link[link.index("#"):], backend=backend)
    again = make_driver(w=360, h=640, hash_=link[link.index("#"):], backend=backend)
    assert again.app.screen.match_id == first.app.screen.match_id and len(again.store.entries()) == 1

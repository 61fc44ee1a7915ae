"""The Custom Cricket picker in the darts set-up: six numbers by taps, refusals said, every key 48 px."""

import pytest
from pavilion import darts
from ui_helpers import check_layout


def open_picker(make_driver, w=800, h=480):
    d = make_driver(w=w, h=h, hash_="#/darts")
    d.tap("Custom board: pick six numbers")
    return d


@pytest.mark.parametrize("w, h", [(800, 480), (360, 640), (1280, 720)])
def test_the_picker_shows_twenty_toggles_and_the_count_and_fits(make_driver, w, h):
    d = open_picker(make_driver, w, h)
    scene = d.bridge.scene
    keys = [r for r in scene["regions"] if r["label"].endswith("on the custom board")]
    assert [r["caption"] for r in keys] == [str(n) for n in range(1, 21)]
    assert all(r["h"] >= 48 and r["w"] >= 48 for r in keys)
    check_layout(scene)
    assert scene["h"] <= h  # no scrolling
    assert "0 of 6 chosen + Bull" in [op[3] for op in scene["ops"] if op[0] == "text"]


def test_six_taps_then_start_plays_on_those_numbers_and_the_bull(make_driver):
    d = open_picker(make_driver)
    assert "Custom Cricket: new game" in [op[3] for op in d.bridge.scene["ops"] if op[0] == "text"]
    for n in (3, 17, 8, 20, 1, 11):
        d.tap(f"{n} on the custom board")
    assert d.live == "11 in. 6 of 6 chosen: ready to start."
    assert [r["pressed"] for r in d.bridge.scene["regions"] if r["label"] == "17 on the custom board"] == [True]
    d.tap("Done: back to the set-up")
    assert "20 17 11 8 3 1 and Bull" in [op[3] for op in d.bridge.scene["ops"] if op[0] == "text"]
    d.tap("Start game")
    m = d.app.screen.match
    assert m["options"]["board"] == "custom" and m["options"]["numbers"] == [20, 17, 11, 8, 3, 1]
    assert darts.replay(m)["board"] == [20, 17, 11, 8, 3, 1, 25]


def test_a_second_tap_takes_a_number_out(make_driver):
    d = open_picker(make_driver)
    d.tap("7 on the custom board")
    d.tap("7 on the custom board")
    assert d.live == "7 out. 0 of 6 chosen."


def test_a_seventh_number_is_refused_with_a_sentence_and_changes_nothing(make_driver):
    d = open_picker(make_driver)
    for n in range(1, 7):
        d.tap(f"{n} on the custom board")
    d.tap("7 on the custom board")
    assert "Six are chosen: tap one to take it out, then 7." in d.texts()
    assert d.app.screen.numbers == [1, 2, 3, 4, 5, 6]


def test_start_with_fewer_than_six_is_refused_and_the_picker_reopens(make_driver):
    d = open_picker(make_driver)
    for n in (20, 19, 18, 17):
        d.tap(f"{n} on the custom board")
    d.tap("Done: back to the set-up")
    d.tap("Start game")
    assert d.app.screen.match is None
    assert "Custom Cricket needs six numbers: 4 of 6 chosen. Tap 2 more." in d.texts()
    assert "20 on the custom board" in d.labels()


def test_the_chosen_numbers_survive_a_reload_of_the_set_up(make_driver):
    d = open_picker(make_driver)
    for n in (5, 9):
        d.tap(f"{n} on the custom board")
    d2 = make_driver(backend=d.store.backend, w=800, h=480, hash_="#/darts")
    assert d2.app.screen.numbers == [5, 9] and d2.app.screen.picking

"""The darts components on their own (ui/oche, ui/dartboard.offer): each draws what it is given into
a rectangle and offers its taps, with nothing kept between calls."""

import json

import pytest
from ui import dartboard
from ui.oche import grid, keypad, numpad
from ui.scene import LayoutError, Scene
from ui_helpers import check_layout


def scene_of(w=360, h=640):
    return Scene("test", w, h)


def regions(scene):
    return json.loads(scene.to_json())


@pytest.mark.parametrize("w,h", [(300, 272), (340, 390), (348, 330), (520, 420)])
def test_the_number_pad_offers_every_key_finger_sized_in_its_rectangle(w, h):
    scene = scene_of(w + 20, h + 20)
    numpad.draw(scene, 10, 10, w, h, "14", back_label="Back: take out the last digit",
                aside=("mode:darts", "Darts: enter dart by dart", "Darts", "ghost", None))
    drawn = regions(scene)
    check_layout(drawn)
    ids = {r["id"] for r in drawn["regions"]}
    assert ids == {f"digit:{n}" for n in range(10)} | {"back-entry", "bust", "enter-total", "mode:darts"}
    assert all(10 <= r["y"] and r["y"] + r["h"] <= h + 10.01 for r in drawn["regions"])
    assert any(op[0] == "text" and op[3] == "14" for op in drawn["ops"])  # the total typed, shown


def test_the_number_pad_refuses_a_rectangle_too_small_for_fingers():
    with pytest.raises(LayoutError):
        numpad.draw(scene_of(), 0, 0, 140, 300, "", back_label="Back")  # too narrow for three keys
    with pytest.raises(LayoutError):
        numpad.draw(scene_of(), 0, 0, 300, 250, "", back_label="Back")  # too short for five rows


def test_a_computers_darts_are_shown_not_offered_and_a_persons_can_be_taken_out():
    mine, theirs = scene_of(), scene_of()
    keypad.slots(mine, 0, 0, 340, 52, ["T20", "S5"])
    keypad.slots(theirs, 0, 0, 340, 52, ["T20", "S5"], thrower="Droid 2")
    assert [r["id"] for r in mine.regions] == ["slot:0", "slot:1", "back-dart"]
    assert [r["id"] for r in theirs.regions] == ["back-dart"]
    assert "Droid 2 throwing: T20, S5" in [t["text"] for t in theirs.spoken]


def test_the_multiplier_chosen_is_pressed_and_the_beds_follow_it():
    scene = scene_of()
    keypad.multipliers(scene, 0, 0, 340, 48, "D")
    assert [r["pressed"] for r in scene.regions] == [False, True, False]
    labels = [k[1] for k in keypad.bed_keys(keypad.every_bed(), "D")]
    assert labels[0] == "1: double 1" and "Bull: bullseye" in labels and labels[-1] == "Miss"


def test_rows_fill_the_height_and_hold_each_at_48_px():
    lines = grid.rows(100, 300, (1, 1, 4), gap=8)
    assert lines[-1][0] + lines[-1][1] == pytest.approx(400)
    assert all(h >= 48 for _, h in lines)


def test_the_drawn_dartboard_reads_a_tap_back_as_the_bed_under_it():
    scene = scene_of()
    dartboard.offer(scene, 10, 20, 300, targets=(20,))
    board = scene.regions[0]
    assert board["point"] and board["keyboard"] is False  # a key press has no aim
    _, arg = board["id"].split(":")
    radius = float(arg)
    assert dartboard.tapped(arg, {"x": radius, "y": radius}) == "DB"
    treble = (dartboard.TREBLE_IN + dartboard.TREBLE_OUT) / 2 / dartboard.SPAN * radius
    assert dartboard.tapped(arg, {"x": radius, "y": radius - treble}) == "T20"
    assert dartboard.tapped(arg, {"x": 0, "y": 0}) == "M"

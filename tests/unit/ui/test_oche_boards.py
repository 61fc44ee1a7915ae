"""The darts boards' rectangles at every size (issues 21, 23): the cricket targets' pills hold their
numbers (large text too), 501's end panel keeps its figures clear of its keys on a phone, and a phone
on its side reaches Enter visit without scrolling."""

import json

import pytest
from test_darts_screen import start as start_cricket
from test_darts_screen import throw
from test_x01_screen import start as start_x01
from test_x01_screen import total
from ui_helpers import check_layout

from ui import legible, theme
from ui.copies import MemoryBackend
from ui.oche import seat
from ui.screens.x01.entry import MODES
from ui.screens.x01.pages import figures
from ui.storage import SETTING

TARGETS = ("20", "19", "18", "17", "16", "15", "Bull")
PILLS = (theme.TURF_LIGHT, "#2a3a33")  # a live target's pill, a dead one's


def backend(large):
    store = MemoryBackend()
    if large:
        store.set(SETTING + "text-size", json.dumps("large"))
    return store


@pytest.mark.parametrize("large", [False, True], ids=["standard", "large-text"])
@pytest.mark.parametrize("w,h,players,mode", [(800, 480, 2, "kiosk"), (800, 480, 4, "kiosk"), (360, 640, 2, "hub"),
                                              (360, 640, 4, "hub"), (1280, 720, 4, "kiosk")])
def test_each_target_is_drawn_inside_its_pill(make_driver, w, h, players, mode, large):
    d = start_cricket(make_driver, names=("Ann", "Bob", "Cat", "Dan")[:players], w=w, h=h, mode=mode,
                      backend=backend(large))
    throw(d, "T20", "T20", "T20")  # 20 closed by Ann, still live for the others
    ops = d.bridge.scene["ops"]
    pills = [op[1:5] for op in ops if op[0] == "rect" and op[5] in PILLS and op[6] == 8]
    numbers = [op for op in ops if op[0] == "text" and op[3] in TARGETS and seat.DIGITS in op[4]]
    assert len(pills) == len(numbers) == 7
    for op in numbers:
        box = legible.text_box(op)  # the ink's height, its width as the painter draws it
        middle = (box[0] + box[2] / 2, box[1] + box[3] / 2, 0, 0)
        pill = next(p for p in pills if legible.touches(p, middle) or legible.holds(p, middle))
        assert legible.holds(pill, box, slack=0), (op[3], op[4], box, pill)


def test_a_won_501_on_a_phone_shows_every_figure_clear_of_its_keys(make_driver):
    d = start_x01(make_driver, start_at=501, w=360, h=640)
    for visit in (180, 100, 180, 100, 141):
        total(d, visit)
    d.send(type="tick")  # a question's answers wait out a double tap
    d.tap("1 at a double")  # 141 is a three-dart finish: only the darts at a double are asked
    scene = d.bridge.scene
    labels = [r["label"] for r in scene["regions"]]
    assert "Undo the last visit" in labels and "Rematch" in labels  # the end panel, Undo with it
    check_layout(scene)
    drawn = [op for op in scene["ops"] if op[0] == "text"]
    for what, _ in figures(d.app.screen.state()["players"][0]):
        assert what in [op[3] for op in drawn], what  # every figure, in the panel's own table
    keys = [(r["x"], r["y"], r["w"], r["h"]) for r in scene["regions"]]
    for op in drawn:
        box = legible.text_box(op)
        assert all(legible.holds(k, box, slack=1) or not legible.touches(k, box) for k in keys), op[3]


@pytest.mark.parametrize("w,h", [(740, 300), (640, 360), (800, 480), (360, 640), (667, 375)])
def test_dart_by_dart_reaches_enter_visit_without_scrolling(make_driver, w, h):
    d = start_x01(make_driver, start_at=501, w=w, h=h)
    d.tap("Darts: enter dart by dart")
    d.tap("Treble")
    d.tap("20: treble 20")
    scene = d.bridge.scene
    check_layout(scene)  # every key 48 px or more, on the screen, over no other
    labels = [r["label"] for r in scene["regions"]]
    for key in ("Enter visit", "Miss", "Bull", "Single", "Treble", MODES["board"], MODES["totals"]):
        assert key in labels, key
    d.tap("Enter visit")
    assert d.app.screen.state()["players"][0]["score"] == 441

"""501 read from the oche at the kiosk (800x480, issue 23): the status line at 24 px of ink on two
lines, the whole sentence said; and, in totals mode, the computer's darts shown on the dart keypad
take a tap only to skip them, so a player reaching for the number pad enters no dart."""

import re

import pytest
from test_x01_screen import saved, start, state, total
from ui.oche import seat
from ui_helpers import check_layout

STATUS_INK = 24


def status_line(scene) -> list:
    """[(text, ink)] drawn in the status bar, the rectangle holding Menu; the ink from the font size
    (0.70 a px in the board's narrow face: tests/e2e/test_x01.py measures it drawn)."""
    menu = next(r for r in scene["regions"] if r["label"] == "Menu")
    bar = min((op for op in scene["ops"] if op[0] == "rect" and op[1] <= menu["x"] and op[2] <= menu["y"]
               and op[1] + op[3] >= menu["x"] + menu["w"] and op[2] + op[4] >= menu["y"] + menu["h"]
               and op[3] > menu["w"]),  # not Menu's own
              key=lambda op: op[3] * op[4])
    return [(op[3], int(re.search(r"(\d+)px", op[4]).group(1)) * seat.INK)
            for op in scene["ops"] if op[0] == "text" and op[3] != "Menu"
            and bar[1] <= op[1] <= bar[1] + bar[3] and bar[2] <= op[2] <= bar[2] + bar[4]]


def headings(scene) -> list:
    return [t["text"] for t in scene["text"] if t["heading"]]


@pytest.mark.parametrize("names", [("Ann", "Bob"), ("Ann", "Bob", "Christopher", "Di")])
def test_the_status_line_is_read_from_the_oche_with_two_and_four_players(make_driver, names):
    d = start(make_driver, names=names, start_at=501, mode="kiosk")
    scene = d.bridge.scene
    assert status_line(scene) == [("Ann to throw", pytest.approx(seat.size_for(24) * seat.INK)),
                                  ("501 \u00b7 leg 1", pytest.approx(seat.size_for(24) * seat.INK))]
    assert min(ink for _, ink in status_line(scene)) >= STATUS_INK
    assert "Ann to throw \u00b7 501 \u00b7 leg 1" in headings(scene)  # the whole sentence is said
    check_layout(scene)  # every key 48 px or more, with the taller bar


def test_a_long_name_mid_visit_and_the_result_stay_at_reading_size(make_driver):
    d = start(make_driver, names=("Bartholomew Fitzgerald", "Bob"), start_at=121, mode="kiosk")
    d.tap("Darts: enter dart by dart")
    d.tap("Treble")
    d.tap("20: treble 20")
    lines = status_line(d.bridge.scene)
    assert lines[0][0].startswith("Barth") and lines[0][0].endswith("\u2026")  # the name, cut to be read
    assert lines[1][0] == "61 \u00b7 60 this visit"
    assert min(ink for _, ink in lines) >= STATUS_INK
    assert "Bartholomew Fitzgera to throw \u00b7 61 \u00b7 60 this visit" in headings(d.bridge.scene)
    d.tap("Enter visit")
    d.tap("Totals: type each visit's total")
    total(d, 0)  # Bob
    d.tap("Darts: enter dart by dart")
    d.tap("11")  # 61 - 11 = 50 left
    d.tap("Double")
    d.tap("Bull: bullseye")
    d.tap("Enter visit")
    assert state(d)["winner"] == 0
    lines = status_line(d.bridge.scene)
    assert lines[0][0].startswith("Barth") and lines[-1][0] == "wins the match"  # two lines, the name cut
    assert min(ink for _, ink in lines) >= STATUS_INK
    assert "Bartholomew Fitzgera wins the leg and the match" in headings(d.bridge.scene)  # said whole


def bot_visit_on_the_keypad(make_driver):
    d = start(make_driver, names=("Ann", "Droid 1"), bots=(1,), start_at=501, mode="kiosk")
    total(d, 26)  # no ticks yet: the computer's visit is on the dart keypad
    assert d.app.screen.reveal and d.app.screen.mode == "totals"
    assert status_line(d.bridge.scene) == [("Droid 1 throwing", pytest.approx(seat.size_for(24) * seat.INK))]
    assert "6" in d.labels() and "6" not in [r["label"] for r in d.bridge.scene["regions"]
                                              if r["id"].startswith("digit:")]
    return d


@pytest.mark.parametrize("key", ["6", "Treble", "Miss", "Board: tap the dartboard where each dart landed",
                                 "Back: take back the last visit", "Totals: type each visit's total"])
def test_a_tap_on_the_computers_darts_in_totals_mode_only_skips_them(make_driver, key):
    d = bot_visit_on_the_keypad(make_driver)
    thrown = list(d.app.screen.match["actions"])
    d.tap(key)
    screen = d.app.screen
    assert screen.reveal is None and screen.match["actions"] == thrown  # nothing entered, nothing taken back
    assert (screen.visit, screen.mode, screen.multiplier) == ([], "totals", "S")
    assert saved(d)[1]["visit"] == []
    assert any(r["id"] == "digit:6" for r in d.bridge.scene["regions"])  # the number pad, at once
    left = state(d)["players"][0]["score"]
    assert d.live.endswith(f"Ann to throw, {left} left.")  # what the computer's visit did, said
    total(d, 60)  # and the pad takes the next total
    assert state(d)["players"][0]["score"] == left - 60


def test_in_darts_mode_a_bed_tapped_over_the_computers_darts_is_the_next_dart(make_driver):
    """Dart by dart the keypad after the computer's visit is the same keypad: a bed is a dart."""
    d = start(make_driver, names=("Ann", "Droid 1"), bots=(1,), start_at=501)
    d.tap("Darts: enter dart by dart")
    d.tap("Treble")
    d.tap("20: treble 20")
    d.tap("Enter visit")
    assert d.app.screen.reveal
    d.tap("6")
    assert d.app.screen.reveal is None and d.app.screen.visit == ["S6"]


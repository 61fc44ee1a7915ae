"""501 as a player trying it cold found it (the kiosk at 800x480 read from the oche, a phone at
360x640): a double tap on Bust or Enter enters nothing for the next player."""

import pytest
from test_x01_screen import start, state, total

BUST = "Bust: the visit scores nothing"


def busts(d):
    return [v["seat"] for v in state(d)["visits"] if v["bust"]]


@pytest.mark.parametrize("w,h,mode", [(800, 480, "kiosk"), (360, 640, "hub")])
def test_a_double_tap_on_bust_busts_only_the_thrower(make_driver, w, h, mode):
    d = start(make_driver, names=("Ann", "Dave"), start_at=121, w=w, h=h, mode=mode)
    d.tap(BUST)
    d.tap(BUST)  # the second tap of the double tap, 80 ms on: before the guard's tick
    assert busts(d) == [0] and state(d)["to_throw"] == 1
    assert "Dave: bust" not in d.live and not d.app.screen.error
    assert d.bridge.scene["timer"] == 450  # the guard ends on its tick
    d.send(type="tick")
    d.tap(BUST)  # Dave's own Bust, after the tick
    assert busts(d) == [0, 1]


def test_a_double_tap_on_enter_after_a_visit_neither_enters_nor_refuses(make_driver):
    d = start(make_driver, names=("Ann", "Dave"), start_at=501, mode="kiosk")
    total(d, 60)
    d.tap("Enter the visit total")  # the double tap's second tap, on an empty pad
    assert not d.app.screen.error and len(state(d)["visits"]) == 1
    d.tap("4")  # another key between: no double tap, so Enter takes the next total at once
    d.tap("5")
    d.tap("Enter the visit total")
    assert [v["total"] for v in state(d)["visits"]] == [60, 45]


def test_a_key_press_on_bust_acts_at_once(make_driver):
    d = start(make_driver, names=("Ann", "Dave"), start_at=121, mode="kiosk")
    d.tap(BUST)
    d.send(type="tap", id="bust", by_key=True)  # a keyboard's Enter on the focused Bust is meant
    assert busts(d) == [0, 1]

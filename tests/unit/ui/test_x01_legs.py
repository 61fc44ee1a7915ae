"""501 at the kiosk, as a pub tester found it: a double tap on Enter must not cancel (or answer) the
finish question it put, and a leg won is called where everyone looks before play goes on."""

import pytest
from test_x01_screen import answer, start, state, total
from ui.screens.darts.screen import AWARD_S
from ui_helpers import texts

SIZES = [(800, 480), (360, 640), (1280, 720)]


def region(d, label):
    return next(r for r in d.bridge.scene["regions"] if r["label"] == label)


def legs_match(make_driver, names=("Ann", "Bob"), bots=(), **kw):
    """First to 2 legs of 121: short legs, so a leg is won in a visit or two."""
    d = make_driver(w=800, h=480, hash_="#/x01", mode="kiosk", **kw)
    for i, name in enumerate(names):
        d.send(type="input", id=f"name:{i}", value=name)
    for i in bots:
        d.tap(f"Person: player {i + 1}, tap to change")
    d.tap("121 to start")
    d.tap("First to 2 legs")
    d.tap("Start game")
    return d


def status_texts(d):
    return " ".join(texts(d.bridge.scene))


@pytest.mark.parametrize("w,h", SIZES)
def test_a_double_tap_on_enter_neither_cancels_nor_answers_the_finish_question(make_driver, w, h):
    d = start(make_driver, names=("Ann",), start_at=501, w=w, h=h)
    total(d, 180)
    total(d, 180)  # 141 left
    for digit in "141":
        d.tap(digit)
    enter = region(d, "Enter the visit total")
    d.tap("Enter the visit total")  # the first tap: 141 is three darts, so only the darts at a double are asked
    assert d.app.screen.asking and "1 at a double" in d.labels()
    cancel = region(d, "Cancel: change the total")
    cx, cy = enter["x"] + enter["w"] / 2, enter["y"] + enter["h"] / 2
    assert not (cancel["x"] <= cx <= cancel["x"] + cancel["w"] and cancel["y"] <= cy <= cancel["y"] + cancel["h"])
    d.tap("Cancel: change the total")  # the second tap of the double tap, 0.12 s on
    d.tap("1 at a double")
    assert d.app.screen.asking and "cancelled" not in d.live and state(d)["winner"] is None
    assert d.bridge.scene["timer"] == 450  # the guard ends on its tick
    answer(d, "1 at a double")
    assert state(d)["winner"] == 0


def test_a_key_press_answers_at_once(make_driver):
    """Keys are not double taps: a keyboard's Enter on the focused answer is meant."""
    d = start(make_driver, names=("Ann",), start_at=121)
    total(d, 121)
    d.send(type="tap", id="answer:1", by_key=True)
    assert state(d)["winner"] == 0


def test_a_leg_won_is_called_over_the_status_line_then_whose_throw_returns(make_driver):
    d = legs_match(make_driver)
    total(d, 21)  # Ann: 100 left
    total(d, 60)  # Bob
    total(d, 100)
    answer(d, "2 darts")
    answer(d, "1 at a double")
    assert state(d)["leg"] == 2 and state(d)["players"][0]["legs"] == 1
    assert "Game shot! Ann wins leg 1" in status_texts(d)
    d.send(type="tick")  # the double-tap guard's (Bust and Enter wait out a second tap), 0.45 s on
    assert "Game shot! Ann wins leg 1" in status_texts(d)
    assert d.bridge.scene["timer"] == AWARD_S * 1000
    d.clock.now += AWARD_S + 0.1
    d.send(type="tick")
    assert "Game shot!" not in status_texts(d) and "Bob to throw" in status_texts(d)


def test_the_computers_visit_waits_until_the_leg_won_has_been_called(make_driver):
    d = legs_match(make_driver, names=("Ann", "Droid 1"), bots=(1,))
    total(d, 121)  # a three-dart finish: only the darts at a double are asked
    answer(d, "1 at a double")
    screen = d.app.screen
    assert screen.reveal and screen.reveal[1] == 0  # Droid 1 throws first in leg 2
    assert "Game shot! Ann wins leg 1" in status_texts(d)
    d.clock.now += 1
    d.send(type="tick")  # early: the call goes on, no dart yet
    assert screen.reveal[1] == 0 and "Game shot!" in status_texts(d)
    d.clock.now += AWARD_S
    d.send(type="tick")
    assert "Game shot!" not in status_texts(d) and "Droid 1 throwing" in status_texts(d)
    d.send(type="tick")
    assert screen.reveal[1] == 1


def test_last_is_the_visit_of_this_leg(make_driver):
    """At a new leg nobody has thrown in it: a card's Last is not its leg before's visit."""
    d = legs_match(make_driver)
    total(d, 21)
    total(d, 60)  # Bob's last visit of leg 1
    assert "last visit 60" in status_texts(d)
    total(d, 100)
    answer(d, "2 darts")
    answer(d, "1 at a double")
    shown = [op[3] for op in d.bridge.scene["ops"] if op[0] == "text"]  # drawn, and said
    assert "Last \u2013" in shown and not any(t.startswith(("Last 60", "Last 100")) for t in shown)
    assert "last visit 60" not in status_texts(d) and "last visit 100" not in status_texts(d)
    total(d, 45)  # Bob, in leg 2
    assert "last visit 45" in status_texts(d)

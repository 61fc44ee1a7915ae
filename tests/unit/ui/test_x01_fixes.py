"""The 501 screen's faults a cold try found (issue 21): a phone's four scores shrunk under their
names, a refused total that swallowed the next digits, and a header a visit behind the card."""

import re

import pytest
from test_x01_screen import start, state, total
from ui.oche import seat
from ui_helpers import check_layout, texts


def sizes(scene):
    """(text, font size) of every text the canvas draws."""
    return [(op[3], int(re.search(r"(\d+)px", op[4]).group(1))) for op in scene["ops"] if op[0] == "text"]


@pytest.mark.parametrize("mode", ["totals", "darts"])
def test_four_scores_on_a_phone_stay_the_largest_ink(make_driver, mode):
    d = start(make_driver, names=("Player 1", "Player 2", "Player 3", "Player 4"), start_at=501, w=360, h=640)
    total(d, 140)
    if mode == "darts":
        d.tap("Darts: enter dart by dart")
    check_layout(d.bridge.scene)
    drawn = sizes(d.bridge.scene)
    scores = {str(p["score"]) for p in state(d)["players"]}
    score_sizes = [size for text, size in drawn if text in scores]
    others = [size for text, size in drawn if text not in scores]
    assert len(score_sizes) == 4
    assert min(score_sizes) > max(others)  # bigger than the names, the keypad and the typed total
    assert min(score_sizes) * seat.INK >= {"totals": 36, "darts": 24}[mode]
    words = " ".join(texts(d.bridge.scene))
    assert "Last 140" in words  # each player's last visit stays in sight


def test_a_digit_after_a_refused_total_starts_a_new_total(make_driver):
    d = start(make_driver, start_at=501)
    total(d, 179)
    assert "Three darts cannot score 179" in d.live and d.app.screen.typed == "179"  # still shown
    for digit in "100":
        d.tap(digit)
    assert d.app.screen.typed == "100"
    d.tap("Enter the visit total")
    assert state(d)["players"][0]["score"] == 401


def test_back_after_a_refused_total_still_takes_out_a_digit(make_driver):
    d = start(make_driver, start_at=501)
    total(d, 179)
    d.tap("Back: take out the last digit")
    d.tap("5")
    assert d.app.screen.typed == "175"


def test_the_header_mid_visit_says_what_the_card_says(make_driver):
    d = start(make_driver, start_at=501, w=360, h=640)
    total(d, 100)
    total(d, 60)
    d.tap("Darts: enter dart by dart")
    d.tap("Treble")
    d.tap("20: treble 20")
    d.tap("20")
    words = " ".join(texts(d.bridge.scene))
    assert "401" not in words  # the score before the visit is nowhere on the board
    drawn = " ".join(text for text, _ in sizes(d.bridge.scene))
    assert drawn.count("80 this visit") == 2 and "321" in d.app.screen.status(state(d))  # the card and the header
    d.tap("Back: take out the last dart")
    d.tap("Back: take out the last dart")
    assert "401" in d.app.screen.status(state(d))  # no darts in: the score before the visit

"""Tonight's best at the board on 501's and Practice's result panels (issue 22's kiosk point), with
the Form link to a remembered player's page: one shared helper, players.at_the_board, the same that
Random Cricket's panel uses."""

import pytest
from ui import players
from ui.screens.darts import stats
from ui.screens.practice import result
from ui.screens.x01 import pages
from ui_helpers import check_layout, texts

from test_practice_screen import play_out_bobs_27
from test_practice_screen import start as start_drill
from test_practice_screen import state as drill_state
from test_practice_screen import throw
from test_x01_screen import start as start_x01
from test_x01_screen import total


KEYS = {"rematch", "panel:stats", "panel:history", "undo", "ask:new", "panel:rules"}  # the result grids'


def words(d):
    return " ".join(texts(d.bridge.scene))


def line_above_the_keys(d, prefix):
    """The tonight line is drawn, and above every button (no overlap with the grid)."""
    ys = [op[2] for op in d.bridge.scene["ops"] if op[0] == "text" and str(op[3]).startswith(prefix)]
    assert ys, prefix
    keys = [r for r in d.bridge.scene["regions"] if r["id"] in KEYS or r["id"].startswith("form:")]
    assert keys and all(max(ys) + 8 <= r["y"] for r in keys)


def play_121(d, visits):
    """A game of 121 played with `visits` totals (a checkout takes three darts, one at a double)."""
    for i, n in enumerate(visits):
        total(d, n)
        for answer in ("3 darts", "1 at a double" if i == len(visits) - 1 else "0 at a double"):  # when asked
            if answer in {r["label"] for r in d.bridge.scene["regions"]}:
                d.send(type="tick")  # a question's answers wait out a double tap
                d.tap(answer)


def test_501s_end_shows_tonights_best_average_and_opens_the_form(make_driver):
    d = start_x01(make_driver, names=("Ann",), start_at=121)
    play_121(d, [60, 61])  # 121 in six darts: 60.5
    assert "Ann: 3-dart average 60.5," in words(d) and "Tonight's best 60.5" in words(d)
    d.clock.now += 600
    d.tap("Rematch")
    play_121(d, [20, 20, 20, 61])  # 121 in twelve darts: 30.25, not tonight's best
    assert "Ann: 3-dart average 30.2," in words(d) and "Tonight's best 60.5" in words(d)
    line_above_the_keys(d, "Tonight's best")
    check_layout(d.bridge.scene)
    assert "form:Ann" in {r["id"] for r in d.bridge.scene["regions"]}
    d.tap("Players' form")
    assert d.bridge.routes[-1] == "#/player?name=Ann"


def test_501s_end_says_nothing_of_tonight_for_computers_and_player_n(make_driver):
    d = start_x01(make_driver, names=("Player 1",), start_at=121)
    play_121(d, [60, 61])
    assert "Tonight's best" not in words(d)
    assert not any(r["id"].startswith("form:") for r in d.bridge.scene["regions"])


def test_practices_result_shows_tonights_best_and_opens_the_form(make_driver):
    d = start_drill(make_driver, "bobs-27", ("Ann", "Bob"))
    play_out_bobs_27(d, hit_d1=True)  # -11 each
    d.clock.now += 600
    d.tap("Rematch: the same drill again")
    play_out_bobs_27(d)  # -3 each: the best (more is better)
    d.clock.now += 600
    d.tap("Rematch: the same drill again")
    play_out_bobs_27(d, hit_d1=True)
    assert "Tonight's best at Bob's 27: Ann -3, Bob -3" in words(d)
    line_above_the_keys(d, "Tonight's best")
    check_layout(d.bridge.scene)
    d.tap("Players' form")
    assert d.bridge.routes[-1] == "#/player?name=Ann"


def around(d, misses):
    """Around the Clock to its end: `misses` misses first, then 1 to 20 and the bull in order."""
    throw(d, *(["M"] * misses), *[f"S{n}" for n in range(1, 21)], "SB")


def test_tonights_best_is_the_fewest_darts_where_the_drill_counts_darts(make_driver):
    d = start_drill(make_driver, "around-the-clock", ("Ann",))
    around(d, 0)  # 21 darts
    d.clock.now += 600
    d.tap("Rematch: the same drill again")
    around(d, 6)  # 27 darts: more, so not the best
    assert "Tonight's best at Around the Clock: Ann 21" in words(d)


def test_tonights_best_is_of_the_drill_played_the_same_way(make_driver):
    """21 darts on any ring is not a best on doubles only: each says its own way of playing, and the
    history keeps a game for each (the player's page charts them apart)."""
    d = start_drill(make_driver, "around-the-clock", ("Ann",))
    around(d, 0)  # 21 darts on any ring
    d.clock.now += 600
    d.tap("New session: pick a drill")
    d.tap("Start a new game")
    d.tap("Doubles only: Around the Clock")
    d.tap("Start Around the Clock")
    throw(d, "M", "M", "M", *[f"D{n}" for n in range(1, 21)], "DB")  # 24 darts on the doubles
    assert "Tonight's best at Around the Clock, doubles only: Ann 24" in words(d)
    assert [(l["game"], l["figure"], l["detail"]) for l in d.app.players.lines("Ann")] == [
        ("practice/around-the-clock", 21, "Around the Clock"),
        ("practice/around-the-clock?doubles", 24, "Around the Clock, doubles only")]
    d.clock.now += 600
    d.tap("Menu")
    d.tap("New session")
    d.tap("Start a new game")
    d.tap("Any ring: Around the Clock")
    d.tap("Start Around the Clock")
    around(d, 9)  # 30 darts: tonight's best on any ring is still the 21
    assert "Tonight's best at Around the Clock: Ann 21" in words(d)


def test_last_weeks_best_is_not_tonights(make_driver):
    d = start_drill(make_driver, "around-the-clock", ("Ann",))
    around(d, 0)  # 21 darts, a week ago
    d.clock.now += 7 * 24 * 3600
    d.tap("Rematch: the same drill again")
    around(d, 3)
    assert "Tonight's best at Around the Clock: Ann 24" in words(d)


@pytest.mark.parametrize("w,h,mode", [(800, 480, "hub"), (800, 480, "kiosk"), (360, 640, "hub")])
def test_both_panels_lay_out_with_the_line_at_both_sizes(make_driver, w, h, mode):
    """Tonight's best is drawn next to the average on the kiosk (under its taller status bar) and on
    a phone alike, above the keys."""
    d = start_x01(make_driver, names=("Ann", "Bob", "Cy", "Di"), start_at=121, w=w, h=h, mode=mode)
    for _ in range(4):
        total(d, 60)
    play_121(d, [61])
    check_layout(d.bridge.scene)
    line_above_the_keys(d, "Tonight's best")
    e = start_drill(make_driver, "shanghai", ("Ann", "Bob", "Cy", "Di"), w, h)
    while not drill_state(e)["over"]:
        throw(e, "M")
    check_layout(e.bridge.scene)


def test_the_helper_is_shared_not_copied():
    """Random Cricket's, 501's and Practice's panels all take tonight's best and the Form cell from
    ui/players.py (at_the_board, tonight_best, form_item)."""
    for module in (stats, pages, result):
        source = open(module.__file__).read()
        assert ("at_the_board(" in source or "tonight_best(" in source) and "form_item(" in source
        assert "Tonight's best " not in source  # the words are the helper's alone
    assert players.form_item(["Ann", "Bob"])[0] == "form:Ann"

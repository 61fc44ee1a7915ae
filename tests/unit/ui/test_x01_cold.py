"""501 as a player trying it cold found it (the kiosk at 800x480 read from the oche, a phone at
360x640): a double tap on Bust or Enter enters nothing for the next player."""

import re

import pytest
from test_x01_kiosk import status_line
from test_x01_screen import start, state, total
from ui.oche import seat
from ui.scene import char_width
from ui_helpers import check_layout, drawn_size

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


def finished(make_driver, w, h, mode, names=("Ann", "Player 2", "Christopher", "Di")):
    """A leg of 121 won by Player 2 (61 in two darts); each question answered with its first answer."""
    d = start(make_driver, names=names, start_at=121, w=w, h=h, mode=mode)
    for n in (26, 60) + (26,) * (len(names) - 2) + (26, 61):
        total(d, n)
        while d.app.screen.asking:
            d.send(type="tick")
            d.send(type="tap", id=next(r["id"] for r in d.bridge.scene["regions"] if r["id"].startswith("answer:")))
    assert state(d)["winner"] == 1
    return d


def drawn(op) -> tuple:
    """(px, width) a text op is drawn at: the narrow digits' face measured as the board measures it
    (seat.fits), any other as ui_helpers.drawn_size estimates it; shrunk to its max width."""
    if seat.DIGITS in op[4]:
        size = int(re.search(r"(\d+)px", op[4]).group(1))
        wide = seat.fits(op[3], size)
        squeeze = min(1, op[7] / wide) if op[7] else 1
        return size * squeeze, wide * squeeze
    size = drawn_size(op)
    return size, len(op[3]) * char_width(size, int(op[4].split()[0]))


def row_cells(scene, label) -> list:
    """[(px, left, right)] of the figures drawn on the table row labelled `label`, left to right."""
    at = next(op for op in scene["ops"] if op[0] == "text" and op[3] == label)
    cells = []
    for op in scene["ops"]:
        if op[0] == "text" and op is not at and abs(op[2] - at[2]) < 1 and op[1] > at[1]:
            size, wide = drawn(op)
            left = op[1] - wide / 2 if op[6] == "center" else op[1]
            cells.append((size, left, left + wide))
    return sorted(cells, key=lambda c: c[1])


@pytest.mark.parametrize("w,h,mode,least", [(800, 480, "kiosk", 28), (360, 640, "hub", 18)])
def test_the_end_figures_are_read_from_the_oche_and_never_run_together(make_driver, w, h, mode, least):
    d = finished(make_driver, w, h, mode)
    scene = d.bridge.scene
    for label in ("3-dart average", "100+ / 140+ / 180", "Checkout %"):
        cells = row_cells(scene, label)
        assert len(cells) == 4, (label, cells)
        assert min(px for px, _, _ in cells) >= least, (label, cells)
        for (_, _, right), (_, left, _) in zip(cells, cells[1:]):
            assert left - right >= 10, (label, cells)  # a clear gap between two players' figures


def test_the_result_is_drawn_once_on_the_status_line(make_driver):
    d = finished(make_driver, 800, 480, "kiosk")
    bar = [text for text, _ in status_line(d.bridge.scene)]
    won = [op[3] for op in d.bridge.scene["ops"] if op[0] == "text" and "wins" in op[3]]
    assert won and all(text in bar for text in won), (won, bar)
    check_layout(d.bridge.scene)


@pytest.mark.parametrize("w,h,mode", [(800, 480, "kiosk"), (360, 640, "hub")])
def test_a_match_of_one_leg_won_is_called_the_match(make_driver, w, h, mode):
    d = finished(make_driver, w, h, mode, names=("Ann", "Player 2"))
    scene = d.bridge.scene
    assert d.live.endswith("Player 2 wins the match.")
    shown = [t["text"] for t in scene["text"]] + [op[3] for op in scene["ops"] if op[0] == "text"]
    assert "Player 2 wins the leg and the match" in shown  # the heading said, as the live line says it
    assert not any(text.endswith("wins the leg") for text in shown)


def shown_texts(scene) -> list:
    return [op[3] for op in scene["ops"] if op[0] == "text"]


@pytest.mark.parametrize("w,h,mode,least", [(800, 480, "kiosk", 24), (360, 640, "hub", 16)])
def test_back_over_the_computers_visit_is_shown_over_the_status_line(make_driver, w, h, mode, least):
    d = start(make_driver, names=("Alice", "Droid 1"), bots=(1,), start_at=121, w=w, h=h, mode=mode)
    d.tap(BUST)
    while d.app.screen.reveal or d.app.screen.settling:
        d.send(type="tick")  # the computer's darts shown, and held
    assert len(state(d)["visits"]) == 2
    d.tap("Back: take back the last visit")
    assert state(d)["visits"] == [] and "Droid 1's" in d.live  # both taken back, and said
    scene = d.bridge.scene
    lines = [op for op in scene["ops"] if op[0] == "text" and op[3] in ("Alice's bust taken back", "Droid 1's visit too")]
    assert len(lines) == 2 and min(drawn(op)[0] for op in lines) >= least, lines
    menu = next(r for r in scene["regions"] if r["label"] == "Menu")
    assert all(abs(op[2] - (menu["y"] + menu["h"] / 2)) < 40 for op in lines)  # over the status line, by Menu
    check_layout(scene)
    total(d, 20)  # entered again: the notice goes, whose throw is back
    assert "Alice's bust taken back" not in shown_texts(d.bridge.scene)
    assert state(d)["visits"][0]["total"] == 20


def test_back_on_a_person_only_says_what_to_do(make_driver):
    d = start(make_driver, names=("Alice", "Bob"), start_at=121, mode="kiosk")
    total(d, 60)
    d.tap("Back: take back the last visit")
    assert d.app.screen.typed == "60"
    assert {"Alice's 60 taken back", "Change it, then Enter"} <= set(shown_texts(d.bridge.scene))
    d.send(type="tap", id="enter-total", by_key=True)
    assert "Alice's 60 taken back" not in shown_texts(d.bridge.scene) and len(state(d)["visits"]) == 1


@pytest.mark.parametrize("w,h,least", [(360, 640, 14), (800, 480, 16)])
def test_visit_history_rows_share_one_readable_size_a_long_one_wrapped(make_driver, w, h, least):
    d = start(make_driver, names=("Ann", "Droid 3"), start_at=121, w=w, h=h)
    total(d, 26)  # Ann: 95 left
    total(d, 53)  # Droid 3: 68 left
    total(d, 0)  # a finish was on: no dart at a double
    d.send(type="tick")
    d.tap("0 at a double")
    d.tap("Darts: enter dart by dart")
    for multiplier, bed in (("Treble", "12: treble 12"), (None, "16"), ("Double", "8: double 8")):
        if multiplier:
            d.tap(multiplier)
        d.tap(bed)
    d.tap("Enter visit")  # 68 out: "4. Droid 3: T12 S16 D8 (68), checkout in 3"
    assert state(d)["winner"] == 1
    d.tap("Visit history")
    scene = d.bridge.scene
    rows = [op for op in scene["ops"] if op[0] == "text" and op[7] == w - 12 - 136]  # a row's words, by Correct
    assert len(rows) >= 4 and any("checkout in 3" in op[3] for op in rows), [op[3] for op in rows]
    sizes = {round(drawn_size(op), 1) for op in rows}
    assert len(sizes) == 1 and min(sizes) >= least, [(op[3], round(drawn_size(op), 1)) for op in rows]
    said = " ".join(t["text"] for t in scene["text"])
    assert "4. Droid 3: T12 S16 D8 (68), checkout in 3" in said  # said whole, on one line

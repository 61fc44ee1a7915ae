"""The kiosk board stays still and says whose throw it is: a notice covers the status line (no key
moves when it comes or goes) and clears itself; an award is called on the status line briefly, then
whose throw it is returns; at game end the result stands, not the award. And the seat header's
names shrink or wrap, never squash."""

import pytest
from test_darts_screen import start, state, texts_at, throw
from ui.oche import seat
from ui.scene import Scene
from ui.screens.darts.screen import AWARD_S

RESTORED = "Your latest play of Ann v Bob was brought back from this device's durable save."


def keys(d):
    """Every key's place on the screen, by its name (the notice itself left out)."""
    return {r["label"]: (r["x"], r["y"], r["w"], r["h"]) for r in d.bridge.scene["regions"]
            if r["id"] != "notice-dismiss"}


def drawn(d):
    return [text for _, text in texts_at(d.bridge.scene, ".*")]


@pytest.mark.parametrize("w,h,mode", [(800, 480, "kiosk"), (360, 640, "hub")])
def test_a_notice_covers_the_status_line_moves_no_key_and_clears_itself(make_driver, w, h, mode):
    d = start(make_driver, w=w, h=h, mode=mode)
    throw(d, "T20", "S19", "M")
    before = keys(d)
    d.app.tell_once(RESTORED)
    d.send(type="resize", w=w, h=h)
    assert keys(d) == before  # the board, the keypad and Enter turn stay where they were
    note = next(r for r in d.bridge.scene["regions"] if r["id"] == "notice-dismiss")
    assert note["label"] == "Dismiss message" and RESTORED in d.texts()
    bar = d.bridge.scene["ops"]
    assert any(op[0] == "rect" and op[5] == "#fff3c4" and op[2] >= note["y"] and op[2] < note["y"] + note["h"]
               for op in bar)
    for key, (x, y, kw, kh) in before.items():  # it covers no key
        assert x >= note["x"] + note["w"] or x + kw <= note["x"] or y >= note["y"] + note["h"] \
            or y + kh <= note["y"], key
    timer = d.bridge.scene["timer"]
    assert 4000 <= timer <= 12000  # a few seconds, longer for a longer sentence
    d.clock.now += timer / 1000
    d.send(type="tick")
    assert RESTORED not in d.texts() and keys(d) == before and d.bridge.scene["timer"] is None
    assert not [r for r in d.bridge.scene["regions"] if r["id"] == "notice-dismiss"]


def test_a_tap_on_the_notice_clears_it_sooner_and_play_goes_on(make_driver):
    d = start(make_driver, w=800, h=480, mode="kiosk")
    d.app.tell_once(RESTORED)
    d.send(type="resize", w=800, h=480)
    before = keys(d)
    d.tap("Dismiss message")
    assert RESTORED not in d.texts() and keys(d) == before
    throw(d, "T20")
    assert len(state(d)["turns"]) == 1


def test_the_next_tap_on_a_key_clears_the_notice_and_the_status_line_is_back(make_driver):
    d = start(make_driver, w=800, h=480, mode="kiosk")
    d.app.tell_once(RESTORED)
    d.send(type="resize", w=800, h=480)
    assert any(op[0] == "rect" and op[5] == "#fff3c4" for op in d.bridge.scene["ops"])  # over the status line
    d.tap("Double")  # play goes on: whatever the status line says next (a refusal too) is seen
    assert RESTORED not in d.texts() and "Ann to throw" in drawn(d)
    assert not any(op[0] == "rect" and op[5] == "#fff3c4" for op in d.bridge.scene["ops"])


def test_a_notice_cannot_hold_up_a_computer_visit_being_shown(make_driver):
    d = make_driver(hash_="#/darts", w=800, h=480, mode="kiosk")
    d.tap("Person: player 2, tap to change")
    d.tap("Start game")
    throw(d, "M")
    d.app.tell_once(RESTORED)
    d.send(type="resize", w=800, h=480)
    for _ in range(40):  # the computer's darts keep their pace; the notice goes once they are shown
        if d.bridge.scene["timer"] is None:
            break
        d.clock.now += d.bridge.scene["timer"] / 1000
        d.send(type="tick")
    assert d.bridge.scene["timer"] is None and RESTORED not in d.texts() and d.app.screen.reveal is None


def test_an_award_is_called_briefly_then_the_status_line_says_whose_throw_it_is(make_driver):
    d = start(make_driver, w=800, h=480, mode="kiosk")
    throw(d, "T20", "T19", "T18")
    assert "White Horse! Ann" in drawn(d) and "Bob to throw" not in drawn(d)
    assert d.bridge.scene["timer"] == AWARD_S * 1000
    d.clock.now += AWARD_S
    d.send(type="tick")
    assert "White Horse! Ann" not in drawn(d) and "Bob to throw" in drawn(d)
    assert d.bridge.scene["timer"] is None
    whose = [size for size, text in texts_at(d.bridge.scene, "Bob to throw")]
    assert seat.size_for(24) <= whose[0]  # as big as the board's figures: 24 px of ink


def test_at_game_end_the_result_stands_not_the_award(make_driver):
    d = start(make_driver, w=800, h=480, mode="kiosk")
    for ann in (["T20", "T19", "DB"], ["T18", "T17", "SB"], ["T16", "T15", "M"]):  # the last a 6-mark round
        throw(d, *ann)
        if state(d)["to_throw"] == 1:
            throw(d, "M")
    assert state(d)["game_over"] and state(d)["winner"] == 0
    assert "6-mark round! Ann" not in drawn(d)
    assert any(text.startswith("Game over") for text in drawn(d))


def test_the_status_line_after_an_award_of_a_computer_visit(make_driver):
    d = make_driver(hash_="#/darts", w=800, h=480, mode="kiosk")
    d.tap("Person: player 2, tap to change")
    d.tap("20-15: standard board, 20 to 15 and the bull")
    d.tap("Start game")
    throw(d, "T20", "T19", "T18")  # Ann's White Horse, then the computer's visit, shown dart by dart
    for _ in range(40):
        if d.bridge.scene["timer"] is None:
            break
        d.clock.now += d.bridge.scene["timer"] / 1000
        d.send(type="tick")
    # "Player 1 to throw" at 24 px of ink is wider than the kiosk's status line: the name is drawn, the
    # whole line is said
    assert d.app.screen.award is None and "Player 1" in drawn(d) and "Round 2 \u00b7 Player 1 to throw" in d.texts()


@pytest.mark.parametrize("name", ["Bob", "Annabel-Christabel W", "Maximilian Wolfgang", "Zzzzzzzzzzzzzzzzzzzz"])
def test_a_long_name_shrinks_or_wraps_and_is_never_drawn_wider_than_its_box(name):
    for w in (95, 172):
        size, lines = seat.name_lines(name, w - 18, seat.size_for(24), 12)
        assert 1 <= len(lines) <= 2 and "".join(lines).replace(" ", "") == name.replace(" ", "")
        assert len(lines) == 1 or size < seat.size_for(24)  # a name wraps only once shrinking is not enough
        assert size >= 12 and all(seat.fits(line, size) <= w - 18 or size == 12 for line in lines)
        scene = Scene("t", 800, 480)
        seat.head(scene, 0, 0, w, 140, name, "123", score_ink=56, active=True)
        for op in scene.ops:
            if op[0] == "text":
                px = float(op[4].split("px")[0].split()[-1])
                assert seat.fits(op[3], px) <= op[7] or px == 12, (op[3], px, op[7])


def test_big_digits_are_sized_by_ink_and_shrink_only_to_fit():
    scene = Scene("t", 800, 480)
    assert seat.digits(scene, 100, 100, "120", 56, 160, "#fff") == seat.size_for(56)
    assert seat.size_for(56) * seat.INK >= 56
    small = seat.digits(scene, 100, 100, "12345", 56, 100, "#fff")  # too wide at full size: smaller
    assert small < seat.size_for(56) and seat.fits("12345", small) <= 100


def test_a_long_name_to_throw_is_read_from_the_oche_on_the_status_line_and_over_its_points(make_driver):
    d = start(make_driver, names=("Bartholomew Fitzgerald-Smythe", "Bob"), w=800, h=480, mode="kiosk")
    throw(d, "T20", "T19", "T18")
    throw(d, "T17", "M", "M")  # Bartholomew (cut to 20 characters by the engine) to throw again
    said = d.texts()
    assert "Round 2 \u00b7 Bartholomew Fitzgera to throw" in said
    drawn_ = texts_at(d.bridge.scene, r"Round 2|Barth.*|Fitzg.*")
    texts = [t for _, t in drawn_]
    assert "Round 2" in texts and "Bartholomew" in texts and "Fitzgera" in texts, texts  # the name over its points
    assert any(t.startswith("Barth") and t.endswith("\u2026") for t in texts), texts  # the status line, cut
    assert min(size for size, _ in drawn_) >= seat.size_for(24), drawn_  # 24 px of ink: 0.70 of the font

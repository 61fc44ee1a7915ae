"""Reduced motion, large text and high contrast (ui/display.py, ui/legible.py, theme's colour sums)."""

import itertools
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st
from ui_helpers import tap

from ui import legible, theme
from ui.copies import MemoryBackend
from ui.display import LARGE
from ui.scene import Scene
from ui.storage import SETTING

from conftest import Driver

SIZES = [(360, 640), (800, 480), (1280, 720)]


def driver(hash_="#/", w=1280, h=720, device=None, settings=None):
    """A Driver whose storage holds `settings` (name -> value) and whose device asks for what
    `device` says ({"motion": "reduce", "contrast": "more"}), as static/ui.js reports it."""
    backend = MemoryBackend()
    for name, value in (settings or {}).items():
        backend.set(SETTING + name, json.dumps(value))
    d = Driver(backend=backend, w=w, h=h, hash_="#/")
    d.send(type="resize", w=w, h=h, **(device or {}))
    d.route(hash_)
    return d


def press(d, *prefixes) -> str:
    """Tap the first enabled region whose id starts with one of `prefixes` (in that order of
    preference), timers run out as the page would run them; returns its id."""
    for prefix in prefixes:
        found = [r["id"] for r in d.bridge.scene["regions"] if r["id"].startswith(prefix) and not r["disabled"]]
        if found:
            tap(d, found[0])
            return found[0]
    raise AssertionError(f"nothing to press of {prefixes} in {[r['id'] for r in d.bridge.scene['regions']]}")


def main_screens(w, h, settings=None) -> dict:
    """Every game's main screens (set-up and play) and the hub's, drawn at w x h."""
    shots = {}
    for route in ("#/", "#/about", "#/cosmic", "#/practice"):  # Cosmic's desk has many screens: its set-up here
        shots[route] = driver(route, w, h, settings=settings).bridge.scene
    d = driver("#/darts", w, h, settings=settings)
    shots["darts set-up"] = d.bridge.scene
    press(d, "bot:1")
    press(d, "start")
    shots["darts keypad"] = d.bridge.scene
    d = driver("#/crickee", w, h, settings=settings)
    shots["crickee set-up"] = d.bridge.scene
    press(d, "start")
    shots["crickee toss"] = d.bridge.scene
    for _ in range(6):
        press(d, "toss:", "elect:", "attack:", "bowler:", "roll", "tab:over")
    shots["crickee over"] = d.bridge.scene
    d = driver("#/cards", w, h, settings=settings)
    shots["cards set-up"] = d.bridge.scene
    press(d, "start")
    press(d, "toss:")
    while any(r["id"] in ("skip", "elect:bat") for r in d.bridge.scene["regions"]):
        press(d, "skip", "elect:bat")
    shots["cards table"] = d.bridge.scene
    d = driver("#/x01", w, h, settings=settings)
    shots["x01 set-up"] = d.bridge.scene
    tap(d, "bot:1")
    tap(d, "start")
    shots["x01 pad"] = d.bridge.scene
    return shots


def texts(scene) -> list:
    return [op for op in scene["ops"] if op[0] == "text" and op[3].strip()]


def size_of(op) -> float:
    return legible.font_size(op)[1]


# colours --------------------------------------------------------------------------------------------
def test_contrast_is_wcags_ratio():
    assert theme.contrast("#ffffff", "#000000") == pytest.approx(21)
    assert theme.contrast("#777777", "#777777") == pytest.approx(1)
    assert theme.contrast(theme.CHALK, theme.TURF) == pytest.approx(10.7, abs=0.05)
    assert theme.contrast(theme.CHALK_DIM, theme.TURF) < 7  # why high contrast lifts dim chalk


def test_a_see_through_fill_is_seen_over_what_is_behind_it():
    assert theme.over("rgba(255,255,255,.5)", "#000000") in ("#808080", "#7f7f7f")
    assert theme.over("#123", "#ffffff") == "#112233"
    assert theme.over("transparent", "#0b2a20") == "#0b2a20"


@given(st.from_regex(r"#[0-9a-f]{6}", fullmatch=True), st.from_regex(r"#[0-9a-f]{6}", fullmatch=True))
def test_legible_ink_always_stands_out_seven_to_one_and_good_ink_is_kept(ink, behind):
    moved = theme.legible(ink, behind)
    if theme.contrast(ink, behind) >= 7:
        assert moved == ink
    # 7:1 is out of reach only on a mid-grey, where black or white is the best there is
    assert theme.contrast(moved, behind) >= min(7, max(theme.contrast(e, behind) for e in ("#ffffff", "#000000")))


# the settings ---------------------------------------------------------------------------------------
def test_the_device_is_followed_until_about_chooses_and_the_choice_is_kept():
    d = driver("#/about", device={"motion": "reduce", "contrast": "more"})
    assert d.app.display.reduced_motion and d.app.display.high_contrast and not d.app.display.large_text
    assert "Motion: reduced. Dice land, cards are dealt and computer darts show at once." in d.labels()
    assert any("(as this device asks)" in op[3] for op in texts(d.bridge.scene))
    d.tap("Motion: reduced. Dice land, cards are dealt and computer darts show at once.")
    assert d.live.startswith("Motion: full.")
    assert not d.app.display.reduced_motion  # the choice beats the device
    d.tap(next(label for label in d.labels() if label.startswith("Text: standard")))
    assert d.app.display.large_text and d.live.startswith("Text: large.")
    kept = Driver(backend=d.store.backend, hash_="#/about")
    kept.send(type="resize", w=1280, h=720, device={"motion": "reduce"})
    assert not kept.app.display.reduced_motion and kept.app.display.large_text


def test_a_choice_storage_has_no_room_for_holds_until_the_page_is_left_and_says_so():
    d = driver("#/about")
    d.store.backend.quota = 0
    d.tap(next(label for label in d.labels() if label.startswith("Contrast: standard")))
    assert d.app.display.high_contrast and d.bridge.scene["bg"] == theme.HIGH_CONTRAST[theme.TURF_DEEP]
    assert d.live.startswith("Contrast: high.") and "full" in d.live


def test_an_odd_stored_choice_is_the_devices_wish():
    d = driver("#/", device={"motion": "reduce"}, settings={"motion": "slow", "text-size": 1.25, "contrast": ["high"]})
    assert d.app.display.reduced_motion and not d.app.display.large_text and not d.app.display.high_contrast


# reduced motion --------------------------------------------------------------------------------------
def play_crickee_to_a_roll(d):
    """Start a match against the computer and take its first roll (batting: attack or not rolls the
    over), with no timer run: the scene just after the tap."""
    press(d, "start")
    while not any(r["id"].startswith(("attack:", "roll")) for r in d.bridge.scene["regions"]):
        press(d, "toss:", "elect:", "bowler:")
    return d.send(type="tap", id=next(r["id"] for r in d.bridge.scene["regions"]
                                      if r["id"].startswith(("attack:", "roll"))))


def test_reduced_motion_lands_crickees_dice_at_once():
    full = driver("#/crickee")
    scene = play_crickee_to_a_roll(full)
    assert [r["id"] for r in scene["regions"]] == ["skip"] and "landing" in scene["live"]
    reduced = driver("#/crickee", device={"motion": "reduce"})
    scene = play_crickee_to_a_roll(reduced)
    assert reduced.app.screen.anim is None
    assert "skip" not in [r["id"] for r in scene["regions"]]
    assert "bowling:" in scene["live"] and "landing" not in scene["live"]  # the over's result, said at once


def test_skip_takes_focus_and_escape_lands_the_dice_without_leaving():
    d = driver("#/crickee")
    scene = play_crickee_to_a_roll(d)
    assert scene["focus"] == "skip" or scene.get("preferred") == "skip"
    d.send(type="key", key="Escape")
    assert d.app.screen.anim is None and d.bridge.routes == []


def cards_to_a_deal(d):
    """Start a match and call the toss (and elect, if won) until cards are being dealt: the scene
    just after the tap that dealt them, no timer run."""
    press(d, "start")
    for _ in range(4):
        choice = next(r["id"] for r in d.bridge.scene["regions"] if r["id"].startswith(("toss:", "elect:", "cover:")))
        d.send(type="tap", id=choice)
        if d.app.screen.animating() or d.app.screen.cursor:
            return d.bridge.scene
        while d.bridge.scene["timer"]:
            d.send(type="tick")  # the double-tap guard runs out
    raise AssertionError("no cards were dealt")


def test_reduced_motion_deals_the_cards_at_once():
    full = driver("#/cards")
    scene = cards_to_a_deal(full)
    assert full.app.screen.animating() and scene["timer"] and "skip" in [r["id"] for r in scene["regions"]]
    reduced = driver("#/cards", device={"motion": "reduce"})
    scene = cards_to_a_deal(reduced)
    assert not reduced.app.screen.animating() and "skip" not in [r["id"] for r in scene["regions"]]
    assert reduced.app.screen.cursor == len(reduced.app.screen.timeline())


def test_escape_during_a_deal_skips_it_and_stays_in_the_match():
    d = driver("#/cards")
    cards_to_a_deal(d)
    d.send(type="key", key="Escape")
    assert not d.app.screen.animating() and d.bridge.routes == []


# a person's visit, then the computer's: the taps that get there and the one that enters the visit
VISITS = {"darts": ("#/darts", ("bot:1", "start", "miss", "miss", "miss"), "enter"),
          "x01": ("#/x01", ("bot:1", "start-score:121", "start", "digit:2", "digit:6"), "enter-total")}


def against_the_computer(game, device=None):
    """A game against the computer, the person's first visit entered: the scene just after it."""
    route, taps, enter = VISITS[game]
    d = driver(route, device=device)
    for region in taps:
        tap(d, region)
    return d, d.send(type="tap", id=enter)


@pytest.mark.parametrize("game", VISITS)
def test_reduced_motion_shows_the_computers_darts_at_once(game):
    d, scene = against_the_computer(game)
    assert d.app.screen.reveal and scene["timer"] == 900
    d, scene = against_the_computer(game, {"motion": "reduce"})
    ticks = 0
    while d.app.screen.reveal:  # each step asks for the page's shortest wait
        assert scene["timer"] == 1 and ticks < 6
        scene, ticks = d.send(type="tick"), ticks + 1
    assert VISITS[game][2] in [r["id"] for r in scene["regions"]]  # the person's turn again


@pytest.mark.parametrize("game", VISITS)
def test_escape_while_the_computers_darts_show_skips_them_and_stays(game):
    d, scene = against_the_computer(game)
    d.send(type="key", key="Escape")
    assert d.app.screen.reveal is None and d.bridge.routes == []


# large text ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("w, h", SIZES)
def test_large_text_grows_without_overlapping_or_leaving_the_canvas(w, h):
    standard, large = main_screens(w, h), main_screens(w, h, {"text-size": "large"})
    for name, scene in large.items():
        boxes = [(op[3], legible.text_box(op)) for op in texts(scene)]
        for (a, box_a), (b, box_b) in itertools.combinations(boxes, 2):
            assert not legible.touches(box_a, box_b), (name, a, b)
        for text, box in boxes:
            assert legible.holds((0, 0, scene["w"], scene["h"]), box), (name, text, box)
        before = {(op[1], op[2], op[3]): size_of(op) for op in texts(standard[name])}
        sizes = [(size_of(op), before.get((op[1], op[2], op[3]))) for op in texts(scene)]
        assert all(big == small for big, small in sizes if small and small >= 24), name  # large already
        grown = [big / small for big, small in sizes if small and small < 24]
        assert all(1 <= g <= LARGE + 0.01 for g in grown), name
        assert sum(g > 1.1 for g in grown) >= len(grown) / 3, (name, "a third of the small text at least grows")
    assert all(r["w"] >= 48 and r["h"] >= 48 for s in large.values() for r in s["regions"])


def test_a_text_grows_only_inside_what_held_it():
    scene = Scene("t", 400, 300)
    scene.button("a", 10, 10, 200, 48, "Short")  # room to grow
    scene.button("b", 10, 70, 100, 48, "A long caption here")  # squeezed already: stays
    scene.text(10, 150, "Line one of two", 18, max_width=300)
    scene.text(10, 168, "Line two of two", 18, max_width=300)  # a paragraph at 18 px steps: at most 18 px
    scene.text(395, 250, "edge", 20, align="right")
    scene.text(10, 280, "Score 145", 30)  # large already: stays as the screen sized it
    legible.grow(scene, 1.25)
    sizes = [size_of(op) for op in scene.ops if op[0] == "text"]
    assert sizes[0] == 25 and sizes[1] == 20 and sizes[2] == sizes[3] == 18
    assert sizes[4] == 25  # right-aligned at 395: grows leftward, inside the canvas
    assert sizes[5] == 30


# high contrast ---------------------------------------------------------------------------------------
def behind(scene, index) -> str:
    """What is painted behind the middle of text op `index`: every filled shape before it over the
    point, composited in order (a plain scan, not legible's grid)."""
    x, y, w, h = legible.text_box(scene["ops"][index])
    px, py = x + w / 2, y + h / 2
    colour = scene["bg"]
    for op in scene["ops"][:index]:
        if op[0] == "rect" and op[5] and op[1] <= px <= op[1] + op[3] and op[2] <= py <= op[2] + op[4]:
            colour = theme.over(op[5], colour)
        elif op[0] == "circle" and op[4] and (px - op[1]) ** 2 + (py - op[2]) ** 2 <= op[3] ** 2:
            colour = theme.over(op[4], colour)
        elif op[0] == "wedge" and op[7] and abs(px - op[1]) <= op[4] and abs(py - op[2]) <= op[4]:
            colour = theme.over(op[7], colour)
    return colour


@pytest.mark.parametrize("w, h", [(360, 640), (800, 480)])
def test_high_contrast_puts_every_text_at_seven_to_one(w, h):
    for name, scene in main_screens(w, h, {"contrast": "high"}).items():
        assert scene["bg"] != theme.TURF_DEEP  # the turf deepened
        for i, op in enumerate(scene["ops"]):
            if op[0] == "text" and op[3].strip():
                assert theme.contrast(theme.over(op[5], behind(scene, i)), behind(scene, i)) >= 6.95, (name, op[3])


def test_the_systems_wish_for_more_contrast_is_followed():
    scene = driver("#/", device={"contrast": "more"}).bridge.scene
    assert scene["bg"] == theme.HIGH_CONTRAST[theme.TURF_DEEP]
    assert driver("#/").bridge.scene["bg"] == theme.TURF_DEEP


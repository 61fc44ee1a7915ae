"""Keyboard and screen-reader play on CPython (issue 27): the control each screen names for focus
next, what the live line says after a move, the sentences counted so a repeat is read again, the
dartboard kept out of the keyboard's way, and no saved match before the first move."""

import json
import re

import pytest
from pavilion import cards, crickee
from ui.scene import Scene


def region(d, rid):
    return next(r for r in d.bridge.scene["regions"] if r["id"] == rid)


def settle(d, most=300):
    """Run the page's timers out (a decision armed, dice landed, cards dealt)."""
    for _ in range(most):
        if not d.bridge.scene["timer"]:
            return
        d.send(type="tick")


# the scene --------------------------------------------------------------------------------------
def test_focus_goes_to_the_named_control_even_while_it_is_off_else_to_the_first_on():
    """A decision off for a moment (armed against a double tap) keeps focus waiting on it: never on
    Back to the hub on the way, where a quick Enter leaves the game."""
    scene = Scene("s", 800, 600)
    scene.region("back", 0, 0, 60, 60, "Back")
    scene.region("roll", 0, 100, 60, 60, "Roll the over", disabled=True)
    scene.focus_on("roll")
    assert json.loads(scene.to_json())["focus"] == "roll"
    scene.focus_on("gone")
    assert json.loads(scene.to_json())["focus"] == "back"
    scene.region("board", 0, 200, 60, 60, "Dartboard", keyboard=False)
    scene.focus_on("board")
    assert json.loads(scene.to_json())["focus"] == "back"  # kept out of the keyboard's way: never


def test_a_region_can_stay_out_of_the_keyboards_way_and_never_takes_focus():
    scene = Scene("s", 800, 600)
    scene.region("dartboard:100", 0, 0, 200, 200, "Dartboard", point=True, keyboard=False)
    scene.region("miss", 0, 300, 60, 60, "Miss")
    scene.focus_on("dartboard:100")
    sent = json.loads(scene.to_json())
    assert sent["regions"][0]["keyboard"] is False and "keyboard" not in sent["regions"][1]
    assert sent["focus"] == "miss"


def test_grab_moves_focus_at_once_only_when_asked():
    scene = Scene("s", 800, 600)
    scene.region("skip", 0, 0, 800, 600, "Skip the animation")
    scene.focus_on("skip")
    assert json.loads(scene.to_json())["grab"] is False
    scene.focus_on("skip", now=True)
    assert json.loads(scene.to_json())["grab"] is True


def test_the_same_sentence_said_again_is_a_new_one_for_the_live_line(make_driver):
    d = make_driver(hash_="#/crickee")
    before = d.bridge.scene["said"]
    d.app.say("That is refused.")
    d.send(type="resize", w=1280, h=800)
    d.app.say("That is refused.")
    d.send(type="resize", w=1280, h=800)
    assert d.live == "That is refused." and d.bridge.scene["said"] == before + 2
    d.send(type="resize", w=1280, h=800)  # a repaint with nothing said: not a new sentence
    assert d.bridge.scene["said"] == before + 2


# focus per screen ------------------------------------------------------------------------------
def test_random_cricket_focus_goes_to_the_next_darts_first_bed_and_the_menus_first_item(make_driver):
    d = make_driver(hash_="#/darts")
    d.send(type="input", id="name:0", value="Ann")
    d.send(type="input", id="name:1", value="Bob")
    d.tap("20-15: standard board, 20 to 15 and the bull")
    d.tap("Start game")
    assert d.bridge.scene["focus"] == "target:20"
    d.tap("Menu")
    first_item = d.app.screen.menu_items(d.app.screen.state())[0][0]
    assert d.bridge.scene["focus"] == first_item and first_item not in ("back", "close")
    d.tap("Close the menu")
    assert d.bridge.scene["focus"] == "target:20"


def test_crickee_focus_goes_to_the_decisions_first_answer(make_driver):
    d = make_driver(hash_="#/crickee")
    d.tap("Start the match")
    settle(d)
    assert d.bridge.scene["focus"] == "toss:heads"


def test_card_cricket_focus_goes_to_the_first_cover(make_driver):
    d = make_driver(hash_="#/cards")
    d.tap("Instant dealing")
    d.tap("Start the match")
    settle(d)
    assert d.bridge.scene["focus"] == "toss:heads"
    d.tap("Call heads")
    settle(d)
    if "Bat first" in d.labels():
        d.tap("Bat first")
        settle(d)
    covers = [r["id"] for r in d.bridge.scene["regions"] if r["id"].startswith("cover:")]
    if covers:  # about one club match in sixteen asks no choice at all
        assert d.bridge.scene["focus"] == covers[0]


def test_the_hubs_delete_moves_focus_to_keep_then_back_then_on(make_driver):
    d = make_driver(hash_="#/crickee")
    d.tap("Start the match")
    settle(d)
    d.tap("Call heads")
    d.route("#/")
    match_id = d.store.entries()[0]["id"]
    d.send(type="tap", id=f"delete:{match_id}")
    assert d.bridge.scene["focus"] == f"keep:{match_id}"
    d.send(type="tap", id=f"keep:{match_id}")
    assert d.bridge.scene["focus"] == f"delete:{match_id}"
    d.send(type="tap", id=f"delete:{match_id}")
    d.send(type="tap", id=f"confirm-delete:{match_id}")
    assert d.bridge.scene["focus"] == "game:random-cricket" and d.store.entries() == []


# announcements ---------------------------------------------------------------------------------
def test_the_toss_is_said_how_it_landed_and_who_won(make_driver):
    d = make_driver(hash_="#/crickee")
    d.tap("Start the match")
    settle(d)
    d.tap("Call heads")
    toss = crickee.replay(d.app.screen.match)["toss"]
    won = "You won the toss" if toss["winner"] == "away" else "You lost the toss"  # you bat away, v the computer
    assert d.live.startswith(f"{toss['landed'].capitalize()}. {won}")


def test_scores_are_said_for_never_slash(make_driver):
    d = make_driver(hash_="#/crickee")
    d.tap("Watch the computer play both")
    d.tap("Start the match")
    d.tap("Pause")  # watching plays on by itself: its timers never run out, so settle() needs a pause
    d.tap("Next over")
    settle(d)
    assert "landing" not in d.live and " bowling: " in d.live, d.live  # the over has landed
    assert re.search(r"\d+ for \d+", d.live) and not re.search(r"\d+/\d+", d.live), d.live


def test_a_cover_says_the_cards_covered_and_the_new_cards(make_driver):
    d = make_driver(hash_="#/cards")  # a known seed, dealt at once: the same table on every run
    d.app.store.save("card-cricket-given", cards.new_match(seed="cover-said"), "given", {"speed": "instant"})
    d.route("#/cards?id=card-cricket-given")
    for _ in range(30):
        settle(d)
        covers = [label for label in d.labels() if label.startswith("Cover the ")]
        if covers:
            d.tap(covers[0])
            assert re.match(r"Covered: .+\. New cards: .+\.", d.live), d.live
            return
        d.tap(next(label for label in ("Call heads", "Bat first", "Pass: cover nothing more this turn",
                                       "Bat on", "Enforce the follow-on") if label in d.labels()))
    pytest.fail("no cover was offered")


# nothing saved before the first move ------------------------------------------------------------
@pytest.mark.parametrize("route, start", [("#/crickee", "Start the match"), ("#/cards", "Start the match")])
def test_opening_a_game_and_leaving_at_once_saves_nothing(make_driver, route, start):
    d = make_driver(hash_=route)
    d.tap(start)
    settle(d)
    d.route("#/")
    assert d.store.entries() == [] and "no saved matches" in d.live

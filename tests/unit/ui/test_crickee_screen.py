"""Crickee's match centre driven the way a player drives it: taps on its accessible buttons."""

import json
import re
from pathlib import Path

import pytest
from pavilion import crickee
from pavilion.crickee.cards import DECK
from pavilion.crickee.dice import WICKET_AT
from pavilion.crickee.over import DIG_IN
from pavilion.crickee.readings import GRADED
from pavilion.crickee.traits import MEANING, TRAITS
from pavilion.core import with_actions
from ui.screens.crickee import board
from ui.screens.crickee import screen as crickee_screen
from ui.screens.crickee import setup_panel, squads_panel, tabs_panel
from ui.screens.crickee.words import innings_name, over_lines
from ui.copies import MemoryBackend
from ui.storage import SETTING, Store
from ui_helpers import check_layout, drawn_size, walk

SIZES = [(800, 480), (1280, 720), (360, 640), (1920, 1080)]
BASE = "http://127.0.0.1:8000/"


def start(make_driver, mode=None, w=1280, h=720, backend=None, mine=None, theirs=None):
    """A new match from the set-up; `mine`/`theirs` pick the clubs by the slots' names."""
    d = make_driver(w=w, h=h, hash_="#/crickee", backend=backend)
    if mode:
        d.tap(mode)
    slots = [name for _, name in setup_panel.SLOTS[d.app.screen.mode]]
    if mine:
        d.tap(club_button(slots[0], mine))
    if theirs:
        d.tap(club_button(slots[1], theirs))
    d.tap("Start the match")
    settle(d)
    return d


def club_button(slot, club_name):
    """A club's button in a slot of the set-up: its short name first, as it is drawn."""
    club = next(c for c, v in setup_panel.POOL.items() if v["name"] == club_name)
    return f"{club.capitalize()}: {slot.lower()}, {club_name}"


def state(d):
    return crickee.replay(d.app.screen.match)


def overs_rolled(d):
    return sum(len(i["over_list"]) for i in state(d)["innings"])


def settle(d):
    """Let the screen come to rest: the over lands, the next decision is armed (timer ticks)."""
    ticks = 0
    while d.bridge.scene["timer"] and (d.app.screen.anim is not None or not d.app.screen.ready()):
        d.send(type="tick")
        ticks += 1
        assert ticks < 50
    return ticks


def bowlers(d, legal=True):
    """The bowler buttons: a legal one's name has no sentence after it; a refused one's has its reason."""
    return [lbl for lbl in d.labels() if lbl.startswith("Bowl ") and (". " not in lbl) == legal]


def decide(d):
    """One decision the way a steady captain takes it: heads, bat, no attack, the first bowler allowed."""
    settle(d)
    for label in ("Call heads", "Bat first", "Roll the over", "Do not attack this over"):
        if label in d.labels():
            d.tap(label)
            return settle(d)
    d.tap(bowlers(d)[0])
    return settle(d)


def play_overs(d, overs):
    target = overs_rolled(d) + overs
    while overs_rolled(d) < target and not state(d)["result"]:
        decide(d)


def region(d, label):
    return next(r for r in d.bridge.scene["regions"] if r["label"] == label)


def test_a_match_against_the_computer_by_taps_the_person_calls_the_toss(make_driver):
    d = start(make_driver, mine="Kestrel Vale", theirs="Copperleaf Foxes")
    s = state(d)
    assert s["options"]["away"] == "kestrels" and s["options"]["home"] == "foxes"
    assert s["options"]["captains"] == {"home": "computer", "away": "person"}
    assert d.bridge.replaced is None and d.store.entries() == []  # nothing saved before the first move
    assert s["to_decide"]["decision"] == "toss" and s["to_decide"]["captain"] == "person"
    assert "Call heads" in d.labels() and "Call tails" in d.labels()
    decide(d)
    assert d.bridge.replaced.startswith("#/crickee?id=crickee-") and len(d.store.entries()) == 1
    while not state(d)["result"]:
        decide(d)
    result = state(d)["result"]["text"]
    assert result in d.texts() and result in d.live
    assert {"Replay ball by ball", "Rematch: same teams and options, new dice", "New match"} <= set(d.labels())
    assert "Undo the last over" not in d.labels()  # the result stands
    saved = d.store.load(d.app.screen.match_id)
    assert saved[0] == d.app.screen.match
    d.tap("Share this match")
    d.tap("Print scorecard")
    document = d.bridge.scene["document"]
    assert d.bridge.printed and document[0] == {"h1": "Copperleaf Foxes v Kestrel Vale"}
    assert {"p": result} in document and sum("h2" in block for block in document) == len(state(d)["innings"])


def test_two_people_take_the_toss_attack_bowler_and_roll_in_turn(make_driver):
    d = start(make_driver, mode="Two people on one screen")
    assert "Harbour Gulls: call the toss (away captain)" in d.texts()
    d.tap("Call tails")
    settle(d)
    assert state(d)["toss"]["call"] == "tails"
    d.tap("Bowl first" if state(d)["to_decide"]["decision"] == "elect" else "Bat first")
    settle(d)
    batting = state(d)["to_decide"]
    assert batting["decision"] == "attack"
    d.tap("Attack this over")
    settle(d)
    assert state(d)["pending"]["attack"] is True
    fielding = state(d)["to_decide"]
    assert fielding["decision"] == "bowler" and fielding["side"] != batting["side"]
    first = bowlers(d)[0]
    d.tap(first)
    settle(d)
    d.tap("Roll the over")
    over = state(d)["innings"][0]["over_list"][0]
    assert over["attack"] and first.startswith(f"Bowl {over['bowler_name']}:")
    assert [a["type"] for a in d.app.screen.match["actions"]] == ["toss", "elect", "attack", "bowler", "roll"]


def test_a_double_tap_takes_one_decision_never_the_next(make_driver):
    """The second tap of a double tap lands on whatever is under the finger now: a decision that
    has just appeared is not armed yet, and a landing over takes any tap as 'show it'."""
    d = start(make_driver, mode="Two people on one screen")
    d.tap("Call heads")
    d.tap(d.labels()[d.labels().index("Bat first")] if "Bat first" in d.labels() else "Call heads")
    assert len(d.app.screen.match["actions"]) == 1  # the toss only: the election waited
    assert region(d, "Bat first")["disabled"] and d.bridge.scene["timer"] == crickee_screen.ARM_MS
    settle(d)
    assert not region(d, "Bat first")["disabled"]
    d.tap("Bat first")
    d.tap("Do not attack this over")  # too soon: the second tap of a double tap on Bat first
    assert [a["type"] for a in d.app.screen.match["actions"]] == ["toss", "elect"]
    settle(d)
    d.tap("Do not attack this over")
    settle(d)
    d.tap(bowlers(d)[0])
    settle(d)
    d.tap("Roll the over")
    assert overs_rolled(d) == 1 and d.app.screen.anim == 0
    d.tap("Skip the animation")  # the second tap lands the over, and does nothing else
    assert overs_rolled(d) == 1 and d.app.screen.anim is None
    assert len(d.app.screen.match["actions"]) == 5


def roll_without_landing(d):
    """Take decisions until an over is rolled, and stop with its dice still landing."""
    before = overs_rolled(d)
    while overs_rolled(d) == before:
        settle(d)
        label = next((lbl for lbl in ("Call heads", "Bat first", "Roll the over", "Do not attack this over")
                      if lbl in d.labels()), None)
        d.tap(label or bowlers(d)[0])
    return label


def test_against_the_computer_a_double_tap_on_roll_rolls_one_over(make_driver):
    d = start(make_driver)
    for _ in range(3):
        before = overs_rolled(d)
        label = roll_without_landing(d)
        actions = len(d.app.screen.match["actions"])
        d.tap("Skip the animation")  # the second tap of the double tap: lands the over
        assert overs_rolled(d) == before + 1 and len(d.app.screen.match["actions"]) == actions
        if label in d.labels():  # a third tap, too soon after the over landed, is not a choice
            assert region(d, label)["disabled"]
            d.tap(label)
            assert len(d.app.screen.match["actions"]) == actions


def test_the_over_lands_die_by_die_and_tells_nothing_until_it_has(make_driver):
    d = start(make_driver)
    roll_without_landing(d)
    scene = d.bridge.scene
    over = state(d)["innings"][-1]["over_list"][-1]
    assert scene["timer"] and d.app.screen.anim == 0
    assert [r["label"] for r in scene["regions"]] == ["Skip the animation"]
    skip = scene["regions"][0]
    assert (skip["x"], skip["y"], skip["w"], skip["h"]) == (0, 0, scene["w"], scene["h"])
    assert "The dice are landing." in d.texts() and "What it changed" not in d.texts()
    assert d.live.endswith("bowling: the dice are landing.")
    assert scene["document"] is None
    ticks = settle(d)
    assert ticks == crickee_screen.LANDED
    assert d.bridge.scene["timer"] is None  # nothing ticks while the screen is still
    assert "What it changed" in d.texts()
    assert d.live.startswith(f"Over 1, {over['bowler_name']} bowling: ")
    for change in over["changes"]:
        assert change in d.texts()
    if over["card"]:
        card = over["card"]
        assert f"The umpire's card: {card['name']} ({card['category']}): {card['text']}" in d.texts()


def test_the_result_is_not_told_before_the_last_die_lands(make_driver):
    d = start(make_driver, mode="Watch the computer play both")
    d.tap("Pause")
    d.app.screen.match = crickee.autoplay(d.app.screen.match, until="innings")
    while True:
        d.tap("Next over")
        if state(d)["result"]:
            break
        settle(d)
    result = state(d)["result"]["text"]
    assert d.app.screen.anim == 0
    assert result not in d.live and not any(result in t for t in d.texts())
    assert d.bridge.scene["document"] is None
    assert result not in d.store.index()[d.app.screen.match_id]["summary"]  # the hub is not told either
    d.tap("Skip the animation")
    assert result in d.live and result in d.texts()
    assert d.store.index()[d.app.screen.match_id]["summary"].endswith(result)


def test_undo_the_last_over_against_the_computer(make_driver):
    d = start(make_driver, w=360, h=640)
    play_overs(d, 2)
    assert "Undo the last over" in d.labels()
    before = overs_rolled(d)
    d.tap("Undo the last over")
    assert overs_rolled(d) == before - 1
    assert "taken back" in d.live
    settle(d)
    assert "Undo the last over" not in d.labels()  # once an innings
    assert state(d)["to_decide"]["captain"] == "person"
    play_overs(d, 1)
    assert overs_rolled(d) == before and "Undo the last over" not in d.labels()
    two = start(make_driver, mode="Two people on one screen")
    play_overs(two, 1)
    assert "Undo the last over" not in two.labels()


def test_the_bowler_picker_shows_figures_and_what_a_trait_does(make_driver):
    d = start(make_driver, mode="Two people on one screen")
    play_overs(d, 2)
    while state(d)["to_decide"]["decision"] != "bowler":
        decide(d)
    s = state(d)
    bowled = {b["name"]: b for b in s["innings"][-1]["bowling_card"]}
    labels = [lbl for lbl in d.labels() if lbl.startswith("Bowl ")]
    for name, figures in bowled.items():
        label = next(lbl for lbl in labels if lbl.startswith(f"Bowl {name}:"))
        assert f"{figures['overs_text']} over" in label and f"{figures['runs']} run" in label
    traited = [p for p in s["teams"][s["to_decide"]["side"]]["squad"] if p["bowls"] and p["trait"]]
    for p in traited:
        assert any(lbl.startswith(f"Bowl {p['name']}:") and MEANING[p["trait"]] in lbl for lbl in labels)


def test_the_scoreboard_the_chase_and_a_fair_scorecard(make_driver):
    d = start(make_driver)
    play_overs(d, 3)
    s = state(d)
    inn = s["innings"][-1]
    d.tap("Scores: the scorecard")
    assert any(t.startswith("Yet to bat: ") for t in d.texts())
    assert not any(t.startswith("Did not bat") for t in d.texts())
    while len(state(d)["innings"]) < 2 or not state(d)["innings"][1]["over_list"]:
        decide(d)
    s = state(d)
    chase = s["innings"][1]
    d.tap("Over: this over's dice, card and what it changed")
    if not s["result"]:
        req = chase["required"]
        assert any(t.startswith(f"Need {req['runs']} from ") and "required rate" in t for t in d.texts())
    d.tap("Scores: the scorecard")  # the latest innings first
    batter = chase["batting_card"][0]
    assert any(t.startswith(f"{batter['name']}, {batter['how']}: {batter['runs']} off ") for t in d.texts())
    first = s["innings"][0]
    d.tap(next(lbl for lbl in d.labels() if lbl.endswith(f": scorecard of {first['team']}, 1st innings")))
    texts = d.texts()
    opener = first["batting_card"][0]
    assert any(t.startswith(f"{opener['name']}, {opener['how']}: {opener['runs']} off ") for t in texts)
    assert not any(" 1 sixs" in t or "0 sixs" in t or " 1 overs" in t for t in texts)
    bowler = first["bowling_card"][0]
    assert any(t.startswith(f"{bowler['name']}: {bowler['overs_text']} over") for t in texts)
    if first["did_not_bat"]:
        assert any(t.startswith("Did not bat: ") for t in texts)
    assert any(t.startswith("Fall of wickets: ") for t in texts)
    assert any(t.startswith("Partnerships: 1st ") for t in texts)
    assert inn["team"] == first["team"]
    d.tap("Charts: worm, required rate and Manhattan")
    texts = d.texts()
    assert any(t.startswith(f"Worm, {first['team']}: ") for t in texts)
    assert any(t.startswith(f"Required rate, {chase['team']}: ") for t in texts)
    assert any(t.startswith(f"Manhattan, {chase['team']}, runs in each over: ") for t in texts)


def test_the_squads_tab_and_a_players_card_explain_his_trait(make_driver):
    d = start(make_driver, w=360, h=640)
    d.tap("Squads: the players and their traits")
    s = state(d)
    traited = next(p for p in s["teams"]["away"]["squad"] if p["trait"])
    label = next(lbl for lbl in d.labels() if lbl.startswith(f"{traited['position']}. {traited['name']} "))
    check_layout(d.bridge.scene)
    d.tap(label)
    assert traited["name"] in d.texts() and MEANING[traited["trait"]] in d.texts()
    check_layout(d.bridge.scene)
    d.tap("Back to the squads")
    assert label in d.labels()


@pytest.mark.parametrize("w,h", [(1280, 720), (800, 480), (360, 640)])
@pytest.mark.parametrize("home,away", [("owls", "gulls"), ("comets", "wasps"), ("badgers", "kestrels"),
                                       ("herons", "foxes")])
def test_every_line_of_the_squads_tab_is_drawn_at_the_reading_size(make_driver, w, h, home, away):
    """A player's line (name, trait, batting and bowling) was one line shrunk to 9 px at 1280x720:
    each line of the tab is drawn at 14 px or more, the trait beside the name, the role under it."""
    d = start(make_driver, w=w, h=h, mine=setup_panel.POOL[home]["name"], theirs=setup_panel.POOL[away]["name"])
    d.tap("Squads: the players and their traits")
    scene = d.bridge.scene
    tab = next(r for r in scene["regions"] if r["id"] == "tab:over")  # the tabs' first: the panel under them
    lines = [op for op in scene["ops"] if op[0] == "text" and op[2] > tab["y"] + tab["h"] and op[1] >= tab["x"]
             and op[3].strip()]
    assert min(drawn_size(op) for op in lines) >= squads_panel.LEAST >= 14, min(lines, key=drawn_size)
    drawn = {op[3] for op in lines}
    for p in state(d)["teams"]["home"]["squad"] + state(d)["teams"]["away"]["squad"]:
        assert {f"{p['position']}. {p['name']}", squads_panel.role_line(p)} <= drawn
        assert not p["trait"] or p["trait"] in drawn
    check_layout(scene)


def large_text_backend():
    backend = MemoryBackend()
    backend.set(SETTING + "text-size", json.dumps("large"))
    return backend


def tab_captions(scene):
    """{tab id: (its caption's text op, its button)}: the caption is the text drawn at its middle."""
    out = {}
    for r in scene["regions"]:
        if r["id"].startswith("tab:"):
            out[r["id"]] = (next(op for op in scene["ops"] if op[0] == "text" and op[1] == r["x"] + r["w"] / 2
                                 and op[2] == r["y"] + r["h"] / 2), r)
    return out


@pytest.mark.parametrize("w,h", SIZES)
def test_every_tab_caption_is_drawn_at_the_reading_size_and_grows_with_large_text(make_driver, w, h):
    """At 360x640 five equal cells squeezed "Squads" to 11 px in a browser (its sans is wider than
    the scene's estimate) and large text could not grow it: each caption is drawn at 14 px or more
    as wide as tabs_panel.TAB_EM makes it (the painter shrinks one wider than its box), all at one
    size in standard text, and larger under large text."""
    sizes = []
    for backend in (None, large_text_backend()):
        d = start(make_driver, w=w, h=h, backend=backend)
        tabs = tab_captions(d.bridge.scene)
        assert len(tabs) == len(crickee_screen.TABS)
        drawn = [min(drawn_size(op), op[7] / (len(op[3]) * tabs_panel.TAB_EM)) for op, _ in tabs.values()]
        assert min(drawn) >= 14 and all(op[7] < button["w"] for op, button in tabs.values()), drawn
        assert backend or len(set(drawn)) == 1, drawn
        sizes.append(min(drawn))
        check_layout(d.bridge.scene)
    assert sizes[1] >= sizes[0] + 2, sizes  # visibly larger


def test_how_to_play_the_dice_key_the_traits_and_all_120_cards(make_driver):
    d = make_driver(w=360, h=640, hash_="#/crickee")
    d.tap("Rules: how to play Crickee")
    assert "How to play Crickee" in d.texts() and "The game in a minute" in d.texts()
    check_layout(d.bridge.scene)
    d.tap("Dice: the dice")
    assert any(t.startswith("The dice: 1: dot; 2: dot or single;") for t in d.texts())
    d.tap("Traits: player traits")
    for trait in TRAITS:
        assert f"{trait}: {MEANING[trait]}" in d.texts()
    d.tap("Cards: the umpire's cards")
    seen = set()
    for category in ("Core", "Tactical", "Special", "Flavour"):
        d.tap(next(lbl for lbl in d.labels() if lbl.startswith(f"{category} cards")))
        check_layout(d.bridge.scene)
        seen |= {t.split(":")[0] for t in d.texts() if any(t.startswith(c.name + ":") for c in DECK)}
    assert seen == {c.name for c in DECK} and len(seen) == 120
    d.tap("Special cards (20)")
    windowed = [c for c in DECK if c.window]
    assert len(windowed) == 6 and all(f"{c.name}: {c.text}" in d.texts() for c in windowed)
    assert all(f"only in overs {c.window[0]}\u2013{c.window[1]}" in c.text for c in windowed)
    d.tap("Back to the set-up")
    assert "Start the match" in d.labels()
    m = start(make_driver, w=800, h=480)
    m.tap("Rules: the dice key and how to play")
    assert "What each face means" in m.texts()
    m.send(type="key", key="Escape")
    assert "How to play Crickee" not in m.texts() and m.app.screen.match is not None


def test_on_a_phone_the_dice_the_card_and_what_it_changed_are_on_screen_after_a_roll(make_driver):
    d = start(make_driver, w=360, h=640)
    for _ in range(6):
        play_overs(d, 1)
        over = state(d)["innings"][-1]["over_list"][-1] if state(d)["innings"][-1]["over_list"] else None
        if over is None or state(d)["result"]:
            continue
        ops = d.bridge.scene["ops"]
        texts = {op[3]: op[2] for op in ops if op[0] == "text"}
        assert texts["What it changed"] + 20 < 640
        if over["card"]:
            assert texts[over["card"]["name"]] < 640
        first_change = (over["changes"] or ["Nothing: the dice stand as they fell."])[0]
        assert any(op[0] == "text" and op[2] < 640 and first_change.startswith(op[3][:12]) for op in ops)


def test_watching_the_computer_plays_over_by_over_on_the_timer(make_driver):
    d = start(make_driver, mode="Watch the computer play both")
    s = state(d)
    assert s["options"]["captains"] == {"home": "computer", "away": "computer"}
    assert s["innings"] == [] and d.app.screen.auto
    assert d.bridge.scene["timer"] == crickee_screen.GAP_MS
    d.send(type="tick")
    assert len(state(d)["innings"][0]["over_list"]) == 1
    settle(d)
    assert d.bridge.scene["timer"] == crickee_screen.GAP_MS  # the next over is on its way
    d.tap("Pause")
    assert d.bridge.scene["timer"] is None
    d.tap("Next over")
    assert len(state(d)["innings"][0]["over_list"]) == 2
    settle(d)
    d.tap("Play to the end")
    d.tap("Skip the animation")
    assert state(d)["result"]["text"] in d.texts()
    settle(d)
    assert d.bridge.scene["timer"] is None


def test_a_reload_resumes_the_saved_match_and_its_tab(make_driver):
    backend = MemoryBackend()
    d = start(make_driver, backend=backend)
    play_overs(d, 3)
    d.tap("Scores: the scorecard")
    match_id = d.app.screen.match_id
    again = make_driver(w=360, h=640, hash_=f"#/crickee?id={match_id}", backend=backend)
    assert again.app.screen.match == d.app.screen.match
    assert again.app.screen.tab == "scorecard" and again.app.screen.ready()
    entry = again.store.index()[match_id]
    assert entry["game"] == "crickee" and "Ironbridge Owls v Harbour Gulls" in entry["summary"]
    decide(again)
    assert len(again.app.screen.match["actions"]) > len(d.app.screen.match["actions"])


def test_a_version_1_match_with_the_person_at_home_still_plays(make_driver):
    with open(Path(__file__).parents[1] / "crickee" / "v1_matches.json") as f:
        match = json.load(f)[-1]["record"]  # saved by the version 1 build, half played
    assert match["version"] == 1 and match["options"]["captains"]["home"] == "person"
    backend = MemoryBackend()
    Store(backend).save("crickee-1-old", match, "an older match")
    d = make_driver(hash_="#/crickee?id=crickee-1-old", backend=backend)
    before = overs_rolled(d)
    play_overs(d, 2)
    assert overs_rolled(d) == before + 2 and "Undo the last over" in d.labels()
    assert d.app.screen.match["version"] == 1
    settle(d)
    d.tap("Match: share, replay, new match")
    d.tap("New match")
    assert d.app.screen.mode == "one"


def test_the_same_dice_link_plays_the_same_match_for_the_same_decisions(make_driver):
    d = start(make_driver, theirs="Northgate Comets")
    play_overs(d, 4)
    d.tap("Match: share, replay, new match")
    d.tap("Copy link: the same-dice link")
    link = d.bridge.copied
    assert link in d.texts() and link.startswith(BASE + "#/crickee?m=P1.")
    friend = make_driver(hash_=link[len(BASE):])
    theirs = state(friend)
    assert theirs["seed"] == d.app.screen.match["seed"] and theirs["options"] == state(d)["options"]
    play_overs(friend, 4)
    assert friend.app.screen.match["actions"] == d.app.screen.match["actions"]
    assert state(friend)["innings"] == state(d)["innings"]


def test_the_replay_steps_ball_by_ball_and_over_by_over(make_driver):
    d = start(make_driver, mode="Watch the computer play both")
    d.tap("Play to the end")
    settle(d)
    d.tap("Share this match")
    d.tap("Copy replay link")
    link = d.bridge.copied
    assert "view=replay" in link
    friend = make_driver(w=800, h=480, hash_=link[len(BASE):])
    screen = friend.app.screen
    total = overs_rolled(d)
    first = state(d)["innings"][0]["over_list"][0]
    assert screen.view == "replay" and screen.step == 0
    assert f"Before the first ball (0 of {total} overs)" in friend.texts()
    friend.tap("Next ball")  # the first over's dice land, and its card turns
    assert (screen.step, screen.ball, screen.anim) == (1, 0, 0)
    settle(friend)
    assert "1st innings: over 1, the dice down" in friend.texts()
    assert "0/0" in friend.texts()  # no ball played yet
    friend.tap("Next ball")
    line = over_lines(state(d)["innings"][0], 1)[0]
    assert screen.ball == 1 and friend.live == line and line in friend.texts()
    balls = sum(b["settled"] for b in first["balls"])
    for _ in range(balls - 1):  # each ball its own step, the last too
        friend.tap("Next ball")
    assert screen.ball == balls and friend.live == over_lines(state(d)["innings"][0], 1)[balls - 1]
    friend.tap("Next ball")  # then the over complete
    assert screen.ball is None and "1st innings: over 1, complete" in friend.texts()
    assert f"{first['score']}/{first['wickets_down']}" in friend.texts()
    friend.tap("Next over")
    settle(friend)
    assert (screen.step, screen.ball) == (2, None)
    friend.tap("Play the replay")
    friend.send(type="tick")
    assert (screen.step, screen.ball) == (3, 0)
    settle(friend)
    friend.tap("Pause")
    friend.tap("The end of the match")
    assert screen.step == total and state(d)["result"]["text"] in friend.texts()
    last = state(d)["innings"][-1]
    assert f"{innings_name(last)}: " in " ".join(friend.texts())
    friend.send(type="key", key="ArrowLeft")
    assert screen.step == total and screen.ball is not None
    # A reload comes back to the same place in the replay.
    again = make_driver(backend=friend.store.backend, hash_=f"#/crickee?id={screen.match_id}")
    assert (again.app.screen.view, again.app.screen.step, again.app.screen.ball) == ("replay", total, screen.ball)
    again.tap("Leave the replay")
    assert again.app.screen.view == "live" and state(d)["result"]["text"] in again.texts()


def test_replay_is_computed_once_per_match(make_driver, monkeypatch):
    d = start(make_driver)
    play_overs(d, 1)
    calls = []
    real = crickee.replay
    monkeypatch.setattr(crickee, "replay", lambda m: calls.append(1) or real(m))
    for tab in ("Scores: the scorecard", "Charts: worm, required rate and Manhattan", "Match: share, replay, new match",
                "Squads: the players and their traits", "Over: this over's dice, card and what it changed"):
        d.tap(tab)
    settle(d)
    assert calls == []
    decide(d)
    assert len(calls) <= 2  # the computer's replies, and the screen's one replay of the new match


def test_setup_swaps_a_club_picked_for_both_sides_and_toggles_options(make_driver):
    d = make_driver(hash_="#/crickee")
    d.tap(club_button("Your team", "Harbour Gulls"))
    assert (d.app.screen.away, d.app.screen.home) == ("gulls", "owls")
    d.tap(club_button("The computer's team", "Harbour Gulls"))
    assert (d.app.screen.away, d.app.screen.home) == ("owls", "gulls")
    d.tap("Cards: on, the umpire's cards")
    d.tap("Traits: on, player traits")
    d.tap("Start the match")
    s = state(d)
    assert s["options"]["cards"] is False and s["options"]["traits"] is False and s["deck"] is None


def test_the_captain_picks_his_eleven_and_batting_order(make_driver):
    d = make_driver(w=360, h=640, hash_="#/crickee")
    d.tap("Your eleven and order: Harbour Gulls")
    first = list(d.app.screen.elevens["away"])
    names = {p["id"]: p["name"] for p in setup_panel.POOL["gulls"]["players"]}
    assert any(t.startswith("Ready: ") for t in d.texts())
    check_layout(d.bridge.scene)
    d.tap(f"Move {names[first[1]]} up the order")
    d.tap(f"Drop {names[first[3]]}: leave him out")
    assert "Harbour Gulls need a batting order of eleven players." in d.texts()
    spare = next(p for p in setup_panel.POOL["gulls"]["players"] if p["id"] not in first)
    d.tap(f"Pick {spare['name']}")
    assert d.live == f"{spare['name']} picked, batting at 11."
    d.tap("Done")
    d.tap("Start the match")
    mine = [first[1], first[0], first[2]] + first[4:] + [spare["id"]]
    assert state(d)["options"]["elevens"]["away"] == mine
    assert [p["id"] for p in state(d)["teams"]["away"]["squad"]] == mine


def test_an_eleven_the_rules_refuse_is_told_and_nothing_starts(make_driver):
    d = make_driver(hash_="#/crickee")
    d.tap("Your eleven and order: Harbour Gulls")
    gulls = {p["id"]: p for p in setup_panel.POOL["gulls"]["players"]}
    for pid in list(d.app.screen.elevens["away"]):
        if gulls[pid]["bowls"] and sum(gulls[p]["bowls"] for p in d.app.screen.elevens["away"]) > 4:
            d.tap(f"Drop {gulls[pid]['name']}: leave him out")
    for p in gulls.values():
        if not p["bowls"] and p["id"] not in d.app.screen.elevens["away"] and len(d.app.screen.elevens["away"]) < 11:
            d.tap(f"Pick {p['name']}")
    assert "Harbour Gulls's eleven needs five players who bowl: twenty overs at four each." in d.texts()
    d.tap("Done")
    d.tap("Start the match")
    assert d.app.screen.match is None and "five players who bowl" in d.live
    d.tap("Dice: graded, graded batting, or the original rules' dice for every batter")
    d.tap("Your eleven and order: Harbour Gulls")
    d.tap("Club's choice: the club's own eleven")
    d.tap("Done")
    d.tap("Start the match")
    assert state(d)["options"]["dice"] == "literal" and state(d)["reading"]["graded"] is False


@pytest.mark.parametrize("w,h", SIZES)
def test_every_panel_fits_at_every_size(make_driver, w, h):
    d = make_driver(w=w, h=h, hash_="#/crickee")
    check_layout(d.bridge.scene)
    d.tap("Your eleven and order: Harbour Gulls")
    check_layout(d.bridge.scene)
    d.tap("Done")
    d.tap("Two people on one screen")
    check_layout(d.bridge.scene)
    d.tap("Rules: how to play Crickee")
    for page in ("Dice: the dice", "Wickets: wicket chances", "Cards: the umpire's cards", "Traits: player traits"):
        check_layout(d.tap(page))
    d.tap("Back to the set-up")
    d = start(make_driver, mode="Two people on one screen", w=w, h=h)
    check_layout(d.bridge.scene)  # the toss
    decide(d)
    decide(d)
    for _ in range(8):  # into the overs: attack, bowler and roll panels, with the dice landing
        check_layout(d.bridge.scene)
        settle(d)
        for label in ("Roll the over", "Do not attack this over"):
            if label in d.labels():
                d.tap(label)
                break
        else:
            d.tap(bowlers(d)[0])
        check_layout(d.bridge.scene)
    settle(d)
    for tab in ("Scores: the scorecard", "Charts: worm, required rate and Manhattan", "Match: share, replay, new match",
                "Squads: the players and their traits", "Over: this over's dice, card and what it changed"):
        check_layout(d.tap(tab))
    w_ = start(make_driver, mode="Watch the computer play both", w=w, h=h)
    w_.tap("Play to the end")
    check_layout(w_.bridge.scene)
    settle(w_)
    check_layout(w_.bridge.scene)
    w_.tap("Charts: worm, required rate and Manhattan")
    check_layout(w_.bridge.scene)
    w_.tap("Replay ball by ball")
    check_layout(w_.bridge.scene)
    w_.tap("Next ball")
    settle(w_)
    w_.tap("Next ball")
    check_layout(w_.bridge.scene)
    if w > h and h < 800:
        assert w_.bridge.scene["h"] <= h + 400  # a short landscape screen scrolls a little at most


def test_a_super_over_is_labelled_and_the_tie_told(make_driver):
    match = crickee.autoplay(crickee.new_match(seed="s88", home="kestrels", away="foxes",
                                               captains={"home": "computer", "away": "computer"}))
    s = crickee.replay(match)
    assert s["result"]["text"] == "Match tied: Copperleaf Foxes won the Super Over"
    backend = MemoryBackend()
    Store(backend).save("crickee-1-tie", match, "a tie")
    d = make_driver(w=360, h=640, hash_="#/crickee?id=crickee-1-tie", backend=backend)
    assert "Match tied: Copperleaf Foxes won the Super Over" in d.texts()
    assert any(t.startswith("Super Over, ") for t in d.texts())  # the last over: the Super Over's
    assert "SUPER OVER 1, SECOND TO BAT" in [op[3] for op in d.bridge.scene["ops"] if op[0] == "text"]
    d.tap("Scores: the scorecard")
    d.tap(next(lbl for lbl in d.labels() if lbl.endswith(": scorecard of Copperleaf Foxes, Super Over 1, first to bat")))
    assert "Copperleaf Foxes \u00b7 Super Over 1, first to bat" in d.texts()
    check_layout(d.bridge.scene)
    d.tap("Charts: worm, required rate and Manhattan")
    assert not any(t.startswith("Worm, ") and "Super" in t for t in d.texts())
    check_layout(d.bridge.scene)


def test_a_saved_match_that_cannot_be_played_is_told_and_setup_shown(make_driver):
    backend = MemoryBackend()
    Store(backend).save("crickee-1-bad", {"game": "crickee", "version": 1, "seed": "abc", "options": {},
                                          "actions": []}, "broken")
    d = make_driver(hash_="#/crickee?id=crickee-1-bad", backend=backend)
    assert d.app.screen.match is None and "Start the match" in d.labels()
    assert any(t.startswith("That saved match cannot be played: ") for t in d.texts())
    gone = make_driver(hash_="#/crickee?id=crickee-1-gone")
    assert "That saved match is no longer on this device; start a new one." in gone.texts()


def test_words_plurals_partnerships_and_figures():
    from ui.screens.crickee.words import figures_text, partnerships_text, plural
    inn = {"partnerships": [{"wicket": 1, "batters": ["A Bee", "C Dee"], "runs": 22, "balls": 14, "unbroken": False},
                            {"wicket": 2, "batters": ["C Dee", "E Eff"], "runs": 9, "balls": 5, "unbroken": True}]}
    assert partnerships_text(inn) == "1st 22 (14) A Bee & C Dee; 2nd 9* (5) C Dee & E Eff"
    assert [plural(0, "six"), plural(1, "six"), plural(1, "over"), plural(2, "run")] == \
        ["0 sixes", "1 six", "1 over", "2 runs"]
    assert figures_text({"overs_text": "3.2", "maidens": 0, "runs": 27, "wickets": 2}) == "3.2-0-27-2"


def test_the_rules_pages_say_the_engines_numbers(make_driver):
    """The attack bonus, the wicket line, the cards' nudges and digging in, read off the pages a
    player reads, are the numbers the engine plays by: the pages cannot drift from the play."""
    d = make_driver(hash_="#/crickee")
    d.tap("Rules: how to play Crickee")
    d.tap("Wickets: wicket chances")
    wickets = " ".join(d.texts())
    d.tap("Dice: the dice")
    dice_page = " ".join(d.texts())
    attack = [int(n) for n in re.findall(r"([+-]\d) when the batters attack", wickets)]
    attack += [int(n) for n in re.findall(r"every wicket-chance roll gets ([+-]\d)", dice_page)]
    assert attack == [GRADED.attack_chance] * 2
    assert re.search(r"(\d) or more is out, 1 to (\d) is a dot", wickets).groups() == \
        (str(WICKET_AT), str(WICKET_AT - 1))
    said = re.search(r"([+-]\d(?: or [+-]\d)*) from some cards", wickets).group(1)
    assert {int(n) for n in said.split(" or ")} == {p[1] for c in DECK for p in c.parts if p[0] == "roll"}
    assert int(re.search(r"dig in: ([+-]\d)", wickets).group(1)) == DIG_IN[0]
    for face, outcome in GRADED.attack_faces.items():
        assert f"face {face} is a {outcome}" in dice_page


def watched_before(seed, over):
    """A computer-v-computer match (Owls v Gulls, `seed`) stopped just before its `over`-th roll,
    saved and opened, so a test can roll that over by tapping Next over."""
    both = {"home": "computer", "away": "computer"}
    whole = crickee.autoplay(crickee.new_match(seed, home="owls", away="gulls", captains=both), until="innings")
    rolls = [i for i, a in enumerate(whole["actions"]) if a["type"] == "roll"]
    backend = MemoryBackend()
    Store(backend).save("crickee-1-watch", with_actions(whole, whole["actions"][:rolls[over - 1]]), "watch")
    return backend


def tray(d):
    """The dice tray's slots: the largest squares on the canvas (dice, waiting outlines, an added
    ball's tile), and the strokes drawn across them (a ball the card took away)."""
    squares = [op for op in d.bridge.scene["ops"] if op[0] == "rect" and op[3] == op[4] and op[3] > 30]
    size = max(op[3] for op in squares)
    slots = [op for op in squares if op[3] == size]
    top = slots[0][2]
    struck = [op for op in d.bridge.scene["ops"] if op[0] == "line" and top <= op[2] <= top + size]
    return len(slots), len(struck)


@pytest.mark.parametrize("seed,over,after", [("add0", 4, (7, 0)), ("lose1", 8, (6, 1))])
def test_the_dice_tray_shows_six_slots_until_the_card_turns(make_driver, seed, over, after):
    """A card that adds a ball (a seventh tile) or takes one away (a struck die) tells its news
    only when it turns: while the dice land and the card lies face down, the tray is six dice."""
    d = make_driver(hash_="#/crickee?id=crickee-1-watch", backend=watched_before(seed, over))
    d.tap("Next over")
    stages = 0
    while d.app.screen.anim is not None:
        assert tray(d) == (6, 0), d.app.screen.anim
        d.send(type="tick")
        stages += 1
    assert stages == crickee_screen.LANDED and tray(d) == after


@pytest.mark.parametrize("mode", ["Two people on one screen", None])
def test_on_a_phone_every_bowler_and_the_tabs_are_on_the_first_screen(make_driver, mode):
    """At 360x640 a captain choosing the bowler sees every bowler and the tabs without scrolling,
    and so does one who rolls next (the over above shows only its dice; its card and what it
    changed are under This over), from the top of the page whatever the attack decision before
    left scrolled."""
    d = start(make_driver, mode=mode, w=360, h=640)
    chosen = 0
    while chosen < 6 and not state(d)["result"]:
        s = state(d)
        decision = s["to_decide"]["decision"]
        if decision in ("bowler", "roll") and s["to_decide"]["captain"] == "person":
            regions = [r for r in d.bridge.scene["regions"]
                       if r["label"].startswith("Bowl ") or r["id"].startswith("tab:") or r["id"] == "roll"]
            buttons = len(bowler_names(s)) if decision == "bowler" else 1
            assert len(regions) == buttons + len(crickee_screen.TABS)
            assert all(r["y"] + r["h"] <= 640 for r in regions), [(r["label"], r["y"] + r["h"]) for r in regions]
            assert d.bridge.scene["screen"] == f"crickee-{decision}"  # a page of its own: shown from the top
            check_layout(d.bridge.scene)
            over = (crickee.replay(d.app.screen.match)["innings"][-1]["over_list"] or [None])[-1]
            if over is not None:
                assert "What it changed" in d.texts() and all(c in d.texts() for c in over["changes"])
                named = [op for op in d.bridge.scene["ops"] if op[0] == "text" and over["card"]
                         and str(op[3]).endswith(f"\u00b7 {over['card']['name']}")]
                assert not over["card"] or named[0][2] < 640  # the card's name under the dice
            chosen += decision == "bowler"
        decide(d)
    assert chosen == 6


def bowler_names(s):
    return [p for p in s["teams"][s["to_decide"]["side"]]["squad"] if p["bowls"]]


def saved_at_bowler(make_driver, overs, w=1280, h=720):
    """A match against the computer, saved and opened where the person picks his bowler with
    `overs` overs of the innings bowled (he bowls second: the computer bats first)."""
    m = crickee.autoplay(crickee.new_match("bowl", home="owls", away="gulls",
                                           captains={"home": "computer", "away": "person"}))
    while True:
        s = crickee.replay(m)
        if s["to_decide"]["decision"] == "bowler" and len(s["innings"][-1]["over_list"]) >= overs:
            break
        m = crickee.autoplay(crickee.apply(m, crickee.legal_actions(m)[-1]))  # tails, bowl first
    backend = MemoryBackend()
    Store(backend).save("crickee-1-bowl", m, "bowl")
    return make_driver(w=w, h=h, hash_="#/crickee?id=crickee-1-bowl", backend=backend)


def test_what_a_player_reads_has_one_full_stop_and_says_1_over(make_driver):
    """Every sentence on the bowler picker, the tabs and a finished match's pages ends with one
    full stop ('..' came from a trait's meaning and a refusal joined), and one over is '1 over'."""
    found = walk(saved_at_bowler(make_driver, 1), 1)
    assert any(re.search(r"^Bowl .*: 1 over, ", t) for t in found)
    finished = crickee.autoplay(crickee.new_match("ends", captains={"home": "computer", "away": "computer"}))
    backend = MemoryBackend()
    Store(backend).save("crickee-1-ends", finished, "ends")
    found.update(walk(make_driver(hash_="#/crickee?id=crickee-1-ends", backend=backend), 2))
    bad = [t for t in found if re.search(r"(?<!\.)\.\.(?!\.)|\b1 overs\b", t)]
    assert not bad, bad


def test_the_rate_chart_and_the_scorecard_say_what_the_scoreboard_says(make_driver):
    """The Owls all out chasing, at 19.3 overs: the chart's last run rate is the scoreboard's
    7.69, not 150 over 20 whole overs; the Gulls' extras are split into the kinds their cards
    named."""
    both = {"home": "computer", "away": "computer"}
    backend = MemoryBackend()
    Store(backend).save("crickee-1-rate", crickee.autoplay(crickee.new_match(
        "chase2", home="owls", away="gulls", captains=both)), "rate")
    d = make_driver(hash_="#/crickee?id=crickee-1-rate", backend=backend)
    chase = state(d)["innings"][1]
    assert (chase["overs"], chase["run_rate"]) == ("19.3", 7.69)
    d.tap("Charts: worm, required rate and Manhattan")
    said = next(t for t in d.texts() if t.startswith("Required rate, Ironbridge Owls: "))
    assert said.endswith("after over 20: 7.69")
    d.tap("Scores: the scorecard")
    d.tap(next(lbl for lbl in d.labels() if lbl.endswith(": scorecard of Harbour Gulls, 1st innings")))
    first = state(d)["innings"][0]
    assert any(t.startswith(f"Extras {first['extras']} (b 2, w 1, bonus 1) \u00b7 Total ") for t in d.texts())


def test_after_a_card_cut_an_over_short_the_board_says_the_balls_and_rates_by_them(make_driver):
    """Two cards took a ball each from the Comets' twenty overs: the board says '20 ov, 118
    balls' and a run rate of 173 over 118 balls (8.80), not over 120 (8.65), as the scorecard."""
    both = {"home": "computer", "away": "computer"}
    backend = MemoryBackend()
    Store(backend).save("crickee-1-rain", crickee.autoplay(crickee.new_match("rain4", captains=both)), "rain")
    d = make_driver(hash_="#/crickee?id=crickee-1-rain", backend=backend)
    first = state(d)["innings"][0]
    assert (first["overs"], first["balls_bowled"]) == ("20", 118)
    assert (first["runs"], first["run_rate"]) == (173, 8.8)
    as_it_stood = {**state(d), "innings": [first]}  # the board after the first innings
    assert board.scoreboard_lines(d.app.screen, as_it_stood)[3] == "20 ov, 118 balls \u00b7 run rate 8.80"
    d.tap("Scores: the scorecard")
    d.tap(next(lbl for lbl in d.labels() if lbl.endswith(": scorecard of Northgate Comets, 1st innings")))
    total = f"Total {first['runs']}/{first['wickets']} (20 overs, 118 balls, run rate {first['run_rate']:.2f})"
    assert any(total in t for t in d.texts()), total


def test_the_replay_steps_onto_a_ball_a_card_added_before_the_over_ends(make_driver):
    """Over 6 of the Comets' innings has seven deliveries (Super Sub Spell added one): Next ball
    says each of them, the added '5.6 extra ball' too, and only then the over's end."""
    both = {"home": "computer", "away": "computer"}
    backend = MemoryBackend()
    Store(backend).save("crickee-1-added", crickee.autoplay(crickee.new_match("rain4", captains=both)), "added")
    d = make_driver(hash_="#/crickee?id=crickee-1-added", backend=backend)
    d.tap("Replay ball by ball")
    for _ in range(5):
        d.tap("Next over")
        settle(d)
    d.tap("Next ball")  # over 6's dice
    settle(d)
    said = []
    while d.app.screen.ball is not None:
        d.tap("Next ball")
        said.append(d.live)
    lines = over_lines(state(d)["innings"][0], 6)
    balls = [line for line in lines if line.startswith("5.")]
    assert len(balls) == 7 and balls[-1].startswith("5.6 extra ball, ")
    assert said[:7] == balls and said[7].startswith("Over 6, ") and len(said) == 8


def test_the_replay_board_counts_an_over_cut_short_as_whole_at_its_last_ball(make_driver):
    """Over 1 of the Comets' innings lost a ball to Beach Ball Delay: at its fifth and last ball
    the replay's board says 1 over, as the over complete does, not 0.5."""
    both = {"home": "computer", "away": "computer"}
    backend = MemoryBackend()
    Store(backend).save("crickee-1-cut", crickee.autoplay(crickee.new_match("rain4", captains=both)), "cut")
    d = make_driver(hash_="#/crickee?id=crickee-1-cut", backend=backend)
    d.tap("Replay ball by ball")
    d.tap("Next ball")  # over 1's dice
    settle(d)
    for _ in range(5):
        d.tap("Next ball")
    shown = d.app.screen.shown()
    assert d.app.screen.ball == 5
    assert board.board_numbers(d.app.screen, shown)[1:] == (7, 0, "1")


def test_under_the_dice_a_chase_won_never_reached_each_says_so_apart(make_driver):
    """The Foxes won at 18.4: under the two dice never bowled the tray draws a dash each (two
    'not bowled' ran together at 1280x720), and the accessible words still say not bowled."""
    both = {"home": "computer", "away": "computer"}
    backend = MemoryBackend()
    Store(backend).save("crickee-1-won", crickee.autoplay(crickee.new_match("rain0", captains=both)), "won")
    d = make_driver(w=1280, h=720, hash_="#/crickee?id=crickee-1-won", backend=backend)
    last = state(d)["innings"][1]["over_list"][-1]
    unbowled = sum(not b["settled"] for b in last["balls"])
    assert state(d)["innings"][1]["overs"] == "18.4" and unbowled == 2
    drawn = [op[3] for op in d.bridge.scene["ops"] if op[0] == "text"]
    assert drawn.count("\u2014") == unbowled and "not bowled" not in drawn
    assert sum(t.count(", not bowled") for t in d.texts()) == unbowled

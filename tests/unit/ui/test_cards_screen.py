"""Card Cricket's table driven the way a player drives it: taps on its accessible buttons."""


import pytest

from pavilion import cards
from pavilion.cards import droid
from pavilion.core import with_actions
from ui.screens.cards import Timeline, card_words, set_label, table_at
from ui_helpers import check_layout
from ui.storage import MemoryBackend

SIZES = [(800, 480), (1280, 720), (1920, 1080), (360, 640), (300, 1200)]






def start(make_driver, speed="instant", seed="table", w=1280, h=720, backend=None, **options):
    """A table on a new match with a known seed, opened as a saved match is (so tests replay exactly)."""
    d = make_driver(w=w, h=h, hash_="#/cards", backend=backend)
    d.app.store.save("card-cricket-given", cards.new_match(seed=seed, **options), "given", {"speed": speed})
    d.route("#/cards?id=card-cricket-given")
    return d


def state(d):
    return cards.replay(d.app.screen.match)


def covers(d):
    return [label for label in d.labels() if label.startswith("Cover ")]


def to_first_choice(d):
    """Call the toss and, if it is won, bat: then play on to your first choice of sets."""
    d.tap("Call heads")
    if "Bat first" in d.labels():
        d.tap("Bat first")
    while not covers(d):
        d.tap("Bat on")
    return d


def test_set_up_chooses_nations_and_options(make_driver):
    d = make_driver(hash_="#/cards")
    assert len([label for label in d.labels() if label.startswith("Your nation: ")]) == 14
    assert any("Tobias Wrenfield" in t for t in d.texts())  # England's eleven, shown under the choice
    d.tap("Your nation: India")
    d.tap("The Droid's nation: Scotland")
    d.tap("Test match: two innings each")
    d.tap("5-day Test")
    d.tap("Runs are the count less 9")
    d.tap("A wicket for every full 21 cards")
    d.tap("All eleven bat")
    d.tap("Start the match")
    options = d.app.screen.match["options"]
    assert options == {**options, "nation": "IND", "droid_nation": "SCO", "format": "test", "days": 5,
                       "runs": "short", "wickets": "each", "all_bat": True}
    assert d.bridge.replaced.startswith("#/cards?id=card-cricket-")
    assert "India 0/0" not in d.texts() and "Call heads" in d.labels()


def test_the_same_nation_twice_is_refused_in_the_engines_words(make_driver):
    d = make_driver(hash_="#/cards")
    d.tap("Your nation: Australia")
    d.tap("Start the match")
    assert d.app.screen.match is None
    assert d.live == "You and the Droid need different nations."
    assert d.live in d.texts()


def test_the_toss_then_a_choice_of_sets_by_button(make_driver):
    d = start(make_driver)
    d.tap("Call tails")
    s = state(d)
    assert s["toss"]["call"] == "tails"
    assert f"it came down {s['toss']['coin']}" in d.live
    if s["toss"]["winner"] == "you":
        assert {"Bat first", "Field first"} <= set(d.labels())
        d.tap("Field first")
    while not covers(d):
        d.tap("Bat on")
    s = state(d)
    assert covers(d) == [set_label(x["cards"]) for x in s["turn"]["sets"]]
    assert "sets show: choose one to cover" in d.live
    actions = len(d.app.screen.match["actions"])
    d.tap(covers(d)[-1])
    assert d.app.screen.match["actions"][actions] == {"type": "cover", "cells": s["turn"]["sets"][-1]["cells"]}


def test_a_tap_on_a_card_covers_its_set_and_a_shared_card_waits_for_a_second(make_driver):
    for seed in ("t1", "t2", "t3", "t4", "t5", "t6"):
        d = to_first_choice(start(make_driver, seed=seed))
        sets = state(d)["turn"]["sets"]
        shared = [c for c in range(1, 10) if sum(c in s["cells"] for s in sets) > 1]
        if shared:
            break
    cell = shared[0]
    grid = state(d)["turn"]["grid"]
    actions = len(d.app.screen.match["actions"])
    d.tap(f"Cell {cell}: {card_words(grid[cell - 1]['card'])}")
    assert len(d.app.screen.match["actions"]) == actions  # nothing covered yet
    assert "sets: tap another of the set's cards" in d.live
    target = next(s for s in sets if cell in s["cells"])
    other = next(c for c in target["cells"] if c != cell)
    d.tap(f"Cell {other}: {card_words(grid[other - 1]['card'])}")
    assert d.app.screen.match["actions"][actions] == {"type": "cover", "cells": target["cells"]}


def test_a_cover_that_is_not_a_showing_set_is_refused(make_driver):
    d = to_first_choice(start(make_driver))
    actions = list(d.app.screen.match["actions"])
    d.send(type="tap", id="cover:1-2-3")
    assert d.live == "Those cards are not a set that can be covered now."
    assert d.live in d.texts() and d.app.screen.match["actions"] == actions


def test_the_deal_is_animated_by_ticks_and_stops_when_caught_up(make_driver):
    d = start(make_driver, speed="normal")
    d.tap("Call heads")
    if "Field first" in d.labels():
        d.tap("Field first")
    screen = d.app.screen
    assert screen.animating() and d.bridge.scene["timer"] >= 260
    assert "Skip to now" in d.labels() and not covers(d)
    seen = []
    while screen.animating():
        scene = d.send(type="tick")
        seen.append(next(t for t in d.texts() if t.startswith("Count ")))
        assert bool(scene["timer"]) == screen.animating()
    assert seen[0] == "Count 1" and len(seen) == len(screen.timeline())
    scene = d.bridge.scene
    waiting = state(d)
    assert scene["timer"] is None  # no idle loop while it waits for you
    # What the animation built from the events is the engine's own grid.
    table = table_at(waiting["turn"]["events"])
    assert table["tops"] == [c["card"] for c in waiting["turn"]["grid"]]
    assert table["under"] == [c["under"] for c in waiting["turn"]["grid"]]
    assert covers(d) or "Bat on" in d.labels()


def test_skip_shows_everything_and_the_score_waits_for_the_deal(make_driver):
    d = start(make_driver, speed="fast")
    d.tap("Call heads")
    if "Bat first" in d.labels():
        d.tap("Bat first")
    screen = d.app.screen
    for _ in range(3):
        d.send(type="tick")
    view = screen.view(state(d))
    shown = screen.shown_score(state(d), view)
    assert shown[-1][1] == 0  # the first turn's runs are not on the board while it is dealt
    d.tap("Skip to now")
    assert not screen.animating() and d.bridge.scene["timer"] is None


def test_auto_choose_plays_your_covers_on_the_ticks(make_driver):
    d = to_first_choice(start(make_driver))
    d.tap("Dealing speed: instant")  # the cycle: instant -> slow -> normal
    d.tap("Dealing speed: slow")
    assert d.app.screen.speed == "normal" and d.app.store.setting("cards-speed") == "normal"
    suggestion, actions = state(d)["suggestion"], len(d.app.screen.match["actions"])
    d.tap("Auto choose: the Droid's pick for you")
    assert d.live.startswith("Auto on") and d.bridge.scene["timer"]
    d.send(type="tick")
    assert d.app.screen.match["actions"][actions] == suggestion
    assert d.app.screen.animating() and d.app.store.load(d.app.screen.match_id)[1]["auto"] is True


def test_a_whole_club_match_with_auto_then_a_rematch_with_the_same_deal(make_driver):
    d = start(make_driver)
    assert state(d)["decision"] == "toss"
    d.tap("Call heads")
    if "Bat first" in d.labels():
        d.tap("Bat first")
    d.tap("Auto choose: the Droid's pick for you")
    for _ in range(400):
        if "Bat on" in d.labels():
            d.tap("Bat on")
        else:
            break
    s = state(d)
    assert s["result"] and s["result"]["text"] in d.texts()
    assert d.live.endswith(s["result"]["text"] + ".")
    d.tap("Scorecard")
    assert any(t.startswith("2nd innings: ") for t in d.texts())
    d.tap(f"Innings 1: {d.app.screen.name_of(s['innings'][0]['batting'])}")
    assert any(t.startswith("1st innings: ") for t in d.texts())
    assert d.bridge.scene["document"][0]["h1"] == "Card Cricket: England v Australia"
    d.tap("Print the scorecard")
    assert d.bridge.printed
    d.tap("Close the scorecard")
    seed, options = d.app.screen.match["seed"], d.app.screen.match["options"]
    d.tap("Rematch with the same deal")
    again = d.app.screen.match
    assert again["seed"] == seed and again["options"] == options and again["actions"] == []


def test_declaring_closes_your_innings(make_driver):
    d = start(make_driver)
    d.tap("Call heads")
    if "Bat first" in d.labels():
        d.tap("Bat first")
    while "Declare" not in d.labels():
        d.tap(covers(d)[0])
    d.tap("Declare")
    s = state(d)
    assert s["innings"][0]["closed"] == "declared" and s["innings"][0]["batting"] == "you"
    assert len(s["innings"]) == 2


def test_the_follow_on_is_a_decision_by_buttons(make_driver):
    match = cards.new_match(seed="fo5", format="test", runs="short", wickets="each")
    played = cards.state_of(match)
    actions = []
    while played.pending != "follow-on":
        actions.append(played.act(droid.decide(played)))
    d = start(make_driver)
    d.app.store.save("card-cricket-fo", with_actions(match, actions), "follow-on", {"speed": "instant"})
    d.route("#/cards?id=card-cricket-fo")
    assert {"Enforce the follow-on", "Bat again"} <= set(d.labels())
    d.tap("Enforce the follow-on")
    s = state(d)
    assert s["innings"][2]["follow_on"] and s["innings"][2]["batting"] == "droid"


def test_the_match_resumes_after_a_reload(make_driver):
    backend = MemoryBackend()
    d = to_first_choice(start(make_driver, backend=backend))
    d.tap(covers(d)[0])
    d.tap("Dealing speed: instant")  # -> slow, remembered with the match
    match_id, match = d.app.screen.match_id, d.app.screen.match
    again = make_driver(hash_=f"#/cards?id={match_id}", backend=backend)
    assert again.app.screen.match == match and again.app.screen.speed == "slow"
    assert not again.app.screen.animating()  # a reload shows the table as it stands
    assert covers(again) == covers(d) or "Bat on" in again.labels()
    assert again.live == f"Card Cricket. {again.app.screen.status(state(again))}."


def test_a_rematch_link_deals_the_same_cards(make_driver):
    d = to_first_choice(start(make_driver))
    d.tap("Menu")
    d.tap("Share a rematch link")
    d.tap("Copy the link")
    link = d.bridge.copied
    assert link in d.texts() and link.startswith("http://127.0.0.1:8000/#/cards?m=")
    friend = make_driver(hash_=link[len("http://127.0.0.1:8000/"):])
    theirs = friend.app.screen.match
    assert theirs["seed"] == d.app.screen.match["seed"] and theirs["actions"] == []
    assert "Call heads" in friend.labels()


def test_cards_are_named_and_drawn_in_their_colours(make_driver):
    assert card_words("QH") == "queen of hearts" and card_words("10S") == "10 of spades"
    assert set_label(["4H", "7C"]) == "Cover 4 of hearts and 7 of clubs"
    assert set_label(["KS", "QH", "JD"]) == "Cover king of spades, queen of hearts and jack of diamonds"
    d = to_first_choice(start(make_driver))
    texts = [op for op in d.bridge.scene["ops"] if op[0] == "text"]
    suits = [op for op in texts if op[3] in "\u2665\u2666\u2660\u2663" and len(op[3]) == 1]
    assert len(suits) >= 9  # every card on the grid shows its suit
    for op in suits:  # hearts and diamonds red, spades and clubs black
        assert op[5] == ("#c8102e" if op[3] in "\u2665\u2666" else "#111111"), op[3]
    grid = "; ".join(f"{c['cell']}: {card_words(c['card']) if c['card'] else 'empty'}"
                     for c in state(d)["turn"]["grid"])
    assert f"The grid, cell by cell: {grid}." in d.texts()


def test_the_timeline_is_every_turns_events_in_order_and_rebuilds_the_engines_grid():
    reshuffled = 0
    for seed in ("tl1", "tl2", "tl3"):
        s = cards.replay(cards.autoplay(cards.new_match(seed=seed, droid_vs_droid=True)))
        timeline = Timeline(s)
        assert len(timeline) == sum(len(t["events"]) for inn in s["innings"] for t in inn["turns"])
        assert [n for n, _ in timeline.steps] == sorted(n for n, _ in timeline.steps)
        # Stopped part-way through a turn, at every cover the Droid chose: the grid is the engine's.
        m = cards.new_match(seed=seed, droid_vs_droid=True)
        for until in range(20, 120, 7):
            live = cards.replay(cards.autoplay(m, until=until))["turn"]
            table = table_at(live["events"])
            assert table["tops"] == [c["card"] for c in live["grid"]]
            assert table["under"] == [c["under"] for c in live["grid"]]
            reshuffled += table["reshuffles"]
    assert reshuffled  # the gathering-up on a reshuffle was among them


@pytest.mark.parametrize("w,h", SIZES)
def test_every_panel_fits_at_every_size(make_driver, w, h):
    d = make_driver(w=w, h=h, hash_="#/cards")
    d.tap("Test match: two innings each")
    check_layout(d.bridge.scene)
    d.tap("Deal normal")
    d.tap("Start the match")
    check_layout(d.bridge.scene)
    d.tap("Call heads")
    check_layout(d.bridge.scene)  # dealing
    d.tap("Skip to now") if "Skip to now" in d.labels() else None
    if "Bat first" in d.labels():
        d.tap("Bat first")
        d.tap("Skip to now")
    check_layout(d.bridge.scene)
    for panel in ("Menu", "Share a rematch link"):
        d.tap(panel)
        check_layout(d.bridge.scene)
    d.tap("Done")
    d.tap("Menu")
    d.tap("Scorecard")
    check_layout(d.bridge.scene)
    d.tap("Close the scorecard")
    check_layout(d.bridge.scene)

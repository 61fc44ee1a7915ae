"""Card Cricket's table driven the way a player drives it: taps on its accessible buttons."""

import pytest

from pavilion import cards
from pavilion.cards import droid, questions, scoring
from pavilion.core import with_actions
from ui.screens.cards.deal import SPEEDS, Timeline, table_at
from ui.screens.cards.screen import SPEED_SETTING
from ui.screens.cards.faces import and_list, card_words, set_label
from ui.screens.cards.menu import EVERY_COVER
from ui.copies import MemoryBackend
from ui_helpers import check_layout

SIZES = [(800, 480), (1280, 720), (1920, 1080), (360, 640), (300, 1200)]


def start(make_driver, speed="instant", seed="table", w=1280, h=720, backend=None, every_cover=False, **options):
    """A table on a new match with a known seed, opened as a saved match is (so tests replay exactly);
    `every_cover`: the person has chosen to choose every cover."""
    d = make_driver(w=w, h=h, hash_="#/cards", backend=backend)
    if every_cover:
        d.app.store.set_setting(EVERY_COVER, True)
    d.app.store.save("card-cricket-given", cards.new_match(seed=seed, **options), "given", {"speed": speed})
    d.route("#/cards?id=card-cricket-given")
    return d


def state(d):
    return cards.replay(d.app.screen.match)


def actions(d):
    return d.app.screen.match["actions"]


def region(d, label):
    return next(r for r in d.bridge.scene["regions"] if r["label"] == label)


def press(d, label):
    """Tap as a person does: once a choice has come up (after a decision its buttons wait out a
    double tap for a moment; the page's timer ticks them live)."""
    for _ in range(50):
        if not region(d, label)["disabled"]:
            break
        d.send(type="tick")
    return d.tap(label)


def covers(d):
    return [label for label in d.labels() if label.startswith("Cover ")]


def toss(d, choice="Bat first"):
    """Call heads and, if the toss is won, make `choice`."""
    press(d, "Call heads")
    if choice in d.labels():
        press(d, choice)


def to_first_choice(d):
    toss(d)
    assert covers(d), "a club match stops only for covers"
    return d


def test_set_up_chooses_players_nations_and_options(make_driver):
    d = make_driver(hash_="#/cards")
    assert len([label for label in d.labels() if label.endswith(", your nation")]) == 14
    assert any("Tobias Wrenfield" in t for t in d.texts())  # England's eleven, shown under the choice
    assert "England v Australia: club match, you v the Droid; count less 9, a wicket per full 21." in d.texts()
    d.tap("IND: India, your nation")
    d.tap("SCO: Scotland, the Droid's nation")
    d.tap("Test: 2 innings each, a Test match")
    assert region(d, "21+: one wicket for 21 cards or more")["pressed"], "a Test's wicket rule follows the format"
    d.tap("5 days: a 5-day Test")
    d.tap("A run a card")
    d.tap("Each 21: a wicket for every full 21 cards")
    d.tap("All 11 bat")
    d.tap("Start the match")
    options = d.app.screen.match["options"]
    assert options == {**options, "nation": "IND", "droid_nation": "SCO", "format": "test", "days": 5,
                       "runs": "count", "wickets": "each", "all_bat": True, "two_players": False}
    assert d.bridge.replaced is None and d.store.entries() == []  # nothing saved before the first move
    assert "Call heads" in d.labels()
    d.tap("Call heads")
    assert d.bridge.replaced.startswith("#/cards?id=card-cricket-") and len(d.store.entries()) == 1


def test_the_defaults_start_a_believable_club_match(make_driver):
    d = make_driver(hash_="#/cards")
    d.tap("Start the match")
    options = d.app.screen.match["options"]
    assert (options["format"], options["runs"], options["wickets"]) == ("club", "short", "each")


def test_start_is_on_the_first_screen_at_every_size(make_driver):
    for w, h in SIZES:
        d = make_driver(w=w, h=h, hash_="#/cards")
        start_button = region(d, "Start the match")
        assert start_button["y"] + start_button["h"] <= h, (w, h)


def test_the_same_nation_twice_is_refused_in_the_engines_words(make_driver):
    d = make_driver(hash_="#/cards")
    d.tap("AUS: Australia, your nation")
    d.tap("Start the match")
    assert d.app.screen.match is None
    assert d.live == "You and the Droid need different nations."
    assert d.live in d.texts()


def test_the_rules_are_taught_from_the_set_up_and_the_menu(make_driver):
    d = make_driver(hash_="#/cards")
    d.tap("How to play Card Cricket")
    texts = " ".join(d.texts())
    for words in ("Two cards that add up to 11", "Three cards of one rank in a row", "A king, a queen and a jack",
                  "this is how Pavilion scores it", "a run for every card after the ninth",
                  "every full 21 cards in a turn takes a wicket", "Pass ends your covering",
                  "When the table asks you", "leave different chances of another set"):
        assert words in texts, words
    ops = [op[3] for op in d.bridge.scene["ops"] if op[0] == "text"]
    assert ops.count("7") == 3 and {"K", "Q", "J"} <= set(ops), "the sets are drawn as small cards"
    check_layout(d.bridge.scene)
    d.tap("Back to the set-up")
    assert "Start the match" in d.labels()
    d = start(make_driver, runs="count", wickets="one")
    d.tap("Menu")
    d.tap("How to play Card Cricket")
    assert any("one run for every card played" in t for t in d.texts()), "the scoring of this match"
    d.tap("Back to the table")
    assert "Call heads" in d.labels()


def test_the_toss_then_a_choice_of_sets_by_a_button_that_names_the_kind(make_driver):
    d = start(make_driver)
    press(d, "Call tails")
    s = state(d)
    assert s["toss"]["call"] == "tails" and f"it came down {s['toss']['coin']}" in d.live
    if s["toss"]["winner"] == "you":
        assert {"Bat first", "Field first"} <= set(d.labels())
        press(d, "Field first")
        assert d.live.startswith("You won the toss and chose to field.")
    else:
        assert "The Droid won the toss and chose to bat." in d.live
    s = state(d)
    assert covers(d) == [set_label(x["kind"], x["cards"]) for x in s["turn"]["sets"]]
    assert all(label.startswith(("Cover the pair to 11: ", "Cover the line of three ", "Cover the king, queen "))
               for label in covers(d))
    assert "sets show, and they leave different chances of another set: choose one to cover, or pass" in d.live
    n = len(actions(d))
    press(d, covers(d)[-1])
    assert actions(d)[n] == {"type": "cover", "cells": s["turn"]["sets"][-1]["cells"]}


def test_a_double_tap_decides_once(make_driver):
    """The second tap of a double tap lands where the first one's answer now has its buttons."""
    for seed in ("dt1", "dt2", "dt3", "dt4"):
        d = start(make_driver, seed=seed)
        d.tap("Call heads")
        if "Bat first" in d.labels():
            break
    assert region(d, "Bat first")["disabled"] and region(d, "Field first")["disabled"]
    d.tap("Bat first")  # the second tap, at once: ignored
    assert [a["type"] for a in actions(d)] == ["toss"]
    d.send(type="tick")
    assert not region(d, "Bat first")["disabled"] and d.bridge.scene["timer"] is None
    d.tap("Bat first")
    assert [a["type"] for a in actions(d)][:2] == ["toss", "elect"]


def test_a_tap_on_a_card_covers_its_set_and_a_shared_card_waits_for_a_second(make_driver):
    for seed in ("t1", "t2", "t3", "t4", "t5", "t6"):
        d = to_first_choice(start(make_driver, seed=seed))
        d.send(type="tick")
        sets = state(d)["turn"]["sets"]
        shared = [c for c in range(1, 10) if sum(c in s["cells"] for s in sets) > 1]
        if shared:
            break
    cell = shared[0]
    grid = state(d)["turn"]["grid"]
    n = len(actions(d))
    d.tap(f"Cell {cell}: {card_words(grid[cell - 1]['card'])}")
    assert len(actions(d)) == n  # nothing covered yet
    assert "sets: tap another of the set's cards" in d.live
    target = next(s for s in sets if cell in s["cells"])
    other = next(c for c in target["cells"] if c != cell)
    d.tap(f"Cell {other}: {card_words(grid[other - 1]['card'])}")
    assert actions(d)[n] == {"type": "cover", "cells": target["cells"]}


def test_a_cover_that_is_not_a_showing_set_is_refused(make_driver):
    d = to_first_choice(start(make_driver))
    d.send(type="tick")
    before = list(actions(d))
    d.send(type="tap", id="cover:1-2-3")
    assert d.live == "Those cards are not a set that can be covered now."
    assert d.live in d.texts() and actions(d) == before


def test_pass_covers_nothing_more_and_ends_the_turn(make_driver):
    d = to_first_choice(start(make_driver))
    number = state(d)["turn"]["number"]
    n = len(actions(d))
    press(d, "Pass: cover nothing more this turn")
    assert actions(d)[n] == {"type": "pass"}
    turn = next(t for inn in state(d)["innings"] for t in inn["turns"] if t["number"] == number)
    kinds = [e["type"] for e in turn["events"]]
    after = kinds[kinds.index("pass") + 1:]
    assert turn["ended"] == "passed" and set(after) <= {"deal", "reshuffle"}, "nothing covered after a pass"
    assert f"Turn {number}: {turn['count']} cards, passed" in " ".join(d.texts()) or d.app.screen.w < 600


def test_take_back_returns_to_the_choice_as_it_stood_but_never_the_toss(make_driver):
    d = to_first_choice(start(make_driver))
    s0, n0 = state(d), len(actions(d))
    elected = s0["toss"]["winner"] == "you"
    assert ("Take back your last choice" in d.labels()) == elected, "the coin is known: no calling it again"
    press(d, covers(d)[0])
    assert "Take back your last choice" in d.labels()
    press(d, "Take back your last choice")
    back = state(d)
    assert len(actions(d)) == n0 and back["turn"]["sets"] == s0["turn"]["sets"]
    assert back["turn"]["count"] == s0["turn"]["count"] and not d.app.screen.animating()
    assert d.live.startswith("Taken back.") and "Take back your last choice" not in d.labels()
    press(d, covers(d)[-1])
    assert actions(d)[n0] == {"type": "cover", "cells": s0["turn"]["sets"][-1]["cells"]}


def test_the_deal_is_animated_by_ticks_and_stops_when_caught_up(make_driver):
    d = start(make_driver, speed="normal")
    press(d, "Call heads")
    if "Field first" in d.labels():
        press(d, "Field first")
    screen = d.app.screen
    assert screen.animating() and d.bridge.scene["timer"] >= SPEEDS["normal"]
    assert "Skip to now" in d.labels() and not covers(d)
    seen = []
    while screen.animating():
        scene = d.send(type="tick")
        seen.append(next(t for t in d.texts() if t.startswith("Count ")))
        assert bool(scene["timer"]) == (screen.animating() or screen.guard_left > 0)
    assert seen[0].startswith("Count 1:") and len(seen) == len(screen.timeline())
    d.send(type="tick")
    assert d.bridge.scene["timer"] is None  # no idle loop while it waits for you
    waiting = state(d)
    table = table_at(waiting["turn"]["events"])
    assert table["tops"] == [c["card"] for c in waiting["turn"]["grid"]]
    assert table["under"] == [c["under"] for c in waiting["turn"]["grid"]]
    assert covers(d)


def test_the_score_is_live_runs_and_the_bowling_gauge_count_as_the_deal_goes(make_driver):
    d = start(make_driver, speed="fast")
    toss(d)
    screen = d.app.screen
    checked = {"batting": 0, "bowling": 0}
    while screen.animating() or state(d)["to_act"] == "you":
        if not screen.animating():
            press(d, covers(d)[0])
            continue
        d.send(type="tick")
        view = screen.view(state(d))
        if view is None or view["done"]:
            continue
        count, role = view["table"]["count"], view["turn"]["role"]
        inn, runs, _ = screen.shown_score(state(d), view)[-1]
        shown = next(t for t in d.texts() if t.startswith("Count "))
        if role == "batting":
            before = sum(t["runs"] for t in inn["turns"] if t["number"] < view["turn"]["number"])
            assert runs == before + max(0, count - 9), "the score line counts the turn being dealt"
            assert shown.startswith(f"Count {count}: {max(0, count - 9)} run")
        else:
            full = count and count % 21 == 0
            assert shown.endswith(" so far." if full else f"{21 - count % 21} more for a wicket.")
            lit = [op for op in d.bridge.scene["ops"] if op[0] == "rect" and op[5] == "#b3262d"]
            assert len(lit) == (21 if full else count % 21), "the gauge lights a cell a card"
        checked[role] += 1
        if min(checked.values()) > 20:
            break
    assert min(checked.values()) > 20


def test_the_hub_is_not_told_the_result_before_the_table_shows_it(make_driver):
    m = cards.autoplay(cards.apply(cards.new_match("spoil"), {"type": "toss", "call": "heads"}))
    if cards.replay(m)["decision"] == "elect":
        m = cards.autoplay(cards.apply(m, {"type": "elect", "choice": "bat"}))
    whole = cards.autoplay(m, covers="all")
    last = max(i for i in range(len(whole["actions"]))
               if cards.replay(with_actions(whole, whole["actions"][:i]))["to_act"] == "you")
    d = start(make_driver, every_cover=True)  # the last choice of sets may be one the table would take itself
    d.app.store.save("card-cricket-end", with_actions(whole, whole["actions"][:last]), "end", {"speed": "normal"})
    d.route("#/cards?id=card-cricket-end")
    press(d, covers(d)[0])  # the person's last choice: the rest plays out to the result
    result = state(d)["result"]["text"]
    summary = lambda: d.app.store.entries()[0]["summary"]
    assert d.app.screen.animating() and result not in summary() and result not in d.texts()
    while d.app.screen.animating():
        d.send(type="tick")
    assert summary() == f"England v Australia \u00b7 {result}" and result in d.texts()


def test_auto_choose_plays_your_covers_on_the_ticks(make_driver):
    d = to_first_choice(start(make_driver))
    d.tap("Menu")
    d.tap("Normal dealing")
    d.tap("Back to the table")
    assert d.app.screen.speed == "normal" and d.app.store.setting(SPEED_SETTING) == "normal"
    suggestion, n = state(d)["suggestion"], len(actions(d))
    d.tap("Auto: off, the Droid's pick for you")
    assert d.live.startswith("Auto on") and d.bridge.scene["timer"]
    d.send(type="tick")
    assert actions(d)[n] == suggestion
    assert d.app.screen.animating() and d.app.store.load(d.app.screen.match_id)[1]["auto"] is True


def test_a_whole_club_match_by_taps_asks_nothing_after_a_batting_turn(make_driver):
    """Every cover tapped by hand: the only prompts are the toss and the choices of sets."""
    d = start(make_driver, w=360, h=640, every_cover=True)
    toss(d)
    prompts = 0
    while not state(d)["result"]:
        assert covers(d) and "Bat on" not in d.labels() and "Declare" not in d.labels()
        check_fits(d.bridge.scene)
        press(d, covers(d)[0])
        prompts += 1
    s = state(d)
    assert prompts > 10 and s["result"]["text"] in d.texts()
    assert d.live.endswith(s["result"]["text"] + ".")
    assert not any(a["type"] in ("bat-on", "declare") for a in actions(d))


def check_fits(scene):
    """A phone's screen holds the grid, the count and every choice: nothing below the fold."""
    check_layout(scene)
    assert scene["h"] == 640 and all(r["y"] + r["h"] <= 640 for r in scene["regions"])
    assert any(t["text"].startswith("Count ") for t in scene["text"])


def test_a_whole_match_on_auto_then_the_scorecard_and_a_rematch_with_the_same_deal(make_driver):
    d = start(make_driver)
    toss(d)
    d.tap("Auto: off, the Droid's pick for you")
    s = state(d)
    assert s["result"] and s["result"]["text"] in d.texts() and len(actions(d)) > 20
    d.tap("Scorecard")
    texts = d.texts()
    assert any(t.startswith("2nd innings: ") for t in texts)
    assert "Fall of wickets" in texts and not any("artnership" in t for t in texts), "one batsman: no partnerships"
    toss_said = f"{d.app.screen.name_of(s['toss']['winner'])} won the toss and chose to {s['toss']['choice']}"
    assert any(t.startswith(toss_said) for t in texts)
    inn = s["innings"][1]
    if inn["fall"]:
        first = inn["fall"][0]
        assert any(f"1-{first['runs']} ({first['batsman'].split()[-1]}, turn {first['turn']})" in t for t in texts)
    d.tap(f"Innings 1: {d.app.screen.name_of(s['innings'][0]['batting'])}")
    assert any(t.startswith("1st innings: ") for t in d.texts())
    document = d.bridge.scene["document"]
    assert document[0]["h1"] == "Card Cricket: England v Australia"
    assert any(b.get("p", "").startswith("Fall of wickets: 1-") for b in document)
    assert any("   R     C   T" in b.get("pre", "") for b in document), "runs, cards faced and turns"
    d.tap("Print the scorecard")
    assert d.bridge.printed
    d.tap("Close the scorecard")
    seed, options = d.app.screen.match["seed"], d.app.screen.match["options"]
    d.tap("Rematch with the same deal")
    again = d.app.screen.match
    assert again["seed"] == seed and again["options"] == options and again["actions"] == []


def asked_to_declare(seed="dec32"):
    """A 5-day Test, your covers made by the Droid's pick, up to your first declaration that may pay."""
    m = cards.autoplay(cards.apply(cards.new_match(seed, format="test", days=5), {"type": "toss", "call": "heads"}))
    if cards.replay(m)["decision"] == "elect":
        m = cards.autoplay(cards.apply(m, {"type": "elect", "choice": "bat"}))
    m = cards.autoplay(m, covers="all", declarations="sensible")
    assert cards.replay(m)["decision"] == "declare", "this seed's Test reaches one"
    return m


def test_a_timed_test_asks_about_declaring_only_when_it_may_pay(make_driver):
    m = asked_to_declare()
    asked = [cards.replay(with_actions(m, m["actions"][:i])) for i, a in enumerate(m["actions"]) if a["type"] == "bat-on"]
    yours = [s for s in asked if s["to_act"] == "you"]
    assert yours and not any(s["declaring_pays"] for s in yours), "batted on for you where it did not pay"
    d = start(make_driver)
    d.app.store.save("card-cricket-dec", m, "declare", {"speed": "instant"})
    d.route("#/cards?id=card-cricket-dec")
    assert {"Bat on", "Declare"} <= set(d.labels()) and "bat on or declare?" in d.live
    number = state(d)["turn"]["number"]
    assert f"Day {(number - 1) // 28 + 1} of 5, turn {number} of 140" in " ".join(d.texts())
    innings = len(state(d)["innings"])
    press(d, "Declare")
    assert state(d)["innings"][innings - 1]["closed"] == "declared"


def test_never_ask_bats_on_even_where_a_declaration_would_pay(make_driver):
    m = asked_to_declare()
    d = start(make_driver, every_cover=True)  # a cover to tap at every step
    d.app.store.save("card-cricket-dec", m, "declare", {"speed": "instant"})
    d.route("#/cards?id=card-cricket-dec")
    d.tap("Menu")
    d.tap("Never ask me about declaring")
    assert d.app.store.load("card-cricket-dec")[1]["declarations"] == "never"
    d.tap("Back to the table")
    press(d, "Bat on")
    n = len(actions(d))
    for _ in range(30):
        assert "Declare" not in d.labels()
        press(d, covers(d)[0])
    later = [i for i, a in enumerate(actions(d)) if a["type"] == "bat-on" and i > n]
    before = [cards.replay(with_actions(d.app.screen.match, actions(d)[:i])) for i in later]
    paid = [s for s in before if s["to_act"] == "you" and s["declaring_pays"]]
    assert paid, "it batted on where it would have asked"


def test_the_follow_on_is_a_decision_by_buttons(make_driver):
    match = cards.new_match(seed="fo5", format="test", runs="short", wickets="each")
    played = cards.state_of(match)
    taken = []
    while played.pending != "follow-on":
        taken.append(played.act(droid.decide(played)))
    d = start(make_driver)
    d.app.store.save("card-cricket-fo", with_actions(match, taken), "follow-on", {"speed": "instant"})
    d.route("#/cards?id=card-cricket-fo")
    assert {"Enforce the follow-on", "Bat again"} <= set(d.labels())
    press(d, "Enforce the follow-on")
    s = state(d)
    assert s["innings"][2]["follow_on"] and s["innings"][2]["batting"] == "droid"


def test_two_people_take_turns_on_one_device_and_the_droid_never_decides(make_driver):
    d = make_driver(w=360, h=640, hash_="#/cards")
    d.tap("Two people on one device")
    assert "SCO: Scotland, player 2's nation" in d.labels()
    d.tap("SCO: Scotland, player 2's nation")
    d.tap("Start the match")
    assert d.app.screen.match["options"]["two_players"] and d.app.screen.match["options"]["droid_nation"] == "SCO"
    d = start(make_driver, seed="two1", w=360, h=640, two_players=True, droid_nation="SCO")
    press(d, "Call heads")
    assert "Bat first" in d.labels(), "whoever wins the toss is a person"
    winner = state(d)["toss"]["winner"]
    assert d.live.startswith(f"England called heads; it came down {state(d)['toss']['coin']}.")
    press(d, "Bat first")
    deciders = set()
    for _ in range(40):
        s = state(d)
        assert s["to_act"] in ("you", "droid") and s["people"] == ["you", "droid"]
        deciders.add(s["to_act"])
        assert any(t.startswith(f"{s['sides'][s['to_act']]['name']}: cover a set") for t in d.texts())
        press(d, covers(d)[0])
        if len(deciders) == 2:
            break
    assert deciders == {"you", "droid"} and state(d)["innings"][0]["batting"] == winner
    assert "Scotland" in d.texts()[0] or "ENG v SCO" in d.texts()


def test_the_match_resumes_after_a_reload(make_driver):
    backend = MemoryBackend()
    d = to_first_choice(start(make_driver, backend=backend))
    press(d, covers(d)[0])
    d.tap("Menu")
    d.tap("Slow dealing")  # remembered with the match
    d.tap("Back to the table")
    match_id, match = d.app.screen.match_id, d.app.screen.match
    again = make_driver(hash_=f"#/cards?id={match_id}", backend=backend)
    assert again.app.screen.match == match and again.app.screen.speed == "slow"
    assert not again.app.screen.animating()  # a reload shows the table as it stands
    assert covers(again) == covers(d)
    assert "Take back your last choice" in again.labels(), "what a take-back returns to is saved too"
    assert again.live == f"Card Cricket. {again.app.screen.status(state(again))}."


def test_a_version_1_match_saved_before_this_build_opens_and_plays_on(make_driver):
    import json
    import os
    path = os.path.join(os.path.dirname(__file__), "..", "cards", "version1_matches.json")
    with open(path) as f:
        old = json.load(f)[0]["match"]
    d = start(make_driver)
    d.app.store.save("card-cricket-old", with_actions(old, old["actions"][:40]), "old", {"speed": "instant"})
    d.route("#/cards?id=card-cricket-old")
    assert d.app.screen.match["options"]["declarations"] == "every-turn", "version 1's rules, kept"
    assert d.app.screen.match["actions"][:40] == old["actions"][:40]
    press(d, covers(d)[0] if covers(d) else "Bat on")
    assert d.app.store.load("card-cricket-old")[0]["version"] == 2


def test_a_rematch_link_deals_the_same_cards(make_driver):
    d = to_first_choice(start(make_driver))
    d.tap("Menu")
    d.tap("Share rematch: a link to a rematch")
    d.tap("Copy the link")
    link = d.bridge.copied
    assert link in d.texts() and link.startswith("http://127.0.0.1:8000/#/cards?m=")
    friend = make_driver(hash_=link[len("http://127.0.0.1:8000/"):])
    theirs = friend.app.screen.match
    assert theirs["seed"] == d.app.screen.match["seed"] and theirs["actions"] == []
    assert "Call heads" in friend.labels()


def test_cards_are_named_and_drawn_in_their_colours(make_driver):
    assert card_words("QH") == "queen of hearts" and card_words("10S") == "10 of spades"
    assert set_label("pair", ["4H", "7C"]) == "Cover the pair to 11: 4 of hearts and 7 of clubs"
    assert set_label("line", ["8S", "8H", "8D"]) == "Cover the line of three 8s: 8 of spades, 8 of hearts and 8 of diamonds"
    assert set_label("court", ["KS", "QH", "JD"]).startswith("Cover the king, queen and jack: king of spades")
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
        m = cards.new_match(seed=seed, droid_vs_droid=True)
        for until in range(20, 120, 7):
            live = cards.replay(cards.autoplay(m, until=until))["turn"]
            table = table_at(live["events"])
            assert table["tops"] == [c["card"] for c in live["grid"]]
            assert table["under"] == [c["under"] for c in live["grid"]]
            reshuffled += table["reshuffles"]
    assert reshuffled  # the gathering-up on a reshuffle was among them


def test_a_club_match_deals_in_a_few_minutes_at_normal_speed():
    durations = [Timeline(cards.replay(cards.autoplay(cards.new_match(seed=f"time{i}", droid_vs_droid=True))))
                 .duration("normal") for i in range(6)]
    assert 60 < sum(durations) / len(durations) < 300, durations


def skip(d):
    """Skip the deal to now, if it is still being dealt once the guard has passed."""
    while d.app.screen.guard_left:
        d.send(type="tick")
    if "Skip to now" in d.labels():
        d.tap("Skip to now")


@pytest.mark.parametrize("w,h", SIZES)
def test_every_panel_fits_at_every_size(make_driver, w, h):
    d = make_driver(w=w, h=h, hash_="#/cards")
    d.tap("Test: 2 innings each, a Test match")
    check_layout(d.bridge.scene)
    d.tap("How to play Card Cricket")
    check_layout(d.bridge.scene)
    d.tap("Back to the set-up")
    d.tap("Two people on one device")
    check_layout(d.bridge.scene)
    d = start(make_driver, speed="normal", seed="fits", w=w, h=h, format="test", days=5)
    check_layout(d.bridge.scene)
    press(d, "Call heads")
    check_layout(d.bridge.scene)  # dealing
    skip(d)
    if "Bat first" in d.labels():
        press(d, "Bat first")
        skip(d)
    check_layout(d.bridge.scene)
    for panel in ("Menu", "Share rematch: a link to a rematch"):
        d.tap(panel)
        check_layout(d.bridge.scene)
    d.tap("Done")
    d.tap("How to play Card Cricket")
    check_layout(d.bridge.scene)
    d.tap("Back to the table")
    d.tap("Menu")
    d.tap("Scorecard")
    check_layout(d.bridge.scene)
    d.tap("Close the scorecard")
    check_layout(d.bridge.scene)


def asked_at(d):
    """What the table waits for a person to decide now, or None."""
    s = state(d)
    return s["decision"] if s["to_act"] in s["people"] and not d.app.screen.animating() else None


def test_a_default_club_match_asks_only_the_choices_that_matter(make_driver):
    """By default a cover is asked about only where the best choices leave different chances of
    another set; the rest are taken for you as the taps would be (the Droid's pick, recorded as a
    cover). A whole club match asks a dozen questions at most, the toss and bat or field included."""
    d = start(make_driver)
    asked = []
    while asked_at(d):
        decision = asked_at(d)
        asked.append(decision)
        if decision == "cover":
            turn = cards.state_of(d.app.screen.match).turn
            assert questions.weigh(turn.sets, turn.tops, turn.unseen()) == questions.ASK
            press(d, next(label for label in covers(d)))
        else:
            press(d, {"toss": "Call heads", "elect": "Bat first"}[decision])
    covered = sum(a["type"] == "cover" for a in actions(d))
    assert state(d)["result"] and len(asked) <= 12 and covered > 5 * asked.count("cover"), (asked, covered)


def test_choose_every_cover_myself_is_a_setting_in_the_menu_and_brings_every_choice_back(make_driver):
    d = start(make_driver)
    d.tap("Menu")
    assert region(d, "Off: choose every cover myself")["pressed"] is False
    d.tap("Off: choose every cover myself")
    assert d.app.store.setting(EVERY_COVER) is True and d.live.startswith("You choose every cover yourself")
    d.tap("Back to the table")
    toss(d)
    plain = 0
    for _ in range(40):  # every choice of sets is asked now, also those the default would take
        turn = cards.state_of(d.app.screen.match).turn
        plain += questions.weigh(turn.sets, turn.tops, turn.unseen()) != questions.ASK
        if plain:
            break
        press(d, covers(d)[0])
    assert plain, "a choice the default takes by itself was asked"
    n = len(actions(d))
    d.tap("Menu")
    d.tap("On: choose every cover myself")  # off again: the choice waiting is taken, and play goes on
    assert d.app.store.setting(EVERY_COVER) is False and len(actions(d)) > n
    assert actions(d)[n] == {"type": "cover", "cells": cards.replay(with_actions(d.app.screen.match, actions(d)[:n]))[
        "suggestion"]["cells"]}
    again = start(make_driver)  # a new table reads the setting
    assert again.app.screen.every_cover is False


@pytest.mark.parametrize("w, h", [(1280, 720), (360, 640)])
def test_the_table_says_which_cover_it_took_for_you_and_why(make_driver, w, h):
    d = start(make_driver, speed="fast", w=w, h=h)
    toss(d)
    said = set()
    while len(said) < 3:
        if not d.app.screen.animating():
            if not asked_at(d):
                break
            press(d, covers(d)[0])
            continue
        d.send(type="tick")
        view = d.app.screen.view(state(d))
        notes = [t for t in d.texts() if t.startswith("Covered ")]
        if notes:
            assert view["turn"]["side"] == "you", "only your own turns"
            check_fits(d.bridge.scene) if w < 600 else None
            said.update(notes)
    reasons = {note.split(" for you: ")[1] for note in said}
    assert reasons and reasons <= {why + "." for why in questions.WHY.values()}, said


def test_the_toss_is_said_on_the_table(make_driver):
    for seed in ("won1", "won2", "won3", "won4"):
        d = start(make_driver, seed=seed)
        press(d, "Call heads")
        if "Bat first" in d.labels():
            break
    assert "You won the toss." in d.texts()
    press(d, "Field first")
    assert d.live.startswith("You won the toss and chose to field.")
    assert "You won the toss and chose to field" in d.texts(), "beside the first innings' score"


def test_a_batsman_out_before_facing_says_why_on_the_scorecard(make_driver):
    d = start(make_driver)
    toss(d)
    d.tap("Auto: off, the Droid's pick for you")
    s = state(d)
    unfaced = [(i, b) for i, inn in enumerate(s["innings"]) for b in inn["batting_card"] if b["unfaced"]]
    assert unfaced, "this seed has an opener out to the first turn"
    i, b = unfaced[0]
    d.tap("Scorecard")
    d.tap(f"Innings {i + 1}: {d.app.screen.name_of(s['innings'][i]['batting'])}")
    assert "O" + b["unfaced"][1:] + "." in d.texts() and b["how"] in d.texts()
    assert b["unfaced"].startswith("out before facing: ") and b["unfaced"].endswith(" cards")
    assert any(f"({b['unfaced']})" in block.get("pre", "") for block in d.bridge.scene["document"])


WORKSHOP = ("old rules", "seed", "version 1", "reconstruct")


def test_no_workshop_words_on_any_card_cricket_screen(make_driver):
    """Players never saw the source texts: 'the original rules' where one is meant."""
    def check(d):
        for text in d.texts():
            assert not any(word in text.lower() for word in WORKSHOP), text
    d = make_driver(hash_="#/cards")
    check(d)
    d.tap("How to play Card Cricket")
    check(d)
    assert any("The original rules stop before they say how a turn scores" in t for t in d.texts())
    d = start(make_driver)
    check(d)
    toss(d)
    check(d)
    for panel in ("Scorecard", "Share rematch: a link to a rematch", "How to play Card Cricket"):
        d.tap("Menu")
        check(d)
        d.tap(panel)
        check(d)
        d.tap("Back to the table")


# what a cover and a Skip say ------------------------------------------------------------------------
def next_choice(d):
    """Answer whatever is asked that is not a cover (the toss, bat on), so play reaches the next cover."""
    for label in ("Call heads", "Bat first", "Bat on", "Enforce the follow-on"):
        if label in d.labels():
            return press(d, label)
    return press(d, "Pass: cover nothing more this turn")


@pytest.mark.parametrize("seed", ["table", "say2", "say4", "x2", "x3", "x10"])  # x2, x3, x10: a later cover of the same cells
def test_a_cover_says_the_cards_it_covered_the_new_cards_and_the_runs_or_the_turns_that_followed(make_driver, seed):
    """The cards named are those on the cells as the person saw them (not the new cards dealt on
    them, nor a later cover of the same cells the table took by itself); a turn that goes on says
    what it is worth so far; a turn that ended says every turn the Droid played after it."""
    d = start(make_driver, seed=seed)
    said = 0
    for _ in range(200):
        if state(d)["result"] or said >= 6:
            break
        if not covers(d):
            next_choice(d)
            continue
        s = state(d)
        chosen = s["turn"]["sets"][said % len(s["turn"]["sets"])]
        shown = [s["turn"]["grid"][c - 1]["card"] for c in chosen["cells"]]
        turns = sum(len(inn["turns"]) for inn in s["innings"])
        press(d, set_label(chosen["kind"], chosen["cards"]))
        after = state(d)
        assert d.live.startswith("Covered: " + and_list(card_words(c) for c in shown) + ". New cards: "), d.live
        if not after["result"] and after["turn"] and after["turn"]["number"] == s["turn"]["number"]:
            count, options = after["turn"]["count"], after["options"]
            if after["turn"]["role"] == "batting":
                n, word = scoring.runs_for(count, options["runs"]), "run"
            else:
                n, word = scoring.wickets_for(count, options["wickets"]), "wicket"
            assert f". {n} {word}{'' if n == 1 else 's'} so far. Count {count}." in d.live, d.live
        else:
            ended = [t["number"] for inn in after["innings"] for t in inn["turns"]][turns:]
            assert ended and all(f"Turn {n}: " in d.live for n in ended), (ended, d.live)
        said += 1
    assert said >= 2, "too few covers asked to check"


@pytest.mark.parametrize("seed,said", [
    ("s60", "Skipped to now, 15 turns on: England 156 all out; Australia 58 for 1. Your cover: count 28, 4 sets."),
    ("s37", "Skipped to now, 11 turns on: England 18 all out; Australia 19 for 2. Australia won by 8 wickets."),
    ("slow", None)])
def test_skip_says_in_short_what_it_passed_over_and_what_is_next(make_driver, seed, said):
    """Bat first, then Skip: the table had played a whole innings (the covers no question was worth
    asking) and Skip read every turn of it, one sentence of 1,500 characters. It says how many turns,
    each innings that closed, the score as the table shows it (with the turn in play) and what is
    next; the turns are on the scorecard."""
    d = start(make_driver, speed="slow", seed=seed)
    toss(d)
    while d.app.screen.guard_left:
        d.send(type="tick")
    timeline, at = d.app.screen.timeline(), d.app.screen.cursor
    ended = sum(k == len(timeline.turns[n][1]["events"]) - 1 and not timeline.turns[n][1].get("in_progress")
                for n, k in timeline.steps[at:])
    d.tap("Skip to now")
    assert not d.app.screen.animating() and "Turn " not in d.live and len(d.live) < 160, d.live
    assert d.live == said if said else d.live.startswith(f"Skipped to now, {ended} turns on: "), d.live
    s = state(d)
    assert d.live.endswith(s["result"]["text"] + "." if s["result"] else f"Your cover: count {s['turn']['count']}, "
                           f"{len(s['turn']['sets'])} sets.")
    if not s["result"]:
        shown = d.live.split("; ")[-1].split(". ")[0].replace(" for ", "/")  # 'Australia 58/1'
        assert any(t.startswith(shown) for t in d.texts()), (shown, d.texts())


def test_skip_under_auto_never_takes_a_cover_of_yours(make_driver):
    """Skip to now with Auto on played every cover left in the match for the person: a skip only
    shows what was played; Auto's covers come on its ticks, one decision at a time."""
    d = start(make_driver, speed="slow")
    toss(d)
    skip(d)
    assert covers(d)
    d.tap("Auto: off, the Droid's pick for you")
    d.send(type="tick")  # Auto's first cover: its turn is dealt
    assert d.app.screen.animating()
    n = len(actions(d))
    while d.app.screen.guard_left:
        d.send(type="tick")
    d.tap("Skip to now")
    assert len(actions(d)) == n and not d.app.screen.animating()
    assert state(d)["decision"] == "cover" and state(d)["to_act"] == "you", state(d)["result"]


def test_space_in_a_double_press_does_not_skip_the_deal(make_driver):
    """Space on Bat first, then Space again at once: Skip to now had taken focus and the key skipped
    the deal past the guard every tap has; a key is guarded as a tap is."""
    d = start(make_driver, speed="slow", seed="s60")
    press(d, "Call heads")
    press(d, "Bat first")
    d.send(type="key", key=" ")
    assert d.app.screen.animating()
    while d.app.screen.guard_left:
        d.send(type="tick")
    d.send(type="key", key=" ")
    assert not d.app.screen.animating() and d.live.startswith("Skipped to now")
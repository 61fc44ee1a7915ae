"""Crickee's match centre driven the way a player drives it: taps on its accessible buttons."""


import pytest

from pavilion import crickee
from ui.screens.crickee import screen as crickee_screen
from ui_helpers import check_layout
from ui.storage import MemoryBackend, Store

SIZES = [(800, 480), (1280, 720), (360, 640), (1920, 1080)]
BASE = "http://127.0.0.1:8000/"






def start(make_driver, mode=None, w=1280, h=720, backend=None, home=None, away=None):
    d = make_driver(w=w, h=h, hash_="#/crickee", backend=backend)
    if mode:
        d.tap(mode)
    if home:
        d.tap(f"Home: {home}")
    if away:
        d.tap(f"Away: {away}")
    d.tap("Start the match")
    return d


def state(d):
    return crickee.replay(d.app.screen.match)


def bowlers(d, legal=True):
    """The bowler buttons: a legal one's name has no sentence after it; a refused one's has its reason."""
    return [lbl for lbl in d.labels() if lbl.startswith("Bowl ") and ("." not in lbl) == legal]


def decide(d):
    """One decision the way a steady captain takes it: heads, bat, no attack, the first bowler allowed."""
    for label in ("Call heads", "Bat first", "Roll the over", "Do not attack this over"):
        if label in d.labels():
            return d.tap(label)
    return d.tap(bowlers(d)[0])


def play_overs(d, overs):
    target = sum(len(i["over_list"]) for i in state(d)["innings"]) + overs
    while sum(len(i["over_list"]) for i in state(d)["innings"]) < target and not state(d)["result"]:
        decide(d)


def land(d):
    """Let the over land: answer each timer tick until the screen stops asking for one."""
    ticks = 0
    while d.bridge.scene["timer"] and d.app.screen.anim is not None:
        d.send(type="tick")
        ticks += 1
    return ticks


def test_a_match_against_the_computer_by_taps(make_driver):
    d = start(make_driver, home="Kestrel Vale", away="Copperleaf Foxes")
    s = state(d)
    assert s["options"]["home"] == "kestrels" and s["options"]["away"] == "foxes"
    assert s["options"]["captains"] == {"home": "person", "away": "computer"}
    assert d.bridge.replaced.startswith("#/crickee?id=crickee-")
    while not state(d)["result"]:
        decide(d)
    result = state(d)["result"]["text"]
    assert result in d.texts() and result in d.live
    assert {"Replay ball by ball", "Rematch: same teams and options, new dice", "New match"} <= set(d.labels())
    saved = d.store.load(d.app.screen.match_id)
    assert saved[0] == d.app.screen.match
    d.tap("Share this match")
    d.tap("Print the scorecard")
    document = d.bridge.scene["document"]
    assert d.bridge.printed and document[0] == {"h1": "Kestrel Vale v Copperleaf Foxes"}
    assert {"p": result} in document and sum("h2" in block for block in document) == len(state(d)["innings"])


def test_two_people_take_the_toss_attack_bowler_and_roll_in_turn(make_driver):
    d = start(make_driver, mode="Two people on one screen")
    assert "Ironbridge Owls: call the toss (away captain)" in d.texts()
    d.tap("Call tails")
    assert state(d)["toss"]["call"] == "tails"
    d.tap("Bowl first" if state(d)["to_decide"]["decision"] == "elect" else "Bat first")
    batting = state(d)["to_decide"]
    assert batting["decision"] == "attack"
    d.tap("Attack this over")
    assert state(d)["pending"]["attack"] is True
    fielding = state(d)["to_decide"]
    assert fielding["decision"] == "bowler" and fielding["side"] != batting["side"]
    first = bowlers(d)[0]
    d.tap(first)
    assert "Roll the over" in d.labels()
    d.tap("Roll the over")
    over = state(d)["innings"][0]["over_list"][0]
    assert over["attack"] and first.startswith(f"Bowl {over['bowler_name']}:")
    assert [a["type"] for a in d.app.screen.match["actions"]] == ["toss", "elect", "attack", "bowler", "roll"]


def test_the_same_bowler_twice_in_a_row_is_refused_with_the_engines_sentence(make_driver):
    d = start(make_driver, mode="Two people on one screen")
    decide(d)  # heads
    decide(d)  # bat
    d.tap("Do not attack this over")
    first = bowlers(d)[0]
    d.tap(first)
    d.tap("Roll the over")
    d.tap("Do not attack this over")
    again = next(lbl for lbl in bowlers(d, legal=False) if lbl.startswith(first.split(":")[0] + ":"))
    before = list(d.app.screen.match["actions"])
    d.tap(again)
    assert d.app.screen.match["actions"] == before
    assert "bowled the last over" in d.live and d.live in d.texts()
    assert d.live in again  # the button said why before it was tapped


def test_the_dice_land_one_by_one_then_the_card_turns(make_driver):
    d = start(make_driver)
    decide(d)  # the toss or the first decision
    while not state(d)["innings"] or not state(d)["innings"][0]["over_list"]:
        decide(d)
    scene = d.bridge.scene
    assert scene["timer"] and d.app.screen.anim == 0
    assert "The dice are landing." in d.texts()
    assert "What it changed" not in d.texts()
    assert "Skip the animation" in d.labels()
    assert land(d) == crickee_screen.LANDED
    assert d.bridge.scene["timer"] is None  # nothing ticks while the screen is still
    assert "What it changed" in d.texts()
    over = state(d)["innings"][0]["over_list"][0]
    for change in over["changes"]:
        assert change in d.texts()
    if over["card"]:
        card = over["card"]
        assert f"The umpire's card: {card['name']} ({card['category']}): {card['text']}" in d.texts()
    # Skip lands the next over at once.
    play_overs(d, 1)
    assert d.app.screen.anim == 0
    d.tap("Skip the animation")
    assert d.app.screen.anim is None and d.bridge.scene["timer"] is None


def test_the_scoreboard_shows_the_chase_and_the_cards(make_driver):
    d = start(make_driver)
    while len(state(d)["innings"]) < 2 or not state(d)["innings"][1]["over_list"]:
        decide(d)
    land(d)
    s = state(d)
    chase = s["innings"][1]
    if not s["result"]:
        req = chase["required"]
        assert any(t.startswith(f"Need {req['runs']} from ") and "required rate" in t for t in d.texts())
    d.tap("Scorecard")  # the latest innings first
    batter = chase["batting_card"][0]
    assert any(t.startswith(f"{batter['name']}, {batter['how']}: {batter['runs']} off ") for t in d.texts())
    first = s["innings"][0]
    d.tap(f"Scorecard of {first['team']}, 1st innings")
    texts = d.texts()
    opener = first["batting_card"][0]
    assert any(t.startswith(f"{opener['name']}, {opener['how']}: {opener['runs']} off ") for t in texts)
    assert any(t.startswith(f"{first['bowling_card'][0]['name']}: ") for t in texts)
    assert any(t.startswith("Fall of wickets: ") for t in texts)
    assert any(t.startswith("Partnerships: 1st ") for t in texts)
    d.tap("Charts: worm and Manhattan")
    texts = d.texts()
    assert any(t.startswith(f"Worm, {first['team']}: ") for t in texts)
    assert any(t.startswith(f"Manhattan, {chase['team']}, runs in each over: ") for t in texts)
    ops = d.bridge.scene["ops"]
    assert sum(op[0] == "line" for op in ops) >= len(first["worm"]) + 1


def test_watching_the_computer_plays_over_by_over_on_the_timer(make_driver):
    d = start(make_driver, mode="Watch the computer play both")
    s = state(d)
    assert s["options"]["captains"] == {"home": "computer", "away": "computer"}
    assert s["innings"] == [] and d.app.screen.auto
    assert d.bridge.scene["timer"] == crickee_screen.GAP_MS
    d.send(type="tick")
    assert len(state(d)["innings"][0]["over_list"]) == 1
    land(d)
    assert d.bridge.scene["timer"] == crickee_screen.GAP_MS  # the next over is on its way
    d.tap("Pause")
    assert d.bridge.scene["timer"] is None
    d.tap("Next over")
    assert len(state(d)["innings"][0]["over_list"]) == 2
    d.tap("Play to the end")
    assert state(d)["result"]["text"] in d.texts()
    land(d)
    assert d.bridge.scene["timer"] is None


def test_a_reload_resumes_the_saved_match_and_its_tab(make_driver):
    backend = MemoryBackend()
    d = start(make_driver, backend=backend)
    play_overs(d, 3)
    d.tap("Scorecard")
    match_id = d.app.screen.match_id
    again = make_driver(w=360, h=640, hash_=f"#/crickee?id={match_id}", backend=backend)
    assert again.app.screen.match == d.app.screen.match
    assert again.app.screen.tab == "scorecard"
    entry = again.store.index()[match_id]
    assert entry["game"] == "crickee" and "Harbour Gulls v Ironbridge Owls" in entry["summary"]
    decide(again)
    assert len(again.app.screen.match["actions"]) > len(d.app.screen.match["actions"])


def test_the_same_dice_link_plays_the_same_match_for_the_same_decisions(make_driver):
    d = start(make_driver, away="Northgate Comets")
    play_overs(d, 4)
    d.tap("Match: share, replay, new match")
    d.tap("Copy the same-dice link")
    link = d.bridge.copied
    assert link in d.texts() and link.startswith(BASE + "#/crickee?m=P1.")
    friend = make_driver(hash_=link[len(BASE):])
    theirs = state(friend)
    assert theirs["seed"] == d.app.screen.match["seed"] and theirs["options"] == state(d)["options"]
    play_overs(friend, 4)
    assert friend.app.screen.match["actions"] == d.app.screen.match["actions"]
    assert state(friend)["innings"] == state(d)["innings"]


def test_the_replay_link_steps_through_a_finished_match(make_driver):
    d = start(make_driver, mode="Watch the computer play both")
    d.tap("Play to the end")
    d.tap("Share this match")
    d.tap("Copy the replay link")
    link = d.bridge.copied
    assert "view=replay" in link
    friend = make_driver(w=800, h=480, hash_=link[len(BASE):])
    screen = friend.app.screen
    total = sum(len(i["over_list"]) for i in state(d)["innings"])
    assert screen.view == "replay" and screen.step == 0 and f"Over 0 of {total}" in friend.texts()
    friend.tap("Next over")
    assert screen.step == 1 and screen.anim == 0
    first = state(d)["innings"][0]["over_list"][0]
    assert friend.live.startswith(f"Over 1, {first['bowler_name']} bowling: ")
    land(friend)
    assert f"{first['score']}/{first['wickets_down']}" in friend.texts()
    friend.tap("Play the replay")
    friend.send(type="tick")
    assert screen.step == 2
    friend.tap("Last over")
    assert screen.step == total and state(d)["result"]["text"] in friend.texts()
    friend.send(type="key", key="ArrowLeft")
    assert screen.step == total - 1
    # A reload comes back to the same place in the replay.
    again = make_driver(backend=friend.store.backend, hash_=f"#/crickee?id={screen.match_id}")
    assert again.app.screen.view == "replay" and again.app.screen.step == total - 1
    again.tap("Leave the replay")
    assert again.app.screen.view == "live" and state(d)["result"]["text"] in again.texts()


def test_replay_is_computed_once_per_match(make_driver, monkeypatch):
    d = start(make_driver)
    play_overs(d, 1)
    calls = []
    real = crickee.replay
    monkeypatch.setattr(crickee, "replay", lambda m: calls.append(1) or real(m))
    for tab in ("Scorecard", "Charts: worm and Manhattan", "Match: share, replay, new match",
                "This over: dice, card and what it changed"):
        d.tap(tab)
    land(d)
    assert calls == []
    decide(d)
    assert len(calls) <= 2  # the computer's replies, and the screen's one replay of the new match


def test_setup_swaps_a_club_picked_for_both_sides_and_toggles_options(make_driver):
    d = make_driver(hash_="#/crickee")
    d.tap("Home: Ironbridge Owls")
    assert (d.app.screen.home, d.app.screen.away) == ("owls", "gulls")
    d.tap("The umpire's cards")
    d.tap("Player traits")
    d.tap("Start the match")
    s = state(d)
    assert s["options"]["cards"] is False and s["options"]["traits"] is False and s["deck"] is None


@pytest.mark.parametrize("w,h", SIZES)
def test_every_panel_fits_at_every_size(make_driver, w, h):
    d = make_driver(w=w, h=h, hash_="#/crickee")
    check_layout(d.bridge.scene)
    d = start(make_driver, mode="Two people on one screen", w=w, h=h)
    check_layout(d.bridge.scene)  # the toss
    decide(d)
    decide(d)
    for _ in range(8):  # into the overs: attack, bowler and roll panels, with the dice landing
        check_layout(d.bridge.scene)
        decide(d)
    check_layout(d.bridge.scene)
    land(d)
    for tab in ("Scorecard", "Charts: worm and Manhattan", "Match: share, replay, new match",
                "This over: dice, card and what it changed"):
        check_layout(d.tap(tab))
    w_ = start(make_driver, mode="Watch the computer play both", w=w, h=h)
    w_.tap("Play to the end")
    check_layout(w_.bridge.scene)
    w_.tap("Replay ball by ball")
    check_layout(w_.bridge.scene)
    w_.tap("Next over")
    check_layout(w_.bridge.scene)
    if w > h and h < 800:
        assert w_.bridge.scene["h"] <= h + 400  # a short landscape screen scrolls a little at most


def test_a_super_over_has_its_own_scorecard_and_replays(make_driver):
    match = crickee.autoplay(crickee.new_match(seed="s24", home="kestrels", away="foxes",
                                               captains={"home": "computer", "away": "computer"}))
    s = crickee.replay(match)
    assert s["result"]["text"] == "Copperleaf Foxes won the Super Over"
    backend = MemoryBackend()
    Store(backend).save("crickee-1-tie", match, "a tie")
    d = make_driver(w=360, h=640, hash_="#/crickee?id=crickee-1-tie", backend=backend)
    assert "Copperleaf Foxes won the Super Over" in d.texts()
    assert any(t.startswith("Super Over, ") for t in d.texts())  # the last over: the Super Over's
    d.tap("Scorecard")
    d.tap("Scorecard of Kestrel Vale, Super Over 1, first to bat")
    assert "Kestrel Vale \u00b7 Super Over 1, first to bat" in d.texts()
    check_layout(d.bridge.scene)
    d.tap("Charts: worm and Manhattan")
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


def test_the_scorecard_lists_the_partnerships(make_driver):
    from ui.screens.crickee.screen import partnerships_text
    inn = {"partnerships": [{"wicket": 1, "batters": ["A Bee", "C Dee"], "runs": 22, "balls": 14, "unbroken": False},
                            {"wicket": 2, "batters": ["C Dee", "E Eff"], "runs": 9, "balls": 5, "unbroken": True}]}
    assert partnerships_text(inn) == "1st 22 (14) A Bee & C Dee; 2nd 9* (5) C Dee & E Eff"

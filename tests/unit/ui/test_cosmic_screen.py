"""Cosmic Celebrity Cricket's screens driven as the GM and the managers drive them: by accessible names."""


import pytest

from pavilion import cosmic
from ui.storage import MemoryBackend
from ui_helpers import check_layout

SIZES = [(800, 480), (1280, 720), (1920, 1080), (360, 640)]
PEOPLE = [{"name": "Ann", "computer": False}, {"name": "<b>Bob</b>", "computer": False},
          {"name": "Cy", "computer": True}, {"name": "Di", "computer": True}]
SEED_EXAMPLE = [{"when": {"after_over": 20}, "if": {"wickets_at_most": 3},
                 "then": {"style": "aggressive", "batsman": None}},
                {"when": {"wicket": 6}, "if": None, "then": {"style": "normal", "batsman": None}}]






def opened(make_driver, match, w=1280, h=720, backend=None):
    """A driver on `match`, saved as the GM's competition (seed s0: Ann fields first against Bob)."""
    backend = backend or MemoryBackend()
    d = make_driver(w=w, h=h, hash_="#/", backend=backend)
    d.store.save("cosmic-1-test", match, "test")
    d.route("#/cosmic?id=cosmic-1-test")
    return d


def turn_two(make_driver, **kw):
    match = cosmic.new_competition(seed="s0", managers=PEOPLE)
    return opened(make_driver, cosmic.apply(match, {"type": "run", "turn": 1}), **kw)


def state(d):
    return cosmic.replay(d.app.screen.match)


def desk(d, who):
    d.tap(f"Open {who}'s desk")
    d.tap(f"I am {who}: open my desk")


def test_set_up_and_turn_one_at_one_screen(make_driver):
    d = make_driver(w=1280, h=720, hash_="#/cosmic")
    d.send(type="input", id="manager:0", value="Ann")
    d.tap("Manager 2 is computer: change")
    d.send(type="input", id="manager:1", value="<img src=x onerror=alert(1)>")
    d.tap("20 overs a side")
    d.tap("Start")
    s = state(d)
    assert s["overs"] == 20 and [m["computer"] for m in s["managers"]] == [False, False, True, True]
    assert d.bridge.replaced.startswith("#/cosmic?id=cosmic-")
    assert "Turn 1 of 9: waiting for orders from Ann, <img src=x onerror=alert(1)>." in d.texts()
    desk(d, "Ann")
    d.send(type="input", id="team", value="Ann's <i>XI</i>")
    for i in range(18):
        d.send(type="input", id=f"player:{i}", value=f"Star {i + 1}")
    d.tap("If we win the toss we bowl")
    d.tap("Hand in orders")
    assert d.live.startswith("Ann's orders are in.")
    d.tap("Run turn 1")  # the other person has sent nothing: asked first
    d.tap("Run turn 1 anyway")
    s = state(d)
    ann = s["managers"][0]
    assert ann["team"] == "Ann's <i>XI</i>" and ann["squad"][17]["name"] == "Star 18" and ann["toss"] == "bowl"
    assert d.app.screen.view == "zine" and any("Ann's <i>XI</i>" in t for t in d.texts())
    ends = {r["label"]: r["disabled"] for r in d.bridge.scene["regions"] if r["label"] in ("Previous issue", "Next issue")}
    assert ends == {"Previous issue": True, "Next issue": True}  # the only issue so far: greyed both ways
    assert d.store.load(d.app.screen.match_id)[0] == d.app.screen.match


def test_a_blank_or_half_named_squad(make_driver):
    d = opened(make_driver, cosmic.new_competition(seed="s0", managers=PEOPLE))
    desk(d, "Ann")
    d.send(type="input", id="player:0", value="Only one")
    d.tap("Hand in orders")
    assert d.live == "Player 2's name cannot be blank." and state(d)["managers"][0]["sent"] is False
    d.send(type="input", id="player:0", value="")
    d.tap("Hand in orders")
    assert state(d)["managers"][0]["orders"] == {}  # no names: the GM will name the squad


def test_the_desk_builds_eleven_styles_conditions_and_bowling_by_taps(make_driver):
    d = turn_two(make_driver)
    s = state(d)
    assert s["needs"][0]["role"] == "bowling"
    desk(d, "Ann")
    assert any(t.startswith("Pitch: ") for t in d.texts())
    squad = s["managers"][0]["squad"]
    names = [p["name"] for p in squad]
    keepers = [p["id"] for p in squad if p["keeper"]]
    picks = [p["id"] for p in squad if not p["keeper"]][:10] + [keepers[1]]
    d.tap("Eleven")
    for pid in picks:
        d.tap(f"Pick {names[pid]}")
    d.tap(f"Pick {names[keepers[0]]}")
    assert "The eleven is full" in d.live
    d.tap(f"Move {names[picks[1]]} up to number 1")
    d.tap(f"{names[keepers[1]]} keeps wicket")
    d.tap("Batting")
    d.tap("Every batsman: defensive")
    d.tap(f"2. {names[picks[0]]}: wahoo")
    # The seed's example, through the form.
    d.tap("If: that many or fewer down")
    d.tap("Add this conditional order")
    d.tap("When: a wicket falls")
    d.tap("If: always")
    d.tap("Then: normal")
    d.tap("Add this conditional order")
    assert d.live == "Conditional order 2 added: When wicket 6 falls: all batsmen normal."
    d.tap("When: after an over")
    for _ in range(25):
        d.tap("More: over")
    assert d.live == "After over 39: all batsmen normal"  # the dial stops at the last over but one
    d.tap("Bowling")
    bowler = picks[0]
    d.tap(next(lbl for lbl in d.labels() if lbl.startswith(f"Bowler {names[bowler]}:")))
    d.tap("Over 1: no bowler")
    d.tap("Over 2: no bowler")
    d.tap("Hand in orders")
    assert d.live == (f"{names[bowler]} (player {bowler + 1}) is down to bowl overs 1 and 2; "
                      "nobody bowls two overs in a row.")
    assert state(d)["managers"][0]["sent"] is False
    d.tap(f"Over 2: {names[bowler]}")  # the same bowler again clears the over
    d.tap("Hand in orders")
    orders = state(d)["managers"][0]["orders"]
    assert orders["eleven"] == [picks[1], picks[0]] + picks[2:] and orders["keeper"] == keepers[1]
    assert orders["styles"] == ["defensive", "wahoo"] + ["defensive"] * 9
    assert orders["conditions"] == SEED_EXAMPLE
    assert orders["bowling"][:2] == [bowler, None]


def test_computer_suggestions_fill_the_desk(make_driver):
    d = turn_two(make_driver)
    desk(d, "Ann")
    d.tap("Fill in the computer's eleven")
    d.tap("Batting")
    d.tap("Use the seed's example")
    d.tap("Bowling")
    d.tap("Fill in the computer's bowling plan")
    d.tap("Hand in orders")
    orders = state(d)["managers"][0]["orders"]
    assert len(orders["eleven"]) == 11 and orders["conditions"] == SEED_EXAMPLE and None not in orders["bowling"]


def test_drafts_survive_a_reload(make_driver):
    backend = MemoryBackend()
    d = turn_two(make_driver, backend=backend)
    desk(d, "Ann")
    d.tap("Fill in the computer's eleven")
    again = make_driver(hash_="#/cosmic?id=cosmic-1-test", backend=backend)
    desk(again, "Ann")
    assert again.app.screen.eleven() == d.app.screen.eleven()


def test_postal_orders_by_code_and_by_link(make_driver):
    d = turn_two(make_driver)
    before = d.app.screen.match
    desk(d, "<b>Bob</b>")
    d.tap("Fill in the computer's eleven")
    d.tap("Make a postal orders code")
    d.tap("Copy the orders code")
    code = d.bridge.copied
    assert code.startswith("CC1.") and code in d.texts()
    d.tap("Copy the orders link")
    link = d.bridge.copied
    assert d.app.screen.match is before  # making a code changes nothing
    d.tap("Done: back to the games master's table")
    d.tap("Paste an orders code")
    damaged = "This Cosmic Cricket orders code is damaged or incomplete. Ask the manager to send it again."
    for bad, sentence in (("CC1.AAAAAAAAAA", damaged),
                          ("hello", "This is not a Cosmic Cricket orders code.")):
        d.send(type="input", id="paste", value=bad)
        d.tap("Import the orders")
        assert d.live == sentence and sentence in d.texts() and d.app.screen.match is before
    other = cosmic.apply(cosmic.new_competition(seed="s1", managers=PEOPLE), {"type": "run", "turn": 1})
    d.send(type="input", id="paste", value=cosmic.encode_orders(other, 1, {}))
    d.tap("Import the orders")
    assert d.live == "This orders code is for a different competition." and d.app.screen.match is before
    d.send(type="input", id="paste", value="  " + code[:30] + "\n" + code[30:])
    d.tap("Import the orders")
    assert d.live.startswith("Orders from <b>Bob</b> for turn 2 are in.")
    assert len(state(d)["managers"][1]["orders"]["eleven"]) == 11
    # The link opened on the GM's device finds the saved competition and imports it.
    gm = make_driver(hash_="#/cosmic?orders=" + link.split("orders=")[1], backend=d.store.backend)
    assert gm.live.startswith("Orders from <b>Bob</b> for turn 2 are in.")


def test_an_orders_link_for_no_saved_competition(make_driver):
    d = turn_two(make_driver)
    desk(d, "Ann")
    d.tap("Make a postal orders code")
    d.tap("Copy the orders link")
    stranger = make_driver(hash_="#/cosmic?orders=" + d.bridge.copied.split("orders=")[1])
    assert "These orders belong to a competition that is not saved on this device." in stranger.texts()


def test_the_competition_link_opens_the_competition_for_a_postal_manager(make_driver):
    d = turn_two(make_driver)
    d.tap("Competition link for postal managers")
    d.tap("Copy the competition link")
    friend = make_driver(hash_=d.bridge.copied[len("http://127.0.0.1:8000/"):])
    assert state(friend) == state(d)
    desk(friend, "<b>Bob</b>")
    friend.tap("Make a postal orders code")
    assert friend.app.screen.code.startswith("CC1.")


def test_computer_managers_play_a_whole_competition_and_the_archive_keeps_every_issue(make_driver):
    bots = [dict(p, computer=True) for p in PEOPLE]
    d = opened(make_driver, cosmic.new_competition(seed="s3", managers=bots))
    assert "Paste an orders code" not in d.labels()
    for turn in range(1, 10):
        d.tap(f"Run turn {turn}")
        d.tap("Back to the games master's table")
    d.tap("Latest zine issue")
    s = state(d)
    assert s["done"] and len(s["zines"]) == 9
    scene = d.bridge.scene
    assert scene["document"][1]["pre"] == cosmic.render_text(s, 9) and "Final placings" in scene["document"][1]["pre"]
    d.tap("Print this issue")
    assert d.bridge.printed
    d.tap("Back to the games master's table")
    assert "New competition" in d.labels() and any(t.startswith("Final placings: 1.") for t in d.texts())
    d.tap("Zine archive")
    d.tap("Open issue 3")
    assert d.bridge.scene["document"][1]["pre"] == cosmic.render_text(s, 3)
    texts = d.texts()
    assert any(" innings" in t for t in texts) and any(t.startswith("Total ") for t in texts)
    d.tap("Previous issue")
    assert d.app.screen.issue == 2


def test_running_a_turn_without_orders_uses_the_fallbacks(make_driver):
    d = turn_two(make_driver)
    assert any("fallbacks" in t for t in d.texts())
    d.tap("Run turn 2")
    assert state(d)["turn"] == 2 and "Wait for the orders" in d.labels()  # asked first, nothing run
    d.tap("Wait for the orders")
    assert "Run turn 2" in d.labels() and state(d)["turn"] == 2
    d.tap("Run turn 2")
    d.tap("Run turn 2 anyway")
    notes = state(d)["zines"][1]["matches"][0]["notes"]
    assert {n["kind"] for n in notes} >= {"gm-pick"}
    assert any("the GM picked it" in t for t in d.texts())


def test_the_help_page_shows_the_exact_ball_distribution(make_driver):
    d = make_driver(hash_="#/cosmic")
    d.tap("Ball odds for each batting style")
    texts = d.texts()
    for style in cosmic.STYLES:
        for key, value in cosmic.ball_distribution(style).items():
            assert any(t.startswith(f"{style.capitalize()}, ") and f": {value}, " in t for t in texts)
    assert "Normal, Dot ball: 11/18, 61.1 percent" in texts
    d.tap("Back")
    assert "Start" in d.labels()


@pytest.mark.parametrize("w,h", SIZES)
def test_every_view_fits_at_every_size(make_driver, w, h):
    d = make_driver(w=w, h=h, hash_="#/cosmic")
    check_layout(d.bridge.scene)
    d.tap("Ball odds for each batting style")
    check_layout(d.bridge.scene)
    d = turn_two(make_driver, w=w, h=h)
    check_layout(d.bridge.scene)
    desk(d, "Ann")
    d.tap("Fill in the computer's eleven")
    for tab in ("Eleven", "Bowling", "Batting"):
        d.tap(tab)
        check_layout(d.bridge.scene)
    d.tap("If: that many or more down")
    check_layout(d.bridge.scene)
    d.tap("Make a postal orders code")
    check_layout(d.bridge.scene)
    for view in ("Done: back to the games master's table", "Paste an orders code", "Back to the games master's table",
                 "Competition link for postal managers", "Back to the games master's table", "Run turn 2",
                 "Zine archive"):
        d.tap(view)
        check_layout(d.bridge.scene)
    d = opened(make_driver, cosmic.new_competition(seed="s0", managers=PEOPLE), w=w, h=h)
    desk(d, "Ann")
    check_layout(d.bridge.scene)


def test_the_break_amendments_at_the_desk(make_driver):
    d = turn_two(make_driver)
    d.tap("Run turn 2")  # nobody sent orders: the GM picks both elevens
    d.tap("Run turn 2 anyway")
    d.tap("Back to the games master's table")
    s = state(d)
    assert s["needs"][0]["role"] == "bowling" and s["needs"][0]["first_over"] == 31
    desk(d, "Ann")
    assert "Eleven" not in d.labels()
    d.tap("Bowling")
    assert "Over 31: no bowler" in d.labels() and "Over 30: no bowler" not in d.labels()
    d.tap("Fill in the computer's bowling plan")
    d.tap("Hand in orders")
    assert len(state(d)["managers"][0]["orders"]["bowling"]) == 10
    desk(d, "<b>Bob</b>")
    d.tap("Every batsman: wahoo")
    d.tap("Add this conditional order")  # after over 20: already bowled
    assert d.live == "Over 20 has already been bowled." and d.live in d.texts()
    d.tap("When: a wicket falls")
    d.tap("Fewer: wicket")
    for _ in range(12):
        d.tap("More: wicket")
    assert d.live == "When wicket 9 falls: all batsmen aggressive"
    d.tap("Next batsman")
    first = state(d)["matches"][0]["sides"]["1"]["eleven"][0]
    assert d.live == f"When wicket 9 falls: {state(d)['managers'][1]['squad'][first]['name']} aggressive"
    d.tap("Add this conditional order")
    d.tap("Hand in orders")
    orders = state(d)["managers"][1]["orders"]
    assert orders["styles"] == ["wahoo"] * 11 and orders["conditions"][0]["then"]["batsman"] == first
    assert not state(d)["waiting_for"]  # both desks handed in: it runs at the first tap
    d.tap("Run turn 3")
    assert state(d)["turn"] == 4


def test_a_half_filled_set_up_survives_a_reload(make_driver):
    backend = MemoryBackend()
    d = make_driver(hash_="#/cosmic", backend=backend)
    d.send(type="input", id="manager:0", value="Ann")
    d.tap("Single match: two managers")
    d.tap("20 overs a side")
    again = make_driver(hash_="#/cosmic", backend=backend).app.screen
    assert again.people[0]["name"] == "Ann" and (again.mode, again.overs) == ("match", 20)

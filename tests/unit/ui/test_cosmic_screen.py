"""Cosmic Celebrity Cricket's screens driven as the GM and the managers drive them: by accessible
names, the GM's device and each manager's own device as separate drivers on separate storage."""

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from pavilion import cosmic
from ui.copies import MemoryBackend
from ui_helpers import check_layout

sys.path.append(str(Path(__file__).resolve().parents[1] / "cosmic"))  # the fuzz's sheets and mutations, last
from test_cosmic_fuzz import invitation_with, mutated_sheets  # noqa: E402

SIZES = [(800, 480), (1280, 720), (1920, 1080), (360, 640)]
PEOPLE = [{"name": "Ann", "computer": False}, {"name": "<b>Bob</b>", "computer": False},
          {"name": "Cy", "computer": True}, {"name": "Di", "computer": True}]
SEED_EXAMPLE = [{"when": {"after_over": 20}, "if": {"wickets_at_most": 3},
                 "then": {"style": "aggressive", "batsman": None}},
                {"when": {"wicket": 6}, "if": None, "then": {"style": "normal", "batsman": None}}]
BASE = "http://127.0.0.1:8000/"


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


def field_value(d, rid):
    return next(r for r in d.bridge.scene["regions"] if r["id"] == rid)["input"]["value"]


def said_below(d, sentence, label) -> bool:
    """Whether the refusal `sentence` is drawn below the control called `label` (beside it, not at
    the top of a long page)."""
    region = next(r for r in d.bridge.scene["regions"] if r["label"] == label)
    lines = [op for op in d.bridge.scene["ops"] if op[0] == "text" and op[3] and sentence.startswith(op[3])]
    return bool(lines) and lines[0][2] > region["y"] + region["h"]


def said_above(d, sentence, label) -> bool:
    region = next(r for r in d.bridge.scene["regions"] if r["label"] == label)
    lines = [op for op in d.bridge.scene["ops"] if op[0] == "text" and op[3] and sentence.startswith(op[3])]
    return bool(lines) and lines[0][2] < region["y"]


def invitation_link(d, who):
    """The GM makes a new invitation for `who` on his post, and copies its link."""
    d.tap(f"Post for {who}: invitation and turn sheet")
    d.tap(f"{who}'s invitation")
    d.tap(f"Make a new invitation for {who}")
    link = field_value(d, "show-link:invitation")
    d.tap("Back to the games master's table")
    return link


def sheet_link(d, who):
    d.tap(f"Post for {who}: invitation and turn sheet")
    link = field_value(d, "show-link:sheet")
    d.tap("Back to the games master's table")
    return link


def device(make_driver, link, backend=None, w=360, h=640):
    """A manager's own device opening a link."""
    return make_driver(w=w, h=h, hash_=link[len(BASE):], backend=backend or MemoryBackend())


def test_set_up_and_turn_one_at_one_screen(make_driver):
    d = make_driver(w=1280, h=720, hash_="#/cosmic")
    d.send(type="input", id="manager:0", value="Ann")
    d.tap("Computer: manager 2, change")
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
    d.tap("Bowl if we win the toss")
    d.tap("Hand in orders")
    assert d.live.startswith("Ann's orders are in.")
    d.tap("Run turn 1")  # the other person has sent nothing: asked first
    d.tap("Run turn 1 anyway")
    s = state(d)
    ann = s["managers"][0]
    assert ann["team"] == "Ann's <i>XI</i>" and ann["squad"][17]["name"] == "Star 18" and ann["toss"] == "bowl"
    assert d.app.screen.view == "zine" and any("Ann's <i>XI</i>" in t for t in d.texts())
    assert any(t.startswith("Star 18: ") for t in d.texts())  # issue 1 prints the squads with their ratings
    ends = {r["label"]: r["disabled"] for r in d.bridge.scene["regions"] if r["label"] in ("Previous issue", "Next issue")}
    assert ends == {"Previous issue": True, "Next issue": True}  # the only issue so far: greyed both ways
    assert d.store.load(d.app.screen.match_id)[0] == d.app.screen.match


def test_a_desk_handed_in_at_the_screen_opens_only_with_its_key(make_driver):
    d = opened(make_driver, cosmic.new_competition(seed="s0", managers=PEOPLE))
    desk(d, "Ann")
    key = next(t for t in d.texts() if t.startswith("Your desk key: ")).split(": ")[1].split(".")[0]
    d.send(type="input", id="team", value="Comets")
    d.tap("Hand in orders")
    d.tap("Open Ann's desk")
    assert "I am Ann: open my desk" not in d.labels()  # closed once handed in
    d.tap("Open Ann's desk with the key")
    assert d.live == "That is not Ann's desk key: nothing was opened." and d.app.screen.view == "cover"
    assert said_below(d, d.live, "Ann's desk key") and said_above(d, d.live, "Open Ann's desk with the key")
    d.send(type="input", id="key", value=key.upper().replace("-", " "))
    d.tap("Open Ann's desk with the key")
    assert d.app.screen.view == "desk" and d.app.screen.form().value("team_name") == "Comets"
    # A tap straight at the old button (a stale page) is refused too.
    d.tap("Back to the games master's table")
    d.send(type="tap", id="desk:0")
    assert d.live == "Ann's desk opens only with Ann's key." and d.app.screen.view == "table"


def test_a_desk_left_with_changes_is_locked_too(make_driver):
    d = turn_two(make_driver)
    desk(d, "Ann")
    d.tap("Fill in the computer's eleven")
    d.tap("Back to the games master's table")  # walked away without handing in
    d.tap("Open Ann's desk")
    assert "I am Ann: open my desk" not in d.labels() and "Open Ann's desk with the key" in d.labels()


def test_a_blank_or_half_named_squad(make_driver):
    d = opened(make_driver, cosmic.new_competition(seed="s0", managers=PEOPLE))
    desk(d, "Ann")
    d.send(type="input", id="player:0", value="Only one")
    d.tap("Hand in orders")
    assert d.live == "Player 2's name cannot be blank." and state(d)["managers"][0]["sent"] is False
    assert said_above(d, d.live, "Hand in orders") and said_below(d, d.live, "Player 18 name: " + next(
        r["label"] for r in d.bridge.scene["regions"] if r["label"].startswith("Player 18 name: "))[16:])
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
    keeps = next(r for r in d.bridge.scene["regions"] if r["label"] == f"{names[keepers[1]]} keeps wicket")
    assert keeps["pressed"] is True  # the only keeper picked keeps, and the button shows it
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
    assert not any(r["label"].startswith(f"Bowler {names[k]}:") for k in keepers for r in d.bridge.scene["regions"])
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
    d.tap("Use the example from the rules")
    d.tap("Bowling")
    d.tap("Fill in the computer's bowling plan")
    d.tap("Hand in orders")
    orders = state(d)["managers"][0]["orders"]
    assert len(orders["eleven"]) == 11 and orders["conditions"] == SEED_EXAMPLE and None not in orders["bowling"]
    assert "styles" not in orders  # nothing changed there: all stand Normal


def test_drafts_survive_a_reload(make_driver):
    backend = MemoryBackend()
    d = turn_two(make_driver, backend=backend)
    desk(d, "Ann")
    d.tap("Fill in the computer's eleven")
    again = make_driver(hash_="#/cosmic?id=cosmic-1-test", backend=backend)
    again.tap("Open Ann's desk")  # changes left on it: it opens with Ann's key
    again.send(type="input", id="key", value=cosmic.desk_key(again.app.screen.match, 0))
    again.tap("Open Ann's desk with the key")
    assert again.app.screen.form().eleven() == d.app.screen.form().eleven() != []


def test_postal_play_from_a_managers_own_device(make_driver):
    gm = turn_two(make_driver)
    phone = device(make_driver, invitation_link(gm, "<b>Bob</b>"))
    assert phone.live.startswith("Your desk is ready, <b>Bob</b>. Turn 2 of 9: send: the eleven")
    assert phone.app.screen.on_desk and "Run turn 2" not in phone.labels() and "Hand in orders" not in phone.labels()
    assert len(phone.store.entries()) == 1
    assert phone.bridge.scene["document"][0]["h1"].startswith("Turn sheet for <b>Bob</b> (")
    phone.tap("Print my turn sheet")
    assert phone.bridge.printed
    phone.tap("A blank orders form to fill in by hand")
    assert any(b.get("h2", "").startswith("The eleven, in batting order") for b in phone.bridge.scene["document"])
    phone.tap("Back to my desk")
    check_layout(phone.bridge.scene)
    phone.tap("Fill in the computer's eleven")
    phone.tap("Make my orders code")
    code = field_value(phone, "show-code:orders")
    assert code.startswith("CC2.") and field_value(phone, "show-link:orders") == f"{BASE}#/cosmic?orders={code}"
    phone.tap("Copy code: the orders code")
    assert phone.bridge.copied == code and phone.live == "Copying the orders code\u2026"
    phone.send(type="report", id="copied:no")  # the page could not reach the clipboard
    assert phone.live.startswith("This device would not copy it: select the link or the code")
    assert said_below(phone, phone.live, "Copy code: the orders code")  # said where the button was tapped
    phone.send(type="report", id="copied:yes")
    assert phone.live == "Copied: paste it into a message."
    # The GM pastes it: a receipt of what the orders say.
    before = gm.app.screen.match
    gm.tap("Paste an orders code")
    gm.send(type="input", id="paste", value="  " + code[:30] + "\n" + code[30:])
    gm.tap("Import the orders")
    assert gm.live.startswith("Orders from <b>Bob</b> for turn 2 are in (code 1).")
    assert any(t.startswith("Eleven, in batting order: ") for t in gm.texts())
    assert len(state(gm)["managers"][1]["orders"]["eleven"]) == 11 and gm.app.screen.match is not before
    # The same code again, and a forged one: refused under the box, nothing changes.
    after = gm.app.screen.match
    for bad, sentence in ((code, "These orders from <b>Bob</b> are already in."),
                          (code[:-6] + ("AAAAAA" if not code.endswith("AAAAAA") else "BBBBBB"),
                           "This Cosmic Cricket orders code is damaged or incomplete. Ask the manager to send it again."),
                          ("hello", "This is not a Cosmic Cricket orders code.")):
        gm.send(type="input", id="paste", value=bad)
        gm.tap("Import the orders")
        assert gm.live == sentence and said_below(gm, sentence, "Orders code")
        assert gm.app.screen.match is after


def test_a_replacing_code_is_shown_and_asked_about_first(make_driver):
    gm = turn_two(make_driver)
    phone = device(make_driver, invitation_link(gm, "<b>Bob</b>"))
    phone.tap("Fill in the computer's eleven")
    phone.tap("Make my orders code")
    first = field_value(phone, "show-code:orders")
    phone.tap("Back to my desk")
    phone.tap("Batting")
    phone.tap("Every batsman: wahoo")
    phone.tap("Make my orders code")
    second = field_value(phone, "show-code:orders")
    gm.tap("Paste an orders code")
    gm.send(type="input", id="paste", value=first)
    gm.tap("Import the orders")
    gm.send(type="input", id="paste", value=second)
    gm.tap("Import the orders")
    assert "already in for this turn" in gm.live
    assert "Batting styles: " + ", ".join(f"{i}. wahoo" for i in range(1, 12)) in gm.texts()
    assert "styles" not in state(gm)["managers"][1]["orders"]  # nothing replaced yet
    gm.tap("Keep <b>Bob</b>'s orders already in")
    assert "styles" not in state(gm)["managers"][1]["orders"]
    gm.send(type="input", id="paste", value=second)
    gm.tap("Import the orders")
    gm.tap("Replace <b>Bob</b>'s orders with these")
    assert state(gm)["managers"][1]["orders"]["styles"] == ["wahoo"] * 11
    gm.send(type="input", id="paste", value=first)  # the older code, pasted late, never wins
    gm.tap("Import the orders")
    assert "older than the ones already in" in gm.live and state(gm)["managers"][1]["seq"] == 2


def test_links_find_their_saved_record(make_driver):
    gm = turn_two(make_driver)
    backend = MemoryBackend()
    phone = device(make_driver, invitation_link(gm, "<b>Bob</b>"), backend=backend)
    phone.tap("Fill in the computer's eleven")
    phone.tap("Make my orders code")
    orders_link = field_value(phone, "show-link:orders")
    # The orders link opened on the GM's device imports into the saved competition.
    opened_gm = make_driver(hash_=orders_link[len(BASE):], backend=gm.store.backend)
    assert opened_gm.live.startswith("Orders from <b>Bob</b> for turn 2 are in")
    assert len(opened_gm.store.entries()) == 1
    stranger = make_driver(hash_=orders_link[len(BASE):])  # a chat app's own browser: no competition here
    assert stranger.live.startswith("This orders code is for the competition, which is not in this browser: open "
                                    "the link in the browser that holds the competition")
    stranger.tap("Copy the orders code")
    assert stranger.bridge.copied == orders_link[len(f"{BASE}#/cosmic?orders="):] and stranger.store.entries() == []
    check_layout(stranger.bridge.scene)
    # The GM runs the turn; the turn sheet link lands on the same desk, not a new saved copy.
    opened_gm.tap("Back to the games master's table")
    opened_gm.tap("Run turn 2")
    opened_gm.tap("Run turn 2 anyway")
    opened_gm.tap("Back to the games master's table")
    link = sheet_link(opened_gm, "<b>Bob</b>")
    again = device(make_driver, link, backend=backend)
    assert again.live.startswith("Turn sheet for turn 3 is on your desk.") and len(again.store.entries()) == 1
    assert "The games master took your orders for turn 2 (code 1)." in again.texts()
    again.tap("Latest zine issue")
    assert again.bridge.scene["document"][0]["h1"] == "Cosmic Celebrity Cricket: issue 2 (turn 2 of 9)"
    twice = device(make_driver, link, backend=backend)
    assert twice.live == "This turn sheet is already on this desk." and len(twice.store.entries()) == 1
    nowhere = device(make_driver, link)
    assert nowhere.live.startswith("This turn sheet is for your desk, which is not in this browser: open the link "
                                   "in the browser that holds your desk")
    assert any("Open in browser" in t for t in nowhere.texts()) and "Copy the turn sheet" in nowhere.labels()
    assert field_value(nowhere, "stray-code") == link[len(f"{BASE}#/cosmic?sheet="):]
    check_layout(nowhere.bridge.scene)
    nowhere.tap("Copy the turn sheet")
    nowhere.send(type="report", id="copied:yes")
    assert nowhere.live == "Copied: paste it into a message." and nowhere.store.entries() == []


def test_pasting_a_code_in_the_wrong_place_says_where_it_goes(make_driver):
    gm = turn_two(make_driver)
    invite = invitation_link(gm, "<b>Bob</b>")
    gm.tap("Paste an orders code")
    gm.send(type="input", id="paste", value=invite)
    gm.tap("Import the orders")
    assert gm.live == "This is an invitation: it opens on the manager's own device, not the games master's."
    part = cosmic.sheet_parts(cosmic.sheet_code(gm.app.screen.match, 1), 300)[1]
    gm.send(type="input", id="paste", value=part)
    gm.tap("Import the orders")
    assert gm.live == "This is part of a turn sheet: it opens on the manager's own device, not the games master's."
    phone = device(make_driver, invite)
    phone.tap("Paste a turn sheet from the games master")
    phone.send(type="input", id="paste", value="CC2.abc")
    phone.tap("Open the turn sheet")
    assert phone.live == "This is an orders code: it goes to the games master, who pastes it on his device."


def test_the_gms_post_a_new_invitation_and_paper(make_driver):
    gm = turn_two(make_driver)
    gm.tap("Post for Ann: invitation and turn sheet")
    assert field_value(gm, "show-code:sheet").startswith("CS1.")
    doc = gm.bridge.scene["document"]
    assert doc[0]["h1"] == "Turn sheet for Ann (" + state(gm)["managers"][0]["team"] + "): turn 2 of 9"
    gm.tap("Print Ann's turn sheet")
    assert gm.bridge.printed
    assert {"h2": "Your standing orders"} not in doc  # printed at the GM's screen: nothing private
    gm.tap("A blank orders form for Ann")
    form = gm.bridge.scene["document"]
    assert any("Bowling, overs 1-40" in b.get("h2", "") for b in form)
    gm.tap("Back to the post")
    gm.tap("Ann's invitation")
    assert "show-code:invitation" not in [r["id"] for r in gm.bridge.scene["regions"]]  # made only on demand
    gm.tap("Make a new invitation for Ann")
    assert state(gm)["managers"][0]["invitations"] == 1 and state(gm)["managers"][0]["locked"]
    gm.tap("Ann's turn sheet")
    gm.tap("Ann's invitation")  # leaving it forgets it: showing it again needs a new one (a new key)
    assert "show-code:invitation" not in [r["id"] for r in gm.bridge.scene["regions"]]


def test_a_dropped_manager_is_handed_to_the_computer(make_driver):
    gm = turn_two(make_driver)
    gm.tap("Post for Ann: invitation and turn sheet")
    gm.tap("Hand Ann's team to the computer")
    gm.tap("No: Ann keeps the team")
    assert not state(gm)["managers"][0]["computer"]
    gm.tap("Hand Ann's team to the computer")
    gm.tap("Yes: the computer takes Ann's team")
    assert state(gm)["managers"][0]["computer"] and gm.app.screen.view == "table"
    assert "Open Ann's desk" not in gm.labels()


def test_the_deadline_is_set_at_the_table_and_reaches_the_desk(make_driver):
    gm = turn_two(make_driver)
    gm.send(type="input", id="deadline", value="Friday 8 pm")
    assert state(gm)["deadline"] == "Friday 8 pm" and gm.live == "Orders for turn 2 are due: Friday 8 pm."
    gm.send(type="input", id="deadline", value="\u2028")
    assert gm.live == "The deadline cannot hold control characters such as line breaks."
    desk(gm, "Ann")
    assert any(t.startswith("Turn 2 of 9: send by Friday 8 pm: ") for t in gm.texts())


def test_computer_managers_play_a_whole_competition_and_the_archive_keeps_every_issue(make_driver):
    bots = [dict(p, computer=True) for p in PEOPLE]
    d = opened(make_driver, cosmic.new_competition(seed="s3", managers=bots))
    for turn in range(1, 10):
        d.tap(f"Run turn {turn}")
        d.tap("Back to the games master's table")
    d.tap("Latest zine issue")
    s = state(d)
    assert s["done"] and len(s["zines"]) == 9
    scene = d.bridge.scene
    assert scene["document"] == cosmic.blocks(s, 9) and any("Final placings" in b.get("p", "") for b in scene["document"])
    assert not any(b.get("h2") == "Orders for next turn" for b in scene["document"])  # the last issue ends clean
    d.tap("Print this issue")
    assert d.bridge.printed
    d.tap("Back to the games master's table")
    assert "New competition" in d.labels() and any(t.startswith("Final placings: 1.") for t in d.texts())
    d.tap("Zine archive")
    d.tap("Open issue 3")
    assert d.bridge.scene["document"] == cosmic.blocks(s, 3)
    texts = d.texts()
    assert any(" innings" in t for t in texts) and any(t.startswith("Total ") for t in texts)
    assert any(t.startswith("Over 31, ") for t in texts)  # over by over on screen, as in print
    d.tap("Previous issue")
    assert d.app.screen.issue == 2


def test_running_a_turn_without_orders_asks_first(make_driver):
    d = turn_two(make_driver)
    assert any("computer's orders" in t for t in d.texts())
    d.tap("Run turn 2")
    assert state(d)["turn"] == 2 and "Wait for the orders" in d.labels()  # asked first, nothing run
    d.tap("Wait for the orders")
    assert "Run turn 2" in d.labels() and state(d)["turn"] == 2
    d.tap("Run turn 2")
    d.tap("Run turn 2 anyway")
    notes = state(d)["zines"][1]["matches"][0]["notes"]
    assert {n["kind"] for n in notes} >= {"gm-pick"}
    assert any("the computer picked it" in t for t in d.texts())


def test_the_help_page_shows_every_table(make_driver):
    d = make_driver(hash_="#/cosmic")
    d.tap("Rules: how the games master plays every ball")
    texts = d.texts()
    for style in cosmic.STYLES:
        for key, value in cosmic.ball_distribution(style).items():
            assert any(t.startswith(f"{style.capitalize()}, ") and f": {value}, " in t for t in texts)
    assert "Normal, Dot ball: 11/18, 61.1 percent" in texts
    assert "Table 1, dice 1 = 5: dice 2 1 dot, 2 starred, 3 dot, 4 dot, 5 Howzat!, 6 4 runs" in texts
    for heading in ("Table 2: how out (a D10 after a Howzat!)", "The skill check", "Pitch and weather", "A tie"):
        assert heading in texts
    assert any(t.startswith("1-2 caught by the keeper; 3-5 caught by another fielder; 6-7 bowled; 8 lbw; 9 run out")
               for t in texts)
    assert any("then a coin decides. The coin is Pavilion's house rule" in t for t in texts)
    d.tap("Back")
    assert "Start" in d.labels()


def break_desk(make_driver):
    """Turn 3 of s0: the break, Ann bowling (her turn-2 plan stands), Bob batting (the computer's
    orders for him, the seed's example among them)."""
    d = turn_two(make_driver)
    desk(d, "Ann")
    d.tap("Fill in the computer's eleven")
    d.tap("Bowling")
    d.tap("Fill in the computer's bowling plan")
    d.tap("Hand in orders")
    d.tap("Run turn 2")
    d.tap("Run turn 2 anyway")
    d.tap("Back to the games master's table")
    return d


def test_the_break_amendments_start_from_the_standing_orders(make_driver):
    d = break_desk(make_driver)
    s = state(d)
    assert s["needs"][0]["role"] == "bowling" and s["needs"][0]["first_over"] == 31
    assert s["waiting_for"] == []  # Ann's plan covers 31-40 and Bob's amendments are optional
    plan = s["matches"][0]["innings"][0]["plan"][30:]
    d.tap("Open Ann's desk")
    d.send(type="input", id="key", value=cosmic.desk_key(d.app.screen.match, 0))
    d.tap("Open Ann's desk with the key")
    assert "Eleven" not in d.labels()
    d.tap("Bowling")
    names = [p["name"] for p in s["managers"][0]["squad"]]
    assert f"Over 31: {names[plan[0]]}" in d.labels() and "Over 30: no bowler" not in d.labels()
    assert d.app.screen.form().orders() == {}  # no change is the default
    d.tap("Hand in orders")
    assert state(d)["managers"][0]["orders"] == {}
    bob = s["matches"][0]["sides"]["1"]
    d.tap("Open <b>Bob</b>'s desk")
    d.tap("I am <b>Bob</b>: open my desk")
    standing = d.app.screen.form().stands("styles")
    innings = s["matches"][0]["innings"][0]
    assert standing == innings["styles"]  # as play left them, fired orders included
    assert d.app.screen.form().stands("conditions") == [r for i, r in enumerate(innings["conditions"])
                                                        if not any(n["kind"] == "condition" and n["rule"] == i
                                                                   for n in innings["notes"])]
    texts = d.texts()
    assert ("None stand: build one below, or use the example from the rules." in texts) != bool(
        d.app.screen.form().stands("conditions"))
    third = bob["eleven"][2]
    new = "wahoo" if standing[2] != "wahoo" else "defensive"
    d.tap(f"3. {s['managers'][1]['squad'][third]['name']}: {new}")
    d.tap("Add this conditional order")  # after over 20: already bowled
    assert d.live == "Over 20 has already been bowled." and d.live in d.texts()
    d.tap("Hand in orders")
    orders = state(d)["managers"][1]["orders"]
    assert orders == {"styles": [None, None, new] + [None] * 8}  # only what Bob changed


@pytest.mark.parametrize("w,h", SIZES)
def test_every_view_fits_at_every_size(make_driver, w, h):
    d = make_driver(w=w, h=h, hash_="#/cosmic")
    check_layout(d.bridge.scene)
    d.tap("Rules: how the games master plays every ball")
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
    d.tap("Hand in orders")
    d.tap("Open Ann's desk")
    check_layout(d.bridge.scene)
    for view in ("Back to the games master's table", "Paste an orders code", "Back to the games master's table",
                 "Post for Ann: invitation and turn sheet", "A blank orders form for Ann", "Back to the post",
                 "Ann's invitation", "Make a new invitation for Ann", "Hand Ann's team to the computer",
                 "Back to the games master's table", "Run turn 2", "Run turn 2 anyway", "Zine archive"):
        d.tap(view)
        check_layout(d.bridge.scene)
    phone = device(make_driver, invitation_link(turn_two(make_driver), "<b>Bob</b>"), w=w, h=h)
    check_layout(phone.bridge.scene)
    for view in ("Fill in the computer's eleven", "Batting", "Make my orders code", "Back to my desk",
                 "Paste a turn sheet from the games master", "Back to my desk", "Zine archive", "Back to my desk"):
        phone.tap(view)
        check_layout(phone.bridge.scene)
    d = opened(make_driver, cosmic.new_competition(seed="s0", managers=PEOPLE), w=w, h=h)
    desk(d, "Ann")
    check_layout(d.bridge.scene)


def test_a_half_filled_set_up_survives_a_reload(make_driver):
    backend = MemoryBackend()
    d = make_driver(hash_="#/cosmic", backend=backend)
    d.send(type="input", id="manager:0", value="Ann")
    d.tap("Single match: two managers")
    d.tap("20 overs a side")
    again = make_driver(hash_="#/cosmic", backend=backend).app.screen
    assert again.people[0]["name"] == "Ann" and (again.mode, again.overs) == ("match", 20)


def test_a_version_1_competition_still_opens_and_says_why_it_is_not_secret(make_driver):
    from pavilion.core import new_record
    old = new_record("cosmic", 1, "old", cosmic.new_competition("old", managers=PEOPLE)["options"])
    d = opened(make_driver, cosmic.apply(old, {"type": "run", "turn": 1}))
    assert any(t.startswith("Started by an older Pavilion, whose competition links carried the seed") for t in d.texts())
    d.tap("Run turn 2")
    d.tap("Run turn 2 anyway")
    assert state(d)["turn"] == 3 and d.app.screen.match["version"] == 1


def test_a_managers_phone_with_a_share_sheet_shares_the_orders_link(make_driver):
    gm = turn_two(make_driver)
    link = invitation_link(gm, "<b>Bob</b>")
    phone = make_driver(w=360, h=640, hash_=link[len(BASE):], backend=MemoryBackend(), share=True)
    phone.tap("Fill in the computer's eleven")
    phone.tap("Make my orders code")
    phone.tap("Share the orders code link")
    assert phone.bridge.shared == ("Cosmic Celebrity Cricket: the orders code", field_value(phone, "show-link:orders"))
    phone.send(type="report", id="shared:yes")
    assert phone.live == "Shared."
    check_layout(phone.bridge.scene)


def rivals_invitation_link(gm, m):
    """What a rival can make: manager m's latest sheet (here the GM's own, as a rival's relabelled
    one would be), sealed with a key he chose, numbered high, with vouchers he made up."""
    from pavilion.cosmic import postal
    match = gm.app.screen.match
    sheet = dict(cosmic.turn_sheet(match, m), deadline="GM: new key, old one had a bug")
    key = "bxbchasethiskeyx"
    code = postal.pack(postal.INVITATION, cosmic.competition_id(match), m, key, sheet, key=key, g=9, v=["A" * 22] * 9)
    return f"{BASE}#/cosmic?invite={code}"


def test_a_rivals_invitation_is_refused_and_the_desk_can_be_reset_to_the_gms(make_driver):
    gm = turn_two(make_driver)
    backend = MemoryBackend()
    genuine = invitation_link(gm, "<b>Bob</b>")
    phone = device(make_driver, genuine, backend=backend)
    words = cosmic.fingerprint(gm.app.screen.match, 1)
    assert f"Fingerprint: {words}. The games master's post for you shows the same four words; if it does not, " \
           "your invitation was not his." in phone.texts()
    gm.tap("Post for <b>Bob</b>: invitation and turn sheet")
    assert any(t.startswith(f"<b>Bob</b>'s fingerprint: {words}.") for t in gm.texts())
    gm.tap("Back to the games master's table")
    stored = dict(backend.data)
    rival = rivals_invitation_link(gm, 1)
    opened_rival = device(make_driver, rival, backend=backend)
    assert opened_rival.live.startswith("This invitation was not made by the games master who gave this desk its key")
    assert backend.data == stored  # byte for byte: the record, its drafts, the hub's list
    assert any(t.startswith(f"This desk's fingerprint: {words}. The refused invitation's: ") for t in
               opened_rival.texts())
    check_layout(opened_rival.bridge.scene)
    opened_rival.tap("Keep this desk as it is")
    assert opened_rival.live.startswith("Your desk stays as it is.") and backend.data == stored
    # A new device took the rival's invitation first (on trust): the GM's is refused there, and a
    # reset, asked twice, makes the desk again from the GM's.
    fooled = MemoryBackend()
    device(make_driver, rival, backend=fooled)
    taken = device(make_driver, invitation_link(gm, "<b>Bob</b>"), backend=fooled)
    assert "not made by the games master" in taken.live
    taken.tap("Reset this desk with this invitation")
    check_layout(taken.bridge.scene)
    new_words = cosmic.fingerprint(gm.app.screen.match, 1)
    taken.tap(f"Yes: reset this desk with the invitation {new_words}")
    assert taken.live.startswith("This desk was reset with the invitation") and len(taken.store.entries()) == 1
    assert cosmic.replay(taken.app.screen.match)["fingerprint"] == new_words
    saved = taken.store.load(taken.store.entries()[0]["id"])[0]
    assert saved == taken.app.screen.match


def test_a_desk_saved_before_vouchers_refuses_a_rivals_link_and_takes_the_gms(make_driver):
    """A version 2 desk on a phone (saved before vouchers, its invitation as made then): the rival's
    link is refused and storage is left byte for byte; the GM's new invitation is taken, and the desk
    is saved as version 3."""
    from test_cosmic_takeover import before_vouchers
    gm = turn_two(make_driver)
    code = invitation_link(gm, "<b>Bob</b>").split("invite=", 1)[1]
    backend = MemoryBackend()
    old = dict(cosmic.new_desk(code), version=2)
    old["actions"] = [{"type": "invitation", "code": before_vouchers(code)}]
    make_driver(w=360, h=640, hash_="#/", backend=backend).store.save("cosmic-1-desk", old, "Bob's desk")
    stored = dict(backend.data)
    refused = device(make_driver, rivals_invitation_link(gm, 1), backend=backend)
    assert refused.live.startswith("This invitation was not made by the games master who gave this desk its key")
    assert backend.data == stored
    taken = device(make_driver, invitation_link(gm, "<b>Bob</b>"), backend=backend)
    saved = taken.store.load("cosmic-1-desk")[0]
    assert saved["version"] == 3 and saved["options"] == {"desk": 1, "trusted": 1}
    assert cosmic.replay(saved)["fingerprint"] == cosmic.fingerprint(gm.app.screen.match, 1)


DESK_VIEWS = ("Latest zine issue", "Back to my desk", "Zine archive", "Back to my desk", "Squad names", "Eleven",
              "Batting", "Bowling", "Fill in the computer's eleven", "Use the example from the rules",
              "Fill in the computer's bowling plan", "Make my orders code", "Back to my desk", "Print my turn sheet",
              "A blank orders form to fill in by hand", "Back to my desk",
              "Paste a turn sheet from the games master", "Back to my desk")


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.function_scoped_fixture])
@given(mutated_sheets())
def test_no_fuzzed_invitation_crashes_a_desk_screen(make_driver, sheet):
    """An invitation link whose sealed sheet was fuzzed opens a desk, or says one sentence; every
    view of the desk then draws (Driver.send fails on any call of bridge.crash)."""
    phone = device(make_driver, f"{BASE}#/cosmic?invite={invitation_with(sheet)}")
    if not phone.app.screen.on_desk:
        assert phone.live.startswith("This ") and phone.app.store.entries() == []
        return
    for label in DESK_VIEWS:
        if label in phone.labels():
            phone.tap(label)
    phone.send(type="key", key="Escape")


def test_a_receipt_folds_away_after_a_few_seconds_or_at_the_next_paste(make_driver):
    gm = turn_two(make_driver)
    phone = device(make_driver, invitation_link(gm, "<b>Bob</b>"))
    phone.tap("Fill in the computer's eleven")
    codes = []
    for style in (None, "wahoo", "normal"):
        if style:
            phone.tap("Back to my desk")
            phone.tap("Batting")
            phone.tap(f"Every batsman: {style}")
        phone.tap("Make my orders code")
        codes.append(field_value(phone, "show-code:orders"))
    receipt = "Receipt: <b>Bob</b>'s orders now in"
    gm.tap("Paste an orders code")
    for i, code in enumerate(codes):
        gm.send(type="input", id="paste", value=code)
        gm.tap("Import the orders")
        if i:
            gm.tap("Replace <b>Bob</b>'s orders with these")
        assert receipt in gm.texts() and gm.bridge.scene["timer"] == 8000
        if i == 0:
            gm.tap("Fold the receipt away")
            assert gm.live == "The receipt is folded away."
        elif i == 1:
            gm.send(type="input", id="paste", value="CC2.next")  # the next paste folds it at once
        else:
            gm.clock.now += 5
            gm.send(type="tick")
            assert receipt in gm.texts() and gm.bridge.scene["timer"] == 3000  # not yet
            gm.clock.now += 3
            gm.send(type="tick")
        assert receipt not in gm.texts() and not any(t.startswith("Eleven, in batting order") for t in gm.texts())
    assert state(gm)["managers"][1]["seq"] == 3


def test_names_in_the_bowling_grid_stay_different():
    from ui.screens.cosmic.bowling_panel import short_names
    names = {i: f"Radio Show {i}" for i in range(1, 12)} | {20: "Radio", 21: "Ann"}
    short = short_names(names)
    assert len({s.casefold() for s in short.values()}) == len(names)
    assert short[21] == "Ann" and short[20] == "Radio" and short[2] == "Radio Show 2" and short[10] == "Radio Show 10"
    assert short_names({1: "Radio Star", 2: "Radio Sam", 3: "Bob Willis"}) == {1: "Radio St", 2: "Radio Sa",
                                                                           3: "Bob Wil"}
    assert short_names({}) == {}


def longest_sheet_turn(seed="s0"):
    """The turn whose sheet for Bob is the longest code of a whole competition (run by the GM)."""
    m, sizes = cosmic.new_competition(seed=seed, managers=PEOPLE), {}
    while not cosmic.replay(m)["done"]:
        m = cosmic.apply(m, {"type": "run", "turn": cosmic.replay(m)["turn"]})
        sizes[cosmic.replay(m)["turn"]] = len(cosmic.sheet_code(m, 1))
    return max(sizes, key=sizes.get)


@pytest.mark.parametrize("w,h", [(360, 640), (1280, 720)])
def test_the_longest_turn_sheet_travels_as_qr_codes_a_phone_opens_in_any_order(make_driver, w, h):
    from qr_decode import decode
    from ui import qr
    import random
    turn = longest_sheet_turn()
    m = cosmic.new_competition(seed="s0", managers=PEOPLE)
    while cosmic.replay(m)["turn"] < turn - 1:
        m = cosmic.apply(m, {"type": "run", "turn": cosmic.replay(m)["turn"]})
    m = cosmic.apply(m, {"type": "invite", "manager": 1})
    invitation = cosmic.invitation(m, 1)
    m = cosmic.apply(m, {"type": "run", "turn": turn - 1})
    gm, backend = opened(make_driver, m, w=w, h=h), MemoryBackend()
    device(make_driver, f"{BASE}#/cosmic?invite={invitation}", backend=backend)
    gm.tap("Post for <b>Bob</b>: invitation and turn sheet")
    code = field_value(gm, "show-code:sheet")
    links = gm.app.screen.part_links(code)
    assert 2 <= len(links) <= 7 and len(code) > 4000
    assert f"1 of {len(links)}" in gm.texts() and f"QR code 1 of {len(links)} of the turn sheet: scan it with a " \
        "phone's camera." in gm.texts()
    check_layout(gm.bridge.scene)
    gm.tap("The next QR code")
    assert f"2 of {len(links)}" in gm.texts()
    order = list(range(len(links)))
    random.Random(turn).shuffle(order)
    for n, k in enumerate(order):
        matrix = qr.matrix(links[k])
        assert len(matrix) <= 17 + 4 * 25  # version 25 at most: a phone reads it off a screen
        scanned = decode(matrix)
        assert scanned == links[k]
        phone = device(make_driver, scanned, backend=backend)
        if n < len(links) - 1:
            assert phone.live.startswith(f"Part {k + 1} of {len(links)} of your next turn sheet is on your desk: scan")
        else:
            assert phone.live.startswith(f"Turn sheet for turn {turn} is on your desk.")
    assert cosmic.replay(phone.app.screen.match)["sheet"] == cosmic.turn_sheet(m, 1)
    assert "".join(link.split("part=")[1].split(".", 6)[-1] for link in links) == code  # the sheet, cut


def test_a_desk_that_missed_the_squads_gets_the_sheet_with_them(make_driver):
    m = cosmic.apply(cosmic.new_competition(seed="s0", managers=PEOPLE), {"type": "invite", "manager": 1})
    invitation = cosmic.invitation(m, 1)  # turn 1: Bob's own squad only
    for turn in (1, 2):
        m = cosmic.apply(m, {"type": "run", "turn": turn})
    gm, backend = opened(make_driver, m), MemoryBackend()
    device(make_driver, f"{BASE}#/cosmic?invite={invitation}", backend=backend)
    short = sheet_link(gm, "<b>Bob</b>")
    phone = device(make_driver, short, backend=backend)
    assert phone.live == "This turn sheet leaves out the squads, and this desk has not had them yet: ask the games " \
                         "master for your sheet with the squads."
    gm.tap("Post for <b>Bob</b>: invitation and turn sheet")
    gm.tap("The sheet with the squads, for a desk that missed one")
    full = field_value(gm, "show-link:sheet")
    assert len(full) > len(short) and "This sheet carries the squads too." in gm.texts()
    check_layout(gm.bridge.scene)
    gm.tap("The shorter sheet, without the squads")
    assert field_value(gm, "show-link:sheet") == short
    phone = device(make_driver, full, backend=backend)
    assert phone.live.startswith("Turn sheet for turn 3 is on your desk.")
    assert cosmic.replay(phone.app.screen.match)["sheet"] == cosmic.turn_sheet(m, 1)


@pytest.mark.parametrize("w,h", SIZES)
def test_the_new_postal_views_fit_at_every_size(make_driver, w, h):
    """The post with a sheet in QR codes and the squads' choice, a link with nowhere to go, a refused
    invitation's reset (both steps), and a receipt: every region on screen, none overlapping."""
    m = cosmic.new_competition(seed="s0", managers=PEOPLE)
    for turn in (1, 2):
        m = cosmic.apply(m, {"type": "run", "turn": turn})
    gm = opened(make_driver, m, w=w, h=h)
    gm.tap("Post for <b>Bob</b>: invitation and turn sheet")
    for label in ("The next QR code", "The sheet with the squads, for a desk that missed one", "The QR code before"):
        check_layout(gm.bridge.scene)
        gm.tap(label)
    check_layout(gm.bridge.scene)
    sheet = field_value(gm, "show-link:sheet")
    gm.tap("Back to the games master's table")
    check_layout(device(make_driver, sheet, w=w, h=h).bridge.scene)  # no desk in this browser
    backend = MemoryBackend()
    phone = device(make_driver, invitation_link(gm, "<b>Bob</b>"), backend=backend, w=w, h=h)
    phone = device(make_driver, rivals_invitation_link(gm, 1), backend=backend, w=w, h=h)
    check_layout(phone.bridge.scene)
    phone.tap("Reset this desk with this invitation")
    check_layout(phone.bridge.scene)

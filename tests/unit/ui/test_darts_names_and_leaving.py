"""A Custom Cricket game calls itself Custom Cricket (title, status bar, the hub's line), and Practice's
menu leaves the kiosk as Random Cricket's does (ui/oche/kiosk.py: offered only where it can work)."""

import json

import pytest
from test_share_phone import NETWORK
from ui_helpers import check_layout


def custom_game(make_driver, mode="hub"):
    d = make_driver(w=800, h=480, hash_="#/darts", mode=mode)
    d.tap("Custom board: pick six numbers")
    for n in (3, 17, 8, 20, 1, 11):
        d.tap(f"{n} on the custom board")
    d.tap("Done: back to the set-up")
    d.send(type="tap", id="start")
    return d


def drawn(d) -> str:
    return " ".join(str(op[3]) for op in d.bridge.scene["ops"] if op[0] == "text")


@pytest.mark.parametrize("mode", ["hub", "kiosk"])
def test_a_custom_cricket_game_is_called_custom_cricket_everywhere(make_driver, mode):
    d = custom_game(make_driver, mode)
    screen = d.app.screen
    assert screen.title() in ("Custom Cricket - Pavilion", "Custom Cricket scoreboard")
    assert screen.arrival().startswith("Custom Cricket. Round 1")
    # the status bar: said whole; drawn with the round alone, at 24 px of ink (read from the oche)
    assert "Custom Cricket \u00b7 Round 1 \u00b7 Player 1 to throw" in d.texts() and "Random Cricket" not in drawn(d)
    check_layout(d.bridge.scene)
    d.send(type="tap", id="miss")
    d.send(type="tap", id="enter")
    (entry,) = d.store.entries()
    assert entry["summary"].startswith("Custom Cricket \u00b7 ")  # the hub's line says which cricket
    d.send(type="tap", id="panel:menu")
    d.send(type="tap", id="panel:rules")
    assert d.live.startswith("How to play Custom Cricket")


def test_a_random_cricket_game_is_still_random_cricket(make_driver):
    d = make_driver(w=800, h=480, hash_="#/darts")
    d.send(type="tap", id="start")
    assert d.app.screen.title() == "Random Cricket - Pavilion"
    assert "Custom Cricket" not in drawn(d)
    d.send(type="tap", id="miss")
    d.send(type="tap", id="enter")
    assert "Cricket" not in d.store.entries()[0]["summary"]


def practice_menu(make_driver, site):
    d = make_driver(w=800, h=480, hash_="#/practice", mode="kiosk")
    d.send(type="tap", id="start")
    d.send(type="tap", id="panel:menu")
    d.send(type="site", site=site)
    return d


def test_practice_on_the_pis_own_server_offers_leave_kiosk_asked_first(make_driver):
    d = practice_menu(make_driver, NETWORK)
    check_layout(d.bridge.scene)
    d.tap("Leave the kiosk")
    assert d.app.screen.panel == "confirm" and d.live.startswith("Close the scoreboard?")
    d.tap("Close the scoreboard")
    assert d.bridge.routes[-1] == "#/leave-kiosk"
    d.send(type="tap", id="left:no")  # the server did not close it: the kiosk says how to leave
    assert any("Alt+F4" in n for n in d.app.notices)


def test_practice_away_from_the_pi_says_how_to_leave_instead(make_driver):
    d = practice_menu(make_driver, {**NETWORK, "here": False})
    assert "Leave the kiosk" not in d.labels()
    assert "To leave the kiosk, close this window (Alt+F4)." in drawn(d)
    check_layout(d.bridge.scene)


def test_practice_outside_the_kiosk_says_nothing_of_leaving_it(make_driver):
    d = make_driver(w=800, h=480, hash_="#/practice")
    d.send(type="tap", id="start")
    d.send(type="tap", id="panel:menu")
    d.send(type="site", site=NETWORK)
    assert "Leave the kiosk" not in d.labels() and "Alt+F4" not in drawn(d)


def test_a_custom_cricket_rematch_says_it_keeps_the_six(make_driver):
    d = custom_game(make_driver)
    numbers = d.app.screen.match["options"]["numbers"]
    d.send(type="tap", id="panel:menu")
    d.tap("End game")
    d.tap("End the game now")
    assert "Rematch on a new board" not in d.labels()
    d.tap("Rematch on the same six")
    assert d.app.screen.match["options"]["numbers"] == numbers


@pytest.mark.parametrize("route,setting", [("darts", "darts-setup"), ("x01", "x01-setup"), ("practice", "practice-setup")])
def test_a_saved_name_of_only_spaces_is_a_blank_box(make_driver, route, setting):
    """A set-up saved with a name of spaces (an older copy, odd storage: a typed name is trimmed) plays
    that seat as "Player 2", as an empty box does, and does not remember it (hypothesis found Start
    refused with "Player 2's name cannot be blank")."""
    d = make_driver(w=800, h=480, hash_=f"#/{route}")
    if "Player 2 name" not in d.labels():  # a drill starts solo
        d.tap("Add player")
    d.send(type="input", id="name:0", value="Ann")
    key = f"pavilion/setting/{setting}"
    saved = d.store.backend.get(key)
    assert '"Ann"' in saved and '""' in saved
    d.store.backend.set(key, saved.replace('""', '"   "'))
    d = make_driver(d.store.backend, w=800, h=480, hash_=f"#/{route}")
    d.send(type="tap", id="start")
    assert d.app.screen.error is None and d.app.screen.match is not None
    assert [p["name"] for p in d.app.screen.match["options"]["players"]] == ["Ann", "Player 2"]
    assert json.loads(d.store.backend.get("pavilion/setting/darts-players")) == ["Ann"]

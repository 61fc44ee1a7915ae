"""Sharing a darts match to a phone (ui/oche/share.py): the address a phone can open, Follow this game
and Play this board, a link opened twice, and Leave the kiosk only where the Pi's server can close it."""

import pytest
from pavilion import darts
from qr_decode import decode
from ui.copies import MemoryBackend
from ui.oche import share
from ui_helpers import check_layout, qr_from_scene

NETWORK = {"links": ["http://192.168.1.20:8000/", "http://pavilion.local:8000/"], "network": True, "here": True}
LINK_BOX = "Share link: select it to copy it by hand"


def play(make_driver, w=800, h=480, mode="kiosk", names=("Ann", "Bob"), turns=()):
    d = make_driver(w=w, h=h, hash_="#/darts", mode=mode)
    for i, name in enumerate(names):
        d.send(type="input", id=f"name:{i}", value=name)
    d.tap("Random board")
    d.tap("Start game")
    for visit in turns:
        for dart in visit:
            d.tap(dart)
        d.tap("Enter turn")
    return d


def open_share(d, site=NETWORK, choice=None):
    d.tap("Menu")
    d.tap("Share this board")
    if site != "asking":
        d.send(type="site", site=site)
    if choice:
        d.tap(choice)
    return d.bridge.scene


def link(d):
    return next(r for r in d.bridge.scene["regions"] if r["label"] == LINK_BOX)["input"]["value"]


def words(scene) -> str:
    return " ".join(str(op[3]) for op in scene["ops"] if op[0] == "text")


def phone(make_driver, url, backend):
    """The phone opening `url`: the route part, on its own storage (another device)."""
    return make_driver(w=360, h=640, hash_=url[url.index("#"):], backend=backend)


def status(d) -> str:
    return d.app.screen.status(darts.replay(d.app.screen.match))


# where a phone can open the site ---------------------------------------------------------------------

def test_the_address_is_asked_only_when_the_share_panel_first_needs_it(make_driver):
    d = play(make_driver, mode="hub", turns=[("Miss",)])
    assert d.bridge.asked_site == 0  # not at start, not while playing
    scene = open_share(d, site="asking")
    assert d.bridge.asked_site == 1 and "Finding this board's address on the network" in words(scene)
    assert LINK_BOX not in d.labels() and "Copy the link" not in d.labels()
    check_layout(scene)
    d.send(type="site", site=NETWORK)
    d.tap("Play this board")
    d.tap("Follow this game")
    assert d.bridge.asked_site == 1  # asked once a page


@pytest.mark.parametrize("w,h", [(800, 480), (360, 640)])
def test_the_qr_code_and_link_use_the_network_address_never_loopback(make_driver, w, h):
    d = play(make_driver, w=w, h=h, mode="kiosk" if w > h else "hub", turns=[("Miss",)])
    scene = open_share(d)
    assert link(d).startswith("http://192.168.1.20:8000/#/darts?m=P1.")
    assert decode(qr_from_scene(scene)) == link(d)
    assert "127.0.0.1" not in words(scene) and "127.0.0.1" not in link(d)
    check_layout(scene)
    assert all(r["y"] + r["h"] <= h for r in scene["regions"])  # no scrolling on a phone


def test_a_server_for_this_machine_only_gets_no_qr_code_and_says_how_to_fix_it(make_driver):
    d = play(make_driver, turns=[("Miss",)])
    scene = open_share(d, site={"links": [], "network": False, "here": True})
    assert not any(op[0] == "rect" and op[5] == "#ffffff" for op in scene["ops"])  # no code to scan
    said = words(scene)
    assert "A phone cannot open this board" in " ".join(d.texts())
    assert "127.0.0.1:8000" in said and "--host" in said and "setup-pi.sh" in said
    assert link(d).startswith("http://127.0.0.1:8000/#/darts?m=")  # still there to copy on this machine
    check_layout(scene)


def test_a_static_host_shares_the_pages_own_address_and_a_public_url_wins(make_driver, monkeypatch):
    d = play(make_driver, turns=[("Miss",)])
    monkeypatch.setattr(d.bridge, "base_url", lambda: "https://darts.example.org/pavilion/")
    open_share(d, site=None)  # no answer: a plain static web server
    assert link(d).startswith("https://darts.example.org/pavilion/#/darts?m=P1.")
    d.app.site = {"links": ["https://pub.example.org/"], "network": True, "here": False}
    d.tap("Play this board")
    assert link(d).startswith("https://pub.example.org/#/darts?m=P1.")
    d.app.site = {"links": "http://evil/", "network": "yes"}  # an odd answer is no answer
    d.tap("Follow this game")
    assert link(d).startswith("https://darts.example.org/pavilion/#/darts?m=P1.")
    d.send(type="site", site=[1, 2])  # whatever a static host serves at that address
    assert link(d).startswith("https://darts.example.org/pavilion/#/darts?m=P1.")


# follow this game, play this board ---------------------------------------------------------------------

def test_follow_this_game_opens_the_game_as_it_stands_on_the_phone_and_twice_is_one_match(make_driver):
    kiosk = play(make_driver, turns=[("Miss",), ("Miss", "Miss")])
    open_share(kiosk)
    pressed = {r["label"]: r["pressed"] for r in kiosk.bridge.scene["regions"] if r["label"].endswith(("game", "board"))}
    assert pressed == {"Follow this game": True, "Play this board": False}
    follow = link(kiosk)
    backend = MemoryBackend()
    friend = phone(make_driver, follow, backend)
    assert friend.app.screen.match["actions"] == kiosk.app.screen.match["actions"]
    assert status(friend) == status(kiosk) == "Round 2 \u00b7 Ann to throw"
    first_id = friend.app.screen.match_id
    again = phone(make_driver, follow, backend)
    assert again.app.screen.match_id == first_id and len(again.app.store.entries()) == 1
    assert "You opened this game before: here it is." in again.texts()

    # The kiosk plays on; the phone scans again: the same saved match, brought up to the turn shared.
    kiosk.tap("Done: back to the keypad")
    kiosk.tap("Miss")
    kiosk.tap("Enter turn")
    open_share(kiosk)
    later = phone(make_driver, link(kiosk), backend)
    assert later.app.screen.match_id == first_id and len(later.app.store.entries()) == 1
    assert later.app.screen.match["actions"] == kiosk.app.screen.match["actions"]
    assert "brought up to the turn shared" in " ".join(later.texts())


def test_a_followed_game_carried_on_or_gone_another_way_on_the_phone_keeps_the_phones_turns(make_driver):
    kiosk = play(make_driver, turns=[("Miss",)])
    open_share(kiosk)
    follow = link(kiosk)
    backend = MemoryBackend()
    friend = phone(make_driver, follow, backend)
    friend.tap("Miss")
    friend.tap("Enter turn")  # carried on here
    mine = friend.app.screen.match["actions"]
    again = phone(make_driver, follow, backend)  # the older link again
    assert again.app.screen.match["actions"] == mine and len(again.app.store.entries()) == 1
    assert "with the turns entered here since" in " ".join(again.texts())
    kiosk.tap("Done: back to the keypad")
    kiosk.tap("Miss")
    kiosk.tap("Miss")
    kiosk.tap("Enter turn")  # the kiosk went another way from the phone (two darts, not one)
    open_share(kiosk)
    other = phone(make_driver, link(kiosk), backend)
    assert other.app.screen.match["actions"] == kiosk.app.screen.match["actions"]
    assert len(other.app.store.entries()) == 2  # the phone's own game is not overwritten
    assert "went on differently here" in " ".join(other.texts())


def test_play_this_board_is_the_same_board_afresh_even_on_a_phone_that_follows_the_game(make_driver):
    kiosk = play(make_driver, turns=[("Miss",), ("Miss",)])
    open_share(kiosk)
    backend = MemoryBackend()
    phone(make_driver, link(kiosk), backend)  # following first
    kiosk.tap("Play this board")
    board_link = link(kiosk)
    assert kiosk.live == "Play this board: the QR code and link are for that now."
    fresh = phone(make_driver, board_link, backend)
    theirs, ours = darts.replay(fresh.app.screen.match), darts.replay(kiosk.app.screen.match)
    assert theirs["targets"] == ours["targets"] and theirs["turns"] == [] and theirs["round"] == 1
    assert [s["name"] for s in theirs["seats"]] == ["Ann", "Bob"]
    assert len(fresh.app.store.entries()) == 2  # the followed game and this fresh one
    fresh.tap("Miss")
    fresh.tap("Enter turn")
    again = phone(make_driver, board_link, backend)
    assert again.app.screen.match_id == fresh.app.screen.match_id and len(again.app.store.entries()) == 2
    assert len(again.app.screen.match["actions"]) == 1


def test_a_link_key_tells_the_board_from_the_game_and_ignores_the_turns():
    match = darts.new_match(players=["Ann", "Bob"], seed="abcde")
    later = darts.apply(match, {"type": "turn", "seat": 0, "darts": ["M"]})
    assert share.link_key(match).startswith("board:") and share.link_key(later).startswith("game:")
    assert share.link_key(later) == share.link_key(darts.apply(later, {"type": "turn", "seat": 1, "darts": ["M"]}))
    assert share.link_key(match) != share.link_key(darts.new_match(players=["Ann", "Bob"], seed="abcdf"))
    assert len(share.link_key(later)) <= 64


# leaving the kiosk -------------------------------------------------------------------------------------

def test_leave_the_kiosk_is_offered_only_where_the_pis_own_server_can_close_it(make_driver):
    d = play(make_driver, turns=[("Miss",)])
    d.tap("Menu")
    asking = d.bridge.scene
    assert "Leave the kiosk" not in d.labels() and "To leave the kiosk" not in words(asking)
    away = d.send(type="site", site={**NETWORK, "here": False})  # this page came from afar
    assert "Leave the kiosk" not in d.labels()
    assert "To leave the kiosk, close this window (Alt+F4)." in " ".join(d.texts())
    check_layout(away)
    assert [r["y"] for r in away["regions"]] == [r["y"] for r in asking["regions"]]  # nothing moved
    d.app.site = {}  # a static host
    d.tap("Close the menu")
    d.tap("Menu")
    assert "Leave the kiosk" not in d.labels() and "To leave the kiosk" in words(d.bridge.scene)
    d.app.site = NETWORK
    d.tap("Close the menu")
    d.tap("Menu")
    check_layout(d.bridge.scene)
    d.tap("Leave the kiosk")
    d.tap("Close the scoreboard")
    assert d.bridge.routes[-1] == "#/leave-kiosk"


def test_outside_the_kiosk_nothing_is_said_of_leaving_it(make_driver):
    d = play(make_driver, mode="hub")
    d.tap("Menu")
    d.send(type="site", site=NETWORK)
    assert "Leave the kiosk" not in d.labels() and "To leave the kiosk" not in words(d.bridge.scene)


def test_a_leave_the_server_refused_is_said_with_what_to_do(make_driver):
    d = play(make_driver)
    d.app.site = NETWORK
    d.tap("Menu")
    d.tap("Leave the kiosk")
    d.tap("Close the scoreboard")
    d.follow()
    d.send(type="report", id="left:no")  # static/ui.js: the post was refused, or nobody answered
    assert "The scoreboard could not be closed from here: close this window (Alt+F4)." in d.texts()


@pytest.mark.parametrize("url,alone", [("http://127.0.0.1:8000/", True), ("http://127.4.5.6/", True),
                                       ("http://localhost:8000/x", True), ("http://[::1]:8000/", True),
                                       ("http://pavilion.localhost/", True), ("http://192.168.1.20:8000/", False),
                                       ("http://pi.local:8000/", False), ("https://127.0.0.1.example.org/", False)])
def test_loopback_addresses_are_the_ones_only_this_device_opens(url, alone):
    assert share.loopback(url) is alone


def test_an_old_answer_is_asked_for_again_and_the_link_follows_a_new_address(make_driver):
    d = play(make_driver, turns=[("Miss",)])
    open_share(d)
    assert d.bridge.asked_site == 1 and link(d).startswith("http://192.168.1.20:8000/")
    d.clock.now += share.FRESH_S + 1
    d.tap("Play this board")
    assert d.bridge.asked_site == 2 and link(d).startswith("http://192.168.1.20:8000/")  # meanwhile, the last
    d.tap("Follow this game")
    assert d.bridge.asked_site == 2  # asked once, not at every frame
    d.send(type="site", site={**NETWORK, "links": ["http://10.0.0.7:8000/"]})  # the Wi-Fi gave a new address
    assert link(d).startswith("http://10.0.0.7:8000/#/darts?m=P1.")

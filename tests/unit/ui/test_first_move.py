"""A darts game is saved from its first move on (py/ui/oche/saving.py): Start shows the board, but
the hub's saved list gains nothing until a dart or a visit is entered, and the kiosk keeps reopening
on the last game that was played."""

import pytest

from ui.screens.darts.screen import KIOSK_MATCH
from ui.copies import MemoryBackend

# (route, the region ids of a first move on that game's board)
GAMES = [("#/darts", ["miss"]), ("#/x01", ["digit:6", "digit:0", "enter-total"]), ("#/practice", ["miss"])]


def begin(make_driver, route, mode="hub", backend=None):
    d = make_driver(w=800, h=480, hash_=route, mode=mode, backend=backend)
    d.send(type="tap", id="start")
    assert d.app.screen.match is not None  # the board is shown
    return d


@pytest.mark.parametrize("route,move", GAMES)
def test_start_and_leave_at_once_leaves_no_saved_match(make_driver, route, move):
    d = begin(make_driver, route)
    d.send(type="tap", id="back")
    assert d.store.index() == {}
    assert d.bridge.replaced is None  # the address never named a match that is not saved


@pytest.mark.parametrize("route,move", GAMES)
def test_the_first_move_saves_the_match_and_names_it_in_the_address(make_driver, route, move):
    d = begin(make_driver, route)
    for region in move:
        d.send(type="tap", id=region)
    match_id = d.app.screen.match_id
    assert list(d.store.index()) == [match_id]
    assert d.store.load(match_id)[0] == d.app.screen.match
    assert match_id in d.bridge.replaced


@pytest.mark.parametrize("route,move", GAMES)
def test_the_kiosk_remembers_a_game_only_once_it_is_played(make_driver, route, move):
    backend = MemoryBackend()
    d = begin(make_driver, route, mode="kiosk", backend=backend)
    assert d.store.setting(KIOSK_MATCH) is None and d.store.index() == {}
    for region in move:
        d.send(type="tap", id=region)
    match_id = d.app.screen.match_id
    assert d.store.setting(KIOSK_MATCH) == match_id
    again = make_driver(w=800, h=480, hash_=route, mode="kiosk", backend=backend)  # after a power cut
    assert again.app.screen.match_id == match_id and again.app.screen.match == d.app.screen.match


@pytest.mark.parametrize("route,move", GAMES)
def test_a_kiosk_restarted_on_a_started_but_unplayed_game_reopens_the_last_one_played(make_driver, route, move):
    backend = MemoryBackend()
    d = begin(make_driver, route, mode="kiosk", backend=backend)
    for region in move:
        d.send(type="tap", id=region)
    played = d.app.screen.match_id
    d.app.screen.start(d.app.screen.match | {"actions": []})  # a new game started, no dart yet
    assert d.app.screen.match_id != played
    again = make_driver(w=800, h=480, hash_=route, mode="kiosk", backend=backend)
    assert again.app.screen.match_id == played and not again.app.notices
    assert list(again.store.index()) == [played]


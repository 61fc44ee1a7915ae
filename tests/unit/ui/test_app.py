import types

import pytest

from pavilion import catalog
from pavilion.core import RuleError, new_record, share
from ui.screens import Screen
from ui_helpers import check_layout
from ui.copies import MemoryBackend
from ui.storage import MATCH


SIZES = [(360, 640), (800, 480), (1280, 720), (720, 1280), (1920, 1080)]






def test_hub_shows_four_games_as_tiles_and_about(driver):
    labels = driver.labels()
    for game in catalog.GAMES:
        assert any(label.startswith(game["title"]) for label in labels)
    assert "About and help" in labels
    assert driver.live.startswith("Pavilion hub: 6 games")  # four cricket games, 501 and Practice
    assert "Saved matches" in driver.texts()


@pytest.mark.parametrize("w,h", SIZES)
def test_every_screen_lays_out_at_every_size(w, h, make_driver):
    d = make_driver(w=w, h=h)
    d.store.save("m1", new_record("crickee", 1, seed="a"), "Lions v Tigers")
    for hash_ in ("#/", "#/about", "#/cosmic", "#/darts?m=broken"):
        scene = d.route(hash_)
        check_layout(scene)
        assert scene["w"] == w and scene["h"] >= h


def test_tiles_open_their_routes(driver):
    for game in catalog.GAMES:
        label = next(lbl for lbl in driver.labels() if lbl.startswith(game["title"]))
        driver.tap(label)
        assert driver.bridge.routes[-1] == f"#/{game['route']}"


def test_a_game_without_a_screen_says_so_plainly(monkeypatch, make_driver):
    monkeypatch.setattr("ui.app.game_screen", lambda slug: None)
    monkeypatch.setattr("ui.screens.hub.built", lambda slug: False)
    d = make_driver(hash_="#/cosmic")
    assert any("is not built yet" in t for t in d.texts())
    d.tap("Back to the hub")
    assert d.bridge.routes[-1] == "#/"


@pytest.mark.parametrize("broken", ["pavilion.darts", "ui.screens.darts"])
def test_a_game_that_is_there_but_fails_to_import_is_a_fault_not_an_unbuilt_game(monkeypatch, make_driver, broken):
    """A damaged start-up snapshot showed Random Cricket as "not built yet" for good: a module that is
    there but fails to import must reach the error screen (which drops the snapshot) instead."""
    import importlib
    real = importlib.import_module

    def import_module(name, *args):
        if name == broken:
            raise ImportError(f"No module named {broken!r} (a damaged snapshot)")
        return real(name, *args)

    monkeypatch.setattr(importlib, "import_module", import_module)
    with pytest.raises(AssertionError, match="a damaged snapshot"):  # the driver's check: the error screen came
        make_driver(hash_="#/darts")


def test_about_and_back_by_keyboard(driver):
    driver.tap("About and help")
    driver.follow()
    assert "About and help" in driver.texts()
    driver.send(type="key", key="Escape")
    assert driver.bridge.routes[-1] == "#/"


def test_number_keys_open_games(driver):
    driver.send(type="key", key="2")
    assert driver.bridge.routes[-1] == "#/crickee"


def test_unknown_route_is_the_hub_with_a_notice(driver):
    driver.route("#/nowhere")
    assert any("There is no page at #/nowhere" in t for t in driver.texts())
    driver.tap("Dismiss message")
    assert not any("There is no page" in t for t in driver.texts())


def test_damaged_share_link_gives_a_clear_message_and_saves_nothing(make_driver):
    d = make_driver(hash_="#/darts?m=P1.AAAAdamaged")
    assert "This link cannot be opened" in d.texts()
    assert d.live.startswith("Link refused:")
    assert not any(k.startswith(MATCH) for k in d.store.backend.data)


def test_saved_matches_are_listed_and_resume_opens_them(driver):
    driver.store.save("m1", new_record("crickee", 1, seed="a"), "Lions v Tigers")
    driver.route("#/")
    assert "Lions v Tigers \u00b7 just now" in driver.texts()
    driver.tap("Resume Crickee: Lions v Tigers")
    assert driver.bridge.routes[-1] == "#/crickee?id=m1"


def test_delete_asks_first_then_deletes(driver):
    driver.store.save("m1", new_record("crickee", 1, seed="a"), "Lions v Tigers")
    driver.route("#/")
    driver.tap("Delete Crickee: Lions v Tigers")
    assert driver.store.load("m1") is not None
    driver.tap("Keep Crickee: Lions v Tigers")
    assert driver.store.load("m1") is not None
    driver.tap("Delete Crickee: Lions v Tigers")
    driver.tap("Delete for good: Crickee: Lions v Tigers")
    assert driver.store.load("m1") is None and driver.live == "Match deleted."


def test_corrupt_storage_is_told_on_the_hub(make_driver):
    d = make_driver(backend=MemoryBackend({MATCH + "x": "{oops"}))
    assert any("could not be read" in t for t in d.texts())
    assert "Dismiss message" in d.labels()


def test_a_bug_in_a_screen_is_shown_on_the_error_screen(driver, monkeypatch):
    def broken(*_):
        raise ZeroDivisionError("boom")
    monkeypatch.setattr(driver.app.screen, "on_tap", broken)
    driver.app.handle('{"type": "tap", "id": "about"}')
    message, detail = driver.bridge.crashes[-1]
    assert "did not expect" in message and "ZeroDivisionError" in detail


class FakeGameScreen(Screen):
    name = "fake"

    def __init__(self, app, match_id, params):
        super().__init__(app)
        self.match_id = match_id

    def draw(self, scene, top):
        scene.text(10, top + 20, f"Playing {self.match_id}")


@pytest.fixture
def fake_darts(monkeypatch):
    """A built Random Cricket whose engine refuses any action, so links can be checked."""
    def replay(match):
        if match["actions"]:
            raise RuleError("bad-turn", "That turn is not a legal turn.")
        return {}
    engine = types.SimpleNamespace(replay=replay, VERSION=1)
    monkeypatch.setattr(catalog, "engine", lambda slug: engine if slug == "random-cricket" else None)
    monkeypatch.setattr("ui.app.game_screen", lambda slug: FakeGameScreen if slug == "random-cricket" else None)


def test_a_good_share_link_is_saved_and_the_url_points_at_the_copy(fake_darts, make_driver):
    code = share.encode(new_record("random-cricket", 1, seed="k7"))
    d = make_driver(hash_=f"#/darts?m={code}")
    [entry] = d.store.entries()
    assert d.bridge.replaced == f"#/darts?id={entry['id']}"
    assert f"Playing {entry['id']}" in d.texts()
    assert d.store.load(entry["id"])[0]["seed"] == "k7"


def test_a_link_whose_moves_cannot_be_played_is_refused_whole(fake_darts, make_driver):
    m = new_record("random-cricket", 1, seed="k7")
    m["actions"] = [{"type": "turn", "seat": 0, "darts": ["T25"]}]
    d = make_driver(hash_=f"#/darts?m={share.encode(m)}")
    assert any("That turn is not a legal turn. Nothing was saved" in t for t in d.texts())
    assert d.store.entries() == []


def test_a_link_for_another_game_is_refused(fake_darts, make_driver):
    code = share.encode(new_record("crickee", 1, seed="k7"))
    d = make_driver(hash_=f"#/darts?m={code}")
    assert any("Crickee match, not Random Cricket" in t for t in d.texts())


class TickingScreen(Screen):
    """Counts down with timer ticks, then stops asking: how an animation must behave."""

    name = "ticking"

    def __init__(self, app, match_id, params):
        super().__init__(app)
        self.left = 3

    def on_tick(self):
        self.left -= 1

    def draw(self, scene, top):
        scene.text(10, top + 20, f"{self.left} steps left")
        scene.timer = 250 if self.left else None
        scene.document = [{"h1": "Scorecard"}, {"pre": "<b>not markup</b>"}]


def test_timer_ticks_drive_an_animation_and_stop(monkeypatch, make_driver):
    engine = types.SimpleNamespace(replay=lambda m: {}, VERSION=1)
    monkeypatch.setattr(catalog, "engine", lambda slug: engine)
    monkeypatch.setattr("ui.app.game_screen", lambda slug: TickingScreen)
    d = make_driver(hash_="#/cards")
    assert d.bridge.scene["timer"] == 250
    while d.bridge.scene["timer"]:
        d.send(type="tick")
    assert "0 steps left" in d.texts() and d.app.screen.left == 0
    assert d.bridge.scene["document"][1] == {"pre": "<b>not markup</b>"}


@pytest.mark.parametrize("route,other", [("darts", "crickee"), ("crickee", "card-cricket"),
                                         ("cards", "cosmic"), ("cosmic", "random-cricket")])
def test_a_saved_match_of_another_game_is_named_for_what_it_is(make_driver, route, other):
    """A Crickee match under #/darts?id=... says it is a Crickee match, not why darts cannot play it."""
    backend = MemoryBackend()
    d = make_driver(backend=backend)
    match = catalog.engine(other).new_match(seed="k7") if other != "random-cricket" else \
        catalog.engine(other).new_match(seed="k7", players=["Ann", "Bob"])
    d.store.save("m1", match, "a match")
    before = dict(backend.data)
    d.route(f"#/{route}?id=m1")
    title, mine = catalog.BY_SLUG[other]["title"], catalog.BY_ROUTE[route]["title"]
    sentence = next(t for t in d.texts() if t.startswith("That saved"))
    assert f"is a {title} match, not {mine}: open it from the hub." in sentence
    assert backend.data == before  # nothing moved, nothing quarantined

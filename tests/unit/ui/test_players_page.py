"""The player's page (#/player?name=...): drawn at both sizes, rename, merge, forget asked twice."""

import json

import pytest
from ui_helpers import check_layout, drawn_size

from ui.copies import MemoryBackend
from ui.screens import player
from ui.screens.darts.setup import KNOWN_PLAYERS
from ui.storage import SETTING

from .conftest import Driver


def regions(d):
    return {r["id"]: r for r in d.bridge.scene["regions"]}


def texts(d):
    return " ".join(op[3] for op in d.bridge.scene["ops"] if op[0] == "text")


@pytest.fixture
def page():
    d = Driver(hash_="#/", w=360, h=640)
    d.store.set_setting(KNOWN_PLAYERS, ["Ann", "Bob"])
    for i, (name, game, figure) in enumerate([("Ann", "x01", 45.5), ("Ann", "x01", 52.0),
                                              ("Ann", "random-cricket", 2.1), ("Bob", "x01", 40.0)]):
        d.clock.now += 600
        d.app.players.record(name, game, figure, "", f"m{i}")
    return d


@pytest.mark.parametrize("size", [(360, 640), (800, 480)])
def test_the_page_shows_bests_and_last_games(page, size):
    page.app.w, page.app.h = size
    page.route("#/player?name=ann")
    words = texts(page)
    assert "Ann's form" in words and "Personal bests" in words and "Last ten games" in words
    assert "501: 52" in words and "Random Cricket: 2.10" in words
    assert {"rename", "forget", "merge:Bob", "back"} <= set(regions(page))


@pytest.mark.parametrize("size", [(360, 640), (800, 480)])
def test_a_drill_is_charted_and_best_once_for_each_way_it_was_played(page, size):
    """Around the Clock on any ring and on doubles only are two charts and two bests, each named
    with its options; an old line (no options recorded) is the default, any ring."""
    for match, game, figure in [("p1", "practice/around-the-clock", 25), ("p2", "practice/around-the-clock?doubles", 58),
                                ("p3", "practice/around-the-clock", 31), ("p4", "practice/around-the-clock?doubles", 49)]:
        page.clock.now += 600
        page.app.players.record("Ann", game, figure, "Around the Clock", match, low=True)
    page.app.w, page.app.h = size
    page.route("#/player?name=Ann")
    said = [t["text"] for t in page.bridge.scene["text"]]
    bests = said[said.index("Personal bests") + 1:said.index("Last ten games")]
    assert [b.split("  (")[0] for b in bests if b.startswith("Practice")] == ["Practice: Around the Clock: 25",
                                                  "Practice: Around the Clock, doubles only: 49"]
    assert {"Practice: Around the Clock \u00b7 darts", "Practice: Around the Clock, doubles only \u00b7 darts"} <= set(said)
    assert "Practice: Around the Clock: 2 games, from 25 to 31, best 25." in said
    assert "Practice: Around the Clock, doubles only: 2 games, from 58 to 49, best 49." in said


def test_forget_is_asked_then_removes_history_and_remembered_name(page):
    page.route("#/player?name=Ann")
    page.send(type="tap", id="forget")
    assert "Ann" in page.app.players.names() and "confirm" in regions(page)
    page.send(type="tap", id="confirm")
    assert page.app.players.names() == ["Bob"]
    assert page.store.setting(KNOWN_PLAYERS) == ["Bob"]


def test_keep_changes_nothing(page):
    page.route("#/player?name=Ann")
    page.send(type="tap", id="forget")
    page.send(type="tap", id="cancel")
    assert "Ann" in page.app.players.names()


def test_rename_and_merge_by_taps(page):
    page.route("#/player?name=Ann")
    page.send(type="input", id="new-name", value="Annie")
    page.send(type="tap", id="rename")
    assert "Annie" in page.app.players.names() and page.store.setting(KNOWN_PLAYERS) == ["Annie", "Bob"]
    page.send(type="tap", id="merge:Bob")
    page.send(type="tap", id="confirm")
    assert page.app.players.names() == ["Bob"] and len(page.app.players.lines("Bob")) == 4


def test_a_taken_name_is_refused_with_a_sentence(page):
    page.route("#/player?name=Ann")
    page.send(type="input", id="new-name", value="bob")
    page.send(type="tap", id="rename")
    assert "already has a history" in texts(page)
    assert len(page.app.players.lines("Ann")) == 3


def test_an_unknown_name_says_so(page):
    page.route("#/player?name=Zed")
    assert "No games are remembered" in texts(page)


@pytest.mark.parametrize("route", ["darts", "x01", "practice"])
def test_each_set_up_opens_the_players_page_from_its_remembered_list(page, route):
    page.route(f"#/{route}")
    assert "form:Ann" in regions(page)
    page.send(type="tap", id="form:Ann")
    assert page.bridge.routes[-1] == "#/player?name=Ann"


def test_random_crickets_result_shows_tonights_best_and_the_form(page):
    """A 1-player game with a round limit of 10, ten misses a visit: over, with an MPR of 0.00."""
    page.route("#/darts")
    page.send(type="input", id="name:0", value="Ann")
    page.send(type="tap", id="drop-player:1")
    page.send(type="tap", id="limit:10")
    page.send(type="tap", id="start")
    for _ in range(30):
        if "miss" in regions(page):
            page.send(type="tap", id="miss")
        if "enter" in regions(page):
            page.send(type="tap", id="enter")
    assert [l["game"] for l in page.app.players.lines("Ann")][-1] == "random-cricket"
    assert "Tonight's best MPR: Ann 2.10" in texts(page)  # the fixture's 2.10 today beats tonight's 0.00
    line_y = next(op[2] for op in page.bridge.scene["ops"] if op[0] == "text" and op[3].startswith("Tonight"))
    grid = [r for r in regions(page).values() if r["id"] in ("panel:stats", "panel:history", "ask:new")]
    assert grid and all(line_y + 8 <= r["y"] for r in grid)  # drawn above the buttons, not under them


@pytest.mark.parametrize("large", [False, True], ids=["standard", "large-text"])
def test_a_20_letter_name_is_drawn_at_the_reading_size_on_a_phone(large):
    """At 360x640 (large text, high contrast) "Annabel Featherstone's form" was squeezed to 12 px
    on one line, "Forget Annabel Featherstone" to 13 px and a 20-letter name's button to 7 px:
    the heading wraps, Forget says "this player", names take whole rows, each drawn at 14 px or
    more as wide as a browser draws it (player.EM)."""
    backend = MemoryBackend()
    backend.set(SETTING + "contrast", json.dumps("high"))
    if large:
        backend.set(SETTING + "text-size", json.dumps("large"))
    d = Driver(hash_="#/", w=360, h=640, backend=backend)
    names = ["Annabel Featherstone", "Bartholomew Winterbo", "Cat"]
    d.store.set_setting(KNOWN_PLAYERS, names)
    for name in names:
        d.app.players.record(name, "x01", 45.5, "", f"m-{name}")
    d.route("#/player?name=Annabel%20Featherstone")
    for step in (None, "forget"):
        if step:
            d.send(type="tap", id=step)
        scene = d.bridge.scene
        heading = [op for op in scene["ops"] if op[0] == "text" and op[2] < 64 and op[3] != "\u2190"]
        assert " ".join(op[3] for op in heading) == "Annabel Featherstone's form"
        assert {"text": "Annabel Featherstone's form", "heading": True} in scene["text"]
        captions = {r.get("caption") for r in scene["regions"]}
        drawn = [op for op in scene["ops"] if op[0] == "text" and op[3] in captions and op[3] != "\u2190"] + heading
        for op in drawn:  # the painter shrinks a text wider than its box: as wide as player.EM says
            assert min(drawn_size(op), op[7] / (len(op[3]) * player.EM)) >= 14, (op[3], op[4], op[7])
        assert ("Yes, forget" if step else "Forget this player") in captions  # the question takes Forget's place
        assert {"view:Bartholomew Winterbo", "merge:Bartholomew Winterbo"} <= \
            {r["id"] for r in scene["regions"]}
        check_layout(scene)


def test_121_legs_are_named_by_their_start_not_filed_as_501(page):
    """A 121 average is not a 501 one: its own chart and best, named "121"; an old line ("x01",
    detail "from 121") reads as 121 too."""
    page.app.players.record("Ann", "x01?start=121", 60.0, "from 121, won", "n1")
    page.clock.now += 600
    page.app.players.record("Ann", "x01", 70.0, "from 121", "n2")  # written before the start was its game
    page.route("#/player?name=Ann")
    said = [t["text"] for t in page.bridge.scene["text"]]
    assert {"121 \u00b7 three-dart average", "501 \u00b7 three-dart average"} <= set(said)
    assert "121: 2 games, from 60.00 to 70.00, best 70.00." in said
    assert "501: 2 games, from 45.50 to 52.00, best 52.00." in said
    words = texts(page)
    assert "121: 70.00" in words and "501: 52.00" in words and "501: 60" not in words


@pytest.mark.parametrize("new,said", [("Annabel Featherstonehaugh", "at most 20 characters"),
                                      ("Ann\x07ie", "control characters")])
def test_a_rename_start_would_refuse_is_refused_beside_the_field(page, new, said):
    """A 25-letter name was cut to 20 and the page went to the uncut name ("No games are
    remembered"); a control character was kept and Start then refused the name. Refused with
    check_name's sentence, drawn under the field, the page and its address unchanged."""
    page.route("#/player?name=Ann")
    field = regions(page)["new-name"]
    assert field["input"]["max"] == 20
    page.send(type="input", id="new-name", value=new)
    page.send(type="tap", id="rename")
    assert sorted(page.app.players.names()) == ["Ann", "Bob"]
    assert page.bridge.replaced is None and page.bridge.scene["title"] == "Ann's form - Pavilion"
    note = next(op for op in page.bridge.scene["ops"] if op[0] == "text" and said in op[3])
    assert field["y"] + field["h"] <= note[2] <= field["y"] + field["h"] + 40  # under the field
    assert "No games are remembered" not in texts(page)


def test_a_rename_goes_to_the_stored_name(page):
    page.route("#/player?name=Ann")
    page.send(type="input", id="new-name", value="  Annie  ")
    page.send(type="tap", id="rename")
    assert page.bridge.replaced == "#/player?name=Annie" and page.bridge.scene["title"] == "Annie's form - Pavilion"
    assert "Ann is now called Annie." in texts(page)


def many_games(page):
    for i in range(12):
        page.clock.now += 600
        page.app.players.record("Ann", ["x01", "random-cricket", "practice/bobs-27"][i % 3], 40.0 + i, "", f"g{i}")


@pytest.mark.parametrize("tap,yes", [("forget", "Yes, forget Ann"), ("merge:Bob", "Yes, merge into Bob")])
def test_the_confirmation_shows_where_the_player_tapped_on_a_phone(page, tap, yes):
    """At 360x640, scrolled down to Forget this player, the question was drawn at the top of the
    page (y = -133 on screen): it takes Forget's place, under the merge buttons, the question first
    (a double tap lands on words), in room the page kept, so the page does not grow."""
    many_games(page)
    page.route("#/player?name=Ann")
    before = page.bridge.scene
    forget = regions(page)["forget"]
    assert before["h"] > 640  # a page that scrolls
    page.send(type="tap", id=tap)
    after = page.bridge.scene
    confirm, keep = regions(page)["confirm"], regions(page)["cancel"]
    assert confirm["label"] == yes and after["h"] == before["h"] and after["screen"] == before["screen"]
    question = [op for op in after["ops"] if op[0] == "text" and op[2] >= forget["y"] - 4]
    assert question and min(op[2] for op in question) < confirm["y"]  # the question, then Yes and Keep
    assert forget["y"] < confirm["y"] and confirm["y"] + confirm["h"] - forget["y"] <= 640 - 40
    assert not any(op[0] == "text" and op[2] < forget["y"] and "?" in op[3] for op in after["ops"])
    check_layout(after)
    page.send(type="tap", id="cancel")
    assert "Nothing was changed." in texts(page) and regions(page)["forget"]["y"] == forget["y"]


def test_a_change_of_player_is_a_new_page_that_opens_at_its_top(page):
    """Renamed, merged or forgotten: the scene's screen changes (the painter scrolls to the top),
    and the sentence is drawn there."""
    page.route("#/player?name=Ann")
    first = page.bridge.scene["screen"]
    page.send(type="tap", id="merge:Bob")
    page.send(type="tap", id="confirm")
    assert page.bridge.scene["screen"] != first and page.bridge.replaced == "#/player?name=Bob"
    said = next(op for op in page.bridge.scene["ops"] if op[0] == "text" and "now Bob's" in op[3])
    assert said[2] < 120


@pytest.mark.parametrize("figures", [[56.0], [56.0, 56.0]])
def test_a_chart_of_one_figure_labels_it_once(page, figures):
    page.app.players.forget("Ann")
    for i, f in enumerate(figures):
        page.clock.now += 600
        page.app.players.record("Cy", "x01", f, "", f"c{i}")
    page.route("#/player?name=Cy")
    labels = [op for op in page.bridge.scene["ops"] if op[0] == "text" and op[3] == "56.00"]
    assert len(labels) == 1
    dots = [op for op in page.bridge.scene["ops"] if op[0] == "circle"]
    assert dots and abs(dots[0][2] - labels[0][2]) < 12  # level with its figure


def test_a_chart_of_several_figures_labels_the_highest_and_lowest(page):
    page.route("#/player?name=Ann")
    shown = [op[3] for op in page.bridge.scene["ops"] if op[0] == "text"]
    assert "52.00" in shown and "45.50" in shown


@pytest.mark.parametrize("address", ["#/player?name=", "#/player", "#/player?name=Ann%00", "#/player?name=Ann%0A",
                                     "#/player?name=%20%20"])
def test_an_address_that_names_no_player_says_so(page, address):
    page.route(address)
    scene = page.bridge.scene
    assert scene["title"] == "No such player - Pavilion"
    assert {"text": "No such player", "heading": True} in scene["text"]
    assert not any("\x00" in t["text"] or "'s form" in t["text"] for t in scene["text"])
    assert {"view:Ann", "view:Bob"} <= set(regions(page))  # somewhere to go


def test_the_tab_and_heading_use_the_stored_spelling(page):
    page.route("#/player?name=aNN")
    assert page.bridge.scene["title"] == "Ann's form - Pavilion"
    assert {"text": "Ann's form", "heading": True} in page.bridge.scene["text"]

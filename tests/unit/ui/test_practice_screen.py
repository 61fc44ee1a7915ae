"""The Practice screen driven the way a player drives it: taps on its accessible buttons, what it
saves after each dart, the sizes read from the oche, the result's best and last, and the kiosk's
list of games."""

import re

import pytest
from pavilion import practice
from ui.oche import seat
from ui.oche.keypad import bed_name
from ui.screens import games
from ui.screens.practice import setup as form
from ui_helpers import check_layout, drawn_size, texts

SIZES = [(800, 480), (360, 640), (1280, 720), (720, 1280)]
TITLES = {slug: drill.title for slug, drill in practice.DRILLS.items()}


def start(make_driver, drill="bobs-27", names=("Ann",), w=800, h=480, mode="hub", backend=None, hash_="#/practice"):
    d = make_driver(w=w, h=h, hash_=hash_, mode=mode, backend=backend)
    d.tap(f"{TITLES[drill]}: {form.LINES[drill]}")
    for i, name in enumerate(names):
        if i:
            d.tap("Add player")
        d.send(type="input", id=f"name:{i}", value=name)
    d.tap(f"Start {TITLES[drill]}")
    return d


def throw(d, *darts):
    """Darts through the keypad, as a player taps them: the multiplier, then the bed."""
    for dart in darts:
        if dart == "M":
            d.tap("Miss")
            continue
        bed = "Bull" if dart[1:] == "B" else dart[1:]
        word = {"S": "", "D": "Double", "T": "Treble"}[dart[0]]
        if word:
            d.tap(word)
        d.tap(bed_name(dart[0], 25 if bed == "Bull" else int(bed), bed))


def state(d):
    return practice.replay(d.app.screen.match)


def saved(d):
    return d.store.load(d.app.screen.match_id)[0]


def inks(scene, text):
    """The ink heights of every drawing of `text` (the font size times the digits' ink ratio)."""
    return [int(re.search(r"(\d+)px", op[4]).group(1)) * seat.INK for op in scene["ops"]
            if op[0] == "text" and op[3] == text]


@pytest.mark.parametrize("w,h", SIZES)
@pytest.mark.parametrize("drill", list(practice.DRILLS))
def test_every_drill_lays_out_in_play_and_at_its_end_with_no_scrolling(make_driver, drill, w, h):
    d = start(make_driver, drill, ("Ann", "Bob", "Christopher", "Di") if drill == "shanghai" else ("Ann",), w, h)
    check_layout(d.bridge.scene)
    assert d.bridge.scene["h"] == h  # play never scrolls
    throw(d, "S1", "D1", "M")
    check_layout(d.bridge.scene)
    for panel in ("Menu", "How to play"):
        d.tap(panel)
        check_layout(d.bridge.scene)
        assert d.bridge.scene["h"] == h
    d.tap("Done: back to the keypad")
    d.tap("Menu")
    d.tap("End session")
    d.tap("End the game now")
    check_layout(d.bridge.scene)
    assert "Session ended." in " ".join(texts(d.bridge.scene)) and d.bridge.scene["h"] == h


@pytest.mark.parametrize("w,h", SIZES)
def test_the_set_up_lays_out_with_four_players_and_remembered_names(make_driver, w, h):
    d = start(make_driver, "121", ("Ann", "Bob", "Cy", "Di"), w, h)
    d.tap("Menu")
    d.tap("New session")
    d.tap("Start a new game")
    scene = d.bridge.scene
    check_layout(scene)
    assert "Ann: remembered player" in d.labels() and "Add player" not in d.labels()  # four is the most


def test_a_drill_and_its_option_go_into_the_record(make_driver):
    d = make_driver(w=800, h=480, hash_="#/practice")
    d.tap("Shanghai: Round k at number k; a Shanghai wins at once")
    d.tap("20 rounds: Shanghai")
    d.send(type="input", id="name:0", value="Ann")
    d.tap("Start Shanghai")
    assert d.app.screen.match["options"] == {"players": [{"name": "Ann"}], "drill": "shanghai", "rounds": 20}
    d.tap("Miss")  # saved from the first dart on, with the options in the record
    assert saved(d)["options"] == {"players": [{"name": "Ann"}], "drill": "shanghai", "rounds": 20}
    assert d.store.setting(form.SETUP_DRAFT)["rounds"] == 20  # the next set-up starts from this one


def test_an_empty_name_plays_as_player_n_and_a_fifth_player_is_refused_with_a_sentence(make_driver):
    d = make_driver(w=800, h=480, hash_="#/practice")
    for _ in range(3):
        d.tap("Add player")
    assert "Add player" not in d.labels()
    d.app.screen.on_tap("add-player", {})  # a tap that reaches it anyway (a stale button)
    assert d.app.screen.error == "A drill is for one to four players." and len(d.app.screen.draft["players"]) == 4
    d.tap("Start Around the Clock")
    assert [p["name"] for p in state(d)["players"]] == ["Player 1", "Player 2", "Player 3", "Player 4"]


def test_each_dart_is_saved_as_it_is_tapped(make_driver):
    d = start(make_driver, "bobs-27")
    throw(d, "D1")
    assert saved(d)["actions"] == [{"type": "dart", "seat": 0, "dart": "D1"}]
    throw(d, "T20", "M")
    assert [a["dart"] for a in saved(d)["actions"]] == ["D1", "T20", "M"]
    st = state(d)
    assert st["players"][0]["score"] == 29 and st["players"][0]["target"] == "D2"


def test_the_dartboard_takes_a_dart_where_it_landed(make_driver):
    d = start(make_driver, "around-the-clock")
    d.tap("Board: tap the dartboard where each dart landed")
    region = next(r for r in d.bridge.scene["regions"] if r["id"].startswith("dartboard:"))
    radius = region["w"] / 2
    # Straight up from the centre, in the single bed between the treble and double rings: a single 20.
    d.send(type="tap", id=region["id"], x=radius, y=radius - radius * 125 / 197.2)
    assert saved(d)["actions"][-1]["dart"] == "S20"
    assert d.store.load(d.app.screen.match_id)[1]["mode"] == "board"  # the board stays open after a reload


def test_back_undoes_the_last_dart_even_from_the_visit_before(make_driver):
    d = start(make_driver, "around-the-clock")
    throw(d, "S1", "S2", "S3", "S4")
    d.tap("Back: undo the last dart")
    d.tap("Back: undo the last dart")  # S3, the last dart of the visit before
    st = state(d)
    assert [x["dart"] for x in st["darts"]] == ["S1", "S2"] and st["players"][0]["target"] == "3"
    assert [a["type"] for a in saved(d)["actions"]][-2:] == ["undo", "undo"]


def test_a_dart_of_the_visit_tapped_takes_it_and_the_ones_after_it_back(make_driver):
    d = start(make_driver, "around-the-clock")
    throw(d, "S1", "S2")
    d.tap("S1: single 1, dart 1. Tap to take it out")
    assert state(d)["darts"] == [] and "Dart 1 taken back" in d.live


def test_back_with_no_dart_thrown_says_so_and_changes_nothing(make_driver):
    d = start(make_driver, "halve-it")
    d.app.screen.on_tap("back-dart", {})
    assert d.app.screen.error == "There is no dart to undo." and d.app.screen.match["actions"] == []
    assert d.store.load(d.app.screen.match_id) is None  # nothing saved before the first dart


@pytest.mark.parametrize("names", [("Ann",), ("Ann", "Bob")])
def test_the_target_is_drawn_56_px_of_ink_or_more_on_the_kiosk(make_driver, names):
    d = start(make_driver, "bobs-27", names)
    assert min(inks(d.bridge.scene, "D1")) >= 56
    throw(d, "M", "M", "M")
    target = state(d)["players"][state(d)["to_throw"]]["target"]
    assert min(inks(d.bridge.scene, target)) >= 56


@pytest.mark.parametrize("names", [("Ann",), ("Ann", "Bob")])
def test_121s_target_keeps_56_px_of_ink_with_its_route_under_it(make_driver, names):
    d = start(make_driver, "121", names)
    assert state(d)["players"][0]["route"] and max(inks(d.bridge.scene, "121")) >= 56  # the target, over the ladder


def test_around_the_clock_lights_the_clock_face_round(make_driver):
    d = start(make_driver, "around-the-clock")
    throw(d, "S1", "D2", "T3")
    lit = [op for op in d.bridge.scene["ops"] if op[0] == "circle" and op[4] == "#e8c766"]
    assert len(lit) == 3  # 1, 2 and 3 hit, lit in straw
    assert "Ann: 3 of 21 hit, next 4" in texts(d.bridge.scene)


def test_bobs_27_draws_its_running_line_and_says_each_round(make_driver):
    d = start(make_driver, "bobs-27")
    throw(d, "D1", "M", "M", "M", "M", "M")
    words = " ".join(texts(d.bridge.scene))
    assert "D1 +2 = 29" in words and "D2 -4 = 25" in words
    assert sum(op[0] == "line" and op[6] == 4 for op in d.bridge.scene["ops"]) == 2  # two rounds of line


def test_121_shows_the_route_and_the_ladder(make_driver):
    d = start(make_driver, "121")
    route = " ".join(state(d)["players"][0]["route"])  # X01's checkout for 121 with three darts
    assert f"Dart 1 of 3. Target 121, route {route}" in texts(d.bridge.scene)
    throw(d, "T20", "T11", "D14")
    assert any("121 checked out" in t and "now 122" in t for t in texts(d.bridge.scene))


def test_the_rules_card_is_the_drills_own(make_driver):
    d = start(make_driver, "shanghai")
    d.tap("Menu")
    d.tap("How to play")
    words = " ".join(texts(d.bridge.scene))
    assert "A single, a double and a treble of the round's number in one visit is a Shanghai" in words


def play_out_bobs_27(d, hit_d1=False):
    """Misses until the score falls to zero or below (27, 25, 21, 15, 7, -3), or the same after one
    hit on D1 in round 1 (29, 25, 19, 11, 1, -11)."""
    if hit_d1:
        throw(d, "D1", "M", "M")
    while not state(d)["over"]:
        throw(d, "M")


def test_the_result_shows_each_figure_with_the_players_best_and_last_from_saved_sessions(make_driver):
    d = start(make_driver, "bobs-27", ("Ann", "Bob"))
    play_out_bobs_27(d, hit_d1=True)
    assert "Ann: this time -11, best -11, last time \u2013" in texts(d.bridge.scene)
    d.clock.now += 600  # sessions a few minutes apart: "last time" is the latest saved before this one
    d.tap("Rematch: the same drill again")
    play_out_bobs_27(d)
    assert "Ann: this time -3, best -3 new!, last time -11" in texts(d.bridge.scene)
    d.clock.now += 600
    d.tap("Rematch: the same drill again")
    play_out_bobs_27(d, hit_d1=True)
    assert "Ann: this time -11, best -3, last time -3" in texts(d.bridge.scene)


def test_a_session_of_other_options_or_ended_early_is_not_counted(make_driver):
    d = start(make_driver, "round-the-doubles")
    backend = d.store.backend
    d.tap("Menu")
    d.tap("End session")
    d.tap("End the game now")  # ended: no figure
    e = make_driver(w=800, h=480, hash_="#/practice", backend=backend)
    e.tap("Hits in 99: Round the Doubles")
    e.send(type="input", id="name:0", value="Ann")
    e.tap("Start Round the Doubles")
    for _ in range(99):
        throw(e, "M")
    assert "Ann: this time 0, best 0, last time \u2013" in texts(e.bridge.scene)


def test_a_saved_session_reopens_where_it_was(make_driver):
    d = start(make_driver, "halve-it", ("Ann", "Bob"))
    throw(d, "S15", "M")
    e = make_driver(w=360, h=640, hash_=f"#/practice?id={d.app.screen.match_id}", backend=d.store.backend)
    assert state(e)["visit"] == ["S15", "M"] and "Ann: dart 3 of 3. Target 15" in texts(e.bridge.scene)


# the kiosk --------------------------------------------------------------------------------------
def test_the_kiosk_lists_every_game_and_drill_one_tap_each(make_driver):
    d = make_driver(w=800, h=480, mode="kiosk")
    d.tap("Games: every game and drill")
    d.follow()
    scene = d.bridge.scene
    check_layout(scene)
    assert scene["h"] == 480
    titles = [r["caption"] for r in scene["regions"]]
    assert titles == ["Random Cricket", "Custom Cricket", "501"] + [t for t in TITLES.values()] + ["Back"]


def test_a_drill_picked_from_the_kiosks_list_opens_its_set_up_and_comes_first_after(make_driver):
    d = make_driver(w=800, h=480, mode="kiosk")
    d.route("#/games")
    d.tap("Halve-It: " + form.LINES["halve-it"])
    d.follow()
    assert d.app.screen.name == "practice" and d.app.screen.draft["drill"] == "halve-it"
    d.tap("Start Halve-It")
    throw(d, "S15")
    d.route("#/games")
    assert [r["caption"] for r in d.bridge.scene["regions"]][:2] == ["Halve-It", "Random Cricket"]
    d.tap("501: Down to a double: 501, 301, 170 ...")
    d.follow()
    assert d.app.screen.name == "x01"
    d.route("#/games")
    assert [r["caption"] for r in d.bridge.scene["regions"]][:2] == ["501", "Halve-It"]


def test_the_kiosk_opens_on_the_last_drill_played(make_driver):
    d = start(make_driver, "shanghai", mode="kiosk")
    throw(d, "S1")
    e = make_driver(w=800, h=480, mode="kiosk", backend=d.store.backend)
    assert e.app.screen.name == "practice" and state(e)["darts"] == [{"seat": 0, "dart": "S1"}]


def test_custom_cricket_from_the_kiosks_list_sets_the_custom_board_where_the_set_up_has_one(make_driver):
    d = make_driver(w=800, h=480, mode="kiosk")
    d.route("#/games")
    d.tap("Custom Cricket: Cricket on six numbers you pick, and the bull")
    d.follow()
    assert d.app.screen.name == "darts"
    draft = d.store.setting(games.DARTS_DRAFT) or {}
    assert draft.get("board") == ("custom" if games.DARTS_DRAFT.kind.fits({"board": "custom"}) else None)
    assert "1 on the custom board" in d.labels()  # the picker is open: the six numbers are what is asked


def test_the_kiosks_list_has_a_way_back_to_the_game_on_the_board(make_driver):
    """Opened by mistake at the board (no keyboard there): Back returns to the game, nothing chosen."""
    d = start(make_driver, "shanghai", mode="kiosk")
    throw(d, "S1")
    d.route("#/games")
    used = d.store.setting(games.USED)
    d.tap("Back to the game")
    d.follow()
    assert d.app.screen.name == "practice" and state(d)["darts"] == [{"seat": 0, "dart": "S1"}]
    assert d.store.setting(games.USED) == used


def test_the_kiosk_set_ups_way_out_is_the_games_not_the_hub(make_driver):
    d = make_driver(w=800, h=480, hash_="#/practice", mode="kiosk")
    assert "Back to the hub" not in d.labels()
    d.tap("Games: every game and drill")
    assert d.bridge.routes[-1] == "#/games"


@pytest.mark.parametrize("w,h", [(800, 480), (360, 640)])
def test_every_tap_two_deep_from_the_set_up_and_from_play_draws_a_screen_that_lays_out(make_driver, w, h):
    """Every button, and every button after it, from the set-up and from a drill in play: no tap
    breaks the screen (the Driver fails on a crash, and a region too small or named twice is one)."""
    from ui_helpers import walk

    found = walk(make_driver(w=w, h=h, hash_="#/practice"), 2)
    assert found["Player 2 name"] == ("add-player",) and found["30 targets: 121"] == ("drill:121",)
    found = walk(start(make_driver, "121", ("Ann", "Bob"), w, h), 2)
    assert found["How to play"] == ("panel:menu",) and any(" left. Dart 2 at " in text for text in found)  # a dart went in


def test_the_kiosks_order_reads_which_game_each_saved_match_was(make_driver):
    from pavilion import darts, x01

    d = make_driver(w=800, h=480, mode="kiosk")
    for seconds, match in ((100, darts.new_match(players=["Ann"], board="custom", numbers=[20, 19, 18, 17, 16, 15])),
                           (200, x01.new_match(players=["Ann"])),
                           (300, practice.new_match(players=["Ann"], drill="121"))):
        d.clock.now += seconds
        d.store.save(d.store.new_id(match["game"]), match, "")
    assert [c[0] for c in games.ordered(d.store)][:4] == ["practice:121", "x01", "custom", "random"]


def test_the_progress_line_says_the_round_bobs_27_ended_in(make_driver):
    d = start(make_driver, "bobs-27")
    throw(d, *["M"] * 12)
    assert "Ann: started on 27; D2 -4 = 21, D3 -6 = 15, D4 -8 = 7; round 5 of 21" in texts(d.bridge.scene)
    d = start(make_driver, "bobs-27")
    play_out_bobs_27(d, hit_d1=True)  # -11 after round 6
    words = " ".join(texts(d.bridge.scene))
    assert "ended after round 6 of 21" in words and "round 7 of 21" not in words


def test_a_score_of_one_is_said_in_the_singular_on_the_cards(make_driver):
    d = start(make_driver, "shanghai", ("Ann", "Bob"))
    throw(d, "S1", "M", "M")
    assert "Ann: 1 point" in texts(d.bridge.scene)
    assert not any(t.endswith("1 points") for t in texts(d.bridge.scene))


def status_drawn(d) -> tuple:
    """(words, smallest px) of the status line as drawn: the texts in the bar between Back and Menu."""
    scene = d.bridge.scene
    back, menu = (next(r for r in scene["regions"] if r["id"] == rid) for rid in ("back", "panel:menu"))
    ops = [op for op in scene["ops"] if op[0] == "text" and menu["y"] <= op[2] <= menu["y"] + menu["h"]
           and back["x"] + back["w"] < op[1] < menu["x"]]
    return " ".join(op[3] for op in ops), min(drawn_size(op) for op in ops)


@pytest.mark.parametrize("w,h", [(360, 640), (800, 480)])
def test_the_status_line_draws_whose_throw_and_the_result_whole_at_the_reading_size(make_driver, w, h):
    """At 360 px the bar cut 'Round the Doubles: Christopher finished: 3 hits in 99 darts.' after
    '3 hits': on a phone the drill's name gives way, so whose throw and the result are drawn whole at
    14 px or more; the kiosk's bar keeps the drill's name."""
    d = make_driver(w=w, h=h, hash_="#/practice")
    d.tap(f"{TITLES['round-the-doubles']}: {form.LINES['round-the-doubles']}")
    d.tap("Hits in 99: Round the Doubles")
    d.send(type="input", id="name:0", value="Christopher")
    d.tap("Start Round the Doubles")
    throw(d, "D1", "D2", "D3")
    words, smallest = status_drawn(d)
    assert words.endswith("Christopher to throw at D4") and smallest >= 14, (words, smallest)
    throw(d, *["M"] * 96)
    words, smallest = status_drawn(d)
    assert state(d)["result"] == "Christopher finished: 3 hits in 99 darts."
    assert words.endswith(state(d)["result"]) and smallest >= 14, (words, smallest)
    assert words.startswith("Round the Doubles: ") == (w > 600), words
    assert "Round the Doubles: Christopher finished: 3 hits in 99 darts." in texts(d.bridge.scene)  # said whole


@pytest.mark.parametrize("drill", ["around-the-clock", "bobs-27"])
def test_the_phone_set_up_fits_four_remembered_players_without_scrolling(make_driver, drill):
    d = start(make_driver, "bobs-27", ("Ann", "Bob", "Cy", "Di"), 360, 640)
    e = make_driver(w=360, h=640, hash_="#/practice", backend=d.store.backend)
    e.tap(f"{TITLES[drill]}: {form.LINES[drill]}")  # the set-up is kept: the four are seated again
    assert e.app.screen.draft["players"] == ["Ann", "Bob", "Cy", "Di"]
    assert [f"{name}: remembered player" in e.labels() for name in ("Ann", "Bob", "Cy", "Di")] == [True] * 4
    assert e.bridge.scene["h"] == 640  # Start and every name on the screen, nothing below it
    check_layout(e.bridge.scene)


def test_a_drill_scored_in_darts_keeps_its_lowest_as_the_best_in_the_history():
    from ui.players import FIGURES

    m = practice.new_match(players=["Ann"], seed="p1", drill="around-the-clock")
    for number in [*range(1, 21), 25]:
        m = practice.apply(m, {"type": "dart", "seat": 0, "dart": f"S{'B' if number == 25 else number}"})
    (line,) = FIGURES["practice"](practice.replay(m))
    assert line[1:3] == ("practice/around-the-clock", 21) and line[4] is True  # fewer darts is better


def test_a_shanghai_leaves_the_others_their_points_on_the_result_panel(make_driver):
    d = start(make_driver, "shanghai", ("Ann", "Bob"))
    throw(d, "S1", "M", "M", "S1", "D1", "T1")
    assert "Shanghai! Bob wins." in " ".join(texts(d.bridge.scene))
    assert "Ann: this time 1, best 1, last time \u2013" in texts(d.bridge.scene)


@pytest.mark.parametrize("w,h,names", [(360, 640, ("Alice", "Bob")), (360, 640, ("Ann", "Bob", "Cy", "Di")),
                                       (800, 480, ("Alice", "Bob"))])
def test_every_result_opens_the_players_form(make_driver, w, h, names):
    """A cold try found Shanghai's result on a phone with no Form key (the panel said the result the
    status line says, and tonight's best, and had no room left): the Form key comes first now."""
    d = start(make_driver, "shanghai", names, w, h)
    while not state(d)["over"]:
        throw(d, "S1" if state(d)["to_throw"] == 0 else "M")
    assert "Players' form" in d.labels()
    assert status_drawn(d)[0].endswith(state(d)["result"])  # the result is on the status line in any case
    check_layout(d.bridge.scene)
    d.tap("Players' form")
    assert d.bridge.routes[-1] == f"#/player?name={names[0]}"

"""The remembered players' history (ui/players.py): once per match, capped, renamed, merged,
forgotten, durable in the journal, read through its typed kind, and a drill's figures compared only
with the same drill played with the same options."""

import json

import pytest
from pavilion import practice

from ui import players as history
from ui.copies import MemoryBackend, MemoryJournal
from ui.players import HISTORY, MAX_LINES, MAX_PLAYERS, TONIGHT, Players, drill_game, drill_of, keeps_history
from ui.screens.darts.setup import KNOWN_PLAYERS
from ui.storage import QUARANTINE, SETTING, Store


class Clock:
    def __init__(self):
        self.now = 1_800_000_000.0

    def __call__(self):
        return self.now


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def store(clock):
    return Store(MemoryBackend(), clock=clock)


def test_a_line_is_recorded_once_per_match(store):
    p = Players(store)
    assert p.record("Ann", "x01", 54.3, "501", "x01-1")
    assert not p.record("Ann", "x01", 54.3, "501", "x01-1")  # the end screen replayed, or a reload
    assert not p.record("ann", "x01", 60.0, "501", "x01-1")  # the same person whatever the case
    assert [(l["game"], l["figure"], l["match"]) for l in p.lines("Ann")] == [("x01", 54.3, "x01-1")]


@pytest.mark.parametrize("name", ["Droid 3", "Droid 3B", "Player 2", "", "  "])
def test_computer_seats_and_default_names_keep_no_history(store, name):
    assert not keeps_history(name)
    assert not Players(store).record(name, "x01", 40.0, "", "x01-1")
    assert Players(store).names() == []


def test_an_undefined_figure_is_not_recorded(store):
    p = Players(store)
    assert not p.record("Ann", "random-cricket", None, "", "m1")
    assert not p.record("Ann", "random-cricket", float("nan"), "", "m1")
    assert p.lines("Ann") == []


def test_lines_are_capped_per_player_oldest_dropped(store, clock):
    p = Players(store)
    for i in range(MAX_LINES + 5):
        clock.now += 60
        p.record("Ann", "x01", float(i), "", f"m{i}")
    figures = [l["figure"] for l in p.lines("Ann")]
    assert len(figures) == MAX_LINES and figures[0] == 5.0 and figures[-1] == MAX_LINES + 4


def test_players_are_capped_least_recently_played_dropped(store, clock):
    p = Players(store)
    for i in range(MAX_PLAYERS + 2):
        clock.now += 60
        p.record(f"Name {i}", "x01", 30.0, "", f"m{i}")
    names = p.names()
    assert len(names) == MAX_PLAYERS and "Name 0" not in names and "Name 1" not in names
    assert names[0] == f"Name {MAX_PLAYERS + 1}"


def test_bests_last_ten_and_games(store, clock):
    p = Players(store)
    for i, (game, figure) in enumerate([("x01", 40.0), ("x01", 61.5), ("random-cricket", 2.1), ("x01", 50.0)]):
        clock.now += 60
        p.record("Ann", game, figure, "", f"m{i}")
    assert p.bests("Ann")["x01"]["figure"] == 61.5 and p.bests("Ann")["random-cricket"]["figure"] == 2.1
    assert [l["figure"] for l in p.last("Ann", 2)] == [50.0, 2.1]
    assert list(p.games("Ann")) == ["x01", "random-cricket"]


def test_tonight_is_six_hours_before_the_latest_game(store, clock):
    p = Players(store)
    p.record("Ann", "x01", 70.0, "", "old")  # last week's best: not tonight
    clock.now += 7 * 24 * 3600
    p.record("Ann", "x01", 41.0, "", "a")
    clock.now += TONIGHT - 60  # past midnight, the same evening
    p.record("Ann", "x01", 45.0, "", "b")
    p.record("Bob", "random-cricket", 1.8, "", "b")
    best = {n: {g: line["figure"] for g, line in games.items()} for n, games in p.tonight(["Ann", "Bob", "Cy"]).items()}
    assert best == {"Ann": {"x01": 45.0}, "Bob": {"random-cricket": 1.8}}


def test_a_drill_counted_in_darts_is_best_at_its_lowest(store, clock):
    p = Players(store)
    p.record("Ann", "practice/around-the-clock", 40, "", "m1", low=True)
    clock.now += 60
    p.record("Ann", "practice/around-the-clock", 33, "", "m2", low=True)
    clock.now += 60
    p.record("Ann", "practice/around-the-clock", 51, "", "m3", low=True)
    assert p.bests("Ann")["practice/around-the-clock"]["figure"] == 33


@pytest.mark.parametrize("drill", list(practice.DRILLS))
def test_a_drills_game_names_its_options_and_reads_back(drill):
    """Every way a drill is played has its own game, within the line's 40 characters; the defaults
    are the plain "practice/<drill>" a line written before options were recorded has."""
    rules = practice.DRILLS[drill]
    assert drill_game(drill, rules.OPTIONS) == f"practice/{drill}"
    assert drill_of(f"practice/{drill}") == (drill, rules.OPTIONS)
    variants = [{**rules.OPTIONS, name: value} for name, (values, _) in rules.CHOICES.items()
                for value in values] or [rules.OPTIONS]
    assert len({drill_game(drill, options) for options in variants}) == len(variants)  # none share a game
    for options in variants:
        assert len(drill_game(drill, options)) <= history.MAX_GAME
        assert drill_of(drill_game(drill, options)) == (drill, options)


@pytest.mark.parametrize("game", ["x01", "practice/darts-golf", "practice/shanghai?rounds=x", "practice/shanghai?legs=3"])
def test_a_game_that_is_not_a_known_drill_reads_as_none(game):
    assert drill_of(game) is None


def test_a_drill_on_doubles_is_never_compared_with_it_on_singles(store, clock):
    """Around the Clock on any ring in 21 darts is not a best on doubles only (60 darts there)."""
    p = Players(store)
    doubles = drill_game("around-the-clock", {"doubles": True})
    p.record("Ann", doubles, 60, "Around the Clock, doubles only", "m1", low=True)
    clock.now += 60
    p.record("Ann", drill_game("around-the-clock", {"doubles": False}), 21, "Around the Clock", "m2", low=True)
    clock.now += 60
    p.record("Ann", doubles, 72, "Around the Clock, doubles only", "m3", low=True)
    assert {g: l["figure"] for g, l in p.bests("Ann").items()} == {doubles: 60, "practice/around-the-clock": 21}
    assert {g: l["figure"] for g, l in p.tonight(["Ann"])["Ann"].items()} == {doubles: 60,
                                                                               "practice/around-the-clock": 21}
    assert [len(lines) for lines in p.games("Ann").values()] == [2, 1]


def test_an_old_drill_line_is_the_default_options_unless_its_figure_counts_the_other_way(store, clock):
    """Lines written before options were recorded: Round the Doubles' hits in 99 counted up (no
    "low"), so such a line is that way of playing, never a best of 12 darts to finish."""
    old = {"Ann": [{"at": 1_800_000_000 + i, "game": game, "figure": figure, "detail": "", "match": f"m{i}",
                    **({"low": True} if low else {})}
                   for i, (game, figure, low) in enumerate([("practice/round-the-doubles", 12, False),
                                                            ("practice/round-the-doubles", 70, True),
                                                            ("practice/around-the-clock", 30, True)])]}
    store.set_setting(HISTORY, old)
    p = Players(store)
    hits = drill_game("round-the-doubles", {"hits_in_99": True})
    assert [l["game"] for l in p.lines("Ann")] == [hits, "practice/round-the-doubles", "practice/around-the-clock"]
    assert {g: l["figure"] for g, l in p.bests("Ann").items()} == {
        hits: 12, "practice/round-the-doubles": 70, "practice/around-the-clock": 30}
    assert set(p.tonight(["Ann"])["Ann"]) == {hits, "practice/round-the-doubles", "practice/around-the-clock"}
    assert store.setting(HISTORY) == old  # read as, not rewritten


def test_rename_moves_the_history_and_the_remembered_name(store):
    store.set_setting(KNOWN_PLAYERS, ["Ann", "Bob"])
    p = Players(store)
    p.record("Ann", "x01", 40.0, "", "m1")
    assert "Annie" in p.rename("ann", "Annie")
    assert p.lines("Ann") == [] and len(p.lines("Annie")) == 1
    assert store.setting(KNOWN_PLAYERS) == ["Annie", "Bob"]


def test_rename_refuses_a_taken_or_default_name_and_changes_nothing(store):
    p = Players(store)
    p.record("Ann", "x01", 40.0, "", "m1")
    p.record("Bob", "x01", 30.0, "", "m2")
    before = store.backend.get(SETTING + HISTORY.name)
    for new in ("bob", "Player 3", "Droid 2", ""):
        with pytest.raises(ValueError, match=r"\w+.*\."):
            p.rename("Ann", new)
    assert store.backend.get(SETTING + HISTORY.name) == before


def test_merge_keeps_each_match_once_and_forgets_the_other_name(store):
    store.set_setting(KNOWN_PLAYERS, ["Annie", "Ann"])
    p = Players(store)
    p.record("Ann", "x01", 40.0, "", "m1")
    p.record("Annie", "x01", 44.0, "", "m2")
    p.record("Ann", "x01", 40.0, "", "m2")  # a game both names somehow hold
    p.merge("Annie", "Ann")
    assert sorted(l["match"] for l in p.lines("Ann")) == ["m1", "m2"]
    assert p.lines("Annie") == [] and store.setting(KNOWN_PLAYERS) == ["Ann"]
    with pytest.raises(ValueError):
        p.merge("Ann", "ANN")


def test_forget_removes_history_and_remembered_name(store):
    store.set_setting(KNOWN_PLAYERS, ["Ann", "Bob"])
    p = Players(store)
    p.record("Ann", "x01", 40.0, "", "m1")
    p.forget("Ann")
    assert p.names() == [] and store.setting(KNOWN_PLAYERS) == ["Bob"]
    assert "m1" not in store.backend.get(SETTING + HISTORY.name)


def test_a_line_is_in_the_durable_journal_and_survives_a_lost_mirror(clock):
    journal = MemoryJournal()
    store = Store(MemoryBackend(), clock=clock, journal=journal)
    Players(store).record("Ann", "x01", 40.0, "", "m1")
    journal.commit()  # the strict transaction completes: on disk
    # A power cut: the mirror lost its lazy write, the journal has it.
    records = journal.records
    again = Store(MemoryBackend(), clock=clock, journal=MemoryJournal(dict(records)))
    assert [l["match"] for l in Players(again).lines("Ann")] == ["m1"]


@pytest.mark.parametrize("raw", ['{"Ann": [{"at": "yesterday"}]}', "[1, 2]", "{not json",
                                 json.dumps({"Ann": [{"at": 1, "game": "x01", "figure": 1e99, "match": "m"}]})])
def test_damaged_history_is_set_aside_with_a_sentence(store, raw):
    store.backend.set(SETTING + HISTORY.name, raw)
    p = Players(store)
    assert p.names() == []
    told = store.take_notices()
    assert any("remembered players' history" in t for t in told)
    aside = [k for k in store.backend.keys() if k.startswith(QUARANTINE)]
    assert len(aside) == 1 and json.loads(store.backend.get(aside[0]))["raw"] == raw
    assert p.record("Ann", "x01", 40.0, "", "m1")  # and play goes on


def test_the_typed_reader_takes_a_good_history(store):
    good = {"Ann": [{"at": 1, "game": "x01", "figure": 50.5, "detail": "", "match": "m"}]}
    assert HISTORY.kind.fits(good)
    assert not HISTORY.kind.fits({"Ann": [dict(good["Ann"][0], extra=1)]})
    assert not HISTORY.kind.fits({f"P{i}": [] for i in range(history.MAX_PLAYERS + 1)})


def test_a_finished_game_saved_by_the_app_records_each_persons_figure_once(store):
    """The app records at each save of a finished match (ui/app.py): X01 from 121, one visit of
    T20 T11 D14 checks out: a three-dart average of 121; the computer seat keeps nothing."""
    from pavilion import x01

    match = x01.new_match(players=["Ann", {"name": "Droid 2", "bot": 2}], start=121, seed="abc")
    match = x01.apply(match, {"type": "visit", "seat": 0, "darts": ["T20", "T11", "D14"]})
    assert x01.replay(match)["winner"] == 0
    p = Players(store)
    p.record_match("x01-1", match)
    p.record_match("x01-1", match)  # saved again at the end screen
    assert [(l["game"], l["figure"]) for l in p.lines("Ann")] == [("x01?start=121", 121.0)]
    assert p.names() == ["Ann"]


def finished_121(names=("Ann", "Bob")):
    """A finished X01 match from 121: Bob (if there) throws 20 1 1, Ann checks out T20 T11 D14."""
    from pavilion import x01

    match = x01.new_match(players=list(names), start=121, seed="abc", starter=len(names) - 1)
    if len(names) > 1:
        match = x01.apply(match, {"type": "visit", "seat": 1, "darts": ["S20", "S1", "S1"]})
    match = x01.apply(match, {"type": "visit", "seat": 0, "darts": ["T20", "T11", "D14"]})
    assert x01.replay(match)["winner"] == 0
    return match


def line(at, match, figure=50.0, game="x01", detail=""):
    return {"at": at, "game": game, "figure": figure, "detail": detail, "match": match}


GOOD = {"Ann": [line(1_780_000_000, "m1"), line(1_780_000_100, "m2")], "Bob": [line(1_780_000_050, "m1")]}


@pytest.mark.parametrize("odd,kept,said", [
    ({"Cat": [{"at": 1780000000, "game": "x01", "figure": "7", "detail": "", "match": "m9"}]}, [],
     "1 line this version cannot read"),
    ({"Cat": [line(1_780_000_200, "m3"), dict(line(1_780_000_300, "m4"), figure=1e99)]}, ["Cat"],
     "1 line this version cannot read"),
    ({"A name far over twenty letters": [line(1_780_000_200, "m3")]}, [], "1 line this version cannot read"),
    ({"Eve\x00": [line(1_780_000_200, "m3")], "Dan": "lines"}, [], "2 lines this version cannot read"),
])
def test_one_bad_line_costs_only_itself(store, odd, kept, said):
    """A figure held as text, a name over 20 characters or with a control character in it: that is
    dropped, every line and player that fits is kept, the whole value as it was is set aside."""
    raw = json.dumps({**GOOD, **odd})
    store.backend.set(SETTING + HISTORY.name, raw)
    p = Players(store)
    assert [l["match"] for l in p.lines("Ann")] == ["m1", "m2"] and len(p.lines("Bob")) == 1
    assert sorted(p.names()) == sorted(["Ann", "Bob", *kept])
    told = store.take_notices()
    assert len(told) == 1 and said in told[0] and "the rest of it is kept" in told[0]
    assert "nothing else was changed" not in told[0]
    aside = [k for k in store.backend.keys() if k.startswith(QUARANTINE)]
    assert len(aside) == 1 and json.loads(store.backend.get(aside[0]))["raw"] == raw and aside[0] in told[0]
    assert HISTORY.kind.fits(json.loads(store.backend.get(SETTING + HISTORY.name)))  # written back as kept
    p.names(), Players(store).names()
    assert store.take_notices() == [] and len([k for k in store.backend.keys() if k.startswith(QUARANTINE)]) == 1


@pytest.mark.parametrize("count", [MAX_PLAYERS + 1, 1000])
def test_too_many_players_keeps_the_40_most_recently_played(store, count):
    raw = json.dumps({f"P{i}": [line(1_780_000_000 + i, f"m{i}")] for i in range(count)})
    store.backend.set(SETTING + HISTORY.name, raw)
    p = Players(store)
    assert p.names() == [f"P{i}" for i in range(count - 1, count - 1 - MAX_PLAYERS, -1)]
    told = store.take_notices()
    assert len(told) == 1 and f"{count - MAX_PLAYERS:,} player" in told[0]
    aside = [k for k in store.backend.keys() if k.startswith(QUARANTINE)]
    assert json.loads(store.backend.get(aside[0]))["raw"] == raw


def test_too_many_lines_keeps_each_players_last_200(store):
    raw = json.dumps({"Ann": [line(1_780_000_000 + i, f"m{i}") for i in range(MAX_LINES + 3)]})
    store.backend.set(SETTING + HISTORY.name, raw)
    p = Players(store)
    assert [l["match"] for l in p.lines("Ann")] == [f"m{i}" for i in range(3, MAX_LINES + 3)]
    assert "3 lines older than a player's last 200" in store.take_notices()[0]


@pytest.mark.parametrize("new,said", [("Ann\x00", "control characters"), ("Bo\nb", "control characters"),
                                      ("Annabel Featherstonehaugh", "at most 20 characters"),
                                      ("   ", "cannot be blank")])
def test_rename_checks_the_new_name_as_every_game_does(store, new, said):
    """A name Start would refuse ("cannot hold control characters") is refused with its sentence;
    one over 20 characters is refused, never cut short silently."""
    store.set_setting(KNOWN_PLAYERS, ["Ann"])
    p = Players(store)
    p.record("Ann", "x01", 40.0, "", "m1")
    with pytest.raises(ValueError, match=said):
        p.rename("Ann", new)
    assert p.names() == ["Ann"] and store.setting(KNOWN_PLAYERS) == ["Ann"]


def test_a_forgotten_player_stays_forgotten_when_the_match_is_saved_again(store):
    p = Players(store)
    match = finished_121()
    p.record_match("x01-1", match)
    assert sorted(p.names()) == ["Ann", "Bob"]
    p.forget("Ann")
    p.record_match("x01-1", match)  # the app saves the finished match again
    assert p.names() == ["Bob"]
    p.forget("Bob")
    p.record_match("x01-1", match)
    assert p.names() == []


def test_renamed_and_merged_players_are_not_recorded_again(store):
    p = Players(store)
    match = finished_121()
    p.record_match("x01-1", match)
    p.rename("Ann", "Annie")
    p.record_match("x01-1", match)
    assert sorted(p.names()) == ["Annie", "Bob"] and len(p.lines("Annie")) == 1
    p.merge("Bob", "Annie")
    p.record_match("x01-1", match)
    assert p.names() == ["Annie"] and len(p.lines("Annie")) == 1


def test_an_old_history_without_recorded_ids_stays_forgotten_too(store):
    """A history written before the recorded ids were kept: forget notes its matches."""
    store.set_setting(HISTORY, {"Ann": [line(1_780_000_000, "x01-1")], "Bob": [line(1_780_000_000, "x01-1")]})
    p = Players(store)
    assert p.recorded() == []
    p.forget("Ann")
    p.record_match("x01-1", finished_121())
    assert p.names() == ["Bob"] and p.recorded() == ["x01-1"]


def test_the_recorded_ids_are_capped(store, clock):
    p = Players(store)
    for i in range(history.MAX_RECORDED + 5):
        p._note([f"m{i}"])
    assert len(p.recorded()) == history.MAX_RECORDED and p.recorded()[0] == "m5"


def test_an_x01_line_is_compared_only_with_the_same_start(store, clock):
    """121 and 501 averages are not one chart nor one best; an old line ("x01", "from 121") reads
    as the start its detail names."""
    from ui.players import x01_game, x01_start

    assert x01_game(501) == "x01" and x01_game(121) == "x01?start=121"
    assert [x01_start(g) for g in ("x01", "x01?start=121", "x01?start=7", "random-cricket")] == [501, 121, None, None]
    store.set_setting(HISTORY, {"Ann": [line(1_780_000_000, "a", 60.0, "x01", "from 121, won"),
                                        line(1_780_000_010, "b", 40.0, "x01", "from 501"),
                                        line(1_780_000_020, "c", 45.0, "x01", "501")]})
    p = Players(store)
    p.record_match("x01-1", finished_121(("Ann",)))
    assert {g: [l["figure"] for l in ls] for g, ls in p.games("Ann").items()} == {
        "x01?start=121": [60.0, 121.0], "x01": [40.0, 45.0]}
    assert {g: l["figure"] for g, l in p.bests("Ann").items()} == {"x01?start=121": 121.0, "x01": 45.0}
    assert history.tonight_best(p, ["Ann"], "x01?start=121", str) == {"Ann": "121.0"}  # 501's end panel asks by start

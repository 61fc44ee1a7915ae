import json

import pytest
from hypothesis import given, settings, strategies as st

from pavilion.core import new_record
from ui.copies import MemoryBackend
from ui.storage import FULL, INDEX, MATCH, QUARANTINE, StorageError, Store


def record(seed="k7", game="random-cricket"):
    return new_record(game, 1, seed=seed, options={"players": ["Ann", "Bob"]})


def quarantined(backend):
    return {k: json.loads(v) for k, v in backend.data.items() if k.startswith(QUARANTINE)}


def test_save_then_load_round_trips_with_extra():
    store = Store(MemoryBackend())
    store.save("m1", record(), "Ann v Bob", {"visit": ["T20"]})
    assert store.load("m1") == (record(), {"visit": ["T20"]})
    assert store.entries()[0]["summary"] == "Ann v Bob"


def test_every_match_has_its_own_key_and_the_index_lists_it():
    b = MemoryBackend()
    store = Store(b)
    store.save("m1", record("a"), "one")
    store.save("m2", record("b"), "two")
    assert {MATCH + "m1", MATCH + "m2", INDEX} <= set(b.data)
    assert set(json.loads(b.data[INDEX])["matches"]) == {"m1", "m2"}


def test_entries_are_newest_first():
    t = [100.0]
    store = Store(MemoryBackend(), clock=lambda: t[0])
    store.save("old", record("a"), "")
    t[0] = 200.0
    store.save("new", record("b"), "")
    assert [e["id"] for e in store.entries()] == ["new", "old"]


def test_delete_removes_key_and_index_entry():
    b = MemoryBackend()
    store = Store(b)
    store.save("m1", record(), "")
    store.delete("m1")
    assert MATCH + "m1" not in b.data and store.entries() == []


def test_corrupt_match_is_quarantined_not_dropped_and_the_player_told():
    b = MemoryBackend()
    store = Store(b)
    store.save("good", record("a"), "")
    store.save("bad", record("b"), "")
    b.data[MATCH + "bad"] = "{this is not json"
    store = Store(b)  # the next start of the page
    assert [e["id"] for e in store.entries()] == ["good"]
    q = quarantined(b)
    assert len(q) == 1 and next(iter(q.values()))["raw"] == "{this is not json"
    notices = store.take_notices()
    assert len(notices) == 1 and "could not be read" in notices[0]
    assert store.load("good")[0] == record("a")


@pytest.mark.parametrize("raw", [
    "[]", "null", '{"schema": "1"}', json.dumps({"schema": 1, "id": "bad", "match": {"game": "x"}}),
    json.dumps({"schema": 1, "id": "bad", "match": record("c", game="tiddlywinks")}),
    json.dumps({"schema": 1, "id": "other-id", "match": record("c")}),
    "[" * 50000,
])
def test_every_kind_of_damage_is_quarantined(raw):
    b = MemoryBackend({MATCH + "bad": raw})
    store = Store(b)
    assert store.load("bad") is None
    assert MATCH + "bad" not in b.data
    assert [v["raw"] for v in quarantined(b).values()] == [raw]


def test_a_match_from_a_newer_version_is_left_untouched():
    raw = json.dumps({"schema": 99, "id": "future", "match": record()})
    b = MemoryBackend({MATCH + "future": raw})
    store = Store(b)
    assert store.entries() == []
    assert b.data[MATCH + "future"] == raw and not quarantined(b)
    assert "newer version" in store.take_notices()[0]


def test_damaged_index_is_quarantined_and_rebuilt_from_the_match_keys():
    b = MemoryBackend()
    store = Store(b)
    store.save("m1", record("a"), "first")
    store.save("m2", record("b"), "second")
    b.data[INDEX] = "garbage"
    assert {e["id"] for e in Store(b).entries()} == {"m1", "m2"}
    assert [v["raw"] for v in quarantined(b).values()] == ["garbage"]
    assert set(json.loads(b.data[INDEX])["matches"]) == {"m1", "m2"}


def test_a_match_missing_from_the_index_is_still_found():
    """A power cut between writing the match and writing the index loses nothing."""
    b = MemoryBackend()
    store = Store(b)
    store.save("m1", record("a"), "")
    b.data[MATCH + "m2"] = json.dumps({"schema": 1, "id": "m2", "summary": "", "updated": 5,
                                       "match": record("b"), "extra": {}})
    assert {e["id"] for e in store.entries()} == {"m1", "m2"}


def test_full_quota_is_a_clear_error_and_loses_nothing_saved():
    b = MemoryBackend()
    store = Store(b)
    store.save("m1", record("a"), "first")
    before = dict(b.data)
    b.quota = sum(len(k) + len(v) for k, v in b.data.items()) + 10
    big = record("b")
    big["actions"] = [{"type": "turn", "seat": 0, "darts": ["T20", "T20", "T20"]}] * 50
    with pytest.raises(StorageError) as e:
        store.save("m2", big, "second")
    assert str(e.value) == FULL and "still there" in FULL
    assert b.data == before
    assert store.load("m1")[0] == record("a")


def test_quarantine_under_a_full_quota_leaves_the_data_where_it_was():
    b = MemoryBackend({MATCH + "bad": "{broken"})
    b.quota = len(MATCH + "bad") + len("{broken")
    store = Store(b)
    assert store.load("bad") is None
    assert b.data[MATCH + "bad"] == "{broken"
    assert "left where it was" in store.take_notices()[0]


def test_hostile_ids_are_not_looked_up():
    store = Store(MemoryBackend())
    for bad in (None, 5, "x" * 100, "\u00e9t\u00e9"):
        assert store.load(bad) is None


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(st.sampled_from([INDEX, MATCH + "a", MATCH + "b", "other"]),
                       st.text(max_size=40) | st.just("[]") | st.just("{}"), max_size=4))
def test_any_stored_garbage_never_raises_and_never_loses_a_value(data):
    b = MemoryBackend(data)
    store = Store(b)
    store.entries()
    store.load("a")
    kept = set(b.data.values()) | {v["raw"] for v in quarantined(b).values()}
    assert set(data.values()) <= kept


def index_with(row):
    return json.dumps({"schema": 1, "matches": {"m1": row}}, allow_nan=True)


GOOD_ROW = {"game": "random-cricket", "summary": "Ann v Bob", "updated": 5}
DAMAGED_ROWS = [
    dict(GOOD_ROW, game="tiddlywinks"), dict(GOOD_ROW, updated=float("nan")), dict(GOOD_ROW, updated=float("inf")),
    dict(GOOD_ROW, updated="yesterday"), dict(GOOD_ROW, updated=None), dict(GOOD_ROW, updated=True),
    dict(GOOD_ROW, updated=-1), dict(GOOD_ROW, updated=1e300), dict(GOOD_ROW, summary="x" * 3_000_000),
    dict(GOOD_ROW, summary=None),
]


@pytest.mark.parametrize("row", DAMAGED_ROWS, ids=lambda r: str(r)[:60])
def test_an_index_row_with_any_damaged_field_is_set_aside_and_the_hub_starts(make_driver, row):
    b = MemoryBackend()
    Store(b).save("m1", record(), "Ann v Bob")
    b.data[INDEX] = index_with(row)
    d = make_driver(backend=b)  # the hub's first frame, drawn with the damaged index in storage
    assert "Resume Random Cricket: Ann v Bob" in d.labels()
    assert any("the list of saved matches is damaged" in t for t in d.texts())
    assert [v["raw"] for v in quarantined(b).values()] == [index_with(row)]
    assert json.loads(b.data[INDEX])["matches"]["m1"]["summary"] == "Ann v Bob"  # rebuilt


@pytest.mark.parametrize("field,value", [("updated", float("nan")), ("updated", "soon"), ("updated", None),
                                         ("summary", "y" * 1_000_000), ("summary", ["a list"])])
def test_a_saved_match_with_an_odd_summary_or_time_is_listed_sanely(make_driver, field, value):
    b = MemoryBackend()
    Store(b).save("m1", record(), "Ann v Bob")
    entry = json.loads(b.data[MATCH + "m1"])
    entry[field] = value
    b.data[MATCH + "m1"] = json.dumps(entry, allow_nan=True)
    del b.data[INDEX]
    d = make_driver(backend=b)
    [row] = Store(b).entries()
    assert 0 <= row["updated"] and len(row["summary"]) <= 200
    assert any(label.startswith("Resume Random Cricket") for label in d.labels())


def test_the_hub_offers_to_view_a_finished_match_and_to_resume_the_others(make_driver):
    b = MemoryBackend()
    store = Store(b)
    store.save("m1", record("a"), "Ann v Bob \u00b7 round 3")
    store.save("m2", record("b"), "Cy v Dee \u00b7 game over", finished=True)
    d = make_driver(backend=b)
    assert "Resume Random Cricket: Ann v Bob \u00b7 round 3" in d.labels()
    assert "View Random Cricket: Cy v Dee \u00b7 game over" in d.labels()
    assert json.loads(b.data[INDEX])["matches"]["m2"]["finished"] is True


def test_a_saved_game_that_ends_is_marked_finished_by_its_screen(make_driver):
    d = make_driver(hash_="#/darts")
    for i, name in enumerate(("Ann", "Bob")):
        d.send(type="input", id=f"name:{i}", value=name)
    d.tap("Start game")
    d.tap("Miss")  # saved from the first dart on
    match_id = d.app.screen.match_id
    assert d.store.index()[match_id]["finished"] is False
    d.tap("Menu")
    d.tap("End game")
    d.tap(next(label for label in d.labels() if label.startswith("End the game")))
    assert d.store.index()[match_id]["finished"] is True

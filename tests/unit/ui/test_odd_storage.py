"""Odd values in storage never crash a screen (issue 24, fault 4).

Every key the app stores (every declared setting, the hub's index, a saved match of each game with
odd state beside it) is written with values of every JSON type, and near misses of each value's own
kind (the right fields holding the wrong things), in the mirror, the durable journal or both; then
every route starts and plays a move through the App, and the crash screen never shows.
"""

import importlib.util
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pavilion import catalog, cosmic
from ui.screens import game_screen
from ui.copies import MemoryBackend, MemoryJournal
from ui.storage import INDEX, INDEX_KIND, MATCH, QUARANTINE, SETTING, Store
from ui.stored import SETTINGS, AnyOf, DictOf, Fields, ListOf, Number, OneOf, Text, Whole

# The screen tests' Driver, built here at import (the saved matches below): loaded by its path, since
# "conftest" names tests/unit/cosmic's too when the whole of tests/unit runs.
_spec = importlib.util.spec_from_file_location("ui_test_driver", Path(__file__).with_name("conftest.py"))
_conftest = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_conftest)
Driver = _conftest.Driver

SCREENS = {g["slug"]: game_screen(g["slug"]) for g in catalog.GAMES}  # importing them declares their settings

FOLLOW = None


def desk_key(d):
    """Type Manager 1's key at his desk's cover (a desk with a draft opens only with it)."""
    if "Manager 1's desk key" in d.labels():
        d.send(type="input", id="key", value=cosmic.desk_key(d.app.screen.match, 0))

# The taps of a move in each game's new match (each made when it is offered).
NEW = {
    "random-cricket": ("Start game", "Miss"),
    "crickee": ("Start the match", "Call heads"),
    "card-cricket": ("Start the match", "Call heads"),
    "cosmic": ("Start", "Open Manager 1's desk", "I am Manager 1: open my desk", "Bowl if we win the toss",
               "Hand in orders"),
    "x01": ("Start game", "6"),
    "practice": ("Start *", "Miss"),
}
# The move that makes each game's saved match: NEW's, but a Cosmic desk's orders stay a draft (handed
# in, the desk would be locked with its key, and the draft gone).
FIRST = dict(NEW, cosmic=NEW["cosmic"][:-1])
SAVED = {  # the move on a match saved after its game's FIRST move (a new one when it is not there)
    "random-cricket": ("Miss", "Enter turn"),
    "crickee": ("Bat first", "Bowl first", "Roll the over", "Call heads"),
    "card-cricket": ("Skip to now", "Bat first", "Field first", "Cover *", "Pass*"),
    "cosmic": ("Open Manager 1's desk", desk_key, "Open Manager 1's desk with the key", "I am Manager 1: open my desk",
               "Bowl if we win the toss", "Hand in orders"),
    "x01": ("Keypad: enter dart by dart", "Totals: type each visit's total", "6", "Enter the visit total"),
    "practice": ("Board: tap the dartboard where each dart landed", "Keypad: enter dart by dart", "Miss"),
}


def settle(d):
    """Let timers run (a deal, a computer's darts, dice landing), a bounded number of ticks."""
    for _ in range(40):
        if not d.bridge.scene["timer"]:
            return
        d.send(type="tick")


def play(d, taps):
    """Tap each of `taps` that is offered (one ending in "*": the first button that begins so; FOLLOW:
    go where the last tap asked, as the browser would; a function: called with the driver, to type
    something); the move must have offered at least one, within
    three rounds (a deal or a computer's play may hold the buttons back for a while)."""
    tapped = 0
    for _ in range(3):
        for label in taps:
            settle(d)
            if label is FOLLOW:
                d.follow()
                continue
            if callable(label):
                label(d)
                continue
            offered = [lbl for lbl in d.labels() if lbl == label or label.endswith("*") and lbl.startswith(label[:-1])]
            if offered:
                d.tap(offered[0])
                tapped += 1
        if tapped:
            return
    assert tapped, d.labels()


def saved_matches():
    """A match of each game as the app saves it after its first move: {slug: (id, entry)}."""
    found = {}
    for game in catalog.GAMES:
        d = Driver(hash_=f"#/{game['route']}")
        play(d, FIRST[game["slug"]])
        key = MATCH + d.app.screen.match_id
        found[game["slug"]] = (d.app.screen.match_id, json.loads(d.store.backend.get(key)))
    return found


MATCHES = saved_matches()
IDS = [match_id for match_id, _ in MATCHES.values()]

SCALARS = (st.none() | st.booleans() | st.integers(-2, 60) | st.integers(min_value=2**53) | st.floats()
           | st.text(max_size=30) | st.sampled_from(IDS))
JSON = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                                         max_size=4), max_leaves=12)


def evenly(*strategies):
    """One of `strategies`, each as often (st.one_of flattens nested choices, so a branch that is
    itself a choice of ten would be drawn ten times as often as the others)."""
    return st.integers(0, len(strategies) - 1).flatmap(lambda i: strategies[i])


ODD = evenly(SCALARS, st.lists(JSON, max_size=3), st.dictionaries(st.text(max_size=8), JSON, max_size=3))


def near(kind):
    """Values of `kind` and near misses of it: twice in three the right shape (every field, or some),
    holding near misses in turn, else any JSON at all."""
    if isinstance(kind, Fields):
        each = {name: near(k) for name, k in kind.kinds.items()}
        return evenly(ODD, st.fixed_dictionaries(each), st.fixed_dictionaries({}, optional=each))
    if isinstance(kind, ListOf):
        return evenly(ODD, *[st.lists(near(kind.item), max_size=min(kind.most + 1, 20))] * 2)
    if isinstance(kind, DictOf):
        if isinstance(kind.keys, OneOf):  # the keys it knows, each there or not
            known = st.fixed_dictionaries({}, optional={k: near(kind.value) for k in kind.keys.choices})
            return evenly(ODD, known, st.dictionaries(st.text(max_size=8), near(kind.value), max_size=3))
        return evenly(ODD, *[st.dictionaries(st.text(max_size=8), near(kind.value), max_size=min(kind.most + 1, 6))] * 2)
    if isinstance(kind, AnyOf):
        return evenly(*(near(k) for k in kind.kinds))
    if isinstance(kind, OneOf):
        return evenly(ODD, st.sampled_from(kind.choices))
    if isinstance(kind, (Whole, Number)):
        return evenly(ODD, st.integers(int(kind.least) - 1, min(int(kind.most) + 1, 2**40)))
    if isinstance(kind, Text):
        return evenly(ODD, st.text(max_size=kind.most + 1))
    raise AssertionError(f"no strategy for {kind!r}")


def odd_entry(slug):
    """A saved match of `slug` with odd state beside it."""
    match_id, entry = MATCHES[slug]
    return near(SCREENS[slug].extras).map(lambda extra: json.dumps(dict(entry, extra=extra)))


STORED = {SETTING + name: near(s.kind).map(json.dumps) for name, s in SETTINGS.items()}
STORED[INDEX] = near(INDEX_KIND).map(json.dumps)
STORED.update({MATCH + MATCHES[slug][0]: odd_entry(slug) for slug in MATCHES})
WHERE = st.sampled_from(("mirror", "journal", "both", "neither"))

# Each route, how the app is started on it, and the taps of a move.
ROUTES = ([("#/", "hub", ("Random Cricket", FOLLOW) + NEW["random-cricket"]), ("#/about", "hub", ("Back to the hub", FOLLOW)),
           ("#/darts", "kiosk", NEW["random-cricket"] + SAVED["random-cricket"])]
          + [(f"#/{g['route']}", "hub", NEW[g["slug"]]) for g in catalog.GAMES]
          + [(f"#/{g['route']}?id={MATCHES[g['slug']][0]}", "hub", SAVED[g["slug"]] + NEW[g["slug"]]) for g in catalog.GAMES])


def test_every_key_the_app_stores_is_covered():
    """Each game's settings and extras are declared, so the test below writes them."""
    assert {"darts-setup", "darts-players", "kiosk-match", "cards-speed", "cosmic-setup"} <= set(SETTINGS)
    assert all(SCREENS[slug].extras.kinds for slug in MATCHES)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.fixed_dictionaries({key: st.tuples(WHERE, value) for key, value in STORED.items()}))
@pytest.mark.parametrize("hash_,mode,taps", ROUTES, ids=[f"{mode}{hash_}" for hash_, mode, _ in ROUTES])
def test_odd_storage_never_crashes_a_route(hash_, mode, taps, stored):
    mirror, journal = {}, {}
    for key, (where, raw) in stored.items():
        if where in ("mirror", "both"):
            mirror[key] = raw
        if where in ("journal", "both"):
            journal[key] = {"value": raw, "rev": None, "tag": None}
    d = Driver(MemoryBackend(mirror), hash_=hash_, mode=mode, journal=MemoryJournal(journal))  # a crash fails here
    play(d, taps)
    if hash_ != "#/about":
        assert d.app.screen.match is not None


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
@pytest.mark.parametrize("slug", list(MATCHES))
def test_odd_state_beside_a_saved_match_never_crashes_it(slug, data):
    """The same, closer: only the state beside one game's saved match is odd (down to a field of a
    Cosmic desk's draft), so each example reaches the screen that reads it."""
    match_id, entry = MATCHES[slug]
    raw = data.draw(odd_entry(slug))
    d = Driver(MemoryBackend({MATCH + match_id: raw}), hash_=f"#/{catalog.BY_SLUG[slug]['route']}?id={match_id}",
               journal=MemoryJournal({MATCH + match_id: {"value": raw, "rev": None, "tag": None}}))
    play(d, SAVED[slug])
    assert d.app.screen.match_id == match_id


def test_a_set_aside_setting_is_said_once_and_gone_from_both_copies():
    """A draft a person typed, of the wrong kind: set aside, said, and not back at the next start."""
    raw = json.dumps({"players": "Ann and Bob"})
    b, j = MemoryBackend({SETTING + "darts-setup": raw}), MemoryJournal({SETTING + "darts-setup": {"value": raw}})
    d = Driver(b, hash_="#/darts", journal=j)
    j.commit()
    assert [p["name"] for p in d.app.screen.players] == ["", ""]
    assert sum("set-up being filled in" in t for t in d.texts()) == 1
    kept = [json.loads(v) for k, v in b.data.items() if k.startswith(QUARANTINE)]
    assert [(q["key"], q["raw"]) for q in kept] == [(SETTING + "darts-setup", raw)]
    assert SETTING + "darts-setup" not in b.data and SETTING + "darts-setup" not in j.records
    again = Store(b, journal=j)
    assert again.take_notices() == []


def test_odd_play_beside_a_match_is_set_aside_once_and_the_match_opens():
    """A kiosk's half-entered visit of the wrong kind: the match opens, the odd visit is set aside
    (once: the match is saved again without it), and the caller setting beside it is kept."""
    match_id, entry = MATCHES["random-cricket"]
    b = MemoryBackend({MATCH + match_id: json.dumps(dict(entry, extra={"visit": {"T20": 1}, "caller": True}))})
    d = Driver(b, hash_=f"#/darts?id={match_id}")
    assert d.app.screen.match is not None and d.app.screen.visit == [] and d.app.screen.caller is True
    assert any("Random Cricket play saved beside that match" in t for t in d.texts())
    kept = [json.loads(v) for k, v in b.data.items() if k.startswith(QUARANTINE)]
    assert [(q["key"], json.loads(q["raw"])) for q in kept] == [(MATCH + match_id, {"visit": {"T20": 1}})]
    assert json.loads(b.data[MATCH + match_id])["extra"] == {"caller": True}
    again = Driver(b, hash_=f"#/darts?id={match_id}")
    assert again.app.screen.caller is True
    assert sum(k.startswith(QUARANTINE) for k in b.data) == 1


@pytest.mark.parametrize("draft", [{"names": 5}, {"names": [1] * 18}, {"eleven": "Ann"},
                                   {"conditions": [{"when": {"wicket": 3, "after_over": 9}, "then": {"style": "wahoo"}}]}])
def test_a_desk_draft_of_the_wrong_kind_is_set_aside_and_the_desk_opens(draft):
    """A Cosmic desk's draft orders that do not fit (each of these crashed the desk before): set
    aside and said, the desk opens on the orders as they stand, and the orders go in."""
    match_id, entry = MATCHES["cosmic"]
    b = MemoryBackend({MATCH + match_id: json.dumps(dict(entry, extra={"drafts": {"0": draft}}))})
    d = Driver(b, hash_=f"#/cosmic?id={match_id}")
    assert d.app.screen.drafts == {}
    assert any("Cosmic Celebrity Cricket play saved beside that competition" in t for t in d.texts())
    kept = [json.loads(json.loads(v)["raw"]) for k, v in b.data.items() if k.startswith(QUARANTINE)]
    assert kept == [{"drafts": {"0": draft}}]
    play(d, ("Open Manager 1's desk", "I am Manager 1: open my desk", "Bowl if we win the toss"))
    d.tap("Hand in orders")
    assert d.app.screen.state()["managers"][0]["locked"]


def test_an_extra_that_is_not_a_dict_no_longer_loses_the_match():
    """A Crickee match saved with an extra of the wrong type opens (before, it was set aside whole)."""
    match_id, entry = MATCHES["crickee"]
    b = MemoryBackend({MATCH + match_id: json.dumps(dict(entry, extra=[]))})
    d = Driver(b, hash_=f"#/crickee?id={match_id}")
    assert d.app.screen.match is not None and not any(k.startswith(QUARANTINE) for k in b.data)


def test_cards_dealing_speed_of_the_wrong_type_is_the_default():
    d = Driver(MemoryBackend({SETTING + "cards-speed": "[]"}), hash_="#/cards")
    assert d.app.screen.speed == "normal"


def test_a_stored_total_of_digits_int_cannot_read_keeps_only_0_to_9():
    """Hypothesis found it inside Pyodide: a typed total saved as '²' passed str.isdigit, and Enter
    crashed the 501 screen on int('²6')."""
    match_id, entry = MATCHES["x01"]
    raw = json.dumps(dict(entry, extra={"typed": "²6", "visit": None, "mode": None, "caller": True}))
    d = Driver(MemoryBackend({MATCH + match_id: raw}), hash_=f"#/x01?id={match_id}",
               journal=MemoryJournal({MATCH + match_id: {"value": raw, "rev": None, "tag": None}}))
    assert d.app.screen.typed == "6"
    d.tap("Enter the visit total")
    assert d.app.screen.match_id == match_id


def test_a_history_line_of_a_start_int_cannot_read_is_no_x01_start():
    from ui.players import x01_start

    assert x01_start("x01?start=²") is None and x01_start("x01?start=121") == 121

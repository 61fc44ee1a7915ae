"""The durable journal under the localStorage mirror: reconciling the two at start, a power cut that
loses the mirror's last writes, and two tabs on one match (neither overwrites the other in silence)."""

import json

import pytest
from hypothesis import given, settings, strategies as st

from pavilion import darts
from pavilion.core import with_actions
from ui.app import DELETED, NO_JOURNAL
from ui.screens.darts.setup import SETUP_DRAFT as DRAFT
from ui.screens.darts.setup import SETUP_DRAFT
from ui.copies import MemoryBackend, MemoryJournal, journal_verdict
from ui.storage import (CAUGHT_UP, FULL, GONE, INDEX, LOOKING, MATCH, MOVED_ON, QUARANTINE, SETTING, MatchMovedOn,
                        Store)


def record(actions=0, seed="k7"):
    """A Random Cricket match of `actions` one-dart turns: a record that replays, as a real save does."""
    match = darts.new_match(players=["Ann", "Bob"], seed=seed, board="standard")
    return with_actions(match, [{"type": "turn", "seat": i % 2, "darts": ["M"]} for i in range(actions)])


def entry(rev, actions, match_id="m1", summary="Ann v Bob"):
    return json.dumps({"schema": 1, "rev": rev, "id": match_id, "summary": summary, "updated": 5,
                       "match": record(actions), "extra": {}})


def quarantined(backend):
    return sorted(json.loads(v)["raw"] for k, v in backend.data.items() if k.startswith(QUARANTINE))


def rev_of(value):
    try:
        return json.loads(value)["rev"]
    except (ValueError, KeyError, TypeError):
        return None


def start(mirror=None, journal=None):
    """A page start on these two copies: (the mirror, the journal, the store)."""
    b = MemoryBackend(mirror or {})
    j = MemoryJournal({k: {"value": v, "rev": rev_of(v)} for k, v in (journal or {}).items()})
    return b, j, Store(b, journal=j)


# reconciling at start ---------------------------------------------------------------------------
def test_the_journal_ahead_of_the_mirror_brings_the_lost_play_back_and_says_so():
    b, j, store = start({MATCH + "m1": entry(3, 3)}, {MATCH + "m1": entry(5, 5)})
    assert b.data[MATCH + "m1"] == entry(5, 5)
    assert len(store.load("m1")[0]["actions"]) == 5
    assert any("brought back from this device's durable save" in n and "Ann v Bob" in n
               for n in store.take_notices())


def test_a_match_only_in_the_journal_is_brought_back_and_listed():
    b, j, store = start({}, {MATCH + "m1": entry(1, 0)})
    assert [e["id"] for e in store.entries()] == ["m1"]
    assert "brought back" in " ".join(store.take_notices())


def test_the_mirror_ahead_of_the_journal_is_put_in_the_journal_quietly():
    b, j, store = start({MATCH + "m1": entry(6, 6)}, {MATCH + "m1": entry(4, 4)})
    assert b.data[MATCH + "m1"] == entry(6, 6)
    j.commit()
    assert j.records[MATCH + "m1"] == {"value": entry(6, 6), "rev": 6, "tag": "6:"}
    assert store.take_notices() == []


def test_a_match_saved_before_the_journal_existed_joins_it():
    b, j, store = start({MATCH + "m1": json.dumps({"schema": 1, "id": "m1", "summary": "", "updated": 5,
                                                    "match": record(2), "extra": {}})})
    j.commit()
    assert j.records[MATCH + "m1"]["rev"] == 0 and len(store.load("m1")[0]["actions"]) == 2


def test_equal_revs_that_differ_take_the_journal_copy():
    b, j, store = start({MATCH + "m1": entry(4, 3)}, {MATCH + "m1": entry(4, 4)})
    assert b.data[MATCH + "m1"] == entry(4, 4) and store.take_notices() == []


def test_a_damaged_mirror_is_set_aside_and_the_journal_copy_restored():
    b, j, store = start({MATCH + "m1": "{cut off by the power"}, {MATCH + "m1": entry(2, 2)})
    assert quarantined(b) == ["{cut off by the power"]
    assert b.data[MATCH + "m1"] == entry(2, 2)


def test_a_damaged_journal_copy_is_set_aside_and_replaced_by_the_mirror():
    b, j, store = start({MATCH + "m1": entry(2, 2)}, {MATCH + "m1": "[not a match]"})
    assert quarantined(b) == ["[not a match]"]
    assert [n.split(", so")[0] for n in store.take_notices()] == [
        "This device's durable copy of \u201cAnn v Bob\u201d could not be read (this is not readable match data)"]
    j.commit()
    assert j.records[MATCH + "m1"]["value"] == entry(2, 2)


def records_of(journal):
    """What a start finds in IndexedDB: {key: {"value", "rev", "tag"}}, revs as stored beside the text."""
    return {k: {"value": v, "rev": r, "tag": f"{r}:"} for k, (v, r) in journal.items()}


def restart(b, j):
    """The next page start on what both stores hold now (the journal's answers handled as the app does:
    a conflict report hands its copy to `adopt`)."""
    for report in j.commit():
        if report["status"] == "conflict":
            Store(b).adopt(report["key"], report["value"])
    j.commit()
    return Store(b, journal=MemoryJournal(j.records))


def cut_entry(text, change):
    """`text` (a saved match) with its action list changed by `change`, still valid JSON."""
    entry_ = json.loads(text)
    entry_["match"]["actions"] = change(entry_["match"]["actions"])
    return json.dumps(entry_)


def cut_short(rev, actions):
    """A save whose text parses and whose record checks, but whose last turn was cut off mid-write."""
    return cut_entry(entry(rev, actions), lambda a: a[:-1] + [{"type": "turn", "seat": a[-1]["seat"]}])


@pytest.mark.parametrize("damaged", [entry(9, 9)[:-40], cut_short(9, 9)])
def test_a_damaged_durable_copy_at_a_higher_rev_never_replaces_the_valid_mirror(damaged):
    good = entry(4, 4)
    b = MemoryBackend({MATCH + "m1": good})
    j = MemoryJournal(records_of({MATCH + "m1": (damaged, 9)}))
    store = Store(b, journal=j)
    assert b.data[MATCH + "m1"] == good and len(store.load("m1")[0]["actions"]) == 4
    notices = store.take_notices()
    assert len(notices) == 1 and notices[0].startswith("This device's durable copy of \u201cAnn v Bob\u201d could not")
    assert notices[0].endswith("the match goes on from this device's other copy.") and "nothing else" not in notices[0]
    assert quarantined(b) == [damaged]
    after = restart(b, j)
    assert j.records[MATCH + "m1"]["value"] == good and b.data[MATCH + "m1"] == good
    assert len(after.load("m1")[0]["actions"]) == 4 and after.take_notices() == []


def test_a_damaged_mirror_at_a_higher_rev_gives_way_to_the_valid_durable_copy():
    b, j, store = start({MATCH + "m1": cut_short(7, 7)}, {MATCH + "m1": entry(5, 5)})
    assert b.data[MATCH + "m1"] == entry(5, 5)
    notices = store.take_notices()
    assert len(notices) == 1 and notices[0].startswith("This device's quick copy of \u201cAnn v Bob\u201d")
    assert notices[0].endswith("was brought back from this device's durable save.")


def test_a_durable_copy_with_no_other_copy_that_cannot_be_played_is_set_aside_and_said():
    b, j, store = start({}, {MATCH + "m1": cut_short(3, 3)})
    assert store.entries() == [] and MATCH + "m1" not in b.data
    assert "holds no other copy" in " ".join(store.take_notices())
    j.commit()
    assert MATCH + "m1" not in j.records


def test_a_conflict_that_hands_back_a_damaged_copy_is_not_adopted():
    b = MemoryBackend({MATCH + "m1": entry(4, 4)})
    store = Store(b)
    j = MemoryJournal()
    store.journal = j
    assert store.adopt(MATCH + "m1", cut_short(9, 9)) is False
    assert b.data[MATCH + "m1"] == entry(4, 4)
    j.commit()
    assert j.records[MATCH + "m1"]["value"] == entry(4, 4)


DAMAGE = {
    "cut off": lambda text, n: text[:n % len(text)],
    "last turn cut": lambda text, n: cut_entry(text, lambda a: a[:-1] + [{"type": "turn", "seat": n % 2}]),
    "a dart that is not one": lambda text, n: cut_entry(text, lambda a: a + [{"type": "turn", "seat": n % 2,
                                                                               "darts": [f"Q{n}"]}]),
    "another match's name": lambda text, n: text.replace('"id":"m1"', '"id":"m2"').replace('"id": "m1"', '"id": "m2"'),
    "not a record": lambda text, n: json.dumps({"schema": 1, "rev": n, "id": "m1", "match": [n]}),
}


@settings(max_examples=300, deadline=None)
@given(which=st.sampled_from(["journal", "mirror"]), damage=st.sampled_from(sorted(DAMAGE)),
       good_rev=st.integers(0, 12), bad_rev=st.integers(0, 40), n=st.integers(1, 10_000))
def test_any_damage_to_either_copy_at_any_rev_leaves_the_valid_copy_playable(which, damage, good_rev, bad_rev, n):
    good = entry(good_rev, 3)
    bad = DAMAGE[damage](entry(bad_rev, 4), n)
    copies = {"journal": good, "mirror": good, which: bad}
    b = MemoryBackend({MATCH + "m1": copies["mirror"]})
    j = MemoryJournal(records_of({MATCH + "m1": (copies["journal"], bad_rev if which == "journal" else good_rev)}))
    store = Store(b, journal=j)
    assert store.take_notices(), "the damage is told"
    for step in range(3):  # this start, and the next ones on what it left
        match, _ = store.load("m1")
        assert match == json.loads(good)["match"] and b.data[MATCH + "m1"] == good
        if step < 2:
            store = restart(b, j)
            assert j.records[MATCH + "m1"]["value"] == good and store.take_notices() == []
    store.save("m1", darts.apply(match, {"type": "turn", "seat": 1, "darts": ["T20"]}), "played on")
    assert j.commit() == [] and len(Store(b, journal=MemoryJournal(j.records)).load("m1")[0]["actions"]) == 4


def test_both_copies_damaged_are_both_set_aside_and_nothing_is_listed():
    b, j, store = start({MATCH + "m1": "{mirror"}, {MATCH + "m1": "{journal"})
    assert quarantined(b) == ["{journal", "{mirror"]
    j.commit()
    assert MATCH + "m1" not in j.records and MATCH + "m1" not in b.data
    assert store.entries() == []


def test_a_draft_typed_just_before_the_plug_was_pulled_comes_back():
    b, j, store = start({SETTING + "darts-setup": '{"players": []}'},
                        {SETTING + "darts-setup": '{"players": [{"name": "Ann"}]}'})
    assert store.setting(SETUP_DRAFT) == {"players": [{"name": "Ann"}]}


# a power cut --------------------------------------------------------------------------------
def test_a_power_cut_that_loses_the_mirror_loses_nothing_committed_to_the_journal():
    b, j = MemoryBackend(), MemoryJournal()
    store = Store(b, journal=j)
    store.save("m1", record(1), "one turn")
    j.commit()
    mirror_on_disk = dict(b.data)  # the browser had committed localStorage up to here
    store.save("m1", record(2), "two turns", {"visit": ["T20"]})
    j.commit()  # the journal's strict transaction completed before the plug was pulled
    store.save("m1", record(3), "three turns")
    j.power_cut()  # this one was still in flight
    after = Store(MemoryBackend(mirror_on_disk), journal=MemoryJournal(j.records))
    match, extra = after.load("m1")
    assert len(match["actions"]) == 2 and extra == {"visit": ["T20"]}


def test_a_full_mirror_with_a_journal_still_saves_and_lists_the_match():
    b, j = MemoryBackend(), MemoryJournal()
    store = Store(b, journal=j)
    store.save("m1", record(1), "")
    b.quota = sum(len(k) + len(v) for k, v in b.data.items())
    store.save("m1", record(4), "")
    assert len(store.load("m1")[0]["actions"]) == 4  # this session reads what it wrote
    assert [e["id"] for e in store.entries()] == ["m1"]
    j.commit()
    assert len(Store(b, journal=MemoryJournal(j.records)).load("m1")[0]["actions"]) == 4


def test_without_a_journal_a_full_mirror_is_the_full_storage_message():
    b = MemoryBackend()
    store = Store(b)
    store.save("m1", record(1), "")
    b.quota = sum(len(k) + len(v) for k, v in b.data.items())
    with pytest.raises(Exception, match="Storage is full"):
        store.save("m1", record(4), "")


def test_old_kiosk_pictures_in_localstorage_are_removed_at_start():
    b = MemoryBackend({"pavilion/snapshot/m1": "data:image/jpeg;base64,AAAA",
                       "pavilion/kiosk/snapshot": "pavilion/snapshot/m1", INDEX: '{"schema":1,"matches":{}}'})
    Store(b)
    assert list(b.data) == [INDEX]


# two tabs -----------------------------------------------------------------------------------
def test_a_tab_behind_another_cannot_overwrite_it():
    b, j = MemoryBackend(), MemoryJournal()
    a, other = Store(b, journal=j), Store(b, journal=j)
    a.save("m1", record(1), "")
    assert other.load("m1") and a.load("m1")
    a.save("m1", record(2), "")
    with pytest.raises(MatchMovedOn) as e:
        other.save("m1", record(2, seed="zz"), "")
    assert str(e.value) == MOVED_ON
    assert json.loads(b.data[MATCH + "m1"])["match"] == record(2) and other.behind("m1")
    other.load("m1")
    other.save("m1", record(3), "")  # once up to date it writes on top of the other tab's save
    assert json.loads(b.data[MATCH + "m1"])["rev"] == 3


def test_a_match_deleted_in_another_tab_is_not_brought_back_by_a_save():
    b = MemoryBackend()
    a, other = Store(b), Store(b)
    a.save("m1", record(1), "")
    other.load("m1")
    a.delete("m1")
    with pytest.raises(MatchMovedOn, match=GONE):
        other.save("m1", record(2), "")
    assert MATCH + "m1" not in b.data


A3 = {"value": "a", "rev": 3, "tag": "3:tab-a"}


@pytest.mark.parametrize("stored,value,rev,base,ok", [
    (None, "b", 1, None, True),  # nothing there yet
    (A3, "b", 4, "3:tab-a", True),  # made on top of what is there
    (A3, "b", 4, "3:tab-b", False),  # made on top of another tab's third save
    (A3, "b", 9, "8:tab-b", False),  # a later save of that other lineage
    (A3, "a", 3, "2:tab-b", True),  # the very same copy again
    (A3, "b", 4, None, True), (A3, "b", 3, None, False),  # a start's reconcile: by rev alone
    (A3, "b", None, None, True),  # a setting
])
def test_the_journal_writes_a_match_only_on_top_of_the_copy_it_was_made_from(stored, value, rev, base, ok):
    assert journal_verdict(stored, value, rev, base) is ok


def test_the_journal_refuses_a_stale_write_the_mirror_could_not_catch(make_driver):
    """Tab A's save reached the journal but not the (full) mirror; tab B, on the same old rev, saves:
    the journal refuses B's copy and B takes A's, and is told."""
    j = MemoryJournal()
    b = MemoryBackend()
    a_tab = make_driver(backend=b, journal=j, hash_="#/darts")
    for i, name in enumerate(("Ann", "Bob")):
        a_tab.send(type="input", id=f"name:{i}", value=name)
    a_tab.tap("Start game")
    a_tab.tap("Miss")  # saved from the first dart on; taken out, the board is as Start left it
    a_tab.send(type="tap", id="back-dart")
    match_id = a_tab.app.screen.match_id
    j.commit()
    b_tab = make_driver(backend=b, journal=j, hash_=f"#/darts?id={match_id}")
    b.quota = sum(len(k) + len(v) for k, v in b.data.items())  # the mirror is full: A's dart stays out of it
    a_tab.tap("Miss")
    b.quota = None
    b_tab.tap("Miss")
    b_tab.tap("Miss")
    for report in j.commit():
        b_tab.send(**report)
    assert b_tab.live == MOVED_ON and MOVED_ON in b_tab.texts()
    assert b_tab.app.screen.visit == ["M"]  # A's one dart, the journal's copy
    assert json.loads(j.records[MATCH + match_id]["value"])["extra"]["visit"] == ["M"]


def start_darts(d):
    for i, name in enumerate(("Ann", "Bob")):
        d.send(type="input", id=f"name:{i}", value=name)
    d.tap("Start game")
    d.tap("Miss")  # a game is saved from its first dart on: one entered and taken out leaves Start's board
    d.send(type="tap", id="back-dart")
    return d.app.screen.match_id


def test_two_tabs_interleaving_darts_account_for_every_dart(make_driver):
    b, j = MemoryBackend(), MemoryJournal()
    a = make_driver(backend=b, journal=j, hash_="#/darts")
    match_id = start_darts(a)
    other = make_driver(backend=b, journal=j, hash_=f"#/darts?id={match_id}")
    a.tap("Miss")
    # The other tab hears of it (the browser's storage event) and shows the latest at once.
    other.send(type="storage", key=MATCH + match_id)
    assert other.live == CAUGHT_UP and other.app.screen.visit == ["M"]
    other.tap("Miss")
    # Tab A misses that event: its next dart is refused, told, and A is shown both darts.
    a.tap("Miss")
    assert a.live == MOVED_ON and a.app.screen.visit == ["M", "M"]
    a.tap("Miss")
    assert a.app.screen.visit == ["M", "M", "M"]
    for report in j.commit():
        pytest.fail(f"no write should reach the journal out of turn: {report}")
    saved = json.loads(b.data[MATCH + match_id])
    assert saved["extra"]["visit"] == ["M", "M", "M"] and saved["rev"] == 5  # 2 by start_darts, then 3 darts


def test_a_match_deleted_in_another_tab_is_said_and_not_resurrected(make_driver):
    b = MemoryBackend()
    a = make_driver(backend=b, hash_="#/darts")
    match_id = start_darts(a)
    hub = make_driver(backend=b)
    hub.tap(next(label for label in hub.labels() if label.startswith("Delete")))
    hub.tap(next(label for label in hub.labels() if label.startswith("Delete for good")))
    a.send(type="storage", key=MATCH + match_id)
    assert a.live == DELETED and a.app.screen.match is None
    assert MATCH + match_id not in b.data


def test_a_journal_that_fails_to_write_is_told_as_full_storage(make_driver):
    j = MemoryJournal()
    d = make_driver(journal=j, hash_="#/darts")
    start_darts(d)
    j.failing = "QuotaExceededError"
    d.tap("Miss")
    for report in j.commit():
        d.send(**report)
    assert d.live == FULL and FULL in d.texts()
    d.send(type="journal", key="x", status="failed", why="UnknownError")
    assert "could not be saved on this device (UnknownError)" in d.live


def test_after_a_failed_journal_write_the_next_save_still_reaches_the_journal(make_driver):
    j = MemoryJournal()
    d = make_driver(journal=j, hash_="#/darts")
    match_id = start_darts(d)
    j.commit()
    j.failing = "QuotaExceededError"
    d.tap("Miss")
    for report in j.commit():
        d.send(**report)
    j.failing = None
    d.tap("Miss")
    assert j.commit() == []
    assert json.loads(j.records[MATCH + match_id]["value"])["extra"]["visit"] == ["M", "M"]
    assert d.app.screen.visit == ["M", "M"]


def test_a_link_opened_while_storage_is_full_keeps_its_address_until_it_is_saved(make_driver):
    from pavilion import darts
    from pavilion.core import share
    code = share.encode(darts.new_match(players=["Ann", "Bob"], seed="link"))
    b = MemoryBackend({"filler": "x" * 50})
    b.quota = 60
    d = make_driver(backend=b, hash_=f"#/darts?m={code}")
    assert d.bridge.replaced is None  # the address still carries the link: a reload loses nothing
    assert FULL in d.texts() and "Round 1 \u00b7 Ann to throw" in d.texts()
    assert not any(k.startswith(MATCH) for k in b.data)
    b.quota = None  # room again (an old match deleted): the next dart saves it, and the address names it
    d.tap("Miss")
    match_id = d.app.screen.match_id
    assert d.bridge.replaced == f"#/darts?id={match_id}"
    assert json.loads(b.data[MATCH + match_id])["extra"]["visit"] == ["M"]


def test_the_kiosk_board_fits_its_screen_whole_under_a_notice(make_driver):
    """After a power cut the kiosk says what it brought back; the board below must still fit 800x480."""
    from ui_helpers import check_layout
    d = make_driver(w=800, h=480, mode="kiosk")
    start_darts(d)
    d.app.notices.append("Your latest play in \u201cAnn v Bob \u00b7 round 12\u201d was brought back from this "
                         "device's durable save.")
    d.app.notices.append(CAUGHT_UP)
    scene = d.send(type="resize", w=800, h=480)
    assert scene["h"] == 480 and "Enter turn" in d.labels()
    check_layout(scene)
    assert CAUGHT_UP in d.texts()  # cut short on the canvas, whole in the accessible text


# a journal that opens late (a slow disk) ----------------------------------------------------------
class OpeningJournal(MemoryJournal):
    """static/journal.js while IndexedDB has not answered: the store starts without its records, and
    every write waits, in order. `open(deliver)` hands the records to `deliver` (the store reconciles
    there, and may discard waiting writes); then everything waiting goes in, in the order asked."""

    def __init__(self, on_disk=None):
        super().__init__(on_disk)
        self.on_disk, self.records, self.waiting = self.records, None, []

    def put(self, key, value, rev=None, tag=None, base=None):
        if self.waiting is None:
            super().put(key, value, rev, tag, base)
        else:
            self.waiting.append((key, value, rev, tag, base))

    def remove(self, key):
        self.put(key, None)

    def discard(self, key):
        self.waiting = [w for w in self.waiting if w[0] != key]

    def open(self, deliver):
        deliver(self.on_disk)
        self.in_flight, self.waiting = self.in_flight + self.waiting, None


def start_opening(mirror=None, journal=None):
    """A page start on a journal that has not opened yet: (the mirror, the journal, the store)."""
    b = MemoryBackend(mirror or {})
    j = OpeningJournal({k: {"value": v, "rev": rev_of(v), "tag": f"{rev_of(v)}:"} for k, v in (journal or {}).items()})
    return b, j, Store(b, journal=j)


def test_a_journal_that_opens_late_is_reconciled_when_it_opens():
    b, j, store = start_opening({MATCH + "m1": entry(3, 3), MATCH + "m2": entry(2, 2, "m2")},
                                {MATCH + "m1": entry(5, 5), SETTING + "darts-setup": '{"legs": 3}'})
    assert b.data[MATCH + "m1"] == entry(3, 3) and store.take_notices() == []  # nothing to compare with yet
    j.open(store.journal_opened)
    assert b.data[MATCH + "m1"] == entry(5, 5) and b.data[SETTING + "darts-setup"] == '{"legs": 3}'
    assert "brought back from this device's durable save" in " ".join(store.take_notices())
    assert j.commit() == []
    assert j.records[MATCH + "m2"]["value"] == entry(2, 2, "m2")  # the mirror's match that the journal lacked


def test_writes_made_while_the_journal_opens_go_in_after_its_reconcile_in_order():
    b, j, store = start_opening({MATCH + "old": entry(4, 4, "old")},
                                {MATCH + "old": entry(2, 2, "old"), SETTING + "darts-setup": '{"legs": 3}'})
    store.save("m1", record(1), "one turn")
    store.set_setting(DRAFT, {"legs": 2})  # chosen this session: newer than the journal's draft
    store.save("m1", record(2), "two turns")
    assert j.in_flight == [] and len(j.waiting) == 3  # nothing written before the records are read
    j.open(store.journal_opened)
    assert [(w[0], w[2]) for w in j.in_flight] == [(MATCH + "m1", 1), (SETTING + "darts-setup", None),
                                                   (MATCH + "m1", 2), (MATCH + "old", 4)]
    assert j.commit() == []
    assert json.loads(j.records[MATCH + "m1"]["value"])["match"] == record(2)
    assert j.records[SETTING + "darts-setup"]["value"] == '{"legs": 2}' and store.setting(DRAFT) == {"legs": 2}
    assert j.records[MATCH + "old"]["rev"] == 4


def test_a_match_played_on_while_the_journal_opens_goes_on_from_its_durable_copy():
    b, j, store = start_opening({MATCH + "m1": entry(4, 4)}, {MATCH + "m1": entry(4, 4)})
    store.load("m1")
    store.save("m1", record(5), "")
    store.save("m1", record(6), "")
    j.open(store.journal_opened)
    assert store.take_notices() == [] and not store.behind("m1")
    assert j.commit() == []
    assert json.loads(j.records[MATCH + "m1"]["value"])["match"] == record(6) and j.records[MATCH + "m1"]["rev"] == 6


def test_play_the_journal_kept_beats_play_made_on_a_stale_copy_while_it_opened_whatever_the_revs():
    """The plug was pulled after turn 5 (the mirror lost turns 4 and 5); this start played three
    saves on the mirror's turn 3 before the journal opened: turn 5 was seen saved, those only as
    "saving", so turn 5 stays and those are dropped, not refused later one by one."""
    b, j, store = start_opening({MATCH + "m1": entry(3, 3)}, {MATCH + "m1": entry(5, 5)})
    store.load("m1")
    for turns in (4, 5, 6):
        store.save("m1", record(turns, seed="stale"), "")
    j.open(store.journal_opened)
    assert b.data[MATCH + "m1"] == entry(5, 5) and store.behind("m1")
    assert "what was played since this start was not kept" in " ".join(store.take_notices())
    assert j.commit() == [] and j.records[MATCH + "m1"]["value"] == entry(5, 5)


def test_a_match_deleted_while_the_journal_opens_is_not_brought_back():
    b, j, store = start_opening({MATCH + "m1": entry(3, 3)}, {MATCH + "m1": entry(5, 5)})
    store.delete("m1")
    j.open(store.journal_opened)
    assert MATCH + "m1" not in b.data and store.entries() == []
    j.commit()
    assert MATCH + "m1" not in j.records


def test_a_damaged_durable_copy_under_a_match_played_while_it_opened_is_set_aside():
    b, j, store = start_opening({MATCH + "m1": entry(3, 3)}, {MATCH + "m1": "{cut off"})
    store.load("m1")
    store.save("m1", record(4), "")
    j.open(store.journal_opened)
    assert quarantined(b) == ["{cut off"] and json.loads(b.data[MATCH + "m1"])["match"] == record(4)
    assert j.commit() == [] and json.loads(j.records[MATCH + "m1"]["value"])["match"] == record(4)


def opened_late(d, j):
    """journal.js's "journal-open" event, as the page sends it once IndexedDB answers."""
    j.open(lambda records: d.send(type="journal-open", state="open", records=records))


def test_a_match_on_screen_shows_the_play_a_late_journal_brought_back(make_driver):
    before = make_driver(journal=MemoryJournal(), hash_="#/darts")
    match_id = start_darts(before)
    mirror_on_disk = dict(before.store.backend.data)  # the power went before the browser committed more
    for _ in range(3):
        before.tap("Miss")
    before.tap("Enter turn")
    before.store.journal.commit()
    b, j = MemoryBackend(mirror_on_disk), OpeningJournal(before.store.journal.records)
    d = make_driver(backend=b, journal=j, hash_=f"#/darts?id={match_id}")
    assert "Round 1 \u00b7 Ann to throw" in d.texts()
    d.tap("Miss")  # on the mirror's stale copy, while the journal opens: shown as "saving" only
    opened_late(d, j)
    assert "Round 1 \u00b7 Bob to throw" in d.texts() and d.app.screen.visit == []
    assert "what was played since this start was not kept" in d.live
    assert j.commit() == []
    d.tap("Miss")  # play goes on from the brought-back copy, into the journal
    assert j.commit() == [] and json.loads(j.records[MATCH + match_id]["value"])["extra"]["visit"] == ["M"]


def test_the_kiosk_goes_back_to_its_game_when_a_late_journal_brings_it_back(make_driver):
    before = make_driver(journal=MemoryJournal(), mode="kiosk", w=800, h=480)
    start_darts(before)
    before.tap("Miss")
    before.store.journal.commit()
    j = OpeningJournal(before.store.journal.records)
    d = make_driver(journal=j, mode="kiosk", w=800, h=480)  # the mirror lost everything
    assert "Start game" in d.labels()
    opened_late(d, j)
    assert "M: miss, dart 1. Tap to take it out" in d.labels()
    assert "brought back from this device's durable save" in d.live


def test_a_journal_refused_after_the_start_is_said_and_the_mirror_saves_alone(make_driver):
    j = OpeningJournal()
    d = make_driver(journal=j, hash_="#/darts")
    match_id = start_darts(d)
    d.send(type="journal-open", state="unavailable", why="SecurityError")
    assert NO_JOURNAL in d.texts() and d.store.journal is None
    d.tap("Miss")
    assert json.loads(d.store.backend.data[MATCH + match_id])["extra"]["visit"] == ["M"]


def test_a_copy_saved_by_a_newer_pavilion_beside_a_valid_one_is_set_aside_not_played_over():
    """A journal copy of schema 99 at a higher rev (a downgrade, or damage) beside the good mirror: the
    good copy stays playable and the unreadable one is kept aside, at this start and at the next."""
    newer = json.dumps(dict(json.loads(entry(9, 5)), schema=99))
    b = MemoryBackend({MATCH + "m1": entry(4, 4)})
    j = MemoryJournal(records_of({MATCH + "m1": (newer, 9)}))
    store = Store(b, journal=j)
    assert b.data[MATCH + "m1"] == entry(4, 4) and quarantined(b) == [newer]
    assert "saved by a newer version of Pavilion" in " ".join(store.take_notices())
    after = restart(b, j)
    assert len(after.load("m1")[0]["actions"]) == 4 and j.records[MATCH + "m1"]["value"] == entry(4, 4)


def test_a_conflict_that_hands_back_a_newer_pavilions_copy_is_not_adopted():
    b = MemoryBackend({MATCH + "m1": entry(4, 4)})
    store = Store(b)
    store.journal = MemoryJournal()
    assert store.adopt(MATCH + "m1", json.dumps(dict(json.loads(entry(9, 5)), schema=99))) is False
    assert b.data[MATCH + "m1"] == entry(4, 4)


def test_a_journal_that_opens_late_behind_the_copy_this_start_read_does_not_take_its_play_away():
    """The journal missed the mirror's last saves (refused while the disk was full): a match played
    on while it opened goes on from this start's copy, and the journal is brought level by rev."""
    b, j, store = start_opening({MATCH + "m1": entry(6, 6)}, {MATCH + "m1": entry(3, 3)})
    store.load("m1")
    store.save("m1", record(7), "")
    j.open(store.journal_opened)
    assert json.loads(b.data[MATCH + "m1"])["match"] == record(7) and not store.behind("m1")
    assert store.take_notices() == []
    assert j.commit() == [] and json.loads(j.records[MATCH + "m1"]["value"])["match"] == record(7)


def test_a_saved_match_asked_for_while_the_journal_opens_opens_when_it_does(make_driver):
    """A power cut before the browser wrote localStorage, then a slow disk: the address names a match
    the mirror lacks. The player is told it is being looked for, not that it is gone, and it opens
    by itself when the journal does."""
    before = make_driver(journal=MemoryJournal(), hash_="#/darts")
    match_id = start_darts(before)
    before.store.journal.commit()
    j = OpeningJournal(before.store.journal.records)
    d = make_driver(journal=j, hash_=f"#/darts?id={match_id}")  # the mirror lost everything
    assert any(t.endswith(LOOKING) for t in d.texts()) and not any("no longer on this device" in t for t in d.texts())
    opened_late(d, j)
    assert "Round 1 \u00b7 Ann to throw" in d.texts() and not any(t.endswith(LOOKING) for t in d.texts())
    assert d.app.screen.match_id == match_id


def test_a_saved_match_looked_for_is_said_gone_once_the_journal_opens_without_it(make_driver):
    j = OpeningJournal()
    d = make_driver(journal=j, hash_="#/darts?id=random-cricket-1-abc")
    opened_late(d, j)
    assert any("no longer on this device" in t for t in d.texts()) and not any(t.endswith(LOOKING) for t in d.texts())

"""A save after each tap compares the stored text with the copy this tab last read or wrote, and
parses the stored match only when another tab has changed it: on a long match, parsing and
checking the whole saved JSON on every tap cost more than the tap."""

import pytest

from pavilion import darts
from pavilion.core import with_actions
from ui.copies import MemoryBackend
from ui.storage import MATCH, MatchMovedOn, Store


def long_match(n=2000):
    m = darts.new_match(players=["Ann", "Bob"], seed="k7", board="standard")
    turns = [{"type": "turn", "seat": i % 2, "darts": ["S20", "M", "M"]} for i in range(6)]
    return with_actions(m, turns + [{"type": "undo"}, turns[-1]] * (n // 2))


@pytest.fixture
def parses(monkeypatch):
    """How many times a stored match is parsed."""
    count = [0]
    parse = Store._parse

    def counting(self, *args, **kwargs):
        count[0] += 1
        return parse(self, *args, **kwargs)

    monkeypatch.setattr(Store, "_parse", counting)
    return count


def test_saving_on_top_of_this_tabs_own_copy_parses_nothing(parses):
    store = Store(MemoryBackend())
    m = long_match()
    store.save("a", m, "Ann v Bob")
    store.index()  # the start's one read of every saved match
    parses[0] = 0
    for _ in range(3):
        m = darts.apply(m, {"type": "undo"})
        store.save("a", m, "Ann v Bob")
    assert parses[0] == 0
    assert store.load("a")[0] == m


def test_a_copy_read_from_storage_is_parsed_once_then_known_by_its_text(parses):
    backend = MemoryBackend()
    Store(backend).save("a", long_match(), "Ann v Bob")
    store = Store(backend)  # the next start, or another tab
    m, _ = store.load("a")
    store.index()  # the start's one read of every saved match
    parses[0] = 0
    store.save("a", darts.apply(m, {"type": "undo"}), "Ann v Bob")
    assert parses[0] == 0


def test_another_tabs_save_is_still_seen_and_nothing_is_overwritten():
    backend = MemoryBackend()
    mine, other = Store(backend), Store(backend)
    m = long_match(10)
    mine.save("a", m, "Ann v Bob")
    other.load("a")
    other.save("a", darts.apply(m, {"type": "undo"}), "Ann v Bob")
    theirs = backend.get(MATCH + "a")
    with pytest.raises(MatchMovedOn):
        mine.save("a", darts.apply(m, {"type": "end"}), "Ann v Bob")
    assert backend.get(MATCH + "a") == theirs and mine.behind("a") and not other.behind("a")

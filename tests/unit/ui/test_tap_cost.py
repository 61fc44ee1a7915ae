"""On a long Random Cricket match a tap replays nothing: a dart, Enter turn, the computer's visit
shown dart by dart and an undo each take their own actions, not the whole record
again (a link of 7,351 actions made each dart cost a second)."""

import pytest

from pavilion import darts
from pavilion.core import share, with_actions
from pavilion.darts.game import Game
from ui.copies import MemoryBackend
from ui.storage import Store


def long_match():
    """Ann against the computer: ten rounds, then six hundred times undo and the same round again."""
    m = darts.new_match(players=["Ann", {"name": "Bot", "bot": 3}], seed="k7", board="standard")
    ann = {"type": "turn", "seat": 0, "darts": ["S20", "M", "M"]}
    bot = {"type": "turn", "seat": 1, "darts": ["S19", "M", "M"]}
    return with_actions(m, [ann, bot] * 10 + [{"type": "undo"}, ann, bot] * 600)


@pytest.fixture
def acts(monkeypatch):
    """How many actions the darts engine plays (a replay plays every action of the record)."""
    count = [0]
    act = Game.act

    def counting(self, action):
        count[0] += 1
        return act(self, action)

    monkeypatch.setattr(Game, "act", counting)
    return count


def test_darts_enter_the_computers_visit_and_undo_replay_nothing(make_driver, acts):
    backend = MemoryBackend()
    Store(backend).save("long", long_match(), "Ann v Bot")
    d = make_driver(backend=backend, hash_="#/darts?id=long")
    assert len(d.app.screen.match["actions"]) == 1820 and acts[0] >= 1820  # opening it replays it, once
    acts[0] = 0
    d.tap("Miss")
    d.tap("Miss")
    d.tap("Treble")
    d.tap("20: treble 20")
    d.tap("Enter turn")  # Ann's turn, then the computer's, shown dart by dart
    for _ in range(20):
        if d.bridge.scene["timer"] is None:
            break
        d.send(type="tick")
    assert len(d.app.screen.match["actions"]) == 1822 and acts[0] <= 4
    d.tap("Menu")
    d.tap("Undo last turn")
    assert len(d.app.screen.match["actions"]) == 1823 and acts[0] <= 8


def test_a_long_darts_link_is_replayed_once_when_it_opens(make_driver, acts):
    """The link is checked by replaying it, saved, and opened from the save: the same record, whose
    state the game has built already (the save is known by its text, not parsed again)."""
    code = share.encode(long_match())
    d = make_driver(hash_=f"#/darts?m={code}")
    assert len(d.app.screen.match["actions"]) == 1820 and 1820 <= acts[0] <= 1830

"""Names are checked once, at the door, by one check that every game uses.

A Cosmic manager called "\\ud800" (a lone surrogate) was accepted and saved, and then every share
link crashed: UTF-8 cannot carry it.
"""

import pytest
from hypothesis import given, settings, strategies as st

from pavilion import cosmic, darts
from pavilion.core import RuleError, check_name, new_record, share

LONE_SURROGATES = ["\ud800", "Ann\udfff", "\udbff\u0041"]
LINE_BREAKS = ["a\nb", "tab\there", "\x00", "bell\x07", "del\x7f", "next\x85line", "a\u2028b", "a\u2029b"]
PEOPLE_AND_BOTS = [{"name": "Ann", "computer": False}] + [{"name": f"Bot {i}", "computer": True} for i in range(3)]


UNSEEN = ["\u202eevE", "Ann\u200b", "\u200fAnn", "A\u2066nn\u2069", "\ufeffAnn", "Ann\u2060"]


@pytest.mark.parametrize("value", ["<b>Ann</b>", "Mrs. Snodgebucket 🎂", "Zoë\u00a0O'Neil", "עִבְרִית", "عبد الله",
                                   "👩\u200d👩\u200d👧", "x" * 20])
def test_text_that_shows_as_typed_is_a_name(value):
    assert check_name(value, "A name", 20) == value


def test_a_name_is_trimmed_before_its_length_counts():
    assert check_name("   Ann  ", "A name", 3) == "Ann"


@pytest.mark.parametrize("value, sentence", [
    *[(v, "Player 2's name cannot hold control characters such as line breaks.") for v in LONE_SURROGATES + LINE_BREAKS],
    *[(v, "Player 2's name cannot hold characters that do not show, or that turn the writing around.")
      for v in UNSEEN],
    (None, "Player 2's name cannot be blank."), ("", "Player 2's name cannot be blank."),
    (" \u3000 ", "Player 2's name cannot be blank."), (7, "Player 2's name must be text."),
    (["Ann"], "Player 2's name must be text."), ("x" * 21, "Player 2's name can be at most 20 characters long."),
])
def test_what_is_not_a_name(value, sentence):
    with pytest.raises(RuleError) as e:
        check_name(value, "Player 2's name", 20)
    assert (e.value.code, e.value.message) == ("bad-name", sentence)


@pytest.mark.parametrize("name", LONE_SURROGATES + LINE_BREAKS[:1] + UNSEEN[:1])
def test_every_door_of_cosmic_refuses_it(name):
    with pytest.raises(RuleError) as e:
        cosmic.new_competition("s", managers=[{"name": name, "computer": False}] + PEOPLE_AND_BOTS[1:])
    assert e.value.code == "bad-name"
    m = cosmic.new_competition("s", managers=PEOPLE_AND_BOTS)
    for orders in ({"team_name": name}, {"names": [name] + [f"P{i}" for i in range(17)]}):
        with pytest.raises(RuleError) as e:
            cosmic.apply(m, {"type": "orders", "turn": 1, "manager": 0, "orders": orders})
        assert e.value.code == "bad-name"
    stored = new_record(cosmic.GAME, cosmic.VERSION, "s", dict(m["options"], managers=[
        {"name": name, "computer": False}] + PEOPLE_AND_BOTS[1:]))
    with pytest.raises(RuleError) as e:
        cosmic.replay(stored)
    assert e.value.code == "bad-name"


@pytest.mark.parametrize("name", LONE_SURROGATES + LINE_BREAKS[:1])
def test_every_door_of_random_cricket_refuses_it(name):
    with pytest.raises(RuleError) as e:
        darts.new_match(players=["Ann", name], seed="s")
    assert (e.value.code, e.value.message) == ("bad-name", "Player 2's name cannot hold control characters such as "
                                                           "line breaks.")
    with pytest.raises(RuleError) as e:
        darts.apply(darts.new_match(players=["Ann"], seed="s"), {"type": "join", "name": name})
    assert e.value.message.startswith("The new player's name")
    stored = new_record(darts.GAME, darts.VERSION, "s", dict(darts.new_match(players=["Ann"], seed="s")["options"],
                                                            players=[{"name": name, "bot": None}]))
    with pytest.raises(RuleError):
        darts.replay(stored)


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=45))
def test_a_name_let_in_can_always_be_shared(name):
    """The crash this check prevents: whatever a game accepts as a name, a share link carries."""
    for make in (lambda: darts.new_match(players=["Ann", name], seed="s"),
                 lambda: cosmic.new_match("s", managers=[{"name": name, "computer": False}, PEOPLE_AND_BOTS[1]])):
        try:
            m = make()
        except RuleError as e:
            assert e.code in ("bad-name", "same-name")
        else:
            assert share.decode(share.encode(m)) == m

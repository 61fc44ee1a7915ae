"""The kinds every stored value is read through (ui/stored.py): what fits and what does not."""

import math

from ui.stored import FLAG, AnyOf, DictOf, Fields, ListOf, Maybe, Number, OneOf, Text, Whole


def test_a_choice_is_of_its_own_type():
    """True is not 1 and 1.0 is not 1: a stored value of another type is odd, however it compares."""
    assert OneOf(1, "slow").fits(1) and OneOf(1, "slow").fits("slow")
    assert not any(OneOf(1).fits(v) for v in (True, 1.0, "1", [1], None))
    assert FLAG.fits(False) and not FLAG.fits(0)


def test_numbers_are_finite_whole_where_asked_and_in_range():
    assert Whole(0, 9).fits(9) and not any(Whole(0, 9).fits(v) for v in (10, -1, True, 3.0, 10**30, "3"))
    assert Whole().fits(2**31 - 1) and not Whole().fits(2**31)
    assert Number(0, 10).fits(2.5) and not any(Number(0, 10).fits(v) for v in (math.nan, math.inf, False, 11))


def test_text_lists_and_dicts_are_checked_to_every_item():
    assert Text(3, least=1).fits("T20") and not any(Text(3, least=1).fits(v) for v in ("", "T200", 20, None))
    darts = ListOf(Text(3, least=1), most=3)
    assert darts.fits([]) and darts.fits(["T20", "M"])
    assert not any(darts.fits(v) for v in (["T20"] * 4, ["T20", 5], "T20", {"0": "T20"}))
    ids = DictOf(Whole(), most=2, keys=OneOf("0", "1"))
    assert ids.fits({"0": 1}) and not any(ids.fits(v) for v in ({"2": 1}, {"0": "1"}, {"0": 1, "1": 1, "x": 1}, [1]))
    assert Maybe(Whole()).fits(None) and AnyOf(Whole(), Text(2)).fits("ab") and not AnyOf(Whole(), Text(2)).fits([])


def test_fields_are_checked_when_present_and_required_when_said():
    fix = Fields(required=("turn",), turn=Whole(), darts=ListOf(Text(3), most=3))
    assert fix.fits({"turn": 2}) and fix.fits({"turn": 2, "darts": [], "later": "ignored"})
    assert not any(fix.fits(v) for v in ({}, {"turn": "2"}, {"turn": 2, "darts": 5}, [2]))
    assert not Fields(closed=True, wicket=Whole()).fits({"wicket": 3, "after_over": 9})


def test_picking_fields_keeps_what_fits_and_hands_back_only_odd_play():
    """Each field is read on its own: an odd caller flag costs only itself, an odd visit is handed
    back to be set aside, and an extra that is no dict at all is handed back whole."""
    extra = Fields(visit=ListOf(Text(3), most=3), caller=FLAG, play=("visit",))
    assert extra.pick({"visit": ["T20"], "caller": "yes"}) == ({"visit": ["T20"]}, None)
    assert extra.pick({"visit": {"T20": 1}, "caller": True}) == ({"caller": True}, {"visit": {"T20": 1}})
    assert extra.pick([1, 2]) == ({}, [1, 2])
    assert extra.pick(None) == ({}, None)  # a save from before there was any extra
    assert Fields(caller=FLAG).pick("odd") == ({}, None)  # nothing of play in it: only the defaults

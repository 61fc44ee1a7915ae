"""Visits entered as totals: impossible totals, checkouts asking their darts, busts entered as busts."""

import pytest

from pavilion import x01
from pavilion.x01.totals import finishes, visit_totals

from x01_helpers import match, play, refused, score, visit

IMPOSSIBLE = (163, 166, 169, 172, 173, 175, 176, 178, 179)


def test_the_board_makes_every_total_but_the_nine():
    assert set(range(181)) - visit_totals() == set(IMPOSSIBLE)


@pytest.mark.parametrize("total", IMPOSSIBLE)
def test_rule_impossible_totals_are_refused_with_a_sentence(total):
    e = refused(match(), {"type": "visit", "seat": 0, "total": total}, "impossible-total")
    assert e.message == f"Three darts cannot score {total}."


@pytest.mark.parametrize("total", [181, 200, 999])
def test_rule_over_180_is_refused(total):
    refused(match(), {"type": "visit", "seat": 0, "total": total}, "over-180")


@pytest.mark.parametrize("total", [-1, 1.5, "60", True, None])
def test_a_total_is_a_whole_number(total):
    refused(match(), {"type": "visit", "seat": 0, "total": total}, "bad-total")


@pytest.mark.parametrize("total", [0, 1, 26, 100, 140, 180, 177, 174])
def test_possible_totals_subtract(total):
    m = visit(match(), total)
    assert score(m, 0) == 501 - total and m["actions"][-1] == {"type": "visit", "seat": 0, "total": total}


def test_rule_a_total_that_checks_out_asks_how_many_darts():
    m = play(match(start=121), 81, 0)  # Ann: 40 left
    e = refused(m, {"type": "visit", "seat": 0, "total": 40}, "checkout-darts")
    assert "how many darts" in e.message
    m = visit(m, {"total": 40, "checkout": 2})
    s = x01.replay(m)
    assert s["winner"] == 0 and s["visits"][-1]["checkout"] == 2 and s["players"][0]["stats"]["darts"] == 3 + 2


def test_a_checkout_must_be_possible_in_that_many_darts():
    m = play(match(start=170), 0, 0)
    refused(m, {"type": "visit", "seat": 0, "total": 170, "checkout": 2}, "bad-checkout")
    refused(m, {"type": "visit", "seat": 0, "total": 170, "checkout": 4}, "bad-checkout")
    assert x01.replay(visit(m, {"total": 170, "checkout": 3}))["winner"] == 0


def test_checkout_darts_only_on_a_finish():
    refused(match(), {"type": "visit", "seat": 0, "total": 60, "checkout": 1}, "bad-checkout")


@pytest.mark.parametrize("left", [159, 162, 163, 165, 166, 168, 169])
def test_no_three_dart_finish_for_the_bogey_numbers(left):
    assert left not in finishes("double", 3)


def test_rule_a_total_that_would_bust_says_tap_bust():
    m = play(match(start=121), 81, 0)  # 40 left
    for total in (41, 39, 60):
        e = refused(m, {"type": "visit", "seat": 0, "total": total}, "total-busts")
        assert "Bust" in e.message


def test_rule_a_bust_entered_as_a_bust_scores_nothing_and_counts_three_darts():
    m = play(match(start=121), 81, 0, "bust")
    s = x01.replay(m)
    assert s["players"][0]["score"] == 40 and s["visits"][-1]["bust"] and s["to_throw"] == 1
    assert s["players"][0]["stats"]["darts"] == 6 and s["players"][0]["stats"]["average"] == 40.5


def test_no_bust_where_no_visit_can_bust():
    refused(match(), {"type": "visit", "seat": 0, "bust": True}, "no-bust")
    refused(match(), {"type": "visit", "seat": 0, "bust": False}, "bad-action")


def test_straight_out_total_leaving_one_stands():
    m = visit(match(start=121, out="straight"), 120)
    assert score(m, 0) == 1


def test_double_in_total_before_the_double():
    m = match(start=501, double_in=True)
    refused(m, {"type": "visit", "seat": 0, "total": 171}, "not-opened-total")
    refused(m, {"type": "visit", "seat": 0, "total": 1}, "not-opened-total")
    m = visit(m, 0)
    assert not x01.replay(m)["players"][0]["opened"]
    m = visit(visit(m, 0), 170)
    assert x01.replay(m)["players"][0]["opened"] and score(m, 0) == 331


def test_at_double_with_a_total():
    m = play(match(start=121), 81, 0)  # 40 left
    m2 = visit(m, {"total": 0, "at_double": 3})
    assert x01.replay(m2)["players"][0]["stats"]["at_double"] == 3
    assert m2["actions"][-1]["at_double"] == 3
    m3 = visit(m, {"total": 40, "checkout": 3, "at_double": 2})
    st = x01.replay(m3)["players"][0]["stats"]
    assert (st["at_double"], st["checkouts"], st["checkout_pct"]) == (2, 1, 50.0)
    refused(m, {"type": "visit", "seat": 0, "total": 40, "checkout": 1, "at_double": 2}, "bad-at-double")
    refused(m, {"type": "visit", "seat": 0, "total": 40, "checkout": 2, "at_double": 0}, "bad-at-double")
    refused(match(), {"type": "visit", "seat": 0, "total": 60, "at_double": 1}, "bad-at-double")


def test_the_default_at_double_is_not_stored():
    m = play(match(start=121), 81, 0, {"total": 40, "checkout": 1, "at_double": 1})
    assert m["actions"][-1] == {"type": "visit", "seat": 0, "total": 40, "checkout": 1}


@pytest.mark.parametrize("fields", [{"darts": ["T20"], "total": 60}, {}, {"darts": ["T20"], "checkout": 1},
                                    {"darts": ["T20"], "at_double": 1}, {"total": 60, "bust": True}])
def test_a_visit_is_one_of_darts_total_or_bust(fields):
    refused(match(), {"type": "visit", "seat": 0, **fields}, "bad-action")

"""The figures players compare: averages with busts, first nine, checkout %, tons, best leg."""

from pavilion import x01
from pavilion.darts.tally import percent, three_dart

from x01_helpers import match, play


def stats(m, seat=0):
    return x01.replay(m)["players"][seat]["stats"]


def test_nothing_thrown_is_undefined_not_zero():
    st = stats(match())
    assert st["average"] is None and st["first9"] is None and st["checkout_pct"] is None
    assert st["highest_finish"] is None and st["best_leg"] is None and st["leg_average"] is None


def test_three_dart_average_counts_busts_for_nothing():
    m = play(match(start=121), 100, 0, "bust", 0)  # Ann: 100, bust: 100 in 6 darts
    assert stats(m)["average"] == 50.0 and stats(m)["darts"] == 6
    m = play(match(start=121), 100, 0, ["S20"])  # a dart-by-dart bust (1 left) counts its visit's three
    assert stats(m)["average"] == 50.0


def test_a_finish_counts_the_darts_it_took():
    m = play(match(start=121), 81, 0, ["D20"])
    st = stats(m)
    assert st["darts"] == 4 and st["average"] == round(121 * 3 / 4, 2) and st["highest_finish"] == 40


def test_first_nine_is_each_legs_first_three_visits():
    m = match(start=501, legs=2)
    m = play(m, 180, 0, 180, 0, 60, 0, 0, 0, {"total": 81, "checkout": 2})  # Ann: 180 180 60 0 81 out
    st = stats(m)
    assert st["first9"] == round(3 * (180 + 180 + 60) / 9, 2)
    assert st["average"] == round(3 * 501 / 14, 2)


def test_first_nine_starts_again_each_leg():
    m = match(start=121, legs=3)
    m = play(m, ["T20", "T7", "D20"])  # Ann wins leg 1 in 3 darts; Bob starts leg 2
    m = play(m, 0, 60, 0, 0, 0, 0, 0, 0)  # Bob 0 0 0 0; Ann 60 0 0 0
    st = stats(m)
    assert st["first9"] == round(3 * (121 + 60) / 12, 2)  # leg 1's 3 darts, leg 2's first nine
    assert st["leg_average"] == 15.0 and st["average"] == round(3 * 181 / 15, 2)


def test_checkout_percentage_dart_by_dart():
    m = play(match(start=121), 81, 0)  # 40 left
    m = play(m, ["S20", "D5", "S2"], 0)  # 40: S20 at D20, 20: D5 at D10, 10: S2 at D5: 3 at a double
    m = play(m, ["D4"])  # 8 left: D4, one dart
    st = stats(m)
    assert st["at_double"] == 4 and st["checkouts"] == 1 and st["checkout_pct"] == 25.0


def test_darts_at_a_double_only_where_one_dart_finishes():
    m = play(match(start=121), ["T20", "S20", "S1"])  # thrown at 121, 61, 41: none a one-dart finish
    assert stats(m)["at_double"] == 0
    m = play(m, 0, ["S1", "S1", "S1"])  # at 40 (D20): yes; at 39: no; at 38 (D19): yes
    assert stats(m)["at_double"] == 2
    m = play(match(start=121), ["T20", "S11", "S1"], 0, ["S1", "S1", "S1"])  # S1 at 50 (DB); then 49, 48, 47
    assert stats(m)["at_double"] == 1


def test_tons_ton_forties_and_180s():
    m = play(match(start=1001), 100, 0, 139, 0, 140, 0, 177, 0, 180, 0, 99)
    st = stats(m)
    assert (st["tons"], st["ton40s"], st["max180s"]) == (2, 2, 1)


def test_highest_finish_and_best_leg_over_legs():
    m = match(start=121, legs=3)
    m = play(m, ["T20", "T7", "D20"])  # leg 1: Ann 121 in 3
    m = play(m, 0, 81, 0, {"total": 40, "checkout": 2})  # leg 2: Ann in 5 darts, finish 40
    st = stats(m)
    assert st["highest_finish"] == 121 and st["best_leg"] == 3 and st["checkouts"] == 2


def test_shared_rates():
    assert three_dart(100, 0) is None and three_dart(121, 4) == 90.75
    assert percent(1, 0) is None and percent(1, 3) == 33.3


def test_the_misses_a_short_visit_is_padded_with_count_at_the_double():
    m = play(match(start=121), ["T20", "S1"], 0, ["S20"])  # 60 -> 40: the two darts not entered missed D20
    assert stats(m)["at_double"] == 2
    assert stats(m) == x01.replay(dict(m, actions=[dict(a) for a in m["actions"]]))["players"][0]["stats"]

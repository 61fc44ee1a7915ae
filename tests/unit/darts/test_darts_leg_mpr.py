"""MPR per leg on the board, per match in the stats panel: a new leg starts its MPR again while the
match's MPR keeps every leg's marks and darts."""

from darts_helpers import game, play
from pavilion import darts

from test_darts_legs import win_leg


def stats(m):
    return [seat["stats"] for seat in darts.replay(m)["seats"]]


def test_the_leg_mpr_counts_only_the_leg_on_the_board():
    m = win_leg(game(legs=2))  # Ann: 9 + 9 + 3 marks in 8 darts (DB, SB); Bob misses twice, one dart each
    ann, bob = stats(m)
    assert ann["leg_mpr"] == ann["mpr"] == round(3 * 21 / 8, 2)
    assert bob["leg_mpr"] == bob["mpr"] == 0.0
    m = darts.apply(m, {"type": "leg"})
    ann, bob = stats(m)
    assert ann["leg_mpr"] is None and bob["leg_mpr"] is None  # nothing thrown in leg 2 yet: an en dash
    assert ann["mpr"] == round(3 * 21 / 8, 2) and bob["mpr"] == 0.0  # the match's figure stands
    m = play(m, ["T20", "M", "M"])  # Bob throws first in leg 2: 3 marks in 3 darts
    ann, bob = stats(m)
    assert bob["leg_mpr"] == 3.0
    assert bob["mpr"] == round(3 * 3 / 5, 2)  # 3 marks over the match's 5 darts (two single misses in leg 1)
    assert ann["leg_mpr"] is None


def test_a_single_leg_game_has_the_same_figure_for_leg_and_match():
    m = play(game(), ["T20", "S20", "M"], ["S19"], ["D18", "M", "M"])
    for st in stats(m):
        assert st["leg_mpr"] == st["mpr"]
    assert stats(m)[0]["leg_mpr"] == round(3 * 6 / 6, 2)

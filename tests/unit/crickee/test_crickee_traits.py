"""Readings "Traits": each of the thirteen, and that traits act only for their player."""

from crickee_helpers import Scripted, bowler, make_innings, with_trait

from pavilion.crickee.over import play_over
from pavilion.crickee.players import TEAMS
from pavilion.crickee.traits import BATTING, BOWLING, TRAITS


def at_over(inn, n):
    """Put `inn` at over `n` (earlier overs as placeholders)."""
    inn.overs = [{"bowler": "someone-else"}] * (n - 1)
    return inn


def mods(ball):
    return [(m["by"], m["value"]) for m in ball["roll"]["modifiers"]]


def test_thirteen_traits_all_in_the_pool():
    assert len(TRAITS) == 13 and len(BATTING) == 5 and len(BOWLING) == 8
    held = {p.trait for t in TEAMS for p in t.players} - {None}
    assert held == set(TRAITS)


def test_mystery_spinner_one_dot_becomes_a_chance_per_over():
    inn = make_innings()
    rec = play_over(inn, bowler("Mystery Spinner", "spin"), False, None,
                    Scripted(dice=[3, 1, 1, 3, 3, 3] + [1]), True)
    assert [b["outcome"] for b in rec["balls"][:3]] == ["single", "chance", "dot"]


def test_aggressive_quick_one_single_becomes_a_chance():
    inn = make_innings()
    rec = play_over(inn, bowler("Aggressive Quick"), False, None,
                    Scripted(dice=[1, 3, 3, 1, 1, 1] + [1]), True)
    assert [b["outcome"] for b in rec["balls"][:3]] == ["dot", "chance", "single"]


def test_economy_master_one_two_becomes_a_dot():
    inn = make_innings()
    rec = play_over(inn, bowler("Economy Master", "spin"), False, None,
                    Scripted(dice=[4, 4, 1, 1, 1, 1]), True)
    assert [b["runs"] for b in rec["balls"][:2]] == [0, 2]


def test_heavy_seamer_boundary_to_single_and_plus_one_on_the_first_roll():
    inn = make_innings()
    rec = play_over(inn, bowler("Heavy Seamer"), False, None,
                    Scripted(dice=[1, 5, 6, 6, 5, 1] + [4, 4]), True)
    balls = rec["balls"]
    assert balls[1]["outcome"] == "single" and balls[4]["outcome"] == "four"
    assert mods(balls[2]) == [("Heavy Seamer", 1)] and balls[2]["wicket"]
    assert mods(balls[3]) == [] and not balls[3]["wicket"]


def test_swing_specialist_plus_one_on_every_roll_in_overs_1_to_6_only():
    inn = at_over(make_innings(), 6)
    rec = play_over(inn, bowler("Swing Specialist"), False, None,
                    Scripted(dice=[6, 6, 1, 1, 1, 1] + [4, 4]), True)
    assert all(b["wicket"] and mods(b) == [("Swing Specialist", 1)] for b in rec["balls"][:2])
    inn = at_over(make_innings(), 7)
    rec = play_over(inn, bowler("Swing Specialist"), False, None,
                    Scripted(dice=[6, 1, 1, 1, 1, 1] + [4]), True)
    assert mods(rec["balls"][0]) == [] and not rec["balls"][0]["wicket"]


def test_death_specialist_in_overs_17_to_20_and_the_super_over():
    inn = at_over(make_innings(), 16)
    rec = play_over(inn, bowler("Death Specialist"), False, None,
                    Scripted(dice=[6, 1, 1, 1, 1, 1] + [4]), True)
    assert mods(rec["balls"][0]) == []
    inn = at_over(make_innings(), 17)
    rec = play_over(inn, bowler("Death Specialist"), False, None,
                    Scripted(dice=[6, 6, 1, 1, 1, 1] + [4, 4]), True)
    assert all(b["wicket"] for b in rec["balls"][:2])
    inn = make_innings(super_over=1)
    rec = play_over(inn, bowler("Death Specialist"), False, None,
                    Scripted(dice=[6, 1, 1, 1, 1, 1] + [4]), True)
    assert rec["balls"][0]["wicket"]


def test_yorker_expert_rerolls_the_first_roll_that_did_not_give_a_wicket():
    inn = make_innings()
    rec = play_over(inn, bowler("Yorker Expert"), False, None,
                    Scripted(dice=[6, 6, 6, 1, 1, 1] + [6, 2, 5, 3]), True)
    first, second, third = rec["balls"][:3]
    assert first["wicket"] and first["roll"]["reroll"] is None
    assert second["wicket"] and second["roll"]["reroll"] == {"die": 5, "total": 5, "wicket": True}
    assert not third["wicket"] and third["roll"]["reroll"] is None  # once per over
    assert "Yorker Expert (Test Bowler): ball 2's wicket-chance die rerolled 2 -> 5 (wicket)" \
        in rec["changes"]


def test_spin_controller_minus_one_on_the_first_roll_of_his_over():
    inn = make_innings()
    rec = play_over(inn, bowler("Spin Controller", "spin"), False, None,
                    Scripted(dice=[6, 6, 1, 1, 1, 1] + [5, 5]),
                    True)
    assert not rec["balls"][0]["wicket"] and mods(rec["balls"][0]) == [("Spin Controller", -1)]
    assert rec["balls"][1]["wicket"]


def test_power_hitter_first_two_he_faces_in_the_innings_becomes_a_four():
    hitter = with_trait("Power Hitter")
    inn = make_innings(first=hitter)
    rec = play_over(inn, bowler(), False, None, Scripted(dice=[4, 4, 1, 1, 1, 1]), True)
    assert [b["runs"] for b in rec["balls"][:2]] == [4, 2]
    inn.change_ends()
    rec = play_over(inn, bowler(), False, None, Scripted(dice=[4, 1, 1, 1, 1, 1]), True)
    assert rec["balls"][0]["runs"] == 2  # once per innings


def test_anchor_cancels_the_first_chance_he_faces_in_each_over():
    anchor = with_trait("Anchor")
    inn = make_innings(first=anchor)
    rec = play_over(inn, bowler(), False, None, Scripted(dice=[6, 6, 1, 1, 1, 1] + [6]), True)
    assert rec["balls"][0]["outcome"] == "dot" and rec["balls"][0]["roll"] is None
    assert rec["balls"][1]["wicket"]


def test_anchor_again_next_over():
    anchor = with_trait("Anchor")
    inn = make_innings(first=anchor)
    play_over(inn, bowler(), False, None, Scripted(dice=[1, 1, 1, 1, 1, 3]), True)
    assert inn.striker == anchor.id
    rec = play_over(inn, bowler(), False, None, Scripted(dice=[6, 1, 1, 1, 1, 1]), True)
    assert rec["balls"][0]["outcome"] == "dot"


def test_finisher_plus_one_on_boundaries_in_overs_17_to_20():
    finisher = with_trait("Finisher")
    inn = at_over(make_innings(first=finisher), 17)
    rec = play_over(inn, bowler(), True, None, Scripted(dice=[5, 5, 1, 3, 1, 1]), True)
    assert [b["runs"] for b in rec["balls"][:4]] == [7, 7, 0, 1]  # sixes when attacking, +1 each
    inn = at_over(make_innings(first=finisher), 16)
    rec = play_over(inn, bowler(), False, None, Scripted(dice=[5, 1, 1, 1, 1, 1]), True)
    assert rec["balls"][0]["runs"] == 4


def test_momentum_after_four_or_more_the_next_ball_earns_one():
    batter = with_trait("Momentum")
    inn = make_innings(first=batter)
    rec = play_over(inn, bowler(), False, None, Scripted(dice=[5, 1, 1, 5, 6, 1] + [1]), True)
    assert [b["runs"] for b in rec["balls"]] == [4, 1, 0, 4, 1, 0]  # a surviving chance too


def test_wrist_technician_plus_one_on_every_ball_against_spin():
    batter = with_trait("Wrist Technician")
    inn = make_innings(first=batter)
    rec = play_over(inn, bowler(bowling="spin"), False, None,
                    Scripted(dice=[1, 5, 6, 1, 1, 1] + [6]), True)
    assert [b["runs"] for b in rec["balls"][:3]] == [1, 5, 0]  # no run on the ball he is out
    inn = make_innings(first=batter)
    rec = play_over(inn, bowler(bowling="pace"), False, None, Scripted(dice=[1] * 6), True)
    assert inn.runs == 0


def test_batting_traits_act_only_on_balls_their_player_faces():
    hitter = with_trait("Power Hitter")
    inn = make_innings(first=hitter)
    inn.change_ends()  # the Power Hitter is at the other end
    rec = play_over(inn, bowler(), False, None, Scripted(dice=[4, 1, 1, 1, 1, 1]), True)
    assert rec["balls"][0]["runs"] == 2


def test_bowling_traits_act_only_while_their_player_bowls():
    spinner = with_trait("Mystery Spinner")
    inn = make_innings(first=spinner)  # he bats: his trait does nothing
    rec = play_over(inn, bowler(), False, None, Scripted(dice=[1] * 6), True)
    assert rec["changes"] == [] and [b["outcome"] for b in rec["balls"]] == ["dot"] * 6


def test_traits_off_do_nothing():
    inn = make_innings()
    rec = play_over(inn, bowler("Mystery Spinner", "spin"), False, None,
                    Scripted(dice=[1] * 6), False)
    assert rec["changes"] == [] and inn.runs == 0

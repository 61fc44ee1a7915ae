"""Readings "Order of events in every over", "Wicket chances" and "The over" 4 (strike)."""

import pytest
from crickee_helpers import Scripted, bowler, make_innings, plain

from pavilion.crickee.cards import BY_NAME
from pavilion.crickee.over import play_over
from pavilion.crickee.players import PLAYER_BY_ID
from pavilion.crickee.readings import GRADED, LITERAL, VERSION_1


def test_worked_example_eleven_runs_and_one_line():
    """The seed: 1,4,0,2,0,chance + Free Hit = 11 runs, no chance rolled, one line."""
    inn = make_innings()
    stream = Scripted(dice=[3, 5, 1, 4, 1, 6])  # the six dice; no coin, no chance roll after
    rec = play_over(inn, bowler(), False, BY_NAME["Free Hit"], stream, True)
    assert stream.spent()
    assert rec["runs"] == 11 and inn.runs == 11 and rec["wickets"] == 0
    assert rec["changes"] == ["Ball 6: wicket chance -> four"]
    assert all(b["roll"] is None for b in rec["balls"])
    assert [b["runs"] for b in rec["balls"]] == [1, 4, 0, 2, 0, 4]


def test_strike_changes_on_a_single_and_at_the_end_of_the_over():
    inn = make_innings()
    a, b = inn.order[0], inn.order[1]
    rec = play_over(inn, bowler(), False, None, Scripted(dice=[3, 1, 4, 5, 3, 1]), False)
    assert [x["batter"] for x in rec["balls"]] == [a, b, b, b, b, a]
    assert (inn.striker, inn.non_striker) == (b, a)  # ends changed after the over


def test_an_added_single_changes_strike_and_bonus_runs_never_do():
    inn = make_innings()
    a, b = inn.order[0], inn.order[1]
    rec = play_over(inn, bowler(), False, BY_NAME["Wide Down Leg"],
                    Scripted(dice=[1, 1, 1, 1, 1, 1]), False)
    assert rec["balls"][6]["batter"] == a and rec["runs"] == 2 and rec["bonus"] == 1
    assert inn.striker == a  # crossed on the added single, then changed ends
    inn = make_innings()
    play_over(inn, bowler(), False, BY_NAME["Overthrow"], Scripted(dice=[1] * 6), False)
    assert inn.striker == b and inn.runs == 2  # only the end-of-over change


def test_wicket_chance_roll_five_or_more_is_a_wicket_credited_to_the_bowler():
    inn = make_innings()
    rec = play_over(inn, bowler(), False, None, Scripted(dice=[6, 6, 1, 1, 1, 1] + [5, 4]), False)
    assert rec["balls"][0]["wicket"] and not rec["balls"][1]["wicket"]
    assert rec["balls"][1]["runs"] == 0 and rec["balls"][1]["outcome"] == "chance"
    assert inn.wickets == 1 and rec["balls"][0]["roll"]["total"] == 5


def test_attack_adds_two_to_every_chance_roll_and_face_5_is_a_six():
    inn = make_innings()
    rec = play_over(inn, bowler(), True, None, Scripted(dice=[6, 6, 1, 1, 1, 5] + [3, 2]), False)
    assert rec["balls"][0]["wicket"] and not rec["balls"][1]["wicket"]  # 3+2 out, 2+2 safe
    assert rec["balls"][0]["roll"]["modifiers"] == [{"by": "attack", "value": 2}]
    assert rec["balls"][5]["outcome"] == "six" and rec["balls"][5]["runs"] == 6


def test_version_1_attack_added_one_and_made_face_4_a_four():
    inn = make_innings()
    rec = play_over(inn, bowler(), True, None, Scripted(dice=[6, 6, 1, 1, 5, 4] + [4, 3]), False,
                    VERSION_1)
    assert rec["balls"][0]["wicket"] and not rec["balls"][1]["wicket"]
    assert rec["balls"][0]["roll"]["modifiers"] == [{"by": "attack", "value": 1}]
    assert [b["outcome"] for b in rec["balls"][4:]] == ["four", "four"]


@pytest.mark.parametrize("grade, die, reading, value, wicket", [
    ("top", 5, GRADED, -1, False),  # 5 - 1 = 4: safe, where the seed's dice give him out
    ("tail", 3, GRADED, 2, True),  # 3 + 2 = 5: out
    ("top", 5, LITERAL, 0, True),
    ("tail", 3, LITERAL, 0, False),
])
def test_batting_grades_move_the_chance_roll_only_in_the_graded_game(grade, die, reading, value, wicket):
    batter = next(p for p in PLAYER_BY_ID.values() if p.grade == grade and p.trait is None)
    inn = make_innings(first=batter)  # opening: no tail-ender digging in
    rec = play_over(inn, bowler(), False, None, Scripted(dice=[6, 1, 1, 1, 1, 1, die]), False, reading)
    roll = rec["balls"][0]["roll"]
    assert [m["value"] for m in roll["modifiers"]] == ([value] if value else [])
    assert roll["wicket"] is wicket


def test_modifiers_are_not_clamped():
    """Card +1 and attack +2 on a 6 total 9: still just a wicket; -1 on a 1 is 0: a dot."""
    inn = make_innings()
    rec = play_over(inn, bowler(), True, BY_NAME["Confident Appeal"],
                    Scripted(dice=[6, 1, 1, 1, 1, 1] + [6]), False)
    assert rec["balls"][0]["roll"]["total"] == 9
    inn = make_innings()
    rec = play_over(inn, bowler(), False, BY_NAME["Umpire Says No"],
                    Scripted(dice=[6, 1, 1, 1, 1, 1] + [1]), False)
    assert rec["balls"][0]["roll"]["total"] == 0 and not rec["balls"][0]["wicket"]


def test_tail_enders_dig_in_on_their_first_chance_each_over():
    inn = make_innings()
    tail = inn.order[7]  # number 8
    inn.striker = tail
    rec = play_over(inn, bowler(), False, None, Scripted(dice=[6, 6, 1, 1, 1, 1] + [5, 5]), False)
    first, second = rec["balls"][0], rec["balls"][1]
    assert first["batter"] == tail and not first["wicket"] and first["roll"]["total"] == 4
    assert {"by": "tail-ender digs in", "value": -1} in first["roll"]["modifiers"]
    assert second["batter"] == tail and second["wicket"]  # only the first roll in the over
    inn = make_innings()
    inn.striker = inn.order[6]  # number 7 is not a tail-ender
    rec = play_over(inn, bowler(), False, None, Scripted(dice=[6, 1, 1, 1, 1, 1] + [5]), False)
    assert rec["balls"][0]["wicket"]


def test_bowler_conversion_acts_before_the_card():
    """Mystery Spinner makes ball 1 a chance; then Free Hit turns that chance into a four."""
    inn = make_innings()
    rec = play_over(inn, bowler("Mystery Spinner", "spin"), False, BY_NAME["Free Hit"],
                    Scripted(dice=[1, 3, 3, 3, 3, 3]), True)
    assert rec["changes"] == ["Mystery Spinner (Test Bowler): ball 1 dot -> wicket chance",
                              "Ball 1: wicket chance -> four"]
    assert rec["balls"][0]["runs"] == 4


def test_stop_at_the_tenth_wicket():
    inn = make_innings()
    inn.wickets, inn.next_in = 9, 10
    rec = play_over(inn, bowler(), False, BY_NAME["Tight Single"],
                    Scripted(dice=[3, 6, 5, 5, 5, 5] + [6]), False)
    assert [b["settled"] for b in rec["balls"]] == [True, True] + [False] * 4
    assert inn.wickets == 10 and inn.done
    assert rec["bonus"] == 1 and inn.runs == 2  # the bonus runs still count
    assert rec["run_outs"] == [] and rec["changes"][-1] == "No run-out roll: the innings is over"


def test_stop_as_soon_as_a_chase_is_won():
    inn = make_innings(target=5)
    rec = play_over(inn, bowler(), False, BY_NAME["Direct Hit"],
                    Scripted(dice=[5, 3, 5, 5, 5, 5]), False)
    assert [b["settled"] for b in rec["balls"]] == [True, True] + [False] * 4
    assert inn.runs == 5 and inn.chase_won and rec["run_outs"] == []


def test_bonus_runs_can_win_a_chase_and_then_no_run_out_is_rolled():
    inn = make_innings(target=3)
    rec = play_over(inn, bowler(), False, BY_NAME["Tight Single"],
                    Scripted(dice=[3, 3, 1, 1, 1, 1]), False)
    assert inn.runs == 3 and inn.chase_won and rec["run_outs"] == []


def test_run_out_dismisses_the_batter_who_faced_the_last_settled_ball():
    inn = make_innings()
    a = inn.order[0]
    rec = play_over(inn, bowler(), False, BY_NAME["Tight Single"],
                    Scripted(dice=[1, 1, 1, 1, 1, 3] + [1]), False)
    # b faces nothing; a hits a single off the last ball, then the run-out roll of 1
    assert rec["run_outs"] == [{"batter": a, "chance": [1, 6], "roll": 1, "out": True,
                                "how": {"kind": "run out", "fielder": None},
                                "score": 2, "wickets_down": 1}]
    assert inn.wickets == 1 and a not in (inn.striker, inn.non_striker)
    assert rec["wickets"] == 1 and all(not x["wicket"] for x in rec["balls"])  # not the bowler's
    inn = make_innings()
    rec = play_over(inn, bowler(), False, BY_NAME["Direct Hit"],
                    Scripted(dice=[1] * 6 + [2]), False)
    assert rec["run_outs"][0]["out"] is False and inn.wickets == 0


def test_run_out_after_a_wicket_on_the_last_ball_takes_the_new_batter():
    inn = make_innings()
    rec = play_over(inn, bowler(), False, BY_NAME["Direct Hit"],
                    Scripted(dice=[1, 1, 1, 1, 1, 6] + [6, 1]), False)
    assert rec["balls"][5]["wicket"] and rec["run_outs"][0]["batter"] == inn.order[2]
    assert inn.wickets == 2


def test_riders_roll_after_the_bonus_runs():
    inn = make_innings()
    rec = play_over(inn, bowler(), False, BY_NAME["Tight Single"],
                    Scripted(dice=[1] * 6 + [1]), False)
    assert rec["run_outs"][0]["score"] == 1  # the +1 was already on the board
    assert rec["changes"] == ["+1 bonus run", "Run-out roll (1 in 6): 1, "
                              f"{plain()[0].name} run out"]


def test_over_record_keeps_the_dice_as_rolled():
    inn = make_innings()
    rec = play_over(inn, bowler(), False, BY_NAME["Thick Edge"],
                    Scripted(dice=[2, 1, 1, 1, 1, 1], coins=[False]), False)
    assert rec["rolled"][0] == {"face": 2, "coin": "tails", "outcome": "dot"}
    assert rec["balls"][0]["outcome"] == "four" and rec["card"] == "Thick Edge"


def test_super_over_is_over_twenty_and_two_wickets_end_it():
    inn = make_innings(super_over=1)
    assert inn.over_no == 20
    play_over(inn, bowler(), False, None, Scripted(dice=[6, 6, 5, 5, 5, 5] + [6, 6]), False)
    assert inn.wickets == 2 and inn.done and inn.runs == 0



def test_added_balls_are_deliveries():
    inn = make_innings()
    rec = play_over(inn, bowler(), False, BY_NAME["Swing and a Miss"],
                    Scripted(dice=[1] * 6), False)
    assert len(rec["balls"]) == 7 and rec["balls"][6]["added"] and rec["balls"][6]["settled"]
    assert inn.balls == 7
    inn = make_innings()
    play_over(inn, bowler(), False, BY_NAME["Beach Ball Delay"], Scripted(dice=[1] * 6), False)
    assert inn.balls == 5

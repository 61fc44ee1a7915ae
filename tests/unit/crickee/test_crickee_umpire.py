"""Readings "The deck": how a card changes a rolled over, part by part."""

from crickee_helpers import Scripted

from pavilion.crickee.ball import Ball
from pavilion.crickee.cards import BY_NAME
from pavilion.crickee.readings import GRADED
from pavilion.crickee.umpire import apply_card

FACE = {"dot": 1, "single": 3, "two": 4, "four": 5, "six": None, "chance": 6}


def over(*outcomes):
    return [Ball(FACE[o], None, o) for o in outcomes]


def play(name, balls, stream=None, attack=False):
    changes = []
    result = apply_card(BY_NAME[name], balls, stream, GRADED.attack_faces if attack else {}, changes)
    return [b.outcome for b in balls], changes, result


def test_worked_example_free_hit():
    """1,4,0,2,0,chance + Free Hit: the chance becomes a four, one line."""
    outcomes, changes, result = play("Free Hit", over("single", "four", "dot", "two", "dot",
                                                      "chance"))
    assert outcomes == ["single", "four", "dot", "two", "dot", "four"]
    assert changes == ["Ball 6: wicket chance -> four"]
    assert result.bonus == 0 and result.run_outs == []


def test_one_x_becomes_y_takes_the_earliest_eligible_ball():
    outcomes, changes, _ = play("Thick Edge", over("single", "dot", "dot", "four", "dot", "two"))
    assert outcomes == ["single", "four", "dot", "four", "dot", "two"]
    assert changes == ["Ball 2: dot -> four"]


def test_a_boundary_is_a_four_or_a_six():
    outcomes, _, _ = play("Cramped for Room", over("dot", "six", "four", "dot", "dot", "dot"))
    assert outcomes[:3] == ["dot", "single", "four"]


def test_an_unsettled_wicket_chance_is_not_a_dot():
    outcomes, changes, _ = play("Thick Edge", over("chance", "single", "two", "four", "chance",
                                                   "single"))
    assert outcomes == ["chance", "single", "two", "four", "chance", "single"]
    assert changes == ["No effect: no dot to change"]


def test_a_card_that_cannot_apply_does_nothing_and_says_why():
    balls = over("dot", "dot", "dot", "dot", "dot", "dot")
    outcomes, changes, result = play("Slower Ball", balls)
    assert outcomes == ["dot"] * 6 and changes == ["No effect: no four to change"]
    _, changes, _ = play("Dropped Catch", over("dot", "dot", "dot", "dot", "dot", "dot"))
    assert changes == ["No effect: no wicket chance to change"]
    _, changes, _ = play("Confident Appeal", over("dot", "dot", "dot", "dot", "dot", "dot"))
    assert changes == ["No effect: no wicket chance to roll"]


def test_parts_apply_in_order_and_a_changed_ball_is_not_eligible_again():
    """Aggressive Field: the single turned to a dot is not then turned into a chance."""
    outcomes, changes, _ = play("Aggressive Field", over("single", "two", "dot", "four", "dot",
                                                         "dot"))
    assert outcomes == ["dot", "two", "chance", "four", "dot", "dot"]
    assert changes == ["Ball 1: single -> dot", "Ball 3: dot -> wicket chance"]
    outcomes, changes, _ = play("Aggressive Field", over("single", "two", "four", "four", "four",
                                                         "four"))
    assert outcomes[0] == "dot" and changes[1] == "No dot to change"


def test_a_part_that_cannot_apply_is_no_effect_only_when_nothing_on_the_card_applied():
    """Bring the Field Up with no dot but a six: the six became two, so the card had an effect;
    the half that found nothing says only that, never 'No effect'."""
    outcomes, changes, _ = play("Bring the Field Up", over("single", "two", "six", "four", "single",
                                                           "chance"))
    assert outcomes[2] == "two" and changes == ["No dot to change", "Ball 3: six -> two"]
    _, changes, _ = play("Bring the Field Up", over("single", "two", "two", "chance", "single",
                                                    "chance"))
    assert changes == ["No effect: no dot to change", "No effect: no boundary to change"]


def test_bring_the_field_up_both_parts():
    outcomes, _, _ = play("Bring the Field Up", over("four", "dot", "six", "two", "dot", "dot"))
    assert outcomes == ["two", "single", "six", "two", "dot", "dot"]


def test_bonus_runs():
    _, changes, result = play("Overthrow", over("dot", "dot", "dot", "dot", "dot", "dot"))
    assert result.bonus == 2 and changes == ["+2 bonus runs"]
    _, changes, result = play("Milk the Overs", over("dot", "dot", "dot", "dot", "dot", "dot"))
    assert result.bonus == 1 and changes == ["Ball 1: dot -> single", "+1 bonus run"]


def test_added_balls_go_at_the_end():
    balls = over("dot", "dot", "dot", "dot", "dot", "chance")
    outcomes, changes, _ = play("Swing and a Miss", balls)
    assert outcomes == ["dot"] * 5 + ["chance", "dot"] and balls[-1].added
    assert changes == ["Ball 7 added: dot"]
    outcomes, _, _ = play("Bowler on a Roll", over("dot", "dot", "dot", "dot", "dot", "dot"))
    assert outcomes[-1] == "chance" and len(outcomes) == 7


def test_wide_down_leg_is_a_bonus_and_an_added_single():
    balls = over("dot", "dot", "dot", "dot", "dot", "dot")
    outcomes, changes, result = play("Wide Down Leg", balls)
    assert result.bonus == 1 and outcomes[-1] == "single" and len(outcomes) == 7
    assert changes == ["+1 bonus run", "Ball 7 added: single"]


def test_bowler_oversteps_adds_no_delivery():
    outcomes, changes, result = play("Bowler Oversteps", over("dot", "chance", "dot", "dot",
                                                              "dot", "dot"))
    assert len(outcomes) == 6 and outcomes[1] == "four" and result.bonus == 1
    assert changes == ["+1 bonus run", "Ball 2: wicket chance -> four"]


def test_loses_its_last_ball_removes_whatever_is_last():
    outcomes, changes, _ = play("Rain Delay", over("dot", "dot", "dot", "dot", "dot", "six"))
    assert outcomes == ["dot"] * 5 and changes == ["Ball 6 removed: six"]


def test_storm_rolling_in_bonus_first_then_the_last_ball_goes():
    _, changes, result = play("Storm Rolling In", over("dot", "dot", "dot", "dot", "dot", "four"))
    assert changes == ["+2 bonus runs", "Ball 6 removed: four"] and result.bonus == 2


def test_cancel_makes_the_earliest_chance_a_dot():
    outcomes, changes, _ = play("Dropped Catch", over("dot", "chance", "dot", "chance", "dot",
                                                      "dot"))
    assert outcomes == ["dot", "dot", "dot", "chance", "dot", "dot"]
    assert changes == ["Ball 2: wicket chance -> dot (cancelled)"]


def test_roll_modifier_attaches_to_the_earliest_chance():
    balls = over("dot", "chance", "dot", "chance", "dot", "dot")
    _, changes, _ = play("Umpire Says No", balls)
    assert balls[1].mods == [(-1, "Umpire Says No")] and balls[3].mods == []
    assert changes == ["Ball 2: -1 to the wicket-chance roll"]


def test_fifty_fifty_flips_first_and_applies_only_its_branch():
    balls = over("single", "dot", "dot", "dot", "dot", "dot")
    outcomes, changes, result = play("Played On?", balls, Scripted(coins=[True]))
    assert outcomes[1] == "chance" and result.bonus == 0
    assert changes == ["50-50: heads, one dot becomes a wicket chance",
                       "Ball 2: dot -> wicket chance"]
    outcomes, changes, result = play("Played On?", over("dot", "dot", "dot", "dot", "dot", "dot"),
                                     Scripted(coins=[False]))
    assert outcomes == ["dot"] * 6 and result.bonus == 1
    assert changes == ["50-50: tails, +1 run", "+1 bonus run"]


def test_fifty_fifty_has_no_fallback():
    """Heads cancels a chance; with none there, nothing happens (no +1 instead)."""
    _, changes, result = play("Captain's Call", over("dot", "dot", "dot", "dot", "dot", "dot"),
                              Scripted(coins=[True]))
    assert result.bonus == 0 and changes[-1] == "No effect: no wicket chance to change"


def test_third_umpire_review_tails_adds_a_new_chance():
    outcomes, _, _ = play("Third Umpire Review", over("dot", "dot", "dot", "dot", "dot", "dot"),
                          Scripted(coins=[False]))
    assert outcomes[-1] == "chance" and len(outcomes) == 7


def test_reroll_gives_a_uniformly_chosen_ball_a_fresh_face():
    stream = Scripted(picks=[2], dice=[4])
    balls = over("dot", "dot", "dot", "dot", "dot", "dot")
    outcomes, changes, _ = play("Scrambled Seam", balls, stream)
    assert outcomes[2] == "two" and balls[2].face == 4
    assert changes == ["Ball 3 rerolled: 1 -> 4 (dot -> two)"]
    stream = Scripted(picks=[0], dice=[5])  # the attack map applies
    outcomes, _, _ = play("Scrambled Seam", over("dot", "dot", "dot", "dot", "dot", "dot"),
                          stream, attack=True)
    assert outcomes[0] == "six"
    stream = Scripted(picks=[5], dice=[2], coins=[True])  # and face 2's coin
    outcomes, changes, _ = play("Big Screen Replay", over("dot", "dot", "dot", "dot", "dot",
                                                          "dot"), stream)
    assert outcomes[5] == "single"
    assert changes == ["Ball 6 rerolled: 1 -> 2 (heads) (dot -> single)"]
    assert stream.spent()


def test_super_sub_spell_rerolls_then_adds_a_dot():
    outcomes, _, _ = play("Super Sub Spell", over("four", "four", "four", "four", "four", "four"),
                          Scripted(picks=[0], dice=[1]))
    assert outcomes == ["dot"] + ["four"] * 5 + ["dot"]


def test_run_out_riders():
    """A rider rolls only if its conversion applied; Tight Single and Direct Hit always roll."""
    _, changes, result = play("Reverse Sweep", over("dot", "dot", "dot", "dot", "dot", "dot"))
    assert result.run_outs == []
    assert changes[-1] == "No run-out roll: the conversion it rides on did not apply"
    _, _, result = play("Reverse Sweep", over("single", "dot", "dot", "dot", "dot", "dot"))
    assert result.run_outs == [(1, 6)]
    _, _, result = play("Tight Single", over("dot", "dot", "dot", "dot", "dot", "dot"))
    assert result.run_outs == [(1, 6)] and result.bonus == 1
    _, _, result = play("Direct Hit", over("dot", "dot", "dot", "dot", "dot", "dot"))
    assert result.run_outs == [(1, 2)]


def test_strategic_timeout_and_rotate_strike_change_nothing():
    for name in ("Strategic Timeout", "Rotate Strike"):
        balls = over("single", "dot", "dot", "dot", "dot", "dot")
        outcomes, changes, result = play(name, balls)
        assert outcomes == ["single"] + ["dot"] * 5 and result.bonus == 0
        assert len(changes) == 1 and changes[0].startswith("No effect: ")

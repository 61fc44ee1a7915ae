"""What the count means, the innings and the match formats (rules/card-cricket.md, second and third
parts), on matches whose packs are stacked turn by turn."""

import pytest

from pavilion.core import RuleError
from pavilion.cards import droid
from pavilion.cards.match import DECLARE, ELECT, FOLLOW, TOSS
from pavilion.cards.nations import ATTACK, NATIONS
from pavilion.cards.options import DAY_TURNS
from pavilion.cards.scoring import OURS, count_for_runs, count_for_wickets, describe, runs_for, wickets_for

from cards_kit import DEAD, FULL, check_turn_events, drive, first_cover, state_with, wickets_and_dead_bat


# ----- the count -----
def test_batting_count_is_one_run_a_card_or_count_less_9_in_the_short_format():
    assert [runs_for(n, "count") for n in (9, 10, 33)] == [9, 10, 33]
    assert [runs_for(n, "short") for n in (5, 9, 10, 33)] == [0, 0, 1, 24]
    assert count_for_runs(5, "count") == 5 and count_for_runs(5, "short") == 14


def test_bowling_count_of_21_takes_a_wicket_or_one_per_full_21():
    assert [wickets_for(n, "one") for n in (9, 20, 21, 45, 70)] == [0, 0, 1, 1, 1]
    assert [wickets_for(n, "each") for n in (9, 20, 21, 41, 42, 63)] == [0, 0, 1, 1, 2, 3]
    assert count_for_wickets(1, "one") == 21 and count_for_wickets(2, "one") is None
    assert count_for_wickets(3, "each") == 63


def test_the_table_says_the_scoring_is_pavilions_reading_with_the_options_chosen():
    assert "21 cards or more" in describe("count", "one") and "rules" not in describe("count", "one")
    assert OURS.startswith("The original rules stop before")
    assert "after the ninth" in describe("short", "each") and "every full 21" in describe("short", "each")
    assert state_with(runs="short").view()["scoring"] == describe("short", "one")


def started(plan=None, **options):
    """A Droid-vs-Droid match past the toss; the Droid calls heads and bats if it wins."""
    state = state_with(plan, droid_vs_droid=True, **options)
    state.act({"type": "toss", "call": "heads"})
    state.act({"type": "elect", "choice": "bat"})
    return state


def test_each_innings_the_bowling_side_plays_first_then_the_turns_alternate():
    state = drive(started())
    for inn in state.innings:
        roles = [t["role"] for t in inn.turns]
        assert roles[0] == "bowling"
        assert all(a != b for a, b in zip(roles, roles[1:]))


def test_a_batting_turn_scores_its_count_for_the_batsman_at_the_crease():
    state = drive(started(lambda inn, role: [DEAD]), stop=lambda s: s.turns_played >= 2)
    inn = state.innings[0]
    assert [(t["role"], t["count"], t["runs"]) for t in inn.turns] == [("bowling", 9, 0), ("batting", 9, 9)]
    assert inn.runs == 9 and inn.batting_card()[0]["runs"] == 9 and inn.wickets == 0


def test_the_short_format_scores_count_less_9():
    state = drive(started(lambda inn, role: [DEAD], runs="short"), stop=lambda s: s.turns_played >= 2)
    assert state.innings[0].turns[1]["runs"] == 0 and state.innings[0].runs == 0


def test_who_is_out_the_batsman_at_the_crease_with_the_runs_since_he_came_in():
    plan = lambda inn, role: [FULL] if role == "bowling" and len(inn.turns) == 2 else [DEAD]
    state = drive(started(plan), stop=lambda s: s.turns_played >= 4)
    inn = state.innings[0]
    card = inn.batting_card()
    bowlers = [NATIONS[state.nations[inn.bowling]][1][i] for i in ATTACK]
    assert card[0] == {"name": inn.players[0], "runs": 9, "turns": 1, "cards": 9, "status": "out",
                       "how": f"b {bowlers[1]}", "unfaced": None}
    assert inn.fall == [{"wicket": 1, "runs": 9, "batsman": inn.players[0], "turn": 3, "bowler": bowlers[1]}]
    assert "partnerships" not in inn.view(), "one batsman bats at a time: a partnership is only his score"
    assert card[1]["runs"] == 9 and card[1]["status"] == "not out"
    assert inn.turns[2]["out"] == [inn.players[0]] and inn.turns[2]["wickets"] == 1
    assert inn.runs == 18 and inn.wickets == 1


def test_one_wicket_per_full_21_can_take_two_in_a_turn_and_the_new_man_goes_for_nought():
    state = drive(started(lambda inn, role: [FULL] if role == "bowling" else [DEAD], wickets="each"),
                  stop=lambda s: s.turns_played >= 1, cover=first_cover)
    first = state.innings[0].turns[0]
    assert first["count"] >= 52 and first["wickets"] == first["count"] // 21 >= 2
    card = state.innings[0].batting_card()
    assert [c["runs"] for c in card[:first["wickets"]]] == [0] * first["wickets"]
    # None of them had a turn at the grid (the bowling side plays first): each says why he is out.
    bowler = first["bowler"].split()[-1]
    assert [c["unfaced"] for c in card[:first["wickets"]]] == [
        f"out before facing: {bowler}'s turn reached {21 * (k + 1)} cards" for k in range(first["wickets"])]
    assert card[first["wickets"]]["unfaced"] is None, "the man at the crease is not out"


def test_the_innings_ends_at_the_10th_wicket_and_number_11_does_not_bat():
    state = drive(started(wickets_and_dead_bat), stop=lambda s: len(s.innings) > 1, cover=first_cover)
    inn = state.innings[0]
    assert inn.closed == "all out" and inn.wickets == 10 and len(inn.turns) == 19 and inn.runs == 81
    assert inn.turns[-1]["count"] == 21, "the last wicket ends the innings on the card that takes it"
    card = inn.batting_card()
    assert [c["status"] for c in card] == ["out"] * 10 + ["did not bat"]


def test_with_all_11_batting_the_innings_ends_at_the_11th_wicket():
    state = drive(started(wickets_and_dead_bat, all_bat=True), stop=lambda s: len(s.innings) > 1, cover=first_cover)
    inn = state.innings[0]
    assert inn.closed == "all out" and inn.wickets == 11 and len(inn.turns) == 21 and inn.runs == 90
    assert [c["status"] for c in inn.batting_card()] == ["out"] * 11


def chase_plan(inn, role):
    """Innings 1: all out for 81. Innings 2: no wickets, 9 a turn until 36, then the FULL pack."""
    if inn.number == 1:
        return wickets_and_dead_bat(inn, role)
    return [FULL] if role == "batting" and inn.runs >= 36 else [DEAD]


def test_a_chase_ends_the_moment_the_target_is_passed_in_the_middle_of_a_turn_and_a_cover():
    state = drive(started(chase_plan), cover=first_cover)
    chase = state.innings[1]
    assert chase.target == 82 and chase.runs == 82 and chase.closed == "won"
    last = chase.turns[-1]
    assert last["role"] == "batting" and last["count"] == 46 and last["runs"] == 46 and last["ended"] == "stopped"
    view = state.view()["turn"]
    assert view["events"][-2] == {"type": "cover", "kind": "pair", "cells": [1, 2], "cards": ["5S", "6S"], "chosen": False}
    assert view["events"][-1] == {"type": "deal", "cell": 1, "card": "5H", "count": 46}, "stopped mid-cover"
    assert view["sets"], "sets were still showing: the turn would have gone on"
    assert state.result == {"winner": chase.batting, "how": "wickets", "margin": 10,
                            "text": f"{NATIONS[state.nations[chase.batting]][0]} won by 10 wickets"}
    check_turn_events(view)


def test_a_club_chase_all_out_level_is_a_tie():
    state = drive(started(wickets_and_dead_bat), cover=first_cover)
    assert [i.runs for i in state.innings] == [81, 81]
    assert state.result == {"winner": None, "how": "tie", "margin": None, "text": "Match tied"}


def test_a_club_chase_all_out_short_loses_by_the_runs_between():
    state = drive(started(lambda inn, role: [FULL] if inn.number == 1 and role == "batting" and not inn.runs
                          else wickets_and_dead_bat(inn, role)), cover=first_cover)
    first, second = state.innings
    assert first.runs > 81 and second.runs == 81
    margin = first.runs - second.runs
    assert state.result["winner"] == first.batting and state.result["how"] == "runs"
    assert state.result["margin"] == margin and state.result["text"].endswith(f"won by {margin} runs")


# ----- decisions -----
def human(plan=None, **options):
    """A match against the Droid in which you won the toss (the coin is the seed's)."""
    for call in ("heads", "tails"):
        state = state_with(plan, **options)
        assert state.pending == TOSS and state.to_act == "you"
        state.act({"type": "toss", "call": call})
        if state.toss["winner"] == "you":
            assert state.pending == ELECT and state.to_act == "you"
            return state
    raise AssertionError("one of the two calls wins")


def test_the_toss_is_the_seeds_coin_and_its_winner_chooses_to_bat_or_field():
    state = human()
    state.act({"type": "elect", "choice": "field"})
    assert state.innings[0].batting == "droid" and state.toss["choice"] == "field"
    lost = state_with()
    lost.act({"type": "toss", "call": "tails" if state.toss["call"] == "heads" else "heads"})
    assert lost.toss["winner"] == "droid" and lost.to_act == "droid"
    assert droid.decide(lost) == {"type": "elect", "choice": "bat"}


def test_a_declaration_is_offered_only_after_the_batting_sides_own_turn_and_closes_the_innings():
    state = human(lambda inn, role: [DEAD], format="test", days=5, declarations="timed")
    state.act({"type": "elect", "choice": "bat"})
    assert state.pending == DECLARE and state.to_act == "you"
    assert [t["role"] for t in state.innings[0].turns] == ["bowling", "batting"]
    assert state.legal() == [{"type": "bat-on"}, {"type": "declare"}]
    state.act({"type": "bat-on"})
    assert state.pending == DECLARE and len(state.innings[0].turns) == 4
    state.act({"type": "declare"})
    first = state.innings[0]
    assert first.closed == "declared" and first.runs == 18 and first.wickets == 0
    assert state.innings[1].batting == "droid" and state.innings[1].target is None
    assert [c["status"] for c in first.batting_card()][:2] == ["not out", "did not bat"]


@pytest.mark.parametrize("options", [{}, {"format": "test"}])
def test_without_a_time_limit_no_declaration_is_offered_it_could_only_cost_runs(options):
    state = human(wickets_and_dead_bat, declarations="timed", **options)
    state.act({"type": "elect", "choice": "bat"})
    drive(state, stop=lambda s: s.pending == DECLARE or len(s.innings) > 1, cover=first_cover)
    assert state.pending != DECLARE and state.innings[0].closed == "all out" and len(state.innings[0].turns) == 19


def test_no_declaration_in_the_chase_even_under_version_1s_rule_of_one_after_every_batting_turn():
    """Stopping at a declaration prompt in the second innings never happens: the match runs out."""
    offered = drive(started(chase_plan), stop=lambda s: s.pending == DECLARE, cover=first_cover)
    assert len(offered.innings) == 1, "version 1 offered one in the first innings"
    state = drive(started(chase_plan), cover=first_cover,
                  stop=lambda s: len(s.innings) == 2 and s.pending == DECLARE)
    assert state.result is not None and state.innings[1].closed == "won"


def test_a_decision_that_is_not_the_one_waiting_is_refused_and_changes_nothing():
    state = human(lambda inn, role: [DEAD])
    for action in ({"type": "declare"}, {"type": "toss", "call": "heads"}, {"type": "cover", "cells": [1, 2]}):
        with pytest.raises(RuleError) as err:
            state.act(action)
        assert err.value.code == "not-now"
    assert state.pending == ELECT and state.innings == []


def follow_on_plan(inn, role):
    """Innings 1: runs galore, 10 wickets; innings 2 and 3: 9 a turn, a wicket a bowling turn."""
    if inn.number == 1:
        return [FULL]
    return wickets_and_dead_bat(inn, role)


def test_a_test_is_played_a_b_a_b_and_level_totals_with_the_last_side_all_out_tie():
    state = drive(started(wickets_and_dead_bat, format="test"), cover=first_cover)
    a, b = state.innings[0].batting, state.innings[1].batting
    assert [i.batting for i in state.innings] == [a, b, a, b] and a != b
    assert [i.runs for i in state.innings] == [81, 81, 81, 81] and state.innings[3].target == 82
    assert state.result["how"] == "tie"


def test_the_follow_on_is_the_leading_sides_choice_at_200_behind_and_enforcing_it_bats_them_again():
    state = human(follow_on_plan, format="test")
    state.act({"type": "elect", "choice": "bat"})
    drive(state, stop=lambda s: s.pending == FOLLOW, cover=first_cover,
          you=lambda s: {"type": "bat-on"})
    a, b = state.innings
    assert a.runs - b.runs >= 200 and state.to_act == "you"
    assert state.legal() == [{"type": "follow-on", "enforce": True}, {"type": "follow-on", "enforce": False}]
    state.act({"type": "follow-on", "enforce": True})
    assert state.innings[2].batting == "droid" and state.innings[2].follow_on
    drive(state, cover=first_cover, you=lambda s: {"type": "bat-on"})
    assert len(state.innings) == 3
    margin = a.runs - b.runs - state.innings[2].runs
    assert state.result == {"winner": "you", "how": "innings", "margin": margin,
                            "text": f"England won by an innings and {margin} runs"}


def test_a_follow_on_not_enforced_leaves_the_order_a_b_a_b():
    state = human(follow_on_plan, format="test")
    state.act({"type": "elect", "choice": "bat"})
    drive(state, stop=lambda s: s.pending == FOLLOW, cover=first_cover, you=lambda s: {"type": "bat-on"})
    state.act({"type": "follow-on", "enforce": False})
    assert state.innings[2].batting == "you" and not state.innings[2].follow_on


def test_the_droid_enforces_the_follow_on():
    state = drive(started(follow_on_plan, format="test"), stop=lambda s: s.pending == FOLLOW, cover=first_cover)
    assert state.to_act == state.innings[0].batting and droid.decide(state) == {"type": "follow-on", "enforce": True}


@pytest.mark.parametrize("behind, offered", [(199, False), (200, True)])
def test_the_follow_on_threshold_is_200_behind_on_first_innings(behind, offered):
    """The position is set by hand: at 9 down in the second innings, the first innings is made
    `behind` runs more; the next bowling turn takes the last wicket."""
    state = drive(started(wickets_and_dead_bat, format="test"), cover=first_cover,
                  stop=lambda s: len(s.innings) == 2 and s.innings[1].wickets == 9 and s.pending == DECLARE)
    state.innings[0].runs = state.innings[1].runs + behind
    state.act({"type": "bat-on"})
    assert state.innings[1].closed == "all out" and state.innings[1].runs + behind == state.innings[0].runs
    assert (state.pending == FOLLOW) == offered
    assert len(state.innings) == (2 if offered else 3)


def test_no_follow_on_when_less_than_200_behind():
    state = drive(started(wickets_and_dead_bat, format="test"), stop=lambda s: len(s.innings) == 3, cover=first_cover)
    assert state.innings[0].runs == state.innings[1].runs and state.innings[2].batting == state.innings[0].batting


def test_a_test_with_a_day_limit_unfinished_when_it_runs_out_is_a_draw():
    state = drive(started(lambda inn, role: [DEAD], format="test", days=1))  # no wicket ever falls
    assert state.turns_played == DAY_TURNS["one"] and len(state.innings) == 1
    assert state.innings[0].closed == "drawn" and state.innings[0].runs == 9 * (DAY_TURNS["one"] // 2)
    assert state.result == {"winner": None, "how": "draw", "margin": None, "text": "Match drawn"}


def third_innings_plan(inn, role):
    """Level on first innings; then the side batting third scores 52+ a turn and loses no wicket."""
    if inn.number < 3:
        return wickets_and_dead_bat(inn, role)
    return [FULL] if role == "batting" else [DEAD]


def test_the_droid_declares_in_a_timed_test_once_its_lead_is_big_enough():
    state = drive(started(third_innings_plan, format="test", days=10), stop=lambda s: len(s.innings) == 4,
                  cover=first_cover)
    third = state.innings[2]
    assert third.closed == "declared"
    lead = lambda runs: state.innings[0].runs + runs - state.innings[1].runs
    assert lead(third.runs) >= droid.DECLARE_LEAD["count", "one"]
    assert lead(third.runs - third.turns[-1]["runs"]) < droid.DECLARE_LEAD["count", "one"], "at its first chance"
    assert state.innings[3].target == third.runs + 1


def test_the_droid_declares_once_its_lead_beats_what_the_time_left_lets_the_other_side_score():
    """A 3-day Test (84 turns): the first two innings take 38; then each batting turn adds 52 or more,
    while what the other side could score in the turns left shrinks by 30 a batting turn."""
    state = drive(started(third_innings_plan, format="test", days=3), stop=lambda s: len(s.innings) == 4,
                  cover=first_cover)
    assert state.turn_limit == 3 * DAY_TURNS["one"] == 84
    third = state.innings[2]
    assert third.closed == "declared" and third.runs < droid.DECLARE_LEAD["count", "one"], "time made it pay"
    turns_left = lambda played: (state.turn_limit - played) // 2
    declared_at = 38 + len(third.turns)
    assert third.runs >= droid.RUNS_PER_TURN["count"] * turns_left(declared_at)
    assert third.runs - third.turns[-1]["runs"] < droid.RUNS_PER_TURN["count"] * turns_left(declared_at - 2)
    assert turns_left(declared_at) * droid.WICKETS_PER_100_TURNS["one"] >= 500, "time to take five wickets"


def test_the_droid_never_declares_without_time_to_bowl_the_other_side_out_or_without_a_limit():
    short = drive(started(third_innings_plan, format="test", days=2), cover=first_cover)
    assert short.turn_limit == 56 and short.innings[2].closed == "drawn" and short.result["how"] == "draw"
    untimed = drive(started(third_innings_plan, format="test"),
                    stop=lambda s: len(s.innings) == 3 and s.pending == DECLARE and s.innings[2].runs > 1000,
                    cover=first_cover)
    assert droid.decide(untimed) == {"type": "bat-on"} and not droid.declaring_pays(untimed)

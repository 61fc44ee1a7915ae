"""The computer captain: it attacks by the match situation (wickets in hand, overs left, the
rate a chase needs), and over many matches that beats attacking always or never."""

import pytest
from crickee_helpers import make_innings
from pavilion.crickee import new_match
from pavilion.crickee.captain import decide, should_attack
from pavilion.crickee.match import MatchState


def innings(overs, wickets, target=None, runs=0, super_over=0):
    inn = make_innings(target=target, super_over=super_over)
    inn.overs = [{"bowler": "x"}] * overs
    inn.wickets, inn.runs = wickets, runs
    return inn


@pytest.mark.parametrize("overs, wickets, target, runs, attack", [
    (0, 0, None, 0, False),  # ten wickets, twenty overs: keep them
    (12, 1, None, 90, True),  # nine in hand, eight to go: spend them
    (12, 5, None, 90, False),  # five in hand, eight to go: not yet
    (18, 6, None, 150, True),  # the death
    (12, 3, 180, 80, True),  # a chase falling behind: 100 from 8 overs
    (12, 3, 120, 100, False),  # a chase well ahead: 20 from 8 overs
])
def test_it_attacks_by_wickets_in_hand_overs_left_and_the_rate_needed(overs, wickets, target, runs, attack):
    assert should_attack(innings(overs, wickets, target, runs)) is attack


def test_it_always_attacks_in_a_super_over():
    assert should_attack(innings(0, 0, super_over=1)) is True


def test_the_computer_against_a_captain_who_always_or_never_attacks():
    """A small sample of what bench/crickee.py measures at 2,000 matches a policy."""
    wins = {"always": 0, "never": 0}
    for policy in wins:
        for i in range(60):
            side = ("home", "away")[i % 2]
            state = MatchState(new_match(f"cap{policy}{i}", captains={"home": "computer", "away": "computer"}))
            while (waiting := state.decision()) is not None:
                who, kind = waiting
                if kind == "attack" and who == side:
                    state.step({"type": "attack", "side": who, "attack": policy == "always"})
                else:
                    state.step(decide(state))
            wins[policy] += state.result["winner"] != side
    assert wins["always"] > 36 and wins["never"] > 33  # the computer wins most of 60

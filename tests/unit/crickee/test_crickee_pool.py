"""Readings "Squads": the pool of fictional clubs, dealing an eleven, the batting order."""

from collections import Counter

import pytest

from pavilion.crickee.players import BOWLING_TYPES, PLAYER_BY_ID, ROLES, TEAMS
from pavilion.crickee.squads import CLUB, MIN_BOWLERS, SQUAD, deal
from pavilion.crickee.traits import BOWLING, TRAITS


def test_at_least_eight_clubs_of_thirteen_with_unique_players():
    assert len(TEAMS) >= 8
    assert all(len(t.players) == CLUB for t in TEAMS)
    names = [p.name for t in TEAMS for p in t.players]
    assert len(set(names)) == len(names) == len(PLAYER_BY_ID)
    assert len({t.name for t in TEAMS}) == len(TEAMS)


def test_every_player_has_a_role_a_bowling_type_and_at_most_one_known_trait():
    for p in PLAYER_BY_ID.values():
        assert p.role in ROLES and p.bowling in BOWLING_TYPES and isinstance(p.bowls, bool)
        assert p.trait is None or p.trait in TRAITS


def test_the_thirteen_traits_are_spread_among_the_clubs():
    counts = Counter(p.trait for p in PLAYER_BY_ID.values() if p.trait)
    assert set(counts) == set(TRAITS) and min(counts.values()) >= 2
    for team in TEAMS:
        assert sum(p.trait is not None for p in team.players) >= 4


def test_bowling_traits_belong_to_bowlers_and_spin_traits_to_spinners():
    for p in PLAYER_BY_ID.values():
        if p.trait in BOWLING:
            assert p.bowls
        if p.trait in ("Mystery Spinner", "Spin Controller"):
            assert p.bowling == "spin"


@pytest.mark.parametrize("team", [t.id for t in TEAMS])
def test_every_dealt_eleven_has_five_bowlers_and_bats_in_role_order(team):
    for seed in ("a", "b", "c", "d"):
        eleven = deal(seed, "home", team)
        assert len(eleven) == len(set(eleven)) == SQUAD
        players = [PLAYER_BY_ID[p] for p in eleven]
        assert sum(p.bowls for p in players) >= MIN_BOWLERS
        assert any(p.role == "keeper" for p in players)
        ranks = [ROLES.index(p.role) for p in players]
        assert ranks == sorted(ranks)


def test_dealing_follows_the_seed():
    assert deal("abc", "home", "gulls") == deal("abc", "home", "gulls")
    assert len({tuple(deal(s, "home", "gulls")) for s in map(str, range(30))}) > 1


def test_no_player_on_both_sides():
    for seed in map(str, range(20)):
        assert not set(deal(seed, "home", "gulls")) & set(deal(seed, "away", "owls"))

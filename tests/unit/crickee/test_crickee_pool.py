"""Readings "Squads": the pool of fictional clubs, their first-choice elevens, a captain's own
eleven, and the elevens version 1 records dealt."""

from collections import Counter

import pytest

from pavilion.core import RuleError
from pavilion.crickee.players import BOWLING_TYPES, GRADES, PLAYER_BY_ID, ROLES, TEAM_BY_ID, TEAMS
from pavilion.crickee.squads import CLUB_V1, MIN_BOWLERS, SQUAD, check_eleven, deal, first_eleven
from pavilion.crickee.traits import BOWLING, TRAITS


def test_eight_clubs_of_sixteen_with_unique_players():
    assert len(TEAMS) >= 8
    assert all(len(t.players) == 16 for t in TEAMS)
    names = [p.name for t in TEAMS for p in t.players]
    assert len(set(names)) == len(names) == len(PLAYER_BY_ID)
    assert len({t.name for t in TEAMS}) == len(TEAMS)


def test_every_player_has_a_role_a_bowling_type_a_grade_and_at_most_one_known_trait():
    for p in PLAYER_BY_ID.values():
        assert p.role in ROLES and p.bowling in BOWLING_TYPES and isinstance(p.bowls, bool)
        assert p.grade in GRADES
        assert p.trait is None or p.trait in TRAITS


def test_the_thirteen_traits_are_spread_among_the_clubs():
    counts = Counter(p.trait for p in PLAYER_BY_ID.values() if p.trait)
    assert set(counts) == set(TRAITS) and min(counts.values()) >= 3
    for team in TEAMS:
        assert sum(p.trait is not None for p in team.players) >= 6


def test_bowling_traits_belong_to_bowlers_and_spin_traits_to_spinners():
    for p in PLAYER_BY_ID.values():
        if p.trait in BOWLING:
            assert p.bowls
        if p.trait in ("Mystery Spinner", "Spin Controller"):
            assert p.bowling == "spin"


def test_the_clubs_are_not_clones():
    """No two clubs share the same shape: roles, grades and traits slot by slot."""
    shapes = {tuple((p.role, p.grade, p.trait) for p in t.players) for t in TEAMS}
    assert len(shapes) == len(TEAMS)
    grades = {tuple(PLAYER_BY_ID[p].grade for p in t.eleven) for t in TEAMS}
    assert len(grades) >= 4  # the first elevens differ in batting strength too


@pytest.mark.parametrize("team", [t.id for t in TEAMS])
def test_every_first_eleven_is_valid_and_bats_its_best_at_the_top(team):
    eleven = first_eleven(team)
    assert check_eleven(team, eleven) == eleven and len(eleven) == SQUAD
    ranks = [GRADES.index(PLAYER_BY_ID[p].grade) for p in eleven]
    assert ranks == sorted(ranks) and ranks[0] == 0 and ranks[-1] == 3
    out = [p for p in TEAM_BY_ID[team].players if p.id not in eleven]
    assert len(out) == 5  # a squad to choose from


@pytest.mark.parametrize("change, fault", [
    (lambda e, spare: e[:10], "need a batting order of eleven players"),
    (lambda e, spare: e[:10] + ["owls-01"], "does not play for"),
    (lambda e, spare: e[:10] + [e[0]], "names a player twice"),
    (lambda e, spare: "gulls-01", "need a batting order of eleven players"),
    (lambda e, spare: e[:10] + [7], "need a batting order of eleven players"),
])
def test_a_bad_eleven_is_refused_with_a_sentence(change, fault):
    eleven = first_eleven("gulls")
    with pytest.raises(RuleError) as info:
        check_eleven("gulls", change(eleven, None))
    assert info.value.code == "bad-eleven" and fault in info.value.message


def test_an_eleven_needs_five_bowlers_and_a_keeper():
    team = TEAM_BY_ID["gulls"]
    batters = [p.id for p in team.players if not p.bowls]
    bowlers = [p.id for p in team.players if p.bowls]
    few = batters[:7] + bowlers[:4]
    assert len(few) == 11 and sum(PLAYER_BY_ID[p].bowls for p in few) == 4
    with pytest.raises(RuleError) as info:
        check_eleven("gulls", few)
    assert "five players who bowl" in info.value.message
    no_keeper = [p.id for p in team.players if p.role != "keeper"][:11]
    assert sum(PLAYER_BY_ID[p].bowls for p in no_keeper) >= MIN_BOWLERS
    with pytest.raises(RuleError) as info:
        check_eleven("gulls", no_keeper)
    assert "wicket-keeper" in info.value.message


@pytest.mark.parametrize("team", [t.id for t in TEAMS])
def test_version_1_dealt_from_the_first_thirteen_with_five_bowlers_in_role_order(team):
    first = {p.id for p in TEAM_BY_ID[team].players[:CLUB_V1]}
    for seed in ("a", "b", "c", "d"):
        eleven = deal(seed, "home", team)
        assert len(eleven) == len(set(eleven)) == SQUAD and set(eleven) <= first
        players = [PLAYER_BY_ID[p] for p in eleven]
        assert sum(p.bowls for p in players) >= MIN_BOWLERS
        assert any(p.role == "keeper" for p in players)
        ranks = [ROLES.index(p.role) for p in players]
        assert ranks == sorted(ranks)


def test_dealing_follows_the_seed_and_never_puts_a_player_on_both_sides():
    assert deal("abc", "home", "gulls") == deal("abc", "home", "gulls")
    assert len({tuple(deal(s, "home", "gulls")) for s in map(str, range(30))}) > 1
    for seed in map(str, range(20)):
        assert not set(deal(seed, "home", "gulls")) & set(deal(seed, "away", "owls"))

"""Reading "The over" 3: four overs each, never two in a row; the plan check; fresh Super Over
bowlers."""

import itertools

from hypothesis import given, settings, strategies as st

from pavilion.crickee.bowling import can_finish, legal_bowlers, refusal
from pavilion.crickee.innings import Innings
from pavilion.crickee.players import PLAYER_BY_ID, TEAM_BY_ID
from pavilion.crickee.squads import deal


def squad():
    return deal("abc", "home", "gulls")


def innings_with(overs_by, super_over=0):
    """An innings (bowled by `squad()`) whose earlier overs were bowled by `overs_by` in order."""
    inn = Innings(1, super_over, "away", "home", deal("abc", "away", "owls"), None)
    for b in overs_by:
        inn.overs.append({"bowler": b})
        inn.bowled[b] = inn.bowled.get(b, 0) + 1
    return inn


def brute(left, overs_left, last):
    """Search every sequence: can `overs_left` overs be bowled?"""
    def go(left, n, last):
        if n == 0:
            return True
        return any(go({**left, b: k - 1}, n - 1, b) for b, k in left.items() if k > 0 and b != last)
    return go(left, overs_left, last)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 4), min_size=1, max_size=6), st.integers(0, 9), st.integers(-1, 5))
def test_can_finish_agrees_with_a_search(quotas, overs_left, last):
    left = {f"b{i}": q for i, q in enumerate(quotas)}
    last = f"b{last}" if 0 <= last < len(quotas) else None
    assert can_finish(left, overs_left, last) == brute(left, overs_left, last)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 10), min_size=20, max_size=20), st.integers(5, 7))
def test_legal_bowlers_are_exactly_those_that_leave_the_innings_bowlable(picks, k):
    """Bowl twenty overs picking at random among the legal bowlers; at every over the legal
    list is exactly the bowlers a search says can bowl now and still see the innings out."""
    from functools import cache
    club = [p.id for p in TEAM_BY_ID["gulls"].players]
    bowlers = [p for p in club if PLAYER_BY_ID[p].bowls][:k]  # k bowlers: 5 is the tightest
    sq = [p for p in club if not PLAYER_BY_ID[p].bowls] + bowlers

    @cache
    def finishable(left, n, last):
        return n == 0 or any(finishable(left[:i] + (k - 1,) + left[i + 1:], n - 1, i)
                             for i, k in enumerate(left) if k and i != last)

    inn = innings_with([])
    for pick in picks:
        left = tuple(4 - inn.bowled.get(b, 0) for b in bowlers)
        last = bowlers.index(inn.last_bowler) if inn.last_bowler else None
        n = 20 - len(inn.overs)
        expected = [b for i, b in enumerate(bowlers) if left[i] and i != last
                    and finishable(left[:i] + (left[i] - 1,) + left[i + 1:], n - 1, i)]
        legal = legal_bowlers(inn, sq, set())
        assert legal == expected
        chosen = legal[pick % len(legal)]
        inn.overs.append({"bowler": chosen})
        inn.bowled[chosen] = inn.bowled.get(chosen, 0) + 1


def test_a_fifth_over_is_refused():
    bowlers = [p for p in squad() if PLAYER_BY_ID[p].bowls]
    a, b = bowlers[:2]
    inn = innings_with([a, b] * 4)
    assert refusal(inn, squad(), a, set()).code == "bowler-quota"
    assert "four overs" in refusal(inn, squad(), a, set()).message


def test_two_overs_in_a_row_are_refused():
    bowlers = [p for p in squad() if PLAYER_BY_ID[p].bowls]
    inn = innings_with([bowlers[0]])
    assert refusal(inn, squad(), bowlers[0], set()).code == "bowler-in-a-row"
    assert bowlers[0] not in legal_bowlers(inn, squad(), set())


def test_a_choice_that_strands_the_innings_is_refused():
    """Five bowlers, twenty overs: all must bowl four. After a4 b4 c4 d2 e1 (c the last), the
    five overs left can only go e d e d e: d now is within his quota and not in a row, but
    refused."""
    bowlers = [p for p in squad() if PLAYER_BY_ID[p].bowls][:5]
    sq = [p for p in squad() if not PLAYER_BY_ID[p].bowls] + bowlers
    a, b, c, d, e = bowlers
    inn = innings_with([a, b, a, b, a, b, a, b, c, d, c, d, c, e, c])
    assert legal_bowlers(inn, sq, set()) == [e]
    error = refusal(inn, sq, d, set())
    assert error.code == "bowler-plan" and "last 4 overs" in error.message


def test_a_fresh_side_can_always_bowl_twenty_overs():
    inn = innings_with([])
    sq = squad()
    bowled = []
    for _ in range(20):
        legal = legal_bowlers(inn, sq, set())
        assert legal
        pick = legal[-1]
        bowled.append(pick)
        inn.overs.append({"bowler": pick})
        inn.bowled[pick] = inn.bowled.get(pick, 0) + 1
    assert max(inn.bowled.values()) <= 4
    assert all(x != y for x, y in itertools.pairwise(bowled))


def test_super_over_bowlers_must_be_fresh():
    sq = squad()
    bowlers = [p for p in sq if PLAYER_BY_ID[p].bowls]
    so = innings_with([], super_over=2)
    assert refusal(so, sq, bowlers[0], {bowlers[0]}).code == "bowler-not-fresh"
    assert refusal(so, sq, bowlers[1], {bowlers[0]}) is None
    assert refusal(so, sq, bowlers[0], set(bowlers)) is None  # none fresh: anyone again


def test_super_over_ignores_the_four_over_limit():
    sq = squad()
    a = next(p for p in sq if PLAYER_BY_ID[p].bowls)
    so = innings_with([], super_over=1)
    so.bowled[a] = 4
    assert refusal(so, sq, a, set()) is None

"""The computer at X01: what it aims at, how a visit stops, its levels' averages, its seeding."""

from hypothesis import given, settings, strategies as st

from x01_helpers import match, play
from pavilion import x01
from pavilion.darts.dart import Dart
from pavilion.x01.bot import LEVELS, draw_at, target, visit
from pavilion.x01.checkout import checkout
from pavilion.x01.totals import value
from pavilion.x01.visit import busts, score_darts

T20, T19, DB = Dart(20, 3), Dart(19, 3), Dart(25, 2)


class Steady:
    """A stand-in for a core stream: every draw is the same fraction of its range (1/2: flies true)."""

    def __init__(self, numerator=1, denominator=2):
        self.fraction = numerator, denominator

    def below(self, n):
        return (n - 1) * self.fraction[0] // self.fraction[1]


def test_levels_are_the_averages_of_the_api():
    assert LEVELS == {1: 30, 2: 45, 3: 60, 4: 75, 5: 90} and x01.BOT_LEVELS == LEVELS


def test_it_scores_on_treble_20_far_from_a_finish():
    for left in (501, 301, 250, 200):
        assert target(left, 3, "double", True) == T20


def test_it_aims_at_the_checkout_route_for_the_darts_left():
    for left in (170, 100, 40, 32, 61):
        for darts in (1, 2, 3):
            route = checkout(left, darts)
            if route:
                assert str(target(left, darts, "double", True)) == route[0]
    assert target(50, 1, "double", True) == DB
    assert target(60, 3, "straight", True) == T20           # one dart finishes it straight out


def test_with_no_finish_on_it_sets_one_up():
    assert target(97, 1, "double", True) == T19             # leaves 40; T20 would leave 37
    assert target(100, 1, "double", True) == T20            # leaves 40
    assert target(60, 1, "double", True) == Dart(20, 1)     # leaves D20
    assert target(48, 1, "double", True) == Dart(16, 1)     # leaves D16
    assert target(162, 3, "double", True) == T20            # a bogey: score, and finish next visit


def test_under_double_in_it_aims_at_a_double_to_open():
    assert target(501, 3, "double", False) == Dart(20, 2)
    assert target(40, 3, "double", False) == Dart(20, 2)     # the opening double that finishes
    assert target(50, 3, "double", False) == DB


@settings(max_examples=300, deadline=None)
@given(left=st.integers(2, 501), darts=st.integers(1, 3), out=st.sampled_from(x01.OUTS), opened=st.booleans())
def test_a_dart_that_flies_true_never_busts(left, darts, out, opened):
    opened = opened or left < min(x01.START_SCORES)  # before the opening double the score is the start
    bed = target(left, darts, out, opened)
    after = left - value(bed)
    assert not busts(after, out)
    if after == 0:
        assert out == "straight" or bed.multiplier >= 2


def test_a_visit_that_flies_true_follows_the_route_and_stops_at_the_checkout():
    assert visit(170, 3, "double", False, True, 5, Steady()) == [T20, T20, DB]
    assert visit(32, 3, "double", False, True, 1, Steady()) == [Dart(16, 2)]
    assert visit(100, 2, "double", False, True, 3, Steady()) == [T20, Dart(20, 2)]
    assert visit(501, 3, "double", True, False, 3, Steady()) == [Dart(20, 2), T20, T20]


def test_a_bust_ends_the_visit():
    # aimed at D1 with 2 left, every dart strays far low and left into a single worth more than 1
    thrown = visit(2, 3, "double", False, True, 1, Steady(0, 1))
    assert len(thrown) == 1 and busts(2 - value(thrown[0]), "double")


@settings(max_examples=150, deadline=None)
@given(score=st.integers(2, 501), level=st.integers(1, 5), out=st.sampled_from(x01.OUTS),
       double_in=st.booleans(), opened=st.booleans(), position=st.integers(0, 10 ** 6))
def test_every_visit_is_one_the_engine_takes(score, level, out, double_in, opened, position):
    """1-3 darts; fewer only when the last dart busts or wins, as the rules allow."""
    opened = opened or score < min(x01.START_SCORES)  # before the opening double the score is the start
    thrown = visit(score, 3, out, double_in, opened, level, draw_at("prop", 1, 1, position, 0))
    assert 1 <= len(thrown) <= 3
    outcome = score_darts(list(thrown), score, out, opened or not double_in)   # refuses a dart after the end
    if len(thrown) < 3:
        assert outcome.bust or outcome.checkout == len(thrown)


def _average(level: int, legs: int) -> float:
    """The three-dart average over `legs` legs of 501 double out, a bust counting its darts for nothing."""
    points = darts = 0
    for leg in range(legs):
        left, number = 501, 0
        while left:
            outcome = score_darts(visit(left, 3, "double", False, True, level, draw_at("avg", 1, leg, number, 0)),
                                  left, "double", True)
            points, darts, left = points + outcome.scored, darts + outcome.thrown, left - outcome.scored
            number += 1
    return 3 * points / darts


def test_levels_play_to_their_averages():
    averages = {level: _average(level, 40) for level in LEVELS}
    assert [averages[k] for k in sorted(averages)] == sorted(averages.values())
    for level, aimed in LEVELS.items():
        assert abs(averages[level] - aimed) < 0.15 * aimed, (level, averages[level])


def test_the_stream_is_the_game_positions():
    first = [str(d) for d in visit(501, 3, "double", False, True, 3, draw_at("k7", 1, 2, 5, 1))]
    assert first == [str(d) for d in visit(501, 3, "double", False, True, 3, draw_at("k7", 1, 2, 5, 1))]
    others = {tuple(str(d) for d in visit(501, 3, "double", False, True, 3, draw_at("k7", *p)))
              for p in [(1, 2, 6, 1), (1, 3, 5, 1), (2, 2, 5, 1), (1, 2, 5, 0)]}
    assert len(others | {tuple(first)}) > 1


def test_undo_and_the_same_visit_again_brings_the_same_computer_darts():
    m = x01.autoplay(play(match(players=("Ann", {"name": "Droid", "bot": 3})), 60))
    m = x01.autoplay(play(m, 45))
    thrown = x01.replay(m)["visits"][-1]
    assert thrown["seat"] == 1
    undone = x01.apply(m, {"type": "undo"})
    again = x01.autoplay(play(undone, 45))
    assert x01.replay(again)["visits"][-1]["darts"] == thrown["darts"]
    assert len(again["actions"]) > len(m["actions"])

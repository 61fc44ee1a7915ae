"""An innings ball by ball: strike, outs, hurt, the conditional orders, the bowling fallback."""

from pavilion.core import stream
from pavilion.cosmic import manager
from pavilion.cosmic.innings import Innings
from pavilion.cosmic.orders import check_rules
from cosmic_helpers import Dice, side, squad
from test_cosmic_orders import SEED_EXAMPLE


def innings(seed=0, styles=None, conditions=None, target=None, overs=40, split=30, plan=True):
    bat = side(0, squad("bat", seed), styles, conditions)
    bowl = side(1, squad("bowl", seed))
    inn = Innings(1, bat, bowl, overs=overs, split=split, limit=overs // 5, pitch=3, weather=1, target=target)
    if plan:
        inn.set_plan(1, manager.bowling_plan(bowl.squad, bowl.eleven, first_over=1, last_over=overs,
                                             limit=overs // 5))
    return inn


def test_the_seed_example_fires_at_the_right_balls():
    """After over 20, if 3 or fewer down, all Aggressive; back to Normal when the 6th wicket falls."""
    fired = unmet = 0
    for seed in range(60):
        inn = innings(seed)
        inn.rules = check_rules(SEED_EXAMPLE, eleven=inn.batting.eleven, overs=40)
        inn.play(stream("cond", "play", seed), 40)
        wickets, sixth = 0, None
        for i, ball in enumerate(inn.balls):
            if i == 120:
                down_at_20 = wickets
            expected = "aggressive" if i >= 120 and down_at_20 <= 3 and (sixth is None) else "normal"
            assert ball["style"] == expected, (seed, i)
            wickets += bool(ball.get("howzat", {}).get("out"))
            if wickets == 6 and sixth is None:
                sixth = i
        if len(inn.balls) <= 120:
            continue
        note = next(n for n in inn.notes if n["when"] == {"after_over": 20})
        assert note["at"] == 120 and note["fired"] == (down_at_20 <= 3)
        fired += note["fired"]
        unmet += not note["fired"]
        if sixth is not None:
            assert next(n for n in inn.notes if n["when"] == {"wicket": 6})["at"] == sixth + 1
    assert fired and unmet  # both branches were seen


def test_a_rule_for_one_named_batsman():
    inn = innings(3)
    target = inn.batting.eleven[6]
    inn.rules = check_rules([{"when": {"after_over": 1}, "then": {"style": "wahoo", "batsman": target}}],
                            eleven=inn.batting.eleven, overs=40)
    inn.play(stream("one", "play", 0), 40)
    for ball in inn.balls[6:]:
        assert ball["style"] == ("wahoo" if ball["striker"] == target else "normal")


def test_singles_change_strike_and_so_do_over_ends():
    inn = innings(1)
    opener, partner = inn.striker, inn.non_striker
    # a single, a dot, a two, then three dots: strike changes on the single and at the over's end
    rolls = [(6, 1), (6, 6), (6, 1)] + [(6, 1), (6, 2)] + [(6, 2), (6, 5), (6, 4)] + [(6, 3), (6, 1)] * 3
    inn.play(Dice(*rolls), 1)
    assert [b["striker"] for b in inn.balls] == [opener] + [partner] * 5
    assert [b["runs"] for b in inn.balls] == [1, 0, 2, 0, 0, 0]
    assert (inn.striker, inn.non_striker) == (opener, partner)
    assert inn.over_lines[0]["balls"] == list("1.2...")


def test_hurt_is_an_out_but_not_a_wicket_and_a_substitute_fields():
    inn = innings(2)
    opener = inn.striker
    rolls = [(6, 1), (6, 1), (10, 10), (6, 6), (6, 5)]  # Howzat!, Table 2 "other" 6: hurt; sub Fielding 5
    inn.play(Dice(*(rolls + [(6, 3), (6, 1)] * 5)), 1)
    card = inn.cards[opener]
    assert card["out"]["how"] == "retired-hurt" and card["out"]["bowler"] is None
    assert (inn.outs, inn.wickets) == (1, 0) and inn.figures[inn.over_lines[0]["bowler"]]["wickets"] == 0
    assert inn.batting.hurt == {opener: 5}
    assert inn.balls[1]["striker"] == inn.batting.eleven[2]  # the new man faces the next ball
    keeper, fielders = inn.batting.field()
    assert {"player": opener, "fielding": 5, "substitute": True} in fielders + [keeper]


def test_ten_outs_end_the_innings_with_one_not_out():
    inn = innings(4, styles=["wahoo"] * 11)
    inn.play(stream("allout", "play", 0), 40)
    assert inn.end == "all-out" and inn.outs == 10
    assert sum(card["out"] is None for card in inn.cards.values()) == 1


def test_a_chase_stops_at_the_target():
    inn = innings(5, target=12)
    inn.play(stream("chase", "play", 0), 40)
    assert inn.end == "target" and 12 <= inn.runs <= 12 + 5
    assert inn.runs - inn.balls[-1]["runs"] < 12


def test_missing_plan_falls_back_and_is_noted():
    inn = innings(6, plan=False)
    inn.play(stream("noplan", "play", 0), 30)
    notes = [n for n in inn.notes if n["kind"] == "fallback"]
    assert notes and all(n["reason"] == "missing" for n in notes)
    assert max(inn.bowled.values()) <= 8
    bowlers = [line["bowler"] for line in inn.over_lines]
    assert all(a != b for a, b in zip(bowlers, bowlers[1:]))


def test_at_split_and_amendments():
    inn = innings(7)
    inn.play(stream("split", "play", 0), 30)
    if not inn.done:
        assert inn.overs_done == 30 and inn.at_split == [inn.runs, inn.wickets]
        inn.amend(["wahoo"] * 11, [])
        inn.play(stream("split", "play", 1), 40)
        assert all(b["style"] == "wahoo" for b in inn.balls[180:])


def test_skill_check_uses_the_days_modifier():
    """H = 10 + bowler's Bowling + pitch and weather for his style - striker's Batting, on every check."""
    from pavilion.cosmic.ground import modifier
    checked = 0
    for pitch in range(1, 7):
        for weather in (1, 5, 6):
            inn = innings(pitch * 10 + weather)
            inn.pitch, inn.weather = pitch, weather
            inn.play(stream("mods", "play", pitch * 10 + weather), 40)
            for ball in inn.balls:
                event = ball.get("howzat")
                if event and "h" in event:
                    bowler = inn.fielding.squad[ball["bowler"]]
                    striker = inn.batting.squad[ball["striker"]]
                    assert event["h"] == 10 + bowler["bowling"] + modifier(bowler["bowling_style"], pitch, weather) \
                        - striker["batting"]
                    checked += 1
    assert checked > 100


def test_a_normal_innings_averages_a_little_over_200():
    """rules/cosmic.md: a Normal 40-over innings by a rolled squad averages a little over 200."""
    totals = []
    for seed in range(300):
        inn = innings(1000 + seed)
        inn.play(stream("avg", "play", seed), 40)
        totals.append(inn.runs)
    assert 195 <= sum(totals) / len(totals) <= 220


def test_styles_default_to_normal():
    bat = side(0, squad("bat", 0))
    assert bat.styles == ["normal"] * 11

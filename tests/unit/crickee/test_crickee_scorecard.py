"""The scorecard and charts derived from the ball-by-ball log."""

from crickee_helpers import Scripted, make_innings

from pavilion.crickee.cards import BY_NAME
from pavilion.crickee.commentary import commentary
from pavilion.crickee.over import play_over
from pavilion.crickee.players import PLAYER_BY_ID
from pavilion.crickee.scorecard import (ball_label, charts, innings_legal_balls, legal_balls,
                                        overs_text, scorecard)
from pavilion.crickee.view import innings_view

B1, B2 = [p for p in PLAYER_BY_ID.values() if p.bowls and p.trait is None][-2:]


def two_overs(target=None):
    """Over 1: 1,4,W,2,0,0 with Overthrow (+2): 9 runs. Over 2: 4,0,0,0,0,0 with Tight Single
    (+1, then a run out): 5 runs."""
    inn = make_innings(target=target)
    play_over(inn, B1, False, BY_NAME["Overthrow"], Scripted(dice=[3, 5, 6, 4, 1, 1] + [6]), False)
    play_over(inn, B2, False, BY_NAME["Tight Single"],
              Scripted(dice=[5, 1, 1, 1, 1, 1] + [1]), False)
    return inn


def test_batting_card_fall_of_wickets_and_partnerships():
    inn = two_overs()
    a, b, c, d = inn.order[:4]
    card = scorecard(inn)
    bat = {e["player"]: e for e in card["batting_card"]}
    assert list(bat) == [a, b, c, d]
    # a: single, then from the other end a four and five dots, run out off the last ball
    assert (bat[a]["runs"], bat[a]["balls"], bat[a]["how"]) == (5, 7, "run out")
    assert (bat[b]["runs"], bat[b]["balls"], bat[b]["how"]) == (4, 2, f"b {B1.name.split(' ', 1)[1]}")
    assert bat[b]["fours"] == 1 and bat[b]["strike_rate"] == 200.0
    assert (bat[c]["runs"], bat[c]["balls"], bat[c]["how"]) == (2, 3, "not out")
    assert bat[d]["balls"] == 0 and bat[d]["strike_rate"] is None and not bat[d]["out"]
    assert len(card["did_not_bat"]) == 7
    assert card["extras"] == 3
    assert sum(e["runs"] for e in card["batting_card"]) + card["extras"] == inn.runs == 14
    assert card["fall_of_wickets"] == [
        {"wicket": 1, "score": 5, "player": b, "name": bat[b]["name"], "over": "0.3"},
        {"wicket": 2, "score": 14, "player": a, "name": bat[a]["name"], "over": "1.6"}]
    assert [(p["runs"], p["balls"], p["unbroken"]) for p in card["partnerships"]] == \
        [(5, 3, False), (9, 9, False), (0, 0, True)]
    assert sum(p["runs"] for p in card["partnerships"]) == inn.runs


def test_bowling_card_bonus_runs_are_not_the_bowlers():
    card = scorecard(two_overs())["bowling_card"]
    assert [(f["name"], f["overs_text"], f["runs"], f["wickets"], f["maidens"]) for f in card] == \
        [(B1.name, "1", 7, 1, 0), (B2.name, "1", 4, 0, 0)]
    assert card[0]["economy"] == 7.0


def test_a_maiden_and_a_cut_short_over():
    inn = make_innings(target=3)
    play_over(inn, B1, False, None, Scripted(dice=[1] * 6), False)
    play_over(inn, B2, False, None, Scripted(dice=[1, 5, 1, 1, 1, 1]), False)
    card = scorecard(inn)["bowling_card"]
    assert card[0]["maidens"] == 1 and card[1]["overs_text"] == "0.2"
    assert overs_text(innings_legal_balls(inn)) == "1.2" and inn.chase_won


def test_worm_manhattan_and_required_rate():
    inn = two_overs(target=100)
    chart = charts(inn)
    assert chart["worm"] == [9, 14]
    assert chart["manhattan"] == [{"over": 1, "runs": 9, "wickets": 1},
                                  {"over": 2, "runs": 5, "wickets": 1}]
    assert chart["required_by_over"][1] == {"over": 2, "runs": 86, "overs": 18, "rate": 4.78}
    assert chart["required"] == {"runs": 86, "overs": 18, "rate": 4.78}
    assert charts(two_overs())["required"] is None


def test_commentary_has_every_ball_and_the_card():
    inn = two_overs()
    lines = commentary(inn)
    assert "The umpire turns Overthrow (Core): +2 bonus runs." in lines
    assert sum(1 for line in lines if line[:4] in ("0.1 ", "0.2 ", "0.3 ", "0.4 ", "0.5 ",
                                                   "0.6 ")) == 6
    assert any(line.startswith("0.3 ") and f"OUT! b {B1.name.split(' ', 1)[1]}" in line for line in lines)
    assert any("run out" in line for line in lines)
    assert lines.index("2 bonus runs from Overthrow") > lines.index(next(
        line for line in lines if line.startswith("0.6 ")))
    assert f"RUN OUT! {PLAYER_BY_ID[inn.order[0]].name} (1 in 6, rolled 1)" in lines
    assert "End of over 1: 9/1 (9 runs, 1 wicket)" in lines


def test_overs_are_counted_in_legal_balls_as_a_scorer_counts_them():
    """A seven-ball over (an added ball) is one over and its last ball is 'x.6', not 'x.7'; an
    over the card cut to five balls is still an over; economy and run rate are per six balls."""
    inn = make_innings()
    # 1,1,1,1,1,1 + Beaten All Ends Up (an added dot): seven deliveries, one over
    play_over(inn, B1, False, BY_NAME["Beaten All Ends Up"], Scripted(dice=[1] * 6), False)
    # Rain Delay: the over loses its last ball, five deliveries
    play_over(inn, B2, False, BY_NAME["Rain Delay"], Scripted(dice=[5, 5, 5, 5, 5, 5]), False)
    # Wide Down Leg: +1 and an added single; a wicket on ball 6
    play_over(inn, B1, False, BY_NAME["Wide Down Leg"], Scripted(dice=[3, 3, 3, 3, 3, 6, 6]),
              False)
    first, second, third = inn.overs
    assert [len(o["balls"]) for o in inn.overs] == [7, 5, 7]
    assert [legal_balls(o) for o in inn.overs] == [6, 6, 6]
    assert ball_label(first, 7) == "0.6" and ball_label(first, 6) == "0.6"
    assert ball_label(third, 6) == "2.6" and ball_label(third, 1) == "2.1"
    card = scorecard(inn)
    b1 = next(f for f in card["bowling_card"] if f["player"] == B1.id)
    assert (b1["overs_text"], b1["overs"], b1["balls"]) == ("2", 2, 12)
    assert b1["runs"] == 7 and b1["economy"] == 3.5  # 6 off the bat and the wide, in 2 overs
    assert card["fall_of_wickets"][0]["over"] == "2.6"
    assert overs_text(innings_legal_balls(inn)) == "3"


def test_a_chase_won_part_way_through_an_over_counts_its_balls():
    inn = make_innings(target=12)
    play_over(inn, B1, False, None, Scripted(dice=[5, 5, 1, 1, 1, 1]), False)
    play_over(inn, B2, False, None, Scripted(dice=[1, 5, 1, 1, 1, 1]), False)
    assert inn.chase_won and overs_text(innings_legal_balls(inn)) == "1.2"
    card = scorecard(inn)["bowling_card"]
    assert card[1]["overs_text"] == "0.2" and card[1]["economy"] == 12.0


def test_an_innings_ending_on_the_sixth_ball_with_an_added_ball_to_come_is_a_full_over():
    inn = make_innings(target=4)
    play_over(inn, B1, False, BY_NAME["Swing and a Miss"], Scripted(dice=[1, 1, 1, 1, 1, 5]), False)
    assert inn.chase_won and not inn.overs[0]["balls"][6]["settled"]
    assert legal_balls(inn.overs[0]) == 6 and overs_text(innings_legal_balls(inn)) == "1"


def test_overs_text():
    assert [overs_text(n) for n in (0, 4, 6, 119, 120)] == ["0", "0.4", "1", "19.5", "20"]


def test_extras_are_split_into_the_kinds_their_cards_name():
    """Byes Behind are byes, Leg Bye leg byes, Wide Down Leg a wide, Bowler Oversteps a no-ball;
    a card that names no kind (Overthrow) gives bonus runs. Every kind still adds to the extras,
    and the ball by ball says each by its name."""
    inn = make_innings()
    for card in ("Byes Behind", "Leg Bye", "Wide Down Leg", "Bowler Oversteps", "Overthrow"):
        play_over(inn, (B1, B2)[len(inn.overs) % 2], False, BY_NAME[card],
                  Scripted(dice=[1] * 6 + [1] * (card == "Wide Down Leg")), False)
    card = scorecard(inn)
    assert card["extras_by_kind"] == {"byes": 2, "leg byes": 1, "wides": 1, "no-balls": 1, "bonus": 2}
    assert card["extras"] == 7 == sum(card["extras_by_kind"].values())
    said = [line for line in commentary(inn) if " from " in line]
    assert said == ["2 byes from Byes Behind", "1 leg bye from Leg Bye", "1 wide from Wide Down Leg",
                    "1 no-ball from Bowler Oversteps", "2 bonus runs from Overthrow"]


def test_wides_and_no_balls_are_charged_to_the_bowler_byes_and_bonus_runs_are_not():
    """As in real scoring: the bowler's runs conceded are the batters' runs plus the wides and
    no-balls, so the bowlers' runs and the byes, leg byes and bonus runs add up to the total."""
    inn = make_innings()
    for card in ("Wide Down Leg", "Bowler Oversteps", "Byes Behind", "Leg Bye", "Overthrow"):
        play_over(inn, B1, False, BY_NAME[card],
                  Scripted(dice=[1] * 6 + [1] * (card == "Wide Down Leg")), False)
    card = scorecard(inn)
    (b1,) = card["bowling_card"]
    kinds = card["extras_by_kind"]
    batters = sum(e["runs"] for e in card["batting_card"])  # the wide's added single
    assert (batters, kinds["wides"], kinds["no-balls"]) == (1, 1, 1)
    assert b1["runs"] == batters + kinds["wides"] + kinds["no-balls"] == 3
    assert b1["runs"] + kinds["byes"] + kinds["leg byes"] + kinds["bonus"] == inn.runs
    assert b1["maidens"] == 3  # the overs with a wide or a no-ball are no maidens


def test_the_run_rate_chart_counts_legal_balls_like_the_scoreboard():
    """A chase won on the second ball of over 2: 12 runs in 8 balls is 9 an over, not 6 (12 over
    two whole overs)."""
    inn = make_innings(target=12)
    play_over(inn, B1, False, None, Scripted(dice=[5, 5, 1, 1, 1, 1]), False)
    play_over(inn, B2, False, None, Scripted(dice=[1, 5, 5, 1, 1, 1]), False)
    rates = charts(inn)["run_rate_by_over"]
    assert rates == [{"over": 1, "rate": 8.0}, {"over": 2, "rate": 9.0}]
    assert rates[-1]["rate"] == round(inn.runs * 6 / innings_legal_balls(inn), 2)


def rain_delayed(target=None):
    """Over 1: 4,1,0,0,0,0 (5 runs); over 2 with Rain Delay: 2,0,0,0,0, the last ball lost
    (2 runs). 7 runs off 11 legal balls in two whole overs."""
    inn = make_innings(target=target)
    play_over(inn, B1, False, None, Scripted(dice=[5, 3, 1, 1, 1, 1]), False)
    play_over(inn, B2, False, BY_NAME["Rain Delay"], Scripted(dice=[4, 1, 1, 1, 1, 1]), False)
    return inn


class Named:
    """The little of a match's state an innings' view asks of it: its teams' names."""

    def team(self, side):
        return side


def test_run_rates_divide_by_the_balls_bowled_when_a_card_cut_an_over_short():
    """Rain Delay took a ball away: the over is whole ('2' overs), but 7 runs off 11 balls is
    3.82 an over, not 3.50; the chart, the scoreboard and the bowler's economy agree."""
    inn = rain_delayed(target=200)
    seen = innings_view(Named(), inn)
    assert (seen["overs"], seen["balls_bowled"], seen["balls_lost"]) == ("2", 11, 1)
    assert seen["run_rate"] == 3.82 == seen["run_rate_by_over"][-1]["rate"]
    assert seen["required"] == {"runs": 193, "overs": 18, "rate": 10.72}
    b2 = seen["bowling_card"][1]
    assert (b2["overs_text"], b2["runs"], b2["economy"]) == ("1", 2, 2.4)
    whole = innings_view(Named(), two_overs(target=200))
    assert (whole["balls_bowled"], whole["balls_lost"]) == (12, 0)


def test_the_ball_by_ball_lists_each_ball_once():
    """An added ball shares the number of the legal ball before it, as a scorer writes it, but it
    is its own line: 'x.6 extra ball', never a second 'x.6'."""
    inn = make_innings()
    play_over(inn, B1, False, BY_NAME["Beaten All Ends Up"], Scripted(dice=[3, 1, 1, 1, 1, 4]), False)
    balls = [line for line in commentary(inn) if line[:2] == "0."]
    assert [line.split(f" {B1.name}")[0] for line in balls] == \
        ["0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.6 extra ball,"]
    assert balls[-1].endswith(": no run")

"""The scorecard and charts derived from the ball-by-ball log."""

from crickee_helpers import Scripted, make_innings

from pavilion.crickee.cards import BY_NAME
from pavilion.crickee.commentary import commentary
from pavilion.crickee.over import play_over
from pavilion.crickee.players import PLAYER_BY_ID
from pavilion.crickee.scorecard import charts, innings_overs, scorecard

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
    assert (bat[b]["runs"], bat[b]["balls"], bat[b]["how"]) == (4, 2, f"b {B1.name}")
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
    assert innings_overs(inn) == "1.2" and inn.chase_won


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
    assert any(line.startswith("0.3 ") and f"OUT! b {B1.name}" in line for line in lines)
    assert any("run out" in line for line in lines)
    assert lines.index("2 bonus runs from Overthrow") > lines.index(next(
        line for line in lines if line.startswith("0.6 ")))
    assert f"RUN OUT! {PLAYER_BY_ID[inn.order[0]].name} (1 in 6, rolled 1)" in lines
    assert "End of over 1: 9/1 (9 runs, 1 wicket)" in lines

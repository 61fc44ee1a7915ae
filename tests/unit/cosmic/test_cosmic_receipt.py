"""Orders in words (receipts, changes, a summary that says nothing secret) and paper (the printed
turn sheet and the blank orders form)."""

import pavilion.cosmic as cosmic
from pavilion.cosmic import manager
from pavilion.cosmic.printed import form_blocks, sheet_blocks
from pavilion.cosmic.receipt import changes, describe, plan_text, rule_text, summary

NAMES = {3: "Smith", 4: "Jones", 7: "Brown"}


def player(pid):
    return NAMES.get(pid, f"Player {pid + 1}")


def test_rules_and_plans_in_words():
    rule = {"when": {"after_over": 20}, "if": {"wickets_at_most": 3}, "then": {"style": "aggressive", "batsman": None}}
    assert rule_text(rule, player) == "After over 20, if 3 or fewer down: all batsmen aggressive"
    rule = {"when": {"wicket": 6}, "if": None, "then": {"style": "normal", "batsman": 7}}
    assert rule_text(rule, player) == "When wicket 6 falls: Brown normal"
    assert plan_text([3, 3, 4, None, None, 3], 31, player) == "31-32 Smith, 33 Jones, 34-35 no bowler, 36 Smith"


def test_a_receipt_and_what_a_replacement_changes():
    old = {"eleven": [3, 4, 7] + list(range(8, 16)), "keeper": 7, "styles": [None, "wahoo"] + [None] * 9}
    new = {"eleven": old["eleven"], "keeper": 7, "bowling": [3, 4] * 5}
    assert describe(old, player)[:2] == ["Eleven, in batting order: Smith, Jones, Brown, " + ", ".join(
        f"Player {i + 1}" for i in range(8, 16)), "Wicketkeeper: Brown"]
    assert describe(old, player)[2] == "Batting styles: 2. wahoo"
    assert describe({}, player) == ["No changes: everything stands as it is."]
    assert changes(old, new, player, 31) == ["The batting styles: dropped (as they stood before)",
                                             "Bowling: " + ", ".join(["31 Smith", "32 Jones", "33 Smith", "34 Jones",
                                                                      "35 Smith", "36 Jones", "37 Smith", "38 Jones",
                                                                      "39 Smith", "40 Jones"])]
    assert changes(new, new, player) == ["Nothing: the new orders say the same."]
    # The table's line says which orders are in, never what they say.
    line = summary({"eleven": [1] * 11, "keeper": 1, "conditions": [{}], "bowling": [3, None, 4]})
    assert line == "the eleven and batting order, 1 conditional order, bowling for 2 overs"
    assert "Smith" not in line and summary({}) == "no changes"


def test_paper_holds_only_what_the_manager_may_see():
    people = [{"name": "Ann", "computer": False}, {"name": "Bob", "computer": False}]
    m = cosmic.apply(cosmic.new_match("paper", managers=people), {"type": "run", "turn": 1})
    state = cosmic.replay(m)
    bowler = next(p for p in (0, 1) if p != state["matches"][0]["batting_first"])
    squad = state["managers"][bowler]["squad"]
    team = manager.pick_team(squad, 3)
    plan = manager.bowling_plan(squad, team["eleven"], first_over=1, last_over=40, limit=8)
    m = cosmic.apply(m, {"type": "orders", "turn": 2, "manager": bowler, "orders": dict(team, bowling=plan)})
    m = cosmic.apply(m, {"type": "run", "turn": 2})
    mine, theirs = sheet_blocks(cosmic.turn_sheet(m, bowler)), sheet_blocks(cosmic.turn_sheet(m, 1 - bowler))
    standing = next(b["pre"] for b in mine if "pre" in b)
    assert standing.startswith("Toss wish: bat\nEleven, in batting order: ") and "Bowling: 31" in standing
    assert {"h2": "Your standing orders"} in mine
    assert not any("Bowling: 31" in text for b in theirs for text in b.values())
    assert any(b.get("h1", "").startswith("Cosmic Celebrity Cricket: issue 2") for b in mine)
    public = sheet_blocks(cosmic.turn_sheet(m, bowler), standing=False)
    assert {"h2": "Your standing orders"} not in public and public[-1] == mine[-1]
    bare = next(b["pre"] for b in form_blocks(cosmic.turn_sheet(m, bowler), standing=False)
                if b.get("pre", "").startswith("Over 31: "))
    assert all(line.endswith("_" * 24) for line in bare.split("\n"))
    form = form_blocks(cosmic.turn_sheet(m, bowler))
    assert form[0]["h1"].startswith(f"Orders of {state['managers'][bowler]['name']} (")
    grid = next(b["pre"] for b in form if b.get("pre", "").startswith("Over 31: "))
    assert grid.count("\n") == 9 and "_" not in grid.split("\n")[0]  # the standing plan, written in
    first = form_blocks(cosmic.turn_sheet(cosmic.new_match("paper", managers=people), 0))
    assert {"pre": "Team name: " + "_" * 40} in first and any("18 players" in b.get("h2", "") for b in first)

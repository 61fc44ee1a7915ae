"""The zine: each turn's issue as data, and its plain-text rendering."""

import pavilion.cosmic as cosmic
from test_cosmic_competition import COMPUTERS


def competition():
    managers = [{"name": "<script>alert('x')</script>", "computer": False}] + COMPUTERS[1:]
    m = cosmic.new_competition("zine", managers=managers)
    m = cosmic.apply(m, {"type": "orders", "turn": 1, "manager": 0, "orders": {
        "team_name": "Robert'); DROP TABLE teams;--", "names": [f"{{name}} %s \u00e9{i}" for i in range(18)]}})
    m = cosmic.apply(m, {"type": "run", "turn": 1})
    for turn in (2, 3):  # Ann sends "no changes" (the GM picks her eleven) and the turn runs
        m = cosmic.apply(m, {"type": "orders", "turn": turn, "manager": 0, "orders": {}})
        m = cosmic.autoplay(m, until=turn)
    assert len(m["actions"]) == 6
    return m


def test_issue_one_has_the_draw_and_what_to_send():
    state = cosmic.replay(competition())
    first = state["zines"][0]
    assert [d["id"] for d in first["draw"]] == ["sf1", "sf2"]
    assert all(d["start_turn"] == 2 and d["pitch"] in range(1, 7) for d in first["draw"])
    person = first["next"][0]
    assert person["required"] and person["fields"][:4] == ["eleven", "keeper", "styles", "conditions"]
    assert all(not row["required"] or row["fields"] for row in first["next"])


def test_each_issue_reports_every_ball_played():
    state = cosmic.replay(competition())
    assert len(state["zines"]) == 3
    for issue in state["zines"][1:]:
        assert {m["id"] for m in issue["matches"]} == {"sf1", "sf2"}
        assert [row["id"] for row in issue["table"]] == ["sf1", "sf2"]
        for match in issue["matches"]:
            lines = match["over_lines"]
            symbols = "".join(line["balls"] for line in lines)
            highlights = match["highlights"]
            assert symbols.count("W") == sum(h["kind"] == "wicket" for h in highlights)
            assert symbols.count("R") == sum(h["kind"] == "hurt" for h in highlights)
            assert symbols.count("+") == sum(h["kind"] == "reprieve" for h in highlights)
            assert [h["at"] for h in highlights] == sorted(h["at"] for h in highlights)
            assert lines[0]["over"] == match["first_over"]
            card = match["scorecards"][match["innings"] - 1]
            assert [card["runs"], card["wickets"]] == lines[-1]["score"]  # a snapshot of this turn
            assert sum(row["runs"] for row in card["batting_card"]) == card["runs"]
            live = next(x for x in state["matches"] if x["id"] == match["id"])["innings"][match["innings"] - 1]
            if card["end"]:
                assert highlights[-1]["kind"] == "innings-end"
                assert card == {k: live[k] for k in card}


def test_text_rendering_shows_names_as_plain_text():
    state = cosmic.replay(competition())
    first = cosmic.render_text(state, 1)
    assert "Robert'); DROP TABLE teams;--" in first and "{name} %s \u00e90" in first
    assert "<script>alert('x')</script> must send: the eleven and batting order, the wicketkeeper" in first
    third = cosmic.render_text(state, 3)
    assert "\n\nState of play\n\nSemi-final 1, " in third
    for match in state["zines"][2]["matches"]:
        for line in match["over_lines"]:
            assert line["balls"] in third

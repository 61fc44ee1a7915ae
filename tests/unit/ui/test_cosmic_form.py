"""A desk's orders form: it starts from what stands, then what was sent, then the changes, and
sends only what differs from the standing orders."""

from ui.screens.cosmic.form import DeskForm

SQUAD = [{"id": i, "keeper": i in (6, 7), "name": f"P{i}"} for i in range(18)]
ELEVEN = [0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11]


def sheet(fields, standing, **need):
    return {"manager": 0, "managers": [{"squad": SQUAD}], "standing": dict(standing, toss="bat"),
            "need": dict({"fields": fields, "first_over": 31, "last_over": 40}, **need)}


def test_no_change_is_the_default():
    form = DeskForm(sheet(["styles", "conditions"], {"eleven": ELEVEN, "styles": ["aggressive"] * 11,
                                                   "conditions": [{"when": {"wicket": 8}}]}), None, {})
    assert form.orders() == {} and form.value("styles") == ["aggressive"] * 11


def test_one_batsman_changed_leaves_the_others_as_they_stand():
    standing = {"eleven": ELEVEN, "styles": ["aggressive"] * 5 + ["normal"] * 6}
    draft = {"styles": ["aggressive"] * 5 + ["wahoo"] + ["normal"] * 5}
    form = DeskForm(sheet(["styles", "conditions"], standing), None, draft)
    assert form.orders() == {"styles": [None] * 5 + ["wahoo"] + [None] * 5}


def test_what_was_sent_shows_until_it_is_changed():
    standing = {"eleven": ELEVEN, "styles": ["normal"] * 11}
    sent = {"styles": [None, "wahoo"] + [None] * 9}
    form = DeskForm(sheet(["styles", "conditions"], standing), sent, {})
    assert form.value("styles") == ["normal", "wahoo"] + ["normal"] * 9
    assert form.orders() == sent  # sent again, it says the same
    form.draft["styles"] = ["normal"] * 11
    assert form.orders() == {}  # back to what stands: the earlier change is withdrawn


def test_the_bowling_plan_stands_until_changed():
    plan = [1, 2] * 5
    form = DeskForm(sheet(["bowling"], {"eleven": ELEVEN, "bowling": plan}), None, {})
    assert form.value("bowling") == plan and form.orders() == {}
    form.draft["bowling"] = [3] + plan[1:]
    assert form.orders() == {"bowling": [3] + plan[1:]}
    empty = DeskForm(sheet(["bowling"], {"eleven": ELEVEN}), None, {})
    assert empty.value("bowling") == [None] * 10


def test_the_only_keeper_keeps_without_being_named():
    start = sheet(["eleven", "keeper", "styles", "conditions"], {})
    form = DeskForm(start, None, {"eleven": ELEVEN})
    assert form.keeper() == 6 and form.orders() == {"eleven": ELEVEN}
    both = DeskForm(start, None, {"eleven": ELEVEN[:-1] + [7]})
    assert both.keeper() is None
    both.draft["keeper"] = 7
    assert both.orders()["keeper"] == 7


def test_names_are_sent_only_if_typed():
    form = DeskForm(sheet(["team_name", "names", "toss"], {}), None, {"names": [""] * 18, "team_name": "  "})
    assert form.orders() == {}
    form.draft.update(team_name="Comets", toss="bowl")
    assert form.orders() == {"team_name": "Comets", "toss": "bowl"}

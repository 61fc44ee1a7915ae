"""Turn sheets a phone can scan: from turn 3 a sheet code leaves out the squads (they never change
once published, and the desk has them), and a sheet too long for one QR code travels as a short
sequence of part codes that a desk keeps, in any order, until it has them all (issue 25)."""

import random

import pytest
from hypothesis import given, settings, strategies as st

import pavilion.cosmic as cosmic
from pavilion.core import RuleError
from pavilion.cosmic import postal

PEOPLE = [{"name": n, "computer": False} for n in ("Ann", "Bob", "Cy", "Di")]


def competition():
    m = cosmic.new_competition("parts", managers=PEOPLE)
    m = cosmic.apply(m, {"type": "invite", "manager": 0})
    return m, cosmic.new_desk(cosmic.invitation(m, 0))


def run(m):
    return cosmic.apply(m, {"type": "run", "turn": cosmic.replay(m)["turn"]})


def refused(desk, code, slug):
    with pytest.raises(RuleError) as e:
        cosmic.apply(desk, {"type": "part", "code": code})
    assert e.value.code == slug
    return e.value.message


def test_a_whole_competition_of_sheets_arrives_in_parts_in_any_order():
    m, desk = competition()
    r = random.Random(3)
    while not cosmic.replay(m)["done"]:
        m = run(m)
        code = cosmic.sheet_code(m, 0)
        parts = cosmic.sheet_parts(code, 900)
        assert all(len(p) <= 900 for p in parts) and len(parts) <= 7 and cosmic.code_kind(parts[0]) == "part"
        r.shuffle(parts)
        for i, part in enumerate(parts):
            desk = cosmic.apply(desk, {"type": "part", "code": part})
            state = cosmic.replay(desk)
            if i < len(parts) - 1:  # kept, not yet a sheet
                assert state["sheet"]["turn"] < cosmic.replay(m)["turn"] or cosmic.replay(m)["done"]
                assert state["parts"][0]["n"] == len(parts) and len(state["parts"][0]["have"]) == i + 1
        state = cosmic.replay(desk)
        assert state["sheet"] == cosmic.turn_sheet(m, 0) and state["parts"] == []
    assert refused(desk, parts[0], "sheet-in") == "This turn sheet is already on this desk."


def test_a_sheet_leaves_out_the_squads_once_the_desk_has_them():
    m, desk = competition()
    m = run(run(m))  # turn 3
    short, full = cosmic.sheet_code(m, 0), cosmic.sheet_code(m, 0, full=True)
    assert len(short) < 0.8 * len(full)
    # A desk that never had the squads (it missed turn 2's sheet) is told to ask for them.
    with pytest.raises(RuleError) as e:
        cosmic.apply(desk, {"type": "sheet", "code": short})
    assert e.value.code == "no-squads" and "ask the games master for your sheet with the squads" in e.value.message
    taken = cosmic.apply(desk, {"type": "sheet", "code": full})
    assert cosmic.replay(taken)["sheet"] == cosmic.turn_sheet(m, 0)
    m = run(m)
    taken = cosmic.apply(taken, {"type": "sheet", "code": cosmic.sheet_code(m, 0)})
    assert cosmic.replay(taken)["sheet"] == cosmic.turn_sheet(m, 0)


def test_parts_that_do_not_make_a_sheet_are_refused_and_change_nothing():
    m, desk = competition()
    m = run(m)
    parts = cosmic.sheet_parts(cosmic.sheet_code(m, 0), 700)
    assert len(parts) >= 3
    one = cosmic.apply(desk, {"type": "part", "code": parts[1]})
    assert "scan part" in refused(one, parts[1], "part-in")
    for bad in ("CP1.", parts[0].replace(".1.", ".0.", 1), parts[0][:-1] + "!", parts[0] + "\u00e9", 42,
                parts[0].replace(f".{len(parts)}.", f".{len(parts) + 1}.", 1)):
        with pytest.raises(RuleError) as e:
            cosmic.apply(one, {"type": "part", "code": bad})
        assert e.value.code == "bad-part" and e.value.message
    other = postal.parts(cosmic.sheet_code(m, 0), 700)[0].split(".")
    other[3] = "aaaaaa"  # a part naming another sheet: kept apart, never mixed in
    mixed = cosmic.apply(one, {"type": "part", "code": ".".join(other)})
    assert len(cosmic.replay(mixed)["parts"]) == 2
    changed = parts[0][:-3] + ("AAA" if not parts[0].endswith("AAA") else "BBB")  # a piece changed on the way
    for part in [changed] + parts[2:-1]:
        one = cosmic.apply(one, {"type": "part", "code": part})
    with pytest.raises(RuleError) as e:
        cosmic.apply(one, {"type": "part", "code": parts[-1]})
    assert e.value.code == "bad-part"
    bob = postal.parts(cosmic.sheet_code(cosmic.apply(m, {"type": "invite", "manager": 1}), 1), 700)[0]
    assert refused(desk, bob, "other-manager") == "This part of a turn sheet is for another desk."


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2), st.integers(0, 10), st.text(alphabet="CP1.acdefg0123456789-_xyzAZ", max_size=60))
def test_any_part_code_is_taken_or_refused_with_a_sentence(field, at, junk):
    """A part's fields changed anyhow: kept as a part, or one RuleError, never another exception."""
    m, desk = competition()
    part = cosmic.sheet_parts(cosmic.sheet_code(run(m), 0), 700)[0]
    fields = part.split(".", 6)
    fields[min(field + at, 6)] = junk
    try:
        cosmic.apply(desk, {"type": "part", "code": ".".join(fields)})
    except RuleError as e:
        assert e.message and "\n" not in e.message

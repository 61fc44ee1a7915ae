"""Squads (seed section 2), pitch and weather (section 3)."""

import pytest

from pavilion.core import RuleError, stream
from pavilion.cosmic.ground import PITCHES, WEATHER, modifier, roll_pitch
from pavilion.cosmic.squad import ROLES, check_name, check_names, roll_squad

RANGES = {  # role: (count, batting, bowling, fielding) as inclusive ranges
    "star-batsman": (2, (21, 26), (2, 12), (1, 6)),
    "batsman": (4, (19, 24), (2, 12), (1, 6)),
    "keeper": (2, (17, 22), (0, 0), (3, 6)),
    "star-all-rounder": (1, (19, 24), (19, 24), (3, 6)),
    "batting-all-rounder": (2, (17, 22), (13, 18), (1, 6)),
    "bowling-all-rounder": (2, (13, 18), (17, 22), (1, 6)),
    "star-bowler": (2, (2, 12), (21, 26), (1, 6)),
    "bowler": (3, (2, 12), (19, 24), (1, 6)),
}


def test_squads_are_rolled_as_section_2_says():
    seen = {role: set() for role in RANGES}
    for i in range(300):
        players = roll_squad(stream("squads", "s", i))
        assert len(players) == 18 and [p["id"] for p in players] == list(range(18))
        for role, (count, bat, bowl, fld) in RANGES.items():
            group = [p for p in players if p["role"] == role]
            assert len(group) == count
            for p in group:
                assert bat[0] <= p["batting"] <= bat[1]
                assert bowl[0] <= p["bowling"] <= bowl[1]
                assert fld[0] <= p["fielding"] <= fld[1]
                seen[role].add((p["batting"], p["bowling"], p["fielding"]))
                assert (p["bowling_style"] is None) == (role == "keeper") == p["keeper"]
                assert p["bowling_style"] in (None, "spin", "medium", "fast")
    # every extreme is reached: the dice are the seed's, not narrower
    for role, (_, bat, bowl, fld) in RANGES.items():
        assert {b for b, _, _ in seen[role]} == set(range(bat[0], bat[1] + 1))
        assert {f for _, _, f in seen[role]} == set(range(fld[0], fld[1] + 1))
    assert sum(r[2] for r in ROLES) == 18


def test_names_are_data_checked_for_type_and_length():
    assert check_name("<script>alert(1)</script>") == "<script>alert(1)</script>"
    assert check_name("Mrs. Snodgebucket 🎂") == "Mrs. Snodgebucket 🎂"
    for bad in (None, 7, "", "   ", "x" * 41, "two\nlines", ["Ann"]):
        with pytest.raises(RuleError) as e:
            check_name(bad)
        assert e.value.code == "bad-name"


def test_squad_names_need_eighteen_different():
    names = [f"P{i}" for i in range(18)]
    assert check_names(names) == names
    with pytest.raises(RuleError) as e:
        check_names(names[:17])
    assert e.value.code == "bad-names"
    with pytest.raises(RuleError) as e:
        check_names(names[:17] + [" p3 "])
    assert e.value.code == "duplicate-name"


@pytest.mark.parametrize("pitch, weather, style, mod", [
    (1, 1, "spin", -2), (1, 1, "fast", -2), (2, 2, "medium", -1), (3, 3, "fast", 0), (4, 4, "spin", 0),
    (5, 1, "spin", 2), (5, 1, "fast", 0), (6, 1, "fast", 2), (6, 1, "medium", 1), (6, 1, "spin", 0),
    (3, 5, "medium", 2), (3, 5, "fast", 1), (3, 5, "spin", 0), (3, 6, "spin", 1), (5, 6, "spin", 3),
    (6, 5, "medium", 3), (1, 5, "medium", 0), (6, 6, None, 0),
])
def test_pitch_and_weather_modifiers(pitch, weather, style, mod):
    assert modifier(style, pitch, weather) == mod


def test_pitch_3_and_4_are_both_average_but_different():
    assert PITCHES[3] == PITCHES[4] and PITCHES[3][0] == "Average"
    assert [WEATHER[f][0] for f in range(1, 7)] == ["Normal"] * 4 + ["Overcast", "Hot and dry"]


def test_pitch_never_repeats():
    for i in range(200):
        rng, used = stream("pitch", "p", i), []
        for _ in range(6):
            used.append(roll_pitch(rng, used))
        assert sorted(used) == [1, 2, 3, 4, 5, 6]

import json

import pytest

from ui.scene import MIN_TARGET, LayoutError, Scene, wrap


def test_regions_smaller_than_a_finger_are_a_layout_error():
    s = Scene("t", 400, 400)
    with pytest.raises(LayoutError):
        s.region("tiny", 0, 0, MIN_TARGET - 1, 100, "Tiny")
    with pytest.raises(LayoutError):
        s.button("flat", 0, 0, 200, 40, "Flat")


def test_region_names_are_unique():
    s = Scene("t", 400, 400)
    s.region("a", 0, 0, 60, 60, "A")
    with pytest.raises(LayoutError):
        s.region("a", 100, 0, 60, 60, "A again")


def test_first_enabled_region_takes_focus():
    s = Scene("t", 400, 400)
    s.region("off", 0, 0, 60, 60, "Off", disabled=True)
    s.region("on", 100, 0, 60, 60, "On")
    assert s.focus == "on"


def test_text_is_mirrored_as_plain_text_and_json_round_trips():
    s = Scene("t", 400, 400)
    s.text(10, 10, "<b>Bobby</b>", heading=True)
    s.text(10, 40, "decoration", mirror=False)
    s.button("go", 0, 100, 100, 50, "Go to the nets", caption="Go")
    data = json.loads(s.to_json())
    assert data["text"] == [{"text": "<b>Bobby</b>", "heading": True}]
    assert data["regions"][0]["label"] == "Go to the nets"
    assert any(op[0] == "text" and op[3] == "Go" for op in data["ops"])


def test_wrap_keeps_words_and_fits_width():
    text = "The quick brown fox jumps over the lazy dog near the pavilion end"
    lines = wrap(text, 20, 200)
    assert " ".join(lines) == text
    assert all(len(line) <= 200 // (20 * 0.52) or " " not in line for line in lines)
    assert wrap("", 20, 200) == [""]

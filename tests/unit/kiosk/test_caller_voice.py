"""The caller's voice reports (static/speech.js: "voices:none", "voices:no-english", "voices:failed"):
each gets a sentence that says what is wrong and what to do, and turns the caller off; anything else
leaves it on."""

import importlib.util
from pathlib import Path

import pytest

from ui.caller import VOICE_PROBLEMS, voice_problem

# The screen tests' Driver, loaded by its path ("conftest" names another folder's too in a whole run).
_spec = importlib.util.spec_from_file_location("ui_test_driver_for_caller",
                                               Path(__file__).resolve().parents[1] / "ui" / "conftest.py")
_conftest = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_conftest)
Driver = _conftest.Driver


def test_each_failure_says_what_is_wrong_and_what_to_do():
    assert "no voices at all" in voice_problem("none") and "setup-pi.sh" in voice_problem("none")
    assert "no English voice" in voice_problem("no-english")
    assert "on a phone, add one in its speech settings" in voice_problem("no-english")  # a phone has no setup-pi.sh
    assert "would not speak" in voice_problem("failed") and "off and on again" in voice_problem("failed")
    assert len(set(VOICE_PROBLEMS.values())) == 3  # three different problems, three different sentences
    for sentence in VOICE_PROBLEMS.values():
        assert sentence.startswith("Caller off: ")


@pytest.mark.parametrize("report", ["", "en-GB", "yes", "None", "none "])
def test_a_report_that_is_no_known_problem_is_none(report):
    assert voice_problem(report) is None


def kiosk_with_the_caller_on():
    d = Driver(w=800, h=480, hash_="#/darts", mode="kiosk")
    d.tap("Start game")
    d.tap("Menu")
    d.tap("Caller: off, speaks each dart")
    assert d.app.screen.caller
    return d


@pytest.mark.parametrize("report", sorted(VOICE_PROBLEMS))
def test_a_problem_report_turns_the_caller_off_with_its_sentence(report):
    d = kiosk_with_the_caller_on()
    d.send(type="report", id=f"voices:{report}")
    assert not d.app.screen.caller
    assert VOICE_PROBLEMS[report] in d.texts()


def test_any_other_report_leaves_the_caller_on():
    d = kiosk_with_the_caller_on()
    d.send(type="report", id="voices:en-GB")
    assert d.app.screen.caller
    assert not any(t.startswith("Caller off") for t in d.texts())


def test_the_x01_caller_hears_the_same_reports():
    d = Driver(w=800, h=480, hash_="#/x01")
    d.tap("Start game")
    d.tap("Menu")
    d.tap(next(label for label in d.labels() if label.startswith("Caller")))
    assert d.app.screen.caller
    d.send(type="report", id="voices:no-english")
    assert not d.app.screen.caller
    assert VOICE_PROBLEMS["no-english"] in d.texts()

"""Label in name in the browser: every button of the DOM mirror is named starting with the words drawn
on it (its data-caption, what the canvas shows), so a voice-control user who says what they see
reaches it. The rule is ui.scene.label_in_name; tests/unit/ui/test_label_in_name.py walks far more
screens on CPython, this checks what the page really carries, at a phone's size and a laptop's.
"""

import sys

import pytest
from playwright.sync_api import expect

from browsing import ROOT, SCREEN, button

sys.path.insert(0, str(ROOT / "py"))
from ui.scene import label_in_name  # noqa: E402

VIEWPORTS = {"phone": {"width": 360, "height": 640}, "laptop": {"width": 1280, "height": 720}}


def mismatched(page, where):
    """Each button on screen whose name does not start with its drawn words."""
    pairs = page.evaluate("""() => [...document.querySelectorAll('#hits [data-caption]')]
        .map(b => [b.dataset.caption, b.getAttribute('aria-label') || ''])""")
    assert pairs, f"{where}: no drawn captions in the mirror"
    return [f"{where}: drawn {caption!r}, named {name!r}" for caption, name in pairs if not label_in_name(caption, name)]


def go(page, hash_, text):
    page.evaluate("(hash) => { location.hash = hash; }", hash_)
    expect(page.locator(SCREEN)).to_contain_text(text)


@pytest.mark.parametrize("size", VIEWPORTS)
def test_every_button_is_named_with_its_drawn_words(page, open_app, size):
    page.set_viewport_size(VIEWPORTS[size])
    open_app()
    # First, proof that the check can fail: the old Crickee start button, drawn one way, named another.
    page.evaluate("""() => { const b = document.createElement('button'); b.id = 'planted';
        b.dataset.caption = 'Toss and play'; b.setAttribute('aria-label', 'Start the match');
        document.getElementById('hits').append(b); }""")
    assert mismatched(page, "hub") == ["hub: drawn 'Toss and play', named 'Start the match'"]
    page.evaluate("() => document.getElementById('planted').remove()")
    found = mismatched(page, "hub")
    go(page, "#/about", "Keyboard and screen readers")
    found += mismatched(page, "about")
    go(page, "#/crickee", "Crickee")
    found += mismatched(page, "crickee: set-up")
    button(page, "Start the match").click()
    button(page, "Call heads").click()
    found += mismatched(page, "crickee: after the toss")
    go(page, "#/cards", "Card Cricket")
    found += mismatched(page, "cards: set-up")
    button(page, "Instant dealing").click()
    button(page, "Start the match").click()
    found += mismatched(page, "cards: the toss")
    button(page, "Call heads").click()
    found += mismatched(page, "cards: the table")
    button(page, "Menu").click()
    found += mismatched(page, "cards: menu")
    go(page, "#/cosmic", "Cosmic")
    found += mismatched(page, "cosmic: set-up")
    button(page, "Single match: two managers").click()
    button(page, "Start").click()
    expect(page.locator(SCREEN)).to_contain_text("Turn 1 of 5")
    found += mismatched(page, "cosmic: the games master's table")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("size", VIEWPORTS)
def test_every_darts_button_is_named_with_its_drawn_words(page, open_app, size):
    page.set_viewport_size(VIEWPORTS[size])
    open_app("#/darts")
    expect(page.locator(SCREEN)).to_contain_text("Round limit")
    found = mismatched(page, "darts: set-up")
    button(page, "Custom board: pick six numbers").click()
    found += mismatched(page, "darts: the Custom picker")
    button(page, "Done: back to the set-up").click()
    button(page, "Random board").click()  # a Custom board with no numbers picked would not start
    button(page, "Start game").click()
    found += mismatched(page, "darts: keypad")
    button(page, "Double").click()
    found += mismatched(page, "darts: keypad under Double")
    button(page, "Other bed: one not on this board").click()
    found += mismatched(page, "darts: other beds under Double")
    button(page, "D11: double 11").click()  # recorded, and back to the keypad
    expect(button(page, "D11: double 11, dart 1. Tap to take it out")).to_be_visible()
    found += mismatched(page, "darts: a dart in the visit")
    button(page, "Enter turn").click()
    button(page, "Menu").click()
    found += mismatched(page, "darts: menu")
    button(page, "Turn history and corrections").click()
    found += mismatched(page, "darts: history")
    button(page, "Done: back to the keypad").click()

    go(page, "#/x01", "501: new game")
    found += mismatched(page, "501: set-up")
    button(page, "Start game").click()
    found += mismatched(page, "501: number pad")
    button(page, "Darts: enter dart by dart").click()
    button(page, "Treble").click()
    button(page, "20: treble 20").click()
    found += mismatched(page, "501: dart keypad")
    button(page, "Menu").click()
    found += mismatched(page, "501: menu")

    go(page, "#/practice", "Practice: pick a drill")
    found += mismatched(page, "practice: set-up")
    button(page, "Start Around the Clock").click()
    button(page, "Miss").click()
    found += mismatched(page, "practice: keypad")
    assert not found, "\n".join(found)

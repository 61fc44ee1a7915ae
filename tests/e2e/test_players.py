"""A remembered player's form in the browser: two games of 121 finished by taps, the browser killed
(SIGKILL) right after the second ends, and on the next start Ann's page shows both figures."""

import pytest
from playwright.sync_api import expect

from browsing import SCREEN, button, durable
from killing import PluggedChromium


def dart(page, multiplier, bed):
    button(page, multiplier).click()
    button(page, f"{bed}: {multiplier.lower()} {bed}").click()


def checkout_121(page):
    """One visit: T20 T11 D14 = 121, through the keypad, dart by dart."""
    expect(button(page, "Treble").or_(button(page, "Darts: enter dart by dart"))).to_be_visible()
    if button(page, "Darts: enter dart by dart").count():  # the screen keeps the way of entry chosen
        button(page, "Darts: enter dart by dart").click()
    for multiplier, bed in (("Treble", 20), ("Treble", 11), ("Double", 14)):
        dart(page, multiplier, bed)
    button(page, "Enter visit").click()
    expect(page.locator(SCREEN)).to_contain_text("Ann wins the leg")


@pytest.fixture
def plugged(playwright, tmp_path, guard):
    chromium = PluggedChromium(playwright, tmp_path / "profile", guard, (360, 640))
    yield chromium
    chromium.stop()


def test_two_finished_games_are_on_the_page_after_a_power_cut(plugged, site):
    page = plugged.start(site.url + "#/x01")
    button(page, "Take player 2 off").click()  # Ann alone: she throws first in every rematch
    page.get_by_role("textbox", name="Player 1 name").fill("Ann")
    button(page, "121 to start").click()
    button(page, "Start game").click()
    checkout_121(page)
    button(page, "Rematch").click()
    checkout_121(page)
    durable(page)  # the strict journal write has completed: the plug is pulled at once
    plugged.pull_the_plug()

    page = plugged.start(site.url + "#/player?name=Ann")
    text = page.locator(SCREEN)
    expect(text).to_contain_text("Ann's form")
    expect(text).to_contain_text("121: 2 games, from 121.00 to 121.00")  # a 121 leg is never filed as 501
    expect(text).to_contain_text("Personal bests")
    page.screenshot(path="/tmp/shots/history/e2e-player-after-power-cut.png")

"""Cosmic Celebrity Cricket in the browser: a hot-seat turn, a postal code pasted by the GM, the zine."""

from playwright.sync_api import expect

from browsing import SCREEN, button, saved

HOSTILE = "<img src=x onerror=alert(1)>"


def test_a_match_with_a_desk_a_postal_code_and_the_zine(page, open_app):
    open_app()
    page.get_by_role("button", name="Cosmic Celebrity Cricket").click()
    button(page, "Single match: two managers").click()
    button(page, "20 overs a side").click()
    page.get_by_role("textbox", name="Manager 1 name").fill(HOSTILE)
    page.get_by_role("textbox", name="Manager 2 name").fill("Bot")
    button(page, "Start").click()
    expect(page.locator(SCREEN)).to_contain_text(f"Turn 1 of 5: waiting for orders from {HOSTILE}.")

    # Turn 1 at this screen: the team's name, typed, handed in.
    button(page, f"Open {HOSTILE}'s desk").click()
    button(page, f"I am {HOSTILE}: open my desk").click()
    page.get_by_role("textbox", name="Team name").fill("Comet <b>XI</b>")
    button(page, "Hand in orders").click()
    expect(page.locator("#live")).to_contain_text("orders are in")
    button(page, "Run turn 1").click()
    expect(page.locator(SCREEN)).to_contain_text("Squads: Comet <b>XI</b>")
    expect(page.locator("#print-doc pre")).to_contain_text("COSMIC CELEBRITY CRICKET: turn 1 of 5")

    # Turn 2 by post: the desk makes a code, the GM pastes a bad one (refused) and then the real one.
    button(page, "Back to the games master's table").click()
    button(page, f"Open {HOSTILE}'s desk").click()
    button(page, f"I am {HOSTILE}: open my desk").click()
    button(page, "Fill in the computer's eleven").click()
    button(page, "Make a postal orders code").click()
    code = page.locator(SCREEN).get_by_text("CC1.").text_content()
    button(page, "Done: back to the games master's table").click()
    before = saved(page)["match"]["actions"]
    button(page, "Paste an orders code").click()
    page.get_by_role("textbox", name="Orders code").fill("CC1.notacode")
    button(page, "Import the orders").click()
    expect(page.locator("#live")).to_have_text(
        "This Cosmic Cricket orders code is damaged or incomplete. Ask the manager to send it again.")
    assert saved(page)["match"]["actions"] == before
    page.get_by_role("textbox", name="Orders code").fill(code)
    button(page, "Import the orders").click()
    expect(page.locator("#live")).to_contain_text("for turn 2 are in")
    button(page, "Run turn 2").click()
    expect(page.locator(SCREEN)).to_contain_text("Total ")
    expect(page.locator("#print-doc pre")).to_contain_text("COSMIC CELEBRITY CRICKET: turn 2 of 5")
    actions = saved(page)["match"]["actions"]
    assert [a["type"] for a in actions] == ["orders", "run", "orders", "run"]
    assert len(actions[2]["orders"]["eleven"]) == 11

    # The archive reopens issue 1, and the help page shows the exact odds.
    button(page, "Zine archive").click()
    button(page, "Open issue 1").click()
    expect(page.locator("#print-doc pre")).to_contain_text("turn 1 of 5")
    button(page, "Back to the games master's table").click()
    button(page, "Ball odds for each batting style").click()
    expect(page.locator(SCREEN)).to_contain_text("Normal, Dot ball: 11/18, 61.1 percent")
    assert page.locator("img").count() == 0  # the hostile name stayed text

"""Readings "The deck": the 120 cards as data, each card's parts matching the seed's words.

The parts are checked against an independent reading of the text: a small grammar of the
seed's phrases, so a mistyped part or a card moved to the wrong effect fails here.
"""

import os
import re
from collections import Counter

import pytest

from pavilion.crickee.cards import BY_NAME, CATEGORIES, DECK

SEED = "/work/shared/seeds/000_27f10c94a34182f3.txt"
KIND = {"dot": "dot", "dot ball": "dot", "single": "single", "two": "two", "four": "four",
        "boundary": "boundary", "wicket chance": "chance"}
TO = {"a dot": "dot", "a dot ball": "dot", "a single": "single", "two runs": "two",
      "a four": "four", "a six": "six", "a wicket chance": "chance"}
WINDOW = re.compile(r"^(.*) — only in overs (\d+)–(\d+)\.$")


def phrase(text):
    """One effect part from one phrase of a card's text."""
    text = text.strip().rstrip(".")
    if m := re.fullmatch(r"[Oo]ne (dot ball|dot|single|two|four|boundary|wicket chance) "
                         r"becomes (a dot ball|a dot|a single|two runs|a four|a six|"
                         r"a wicket chance)( instead)?", text):
        return ("change", KIND[m[1]], TO[m[2]])
    if m := re.fullmatch(r"(?:No-ball: )?\+(\d) (?:bonus )?runs?", text):
        return ("bonus", int(m[1]))
    if re.fullmatch(r"[Cc]ancel one wicket chance( — the batter survives)?", text):
        return ("cancel",)
    if m := re.fullmatch(r"([+-]1) to one wicket-chance roll \(a wicket is (more|less) likely\)",
                         text):
        assert (m[1] == "+1") == (m[2] == "more")
        return ("roll", int(m[1]))
    if m := re.fullmatch(r"[Aa]dd one extra (dot ball|wicket chance) to the over|"
                         r"add one extra (dot ball)|add one extra ball \((a single)\)|"
                         r"add (a new one)", text):
        said = m[1] or m[2] or m[3] or m[4]
        return ("add", {"dot ball": "dot", "wicket chance": "chance", "a single": "single",
                        "a new one": "chance"}[said])
    if re.fullmatch(r"[Tt]he over loses its last ball", text):
        return ("lose_last",)
    if re.fullmatch(r"Reroll one random ball( of the over)?", text):
        return ("reroll",)
    if re.fullmatch(r"(A quiet word|The batters cross) — nothing changes this over", text):
        return ("nothing",)
    raise AssertionError(f"no reading for {text!r}")


def read(text):
    """The parts a card's text says, in the written order."""
    if m := WINDOW.match(text):
        text = m[1]
    if text.startswith("50-50: "):
        first, second = text[len("50-50: "):].rstrip(".").split(", or ")
        return (("gamble", (phrase(first),), (phrase(second),)),)
    if m := re.fullmatch(r"(.*), but a 1-in-6 chance of a run out\.", text):
        first = read(m[1] + ".")
        when = "always" if first[0][0] == "bonus" else "rider"
        return first + (("run_out", 1, 6, when),)
    if text == "50% chance of a run out.":
        return (("run_out", 1, 2, "always"),)
    return tuple(phrase(p) for p in re.split(r", and |, but |, then ", text.rstrip(".")))


def window(text):
    m = WINDOW.match(text)
    return (int(m[2]), int(m[3])) if m else None


def test_deck_holds_120_cards_in_the_seed_categories():
    assert len(DECK) == 120 and len(BY_NAME) == 120
    counts = Counter(card.category for card in DECK)
    assert counts == {"Core": 50, "Tactical": 30, "Special": 20, "Flavour": 20}
    assert set(counts) == set(CATEGORIES)


@pytest.mark.parametrize("card", DECK, ids=lambda c: c.name)
def test_every_cards_parts_match_its_seed_text(card):
    assert card.parts == read(card.text)
    assert card.window == window(card.text)


def test_representative_cards():
    """A few cards spelled out by hand (the worked example's Free Hit among them)."""
    assert BY_NAME["Free Hit"].parts == (("change", "chance", "four"),)
    assert BY_NAME["Tight Single"].parts == (("bonus", 1), ("run_out", 1, 6, "always"))
    assert BY_NAME["Reverse Sweep"].parts == (("change", "single", "four"),
                                              ("run_out", 1, 6, "rider"))
    assert BY_NAME["Aggressive Field"].parts == (("change", "single", "dot"),
                                                 ("change", "dot", "chance"))
    assert BY_NAME["Third Umpire Review"].parts == (("gamble", (("cancel",),),
                                                     (("add", "chance"),)),)
    assert BY_NAME["Storm Rolling In"].parts == (("bonus", 2), ("lose_last",))
    assert BY_NAME["Wide Down Leg"].parts == (("bonus", 1), ("add", "single"))
    assert BY_NAME["Bowler Oversteps"].parts == (("bonus", 1), ("change", "chance", "four"))


def test_counts_per_effect_kind():
    """How many cards use each kind of part (over every part and branch). The expected counts
    were taken by grepping the seed's card lines for "becomes", "+N run", "add one extra",
    "loses its last", "cancel one wicket", "to one wicket-chance roll", "Reroll", "50-50",
    "run out" and "nothing changes"."""
    def kinds(parts):
        for part in parts:
            yield part[0]
            if part[0] == "gamble":
                yield from kinds(part[1])
                yield from kinds(part[2])

    counts = Counter(k for card in DECK for k in set(kinds(card.parts)))
    assert counts == {"change": 64, "bonus": 27, "add": 10, "lose_last": 5, "cancel": 8,
                      "roll": 6, "reroll": 7, "gamble": 6, "run_out": 5, "nothing": 2}


def test_over_windows_are_the_readings():
    windows = {c.name: c.window for c in DECK if c.window}
    assert windows == {"Powerplay Bonus": (1, 6), "Powerplay Blitz": (1, 6),
                       "Middle Overs Squeeze": (7, 15), "Century Chase": (15, 20),
                       "Death Overs Surge": (17, 20), "Death Overs Yorkers": (17, 20)}
    assert BY_NAME["Century Chase"].in_window(15) and not BY_NAME["Century Chase"].in_window(14)


@pytest.mark.skipif(not os.path.exists(SEED), reason="the seed text is outside this checkout")
def test_names_categories_and_texts_are_the_seeds_exactly():
    text = open(SEED, encoding="utf-8").read()
    section = text[text.index("Core\n"):text.index("⭐")]
    listed, category = [], None
    for line in section.splitlines():
        line = line.strip()
        if line in CATEGORIES:
            category = line
        elif line.startswith("•"):
            listed.append((category, line[1:].strip()))
    assert listed == [(c.category, c.name + c.text) for c in DECK]

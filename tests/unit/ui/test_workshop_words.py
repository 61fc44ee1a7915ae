"""No words from the workshop on any game's screens.

Players never saw the source documents the rules were built from (the "seed" texts), the
project's "readings" of them or its record versions: a screen that says "the seed's own dice",
"the seed gives no numbers", "version 1" or "the old rules" speaks to the builders, not to the
player. Each test walks a game's screens the way a player reaches them (every button on every
screen, a few taps deep, from the set-up and from saved matches part-played and finished) and reads
everything the page is given: the accessible mirror, the buttons' names, the live line, the
printable document and the words drawn on the canvas.
"""

import re

import pytest

from pavilion import cards, cosmic, crickee
from ui.copies import MemoryBackend
from ui.storage import Store
from ui_helpers import walk

# "seed" is allowed only where it means the random seed of a match a link carries, as a player
# who shares links would read it; any other "seed" is the source document's, and a workshop word.
RANDOM_SEED = (
    "A shared match link holds the seed and the choices made",
    "Started by an older Pavilion, whose competition links carried the seed: its dice were never secret.",
)
WORKSHOP = re.compile(r"\bseed's|\bseeds?\b|\bversion [0-9]\b|\bold rules\b|\breadings?\b|\bworkshop\b",
                      re.IGNORECASE)


def workshop_words(text: str) -> list:
    for allowed in RANDOM_SEED:
        text = text.replace(allowed, "")
    return [m.group(0) for m in WORKSHOP.finditer(text)]


def check(found: dict) -> None:
    bad = {}
    for text, path in found.items():
        for word in workshop_words(text):
            at = text.lower().index(word.lower())
            bad.setdefault(text[max(0, at - 60):at + 60], path)
    assert not bad, "\n".join(f"...{said}... (taps: {' > '.join(path) or 'none'})" for said, path in bad.items())


def saved(make_driver, slug, match, w=1280, h=720):
    backend = MemoryBackend()
    Store(backend).save(f"{slug}-1-walk", match, "a match to walk")
    return make_driver(w=w, h=h, hash_=f"#/{crickee_route(slug)}?id={slug}-1-walk", backend=backend)


def crickee_route(slug):
    return {"card-cricket": "cards"}.get(slug, slug)


def played(module, match, person_moves):
    """`match` after `person_moves` of the first legal choice, the computer answering each."""
    for _ in range(person_moves):
        options = module.legal_actions(match)
        if not options:
            break
        match = module.apply(match, options[0])
    return match


def test_the_scan_finds_the_words_a_player_never_saw():
    assert workshop_words("The seed's own dice for every batter") == ["seed's"]
    assert workshop_words("The seed gives no numbers for attacking") == ["seed"]
    assert workshop_words("The old rules stop before they say how a turn scores") == ["old rules"]
    assert workshop_words("A version 1 record replays under our reading") == ["version 1", "reading"]
    assert workshop_words("Same dice: whoever opens this link plays the same match") == []
    assert workshop_words(RANDOM_SEED[0] + ", so whoever opens it gets the same dice") == []


@pytest.mark.parametrize("w,h", [(1280, 720), (360, 640)])
def test_the_hub_and_every_games_first_screens(make_driver, w, h):
    check(walk(make_driver(w=w, h=h, hash_="#/"), 2, {"hub", "about", "message"}))


def test_crickee_set_up_rules_and_a_match(make_driver):
    check(walk(make_driver(hash_="#/crickee"), 2))
    person = {"home": "computer", "away": "person"}
    check(walk(saved(make_driver, "crickee", crickee.autoplay(
        played(crickee, crickee.autoplay(crickee.new_match("walk", captains=person)), 12))), 2))
    watched = crickee.autoplay(crickee.new_match("walk", captains={"home": "computer", "away": "computer"}))
    check(walk(saved(make_driver, "crickee", watched, w=360, h=640), 2))


def test_random_cricket_set_up_play_and_menus(make_driver):
    check(walk(make_driver(hash_="#/darts"), 3))


def test_card_cricket_set_up_table_and_scorecard(make_driver):
    check(walk(make_driver(hash_="#/cards"), 3))
    check(walk(saved(make_driver, "card-cricket", cards.new_match("walk")), 3))


def test_cosmic_set_up_desks_help_and_zine(make_driver):
    check(walk(make_driver(hash_="#/cosmic"), 3))
    people = [{"name": "Ann", "computer": False}, {"name": "Bob", "computer": False},
              {"name": "Cy", "computer": True}, {"name": "Di", "computer": True}]
    competition = cosmic.new_competition(seed="s0", managers=people)
    check(walk(saved(make_driver, "cosmic", cosmic.apply(competition, {"type": "run", "turn": 1})), 3))

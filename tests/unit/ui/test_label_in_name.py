"""Label in name (WCAG 2.5.3): every button's accessible name starts with the words drawn on it, so
a voice-control user who says what they see reaches it. Checked on every scene painted while each
game is walked tap by tap (ui_helpers.walk), at a phone's size and a laptop's."""

import pytest
from ui.scene import label_in_name
from ui_helpers import walk

SIZES = {"phone": (360, 640), "laptop": (1280, 720)}
GAMES = {"#/": 2, "#/crickee": 3, "#/cards": 3, "#/cosmic": 2, "#/x01": 2}
SCREENS = {"hub", "about", "crickee", "cards", "cosmic", "x01"}


def test_the_rule_takes_the_visible_words_and_leaves_symbols():
    assert label_in_name("\u2190 Back", "Back to the hub")
    assert label_in_name("Enter", "Enter turn")
    assert label_in_name("\u232b Back", "Back: take out the last dart")
    assert label_in_name("Auto: off", "Auto: off. The Droid's pick for you")
    assert not label_in_name("\u2190 Hub", "Back to the hub")
    assert not label_in_name("Toss and play", "Start the match")
    assert not label_in_name("Auto: off", "Auto choose: the Droid's pick for you")
    assert not label_in_name("Toss and play", "Toss the coin and play")  # in order, but not the start
    assert label_in_name("Gulls 7/1", "Gulls 7 for 1: scorecard")  # a score is said '7 for 1'



def test_a_card_drawn_as_rank_and_suit_may_be_named_in_full():
    assert label_in_name("\u2605 7\u2665 K\u2666", "7 of hearts and king of diamonds: cover the pair")
    assert not label_in_name("7\u2665 K\u2666", "Cover the pair: 7 of hearts and king of diamonds")
    assert not label_in_name("7\u2665 K\u2666", "7 of hearts and 4 of diamonds")


def mismatches(d, screens, depth, monkeypatch) -> dict:
    """{(screen, caption): name} of every button, on every scene painted while `d` is walked, whose
    name does not start with its drawn words."""
    found = {}

    def check(scene):
        for r in scene["regions"] if scene["screen"].split("-")[0] in screens else ():
            if "caption" in r and not label_in_name(r["caption"], r["label"]):
                found.setdefault((scene["screen"], r["caption"]), r["label"])

    bridge = type(d.bridge)
    painted = bridge.paint
    monkeypatch.setattr(bridge, "paint", lambda self, scene_json: (painted(self, scene_json), check(self.scene)))
    check(d.bridge.scene)
    walk(d, depth, screens=screens)
    return found


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("route", GAMES)
def test_every_button_on_every_screen_is_named_with_its_visible_words(make_driver, monkeypatch, route, size):
    w, h = SIZES[size]
    found = mismatches(make_driver(w=w, h=h, hash_=route), SCREENS, GAMES[route], monkeypatch)
    assert len(found) == 0, "\n".join(f"{screen}: drawn {caption!r}, named {label!r}"
                                      for (screen, caption), label in sorted(found.items()))


@pytest.mark.xfail(strict=True, reason="Random Cricket's screens are being rewritten by their owners: the keypad's beds ('11' named 'Double 11'), the darts in the visit ('S1'), the set-up's "
                   "choices and '\u2190 Hub' still need names that start with what they draw")
def test_random_crickets_screens_name_their_buttons_with_their_visible_words(make_driver, monkeypatch):
    found = mismatches(make_driver(w=360, h=640, hash_="#/darts"), {"darts"}, 2, monkeypatch)
    assert len(found) == 0, "\n".join(f"{screen}: drawn {caption!r}, named {label!r}"
                                      for (screen, caption), label in sorted(found.items()))

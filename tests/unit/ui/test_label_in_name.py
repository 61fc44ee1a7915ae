"""Label in name (WCAG 2.5.3): every button's accessible name starts with the words drawn on it, so
a voice-control user who says what they see reaches it. Checked on every scene painted while each
game is walked tap by tap (ui_helpers.walk), at a phone's size and a laptop's."""

import pytest
from ui.scene import label_in_name
from ui_helpers import walk

SIZES = {"phone": (360, 640), "laptop": (1280, 720), "kiosk": (800, 480)}
# route, mode: taps deep enough to open every screen of the game (a darts game's third tap opens its
# menu's pages, the keypad's other beds under Double, a 501 visit's questions)
GAMES = {("#/", "hub"): 2, ("#/crickee", "hub"): 3, ("#/cards", "hub"): 3, ("#/cosmic", "hub"): 2,
         ("#/darts", "hub"): 3, ("#/x01", "hub"): 3, ("#/practice", "hub"): 3,
         ("#/games", "kiosk"): 1, ("#/darts", "kiosk"): 3, ("#/x01", "kiosk"): 3, ("#/practice", "kiosk"): 3}
SCREENS = {"hub", "about", "crickee", "cards", "cosmic", "darts", "x01", "practice", "games"}


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
@pytest.mark.parametrize("route,mode", GAMES)
def test_every_button_on_every_screen_is_named_with_its_visible_words(make_driver, monkeypatch, route, mode, size):
    if (mode == "kiosk") != (size == "kiosk"):
        pytest.skip("a kiosk is 800x480; phones and laptops are not kiosks")
    w, h = SIZES[size]
    found = mismatches(make_driver(w=w, h=h, hash_=route, mode=mode), SCREENS, GAMES[route, mode], monkeypatch)
    assert len(found) == 0, "\n".join(f"{screen}: drawn {caption!r}, named {label!r}"
                                      for (screen, caption), label in sorted(found.items()))


PLAYED = {  # a game in play, and one won: the screens a walk from the set-up is too shallow to reach
    "#/darts": ("Start game", "Miss", "Enter turn"),
    "#/x01": ("Take player 2 off", "121 to start", "Start game", "6", "0", "Enter the visit total"),
    "#/x01 won": ("Take player 2 off", "121 to start", "Start game", "1", "2", "1", "Enter the visit total",
                  "1 at a double"),
    "#/practice": ("Start Around the Clock", "Miss"),
}


@pytest.mark.parametrize("size", ["phone", "kiosk"])
@pytest.mark.parametrize("played", PLAYED)
def test_every_button_of_a_darts_game_in_play_is_named_with_its_visible_words(make_driver, monkeypatch, played,
                                                                                 size):
    w, h = SIZES[size]
    d = make_driver(w=w, h=h, hash_=played.split()[0], mode="kiosk" if size == "kiosk" else "hub")
    for label in PLAYED[played]:
        d.tap(label)
        d.send(type="tick")  # the moment a person takes: 501's question waits out a double tap
    found = mismatches(d, SCREENS, 2, monkeypatch)
    assert len(found) == 0, "\n".join(f"{screen}: drawn {caption!r}, named {label!r}"
                                      for (screen, caption), label in sorted(found.items()))


def test_the_darts_walk_reaches_every_screen_it_vouches_for(make_driver, monkeypatch):
    """The walk above is only as good as the screens it opens: Random Cricket's keypad with its
    other beds under Double, the Custom picker, the menu's pages; 501's number pad and stats."""
    seen = {}
    for route in ("#/darts", "#/x01"):
        d = make_driver(w=360, h=640, hash_=route)
        bridge = type(d.bridge)
        painted = bridge.paint
        monkeypatch.setattr(bridge, "paint", lambda self, scene_json, painted=painted: (
            painted(self, scene_json), seen.update({r["label"]: r.get("caption") for r in self.scene["regions"]})))
        walk(d, GAMES[route, "hub"], screens={route[2:]})
        monkeypatch.undo()
    for name in ("11: double 11", "Done: back to the set-up", "Done: back to the keypad",
                 "Caller: off, speaks each dart", "Bust: the visit scores nothing"):
        assert name in seen, name
    assert any(label.startswith("M: miss, dart 1") and caption == "M" for label, caption in seen.items())


@pytest.mark.parametrize("multiplier", ["Double", "Treble"])
def test_random_crickets_other_beds_under_a_multiplier_are_named_with_what_they_draw(make_driver, multiplier):
    """A walk sees the keypad once, whatever the multiplier: the other beds drawn 'D11', 'T20'."""
    d = make_driver(w=360, h=640, hash_="#/darts")
    d.tap("Start game")
    d.tap(multiplier)
    d.tap("Other bed: one not on this board")
    beds = [r for r in d.bridge.scene["regions"] if r["id"].startswith("bed:")]
    assert len(beds) == 20 and all(label_in_name(r["caption"], r["label"]) for r in beds)
    assert f"{multiplier[0]}11: {multiplier.lower()} 11" in d.labels()

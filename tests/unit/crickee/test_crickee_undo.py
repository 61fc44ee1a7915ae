"""Taking back the last over against the computer: a wrong tap can be undone, once an innings,
and the over is then rolled afresh (new dice, the next card), so an undo never shows the future."""

import copy

import pytest
from pavilion.core import RuleError, dumps
from pavilion.crickee import apply, autoplay, legal_actions, new_match, replay

PERSON_AWAY = {"home": "computer", "away": "person"}


def code(fn, *args):
    with pytest.raises(RuleError) as info:
        fn(*args)
    assert info.value.message
    return info.value.code


def play_overs(m, overs, pick=0):
    """The person takes the first (or `pick`-th) legal choice; the computer answers."""
    target = sum(len(i["over_list"]) for i in replay(m)["innings"]) + overs
    m = autoplay(m)
    while sum(len(i["over_list"]) for i in replay(m)["innings"]) < target and \
            replay(m)["result"] is None:
        options = legal_actions(m)
        m = autoplay(apply(m, options[min(pick, len(options) - 1)]))
    return m


def undo(m):
    return autoplay(apply(m, {"type": "undo", "side": "away"}))


def test_undo_takes_back_the_last_over_and_its_decisions():
    before = play_overs(new_match("undo1", captains=PERSON_AWAY), 3)
    after = play_overs(before, 1, pick=1)  # a different choice: attack, or another bowler
    state = replay(after)
    assert state["undo"] == {"side": "away", "innings": 1, "over": 4, "super_over": 0}
    back = undo(after)
    was, now = replay(before), replay(back)
    assert now["innings"] == was["innings"]  # score, overs, batters, as before the over
    assert now["to_decide"] == was["to_decide"]  # the same decision waits for the person
    assert back["actions"][-1]["type"] in ("undo", "attack")  # the undo stays in the record
    assert any(a["type"] == "undo" for a in back["actions"])
    assert now["undo"] is None  # one an innings


def test_the_over_is_rolled_afresh_with_the_next_card_not_the_one_seen():
    m = play_overs(new_match("undo2", captains=PERSON_AWAY), 2)
    seen = replay(m)["innings"][0]["over_list"][-1]
    again = play_overs(undo(m), 1)
    redone = replay(again)["innings"][0]["over_list"][-1]
    assert redone["over"] == seen["over"]
    assert redone["card"]["name"] != seen["card"]["name"]
    assert replay(again)["deck"]["left"] == replay(m)["deck"]["left"] - 1  # the seen card is out
    all_cards = [o["card"]["name"] for i in replay(again)["innings"] for o in i["over_list"]]
    assert seen["card"]["name"] not in all_cards


def test_undo_replays_exactly_and_applies_one_action_at_a_time():
    m = undo(play_overs(new_match("undo3", captains=PERSON_AWAY), 5))
    m = play_overs(m, 30)
    by_hand = new_match("undo3", captains=PERSON_AWAY)
    for action in m["actions"]:
        by_hand = apply(by_hand, action)
    assert dumps(by_hand) == dumps(m) and replay(by_hand) == replay(m)


def test_refusals_change_nothing():
    m = new_match("undo4", captains=PERSON_AWAY)
    assert code(apply, m, {"type": "undo", "side": "away"}) == "nothing-to-undo"
    m = play_overs(m, 2)
    before = copy.deepcopy(m)
    assert code(apply, m, {"type": "undo", "side": "home"}) == "not-your-turn"
    assert code(apply, m, {"type": "undo", "side": "away", "over": 1}) == "bad-action"
    m2 = undo(m)
    assert code(apply, m2, {"type": "undo", "side": "away"}) == "undo-used"
    assert m == before
    people = play_overs(new_match("undo4", captains={"home": "person", "away": "person"}), 1)
    assert code(apply, people, {"type": "undo", "side": "home"}) == "undo-not-here"
    watched = autoplay(new_match("undo4", captains={"home": "computer", "away": "computer"}),
                       until="over")
    assert code(apply, watched, {"type": "undo", "side": "home"}) == "undo-not-here"
    assert replay(watched)["undo"] is None


def test_a_finished_match_cannot_be_undone():
    """The result stands: the loser may not take back the over that won the match (a person's own
    or the computer's), and no undo is offered."""
    m = play_overs(new_match("undo5", captains=PERSON_AWAY), 200)
    state = replay(m)
    assert state["result"] is not None and state["to_decide"] is None
    assert state["undo"] is None
    before = copy.deepcopy(m)
    with pytest.raises(RuleError) as info:
        apply(m, {"type": "undo", "side": "away"})
    assert info.value.code == "match-over"
    assert info.value.message == (f"The match is over: {state['result']['text']}. A finished match "
                                  "stands: start a rematch to play again.")
    assert m == before


def test_undoing_the_last_over_of_an_innings_takes_back_the_change_of_innings():
    m = new_match("undo6", captains=PERSON_AWAY)
    while len(replay(m)["innings"]) < 2:
        m = play_overs(m, 1)
    state = replay(m)
    first = state["innings"][0]
    assert state["undo"]["innings"] == 1  # no over of the chase rolled yet
    back = replay(undo(m))
    assert len(back["innings"]) == 1 and not back["innings"][0]["done"]
    assert len(back["innings"][0]["over_list"]) == len(first["over_list"]) - 1
    m = play_overs(undo(m), 1)
    while len(replay(m)["innings"]) < 2:
        m = play_overs(m, 1)
    m = play_overs(m, 1)
    assert replay(m)["undo"]["innings"] == 2  # the chase has its own undo


def test_stepping_back_across_an_innings_keeps_each_innings_undo_used():
    """Take back the chase's first over, then the first innings' last over: each innings' undo is
    now used, so when the chase's first over is rolled again it stands, and both seen cards stay out
    of play (hypothesis found a third undo: the second one had forgotten the first)."""
    m = new_match("undo7", captains=PERSON_AWAY)
    while len(replay(m)["innings"]) < 2 or not replay(m)["innings"][1]["over_list"]:
        m = play_overs(m, 1)
    chase_card = replay(m)["innings"][1]["over_list"][0]["card"]["name"]
    m = undo(m)
    assert replay(m)["undo"]["innings"] == 1  # the chase has no over now: the first innings' last
    last_card = replay(m)["innings"][0]["over_list"][-1]["card"]["name"]
    m = undo(m)
    while len(replay(m)["innings"]) < 2 or not replay(m)["innings"][1]["over_list"]:
        m = play_overs(m, 1)
    state = replay(m)
    assert state["undo"] is None
    assert code(apply, m, {"type": "undo", "side": "away"}) == "undo-used"
    cards = [o["card"]["name"] for i in state["innings"] for o in i["over_list"]]
    assert chase_card not in cards and last_card not in cards

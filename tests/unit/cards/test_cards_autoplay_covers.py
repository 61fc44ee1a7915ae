"""autoplay(covers=True): the table's "auto choose" makes the person's covers by the Droid's pick."""

from pavilion import cards


def test_auto_covers_stop_only_at_decisions_that_are_not_covers():
    m = cards.autoplay(cards.new_match(seed="auto"))
    for _ in range(400):
        state = cards.replay(m)
        if state["to_act"] is None:
            break
        if state["to_act"] == "you" and state["decision"] != "cover":
            m = cards.apply(m, state["suggestion"])
        before = len(m["actions"])
        m = cards.autoplay(m, covers=True)
        after = cards.replay(m)
        # It never stops while the person only has a cover to make, and it only added legal moves.
        assert after["to_act"] != "you" or after["decision"] != "cover"
        assert cards.replay(m) == cards.replay({**m, "actions": list(m["actions"])})
        assert len(m["actions"]) >= before
    assert cards.replay(m)["result"] is not None


def test_without_covers_the_person_is_asked_to_cover():
    m = cards.autoplay(cards.new_match(seed="ask"))
    asked = False
    for _ in range(200):
        state = cards.replay(m)
        if state["to_act"] is None:
            break
        if state["to_act"] == "you" and state["decision"] == "cover":
            asked = True
            break
        m = cards.autoplay(cards.apply(m, state["suggestion"]))
    assert asked

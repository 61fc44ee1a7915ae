"""Undo and corrections replay: the state after them is the state of the visits they leave."""

import pytest

from pavilion import x01
from pavilion.core import RuleError
from pavilion.x01.game import Game

from x01_helpers import match, play, refused, score, visit


def strip(state):
    """The parts of a state that say where play stands (not the sentences about the last action)."""
    return {k: v for k, v in state.items() if k not in ("last", "calls", "corrections")}


def test_undo_takes_back_the_last_visit():
    m = play(match(), 100, 60)
    m2 = x01.apply(m, {"type": "undo"})
    s = x01.replay(m2)
    assert s["players"][1]["score"] == 501 and s["to_throw"] == 1 and len(s["visits"]) == 1
    assert strip(s) == strip(x01.replay(play(match(), 100)))
    assert s["last"] == "Undone: Bob's visit. Bob to throw, 501 left."


def test_undo_reopens_a_won_leg_and_match():
    m = play(match(start=121), ["T20", "T7", "D20"])
    m = x01.apply(m, {"type": "undo"})
    s = x01.replay(m)
    assert s["winner"] is None and s["to_throw"] == 0 and s["players"][0]["score"] == 121


def test_nothing_to_undo():
    refused(match(), {"type": "undo"}, "nothing-to-undo")


def test_undo_with_a_computer_goes_back_to_the_person():
    m = x01.autoplay(play(match(("Ann", {"name": "Droid", "bot": 3})), 60))
    assert len(x01.replay(m)["visits"]) == 2
    m2 = x01.apply(m, {"type": "undo"})
    s = x01.replay(m2)
    assert len(s["visits"]) == 0 and s["to_throw"] == 0 and "2 visits" in s["last"]


def test_undo_and_re_enter_gives_the_same_computer_darts():
    m = x01.autoplay(play(match(("Ann", {"name": "Droid", "bot": 2}), seed="q7"), 45))
    first = x01.replay(m)["visits"][1]["darts"]
    m = x01.autoplay(visit(x01.apply(m, {"type": "undo"}), 45))
    assert x01.replay(m)["visits"][1]["darts"] == first


def test_correct_a_visit_replays_the_rest():
    m = play(match(), 100, 60, 45)
    m = x01.apply(m, {"type": "correct", "visit": 0, "total": 140})
    s = x01.replay(m)
    assert [p["score"] for p in s["players"]] == [501 - 140 - 45, 441]
    assert s["visits"][0]["corrected"] and not s["visits"][1]["corrected"]
    assert m["actions"][-1] == {"type": "correct", "visit": 0, "total": 140}
    assert s["last"].startswith("Visit 1 corrected: Ann: 140.")


def test_correct_from_total_to_darts():
    m = play(match(), 100, 60)
    m = x01.apply(m, {"type": "correct", "visit": 1, "darts": ["T20", "T20", "T20"]})
    s = x01.replay(m)
    assert s["players"][1]["score"] == 321 and s["players"][1]["stats"]["max180s"] == 1


def test_a_correction_that_breaks_a_later_visit_is_refused():
    m = play(match(start=121), 81, 0, {"total": 40, "checkout": 2})  # Ann checks out 40
    e = refused(m, {"type": "correct", "visit": 0, "total": 60}, "correction-conflicts")
    assert "visit 3 (Ann's)" in e.message
    e = refused(play(match(start=121), 81, 0), {"type": "correct", "visit": 0, "total": 121, "checkout": 3},
                "correction-conflicts")
    assert "visit 2 (Bob's)" in e.message and "the match is over" in e.message
    m2 = play(match(start=121), 60, 0, 20)  # Ann 41 left
    refused(m2, {"type": "correct", "visit": 0, "total": 101}, "correction-conflicts")  # 20 from 20 would finish


def test_a_correction_keeps_the_thrower():
    m = play(match(), 100)
    refused(m, {"type": "correct", "visit": 0, "seat": 1, "total": 60}, "bad-action")
    refused(m, {"type": "correct", "visit": 1, "total": 60}, "no-such-visit")
    refused(m, {"type": "correct", "visit": 0, "total": 179}, "impossible-total")


def test_corrections_are_capped():
    m = play(match(), 100)
    for _ in range(50):
        m = x01.apply(m, {"type": "correct", "visit": 0, "total": 60})
    refused(m, {"type": "correct", "visit": 0, "total": 60}, "too-many-corrections")
    assert not [a for a in x01.legal_actions(m) if a["type"] == "correct"]


def test_a_leg_takes_at_most_100_visits_a_player():
    m = dict(match(start=121), actions=[{"type": "visit", "seat": i % 2, "total": 0} for i in range(200)])
    e = refused(m, {"type": "visit", "seat": 0, "total": 0}, "leg-too-long")
    assert "100 visits a player" in e.message
    m = x01.apply(m, {"type": "correct", "visit": 0, "total": 60})  # the leg can still be corrected
    assert x01.replay(m)["players"][0]["score"] == 61


def test_a_link_of_one_endless_leg_is_refused_at_its_first_visit_too_many():
    m = dict(match(), actions=[{"type": "visit", "seat": i % 2, "total": 0} for i in range(6000)])
    with pytest.raises(RuleError) as caught:
        x01.replay(m)
    assert caught.value.message.startswith("Action 201 of this match cannot be replayed")


def long_match(legs: int, corrections: int) -> dict:
    """`legs` legs of 501 (each 38 visits of nothing, then 180, 180 and a 141 checkout), then
    corrections of the first leg's second visit, alternately to 60 and back to 0."""
    m, actions = match(legs=11, sets=5), []
    game = Game.start(m)
    for _ in range(legs):
        for total in [0] * 38 + [180, 0, 180, 0, 141]:
            seat = game.position.to_throw
            action = {"type": "visit", "seat": seat, "total": total}
            if total == 141:
                action["checkout"] = 3
            actions.append(game.act(action))
    actions += [{"type": "correct", "visit": 1, "total": 60 if i % 2 == 0 else 0} for i in range(corrections)]
    return dict(m, actions=actions)


def test_a_correction_scores_again_only_until_play_stands_as_it_stood(monkeypatch):
    """50 corrections at the start of a 20-leg match score at most the rest of their leg each: the
    old code scored every later visit again (50 x 860), so a short link could take seconds."""
    m, scored, real = long_match(20, 50), [], Game.score
    monkeypatch.setattr(Game, "score", lambda self, *a: scored.append(1) or real(self, *a))
    s = x01.replay(m)
    visits = 20 * 43
    assert len(s["visits"]) == visits and s["visits"][1]["corrected"] and s["visits"][1]["scored"] == 0
    assert len(scored) <= visits + 50 * 43
    assert sum(p["stats"]["darts"] for p in s["players"]) == 3 * visits
    once = x01.replay(long_match(20, 1))  # the running figures are counted again after a correction
    assert once["players"][1]["stats"]["points"] == s["players"][1]["stats"]["points"] + 60


def test_end_closes_the_record():
    m = x01.apply(play(match(), 100), {"type": "end"})
    s = x01.replay(m)
    assert s["ended"] and s["to_throw"] is None and s["winner"] is None
    assert s["last"] == "Game ended: no winner." and x01.legal_actions(m) == []
    refused(m, {"type": "undo"}, "game-ended")


@pytest.mark.parametrize("action", [None, [], {"type": "turn"}, {"type": "visit"}, {"type": "undo", "x": 1},
                                    {"type": "visit", "seat": 5, "total": 0}, {"type": "visit", "seat": 1, "total": 0},
                                    {"type": "visit", "seat": 0, "darts": ["T25"]},
                                    {"type": "visit", "seat": 0, "darts": "T20"}])
def test_bad_actions_are_refused(action):
    code = {"visit": "bad-action", "undo": "bad-action"}.get(action.get("type") if isinstance(action, dict) else "")
    if isinstance(action, dict) and "seat" in action:
        code = {5: "no-such-seat", 1: "not-your-turn"}.get(action["seat"]) or \
            ("triple-bull" if action["darts"] == ["T25"] else "bad-darts")
    refused(match(), action, code or "bad-action")


def test_legal_actions():
    m = play(match(("Ann", {"name": "Droid", "bot": 1})), 60)
    assert x01.legal_actions(m) == [{"type": "correct", "visit": 0}, {"type": "undo"}, {"type": "end"}]
    assert x01.legal_actions(match())[0] == {"type": "visit", "seat": 0}


def test_autoplay_throws_for_computers_until_a_person():
    m = match(({"name": "Droid", "bot": 4}, {"name": "Bot", "bot": 1}, "Ann"))
    m = x01.autoplay(m)
    s = x01.replay(m)
    assert [v["seat"] for v in s["visits"]] == [0, 1] and s["to_throw"] == 2
    assert all(len(v["darts"]) <= 3 for v in s["visits"])
    assert len(x01.replay(x01.autoplay(match(({"name": "Droid", "bot": 4}, "Ann")), until=0))["visits"]) == 0


@pytest.mark.parametrize("until", [-1, 1.5, "2", True])
def test_autoplay_until_is_a_count(until):
    with pytest.raises(RuleError) as caught:
        x01.autoplay(match(), until=until)
    assert caught.value.code == "bad-until"

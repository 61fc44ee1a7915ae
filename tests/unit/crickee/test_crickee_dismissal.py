"""How batters are out: flavour from a stream of its own, in T20-like proportions, that never
changes a run or a wicket."""

from collections import Counter

import pytest

from pavilion.crickee import autoplay, new_match, replay
from pavilion.crickee import match as match_module
from pavilion.crickee.dismissal import KINDS, Fielding, how_text
from pavilion.crickee.players import PLAYER_BY_ID
from pavilion.crickee.squads import first_eleven
from pavilion.crickee.view import view

ELEVEN = first_eleven("kestrels")
KEEPER = next(p for p in ELEVEN if PLAYER_BY_ID[p].role == "keeper")
PACE = next(p for p in ELEVEN if PLAYER_BY_ID[p].bowls and PLAYER_BY_ID[p].bowling == "pace")
SPIN = next(p for p in ELEVEN if PLAYER_BY_ID[p].bowls and PLAYER_BY_ID[p].bowling == "spin")


def test_the_weights_are_out_of_a_hundred():
    assert all(sum(w for _, w in kinds) == 100 for kinds in KINDS.values())


@pytest.mark.parametrize("bowler", [PACE, SPIN])
def test_kinds_fielders_and_the_keeper(bowler):
    fielding = Fielding("seed", 0, ELEVEN)
    seen = Counter()
    for _ in range(3000):
        how = fielding.bowler_wicket(bowler)
        seen[how["kind"]] += 1
        if how["kind"] == "caught":
            assert how["fielder"] in ELEVEN and how["fielder"] not in (bowler, KEEPER)
        elif how["kind"] in ("caught behind", "stumped"):
            assert how["fielder"] == KEEPER
        else:
            assert how["fielder"] is None
    assert seen.most_common(1)[0][0] == "caught"
    assert ("stumped" in seen) == (PLAYER_BY_ID[bowler].bowling == "spin")
    assert set(seen) == {kind for kind, _ in KINDS[PLAYER_BY_ID[bowler].bowling]}
    run_out = fielding.run_out()
    assert run_out["kind"] == "run out" and run_out["fielder"] in ELEVEN


def test_how_it_reads_on_a_scorecard():
    bowler, fielder = "kestrels-10", "kestrels-02"  # Kit Vosper, Corin Northover
    keeper = "kestrels-06"  # Garnet Brindle
    assert how_text({"kind": "caught", "fielder": fielder}, bowler) == "c Northover b Vosper"
    assert how_text({"kind": "caught behind", "fielder": keeper}, bowler) == "c \u2020Brindle b Vosper"
    assert how_text({"kind": "stumped", "fielder": keeper}, bowler) == "st \u2020Brindle b Vosper"
    assert how_text({"kind": "caught and bowled", "fielder": None}, bowler) == "c & b Vosper"
    assert how_text({"kind": "lbw", "fielder": None}, bowler) == "lbw b Vosper"
    assert how_text({"kind": "bowled", "fielder": None}, bowler) == "b Vosper"
    assert how_text({"kind": "run out", "fielder": fielder}) == "run out (Northover)"
    assert how_text({"kind": "run out", "fielder": None}) == "run out"


def test_the_flavour_never_changes_a_run_or_a_wicket(monkeypatch):
    """The same match with a different dismissal stream: every run, wicket and ball the same,
    only how the batters were out differs."""
    m = autoplay(new_match("flavour", captains={"home": "computer", "away": "computer"}))
    first = replay(m)
    real = match_module.Fielding
    monkeypatch.setattr(match_module, "Fielding", lambda seed, index, fielders: real("other", index, fielders))
    second = view(match_module.build(m), m)  # replayed afresh (replay would find the state it built for m)
    assert [(i["runs"], i["wickets"], i["balls"], i["worm"]) for i in first["innings"]] == \
        [(i["runs"], i["wickets"], i["balls"], i["worm"]) for i in second["innings"]]
    assert [b["how"] for b in first["innings"][0]["batting_card"]] != \
        [b["how"] for b in second["innings"][0]["batting_card"]]


def test_a_season_of_dismissals_looks_like_t20():
    kinds = Counter()
    for n in range(60):
        state = replay(autoplay(new_match(f"season{n}", captains={"home": "computer",
                                                                   "away": "computer"})))
        for inn in state["innings"]:
            for b in inn["batting_card"]:
                if b["out"]:
                    kinds[b["how"].split(" ")[0]] += 1
    total = sum(kinds.values())
    assert kinds["c"] / total > 0.45  # caught, caught behind, caught and bowled
    assert {"b", "lbw", "run", "st"} <= set(kinds)

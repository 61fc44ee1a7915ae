"""The surface every Pavilion game offers: new_match, apply, replay, autoplay, legal_actions.

`dealer` (keyword, default the seeded one) exists for tests and worked examples: pass a
`dealer.Stacked` to put chosen cards on top of chosen turns' packs.

Record versions: 2 is this build's. A version 1 record (scored a run a card by default, and offered
a declaration after every batting turn) is read as version 2 with the options that say so
(`upgraded`), so it replays exactly as it was played; a record it writes on from is version 2.
"""

from pavilion.core import Replays, RuleError, appended, new_record, replay_step, with_actions

from . import droid, questions
from .match import COVER, DECLARE, MatchState
from .options import checked, from_version_1

GAME = "card-cricket"
VERSION = 2
COVERS = ("ask", "obvious", "all")  # autoplay: which of a person's covers the Droid makes for them
DECLARATIONS = ("ask", "sensible", "never")  # autoplay: which of a person's declarations to stop at


def new_match(seed=None, **options) -> dict:
    return new_record(GAME, VERSION, seed, checked(options))


def upgraded(match) -> dict:
    """A checked record in this version's terms (a new dict; the input untouched)."""
    if match["version"] == 1:
        match = {**match, "version": VERSION, "options": from_version_1(match["options"])}
    return match


def _replays(dealer=None) -> Replays:
    """The seeded game's states, remembered; a test's stacked dealer makes its own, each afresh."""
    if dealer is None:
        return REPLAYS
    return Replays({GAME: VERSION}, lambda match: _started(match, dealer), STEP, MatchState.fork)


def _started(match, dealer=None) -> MatchState:
    return MatchState(match["seed"], upgraded(match)["options"], dealer)


STEP = replay_step(moves="Move")  # a decision of a stored record: "Move 3 of this match ..."
REPLAYS = Replays({GAME: VERSION}, _started, STEP, MatchState.fork)  # the last records built


def state_of(match, dealer=None) -> MatchState:
    """The match replayed action by action, a copy of its own to act on; a stored action that no
    longer applies is a RuleError. A Card Cricket record of a version this build cannot read too."""
    replays = _replays(dealer)
    return replays.copy(match) if dealer is None else replays.fresh(match)


def _read(match, dealer=None) -> MatchState:
    """The state of `match`, for reading only."""
    return REPLAYS.state(match) if dealer is None else _replays(dealer).fresh(match)


def apply(match, action, dealer=None) -> dict:
    """A new record with your `action` added; RuleError (and the input untouched) if it is not
    allowed now. The Droid's decisions go in through `autoplay` (either side's in Droid-vs-Droid)."""
    state = state_of(match, dealer)
    if state.to_act is not None and state.to_act not in state.people and not state.options["droid_vs_droid"]:
        raise RuleError("not-your-turn", "The Droid is deciding now.")
    return _replays(dealer).keep(appended(upgraded(match), state.act(action)), state)


def replay(match, dealer=None) -> dict:
    """Everything a screen draws; `suggestion` is the Droid's pick for the decision waiting,
    the default a table offers the person; `declaring_pays` says whether the Droid, in the batting
    side's place, would think a declaration worth weighing now (a table asks only then)."""
    state = _read(match, dealer)
    suggestion = droid.decide(state) if state.to_act is not None else None
    pays = droid.declaring_pays(state) if state.pending == DECLARE and state.to_act is not None else None
    return {"game": GAME, "version": VERSION, "seed": match["seed"], **state.view(), "suggestion": suggestion,
            "declaring_pays": pays}


def legal_actions(match, dealer=None) -> list:
    """What a person may do now: [] while the Droid is to act, in a Droid-vs-Droid match, or when over."""
    state = _read(match, dealer)
    return state.legal() if state.to_act in state.people else []


def autoplay(match, until=None, dealer=None, covers="ask", declarations="ask") -> dict:
    """The Droid's decisions (both sides' in a Droid-vs-Droid match) until a person must decide,
    the match is over, or `until` actions (an int) have been added.

    A table can hand the Droid some of a person's decisions too, recorded as the person's tap
    would be: `covers` "all" makes every cover by the Droid's pick (the table's Auto), "obvious"
    those no question is worth (questions.weigh: the table's default), "ask" none; `declarations`
    "never" bats on for them, "sensible" bats on unless a declaration would be worth weighing
    (droid.declaring_pays), "ask" stops at each.

    One replay, then move by move: cheaper than an apply per cover, which replays the whole record."""
    if until is not None and (not isinstance(until, int) or isinstance(until, bool) or until < 0):
        raise RuleError("bad-until", "autoplay's until is a number of actions.")
    if covers not in COVERS:
        raise RuleError("bad-covers", f"autoplay's covers is one of: {', '.join(COVERS)}.")
    if declarations not in DECLARATIONS:
        raise RuleError("bad-declarations", f"autoplay's declarations is one of: {', '.join(DECLARATIONS)}.")
    state = state_of(match, dealer)
    added = []

    def droid_decides():
        if state.to_act not in state.people:
            return True
        if state.pending == COVER:
            turn = state.turn
            return covers == "all" or covers == "obvious" and questions.weigh(turn.sets, turn.tops,
                                                                               turn.unseen()) != questions.ASK
        if state.pending == DECLARE:
            return declarations == "never" or declarations == "sensible" and not droid.declaring_pays(state)
        return False

    while state.to_act is not None and droid_decides() and (until is None or len(added) < until):
        action = droid.decide(state)
        if state.pending == DECLARE and state.to_act in state.people:
            action = {"type": "bat-on"}  # a person's declaration is theirs alone to make
        added.append(state.act(action))
    return _replays(dealer).keep(with_actions(upgraded(match), match["actions"] + added), state)

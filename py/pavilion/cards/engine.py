"""The surface every Pavilion game offers: new_match, apply, replay, autoplay, legal_actions.

`dealer` (keyword, default the seeded one) exists for tests and worked examples: pass a
`dealer.Stacked` to put chosen cards on top of chosen turns' packs.
"""

from pavilion.core import RuleError, appended, check_record, new_record, with_actions

from . import droid
from .match import DROID, YOU, MatchState
from .options import checked

GAME = "card-cricket"
VERSION = 1


def new_match(seed=None, **options) -> dict:
    return new_record(GAME, VERSION, seed, checked(options))


def state_of(match, dealer=None) -> MatchState:
    """The match replayed action by action; a stored action that no longer applies is a RuleError."""
    check_record(match, {GAME: VERSION})
    state = MatchState(match["seed"], match["options"], dealer)
    for index, action in enumerate(match["actions"]):
        try:
            state.act(action)
        except RuleError as error:
            message = f"Move {index + 1} of this match cannot be replayed: {error.message}"
            raise RuleError("bad-record", message) from None
    return state


def apply(match, action, dealer=None) -> dict:
    """A new record with your `action` added; RuleError (and the input untouched) if it is not
    allowed now. The Droid's decisions go in through `autoplay` (either side's in Droid-vs-Droid)."""
    state = state_of(match, dealer)
    if state.to_act == DROID and not state.options["droid_vs_droid"]:
        raise RuleError("not-your-turn", "The Droid is deciding now.")
    return appended(match, state.act(action))


def replay(match, dealer=None) -> dict:
    """Everything a screen draws; `suggestion` is the Droid's pick for the decision waiting,
    the default a table offers the person."""
    state = state_of(match, dealer)
    suggestion = droid.decide(state) if state.to_act is not None else None
    return {"game": GAME, "version": VERSION, "seed": match["seed"], **state.view(), "suggestion": suggestion}


def legal_actions(match, dealer=None) -> list:
    """What the person may do now: [] while the Droid is to act, in a Droid-vs-Droid match, or when over."""
    state = state_of(match, dealer)
    if state.to_act != YOU or state.options["droid_vs_droid"]:
        return []
    return state.legal()


def autoplay(match, until=None, dealer=None, covers=False) -> dict:
    """The Droid's decisions (both sides' in a Droid-vs-Droid match) until the person must decide,
    the match is over, or `until` actions (an int) have been added. With `covers`, the person's
    covers are made too, by the Droid's pick (a table's "auto choose"); other decisions still wait.

    One replay, then move by move: cheaper than an apply per cover, which replays the whole record."""
    if until is not None and (not isinstance(until, int) or isinstance(until, bool) or until < 0):
        raise RuleError("bad-until", "autoplay's until is a number of actions.")
    state = state_of(match, dealer)
    added = []
    both = state.options["droid_vs_droid"]

    def droid_decides():
        return both or state.to_act != YOU or covers and state.pending == "cover"

    while state.to_act is not None and droid_decides() and (until is None or len(added) < until):
        added.append(state.act(droid.decide(state)))
    return with_actions(match, match["actions"] + added)

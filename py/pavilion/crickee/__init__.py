"""Crickee: T20 dice cricket with the umpire's cards and player traits.

    new_match(seed=None, home=None, away=None, cards=True, traits=True, captains=None,
              dice="graded", elevens=None) -> match
    apply(match, action) -> match          # a new record; RuleError if refused, input untouched
    replay(match) -> state                 # everything a screen draws (see docs/crickee.md)
    autoplay(match, until=None, attack="auto") -> match
    legal_actions(match) -> [action, ...]  # what the deciding side may do now
    clubs() -> [club, ...]                 # the player pool, for a team picker
"""

import copy

from ..core import RuleError, appended, new_record, stream, with_actions
from .actions import check_action
from .captain import ATTACK_MODES, decide
from .match import GAME, REPLAYS, VERSION
from .options import check_options
from .players import TEAM_BY_ID, TEAMS
from .squads import first_eleven
from .view import view

UNTIL = (None, "over", "innings")


def new_match(seed=None, home=None, away=None, cards=True, traits=True, captains=None,
              dice="graded", elevens=None) -> dict:
    """A match with no actions yet. `home`/`away` are club ids (None: drawn from the seed);
    `captains` maps each side to "person" or "computer" (default: a person at home); `dice`
    "graded" (batters by their grade) or "literal" (the seed's dice for all); `elevens` maps a
    side to its eleven in batting order (a side left out plays its club's first choice)."""
    record = new_record(GAME, VERSION, seed)
    if home is None or away is None:
        free = [t for t in TEAM_BY_ID if t not in (home, away)]
        drawn = stream(record["seed"], "clubs", 0).sample(free, 2)
        home, away = home or drawn[0], away or drawn[1]
    chosen = elevens if isinstance(elevens, dict) else {}
    record["options"] = {
        "home": home, "away": away, "cards": cards, "traits": traits,
        "captains": ({"home": "person", "away": "computer"} if captains is None
                     else copy.deepcopy(captains)),
        "dice": dice,
        "elevens": {side: copy.deepcopy(chosen[side]) if side in chosen
                    else first_eleven(club) if club in TEAM_BY_ID else []
                    for side, club in (("home", home), ("away", away))},
    }
    if elevens is not None and (not isinstance(elevens, dict) or set(elevens) - {"home", "away"}):
        raise RuleError("bad-eleven", 'Elevens are {"home": [...], "away": [...]}, either or both.')
    check_options(record["options"])
    return record


def clubs() -> list:
    """The eight clubs: their players and their first-choice elevens (for a team picker)."""
    return [{"id": t.id, "name": t.name, "players": [p._asdict() for p in t.players],
             "eleven": list(t.eleven)} for t in TEAMS]


def apply(match, action) -> dict:
    """`match` with `action` appended, if the rules allow it."""
    state = REPLAYS.copy(match)
    state.step(check_action(action))
    return REPLAYS.keep(appended(match, action), state)


def replay(match) -> dict:
    return view(REPLAYS.state(match), match)


def legal_actions(match) -> list:
    return REPLAYS.state(match).legal_actions()


def autoplay(match, until=None, attack="auto") -> dict:
    """Play the computer captains' decisions until the match ends or a person must decide;
    `until` "over" stops after the next over is rolled, "innings" when an innings ends.
    `attack`: "auto" (the computer's judgement), "never" or "always"."""
    if attack not in ATTACK_MODES:
        raise RuleError("bad-attack", 'Autoplay attacks "auto", "never" or "always".')
    if until not in UNTIL:
        raise RuleError("bad-until", 'Autoplay stops at the end of the match, an "over" or an '
                                     '"innings".')
    state = REPLAYS.copy(match)
    played = []  # fresh dicts from the computer captain: no need to copy them again
    finished = sum(inn.done for inn in state.innings)
    while (waiting := state.decision()) is not None:
        if state.options["captains"][waiting[0]] != "computer":
            break
        action = decide(state, attack)
        state.step(action)
        played.append(action)
        if until == "over" and action["type"] == "roll":
            break
        if until == "innings" and sum(inn.done for inn in state.innings) > finished:
            break
    return REPLAYS.keep(with_actions(match, match["actions"] + played), state)


__all__ = ["GAME", "VERSION", "RuleError", "apply", "autoplay", "clubs", "legal_actions",
           "new_match", "replay"]

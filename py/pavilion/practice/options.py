"""A session's options: its players (people only, 1 to 4) and the drill with its own options."""

from pavilion.core import RuleError
from pavilion.darts.options import check_seat

from .drills import DRILLS

MAX_PLAYERS = 4
KEYS = ("players", "drill")


def check_options(players=None, drill="bobs-27", **drill_options) -> dict:
    """The options as the record stores them (every drill option, defaults filled in); RuleError."""
    if not isinstance(drill, str) or drill not in DRILLS:
        raise RuleError("bad-drill", "The drills are " + ", ".join(d.title for d in DRILLS.values()) + ".")
    if not isinstance(players, list) or not players:
        raise RuleError("no-players", "A drill needs at least one player.")
    if len(players) > MAX_PLAYERS:
        raise RuleError("too-many-players", f"A drill is for 1 to {MAX_PLAYERS} players.")
    seats = []
    for number, entry in enumerate(players, 1):
        seat = check_seat(entry, [s["name"] for s in seats], False, f"Player {number}'s name")
        if seat["bot"] is not None:
            raise RuleError("bad-player", "A drill is practice for people: there is no computer thrower.")
        seats.append({"name": seat["name"]})
    return {"players": seats, "drill": drill, **DRILLS[drill].check_options(drill_options)}


def read_options(options: dict) -> dict:
    """The options of a stored record, checked as at creation; every one must be there."""
    drill = DRILLS.get(options.get("drill")) if isinstance(options.get("drill"), str) else None
    wanted = set(KEYS) | (set(drill.OPTIONS) if drill else set())
    missing = sorted(wanted - set(options))
    if missing:
        raise RuleError("bad-option", f"This session does not record its {missing[0].replace('_', ' ')}.")
    return check_options(**options)

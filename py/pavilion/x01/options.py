"""A match's options, checked the same way at creation and on loading a record (a link is untrusted).

The seats are Random Cricket's (`pavilion.darts.options.check_seat`): the same names, the same
computer levels 1-5, unique at the board in any case."""

from pavilion.core import RuleError
from pavilion.darts.options import MAX_SEATS, check_seat

START_SCORES = (501, 301, 701, 1001, 170, 121)
OUTS = ("double", "straight", "master")
MAX_LEGS = 11  # first to 11 legs: a long league final
MAX_SETS = 5  # first to 5 sets: the longest televised format
KEYS = ("players", "start", "out", "double_in", "legs", "sets", "starter")


def _is_int(value) -> bool:
    return type(value) is int


def check_options(players=None, start=501, out="double", double_in=False, legs=1, sets=None, starter=0) -> dict:
    """The options as the record stores them; a RuleError for each fault.

    `legs`: first to that many legs (of each set, with sets); `sets`: None, or first to that many
    sets; `starter`: the seat throwing first in the first leg (the bull-off winner, or chosen)."""
    if not isinstance(players, list) or not players:
        raise RuleError("no-players", "A game needs at least one player.")
    if len(players) > MAX_SEATS:
        raise RuleError("too-many-players", f"X01 is for 1 to {MAX_SEATS} players.")
    seats = []
    for number, entry in enumerate(players, 1):
        seats.append(check_seat(entry, [s["name"] for s in seats], False, f"Player {number}'s name"))
    if not _is_int(start) or start not in START_SCORES:
        raise RuleError("bad-start", "A leg starts at 501, 301, 701, 1001, 170 or 121.")
    if out not in OUTS:
        raise RuleError("bad-out", "The out is double, straight or master.")
    if not isinstance(double_in, bool):
        raise RuleError("bad-double-in", "Double in is on or off.")
    if not _is_int(legs) or not 1 <= legs <= MAX_LEGS:
        raise RuleError("bad-legs", f"A match (or a set) is first to 1 to {MAX_LEGS} legs.")
    if sets is not None and (not _is_int(sets) or not 1 <= sets <= MAX_SETS):
        raise RuleError("bad-sets", f"Sets are off, or first to 1 to {MAX_SETS} sets.")
    if not _is_int(starter) or not 0 <= starter < len(seats):
        raise RuleError("bad-starter", "The first throw goes to one of the players.")
    return {"players": seats, "start": start, "out": out, "double_in": double_in, "legs": legs, "sets": sets,
            "starter": starter}


def read_options(options: dict) -> dict:
    """The options of a stored record, checked as strictly as at creation, none filled in."""
    unknown = set(options) - set(KEYS)
    if unknown:
        raise RuleError("bad-option", f"This match has an unknown option: {sorted(unknown)[0][:40]}.")
    missing = [k for k in KEYS if k not in options]
    if missing:
        raise RuleError("bad-option", f"This match does not record its {missing[0].replace('_', ' ')}.")
    return check_options(**options)

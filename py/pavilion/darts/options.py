"""A game's options and seats, checked the same way at creation, on a join and on loading a record."""

from pavilion.core import RuleError, check_name

from .board import KINDS, NUMBERS_DEALT

MAX_SEATS = 4
NAME_LENGTH = 20
BOT_LEVELS = (1, 2, 3, 4, 5)
MAX_ROUNDS = 100
MAX_LEGS = 5  # first to 5: a match of at most 9 legs
KEYS = ("players", "board", "round_limit", "ranked", "legs", "starter")
CUSTOM_VERSION = 3  # the first record version with a custom board: older builds refuse it as newer


def _is_int(value) -> bool:
    return type(value) is int


def check_bot(level, ranked: bool):
    """None for a person, else a computer thrower's level 1-5 (never in a ranked game)."""
    if level is None:
        return None
    if not _is_int(level) or level not in BOT_LEVELS:
        raise RuleError("bad-bot", "A computer thrower's level is 1 to 5.")
    if ranked:
        raise RuleError("ranked-bot", "A ranked game is for people only: no computer thrower.")
    return level


def check_seat(entry, taken, ranked: bool, what: str) -> dict:
    """One seat from a name or {"name": ..., "bot": level}: {"name", "bot"} with bot None for a person.

    Names are unique at the board in any case; `what` names the name in a refusal ("Player 2's name")."""
    if isinstance(entry, str):
        entry = {"name": entry}
    if not isinstance(entry, dict) or set(entry) - {"name", "bot"}:
        raise RuleError("bad-player", "A player is a name, or a name with a computer level.")
    name = check_name(entry.get("name"), what, NAME_LENGTH)
    if name.casefold() in {t.casefold() for t in taken}:
        raise RuleError("same-name", f"There is already a player called {name}.")
    return {"name": name, "bot": check_bot(entry.get("bot"), ranked)}


def check_seat_count(count: int) -> None:
    """Rule 55: 1 to 4 seats (a set-up screen asks before adding a fifth)."""
    if count < 1:
        raise RuleError("no-players", "A game needs at least one player.")
    if count > MAX_SEATS:
        raise RuleError("too-many-players", f"Random Cricket is for 1 to {MAX_SEATS} players.")


def check_numbers(numbers) -> list:
    """Custom Cricket's six numbers, high to low: six different whole numbers from 1 to 20."""
    if (not isinstance(numbers, list) or len(numbers) != NUMBERS_DEALT
            or not all(_is_int(n) and 1 <= n <= 20 for n in numbers) or len(set(numbers)) != NUMBERS_DEALT):
        raise RuleError("bad-numbers", "Custom Cricket is played on six different numbers from 1 to 20 "
                                       "(the bull is always in).")
    return sorted(numbers, reverse=True)


def check_options(players=None, board="random", round_limit=None, ranked=False, legs=1, starter=0,
                  numbers=None) -> dict:
    """The options as the record stores them; a RuleError for each fault.

    `legs`: the match is first to that many legs (1: a single game). `starter`: the seat that throws
    first in the first leg (a bull-off's winner, or chosen); the first throw passes on each leg.
    `numbers`: a custom board's six (stored high to low), and only a custom board's (rule 57)."""
    if board not in KINDS:
        raise RuleError("bad-board", "The board is 'random' (six dealt numbers), 'standard' (20-15) "
                                     "or 'custom' (six chosen numbers).")
    if board == "custom":
        numbers = check_numbers(numbers)
    elif numbers is not None:
        raise RuleError("bad-option", "Only a custom board takes chosen numbers: a random board is dealt, "
                                      "and the standard board is 20 to 15.")
    if round_limit is not None and (not _is_int(round_limit) or not 1 <= round_limit <= MAX_ROUNDS):
        raise RuleError("bad-round-limit", f"A round limit is off, or 1 to {MAX_ROUNDS} rounds.")
    if not isinstance(ranked, bool):
        raise RuleError("bad-ranked", "A game is ranked or not.")
    if not isinstance(players, list):
        raise RuleError("no-players", "A game needs at least one player.")
    check_seat_count(len(players))
    seats = []
    for number, entry in enumerate(players, 1):
        seats.append(check_seat(entry, [s["name"] for s in seats], ranked, f"Player {number}'s name"))
    if not _is_int(legs) or not 1 <= legs <= MAX_LEGS:
        raise RuleError("bad-legs", f"A match is first to 1 to {MAX_LEGS} legs.")
    if not _is_int(starter) or not 0 <= starter < len(seats):
        raise RuleError("bad-starter", "The first throw goes to one of the players.")
    options = {"players": seats, "board": board, "round_limit": round_limit, "ranked": ranked, "legs": legs,
               "starter": starter}
    if board == "custom":
        options["numbers"] = numbers
    return options


def record_version(options: dict) -> int:
    """The version a record is written with: 3 for a custom board (a build that reads only up to 2
    says the match is from a newer Pavilion instead of misreading it), else 2, which older builds read."""
    return CUSTOM_VERSION if options["board"] == "custom" else 2


def read_options(options: dict, version: int = 2) -> dict:
    """The options of a stored record, checked as strictly as at creation. A record of version 1
    (before matches of legs) is a single leg with the host throwing first: that is what it meant.
    A custom board is read only from a record of version 3 or later."""
    if version == 1:
        if "legs" in options or "starter" in options:
            raise RuleError("bad-option", "This match has an unknown option: legs.")
        options = dict(options, legs=1, starter=0)
    if options.get("board") == "custom" and version < CUSTOM_VERSION:
        raise RuleError("bad-board", f"A custom board is recorded from version {CUSTOM_VERSION}: "
                                     f"this match says version {version}.")
    keys = KEYS + ("numbers",) if options.get("board") == "custom" else KEYS
    unknown = set(options) - set(keys)
    if unknown:
        raise RuleError("bad-option", f"This match has an unknown option: {sorted(unknown)[0][:40]}.")
    missing = [k for k in keys if k not in options]
    if missing:
        raise RuleError("bad-option", f"This match does not record its {missing[0].replace('_', ' ')}.")
    return check_options(**options)

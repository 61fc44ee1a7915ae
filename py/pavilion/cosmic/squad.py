"""The 18-player squad (seed section 2): rolled once when the game is created, named by its manager.

Names are untrusted text: checked by the name check every game shares, stored trimmed, never interpreted.
"""

from .. import core
from ..core import RuleError

SQUAD_SIZE = 18
NAME_MAX = 40
BOWLING_STYLES = ("spin", "medium", "fast")

# (role, label, count, batting, bowling, fielding); a skill is (base, dice, sides): 20+d6 = (20, 1, 6).
ROLES = (
    ("star-batsman", "Star batsman", 2, (20, 1, 6), (0, 2, 6), (0, 1, 6)),
    ("batsman", "Batsman", 4, (18, 1, 6), (0, 2, 6), (0, 1, 6)),
    ("keeper", "Wicketkeeper", 2, (16, 1, 6), (0, 0, 6), (2, 1, 4)),
    ("star-all-rounder", "Star all-rounder", 1, (18, 1, 6), (18, 1, 6), (2, 1, 4)),
    ("batting-all-rounder", "Batting all-rounder", 2, (16, 1, 6), (12, 1, 6), (0, 1, 6)),
    ("bowling-all-rounder", "Bowling all-rounder", 2, (12, 1, 6), (16, 1, 6), (0, 1, 6)),
    ("star-bowler", "Star bowler", 2, (0, 2, 6), (20, 1, 6), (0, 1, 6)),
    ("bowler", "Bowler", 3, (0, 2, 6), (18, 1, 6), (0, 1, 6)),
)
ROLE_LABELS = {role: label for role, label, *_ in ROLES}


def _skill(rng, spec) -> int:
    base, count, sides = spec
    return base + sum(rng.dice(count, sides))


def roll_squad(rng) -> list:
    """18 players in the seed's order, each with skills and (non-keepers) a random bowling style."""
    players = []
    for role, _label, count, batting, bowling, fielding in ROLES:
        for _ in range(count):
            keeper = role == "keeper"
            players.append({
                "id": len(players),
                "role": role,
                "keeper": keeper,
                "batting": _skill(rng, batting),
                "bowling": _skill(rng, bowling),
                "fielding": _skill(rng, fielding),
                "bowling_style": None if keeper else rng.choice(BOWLING_STYLES),
            })
    return players


def check_name(value, what: str = "A name") -> str:
    """A manager's, team's or player's name: at most 40 characters (the shared check, trimmed)."""
    return core.check_name(value, what, NAME_MAX)


def check_names(values) -> list:
    """18 player names, all usable and different within the squad (compared ignoring case)."""
    if not isinstance(values, list) or len(values) != SQUAD_SIZE:
        raise RuleError("bad-names", f"A squad needs exactly {SQUAD_SIZE} player names.")
    names, seen = [], set()
    for number, value in enumerate(values, 1):
        name = check_name(value, f"Player {number}'s name")
        if name.casefold() in seen:
            raise RuleError("duplicate-name", f"Two players in the squad are both called {name!r}.")
        seen.add(name.casefold())
        names.append(name)
    return names

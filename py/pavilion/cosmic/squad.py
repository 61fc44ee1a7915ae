"""The 18-player squad (seed section 2): rolled once when the game is created, named by its manager.

Names are untrusted text: checked for type and length, stored as given, never interpreted.
"""

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
    """`value` if it is usable as a name (1-40 characters of text, not blank, no control characters)."""
    if not isinstance(value, str):
        raise RuleError("bad-name", f"{what} must be text.")
    if not value.strip():
        raise RuleError("bad-name", f"{what} cannot be blank.")
    if len(value) > NAME_MAX:
        raise RuleError("bad-name", f"{what} can be at most {NAME_MAX} characters long.")
    if any(ord(c) < 32 or ord(c) == 127 for c in value):
        raise RuleError("bad-name", f"{what} cannot hold control characters such as line breaks.")
    return value


def check_names(values) -> list:
    """18 player names, all usable and different within the squad (compared ignoring case)."""
    if not isinstance(values, list) or len(values) != SQUAD_SIZE:
        raise RuleError("bad-names", f"A squad needs exactly {SQUAD_SIZE} player names.")
    seen = set()
    for number, value in enumerate(values, 1):
        check_name(value, f"Player {number}'s name")
        key = value.strip().casefold()
        if key in seen:
            raise RuleError("duplicate-name", f"Two players in the squad are both called {value.strip()!r}.")
        seen.add(key)
    return list(values)

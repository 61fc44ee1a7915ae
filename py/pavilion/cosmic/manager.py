"""The computer manager: names, eleven, batting orders, conditional orders and bowling plans.

It plays the way the seed's own example suggests: a balanced eleven (a keeper, five or six real
bowlers chosen for the pitch, the best batsmen), Normal batting that opens up after half the
innings if wickets are in hand, and a bowling plan that gives the best bowlers their full quota.
Every choice is a pure function of what it is shown (and the name stream), so replay is exact.
"""

from .bowling import check_plan
from .ground import modifier
from .squad import SQUAD_SIZE
from .tables import STYLES

SYLLABLES = ("zor", "bli", "fla", "gun", "quo", "mim", "tra", "vel", "snod", "ple", "dro", "kax",
             "wib", "yum", "oop", "lun", "fez", "ra")
TEAM_WORDS = ("Gunge Rovers", "Protoplasm XI", "Sodbury Cosmics", "Dundee Cakes", "Flungo Wanderers",
              "Test Match Specials", "Star Gazers", "Nebula Nomads")


def _word(rng, parts) -> str:
    return "".join(rng.choice(SYLLABLES) for _ in range(parts)).capitalize()


def names(rng, taken=()) -> tuple:
    """(team name not in `taken`, 18 different player names) for a squad of Flungonian replicas."""
    team = rng.choice([t for t in TEAM_WORDS if t not in taken])
    players = []
    while len(players) < SQUAD_SIZE:
        name = f"{_word(rng, 2)} {_word(rng, 2 + rng.below(2))}"
        if name not in players:
            players.append(name)
    return team, players


def _bowling_rank(squad, pid, pitch, weather=None) -> int:
    player = squad[pid]
    return player["bowling"] + modifier(player["bowling_style"], pitch, weather)


def pick_team(squad: list, pitch, bowlers: int = 6) -> dict:
    """Eleven in batting order (best batsmen first), the best-batting keeper keeping."""
    keeper = max((p["id"] for p in squad if p["keeper"]), key=lambda i: (squad[i]["batting"], squad[i]["fielding"]))
    others = [p["id"] for p in squad if not p["keeper"]]
    attack = sorted(others, key=lambda i: (-_bowling_rank(squad, i, pitch), -squad[i]["batting"], i))[:bowlers]
    rest = sorted((i for i in others if i not in attack), key=lambda i: (-squad[i]["batting"], i))
    eleven = [keeper] + attack + rest[:10 - len(attack)]
    eleven.sort(key=lambda i: (-squad[i]["batting"], i))
    return {"eleven": eleven, "keeper": keeper}


def opening_orders(squad: list, eleven: list, overs: int) -> dict:
    """Normal batting, and the seed's example: after half the overs, if three or fewer down, all
    Aggressive; back to Normal when the sixth wicket falls."""
    return {
        "styles": ["normal"] * len(eleven),
        "conditions": [
            {"when": {"after_over": overs // 2}, "if": {"wickets_at_most": 3},
             "then": {"style": "aggressive", "batsman": None}},
            {"when": {"wicket": 6}, "if": None, "then": {"style": "normal", "batsman": None}},
        ],
    }


def _style_for(needed: int, balls: int) -> str:
    """The least risky style whose scoring rate (with a margin) reaches `needed` runs in `balls`."""
    # runs per ball before Howzat!: 0.681, 0.907, 1.250, 1.456 (tables.runs_per_ball); integers only
    for style, hundredths in zip(STYLES, (60, 85, 115)):
        if needed * 100 <= hundredths * balls:
            return style
    return "wahoo"


def amended_orders(eleven: list, *, overs: int, overs_done: int, runs: int, wickets: int, target=None) -> dict:
    """At the break (or before a chase): setting a total, open up with wickets in hand; chasing,
    bat at the rate the target needs. Either way calm down when the eighth wicket falls."""
    balls_left = max(1, (overs - overs_done) * 6)
    if target is None:
        style = "wahoo" if wickets <= 4 else "aggressive" if wickets <= 7 else "normal"
    else:
        style = _style_for(target - runs, balls_left)
    rules = []
    if wickets < 8 and style in ("aggressive", "wahoo"):
        rules.append({"when": {"wicket": 8}, "if": None,
                      "then": {"style": "normal", "batsman": None}})
    return {"styles": [style] * len(eleven), "conditions": rules}


def bowling_plan(squad: list, eleven: list, *, first_over: int, last_over: int, limit: int,
                 bowled=None, previous=None, hurt=(), pitch=None, weather=None) -> list:
    """Overs first_over..last_over: the best bowlers get the most overs, nobody two in a row.

    Quotas go to the best bowlers first (at most half the overs each, so the rota always closes);
    each over then goes to the free bowler with the most overs still to bowl.
    """
    bowled = dict(bowled or {})
    span = last_over - first_over + 1
    ranked = sorted((p for p in eleven if not squad[p]["keeper"] and p not in hurt),
                    key=lambda p: (-_bowling_rank(squad, p, pitch, weather), eleven.index(p)))
    quota, left = {}, span
    cap = (span + 1) // 2
    for pid in ranked:
        give = max(0, min(limit - bowled.get(pid, 0), left, cap))
        if give:
            quota[pid] = give
            left -= give
    plan, before = [], previous
    for _ in range(span):
        free = [p for p in quota if quota[p] and p != before]
        if not free:
            plan.append(None)  # the GM's fallback will find someone
            before = None
            continue
        pid = max(free, key=lambda p: (quota[p], -ranked.index(p)))
        quota[pid] -= 1
        plan.append(pid)
        before = pid
    return check_plan(plan, first_over=first_over, last_over=last_over, eleven=eleven, squad=squad,
                      hurt=hurt, bowled=bowled, previous=previous, limit=limit)

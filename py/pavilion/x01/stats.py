"""The figures X01 players compare, per player, over every leg of the match.

- three-dart average: points scored / darts thrown x 3; a bust scores 0 for its three darts, a
  finish counts the darts it took;
- first nine: the same over each leg's first three visits (nine darts) of the player;
- checkout %: checkouts / darts at a bed that would have finished (a double under double out);
- highest finish, 100+ (100-139), 140+ (140-179) and 180 visits, best leg (fewest darts in a leg won).
"""

from pavilion.darts.tally import percent, three_dart

FIRST_NINE = 3  # visits


def _blank() -> dict:
    return {"points": 0, "darts": 0, "nine_points": 0, "nine_darts": 0, "checkouts": 0, "at_double": 0,
            "highest_finish": None, "tons": 0, "ton40s": 0, "max180s": 0, "best_leg": None,
            "leg_points": 0, "leg_darts": 0, "legs": {}}


def player_stats(game) -> list:
    """One dict of figures per seat; `leg_average` is over the leg being played (the last one once
    the match is over)."""
    n = len(game.seats)
    tallies = [_blank() for _ in range(n)]
    position = game.position
    current = (position.set_no, position.leg_no)
    if position.winner is not None and game.visits:
        current = (game.visits[-1].set_no, game.visits[-1].leg_no)
    for visit in game.visits:
        t, o = tallies[visit.seat], visit.outcome
        leg = (visit.set_no, visit.leg_no)
        t["points"] += o.scored
        t["darts"] += o.thrown
        t["legs"][leg] = t["legs"].get(leg, 0) + o.thrown
        if visit.in_leg // n < FIRST_NINE:
            t["nine_points"] += o.scored
            t["nine_darts"] += o.thrown
        if leg == current:
            t["leg_points"] += o.scored
            t["leg_darts"] += o.thrown
        t["at_double"] += o.at_double
        if o.checkout is not None:
            t["checkouts"] += 1
            t["highest_finish"] = max(t["highest_finish"] or 0, o.scored)
            t["best_leg"] = min(t["best_leg"] or t["legs"][leg], t["legs"][leg])
        if o.scored == 180:
            t["max180s"] += 1
        elif o.scored >= 140:
            t["ton40s"] += 1
        elif o.scored >= 100:
            t["tons"] += 1
    return [{
        "average": three_dart(t["points"], t["darts"]),
        "first9": three_dart(t["nine_points"], t["nine_darts"]),
        "checkout_pct": percent(t["checkouts"], t["at_double"]),
        "at_double": t["at_double"],
        "checkouts": t["checkouts"],
        "highest_finish": t["highest_finish"],
        "tons": t["tons"],
        "ton40s": t["ton40s"],
        "max180s": t["max180s"],
        "best_leg": t["best_leg"],
        "darts": t["darts"],
        "points": t["points"],
        "leg_average": three_dart(t["leg_points"], t["leg_darts"]),
    } for t in tallies]

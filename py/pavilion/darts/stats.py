"""The figures darts players keep for each seat: MPR, marks, darts, big rounds, the best round (most
marks in one visit), White Horse, Hat Trick.

Only marks that count go in (closing marks and marks that score): a mark on a number nobody else
has open, or on a bed that is not a target, is thrown but earns nothing. A turn entered as a bare
total has no darts, so it adds nothing here.
"""

BIG_ROUNDS = (5, 6, 7, 8, 9)


def _ratio(numerator: int, denominator: int):
    """A figure rounded to 2 places, or None (the UI shows an en dash) when nothing was thrown."""
    return round(numerator / denominator, 2) if denominator else None


def _tallies(game, pairs) -> list:
    """Each seat's tally of the (turn, result) pairs."""
    tallies = [{"marks": 0, "darts": 0, "turns": 0, "white_horse": 0, "hat_trick": 0, "best": None,
                "rounds": dict.fromkeys(BIG_ROUNDS, 0)} for _ in game.seats]
    for turn, result in pairs:
        tally = tallies[turn.seat]
        tally["turns"] += 1
        if turn.darts is None:
            continue
        tally["marks"] += result.marks
        tally["darts"] += len(turn.darts)
        tally["best"] = max(tally["best"] or 0, result.marks)
        if result.marks in tally["rounds"]:
            tally["rounds"][result.marks] += 1
        tally["white_horse"] += result.white_horse
        tally["hat_trick"] += result.hat_trick
    return tallies


def seat_stats(game) -> list:
    """One dict of figures per seat over every leg played so far, and the MPR of the leg on the
    board (`leg_mpr`: the board shows the leg's, the stats panel the match's)."""
    leg = list(zip(game.turns, game.results))
    tallies = _tallies(game, game.past + leg)
    legs = _tallies(game, leg)
    return [{
        "mpr": _ratio(3 * t["marks"], t["darts"]),
        "leg_mpr": _ratio(3 * this["marks"], this["darts"]),
        "marks_per_dart": _ratio(t["marks"], t["darts"]),
        "marks": t["marks"],
        "darts": t["darts"],
        "turns": t["turns"],
        "mark_rounds": {str(k): v for k, v in t["rounds"].items()},
        "best_round": t["best"],
        "white_horse": t["white_horse"],
        "hat_trick": t["hat_trick"],
    } for t, this in zip(tallies, legs)]

"""One ball: Table 1 for the runs or a Howzat!, then Table 2 and the checks that decide it (seed 8).

`rng` is anything with `die(sides)`: a core Stream in play, a scripted list of rolls in tests.
Results are plain dicts so that a ball can go straight into the match state and the zine.
"""

from .tables import DICE_2, RUN_OUT_PENALTY, STAR_RUNS, TABLE_2, TABLE_2_OTHER, cell

CHECKED = ("caught-keeper", "caught-fielder", "bowled", "lbw", "stumped", "hit-wicket")


def roll_ball(rng, style: str) -> dict:
    """Dice 1 and dice 2 (sized by the batting style); runs, or `howzat` True."""
    d1, d2 = rng.die(6), rng.die(DICE_2[style])
    mark = cell(style, d1, d2)
    out = {"dice": [d1, d2], "runs": 0, "howzat": mark == "H"}
    if mark == "*":
        star = rng.die(6)
        out["star"] = star
        out["runs"] = STAR_RUNS[star]
    elif mark.isdigit():
        out["runs"] = int(mark)
    return out


def skill_check(rng, bowling: int, batting: int) -> dict:
    """H = 10 + Bowling (with the day's modifier) - Batting; a D20 <= H is a chance; 1 always, 20 never."""
    h = 10 + bowling - batting
    roll = rng.die(20)
    return {"h": h, "d20": roll, "chance": roll == 1 or (roll != 20 and roll <= h)}


def howzat(rng, *, style: str, batting: int, bowling: int, keeper: dict, fielders: list) -> dict:
    """Resolve a Howzat! against the striker.

    `keeper` and each of the ten `fielders` (the eleven in batting order, keeper skipped) are
    {"player": id, "fielding": n}, with "substitute": True where a substitute fields for a hurt player. The result names the `how` (Table 2), whether the striker is
    `out` or `hurt`, the fielder involved and every roll made, for the zine.
    """
    d10 = rng.die(10)
    how = TABLE_2[d10]
    event = {"table_2": d10}
    if how == "other":
        event["other"] = rng.die(6)
        how = TABLE_2_OTHER[event["other"]]
    event.update(how=how, out=False, hurt=False)
    if how == "hurt":
        event["hurt"] = True
        return event
    if how == "run-out":
        thrower = fielders[rng.die(10) - 1]
        throw = rng.die(6) - RUN_OUT_PENALTY[style]
        event.update(fielder=thrower["player"], throw=throw, out=throw <= thrower["fielding"])
        if thrower.get("substitute"):
            event["substitute"] = True
        return event
    event.update(skill_check(rng, bowling, batting))
    if not event["chance"]:
        return event
    if how in ("caught-keeper", "caught-fielder"):
        easy = rng.die(6)
        catcher = keeper if how == "caught-keeper" else fielders[rng.die(10) - 1]
        event.update(catch_d6=easy, hard=easy >= 5, fielder=catcher["player"])
        if catcher.get("substitute"):
            event["substitute"] = True
        if event["hard"]:
            event["held_d6"] = rng.die(6)
            event["out"] = event["held_d6"] <= catcher["fielding"]
        else:
            event["out"] = True
    elif how == "lbw":
        event["umpire"] = rng.die(6)
        event["out"] = event["umpire"] != 1  # a 1 is the batsman's benefit of the doubt
    else:
        if how == "stumped":
            event["fielder"] = keeper["player"]
            if keeper.get("substitute"):
                event["substitute"] = True
        event["out"] = True
    return event

"""Ball-by-ball commentary lines for an innings, from its log."""

from .cards import BY_NAME
from .dice import RUNS
from .dismissal import how_text
from .players import PLAYER_BY_ID
from .scorecard import ball_label, extras_words

SAY = {"dot": "no run", "single": "1 run", "two": "2 runs", "four": "FOUR", "six": "SIX"}


def _name(player_id):
    return PLAYER_BY_ID[player_id].name


def roll_text(roll: dict) -> str:
    """'roll 4 +1 attack -1 tail-ender digs in = 4'; a Yorker Expert reroll shown after it."""
    mods = "".join(f" {m['value']:+d} {m['by']}" for m in roll["modifiers"])
    text = f"roll {roll['die']}{mods} = {roll['total']}"
    if roll["reroll"]:
        text += f", rerolled {roll['reroll']['die']} = {roll['reroll']['total']}"
    return text


def ball_text(ball: dict, bowler: str) -> str:
    if ball["wicket"]:
        return f"OUT! {how_text(ball['how'], bowler)} (wicket chance, {roll_text(ball['roll'])})"
    if ball["roll"]:
        said = f"wicket chance survived ({roll_text(ball['roll'])})"
    else:
        said = SAY[ball["outcome"]]
    extra = ball["runs"] - RUNS[ball["outcome"]]
    return said + (f", +{extra} ({ball['runs']} in all)" if extra else "")


def commentary(inn) -> list:
    lines = []
    for over in inn.overs:
        n, bowler = over["over"], over["bowler"]
        where = "Super Over" if inn.super_over else f"Over {n}"
        attack = ", the batters attack" if over["attack"] else ""
        lines.append(f"{where}: {_name(bowler)} to bowl{attack}")
        lines.append("Dice: " + " ".join(
            str(d["face"]) + (f" ({d['coin']})" if d["coin"] else "") for d in over["rolled"]))
        if over["card"]:
            card = BY_NAME[over["card"]]
            lines.append(f"The umpire turns {card.name} ({card.category}): {card.text}")
        lines.extend(f"  {change}" for change in over["changes"])
        for ball in over["balls"]:
            if ball["settled"]:
                label = ball_label(over, ball["ball"]) + (" extra ball," if ball["added"] else "")
                lines.append(f"{label} {_name(bowler)} to {_name(ball['batter'])}: " + ball_text(ball, bowler))
        if over["bonus"]:
            lines.append(f"{extras_words(over['bonus'], over['card'])} from {over['card']}")
        for run_out in over["run_outs"]:
            said = "RUN OUT!" if run_out["out"] else "Run-out chance, safe:"
            fielder = f" {how_text(run_out['how'])}" if run_out["out"] and run_out["how"]["fielder"] else ""
            lines.append(f"{said} {_name(run_out['batter'])}{fielder} "
                         f"({run_out['chance'][0]} in {run_out['chance'][1]}, "
                         f"rolled {run_out['roll']})")
        w = over["wickets"]
        wickets = f", {w} wicket{'s' if w != 1 else ''}" if w else ""
        lines.append(f"End of {'the Super Over' if inn.super_over else f'over {n}'}: "
                     f"{over['score']}/{over['wickets_down']} ({over['runs']} run{'s' if over['runs'] != 1 else ''}"
                     f"{wickets})")
    return lines

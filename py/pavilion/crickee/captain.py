"""The computer captain: its toss call, its choice at the toss, its bowlers and when it attacks.

Deterministic given the match (its one random call, the toss, comes from the match seed), so a
computer-played match replays the same from its seed and options.
"""

from ..core import stream
from .players import PLAYER_BY_ID

ATTACK_MODES = ("auto", "never", "always")
# bowling traits that take wickets or save runs whenever they bowl
ALWAYS_USEFUL = ("Mystery Spinner", "Aggressive Quick", "Heavy Seamer", "Yorker Expert",
                 "Economy Master")


def decide(state, attack_mode: str = "auto") -> dict:
    """The computer's action for the decision `state` waits for."""
    side, kind = state.decision()
    action = {"type": kind, "side": side}
    if kind == "toss":
        action["call"] = "heads" if stream(state.seed, "captain", state.index).coin() else "tails"
    elif kind == "elect":
        action["choice"] = "bowl"  # chasing: the side batting second knows its target
    elif kind == "attack":
        action["attack"] = attack_mode == "always" or (attack_mode == "auto"
                                                       and should_attack(state.current))
    elif kind == "bowler":
        action["player"] = pick_bowler(state, side)
    return action


SPARE_PER_OVER = 0.9  # wickets to keep in hand for each over left before attacking
PAR_RATE = 8.5  # runs an over a side makes without attacking, cards included (bench/crickee.py)
CHASE_WEIGHT = 0.5  # in a chase, wickets' worth of each run an over needed above (or below) par


def should_attack(inn) -> bool:
    """Attack when there are wickets to spare: more in hand than nine tenths of the overs left
    (an attacking over costs about a third of a wicket for two runs), sooner in a chase
    that needs more than par, later in one that needs less; always in a Super Over."""
    if inn.super_over:
        return True
    overs_left = inn.over_limit - len(inn.overs)
    spare = inn.wicket_limit - inn.wickets - SPARE_PER_OVER * overs_left
    if inn.target is not None:
        spare += CHASE_WEIGHT * ((inn.target - inn.runs) / overs_left - PAR_RATE)
    return spare >= 0


def pick_bowler(state, side: str) -> str:
    """The legal bowler who suits this over best: a trait that works now, then overs in hand."""
    inn = state.current
    over_no = inn.over_no
    traits_on = state.options["traits"]

    def merit(player_id):
        player = PLAYER_BY_ID[player_id]
        trait = player.trait if traits_on else None
        fit = 0
        if trait in ALWAYS_USEFUL or (trait == "Swing Specialist" and over_no <= 6) \
                or (trait == "Death Specialist" and over_no >= 17):
            fit = 3
        elif trait == "Death Specialist" or trait == "Spin Controller":
            fit = -2  # keep the death bowler for the death; Spin Controller helps the batter
        return fit + 4 - inn.bowled.get(player_id, 0)

    legal = [a["player"] for a in state.legal_actions()]
    return max(legal, key=merit)

"""The thirteen player traits (at most one per player) and what each does to an over.

Bowling traits act only while their player bowls, batting traits only on balls he faces
(readings "Traits"). `over.py` calls these at the right step of the order of events.
"""

from . import dice

BATTING = ("Power Hitter", "Anchor", "Finisher", "Momentum", "Wrist Technician")
BOWLING = ("Swing Specialist", "Death Specialist", "Mystery Spinner", "Heavy Seamer",
           "Yorker Expert", "Aggressive Quick", "Economy Master", "Spin Controller")
TRAITS = BATTING + BOWLING
MEANING = {  # what each trait does, in the words the rules page and a player's card use
    "Power Hitter": "The first two he faces in the innings becomes a four.",
    "Anchor": "Cancels the first wicket chance he faces in each over: it becomes a dot.",
    "Finisher": "+1 run on every boundary he hits in overs 17-20.",
    "Momentum": "After a ball he scores 4 or more from, his next ball earns +1 run.",
    "Wrist Technician": "+1 run on every ball he faces from a spin bowler.",
    "Swing Specialist": "+1 to every wicket-chance roll while he bowls in overs 1-6.",
    "Death Specialist": "+1 to every wicket-chance roll while he bowls in overs 17-20.",
    "Mystery Spinner": "One dot in each over he bowls becomes a wicket chance.",
    "Heavy Seamer": "One boundary in each over he bowls becomes a single, and +1 on the first "
                    "wicket-chance roll of his over.",
    "Yorker Expert": "Rerolls the first wicket-chance die of his over that did not take a wicket.",
    "Aggressive Quick": "One single in each over he bowls becomes a wicket chance.",
    "Economy Master": "One two in each over he bowls becomes a dot.",
    "Spin Controller": "-1 on the first wicket-chance roll of his over (as the original rules "
                       "have it: it helps the batter).",
}

# The bowler's conversion, once per over, before the card: trait -> (from, to).
CONVERSIONS = {
    "Mystery Spinner": ("dot", "chance"),
    "Aggressive Quick": ("single", "chance"),
    "Economy Master": ("two", "dot"),
    "Heavy Seamer": ("boundary", "single"),
}
PHASES = {"Swing Specialist": (1, 6), "Death Specialist": (17, 20)}  # +1 to every chance roll
FIRST_ROLL = {"Heavy Seamer": 1, "Spin Controller": -1}  # on the first chance roll of his over
DEATH = (17, 20)  # Finisher's overs


def who(player) -> str:
    return f"{player.trait} ({player.name})"


def convert(bowler, balls, changes) -> None:
    """Step 3: the bowler's conversion trait turns the earliest eligible ball."""
    rule = CONVERSIONS.get(bowler.trait)
    if rule is None:
        return
    frm, to = rule
    for i, ball in enumerate(balls):
        if dice.is_kind(ball.outcome, frm):
            changes.append(f"{who(bowler)}: ball {i + 1} {ball.label} -> {dice.LABELS[to]}")
            ball.outcome = to
            return
    # nothing to convert: no line (a trait that did nothing is not an effect, and said every
    # over it buried the card's own lines)


def bowler_modifiers(bowler, over_no: int, first_roll: bool) -> list:
    """(value, source) the bowler's trait adds to a wicket-chance roll."""
    trait = bowler.trait
    if trait in PHASES and PHASES[trait][0] <= over_no <= PHASES[trait][1]:
        return [(1, trait)]
    if trait in FIRST_ROLL and first_roll:
        return [(FIRST_ROLL[trait], trait)]
    return []


def bonus_runs(batter, ball, over_no: int, bowler, momentum: bool) -> list:
    """(runs, source) a batting trait adds to a ball he survived."""
    trait = batter.trait
    if (trait == "Finisher" and DEATH[0] <= over_no <= DEATH[1]
            and dice.is_kind(ball.outcome, "boundary")):
        return [(1, trait)]
    if trait == "Momentum" and momentum:
        return [(1, trait)]
    if trait == "Wrist Technician" and bowler.bowling == "spin":
        return [(1, trait)]
    return []

"""One over in the seed's order of events (readings "Order of events in every over"):

1. attack declared, bowler chosen (before this is called)
2. six dice rolled and resolved (face 2's coin included)
3. the bowler's conversion trait
4. the umpire's card
5. ball by ball: batting traits, then the wicket-chance roll, runs, strike; stop at the last
   wicket or as soon as a chase is won
6. the card's bonus runs
7. the card's run-out rolls, unless the innings has ended
8. change ends
"""

from . import dice, traits
from .ball import Ball, coin_name
from .players import GRADE_NAMES, PLAYER_BY_ID
from .readings import GRADE_MODIFIER, LITERAL
from .umpire import apply_card
from .wicket_chance import chance_roll, reroll

DIG_IN = (-1, "tail-ender digs in")


def play_over(innings, bowler, attack: bool, card, stream, traits_on: bool, reading=LITERAL,
              fielding=None) -> dict:
    """Play the next over of `innings` under `reading` (the rules' numbers: attack, batting
    grades) and return its record (also appended to the innings). `fielding` says how each
    batter is out (None: bowled, or run out)."""
    over_no = innings.over_no
    runs_before, wickets_before = innings.runs, innings.wickets
    changes = []
    faces = reading.attack_faces if attack else {}
    balls = [Ball(*dice.roll(stream, faces)) for _ in range(6)]  # step 2
    rolled = [{"face": b.face, "coin": coin_name(b.coin), "outcome": b.outcome} for b in balls]
    if traits_on:  # step 3
        traits.convert(bowler, balls, changes)
    result = apply_card(card, balls, stream, faces, changes) if card else None  # step 4
    before_balls = len(changes)  # the rest come from settling the balls and the run-out rolls
    _settle(innings, balls, bowler, attack, over_no, stream, traits_on, changes, reading)  # step 5
    for ball in balls:
        if ball.wicket:
            ball.how = fielding.bowler_wicket(bowler.id) if fielding else {"kind": "bowled", "fielder": None}
    bonus = result.bonus if result else 0
    innings.runs += bonus  # step 6
    run_outs = []
    for num, den in (result.run_outs if result else ()):  # step 7
        if innings.ended:
            changes.append("No run-out roll: the innings is over")
            continue
        run_outs.append(_run_out(innings, balls, num, den, stream, changes, fielding))
    innings.change_ends()  # step 8
    innings.bowled[bowler.id] = innings.bowled.get(bowler.id, 0) + 1
    record = {
        "over": len(innings.overs) + 1, "bowler": bowler.id, "attack": attack,
        "rolled": rolled, "card": None if card is None else card.name, "changes": changes,
        "changes_before_balls": before_balls,
        "balls": [b.to_dict(i + 1) for i, b in enumerate(balls)], "bonus": bonus,
        "run_outs": run_outs, "runs": innings.runs - runs_before,
        "wickets": innings.wickets - wickets_before,
        "score": innings.runs, "wickets_down": innings.wickets,
    }
    innings.overs.append(record)
    return record


def _settle(innings, balls, bowler, attack, over_no, stream, traits_on, changes, reading) -> None:
    first_roll, yorker_left = True, traits_on and bowler.trait == "Yorker Expert"
    anchored, dug_in = set(), set()
    for i, ball in enumerate(balls):
        if innings.ended:
            break
        batter = PLAYER_BY_ID[innings.striker]
        ball.batter = batter.id
        trait = batter.trait if traits_on else None
        if (trait == "Power Hitter" and ball.outcome == "two"
                and batter.id not in innings.power_used):
            innings.power_used.add(batter.id)
            changes.append(f"{traits.who(batter)}: ball {i + 1} two -> four")
            ball.outcome = "four"
        if trait == "Anchor" and ball.outcome == "chance" and batter.id not in anchored:
            anchored.add(batter.id)
            changes.append(f"{traits.who(batter)}: ball {i + 1} wicket chance -> dot")
            ball.outcome = "dot"
        if ball.outcome == "chance":
            mods = list(ball.mods)
            if attack:
                mods.append((reading.attack_chance, "attack"))
            if reading.graded and GRADE_MODIFIER[batter.grade]:
                mods.append((GRADE_MODIFIER[batter.grade], GRADE_NAMES[batter.grade] + " batter"))
            if traits_on:
                for mod in traits.bowler_modifiers(bowler, over_no, first_roll):
                    changes.append(f"{traits.who(bowler)}: {mod[0]:+d} to ball {i + 1}'s "
                                   "wicket-chance roll")
                    mods.append(mod)
            if innings.is_tail(batter.id) and batter.id not in dug_in:
                dug_in.add(batter.id)
                mods.append(DIG_IN)
            first_roll = False
            ball.roll = chance_roll(stream, mods)
            if yorker_left and not ball.roll["wicket"]:
                yorker_left = False
                reroll(stream, ball.roll)
                again = ball.roll["reroll"]
                changes.append(f"{traits.who(bowler)}: ball {i + 1}'s wicket-chance die "
                               f"rerolled {ball.roll['die']} -> {again['die']}"
                               f"{' (wicket)' if again['wicket'] else ''}")
            ball.wicket = ball.roll["wicket"]
        ball.settled = True
        innings.balls += 1
        if ball.wicket:
            innings.momentum.discard(batter.id)
            innings.dismiss(batter.id)
            continue
        momentum = batter.id in innings.momentum
        innings.momentum.discard(batter.id)
        ball.runs = dice.RUNS[ball.outcome]
        if traits_on:
            for runs, source in traits.bonus_runs(batter, ball, over_no, bowler, momentum):
                changes.append(f"{traits.who(batter)}: +{runs} run on ball {i + 1}")
                ball.runs += runs
        if trait == "Momentum" and ball.runs >= 4:
            innings.momentum.add(batter.id)
        innings.runs += ball.runs
        if ball.outcome == "single":
            innings.change_ends()


def _run_out(innings, balls, num, den, stream, changes, fielding) -> dict:
    """A run-out roll: a wicket not credited to the bowler, dismissing the batter who faced the
    over's last settled ball (or, if he was out on it, the batter who took his place)."""
    roll = stream.randint(1, den)
    out = roll <= num
    last = [b for b in balls if b.settled][-1]
    batter = innings.striker if last.wicket else last.batter  # his replacement, if he was out
    name = PLAYER_BY_ID[batter].name
    changes.append(f"Run-out roll ({num} in {den}): {roll}, "
                   + (f"{name} run out" if out else "safe"))
    how = None
    if out:
        innings.dismiss(batter)
        how = fielding.run_out() if fielding else {"kind": "run out", "fielder": None}
    return {"batter": batter, "chance": [num, den], "roll": roll, "out": out, "how": how,
            "score": innings.runs, "wickets_down": innings.wickets}

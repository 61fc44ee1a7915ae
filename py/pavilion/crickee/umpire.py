"""The umpire's card applied to a rolled over: each effect part in the written order.

Rules (readings "The deck"): "One X becomes Y" takes the earliest eligible ball; a ball changed by
an earlier part of the same card is not eligible again; a part that cannot apply does nothing and
says why; a 50-50 flips first and applies only its branch; run-out riders are collected here and
rolled after the bonus runs (`over.py`). Every atomic effect is one "What it changed" line; a
part that cannot apply says "No effect: no dot to change" when nothing on the card applied, and
only "No dot to change" beside a part that did (Bring the Field Up: "No dot to change", "Ball 3:
six -> two").
"""

from . import dice
from .ball import Ball


class CardResult:
    """What a card left behind for the rest of the over: bonus runs and run-out rolls to make."""

    __slots__ = ("bonus", "run_outs", "missed")

    def __init__(self):
        self.bonus = 0
        self.run_outs = []  # (numerator, denominator) for each live run-out roll
        self.missed = []  # (line number in the changes, why) of each part that could not apply

    def miss(self, changes: list, why: str) -> None:
        """A part that could not apply: 'No effect: no dot to change', until another applies."""
        self.missed.append((len(changes), why))
        changes.append(f"No effect: {why}")


def apply_card(card, balls: list, stream, attack: dict, changes: list) -> CardResult:
    """Apply `card` to `balls` (changed in place); "What it changed" lines go onto `changes`."""
    result = CardResult()
    if _apply_parts(card, card.parts, balls, stream, attack, changes, result, set()):
        for line, why in result.missed:  # the card did something: these parts alone did not
            changes[line] = why[0].upper() + why[1:]
    return result


def _apply_parts(card, parts, balls, stream, attack, changes, result, touched) -> bool:
    """Apply `parts` in order; True if any of them applied."""
    applied = any_applied = False  # applied: did the previous part (a rider rides on it)
    for part in parts:
        applied = _apply_part(card, part, applied, balls, stream, attack, changes, result, touched)
        any_applied = any_applied or applied
    return any_applied


def _earliest(balls, kind, touched):
    for i, ball in enumerate(balls):
        if id(ball) not in touched and dice.is_kind(ball.outcome, kind):
            return i, ball
    return None, None


def _apply_part(card, part, applied, balls, stream, attack, changes, result, touched) -> bool:
    kind = part[0]
    if kind in ("change", "cancel"):
        frm, to = part[1:] if kind == "change" else ("chance", "dot")
        i, ball = _earliest(balls, frm, touched)
        if ball is None:
            result.miss(changes, f"no {dice.LABELS[frm]} to change")
            return False
        note = " (cancelled)" if kind == "cancel" else ""
        changes.append(f"Ball {i + 1}: {ball.label} -> {dice.LABELS[to]}{note}")
        ball.outcome = to
        touched.add(id(ball))
        return True
    if kind == "bonus":
        result.bonus += part[1]
        changes.append(f"+{part[1]} bonus run{'s' if part[1] != 1 else ''}")
        return True
    if kind == "add":
        ball = Ball(None, None, part[1], added=True)
        balls.append(ball)
        touched.add(id(ball))
        changes.append(f"Ball {len(balls)} added: {ball.label}")
        return True
    if kind == "lose_last":
        ball = balls.pop()
        changes.append(f"Ball {len(balls) + 1} removed: {ball.label}")
        return True
    if kind == "roll":
        i, ball = _earliest(balls, "chance", touched)
        if ball is None:
            result.miss(changes, "no wicket chance to roll")
            return False
        ball.mods.append((part[1], card.name))
        touched.add(id(ball))
        changes.append(f"Ball {i + 1}: {part[1]:+d} to the wicket-chance roll")
        return True
    if kind == "reroll":
        i = stream.below(len(balls))
        ball = balls[i]
        face, coin, outcome = dice.roll(stream, attack)
        old = "added" if ball.face is None else str(ball.face)
        changes.append(f"Ball {i + 1} rerolled: {old} -> {face}{_coin_note(coin)} "
                       f"({ball.label} -> {dice.LABELS[outcome]})")
        ball.face, ball.coin, ball.outcome = face, coin, outcome
        touched.add(id(ball))
        return True
    if kind == "gamble":
        heads = stream.coin()
        branches = card.text.split(": ", 1)[1].rstrip(".").split(", or ")
        changes.append(f"50-50: {'heads' if heads else 'tails'}, {branches[0 if heads else 1]}")
        return _apply_parts(card, part[1] if heads else part[2], balls, stream, attack, changes,
                            result, touched)
    if kind == "run_out":
        num, den, when = part[1:]
        if when == "rider" and not applied:
            changes.append("No run-out roll: the conversion it rides on did not apply")
            return False
        result.run_outs.append((num, den))
        return True
    result.miss(changes, card.text.split(' — ')[0].lower())  # ("nothing",)
    return False


def _coin_note(coin):
    return "" if coin is None else (" (heads)" if coin else " (tails)")

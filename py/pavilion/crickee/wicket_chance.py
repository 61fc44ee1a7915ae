"""The wicket-chance roll: one d6 plus every modifier; 5 or more is a wicket. No clamping."""

from .dice import WICKET_AT


def chance_roll(stream, modifiers: list) -> dict:
    """Roll one die for a wicket chance with `modifiers` [(value, source)]."""
    die = stream.die(6)
    total = die + sum(value for value, _ in modifiers)
    return {"die": die, "modifiers": [{"by": by, "value": value} for value, by in modifiers],
            "total": total, "wicket": total >= WICKET_AT, "reroll": None}


def reroll(stream, roll: dict) -> dict:
    """Roll the die again with the same modifiers (Yorker Expert); the new roll stands."""
    die = stream.die(6)
    total = die + sum(m["value"] for m in roll["modifiers"])
    roll["reroll"] = {"die": die, "total": total, "wicket": total >= WICKET_AT}
    roll["wicket"] = total >= WICKET_AT
    return roll

"""The field check every darts record's actions go through (Random Cricket, X01, practice): a
stored record is untrusted, so an action with a field its type does not have, or without one it
needs, is refused with a sentence before the game reads it."""

from pavilion.core import RuleError


def check_fields(action: dict, required=(), optional=()):
    """Refuse a field the action does not have, or a missing one: stored records are untrusted."""
    kind = action["type"]
    article = "An" if kind[:1] in "aeiou" else "A"
    for key in action:
        if key != "type" and key not in required and key not in optional:
            raise RuleError("bad-action", f"{article} {kind} action has no field {str(key)[:40]!r}.")
    for key in required:
        if key not in action:
            raise RuleError("bad-action", f"{article} {kind} action needs its {key}.")

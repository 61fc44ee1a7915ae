"""The field check every darts record's actions go through (Random Cricket, X01, practice): a
stored record is untrusted, so an action with a field its type does not have, or without one it
needs, is refused with a sentence before the game reads it."""

from pavilion.core import RuleError


def check_fields(action: dict, required=(), optional=()):
    """Refuse a field the action does not have, or a missing one: stored records are untrusted."""
    for key in action:
        if key != "type" and key not in required and key not in optional:
            raise RuleError("bad-action", f"A {action['type']} action has no field {str(key)!r}.")
    for key in required:
        if key not in action:
            raise RuleError("bad-action", f"A {action['type']} action needs its {key}.")

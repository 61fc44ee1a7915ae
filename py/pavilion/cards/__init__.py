"""Card Cricket against the Droid: a 52-card pack on a 3x3 grid, the count of a turn as runs or wickets."""

from .engine import GAME, VERSION, apply, autoplay, legal_actions, new_match, replay, state_of

__all__ = ["GAME", "VERSION", "apply", "autoplay", "legal_actions", "new_match", "replay", "state_of"]

"""Practice: the six drills of a darts scoreboard, solo or for up to four players.

    from pavilion import practice
    m = practice.new_match(players=["Ann"], drill="bobs-27")
    m = practice.apply(m, {"type": "dart", "seat": 0, "dart": "D1"})
    s = practice.replay(m)

Each drill is a module of its own rules (around_the_clock, bobs_27, shanghai, halve_it, one_two_one,
round_the_doubles) behind one surface; the session (session.py) plays any of them dart by dart.
Pure Python, no browser imports; darts and the board are pavilion.darts'. See docs/practice.md.
"""

from .drills import DRILLS
from .engine import apply, legal_actions, new_match, rematch, replay
from .session import GAME, VERSION

__all__ = ["DRILLS", "GAME", "VERSION", "apply", "legal_actions", "new_match", "rematch", "replay"]

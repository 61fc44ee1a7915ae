"""Random Cricket: darts cricket on six numbers dealt at random plus the bull (and standard Cricket).

    from pavilion import darts
    m = darts.new_match(players=["Ann", "Bob"], seed="k7", board="random")
    m = darts.apply(m, {"type": "turn", "seat": 0, "darts": ["T20", "S19", "M"]})
    s = darts.replay(m)

Pure Python, no browser imports. See docs/darts.md for the actions, the state and the decisions.
"""

from .board import RING, STANDARD, deal
from .bot import LEVELS as BOT_LEVELS, autoplay
from .dart import MISS, Dart
from .engine import apply, legal_actions, new_match, preview, rematch, replay
from .game import GAME, VERSION

__all__ = [
    "BOT_LEVELS", "Dart", "GAME", "MISS", "RING", "STANDARD", "VERSION", "apply", "autoplay", "deal",
    "legal_actions", "new_match", "preview", "rematch", "replay",
]

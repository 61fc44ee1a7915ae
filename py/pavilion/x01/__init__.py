"""X01: 501 (301, 701, 1001, 170, 121) down to a double, the way league players play it.

    from pavilion import x01
    m = x01.new_match(players=["Ann", {"name": "Droid", "bot": 3}], start=501)
    m = x01.apply(m, {"type": "visit", "seat": 0, "total": 100})
    s = x01.replay(m)

Pure Python, no browser imports; it shares Random Cricket's `Dart`, board and seats
(`pavilion.darts`). See docs/x01.md for the actions, the state and the decisions.
"""

from .bot import LEVELS as BOT_LEVELS
from .checkout import checkout
from .engine import apply, autoplay, legal_actions, new_match, preview, rematch, replay
from .game import GAME, VERSION
from .options import OUTS, START_SCORES

__all__ = [
    "BOT_LEVELS", "GAME", "OUTS", "START_SCORES", "VERSION", "apply", "autoplay", "checkout", "legal_actions",
    "new_match", "preview", "rematch", "replay",
]

"""What every game shares: errors, seeded randomness, the match record, share links, names."""

from .errors import RuleError
from .match import Replays, appended, check_record, dumps, handler_for, loads, new_record, record_json, replay_step, with_actions
from .names import check_name
from .rng import Stream, check_seed, new_seed, stream
from . import share

__all__ = [
    "Replays", "RuleError", "Stream", "appended", "check_name", "check_record", "check_seed", "dumps", "handler_for", "loads", "new_record",
    "new_seed", "record_json", "replay_step", "share", "stream", "with_actions",
]

"""In every game, the longest record a share link holds replays (or is refused) in time linear in it.

The records are bench/replay.py's: each game's costliest known shape, as long as a link accepts
(thousands of actions, whatever the game).
"""

import importlib.util
import time
from pathlib import Path

import pytest

from pavilion.core import RuleError, share

spec = importlib.util.spec_from_file_location("bench_replay", Path(__file__).resolve().parents[3] / "bench" / "replay.py")
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)


@pytest.mark.parametrize("name, module, build", bench.GAMES, ids=[g[0] for g in bench.GAMES])
def test_the_longest_record_a_link_holds_replays_in_linear_time(name, module, build):
    """Very loose: half a second and a millisecond an action (Pyodide, a loaded machine); the longest
    Random Cricket link took minutes when each correction rescored every turn."""
    n = bench.longest(build)
    record = share.decode(share.encode(build(n)))
    assert len(record["actions"]) == n > 400
    start = time.perf_counter()
    try:
        module.replay(record)
    except RuleError as e:
        assert e.message.endswith(".")
    assert time.perf_counter() - start < 0.5 + n / 1000

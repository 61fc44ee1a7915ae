"""Decoding untrusted codes: a share link and a postal code, on the worst payloads known, by size.

Each payload is sealed as a well-formed code (right checksum, real zlib), so it reaches the JSON
loader and its nesting guard: the link that once froze a tab for minutes (an unclosed string of
escaped quotes), the other shapes a scanner of JSON strings might mind, and a real record. Times
are the fastest of 5 runs of `share.decode` / `cosmic.decode_orders`, refusal included, with the same
size of plain `json.loads` beside them. The same script then runs inside the vendored Pyodide:

    .venv/bin/python bench/decode.py         # CPython, then Pyodide
    python3 bench/decode.py --here           # only the interpreter running it
"""

import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from pavilion import darts  # noqa: E402
from pavilion.core import RuleError, dumps, share, with_actions  # noqa: E402
from pavilion import cosmic  # noqa: E402
from pavilion.cosmic import postal  # noqa: E402

SIZES = (16 * 1024, 64 * 1024, 256 * 1024)
COMPETITION = cosmic.new_competition("bench")  # an orders code is read for the competition it names


def record(size: int) -> str:
    """A real Random Cricket record of about `size` characters."""
    m = darts.new_match(players=["Ann", "Bob"], seed="bench", board="standard")
    turn = {"type": "turn", "seat": 0, "darts": ["T20", "S19", "M"]}
    return dumps(with_actions(m, [dict(turn, seat=i % 2) for i in range(size // len(dumps(turn)))]))


SHAPES = {
    "unclosed string of escaped quotes": lambda n: '"' + '\\"' * (n // 2),
    "quotes": lambda n: '"' * n,
    "open brackets": lambda n: "[" * n,
    "brackets and quotes": lambda n: '["' * (n // 2),
    "quotes and backslashes": lambda n: '"\\' * (n // 2),
    "a real match record": record,
}


def fastest(job, runs: int = 5) -> float:
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        try:
            job()
        except RuleError:
            pass
        best = min(best, time.perf_counter() - start)
    return best * 1000


def main():
    print(f"python {sys.version.split()[0]} ({sys.implementation.name} on {sys.platform}), fastest of 5 runs")
    print(f"{'decoder':<8}{'payload':<36}{'KB':>5}{'code':>7}{'ms':>8}{'json.loads ms':>15}")
    worst = {}
    for label, codec, decode in (("link", share.LINK, share.decode),
                                 ("orders", postal.ORDERS, lambda code: cosmic.decode_orders(code, COMPETITION))):
        for size in [s for s in SIZES if s <= codec.max_json]:
            plain = json.dumps(["ab"] * (size // 6))
            for shape, make in SHAPES.items():
                text = make(size)[:size]
                code = codec.seal(text.encode())
                ms = fastest(lambda: decode(code))
                worst[label, size] = max(worst.get((label, size), (0, "")), (ms, shape))
                print(f"{label:<8}{shape:<36}{len(text) // 1024:>5}{len(code):>7}{ms:>8.2f}"
                      f"{fastest(lambda: json.loads(plain)):>15.2f}")
    print("worst: " + "; ".join(f"{label} {size // 1024} KB {ms:.1f} ms ({shape})"
                                for (label, size), (ms, shape) in worst.items()))


def in_pyodide():
    """The same table inside the vendored Pyodide, through tests/pyodide/run.mjs."""
    import subprocess
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    print("\n--- inside Pyodide under Node", flush=True)
    subprocess.run(["node", "tests/pyodide/run.mjs", "script", "bench/decode.py", "--here"], cwd=root, check=True)


if __name__ == "__main__":
    main()
    if "--here" not in sys.argv:
        in_pyodide()

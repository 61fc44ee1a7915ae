"""static/snapshot-format.mjs, under Node: the start-up snapshot packed without its zero pages comes
back byte for byte, and a damaged one is refused with a reason, before Python is touched."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

FORMAT = Path(__file__).resolve().parents[3] / "static" / "snapshot-format.mjs"

pytestmark = pytest.mark.skipif(sys.platform == "emscripten" or not shutil.which("node"),
                                reason="runs the page's module under Node")

# Each case: a memory, packed, perhaps damaged, unpacked: what came back, or the refusal.
SCRIPT = """
import { pack, unpack } from %s;
const PAGE = 4096;
function memory(size, seed) {  // some pages zero, some not, and a last page cut short
  const m = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) if (((i / PAGE) | 0) %% 3 !== 1) m[i] = (i * seed + (i >> 7)) & 255;
  return m;
}
const results = {};
function attempt(name, buffer, original) {
  try {
    const back = unpack(buffer);
    results[name] = { ok: back.length === original.length && back.every((b, i) => b === original[i]), size: back.length };
  } catch (err) {
    results[name] = { refused: err.message };
  }
}
const m = memory(10 * PAGE + 128, 7);
const packed = pack(m);
results.packedBytes = packed.length;
attempt("whole", packed.slice().buffer, m);
const zeros = new Uint8Array(5 * PAGE);
results.zerosPacked = pack(zeros).length;
attempt("all zeros", pack(zeros).slice().buffer, zeros);
attempt("cut short", packed.slice(0, packed.length - 100).buffer, m);
attempt("overlong", new Uint8Array([...packed, 0, 0, 0, 0]).buffer, m);
const flipped = packed.slice(); flipped[flipped.length - 5000] ^= 1;
attempt("a byte flipped in a page", flipped.buffer, m);
const mapped = packed.slice(); mapped[16] ^= 2;
attempt("a page map bit flipped", mapped.buffer, m);
const foreign = packed.slice(); foreign[0] = 0;
attempt("not ours", foreign.buffer, m);
const huge = packed.slice(); new DataView(huge.buffer).setUint32(4, 0xfffffff0, true);
attempt("an impossible size", huge.buffer, m);
attempt("empty", new ArrayBuffer(0), m);
console.log(JSON.stringify(results));
"""


def run_format():
    script = SCRIPT % json.dumps(FORMAT.as_uri())
    out = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def test_a_packed_snapshot_comes_back_whole_and_leaves_its_zero_pages_out():
    results = run_format()
    assert results["whole"] == {"ok": True, "size": 10 * 4096 + 128}
    assert results["all zeros"] == {"ok": True, "size": 5 * 4096}
    # 11 pages, every third one zero (pages 1, 4, 7, 10): 7 kept, plus a 16-byte head and a 4-byte map.
    assert results["packedBytes"] == 16 + 4 + 7 * 4096
    assert results["zerosPacked"] == 16 + 4


def test_a_damaged_snapshot_is_refused_with_the_reason():
    results = run_format()
    expected = {
        "cut short": "cut short",
        "overlong": "overlong",
        "a byte flipped in a page": "checksum",
        "a page map bit flipped": "checksum",
        "not ours": "not a Pavilion snapshot",
        "an impossible size": "damaged",
        "empty": "cut short",
    }
    for case, reason in expected.items():
        assert reason in results[case].get("refused", ""), (case, results[case])

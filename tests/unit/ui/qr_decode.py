"""A small QR decoder for the tests: reads a module matrix (as drawn on the share panel, or sampled
from the page's canvas) back to its text, independently of segno, which made it.

Enough of ISO/IEC 18004 for a share link: versions 1-25, error correction level M, byte mode, and
a clean picture (no error correction is applied: a wrong module fails the test, as it should).
"""

ECC_PER_BLOCK_M = (10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28)
BLOCKS_M = (1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21)
MASKS = (
    lambda x, y: (x + y) % 2 == 0, lambda x, y: y % 2 == 0, lambda x, y: x % 3 == 0,
    lambda x, y: (x + y) % 3 == 0, lambda x, y: (x // 3 + y // 2) % 2 == 0,
    lambda x, y: x * y % 2 + x * y % 3 == 0, lambda x, y: (x * y % 2 + x * y % 3) % 2 == 0,
    lambda x, y: ((x + y) % 2 + x * y % 3) % 2 == 0,
)


def alignment_positions(version: int) -> list:
    if version == 1:
        return []
    count = version // 7 + 2
    size = 17 + 4 * version
    step = (version * 4 + count * 2 + 1) // (count * 2 - 2) * 2
    return [6] + sorted(size - 7 - i * step for i in range(count - 1))


def function_modules(version: int) -> list:
    """Which modules are finder, timing, alignment, format or version areas (not data)."""
    size = 17 + 4 * version
    f = [[False] * size for _ in range(size)]

    def block(x0, y0, w, h):
        for y in range(max(0, y0), min(size, y0 + h)):
            for x in range(max(0, x0), min(size, x0 + w)):
                f[y][x] = True

    for x0, y0 in ((0, 0), (size - 8, 0), (0, size - 8)):
        block(x0, y0, 8, 8)  # finders and their separators
    block(0, 6, size, 1)
    block(6, 0, 1, size)
    pos = alignment_positions(version)
    for a in pos:
        for b in pos:
            if not ((a == 6 and b == 6) or (a == 6 and b == pos[-1]) or (a == pos[-1] and b == 6)):
                block(a - 2, b - 2, 5, 5)
    block(0, 8, 9, 1)
    block(8, 0, 1, 9)
    block(size - 8, 8, 8, 1)
    block(8, size - 8, 1, 8)
    if version >= 7:
        block(size - 11, 0, 3, 6)
        block(0, size - 11, 6, 3)
    return f


def decode(matrix) -> str:
    """The text in a QR code given as rows of booleans (True: dark), without the quiet zone."""
    size = len(matrix)
    assert all(len(row) == size for row in matrix) and (size - 17) % 4 == 0, "not a QR code's shape"
    version = (size - 17) // 4
    assert 1 <= version <= 25, version
    bits = [matrix[i][8] for i in range(6)] + [matrix[7][8], matrix[8][8], matrix[8][7]]
    bits += [matrix[8][14 - i] for i in range(9, 15)]
    word = sum(1 << i for i, b in enumerate(bits) if b) ^ 0x5412
    level, mask = (word >> 10) >> 3, (word >> 10) & 7
    assert level == 0, f"error correction level bits {level}: this decoder reads level M only"
    func = function_modules(version)
    stream = []
    right = size - 1
    while right >= 1:
        if right == 6:
            right = 5
        for vert in range(size):
            for j in range(2):
                x = right - j
                y = size - 1 - vert if ((right + 1) & 2) == 0 else vert
                if not func[y][x]:
                    stream.append(matrix[y][x] ^ MASKS[mask](x, y))
        right -= 2
    raw = len(stream) // 8
    codewords = [sum(int(b) << (7 - k) for k, b in enumerate(stream[8 * i:8 * i + 8])) for i in range(raw)]
    blocks, ecc = BLOCKS_M[version - 1], ECC_PER_BLOCK_M[version - 1]
    short = blocks - raw % blocks
    lengths = [raw // blocks - ecc + (0 if b < short else 1) for b in range(blocks)]
    data_blocks = [[] for _ in range(blocks)]
    at = 0
    for i in range(max(lengths)):
        for b in range(blocks):
            if i < lengths[b]:
                data_blocks[b].append(codewords[at])
                at += 1
    data = [c for blk in data_blocks for c in blk]
    bitstring = "".join(f"{c:08b}" for c in data)
    assert bitstring[:4] == "0100", f"mode {bitstring[:4]}: this decoder reads byte mode only"
    count_bits = 8 if version <= 9 else 16
    count = int(bitstring[4:4 + count_bits], 2)
    start = 4 + count_bits
    payload = bytes(int(bitstring[start + 8 * i:start + 8 * i + 8], 2) for i in range(count))
    return payload.decode("utf-8")

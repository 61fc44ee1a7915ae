"""Keys and sealed boxes for postal play between rivals (see docs/cosmic.md, "Threat model").

What a link or a code carries is public: anyone in the group chat can read it. So a turn sheet (it
holds one manager's standing orders) and an orders code (it holds his new ones) travel sealed with
that manager's key, which only his device and the GM's know; a box that was changed, or made
without the key, does not open. Only the standard library's HMAC-SHA256, so CPython and Pyodide
seal and open the same bytes.

A box is deterministic authenticated encryption in the SIV pattern: the tag is an HMAC of the
header and the plaintext (it authenticates both, and doubles as the nonce), the keystream is HMAC
in counter mode under a second key derived from the same manager key. The same message sealed twice
gives the same box, so a link made again is the same link.

Keys are derived on the GM's device from the competition's seed and never stored apart from it: a
manager's key for his invitation number g is HMAC(seed, "cosmic manager key m g"), 16 letters of the
seed alphabet (80 bits). A new invitation (g + 1) replaces the key, so a key that was seen by the
wrong person can be withdrawn.

Only the GM can introduce a key: a new invitation carries a voucher for each earlier key of that
manager (an HMAC under the old key of the new key, its number, the competition and the manager), so
a desk that holds a key takes a new one only from whoever made the old one. A rival who makes an
invitation with a key of his choosing cannot vouch for it with a key he never saw. A desk's first
invitation is taken on trust; its fingerprint (a few words from the competition, the manager and
his key) lets him check it against the GM's screen.
"""

import functools
import hashlib
import hmac

from ..core.rng import SEED_ALPHABET

KEY_LETTERS = 16  # 80 bits: out of reach of guessing, short enough to type at a shared screen
ID_LETTERS = 10  # the competition's public name in every code (50 bits: names, does not protect)
TAG = 16  # bytes of HMAC-SHA256 kept as a box's tag (128 bits)
BLOCK = 32
MAX_INVITATIONS = 50  # a manager's: each new one carries a voucher (22 characters) for every earlier key
FINGERPRINT_ROUNDS = 1 << 14  # the fingerprint's hash is repeated: matching chosen words costs 2**46 hashes
WORDS = """acorn amber anchor anvil apple arrow aspen attic autumn badger bagel bamboo banjo barley basil
beacon beaver berry bison blossom bobcat bonnet bramble breeze bridge brook bucket bugle butter
button cabin cactus camel candle canoe canyon carrot castle cedar cellar cherry chess cider cinder
circus clover cobalt cobble cocoa comet copper coral cotton cousin coyote cradle crater cricket
crystal cushion daisy dancer delta denim desert dingo dolphin donkey dragon drum dune eagle easel
elm ember engine fable falcon fennel ferry fiddle finch flannel flint forest fossil fountain fox
galaxy garden garlic gecko ginger glacier goblet granite grape gravel guitar gull hammer harbor
harvest hatch hazel hedge helmet heron hickory honey hornet iceberg igloo indigo island ivory jacket
jaguar jasmine jelly jewel jigsaw jungle kayak kernel kettle kiwi koala ladder lagoon lantern lemon
lentil lilac linen lizard lobster locket lotus magnet mango maple marble meadow melon meteor mitten
monsoon moose mosaic muffin mustard nectar needle nickel nutmeg oasis oatmeal ocean olive onion
orbit orchard osprey otter owl paddle panda papaya parrot pebble pepper pickle pigeon pillow pine
pirate planet plum pocket pollen pony poppy pretzel prism puffin pumpkin quail quartz quill rabbit
radish raft raven reef ribbon river robin rocket saddle saffron salmon sandal satchel scarf sequin
shadow shell sierra silver sketch sparrow spice spindle sponge spruce squirrel starling stone summit
sunset swallow tablet tango teapot thistle thunder tiger timber toffee tomato topaz torch tortoise
trumpet tulip tundra turnip umbrella valley velvet violet violin volcano wagon walnut walrus whistle
willow window winter wizard yarrow yogurt zebra zephyr""".split()  # 256: one byte a word


def _hmac(key: bytes, message: bytes) -> bytes:
    return hmac.new(key, message, hashlib.sha256).digest()


def _letters(digest: bytes, count: int) -> str:
    """`count` letters of the seed alphabet (5 bits each) from the front of `digest`."""
    number = int.from_bytes(digest, "big") >> (len(digest) * 8 - 5 * count)
    return "".join(SEED_ALPHABET[(number >> (5 * i)) & 31] for i in reversed(range(count)))


def competition_id(seed: str) -> str:
    """The public name of a competition: codes say which one they belong to without its seed."""
    return _letters(_hmac(seed.encode("utf-8"), b"cosmic competition id"), ID_LETTERS)


def is_id(text, letters=ID_LETTERS) -> bool:
    """Whether `text` can be a competition's public id (a code's, before anything is looked up by it)."""
    return isinstance(text, str) and len(text) == letters and all(c in SEED_ALPHABET for c in text)


def digest_letters(data: bytes, count: int) -> str:
    """`count` letters naming `data` (a hash of it: names, does not protect)."""
    return _letters(hashlib.sha256(data).digest(), count)


def manager_key(seed: str, manager: int, generation: int) -> str:
    """Manager `manager`'s key from his invitation number `generation` (0 before any invitation)."""
    return _letters(_hmac(seed.encode("utf-8"), f"cosmic manager key {manager} {generation}".encode()), KEY_LETTERS)


def key_text(key: str) -> str:
    """A key as people copy it: four groups of four letters."""
    return "-".join(key[i:i + 4] for i in range(0, len(key), 4))


def read_key(text) -> str:
    """A typed key without its dashes, spaces and capitals ('' if it cannot be a key)."""
    if not isinstance(text, str) or len(text) > 64:
        return ""
    key = "".join(c for c in text.lower() if c not in " -\t")
    return key if len(key) == KEY_LETTERS and all(c in SEED_ALPHABET for c in key) else ""


def same_key(a: str, b: str) -> bool:
    """Whether two keys are equal, compared in constant time (a typed key against the real one)."""
    return hmac.compare_digest(a.encode("ascii"), b.encode("ascii"))


def _subkeys(key: str) -> tuple:
    root = key.encode("ascii")
    return _hmac(root, b"cosmic box mac"), _hmac(root, b"cosmic box stream")


def _stream(key: bytes, tag: bytes, length: int) -> bytes:
    blocks = (_hmac(key, tag + i.to_bytes(4, "big")) for i in range((length + BLOCK - 1) // BLOCK))
    return b"".join(blocks)[:length]


def _xor(data: bytes, stream: bytes) -> bytes:
    return (int.from_bytes(data, "big") ^ int.from_bytes(stream, "big")).to_bytes(len(data), "big")


def seal(key: str, header: bytes, plaintext: bytes) -> bytes:
    """The box for `plaintext` under `key`, bound to `header` (what kind of code, for whom)."""
    mac_key, stream_key = _subkeys(key)
    tag = _hmac(mac_key, len(header).to_bytes(4, "big") + header + plaintext)[:TAG]
    return tag + _xor(plaintext, _stream(stream_key, tag, len(plaintext)))


def unseal(key: str, header: bytes, box: bytes):
    """The plaintext in `box`, or None if it was not sealed with `key` for `header` (forged, altered,
    or meant for another manager or another kind of code)."""
    if not isinstance(box, bytes) or len(box) < TAG:
        return None
    mac_key, stream_key = _subkeys(key)
    tag, body = box[:TAG], box[TAG:]
    plaintext = _xor(body, _stream(stream_key, tag, len(body)))
    expected = _hmac(mac_key, len(header).to_bytes(4, "big") + header + plaintext)[:TAG]
    return plaintext if hmac.compare_digest(tag, expected) else None


def vouch(old_key: str, cid: str, manager: int, generation: int, new_key: str) -> bytes:
    """The voucher, made with a manager's earlier key, for his new key (invitation `generation`)."""
    message = f"cosmic invitation {cid}/{manager}/{generation}/{new_key}".encode("ascii")
    return _hmac(_subkeys(old_key)[0], message)[:TAG]


def vouched(old_key: str, cid: str, manager: int, generation: int, new_key: str, voucher) -> bool:
    """Whether `voucher` was made with `old_key` for this new key (compared in constant time)."""
    return isinstance(voucher, bytes) and hmac.compare_digest(vouch(old_key, cid, manager, generation, new_key),
                                                              voucher)


@functools.lru_cache(maxsize=32)  # a screen draws it many times
def fingerprint(cid: str, manager: int, key: str) -> str:
    """Four words that the GM's screen and the manager's desk both show for his key: the same words
    on both say the desk holds the key the GM made. Repeated hashing makes a key with chosen words
    expensive to find (a rival who saw the words on the GM's screen)."""
    digest = _hmac(key.encode("ascii"), f"cosmic fingerprint {cid}/{manager}".encode("ascii"))
    for _ in range(FINGERPRINT_ROUNDS):
        digest = hashlib.sha256(digest).digest()
    return " ".join(WORDS[b] for b in digest[:4])

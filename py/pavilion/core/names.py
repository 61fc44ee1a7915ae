"""Names that people type (players, managers, teams): checked once, at the door, the same in every game.

A name comes from a form, a link, a postal code or storage. It is shown as text only, saved, and
written into share links as UTF-8, so it must be something every one of those can carry.
"""

import re

from .errors import RuleError

# C0 and C1 control characters, line and paragraph separators (all of them break a line), and lone
# surrogates: they cannot be written as UTF-8, so a match holding one could never be shared again.
# A fixed list, not str.isprintable(): that follows the interpreter's Unicode version, and a name
# must be read the same by CPython 3.11 and by Pyodide's 3.14.
_FORBIDDEN = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")
# Characters that show nothing or turn the text after them around: a name is drawn inside a longer
# line ("Ann to throw · 321"), so a right-to-left override would reverse the whole line, and "Ann"
# with a zero-width space would be a second Ann no one can tell apart. The joiners (U+200C, U+200D)
# stay: emoji and several scripts need them.
_UNSEEN = re.compile("[\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]")


def check_name(value, what: str, longest: int) -> str:
    """`value` without the spaces around it, if it is 1 to `longest` characters of text that shows
    as typed; else RuleError("bad-name") with a sentence that starts with `what` ("Player 2's name")."""
    if value is None:  # left out: as blank as an empty box
        value = ""
    if not isinstance(value, str):
        raise RuleError("bad-name", f"{what} must be text.")
    if _FORBIDDEN.search(value):
        raise RuleError("bad-name", f"{what} cannot hold control characters such as line breaks.")
    if _UNSEEN.search(value):
        raise RuleError("bad-name", f"{what} cannot hold characters that do not show, or that turn the "
                                    "writing around.")
    name = value.strip()
    if not name:
        raise RuleError("bad-name", f"{what} cannot be blank.")
    if len(name) > longest:
        raise RuleError("bad-name", f"{what} can be at most {longest} characters long.")
    return name

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


def check_name(value, what: str, longest: int) -> str:
    """`value` without the spaces around it, if it is 1 to `longest` characters of text that shows
    as typed; else RuleError("bad-name") with a sentence that starts with `what` ("Player 2's name")."""
    if value is None:  # left out: as blank as an empty box
        value = ""
    if not isinstance(value, str):
        raise RuleError("bad-name", f"{what} must be text.")
    if _FORBIDDEN.search(value):
        raise RuleError("bad-name", f"{what} cannot hold control characters such as line breaks.")
    name = value.strip()
    if not name:
        raise RuleError("bad-name", f"{what} cannot be blank.")
    if len(name) > longest:
        raise RuleError("bad-name", f"{what} can be at most {longest} characters long.")
    return name

"""The one error every rule refusal raises."""

import re

LONG_NUMBER = re.compile(r"\d{13,}")  # no number a game uses has 13 digits: one that has came from outside


class RuleError(Exception):
    """A refused action or unreadable input: a stable `code` slug and a sentence a player understands.

    Raised before anything changes, so a refusal never half-applies. A number of thirteen digits or
    more in the sentence (a visit total of 10**4000 in a link) is cut to its first nine and "…", so
    a refusal stays a sentence that fits a status line.
    """

    def __init__(self, code: str, message: str):
        message = LONG_NUMBER.sub(lambda number: number.group()[:9] + "\u2026", message)
        super().__init__(message)
        self.code = code
        self.message = message

    def __repr__(self):
        return f"RuleError({self.code!r}, {self.message!r})"

    def __str__(self):
        return self.message

    def to_dict(self):
        return {"code": self.code, "message": self.message}

"""The one error every rule refusal raises."""


class RuleError(Exception):
    """A refused action or unreadable input: a stable `code` slug and a sentence a player understands.

    Raised before anything changes, so a refusal never half-applies.
    """

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message

    def __repr__(self):
        return f"RuleError({self.code!r}, {self.message!r})"

    def __str__(self):
        return self.message

    def to_dict(self):
        return {"code": self.code, "message": self.message}

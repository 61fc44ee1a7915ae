"""Typed readers for everything read back from storage: settings, drafts, the extras saved beside a
match, the hub's index.

Storage can hold anything (another version's save, an edit in the browser's tools, a damaged disk),
so nothing read from it is trusted: each value is declared with a kind, and a value that does not
fit its kind is the default, never an exception deep inside a screen. The kinds:

    OneOf("slow", "fast")         one of these values, of the same type (True is not 1, 1.0 is not 1)
    Whole(0, 9)                   a whole number in that range (not a bool)
    Number(0, 1e9)                an int or a finite float in that range
    Text(40, least=1)             a string of that length
    Maybe(kind)                   None, or that kind
    AnyOf(kind, kind...)          any one of the kinds
    ListOf(kind, most, least=0)   a list of that length, every item of that kind
    DictOf(kind, most, keys=...)  a dict, every value of that kind (and every key of `keys`)
    Fields(x=kind, required=(...), play=(...), closed=False)
                                  a dict of named fields, each of its kind when present (other keys
                                  are ignored, or with `closed` refused); `play`: the fields that may
                                  hold play (a visit half entered), set aside rather than dropped

A setting is declared once, where it is used: `setting(name, kind, play=...)`; every setting the
app keeps is then listed in SETTINGS (the odd-storage test writes each one).
"""

import math

BIG = 2**31 - 1  # a whole number beyond this is damage wherever a count or an index is stored


class Kind:
    def fits(self, value) -> bool:
        raise NotImplementedError


class OneOf(Kind):
    def __init__(self, *choices):
        self.choices = choices

    def fits(self, value) -> bool:
        return any(type(value) is type(c) and value == c for c in self.choices)


class Whole(Kind):
    def __init__(self, least=0, most=BIG):
        self.least, self.most = least, most

    def fits(self, value) -> bool:
        return type(value) is int and self.least <= value <= self.most


class Number(Kind):
    def __init__(self, least, most):
        self.least, self.most = least, most

    def fits(self, value) -> bool:
        return type(value) in (int, float) and math.isfinite(value) and self.least <= value <= self.most


class Text(Kind):
    def __init__(self, most, least=0):
        self.least, self.most = least, most

    def fits(self, value) -> bool:
        return isinstance(value, str) and self.least <= len(value) <= self.most


class AnyOf(Kind):
    def __init__(self, *kinds):
        self.kinds = kinds

    def fits(self, value) -> bool:
        return any(k.fits(value) for k in self.kinds)


def Maybe(kind) -> Kind:  # noqa: N802 - reads as a kind, like the classes
    return AnyOf(OneOf(None), kind)


FLAG = OneOf(True, False)


class ListOf(Kind):
    def __init__(self, item, most, least=0):
        self.item, self.least, self.most = item, least, most

    def fits(self, value) -> bool:
        return (isinstance(value, list) and self.least <= len(value) <= self.most
                and all(self.item.fits(v) for v in value))


class DictOf(Kind):
    def __init__(self, value, most, keys=Text(64)):
        self.value, self.most, self.keys = value, most, keys

    def fits(self, value) -> bool:
        return (isinstance(value, dict) and len(value) <= self.most
                and all(self.keys.fits(k) and self.value.fits(v) for k, v in value.items()))


class Fields(Kind):
    def __init__(self, required=(), play=(), closed=False, **kinds):
        self.kinds, self.required, self.play, self.closed = kinds, tuple(required), tuple(play), closed

    def fits(self, value) -> bool:
        return (isinstance(value, dict) and all(name in value for name in self.required)
                and not (self.closed and any(name not in self.kinds for name in value))
                and all(kind.fits(value[name]) for name, kind in self.kinds.items() if name in value))

    def pick(self, value):
        """(fields that fit, what of play did not): each field is read on its own, so one odd field
        costs only itself. What did not fit is None when it held no play (a field outside `play`,
        or nothing at all), else the odd play fields, or the whole value when it is not a dict."""
        if not isinstance(value, dict):
            return {}, (value if self.play and value is not None else None)
        good = {name: value[name] for name, kind in self.kinds.items() if name in value and kind.fits(value[name])}
        odd = {name: value[name] for name in self.play if name in value and name not in good}
        return good, odd or None


class Setting:
    """A setting the app keeps under pavilion/setting/<name>: its kind, and (`play`) the words that
    name it for the player when it may hold play (a draft a person typed), so an odd one is set
    aside and said, not silently dropped."""

    def __init__(self, name: str, kind: Kind, play=None):
        self.name, self.kind, self.play = name, kind, play


SETTINGS = {}  # name -> Setting: every setting declared by the modules imported so far


def setting(name: str, kind: Kind, play=None) -> Setting:
    """Declare a setting (once, beside the code that keeps it)."""
    SETTINGS[name] = Setting(name, kind, play)
    return SETTINGS[name]

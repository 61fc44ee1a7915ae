"""Routes are URL hashes: `#/` the hub, `#/darts`, `#/about`, `#/crickee?m=<share code>`.

A hash can come from anyone (a shared link), so parsing never fails: anything unreadable is the
hub, and parameters are plain strings for the screens to validate.
"""

from urllib.parse import parse_qsl, quote, urlencode

MAX_HASH = 16_000


def parse(hash_: str):
    """`#/crickee?m=abc` -> ("crickee", {"m": "abc"}); the hub is ("", {})."""
    text = (hash_ or "")[:MAX_HASH].lstrip("#")
    path, _, query = text.partition("?")
    route = path.strip("/").lower()
    params = {}
    for key, value in parse_qsl(query, keep_blank_values=True):
        params.setdefault(key, value)  # the first of a repeated key wins
    return route, params


def format(route: str, params=None) -> str:
    """The hash for `route` and `params`: the inverse of `parse`."""
    hash_ = "#/" + quote(route.strip("/"))
    if params:
        hash_ += "?" + urlencode(params)
    return hash_

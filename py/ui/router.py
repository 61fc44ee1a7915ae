"""Routes are URL hashes: `#/` the hub, `#/darts`, `#/about`, `#/crickee?m=<share code>`.

A hash can come from anyone (a shared link), so parsing never fails: anything unreadable is the
hub, and parameters are plain strings for the screens to validate.

`urllib.parse` is imported only for a hash with parameters: importing it (with the `ipaddress` it
pulls in) takes about 0.1 s in Pyodide, and the plain `#/` of a first start needs none of it. A start
from the memory snapshot has it already (ui/preload.py).
"""

MAX_HASH = 16_000


def parse(hash_: str):
    """`#/crickee?m=abc` -> ("crickee", {"m": "abc"}); the hub is ("", {})."""
    text = (hash_ or "")[:MAX_HASH].lstrip("#")
    path, _, query = text.partition("?")
    route = path.strip("/").lower()
    params = {}
    if query:
        from urllib.parse import parse_qsl

        for key, value in parse_qsl(query, keep_blank_values=True):
            params.setdefault(key, value)  # the first of a repeated key wins
    return route, params


def format(route: str, params=None) -> str:
    """The hash for `route` and `params`: the inverse of `parse`."""
    from urllib.parse import quote, urlencode

    hash_ = "#/" + quote(route.strip("/"))
    if params:
        hash_ += "?" + urlencode(params)
    return hash_

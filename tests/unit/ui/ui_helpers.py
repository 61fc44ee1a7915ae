"""Checks every screen test shares (importable: tests/unit/ui/conftest.py puts this folder on the path)."""

import copy
import itertools
import json
import re

from ui.scene import char_width


def overlaps(a, b) -> bool:
    return a["x"] < b["x"] + b["w"] and b["x"] < a["x"] + a["w"] and a["y"] < b["y"] + b["h"] and b["y"] < a["y"] + a["h"]


def check_layout(scene) -> None:
    """Every region a finger can hit: 48 px or more, inside the scene, overlapping no other."""
    regions = scene["regions"]
    for r in regions:
        assert r["w"] >= 48 and r["h"] >= 48, r
        assert 0 <= r["x"] and r["x"] + r["w"] <= scene["w"] + 0.01, (r, scene["w"])
        assert 0 <= r["y"] and r["y"] + r["h"] <= scene["h"] + 0.01, (r, scene["h"])
    for a, b in itertools.combinations(regions, 2):
        assert not overlaps(a, b), (a["label"], b["label"])


def drawn_size(op) -> float:
    """The px a text op is drawn at: its font's size, made smaller where its estimated width is wider
    than its max width (the painter shrinks such a text to fit, static/ui.js)."""
    size = int(re.search(r"(\d+)px", op[4]).group(1))
    wide = len(op[3]) * char_width(size, int(op[4].split()[0]))
    return size * min(1, op[7] / wide) if op[7] else size


def texts(scene) -> list:
    """Everything a player can see or hear on `scene`; the canvas's words run together (a
    paragraph is drawn a line at a time)."""
    out = [t["text"] for t in scene["text"]] + [r["label"] for r in scene["regions"]]
    out += [" ".join(str(op[3]) for op in scene["ops"] if op[0] == "text")]
    out += [scene["live"] or "", json.dumps(scene["document"]) if scene["document"] else ""]
    return out


def tap(d, region_id):
    """A tap, the page following any route it asks for, and the timers run out (a die landing,
    a decision arming) the way the page's timer would."""
    routes = len(d.bridge.routes)
    d.send(type="tap", id=region_id)
    if len(d.bridge.routes) > routes:
        d.follow()
    for _ in range(12):
        if not d.bridge.scene["timer"]:
            break
        d.send(type="tick")


def walk(d, depth, screens=None) -> dict:
    """{text: the taps that reached it} for every screen `depth` taps or fewer from `d`'s, each
    kind of screen (its name, headings and count of buttons) opened once. The walk stays on
    `screens` (by default the game it starts on: "cosmic" is "cosmic-setup", "cosmic-desk"...):
    another game's screens are its own test's."""
    screens = screens or {d.bridge.scene["screen"].split("-")[0]}
    seen, found = set(), {}
    frontier = [(d, ())]
    while frontier:
        d, path = frontier.pop(0)
        scene = d.bridge.scene
        kind = (scene["screen"], len(scene["regions"]), tuple(t["text"] for t in scene["text"] if t["heading"]))
        if kind in seen or scene["screen"].split("-")[0] not in screens:
            continue
        seen.add(kind)
        for text in texts(scene):
            found.setdefault(text, path)
        if len(path) < depth:
            d.bridge.scenes = d.bridge.scenes[-1:]  # what a copy needs of the page: the scene on show
            for region in scene["regions"]:
                if not region.get("disabled"):
                    child = copy.deepcopy(d)
                    tap(child, region["id"])
                    frontier.append((child, path + (region["id"],)))
    return found


def qr_from_scene(scene):
    """The QR code as drawn: the white square, then the black runs on it, read back into modules."""
    white = next(op for op in scene["ops"] if op[0] == "rect" and op[5] == "#ffffff")
    x0, y0, size = white[1], white[2], white[3]
    runs = [op for op in scene["ops"] if op[0] == "rect" and op[5] == "#000000"]
    module = min(op[4] for op in runs) - 0.4
    n = round(size / module) - 8
    grid = [[False] * n for _ in range(n)]
    for op in runs:
        r, c = round((op[2] - y0) / module) - 4, round((op[1] - x0) / module) - 4
        for k in range(round((op[3] - 0.4) / module)):
            grid[r][c + k] = True
    return grid

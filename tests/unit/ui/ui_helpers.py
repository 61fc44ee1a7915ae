"""Checks every screen test shares (importable: tests/unit/ui/conftest.py puts this folder on the path)."""

import itertools


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

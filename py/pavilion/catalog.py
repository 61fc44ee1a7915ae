"""The games: the names, routes and record slugs that the hub, storage and links share."""

import importlib
import importlib.util

GAMES = (
    {"slug": "random-cricket", "route": "darts", "package": "darts", "title": "Random Cricket",
     "tagline": "Darts cricket on six random numbers and the bull"},
    {"slug": "crickee", "route": "crickee", "package": "crickee", "title": "Crickee",
     "tagline": "T20 dice cricket with the umpire's cards"},
    {"slug": "card-cricket", "route": "cards", "package": "cards", "title": "Card Cricket",
     "tagline": "A 52-card grid game: you against the Droid"},
    {"slug": "cosmic", "route": "cosmic", "package": "cosmic", "title": "Cosmic Celebrity Cricket",
     "tagline": "The 1998 postal tournament, with Pavilion as games master"},
    {"slug": "x01", "route": "x01", "package": "x01", "title": "501",
     "tagline": "X01 darts: 501 down to a double, legs and sets"},
    {"slug": "practice", "route": "practice", "package": "practice", "title": "Practice",
     "tagline": "Six drills for one to four: Around the Clock to 121"},
)
BY_SLUG = {g["slug"]: g for g in GAMES}
BY_ROUTE = {g["route"]: g for g in GAMES}


def has_engine(slug: str) -> bool:
    """Whether the game's rules package exists, without importing it (the hub draws at start-up)."""
    return importlib.util.find_spec(f"pavilion.{BY_SLUG[slug]['package']}") is not None


def engine(slug: str):
    """The game's rules package, or None while it is not built yet (no such package). A package that
    is there but fails to import is a fault, not an unbuilt game: it raises (a damaged start-up
    snapshot shows that way, and is dropped, instead of hiding a game for good)."""
    name = f"pavilion.{BY_SLUG[slug]['package']}"
    if importlib.util.find_spec(name) is None:
        return None
    module = importlib.import_module(name)
    return module if hasattr(module, "replay") else None


def record_versions() -> dict:
    """Newest match-record version each game reads (1 until it is built): `check_record(games=...)`."""
    return {g["slug"]: getattr(engine(g["slug"]), "VERSION", 1) for g in GAMES}

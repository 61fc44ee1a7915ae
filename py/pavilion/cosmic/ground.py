"""Pitch and weather (seed section 3): bowling modifiers by bowling style."""

PITCHES = {
    1: ("Perfect batting strip", {"spin": -2, "medium": -2, "fast": -2}),
    2: ("Nice pitch for batting", {"spin": -1, "medium": -1, "fast": -1}),
    3: ("Average", {}),
    4: ("Average", {}),
    5: ("Cracked", {"spin": 2}),
    6: ("Uneven bouncer", {"fast": 2, "medium": 1}),
}
WEATHER = {
    1: ("Normal", {}), 2: ("Normal", {}), 3: ("Normal", {}), 4: ("Normal", {}),
    5: ("Overcast", {"medium": 2, "fast": 1}),
    6: ("Hot and dry", {"spin": 1}),
}


def roll_pitch(rng, used=()) -> int:
    """A pitch face not yet used in the competition: the D6 is rolled again until it shows one."""
    while True:
        face = rng.die(6)
        if face not in used:
            return face


def roll_weather(rng) -> int:
    return rng.die(6)


def describe(table: dict, face) -> dict:
    if face is None:
        return None
    name, mods = table[face]
    return {"face": face, "name": name, "modifiers": dict(mods)}


def modifier(bowling_style, pitch, weather) -> int:
    """What the day adds to a bowler's Bowling: pitch plus weather for his style (0 without one)."""
    if bowling_style is None:
        return 0
    total = PITCHES[pitch][1].get(bowling_style, 0) if pitch else 0
    return total + (WEATHER[weather][1].get(bowling_style, 0) if weather else 0)

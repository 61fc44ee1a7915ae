"""The caller: what a darts caller says, for the browser's speech synthesis (off by default)."""

NUMBERS = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
           "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
           "nineteen", "twenty")


def call_dart(dart: str) -> str:
    """'T20' -> 'treble twenty', 'DB' -> 'bullseye', 'SB' -> 'outer bull', 'M' -> 'miss'."""
    if dart == "M":
        return "miss"
    if dart == "SB":
        return "outer bull"
    if dart == "DB":
        return "bullseye"
    prefix = {"S": "", "D": "double ", "T": "treble "}[dart[0]]
    return prefix + NUMBERS[int(dart[1:])]


def call_turn(marks: int, game_over: bool) -> str:
    """After a turn: the marks, as a caller counts them ('six marks'), and 'game over'."""
    said = "no marks" if marks == 0 else f"{NUMBERS[marks] if marks <= 20 else marks} mark{'s' if marks != 1 else ''}"
    return f"{said}. Game over" if game_over else said

"""The words Crickee's panels share: plurals, over and innings names, rates, the sentences a
screen reader hears. Pure functions of `crickee.replay` data."""

import re

from ...scene import char_width

PLURALS = {"six": "sixes", "innings": "innings", "Super Over": "Super Overs"}


def plural(n: int, word: str) -> str:
    """'1 run', '2 runs', '0 sixes', '1 over'."""
    return f"{n} {word if n == 1 else PLURALS.get(word, word + 's')}"


def overs_said(overs_text: str) -> str:
    """'1 over', '3.2 overs', '4 overs': an overs figure as a scorer's '3.2' is said."""
    return f"{overs_text} over" if overs_text == "1" else f"{overs_text} overs"


def balls_note(inn) -> str:
    """', 11 balls' after the overs once a card has cut an over short (the over is whole, but
    the run rate divides by the balls bowled), else nothing."""
    return f", {plural(inn['balls_bowled'], 'ball')}" if inn["balls_lost"] else ""


def short(club_id: str) -> str:
    """A club's one-word name for tight buttons: 'Gulls', 'Kestrels'."""
    return club_id.capitalize()


def surname(name: str) -> str:
    return name.split(" ", 1)[-1]


def where(inn: dict, over: dict) -> str:
    return "Super Over" if inn["super_over"] else f"Over {over['over']}"


def innings_name(inn: dict) -> str:
    if inn["super_over"]:
        return f"Super Over {inn['super_over']}, {'first' if inn['number'] % 2 else 'second'} to bat"
    return "1st innings" if inn["number"] == 1 else "2nd innings"


def rate_text(value) -> str:
    """A rate to two places; an en dash when it is undefined (no ball bowled)."""
    return "\u2013" if value is None else f"{value:.2f}"


def figures_text(b: dict) -> str:
    """A bowler's figures as a scorer writes them: overs-maidens-runs-wickets, '3.2-0-27-2'."""
    return f"{b['overs_text']}-{b['maidens']}-{b['runs']}-{b['wickets']}"


def nth(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def partnerships_text(inn) -> str:
    """'1st 22 (14) Larkspur & Ainsley-Crane; 2nd 28* ...': each stand, its runs and balls."""
    return "; ".join(f"{nth(p['wicket'])} {p['runs']}{'*' if p['unbroken'] else ''} ({p['balls']}) "
                     f"{' & '.join(p['batters'])}" for p in inn["partnerships"])


def latest_over(state):
    """(innings index, over) of the last over rolled, or None before the first roll."""
    for i in range(len(state["innings"]) - 1, -1, -1):
        if state["innings"][i]["over_list"]:
            return i, state["innings"][i]["over_list"][-1]
    return None


def rolled(state) -> int:
    return sum(len(inn["over_list"]) for inn in state["innings"])


def over_lines(inn: dict, number: int) -> list:
    """The ball-by-ball lines of the innings' `number`-th over (1-based) from its commentary,
    without the header, dice, card and change lines the over panel already draws."""
    blocks = []
    for line in inn["commentary"]:
        if line.startswith(("Over ", "Super Over:")):
            blocks.append([])
        elif blocks and not line.startswith(("Dice:", "The umpire turns", " ")):
            blocks[-1].append(line)
    return blocks[number - 1] if 0 < number <= len(blocks) else []


def fit(text: str, size: int, width: float, smallest: int = 12, weight: int = 600) -> int:
    """The largest size up to `size` at which `text` fits `width` without squeezing, if any does."""
    while size > smallest and len(text) * char_width(size, weight) > width:
        size -= 1
    return size


def computer_plays_both(options) -> bool:
    return options["captains"]["home"] == options["captains"]["away"] == "computer"


def person_side(options):
    """The side a lone person captains against the computer, else None."""
    people = [s for s in ("home", "away") if options["captains"][s] == "person"]
    return people[0] if len(people) == 1 else None


def said_score(text: str) -> str:
    """A score as a screen reader should say it: 'Gulls 7/1' -> 'Gulls 7 for 1' (it reads '7/1' as
    a date or a fraction)."""
    return re.sub(r"(\d+)/(\d+)", r"\1 for \2", text)

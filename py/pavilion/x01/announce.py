"""The sentences: the aria-live `last` line, the `turn_line`, and what the caller calls.

    last       "Ann: 140. Bob to throw, 321 left."
    turn_line  "Bob to throw · 321 · leg 2"
    calls      ["One hundred and forty!", "Bob, you require 32."]
"""

from pavilion.darts.announce import dart_said

from .totals import finishes

ONES = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
TON = 100


def words(n: int) -> str:
    """A visit's score as the caller says it, 0 to 180: "one hundred and forty", "twenty-six"."""
    if n >= TON:
        rest = n - TON
        return "one hundred" + (f" and {words(rest)}" if rest else "")
    if n < len(ONES):
        return ONES[n] or "no score"
    tens, ones = divmod(n, 10)
    return TENS[tens] + (f"-{ONES[ones]}" if ones else "")


def visit_text(game, visit, said=False) -> str:
    """One visit as the history writes it ("Ann: T20 T20 S20, 140"), or `said` as the aria-live line
    reads it ("Ann: treble 20, treble 20, single 20: 140": notation read letter by letter means
    nothing to a listener)."""
    name, o = game.name(visit.seat), visit.outcome
    if not o.darts:
        darts = ""
    elif said:
        darts = ", ".join(dart_said(str(d)) for d in o.darts) + ": "
    else:
        darts = " ".join(d.label for d in o.darts) + ", "
    if o.bust:
        return f"{name}: {darts}bust, {visit.before} left"
    if o.checkout is not None:
        return f"{name}: {darts}{o.scored}, checked out in {o.checkout} dart{'s' if o.checkout > 1 else ''}"
    return f"{name}: {darts}{o.scored}"


def where(game) -> str:
    """The leg being played, with its set when there are sets: "leg 2", "set 2, leg 1"."""
    p = game.position
    return f"set {p.set_no}, leg {p.leg_no}" if game.options["sets"] else f"leg {p.leg_no}"


def next_up(game) -> str:
    """Who throws now and what they have left, or how the match stands."""
    p, seat = game.position, game.to_throw()
    if p.winner is not None:
        return f"{game.name(p.winner)} wins the match"
    if seat is None:
        return "Game ended: no winner"
    return f"{game.name(seat)} to throw, {p.scores[seat]} left"


def turn_line(game) -> str:
    p, seat = game.position, game.to_throw()
    if seat is None:
        return next_up(game)
    return f"{game.name(seat)} to throw · {p.scores[seat]} · {where(game)}"


def since_person(game) -> list:
    """The visits since a person last threw, theirs first: what the board must say after the
    computer's visits follow a person's, so the person's own visit is not lost."""
    visits, k = game.visits, len(game.visits) - 1
    while k > 0 and game.seats[visits[k].seat]["bot"] is not None:
        k -= 1
    return visits[k:] if any(s["bot"] is None for s in game.seats) else visits[-1:]


def last_line(game):
    """What the last action did, or None before the first."""
    action = game.last
    if action is None:
        return None
    kind = action["type"]
    if kind == "visit":
        said = []
        for visit in since_person(game):
            line = visit_text(game, visit, said=True)
            if visit.won_leg and game.position.winner is None:
                line += f": the leg to {game.name(visit.seat)}. Now {where(game)}"
            said.append(line)
        return f"{'. '.join(said)}. {next_up(game)}."
    if kind == "correct":
        return f"Visit {action['visit'] + 1} corrected: {visit_text(game, game.visits[action['visit']])}. " \
               f"{next_up(game)}."
    if kind == "undo":
        seats = game.undone
        taken = f"{game.name(seats[0])}'s visit" if len(seats) == 1 else f"{len(seats)} visits"
        return f"Undone: {taken}. {next_up(game)}."
    winner = game.position.winner
    return f"Game ended: {game.name(winner)} won the match." if winner is not None else "Game ended: no winner."


def calls(game) -> list:
    """What the caller says for the last visit: its score ("One hundred and eighty!"), "Bust", or
    "Game shot, and the leg!" (the set, the match), then what the next thrower requires on a finish."""
    if not game.last or game.last["type"] != "visit":
        return []
    visit, p = game.visits[-1], game.position
    o = visit.outcome
    if o.bust:
        said = ["Bust!"]
    elif o.checkout is not None:
        won = "match" if p.winner is not None else "set" if p.leg_no == 1 and game.options["sets"] else "leg"
        said = [f"Game shot, and the {won}!"]
    else:
        score = words(o.scored)
        said = [score[0].upper() + score[1:] + ("!" if o.scored >= TON else ".")]
    seat = game.to_throw()
    if seat is not None and p.scores[seat] in finishes(game.out, 3, p.opened[seat]):
        said.append(f"{game.name(seat)}, you require {p.scores[seat]}.")
    return said

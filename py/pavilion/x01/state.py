"""The JSON state `replay` returns: everything a screen draws, derived from the record."""

from .announce import calls, last_line, turn_line, visit_text
from .checkout import checkout
from .game import GAME, VERSION


def route(out: str, left: int, darts_left: int = 3, opened: bool = True):
    """The checkout route for `left` with `darts_left` darts; None when there is none (or while the
    double in is still to hit: a route ends a leg, it does not open one)."""
    return checkout(left, darts_left, out) if opened and left > 0 and darts_left else None


def visit_entry(game, k: int) -> dict:
    """Visit k as the state lists it: made once per visit and shared (a state is for reading)."""
    v = game.visits[k]
    if v.shown is None:
        v.shown = _entry(game, v, k)
    return v.shown


def _entry(game, v, k: int) -> dict:
    o = v.outcome
    return {"index": k, "seat": v.seat, "set": v.set_no, "leg": v.leg_no,
            "darts": [str(d) for d in o.darts] if o.darts else None, "total": o.total, "scored": o.scored,
            "bust": o.bust, "checkout": o.checkout, "at_double": o.at_double, "remaining": v.after,
            "corrected": v.corrected, "bot": game.seats[v.seat]["bot"] is not None, "text": visit_text(game, v)}


def _last_visits(game) -> list:
    """Each player's last visit of the match, found from the end (a few visits back, not all)."""
    last = [None] * len(game.seats)
    for v in reversed(game.visits):
        if last[v.seat] is not None:
            if all(last):
                break
            continue
        o = v.outcome
        last[v.seat] = {"darts": [str(d) for d in o.darts] if o.darts else None, "total": o.total,
                        "scored": o.scored, "bust": o.bust, "checkout": o.checkout}
    return last


def build(game) -> dict:
    p = game.position
    tally = game.tally()
    shown = (game.visits[-1].set_no, game.visits[-1].leg_no) if p.winner is not None else (p.set_no, p.leg_no)
    figures, last = tally.figures(shown), _last_visits(game)
    seat = game.to_throw()
    return {
        "game": GAME, "version": VERSION, "seed": game.seed,
        "options": dict(game.options, players=[dict(seat) for seat in game.seats]),  # a copy: the game's stays
        "ended": game.ended, "winner": p.winner, "to_throw": seat,
        "set": p.set_no, "leg": p.leg_no, "leg_starter": p.leg_starter,
        "route": None if seat is None else route(game.out, p.scores[seat], 3, p.opened[seat]),
        "players": [{"seat": s, "name": info["name"], "bot": info["bot"], "score": p.scores[s], "legs": p.legs[s],
                     "sets": p.sets[s], "opened": p.opened[s], "last": last[s], "stats": figures[s]}
                    for s, info in enumerate(game.seats)],
        "visits": [visit_entry(game, k) for k in range(len(game.visits))],
        "legs_played": [dict(leg) for leg in tally.legs],
        "corrections": game.corrections,
        "last": last_line(game),
        "turn_line": turn_line(game),
        "calls": calls(game),
    }

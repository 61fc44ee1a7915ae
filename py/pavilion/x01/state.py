"""The JSON state `replay` returns: everything a screen draws, derived from the record."""

from .announce import calls, last_line, turn_line, visit_text
from .checkout import checkout
from .game import GAME, VERSION
from .stats import player_stats


def route(out: str, left: int, darts_left: int = 3, opened: bool = True):
    """The checkout route for `left` with `darts_left` darts; None when there is none (or while the
    double in is still to hit: a route ends a leg, it does not open one)."""
    return checkout(left, darts_left, out) if opened and left > 0 and darts_left else None


def visit_entry(game, k: int) -> dict:
    v = game.visits[k]
    o = v.outcome
    return {"index": k, "seat": v.seat, "set": v.set_no, "leg": v.leg_no,
            "darts": [str(d) for d in o.darts] if o.darts else None, "total": o.total, "scored": o.scored,
            "bust": o.bust, "checkout": o.checkout, "at_double": o.at_double, "remaining": v.after,
            "corrected": v.corrected, "bot": game.seats[v.seat]["bot"] is not None, "text": visit_text(game, v)}


def _last_visits(game) -> list:
    last = [None] * len(game.seats)
    for v in game.visits:
        o = v.outcome
        last[v.seat] = {"darts": [str(d) for d in o.darts] if o.darts else None, "total": o.total,
                        "scored": o.scored, "bust": o.bust, "checkout": o.checkout}
    return last


def legs_played(game) -> list:
    """Each leg won so far: where, by whom, who threw first, and the darts the winner took."""
    played, darts = [], {}
    for v in game.visits:
        key = (v.set_no, v.leg_no, v.seat)
        darts[key] = darts.get(key, 0) + v.outcome.thrown
        if v.won_leg:
            played.append({"set": v.set_no, "leg": v.leg_no, "winner": v.seat,
                           "starter": game.leg_starter(v.set_no, v.leg_no), "darts": darts[key]})
    return played


def build(game) -> dict:
    p = game.position
    figures, last = player_stats(game), _last_visits(game)
    seat = game.to_throw()
    return {
        "game": GAME, "version": VERSION, "seed": game.seed, "options": game.options,
        "ended": game.ended, "winner": p.winner, "to_throw": seat,
        "set": p.set_no, "leg": p.leg_no, "leg_starter": p.leg_starter,
        "route": None if seat is None else route(game.out, p.scores[seat], 3, p.opened[seat]),
        "players": [{"seat": s, "name": info["name"], "bot": info["bot"], "score": p.scores[s], "legs": p.legs[s],
                     "sets": p.sets[s], "opened": p.opened[s], "last": last[s], "stats": figures[s]}
                    for s, info in enumerate(game.seats)],
        "visits": [visit_entry(game, k) for k in range(len(game.visits))],
        "legs_played": legs_played(game),
        "corrections": game.corrections,
        "last": last_line(game),
        "turn_line": turn_line(game),
        "calls": calls(game),
    }

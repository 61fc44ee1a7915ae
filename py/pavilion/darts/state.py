"""The state a screen draws, derived from a folded game as plain JSON-able data.

The scoreboard, the kiosk and the caller draw only from this: marks (capped at 3 for the /, X and
circled X, and the raw count), points, dead targets, whose throw, the round, the turn history with
each turn's marks and points, the result, the standings and each seat's figures.
"""

from .announce import describe_turn, last_line
from .board import target_name
from .game import GAME, VERSION
from .scoring import CLOSED
from .stats import seat_stats


def standings(game) -> list:
    """Rule 28, 52: seats still in by points (high first, seat order on a tie), then seats that left."""
    points, in_game = game.score.points, game.score.in_game
    return sorted(range(len(game.seats)), key=lambda s: (not in_game[s], -points[s], s))


def turn_entry(game, index: int) -> dict:
    """A turn of the history as a screen draws it; made once for a turn as scored (a turn and its
    result never change: a correction scores new ones), not again on every tap."""
    turn, result = game.turns[index], game.results[index]
    kept = game.entries.get(index)
    if kept is not None and kept[0] is turn and kept[1] is result and kept[2] == game.ended:
        return kept[3]
    entry = {
        "index": index,
        "seat": turn.seat,
        "round": result.round,
        "darts": None if turn.darts is None else [str(d) for d in turn.darts],
        "detail": [{"dart": str(d), "marks": m, "points": p} for d, m, p in result.detail],
        "marks": result.marks,
        "points": result.points,
        "bare": turn.darts is None,
        "forfeited": turn.forfeited,
        "corrected": turn.corrected,
        "white_horse": result.white_horse,
        "hat_trick": result.hat_trick,
        "correctable": not (turn.forfeited or game.ended),
        "text": describe_turn(game, index),
    }
    game.entries[index] = (turn, result, game.ended, entry)
    return entry


def build(game) -> dict:
    score, board = game.score, game.board
    keys = [str(n) for n in board]
    how, winner = game.result()
    figures = seat_stats(game)
    seats = []
    for s, seat in enumerate(game.seats):
        hits = score.hits[s]
        seats.append({
            "seat": s,
            "name": seat["name"],
            "bot": seat["bot"],
            "marks": score.marks(s),
            "hits": dict(zip(keys, hits)),
            "points": score.points[s],
            "in_game": score.in_game[s],
            "closed_out": score.closed_out(s),
            "stats": figures[s],
        })
    dead = [score.dead(t) for t in range(len(board))]
    return {
        "game": GAME,
        "version": VERSION,
        "seed": game.seed,
        "board": list(board),
        "board_kind": game.options["board"],
        "round_limit": game.limit,
        "ranked": game.ranked,
        "targets": [{"number": n, "name": target_name(n), "dead": dead[t],
                     "closed_by": [s for s in range(len(game.seats)) if score.hits[s][t] >= CLOSED]}
                    for t, n in enumerate(board)],
        "dead": [n for t, n in enumerate(board) if dead[t]],
        "seats": seats,
        "to_throw": game.to_throw(),
        "round": game.display_round(),
        "turns": [turn_entry(game, k) for k in range(len(game.turns))],
        "winner": winner,
        "winner_turn": game.winner_turn,
        "result": how,
        "game_over": game.over(),
        "ended": game.ended,
        "draw": how == "draw",
        "bare_totals": game.bare,
        "standings": standings(game),
        "legs": {"first_to": game.first_to, "leg": len(game.legs) + 1, "won": game.legs_won(),
                 "starter": game.first, "played": [dict(leg) for leg in game.legs]},
        "match_winner": game.match_winner(),
        "last": last_line(game),
    }

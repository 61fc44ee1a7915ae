"""The short sentences a scoreboard reads out: the aria-live line after each action.

    "Ann: T20, S19, miss: 4 marks, 40 points"
"""


def _count(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def describe_turn(game, index: int) -> str:
    """One turn from the game's list, as the turn history and the caller say it."""
    turn, result = game.turns[index], game.results[index]
    name = game.name(turn.seat)
    if turn.forfeited:
        return f"{name}: turn forfeited on the clock, three misses"
    if turn.darts is None:
        return f"{name}: {_count(result.points, 'point')}, total only"
    darts = ", ".join(d.label for d in turn.darts)
    return f"{name}: {darts}: {_count(result.marks, 'mark')}, {_count(result.points, 'point')}"


def outcome(game) -> str:
    """How a finished game came out, in words."""
    how, winner = game.result()
    if how == "closed-out":
        return f"{game.name(winner)} wins"
    if how == "points":
        return f"{game.name(winner)} wins on points"
    if how == "draw":
        return "a draw on points"
    return "no winner"


def last_line(game):
    """What the last action did, or None before the first."""
    action = game.last
    if action is None:
        return None
    kind = action["type"]
    if kind in ("turn", "forfeit"):
        line = describe_turn(game, len(game.turns) - 1)
        if game.over():
            line += f". Game over: {outcome(game)}"
        return line
    if kind == "correct":
        return f"Turn {action['turn'] + 1} corrected. {describe_turn(game, action['turn'])}"
    if kind == "undo":
        seats = game.undone
        line = (f"Undone: {game.name(seats[0])}'s turn" if len(seats) == 1 else
                f"Undone: {len(seats)} turns ({', '.join(game.name(s) for s in seats)})")
        seat = game.to_throw()
        return line if seat is None else f"{line}. {game.name(seat)} to throw"
    if kind == "remove":
        return f"{game.name(action['seat'])} has left the game"
    if kind == "join":
        return f"{action['name']} joined the game"
    if kind == "leg":
        done = game.legs[-1]
        taken = f"Leg {len(game.legs)} to {game.name(done['winner'])}" if done["winner"] is not None else \
            f"Leg {len(game.legs)}: no winner"
        return f"{taken}. Leg {len(game.legs) + 1}: {game.name(game.first)} throws first"
    return f"Game ended: {outcome(game)}"

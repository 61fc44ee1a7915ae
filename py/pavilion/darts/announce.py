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


def dart_said(notation: str) -> str:
    """A dart as a screen reader should say it ('T15' -> 'treble 15', 'DB' -> 'bullseye'): the
    board's notation read letter by letter means nothing to a listener."""
    if notation == "M":
        return "miss"
    if notation in ("SB", "DB"):
        return "outer bull" if notation == "SB" else "bullseye"
    return {"S": "single", "D": "double", "T": "treble"}[notation[0]] + " " + notation[1:]


def whose_throw(state: dict) -> str:
    """What comes next on the board: 'Bob to throw, round 2' (the leg too in a match of legs), or ''
    once no one throws."""
    seat = state["to_throw"]
    if seat is None or state["game_over"] or state["ended"]:
        return ""
    limit = f" of {state['round_limit']}" if state["round_limit"] else ""
    leg = f", leg {state['legs']['leg']}" if state["legs"]["first_to"] > 1 else ""
    return f"{state['seats'][seat]['name']} to throw, round {state['round']}{limit}{leg}"


def spoken(state: dict, turn=None, award: str = "") -> str:
    """The polite announcement after an action, from the replayed state: what happened (a visit's
    darts in words, its marks and any points, then the `award` it earned) and what is next. `turn`:
    the visit just scored, or None for another action (its line as the state says it)."""
    if turn is None:
        happened = state["last"] or ""
        if happened.endswith(" to throw"):  # an undo says whose throw it is: said once, with the round
            happened = happened.rpartition(". ")[0]
    else:
        name = state["seats"][turn["seat"]]["name"]
        if turn["forfeited"] or turn["bare"]:
            happened = turn["text"]
        else:
            points = f", {_count(turn['points'], 'point')}" if turn["points"] else ""
            happened = f"{name}: {', '.join(dart_said(d) for d in turn['darts'])}: {_count(turn['marks'], 'mark')}{points}"
        last = state["last"] or ""
        if last.startswith(turn["text"]):  # what the turn led to: "Game over: Ann wins"
            happened += last[len(turn["text"]):]
    sentences = [part if part.endswith(("!", ".")) else part + "." for part in (happened, award, whose_throw(state))
                 if part]
    return " ".join(sentences)

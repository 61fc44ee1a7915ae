"""The state a screen draws, derived from a folded session as plain JSON-able data."""

import re

from pavilion.darts.announce import dart_said

from .drill import FEWER
from .session import GAME, VERSION


def standings(session) -> list:
    """Seats by figure, best first (no figure last), then the players who have not finished; a tie
    keeps the order they threw in."""
    drill, players = session.drill, session.players
    figures = [session.figure(seat) for seat in range(len(players))]
    sign = 1 if drill.better == FEWER else -1

    def key(seat):
        figure = figures[seat]
        return (not drill.finished(players[seat]), figure is None, 0 if figure is None else sign * figure, seat)

    return sorted(range(len(players)), key=key)


def outcome(session) -> tuple:
    """(winner seat or None, draw) once the session is over by its rules; an ended session has neither.
    Solo there is no one to beat: no winner."""
    if session.ended or not session.over():
        return None, False
    if session.winner_at_once is not None:
        return session.winner_at_once, False
    if len(session.players) < 2:
        return None, False
    figures = [session.figure(seat) for seat in range(len(session.players))]
    order = standings(session)
    top = figures[order[0]]
    if top is None:
        return None, False
    level = [s for s in order if figures[s] == top]
    return (order[0], False) if len(level) == 1 else (None, True)


def result_line(session):
    """The session's result as a sentence, once it is over (None while it is in play)."""
    if not session.over():
        return None
    drill, names = session.drill, session.names
    if session.ended:
        return "Session ended."
    winner, draw = outcome(session)
    if session.winner_at_once is not None:
        return f"Shanghai! {names[winner]} wins."
    if winner is not None:
        return f"{names[winner]} wins with {drill.figure_words(drill.figure(session.players[winner]))}."
    if draw:
        top = drill.figure(session.players[standings(session)[0]])
        level = [names[s] for s in range(len(names)) if drill.figure(session.players[s]) == top]
        return f"A draw: {' and '.join(level)} level on {drill.figure_words(top)}."
    return " ".join(f"{names[s]} finished: {drill.figure_words(drill.figure(p))}."
                    for s, p in enumerate(session.players))


def target_said(target: str) -> str:
    """A target as a screen reader should say it: a bed's notation in words ('D7' -> 'double 7'),
    anything else ('20', 'Bull', 'any double') as it is written."""
    return dart_said(target) if re.fullmatch(r"[SDT]\d{1,2}|SB|DB", target) else target


def last_line(session) -> str:
    """The aria-live sentence: what the last action did, then what comes next."""
    names, last = session.names, session.last
    if last is None:
        said = f"{session.drill.title}."
    elif last[0] == "dart":
        said = f"{names[last[1]]}: {dart_said(str(last[2]))}, {last[3]}."
    elif last[0] == "undo":
        said = f"Dart taken back: {names[last[1]]}'s {dart_said(str(last[2]))}."
    else:
        said = ""
    seat = session.to_throw()
    if seat is None:
        return f"{said} {result_line(session)}".strip()
    target = session.drill.target(session.players[seat])
    if session.visit:
        return f"{said} Dart {len(session.visit) + 1} at {target_said(target)}."
    return f"{said} {names[seat]} to throw at {target_said(target)}."


def build(session) -> dict:
    drill = session.drill
    to_throw = session.to_throw()
    winner, draw = outcome(session)
    players = []
    for seat, p in enumerate(session.players):
        players.append({
            "seat": seat,
            "name": session.names[seat],
            "target": drill.target(p),
            "score": drill.score(p),
            "darts": p["darts"],
            "finished": drill.finished(p),
            "figure": session.figure(seat),
            "progress": drill.progress(p),
            "route": drill.route(p, 3 - len(session.visit)) if seat == to_throw else None,
        })
    return {
        "game": GAME,
        "version": VERSION,
        "seed": session.seed,
        "drill": drill.slug,
        "title": drill.title,
        "options": dict(drill.options),
        "better": drill.better,
        "players": players,
        "to_throw": to_throw,
        "visit": [str(d) for d in session.visit],
        "dart": len(session.visit) + 1,
        "darts": [{"seat": s, "dart": str(d)} for s, d in session.darts],
        "over": session.over(),
        "ended": session.ended,
        "winner": winner,
        "draw": draw,
        "shanghai": session.winner_at_once is not None,
        "ranking": standings(session),
        "result": result_line(session),
        "last": last_line(session),
    }

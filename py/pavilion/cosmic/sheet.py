"""A manager's turn sheet: what the GM sends him after each turn, and nothing more.

The seed's GM posted every manager the zine and his own orders form. A sheet holds what every
manager may see (the latest zine, the squads once issue 1 has published them, the state of every
match, the placings) and what only this manager may see (his standing orders, his toss wish, what he
must send and by when). It never holds the seed, another manager's orders or toss wish, or anything
from which the dice could be worked out: the desk that reads it, at the GM's screen or on the
manager's own device, knows only what the GM has made public and what is his own.
"""

PUBLIC_MATCH = ("id", "title", "managers", "start_turn", "pitch", "weather", "toss", "batting_first", "phase", "result")
PUBLIC_INNINGS = ("number", "batting", "fielding", "target", "runs", "wickets", "outs", "overs", "overs_done", "end",
                  "at_split")


def public_match(fixture, turn: int) -> dict:
    """A match as everyone may see it: no elevens' orders, no bowling plans, no conditional orders."""
    data = fixture.to_dict(turn)
    out = {k: data[k] for k in PUBLIC_MATCH}
    out["innings"] = [{k: i[k] for k in PUBLIC_INNINGS} for i in data["innings"]]
    return out


def turn_sheet(game, m: int) -> dict:
    """Manager m's sheet for the turn now open (or for the end of the competition)."""
    published = game.turn > 1
    need = game.need_dict(m)
    match = next((f for f in game.fixtures if f.id == need.get("match")), None)
    standing = {"toss": game.managers[m]["toss"]}
    if match is not None:
        standing.update(match.standing(m, game.turn))
    return {
        "cid": game.cid,
        "manager": m,
        "mode": game.mode,
        "overs": game.overs,
        "split": game.split,
        "over_limit": game.limit,
        "turn": min(game.turn, game.turns),
        "turns": game.turns,
        "done": game.done,
        "deadline": game.deadlines.get(game.turn),
        "managers": [
            {"id": i, "name": e["name"], "computer": e["computer"], "team": e["team"],
             "squad": [dict(p, name=e["names"][p["id"]] if e["names"] else None) for p in game.squads[i]]
             if published or i == m else None}
            for i, e in enumerate(game.managers)
        ],
        "matches": [public_match(f, game.turn) for f in game.fixtures],
        "need": need,
        "standing": standing,
        "seq": game.seqs[m],
        "zine": game.zines[-1] if game.zines else None,
        "placings": game.placings(),
    }

"""`replay`'s answer: everything a match-centre screen draws, as plain JSON-able data."""

import copy

from .actions import DECISIONS
from .bowling import refusal
from .cards import BY_NAME
from .commentary import commentary
from .options import SIDES
from .players import PLAYER_BY_ID, TEAM_BY_ID
from .scorecard import charts, innings_bowled_balls, innings_legal_balls, overs_text, rate, scorecard


def player_view(player_id: str, side: str, position: int) -> dict:
    p = PLAYER_BY_ID[player_id]
    return {"id": p.id, "name": p.name, "side": side, "position": position, "role": p.role,
            "bowls": p.bowls, "bowling": p.bowling, "trait": p.trait, "grade": p.grade}


def innings_view(state, inn) -> dict:
    legal, bowled = innings_legal_balls(inn), innings_bowled_balls(inn)
    overs = []
    for over in inn.overs:
        card = BY_NAME.get(over["card"])
        overs.append({**over, "bowler_name": PLAYER_BY_ID[over["bowler"]].name,
                      "card": None if card is None else
                      {"name": card.name, "category": card.category, "text": card.text}})
    return {
        "number": inn.number, "super_over": inn.super_over,
        "batting": inn.batting, "bowling": inn.bowling, "team": state.team(inn.batting),
        "runs": inn.runs, "wickets": inn.wickets, "balls": inn.balls,
        "overs": overs_text(legal), "target": inn.target,
        "wicket_limit": inn.wicket_limit, "over_limit": inn.over_limit, "done": inn.done,
        "balls_bowled": bowled,  # legal balls actually bowled, which the run rate divides by
        "balls_lost": legal - bowled,  # taken off whole overs by the cards: "2" overs, 11 balls
        "run_rate": rate(inn.runs, 6, bowled),  # runs per six legal balls bowled
        "striker": None if inn.done else inn.striker,
        "non_striker": None if inn.done else inn.non_striker,
        "over_list": overs, **scorecard(inn), **charts(inn), "commentary": commentary(inn),
    }


def decision_view(state):
    waiting = state.decision()
    if waiting is None:
        return None
    side, kind = waiting
    return {"side": side, "team": state.team(side), "captain": state.options["captains"][side],
            "decision": kind, "prompt": f"{state.team(side)}: {DECISIONS[kind]}"}


def bowler_choices(state, bowling_card) -> list:
    """Every member of the fielding side: his figures so far (None before his first over) and
    whether (or why not) he may bowl next."""
    inn = state.current
    if inn is None or inn.done or state.result is not None:
        return []
    squad = state.squads[inn.bowling]
    figures = {f["player"]: f for f in bowling_card}
    out = []
    for p in squad:
        error = refusal(inn, squad, p, state.stale[inn.bowling])
        out.append({"player": p, "name": PLAYER_BY_ID[p].name, "overs": inn.bowled.get(p, 0),
                    "figures": figures.get(p), "legal": error is None,
                    "reason": None if error is None else error.message})
    return out


def undo_view(state):
    """The over a person may take back now (against the computer, once an innings), or None."""
    offer = state.undo_offer()
    if not isinstance(offer, tuple):
        return None
    side, number = offer
    inn = state.innings[number - 1]
    return {"side": side, "innings": number, "over": len(inn.overs),
            "super_over": inn.super_over}


def view(state, record) -> dict:
    toss = state.toss
    toss_text = None
    if toss and "elected" in toss:
        toss_text = (f"{state.team(toss['winner'])} won the toss and chose to "
                     f"{toss['elected']}")
    innings = [innings_view(state, inn) for inn in state.innings]
    return {
        "game": record["game"], "version": record["version"], "seed": record["seed"],
        "options": copy.deepcopy(state.options), "actions": len(record["actions"]),
        "status": "done" if state.result else ("playing" if state.innings else "toss"),
        "teams": {side: {"id": state.options[side], "name": TEAM_BY_ID[state.options[side]].name,
                         "captain": state.options["captains"][side],
                         "squad": [player_view(p, side, k + 1)
                                   for k, p in enumerate(state.squads[side])]}
                  for side in SIDES},
        "toss": None if toss is None else {**toss, "text": toss_text},
        "innings": innings,
        "pending": {"attack": state.attack, "bowler": state.bowler},
        "bowler_choices": bowler_choices(state, innings[-1]["bowling_card"] if innings else []),
        "result": state.result,
        "to_decide": decision_view(state),
        "undo": undo_view(state),
        "reading": {"attack": state.reading.attack_text(), "graded": state.reading.graded},
        "legal_actions": state.legal_actions(),
        "deck": None if state.deck is None else {"left": len(state.deck.cards),
                                                 "discards": len(state.deck.discards)},
    }

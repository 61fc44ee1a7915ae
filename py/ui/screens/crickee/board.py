"""The scoreboard and the captain's panel: the score, the chase and the crease; then whatever
happens next (the toss, attack or not, the bowler, the roll, the result, the watch and replay
controls), and the over a person may take back.

While an over lands nothing here gives away how it went: the scoreboard holds the score from
before the over and the panel says only that the dice are landing.
"""

from pavilion.crickee.traits import MEANING

from ... import theme
from .replay_panel import draw_replay_controls
from .words import (
    balls_note,
    figures_text,
    fit,
    innings_name,
    overs_said,
    plural,
    rate_text,
    short,
    surname,
    where,
)


def board_numbers(screen, state):
    """(innings, runs, wickets, overs text) the scoreboard shows: the score as it stands, or
    before the over that is landing (plus the balls shown of it in a ball-by-ball replay)."""
    inn = screen.board_innings(state)
    partial = screen.partial()
    if partial is None:
        return inn, inn["runs"], inn["wickets"], inn["overs"]
    over, shown = partial
    before = inn["over_list"][-2] if len(inn["over_list"]) > 1 else None
    runs, wickets = (before["score"], before["wickets_down"]) if before else (0, 0)
    done = len(inn["over_list"]) - 1
    if not shown:
        return inn, runs, wickets, str(done)
    balls = [b for b in over["balls"] if b["settled"]][:shown]
    runs += sum(b["runs"] for b in balls)
    wickets += sum(b["wicket"] for b in balls)
    whole = len(balls) == len(over["balls"])  # its last ball shown: a whole over, cut short or not
    legal = 6 if whole else min(6, sum(not b["added"] for b in balls))
    return inn, runs, wickets, f"{done}.{legal}" if legal < 6 else str(done + 1)


def scoreboard_lines(screen, state):
    """The scoreboard's words: before play the toss; then the innings, the chase and the crease."""
    if not state["innings"]:
        toss = state["toss"]
        if toss:
            return [f"The coin landed {toss['landed']}: {state['teams'][toss['winner']]['name']} won the toss"]
        return [f"{state['teams']['away']['name']} call the toss"]
    inn, runs, wickets, overs = board_numbers(screen, state)
    rest = []
    partial = screen.partial()
    if partial is not None:
        over, shown = partial
        when = f"{where(inn, over)}: {over['bowler_name']} bowling"
        rest.append((when + ("\u2026" if shown is None else ""), theme.CHALK))
        overs_line = f"{overs} ov"
    else:
        overs_line = f"{overs} ov{balls_note(inn)} \u00b7 run rate {rate_text(inn['run_rate'])}"
        if state["result"] and inn is state["innings"][-1]:
            rest.append((state["result"]["text"], theme.STRAW))
        elif inn["required"] and not inn["done"]:
            req = inn["required"]
            need = f"Need {req['runs']} from {plural(req['overs'], 'over')} \u00b7 required rate {rate_text(req['rate'])}"
            rest.append((need, theme.STRAW))
        elif inn["target"] is not None:
            rest.append((f"Target {inn['target']}", theme.STRAW))
        elif state["toss"]:
            rest.append((state["toss"]["text"], theme.CHALK_DIM))
        card = {b["player"]: b for b in inn["batting_card"]}
        crease = [f"{card[pid]['name']}{mark} {card[pid]['runs']} ({card[pid]['balls']})"
                  for mark, pid in (("*", inn["striker"]), ("", inn["non_striker"])) if pid in card]
        if crease:
            rest.append((" \u00b7 ".join(crease), theme.CHALK))
        elif inn["over_list"]:
            last = inn["over_list"][-1]
            rest.append((f"Last over: {last['bowler_name']}, {plural(last['runs'], 'run')}", theme.CHALK_DIM))
    label = innings_name(inn).upper() if inn["super_over"] else innings_name(inn)
    if screen.view == "replay":
        label += " (replay)"
    return [label, inn["team"], f"{runs}/{wickets}", overs_line, rest[:2]]


def draw_scoreboard(screen, scene, x, y, w, state, k, compact=False) -> float:
    """The board, as tall as its lines (`compact`: a phone's, tighter); returns the y below it."""
    pad = 12
    lines = scoreboard_lines(screen, state)
    if not state["innings"]:
        h = int((84 if compact else 120) * k)
        scene.rect(x, y, w, h, fill=theme.TURF, radius=12)
        scene.text(x + pad, y + 18 * k, "The toss", int(14 * k), theme.CHALK_DIM, 600, mirror=False)
        scene.paragraph(x + pad, y + 46 * k, w - 2 * pad, lines[0], int(16 * k), theme.CHALK, 500)
        return y + h
    label, team, score, overs, rest = lines
    step = (21 if compact else 24) * k
    first = (72 if compact else 96) * k
    h = int(first + step * (len(rest) - 0.5) + 8 * k) if rest else int(first)
    scene.rect(x, y, w, h, fill=theme.TURF, radius=12)
    inn = screen.board_innings(state)
    so = inn["super_over"]
    scene.text(x + pad, y + 16 * k, label, int(14 * k), theme.STRAW if so else theme.CHALK_DIM,
               700 if so else 600, max_width=w * 0.5)
    others = [f"{'SO ' if i['super_over'] else ''}{short(state['teams'][i['batting']]['id'])} "
              f"{i['runs']}/{i['wickets']}" for i in state["innings"] if i["number"] < inn["number"]]
    if others:
        scene.text(x + w - pad, y + 16 * k, " \u00b7 ".join(others[-2:]), int(14 * k), theme.CHALK_DIM, 600,
                   "right", max_width=w * 0.48)
    sy = y + (42 if compact else 54) * k
    scene.text(x + pad, sy, score, int((30 if compact else 36) * k), theme.STRAW, 800, max_width=w * 0.36)
    scene.text(x + pad + w * 0.38, sy - 9 * k, team, int(16 * k), theme.CHALK, 700, max_width=w * 0.62 - 2 * pad)
    scene.text(x + pad + w * 0.38, sy + 11 * k, overs, int(14 * k), theme.CHALK_DIM, 500,
               max_width=w * 0.62 - 2 * pad)
    for i, (line, ink) in enumerate(rest):
        scene.text(x + pad, y + first + step * i, line, fit(line, int(14 * k), w - 2 * pad), ink,
                   600 if i == 0 else 400, max_width=w - 2 * pad)
    return y + h


# --- the captain's panel ----------------------------------------------------------------------

def draw_decision(screen, scene, x, y, w, state, k) -> float:
    """What happens next; returns the y below it."""
    y = screen.draw_error(scene, x, y, w, 3)
    if screen.view == "replay":
        return draw_replay_controls(screen, scene, x, y, w, k)
    if screen.anim is not None:
        found = screen.landing_over(state)
        what = f"{where(*found)}: the dice are landing" if found else "The dice are landing"
        scene.text(x, y + 14, what, int(17 * k), theme.STRAW, 700, max_width=w, heading=True)
        scene.text(x, y + 40, "Tap anywhere to see the over now", int(14 * k), theme.CHALK_DIM, 500,
                   max_width=w, mirror=False)
        return y + 56
    if state["result"]:
        text = state["result"]["text"]
        bottom = scene.paragraph(x, y + 14, w, text, int(20 * k), theme.STRAW, 800)
        bottom = screen.grid(scene, x, bottom + 2, w, [
            ("replay", "Replay ball by ball", "Replay"),
            ("rematch", "Rematch: same teams and options, new dice", "Rematch"),
            ("share", "Share this match", "Share"),
            ("new", "New match", "New match")], 2, k)
        return draw_undo(screen, scene, x, bottom, w, state, k)
    decide = state["to_decide"]
    if screen.watching(state):
        scene.text(x, y + 16, f"Next: {decide['prompt']}", int(16 * k), theme.CHALK, 600, max_width=w)
        return screen.grid(scene, x, y + 36, w, [
            ("next", "Next over", "Next over"),
            ("auto", "Pause" if screen.auto else "Play on by itself", "Pause" if screen.auto else "Play on"),
            ("finish", "Play to the end", "Play to the end")], 3, k)
    who = ""
    if state["options"]["captains"]["home"] == state["options"]["captains"]["away"]:
        who = " (home captain)" if decide["side"] == "home" else " (away captain)"
    elif decide["captain"] == "person":
        who = " (you)"
    prompt = decide["prompt"] + who
    scene.text(x, y + 16, prompt, fit(prompt, int(18 * k), w, 14, 700), theme.STRAW, 700, max_width=w,
               heading=True)
    y += 34
    kind = decide["decision"]
    ready = screen.ready()
    if kind == "toss":
        bottom = screen.grid(scene, x, y, w, [("toss:heads", "Call heads", "Call heads"),
                                              ("toss:tails", "Call tails", "Call tails")], 2, k, ready=ready)
    elif kind == "elect":
        bottom = screen.grid(scene, x, y, w, [("elect:bat", "Bat first", "Bat first"),
                                              ("elect:bowl", "Bowl first", "Bowl first")], 2, k, ready=ready)
    elif kind == "attack":
        if screen.rolls_too(state):
            items = [("attack:no", "Roll the over", "Roll the over"),
                     ("attack:yes", "Attack and roll the over", "Attack and roll")]
        else:
            items = [("attack:no", "Do not attack this over", "No attack"),
                     ("attack:yes", "Attack this over", "Attack")]
        bottom = screen.grid(scene, x, y, w, items, 2, k, ready=ready)
        bottom = scene.paragraph(x, bottom + 14, w, state["reading"]["attack"], int(13 * k), theme.CHALK_DIM) - 6
    elif kind == "bowler":
        bottom = draw_bowlers(screen, scene, x, y, w, state, k, ready)
    else:
        pending = state["pending"]
        bowler = next((c["name"] for c in state["bowler_choices"] if c["player"] == pending["bowler"]), "")
        note = f"{bowler} to bowl" + (", the batters attack" if pending["attack"] else "")
        scene.text(x, y + 8, note, int(15 * k), theme.CHALK, 400, max_width=w)
        bottom = screen.grid(scene, x, y + 24, w, [("roll", "Roll the over", "Roll the over")], 1, k, ready=ready)
    return draw_undo(screen, scene, x, bottom, w, state, k)


def after_the_attack(screen, state):
    """The decision on screen if a captain picks the bowler or rolls now, else None. On a phone
    the over before then shows only its dice and names its card (the card, what it changed and
    the ball by ball go under This over), so that every bowler, the Roll button and the tabs are
    on the first screen."""
    decide = state["to_decide"]
    if screen.anim is None and screen.view == "live" and decide is not None and not screen.watching(state):
        return decide["decision"] if decide["decision"] in ("bowler", "roll") else None
    return None


def draw_undo(screen, scene, x, y, w, state, k) -> float:
    """'Undo over 5' against the computer, until the next roll (once an innings)."""
    undo = state["undo"]
    if undo is None:
        return y
    name = "the Super Over" if undo["super_over"] else f"over {undo['over']}"
    caption = "\u21b6 Undo the last over"
    width = min(w, max(200, len(caption) * 10 + 40))
    scene.button("undo", x, y + 10, width, 48, "Undo the last over", caption=caption, kind="ghost",
                 size=int(15 * k), disabled=not screen.ready())
    if w - width >= 120:
        scene.text(x + width + 12, y + 34, f"{name}, once an innings", int(13 * k), theme.CHALK_DIM, 400, mirror=False)
    return y + 58


def draw_bowlers(screen, scene, x, y, w, state, k, ready) -> float:
    """The fielding eleven's bowlers: figures so far, type and trait; a refused one says why."""
    side = state["to_decide"]["side"]
    squad = {p["id"]: p for p in state["teams"][side]["squad"]}
    choices = [c for c in state["bowler_choices"] if squad[c["player"]]["bowls"]]
    cols = 2 if w < 300 else 3 if len(choices) <= 6 else 4
    gap, row_h = 6, int(52 * k)
    cell = (w - gap * (cols - 1)) / cols
    narrow = cell < 170
    for i, c in enumerate(choices):
        bx, by = x + (i % cols) * (cell + gap), y + (i // cols) * (row_h + gap)
        player = squad[c["player"]]
        fill, ink = theme.BUTTON["ghost" if c["legal"] else "disabled"]
        scene.rect(bx, by, cell, row_h, fill=fill, radius=10, stroke=theme.CHALK_DIM if c["legal"] else None,
                   line_width=2)
        name = surname(player["name"]) if narrow else player["name"]
        scene.text(bx + 8, by + row_h * 0.3, name, fit(name, int(15 * k), cell - 16, 12, 700), ink, 700,
                   max_width=cell - 16, mirror=False)
        figures = c["figures"]
        line = (f"{figures_text(figures)}" if figures else "0 ov") + f" \u00b7 {player['bowling']}"
        if not c["legal"]:
            line = f"{figures['overs_text'] if figures else 0} ov \u00b7 not now"
        scene.text(bx + 8, by + row_h * 0.58, line, fit(line, int(12 * k), cell - 16, 10, 400), ink, 400,
                   max_width=cell - 16, mirror=False)
        if player["trait"]:
            scene.text(bx + 8, by + row_h * 0.83, player["trait"], fit(player["trait"], int(11 * k), cell - 16, 9, 600),
                       theme.STRAW if c["legal"] else ink, 600, max_width=cell - 16, mirror=False)
        said = (f"{overs_said(figures['overs_text'])}, {plural(figures['runs'], 'run')}, "
                f"{plural(figures['wickets'], 'wicket')}" if figures else "no overs yet")
        trait = f"; {player['trait']}: {MEANING[player['trait']]}" if player["trait"] else ""
        label = f"Bowl {player['name']}: {said}, {player['bowling']}{trait}"
        scene.region(f"bowler:{c['player']}", bx, by, cell, row_h,
                     label if c["legal"] else f"{label.rstrip('.')}. {c['reason']}",
                     disabled=not ready)
    rows = (len(choices) + cols - 1) // cols
    return y + rows * (row_h + gap) - gap

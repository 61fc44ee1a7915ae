"""The over panel: the six dice as they fell, each ball as the bowler's trait and the umpire's
card left it (with its wicket-chance die), the card, and what it changed.

One column a delivery: the die as rolled (an added ball has a dashed tile, a ball the card took
away is struck through), the scorebook mark (or the wicket-chance die and its verdict), and the
outcome in words, in straw when something changed it. Drawn while the dice land (`stage` 0-5:
that many dice down, 6: the card still face down) and, in a ball-by-ball replay, with only the
first `shown` balls settled.
"""

from pavilion.crickee.scorecard import extras_words

from ... import theme
from . import draw
from .words import fit, over_lines, plural, where

OUTCOME_WORDS = draw.OUTCOME_WORDS
SHORT_WORDS = {"dot": "dot", "single": "single", "two": "two", "four": "four", "six": "six",
               "chance": "chance"}


def columns(over: dict) -> list:
    """One entry a delivery, in order, pairing each ball with the die it was rolled as:
    (die as rolled or None for an added ball, the ball or None for a ball the card took away)."""
    balls = over["balls"]
    kept = [b for b in balls if not b["added"]]
    cols = [(die, kept[i] if i < len(kept) else None) for i, die in enumerate(over["rolled"])]
    return cols + [(None, b) for b in balls if b["added"]]


NOT_BOWLED = "\u2014"  # under a die the over never reached: a dash, as "not bowled" ran into the next


def ball_words(die, ball, shown: bool) -> tuple:
    """(word under the column, ink): the outcome as it stands, straw if the card or a trait
    changed it, the verdict of a wicket chance; a dash for a ball not bowled (the accessible
    sentence says it, `over_sentence_parts`)."""
    if ball is None:
        return "lost", theme.CHALK_DIM
    if not ball["settled"] or not shown:
        return (NOT_BOWLED if not ball["settled"] else "", theme.CHALK_DIM)
    if ball["roll"]:
        roll = ball["roll"]
        total = roll["reroll"]["total"] if roll["reroll"] else roll["total"]
        return (f"out {total}" if ball["wicket"] else f"safe {total}",
                theme.ALERT if ball["wicket"] else theme.CHALK)
    changed = die is None or die["outcome"] != ball["outcome"] or die["face"] != ball["face"]
    return SHORT_WORDS[ball["outcome"]], theme.STRAW if changed else theme.CHALK_DIM


def draw_dice(scene, x, y, w, over, k, stage=None, shown=None) -> float:
    """The columns of the over; returns the y below them. Until the card has turned (`stage` set)
    the tray is the six dice as rolled: a ball the card adds or takes away is the card's news."""
    cols = columns(over) if stage is None else [(rolled, None) for rolled in over["rolled"]]
    gap = 6
    n = max(6, len(cols))
    die = min(int(60 * k), (w - gap * (n - 1)) / n)
    small = die * 0.62
    word = max(11, int(min(13 * k, die * 0.27)))
    landed = len(cols) if stage is None else min(stage, 6)
    settled_shown = 0
    for i, (rolled, ball) in enumerate(cols):
        cx = x + i * (die + gap)
        if i >= landed:
            draw.die_waiting(scene, cx, y, die)
            continue
        if rolled is None:
            draw.added_tile(scene, cx, y, die)
        else:
            draw.die(scene, cx, y, die, rolled["face"], rolled["coin"])
            if ball is None and stage is None:
                scene.line(cx + 4, y + die - 4, cx + die - 4, y + 4, theme.LEATHER, 3)  # taken away
        if stage is not None:
            continue
        show = ball is not None and ball["settled"] and (shown is None or settled_shown < shown)
        settled_shown += show
        my = y + die + 6
        if show and ball["roll"]:
            roll = ball["roll"]
            face = roll["reroll"]["die"] if roll["reroll"] else roll["die"]
            draw.chance_die(scene, cx + (die - small) / 2, my, small, face, ball["wicket"])
        elif show:
            r = small / 2
            draw.mark(scene, cx + die / 2, my + r, r * 0.9, ball["mark"], int(r * 0.95))
        else:
            draw.die_waiting(scene, cx + (die - small) / 2, my, small)
        text, ink = ball_words(rolled, ball, show)
        scene.text(cx + die / 2, my + small + word * 0.9, text, word, ink, 600, "center",
                   max_width=die + gap - 2, mirror=False)
    if stage is not None:
        return y + die + 8
    return y + die + 6 + small + word * 1.8


def over_sentence_parts(over) -> list:
    """Each delivery in words, for screen readers: 'ball 3: rolled 6, wicket chance, roll 5, out'."""
    parts = []
    for i, (rolled, ball) in enumerate(columns(over), 1):
        said = f"rolled {rolled['face']}" + (f" ({rolled['coin']})" if rolled and rolled["coin"] else "") \
            if rolled else "added by the card"
        if ball is None:
            parts.append(f"ball {i}: {said}, taken away by the card")
            continue
        said += f", {OUTCOME_WORDS[ball['outcome']]}"
        if not ball["settled"]:
            said += ", not bowled"
        elif ball["roll"]:
            said += f", out ({ball['roll']['total']})" if ball["wicket"] else f", survived ({ball['roll']['total']})"
        else:
            said += f", {plural(ball['runs'], 'run')}"
        parts.append(f"ball {i}: {said}")
    return parts


def draw_over(scene, x, y, w, inn, over, k, stage=None, shown=None, ball_by_ball=True) -> float:
    """The whole panel for `over` of `inn`; returns the y below it."""
    y = draw_over_dice(scene, x, y, w, inn, over, k, stage, shown)
    if stage is not None:
        if over["card"]:  # face down until the dice are in
            card_w = min(w * 0.46 if w >= 560 else w, 420 * k)
            h = draw.card_height(card_w, None, k)
            draw.card(scene, x, y, card_w, h, None, k)
            y += h
        return y
    return draw_over_card(scene, x, y, w, inn, over, k, shown, ball_by_ball)


def draw_over_dice(scene, x, y, w, inn, over, k, stage=None, shown=None, card_named=False) -> float:
    """The head of the panel: who bowled to whom, the dice tray and, once landed, the over's
    runs and wickets; returns the y below it. `card_named`: the panel stops here (a phone's
    bowler choice), so the line names the umpire's card instead of the score the board shows."""
    head = f"{where(inn, over)} \u00b7 {over['bowler_name']} to {inn['team']}"
    head += " \u00b7 attacking" if over["attack"] else ""
    scene.text(x, y + 12, head, int(16 * k), theme.STRAW, 700, max_width=w, heading=True)
    y = draw_dice(scene, x, y + 30, w, over, k, stage, shown)
    if stage is not None:
        scene.text_only("The dice are landing.")
        return y
    scene.text_only(f"{where(inn, over)}, {over['bowler_name']} bowling. " + "; ".join(over_sentence_parts(over)) + ".")
    if shown is None:
        total = f"{plural(over['runs'], 'run')}, {plural(over['wickets'], 'wicket')}"
        if over["bonus"]:
            total += f" ({extras_words(over['bonus'], over['card']['name'])})"
        if card_named and over["card"]:
            total += f" \u00b7 {over['card']['name']}"
        else:
            total += f" \u00b7 {over['score']}/{over['wickets_down']}"
        scene.text(x, y + 8, total, fit(total, int(15 * k), w, 11, 700), theme.CHALK, 700, max_width=w)
        y += 26
    return y


def draw_over_card(scene, x, y, w, inn, over, k, shown=None, ball_by_ball=True) -> float:
    """The rest of the panel: the umpire's card, what it changed and the ball by ball."""
    size = int(14 * k)
    card_w = min(w * 0.46 if w >= 560 else w, 420 * k)
    complete = shown is None
    wide = w >= 560
    text_x, text_w = (x + card_w + 14, w - card_w - 14) if wide else (x, w)
    card_h = draw.card_height(card_w, over["card"], k) if over["card"] else 0
    top = y
    if over["card"]:
        draw.card(scene, x, y, card_w, card_h, over["card"], k)
        if not wide:
            y += card_h + 8
    ty = top if wide else y
    changes = over["changes"] if complete else over["changes"][:over["changes_before_balls"]]
    changes = changes or ["Nothing: the dice stand as they fell."]
    scene.text(text_x, ty + 10, "What it changed", int(15 * k), theme.STRAW, 700, heading=True)
    ty = draw.bullets(scene, text_x, ty + 32, text_w, changes, size)
    for change in changes:
        scene.text_only(change)
    y = max(ty, top + (card_h if wide else 0)) + 6
    if ball_by_ball:
        y = draw_ball_by_ball(scene, x, y, w, inn, over, k, shown)
    return y


def draw_ball_by_ball(scene, x, y, w, inn, over, k, shown=None) -> float:
    lines = over_lines(inn, over["over"])
    if shown is not None:
        lines = lines[:shown]
    if not lines:
        return y
    scene.text(x, y + 10, "Ball by ball", int(15 * k), theme.STRAW, 700, heading=True)
    y = draw.bullets(scene, x, y + 32, w, lines, int(14 * k), theme.CHALK)
    for line in lines:
        scene.text_only(line)
    return y


def draw_dice_key(scene, x, y, w, k, title="The dice") -> float:
    """The six faces and what each means: the key a player needs before the first roll."""
    scene.text(x, y + 10, title, int(15 * k), theme.STRAW, 700, heading=True)
    y += 26
    gap = 6
    die = min(int(52 * k), (w - 5 * gap) / 6)
    word = max(11, int(min(13 * k, die * 0.26)))
    for i, (face, coin, words) in enumerate(DICE_KEY):
        cx = x + i * (die + gap)
        draw.die(scene, cx, y, die, face, coin)
        for j, line in enumerate(words):
            scene.text(cx + die / 2, y + die + word * (0.9 + 1.2 * j), line, word, theme.CHALK, 600, "center",
                       max_width=die + gap - 2, mirror=False)
    scene.text_only("The dice: " + "; ".join(f"{face}: {' '.join(words)}" for face, _, words in DICE_KEY)
                    + ". A wicket chance rolls one more die: 5 or more (after modifiers) is out.")
    return y + die + word * 3


DICE_KEY = ((1, None, ("dot",)), (2, None, ("dot or", "single")), (3, None, ("single",)),
            (4, None, ("two",)), (5, None, ("four",)), (6, None, ("wicket", "chance")))

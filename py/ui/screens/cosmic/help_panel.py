"""Help: every table the GM uses, drawn from the engine's own tables (never copied): Table 1 and the
exact odds of one ball by batting style, Table 2 (how out), the skill check, catches, lbw, run outs,
hurt, pitch and weather, the bowling limits and the fallback, conditional orders, and the tie rule
(the house rule says so)."""

from pavilion import cosmic
from pavilion.cosmic import zine
from pavilion.cosmic.ground import PITCHES, WEATHER
from pavilion.cosmic.tables import DICE_2, RUN_OUT_PENALTY, STAR_RUNS, TABLE_1, TABLE_2, TABLE_2_OTHER

from ... import theme

STYLE_WORDS = {"defensive": "Defensive", "normal": "Normal", "aggressive": "Aggressive", "wahoo": "Wahoo"}
OUTCOMES = (("dot", "Dot ball"), ("1", "1 run"), ("2", "2 runs"), ("4", "Four"), ("6", "Six"), ("howzat", "Howzat!"))
HOW_WORDS = {"caught-keeper": "caught by the keeper", "caught-fielder": "caught by another fielder",
             "bowled": "bowled", "lbw": "lbw", "run-out": "run out", "stumped": "stumped", "hit-wicket": "hit wicket",
             "hurt": "hurt (retires, not a wicket)"}
CELL = {".": "dot", "H": "Howzat!", "*": "starred"}


def fraction(text: str) -> float:
    """The value of the engine's exact fraction string "n/d", for drawing a bar and a percentage."""
    n, d = text.split("/")
    return int(n) / int(d)


def faces(table: dict) -> list:
    """Faces of a pitch or weather table with the same effect, grouped: "1-4 Normal"."""
    out = []
    for face, (name, mods) in table.items():
        if out and out[-1][1:] == (name, mods):
            out[-1] = (out[-1][0].split("-")[0] + f"-{face}", name, mods)
        else:
            out.append((str(face), name, mods))
    return [f"{f}: {name}" + (" (" + ", ".join(f"{k} bowlers {v:+d}" for k, v in mods.items()) + ")" if mods else "")
            for f, name, mods in out]


def faces_of(table, value) -> str:
    """The faces of a die table that read `value`: "1-3"."""
    rolls = [r for r in range(1, len(table)) if table[r] == value]
    return f"{rolls[0]}-{rolls[-1]}" if len(rolls) > 1 else str(rolls[0])


class HelpPanel:
    def draw_help(self, scene, x, y, w):
        y = self.bar(scene, x, y, w, "How the games master plays every ball", back=("view:back", "Back", "\u2190 Back"))
        y = self.section(scene, x, y, w, "Table 1: the ball", [
            "Two dice: dice 1 down the side, dice 2 across. H is a Howzat!, * a starred roll (a D6: "
            + ", ".join(f"{faces_of(STAR_RUNS, runs)} {zine.plural(runs, 'run')}" for runs in sorted(set(STAR_RUNS[1:])))
            + "), a number is runs, "
            "a dot is a dot ball. The batting style changes dice 2: "
            + "; ".join(f"{STYLE_WORDS[s]} a D{d}" for s, d in DICE_2.items())
            + ". Defensive's 7 and 8 are dots; Aggressive's and Wahoo's 7 and up read dice 1 again (5,7 is 5,5: "
            "Howzat!)."])
        y = self.draw_table_1(scene, x, y, w)
        y = self.draw_odds(scene, x, y, w)
        y = self.section(scene, x, y, w, "Table 2: how out (a D10 after a Howzat!)", [
            "; ".join(f"{faces_of(TABLE_2, how)} {HOW_WORDS[how]}" for how in dict.fromkeys(TABLE_2[1:10])) + "; 10 "
            "another D6: " + "; ".join(f"{faces_of(TABLE_2_OTHER, how)} {HOW_WORDS[how]}"
                                       for how in dict.fromkeys(TABLE_2_OTHER[1:])) + "."])
        y = self.section(scene, x, y, w, "The skill check", [
            "Everything but a run out and hurt is only a chance if the skill check says so: H = 10 + the bowler's "
            "Bowling (with the pitch and weather for his bowling style) - the batsman's Batting. Roll a D20: a "
            "chance if it is H or under; a 1 is always a chance, a 20 never. A chance that comes to nothing is a "
            "dot ball."])
        y = self.section(scene, x, y, w, "Catches, lbw, bowled, run outs, hurt", [
            "Catch: a D6, 1-4 an easy catch (out), 5-6 a hard one. The keeper takes 1-2 of Table 2; otherwise a D10 "
            "picks the catcher from the ten other fielders (the bowler can be one). A hard catch is held on a D6 "
            "of his Fielding or under.",
            "Bowled, stumped, hit wicket: out. Lbw: out unless a D6 rolls 1 (the benefit of the doubt).",
            "Run out (the striker): a D10 picks the thrower from the ten who are not the keeper; a D6, less "
            + ", ".join(f"{v} for {STYLE_WORDS[s]}" for s, v in RUN_OUT_PENALTY.items() if v)
            + ", of his Fielding or under: out.",
            "Hurt: the striker retires, not a wicket and not the bowler's; he plays no further part in the match "
            "(a substitute fields for him, never bowls). An innings ends at ten outs, wickets and retirements "
            "together."])
        y = self.section(scene, x, y, w, "Pitch and weather", [
            "The pitch (a D6, known before the elevens are picked; no pitch twice in a competition): "
            + "; ".join(faces(PITCHES)) + ".",
            "The weather (a D6, rolled once both elevens are in): " + "; ".join(faces(WEATHER)) + "."])
        overs = 40 if self.match is None else self.sheet()["overs"] if self.on_desk else self.state()["overs"]
        y = self.section(scene, x, y, w, "Bowling", [
            f"In a {overs}-over match nobody bowls more than {overs // 5} overs, nobody bowls two overs in a row "
            "(across the turn break too), and keepers never bowl. An over with no bowler, or one who cannot bowl "
            "when it comes, goes to the GM's fallback: the listed bowler with fewest overs, else the best bowler "
            "free to bowl. A manager who sends no plan at all gets the computer's plan, and the zine says so."])
        y = self.section(scene, x, y, w, "Conditional orders", [
            "Each order fires once, after the over it names or when the wicket it names falls, and only if its "
            "'if' holds then (wickets down, at most or at least). It sets the style of every batsman still to bat "
            "or in, or of one. Orders fire in list order, wicket orders before over orders of the same ball. An "
            "order that could never fire, or names a moment already past, is refused when it is sent."])
        return self.section(scene, x, y, w, "A tie", [
            "If the scores are level, the side that lost fewer wickets wins; then the side with the higher score "
            "at the turn break (after 30 overs of 40); then a coin decides. The coin is Pavilion's house rule: "
            "the original rules say nothing after the score at 30 overs."])

    def section(self, scene, x, y, w, title, paragraphs):
        y = self.heading(scene, x, y + 4, w, title, 18)
        for text in paragraphs:
            y = self.note(scene, x, y, w, text, 15, theme.CHALK)
        return y + 4

    def draw_table_1(self, scene, x, y, w):
        cell = min(48, (w - 8) / 7)
        for r in range(7):
            for c in range(7):
                text = "" if r == c == 0 else str(c) if r == 0 else str(r) if c == 0 else TABLE_1[r - 1][c - 1]
                head = r == 0 or c == 0
                if not head:
                    scene.rect(x + c * cell, y + r * cell, cell - 2, cell - 2, radius=4,
                               fill=theme.ALERT if text == "H" else theme.TURF)
                ink = theme.STRAW if head else theme.INK if text == "H" else theme.CHALK
                scene.text(x + c * cell + cell / 2 - 1, y + r * cell + cell / 2 - 1, text, 17, ink, 700, "center",
                           mirror=False)
        for r in range(1, 7):
            row = ", ".join(f"{c} {CELL.get(TABLE_1[r - 1][c - 1], TABLE_1[r - 1][c - 1] + ' runs')}"
                            for c in range(1, 7))
            scene.text_only(f"Table 1, dice 1 = {r}: dice 2 {row}")
        return y + 7 * cell + 10

    def draw_odds(self, scene, x, y, w):
        y = self.heading(scene, x, y, w, "One ball, by batting style", 18)
        y = self.note(scene, x, y, w, "The exact chance of each outcome of one ball, counted from Table 1 and "
                      "each style's second die. A Howzat! goes on to Table 2 and the skill check, so it is a chance "
                      "of a wicket, not a wicket.", 15, theme.CHALK)
        label_w = min(150, w * 0.3)
        for style in cosmic.STYLES:
            dist = cosmic.ball_distribution(style)
            rate = cosmic.runs_per_ball(style)
            y = self.heading(scene, x, y + 4, w, f"{STYLE_WORDS[style]}: {rate} = {fraction(rate):.2f} runs a ball "
                             "(Howzat! aside)", 16)
            for key, word in OUTCOMES:
                share_ = fraction(dist[key])
                scene.text(x, y + 11, word, 14, theme.CHALK, max_width=label_w, mirror=False)
                bar_w = (w - label_w - 130) * share_
                scene.rect(x + label_w, y + 3, max(2, bar_w), 16, fill=theme.STRAW if key != "howzat" else theme.ALERT,
                           radius=3)
                scene.text(x + w, y + 11, f"{dist[key]} ({share_ * 100:.1f}%)", 14, theme.CHALK_DIM, align="right",
                           mirror=False)
                scene.text_only(f"{STYLE_WORDS[style]}, {word}: {dist[key]}, {share_ * 100:.1f} percent")
                y += 22
        return y + 12

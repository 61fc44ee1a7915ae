"""The scorecard: the toss, each innings' batting (how out, runs, cards faced, turns), the bowling,
the fall of wickets, and the whole of it as a printable document.

One batsman bats at a time in Card Cricket, so there are no partnerships (a wicket's "partnership"
would only repeat that batsman's score). A batsman out before he had a turn at the grid says why
(the bowling side plays each innings' first turn), so a nought with no cards is never a mystery.
"""

from ... import theme
from .table import ORDINAL, capital


def fall_text(inn) -> str:
    """'1-45 (Wrenfield, turn 6), 2-57 (Ashcombe, turn 10)': the fall of wickets as printed."""
    return ", ".join(f"{f['wicket']}-{f['runs']} ({f['batsman'].split()[-1]}, turn {f['turn']})" for f in inn["fall"])


class ScorecardPanel:
    def tap_innings(self, arg, event):
        innings = self.state()["innings"]
        if not arg.isdigit() or int(arg) >= len(innings):
            return
        self.innings_shown = int(arg)
        self.tell(f"Innings {self.innings_shown + 1}: {self.score_line(self.state(), innings[self.innings_shown])}.")

    def tap_print(self, arg, event):
        self.app.bridge.print_page()

    def draw_scorecard(self, scene, top, state):
        w = scene.w
        pad = 8 if w < 600 else 14
        y = self.draw_bar(scene, top, state) + pad
        width = min(w - 2 * pad, 1100)
        x = (w - width) / 2
        innings = state["innings"]
        scene.document = self.document(state)
        if not innings:
            scene.text(x, y + 20, "No innings yet: the toss comes first.", 18, theme.CHALK_DIM, max_width=width)
            return
        tabs = max(2, len(innings))
        tab_w = (width - 8 * (tabs - 1)) / tabs
        for i, inn in enumerate(innings):
            scene.button(f"innings:{i}", x + i * (tab_w + 8), y, tab_w, 48,
                         f"Innings {i + 1}: {self.name_of(inn['batting'])}",
                         caption=f"{i + 1}: {state['sides'][inn['batting']]['code']} {inn['runs']}", kind="ghost",
                         size=16 if tab_w > 80 else 14, pressed=i == self.innings_shown)
        y += 58
        inn = innings[min(self.innings_shown, len(innings) - 1)]
        scene.text(x, y + 12, f"{ORDINAL[innings.index(inn)]} innings: {self.score_line(state, inn)}", 19,
                   theme.STRAW, 800, max_width=width, heading=True)
        key = f"{self.toss_text(state, names=True)} \u00b7 R runs, C cards faced, T turns batted"
        y = scene.paragraph(x, y + 36, width, key, 13, theme.CHALK_DIM) + 6
        wide = width >= 760
        left = width * 0.56 if wide else width
        y_left = self.draw_batting(scene, x, y, left, inn)
        if wide:
            rx, rw = x + left + 32, width - left - 32
            y_right = self.draw_bowling(scene, rx, y, rw, inn)
            y = max(y_left, self.draw_fall(scene, rx, y_right, rw, inn))
        else:
            y = self.draw_bowling(scene, x, y_left + 14, width, inn)
            y = self.draw_fall(scene, x, y, width, inn)
        if state["result"] and not self.animating():
            y = scene.paragraph(x, y + 28, width, state["result"]["text"], 20, theme.STRAW, 800)
        half = (width - 8) / 2
        scene.button("print", x, y + 12, half, 52, "Print the scorecard", caption="Print", kind="ghost", size=18)
        scene.button("table", x + half + 8, y + 12, half, 52, "Close the scorecard", caption="Close",
                     kind="primary", size=18)
        scene.h = max(scene.h, int(y + 12 + 52 + pad))

    def draw_batting(self, scene, x, y, w, inn):
        """Name, how out, runs, cards faced (C) and turns (T): one line when wide, two on a phone; a
        line more for why a batsman out before facing is out."""
        size = 16 if w >= 420 else 15
        one_line = w >= 520
        cols = [("R", w - 96), ("C", w - 46), ("T", w - 6)]
        for head, at in cols:
            scene.text(x + at, y + 10, head, size - 2, theme.STRAW, 700, "right", mirror=False)
        scene.text_only("Batting: runs (R), cards faced (C), turns (T).")
        y += 22
        for b in inn["batting_card"]:
            dim = theme.CHALK_DIM if b["status"] == "did not bat" else theme.CHALK
            name_w = w * 0.42 if one_line else w - 150
            scene.text(x, y + 11, b["name"], size, dim, 700 if b["status"] == "not out" else 400, max_width=name_w)
            figures = (b["runs"], b["cards"], b["turns"]) if b["status"] != "did not bat" else ()
            for (_, at), figure in zip(cols, figures):
                scene.text(x + at, y + 11, str(figure), size, dim, 700 if at == cols[0][1] else 400, "right")
            if one_line:
                scene.text(x + w * 0.44, y + 11, b["how"], size - 1, theme.CHALK_DIM, max_width=w * 0.56 - 150)
                y += 24
            else:
                scene.text(x + 12, y + 31, b["how"], size - 2, theme.CHALK_DIM, max_width=w - 162)
                y += 42
            if b["unfaced"]:
                y = scene.paragraph(x + 12, y + 4, w - 12, capital(b["unfaced"]) + ".", size - 3,
                                    theme.CHALK_DIM) + 2
        return y

    def draw_bowling(self, scene, x, y, w, inn):
        size = 16 if w >= 420 else 15
        cols = (("Turns", w - 110), ("Cards", w - 52), ("Wkts", w - 6))
        scene.text(x, y + 11, "Bowling", size, theme.STRAW, 700, max_width=w - 170, heading=True)
        for head, at in cols:
            scene.text(x + at, y + 11, head, size - 2, theme.STRAW, 700, "right", mirror=False)
        y += 24
        for b in inn["bowling"]:
            scene.text(x, y + 11, b["name"], size, theme.CHALK, max_width=w - 170)
            for (_, at), figure in zip(cols, (b["turns"], b["cards"], b["wickets"])):
                scene.text(x + at, y + 11, str(figure), size, theme.CHALK, 600, "right")
            y += 24
        return y

    @staticmethod
    def draw_fall(scene, x, y, w, inn):
        if not inn["fall"]:
            return y
        scene.text(x, y + 26, "Fall of wickets", 16, theme.STRAW, 700, max_width=w, heading=True)
        return scene.paragraph(x, y + 50, w, fall_text(inn), 15, theme.CHALK)

    def document(self, state):
        """The whole scorecard as text blocks, for printing."""
        you, droid = self.name_of("you"), self.name_of("droid")
        blocks = [{"h1": f"Card Cricket: {you} v {droid}"}, {"p": self.toss_text(state, names=True) + "."}]
        if state["result"]:
            blocks.append({"p": state["result"]["text"]})
        for i, inn in enumerate(state["innings"]):
            blocks.append({"h2": f"{ORDINAL[i]} innings: {self.score_line(state, inn)}"})
            lines = [f"{'':<24} {'':<28} {'R':>4} {'C':>5} {'T':>3}"]
            for b in inn["batting_card"]:
                figures = f"{b['runs']:>4} {b['cards']:>5} {b['turns']:>3}" if b["status"] != "did not bat" else ""
                lines.append(f"{b['name']:<24} {b['how']:<28} {figures}")
                if b["unfaced"]:
                    lines.append(f"{'':<24} ({b['unfaced']})")
            lines += ["", f"{'Bowling':<24} {'turns':>5} {'cards':>6} {'wkts':>5}"]
            lines += [f"{b['name']:<24} {b['turns']:>5} {b['cards']:>6} {b['wickets']:>5}" for b in inn["bowling"]]
            blocks.append({"pre": "\n".join(lines)})
            if inn["fall"]:
                blocks.append({"p": "Fall of wickets: " + fall_text(inn)})
        blocks.append({"p": state["scoring"]})
        return blocks

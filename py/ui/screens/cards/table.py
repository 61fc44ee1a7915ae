"""The table: the grid as the deal has reached it, the live score, the turn's count (with a gauge to
the 21 cards that take a wicket on a bowling turn), and the choices open now.

Landscape: the grid on the left, everything else beside it. Portrait (a phone): the score, then the
grid with the count beside it, then the choices, sized so that all of it fits one screen: the
choices are measured first and the grid takes the height left.
"""

from pavilion.cards import questions
from pavilion.cards.scoring import SHORT_START, WICKET_COUNT, runs_for, wickets_for

from ... import theme
from ...scene import Scene, wrap
from .deal import table_at
from .faces import and_list, card_short, card_words, draw_card, kind_name, set_label

BAR = 56
ROW, GAP = 52, 8  # a choice button's height, and the space between rows
MIN_CARD = 54  # px: the narrowest card a finger can still tap
NOTE = 14, 19, 3  # a cover taken for you: font size, line step, lines kept free for it on a phone
NARROW = 62  # px: the narrowest cover button that still shows its cards
ORDINAL = ("1st", "2nd", "3rd", "4th")


def capital(text):
    return text[:1].upper() + text[1:]


def plural(n, word):
    return f"{n} {word}{'' if n == 1 else 's'}"


class TablePanel:
    # what the table shows -----------------------------------------------------------------------
    def view(self, state):
        """The table at the cursor: the turn shown, its grid, and whether that turn is over."""
        timeline = self.timeline()
        if self.cursor == 0:
            return None
        n, k = timeline.steps[self.cursor - 1]
        i, turn = timeline.turns[n]
        table = table_at(turn["events"][:k + 1])
        done = k == len(turn["events"]) - 1
        return {"innings": i, "turn": turn, "table": table, "done": done and not turn.get("in_progress"),
                "live": done and turn.get("in_progress"), "shown": turn["events"][:k + 1]}

    def toss_text(self, state, names=False) -> str:
        """Who won the toss and what they chose: 'The Droid won the toss and chose to bat' (`names`:
        the nations, as a scorecard says it)."""
        toss = state["toss"]
        if toss is None:
            return "The toss is to come"
        winner = self.name_of(toss["winner"]) if names else self.who(toss["winner"])
        if toss["choice"] is None:
            return f"{winner} won the toss"
        return f"{winner} won the toss and chose to {toss['choice']}"

    def covered_for_you(self, state, view):
        """While a person's turn is dealt: the cover the table took for them without asking (several
        sets showed, none worth a question), and why, in a sentence; else None."""
        if view is None or not self.animating() or self.every_cover or view["turn"]["side"] not in state["people"]:
            return None
        shown = view["shown"]
        last = max((i for i, e in enumerate(shown) if e["type"] == "cover"), default=None)
        if last is None or not shown[last]["chosen"]:
            return None
        why = questions.weigh_events(shown[:last + 1])
        if why == questions.ASK:
            return None
        return f"Covered {' '.join(card_short(c) for c in shown[last]['cards'])} for you: {questions.WHY[why]}."

    def shown_score(self, state, view):
        """Each innings' (innings, runs, wickets) as the table has shown them: turns not yet dealt
        add nothing, and the turn being dealt adds what its count is worth so far."""
        if view is None:
            return []
        options = state["options"]
        out = []
        for i, inn in enumerate(state["innings"][:view["innings"] + 1]):
            later = [t for t in inn["turns"] if t["number"] > view["turn"]["number"]
                     or t["number"] == view["turn"]["number"] and not view["done"]]
            runs = inn["runs"] - sum(t["runs"] for t in later)
            wickets = inn["wickets"] - sum(t["wickets"] for t in later)
            if i == view["innings"] and not view["done"]:
                count = view["table"]["count"]
                if view["turn"]["role"] == "batting":
                    runs += runs_for(count, options["runs"])
                else:
                    wickets = min(inn["max_wickets"], wickets + wickets_for(count, options["wickets"]))
            if later:
                inn = {**inn, "closed": None}
            out.append((inn, runs, wickets))
        return out

    def turn_heading(self, turn):
        plays = "bat" if self.two_players() or turn["side"] == "you" else "bats"
        if turn["role"] == "batting":
            return f"Turn {turn['number']}: {self.who(turn['side'])} {plays} \u00b7 {turn['batsman']}"
        plays = "bowl" if self.two_players() or turn["side"] == "you" else "bowls"
        return f"Turn {turn['number']}: {self.who(turn['side'])} {plays} \u00b7 {turn['bowler']} to {turn['batsman']}"

    def turn_result(self, turn):
        """A finished turn in a sentence, from its record."""
        cards_ = f"{turn['count']} cards"
        if turn["reshuffles"]:
            cards_ += f" ({plural(turn['reshuffles'], 'reshuffle')})"
        if turn["ended"] == "passed":
            cards_ += ", passed"
        if turn["role"] == "batting":
            return f"Turn {turn['number']}: {cards_}, {plural(turn['runs'], 'run')} to {turn['batsman']}."
        if turn["out"]:
            return f"Turn {turn['number']}: {cards_}. Out: {and_list(turn['out'])}, b {turn['bowler']}."
        return f"Turn {turn['number']}: {cards_}, no wicket for {turn['bowler']}."

    def results_between(self, start: int, end: int) -> list:
        """Each turn that finished in steps start..end of the timeline, in a sentence: what a jump
        (a cover the Droid's turns follow, Skip) passes over, said in one announcement."""
        timeline, said = self.timeline(), []
        for n, k in timeline.steps[start:end]:
            turn = timeline.turns[n][1]
            if k == len(turn["events"]) - 1 and not turn.get("in_progress"):
                said.append(self.turn_result(turn))
        return said

    def so_far(self, state) -> str:
        """What the turn in play is worth now: "26 runs so far", "1 wicket so far"."""
        turn, options = state["turn"], state["options"]
        if turn["role"] == "batting":
            return f"{plural(runs_for(turn['count'], options['runs']), 'run')} so far"
        return f"{plural(wickets_for(turn['count'], options['wickets']), 'wicket')} so far"

    # the page -----------------------------------------------------------------------------------
    def draw_bar(self, scene, top, state):
        """Hub on the left, Menu (or Table, off the table) on the right, the sides between."""
        w = scene.w
        pad = 8 if w < 600 else 14
        scene.rect(0, top, w, BAR, fill=theme.TURF)
        side_w = 88 if w < 600 else 96
        scene.button("back", pad, top + 4, side_w, 48, "Back to the hub", caption="\u2190 Back", kind="ghost", size=17)
        you, droid = state["sides"]["you"], state["sides"]["droid"]
        if w < 600:
            title = f"{you['code']} v {droid['code']}"
        elif self.two_players():
            title = f"{you['name']} v {droid['name']}"
        else:
            title = f"{you['name']} (you) v {droid['name']} (the Droid)"
        scene.text(w / 2, top + BAR / 2, title, 18 if w >= 600 else 16, theme.STRAW, 700, "center",
                   max_width=w - 2 * (side_w + pad + 8), heading=True)
        if self.panel == "table":
            scene.button("panel:menu", w - side_w - pad, top + 4, side_w, 48, "Menu", kind="ghost", size=17)
        else:
            scene.button("panel:table", w - side_w - pad, top + 4, side_w, 48, "Back to the table",
                         caption="\u2190 Back", kind="ghost", size=17)
        return top + BAR

    def draw_table(self, scene, top, state):
        w, h = scene.w, max(scene.h - top, 400)
        pad = 8 if w < 600 else 14
        y0 = self.draw_bar(scene, top, state) + pad
        view = self.view(state)
        landscape = w >= h * 1.15 and w >= 640
        if landscape:
            card_h = (top + h - y0 - pad - 16) / 3
            card_w = min(card_h * 0.72, (w * 0.42 - 16) / 3)
            card_h = card_w / 0.72
            self.draw_grid(scene, pad, y0, card_w, card_h, state, view)
            x = pad + 3 * card_w + 16 + 2 * pad
            cw = w - x - pad
            rows = self.choice_rows(state, cw)
            y = self.draw_error(scene, x, y0, cw, 2)
            y = self.draw_score(scene, x, y, cw, state, view)
            y = self.draw_count(scene, x, y, cw, 84, state, view) + 8
            y = self.draw_rows(scene, x, y, cw, rows)
            bottom = self.draw_recent(scene, x, y, cw, top + h - y - pad, state, view)
            bottom = max(bottom, y0 + 3 * card_h + 16)
        else:
            x, cw = pad, w - 2 * pad
            rows = self.choice_rows(state, cw)
            y = self.draw_error(scene, x, y0, cw, 2)
            need = rows_height(rows) + 3 * MIN_CARD / 0.72 + 16 + 2 * pad
            full = self.draw_score(Scene("probe", w, h), x, y, cw, state, view) - y
            y = self.draw_score(scene, x, y, cw, state, view, compact=top + h - y - full < need)
            side = 96 if cw < 420 else 150
            room = top + h - pad - rows_height(rows) - y - pad
            if self.animating() and not self.every_cover:
                room -= NOTE[1] * NOTE[2] + 8  # kept all through the deal, so the grid never jumps
            card_h = max((room - 16) / 3, MIN_CARD / 0.72)  # with very many sets, the page scrolls
            card_w = min(card_h * 0.72, (cw - side - 8 - 16) / 3, 150)
            card_h = card_w / 0.72
            grid_w, grid_h = 3 * card_w + 16, 3 * card_h + 16
            gx = x + (cw - grid_w - 8 - side) / 2
            self.draw_grid(scene, gx, y, card_w, card_h, state, view)
            self.draw_count(scene, gx + grid_w + 8, y, side, grid_h, state, view)
            y += grid_h + pad
            y = self.draw_rows(scene, x, y, cw, rows)
            bottom = self.draw_recent(scene, x, y, cw, top + h - y - pad, state, view)
        scene.h = max(scene.h, int(bottom + pad))

    # the score ----------------------------------------------------------------------------------
    def draw_score(self, scene, x, y, w, state, view, compact=False):
        """The innings being played as the deal has shown it, the earlier ones on one line, the day,
        and the turn on the table. `compact` leaves out the earlier innings and the day (a phone
        with many sets showing needs the room)."""
        animating = self.animating()
        rows = self.shown_score(state, view) or [(inn, None, None) for inn in state["innings"]]
        big = 19 if w >= 380 else 17
        if rows:
            inn, runs, wickets = rows[-1]
            line = self.score_line(state, inn, runs, wickets)
            if inn["follow_on"]:
                line += " (following on)"
            if inn["target"]:
                line += f" \u00b7 target {inn['target']}"
            scene.text(x, y + 12, line, big, theme.CHALK, 800, max_width=w, heading=True)
            y += 28
            earlier = [f"{ORDINAL[i]} {self.score_line(state, inn, r, wk, code=True)}"
                       for i, (inn, r, wk) in enumerate(rows[:-1])] if not compact else []
            if len(rows) == 1 and not compact:
                earlier.append(self.toss_text(state))
            if state["turn_limit"] and not state["result"] and not compact:
                options = state["options"]  # the day of the turn on the table, not of the record's end
                number = view["turn"]["number"] if view else state["turns_played"] + 1
                day = min((number - 1) // options["day_turns"] + 1, options["days"])
                earlier.append(f"Day {day} of {options['days']}, turn {number} of {state['turn_limit']}")
            for line in wrap(" \u00b7 ".join(earlier), 14, w)[:2] if earlier else []:
                scene.text(x, y + 9, line, 14, theme.CHALK_DIM, max_width=w)
                y += 20
        if view is not None:
            scene.text(x, y + 10, self.turn_heading(view["turn"]), 15, theme.STRAW, 600, max_width=w)
            y += 24
        elif not state["innings"]:
            if state["toss"]:
                y = scene.paragraph(x, y + 12, w, self.toss_text(state) + ".", 17, theme.CHALK, 700) + 2
            y = scene.paragraph(x, y + 12, w, state["scoring"], 14, theme.CHALK_DIM) + 2
        if state["result"] and not animating:
            y = scene.paragraph(x, y + 14, w, state["result"]["text"], 21, theme.STRAW, 800) - 4
        return y + 4

    def draw_count(self, scene, x, y, w, h, state, view):
        """The turn's count and what it is worth: runs on a batting turn, and on a bowling turn a gauge
        filling towards the 21st card, which takes a wicket. Tall and narrow beside a phone's grid,
        short and wide in a landscape panel. Returns the y below it."""
        if view is None:
            return y
        options = state["options"]
        table, turn = view["table"], view["turn"]
        count = table["count"]
        tall = h > w
        scene.rect(x, y, w, h, fill=theme.TURF, radius=10)
        scene.text(x + 10, y + 16, "Count", 14, theme.CHALK_DIM, 600, mirror=False)
        scene.text(x + 10, y + (48 if tall else 50), str(count), 34 if tall else 38, theme.STRAW, 800,
                   max_width=w - 20, mirror=False)
        if turn["role"] == "batting":
            runs = runs_for(count, options["runs"])
            worth = plural(runs, "run")
            if options["runs"] == "short" and count <= SHORT_START:
                note = "runs start at card 10"
            else:
                note = "count less 9" if options["runs"] == "short" else "a run a card"
            said = f"Count {count}: {worth} so far"
        else:
            wickets = wickets_for(count, options["wickets"])
            if options["wickets"] == "one":
                towards = min(count, WICKET_COUNT)
                note = "wicket!" if wickets else f"{WICKET_COUNT - count} more for a wicket"
            elif count and count % WICKET_COUNT == 0:
                towards, note = WICKET_COUNT, "wicket!"  # the card that took it: the gauge full, not empty
            else:
                towards = count % WICKET_COUNT
                note = f"{WICKET_COUNT - towards} more for a wicket"
            worth = plural(wickets, "wicket")
            said = f"Count {count}: {worth} so far" + ("" if note == "wicket!" else f", {note}")
        if turn["ended"] == "passed" and view["done"]:
            note = "passed"
        if tall:
            scene.text(x + 10, y + 80, worth, 16, theme.CHALK, 700, max_width=w - 20, mirror=False)
            lines = wrap(note, 13, w - 20)
            for i, line in enumerate(lines[:3]):
                scene.text(x + 10, y + 102 + 17 * i, line, 13, theme.CHALK_DIM, max_width=w - 20, mirror=False)
            if turn["role"] == "bowling":
                gy = y + 110 + 17 * min(len(lines), 3)
                self.draw_gauge(scene, x + w / 2 - 14, gy, 28, y + h - 10 - gy, towards, vertical=True)
        else:
            right = x + w * 0.4
            scene.text(right, y + 26, worth, 19, theme.CHALK, 700, max_width=w * 0.6 - 12, mirror=False)
            scene.text(right, y + 50, note, 14, theme.CHALK_DIM, max_width=w * 0.6 - 12, mirror=False)
            if turn["role"] == "bowling":
                self.draw_gauge(scene, right, y + 64, w * 0.6 - 12, 12, towards)
        scene.text_only(said + ".")
        return y + h

    @staticmethod
    def draw_gauge(scene, x, y, w, h, filled, vertical=False):
        """21 cells, `filled` of them lit: how near the bowling turn is to its wicket."""
        if (h if vertical else w) < WICKET_COUNT * 3:
            return
        step = (h if vertical else w) / WICKET_COUNT
        for i in range(WICKET_COUNT):
            colour = theme.LEATHER if i < filled else "rgba(255,255,255,.12)"
            if vertical:
                scene.rect(x, y + h - (i + 1) * step + 1, w, step - 2, fill=colour, radius=2)
            else:
                scene.rect(x + i * step + 1, y, step - 2, h, fill=colour, radius=2)

    # the grid -----------------------------------------------------------------------------------
    def draw_grid(self, scene, x, y, card_w, card_h, state, view):
        table = view["table"] if view else table_at([])
        choosing = not self.animating() and state["decision"] == "cover" and self.mine(state)
        showing = set()
        if choosing or view and view["live"] and state["turn"]:
            for s in state["turn"]["sets"]:
                showing.update(s["cells"])
        said = []
        for cell in range(1, 10):
            cx = x + (cell - 1) % 3 * (card_w + 8)
            cy = y + (cell - 1) // 3 * (card_h + 8)
            code = table["tops"][cell - 1]
            mark = None
            if cell == self.picked and choosing:
                mark = theme.LEATHER
            elif cell in showing or cell in table["covering"]:
                mark = theme.STRAW
            draw_card(scene, cx, cy, card_w, card_h, code, table["under"][cell - 1], mark,
                      fresh=self.animating() and table["last"] == cell - 1)
            words = card_words(code) if code else "empty"
            said.append(f"{cell}: {words}")
            if choosing and code and cell in showing:
                scene.region(f"cell:{cell}", cx, cy, card_w, card_h,
                             f"Cell {cell}: {words}{', picked' if cell == self.picked else ''}",
                             disabled=self.guard_left > 0)
        scene.text_only("The grid, cell by cell: " + "; ".join(said) + ".")

    # the choices --------------------------------------------------------------------------------
    def choice_rows(self, state, w):
        """What can be tapped now, row by row: [(heading or None, [button, ...]), ...]. A button is a
        dict: id, label, caption, and optionally kind, sub (a small line above the caption), pressed,
        guarded (waits out a double tap)."""
        take_back = ({"id": "take-back", "label": "Take back your last choice", "caption": "Take back",
                      "kind": "ghost", "guarded": True} if self.tapped is not None else None)
        auto = {"id": "auto", "label": f"Auto: {'on' if self.auto else 'off'}, the Droid's pick for you", "kind": "ghost",
                "caption": f"Auto: {'on' if self.auto else 'off'}", "pressed": self.auto}
        speed = {"id": "speed", "label": f"Speed: {self.speed}, the dealing speed", "caption": f"Speed: {self.speed}",
                 "kind": "ghost"}
        if self.animating():
            return [(None, [{"id": "skip", "label": "Skip to now", "caption": "Skip to now", "guarded": True},
                            speed]),
                    (None, [auto] + ([take_back] if take_back else []))]
        if state["result"]:
            return [(None, [{"id": "rematch", "label": "Rematch with the same deal", "caption": "Rematch"},
                            {"id": "panel:scorecard", "label": "Scorecard", "kind": "ghost"},
                            {"id": "new", "label": "New match", "kind": "ghost"}])]
        controls = [b for b in (take_back, auto, speed) if b]
        if not self.mine(state) or self.auto_waiting(state):
            return [(None, controls)]
        decision = state["decision"]
        if decision == "cover":
            return self.cover_rows(state, w, take_back, auto)
        pairs = {
            "toss": [("toss:heads", "Call heads", "Call heads"), ("toss:tails", "Call tails", "Call tails")],
            "elect": [("elect:bat", "Bat first", "Bat first"), ("elect:field", "Field first", "Field first")],
            "declare": [("declare:no", "Bat on", "Bat on"), ("declare:yes", "Declare", "Declare")],
            "follow-on": [("follow-on:yes", "Enforce the follow-on", "Enforce"),
                          ("follow-on:no", "Bat again", "Bat again")],
        }[decision]
        heading = capital(self.prompt(state))
        buttons = [{"id": rid, "label": label, "caption": caption, "kind": "primary" if i == 0 else "ghost",
                    "guarded": True} for i, (rid, label, caption) in enumerate(pairs)]
        return [(heading, buttons), (None, controls)]

    def cover_rows(self, state, w, take_back, auto):
        sets = state["turn"]["sets"]
        pick = state["suggestion"]["cells"] if state["suggestion"] and "cells" in state["suggestion"] else None
        cols = 3 if (w - 16) / 3 >= 100 else 2
        while len(sets) > 2 * cols and (w - GAP * cols) / (cols + 1) >= NARROW:
            cols += 1  # many sets: two rows of narrower buttons leave the grid its room
        buttons = []
        for s in sets:
            star = "\u2605 " if s["cells"] == pick else ""
            buttons.append({"id": f"cover:{'-'.join(map(str, s['cells']))}", "label": set_label(s["kind"], s["cards"]),
                            "caption": star + " ".join(card_short(c) for c in s["cards"]),
                            "sub": f"Cover {kind_name(s['kind'], s['cards'], short=(w - GAP * (cols - 1)) / cols < 130)}",
                            "kind": "primary" if s["cells"] == pick else "ghost", "guarded": True})
        who = f"{self.name_of(state['to_act'])}: c" if self.two_players() else "C"
        rows = [(f"{who}over a set (\u2605 the Droid's pick) or pass", buttons[i:i + cols])
                for i in range(0, len(buttons), cols)]
        rows[1:] = [(None, r) for _, r in rows[1:]]
        passing = {"id": "pass", "label": "Pass: cover nothing more this turn", "caption": "Pass",
                   "kind": "ghost", "guarded": True}
        rows.append((None, [b for b in (passing, take_back, auto) if b]))
        return rows

    def draw_rows(self, scene, x, y, w, rows):
        """The choices; focus goes next to the first answer of the question asked (the first cover,
        Heads), else to the first choice (Skip while the cards are dealt, Rematch)."""
        firsts = [buttons[0]["id"] for heading, buttons in rows if buttons]
        asked = [buttons[0]["id"] for heading, buttons in rows if heading and buttons]
        if firsts:
            scene.focus_on((asked or firsts)[0])
        for heading, buttons in rows:
            if heading:
                scene.text(x, y + 11, heading, 15, theme.CHALK_DIM, 600, max_width=w)
                y += 24
            bw = (w - GAP * (len(buttons) - 1)) / len(buttons)
            for i, b in enumerate(buttons):
                self.choice_button(scene, x + i * (bw + GAP), y, bw, b)
            y += ROW + GAP
        return y

    def choice_button(self, scene, x, y, w, b):
        disabled = b.get("guarded", False) and self.guard_left > 0
        size = 17 if w < 130 else 19
        if "sub" not in b:
            scene.button(b["id"], x, y, w, ROW, b["label"], caption=b.get("caption"), kind=b.get("kind", "primary"),
                         size=size, pressed=b.get("pressed"), disabled=disabled)
            return
        fill, ink = theme.BUTTON["disabled" if disabled else b["kind"]]
        scene.rect(x, y, w, ROW, fill=fill, radius=10, stroke=theme.CHALK_DIM if b["kind"] == "ghost" else None,
                   line_width=2)
        scene.text(x + w / 2, y + 14, b["sub"], 12, ink, 600, "center", max_width=w - 12, mirror=False)
        scene.text(x + w / 2, y + 35, b["caption"], 19, ink, 700, "center", max_width=w - 12, mirror=False)
        scene.region(b["id"], x, y, w, ROW, b["label"], disabled=disabled, caption=f"{b['sub']} {b['caption']}")
        if b["caption"].startswith("\u2605"):
            scene.text_only(f"The Droid would {b['label'][0].lower()}{b['label'][1:]}.")

    # what happened before -----------------------------------------------------------------------
    def draw_recent(self, scene, x, y, w, room, state, view):
        """A cover the table just took for you, and why; then the turns before the one on the table,
        newest first, as many as the room allows."""
        if view is None:
            return y
        covered = self.covered_for_you(state, view)
        if covered:
            size, step, lines = NOTE
            for i, line in enumerate(wrap(covered, size, w, 600)[:lines]):
                scene.text(x, y + 10 + i * step, line, size, theme.STRAW, 600, max_width=w, mirror=False)
            scene.text_only(covered)
            used = min(len(wrap(covered, size, w, 600)), lines) * step + 8
            room, y = room - used, y + used
        if room < 80:
            return y
        timeline = self.timeline()
        shown = view["turn"]["number"]
        done = [timeline.turns[n][1] for n in sorted(timeline.turns, reverse=True)
                if n < shown or n == shown and view["done"]]
        if not done:
            return y
        scene.text(x, y + 14, "Turns so far", 15, theme.CHALK_DIM, 700, max_width=w, heading=True)
        y += 28
        for turn in done[:int((room - 28) // 24)]:
            scene.text(x, y + 10, self.turn_result(turn), 15, theme.CHALK, 400, max_width=w)
            y += 24
        return y


def rows_height(rows) -> int:
    return sum(ROW + GAP + (24 if heading else 0) for heading, _ in rows)

"""The figures a league captain writes down (MPR, marks, darts, best round, 5- to 9-mark rounds,
White Horse, Hat Trick), the game-over panel that leads to them, and the awards called as they happen.
"""

from pavilion import darts

from ... import theme

AWARD_MARKS = (5, 6, 7, 8, 9)


def awards(turn) -> list:
    """What a visit earned, as the board calls it: 'Hat Trick', 'White Horse', '7-mark round'."""
    earned = []
    if turn.get("hat_trick"):
        earned.append("Hat Trick")
    if turn.get("white_horse"):
        earned.append("White Horse")
    if turn["marks"] in AWARD_MARKS and not earned:
        earned.append(f"{turn['marks']}-mark round")
    return earned


def figures(seat, legs=False) -> list:
    """(what, value) rows of one seat's stats over the match (`legs`: of more than one leg, so the
    MPR is called the match's); an undefined figure is an en dash, never 0."""
    st = seat["stats"]
    big = ", ".join(f"{v}\u00d7{k}M" for k, v in st["mark_rounds"].items() if v) or "\u2013"
    return [
        ("Points", str(seat["points"])),
        ("Match MPR" if legs else "MPR", "\u2013" if st["mpr"] is None else f"{st['mpr']:.2f}"),
        ("Marks", str(st["marks"])),
        ("Darts", str(st["darts"])),
        ("Best round (marks)", "\u2013" if st["best_round"] is None else str(st["best_round"])),
        ("5-9 mark rounds", big),
        ("White Horse", str(st["white_horse"])),
        ("Hat Trick", str(st["hat_trick"])),
    ]


def legs_row(state, s) -> list:
    """The legs won and the MPR of the leg on the board, in a match of more than one (the figures
    below count the whole match)."""
    if state["legs"]["first_to"] == 1:
        return []
    mpr = state["seats"][s]["stats"]["leg_mpr"]
    return [("Legs won", str(state["legs"]["won"][s])),
            (f"Leg {state['legs']['leg']} MPR", "\u2013" if mpr is None else f"{mpr:.2f}")]


class StatsPanel:
    def tap_leg(self, arg, event):
        """Next leg asks first: the leg just played can be corrected until then, never after."""
        self.ask("leg")

    def next_leg(self):
        """The next leg on the same board; the first throw passes on."""
        self.match = darts.apply(self.match, {"type": "leg"})
        self.award = None
        self.after_action()

    def draw_stats(self, scene, x, y, w, h, state):
        scene.text(x + 4, y + 22, "Stats", 24, theme.STRAW, 800, heading=True)
        scene.button("close", x + w - 112, y, 112, 48, "Done: back to the keypad", caption="Done", kind="primary", size=18)
        seats = state["seats"]
        rows = [legs_row(state, i) + figures(s, state["legs"]["first_to"] > 1) for i, s in enumerate(seats)]
        label_w = max(120, min(w * 0.3, 220))
        col_w = (w - label_w) / len(seats)
        top = y + 60
        row_h = max(26, min((y + h - top) / (len(rows[0]) + 1), 52))
        size = int(max(14, min(row_h * 0.55, 26, col_w / 5.5)))
        label = int(max(12, min(size - 2, label_w / 9.5)))
        for s, seat in enumerate(seats):
            scene.text(x + label_w + (s + 0.5) * col_w, top + row_h / 2, seat["name"], size, theme.STRAW, 800,
                       "center", max_width=col_w - 8, mirror=False)
        for r, (what, _) in enumerate(rows[0]):
            ry = top + (r + 1) * row_h
            if r % 2 == 0:
                scene.rect(x, ry, w, row_h, fill="rgba(255,255,255,.05)")
            scene.text(x + 6, ry + row_h / 2, what, label, theme.CHALK_DIM, 600, max_width=label_w - 10,
                       mirror=False)
            for s in range(len(seats)):
                scene.text(x + label_w + (s + 0.5) * col_w, ry + row_h / 2, rows[s][r][1], size, theme.CHALK, 700,
                           "center", max_width=col_w - 8, mirror=False)
        for seat, rows_of in zip(seats, rows):
            scene.text_only(f"{seat['name']}: " + ", ".join(f"{what} {value}" for what, value in rows_of))

    def draw_game_over(self, scene, x, y, w, h, state):
        """What to do next (the result itself is on the status line just above): stats, rematch,
        history; undo and End only if allowed."""
        end = y + 12
        if state["legs"]["first_to"] > 1:
            won = ", ".join(f"{s['name']} {n}" for s, n in zip(state["seats"], state["legs"]["won"]))
            end = scene.paragraph(x, end + 4, w, f"Legs (first to {state['legs']['first_to']}): {won}", 17,
                                  theme.CHALK)
        order = ", ".join(state["seats"][s]["name"] for s in state["standings"])
        end = scene.paragraph(x, end + 4, w, f"By points: {order}", 16, theme.CHALK_DIM)
        from ...players import at_the_board, form_item  # ui/players.py reads the set-up's names: imported late

        game = f"{'custom' if state['board_kind'] == 'custom' else 'random'}-cricket"
        people, best = at_the_board(self.app.players, [s["name"] for s in state["seats"] if s["bot"] is None], game, "MPR")
        items = [("leg", "Next leg", "Next leg", "primary", None)] if self.offered("leg") else []
        items.append(("panel:stats", "Stats", "Stats", "primary", None))
        if items[0][0] != "leg":  # a rematch once the match is over, not between its legs
            items.append(("rematch", "Rematch on the same six" if state["board_kind"] == "custom" else "Rematch on a new board", "Rematch", "primary", None))
        items.append(("panel:history", "Turn history", "History", "ghost", None))
        if self.offered("undo"):
            items.append(("undo", "Undo last turn", "Undo", "ghost", None))
        if not state["ended"]:
            items.append(("ask:end", "End game", "End game", "danger", None))
        items.append(("ask:new", "New game with other players", "New game", "ghost", None))
        if people and len(items) % 2:  # the grid's free cell: the players' form (screens/player)
            items.append(form_item(people))
        rows = (len(items) + 1) // 2
        if best and end + 26 <= y + h - rows * 56:  # tonight's best MPR at the board, where it has room
            end = scene.paragraph(x, end + 4, w, best, 16, theme.CHALK)
        row_h = max(48, min(64, (y + h - end - 8 * rows) / rows))
        self.grid(scene, x, y + h - rows * row_h - (rows - 1) * 8, w, row_h, items, 2, size=18)

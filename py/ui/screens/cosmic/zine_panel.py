"""The zine on screen, as the seed's readers knew it in print: the squads with their ratings in
issue 1, the draw with pitches, each match's weather, over-by-over lines, every Howzat!, the
scorecards, the state of play and what each manager must send. The same issue is the page's
printable document (in small blocks, so a printed issue starts on page 1). The archive keeps every
issue: on the GM's device all of them, on a manager's device those his turn sheets brought."""

from pavilion.cosmic import zine
from pavilion.cosmic.ground import WEATHER

from ... import theme


class ZinePanel:
    def zine_source(self) -> dict:
        """What the zine is read from: the GM's state, or the latest turn sheet on a manager's desk."""
        if self.on_desk:
            state = self.state()
            return {"zines": state["zines"], "managers": state["sheet"]["managers"]}
        return self.state()

    def zines(self) -> list:
        return self.zine_source()["zines"]

    def home(self):
        return ("view:desk", "Back to my desk", "\u2190 Desk") if self.on_desk else \
            ("view:table", "Back to the games master's table", "\u2190 Back")

    def tap_issue(self, arg, event):
        turns = [z["turn"] for z in self.zines()]
        if not arg.isdigit() or int(arg) not in turns:
            return
        self.issue, self.view = int(arg), "zine"
        self.tell(f"Zine issue {self.issue}.")

    def draw_archive(self, scene, x, y, w):
        zines = self.zines()
        y = self.bar(scene, x, y, w, "The zine archive", back=self.home())
        if not zines:
            return self.note(scene, x, y, w, "No issues yet: the first comes out when turn 1 is run.", 16, theme.CHALK)
        if self.on_desk and len(zines) < zines[-1]["turn"]:
            y = self.note(scene, x, y, w, "Only the issues your turn sheets brought are here: ask the games master "
                          "for a missing one.", 15, theme.CHALK)
        items = [(f"issue:{z['turn']}", f"Open issue {z['turn']}", f"Issue {z['turn']}", "ghost", None) for z in zines]
        return self.grid(scene, x, y, w, items, self.cols(scene, 5, 3), size=17)

    def draw_zine(self, scene, x, y, w):
        source = self.zine_source()
        turns = [z["turn"] for z in source["zines"]]
        if self.issue not in turns:
            return self.draw_archive(scene, x, y, w)
        issue = source["zines"][turns.index(self.issue)]
        names = zine.Names(source)
        scene.document = zine.blocks(source, self.issue)
        at = turns.index(self.issue)
        y = self.bar(scene, x, y, w, f"Zine issue {self.issue} \u00b7 turn {self.issue} of {issue['turns']}",
                     back=self.home())
        y = self.grid(scene, x, y, w, [
            (f"issue:{turns[at - 1] if at else 'first'}", "Previous issue", "\u2190 Previous", "ghost" if at else "disabled",
             None),
            (f"issue:{turns[at + 1] if at + 1 < len(turns) else 'last'}", "Next issue", "Next \u2192",
             "ghost" if at + 1 < len(turns) else "disabled", None),
            ("view:archive", "Zine archive", "Zine archive", "ghost", None),
            ("print", "Print this issue", "Print", "primary", None)], self.cols(scene, 4, 2), size=17)
        if issue["turn"] == 1 and all(e["squad"] for e in source["managers"]):
            y = self.heading(scene, x, y + 6, w, "The squads")
            for entry in source["managers"]:
                y = self.draw_squad(scene, x, y, w, entry, names)
        for note in issue["notices"]:
            y = self.note(scene, x, y, w, zine.note_text(names, note), 15, theme.CHALK)
        if issue["draw"]:
            y = self.heading(scene, x, y + 6, w, "The draw")
            for d in issue["draw"]:
                y = self.note(scene, x, y, w, zine.draw_text(names, d) + ".", 15, theme.CHALK)
        for match in issue["matches"]:
            y = self.draw_zine_match(scene, x, y, w, match, names)
        y = self.heading(scene, x, y + 8, w, "State of play")
        for row in issue["table"]:
            y = self.note(scene, x, y, w, zine.table_text(names, row), 15, theme.CHALK)
        if issue["placings"]:
            y = self.note(scene, x, y, w, "Final placings: " + ", ".join(
                f"{i + 1}. {names.team(m)}" for i, m in enumerate(issue["placings"])), 16, theme.STRAW)
        rows = [row for row in issue["next"] if row["fields"]]
        if rows:
            y = self.heading(scene, x, y + 8, w, "Orders for the next turn")
        for row in rows:
            y = self.note(scene, x, y, w, zine.next_text(names, row), 15, theme.CHALK)
        return y

    def draw_squad(self, scene, x, y, w, entry, names):
        y = self.heading(scene, x, y, w, f"{names.team(entry['id'])} (manager {entry['name']})", 16)
        for p in entry["squad"]:
            stats = self.player_stats(p, short=scene.w < 700)
            scene.text(x + 4, y + 10, names.player(entry["id"], p["id"]), 14, theme.CHALK, 700,
                       max_width=w * 0.45 - 8, mirror=False)
            scene.text(x + w * 0.45, y + 10, stats, 13, theme.CHALK_DIM, max_width=w * 0.55, mirror=False)
            scene.text_only(f"{names.player(entry['id'], p['id'])}: {self.player_stats(p)}")
            y += 22
        return y + 6

    def draw_zine_match(self, scene, x, y, w, match, names):
        y = self.heading(scene, x, y + 8, w, f"{match['title']}: innings {match['innings']}, "
                         f"from over {match['first_over']}")
        if match["innings"] == 1 and match["first_over"] == 1 and match["weather"]:
            y = self.note(scene, x, y, w, f"Weather: {zine.ground_text(WEATHER, match['weather'])}")
        for note in match["notes"]:
            y = self.note(scene, x, y, w, zine.note_text(names, note))
        card = match["scorecards"][match["innings"] - 1]
        y = self.heading(scene, x, y, w, "Over by over", 16)
        for line in match["over_lines"]:
            y = self.draw_over(scene, x, y, w, line, names.player(card["fielding"], line["bowler"]))
        if match["highlights"]:
            y = self.heading(scene, x, y + 8, w, "Every Howzat!, and what else happened", 16)
        for h in match["highlights"]:
            y = self.note(scene, x, y, w, zine.highlight_text(names, match, h), 15,
                          theme.STRAW if h["kind"] == "wicket" else theme.CHALK)
        for sc in match["scorecards"]:
            y = self.draw_scorecard(scene, x, y + 6, w, sc, names)
        if match["result"]:
            y = self.note(scene, x, y, w, zine.result_text(names, match["result"]), 18, theme.STRAW)
        return y

    @staticmethod
    def draw_over(scene, x, y, w, line, bowler):
        """One over in four columns: its number, the bowler, each ball, the score after it."""
        num_w, score_w = 28, 58
        balls_w = min(160, max(100, w * 0.3))
        bowler_w = w - num_w - score_w - balls_w - 12
        balls = " ".join(line["balls"])
        score = f"{line['score'][0]}/{line['score'][1]}"
        scene.text(x + num_w - 6, y + 10, str(line["over"]), 14, theme.STRAW, 700, "right", mirror=False)
        scene.text(x + num_w, y + 10, bowler, 14, theme.CHALK, max_width=bowler_w, mirror=False)
        scene.text(x + num_w + bowler_w + 6, y + 10, balls, 14, theme.CHALK, 700, max_width=balls_w, mirror=False)
        scene.text(x + w - 4, y + 10, score, 14, theme.CHALK_DIM, align="right", mirror=False)
        scene.text_only(f"Over {line['over']}, {bowler}: {balls}, {score}")
        return y + 21

    def draw_scorecard(self, scene, x, y, w, card, names):
        bat, field = card["batting"], card["fielding"]
        target = f" (target {card['target']})" if card["target"] else ""
        y = self.heading(scene, x, y, w, f"{names.team(bat)} innings{target}", 17)
        num_w = 90
        for row in card["batting_card"]:
            who, how = names.player(bat, row["player"]), zine.dismissal(names, row, bat, field)
            figures = f"{row['runs']} ({row['balls']})"
            scene.rect(x, y, w, 44, fill=theme.TURF, radius=6)
            scene.text(x + 10, y + 14, who, 15, theme.CHALK, 700, max_width=w - num_w - 20, mirror=False)
            scene.text(x + 10, y + 33, how, 13, theme.CHALK_DIM, max_width=w - num_w - 20, mirror=False)
            scene.text(x + w - 10, y + 22, figures, 16, theme.CHALK, 700, "right", mirror=False)
            scene.text_only(f"{who}, {how}, {zine.plural(row['runs'], 'run')} from {zine.plural(row['balls'], 'ball')}")
            y += 48
        if card["did_not_bat"]:
            y = self.note(scene, x, y, w, "Did not bat: " + ", ".join(names.player(bat, p)
                                                                      for p in card["did_not_bat"]))
        y = self.note(scene, x, y, w, f"Total {card['runs']}/{card['wickets']} ({zine.plural(card['overs'], 'over')})",
                      16, theme.CHALK)
        if card["fall_of_wickets"]:
            y = self.note(scene, x, y, w, "Fall: " + ", ".join(f"{f['wicket']}-{f['runs']}"
                                                                for f in card["fall_of_wickets"]))
        y = self.note(scene, x, y, w, "Bowling: overs-maidens-runs-wickets")
        for row in card["bowling_card"]:
            who = names.player(field, row["player"])
            figures = f"{row['overs']}-{row['maidens']}-{row['runs']}-{row['wickets']}"
            scene.text(x + 10, y + 12, who, 15, theme.CHALK, max_width=w - num_w - 20, mirror=False)
            scene.text(x + w - 10, y + 12, figures, 15, theme.CHALK, 600, "right", mirror=False)
            scene.text_only(f"{who} {zine.plural(row['overs'], 'over')}, {zine.plural(row['maidens'], 'maiden')}, "
                            f"{zine.plural(row['runs'], 'run')}, {zine.plural(row['wickets'], 'wicket')}")
            y += 26
        return y + 6

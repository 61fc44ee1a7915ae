"""The bowling tab of a desk: who bowls each over of this phase. It starts from the standing plan
(at the break, overs 31-40 as first planned), offers only bowlers who may bowl (keepers never, nor
the hurt), and shows each bowler's overs so far; an over left empty goes to the GM's fallback."""

from pavilion.cosmic.zine import plural

from ... import theme


def short_names(names: dict, room=7) -> dict:
    """Each name cut to `room` characters, and those that would then read alike cut longer, one
    character at a time, until no two do ("Radio St", "Radio Sa", not "Radio S" twice)."""
    out = {k: n[:room] for k, n in names.items()}
    for width in range(room + 1, max(map(len, names.values()), default=0) + 1):
        seen = [v.casefold() for v in out.values()]
        clashes = [k for k, v in out.items() if seen.count(v.casefold()) > 1]
        if not clashes:
            break
        for k in clashes:
            out[k] = names[k][:width]
    return out


class BowlingPanel:
    brush = None  # the bowler being given overs

    def tap_brush(self, arg, event):
        self.brush = int(arg)
        self.tell(f"{self.player(self.brush)} selected: tap the overs he bowls.")

    def tap_over(self, arg, event):
        form, i = self.form(), int(arg)
        plan = list(form.value("bowling"))
        over = form.need["first_over"] + i
        if self.brush is None or plan[i] == self.brush:
            plan[i] = None
            said = f"Over {over}: no bowler planned (the GM's fallback bowls it)."
        else:
            plan[i] = self.brush
            said = f"Over {over}: {self.player(self.brush)}."
        self.set_draft("bowling", plan)
        self.tell(said)

    def bowlers(self) -> list:
        """Who may bowl: the eleven without any wicketkeeper (keepers never bowl) or the hurt."""
        form = self.form()
        hurt = form.need.get("hurt", [])
        return [pid for pid in form.eleven() if not form.squad[pid]["keeper"] and pid not in hurt]

    def draw_tab_bowling(self, scene, x, y, w):
        form = self.form()
        need, plan, first = form.need, form.value("bowling"), form.need["first_over"]
        bowled = need.get("bowled", {})
        standing = any(p is not None for p in form.stands("bowling"))
        y = self.refusal(scene, x, y, w, ("suggest", "clear", "over", "brush"))
        y = self.note(scene, x, y, w, f"Overs {first}-{need['last_over']}: at most {need['limit']} overs a bowler, "
                      "never two in a row, keepers never bowl. Choose a bowler, then tap his overs; an over left "
                      "empty goes to the GM's fallback (the best bowler free to bowl)."
                      + (" The plan you sent before stands until you change it." if standing else ""))
        y = self.grid(scene, x, y, w, [("suggest:bowling", "Fill in the computer's bowling plan", "Computer's plan",
                                        "ghost", None),
                                       ("clear:bowling", "Clear the bowling plan", "Clear", "ghost", None)], 2, size=16)
        items = []
        for pid in self.bowlers():
            p, name = form.squad[pid], self.player(pid)
            overs = plan.count(pid) + bowled.get(str(pid), 0)
            items.append((f"brush:{pid}", f"Bowler {name}: bowling {p['bowling']} {p['bowling_style']}, "
                          f"{plural(overs, 'over')}",
                          f"{name} \u00b7 {overs} ov", "ghost", self.brush == pid))
        if not items:
            return self.note(scene, x, y, w, "Pick the eleven first.", 16, theme.CHALK)
        y = self.grid(scene, x, y, w, items, self.cols(scene, 3, 2), size=14)
        short = short_names({pid: self.player(pid) for pid in set(plan) | set(self.bowlers()) if pid is not None})
        cells = [(f"over:{i}", f"Over {first + i}: {self.player(pid) if pid is not None else 'no bowler'}",
                  f"{first + i} " + (short[pid] if pid is not None else "\u2013"), "ghost",
                  pid is not None and pid == self.brush) for i, pid in enumerate(plan)]
        return self.grid(scene, x, y + 6, w, cells, self.cols(scene, 8 if scene.w >= 1100 else 6, 3), size=13)

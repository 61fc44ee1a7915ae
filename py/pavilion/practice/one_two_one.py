"""121: nine darts (three visits) to check out 121 under double out.

A checkout moves the next target up by one (122); three visits without one move it down by one,
never below 121. Ten targets a session (option `targets`: more, up to 50). Score: the highest
target checked out (none checked out: no score). A visit that would leave less than zero, exactly
1, or zero on a dart that is not a double is a bust, as in X01: the score goes back to what it was
before the visit, and the visit (one of the three) is over. The scoring and the out rule are X01's
(pavilion.x01.totals), so the two can never disagree; the route shown is X01's checkout.
"""

from pavilion.x01.checkout import route
from pavilion.x01.totals import out_bed, value

from .drill import Drill

START = 121
VISITS = 3


class OneTwoOne(Drill):
    slug = "121"
    title = "121"
    OPTIONS = {"targets": 10}
    CHOICES = {"targets": (range(10, 51), "A 121 session is 10 to 50 targets.")}

    def new_player(self):
        return {"target": START, "left": START, "visit_start": START, "visits": 0, "best": None,
                "attempts": [], "darts": 0, "on_target": 0}

    def throw(self, p, dart):
        p["on_target"] += 1
        after = p["left"] - value(dart)
        if after == 0 and out_bed(dart, "double"):
            p["attempts"].append({"target": p["target"], "checked_out": True, "darts": p["on_target"]})
            p["best"] = p["target"] if p["best"] is None else max(p["best"], p["target"])
            self._next(p, p["target"] + 1)
            return "checked out", True
        if after < 2:
            p["left"] = p["visit_start"]
            return "bust", True
        p["left"] = after
        return f"{after} left", False

    def end_visit(self, p):
        if p["on_target"] == 0:
            return  # no dart at this target yet: the visit's last dart checked out and moved it on
        p["visits"] += 1
        if p["visits"] == VISITS:
            p["attempts"].append({"target": p["target"], "checked_out": False, "darts": p["on_target"]})
            self._next(p, max(START, p["target"] - 1))
        p["visit_start"] = p["left"]

    @staticmethod
    def _next(p, target):
        p.update(target=target, left=target, visit_start=target, visits=0, on_target=0)

    def finished(self, p):
        return len(p["attempts"]) == self.options["targets"]

    def target(self, p):
        return None if self.finished(p) else str(p["left"])

    def score(self, p):
        return p["best"]

    def figure_words(self, figure):
        return "no checkout" if figure is None else f"a best checkout of {figure}"

    def progress(self, p):
        return {"target": p["target"], "left": p["left"], "visit": min(p["visits"] + 1, VISITS), "of": VISITS,
                "attempts": [dict(a) for a in p["attempts"]], "targets": self.options["targets"]}

    def route(self, p, darts_left: int):
        """X01's suggested checkout for what is left with the darts left in the visit (None: none)."""
        found = None if self.finished(p) else route(p["left"], darts_left, "double")
        return None if found is None else [str(d) for d in found]

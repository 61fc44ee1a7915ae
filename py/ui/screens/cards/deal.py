"""The deal as the table shows it: every turn's events in one timeline, the grid at any step of it,
and how long each step waits at each dealing speed.

Nothing here decides anything: the engine's events say where each card went, what was covered and
when the pack was gathered up; this module only replays them onto a picture of the grid.
"""

SPEEDS = {"slow": 250, "normal": 90, "fast": 30, "instant": 0}  # ms a card takes to land
COVER_STEPS = 3  # a set shows marked for three cards' time before its new cards land
TURN_STEPS = 8  # and the table rests for eight between turns
MIN_TURN_PAUSE = 400  # ms: even fast, the end of a turn is seen


def table_at(events) -> dict:
    """The grid after `events` (one turn's, from its start): what the table shows at that moment.
    Deals land on cells, a cover marks the set being covered until its new cards are down, and a
    reshuffle gathers the grid up."""
    tops, under, covering, count, last = [None] * 9, [0] * 9, [], 0, None
    reshuffles, passed = 0, False
    for event in events:
        if event["type"] == "deal":
            cell = event["cell"] - 1
            if tops[cell] is not None:
                under[cell] += 1
            tops[cell], count, last = event["card"], event["count"], cell
            if event["cell"] in covering:
                covering.remove(event["cell"])
        elif event["type"] == "cover":
            covering = list(event["cells"])
        elif event["type"] == "pass":
            passed = True
        else:
            tops, under, covering, last = [None] * 9, [0] * 9, [], None
            reshuffles += 1
    return {"tops": tops, "under": under, "covering": covering, "count": count, "last": last,
            "reshuffles": reshuffles, "passed": passed}


class Timeline:
    """Every turn's events in match order, flat, so the animation is a cursor into one list.
    The record only grows (a take-back starts a new timeline), so a cursor stays valid as play goes on."""

    def __init__(self, state):
        self.turns = {}  # turn number -> (innings index, turn record)
        for i, inn in enumerate(state["innings"]):
            for turn in inn["turns"]:
                self.turns[turn["number"]] = (i, turn)
        live = state["turn"]
        if live and live["in_progress"]:
            self.turns[live["number"]] = (len(state["innings"]) - 1, live)
        self.steps = [(n, k) for n in sorted(self.turns) for k in range(len(self.turns[n][1]["events"]))]

    def __len__(self):
        return len(self.steps)

    def delay(self, cursor: int, speed: str) -> int:
        """How long step `cursor` waits before it shows: a card's time, longer for a cover, a rest
        between turns."""
        step = SPEEDS[speed]
        n, k = self.steps[cursor]
        if cursor and self.steps[cursor - 1][0] != n:
            return max(step * TURN_STEPS, MIN_TURN_PAUSE) if step else 0
        event = self.turns[n][1]["events"][k]
        return step * COVER_STEPS if event["type"] == "cover" else step

    def duration(self, speed: str) -> float:
        """Seconds the whole timeline takes to deal at `speed` (the bench's figure)."""
        return sum(self.delay(i, speed) for i in range(len(self.steps))) / 1000

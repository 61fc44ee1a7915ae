"""How a batter is out (caught, lbw, stumped...): flavour for the scorecard, drawn from a seeded
stream of its own ("dismissal", the roll's index), so it never changes a run or a wicket.

Which wickets fall is the dice's business; this only says how, in proportions like a T20 season's
(caught most often, stumpings only off spin, caught behind and stumped by the side's keeper).
"""

from ..core import stream
from .players import PLAYER_BY_ID

# (kind, weight out of 100) for a wicket off a wicket chance, by the bowler's type
KINDS = {
    "pace": (("caught", 46), ("caught behind", 12), ("caught and bowled", 3), ("bowled", 22),
             ("lbw", 16), ("hit wicket", 1)),
    "spin": (("caught", 44), ("caught behind", 6), ("caught and bowled", 5), ("bowled", 18),
             ("lbw", 17), ("stumped", 10)),
}
NEEDS_KEEPER = ("caught behind", "stumped")


class Fielding:
    """The fielding side's eleven and the stream ("dismissal", the roll's index) that says how
    each batter of the over is out; the stream is made at the over's first wicket (most overs
    have none, and making a stream is the dear part)."""

    def __init__(self, seed: str, index: int, fielders: list):
        self.seed, self.index, self.fielders = seed, index, fielders
        self.keeper = next((p for p in fielders if PLAYER_BY_ID[p].role == "keeper"), None)
        self._stream = None

    @property
    def stream(self):
        if self._stream is None:
            self._stream = stream(self.seed, "dismissal", self.index)
        return self._stream

    def bowler_wicket(self, bowler_id: str) -> dict:
        """{"kind", "fielder"} for a wicket the bowler takes."""
        roll = self.stream.randint(1, 100)
        for kind, weight in KINDS[PLAYER_BY_ID[bowler_id].bowling]:
            roll -= weight
            if roll <= 0:
                break
        if kind in NEEDS_KEEPER and self.keeper in (None, bowler_id):
            kind = "caught"
        fielder = None
        if kind == "caught":
            fielder = self.stream.choice([p for p in self.fielders if p not in (bowler_id, self.keeper)])
        elif kind in NEEDS_KEEPER:
            fielder = self.keeper
        return {"kind": kind, "fielder": fielder}

    def run_out(self) -> dict:
        return {"kind": "run out", "fielder": self.stream.choice(self.fielders)}


def surname(player_id: str) -> str:
    return PLAYER_BY_ID[player_id].name.split(" ", 1)[-1]


def how_text(how: dict, bowler_id=None) -> str:
    """'c Lamplugh b Ockenden', 'lbw b Ockenden', 'st †Brindle b Vosper', 'run out (Yapp)'."""
    kind, fielder = how["kind"], how["fielder"]
    if kind == "run out":
        return f"run out ({surname(fielder)})" if fielder else "run out"
    by = f"b {surname(bowler_id)}"
    return {"bowled": by, "lbw": f"lbw {by}", "hit wicket": f"hit wicket {by}",
            "caught and bowled": f"c & {by}", "caught": f"c {surname(fielder or bowler_id)} {by}",
            "caught behind": f"c †{surname(fielder or bowler_id)} {by}",
            "stumped": f"st †{surname(fielder or bowler_id)} {by}"}[kind]

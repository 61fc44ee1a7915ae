"""The postal competition as a match record: managers, turns, the draw, orders, the GM's runs.

    options: {"mode": "competition"|"match", "overs": 20|40|50,
              "managers": [{"name": str, "computer": bool}, ...]}       # 4 managers, or 2
    actions: {"type": "orders", "turn": t, "manager": m, "orders": {...}}   # see orders.py
             {"type": "run", "turn": t}                                    # the GM runs turn t

Turn 1: squads named, toss wishes, the draw, tosses and pitches. A competition then plays both
semi-finals in turns 2-5 and the final and 3rd/4th play-off in turns 6-9; a single match plays in
turns 2-5. Orders sent again in the same turn replace the earlier ones. Computer managers decide
when the turn is run; a person who sent nothing gets the GM's fallbacks, and the zine says so.
"""

from ..core import RuleError, stream
from . import manager as computer
from .bowling import over_limit
from .fixture import Fixture
from .ground import describe, PITCHES, roll_pitch
from .orders import check_orders
from .squad import check_name, roll_squad
from . import zine

MODES = {"match": 2, "competition": 4}
OVERS = {20: 15, 40: 30, 50: 35}  # overs a side -> the turn break (the 30 of 30 + 10)
TURNS = {"match": 5, "competition": 9}
TOSS_TURNS = {"match": (1,), "competition": (1, 5)}


def check_options(options: dict) -> dict:
    """Options in full form, with a RuleError for each fault."""
    if not isinstance(options, dict):
        raise RuleError("bad-option", "The options are not readable.")
    unknown = sorted(k for k in options if k not in ("mode", "overs", "managers"))
    if unknown:
        raise RuleError("bad-option", f"Unknown option {str(unknown[0])[:30]!r}.")
    mode = options.get("mode", "match")
    if not isinstance(mode, str) or mode not in MODES:  # a list or dict from a link cannot be looked up
        raise RuleError("bad-option", "The mode is 'match' (two managers) or 'competition' (four).")
    overs = options.get("overs", 40)
    if type(overs) is not int or overs not in OVERS:
        raise RuleError("bad-option", "Matches are 20, 40 or 50 overs a side.")
    count = MODES[mode]
    managers = options.get("managers")
    if managers is None:
        managers = [{"name": f"Manager {i + 1}", "computer": i > 0} for i in range(count)]
    if not isinstance(managers, list) or len(managers) != count:
        raise RuleError("bad-option", f"A {mode} has {count} managers.")
    out = []
    for i, entry in enumerate(managers):
        if not isinstance(entry, dict) or set(entry) - {"name", "computer"}:
            raise RuleError("bad-option", f"Manager {i + 1} is not readable.")
        name = check_name(entry.get("name"), f"Manager {i + 1}'s name")
        if not isinstance(entry.get("computer", False), bool):
            raise RuleError("bad-option", f"Say whether manager {i + 1} is the computer (true or false).")
        out.append({"name": name, "computer": entry.get("computer", False)})
    return {"mode": mode, "overs": overs, "managers": out}


class Game:
    """The competition replayed from its record: built once, then stepped one action at a time."""

    def __init__(self, record: dict):
        options = check_options(record["options"])
        self.seed, self.mode, self.overs = record["seed"], options["mode"], options["overs"]
        self.split, self.limit = OVERS[self.overs], over_limit(self.overs)
        self.turns = TURNS[self.mode]
        self.managers = [{"name": m["name"], "computer": m["computer"], "team": None, "names": None,
                          "toss": "bowl" if m["computer"] else "bat"} for m in options["managers"]]
        self.squads = [roll_squad(stream(self.seed, f"squad:{m}")) for m in range(len(self.managers))]
        self.turn, self.fixtures, self.pitches_used, self.zines = 1, [], [], []
        self.pending = {}

    @property
    def done(self) -> bool:
        return self.turn > self.turns

    # -- what a manager may send ------------------------------------------------------------------
    def needs(self, m: int) -> dict:
        """Fields manager `m` may send this turn, whether the GM waits for him, and the context."""
        if self.done:
            return {"fields": [], "required": False}
        if self.turn == 1:
            return {"fields": ["team_name", "names", "toss"], "required": True, "squad": self.squads[m]}
        for fixture in self.fixtures:
            need = fixture.needs(self.turn, m, self.squads[m])
            if need is not None:
                need["names"] = self.managers[m]["names"]
                if self._toss_open():
                    need["fields"] = need["fields"] + ["toss"]
                need["required"] = True
                return need
        return {"fields": ["toss"] if self._toss_open() else [], "required": False}

    def _toss_open(self) -> bool:
        """A toss wish counts while a toss is still to be made (end of turn 1; of turn 5 for the finals)."""
        return self.turn <= max(TOSS_TURNS[self.mode])

    # -- actions ----------------------------------------------------------------------------------
    def step(self, action, index: int):
        """Check `action` and carry it out; nothing changes if it is refused."""
        if not isinstance(action, dict) or action.get("type") not in ("orders", "run"):
            raise RuleError("bad-action", "This is not a Cosmic Cricket action.")
        allowed = {"orders": {"type", "turn", "manager", "orders"}, "run": {"type", "turn"}}[action["type"]]
        if set(action) - allowed:
            raise RuleError("bad-action", "This action holds something unknown.")
        if self.done:
            raise RuleError("game-over", "The competition is over.")
        if action.get("turn") != self.turn or isinstance(action.get("turn"), bool):
            raise RuleError("wrong-turn", f"These are not orders for turn {self.turn}, the turn now being played.")
        if action["type"] == "run":
            self._run(index)
            return
        m = action.get("manager")
        if not isinstance(m, int) or isinstance(m, bool) or not 0 <= m < len(self.managers):
            raise RuleError("bad-manager", "These orders do not say which manager sent them.")
        if self.managers[m]["computer"]:
            raise RuleError("computer-manager", "That team is managed by the computer.")
        need = self.needs(m)
        if not need["fields"]:
            raise RuleError("nothing-to-send", "This manager has no orders to send this turn.")
        self.pending[m] = check_orders(action.get("orders"), need)

    def _run(self, index: int):
        def rng_for(fid):
            return lambda name: stream(self.seed, f"{name}:{fid}", index)

        notes, reports, draw = [], [], []
        for m, entry in enumerate(self.managers):
            if "toss" in self.pending.get(m, {}):
                entry["toss"] = self.pending[m]["toss"]
        if self.turn == 1:
            self._name_squads(index, notes)
            draw = self._draw(index, 2)
        else:
            orders = {m: self.pending.get(m) for m in range(len(self.managers))}
            computers = {m: e["computer"] for m, e in enumerate(self.managers)}
            squads = dict(enumerate(self.squads))
            for fixture in self.fixtures:
                if fixture.phase(self.turn) is not None:
                    reports.append(fixture.play_turn(self.turn, orders, squads, computers, rng_for(fixture.id)))
            if self.mode == "competition" and self.turn == 5:
                draw = self._draw(index, 6)
        self.zines.append(zine.issue(self, self.turn, notes, draw, reports))
        self.turn += 1
        self.pending = {}
        self.zines[-1]["next"] = zine.next_orders(self)
        self.zines[-1]["placings"] = self.placings()

    def _name_squads(self, index, notes):
        for m, entry in enumerate(self.managers):
            sent = self.pending.get(m, {})
            taken = [e["team"] for e in self.managers[:m]]
            team, players = computer.names(stream(self.seed, f"names:{m}", index), taken)
            if not entry["computer"] and "names" not in sent:
                notes.append({"kind": "gm-names", "manager": m})
            entry["team"] = sent.get("team_name", team)
            entry["names"] = sent.get("names", players)

    def _draw(self, index, start_turn) -> list:
        """Fixtures starting at `start_turn`, each with its pitch (never a face used before) and toss."""
        rng = stream(self.seed, "draw", index)
        if self.mode == "match":
            pairs = [("match", "The match", [0, 1])]
        elif start_turn == 2:
            seats = rng.shuffled(range(4))
            pairs = [("sf1", "Semi-final 1", seats[:2]), ("sf2", "Semi-final 2", seats[2:])]
        else:
            sf = [f.result for f in self.fixtures]
            pairs = [("final", "The final", [sf[0]["winner"], sf[1]["winner"]]),
                     ("playoff", "3rd/4th play-off", [sf[0]["loser"], sf[1]["loser"]])]
        made = []
        for fid, title, managers in pairs:
            fixture = Fixture(fid, title, managers, start_turn, overs=self.overs, split=self.split, limit=self.limit)
            fixture.pitch = roll_pitch(rng, self.pitches_used)
            self.pitches_used.append(fixture.pitch)
            fixture.make_toss(rng, {m: self.managers[m]["toss"] for m in managers})
            self.fixtures.append(fixture)
            made.append(fid)
        return made

    # -- the state ---------------------------------------------------------------------------------
    def placings(self):
        if not self.done:
            return None
        by_id = {f.id: f.result for f in self.fixtures}
        if self.mode == "match":
            return [by_id["match"]["winner"], by_id["match"]["loser"]]
        return [by_id["final"]["winner"], by_id["final"]["loser"], by_id["playoff"]["winner"],
                by_id["playoff"]["loser"]]

    def state(self) -> dict:
        needs = []
        for m in range(len(self.managers)):
            need = {k: v for k, v in self.needs(m).items() if k not in ("squad", "names")}
            if "bowled" in need:  # JSON keys are text
                need["bowled"] = {str(k): v for k, v in need["bowled"].items()}
            needs.append(need)
        return {
            "game": "cosmic",
            "mode": self.mode,
            "overs": self.overs,
            "split": self.split,
            "over_limit": self.limit,
            "turn": min(self.turn, self.turns),
            "turns": self.turns,
            "done": self.done,
            "managers": [
                {"id": m, "name": e["name"], "computer": e["computer"], "team": e["team"], "toss": e["toss"],
                 "squad": [dict(p, name=e["names"][p["id"]] if e["names"] else None) for p in self.squads[m]],
                 "sent": m in self.pending, "orders": self.pending.get(m)}
                for m, e in enumerate(self.managers)
            ],
            "needs": needs,
            "pitches_used": [describe(PITCHES, p) for p in self.pitches_used],
            "matches": [f.to_dict(self.turn) for f in self.fixtures],
            "placings": self.placings(),
            "zines": self.zines,
            "waiting_for": [m for m in range(len(self.managers))
                            if needs[m]["required"] and not self.managers[m]["computer"] and m not in self.pending],
        }

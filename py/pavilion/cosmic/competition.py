"""The postal competition as a match record: managers, turns, the draw, orders, the GM's runs.

    options: {"mode": "competition"|"match", "overs": 20|40|50,
              "managers": [{"name": str, "computer": bool}, ...]}       # 4 managers, or 2
    actions: {"type": "orders", "turn": t, "manager": m, "orders": {...}, "seq": n}  # seq: codes only
             {"type": "run", "turn": t}                                  # the GM runs turn t
             {"type": "invite", "manager": m}                           # a new invitation: a new key
             {"type": "deadline", "turn": t, "text": "Friday 8 pm"}     # when turn t's orders are due
             {"type": "hand-over", "manager": m}                        # the computer takes his team

Turn 1: squads named, toss wishes, the draw, tosses and pitches. A competition then plays both
semi-finals in turns 2-5 and the final and 3rd/4th play-off in turns 6-9; a single match plays in
turns 2-5. Orders sent again in the same turn replace the earlier ones; an orders code older than
the last one taken from that manager is refused. Computer managers decide when the turn is run; a
person who sent nothing gets the computer's orders where something was needed, and the zine says so.

A record replays under the rules of its version: version 1 (before postal play between rivals)
rotated the GM's fallback bowlers through the whole eleven, gave a silent person's bowling to that
fallback over by over, and took conditional orders that could never fire. See docs/cosmic.md.
"""

import copy

from ..core import RuleError, stream
from . import manager as computer
from .bowling import over_limit
from .fixture import Fixture
from .ground import describe, PITCHES, roll_pitch
from .orders import check_orders
from .squad import NAME_MAX, check_name, roll_squad
from .trust import MAX_INVITATIONS, competition_id, manager_key
from . import zine

MODES = {"match": 2, "competition": 4}
OVERS = {20: 15, 40: 30, 50: 35}  # overs a side -> the turn break (the 30 of 30 + 10)
TURNS = {"match": 5, "competition": 9}
TOSS_TURNS = {"match": (1,), "competition": (1, 5)}
ACTION_KEYS = {"orders": ({"type", "turn", "manager", "orders"}, {"seq"}), "run": ({"type", "turn"}, set()),
               "invite": ({"type", "manager"}, set()), "deadline": ({"type", "turn", "text"}, set()),
               "hand-over": ({"type", "manager"}, set())}
COPIES = ("", " II", " III", " IV")  # a name taken by an earlier squad, sorted out in turn 1


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


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _copy_name(name: str, taken: set) -> str:
    """`name`, or `name II` (III, IV) if an earlier squad has it: within the 40-character limit."""
    for suffix in COPIES:
        candidate = name[:NAME_MAX - len(suffix)].rstrip() + suffix
        if candidate.casefold() not in taken:
            return candidate
    raise AssertionError("four squads cannot take more than four copies of a name")


class Game:
    """The competition replayed from its record: built once, then stepped one action at a time."""

    def __init__(self, record: dict):
        options = check_options(record["options"])
        self.seed, self.mode, self.overs = record["seed"], options["mode"], options["overs"]
        self.version = record["version"]
        self.split, self.limit = OVERS[self.overs], over_limit(self.overs)
        self.turns = TURNS[self.mode]
        self.managers = [{"name": m["name"], "computer": m["computer"], "team": None, "names": None,
                          "toss": "bowl" if m["computer"] else "bat"} for m in options["managers"]]
        count = len(self.managers)
        self.squads = [roll_squad(stream(self.seed, f"squad:{m}")) for m in range(count)]
        self.turn, self.fixtures, self.pitches_used, self.zines = 1, [], [], []
        self.pending = {}
        self.generations = [0] * count  # invitations made for each manager: his key's number
        self.seqs = [0] * count  # the newest orders code taken from each manager
        self.handed_in = set()  # managers who have ever sent orders: their desk at the GM's screen is locked
        self.deadlines = {}  # turn -> when its orders are due, as the GM wrote it
        self.notices = []  # for the next zine: teams handed to the computer

    @property
    def done(self) -> bool:
        return self.turn > self.turns

    @property
    def cid(self) -> str:
        return competition_id(self.seed)

    def key(self, m: int, generation=None) -> str:
        return manager_key(self.seed, m, self.generations[m] if generation is None else generation)

    def locked(self, m: int) -> bool:
        """Whether manager m's desk at the GM's screen opens only with his key: once he has handed
        in orders, or been sent an invitation (which tells him his key)."""
        return m in self.handed_in or self.generations[m] > 0

    # -- what a manager may send ------------------------------------------------------------------
    def needs(self, m: int) -> dict:
        """Fields manager `m` may send this turn, whether the GM waits for him, and what his form
        needs to know (his squad and names included: `check_orders` reads them)."""
        base = {"squad": self.squads[m], "names": self.managers[m]["names"], "overs": self.overs}
        person = not self.managers[m]["computer"]
        if self.done:
            return dict(base, fields=[], required=False)
        if self.turn == 1:
            return dict(base, fields=["team_name", "names", "toss"], required=person)
        toss = ["toss"] if self._toss_open() else []
        for fixture in self.fixtures:
            need = fixture.needs(self.turn, m, self.squads[m])
            if need is not None:
                need.update(names=base["names"], fields=need["fields"] + toss,
                            required=need["required"] and person)
                return need
        return dict(base, fields=toss, required=False)

    def _toss_open(self) -> bool:
        """A toss wish counts while a toss is still to be made (end of turn 1; of turn 5 for the finals)."""
        return self.turn <= max(TOSS_TURNS[self.mode])

    def waiting_for(self) -> list:
        return [m for m in range(len(self.managers))
                if self.needs(m)["required"] and not self.managers[m]["computer"] and m not in self.pending]

    def fork(self) -> "Game":
        """A copy to step on, leaving this game as it is. A fixture is copied only when a run plays
        it (`_run`): orders, sent again and again, do not copy whole matches."""
        other = copy.copy(self)
        other.managers = [dict(entry) for entry in self.managers]
        other.fixtures, other.pitches_used, other.zines = list(self.fixtures), list(self.pitches_used), list(self.zines)
        other.pending, other.deadlines, other.notices = dict(self.pending), dict(self.deadlines), list(self.notices)
        other.generations, other.seqs, other.handed_in = list(self.generations), list(self.seqs), set(self.handed_in)
        return other

    # -- actions ----------------------------------------------------------------------------------
    def step(self, action, index: int):
        """Check `action` and carry it out; nothing changes if it is refused."""
        if not isinstance(action, dict) or not isinstance(action.get("type"), str) or action["type"] not in ACTION_KEYS:
            raise RuleError("bad-action", "This is not a Cosmic Cricket action.")
        kind = action["type"]
        needed, optional = ACTION_KEYS[kind]
        if set(action) - needed - optional or needed - set(action):
            raise RuleError("bad-action", "This action holds something unknown, or misses a part.")
        if self.done:
            raise RuleError("game-over", "The competition is over.")
        if "turn" in action and (action["turn"] != self.turn or not _whole(action["turn"])):
            raise RuleError("wrong-turn", f"These are not orders for turn {self.turn}, the turn now being played.")
        if kind == "run":
            self._run(index)
        elif kind == "deadline":
            self.deadlines[self.turn] = check_name(action["text"], "The deadline")
        else:
            m = self._person(action.get("manager"))
            if kind == "invite":
                if self.generations[m] >= MAX_INVITATIONS:
                    raise RuleError("too-many-invitations", f"{self.managers[m]['name']} has had {MAX_INVITATIONS} "
                                                            "invitations, the most one manager can have.")
                self.generations[m] += 1
            elif kind == "hand-over":
                self.managers[m]["computer"] = True
                self.managers[m]["toss"] = "bowl"
                self.pending.pop(m, None)
                self.notices.append({"kind": "handed-over", "manager": m, "turn": self.turn})
            else:
                self._orders(m, action)

    def _person(self, m) -> int:
        if not _whole(m) or not 0 <= m < len(self.managers):
            raise RuleError("bad-manager", "These orders do not say which manager sent them.")
        if self.managers[m]["computer"]:
            raise RuleError("computer-manager", "That team is managed by the computer.")
        return m

    def _orders(self, m: int, action: dict):
        need = self.needs(m)
        if not need["fields"]:
            raise RuleError("nothing-to-send", "This manager has no orders to send this turn.")
        seq = action.get("seq")
        if seq is not None:
            name = self.managers[m]["name"]
            if not _whole(seq) or seq < 1:
                raise RuleError("bad-action", "These orders have no valid number.")
            if seq == self.seqs[m]:
                raise RuleError("orders-in", f"These orders from {name} are already in.")
            if seq < self.seqs[m]:
                raise RuleError("stale-orders", f"These orders from {name} are older than the ones already in "
                                                "(a newer code came first), so they were not taken.")
        orders = check_orders(action.get("orders"), need, strict=self.version >= 2)
        if seq is not None:
            self.seqs[m] = seq
        self.pending[m] = orders
        self.handed_in.add(m)

    def _run(self, index: int):
        def rng_for(fid):
            return lambda name: stream(self.seed, f"{name}:{fid}", index)

        notes, reports, draw = self.notices, [], []
        if self.turn > 1:  # in turn 1 the GM names a silent squad, and says so
            notes += [{"kind": "missed", "manager": m, "deadline": self.deadlines.get(self.turn)}
                      for m in self.waiting_for()]
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
            for at, fixture in enumerate(self.fixtures):
                if fixture.phase(self.turn) is not None:
                    # shared with the game this one was forked from: play a copy (the squads stay shared)
                    fixture = self.fixtures[at] = copy.deepcopy(fixture, {id(s): s for s in self.squads})
                    reports.append(fixture.play_turn(self.turn, orders, squads, computers, rng_for(fixture.id),
                                                     version=self.version))
            if self.mode == "competition" and self.turn == 5:
                draw = self._draw(index, 6)
        self.zines.append(zine.issue(self, self.turn, notes, draw, reports))
        self.turn += 1
        self.pending, self.notices = {}, []
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
        self._sort_out_duplicates(notes)

    def _sort_out_duplicates(self, notes):
        """The seed's turn 1: "the teams are published in the zine, and any duplicates sorted out".
        A team name or a player (a celebrity picked twice) already in an earlier squad, by seat
        order, becomes a second copy: "Elvis Presley II"."""
        teams, players = set(), set()
        for m, entry in enumerate(self.managers):
            team = _copy_name(entry["team"], teams)
            if team != entry["team"]:
                notes.append({"kind": "renamed", "manager": m, "player": None, "was": entry["team"], "now": team})
            entry["team"] = team
            teams.add(team.casefold())
            names = list(entry["names"])
            for pid, name in enumerate(names):
                names[pid] = _copy_name(name, players)
                if names[pid] != name:
                    notes.append({"kind": "renamed", "manager": m, "player": pid, "was": name, "now": names[pid]})
            players.update(n.casefold() for n in names)
            entry["names"] = names

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

    def need_dict(self, m: int) -> dict:
        """A need as JSON: no squad (the state has it), keys as text."""
        need = {k: v for k, v in self.needs(m).items() if k not in ("squad", "names")}
        if "bowled" in need:
            need["bowled"] = {str(k): v for k, v in need["bowled"].items()}
        return need

    def state(self) -> dict:
        """Everything, for the GM's own device: it holds the seed's results and every manager's orders."""
        return {
            "game": "cosmic",
            "role": "gm",
            "version": self.version,
            "cid": self.cid,
            "mode": self.mode,
            "overs": self.overs,
            "split": self.split,
            "over_limit": self.limit,
            "turn": min(self.turn, self.turns),
            "turns": self.turns,
            "done": self.done,
            "deadline": self.deadlines.get(self.turn),
            "managers": [
                {"id": m, "name": e["name"], "computer": e["computer"], "team": e["team"], "toss": e["toss"],
                 "squad": [dict(p, name=e["names"][p["id"]] if e["names"] else None) for p in self.squads[m]],
                 "sent": m in self.pending, "orders": self.pending.get(m), "seq": self.seqs[m],
                 "invitations": self.generations[m], "locked": self.locked(m)}
                for m, e in enumerate(self.managers)
            ],
            "needs": [self.need_dict(m) for m in range(len(self.managers))],
            "pitches_used": [describe(PITCHES, p) for p in self.pitches_used],
            "matches": [f.to_dict(self.turn) for f in self.fixtures],
            "placings": self.placings(),
            "zines": self.zines,
            "waiting_for": self.waiting_for(),
        }

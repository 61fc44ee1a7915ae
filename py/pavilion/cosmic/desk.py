"""A manager's desk on his own device: his invitation, the turn sheets the GM sent him, the orders
he made. It is a record like any other (saved, listed on the hub, replayed), but it rolls no dice
and never holds the competition's seed:

    {"game": "cosmic", "version": 3, "seed": <the competition's public id>, "options": {"desk": m},
     "actions": [{"type": "invitation", "code": "CI1..."},    # his key; a newer invitation replaces it
                 {"type": "sheet", "code": "CS1..."},         # a turn sheet, as it arrived
                 {"type": "made", "turn": t, "orders": {...}}]}  # orders he made into a code

The shared record shape needs a seed; a desk's is the competition's public id, which names it.
Codes are kept as they arrived and opened again on replay with the key, so a desk record is exactly
what was received. Each "made" is numbered on replay (one more than the newest number the desk or
the GM's latest sheet knows of), and the code made from it carries that number: the GM takes only
codes newer than the last one he took.

A desk that holds a key takes a newer invitation only if it carries a voucher made with that key
(`trust.vouch`): only the GM, who made the old key, can make one, so a rival's invitation with a key
of his own choosing is refused. A desk of version 2 (saved before vouchers) took any newer invitation
on trust, and replays so. Its next action makes it version 3 (`upgrade`) with options {"desk": m,
"trusted": n}: its first n actions (those it had) replay under version 2's rules, and every later
invitation needs a voucher, like any desk's.
"""

import copy

from ..core import RuleError
from . import postal, trust
from .orders import check_orders
from .shape import check_sheet

MAX_PENDING = 3  # sheets arriving in parts at once (a newer one's parts push out the oldest unfinished)

def check_desk_options(record) -> tuple:
    """(manager, trusted) of a desk record: whose desk, and how many of its first actions it took
    under version 2's rules (a desk saved before vouchers, upgraded: 0 for any other)."""
    options = record["options"]
    if not isinstance(options, dict) or "desk" not in options or not set(options) <= {"desk", "trusted"}:
        raise RuleError("bad-option", "This desk is not readable.")
    m = options["desk"]
    if not isinstance(m, int) or isinstance(m, bool) or not 0 <= m < 4:
        raise RuleError("bad-option", "This desk does not say whose it is.")
    trusted = options.get("trusted", 0)
    if "trusted" in options and (record["version"] < 3 or not isinstance(trusted, int) or isinstance(trusted, bool)
                                 or not 0 <= trusted <= len(record["actions"])):
        raise RuleError("bad-option", "This desk does not say rightly which of its actions it took before "
                                      "invitations carried vouchers.")
    return m, trusted


def need_of(sheet: dict) -> dict:
    """The need in a sheet as `check_orders` reads it: with his squad, names and numbers as numbers."""
    need = dict(sheet["need"])
    squad = sheet["managers"][sheet["manager"]]["squad"]
    need["squad"] = squad
    need["names"] = [p["name"] for p in squad] if squad and squad[0]["name"] is not None else None
    if "bowled" in need:
        need["bowled"] = {int(k): v for k, v in need["bowled"].items()}
    return need


class Desk:
    def __init__(self, record: dict):
        self.manager, self.trusted = check_desk_options(record)
        self.cid, self.version = record["seed"], record["version"]
        self.key, self.generation = None, -1
        self.vouchers = None  # those of the invitation that gave the key: each earlier key's, for this one
        self.sheets = []  # as opened, in the order they arrived
        self.made = []  # {"turn", "seq", "orders"}
        self.parts = {}  # sheet id -> {"n": parts, "pieces": {k: piece}}: sheets arriving in parts, not yet whole
        self.sheet_ids = frozenset()  # the sheets taken, by id: a part of one of them is already here

    @property
    def sheet(self):
        return self.sheets[-1] if self.sheets else None

    def next_seq(self) -> int:
        known = [self.made[-1]["seq"]] if self.made else []
        return max(known + [self.sheet["seq"] if self.sheet else 0]) + 1

    def fork(self) -> "Desk":
        """A copy to step on, leaving this desk as it is (a sheet or orders, once taken, never change)."""
        other = copy.copy(self)
        other.sheets, other.made = list(self.sheets), list(self.made)
        return other

    def upgrade(self, record) -> dict:
        """Make this desk of version 2 (saved before vouchers) version 3, and its record with it: the
        actions it has keep the rules they were taken under, and a new invitation needs a voucher."""
        self.version, self.trusted = 3, len(record["actions"])
        return dict(record, version=3, options={"desk": self.manager, "trusted": self.trusted})

    def step(self, action, index: int):
        """Take one action, the record's `index`th (one of the first `trusted` of an upgraded desk
        takes a newer invitation on trust, as version 2 did)."""
        if not isinstance(action, dict) or action.get("type") not in ("invitation", "sheet", "part", "made") \
                or not isinstance(action["type"], str):
            raise RuleError("bad-action", "This is not an action of a manager's desk.")
        kind = action["type"]
        if set(action) != ({"type", "turn", "orders"} if kind == "made" else {"type", "code"}):
            raise RuleError("bad-action", "This action holds something unknown, or misses a part.")
        if kind == "invitation":
            self._invitation(action["code"], on_trust=self.version < 3 or index < self.trusted)
        elif self.key is None:
            raise RuleError("no-invitation", "Open your invitation first: it holds your key.")
        elif kind == "sheet":
            self._sheet(action["code"])
        elif kind == "part":
            self._part(action["code"])
        else:
            self._made(action["turn"], action["orders"])

    def _invitation(self, code, on_trust):
        found = postal.read_invitation(code)
        if found["cid"] != self.cid or found["manager"] != self.manager:
            raise RuleError("other-game", "This invitation is for another manager or another competition.")
        if found["generation"] == self.generation and found["key"] == self.key:
            raise RuleError("invitation-in", "This invitation is already on this desk.")
        if found["generation"] < self.generation and (on_trust or self.vouches_for_mine(found)):
            raise RuleError("old-invitation", "This invitation is older than the one this desk holds.")
        if self.key is not None and (found["generation"] <= self.generation or not on_trust
                                     and not self.vouched(found)):
            raise RuleError("not-from-gm", "This invitation was not made by the games master who gave this desk "
                                           "its key (anyone can make one with a key of his own), so nothing changed. "
                                           "Ask the games master for a new invitation; if he says he made this one, "
                                           "compare its fingerprint with his screen and reset this desk with it.")
        self.key, self.generation, self.vouchers = found["key"], found["generation"], found["vouchers"]
        self._take(found["sheet"], after_invitation=True)

    def _sheet(self, code):
        code = "".join(code.split()) if isinstance(code, str) else code
        self._take(self.with_squads(postal.read_sheet(code, self.cid, self.manager, self.key)))
        self.sheet_ids |= {postal.sheet_id(code)}

    def _part(self, code):
        """One part of a sheet sent as a sequence of QR codes: kept until the desk has them all (in any
        order), then the sheet they make is taken like any other."""
        part = postal.read_part(code)
        if part["cid"] != self.cid or part["manager"] != self.manager:
            raise RuleError("other-manager", "This part of a turn sheet is for another desk.")
        sid, k, n = part["id"], part["k"], part["n"]
        if sid in self.sheet_ids:
            raise RuleError("sheet-in", "This turn sheet is already on this desk.")
        pending = self.parts.get(sid, {"n": n, "pieces": {}})
        if pending["n"] != n:
            raise RuleError("bad-part", "These parts do not make one turn sheet: scan them again.")
        if k in pending["pieces"]:
            raise RuleError("part-in", f"Part {k} of {n} is already on this desk: "
                                       f"{self.missing_parts(pending)}.")
        pieces = {**pending["pieces"], k: part["piece"]}
        others = {i: p for i, p in self.parts.items() if i != sid}
        if len(pieces) < n:
            kept = dict(list(others.items())[-(MAX_PENDING - 1):])  # the oldest unfinished sheet gives way
            self.parts = dict(kept, **{sid: {"n": n, "pieces": pieces}})
            return
        whole = postal.joined([pieces[i] for i in range(1, n + 1)])
        if postal.sheet_id(whole) != sid:
            raise RuleError("bad-part", "These parts do not make one turn sheet: scan them again.")
        self._take(self.with_squads(postal.read_sheet(whole, self.cid, self.manager, self.key)))
        self.parts, self.sheet_ids = others, self.sheet_ids | {sid}

    def with_squads(self, sheet):
        """A sheet that left the squads out (they never change once published) with this desk's."""
        managers = sheet.get("managers") if isinstance(sheet, dict) else None
        if not isinstance(managers, list) or not managers or not all(
                isinstance(e, dict) and "squad" not in e for e in managers):
            return sheet
        latest = self.sheet
        if latest is None or len(latest["managers"]) != len(managers) or any(
                e["squad"] is None for e in latest["managers"]):
            raise RuleError("no-squads", "This turn sheet leaves out the squads, and this desk has not had them "
                                         "yet: ask the games master for your sheet with the squads.")
        return dict(sheet, managers=[dict(e, squad=old["squad"]) for e, old in zip(managers, latest["managers"])])

    @staticmethod
    def missing_parts(pending) -> str:
        missing = [str(i) for i in range(1, pending["n"] + 1) if i not in pending["pieces"]]
        return "scan part " + " and ".join(missing) if len(missing) == 1 else \
            "scan parts " + ", ".join(missing[:-1]) + " and " + missing[-1]

    def vouched(self, found) -> bool:
        """Whether the new invitation carries a voucher made with the key this desk holds."""
        vouchers = found["vouchers"]
        return vouchers is not None and trust.vouched(self.key, self.cid, self.manager, found["generation"],
                                                      found["key"], vouchers[self.generation])

    def vouches_for_mine(self, found) -> bool:
        """Whether an older invitation's key made a voucher for the key this desk holds: then it was
        the GM's, and it is only late."""
        return self.vouchers is not None and trust.vouched(found["key"], self.cid, self.manager, self.generation,
                                                           self.key, self.vouchers[found["generation"]])

    def _take(self, sheet, after_invitation=False):
        check_sheet(sheet)
        if sheet["cid"] != self.cid or sheet["manager"] != self.manager:
            raise RuleError("forged-sheet", "This turn sheet is for another desk. Ask the games master to send it "
                                            "again.")
        latest = self.sheet
        if latest is not None and sheet["turn"] < latest["turn"]:
            raise RuleError("old-sheet", f"This turn sheet is for turn {sheet['turn']}; this desk already has "
                                         f"the sheet for turn {latest['turn']}.")
        if sheet == latest and not after_invitation:
            raise RuleError("sheet-in", "This turn sheet is already on this desk.")
        self.sheets.append(sheet)

    def _made(self, turn, orders):
        sheet = self.sheet
        if sheet is None or sheet["done"]:
            raise RuleError("nothing-to-send", "There are no orders to send now.")
        if turn != sheet["turn"] or isinstance(turn, bool):
            raise RuleError("wrong-turn", f"These are not orders for turn {sheet['turn']}, the turn now being played.")
        need = need_of(sheet)
        if not need["fields"]:
            raise RuleError("nothing-to-send", "You have no orders to send this turn.")
        self.made.append({"turn": turn, "seq": self.next_seq(), "orders": check_orders(orders, need)})

    def zines(self) -> list:
        """Every issue this desk has received, in turn order (a later copy of an issue wins)."""
        issues = {s["zine"]["turn"]: s["zine"] for s in self.sheets if s["zine"]}
        return [issues[t] for t in sorted(issues)]

    def code(self) -> str:
        """The orders code of the orders made last."""
        made = self.made[-1]
        return postal.orders_code(self.cid, self.manager, self.key, made["turn"], made["seq"], made["orders"])

    def state(self) -> dict:
        sheet = self.sheet
        made = [m for m in self.made if sheet and m["turn"] == sheet["turn"]]
        return {"game": "cosmic", "role": "desk", "cid": self.cid, "manager": self.manager, "key": self.key,
                "generation": self.generation, "fingerprint": trust.fingerprint(self.cid, self.manager, self.key),
                "sheet": sheet, "zines": self.zines(),
                "made": made[-1] if made else None, "last_made": self.made[-1] if self.made else None,
                "sheets": len(self.sheets),
                "parts": [{"n": p["n"], "have": sorted(p["pieces"]), "missing": self.missing_parts(p)}
                          for p in self.parts.values()]}

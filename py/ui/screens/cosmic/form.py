"""The orders form of a desk: what stands, what is already in, what the manager changed.

A desk starts from the standing orders (styles as play left them, the conditional orders still to
fire, the bowling plan for the overs to come), then the orders already handed in or made into a
code this turn, then the manager's changes (the draft, kept between visits). What it sends is only
what differs from the standing orders, so "no change" is the default and an amendment of one
batsman's style touches nobody else's. Pure Python: the same at the GM's screen and on a phone.
"""

from pavilion.cosmic.orders import MAX_RULES, TOSS
from pavilion.cosmic.squad import NAME_MAX
from pavilion.cosmic.tables import DEFAULT_STYLE, STYLES

from ...stored import AnyOf, Fields, ListOf, Maybe, OneOf, Text, Whole

ELEVEN = 11
SQUAD = 18
MOST_OVERS = 50

PLAYER, STYLE = Whole(0, SQUAD - 1), OneOf(*STYLES)


def one_of_fields(kinds: dict):
    """A dict holding exactly one of these fields, of its kind ({"wicket": 6})."""
    return AnyOf(*(Fields(required=(name,), closed=True, **{name: kind}) for name, kind in kinds.items()))


# A conditional order as the batting tab builds it (pavilion/cosmic/orders.py checks it in full).
RULE = Fields(required=("when", "then"), when=one_of_fields({"after_over": Whole(1, MOST_OVERS), "wicket": Whole(1, 9)}),
              then=Fields(required=("style",), style=STYLE, batsman=Maybe(PLAYER)),
              **{"if": Maybe(one_of_fields({"wickets_at_most": Whole(0, 9), "wickets_at_least": Whole(0, 9)}))})
# A manager's changes, kept between visits to his desk: each field as the desk's taps make it.
DRAFT = Fields(team_name=Text(NAME_MAX), names=ListOf(Text(NAME_MAX), most=SQUAD, least=SQUAD), toss=OneOf(*TOSS),
               eleven=ListOf(PLAYER, most=ELEVEN), keeper=Maybe(PLAYER),
               styles=ListOf(Maybe(STYLE), most=ELEVEN, least=ELEVEN), conditions=ListOf(RULE, most=MAX_RULES),
               bowling=ListOf(Maybe(PLAYER), most=MOST_OVERS))


class DeskForm:
    def __init__(self, sheet: dict, sent, draft: dict):
        self.sheet, self.sent, self.draft = sheet, sent or {}, draft

    @property
    def need(self) -> dict:
        return self.sheet["need"]

    @property
    def fields(self) -> list:
        return self.need["fields"]

    @property
    def squad(self) -> list:
        return self.sheet["managers"][self.sheet["manager"]]["squad"]

    def span(self) -> int:
        return self.need["last_over"] - self.need["first_over"] + 1

    def stands(self, field):
        """The value before anything sent this turn."""
        standing = self.sheet["standing"]
        if field == "styles":
            return list(standing.get("styles") or [DEFAULT_STYLE] * ELEVEN)
        if field == "conditions":
            return list(standing.get("conditions") or [])
        if field == "bowling":
            return list(standing.get("bowling") or [None] * self.span())
        if field == "names":
            return [""] * SQUAD
        return standing.get(field)

    def value(self, field):
        """What the form shows: the manager's change, else what he sent this turn, else what stands."""
        if field in self.draft:
            return self.draft[field]
        if field in self.sent:
            sent = self.sent[field]
            if field == "styles":  # None: that batsman's style as it stands
                return [s if s is not None else old for s, old in zip(sent, self.stands("styles"))]
            return sent
        if field == "keeper" and "eleven" in self.sent:
            return None
        return self.stands(field)

    def eleven(self) -> list:
        return list(self.value("eleven") or [])

    def keeper(self):
        """The keeper named, or the only keeper in the eleven (who keeps without being named)."""
        named = self.value("keeper")
        if named is not None:
            return named
        keepers = [p for p in self.eleven() if self.squad[p]["keeper"]]
        return keepers[0] if len(keepers) == 1 else None

    def orders(self) -> dict:
        """What the desk sends: only what differs from the standing orders."""
        out, fields = {}, self.fields
        if "team_name" in fields and (self.value("team_name") or "").strip():
            out["team_name"] = self.value("team_name")
        if "names" in fields and any(n.strip() for n in self.value("names")):
            out["names"] = self.value("names")  # nothing typed: the GM names the squad
        if "toss" in fields and self.value("toss") != self.stands("toss"):
            out["toss"] = self.value("toss")
        if "eleven" in fields and self.eleven():
            out["eleven"] = self.eleven()
            if self.value("keeper") is not None:
                out["keeper"] = self.value("keeper")
        if "styles" in fields:
            changed = [new if new != old else None for new, old in zip(self.value("styles"), self.stands("styles"))]
            if any(s is not None for s in changed):
                out["styles"] = changed
        for field in ("conditions", "bowling"):
            if field in fields and self.value(field) != self.stands(field):
                out[field] = self.value(field)
        return out

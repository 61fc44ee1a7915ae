"""A side in one match: the eleven in batting order, the keeper, standing batting orders, injuries."""

from .tables import DEFAULT_STYLE


class Side:
    def __init__(self, manager: int, squad: list, eleven: list, keeper: int, styles=None, conditions=None):
        self.manager = manager
        self.squad = squad
        self.eleven = list(eleven)
        self.keeper = keeper
        self.styles = list(styles) if styles else [DEFAULT_STYLE] * len(eleven)
        self.conditions = list(conditions or [])
        self.hurt = {}  # player id -> Fielding of the substitute who fields for him

    def field(self) -> tuple:
        """(keeper, ten fielders) as the Howzat! rolls see them: batting order, keeper skipped,
        a substitute (with his own Fielding) in place of a hurt player."""
        def spot(pid):
            if pid in self.hurt:
                return {"player": pid, "fielding": self.hurt[pid], "substitute": True}
            return {"player": pid, "fielding": self.squad[pid]["fielding"]}
        return spot(self.keeper), [spot(p) for p in self.eleven if p != self.keeper]

    def to_dict(self) -> dict:
        return {
            "manager": self.manager,
            "eleven": list(self.eleven),
            "keeper": self.keeper,
            "styles": list(self.styles),
            "conditions": [dict(rule) for rule in self.conditions],
            "hurt": sorted(self.hurt),
        }

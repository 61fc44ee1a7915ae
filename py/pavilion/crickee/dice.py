"""The six dice: what each face means, with and without an attacking over.

Face 1 dot; face 2 "dot or single" (a fair coin rolled with the die: heads a single); face 3
single; face 4 two; face 5 four; face 6 wicket chance. An attacking over turns some faces into
bigger hits (`readings.py` says which: the seed gives no numbers).
"""

RUNS = {"dot": 0, "single": 1, "two": 2, "four": 4, "six": 6, "chance": 0}
LABELS = {"dot": "dot", "single": "single", "two": "two", "four": "four", "six": "six",
          "chance": "wicket chance", "boundary": "boundary"}
FACES = {1: "dot", 3: "single", 4: "two", 5: "four", 6: "chance"}
WICKET_AT = 5  # a wicket-chance roll of 5 or more (after modifiers) is a wicket


def outcome(face: int, coin: bool | None, attack: dict) -> str:
    """The outcome of `face`; `coin` (heads True) settles face 2; `attack` maps the faces an
    attacking over changes (empty when not attacking)."""
    if face == 2:
        return "single" if coin else "dot"
    return attack.get(face, FACES[face])


def roll(stream, attack: dict) -> tuple:
    """One ball: (face, coin or None, outcome). Face 2's coin is drawn with its die."""
    face = stream.die(6)
    coin = stream.coin() if face == 2 else None
    return face, coin, outcome(face, coin, attack)


def is_kind(outcome_: str, kind: str) -> bool:
    """Whether a ball of `outcome_` counts as `kind`; a boundary is a four or a six."""
    return outcome_ in ("four", "six") if kind == "boundary" else outcome_ == kind

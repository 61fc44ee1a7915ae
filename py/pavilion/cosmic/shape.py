"""What a turn sheet may hold, field by field: checked when a sheet (or an invitation) arrives on a
desk, before anything is stored, the way orders are checked when they reach the GM.

A sheet opens only with the desk's key, but a key is no proof of good faith: a rival makes an
invitation with a key of his own for a new device, and a bug could send a sheet the desk cannot
read. So every field is checked against what the GM's `sheet.turn_sheet` makes: its type, its range
(players 0-17, managers of this competition, overs of these matches), the keys of every dict, and
the references between fields that the desk and its screens follow (an innings of a match, the
scorecard a highlight names, the squad a player belongs to). Anything else is refused with one
sentence naming the first field that is wrong; the work is linear in the sheet's size.
"""

from ..core import RuleError
from .orders import FIELDS
from .tables import STYLES

SQUAD = 18
ELEVEN = 11
TEXT_MAX = 120  # names are at most 40 characters; titles, grounds and overs ("23.4") fit well inside
BIG = 10_000  # runs, balls and scores: far above any innings
MATCH_IDS = ("match", "sf1", "sf2", "final", "playoff")
ROLES = ("star-batsman", "batsman", "batting-all-rounder", "star-all-rounder", "bowling-all-rounder",
         "bowler", "star-bowler", "keeper")
HOWS = ("bowled", "lbw", "caught-keeper", "caught-fielder", "stumped", "hit-wicket", "run-out", "retired-hurt")
ENDS = ("all-out", "overs", "target")


class Bad(Exception):
    """A field that is not as the GM makes it, by its path ("zine.matches[0].result")."""


def fail(path):
    raise Bad(path)


class Context:
    """What ranges depend on: how many managers, how many overs a side."""

    def __init__(self, managers: int, overs: int):
        self.managers, self.overs = managers, overs


# -- shapes: each is called as shape(value, path, context) and raises Bad if the value is wrong ------
def whole(lo, hi):
    """An int (not a bool) from lo to hi; either bound may be a function of the context."""
    def check(v, path, c):
        low, high = (b(c) if callable(b) else b for b in (lo, hi))
        if not isinstance(v, int) or isinstance(v, bool) or not low <= v <= high:
            fail(path)
    return check


def text(v, path, c):
    if not isinstance(v, str) or not 0 < len(v) <= TEXT_MAX:
        fail(path)


def flag(v, path, c):
    if not isinstance(v, bool):
        fail(path)


def one_of(*values):
    def check(v, path, c):
        if not isinstance(v, str) or v not in values:
            fail(path)
    return check


def maybe(shape):
    def check(v, path, c):
        if v is not None:
            shape(v, path, c)
    return check


def many(shape, most, least=0, distinct=False):
    def check(v, path, c):
        if not isinstance(v, list) or not least <= len(v) <= most:
            fail(path)
        for i, x in enumerate(v):
            shape(x, f"{path}[{i}]", c)
        if distinct and len(set(v)) != len(v):
            fail(path)
    return check


def record(need, optional=None):
    """A dict with exactly the keys of `need` and any of `optional`, each of its shape."""
    optional = optional or {}

    def check(v, path, c):
        if not isinstance(v, dict) or not set(need) <= set(v) <= set(need) | set(optional):
            fail(path)
        for k, x in v.items():
            (need.get(k) or optional[k])(x, f"{path}.{k}", c)
    return check


def either(*shapes):
    """The first shape that fits; the path of the last one's fault if none does."""
    def check(v, path, c):
        for shape in shapes[:-1]:
            try:
                return shape(v, path, c)
            except Bad:
                pass
        return shapes[-1](v, path, c)
    return check


MANAGER = whole(0, lambda c: c.managers - 1)
PLAYER = whole(0, SQUAD - 1)
OVER = whole(1, lambda c: c.overs)
COUNT = whole(0, BIG)
WICKETS = whole(0, 10)
TURN = whole(1, 9)
FACE = whole(1, 6)
SCORE = many(COUNT, 2, 2)
PAIR = many(MANAGER, 2, 2, distinct=True)
STYLE = one_of(*STYLES)
MODIFIERS = record({}, {"fast": whole(-9, 9), "medium": whole(-9, 9), "spin": whole(-9, 9)})
GROUND = record({"face": FACE, "name": text, "modifiers": MODIFIERS})
TOSS = record({"winner": MANAGER, "choice": one_of("bat", "bowl")})
RESULT = record({"winner": MANAGER, "loser": MANAGER,
                 "margin": maybe(either(record({"runs": COUNT}), record({"wickets": WICKETS}))),
                 "tie": maybe(one_of("wickets", "split", "coin"))})
RULE = record({"when": either(record({"after_over": OVER}), record({"wicket": WICKETS})),
               "if": maybe(either(record({"wickets_at_most": WICKETS}), record({"wickets_at_least": WICKETS}))),
               "then": record({"style": STYLE, "batsman": maybe(PLAYER)})})
INNINGS_LINE = {"number": whole(1, 2), "batting": MANAGER, "fielding": MANAGER, "target": maybe(COUNT),
                "runs": COUNT, "wickets": WICKETS, "outs": WICKETS, "overs": text, "end": maybe(one_of(*ENDS)),
                "at_split": maybe(SCORE)}
MATCH = record({
    "id": one_of(*MATCH_IDS), "title": text, "managers": PAIR, "start_turn": TURN, "pitch": GROUND,
    "weather": maybe(GROUND), "toss": TOSS, "batting_first": MANAGER,
    "phase": maybe(record({"innings": whole(1, 2), "start": flag, "first_over": OVER, "last_over": OVER,
                           "batting": MANAGER, "bowling": MANAGER})),
    "result": maybe(RESULT),
    "innings": many(record(dict(INNINGS_LINE, overs_done=whole(0, lambda c: c.overs))), 2)})
SQUAD_PLAYER = record({"id": PLAYER, "role": one_of(*ROLES), "keeper": flag, "batting": whole(0, 99),
                       "bowling": whole(0, 99), "fielding": FACE,
                       "bowling_style": maybe(one_of("fast", "medium", "spin")),
                       "name": maybe(text)})
MANAGER_ENTRY = record({"id": MANAGER, "name": text, "computer": flag, "team": maybe(text),
                        "squad": maybe(many(SQUAD_PLAYER, SQUAD, SQUAD))})
NEED = record({"overs": whole(20, 50), "fields": many(one_of(*FIELDS), len(FIELDS), distinct=True),
               "required": flag}, {
    "match": one_of(*MATCH_IDS), "innings": whole(1, 2), "role": one_of("batting", "bowling"),
    "split": whole(1, 50), "limit": whole(1, 50), "eleven": maybe(many(PLAYER, ELEVEN, ELEVEN, distinct=True)),
    "keeper": PLAYER, "hurt": many(PLAYER, SQUAD, distinct=True), "overs_done": whole(0, lambda c: c.overs),
    "wickets": WICKETS, "runs": COUNT, "gone": many(PLAYER, SQUAD, distinct=True), "first_over": OVER,
    "last_over": OVER, "previous": maybe(PLAYER), "bowled": record({}, {str(p): whole(0, 50) for p in range(SQUAD)})})
STANDING = record({"toss": one_of("bat", "bowl")}, {
    "eleven": many(PLAYER, ELEVEN, ELEVEN, distinct=True), "keeper": PLAYER, "styles": many(STYLE, ELEVEN, ELEVEN),
    "conditions": many(RULE, 50), "bowling": many(maybe(PLAYER), 50)})
OUT = record({"how": one_of(*HOWS), "bowler": maybe(PLAYER), "fielder": maybe(PLAYER), "substitute": flag,
              "over": OVER, "score": SCORE})
SCORECARD = record(dict(
    INNINGS_LINE,
    batting_card=many(record({"player": PLAYER, "runs": COUNT, "balls": COUNT, "fours": COUNT, "sixes": COUNT,
                              "out": maybe(OUT)}), ELEVEN),
    did_not_bat=many(PLAYER, ELEVEN, distinct=True),
    bowling_card=many(record({"player": PLAYER, "overs": text, "balls": COUNT, "maidens": COUNT, "runs": COUNT,
                              "wickets": WICKETS}), ELEVEN),
    fall_of_wickets=many(record({"wicket": WICKETS, "runs": COUNT, "player": PLAYER, "over": OVER,
                                 "ball": whole(1, 6)}), 10)))
HIGHLIGHT_BASE = {"at": COUNT, "innings": whole(1, 2)}
BALL = {"ball": text, "striker": PLAYER, "bowler": PLAYER, "score": SCORE}
HOWZAT = dict(HIGHLIGHT_BASE, **BALL, fielder=maybe(PLAYER), substitute=flag,
              why=one_of("out", "hurt", "run-out", "missed", "no-chance", "hard-catch-held", "dropped",
                         "benefit-of-the-doubt"))
HIGHLIGHT = either(
    record(dict(HOWZAT, kind=one_of("wicket"), how=one_of(*HOWS))),
    record(dict(HOWZAT, kind=one_of("hurt", "reprieve"), how=one_of(*HOWS, "hurt"))),
    record(dict(HIGHLIGHT_BASE, **BALL, kind=one_of("milestone"), runs=COUNT)),
    record(dict(HIGHLIGHT_BASE, kind=one_of("fallback"), over=OVER, planned=maybe(PLAYER), bowler=PLAYER,
                reason=one_of("missing", "hurt", "limit", "in-a-row", "last-resort"))),
    record(dict(HIGHLIGHT_BASE, kind=one_of("condition"), rule=whole(0, 50), fired=flag,
                when=either(record({"after_over": OVER}), record({"wicket": WICKETS})), wickets=WICKETS,
                over=whole(0, lambda c: c.overs), style=STYLE, batsman=maybe(PLAYER), runs=COUNT)),
    record(dict(HIGHLIGHT_BASE, kind=one_of("innings-end"), end=one_of(*ENDS), runs=COUNT, wickets=WICKETS,
                overs=text)))
NOTE = either(
    record({"kind": one_of("gm-names", "gm-pick", "computer-bowling", "no-bowling-orders"), "manager": MANAGER}),
    record({"kind": one_of("renamed"), "manager": MANAGER, "player": maybe(PLAYER), "was": text, "now": text}),
    record({"kind": one_of("handed-over"), "manager": MANAGER, "turn": TURN}),
    record({"kind": one_of("missed"), "manager": MANAGER, "deadline": maybe(text)}))
ZINE = record({
    "turn": TURN, "turns": whole(5, 9), "notices": many(NOTE, 50),
    "draw": many(record({"id": one_of(*MATCH_IDS), "title": text, "managers": PAIR, "start_turn": TURN,
                         "pitch": FACE, "toss": TOSS}), 4),
    "matches": many(record({
        "id": one_of(*MATCH_IDS), "title": text, "managers": PAIR, "innings": whole(1, 2), "first_over": OVER,
        "overs": text, "weather": maybe(FACE), "notes": many(NOTE, 10),
        "over_lines": many(record({"over": OVER, "bowler": PLAYER, "balls": text, "runs": COUNT, "wickets": WICKETS,
                                   "score": SCORE}), 50),
        "highlights": many(HIGHLIGHT, 1000), "scorecards": many(SCORECARD, 2, 1), "result": maybe(RESULT)}), 4),
    "table": many(record({"id": one_of(*MATCH_IDS), "title": text, "managers": PAIR, "start_turn": TURN,
                          "scores": many(record({"batting": MANAGER, "runs": COUNT, "wickets": WICKETS, "overs": text,
                                                 "done": flag}), 2),
                          "result": maybe(RESULT)}), 4),
    "placings": maybe(many(MANAGER, 4, 2, distinct=True)),
    "next": many(record({"manager": MANAGER, "computer": flag, "fields": many(one_of(*FIELDS), len(FIELDS)),
                         "required": flag, "match": maybe(one_of(*MATCH_IDS)),
                         "role": maybe(one_of("batting", "bowling")), "first_over": maybe(OVER),
                         "last_over": maybe(OVER)}), 4)})
SHEET = record({
    "cid": text, "manager": MANAGER, "mode": one_of("match", "competition"), "overs": whole(20, 50),
    "split": whole(1, 50), "over_limit": whole(1, 50), "turn": TURN, "turns": whole(5, 9), "done": flag,
    "deadline": maybe(text), "managers": many(MANAGER_ENTRY, 4, 2), "matches": many(MATCH, 4), "need": NEED,
    "standing": STANDING, "seq": whole(0, 2 ** 53), "zine": maybe(ZINE), "placings": maybe(many(MANAGER, 4, 2,
                                                                                               distinct=True))})

MATCH_FIELDS = ("eleven", "keeper", "styles", "conditions", "bowling")


def _references(sheet, c):
    """What the desk and its screens follow from one field to another."""
    managers = sheet["managers"]
    if [e["id"] for e in managers] != list(range(c.managers)) or managers[sheet["manager"]]["squad"] is None:
        fail("managers")
    for i, entry in enumerate(managers):
        squad = entry["squad"] or []
        if [p["id"] for p in squad] != list(range(len(squad))) or len({p["name"] is None for p in squad}) > 1:
            fail(f"managers[{i}].squad")
    need = sheet["need"]
    if set(need["fields"]) & set(MATCH_FIELDS) and not {"match", "innings", "role", "limit", "eleven"} <= set(need):
        fail("need")
    if "bowling" in need["fields"] and not ("first_over" in need and "last_over" in need
                                            and need["first_over"] <= need["last_over"]):
        fail("need")
    bowling = sheet["standing"].get("bowling")
    span = need["last_over"] - need["first_over"] + 1 if "bowling" in need["fields"] else None
    if bowling is not None and span is not None and len(bowling) != span:
        fail("standing.bowling")
    zine = sheet["zine"]
    for i, match in enumerate(zine["matches"] if zine else ()):
        cards = len(match["scorecards"])
        if match["innings"] > cards or any(h["innings"] > cards for h in match["highlights"]):
            fail(f"zine.matches[{i}]")


def check_sheet(sheet, noun="turn sheet") -> dict:
    """`sheet` if it is a turn sheet as the GM makes them; RuleError (one sentence) if not."""
    try:
        if not isinstance(sheet, dict) or not isinstance(sheet.get("managers"), list) \
                or not isinstance(sheet.get("overs"), int):
            fail("sheet")
        context = Context(len(sheet["managers"]), sheet["overs"])
        SHEET(sheet, "sheet", context)
        if len(sheet["managers"]) != {"match": 2, "competition": 4}[sheet["mode"]]:
            fail("managers")
        _references(sheet, context)
    except Bad as e:
        raise RuleError("forged-sheet", f"This {noun} is not readable (its {str(e).removeprefix('sheet.')} is not "
                                        "as the games master makes it). Ask the games master to send it again.")
    return sheet

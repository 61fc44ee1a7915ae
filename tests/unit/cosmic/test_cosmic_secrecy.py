"""Secrecy as a property: at every turn of many random competitions, no manager's turn sheet or
invitation holds the seed or anything of another manager's orders, and every code that travels is
opaque to whoever reads it on the way."""

import json
import random

from hypothesis import given, settings, strategies as st

import pavilion.cosmic as cosmic
from pavilion.core import dumps, new_seed, with_actions
from pavilion.cosmic import postal
from pavilion.cosmic.competition import Game
from pavilion.cosmic.shape import check_sheet
from pavilion.cosmic.sheet import turn_sheet
from test_cosmic_properties import random_orders


def decoded_outside(code) -> str:
    """All a code shows someone without the key: its envelope as JSON."""
    codec = next(c for c in postal.CODECS if code.startswith(c.prefix))
    return dumps(codec.unpack(code))


PRIVATE_KEYS = {"seed", "key", "sides", "plan", "conditions", "styles", "orders", "pending"}  # "bowling" is also a rating


def private_marks(game, m) -> list:
    """Manager m's own secrets as JSON texts: his orders this turn, and his standing conditional
    orders and bowling plan (a rival would love to read either)."""
    values = dict(game.pending.get(m) or {})
    for fixture in game.fixtures:
        for field, value in fixture.standing(m, game.turn).items():
            values.setdefault(f"standing {field}", value)
    return [json.dumps(value, separators=(",", ":"), ensure_ascii=False) for field, value in values.items()
            if field.split()[-1] in ("names", "team_name", "conditions", "bowling")
            and value not in ([], None) and any(v is not None for v in (value if isinstance(value, list) else [value]))]


def private_keys(value, path=()):
    """Where a field that only the standing orders may hold appears outside them."""
    if isinstance(value, dict):
        for k, v in value.items():
            if k in PRIVATE_KEYS and path[:1] != ("standing",):
                yield path + (k,)
            yield from private_keys(v, path + (k,))
    elif isinstance(value, list):
        for v in value:
            yield from private_keys(v, path)


@settings(max_examples=12, deadline=None)
@given(st.sampled_from([20, 40]), st.sets(st.integers(0, 3), min_size=2), st.integers(0, 10**6))
def test_no_sheet_or_invitation_holds_the_seed_or_a_rivals_orders(overs, people, choices):
    r = random.Random(choices)
    seed = new_seed(26)
    managers = [{"name": f"M{i}", "computer": i not in people} for i in range(4)]
    record = cosmic.new_competition(seed, overs=overs, managers=managers)
    game, actions = Game(record), []

    def step(action):
        game.step(action, len(actions))
        actions.append(action)

    for p in people:
        step({"type": "invite", "manager": p})
    while not game.done:
        state = game.state()
        senders = [p for p in sorted(people) if game.needs(p)["fields"] and r.random() < 0.8]
        for p in senders:
            orders = random_orders(r, state, p)
            if game.turn == 1:
                orders["team_name"] = f"Secret team {p} {r.randrange(10**9)}"
            before = {q: turn_sheet(game, q) for q in people}
            step({"type": "orders", "turn": game.turn, "manager": p, "orders": orders})
            for q in people - {p}:  # another manager's orders change nothing that q's sheet shows
                assert turn_sheet(game, q) == before[q]
        for p in people:
            sheet = turn_sheet(game, p)
            assert check_sheet(sheet) is sheet  # every sheet the GM makes passes the desk's door
            text = dumps(sheet)
            assert seed not in text and '"seed"' not in text
            assert not list(private_keys(sheet))
            own = set(private_marks(game, p))
            for q in set(range(4)) - {p}:
                for mark in set(private_marks(game, q)) - own:  # the same plan as his own would prove nothing
                    assert mark not in text, (p, q, mark)
                assert sheet["managers"][q].keys() == {"id", "name", "computer", "team", "squad"}
            if game.turn == 1:
                assert [e["squad"] is not None for e in sheet["managers"]] == [q == p for q in range(4)]
            for code in (postal.invitation_code(game, p, sheet), postal.sheet_code(game, p, sheet)):
                outside = decoded_outside(code)
                assert seed not in code and seed not in outside and "Secret team" not in outside
        step({"type": "run", "turn": game.turn})
    final = with_actions(record, actions)
    assert cosmic.replay(final) == game.state()


def test_a_desk_never_holds_the_seed():
    seed = new_seed(26)
    m = cosmic.new_match(seed, managers=[{"name": "Ann", "computer": False}, {"name": "Bot", "computer": True}])
    m = cosmic.apply(m, {"type": "invite", "manager": 0})
    desk = cosmic.new_desk(cosmic.invitation(m, 0))
    while not cosmic.replay(m)["done"]:
        state = cosmic.replay(m)
        if state["needs"][0]["fields"]:
            m = cosmic.apply(m, {"type": "orders", "turn": state["turn"], "manager": 0, "orders": {}})
        m = cosmic.autoplay(m, until=state["turn"])
        desk = cosmic.apply(desk, {"type": "sheet", "code": cosmic.sheet_code(m, 0)})
    state = cosmic.replay(desk)
    assert state["sheet"]["done"] and [z["turn"] for z in state["zines"]] == [1, 2, 3, 4, 5]
    assert seed not in dumps(desk) and seed not in dumps(state)

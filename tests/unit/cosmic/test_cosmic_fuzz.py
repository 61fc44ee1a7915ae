"""No code crashes a desk: the contents of invitations and turn sheets, sealed with a key the maker
chose (as a rival would make them, so the seal passes), are fuzzed field by field; a desk's apply
and replay, and everything it reads from a sheet (its orders form's check, every zine in words, the
printed sheet and form), give a desk or one RuleError, never another exception (issue 25)."""

import copy
import functools
import random

from hypothesis import HealthCheck, given, settings, strategies as st

import pavilion.cosmic as cosmic
from pavilion.core import RuleError, new_record
from pavilion.cosmic import postal
from pavilion.cosmic.desk import need_of
from pavilion.cosmic.orders import check_orders
from pavilion.cosmic.printed import form_blocks, sheet_blocks
from test_cosmic_properties import random_orders

KEY = "bxbchasethiskeyx"  # a key the rival chose
PEOPLE = [{"name": "Ann", "computer": False}, {"name": "Bob", "computer": False}] + \
    [{"name": f"Bot {i}", "computer": True} for i in range(2)]


@functools.lru_cache(maxsize=1)
def genuine_sheets() -> tuple:
    """Ann's sheets through a whole competition where Ann and Bob send random legal orders: every
    kind of field a sheet holds (zines with conditional orders, fallbacks, hurt, results)."""
    r = random.Random(25)
    m = cosmic.new_competition("fuzz", managers=PEOPLE)
    sheets = []
    while not cosmic.replay(m)["done"]:
        state = cosmic.replay(m)
        sheets.append(cosmic.turn_sheet(m, 0))
        for p in (0, 1):
            if state["needs"][p]["fields"]:
                m = cosmic.apply(m, {"type": "orders", "turn": state["turn"], "manager": p,
                                     "orders": random_orders(r, state, p)})
        m = cosmic.apply(m, {"type": "run", "turn": state["turn"]})
    sheets.append(cosmic.turn_sheet(m, 0))
    return tuple(sheets)


def nodes(value, path=()):
    """Every (path, value) inside a JSON value, the value itself first."""
    yield path, value
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for k, v in items:
        yield from nodes(v, path + (k,))


@functools.lru_cache(maxsize=1)
def vocabulary():
    """The keys and texts real sheets use, and the values seen under each key: a mutation made of
    them gets past the first checks, to the references between fields."""
    keys, texts, under = set(), set(), {}
    for sheet in genuine_sheets():
        for path, v in nodes(sheet):
            if isinstance(v, dict):
                keys.update(v)
            elif isinstance(v, str):
                texts.add(v)
            if path and isinstance(path[-1], str):
                under.setdefault(path[-1], {})[repr(v)] = v
    return sorted(keys), sorted(texts), {k: [vs[r] for r in sorted(vs)][:40] for k, vs in sorted(under.items())}


def json_values():
    keys, texts, _ = vocabulary()
    leaves = (st.none() | st.booleans() | st.integers(-2, 60) | st.sampled_from([10**20, -(10**20)])
              | st.sampled_from(texts) | st.text(max_size=4))
    return st.recursive(leaves, lambda inner: st.lists(inner, max_size=4)
                        | st.dictionaries(st.sampled_from(keys), inner, max_size=4), max_leaves=6)


@st.composite
def mutated_sheets(draw):
    """A genuine sheet with one to four fields replaced (by any JSON, or by a value the same field
holds elsewhere), moved up or down by a little, removed, added or doubled."""
    sheet = copy.deepcopy(draw(st.sampled_from(genuine_sheets())))
    r = draw(st.randoms(use_true_random=True))  # the field, by a random walk (hypothesis favours the first)
    for _ in range(draw(st.integers(1, 4))):
        keys = list(sheet)  # the bigger parts of a sheet (its zine, its matches) more often than its numbers
        parent, key = sheet, r.choices(keys, [len(repr(sheet[k])) ** 0.5 for k in keys])[0]
        while isinstance(parent[key], (dict, list)) and parent[key] and r.random() < 0.85:
            parent = parent[key]
            key = r.choice(list(parent) if isinstance(parent, dict) else range(len(parent)))
        value = parent[key]
        op = draw(st.sampled_from(["replace", "borrow", "borrow", "borrow", "nudge", "nudge", "remove", "add",
                                   "double"]))
        seen = vocabulary()[2].get(key)
        if op == "borrow" and seen:  # a value this field holds elsewhere: right shape, maybe wrong place
            parent[key] = copy.deepcopy(draw(st.sampled_from(seen)))
        elif op == "nudge" and isinstance(value, int) and not isinstance(value, bool):
            parent[key] = value + draw(st.sampled_from([-1, 1, 2, -2, 17, -17]))
        elif op == "remove" and isinstance(parent, dict):
            del parent[key]
        elif op == "remove":
            parent.pop(key)
        elif op == "add" and isinstance(value, dict):
            value[draw(st.sampled_from(vocabulary()[0]))] = draw(json_values())
        elif op == "double" and isinstance(value, list) and value:
            value.append(copy.deepcopy(value[draw(st.integers(0, len(value) - 1))]))
        else:
            parent[key] = draw(json_values())
    return sheet


def invitation_with(sheet, m=0, g=1) -> str:
    """An invitation for the sheet's desk, made and sealed as anyone can make one."""
    return postal.pack(postal.INVITATION, genuine_sheets()[0]["cid"], m, KEY, sheet, key=KEY, g=g, v=["A" * 22] * g)


def read_desk(desk):
    """Everything a desk reads from its sheets, as its screens do."""
    state = cosmic.replay(desk)
    sheet = state["sheet"]
    for issue in state["zines"]:
        cosmic.render_text(dict(sheet, zines=state["zines"]), issue["turn"])
    sheet_blocks(sheet)
    form_blocks(sheet, standing=True)
    if sheet["need"]["fields"] and not sheet["done"]:
        try:
            check_orders({}, need_of(sheet))
            desk = cosmic.apply(desk, {"type": "made", "turn": sheet["turn"], "orders": {}})
            cosmic.orders_code(desk)
        except RuleError:
            pass
    return state


def only_rule_errors(call):
    try:
        return call()
    except RuleError as e:
        assert e.message and "\n" not in e.message
        return None


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_sheets())
def test_a_fuzzed_invitation_gives_a_desk_or_a_sentence(sheet):
    desk = only_rule_errors(lambda: cosmic.new_desk(invitation_with(sheet)))
    if desk is not None:
        read_desk(desk)
        record = new_record("cosmic", cosmic.VERSION, desk["seed"], desk["options"])
        assert cosmic.replay(dict(record, actions=desk["actions"])) == cosmic.replay(desk)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_sheets())
def test_a_fuzzed_sheet_on_a_genuine_desk_gives_a_sentence_or_a_readable_desk(sheet):
    genuine = dict(genuine_sheets()[0])
    desk = cosmic.new_desk(invitation_with(genuine, m=genuine["manager"]))
    code = postal.pack(postal.SHEET, genuine["cid"], genuine["manager"], KEY, sheet)
    taken = only_rule_errors(lambda: cosmic.apply(desk, {"type": "sheet", "code": code}))
    if taken is not None:
        read_desk(taken)


def test_the_genuine_sheets_are_all_taken():
    """The fuzz starts from sheets the door lets in (else it would test the first check only)."""
    for sheet in genuine_sheets():
        read_desk(cosmic.new_desk(invitation_with(sheet, m=sheet["manager"])))
    kinds = {h["kind"] for s in genuine_sheets() if s["zine"] for x in s["zine"]["matches"] for h in x["highlights"]}
    assert {"wicket", "condition", "innings-end", "milestone"} <= kinds

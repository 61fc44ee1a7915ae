"""Any value where a game expects an option or an action field gives a RuleError, never a crash.

A list or a dict cannot be looked up in a table (TypeError: unhashable): Cosmic crashed on
`options.mode` or `options.overs` given as one, from a link or from storage.
"""

import copy

import pytest

from pavilion import cards, cosmic, crickee, darts, x01
from pavilion.core import RuleError, new_record

ODD = ([], {}, [[]], {"a": {}}, None, True, 2.5, -1, 10**30, "", "\ud800")
GAMES = {"darts": darts, "crickee": crickee, "cards": cards, "cosmic": cosmic}


def variants(value):
    """`value` with one part (at any depth, the whole included) replaced by each odd value in turn."""
    yield from ODD
    if isinstance(value, dict):
        for key, inner in value.items():
            for odd in variants(inner):
                yield {**value, key: odd}
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            for odd in variants(inner):
                yield value[:i] + [odd] + value[i + 1:]


def refused_or_done(job, *args, **kwargs):
    try:
        job(*args, **kwargs)
    except RuleError as e:
        assert e.code and e.message.endswith((".", "!", "?")), e


def new(name):
    return {
        "darts": lambda: darts.new_match(players=["Ann", {"name": "Droid", "bot": 2}], seed="s", round_limit=10),
        "crickee": lambda: crickee.new_match(seed="s"),
        "cards": lambda: cards.new_match(seed="s", format="test", days=2),
        "cosmic": lambda: cosmic.new_competition(seed="s", managers=[{"name": "Ann", "computer": False}] +
                                                 [{"name": f"Bot {i}", "computer": True} for i in range(3)]),
    }[name]()


@pytest.mark.parametrize("mode", [[], {}, ["match"], {"match": 2}])
@pytest.mark.parametrize("field", ["mode", "overs"])
def test_cosmic_mode_or_overs_as_a_list_or_dict_is_refused(field, mode):
    with pytest.raises(RuleError) as e:
        cosmic.new_match("s", **{field: mode})
    assert e.value.code == "bad-option"
    record = new_record(cosmic.GAME, cosmic.VERSION, "s", dict(cosmic.new_match("s")["options"], **{field: mode}))
    with pytest.raises(RuleError) as e:
        cosmic.replay(record)
    assert e.value.code == "bad-option"


@pytest.mark.parametrize("game", GAMES)
def test_any_option_anywhere_is_refused_or_taken(game):
    module, record = GAMES[game], new(game)
    for options in variants(record["options"]):
        if isinstance(options, dict) and options.keys() == record["options"].keys():
            refused_or_done(module.new_match, seed="s", **options)  # the keywords are the API's
        refused_or_done(module.replay, dict(copy.deepcopy(record), options=options))


def moments(game):
    """Records at a few points of a game: each asks for different actions."""
    m = new(game)
    module = GAMES[game]
    yield m
    for step in range(4):
        offers = [a for a in module.legal_actions(m) if a["type"] not in ("end", "join", "undo")]
        if not offers:
            return
        m = module.apply(m, filled(game, offers[0]))
        yield m


def filled(game, offer):
    """A legal-action template made whole: a darts turn needs its darts, Cosmic orders their fields."""
    action = dict(offer)
    if game == "darts" and action["type"] in ("turn", "correct"):
        action["darts"] = ["T20", "S19", "M"]
    if game == "cosmic" and action["type"] == "orders":
        action["orders"] = {"toss": "bat"} if "toss" in action.pop("fields") else {}
    return action


@pytest.mark.parametrize("game", GAMES)
def test_any_action_field_anywhere_is_refused_or_taken(game):
    module = GAMES[game]
    for m in moments(game):
        templates = [filled(game, offer) for offer in module.legal_actions(m)]
        if game == "cosmic":  # every field the turn asks for, as the orders' parts
            templates += [dict(t, orders={f: None for f in offer["fields"]})
                          for t, offer in zip(templates, module.legal_actions(m)) if t["type"] == "orders"]
        for template in templates:
            for action in variants(template):
                refused_or_done(module.apply, m, action)


def test_a_huge_number_from_a_link_is_cut_short_in_the_sentence():
    """A visit total of 10**4000 in a link was said with all its 4,001 digits on the status line."""
    m = x01.new_match(players=["Ann", "Bob"], seed="s")
    with pytest.raises(RuleError) as e:
        x01.apply(m, {"type": "visit", "seat": 0, "total": 10 ** 4000})
    assert e.value.message == "A visit scores at most 180, not 100000000\u2026."
    assert RuleError("x", "Visit 1234567890123 of 12 and 180").message == "Visit 123456789\u2026 of 12 and 180"


def test_a_darts_action_field_refusal_reads_as_english_and_stays_short():
    m = x01.new_match(players=["Ann", "Bob"], seed="s")
    with pytest.raises(RuleError) as e:
        x01.apply(m, {"type": "undo", "x": 1})
    assert e.value.message == "An undo action has no field 'x'."
    with pytest.raises(RuleError) as e:
        x01.apply(m, {"type": "visit", "seat": 0, "total": 5, "k" * 1000: 1})
    assert e.value.message == f"A visit action has no field {'k' * 40!r}."


@pytest.mark.parametrize("game", [darts, x01])
def test_an_unknown_option_of_any_length_is_named_in_a_short_sentence(game):
    m = game.new_match(players=["Ann", "Bob"], seed="s")
    with pytest.raises(RuleError) as e:
        game.replay(dict(m, options=dict(m["options"], **{"o" * 5000: 1})))
    assert e.value.code == "bad-option" and len(e.value.message) < 100

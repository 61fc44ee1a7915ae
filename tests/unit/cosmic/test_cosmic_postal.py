"""Postal play between rivals: invitations, sealed turn sheets, signed orders codes, and every
forged, stale, replayed, misdirected or hostile code refused with a sentence, changing nothing."""

import base64
import json
import random

import pytest
from hypothesis import given, settings, strategies as st

import pavilion.cosmic as cosmic
from pavilion.core import RuleError, dumps
from pavilion.cosmic import postal, trust
from test_cosmic_properties import random_orders

PEOPLE = [{"name": n, "computer": False} for n in ("Ann", "Bob")] + [{"name": "Bot", "computer": True}] * 2
NAMES = {"team_name": "Flungo <XI>", "names": [f"Celebrity {i} \u2604" for i in range(18)], "toss": "bat"}


def invited(seed="post", who=(0, 1)):
    """A competition at turn 1 with an invitation made for each manager in `who`."""
    m = cosmic.new_competition(seed, managers=PEOPLE)
    for p in who:
        m = cosmic.apply(m, {"type": "invite", "manager": p})
    return m


def desk_of(m, p):
    return cosmic.new_desk(cosmic.invitation(m, p))


def made(desk, orders):
    turn = cosmic.replay(desk)["sheet"]["turn"]
    desk = cosmic.apply(desk, {"type": "made", "turn": turn, "orders": orders})
    return desk, cosmic.orders_code(desk)


def run(m):
    return cosmic.apply(m, {"type": "run", "turn": cosmic.replay(m)["turn"]})


def refused(m, code, slug):
    with pytest.raises(RuleError) as e:
        cosmic.apply(m, cosmic.decode_orders(code, m))
    assert e.value.code == slug and e.value.message
    return e.value.message


def test_orders_from_a_desk_reach_the_gm():
    m = invited()
    desk, code = made(desk_of(m, 0), NAMES)
    assert code.startswith("CC2.") and len(code) < 1000
    action = cosmic.decode_orders(code[:30] + "\n  " + code[30:], m)  # pasted from an e-mail, broken over lines
    assert action == {"type": "orders", "turn": 1, "manager": 0, "orders": NAMES, "seq": 1}
    m = cosmic.apply(m, action)
    state = cosmic.replay(m)
    assert state["managers"][0]["sent"] and state["managers"][0]["seq"] == 1 and state["waiting_for"] == [1]


def test_a_code_is_opaque_to_anyone_who_reads_it_on_the_way():
    m = invited()
    _, code = made(desk_of(m, 0), NAMES)
    outside = dumps(postal.ORDERS.unpack(code))
    assert "Flungo" not in outside and "Celebrity" not in outside and "bat" not in outside
    assert set(postal.ORDERS.unpack(code)) == {"c", "m", "box"}


def test_a_forged_code_is_refused():
    m = invited()
    # Bob relabels his own code as Ann's: it is sealed with Bob's key, so it does not open as Ann's.
    bob = cosmic.replay(desk_of(m, 1))
    forged = postal.pack(postal.ORDERS, bob["cid"], 0, bob["key"], {"turn": 1, "seq": 9, "orders": {"toss": "bowl"}})
    assert "not made with Ann's key" in refused(m, forged, "forged-code")
    # A code changed on the way: one letter of its box altered, the envelope sealed again.
    _, code = made(desk_of(m, 0), NAMES)
    data = postal.ORDERS.unpack(code)
    box = bytearray(base64.urlsafe_b64decode(data["box"] + "=="))
    box[-1] ^= 1
    data["box"] = base64.urlsafe_b64encode(bytes(box)).decode().rstrip("=")
    refused(m, postal.ORDERS.pack(data), "forged-code")
    # Made up from nothing, with a guessed key.
    guess = postal.pack(postal.ORDERS, cosmic.competition_id(m), 0, "a" * 16, {"turn": 1, "seq": 1, "orders": {}})
    refused(m, guess, "forged-code")


def test_replayed_older_and_misdirected_codes_are_refused():
    m = invited()
    desk = desk_of(m, 0)
    desk, first = made(desk, {"toss": "bat"})
    desk, second = made(desk, {"toss": "bowl"})
    m = cosmic.apply(m, cosmic.decode_orders(second, m))
    assert refused(m, second, "orders-in") == "These orders from Ann are already in."
    assert "older than the ones already in" in refused(m, first, "stale-orders")
    assert cosmic.replay(m)["managers"][0]["orders"] == {"toss": "bowl"}
    # A code for turn 1 pasted in turn 2 says which turn is being played.
    m = run(m)
    assert "turn 2" in refused(m, second, "wrong-turn")
    # A code for another competition.
    other = invited("elsewhere")
    _, code = made(desk_of(other, 0), {})
    with pytest.raises(RuleError) as e:
        cosmic.decode_orders(code, m)
    assert e.value.code == "other-game"


def test_a_new_invitation_withdraws_the_old_key():
    m = invited()
    _, old = made(desk_of(m, 0), {"toss": "bowl"})
    m = cosmic.apply(m, {"type": "invite", "manager": 0})
    assert "earlier invitation" in refused(m, old, "old-key")
    _, new = made(desk_of(m, 0), {"toss": "bowl"})
    assert cosmic.apply(m, cosmic.decode_orders(new, m))


def test_a_team_handed_to_the_computer_takes_no_more_codes():
    m = invited()
    _, code = made(desk_of(m, 0), {"toss": "bowl"})
    m = cosmic.apply(m, {"type": "hand-over", "manager": 0})
    refused(m, code, "computer-manager")
    m = run(m)
    assert {"kind": "handed-over", "manager": 0, "turn": 1} in cosmic.replay(m)["zines"][0]["notices"]


def test_the_desk_takes_turn_sheets_in_order_and_only_its_own():
    m = invited()
    desk = desk_of(m, 0)
    m = run(m)
    sheet2 = cosmic.sheet_code(m, 0)
    assert sheet2.startswith("CS1.") and "Ann" not in dumps(postal.SHEET.unpack(sheet2))
    desk = cosmic.apply(desk, {"type": "sheet", "code": sheet2})
    state = cosmic.replay(desk)
    assert state["sheet"]["turn"] == 2 and state["sheet"]["need"]["fields"][:2] == ["eleven", "keeper"]
    assert [z["turn"] for z in state["zines"]] == [1]
    for code, slug in ((sheet2, "sheet-in"), (cosmic.sheet_code(m, 1), "other-manager"),
                       (cosmic.sheet_code(invited("elsewhere"), 0), "other-game")):
        with pytest.raises(RuleError) as e:
            cosmic.apply(desk, {"type": "sheet", "code": code})
        assert e.value.code == slug
    m3 = run(m)
    desk = cosmic.apply(desk, {"type": "sheet", "code": cosmic.sheet_code(m3, 0)})
    with pytest.raises(RuleError) as e:  # the turn-2 sheet arriving late changes nothing
        cosmic.apply(desk, {"type": "sheet", "code": cosmic.sheet_code(m, 0)})
    assert e.value.code == "old-sheet" and "turn 2" in e.value.message
    # A sheet sealed with an earlier key (the GM made a new invitation since) does not open.
    fresh = cosmic.apply(m3, {"type": "invite", "manager": 0})
    stale_desk = desk
    with pytest.raises(RuleError) as e:
        cosmic.apply(stale_desk, {"type": "sheet", "code": cosmic.sheet_code(run(fresh), 0)})
    assert e.value.code == "forged-sheet"


def test_the_desk_numbers_its_codes_past_what_the_gm_has_taken():
    m = invited()
    desk, code = made(desk_of(m, 0), {"toss": "bowl"})
    m = cosmic.apply(m, cosmic.decode_orders(code, m))
    # The manager's device is lost: a new desk from a new invitation continues the numbering.
    m = cosmic.apply(m, {"type": "invite", "manager": 0})
    again, code = made(desk_of(m, 0), {"toss": "bat"})
    assert cosmic.decode_orders(code, m)["seq"] == 2
    m = cosmic.apply(m, cosmic.decode_orders(code, m))
    assert cosmic.replay(m)["managers"][0]["orders"] == {"toss": "bat"}


def test_the_desk_checks_orders_as_the_gm_will():
    m = invited()
    desk = desk_of(m, 0)
    with pytest.raises(RuleError) as e:
        cosmic.apply(desk, {"type": "made", "turn": 1, "orders": {"names": ["x"] * 17}})
    assert e.value.code == "bad-names"
    with pytest.raises(RuleError) as e:
        cosmic.apply(desk, {"type": "made", "turn": 2, "orders": {}})
    assert e.value.code == "wrong-turn"
    with pytest.raises(RuleError) as e:
        cosmic.orders_code(desk)
    assert e.value.code == "nothing-made"


def test_invitations_open_once_and_newer_ones_replace_the_key():
    m = invited()
    first = cosmic.invitation(m, 0)
    desk = cosmic.new_desk(first)
    assert desk["seed"] == cosmic.competition_id(m) and desk["options"] == {"desk": 0}
    assert m["seed"] not in dumps(desk) and m["seed"] not in first
    with pytest.raises(RuleError) as e:
        cosmic.apply(desk, {"type": "invitation", "code": first})
    assert e.value.code == "invitation-in"
    m = cosmic.apply(m, {"type": "invite", "manager": 0})
    desk = cosmic.apply(desk, {"type": "invitation", "code": cosmic.invitation(m, 0)})
    assert cosmic.replay(desk)["generation"] == 2
    with pytest.raises(RuleError) as e:
        cosmic.apply(desk, {"type": "invitation", "code": first})
    assert e.value.code == "old-invitation"
    with pytest.raises(RuleError) as e:  # Bob's invitation is not Ann's desk's
        cosmic.apply(desk, {"type": "invitation", "code": cosmic.invitation(m, 1)})
    assert e.value.code == "other-game"
    with pytest.raises(RuleError) as e:
        cosmic.invitation(m, 2)
    assert e.value.code == "computer-manager"


def test_a_desk_is_not_a_competition():
    desk = desk_of(invited(), 0)
    assert cosmic.autoplay(desk) == desk and cosmic.legal_actions(desk) == []
    for call in (lambda: cosmic.sheet_code(desk, 0), lambda: cosmic.decode_orders("CC2.x", desk)):
        with pytest.raises(RuleError) as e:
            call()
        assert e.value.code == "not-the-gm"


def test_which_code_is_which():
    m = invited()
    desk, code = made(desk_of(m, 0), {})
    assert cosmic.code_kind(code) == "orders"
    assert cosmic.code_kind("http://127.0.0.1:8000/#/cosmic?sheet=" + cosmic.sheet_code(m, 0)) == "sheet"
    assert cosmic.code_kind(cosmic.invitation(m, 1)) == "invitation"
    assert cosmic.code_kind("P1.abc") is None and cosmic.code_kind(42) is None


def test_keys_and_boxes():
    assert trust.manager_key("s", 0, 1) == trust.manager_key("s", 0, 1)
    keys = {trust.manager_key("s", m, g) for m in range(4) for g in range(3)}
    assert len(keys) == 12 and all(len(k) == 16 for k in keys)
    key = trust.manager_key("s", 0, 1)
    assert trust.read_key(trust.key_text(key).upper()) == key and trust.read_key(" " + key[:8] + " - " + key[8:]) == key
    assert trust.read_key("too short") == "" and trust.read_key(None) == ""
    box = trust.seal(key, b"head", b"plain text")
    assert trust.unseal(key, b"head", box) == b"plain text"
    assert trust.seal(key, b"head", b"plain text") == box  # deterministic: a link made again is the same link
    assert trust.unseal(key, b"other", box) is None and trust.unseal(trust.manager_key("s", 1, 1), b"head", box) is None
    for i in range(len(box)):
        flipped = bytearray(box)
        flipped[i] ^= 0x40
        assert trust.unseal(key, b"head", bytes(flipped)) is None
    assert trust.unseal(key, b"head", b"short") is None


def test_the_same_bytes_on_every_interpreter():
    """Known answers, computed once: Pyodide must seal and derive exactly what CPython does."""
    assert trust.competition_id("seed") == "mb4gzwrpea"
    assert trust.manager_key("seed", 2, 3) == "v9uuc3ddk4uwbmeb"
    assert trust.seal("ujhnve5zvkbsk94u", b"h", b"Howzat!").hex() == \
        "d89c2c45c9c1e23e93f251da67bfd64da638e8c5dfafa0"


def raw_code(codec, data):
    return codec.seal(json.dumps(data).encode())


@pytest.mark.parametrize("code, slug", [
    ("", "bad-code"), (None, "bad-code"), (42, "bad-code"), ("hello", "bad-code"), ("CC1.abc", "code-version"),
    ("CC9.abc", "code-version"), ("CC2.", "bad-code"), ("CC2.!!!!", "bad-code"), ("CC2.\u00fcn\u00ef", "bad-code"),
    ("CC2." + "A" * 7000, "bad-code"),
    (raw_code(postal.ORDERS, [1, 2, 3]), "bad-code"),
    (raw_code(postal.ORDERS, {"c": "x", "m": 0}), "bad-code"),
    (raw_code(postal.ORDERS, {"c": "x", "m": 9, "box": "AAAA"}), "bad-code"),
    (raw_code(postal.ORDERS, {"c": "x", "m": True, "box": "AAAA"}), "bad-code"),
    (raw_code(postal.ORDERS, {"c": "x", "m": 0, "box": "\u00e9"}), "bad-code"),
    (raw_code(postal.ORDERS, {"c": "x", "m": 0, "box": "AAAA", "evil": 1}), "bad-code"),
    (postal.ORDERS.seal(b"[" * 10000 + b"]" * 10000), "bad-code"),
])
def test_hostile_codes(code, slug):
    m = invited()
    before = json.dumps(m)
    with pytest.raises(RuleError) as e:
        cosmic.decode_orders(code, m)
    assert e.value.code == slug and e.value.message and json.dumps(m) == before


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=200))
def test_any_text_is_refused_cleanly(text):
    for read in (lambda: cosmic.decode_orders(text, INVITED), lambda: cosmic.new_desk(text),
                 lambda: cosmic.apply(ANN, {"type": "sheet", "code": text})):
        with pytest.raises(RuleError):
            read()


INVITED = invited("junk")
ANN = desk_of(INVITED, 0)
ANN_KEY = cosmic.replay(ANN)["key"]


@settings(max_examples=80, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers(-5, 40) | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
                    max_leaves=30))
def test_junk_sealed_with_the_right_key_never_crashes(junk):
    """Even a rival who stole Ann's key gets only refusals for junk: the GM checks what opens."""
    cid = cosmic.competition_id(INVITED)
    for payload in (junk, {"turn": 1, "seq": 1, "orders": junk}, {"turn": junk, "seq": junk, "orders": {"toss": junk}}):
        code = postal.pack(postal.ORDERS, cid, 0, ANN_KEY, payload)
        try:
            cosmic.apply(INVITED, cosmic.decode_orders(code, INVITED))
        except RuleError:
            pass
    sheet = postal.pack(postal.SHEET, cid, 0, ANN_KEY, junk)
    with pytest.raises(RuleError):
        cosmic.apply(ANN, {"type": "sheet", "code": sheet})


def test_a_deeply_nested_box_is_refused_before_parsing():
    """Only the key's holder can make one; it is refused all the same, without a deep parse."""
    cid = cosmic.competition_id(INVITED)
    box = trust.seal(ANN_KEY, f"CC2.{cid}/0".encode(), __import__("zlib").compress(b"[" * 8000 + b"]" * 8000))
    code = postal.ORDERS.pack({"c": cid, "m": 0, "box": base64.urlsafe_b64encode(box).decode().rstrip("=")})
    with pytest.raises(RuleError) as e:
        cosmic.decode_orders(code, INVITED)
    assert e.value.code == "forged-code"


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10**6))
def test_codes_arriving_in_any_order_the_newest_wins(choices):
    """Two managers on their own devices make one to three codes a turn; the GM gets some of them,
    in any order. Whatever arrives, the orders in are those of the newest code taken, an older or
    repeated code changes nothing, and every desk numbers its next code past what the GM took."""
    r = random.Random(choices)
    people = [{"name": "Ann", "computer": False}, {"name": "Bob", "computer": False}]
    m = cosmic.new_match(f"any{choices}", overs=20, managers=people)
    for p in (0, 1):
        m = cosmic.apply(m, {"type": "invite", "manager": p})
    desks = [desk_of(m, p) for p in (0, 1)]
    while not cosmic.replay(m)["done"]:
        state = cosmic.replay(m)
        for p in (0, 1):
            if not state["needs"][p]["fields"]:
                continue
            codes = []
            for _ in range(r.randint(1, 3)):
                desks[p], code = made(desks[p], random_orders(r, state, p))
                codes.append((cosmic.replay(desks[p])["last_made"], code))
            arrived = r.sample(codes, r.randint(0, len(codes)))
            newest = None
            for made_now, code in arrived + arrived[:1]:  # the first one pasted twice
                try:
                    m = cosmic.apply(m, cosmic.decode_orders(code, m))
                    newest = made_now
                except RuleError as e:
                    assert e.code in ("orders-in", "stale-orders") and newest["seq"] >= made_now["seq"]
            if newest:
                assert cosmic.replay(m)["managers"][p]["orders"] == newest["orders"]
        m = cosmic.apply(m, {"type": "run", "turn": state["turn"]})
        for p in (0, 1):
            desks[p] = cosmic.apply(desks[p], {"type": "sheet", "code": cosmic.sheet_code(m, p)})
            desk = cosmic.replay(desks[p])
            assert desk["sheet"]["seq"] == cosmic.replay(m)["managers"][p]["seq"]
            assert not desk["last_made"] or desk["last_made"]["seq"] >= desk["sheet"]["seq"]

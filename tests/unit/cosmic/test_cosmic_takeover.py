"""Only the GM can introduce a key: a rival's self-made invitation (his own sheet relabelled, a key
of his choosing, any invitation number, a fake deadline) is refused by a desk that holds a genuine
key, and leaves it as it was; the GM's re-invitation is always taken; sheets sealed with another
key are refused; the fingerprint on the desk is the one on the GM's screen (issue 25)."""

import base64
import os

import pytest

import pavilion.cosmic as cosmic
from pavilion.core import RuleError, dumps
from pavilion.cosmic import postal, trust

PEOPLE = [{"name": n, "computer": False} for n in ("Ann", "Bob", "Cy")] + [{"name": "Bot", "computer": True}]
CY, BOB = 2, 1


def invite(m, who):
    m = cosmic.apply(m, {"type": "invite", "manager": who})
    return m, cosmic.invitation(m, who)


def competition():
    """Turn 2 of a competition; Bob and Cy each hold a desk from a genuine invitation."""
    m = cosmic.new_competition("takeover", managers=PEOPLE)
    m, bob_code = invite(m, BOB)
    m, cy_code = invite(m, CY)
    m = cosmic.apply(m, {"type": "run", "turn": 1})
    bob = cosmic.apply(cosmic.new_desk(bob_code), {"type": "sheet", "code": cosmic.sheet_code(m, BOB)})
    cy = cosmic.apply(cosmic.new_desk(cy_code), {"type": "sheet", "code": cosmic.sheet_code(m, CY)})
    return m, bob, cy


def rivals_invitation(bob, generation, vouchers=None, key="bxbchasethiskeyx", deadline="Friday 8 pm"):
    """What Bob can make for Cy: his own sheet relabelled, sealed with a key he chose."""
    sheet = dict(cosmic.replay(bob)["sheet"], manager=CY, deadline=deadline)
    if vouchers is None:
        vouchers = [base64.urlsafe_b64encode(os.urandom(16)).decode().rstrip("=") for _ in range(generation)]
    clear = {"key": key, "g": generation} if vouchers is False else {"key": key, "g": generation, "v": vouchers}
    return postal.pack(postal.INVITATION, bob["seed"], CY, key, sheet, **clear)


@pytest.mark.parametrize("generation", [0, 1, 2, 3, 7, 50])  # the desk holds invitation 1
def test_a_rivals_invitation_is_refused_and_changes_nothing(generation):
    m, bob, cy = competition()
    before = dumps(cy)
    for code in (rivals_invitation(bob, generation), rivals_invitation(bob, generation, vouchers=False),
                 rivals_invitation(bob, generation, deadline="GM: new key, old one had a bug")):
        with pytest.raises(RuleError) as e:
            cosmic.apply(cy, {"type": "invitation", "code": code})
        assert e.value.code == "not-from-gm" and "Ask the games master for a new invitation" in e.value.message
    assert dumps(cy) == before and cosmic.replay(cy)["key"] == cosmic.replay(cosmic.new_desk(cosmic.invitation(
        m, CY)))["key"]
    # Cy's orders are still sealed with his own key: the GM takes them, and Bob cannot open them.
    cy = cosmic.apply(cy, {"type": "made", "turn": 2, "orders": {"toss": "bowl"}})
    code = cosmic.orders_code(cy)
    assert cosmic.decode_orders(code, m)["manager"] == CY
    assert postal.open_box(postal.ORDERS, postal.unpack(postal.ORDERS, code), cosmic.replay(bob)["key"]) is None


def test_vouchers_made_with_bobs_own_key_do_not_vouch_for_cy():
    m, bob, cy = competition()
    bob_key = cosmic.replay(bob)["key"]
    chosen = "bxbchasethiskeyx"
    vouchers = [base64.urlsafe_b64encode(trust.vouch(bob_key, bob["seed"], CY, 2, chosen)).decode().rstrip("=")] * 2
    with pytest.raises(RuleError) as e:
        cosmic.apply(cy, {"type": "invitation", "code": rivals_invitation(bob, 2, vouchers, key=chosen)})
    assert e.value.code == "not-from-gm"


def test_the_gms_reinvitation_is_always_taken():
    m, bob, cy = competition()
    m, skipped = invite(m, CY)  # never delivered
    m, code = invite(m, CY)
    for bad in (rivals_invitation(bob, 9), rivals_invitation(bob, 2)):  # a rival's try first changes nothing
        with pytest.raises(RuleError):
            cosmic.apply(cy, {"type": "invitation", "code": bad})
    cy = cosmic.apply(cy, {"type": "invitation", "code": code})
    state = cosmic.replay(cy)
    assert state["generation"] == 3 and state["key"] == trust.read_key(cosmic.desk_key(m, CY))
    assert state["fingerprint"] == cosmic.fingerprint(m, CY) == cosmic.invitation_fingerprint(code)
    with pytest.raises(RuleError) as e:  # the one never delivered is older now
        cosmic.apply(cy, {"type": "invitation", "code": skipped})
    assert e.value.code == "old-invitation"
    cy = cosmic.apply(cy, {"type": "sheet", "code": cosmic.sheet_code(cosmic.apply(m, {"type": "run", "turn": 2}),
                                                                      CY)})
    assert cosmic.replay(cy)["sheet"]["turn"] == 3


def test_sheets_and_zines_sealed_with_another_key_are_refused():
    m, bob, cy = competition()
    sheet = dict(cosmic.replay(bob)["sheet"], manager=CY, turn=3)
    for key in ("bxbchasethiskeyx", cosmic.replay(bob)["key"]):
        forged = postal.pack(postal.SHEET, bob["seed"], CY, key, sheet)
        with pytest.raises(RuleError) as e:
            cosmic.apply(cy, {"type": "sheet", "code": forged})
        assert e.value.code == "forged-sheet"


def test_the_fingerprint_tells_a_rivals_first_invitation_from_the_gms():
    m, bob, cy = competition()
    fake = cosmic.new_desk(rivals_invitation(bob, 1))  # a new device takes its first invitation on trust
    genuine = cosmic.replay(cy)["fingerprint"]
    assert genuine == cosmic.fingerprint(m, CY) and cosmic.replay(fake)["fingerprint"] != genuine
    words = genuine.split()
    assert len(words) == 4 and all(w in trust.WORDS for w in words)


def test_a_version_2_desk_replays_its_reinvitations_as_they_were_taken():
    """Desks saved before vouchers took a newer invitation on trust: they still load."""
    m, bob, cy = competition()
    legacy = rivals_invitation(bob, 5, vouchers=False)
    old = dict(cy, version=2, actions=cy["actions"] + [{"type": "invitation", "code": legacy}])
    assert cosmic.replay(old)["generation"] == 5


def before_vouchers(code):
    """The same invitation as a Pavilion before vouchers made it: its key and sheet, no vouchers."""
    data = postal.unpack(postal.INVITATION, code, clear=("key", "g"), optional=("v",))
    return postal.INVITATION.pack({k: v for k, v in data.items() if k != "v"})


def version_2_desk():
    """Turn 2; Cy's desk saved before vouchers (version 2): his genuine invitation, as made then, and a sheet."""
    m = cosmic.new_competition("takeover", managers=PEOPLE)
    m, bob_code = invite(m, BOB)
    m, cy_code = invite(m, CY)
    m = cosmic.apply(m, {"type": "run", "turn": 1})
    bob = cosmic.apply(cosmic.new_desk(bob_code), {"type": "sheet", "code": cosmic.sheet_code(m, BOB)})
    cy = dict(cosmic.new_desk(cy_code), version=2)
    cy["actions"] = [{"type": "invitation", "code": before_vouchers(cy_code)},
                     {"type": "sheet", "code": cosmic.sheet_code(m, CY)}]
    assert cosmic.replay(cy)["generation"] == 1
    return m, bob, cy


@pytest.mark.parametrize("generation", [0, 1, 2, 7, 50])
def test_a_version_2_desk_refuses_a_rivals_invitation_from_now_on_and_changes_nothing(generation):
    """A desk saved before vouchers took any newer invitation on trust: the takeover of issue 25.
    From its next action on it is version 3, and needs a voucher like any desk."""
    m, bob, cy = version_2_desk()
    before = dumps(cy)
    for code in (rivals_invitation(bob, generation), rivals_invitation(bob, generation, vouchers=False)):
        with pytest.raises(RuleError) as e:
            cosmic.apply(cy, {"type": "invitation", "code": code})
        assert e.value.code == "not-from-gm"
    assert dumps(cy) == before and cosmic.replay(cy)["key"] == trust.read_key(cosmic.desk_key(m, CY))
    # Its next action (here its orders) makes it version 3, its two actions so far taken on trust.
    cy = cosmic.apply(cy, {"type": "made", "turn": 2, "orders": {"toss": "bowl"}})
    assert cy["version"] == 3 and cy["options"] == {"desk": CY, "trusted": 2}
    assert cosmic.decode_orders(cosmic.orders_code(cy), m)["manager"] == CY
    before = dumps(cy)
    with pytest.raises(RuleError) as e:
        cosmic.apply(cy, {"type": "invitation", "code": rivals_invitation(bob, generation)})
    assert e.value.code == "not-from-gm" and dumps(cy) == before


def test_a_version_2_desk_takes_the_gms_next_invitation():
    m, bob, cy = version_2_desk()
    m, code = invite(m, CY)
    cy = cosmic.apply(cy, {"type": "invitation", "code": code})
    assert cy["version"] == 3 and cy["options"] == {"desk": CY, "trusted": 2}
    state = cosmic.replay(cy)
    assert state["generation"] == 2 and state["fingerprint"] == cosmic.fingerprint(m, CY)
    assert cosmic.REPLAYS.fresh(cy).state() == state  # the desk upgraded in place is the record's full replay
    m = cosmic.apply(m, {"type": "run", "turn": 2})
    cy = cosmic.apply(cy, {"type": "sheet", "code": cosmic.sheet_code(m, CY)})
    assert cosmic.replay(cy)["sheet"]["turn"] == 3


def test_a_version_2_desk_taken_over_before_the_update_is_reset_with_the_gms_invitation():
    """It replays the rival's key it took then; the GM's new invitation is refused (no voucher of
    the rival's key can be his), and the reset makes the desk again from it."""
    m, bob, cy = version_2_desk()
    cy = dict(cy, actions=cy["actions"] + [{"type": "invitation", "code": rivals_invitation(bob, 5, vouchers=False)}])
    m, code = invite(m, CY)
    with pytest.raises(RuleError) as e:
        cosmic.apply(cy, {"type": "invitation", "code": code})
    assert e.value.code == "not-from-gm"
    reset = cosmic.new_desk(code)
    assert reset["version"] == 3 and cosmic.replay(reset)["fingerprint"] == cosmic.fingerprint(m, CY)


def test_a_version_2_desk_with_two_invitations_without_vouchers_replays_and_plays_on():
    m, bob, cy = version_2_desk()
    m, code = invite(m, CY)
    cy = dict(cy, actions=cy["actions"] + [{"type": "invitation", "code": before_vouchers(code)}])
    assert cosmic.replay(cy)["generation"] == 2
    m = cosmic.apply(m, {"type": "run", "turn": 2})
    cy = cosmic.apply(cy, {"type": "sheet", "code": cosmic.sheet_code(m, CY)})
    assert cy["options"] == {"desk": CY, "trusted": 3} and cosmic.replay(cy)["sheet"]["turn"] == 3
    assert cosmic.REPLAYS.fresh(cy).state() == cosmic.replay(cy)
    with pytest.raises(RuleError) as e:  # an invitation like the third, made now by anyone, needs a voucher
        cosmic.apply(cy, {"type": "invitation", "code": rivals_invitation(bob, 3, vouchers=False)})
    assert e.value.code == "not-from-gm"
    m, code = invite(m, CY)
    assert cosmic.replay(cosmic.apply(cy, {"type": "invitation", "code": code}))["generation"] == 3


@pytest.mark.parametrize("version, options", [
    (3, {"desk": CY, "trusted": -1}), (3, {"desk": CY, "trusted": 3}), (3, {"desk": CY, "trusted": True}),
    (3, {"desk": CY, "trusted": "2"}), (3, {"desk": CY, "trusted": 1.5}), (3, {"desk": CY, "trusted": None}),
    (3, {"desk": CY, "trusted": [2]}), (3, {"desk": CY, "trusted": 10 ** 30}), (2, {"desk": CY, "trusted": 2}),
    (3, {"trusted": 2}), (3, {"desk": CY, "trusted": 2, "more": 1})])
def test_a_desk_that_says_oddly_what_it_took_on_trust_is_refused_with_a_sentence(version, options):
    m, bob, cy = version_2_desk()
    odd = dict(cy, version=version, options=options)
    for attempt in (lambda: cosmic.replay(odd), lambda: cosmic.apply(odd, {"type": "sheet", "code": "CS1.x"})):
        with pytest.raises(RuleError) as e:
            attempt()
        assert e.value.code == "bad-option"  # "This desk ..." (one without "desk" is read as a competition's)


def test_an_upgraded_desk_takes_on_trust_only_the_actions_it_had():
    """A version 3 desk saying it took its first two actions before vouchers: a third invitation
    without a voucher, put in its record, is refused on replay."""
    m, bob, cy = version_2_desk()
    upgraded = dict(cy, version=3, options={"desk": CY, "trusted": 2})
    assert cosmic.replay(upgraded)["generation"] == 1
    with pytest.raises(RuleError) as e:
        cosmic.replay(dict(upgraded, actions=cy["actions"] + [{"type": "invitation",
                                                               "code": rivals_invitation(bob, 5, vouchers=False)}]))
    assert e.value.code == "not-from-gm"
    assert cosmic.replay(dict(upgraded, version=2, options={"desk": CY}, actions=cy["actions"] + [
        {"type": "invitation", "code": rivals_invitation(bob, 5, vouchers=False)}]))["generation"] == 5


def test_the_gm_makes_at_most_fifty_invitations_a_manager():
    m = cosmic.new_competition("many", managers=PEOPLE)
    m = dict(m, actions=[{"type": "invite", "manager": CY}] * trust.MAX_INVITATIONS)
    code = cosmic.invitation(m, CY)
    assert len(code) < postal.INVITATION.max_code and cosmic.replay(cosmic.new_desk(code))["generation"] == 50
    with pytest.raises(RuleError) as e:
        cosmic.apply(m, {"type": "invite", "manager": CY})
    assert e.value.code == "too-many-invitations"


@pytest.mark.parametrize("vouchers", ["AAAA", [], ["A" * 22], ["!" * 22, "A" * 22], [1, 2], None])
def test_vouchers_of_the_wrong_shape_are_a_damaged_invitation(vouchers):
    m, bob, cy = competition()
    code = postal.pack(postal.INVITATION, bob["seed"], CY, "bxbchasethiskeyx", cosmic.replay(bob)["sheet"],
                       key="bxbchasethiskeyx", g=2, v=vouchers)
    with pytest.raises(RuleError) as e:
        cosmic.apply(cy, {"type": "invitation", "code": code})
    assert e.value.code == "bad-invitation"

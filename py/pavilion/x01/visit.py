"""One visit scored against a remaining score: what it scored, whether it bust or checked out.

A visit comes three ways, as the oche enters it: its darts, its total, or "bust". Each gives an
`Outcome`; a visit that cannot have happened is refused with a sentence, before anything changes.
"""

from pavilion.core import RuleError
from pavilion.darts.dart import MISS

from .totals import MAX_VISIT, finishes, opens, out_bed, value, visit_totals

DARTS = 3
NEAREST_DOUBLE = 50  # no dart is at a finishing bed with more than 50 left (the bull)


class Outcome:
    """What one visit did: `scored` (0 on a bust), `bust`, `checkout` (darts the finish took, or None),
    `opened` (after it), `at_double` (darts thrown at a bed that would have finished), `thrown` (darts
    the average counts: a bust and any visit that does not finish count all three), `darts` (stored)."""

    __slots__ = ("scored", "bust", "checkout", "opened", "at_double", "thrown", "darts", "total")

    def __init__(self, scored, bust, checkout, opened, at_double, darts=None, total=None):
        self.scored, self.bust, self.checkout, self.opened = scored, bust, checkout, opened
        self.at_double, self.darts, self.total = at_double, darts, total
        self.thrown = checkout or DARTS


def busts(left: int, out: str) -> bool:
    """Below zero, or 1 left where the last dart must be a double (or treble): nothing can finish 1."""
    return left < 0 or (left == 1 and out != "straight")


def score_darts(darts, remaining: int, out: str, opened: bool, whole: bool = True) -> Outcome:
    """Darts one by one. A bust or the winning dart ends the visit: a dart after it is refused. A
    bust leaves everything as it was before the visit, the double in too. A `whole` visit of fewer
    darts that goes on is three darts, the rest misses (at a double if one was on); a visit still
    being entered (`whole` False) is only its darts."""
    scored, at_double, was_open = 0, 0, opened
    for n, dart in enumerate(darts, 1):
        left = remaining - scored
        if left in finishes(out, 1, opened):
            at_double += 1
        if not opened and opens(dart):
            opened = True
        gained = value(dart) if opened else 0
        after = left - gained
        ended = None
        if busts(after, out) or (after == 0 and not out_bed(dart, out)):
            ended, result = "bust", Outcome(0, True, None, was_open, at_double, tuple(darts[:n]),
                                            scored + gained)
        elif after == 0:
            ended, result = "checkout", Outcome(scored + gained, False, n, opened, at_double, tuple(darts[:n]),
                                                scored + gained)
        if ended:
            if n < len(darts):
                what = "the bust" if ended == "bust" else "the winning dart"
                raise RuleError(f"darts-after-{ended}", f"No dart counts after {what} (dart {n}): "
                                                         f"enter the visit as its first {n}.")
            return result
        scored += gained
    if not whole:
        return Outcome(scored, False, None, opened, at_double, tuple(darts), scored)
    missed = DARTS - len(darts)
    if remaining - scored in finishes(out, 1, opened):
        at_double += missed
    return Outcome(scored, False, None, opened, at_double, tuple(darts) + (MISS,) * missed, scored)


def _at_double(given, most: int, least: int, remaining: int, left: int) -> int:
    if given is None:
        return least
    if type(given) is not int or not least <= given <= most:
        raise RuleError("bad-at-double", f"Darts at a double: {least} to {most} for this visit.")
    if given and left > NEAREST_DOUBLE:
        raise RuleError("bad-at-double", f"A visit of {remaining - left} from {remaining} leaves {left}: "
                                         "none of its darts was at a finishing double.")
    return given


def check_total(total) -> int:
    """A visit total three darts can make, or the sentence why not."""
    if type(total) is not int or total < 0:
        raise RuleError("bad-total", "A visit total is a whole number from 0 to 180.")
    if total > MAX_VISIT:
        raise RuleError("over-180", f"A visit scores at most 180, not {total}.")
    if total not in visit_totals():
        raise RuleError("impossible-total", f"Three darts cannot score {total}.")
    return total


def score_total(total, remaining: int, out: str, opened: bool, checkout=None, at_double=None) -> Outcome:
    """A visit entered as its total. A total that finishes says in how many darts; one that would
    bust is refused (the bust is entered as a bust); `at_double` defaults to 1 on a finish, else 0."""
    total = check_total(total)
    if not opened and total not in visit_totals(False) and total:
        raise RuleError("not-opened-total", f"Before the double in, darts score from the opening double "
                                            f"on: a visit cannot score {total} there.")
    left = remaining - total
    if busts(left, out):
        raise RuleError("total-busts", f"{total} from {remaining} busts: tap Bust.")
    if left:
        if checkout is not None:
            raise RuleError("bad-checkout", "Only a visit that finishes says how many darts it took.")
        return Outcome(total, False, None, opened or total > 0, _at_double(at_double, DARTS, 0, remaining, left),
                       total=total)
    if checkout is None:
        raise RuleError("checkout-darts", f"{total} checks out: how many darts did it take?")
    if type(checkout) is not int or not 1 <= checkout <= DARTS:
        raise RuleError("bad-checkout", "A finish takes 1, 2 or 3 darts.")
    if total not in finishes(out, checkout, opened):
        darts = "dart" if checkout == 1 else "darts"
        raise RuleError("bad-checkout", f"{total} cannot be checked out with {checkout} {darts} "
                                        f"({out} out).")
    return Outcome(total, False, checkout, True, _at_double(at_double, checkout, 1, remaining, 0), total=total)


def can_bust(remaining: int, out: str, opened: bool) -> bool:
    """Whether some visit from `remaining` busts: it must be able to go below zero (or leave 1)."""
    most = max(visit_totals(opened))
    return busts(remaining - most, out)


def score_bust(remaining: int, out: str, opened: bool, at_double=None) -> Outcome:
    """A bust entered as a bust: three darts for nothing, the score as it was."""
    if not can_bust(remaining, out, opened):
        raise RuleError("no-bust", f"No visit can bust from {remaining}: enter its total.")
    return Outcome(0, True, None, opened, _at_double(at_double, DARTS, 0, remaining, 0), total=None)

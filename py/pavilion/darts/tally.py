"""Rates every darts game keeps, one way: per visit of three darts, and as a percentage.

Random Cricket's MPR (marks per three darts) and X01's three-dart average (points per three darts)
are the same rate; a figure with nothing under it is None (a screen shows an en dash), never 0.
"""


def three_dart(amount: int, darts: int):
    """`amount` (points, marks) per three darts, to 2 places; None before a dart is thrown."""
    return round(3 * amount / darts, 2) if darts else None


def percent(part: int, whole: int):
    """`part` of `whole` as a percentage to 1 place (checkout %); None when `whole` is 0."""
    return round(100 * part / whole, 1) if whole else None

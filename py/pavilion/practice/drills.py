"""The six drills by slug, in the order the rules list them."""

from .around_the_clock import AroundTheClock
from .bobs_27 import Bobs27
from .halve_it import HalveIt
from .one_two_one import OneTwoOne
from .round_the_doubles import RoundTheDoubles
from .shanghai import Shanghai

DRILLS = {d.slug: d for d in (AroundTheClock, Bobs27, Shanghai, HalveIt, OneTwoOne, RoundTheDoubles)}

"""The rules card of each drill, taught in the app: the drill's own rules (darts-practice.md, as
pavilion.practice plays them), then how this screen takes darts, Back, and the result's figures."""

DRILL_RULES = {
    "around-the-clock": (
        ("Around the Clock", "Hit 1, 2, 3 ... 20, then the bull, in order. Any ring of the number you are on "
         "counts as one hit and moves you to the next; either bull finishes."),
        ("Score", "The darts you used to finish: fewer is better. With Doubles only, only the double of each "
                  "number counts, and the bullseye (DB) last."),
    ),
    "bobs-27": (
        ("Bob's 27", "Start on 27 points. Round 1 aims at double 1, round 2 at double 2 ... round 20 at double "
         "20, round 21 at the bullseye. Three darts a round."),
        ("Scoring", "Every hit on the round's double adds its value (D7 adds 14, the bullseye 50). A round with "
                    "no hit takes that value off. At zero or below the drill ends there."),
        ("Score", "The points at the end: the most possible is 1,437."),
    ),
    "shanghai": (
        ("Shanghai", "Seven rounds (or 20); round 1 aims at 1, round 2 at 2, and so on. A single scores the "
         "number, a double twice it, a treble three times; other numbers score nothing."),
        ("A Shanghai", "A single, a double and a treble of the round's number in one visit is a Shanghai: it "
                       "wins the game at once. Otherwise the most points after the last round wins."),
    ),
    "halve-it": (
        ("Halve-It", "Start on 40. The rounds' targets, in order: 15, 16, any double, 17, 18, any treble, 19, "
         "20, the bull (either ring)."),
        ("Scoring", "A dart on the round's target scores its full value (D16 on 16 scores 32). A round with no "
                    "dart on its target halves your score, rounded down. Most points at the end wins."),
    ),
    "121": (
        ("121", "Nine darts (three visits) to check out 121, finishing on a double or the bullseye, as in 501. "
         "A dart that leaves 1 or less than 0, or reaches 0 on a dart that is not a double, is a bust: back to the visit's start."),
        ("The ladder", "A checkout moves the next target up by one (122); nine darts without one move it down "
                       "by one, never below 121. Ten targets a session (or more). The route to check out shows "
                       "under the target."),
        ("Score", "The highest target you checked out."),
    ),
    "round-the-doubles": (
        ("Round the Doubles", "Double 1 to double 20, then the bullseye (DB), in order: a dart on the double "
         "you are on moves you to the next."),
        ("Score", "The darts you used to finish: fewer is better. With Hits in 99, the hits you make in 99 "
                  "darts: more is better."),
    ),
}
SHARED = (
    ("Entering darts", "Enter every dart as it lands: Double or Treble first, then the number, or Miss; Board "
     "lets you tap where the dart landed. Each dart counts at once and is saved."),
    ("Back", "Back takes the last dart back, even from the visit before. Tap a dart of the visit to take it "
             "and the ones after it back."),
    ("Players", "One to four players throw visits of three darts in turn, each at their own target. The result "
                "shows each player's figure with their best and their last time at this drill, played with the "
                "same options, on this device."),
)


def card(drill: str) -> tuple:
    """(title, text) sections of one drill's rules card."""
    return DRILL_RULES[drill] + SHARED

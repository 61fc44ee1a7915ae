"""The rules' numbers a match is played under, by record version and options.

Where the seed gives no numbers (attack) or the app departs from it on purpose (batting grades),
the reading is data here, chosen from the record: a version 1 record replays under the readings
it was played with, whatever this build's defaults are. The docs (docs/crickee.md) say what each
reading is and why.
"""

from typing import NamedTuple


class Reading(NamedTuple):
    attack_faces: dict  # face -> outcome in an attacking over
    attack_chance: int  # added to every wicket-chance roll in an attacking over
    graded: bool  # batters' grades move their wicket-chance rolls (False: the seed's dice for all)
    picked: bool  # the elevens are in the options (False: dealt from the club by the seed, v1)

    def attack_text(self) -> str:
        faces = ", ".join(f"face {face} is a {outcome}" for face, outcome in sorted(self.attack_faces.items()))
        return f"Attacking: {faces}, and every wicket-chance roll gets +{self.attack_chance}."


ATTACK_V1 = ({4: "four"}, 1)
ATTACK = ({5: "six"}, 2)
GRADE_MODIFIER = {"top": -1, "middle": 0, "lower": 1, "tail": 2}  # on the batter's chance rolls
VERSION_1 = Reading(*ATTACK_V1, graded=False, picked=False)
LITERAL = Reading(*ATTACK, graded=False, picked=True)  # the seed's dice for every batter
GRADED = Reading(*ATTACK, graded=True, picked=True)  # the default game


def reading(version: int, options: dict) -> Reading:
    if version == 1:
        return VERSION_1
    return GRADED if options["dice"] == "graded" else LITERAL

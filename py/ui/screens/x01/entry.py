"""Entering a 501 visit: the number pad for its total (the default), the dart keypad and the drawn
dartboard a tap away, and the questions a total can raise ("How many darts?", "Darts at a double?").

These functions only draw; the screen keeps what is being entered and routes the taps. The taps
they offer: the number pad's and the keypad's (ui/oche), "mode:totals|darts|board", "enter-darts",
and "answer:N" / "close" for a question.
"""

from ... import dartboard, theme
from ...oche import keypad, numpad
from ...oche.grid import grid, rows
from ...scene import MIN_TARGET

GUARD_MS = 450  # a question's answers and Cancel wait this long for a finger: a double tap never answers
AFTER_VISIT = ("bust", "enter-total")  # after a visit goes in, these wait GUARD_MS for a finger's second tap
MODES = {"totals": "Totals: type each visit's total", "darts": "Darts: enter dart by dart",
         "board": "Board: tap the dartboard where each dart landed"}


def draw_totals(scene, x, y, w, h, typed, *, back_label, can_back, enter_label, gap, darts=True, keyed=False):
    """The number pad, with the dart keypad one tap away on its top row (`darts`: not for a
    correction, which is a total). `keyed`: the total was typed on the keyboard, so focus goes to the
    pad's Enter key, where an Enter enters it (on a digit, Enter would press that digit: 60 became 601)."""
    aside = ("mode:darts", "Darts: enter dart by dart", "Darts", "ghost", None) if darts else None
    numpad.draw(scene, x, y, w, h, typed, back_label=back_label, can_back=can_back, enter_label=enter_label,
                aside=aside, gap=gap)
    # else after Start, a visit entered or a question answered: the next total's first digit
    scene.focus_on("enter-total" if keyed else "digit:1")


def draw_darts(scene, x, y, w, h, darts, multiplier, *, thrower, can_back, back_label, can_enter, gap):
    """The visit's darts with Back, Single/Double/Treble, every bed and Miss, the dartboard and the
    number pad a tap away, and Enter visit on the bottom row, under the thumb. On a screen too short
    for a row of its own for Enter (a phone on its side), the dartboard and the number pad join
    Single/Double/Treble and Enter visit ends the last row of beds, so it is never off the screen."""
    cols = max(5, min(8, int((w + gap) // (48 + gap))))  # as many as fit: fewer rows on a short screen
    beds = keypad.bed_keys(keypad.every_bed(), multiplier)
    scene.focus_on(beds[0][0])  # after Enter visit or the last dart taken back: the next dart's first bed
    modes = [("mode:board", MODES["board"], "Board", "ghost", None),
             ("mode:totals", MODES["totals"], "Totals", "ghost", None)]
    enter = ("enter-darts", "Enter visit", "Enter visit", "primary", None, not can_enter)
    tall = 3 + -(-(len(beds) + len(modes)) // cols)  # rows: the darts, the multipliers, the beds, Enter
    short = h < tall * MIN_TARGET + (tall - 1) * gap
    keys = beds if short else beds + modes
    bed_rows = -(-(len(keys) + (2 if short else 0)) // cols)  # Enter, two cells wide, after the beds
    lines = rows(y, h, (1, 0.9) + (1,) * bed_rows + (() if short else (1,)), gap=gap)
    keypad.slots(scene, x, lines[0][0], w, lines[0][1], darts, thrower=thrower, can_back=can_back,
                 back_label=back_label)
    cell = (w - gap * (cols - 1)) / cols
    if short:
        cell5 = (w - 4 * gap) / 5
        keypad.multipliers(scene, x, lines[1][0], 3 * cell5 + 2 * gap, lines[1][1], multiplier, size=16)
        grid(scene, x + 3 * (cell5 + gap), lines[1][0], 2 * cell5 + gap, lines[1][1], modes, 2, gap=gap, size=16)
    else:
        keypad.multipliers(scene, x, lines[1][0], w, lines[1][1], multiplier, size=18)
    for r in range(bed_rows):
        grid(scene, x, lines[2 + r][0], w, lines[2 + r][1], keys[cols * r:cols * r + cols], cols, gap=gap,
             size=20)
    if short:
        at = len(keys) - cols * (bed_rows - 1)  # the last row's beds, then Enter in the cells left
        grid(scene, x + at * (cell + gap), lines[-1][0], w - at * (cell + gap), lines[-1][1], [enter], 1, gap=gap,
             size=19)
    else:
        grid(scene, x, lines[-1][0], w, lines[-1][1], [enter], 1, gap=gap, size=21)


def draw_board(scene, x, y, w, h, darts, *, thrower, can_back, back_label, can_enter, gap):
    """The drawn dartboard: tap where each dart landed; it stays open for the visit's three darts."""
    slot_h = 52
    keypad.slots(scene, x, y, w, slot_h, darts, thrower=thrower, can_back=can_back, back_label=back_label)
    scene.focus_on("mode:darts")  # the drawn board takes no keys: the keypad is the keyboard's way in
    size = max(96, min(w, h - 2 * slot_h - 2 * gap))
    top = y + slot_h + gap
    dartboard.offer(scene, x + (w - size) / 2, top, size)
    grid(scene, x, y + h - slot_h, w, slot_h, [("mode:darts", "Keypad: enter dart by dart", "Keypad", "ghost", None),
                                             ("enter-darts", "Enter visit", "Enter visit", "primary", None,
                                              not can_enter)], 2, gap=gap, size=19)


def draw_question(scene, x, y, w, h, question, choices, gap):
    """A question about the visit just typed, its answers as big keys, and Cancel apart from them and
    under Bust and 0, not where the pad's Enter was (the bottom row's last third stays empty)."""
    lines = rows(y, h, (1.2, 1.4, 1), gap=gap)
    scene.paragraph(x, lines[0][0] + 18, w, question, 21, theme.STRAW, 800)
    answers = [(f"answer:{n}", label, str(n), "primary", None) for n, label in choices]
    scene.focus_on(answers[0][0])  # the question's first answer, not the total's Enter that asked it
    grid(scene, x, lines[1][0], w, lines[1][1], answers, len(answers), gap=gap, size=30)
    cancel_w = w - (w - 2 * gap) / 3 - gap  # the pad's Bust and 0 (numpad.draw's bottom row)
    grid(scene, x, lines[2][0], cancel_w, lines[2][1], [("close", "Cancel: change the total", "Cancel", "ghost", None)],
         1, gap=gap, size=18)

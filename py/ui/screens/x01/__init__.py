"""The 501 (X01) scoreboard (`#/x01`), one module per part:

    screen.py   the screen: the match, saving, taps, the computer's visits shown dart by dart
    view.py     the layout and the status bar, and which panel is drawn beside the board
    setup.py    the set-up: players, start, out and in, legs and sets, who throws first
    board.py    the board: remaining scores in big digits, the thrower's route, last visit, average
    entry.py    entering a visit: number pad (totals), dart keypad, dartboard, the visit's questions
    pages.py    the menu, the end-of-match panel, stats, visit history and corrections, sharing, rules

The keypad, number pad, seat header and dartboard are the darts games' shared parts (ui/oche).
"""

from .screen import X01Screen

SCREEN = X01Screen

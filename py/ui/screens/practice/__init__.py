"""The Practice screen (`#/practice`): the six drills, one module per part:

    screen.py    the screen: the session, saving, the layout, taps, the keypad and the dartboard
    setup.py     the set-up: the drill (each in one line, with its options) and the players
    board.py     the board: the target to throw at drawn large, whose throw, every player's score
    progress.py  each drill's progress drawn: clock face, running line, rounds, the 121 ladder
    result.py    the result: each player's figure, with their best and last at that drill
    rules.py     each drill's rules card

The keypad, seat digits and dartboard are the darts games' shared parts (ui/oche, ui/dartboard.py).
"""

from .screen import PracticeScreen

SCREEN = PracticeScreen

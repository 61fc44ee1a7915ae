"""Random Cricket's scoreboard (`#/darts`) and the dartboard kiosk, one module per panel:

    screen.py   the screen: match, saving, layout, taps routed to the panels, the computer's pace
    setup.py    the set-up: players (remembered names, computer seats), board, round limit, legs
    board.py    the scoreboard: points, marks, last visit and MPR per seat, read from the oche
    entry.py    entering darts: keypad, other beds, the tap-where-it-landed dartboard, Back
    menu.py     the menu and what it opens: confirmations, removing a player, sharing (QR code)
    history.py  the turn history and corrections
    stats.py    the stats panel, the game-over panel and the awards called as they happen
    rules.py    the rules card
"""

from .screen import DartsScreen

SCREEN = DartsScreen

"""Cosmic Celebrity Cricket (`#/cosmic`), one module per panel:

    screen.py         the screen: the record open (a GM's competition or a manager's desk), views, saving
    layout.py         what every panel draws with: title bar, buttons, text, cards, refusals in place
    setup_panel.py    the set-up: competition or match, overs, managers
    table_panel.py    the games master's table: who must send what, the deadline, the matches, Run turn
    desk_panel.py     a manager's desk: at the GM's screen (locked with his key) or on his own device
    form.py           the desk's orders: standing, already in, changed; what it sends
    batting_panel.py  the desk's batting tab: styles and conditional orders
    bowling_panel.py  the desk's bowling tab: who bowls each over
    post_panel.py     codes that travel: turn sheets, invitations, orders codes (QR, selectable, copy), paper
    paste_panel.py    codes that arrive, pasted or as links: orders (asked first if they replace), sheets
    zine_panel.py     the zine and its archive
    help_panel.py     every table the GM uses, and the tie rule
"""

from .screen import CosmicScreen

SCREEN = CosmicScreen

"""The darts UI every darts game shares (Random Cricket, X01, the drills), one component a module:

    grid.py     rows that share a height (each 48 px or more) and a grid of buttons
    keypad.py   the dart keypad: the visit's three darts with Back, Single/Double/Treble, the beds
    numpad.py   the number pad for visit totals: big keys, Bust, Enter, Back
    seat.py     a seat column's header: name, whose throw, legs; big digits to an ink height
    players.py  the players remembered on this device, as buttons to seat them

Each is a function of what it draws (darts, choices, a rectangle) that adds scene ops and the taps it
offers; none keeps state of its own. The drawn dartboard is ui/dartboard.py. A screen composes them
and routes their taps ("multiplier:T", "target:20", "digit:7" ...) to its own handlers.
"""

"""Card Cricket's screen (`#/cards`), in panels: screen.py holds the match and the decisions;
setup, table, scorecard, rules and menu draw one panel each; deal and faces are the deal's timeline
and the cards' faces."""

from .screen import CardsScreen

SCREEN = CardsScreen

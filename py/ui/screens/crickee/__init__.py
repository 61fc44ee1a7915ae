"""Crickee's match centre (`#/crickee`): see screen.py."""

from .screen import CrickeeScreen

SCREEN = CrickeeScreen

"""Pavilion's rules: pure Python, no browser imports, the same on CPython 3.11 and Pyodide 3.14."""

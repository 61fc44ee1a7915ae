"""Players remembered on this device, as buttons to tap into a seat: every darts game's set-up
offers them the same way (a name already seated is shown pressed; tapped again, it is taken out).

Taps it offers: "known:i", i the name's place in `known`; "form:<name>", the players' page.
"""

from .. import theme


def remembered(scene, x, y, w, known, seated, cols=3) -> float:
    """The names in rows of `cols` under a line saying what they are for; returns the y below them."""
    if not known:
        return y
    scene.text(x, y + 8, "Tap a name to seat them:", 15, theme.CHALK_DIM)
    y += 20
    cell = (w - 6 * (cols - 1)) / cols
    taken = {name.casefold() for name in seated}
    for i, name in enumerate(known):
        scene.button(f"known:{i}", x + (i % cols) * (cell + 6), y + (i // cols) * 54, cell, 48,
                     f"{name}: remembered player", caption=name, kind="ghost", size=16,
                     pressed=name.casefold() in taken)
    i = len(known)  # then each remembered player's form (screens/player), in the grid's next cell
    scene.button(f"form:{known[0]}", x + (i % cols) * (cell + 6), y + (i // cols) * 54, cell, 48,
                 "Players' form: each remembered player's games", caption="Form ›", kind="ghost", size=16)
    return y + -(-(len(known) + 1) // cols) * 54


def focus_after_drop(scene, dropped) -> None:
    """After Take player N off (`dropped`: its row, None when the last set-up tap was another), focus
    goes at once to the player now in that row, else Add player: not to Back to the hub, where a
    second Enter leaves, nor left on a Take player off key that now takes off the next player."""
    if dropped is None:
        return
    there = {r["id"] for r in scene.regions}
    scene.focus_on(next((id for id in (f"name:{dropped}", "add-player") if id in there), None), now=True)

"""Saving a darts game from its first move on: Start shows the board, but opening a game and leaving
at once adds nothing to the hub's saved list (nor to the kiosk's memory). Once saved, the address
names the match (the kiosk remembers it instead, to reopen on it after a power cut)."""

from .. import router


def save(screen, moved: bool, summary: str, extra: dict, finished: bool, kiosk_match) -> None:
    """Save `screen.match` if a move was made or it was saved before (an undo back to the start
    still saves); the first save names the match in the address, or on the kiosk in `kiosk_match`."""
    fresh = screen.match_id not in screen.app.store.index()
    if fresh and not moved:
        return
    screen.saved = screen.app.save(screen.match_id, screen.match, summary, extra, finished=finished)
    if fresh and screen.saved:
        if screen.kiosk:
            screen.keep_draft(kiosk_match, screen.match_id)
        else:
            screen.app.bridge.replace_route(router.format(screen.game["route"], {"id": screen.match_id}))

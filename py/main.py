"""Pavilion's entry point: PyScript runs it once Pyodide has started and py.zip is unpacked."""

from pyscript import window

window.pavilionBoot.stage("app")
try:
    import random

    random.seed()  # a start from a memory snapshot would otherwise replay the snapshot's random state
    from ui.bridge import start

    # The journal's records were read from IndexedDB while Python downloaded: no wait in practice. A
    # slow disk is waited for a short grace at most; then the app starts and is handed them later.
    APP, HANDLER = start(await window.pavilionJournal.ready())  # kept referenced: the page calls HANDLER
except Exception:  # noqa: BLE001 - a failed start is shown on the error screen, with the trace
    import traceback

    window.pavilionBoot.fail("Pavilion's Python code failed to start.", traceback.format_exc())

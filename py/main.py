"""Pavilion's entry point: PyScript runs it once Pyodide has started and py.zip is unpacked."""

from pyscript import window

window.pavilionBoot.stage("app")
try:
    from ui.bridge import start

    APP, HANDLER = start()  # kept referenced: the page calls HANDLER for every event
except Exception:  # noqa: BLE001 - a failed start is shown on the error screen, with the trace
    import traceback

    window.pavilionBoot.fail("Pavilion's Python code failed to start.", traceback.format_exc())

"""Pavilion in the browser: canvas scenes, screens, storage, routes. Only ui.bridge imports the page."""

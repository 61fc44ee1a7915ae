"""A plain message with a way on: a game not built yet, a link that cannot be opened."""

from .. import theme
from . import Screen, frame


class MessageScreen(Screen):
    name = "message"

    def __init__(self, app, heading, message, live=None):
        super().__init__(app)
        self.heading, self.message, self.live = heading, message, live

    @classmethod
    def not_built(cls, app, game):
        return cls(app, game["title"], f"{game['title']} is not built yet. It is coming in a later "
                   "version of Pavilion; the other games are on the hub.")

    @classmethod
    def bad_link(cls, app, game, reason):
        return cls(app, "This link cannot be opened", f"{reason} Nothing was saved or changed.",
                   live=f"Link refused: {reason}")

    def title(self):
        return f"{self.heading} - Pavilion"

    def arrival(self):
        return self.live or f"{self.heading}. {self.message}"

    def draw(self, scene, top):
        x0, width, pad = frame(scene, top)
        y = top + pad + 40
        scene.text(x0, y, self.heading, 30 if scene.w >= 600 else 24, theme.STRAW, 700,
                   max_width=width, heading=True)
        y = scene.paragraph(x0, y + 52, min(width, 720), self.message, 20)
        scene.button("back", x0, y + 16, min(width, 260), 56, "Back to the hub")
        scene.h = max(scene.h, int(y + 16 + 56 + pad))

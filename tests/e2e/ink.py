"""What the canvas draws, as a player sees it: every string painted in the last frame with its ink.

`record(context_or_page)` adds an init script that wraps CanvasRenderingContext2D.fillText; each
call keeps the string, the font it was drawn in (after the painter shrank it, if it did), where,
its width against the box it was given, and its INK height: measureText's actualBoundingBoxAscent +
actualBoundingBoxDescent, how tall the drawn glyphs are (a 63 px font draws digits about 47 px tall).
A fillRect from the canvas's corner starts a new frame, so `drawn(page)` is the frame on screen;
`ever_drawn(page, text)` says whether any frame since the load drew `text` (one shown for a few
seconds only, as an award, whatever the machine's load).
"""

INIT = """
(() => {
  const proto = CanvasRenderingContext2D.prototype;
  const fillText = proto.fillText, fillRect = proto.fillRect;
  self.__inkFrame = [];
  self.__inkSeen = new Set();
  proto.fillRect = function (x, y, w, h) {
    if (x === 0 && y === 0) self.__inkFrame = [];
    return fillRect.apply(this, arguments);
  };
  proto.fillText = function (text, x, y, maxWidth) {
    const m = this.measureText(text);
    const t = this.getTransform();
    self.__inkSeen.add(String(text));
    self.__inkFrame.push({
      text: String(text), font: this.font, x: x, y: y, align: this.textAlign,
      ink: m.actualBoundingBoxAscent + m.actualBoundingBoxDescent,
      width: m.width, maxWidth: maxWidth === undefined ? null : maxWidth,
      squashed: maxWidth !== undefined && m.width > maxWidth + 0.5,
      scale: t.a,
    });
    return fillText.apply(this, arguments);
  };
})();
"""


def record(target):
    """Record what every canvas in `target` (a BrowserContext or a Page) draws, from its next load."""
    target.add_init_script(INIT)


def drawn(page) -> list:
    """The strings of the frame on screen: dicts of text, font, x, y, ink, width, maxWidth, squashed."""
    return page.evaluate("self.__inkFrame || []")


def ever_drawn(page, text) -> bool:
    """Whether any frame since the page loaded drew `text`."""
    return page.evaluate("(t) => !!self.__inkSeen && self.__inkSeen.has(t)", text)


def ink_of(page, text) -> list:
    """The ink heights (px) of every drawing of exactly `text` in the frame on screen."""
    return [d["ink"] for d in drawn(page) if d["text"] == text]


def squashed(page) -> list:
    """The strings the frame drew narrower than their font would (squashed sideways): none, ideally."""
    return [d["text"] for d in drawn(page) if d["squashed"]]

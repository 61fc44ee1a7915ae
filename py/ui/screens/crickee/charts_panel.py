"""The charts tab: the worm and, in a chase, the required rate against the run rate beside it,
then the Manhattan. Super Overs stay out of the charts (they have their own scorecards)."""

from ... import theme
from . import draw


def draw_charts(screen, scene, x, y, w, h, state, k) -> float:
    innings = [i for i in state["innings"] if not i["super_over"]]
    if not innings or not innings[0]["over_list"]:
        scene.text(x, y + 14, "The charts start after the first over.", int(16 * k), theme.CHALK_DIM)
        return y + 30
    size = int(12 * k)
    left = 34 * k
    over_limit = innings[0]["over_limit"]
    chase = innings[1] if len(innings) > 1 and innings[1]["over_list"] else None
    side_by_side = chase is not None and w >= 640
    chart_w = (w - 16) / 2 if side_by_side else w
    chart_h = max(130, min(240 * k, (h - 2 * 62 * k) / 2))
    scene.text(x, y + 10, "Worm: the score after each over", int(15 * k), theme.STRAW, 700, heading=True,
               max_width=chart_w)
    draw.worm(scene, x + left, y + 26, chart_w - left - 8, chart_h, innings, over_limit, size)
    if chase is not None:
        rx, ry = (x + chart_w + 16, y) if side_by_side else (x, y + 26 + chart_h + 26 * k)
        scene.text(rx, ry + 10, "Required rate and run rate", int(15 * k), theme.STRAW, 700, heading=True,
                   max_width=chart_w)
        draw.rate_chart(scene, rx + left, ry + 26, chart_w - left - 8, chart_h, chase, over_limit, size)
        if not side_by_side:
            y = ry
    y += 26 + chart_h + 26 * k
    y = draw.legend(scene, x + left, y, w - left, innings, size, rates=chase is not None)
    y += 22 * k
    scene.text(x, y + 10, "Manhattan: runs in each over", int(15 * k), theme.STRAW, 700, heading=True)
    draw.manhattan(scene, x + left, y + 26, w - left - 8, chart_h, innings, over_limit, size)
    return y + 26 + chart_h + 20 * k

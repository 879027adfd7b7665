#!/usr/bin/env python3
"""Measures the iOS 26 design profile against real iOS 26 renderings, picture by picture.

Usage: scripts/fit-ios26-screen.py REFDIR [--tool .build/debug/picker-render] [--out docs/images/ios26]

REFDIR holds the iOS renderings under the names below, each copied byte for byte with
`git show COMMIT:PATH` from the repository docs/architecture.md §24 names for it (they stay under
their repositories' licences and are not part of this one). For each, the script draws the same
screen with picker-render in the iOS 26 design, measures both images the same way (ink boxes
with a threshold, card and separator rows, the rim of a panel's corner), prints each quantity
for iOS and ours side by side, then the whole region's pixelmatch at threshold 0.1 (picker-render
compare), and writes OUT/<name>.png: ours | iOS | difference (compare's diff image), at @3x.
The fonts differ (Inter for SF Pro), so text ink differs by a pixel or two; the shapes, colours
and positions are what is fitted. Needs python3 with PIL and numpy (Debian: python3-pil
python3-numpy). Its output is recorded in docs/architecture.md §24.

The renderings (all @3x):
- gestures-light.png, gestures-dark.png: an inset grouped List of navigation rows with section
  headers and a "Reset" text button in a navigation bar, iOS 26.4, a 390 x 844 pt layout on an
  iPhone 17 simulator (62-pt top inset);
- servers-light.png, servers-dark.png: a List under the large title "Servers", iOS 26.4;
- complication-light.png: an inline title "New complication" between two glass circle
  buttons, iOS 26.4;
- listpicker-light.png: a List of checkable rows under "Section 1", iOS 26.0;
- menu-light.png: a UIMenu popover (../shared/refimages/ios26-uimenu-popup@3x.png);
- segmented-26.2.png: UISegmentedControl with AccessibilitySnapshot's overlay, iOS 26.2.
"""

import json
import os
import subprocess
import sys
import tempfile

import numpy as np
from PIL import Image

SCALE = 3


def load(path):
    return np.asarray(Image.open(path).convert("RGB")).astype(int)


def bbox(mask):
    ys, xs = np.nonzero(mask)
    if len(ys) == 0:
        return None
    return xs.min(), ys.min(), xs.max() + 1, ys.max() + 1


def ink_mask(a, box, dark_ink, threshold):
    """The ink inside box = (x0, y0, x1, y1): pixels with a channel under the threshold (dark
    ink on a light background) or over 255 - threshold (light ink on a dark one)."""
    x0, y0, x1, y1 = box
    sub = a[y0:y1, x0:x1]
    return sub.min(axis=2) < threshold if dark_ink else sub.max(axis=2) > 255 - threshold


def spans(flags):
    """(start, end) of each run of true values."""
    out, i = [], 0
    while i < len(flags):
        if flags[i]:
            j = i
            while j < len(flags) and flags[j]:
                j += 1
            out.append((i, j))
            i = j
        else:
            i += 1
    return out


def ink(a, box, dark_ink=True, threshold=235):
    """The ink box (px) inside box."""
    b = bbox(ink_mask(a, box, dark_ink, threshold))
    return None if b is None else (b[0] + box[0], b[1] + box[1], b[2] + box[0], b[3] + box[1])


def runs(a, box, dark_ink=True, threshold=235):
    """Ink boxes of the glyph runs (columns of ink separated by empty columns) in box."""
    m = ink_mask(a, box, dark_ink, threshold)
    out = []
    for i, j in spans(m.any(axis=0)):
        b = bbox(m[:, i:j])
        out.append((box[0] + i, box[1] + b[1], box[0] + j, box[1] + b[3]))
    return out


def transitions(a, x, y0, y1, tolerance=2):
    """(row, colour) wherever column x changes colour between rows y0 and y1."""
    out, prev = [], None
    for y in range(y0, y1):
        v = tuple(int(c) for c in a[y, x])
        if prev is None or max(abs(p - q) for p, q in zip(v, prev)) > tolerance:
            out.append((y, v))
        prev = v
    return out


def surfaces(a, x, y0, y1, colour):
    """Spans (top, bottom) of more than 6 rows in column x whose colour is within 2 of colour."""
    on = np.abs(a[y0:y1, x] - np.array(colour)).max(axis=1) <= 2
    return [(y0 + i, y0 + j) for i, j in spans(on) if j - i > 6]


def rim_equal_area_radius(a, top, left, rows=160, threshold=253):
    """The equal-area radius (pt) of a panel's top-left corner whose bright rim's outer edge
    starts at row `top` and whose straight side is at column `left`."""
    lum = a.mean(axis=2)
    area = 0
    for y in range(top, top + rows):
        hits = np.nonzero(lum[y, left - 3:left + 220] >= threshold)[0]
        if len(hits):
            area += max(left - 3 + hits[0] - left, 0)
    return (area / SCALE / SCALE / (1 - np.pi / 4)) ** 0.5


def pt(v):
    return v / SCALE


class Fit:
    def __init__(self, tool, refdir, out):
        self.tool, self.refdir, self.out = tool, refdir, out
        self.rows = []
        self.tmp = tempfile.mkdtemp(prefix="fit-ios26-")

    def draw(self, name, spec, extra=()):
        path = os.path.join(self.tmp, name + ".json")
        with open(path, "w") as f:
            json.dump(spec, f)
        png = os.path.join(self.tmp, name + ".png")
        subprocess.run([self.tool, "render", path, "--output", png, *extra], check=True)
        return load(png)

    def ios(self, name):
        return load(os.path.join(self.refdir, name))

    def row(self, quantity, ios, ours):
        self.rows.append((quantity, ios, ours))

    def side_by_side(self, name, ours, ios, box_ours, box_ios):
        """Crops both, compares them with picker-render compare, writes ours | iOS | diff."""
        x0, y0, x1, y1 = box_ours
        X0, Y0, X1, Y1 = box_ios
        a = Image.fromarray(ours[y0:y1, x0:x1].astype("uint8"))
        b = Image.fromarray(ios[Y0:Y1, X0:X1].astype("uint8"))
        pa, pb, pd = (os.path.join(self.tmp, name + s + ".png") for s in ("-ours", "-ios", "-diff"))
        a.save(pa)
        b.save(pb)
        r = subprocess.run([self.tool, "compare", pb, pa, "--json", "--diff", pd], capture_output=True, text=True)
        counts = json.loads(r.stdout)
        d = Image.open(pd).convert("RGB")
        gap = 12
        sheet = Image.new("RGB", (a.width * 3 + 2 * gap, a.height), (255, 0, 255))
        for i, im in enumerate((a, b, d)):
            sheet.paste(im, (i * (a.width + gap), 0))
        os.makedirs(self.out, exist_ok=True)
        sheet.save(os.path.join(self.out, name + ".png"), optimize=True)
        total = counts["totalPixels"]
        self.rows.append((f"{name}: pixelmatch 0.1, {a.width} x {a.height} px",
                          f"{counts['differentPixels']} px", f"{100 * counts['differentPixels'] / total:.2f} %"))

    def report(self):
        print(f"{'quantity':58} {'iOS':>12} {'ours':>12}")
        for q, i, o in self.rows:
            fmt = lambda v: f"{v:12.2f}" if isinstance(v, float) else f"{str(v):>12}"
            print(f"{q:58} {fmt(i)} {fmt(o)}")


GESTURE_ROWS = [("Shake", "None")]
SWIPE_LEFT = [("Using one finger", "None"), ("Using two fingers", "Go to next page"),
              ("Using three fingers", "Previous server")]
SWIPE_RIGHT = [("Using one finger", "Show sidebar"), ("Using two fingers", "Back to previous page"),
               ("Using three fingers", "Next server")]


def nav_rows(rows):
    return [{"title": t, "value": v, "navigationLink": True} for t, v in rows]


def list_spec(appearance):
    # The iOS list is 390 pt wide; its "Shake" card starts 352 pt down (under the gestures card).
    return {"canvas": "fit", "width": 390, "design": "ios26", "appearance": appearance,
            "background": "systemGroupedBackground", "padding": {"top": 352, "bottom": 16},
            "content": {"type": "list", "sections": [
                {"rows": nav_rows(GESTURE_ROWS)},
                {"header": "Swipe left", "rows": nav_rows(SWIPE_LEFT)},
                {"header": "Swipe right", "rows": nav_rows(SWIPE_RIGHT)}]}}


def fit_list(f, appearance):
    ios = f.ios(f"gestures-{appearance}.png")
    ours = f.draw(f"list-{appearance}", list_spec(appearance))
    dark = appearance == "dark"
    card = (28, 28, 29) if dark else (255, 255, 255)
    ours_card = tuple(int(c) for c in ours[1060, 600])
    f.row(f"{appearance}: card colour", str(tuple(int(c) for c in ios[1060, 600])), str(ours_card))
    # Column 343 pt: between the values' ends and the chevrons, clear of any text.
    ic, oc = surfaces(ios, 1030, 1000, 2532, card), surfaces(ours, 1030, 1000, ours.shape[0], ours_card)
    for k, (a, b) in enumerate(zip(ic, oc)):
        f.row(f"{appearance}: card {k} top / bottom (pt)", f"{pt(a[0]):.2f}/{pt(a[1]):.2f}", f"{pt(b[0]):.2f}/{pt(b[1]):.2f}")
    sep_i = [v for y, v in transitions(ios, 600, 1380, 1700) if v != card]
    sep_o = [v for y, v in transitions(ours, 600, 1380, 1700) if v != ours_card]
    f.row(f"{appearance}: separator colour", str(sep_i[:1]), str(sep_o[:1]))
    # Each row: the chevron's and the value's ink (the value is the glyph runs before the chevron).
    for label, top in (("Shake", 352), ("Swipe left, row 1", 460), ("Swipe left, row 2", 511)):
        box = (700, int(top * SCALE) + 6, 1121, int((top + 51) * SCALE) - 6)
        th = 190 if dark else 235
        ri, ro = runs(ios, box, not dark, th), runs(ours, box, not dark, th)
        ci, co = ri[-1], ro[-1]
        f.row(f"{appearance}: {label} chevron ink right, from card edge (pt)", 374 - pt(ci[2]), 374 - pt(co[2]))
        f.row(f"{appearance}: {label} chevron ink centre y (pt)", pt(ci[1] + ci[3]) / 2, pt(co[1] + co[3]) / 2)
        f.row(f"{appearance}: {label} chevron ink w x h (pt)", f"{pt(ci[2]-ci[0]):.2f}x{pt(ci[3]-ci[1]):.2f}",
              f"{pt(co[2]-co[0]):.2f}x{pt(co[3]-co[1]):.2f}")
        f.row(f"{appearance}: {label} value ink right, from card edge (pt)", 374 - pt(ri[-2][2]), 374 - pt(ro[-2][2]))
        colour = (lambda a, b: tuple(int(c) for c in (a[b[1]:b[3], b[0]:b[2]].min(axis=(0, 1)) if not dark
                                                       else a[b[1]:b[3], b[0]:b[2]].max(axis=(0, 1)))))
        if label == "Shake":
            f.row(f"{appearance}: chevron colour", str(colour(ios, ci)), str(colour(ours, co)))
    for label, (y0, y1) in (("Swipe left", (403, 460)), ("Swipe right", (613, 670))):
        box = (60, int(y0 * SCALE), 800, int(y1 * SCALE))
        th = 190 if dark else 235
        bi, bo = runs(ios, box, not dark, th)[0], runs(ours, box, not dark, th)[0]
        f.row(f"{appearance}: header '{label}' S ink left / cap top / bottom (pt)",
              f"{pt(bi[0]):.2f}/{pt(bi[1]):.2f}/{pt(bi[3]):.2f}", f"{pt(bo[0]):.2f}/{pt(bo[1]):.2f}/{pt(bo[3]):.2f}")
    f.side_by_side(f"list-{appearance}", ours, ios, (0, 1000, 1170, 2460), (0, 1000, 1170, 2460))


def bar_spec(appearance, chrome, direction=None):
    spec = {"canvas": "iPhone16Pro", "design": "ios26", "appearance": appearance,
            "background": "systemGroupedBackground", "chrome": chrome, "content": {"type": "spacer"}}
    if direction:
        spec["layoutDirection"] = direction
    return spec


def capsule_edges(a, y, x0, x1, bg):
    """The first and last columns (px) in row y that differ from bg by more than 6."""
    row = a[y, x0:x1]
    hits = np.nonzero(np.abs(row - np.array(bg)).max(axis=1) > 6)[0]
    return x0 + hits[0], x0 + hits[-1] + 1


def fit_bar(f, appearance):
    dark = appearance == "dark"
    bg = (0, 0, 0) if dark else (242, 242, 247)
    ios = f.ios(f"gestures-{appearance}.png")
    # A plain text button at the trailing side: the leading button, right to left.
    ours = f.draw(f"bar-reset-{appearance}", bar_spec(appearance, {"leadingButton": "Reset"}, "rightToLeft"))
    off = (402 - 390) * SCALE    # our screen is 12 pt wider: align the right edges
    li, ri = capsule_edges(ios, 252, 800, 1170, bg)
    lo, ro = capsule_edges(ours, 252, 800 + off, 1170 + off, bg)
    f.row(f"{appearance}: 'Reset' capsule width (pt)", pt(ri - li), pt(ro - lo))
    f.row(f"{appearance}: 'Reset' capsule right margin (pt)", 390 - pt(ri), 402 - pt(ro))
    col_i = [y for y, v in transitions(ios, (li + ri) // 2 - 40, 150, 340) if v != bg]
    col_o = [y for y, v in transitions(ours, (lo + ro) // 2 - 40, 150, 340) if v != bg]
    f.row(f"{appearance}: 'Reset' capsule top / bottom (pt)", f"{pt(col_i[0]):.2f}/{pt(col_i[-1]):.2f}",
          f"{pt(col_o[0]):.2f}/{pt(col_o[-1]):.2f}")
    ti = ink(ios, (li + 20, 200, ri - 20, 300), not dark, 120 if dark else 160)
    to = ink(ours, (lo + 20, 200, ro - 20, 300), not dark, 120 if dark else 160)
    f.row(f"{appearance}: 'Reset' text ink height / centre y (pt)", f"{pt(ti[3]-ti[1]):.2f}/{pt(ti[1]+ti[3])/2:.2f}",
          f"{pt(to[3]-to[1]):.2f}/{pt(to[1]+to[3])/2:.2f}")
    for name, (y, x) in (("fill at mid-height", (252, li + 30)), ("fill near top", (196, li + 60))):
        f.row(f"{appearance}: 'Reset' {name}", str(tuple(int(c) for c in ios[y, x])),
              str(tuple(int(c) for c in ours[y, x - li + lo])))
    f.side_by_side(f"bar-button-{appearance}", ours, ios, (ro - 300, 150, ro + 30, 360), (ri - 300, 150, ri + 30, 360))
    # The large title.
    ios = f.ios(f"servers-{appearance}.png")
    ours = f.draw(f"bar-large-{appearance}", bar_spec(appearance, {"navigationTitle": "Servers"}))
    bi, bo = ink(ios, (0, 330, 1170, 470), not dark, 200), ink(ours, (0, 330, 1206, 470), not dark, 200)
    f.row(f"{appearance}: large title ink left / cap top / baseline (pt)",
          f"{pt(bi[0]):.2f}/{pt(bi[1]):.2f}/{pt(bi[3]):.2f}", f"{pt(bo[0]):.2f}/{pt(bo[1]):.2f}/{pt(bo[3]):.2f}")
    f.side_by_side(f"bar-large-{appearance}", ours, ios, (0, 150, 600, 500), (0, 150, 600, 500))


def fit_inline_title(f):
    ios = f.ios("complication-light.png")
    ours = f.draw("bar-inline", bar_spec("light", {"navigationTitle": "New complication", "navigationBarTitleDisplayMode": "inline"}))
    off = (402 - 390) * SCALE // 2
    ti, to = ink(ios, (300, 200, 900, 300), True, 160), ink(ours, (300 + off, 200, 900 + off, 300), True, 160)
    f.row("inline title ink width / cap top (pt)", f"{pt(ti[2]-ti[0]):.2f}/{pt(ti[1]):.2f}",
          f"{pt(to[2]-to[0]):.2f}/{pt(to[1]):.2f}")
    f.row("inline title ink centre x from the screen's middle (pt)", pt(ti[0] + ti[2]) / 2 - 195, pt(to[0] + to[2]) / 2 - 201)
    f.side_by_side("bar-inline-light", ours, ios, (330 + off, 190, 870 + off, 320), (330, 190, 870, 320))


def fit_inline_picker(f):
    ios = f.ios("listpicker-light.png")
    spec = {"canvas": "fit", "width": 390, "design": "ios26", "background": "systemGroupedBackground",
            "padding": {"top": 122.5, "bottom": 60},
            "content": {"type": "inline", "title": "Section 1", "options": ["Abc", "aaaa", "bbbb", "ccccc"], "selection": "aaaa"}}
    ours = f.draw("inline", spec)
    ci = runs(ios, (900, 610, 1121, 760), True, 235)[-1]
    co = runs(ours, (900, 610, 1121, 760), True, 235)[-1]
    f.row("inline: checkmark ink right, from card edge (pt)", 374 - pt(ci[2]), 374 - pt(co[2]))
    f.row("inline: checkmark ink w x h (pt)", f"{pt(ci[2]-ci[0]):.2f}x{pt(ci[3]-ci[1]):.2f}",
          f"{pt(co[2]-co[0]):.2f}x{pt(co[3]-co[1]):.2f}")
    f.row("inline: checkmark ink centre y (pt)", pt(ci[1] + ci[3]) / 2, pt(co[1] + co[3]) / 2)
    hi, ho = runs(ios, (60, 300, 600, 457))[0], runs(ours, (60, 300, 600, 457))[0]
    f.row("inline: header S ink left / cap top / bottom (pt)", f"{pt(hi[0]):.2f}/{pt(hi[1]):.2f}/{pt(hi[3]):.2f}",
          f"{pt(ho[0]):.2f}/{pt(ho[1]):.2f}/{pt(ho[3]):.2f}")
    si = [y for y, v in transitions(ios, 600, 457, 1069) if v == (232, 232, 232)]
    so = [y for y, v in transitions(ours, 600, 457, 1069) if v == (232, 232, 232)]
    f.row("inline: separators' top rows (pt)", "/".join(f"{pt(y):.2f}" for y in si), "/".join(f"{pt(y):.2f}" for y in so))
    f.side_by_side("inline-light", ours, ios, (0, 280, 1170, 1090), (0, 280, 1170, 1090))


def fit_menu(f):
    ios = f.ios("menu-light.png")
    spec = {"canvas": "fit", "width": 402, "design": "ios26", "background": "#FBFBFB",
            "content": {"type": "menu", "title": "Flavor", "options": ["Chocolate", "Vanilla", "Strawberry", "Mint"],
                        "selection": "Chocolate", "open": True}}
    ours = f.draw("menu", spec)
    # Our panel: the first row whose rim (255) appears near the card's right side.
    lum = ours.mean(axis=2)
    # The second bright run down column 900: the row's card, then the panel's rim.
    bright = lum[:, 900] >= 254.5
    starts = [y for y in range(1, ours.shape[0]) if bright[y] and not bright[y - 1]]
    top = starts[1] if bright[0] else starts[1] if len(starts) > 1 else starts[0]
    left = next(x for x in range(300, 1206) if lum[top + 150, x] >= 254.5)
    f.row("menu: panel corner, equal-area radius (pt)", rim_equal_area_radius(ios, 35, 428),
          rim_equal_area_radius(ours, top, left))
    f.side_by_side("menu-light", ours, ios, (left - 20, top - 30, left + 756, top + 200 * SCALE),
                   (428 - 20, 5, 428 + 756, 35 + 200 * SCALE))


def fit_segmented(f):
    a = f.ios("segmented-26.2.png")
    # The overlay tints each segment's frame; right of "Segment A"'s label the column is the
    # frame alone (white above and below it).
    rows = [y for y in range(0, 150) if tuple(int(c) for c in a[y, 455]) != (255, 255, 255)]
    ours = f.draw("segmented", {"design": "ios26", "background": "#FFFFFF",
                                "content": {"type": "segmented", "options": ["A", "B", "C"], "selection": "A"}})
    track = [y for y in range(ours.shape[0]) if abs(int(ours[y, ours.shape[1] - 150, 0]) - 238) <= 1]
    f.row("segmented: height (pt; iOS: its segments' frames)", pt(rows[-1] + 1 - rows[0]), pt(track[-1] + 1 - track[0]))


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        sys.exit(__doc__)
    refdir = args[0]
    tool = args[args.index("--tool") + 1] if "--tool" in args else ".build/debug/picker-render"
    out = args[args.index("--out") + 1] if "--out" in args else "docs/images/ios26"
    f = Fit(tool, refdir, out)
    for appearance in ("light", "dark"):
        fit_list(f, appearance)
        fit_bar(f, appearance)
    fit_inline_title(f)
    fit_inline_picker(f)
    fit_menu(f)
    fit_segmented(f)
    f.report()


if __name__ == "__main__":
    main()

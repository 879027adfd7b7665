#!/usr/bin/env python3
"""Measures the system wheel against a real iOS duration picker, quantity by quantity.

Usage: scripts/fit-duration-wheel.py IOS.png [--tool .build/debug/picker-render]

IOS.png is a UIPickerView "1 hour / 30 min / 45 sec" (hours 0...23, minutes in tens, seconds in
fifteens), light, 321 x 216 pt at any scale (the shared iOS 17 image is 382 x 257 px). The script
draws the same picker with picker-render (light at @3x, and dark for the centre row's greys),
measures both images the same way and prints each quantity for iOS and ours side by side, then
the whole-image pixelmatch at threshold 0.1 (ours drawn at @3x, shrunk to the iOS image's size).
It reads an image outside the repository, so it is a script, not a test; its output is recorded
in docs/architecture.md §24. Needs python3 with PIL and numpy (Debian: python3-pil python3-numpy).

Ours is measured as iOS's is, on our picture shrunk to the iOS image's size (the dark greys
excepted: they are read on our @3x image).

What is measured (points, from the image's top left; rows counted from the centre row):
- row heights: each row's ink height in a digit column, over the centre row's, with sub-pixel
  edges (a pixel row counts by its darkest pixel against the glyph's full ink);
- row centres: each row's ink centre from the centre row's, the same way;
- stem leans: the "1" of the row -2 values ("10", "15"), degrees, + = top to the right (at
  1.19 px per pt a stem is 2-3 px wide: read these to about a degree);
- column positions: the right edge of each digit column's ink (its rows together);
- band inset: the selection band's distance from the left and right sides;
- unit labels: each label's ink width, height, left edge and bottom;
- dark: the brightest ink of the centre row's digits and of the unit labels (iOS: no dark image).
"""

import os
import subprocess
import sys
import tempfile

import numpy as np
from PIL import Image

WIDTH_PT, HEIGHT_PT = 321.0, 216.0
COLUMNS = ["0...23:1:hour", "0...50:30:min:10", "0...45:45:sec:15"]


def draw(tool, out, appearance="light"):
    args = [tool, "system-wheel", "--width", str(WIDTH_PT), "--scale", "3", "--appearance", appearance, "--output", out]
    for c in COLUMNS:
        args += ["--column", c]
    subprocess.run(args, check=True)


def grey(path):
    return np.asarray(Image.open(path).convert("L")).astype(float)


def clusters(mask1d, gap):
    """Runs of True in a 1-D mask, joined across gaps shorter than `gap`: [(start, end)] inclusive."""
    idx = np.where(mask1d)[0]
    if len(idx) == 0:
        return []
    out, start, prev = [], idx[0], idx[0]
    for i in idx[1:]:
        if i - prev > gap + 1:
            out.append((start, prev))
            start = i
        prev = i
    out.append((start, prev))
    return out


class Measured:
    def __init__(self, g, dark=False):
        self.dark_mode = dark
        self.g, self.h, self.w = g, g.shape[0], g.shape[1]
        self.k = self.w / WIDTH_PT  # pixels per point
        self.ink = (g > 40) if dark else (g < 215)
        self.band = self.find_band()
        top, bottom = int(self.band[2]), int(np.ceil(self.band[3]))
        outside = self.ink.copy()
        outside[top:bottom, :] = False
        # Digit columns: ink outside the band (unit labels are only beside the centre row).
        self.columns = clusters(outside.any(axis=0), gap=int(6 * self.k))

    def find_band(self):
        """The band's left, right, top and bottom edges in pixels (fractional: an edge pixel's
        coverage from its grey), found 20 pt from the left, clear of the corners and the text."""
        x = int(20 * self.k)
        col = self.g[:, x]
        bg, fill = (col.min(), col.max()) if self.dark_mode else (col.max(), None)
        if not self.dark_mode:
            fill = np.median(col[(col < 250) & (col > 200)])
        else:
            fill = np.median(col[(col > 8) & (col < 60)])
            bg = col[0]
        inside = np.abs(col - fill) <= 2
        top, bottom = max(clusters(inside, gap=0), key=lambda r: r[1] - r[0])
        row = self.g[(top + bottom) // 2]
        inside_row = np.abs(row - fill) <= 2
        left, right = clusters(inside_row, gap=4 * int(self.k) + 200)[0]

        def cov(v):
            return float(np.clip((v - bg) / (fill - bg), 0, 1))
        return (left - cov(row[left - 1]), right + 1 + cov(row[right + 1]),
                top - cov(col[top - 1]), bottom + 1 + cov(col[bottom + 1]))

    def rows(self, col):
        x0, x1 = col
        return clusters(self.ink[:, x0:x1 + 1].any(axis=1), gap=max(1, int(1 * self.k)))

    def centre_index(self, rows):
        c = (self.band[2] + self.band[3]) / 2
        return min(range(len(rows)), key=lambda i: abs((rows[i][0] + rows[i][1]) / 2 - c))

    def row_extents(self, col):
        """Each row's ink height and centre in points, rows counted from the centre row. Edges
        are sub-pixel: a pixel row counts by its darkest pixel against the glyph's full ink (the
        80th percentile of its rows' darkest pixels), against the row's own background (the band
        behind the centre row)."""
        out = {}
        rows = self.rows(col)
        ci = self.centre_index(rows)
        for i, (y0, y1) in enumerate(rows):
            y0, y1 = max(y0 - 1, 0), min(y1 + 1, self.h - 1)
            win = self.g[y0:y1 + 1, max(col[0] - 2, 0):col[1] + 3]
            bg = win[:, :2].mean() if not self.dark_mode else win[:, :2].mean()
            ink = np.clip((bg - win) / max(bg, 1), 0, 1) if not self.dark_mode else np.clip((win - bg) / max(255 - bg, 1), 0, 1)
            m = ink.max(axis=1)
            full = np.percentile(m[m > 0.05], 80) if (m > 0.05).any() else max(m.max(), 1e-9)
            cover = np.clip(m / full, 0, 1)
            ys = np.arange(y0, y1 + 1) + 0.5
            out[i - ci] = (cover.sum() / self.k, (cover * ys).sum() / cover.sum() / self.k)
        return out, rows, ci

    def lean_of_one(self, col, row):
        """The lean of the first glyph (a "1") of a row, from its stem's ink centre per pixel row."""
        x0, x1 = col
        y0, y1 = row
        glyphs = clusters(self.ink[y0:y1 + 1, x0:x1 + 1].any(axis=0), gap=0)
        gx0, gx1 = glyphs[0][0] + x0, glyphs[0][1] + x0
        ys, xs = [], []
        span = y1 - y0
        for y in range(y0 + int(0.3 * span), y1 - int(0.1 * span) + 1):
            wts = 255 - self.g[y, gx0:gx1 + 1] if not self.dark_mode else self.g[y, gx0:gx1 + 1]
            wts = np.clip(wts - 40, 0, None)
            if wts.sum() <= 0:
                continue
            # The stem: the darkest run in the row.
            ys.append(y)
            xs.append((wts * np.arange(gx0, gx1 + 1)).sum() / wts.sum())
        b = np.polyfit(ys, xs, 1)[0]
        return float(np.degrees(np.arctan(-b)))

    dark_mode = False

    def unit_labels(self):
        top, bottom = int(self.band[2]), int(np.ceil(self.band[3]))
        inband = self.ink[top:bottom].copy()
        for c in self.columns:  # digit columns out
            inband[:, c[0]:c[1] + 1] = False
        out = []
        for x0, x1 in clusters(inband.any(axis=0), gap=int(3 * self.k)):
            if x1 - x0 + 1 < 3 * self.k:  # a speck of a neighbouring row's anti-aliasing
                continue
            ys = np.where(inband[:, x0:x1 + 1].any(axis=1))[0]
            out.append((x0, x1, top + ys.min(), top + ys.max()))
        return out


def pt(m, v):
    return v / m.k


def compare(tool, ours_png, ios_png, size):
    with tempfile.TemporaryDirectory() as d:
        small = os.path.join(d, "ours.png")
        Image.open(ours_png).convert("RGBA").resize(size, Image.LANCZOS).save(small)
        r = subprocess.run([tool, "compare", ios_png, small, "--threshold", "0.1"], capture_output=True, text=True)
        return (r.stdout + r.stderr).strip().splitlines()[0]


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        sys.exit(2)
    ios_png = sys.argv[1]
    tool = sys.argv[sys.argv.index("--tool") + 1] if "--tool" in sys.argv else ".build/debug/picker-render"
    with tempfile.TemporaryDirectory() as d:
        ours_png, dark_png = os.path.join(d, "light.png"), os.path.join(d, "dark.png")
        draw(tool, ours_png)
        draw(tool, dark_png, "dark")
        ios_img = Image.open(ios_png)
        # Ours is measured as iOS's is, at its scale: drawn at @3x and shrunk to its size.
        small_png = os.path.join(d, "small.png")
        Image.open(ours_png).convert("RGBA").resize(ios_img.size, Image.LANCZOS).save(small_png)
        ios, ours = Measured(grey(ios_png)), Measured(grey(small_png))
        line = "{:<44} {:>10} {:>10} {:>10}"
        print(line.format("quantity", "iOS", "ours", "ours-iOS"))

        def say(name, a, b, fmt="{:.3f}"):
            print(line.format(name, fmt.format(a), fmt.format(b), fmt.format(b - a)))

        if len(ios.columns) != 3 or len(ours.columns) != 3:
            print("columns found: iOS %d, ours %d (expected 3)" % (len(ios.columns), len(ours.columns)))
            sys.exit(1)
        names = ["hours", "minutes", "seconds"]
        for ci, name in enumerate(names):
            ei, ri, ii = ios.row_extents(ios.columns[ci])
            eo, ro, io = ours.row_extents(ours.columns[ci])
            for off in sorted(set(ei) | set(eo)):
                if off == 0:
                    say("%s centre row text height (pt)" % name, ei[0][0], eo[0][0], "{:.2f}")
                    continue
                if off not in ei or off not in eo:
                    continue
                say("%s row %+d height / centre" % (name, off), ei[off][0] / ei[0][0], eo[off][0] / eo[0][0])
                say("%s row %+d centre from centre row (pt)" % (name, off), ei[off][1] - ei[0][1], eo[off][1] - eo[0][1], "{:.2f}")
            hi, ho = ei, eo
            if ci > 0 and -2 in hi and -2 in ho:
                say("%s row -2 '1' lean (deg)" % name, ios.lean_of_one(ios.columns[ci], ri[ii - 2]),
                    ours.lean_of_one(ours.columns[ci], ro[io - 2]), "{:.2f}")
            say("%s centre digits right edge (pt)" % name, pt(ios, ios.columns[ci][1] + 1), pt(ours, ours.columns[ci][1] + 1), "{:.2f}")
        say("band inset left (pt)", pt(ios, ios.band[0]), pt(ours, ours.band[0]), "{:.2f}")
        say("band inset right (pt)", WIDTH_PT - pt(ios, ios.band[1]), WIDTH_PT - pt(ours, ours.band[1]), "{:.2f}")
        say("band height (pt)", pt(ios, ios.band[3] - ios.band[2]), pt(ours, ours.band[3] - ours.band[2]), "{:.2f}")
        ui, uo = ios.unit_labels(), ours.unit_labels()
        for i, unit in enumerate(["hour", "min", "sec"]):
            if i >= len(ui) or i >= len(uo):
                print("unit label %s: not found" % unit)
                continue
            a, b = ui[i], uo[i]
            say("unit '%s' width (pt)" % unit, pt(ios, a[1] - a[0] + 1), pt(ours, b[1] - b[0] + 1), "{:.2f}")
            say("unit '%s' height (pt)" % unit, pt(ios, a[3] - a[2] + 1), pt(ours, b[3] - b[2] + 1), "{:.2f}")
            say("unit '%s' left (pt)" % unit, pt(ios, a[0]), pt(ours, b[0]), "{:.2f}")
            say("unit '%s' bottom (pt)" % unit, pt(ios, a[3] + 1), pt(ours, b[3] + 1), "{:.2f}")
        dark = Measured(grey(dark_png), dark=True)
        top, bottom = int(dark.band[2]), int(np.ceil(dark.band[3]))
        digits = max(dark.g[top:bottom, c[0]:c[1] + 1].max() for c in dark.columns)
        units = max(dark.g[top:bottom, u[0]:u[1] + 1].max() for u in dark.unit_labels())
        print(line.format("dark centre digits, brightest ink", "n/a", "%.0f" % digits, ""))
        print(line.format("dark unit labels, brightest ink", "n/a", "%.0f" % units, ""))
        print("pixelmatch, threshold 0.1, ours shrunk to %d x %d: %s" % (ios_img.size + (compare(tool, ours_png, ios_png, ios_img.size),)))


if __name__ == "__main__":
    main()

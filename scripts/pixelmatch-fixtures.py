#!/usr/bin/env python3
"""Generates the pixelmatch parity fixtures in Tests/Fixtures/pixelmatch/:

    <case>.a.png, <case>.b.png   a pair of small RGBA images (deterministic: fixed seeds, Pillow
                                 drawing only, no system fonts)
    <case>.diff.png              pixelmatch's diff image for the pair with default options
    expected.json                pixelmatch's count for every pair and option set

Counts come from the `pixelmatch` package on PyPI (pip install pixelmatch pillow), run on the
RGBA bytes that Pillow reads back from the written PNGs. Swift's PickerRenderImageDiffTests read these files
and must reproduce every count and every diff image exactly; no Python is needed to run them.

Run once after changing a case:   python3 scripts/pixelmatch-fixtures.py
"""
import json
import os
import random
from importlib.metadata import version

from PIL import Image, ImageDraw, ImageFont
from pixelmatch import pixelmatch

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Fixtures", "pixelmatch")

OPTION_SETS = {
    "default": dict(threshold=0.1, includeAA=False),
    "t0": dict(threshold=0.0, includeAA=False),
    "t0.05": dict(threshold=0.05, includeAA=False),
    "t0.3": dict(threshold=0.3, includeAA=False),
    "includeAA": dict(threshold=0.1, includeAA=True),
}


def supersampled(size, draw_fn, factor=4, background=(255, 255, 255, 255)):
    """Draws at `factor` x size with `draw_fn(draw, factor)`, then box-filters down: anti-aliased edges."""
    big = Image.new("RGBA", (size[0] * factor, size[1] * factor), background)
    draw_fn(ImageDraw.Draw(big), factor)
    return big.resize(size, Image.BOX)


def noise():
    rng = random.Random(1)
    w, h = 64, 48
    a = Image.new("RGBA", (w, h))
    a.putdata([(rng.randrange(256), rng.randrange(256), rng.randrange(256), 255) for _ in range(w * h)])
    b = a.copy()
    px = b.load()
    for _ in range(400):  # small and large changes, some in alpha
        x, y = rng.randrange(w), rng.randrange(h)
        r, g, bl, al = px[x, y]
        d = rng.choice([1, 3, 8, 20, 60, 140])
        px[x, y] = ((r + d) % 256, g, (bl + d // 2) % 256, al if rng.random() < 0.8 else rng.randrange(256))
    return a, b


def flat_noise():
    """Noise on a flat background: isolated pixels, where anti-aliasing detection matters."""
    rng = random.Random(2)
    w, h = 48, 48
    a = Image.new("RGBA", (w, h), (240, 240, 245, 255))
    b = a.copy()
    pa, pb = a.load(), b.load()
    for _ in range(120):
        x, y = rng.randrange(w), rng.randrange(h)
        c = (rng.randrange(256), rng.randrange(256), rng.randrange(256), 255)
        (pa if rng.random() < 0.5 else pb)[x, y] = c
        if rng.random() < 0.3:
            pa[x, y] = pb[x, y] = c
    return a, b


def text(shift_x, shift_y, size=(180, 44), label="Hour 07  Minute 30"):
    font = ImageFont.load_default(size=18)

    def draw(d, f):
        big = ImageFont.load_default(size=18 * f)
        d.text((6 * f + shift_x, 8 * f + shift_y), label, font=big, fill=(20, 20, 30, 255))
    return supersampled(size, draw)


def shifted_text():
    return text(0, 0), text(1, 0)       # a quarter-pixel shift at 4x supersampling


def moved_text():
    return text(0, 0), text(4, 2)       # one pixel right, half a pixel down


def changed_text():
    return text(0, 0), text(0, 0, label="Hour 08  Minute 30")


def alpha_edges():
    w, h = 64, 64

    def disc(alpha, dx):
        def draw(d, f):
            d.ellipse(((10 + dx) * f, 10 * f, (50 + dx) * f, 50 * f), fill=(0, 122, 255, alpha))
            d.rectangle((30 * f, 36 * f, 60 * f, 60 * f), fill=(255, 59, 48, alpha // 2))
        return supersampled((w, h), draw, background=(0, 0, 0, 0))
    return disc(200, 0), disc(190, 0.5)


def antialiased_shapes():
    w, h = 96, 72

    def shapes(dx, extra):
        def draw(d, f):
            d.ellipse(((8 + dx) * f, 8 * f, (48 + dx) * f, 48 * f), fill=(88, 86, 214, 255))
            d.line((52 * f, 6 * f, (90 + dx) * f, 66 * f), fill=(0, 0, 0, 255), width=2 * f)
            d.rounded_rectangle((10 * f, 52 * f, (60 + dx) * f, 68 * f), radius=6 * f, fill=(52, 199, 89, 255))
            if extra:
                d.rectangle((70 * f, 20 * f, 76 * f, 26 * f), fill=(255, 149, 0, 255))
        return supersampled((w, h), draw)
    return shapes(0, False), shapes(0.25, True)


def block():
    rng = random.Random(3)
    w, h = 80, 60
    a = Image.new("RGBA", (w, h), (255, 255, 255, 255))
    d = ImageDraw.Draw(a)
    for _ in range(12):
        x, y = rng.randrange(w), rng.randrange(h)
        d.line((x, y, rng.randrange(w), rng.randrange(h)), fill=(rng.randrange(200), 0, 0, 255))
    b = a.copy()
    ImageDraw.Draw(b).rectangle((30, 20, 39, 29), fill=(30, 30, 30, 255))
    return a, b


def dark_and_light():
    """Second image darker in one place and lighter in another (diffColorAlt's case)."""
    a = Image.new("RGBA", (40, 30), (128, 128, 128, 255))
    b = a.copy()
    d = ImageDraw.Draw(b)
    d.rectangle((5, 5, 14, 14), fill=(40, 40, 40, 255))
    d.rectangle((24, 10, 33, 19), fill=(220, 220, 220, 255))
    return a, b


CASES = {
    "noise": noise,
    "flat-noise": flat_noise,
    "shifted-text": shifted_text,
    "moved-text": moved_text,
    "changed-text": changed_text,
    "alpha-edges": alpha_edges,
    "aa-shapes": antialiased_shapes,
    "block": block,
    "dark-light": dark_and_light,
}


def main():
    os.makedirs(OUT, exist_ok=True)
    expected = {"pixelmatch": version("pixelmatch"), "pillow": version("pillow"), "cases": {}}
    for name, make in CASES.items():
        a, b = make()
        pa, pb = os.path.join(OUT, name + ".a.png"), os.path.join(OUT, name + ".b.png")
        a.save(pa)
        b.save(pb)
        # Compare what a reader of the files sees.
        ra, rb = Image.open(pa).convert("RGBA"), Image.open(pb).convert("RGBA")
        w, h = ra.size
        da, db = ra.tobytes(), rb.tobytes()
        counts = {}
        for key, opts in OPTION_SETS.items():
            counts[key] = pixelmatch(da, db, w, h, None, **opts)
        out = bytearray(w * h * 4)
        pixelmatch(da, db, w, h, out, threshold=0.1, includeAA=False)
        Image.frombytes("RGBA", (w, h), bytes(out)).save(os.path.join(OUT, name + ".diff.png"))
        expected["cases"][name] = {"width": w, "height": h, "counts": counts}
        print(name, w, h, counts)
    expected["options"] = OPTION_SETS
    with open(os.path.join(OUT, "expected.json"), "w") as f:
        json.dump(expected, f, indent=2, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()

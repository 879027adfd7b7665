#!/usr/bin/env python3
"""Checks an animated PNG against its frames, with Pillow (an independent APNG reader).

usage: scripts/apng-check.py ANIMATION.png FRAME0.png FRAME1.png ... [--fps N]

Decodes every frame of ANIMATION.png (Pillow composes the fcTL rectangles with their dispose
and blend operations) and compares each, as 8-bit RGBA, pixel for pixel with the PNG of the
same index. Also checks the frame count, that it loops forever (loop 0) and, with --fps, that
every frame lasts 1000 / fps ms. Prints one line per mismatch and exits 1 on any; never run by
`swift test` (Pillow is not a build dependency): install it with `pip install pillow`.
"""
import sys

from PIL import Image


def main(argv):
    fps = None
    if "--fps" in argv:
        i = argv.index("--fps")
        fps = float(argv[i + 1])
        argv = argv[:i] + argv[i + 2:]
    if len(argv) < 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    animation, frames = argv[0], argv[1:]
    bad = 0
    with Image.open(animation) as im:
        count = getattr(im, "n_frames", 1)
        if not getattr(im, "is_animated", False) and len(frames) > 1:
            print(f"{animation}: Pillow does not read it as animated")
            bad += 1
        if count != len(frames):
            print(f"{animation}: {count} frames, {len(frames)} PNGs given")
            bad += 1
        if im.info.get("loop") != 0:
            print(f"{animation}: loop {im.info.get('loop')}, expected 0 (forever)")
            bad += 1
        for i in range(min(count, len(frames))):
            im.seek(i)
            got = im.convert("RGBA")
            with Image.open(frames[i]) as ref:
                want = ref.convert("RGBA")
            if got.size != want.size:
                print(f"frame {i}: {got.size} pixels, {frames[i]} is {want.size}")
                bad += 1
                continue
            g, w = got.tobytes(), want.tobytes()
            if g != w:
                diff = sum(1 for k in range(0, len(g), 4) if g[k:k + 4] != w[k:k + 4])
                print(f"frame {i}: {diff} pixels differ from {frames[i]}")
                bad += 1
            if fps is not None and abs(im.info.get("duration", -1) - 1000 / fps) > 1e-6:
                print(f"frame {i}: duration {im.info.get('duration')} ms, expected {1000 / fps} ms")
                bad += 1
        print(f"{animation}: {count} frames checked, {bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

#!/usr/bin/env python3
"""Checks by hand that Pillow reads PNGCodec's files: each pair NEW OLD must open in Pillow
(verify(), then a full load) and give exactly the same RGBA pixels (convert('RGBA'): no gamma
correction, stored samples). NEW is a file written by PNGCodec.encode (any colour type it
chooses), OLD the same pixels written another way (libpng's defaults, or the file as it was
before a re-encoding). Not part of `swift test`: swift test never needs Python.

Usage:
    pip install pillow
    scripts/pillow-same-pixels.py NEW.png OLD.png [NEW2.png OLD2.png ...]
    scripts/pillow-same-pixels.py --git REV PATH.png ...   # OLD = `git show REV:PATH`

Prints one line per pair (Pillow's mode for NEW, size) and exits 1 if any pair differs.
"""
import io
import subprocess
import sys

from PIL import Image


def rgba(data):
    with Image.open(io.BytesIO(data)) as probe:
        probe.verify()
    image = Image.open(io.BytesIO(data))
    image.load()
    return image.mode, image.size, image.convert("RGBA").tobytes()


def pairs(argv):
    if argv[:1] == ["--git"]:
        rev = argv[1]
        for path in argv[2:]:
            old = subprocess.run(["git", "show", f"{rev}:{path}"], check=True, capture_output=True).stdout
            yield path, open(path, "rb").read(), f"{rev}:{path}", old
    else:
        if len(argv) % 2:
            sys.exit("give NEW OLD pairs")
        for new, old in zip(argv[0::2], argv[1::2]):
            yield new, open(new, "rb").read(), old, open(old, "rb").read()


def main():
    argv = sys.argv[1:]
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    bad = 0
    for new_name, new, old_name, old in pairs(argv):
        mode, size, new_px = rgba(new)
        _, old_size, old_px = rgba(old)
        same = size == old_size and new_px == old_px
        bad += not same
        print(f"{'same' if same else 'DIFFERENT'}  {mode:5} {size[0]}x{size[1]}  {len(new)} B vs {len(old)} B  {new_name}")
    print(f"{bad} of the pairs differ")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Decodes a batch's APNG, GIF and animated WebP of one animation with Pillow (an independent
decoder) and checks what docs/specs.md says of them: WebP's frames are the APNG's pixels exactly;
GIF's are within its palette's error (0 when the animation has at most 256 colours); `loop` and
`hold` read back from each file; two runs give the same bytes. A development script, not a test:
`swift test` checks the same with giflib and libwebp. Needs Pillow (pip install pillow numpy).
Usage: scripts/check-animation-formats.py [path/to/picker-render]"""
import json, os, subprocess, sys, tempfile
import numpy as np
from PIL import Image, ImageSequence

tool = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/picker-render"
spec = {"pictures": [{
    "name": "wheel-" + fmt, "gallery": "wheel",
    "animation": {"control": "content.children[1].content.children[0]", "selectionChange": {"to": "10"},
                  "textChanges": [{"path": "content.children[0].children[1]", "text": "10:30"}],
                  "fps": 20, "loop": 3, "hold": 0.5, "format": fmt},
    "axes": {"scale": [1], "appearance": ["light", "dark"]},
    "output": "wheel-{appearance}." + ("png" if fmt == "apng" else fmt)}
    for fmt in ("apng", "gif", "webp")]}

def frames(path):
    """Each frame as RGBA, with its duration in ms, and the file's loop count."""
    im = Image.open(path)
    out = []
    for f in ImageSequence.Iterator(im):
        out.append((np.asarray(f.convert("RGBA"), dtype=np.int16), f.info.get("duration")))
    return out, im.info.get("loop")

def timeline(fs):
    """The frame shown at each millisecond of the animation (delays summed)."""
    t, shown = 0, []
    for pixels, duration in fs:
        shown.append((t, pixels))
        t += int(round(duration))
    return shown, t

def run(folder):
    with open(os.path.join(folder, "spec.json"), "w") as f:
        json.dump(spec, f)
    subprocess.run([tool, "batch", os.path.join(folder, "spec.json"), "--out", os.path.join(folder, "out")], check=True,
                   stdout=subprocess.DEVNULL)
    return os.path.join(folder, "out")

failures = 0
def check(cond, what):
    global failures
    print(("ok   " if cond else "FAIL ") + what)
    failures += 0 if cond else 1

with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
    out_a, out_b = run(a), run(b)
    for appearance in ("light", "dark"):
        apng, apng_loop = frames(os.path.join(out_a, f"wheel-{appearance}.png"))
        colours = len({tuple(p) for pixels, _ in apng for p in pixels.reshape(-1, 4)[:, :3].tolist()})
        check(apng_loop == 3, f"{appearance}: APNG loop 3 read back ({apng_loop})")
        for fmt in ("gif", "webp"):
            name = f"wheel-{appearance}.{fmt}"
            same = open(os.path.join(out_a, name), "rb").read() == open(os.path.join(out_b, name), "rb").read()
            check(same, f"{name}: two runs, the same bytes")
            fs, loop = frames(os.path.join(out_a, name))
            # Pillow reads GIF's NETSCAPE repeat count (N - 1 for N plays) and WebP's play count.
            want_loop = 2 if fmt == "gif" else 3
            check(loop == want_loop, f"{name}: loop read back as {loop} (want {want_loop})")
            # The hold: the first and the last frame last 0.5 s longer than a frame (50 ms at 20 fps).
            first, last = fs[0][1], fs[-1][1]
            check(abs(first - 550) <= 10 and last >= 540, f"{name}: hold read back (first {first} ms, last {last} ms)")
            # Every APNG frame against the frame the file shows at that frame's start.
            shown, _ = timeline(fs)
            apng_shown, _ = timeline(apng)
            worst = 0
            for t, want in apng_shown:
                got = [p for s, p in shown if s <= t + 1][-1]
                worst = max(worst, int(np.abs(got[..., :3] - want[..., :3]).max()))
            if fmt == "webp":
                check(worst == 0, f"{name}: every frame equals the APNG's ({len(apng_shown)} frames)")
            else:
                # The palette's error: the largest channel difference between an APNG colour and
                # its nearest palette entry (nearest in RGB distance, as the writer maps), over every colour.
                palette = np.array(Image.open(os.path.join(out_a, name)).getpalette()[:768], dtype=np.int16).reshape(-1, 3)
                apng_colours = np.unique(np.concatenate([p.reshape(-1, 4)[:, :3] for p, _ in apng]), axis=0)
                d = apng_colours[:, None, :].astype(np.int32) - palette[None, :, :]
                nearest = (d * d).sum(axis=2).argmin(axis=1)
                bound = int(np.abs(apng_colours - palette[nearest]).max())
                check(worst <= bound and (colours > 256 or worst == 0),
                      f"{name}: every frame within the palette's error of the APNG's (worst {worst}, palette error {bound}; {colours} colours)")
sys.exit(1 if failures else 0)

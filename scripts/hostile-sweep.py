#!/usr/bin/env python3
"""hostile-sweep.py: the campaign behind the table of docs/reliability.md (hostile input).

Runs a built picker-render (argv[1], default .build/debug/picker-render) in a fresh temporary
folder against: extreme numbers and odd strings for every numeric option of every render
command; every PNG under ../shared/testdata plus crafted and randomly mutated PNGs through
`compare`; FIFOs, a /dev/full replica (root only), symbolic links and directories as inputs and
outputs; and runs killed with SIGKILL at random moments followed by a clean run.
(Max RSS comes from wait4 on the child, which Python starts with vfork: it includes this
script's own ~15 MB at that moment, so the bounds are slightly conservative.)
A case fails when the process dies of a signal, outlives a 60 s watchdog, ends non-zero without
exactly one `error:` line, peaks over its memory bound (max RSS from wait4), or leaves a special
file replaced or a temporary behind. Prints one line per kind and exits 1 if any case failed.
Special files are made only inside the temporary folder. Deterministic (seeded).
"""
import os, random, shutil, signal, stat, struct, subprocess, sys, tempfile, time, zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/picker-render"))
TESTDATA = os.path.join(ROOT, "..", "shared", "testdata")
if not os.path.isdir(TESTDATA):
    TESTDATA = "/work/shared/testdata"
REFUSAL_BOUND = 100 << 20
rng = random.Random(14)
results = {}


def run(args, cwd, timeout=60):
    """(status or -signal or 'hang', stderr lines, max RSS bytes)."""
    err = tempfile.TemporaryFile()
    p = subprocess.Popen([BIN] + args, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err)
    deadline = time.time() + timeout
    while True:
        pid, status, usage = os.wait4(p.pid, os.WNOHANG)
        if pid:
            break
        if time.time() > deadline:
            p.kill(); os.wait4(p.pid, 0)
            return "hang", [], 0
        time.sleep(0.01)
    err.seek(0)
    lines = err.read().decode("utf-8", "replace").splitlines()
    code = os.waitstatus_to_exitcode(status)
    return code, lines, usage.ru_maxrss * 1024


def record(kind, ok, detail):
    r = results.setdefault(kind, [0, 0, []])
    r[0] += 1
    if not ok:
        r[1] += 1
        r[2].append(detail)


def clean_exit(code, lines, allowed=(0, 1, 2, 3)):
    if code == "hang" or not isinstance(code, int) or code < 0 or code not in allowed:
        return False
    return code == 0 or code == 1 or (len(lines) == 1 and lines[0].startswith("error: "))


def chunk(t, d, length=None):
    return struct.pack(">I", len(d) if length is None else length) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)


SIG = b"\x89PNG\r\n\x1a\n"


def ihdr(w, h, depth=8, colour=6, interlace=0):
    return chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, depth, colour, 0, 0, interlace))


def sweep_arguments(tmp):
    numbers = ["9223372036854775807", "-9223372036854775808", "99999999999999999999", "1e308", "-1e308",
               "1e15", "-1e15", "nan", "inf", "-inf", "0", "-1", "-0", "0x10", "", " ", "1e-320", "abc"]
    commands = {
        "wheel": (["--values", "a,b,c"], ["visible-rows", "width", "offset", "scale", "range"]),
        "wheel ": (["--range", "0...23"], ["by", "selection", "format"]),
        "ruler": ([], ["step", "value", "major-every", "tick-spacing", "width", "offset", "scale"]),
        "segmented": (["--options", "a,b"], ["width", "scale"]),
        "system-wheel": (["--options", "a,b"], ["width", "offset", "scale"]),
        "menu": (["--title", "T", "--options", "a,b"], ["width", "scale"]),
        "weight-picker": ([], ["value", "count", "steps", "multiplier", "spacing", "width", "scale"]),
        "compare": (["a.png", "a.png"], ["threshold", "window", "max-different-pixels", "max-ratio", "max-window-count"]),
    }
    shutil.copy(os.path.join(TESTDATA, "pngsuite", "basn6a08.png"), os.path.join(tmp, "a.png"))
    for cmd, (base, opts) in commands.items():
        for o in opts:
            for v in numbers:
                args = [cmd.strip()] + base + ["--" + o, v] + ([] if cmd == "compare" else ["--output", "o.png"])
                code, lines, _ = run(args, tmp)
                record("CLI arguments", clean_exit(code, lines), f"{args}: {code} {lines[:2]}")
    for v in ["", "a...b", "0...99999999999", "-9223372036854775808...9223372036854775807", "5...1",
              "0...9223372036854775807:9223372036854775807", "1e308...1e309", "-1e308...1e308", "nan...1", "0...23:99:x"]:
        for cmd, extra in [("wheel", ["--range", v]), ("ruler", ["--range", v]), ("system-wheel", ["--column", v])]:
            code, lines, _ = run([cmd] + extra + ["--output", "o.png"], tmp)
            record("CLI arguments", clean_exit(code, lines), f"{cmd} {extra}: {code} {lines[:2]}")


def decode_case(kind, tmp, path, bound=None):
    code, lines, rss = run(["compare", path, path], tmp)
    ok = clean_exit(code, lines, (0, 2, 3))
    if bound is None:
        size = 0
        if code == 0:  # a valid image: bound by its RGBA size (two decoded at once)
            with open(path, "rb") as f:
                head = f.read(24)
            w, h = struct.unpack(">II", head[16:24])
            size = 2 * w * h * 4
        bound = max(REFUSAL_BOUND, size * 5 // 2 + (48 << 20))
    record(kind, ok and rss < bound, f"{path}: {code} {lines[:1]} {rss >> 20} MB")


def sweep_pngs(tmp):
    files = []
    for d, _, names in os.walk(TESTDATA):
        files += [os.path.join(d, n) for n in sorted(names) if n.endswith(".png")]
    for f in files:
        decode_case("PNG files (../shared/testdata)", tmp, f)
    crafted = {
        "text-7fffffff": SIG + ihdr(1, 1) + struct.pack(">I", 0x7FFFFFFF) + b"tEXtabc",
        "tall-tiny-idat": SIG + ihdr(1, 100_000_000, 8, 0) + chunk(b"IDAT", zlib.compress(b"\0" * 20)) + chunk(b"IEND", b""),
        "wide-tiny-idat": SIG + ihdr(100_000_000, 1, 16, 6) + chunk(b"IDAT", zlib.compress(b"\0" * 20)) + chunk(b"IEND", b""),
        "10000x10000-1bit": SIG + ihdr(10000, 10000, 1, 0) + chunk(b"IDAT", zlib.compress(b"\0" * 100)) + chunk(b"IEND", b""),
        "interlaced-tiny-idat": SIG + ihdr(9000, 9000, 8, 6, 1) + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + chunk(b"IEND", b""),
        "over-limit": SIG + ihdr(20000, 20000) + chunk(b"IDAT", b"") + chunk(b"IEND", b""),
        "zlib-bomb-ztxt": SIG + ihdr(1, 1) + b"".join(chunk(b"zTXt", b"k\0\0" + zlib.compress(b"\0" * (7 << 20), 9)) for _ in range(50)) + chunk(b"IEND", b""),
        "iccp-bomb": SIG + ihdr(1, 1) + chunk(b"iCCP", b"p\0\0" + zlib.compress(b"\0" * (7 << 20), 9)) + chunk(b"IEND", b""),
        "many-splt": SIG + ihdr(1, 1) + b"".join(chunk(b"sPLT", b"p%d\0\x08" % i + b"\0" * 6000) for i in range(2000)) + chunk(b"IEND", b""),
        "length-past-end": SIG + ihdr(1, 1) + struct.pack(">I", 1 << 30) + b"IDAT",
        "empty": b"",
        "signature-only": SIG,
    }
    for name, data in crafted.items():
        p = os.path.join(tmp, name + ".png")
        with open(p, "wb") as f:
            f.write(data)
        decode_case("crafted PNGs", tmp, p)
    for name, size in [("sparse-zeros", 10 << 30), ("sparse-header", 10 << 30)]:
        p = os.path.join(tmp, name + ".png")
        with open(p, "wb") as f:
            if name == "sparse-header":
                f.write(SIG + ihdr(100, 100) + struct.pack(">I", 0x7FFFFFFF) + b"IDAT")
        os.truncate(p, size)
        decode_case("crafted PNGs", tmp, p, REFUSAL_BOUND)
        os.unlink(p)
    seeds = [f for f in files if os.path.getsize(f) < 4096]
    for i in range(1500):
        data = bytearray(open(rng.choice(seeds), "rb").read())
        for _ in range(rng.randint(1, 6)):
            op = rng.random()
            if op < 0.6 and data:
                data[rng.randrange(len(data))] = rng.randrange(256)
            elif op < 0.8 and len(data) > 16:
                at = rng.randrange(8, len(data) - 4)  # a length or size field
                data[at:at + 4] = struct.pack(">I", rng.choice([0, 1, 0x7FFFFFFF, 0xFFFFFFFF, rng.randrange(1 << 32)]))
            else:
                data = data[:rng.randrange(len(data) + 1)]
        p = os.path.join(tmp, "m.png")
        with open(p, "wb") as f:
            f.write(bytes(data))
        decode_case("mutated PNGs", tmp, p)


def make_special(tmp, name, kind):
    p = os.path.join(tmp, name)
    if kind == "fifo":
        os.mkfifo(p)
    elif kind == "chardev":
        os.mknod(p, stat.S_IFCHR | 0o600, os.makedev(1, 7))
    elif kind == "symlink":
        with open(os.path.join(tmp, "target"), "w") as f:
            f.write("target")
        os.symlink("target", p)
    elif kind == "dangling":
        os.symlink("nowhere", p)
    elif kind == "directory":
        os.mkdir(p)
    return p


def sweep_special(tmp):
    kinds = ["fifo", "symlink", "dangling", "directory"] + (["chardev"] if os.geteuid() == 0 else [])
    outputs = [["wheel", "--values", "a,b", "--output", "X"], ["wheel", "--values", "a,b", "--output", "ok.png", "--accessibility", "X"],
               ["ruler", "--output", "X"], ["weight-picker", "--output", "X"],
               ["compare", "a.png", "a.png", "--diff", "X"]]
    for kind in kinds:
        for args in outputs:
            d = tempfile.mkdtemp(dir=tmp)
            shutil.copy(os.path.join(TESTDATA, "pngsuite", "basn6a08.png"), os.path.join(d, "a.png"))
            p = make_special(d, "X", kind)
            before = os.lstat(p)
            code, lines, _ = run(args, d)
            after = os.lstat(p)
            same = stat.S_IFMT(before.st_mode) == stat.S_IFMT(after.st_mode) and before.st_ino == after.st_ino
            target_ok = not os.path.exists(os.path.join(d, "target")) or open(os.path.join(d, "target")).read() == "target"
            left = [n for n in os.listdir(d) if ".tmp-" in n or n == "ok.png"]
            record("special files as outputs", clean_exit(code, lines, (3,)) and same and target_ok and not left,
                   f"{kind} {args}: {code} {lines[:1]} left {left}")
        for args in [["compare", "X", "X"], ["wheel", "--values", "a,b", "--fonts", "F", "--output", "o.png"]]:
            d = tempfile.mkdtemp(dir=tmp)
            if args[0] == "compare":
                make_special(d, "X", kind)
            else:
                shutil.copytree(os.path.join(ROOT, "Fonts"), os.path.join(d, "F"))
                os.unlink(os.path.join(d, "F", "Inter", "Inter-roman.var.ttf"))
                make_special(os.path.join(d, "F", "Inter"), "Inter-roman.var.ttf", kind)
            code, lines, _ = run(args, d)
            record("special files as inputs", clean_exit(code, lines, (2, 3)), f"{kind} {args}: {code} {lines[:1]}")
    for path in ["/dev/zero", "/dev/urandom", "/dev/null"]:
        code, lines, rss = run(["compare", path, path], tmp)
        record("special files as inputs", clean_exit(code, lines, (3,)) and rss < REFUSAL_BOUND, f"{path}: {code} {lines[:1]}")
    for a, b in [("x.png", "x.png"), ("x.png", "./x.png"), ("d/../x.png", "x.png")]:
        d = tempfile.mkdtemp(dir=tmp)
        code, lines, _ = run(["wheel", "--values", "a,b", "--output", a, "--accessibility", b], d)
        record("two outputs at one path", clean_exit(code, lines, (2,)) and os.listdir(d) == [], f"{a} {b}: {code} {lines[:1]}")


def sweep_kills(tmp):
    d = tempfile.mkdtemp(dir=tmp)
    for i in range(30):
        p = subprocess.Popen([BIN, "wheel", "--values", "a,b,c", "--output", "o.png", "--accessibility", "o.json"],
                             cwd=d, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.05, 1.5))
        p.send_signal(signal.SIGKILL)
        p.wait()
        code, lines, _ = run(["wheel", "--values", "a,b,c", "--output", "o.png", "--accessibility", "o.json"], d)
        left = [n for n in os.listdir(d) if ".tmp-" in n]
        record("kill -9, then a clean run", code == 0 and not left, f"run {i}: {code} {lines[:1]} left {left}")


def main():
    tmp = tempfile.mkdtemp(prefix="hostile-sweep-")
    try:
        sweep_arguments(tmp)
        sweep_pngs(tmp)
        sweep_special(tmp)
        sweep_kills(tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    failed = 0
    for kind, (n, bad, details) in results.items():
        print(f"{kind}: {n} cases, {bad} failed")
        for d in details[:10]:
            print("   ", d)
        failed += bad
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

// Hostile input's reproducers, through the CLI in a temporary folder: no crash, no hang, bounded
// memory, nothing replaced that should not be. Special files (FIFOs, a /dev/full replica made
// with mknod, symbolic links, sparse files) are made only inside that folder; the device test
// needs root (CI runs as root) and is skipped otherwise.
// Memory bounds are on the child's max RSS (MeasuredRun, wait4). A debug picker-render that
// refuses an input at once peaks near 21 MB; each bound below is a few times that and far under
// what the bug took (4.2 GB, 1 GB, 10.26 GB, 2.12 GB, 1.54 GB).

import Foundation
import PickerRenderPNG
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite struct HostileInputTests {
    static let refusalBound = 100_000_000
    static let crashers = CLI.packageRoot.appendingPathComponent("Tests/Fixtures/libpng-testpngs/crashers")

    /// A PNG chunk with its CRC.
    static func chunk(_ type: String, _ data: [UInt8], length: UInt32? = nil) -> [UInt8] {
        let t = Array(type.utf8)
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)] }
        var crc: UInt32 = 0xffff_ffff
        for b in t + data {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
        }
        return be(length ?? UInt32(data.count)) + t + data + be(crc ^ 0xffff_ffff)
    }
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    static func ihdr(width: UInt32, height: UInt32, depth: UInt8 = 8, colour: UInt8 = 0) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)] }
        return chunk("IHDR", be(width) + be(height) + [depth, colour, 0, 0, 0])
    }

    func write(_ bytes: [UInt8], _ dir: URL, _ name: String) throws {
        try Data(bytes).write(to: dir.appendingPathComponent(name))
    }

    // MARK: 1. crash: a user's number flowing into a count

    struct Overflow: Sendable, CustomStringConvertible {
        var args: [String], naming: [String]
        var description: String { args.joined(separator: " ") }
    }
    static let weightOverflows: [Overflow] = [
        Overflow(args: ["--count", "9223372036854775807"], naming: ["--count", "'9223372036854775807'"]),
        Overflow(args: ["--steps", "9223372036854775807"], naming: ["--steps", "'9223372036854775807'"]),
        Overflow(args: ["--steps", "10000", "--value", "1e15"], naming: ["--steps", "'10000'"]),
        Overflow(args: ["--value", "1e14", "--steps", "100000"], naming: ["--steps", "'100000'"]),
        Overflow(args: ["--value", "1e15"], naming: ["--value"]),
        Overflow(args: ["--multiplier", "9223372036854775807"], naming: ["--multiplier", "'9223372036854775807'"]),
        Overflow(args: ["--count", "-9223372036854775808"], naming: ["--count", "'-9223372036854775808'"]),
        Overflow(args: ["--value", "1e300"], naming: ["--value"]),
        Overflow(args: ["--spacing", "1e308"], naming: ["--spacing"]),
    ]

    @Test(arguments: weightOverflows)
    func weightPickerOverflowIsBadInput(_ c: Overflow) throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["weight-picker"] + c.args + ["--output", "o.png"], in: dir)
            expectFailure(r, status: 2, naming: c.naming)
            #expect(listing(dir) == [])
        }
    }

    // MARK: 2. hang: FIFOs where input files should be

    @Test func fifoWhereAFontShouldBeIsBadInputAtOnce() throws {
        try withTemporaryDirectory { dir in
            let fonts = dir.appendingPathComponent("F")
            try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent("Fonts"), to: fonts)
            let font = fonts.appendingPathComponent("Inter/Inter-roman.var.ttf").path
            try FileManager.default.removeItem(atPath: font)
            #expect(mkfifo(font, 0o600) == 0)
            let r = try MeasuredRun.run(["wheel", "--values", "a,b", "--fonts", "F", "--output", "o.png"], in: dir)
            expectFailure(r.run, status: 2, naming: ["F/Inter/Inter-roman.var.ttf", "not a regular file"])
            #expect(!exists(dir.appendingPathComponent("o.png")))
        }
    }

    /// Found while writing the CLI fuzz target: `render FIFO` and
    /// `batch FIFO` blocked in open(2), and a batch spec's "file" was read without a type or size check.
    @Test func specInputsRefuseFIFOsAndDevices() throws {
        try withTemporaryDirectory { dir in
            #expect(mkfifo(dir.appendingPathComponent("s.json").path, 0o600) == 0)
            let render = try MeasuredRun.run(["render", "s.json", "--output", "o.png"], in: dir)
            expectFailure(render.run, status: 3, naming: ["s.json", "FIFO"])
            let batch = try MeasuredRun.run(["batch", "s.json", "--out", "out"], in: dir)
            expectFailure(batch.run, status: 3, naming: ["s.json", "FIFO"])
            for (file, kind) in [("s.json", "FIFO"), ("/dev/zero", "character device")] {
                try Data(#"{"pictures": [{"name": "a", "file": "\#(file)"}]}"#.utf8).write(to: dir.appendingPathComponent("b.json"))
                let r = try MeasuredRun.run(["batch", "b.json", "--out", "out"], in: dir)
                expectFailure(r.run, status: 2, naming: ["pictures[0].file", file, kind])
                #expect(r.maxRSS < Self.refusalBound, "\(r)")
            }
            #expect(!exists(dir.appendingPathComponent("o.png")))
            #expect(!exists(dir.appendingPathComponent("out/manifest.json")))
        }
    }

    @Test func compareRefusesAFIFOWithNoWriterAndDevices() throws {
        try withTemporaryDirectory { dir in
            #expect(mkfifo(dir.appendingPathComponent("p.png").path, 0o600) == 0)
            let fifo = try MeasuredRun.run(["compare", "p.png", "p.png"], in: dir)
            expectFailure(fifo.run, status: 3, naming: ["p.png", "FIFO"])
            for device in ["/dev/zero", "/dev/urandom"] {
                let r = try MeasuredRun.run(["compare", device, device], in: dir)
                expectFailure(r.run, status: 3, naming: [device, "character device"])
                #expect(r.maxRSS < Self.refusalBound, "\(r)")
            }
        }
    }

    // MARK: 3. special files and two outputs at one path

    /// Each special file is refused (exit 3, one line) and left as it was.
    @Test func outputNeverReplacesASpecialFile() throws {
        try withTemporaryDirectory { dir in
            let fifo = dir.appendingPathComponent("fifo.png").path
            #expect(mkfifo(fifo, 0o600) == 0)
            try Data("target".utf8).write(to: dir.appendingPathComponent("target.png"))
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.png").path, withDestinationPath: "target.png")
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("dangling.png").path, withDestinationPath: "nowhere.png")
            var cases = [("fifo.png", S_IFIFO), ("link.png", S_IFLNK), ("dangling.png", S_IFLNK)]
            if getuid() == 0 {
                // A /dev/full replica (char 1, 7; glibc's makedev(1, 7) is 1 << 8 | 7): writing to it fails, replacing it is wrong.
                #expect(mknod(dir.appendingPathComponent("full").path, S_IFCHR | 0o600, dev_t(1 << 8 | 7)) == 0)
                cases.append(("full", S_IFCHR))
            }
            for (name, kind) in cases {
                for outputs in [["--output", name], ["--output", "ok.png", "--accessibility", name]] {
                    let r = try CLI.run(["wheel", "--values", "a,b"] + outputs, in: dir)
                    expectFailure(r, status: 3, naming: [name, "only a regular file is replaced"])
                    var info = stat()
                    #expect(lstat(dir.appendingPathComponent(name).path, &info) == 0 && info.st_mode & S_IFMT == kind, "\(name) was replaced")
                    #expect(!exists(dir.appendingPathComponent("ok.png")), "a failed run wrote its other output")
                }
            }
            #expect(try String(contentsOf: dir.appendingPathComponent("target.png"), encoding: .utf8) == "target")
            #expect(!exists(dir.appendingPathComponent("nowhere.png")))
            #expect(!listing(dir).contains { $0.contains(".tmp-") })
        }
    }

    @Test func oneFileForTwoOutputsIsBadInput() throws {
        try withTemporaryDirectory { dir in
            for (png, json) in [("x.png", "x.png"), ("x.png", "./x.png"), ("sub/../x.png", "x.png")] {
                let r = try CLI.run(["wheel", "--values", "a,b", "--output", png, "--accessibility", json], in: dir)
                expectFailure(r, status: 2, naming: ["'\(json)'", "same file"])
                #expect(listing(dir) == [])
            }
            // The same existing file under two names (a hard link).
            try Data("keep".utf8).write(to: dir.appendingPathComponent("a.png"))
            #expect(link(dir.appendingPathComponent("a.png").path, dir.appendingPathComponent("b.json").path) == 0)
            let r = try CLI.run(["wheel", "--values", "a,b", "--output", "a.png", "--accessibility", "b.json"], in: dir)
            expectFailure(r, status: 2, naming: ["b.json", "same file"])
            #expect(try Data(contentsOf: dir.appendingPathComponent("a.png")) == Data("keep".utf8))
        }
    }

    // MARK: 4. bounded memory

    /// IHDR and a tEXt chunk whose length says 0x7fffffff: 44 bytes that took 4.2 GB.
    @Test func hugeChunkLengthIsRefusedBeforeAllocating() throws {
        try withTemporaryDirectory { dir in
            try write(Self.signature + Self.ihdr(width: 1, height: 1) + [0x7f, 0xff, 0xff, 0xff] + Array("tEXtabc".utf8), dir, "t.png")
            #expect((try Data(contentsOf: dir.appendingPathComponent("t.png"))).count == 44)
            let r = try MeasuredRun.run(["compare", "t.png", "t.png"], in: dir)
            expectFailure(r.run, status: 2, naming: ["t.png", "tEXt", "past the end"])
            #expect(r.maxRSS < Self.refusalBound, "\(r)")
        }
    }

    static let hugeChunkFiles = ((try? FileManager.default.contentsOfDirectory(atPath: crashers.path)) ?? [])
        .filter { $0.hasPrefix("huge_") }.sorted()

    @Test func libpngHugeChunkCrashersAreFixtures() { #expect(Self.hugeChunkFiles.count == 19) }

    @Test(arguments: hugeChunkFiles)
    func libpngHugeChunkCrasherStaysSmall(name: String) throws {
        try withTemporaryDirectory { dir in
            let path = Self.crashers.appendingPathComponent(name).path
            let r = try MeasuredRun.run(["compare", path, path], in: dir)
            expectFailure(r.run, status: 2, naming: [name])
            #expect(r.maxRSS < Self.refusalBound, "\(r)")
        }
    }

    /// 10 GB sparse files: zeros, and a PNG header whose IDAT claims 2 GB of zeros. Neither is
    /// read whole (that took 10.26 GB).
    @Test func tenGigabyteSparseFilesAreNotReadWhole() throws {
        try withTemporaryDirectory { dir in
            let head = Self.signature + Self.ihdr(width: 100, height: 100) + [0x7f, 0xff, 0xff, 0xff] + Array("IDAT".utf8)
            try write([], dir, "zeros.png")
            try write(head, dir, "header.png")
            for name in ["zeros.png", "header.png"] {
                #expect(truncate(dir.appendingPathComponent(name).path, 10 << 30) == 0)
                let r = try MeasuredRun.run(["compare", name, name], in: dir)
                expectFailure(r.run, status: 2, naming: [name])
                #expect(r.maxRSS < Self.refusalBound, "\(r)")
            }
        }
    }

    /// A million and one empty tEXt chunks (12 MB): refused by count, from the chunk headers.
    @Test func tooManyChunksAreRefused() throws {
        try withTemporaryDirectory { dir in
            let empty = Self.chunk("tEXt", [])
            var bytes = Self.signature + Self.ihdr(width: 1, height: 1)
            bytes.reserveCapacity(bytes.count + 1_000_001 * empty.count)
            for _ in 0..<1_000_001 { bytes += empty }
            try write(bytes, dir, "many.png")
            let r = try MeasuredRun.run(["compare", "many.png", "many.png"], in: dir)
            expectFailure(r.run, status: 2, naming: ["many.png", "more than 1000000 chunks"])
            #expect(r.maxRSS < Self.refusalBound, "\(r)")
        }
    }

    /// 1 x 100,000,000 (the pixel limit exactly) with an 11-byte IDAT: refused from the chunk
    /// headers (it took 1.54 GB before libpng found the data missing).
    @Test func tallImageWithTinyIDATIsRefusedBeforeAllocating() throws {
        try withTemporaryDirectory { dir in
            // zlib stream of 20 zero bytes (two rows), as Python's zlib.compress makes it.
            let idat: [UInt8] = [0x78, 0x9c, 0x63, 0x60, 0x40, 0x05, 0x00, 0x00, 0x14, 0x00, 0x01]
            try write(Self.signature + Self.ihdr(width: 1, height: 100_000_000) + Self.chunk("IDAT", idat) + Self.chunk("IEND", []), dir, "tall.png")
            let r = try MeasuredRun.run(["compare", "tall.png", "tall.png"], in: dir)
            expectFailure(r.run, status: 2, naming: ["tall.png", "IDAT", "cannot hold"])
            #expect(r.maxRSS < Self.refusalBound, "\(r)")
        }
    }

    /// Rendering over an existing 2 GB output never reads it (that took 2.12 GB and 8 s).
    @Test func aLargeExistingOutputIsNotRead() throws {
        try withTemporaryDirectory { dir in
            try write([], dir, "o.png")
            #expect(truncate(dir.appendingPathComponent("o.png").path, 2 << 30) == 0)
            let r = try MeasuredRun.run(["wheel", "--values", "a,b", "--output", "o.png", "--accessibility", "o.json"], in: dir)
            #expect(r.run.status == 0, "\(r)")
            #expect(try pngSize(dir.appendingPathComponent("o.png")) != nil)
            #expect(r.maxRSS > 5_000_000, "the measure is not measuring: \(r)")
            #expect(r.maxRSS < 400_000_000, "\(r)")
        }
    }

    /// docs/reliability.md's figure: decoding peaks near the RGBA size of the images decoded at once
    /// (libpng writes into the image's own array) plus the process's baseline. 2000 x 2000, two
    /// files: 32 MB of RGBA.
    @Test func decodingPeaksNearTheImageSize() throws {
        try withTemporaryDirectory { dir in
            let image = RGBAImage(width: 2000, height: 2000, pixels: [UInt8](repeating: 200, count: 2000 * 2000 * 4))
            try PNGCodec.write(image, to: dir.appendingPathComponent("a.png").path)
            let r = try MeasuredRun.run(["compare", "a.png", "a.png"], in: dir)
            #expect(r.run.status == 0, "\(r)")
            let decoded = 2 * 2000 * 2000 * 4
            #expect(r.maxRSS > decoded, "the measure is not measuring: \(r)")
            #expect(r.maxRSS < decoded * 3 / 2 + 40_000_000, "\(r)")
        }
    }

    // MARK: 5. leftovers

    /// A temporary left by a killed run (its PID no longer running) is removed by the next
    /// write to the same target; a live process's, and another target's, are left alone.
    @Test func staleTemporariesOfTheTargetAreRemoved() throws {
        try withTemporaryDirectory { dir in
            let dead = try CLI.run(["--help"], in: dir)   // a child that has exited: its PID is free
            #expect(dead.status == 0)
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/bin/true")
            try p.run(); p.waitUntilExit()
            let deadPID = p.processIdentifier
            let stale = ".o.png.tmp-\(deadPID)-abc", live = ".o.png.tmp-\(getpid())-abc", other = ".x.png.tmp-\(deadPID)-abc"
            for name in [stale, live, other] { try write(Array("partial".utf8), dir, name) }
            let r = try CLI.run(["wheel", "--values", "a,b", "--output", "o.png"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(listing(dir) == [live, other, "o.png"].sorted())
        }
    }

    /// A batch removes its outputs' stale temporaries in one sweep before it draws (not as
    /// each file is written): a killed run's leftover goes, a live process's and a file the batch
    /// does not write stay.
    @Test func aBatchRemovesItsOutputsStaleTemporaries() throws {
        try withTemporaryDirectory { dir in
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/bin/true")
            try p.run(); p.waitUntilExit()
            let deadPID = p.processIdentifier
            let out = dir.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let stale = ".wheel-demo-light.png.tmp-\(deadPID)-abc", live = ".wheel-demo-light.png.tmp-\(getpid())-abc"
            let other = ".notes.png.tmp-\(deadPID)-abc"
            for name in [stale, live, other] { try write(Array("partial".utf8), out, name) }
            let r = try CLI.run(["gallery", "--out", "out", "--scale", "1", "--appearance", "light", "--only", "wheel"], in: dir)
            #expect(r.status == 0, "\(r)")
            let names = listing(out)
            #expect(!names.contains(stale) && names.contains(live) && names.contains(other) && names.contains("wheel-demo-light.png"), "\(names)")
        }
    }

    /// A gallery that fails part-way has no manifest.json, even where a complete run left one.
    @Test func anIncompleteGalleryHasNoManifest() throws {
        try withTemporaryDirectory { dir in
            let ok = try CLI.run(["gallery", "--out", "out", "--scale", "1", "--appearance", "light"], in: dir)
            #expect(ok.status == 0, "\(ok)")
            let out = dir.appendingPathComponent("out")
            #expect(exists(out.appendingPathComponent("manifest.json")))
            // The last file of the set cannot be written: a directory stands at its path.
            let last = out.appendingPathComponent("wheel-demo-light.png")
            try FileManager.default.removeItem(at: last)
            try FileManager.default.createDirectory(at: last, withIntermediateDirectories: false)
            let r = try CLI.run(["gallery", "--out", "out", "--scale", "1", "--appearance", "light"], in: dir)
            expectFailure(r, status: 3, naming: ["wheel-demo-light.png"])
            #expect(!exists(out.appendingPathComponent("manifest.json")))
        }
    }

    // MARK: 6. --fonts

    @Test func emptyFontsIsBadInput() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["wheel", "--values", "a,b", "--fonts", "", "--output", "o.png"], in: dir)
            expectFailure(r, status: 2, naming: ["fonts", "''"])
            #expect(listing(dir) == [])
        }
    }
}

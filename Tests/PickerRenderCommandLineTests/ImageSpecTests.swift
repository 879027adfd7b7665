// `render` of specs with images: the documented example (docs/examples/image.json) draws; an
// image path out of the spec's folder ("..", absolute), a file that is not a PNG and a PNG
// whose header says 100 megapixels are exit 2; a missing file and a symbolic link are exit 3;
// each is one `error:` line naming the image's JSON path and the file, and writes no output.
// Two thousand resizable views of one 2000 x 2000 PNG draw in bounded memory: the image is
// decoded once and drawn from its averaged levels (the time is the bench's).

import Foundation
import PickerRenderPNG
import Testing

@Suite struct ImageSpecTests {
    @Test func theDocumentedExampleDraws() throws {
        try withTemporaryDirectory { dir in
            let spec = CLI.packageRoot.appendingPathComponent("docs/examples/image.json").path
            let r = try CLI.run(["render", spec, "--output", "o.png"], in: dir)
            #expect(r.status == 0 && FileManager.default.fileExists(atPath: dir.appendingPathComponent("o.png").path), "\(r)")
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var path: String
        var status: Int32
        var naming: [String]
        var testDescription: String { path }
        init(_ path: String, _ status: Int32, _ naming: String...) { self.path = path; self.status = status; self.naming = naming }
    }

    static let cases: [Case] = [
        .init("../icon.png", 2, "content.children[0].path", "'../icon.png'", "'..' component"),
        .init("/etc/hostname", 2, "content.children[0].path", "absolute"),
        .init("notes.txt", 2, "content.children[0].path", "notes.txt", "is not a PNG file"),
        .init("huge.png", 2, "content.children[0].path", "huge.png", "(it is 10000 x 10000)"),
        .init("missing.png", 3, "content.children[0].path", "missing.png"),
        .init("link.png", 3, "content.children[0].path", "link.png", "symbolic link"),
    ]

    @Test(arguments: cases)
    func refused(_ c: Case) throws {
        try withTemporaryDirectory { dir in
            let sub = dir.appendingPathComponent("spec")
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            try Data("not a picture".utf8).write(to: sub.appendingPathComponent("notes.txt"))
            try Data(Self.hugeHeader).write(to: sub.appendingPathComponent("huge.png"))
            try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent("docs/examples/icon.png"),
                                             to: dir.appendingPathComponent("icon.png"))
            try FileManager.default.createSymbolicLink(atPath: sub.appendingPathComponent("link.png").path, withDestinationPath: "../icon.png")
            try Data(#"{"content": {"type": "vstack", "children": [{"type": "image", "path": "\#(c.path)"}]}}"#.utf8)
                .write(to: sub.appendingPathComponent("s.json"))
            let r = try CLI.run(["render", "spec/s.json", "--output", "o.png"], in: dir)
            #expect(r.status == c.status, "\(r)")
            #expect(r.stderrLines.count == 1 && r.stderrLines[0].hasPrefix("error: "), "\(r)")
            for part in c.naming { #expect(r.stderr.contains(part), "\(part) not in \(r.stderr)") }
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("o.png").path))
        }
    }

    /// A PNG signature, IHDR (10,000 x 10,000 RGBA), a zlib header as IDAT, IEND.
    static let hugeHeader: [UInt8] = {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            var crc: UInt32 = 0xFFFF_FFFF
            for b in body {
                crc ^= UInt32(b)
                for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return be(UInt32(data.count)) + body + be(~crc)
        }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", be(10_000) + be(10_000) + [8, 6, 0, 0, 0])
            + chunk("IDAT", [0x78, 0x9C]) + chunk("IEND", [])
    }()

    @Test func manyViewsOfOneLargeImageDrawInBoundedMemory() throws {
        try withTemporaryDirectory { dir in
            let side = 2000
            var pixels = [UInt8](repeating: 255, count: side * side * 4)
            pixels.withUnsafeMutableBufferPointer { p in
                for i in 0..<(side * side) { p[4 * i] = UInt8(truncatingIfNeeded: i); p[4 * i + 1] = UInt8(truncatingIfNeeded: i / side) }
            }
            try Data(try PNGCodec.encode(RGBAImage(width: side, height: side, pixels: pixels))).write(to: dir.appendingPathComponent("big.png"))
            let view = #"{"type": "frame", "width": 40, "height": 40, "content": {"type": "image", "path": "big.png", "resizable": true}}"#
            let spec = #"{"scale": 1, "content": {"type": "zstack", "children": ["# + Array(repeating: view, count: 2000).joined(separator: ", ") + "]}}"
            try Data(spec.utf8).write(to: dir.appendingPathComponent("s.json"))
            let r = try MeasuredRun.run(["render", "s.json", "--output", "o.png"], in: dir)
            #expect(r.run.status == 0, "\(r)")
            // The 16 MB image decoded once, with its levels, on top of the process's ~35 MB.
            #expect(r.maxRSS < 150_000_000, "\(r)")
        }
    }
}

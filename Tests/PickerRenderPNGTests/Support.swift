// Test support: where the fixture images live, a PNG chunk parser with its own CRC-32 (so the
// encoder's output is checked without libpng), and a deterministic test image.
// Fixtures are copies of PngSuite and libpng's contrib/testpngs in Tests/Fixtures (see the
// SOURCE.md files there for origin and licences).

import Foundation
import PickerRenderPNG

enum Fixtures {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let pngsuite = root.appendingPathComponent("pngsuite")
    static let testpngs = root.appendingPathComponent("libpng-testpngs")

    /// Sorted full paths of the *.png files directly in `dir`.
    static func pngs(in dir: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".png") }.sorted().map { dir.appendingPathComponent($0).path }
    }

    static func suite(_ name: String) -> String { pngsuite.appendingPathComponent(name).path }
    static func bytes(_ path: String) -> [UInt8] { [UInt8](FileManager.default.contents(atPath: path) ?? Data()) }
}

struct Chunk: Equatable {
    var type: String
    var data: [UInt8]
    var crcOK: Bool
}

enum ChunkParser {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Parses signature and chunks; nil when the layout is broken.
    static func parse(_ b: [UInt8]) -> [Chunk]? {
        guard b.count >= 8, Array(b[0..<8]) == signature else { return nil }
        var chunks: [Chunk] = []
        var i = 8
        while i < b.count {
            guard i + 12 <= b.count else { return nil }
            let length = Int(be32(b, i))
            guard length <= b.count - i - 12 else { return nil }
            let typeBytes = Array(b[(i + 4)..<(i + 8)])
            let data = Array(b[(i + 8)..<(i + 8 + length)])
            let stored = be32(b, i + 8 + length)
            chunks.append(Chunk(type: String(decoding: typeBytes, as: UTF8.self), data: data,
                                crcOK: crc32(typeBytes + data) == stored))
            i += 12 + length
        }
        return chunks
    }

    static func be32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = (c & 1) != 0 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }
}

enum TestImages {
    /// 61 x 37: red and green gradients, a blue pattern, alpha cycling through 0...255 with colour
    /// kept under alpha 0 (straight alpha must survive unchanged).
    static func gradient(width: Int = 61, height: Int = 37) -> RGBAImage {
        var px: [UInt8] = []
        px.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                px.append(UInt8(x * 255 / max(width - 1, 1)))
                px.append(UInt8(y * 255 / max(height - 1, 1)))
                px.append(UInt8((x * 7 + y * 13) & 0xFF))
                px.append(x == 0 ? 0 : UInt8((x * 5 + y * 11) & 0xFF))
            }
        }
        return RGBAImage(width: width, height: height, pixels: px)
    }
}

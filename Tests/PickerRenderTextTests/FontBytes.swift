// FontBytes: a font file's bytes, patched the way a damaged or crafted file is (a table's length
// in the table directory, a field of a table, bytes flipped), written to a temporary file for
// the engine to load. Test support only: it reads the sfnt table directory and nothing more.

import Foundation

struct FontBytes {
    var bytes: [UInt8]

    init(path: String) throws { bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

    /// (record offset in the table directory, table offset, table length) of each table, by tag.
    var tables: [String: (record: Int, offset: Int, length: Int)] {
        let count = be16(4)
        var out: [String: (Int, Int, Int)] = [:]
        for i in 0..<count {
            let r = 12 + 16 * i
            let tag = String(decoding: bytes[r..<r + 4], as: UTF8.self)
            out[tag] = (r, be32(r + 8), be32(r + 12))
        }
        return out
    }

    func be16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func be32(_ at: Int) -> Int { be16(at) << 16 | be16(at + 2) }

    mutating func setBE16(_ at: Int, _ v: Int) { bytes[at] = UInt8(v >> 8 & 0xFF); bytes[at + 1] = UInt8(v & 0xFF) }
    mutating func setBE32(_ at: Int, _ v: Int) { setBE16(at, v >> 16 & 0xFFFF); setBE16(at + 2, v & 0xFFFF) }

    /// The table directory says `tag` is `length` bytes long (its bytes stay where they are).
    mutating func setLength(of tag: String, to length: Int) { setBE32(tables[tag]!.record + 12, length) }

    /// maxp's numGlyphs (offset 4 of the table).
    mutating func setGlyphCount(_ n: Int) { setBE16(tables["maxp"]!.offset + 4, n) }

    /// Writes the bytes to `name` in a fresh temporary folder; returns its path.
    func write(_ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("font-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false)
        let url = dir.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }
}

/// Knuth's MMIX linear congruential generator, high bits: deterministic, so every run flips the
/// same bytes (the quality of a statistics generator is not needed to pick bytes).
struct ByteFlipRandom {
    var state: UInt64
    mutating func below(_ n: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(n))
    }
}

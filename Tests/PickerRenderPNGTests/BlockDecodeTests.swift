// The block decoder (block_decoder.c) against libpng's row reader and its own reference: the
// in-place unfilter, fed rows in spans of every length, equals the specification's formulas
// written out plainly; both decode paths give the same pixels (or both refuse) on PngSuite,
// libpng's test images, every colour type and depth in shapes one pixel wide or high,
// interlaced or not, from memory and from a file, and on thousands of damaged copies.

import CPickerRenderPNG
import Foundation
import Testing
import PickerRenderPNG

@Suite struct BlockDecodeTests {
    @Test func unfilterSpansMatchTheReference() {
        var rng = TestRandom(seed: 7)
        for bpp in 1...8 {
            for rowbytes in [1, bpp, 2 * bpp + 1, 97] {
                let rows = 6
                let filtered = (0..<(rows * rowbytes)).map { _ in UInt8(rng.below(256)) }
                let filters = (0..<rows).map { UInt8(($0 + bpp) % 5) }
                var expected = [UInt8](), above: [UInt8]? = nil
                for y in 0..<rows {
                    var out = [UInt8](repeating: 0, count: rowbytes)
                    let input = Array(filtered[(y * rowbytes)..<((y + 1) * rowbytes)])
                    if let a = above {
                        cpng_unfilter_row_reference(filters[y], a, input, rowbytes, UInt32(bpp), &out)
                    } else {
                        cpng_unfilter_row_reference(filters[y], nil, input, rowbytes, UInt32(bpp), &out)
                    }
                    expected += out
                    above = out
                }
                var row = [UInt8](repeating: 0, count: rowbytes), got = [UInt8]()
                for y in 0..<rows {
                    var state = cpng_unfilter_state()
                    cpng_unfilter_begin(&state)
                    var at = 0
                    while at < rowbytes {
                        let n = min(rowbytes - at, 1 + rng.below(2 * bpp + 2))
                        let piece = Array(filtered[(y * rowbytes + at)..<(y * rowbytes + at + n)])
                        cpng_unfilter_span(filters[y], &row, at, piece, n, UInt32(bpp), &state)
                        at += n
                    }
                    got += row
                }
                #expect(got == expected, "bpp \(bpp), \(rowbytes) bytes a row")
            }
        }
    }

    /// Decodes `bytes` both ways: the same image, or an error from both.
    static func agree(_ bytes: [UInt8], _ label: String) {
        let viaLibpng = Result { () throws(PNGError) in try PNGCodec.decodeMeasured(bytes, path: .libpng) }
        let viaBlocks = Result { () throws(PNGError) in try PNGCodec.decodeMeasured(bytes, path: .blocks) }
        switch (viaLibpng, viaBlocks) {
        case let (.success(a), .success(b)):
            #expect(a.image == b.image, "\(label): pixels differ")
            #expect(!a.statistics.usedBlocks && b.statistics.usedBlocks, "\(label)")
        case (.failure, .failure): break
        case let (.success, .failure(e)): Issue.record("\(label): only the block path fails: \(e)")
        case let (.failure(e), .success): Issue.record("\(label): only libpng fails: \(e)")
        }
    }

    /// `png` with each chunk's CRC recomputed, as far as its lengths can be followed.
    static func withCRCsFixed(_ png: [UInt8]) -> [UInt8] {
        var b = png, i = 8
        while i + 12 <= b.count {
            let length = Int(ChunkParser.be32(b, i))
            guard length <= b.count - i - 12 else { break }
            let crc = SyntheticPNG.be(ChunkParser.crc32(Array(b[(i + 4)..<(i + 8 + length)])))
            b.replaceSubrange((i + 8 + length)..<(i + 12 + length), with: crc)
            i += 12 + length
        }
        return b
    }

    static let fixtures = Fixtures.pngs(in: Fixtures.pngsuite) + Fixtures.pngs(in: Fixtures.testpngs)
        + Fixtures.pngs(in: Fixtures.testpngs.appendingPathComponent("badpal"))

    @Test func fixturesDecodeAlikeBothWays() {
        #expect(Self.fixtures.count > 250)
        for path in Self.fixtures { Self.agree(Fixtures.bytes(path), (path as NSString).lastPathComponent) }
    }

    static let formats: [(UInt8, [UInt8])] = [(0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]), (4, [8, 16]), (6, [8, 16])]

    @Test func everyFormatAndThinShapeDecodesAlikeBothWays() {
        for (colour, depths) in Self.formats {
            for depth in depths {
                for (w, h) in [(1, 300), (300, 1), (2, 77), (77, 2), (9, 10)] {
                    for interlace in [false, true] {
                        for key in colour == 0 || colour == 2 ? [false, true] : [false] {
                            let png = SyntheticPNG.make(width: w, height: h, colour: colour, depth: depth, interlace: interlace,
                                                        key: key, idatSize: 37)
                            Self.agree(png, "colour \(colour), depth \(depth), \(w) x \(h), interlace \(interlace), key \(key)")
                        }
                    }
                }
            }
        }
    }

    @Test func aFileDecodesAlikeBothWays() throws {
        let png = SyntheticPNG.make(width: 3, height: 40_000, colour: 2, depth: 16, idatSize: 5000)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("block-\(getpid()).png").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(png))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let blocks = try PNGCodec.readMeasured(path: path, decodePath: .blocks)
        let libpng = try PNGCodec.readMeasured(path: path, decodePath: .libpng)
        #expect(blocks.image == libpng.image)
        #expect(blocks.statistics.usedBlocks)
    }

    /// Single bytes changed everywhere in small files (header, palette, data, CRCs, IEND), and
    /// truncations: libpng and the block path accept and refuse the same ones.
    @Test func damagedCopiesGetTheSameVerdictBothWays() {
        for (colour, depth) in [(UInt8(6), UInt8(8)), (3, 2), (0, 16)] {
            let png = SyntheticPNG.make(width: 1, height: 60, colour: colour, depth: depth, idatSize: 50)
            for i in 8..<png.count {
                for value in [png[i] ^ 0x01, png[i] ^ 0x80, 5] where value != png[i] {
                    var copy = png
                    copy[i] = value
                    Self.agree(copy, "colour \(colour), byte \(i) = \(value)")
                    // The same change with every CRC made right again, so it reaches zlib and the filters.
                    Self.agree(Self.withCRCsFixed(copy), "colour \(colour), byte \(i) = \(value), CRCs fixed")
                }
            }
            for n in stride(from: 8, to: png.count, by: 3) {
                Self.agree(Array(png.prefix(n)), "colour \(colour), first \(n) bytes")
            }
        }
    }
}

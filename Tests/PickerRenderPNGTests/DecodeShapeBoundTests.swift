// Decoding the two shapes that cost libpng most, bounded by structure, not by the clock: a
// picture one pixel wide (libpng inflates, unfilters and checks every few-byte row in calls of
// its own) must take under one call into zlib per thousand rows, and a picture one pixel high
// (libpng keeps two row buffers the size of the picture) must hold at most one raw row besides
// its pixels. The pixels equal libpng's on the same shapes (BlockDecodeTests compares smaller
// files of every format both ways; here the large files themselves, row by row, against a
// small libpng decode of their repeating pattern).

import Testing
import PickerRenderPNG

@Suite struct DecodeShapeBoundTests {
    static let n = 4_000_000

    @Test func oneColumnTakesAFewCallsIntoZlib() throws {
        let png = SyntheticPNG.make(width: 1, height: Self.n)
        let result = try PNGCodec.decodeMeasured(png, path: .automatic)
        #expect(result.statistics.usedBlocks)
        #expect(result.statistics.dataCalls <= Self.n / 1000, "\(result.statistics.dataCalls) calls for \(Self.n) rows")
        #expect(result.statistics.peakScratchBytes <= 1 << 20, "\(result.statistics.peakScratchBytes) bytes")
        let small = try PNGCodec.decodeMeasured(SyntheticPNG.make(width: 1, height: 3000), path: .libpng)
        #expect(Array(result.image.pixels.prefix(3000 * 4)) == small.image.pixels)
        #expect(result.image.width == 1 && result.image.height == Self.n)
    }

    @Test(arguments: [(UInt8(8), 4), (16, 8)])
    func oneRowHoldsOneRawRow(depth: UInt8, rawBytesPerPixel: Int) throws {
        let png = SyntheticPNG.make(width: Self.n, height: 1, colour: 6, depth: depth, seed: 4)
        let result = try PNGCodec.decodeMeasured(png, path: .automatic)
        #expect(result.statistics.usedBlocks)
        let bound = Self.n * rawBytesPerPixel + (1 << 20)
        #expect(result.statistics.peakScratchBytes <= bound, "\(result.statistics.peakScratchBytes) bytes, bound \(bound)")
        let small = try PNGCodec.decodeMeasured(SyntheticPNG.make(width: 3000, height: 1, colour: 6, depth: depth, seed: 4), path: .libpng)
        #expect(Array(result.image.pixels.prefix(3000 * 4)) == small.image.pixels)
    }

    @Test func interlacedThinShapesAreBoundedToo() throws {
        let column = try PNGCodec.decodeMeasured(SyntheticPNG.make(width: 1, height: Self.n / 4, interlace: true), path: .automatic)
        #expect(column.statistics.dataCalls <= Self.n / 4000, "\(column.statistics.dataCalls) calls")
        let row = try PNGCodec.decodeMeasured(SyntheticPNG.make(width: Self.n, height: 1, interlace: true), path: .automatic)
        #expect(row.statistics.peakScratchBytes <= Self.n * 4 + (1 << 20), "\(row.statistics.peakScratchBytes) bytes")
    }
}

// Colour types: PNGCodec.encode picks the smallest exact layout (flat_encoder.h), and every
// layout decodes back to exactly the RGBA it was given. Checked with the independent chunk
// parser (Support.swift): IHDR's colour type and bit depth, PLTE and tRNS sizes, chunk order,
// CRCs. Also: the bytes repeat run to run, long runs of repeated rows (the Z_RLE path) and
// short ones round-trip, a gradient (Sub/Up rows) round-trips no larger than libpng's defaults,
// and libpng's defaults (the bench's yardstick) still decode the same.

import Testing
import PickerRenderPNG

struct EncodedLayout {
    var colourType: UInt8
    var bitDepth: UInt8
    var types: [String]
    var paletteEntries: Int?
    var transparencyEntries: Int?

    init(_ bytes: [UInt8]) throws {
        let chunks = try #require(ChunkParser.parse(bytes))
        #expect(chunks.allSatisfy { $0.crcOK })
        let ihdr = try #require(chunks.first { $0.type == "IHDR" })
        colourType = ihdr.data[9]
        bitDepth = ihdr.data[8]
        types = chunks.map(\.type)
        paletteEntries = chunks.first { $0.type == "PLTE" }.map { $0.data.count / 3 }
        transparencyEntries = chunks.first { $0.type == "tRNS" }.map { $0.data.count }
    }
}

@Suite struct ColourTypeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var image: @Sendable () -> RGBAImage
        var colourType: UInt8
        var palette: Int? = nil
        var transparency: Int? = nil
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "grey, opaque -> grey", image: { patchwork(width: 50, height: 40, colours: TwinPictures.greys(256), seed: 11) },
             colourType: 0),
        Case(name: "8 colours -> palette, no tRNS", image: { patchwork(width: 50, height: 40, colours: TwinPictures.distinct(8), seed: 12) },
             colourType: 3, palette: 8),
        Case(name: "256 colours -> palette", image: { patchwork(width: 64, height: 64, colours: TwinPictures.distinct(256), seed: 13) },
             colourType: 3, palette: 256),
        Case(name: "40 colours, 14 translucent -> palette + tRNS", image: {
                 patchwork(width: 60, height: 60, colours: TwinPictures.distinct(40, alpha: { $0 % 3 == 0 ? UInt8($0) : 255 }), seed: 14) },
             colourType: 3, palette: 40, transparency: 14),
        Case(name: "257 opaque colours -> RGB", image: { patchwork(width: 80, height: 80, colours: TwinPictures.distinct(257), seed: 15) },
             colourType: 2),
        Case(name: "grey, translucent, > 256 values -> grey + alpha", image: {
                 patchwork(width: 60, height: 60, colours: TwinPictures.greys(200, alpha: 100) + TwinPictures.greys(200), seed: 16) },
             colourType: 4),
        Case(name: "translucent, > 256 colours -> RGBA", image: { TestImages.gradient() }, colourType: 6),
    ]

    @Test(arguments: cases)
    func choosesTheSmallestExactLayoutAndRoundTrips(_ c: Case) throws {
        let image = c.image()
        let bytes = try PNGCodec.encode(image, pixelsPerMeter: 8504)
        let layout = try EncodedLayout(bytes)
        #expect(layout.colourType == c.colourType)
        #expect(layout.bitDepth == 8)
        #expect(layout.paletteEntries == c.palette)
        #expect(layout.transparencyEntries == c.transparency)
        // Chunk order: IHDR, sRGB, [PLTE, [tRNS]], pHYs, IDAT..., IEND.
        var expected = ["IHDR", "sRGB"]
        if c.palette != nil { expected.append("PLTE") }
        if c.transparency != nil { expected.append("tRNS") }
        expected.append("pHYs")
        #expect(Array(layout.types.prefix(expected.count)) == expected)
        #expect(layout.types.last == "IEND")
        #expect(Set(layout.types.dropFirst(expected.count).dropLast()) == ["IDAT"])
        #expect(try PNGCodec.decode(bytes) == image)
        #expect(try PNGCodec.encode(image, pixelsPerMeter: 8504) == bytes)
    }

    @Test func exactly256ColoursIsAPaletteAnd257IsNot() throws {
        var image = patchwork(width: 64, height: 64, colours: TwinPictures.distinct(256), seed: 21)
        #expect(try EncodedLayout(PNGCodec.encode(image)).colourType == 3)
        image.setPixel(x: 63, y: 63, SIMD4(250, 251, 252, 255)) // not among distinct(256)
        #expect(try EncodedLayout(PNGCodec.encode(image)).colourType == 2)
        #expect(try PNGCodec.decode(PNGCodec.encode(image)) == image)
    }

    @Test func oneTranslucentPixelTurnsGreyIntoGreyAlpha() throws {
        // Row 0: the 256 opaque greys and one more black; row 1: black.
        var px = [UInt8]()
        for v in 0..<257 { let g = UInt8(v % 256); px += [g, g, g, 255] }
        for _ in 0..<257 { px += [0, 0, 0, 255] }
        var image = RGBAImage(width: 257, height: 2, pixels: px)
        #expect(try EncodedLayout(PNGCodec.encode(image)).colourType == 0)
        image.setPixel(x: 256, y: 1, SIMD4(7, 7, 7, 254))
        let bytes = try PNGCodec.encode(image)
        #expect(try EncodedLayout(bytes).colourType == 4) // 257 grey/alpha values: no palette
        #expect(try PNGCodec.decode(bytes) == image)
    }

    @Test func longAndShortRunsOfRepeatedRowsRoundTrip() throws {
        // 300 x 600: bands of 1, 2 and 100 identical rows, so runs both below and above the
        // length at which the encoder switches zlib to Z_RLE; > 256 colours, opaque (RGB).
        var px = [UInt8]()
        var rng = TestRandom(seed: 31)
        var y = 0
        var band = 0
        while y < 600 {
            let rows = [1, 2, 100][band % 3]
            var row = [UInt8]()
            for _ in 0..<300 { row += [UInt8(rng.below(256)), UInt8(rng.below(256)), UInt8(band), 255] }
            for _ in 0..<min(rows, 600 - y) { px += row }
            y += rows
            band += 1
        }
        let image = RGBAImage(width: 300, height: 600, pixels: px)
        let bytes = try PNGCodec.encode(image)
        #expect(try EncodedLayout(bytes).colourType == 2)
        #expect(try PNGCodec.decode(bytes) == image)
        // Repeated rows cost almost nothing: far below the 3 bytes a pixel of the distinct rows.
        let distinctRows = (0..<600).filter { $0 == 0 || px[($0 - 1) * 1200..<$0 * 1200] != px[$0 * 1200..<($0 + 1) * 1200] }.count
        #expect(bytes.count < distinctRows * 300 * 3 + 4000)
    }

    @Test func gradientsAreFilteredAndNoLargerThanLibpngDefaults() throws {
        // No pixel equals its left neighbour, so no row is "flat": the Sub/Up/None choice
        // decides (None alone makes this about 25 x larger than libpng's defaults).
        var px = [UInt8]()
        for y in 0..<120 { for x in 0..<160 { px += [UInt8(x), UInt8(y * 2), UInt8((x * y) >> 6 & 0xFF), 255] } }
        let image = RGBAImage(width: 160, height: 120, pixels: px)
        let bytes = try PNGCodec.encode(image)
        #expect(try PNGCodec.decode(bytes) == image)
        #expect(bytes.count <= (try PNGCodec.encodeWithLibpngDefaults(image)).count)
    }

    @Test func libpngDefaultsStillWriteRGBAOfTheSamePixels() throws {
        let image = patchwork(width: 50, height: 40, colours: TwinPictures.distinct(8), seed: 41)
        let yardstick = try PNGCodec.encodeWithLibpngDefaults(image, pixelsPerMeter: 2835)
        #expect(try EncodedLayout(yardstick).colourType == 6)
        #expect(try PNGCodec.decode(yardstick) == image)
        #expect(try PNGCodec.decode(PNGCodec.encode(image, pixelsPerMeter: 2835)) == image)
    }
}

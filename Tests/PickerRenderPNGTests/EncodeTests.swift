// Encoder tests: exact round trips, byte-identical output, and the chunk layout checked with an
// independent parser (signature, IHDR fields, sRGB, pHYs, no time or text chunks, valid CRCs).

import Testing
import PickerRenderPNG

@Suite struct EncodeTests {
    @Test func roundTripIsExact() throws {
        let image = TestImages.gradient()
        #expect(image.pixels.contains(0) && image.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element == 0 })
        #expect(image.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 && $0.element < 255 })
        let decoded = try PNGCodec.decode(PNGCodec.encode(image, pixelsPerMeter: 2835))
        #expect(decoded == image)
        // Colour under alpha 0 is kept (straight alpha, no premultiplication).
        #expect(decoded.pixel(x: 0, y: 36) == SIMD4(0, 255, UInt8((0 * 7 + 36 * 13) & 0xFF), 0))
    }

    @Test func smallAndWideImagesRoundTrip() throws {
        let one = RGBAImage(width: 1, height: 1, pixels: [10, 20, 30, 40])
        #expect(try PNGCodec.decode(PNGCodec.encode(one)) == one)
        // Wider than libpng's default user limit of 1,000,000 columns.
        var wide = RGBAImage(width: 1_000_003, height: 1, fill: SIMD4(1, 2, 3, 4))
        wide.setPixel(x: 1_000_002, y: 0, SIMD4(200, 100, 50, 25))
        #expect(try PNGCodec.decode(PNGCodec.encode(wide)) == wide)
    }

    @Test func encodingIsByteIdentical() throws {
        let image = TestImages.gradient()
        let a = try PNGCodec.encode(image, pixelsPerMeter: 8504)
        let b = try PNGCodec.encode(image, pixelsPerMeter: 8504)
        #expect(a == b)
        #expect(a != (try PNGCodec.encode(image, pixelsPerMeter: 2835)))
    }

    @Test(arguments: [2835, 5669, 8504])
    func chunkLayout(ppm: Int) throws {
        let image = TestImages.gradient()
        let bytes = try PNGCodec.encode(image, pixelsPerMeter: ppm)
        let chunks = try #require(ChunkParser.parse(bytes))
        #expect(chunks.allSatisfy { $0.crcOK })
        let types = chunks.map(\.type)
        #expect(Array(types.prefix(3)) == ["IHDR", "sRGB", "pHYs"])
        #expect(types.last == "IEND")
        #expect(Set(types.dropFirst(3).dropLast()) == ["IDAT"])
        // IHDR: width, height, bit depth 8, colour type 6 (RGBA), deflate, filter 0, no interlace.
        #expect(chunks[0].data == be(61) + be(37) + [8, 6, 0, 0, 0])
        #expect(chunks[1].data == [0]) // rendering intent 0 = perceptual
        #expect(chunks[2].data == be(UInt32(ppm)) + be(UInt32(ppm)) + [1]) // unit: metre
    }

    @Test func noPHYsWhenZero() throws {
        let bytes = try PNGCodec.encode(TestImages.gradient())
        let types = try #require(ChunkParser.parse(bytes)).map(\.type)
        #expect(Array(types.prefix(2)) == ["IHDR", "sRGB"])
        #expect(!types.contains("pHYs"))
        for banned in ["tIME", "tEXt", "zTXt", "iTXt", "gAMA", "cHRM", "iCCP"] { #expect(!types.contains(banned)) }
    }

    @Test func pixelsPerMeterFromDPI() {
        #expect(PNGCodec.pixelsPerMeter(dpi: 72) == 2835)
        #expect(PNGCodec.pixelsPerMeter(dpi: 144) == 5669)
        #expect(PNGCodec.pixelsPerMeter(dpi: 216) == 8504)
        #expect(PNGCodec.pixelsPerMeter(dpi: 0) == 0)
    }

    private func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
}

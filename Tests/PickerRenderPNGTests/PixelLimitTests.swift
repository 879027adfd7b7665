// The pixel limit: an image whose IHDR promises more than `maxPixels` (default 100 megapixels)
// is refused right after IHDR, from a file of a few dozen bytes, so nothing the size of the
// image is ever allocated (the file below holds no pixel data: had the decoder allocated and
// started reading rows, it would fail with a data error instead of tooLarge).

import Testing
import PickerRenderPNG

@Suite struct PixelLimitTests {
    /// Signature + IHDR (8-bit RGBA) + one IDAT holding an empty zlib stream + IEND.
    static func header(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let td = Array(type.utf8) + data
            return be(UInt32(data.count)) + td + be(ChunkParser.crc32(td))
        }
        return ChunkParser.signature + chunk("IHDR", be(width) + be(height) + [8, 6, 0, 0, 0]) + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
    }

    @Test(arguments: [(UInt32(20_000), UInt32(10_000)), (UInt32(0x7FFF_FFFF), UInt32(0x7FFF_FFFF)), (UInt32(100_001), UInt32(1_000))])
    func hugeHeaderIsRefusedWithTheDefaultLimit(width: UInt32, height: UInt32) {
        #expect(throws: PNGError.tooLarge(source: "huge.png", width: Int(width), height: Int(height), limit: 100_000_000)) {
            try PNGCodec.decode(Self.header(width: width, height: height), source: "huge.png")
        }
    }

    @Test func exactlyAtTheLimitIsNotTooLarge() {
        // 1000 x 1000 = the limit: passes the check, then fails for want of image data.
        do {
            _ = try PNGCodec.decode(Self.header(width: 1000, height: 1000), source: "edge.png", maxPixels: 1_000_000)
            Issue.record("decoded an image without pixel data")
        } catch {
            guard case let .malformed(source, _) = error else { Issue.record("\(error)"); return }
            #expect(source == "edge.png")
        }
    }
}

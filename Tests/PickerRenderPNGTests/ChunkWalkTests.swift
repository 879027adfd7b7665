// The chunk walk that runs before libpng (cpng.c), from memory and from a file: each
// limit refuses its input with a message saying which, and a sound image right at a limit still
// decodes.

import Foundation
import Testing
import PickerRenderPNG

@Suite struct ChunkWalkTests {
    static func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)] }
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var crc: UInt32 = 0xffff_ffff
        for b in Array(type.utf8) + data {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
        }
        return be(UInt32(data.count)) + Array(type.utf8) + data + be(crc ^ 0xffff_ffff)
    }
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    static func ihdr(_ w: UInt32, _ h: UInt32, depth: UInt8 = 8, colour: UInt8 = 0) -> [UInt8] {
        chunk("IHDR", be(w) + be(h) + [depth, colour, 0, 0, 0])
    }

    /// The message of decoding `bytes` from memory, after checking a file gives the same.
    func message(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("walk-\(UUID().uuidString).png").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var fromFile = "", fromMemory = ""
        do { _ = try PNGCodec.read(path: path) } catch { if case let .malformed(_, m) = error { fromFile = m } }
        do { _ = try PNGCodec.decode(bytes) } catch { if case let .malformed(_, m) = error { fromMemory = m } }
        #expect(fromFile == fromMemory)
        return fromMemory
    }

    @Test func aLengthPastTheEndIsRefused() throws {
        let m = try message(Self.signature + Self.ihdr(1, 1) + [0x7f, 0xff, 0xff, 0xff] + Array("tEXtabc".utf8))
        #expect(m == "chunk tEXt at byte 33: length 2147483647 goes past the end of the file (44 bytes)")
    }

    @Test func aLengthOverTheFormatsLimitIsRefused() throws {
        let m = try message(Self.signature + Self.ihdr(1, 1) + [0xff, 0xff, 0xff, 0xff] + Array("tEXtabc".utf8))
        #expect(m.contains("over the format's 2^31-1"))
    }

    @Test func anAncillaryChunkOver8MBIsRefused() throws {
        let big = Self.chunk("zzZz", [UInt8](repeating: 0, count: 8_000_001))
        let m = try message(Self.signature + Self.ihdr(1, 1) + big + Self.chunk("IEND", []))
        #expect(m.contains("zzZz") && m.contains("8000001 bytes, more than the limit of 8000000"))
    }

    @Test func tooLittleIDATForTheHeaderIsRefused() throws {
        let idat: [UInt8] = [0x78, 0x9c, 0x63, 0x60, 0x40, 0x05, 0x00, 0x00, 0x14, 0x00, 0x01]
        let m = try message(Self.signature + Self.ihdr(1, 100_000_000) + Self.chunk("IDAT", idat) + Self.chunk("IEND", []))
        #expect(m.hasPrefix("IDAT: 11 bytes of image data cannot hold a 1 x 100000000 image"))
    }

    /// With a bad IHDR CRC the IDAT check is skipped and libpng's verdict (the CRC) stands.
    @Test func aCorruptHeaderIsLibpngsToReport() throws {
        var header = Self.ihdr(1, 100_000_000)
        header[header.count - 1] ^= 1
        let m = try message(Self.signature + header + Self.chunk("IDAT", [0]) + Self.chunk("IEND", []))
        #expect(m.contains("CRC"))
    }

    /// 4096 x 4096 zeros (16 MB of grey) compress to about 16 KB, near deflate's 1032:1; the
    /// check must let it through.
    @Test func aMaximallyCompressedImageDecodes() throws {
        let image = RGBAImage(width: 4096, height: 4096, pixels: [UInt8](repeating: 0, count: 4096 * 4096 * 4))
        let bytes = try PNGCodec.encode(image)
        #expect(try PNGCodec.decode(bytes) == image)
    }
}

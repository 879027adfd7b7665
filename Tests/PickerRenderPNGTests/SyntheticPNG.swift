// SyntheticPNG: PNG files of any shape and format made here, byte by byte (zlib for the data, its
// CRC-32 for the chunks), for the decoder's shape and parity tests. The filtered data is a
// pattern, not a picture: every filter type in turn, bytes that repeat with a short period, so
// a 100-megapixel file compresses to a few hundred KB and the file is never kept.

import CPickerRenderZlib
import PickerRenderPNG

enum SyntheticPNG {
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        return be(UInt32(data.count)) + body + be(crc)
    }

    static func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)] }

    static func channels(_ colour: UInt8) -> Int { [1, 0, 3, 1, 2, 0, 4][Int(colour)] }

    /// The (width, height) of each reduced image: one without interlace, Adam7's seven with it
    /// (empty ones included; they have no rows).
    static func passes(width: Int, height: Int, interlace: Bool) -> [(Int, Int)] {
        guard interlace else { return [(width, height)] }
        let g = [(0, 8, 0, 8), (4, 8, 0, 8), (0, 4, 4, 8), (2, 4, 0, 4), (0, 2, 2, 4), (1, 2, 0, 2), (0, 1, 1, 2)]
        return g.map { x0, dx, y0, dy in
            (width > x0 ? (width - x0 + dx - 1) / dx : 0, height > y0 ? (height - y0 + dy - 1) / dy : 0)
        }
    }

    /// A PNG whose data rows take filters 0, 1, 2, 3, 4 in turn and bytes (row * 31 + i * 13)
    /// mod 256 (row counted over all passes; `seed` shifts both). Palettes get `paletteSize`
    /// entries and a tRNS of half as many; grey and RGB get a tRNS colour when `key` is set.
    static func make(width: Int, height: Int, colour: UInt8 = 6, depth: UInt8 = 8, interlace: Bool = false,
                     paletteSize: Int = 200, key: Bool = false, seed: Int = 0, idatSize: Int = 1 << 20) -> [UInt8] {
        let bits = channels(colour) * Int(depth)
        var raw = [UInt8]()
        var row = 0
        for (pw, ph) in passes(width: width, height: height, interlace: interlace) where pw > 0 && ph > 0 {
            let bytes = (pw * bits + 7) / 8
            for _ in 0..<ph {
                raw.append(UInt8((row + seed) % 5))
                let start = (row + seed) &* 31
                for i in 0..<bytes { raw.append(UInt8(truncatingIfNeeded: start &+ i &* 13)) }
                row += 1
            }
        }
        var packed = [UInt8](repeating: 0, count: Int(compressBound(UInt(raw.count))))
        var length = UInt(packed.count)
        let rc = packed.withUnsafeMutableBufferPointer { out in
            raw.withUnsafeBufferPointer { compress2(out.baseAddress, &length, $0.baseAddress, UInt($0.count), 6) }
        }
        precondition(rc == Z_OK, "compress2 failed")
        packed.removeLast(packed.count - Int(length))

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let laced: UInt8 = interlace ? 1 : 0
        var header = be(UInt32(width)) + be(UInt32(height))
        header += [depth, colour, 0, 0, laced]
        png += chunk("IHDR", header)
        if colour == 3 {
            var plte = [UInt8]()
            for i in 0..<paletteSize { plte += [UInt8(i & 0xff), UInt8((i * 5) & 0xff), UInt8((255 - i) & 0xff)] }
            png += chunk("PLTE", plte)
            png += chunk("tRNS", (0..<(paletteSize / 2)).map { UInt8(($0 * 3) & 0xff) })
        } else if key && colour == 0 {
            let grey = depth == 16 ? 13 : 13 & ((1 << Int(depth)) - 1)
            png += chunk("tRNS", [0, UInt8(grey)])
        } else if key && colour == 2 {
            png += chunk("tRNS", [0, 13, 0, 44, 0, 57])
        }
        var at = 0
        repeat {
            let end = min(packed.count, at + idatSize)
            png += chunk("IDAT", Array(packed[at..<end]))
            at = end
        } while at < packed.count
        png += chunk("IEND", [])
        return png
    }
}

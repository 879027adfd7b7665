// Pixmap: a width x height image of premultiplied RGBA8 pixels (docs/architecture.md §2),
// row-major, stride width * 4 bytes, pixel (x, y) at byte offset (y * width + x) * 4 in R, G, B, A
// order. Origin top-left, y down; pixel (x, y) covers [x, x+1) x [y, y+1).
// Memory: the value owns its bytes in a Swift array (copy on write, so the struct is Sendable);
// kernels borrow them through withUnsafeMutableBytes for the duration of one call only.

import PickerRenderGeometry

package struct Pixmap: Hashable, Sendable {
    package let width: Int
    package let height: Int
    package private(set) var bytes: [UInt8]

    package var stride: Int { width * 4 }
    package var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    package init(width: Int, height: Int, fill: PremultipliedColor = .clear) {
        precondition(width >= 0 && height >= 0, "pixmap size must not be negative")
        self.width = width; self.height = height
        // One pass over the new buffer (a zero fill and then the colour were two: a full write
        // of 12.6 MB for an @3x screen): one 32-bit word a pixel, the library's vectorised repeat.
        let word = UInt32(littleEndian: UInt32(fill.r) | UInt32(fill.g) << 8 | UInt32(fill.b) << 16 | UInt32(fill.a) << 24)
        let b = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            raw.withMemoryRebound(to: UInt32.self) { $0.initialize(repeating: word) }
            count = width * height * 4
        }
        self.bytes = b
    }

    /// From straight (non-premultiplied) RGBA8 bytes, e.g. a decoded PNG; premultiplies each
    /// pixel with (c * a + 127) / 255.
    package init(straightRGBA: [UInt8], width: Int, height: Int) {
        precondition(straightRGBA.count == width * height * 4, "byte count must be width*height*4")
        self.width = width; self.height = height
        var b = straightRGBA
        b.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = UInt32(p[i + 3])
                if a != 255 {
                    p[i] = UInt8((UInt32(p[i]) * a + 127) / 255)
                    p[i + 1] = UInt8((UInt32(p[i + 1]) * a + 127) / 255)
                    p[i + 2] = UInt8((UInt32(p[i + 2]) * a + 127) / 255)
                }
                i += 4
            }
        }
        self.bytes = b
    }

    package func pixel(_ x: Int, _ y: Int) -> PremultipliedColor {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel out of bounds")
        let o = (y * width + x) * 4
        return PremultipliedColor(r: bytes[o], g: bytes[o + 1], b: bytes[o + 2], a: bytes[o + 3])
    }

    package mutating func setPixel(_ x: Int, _ y: Int, _ c: PremultipliedColor) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel out of bounds")
        let o = (y * width + x) * 4
        bytes[o] = c.r; bytes[o + 1] = c.g; bytes[o + 2] = c.b; bytes[o + 3] = c.a
    }

    /// Straight RGBA8 for PNG output: c = round(c * 255 / a) (clamped), 0 when a = 0.
    package func straightRGBA() -> [UInt8] {
        var out = bytes
        Pixmap.unpremultiply(&out)
        return out
    }

    /// As straightRGBA(), converting in place the pixmap's own bytes (no copy of the image).
    package consuming func intoStraightRGBA() -> [UInt8] {
        var out: [UInt8] = []
        swap(&out, &bytes)
        Pixmap.unpremultiply(&out)
        return out
    }

    /// The fast kernel, in place. Rendered pictures are mostly opaque (a = 255 needs nothing):
    /// pixels are tested sixteen at a time, the AND of the block's eight 64-bit words, and a
    /// block whose alphas are all 255 is skipped by that one compare; only the rest is divided.
    /// In place because the pipeline used to copy the whole image here first (the copy was 5 %
    /// of the wheel @3x render, this loop 18 %: perf). Sixteen at a time rather than a pair: the
    /// gallery's --jobs 1 samples in this loop went from 274 to 123 a run (perf, 10 kHz), a read
    /// of the canvas at about the speed of the encoder's memcmp over it.
    static func unpremultiply(_ bytes: inout [UInt8]) {
        bytes.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            let pixels = raw.count / 4
            let alphas: UInt64 = 0xFF00_0000_FF00_0000
            var i = 0
            while i + 16 <= pixels {
                let p = base + 4 * i
                var all = p.loadUnaligned(as: UInt64.self)
                for k in 1..<8 { all &= p.loadUnaligned(fromByteOffset: 8 * k, as: UInt64.self) }
                if UInt64(littleEndian: all) & alphas != alphas {
                    for k in 0..<16 { unpremultiplyPixel(p + 4 * k) }
                }
                i += 16
            }
            while i < pixels { unpremultiplyPixel(base + 4 * i); i += 1 }
        }
    }

    /// Whether every pixel has alpha 255.
    package var isOpaque: Bool {
        bytes.withUnsafeBytes { raw in
            raw.bindMemory(to: UInt32.self).allSatisfy { UInt32(littleEndian: $0) >> 24 == 255 }
        }
    }

    @inline(__always)
    static func unpremultiplyPixel(_ p: UnsafeMutableRawPointer) {
        let w = UInt32(littleEndian: p.load(as: UInt32.self))
        let a = w >> 24
        if a == 255 { return }
        if a == 0 { p.storeBytes(of: 0, as: UInt32.self); return }
        let h = a / 2
        let r = Swift.min(255, ((w & 0xFF) &* 255 &+ h) / a)
        let g = Swift.min(255, ((w >> 8 & 0xFF) &* 255 &+ h) / a)
        let b = Swift.min(255, ((w >> 16 & 0xFF) &* 255 &+ h) / a)
        p.storeBytes(of: UInt32(littleEndian: r | g << 8 | b << 16 | a << 24), as: UInt32.self)
    }

    /// Reference twin: one byte at a time, as the formula reads. For tests.
    package static func unpremultiplyReference(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        var i = 0
        while i + 3 < out.count {
            let a = UInt32(out[i + 3])
            if a == 0 {
                out[i] = 0; out[i + 1] = 0; out[i + 2] = 0
            } else if a != 255 {
                for c in i..<(i + 3) { out[c] = UInt8(Swift.min(255, (UInt32(out[c]) * 255 + a / 2) / a)) }
            }
            i += 4
        }
        return out
    }

    /// The fast kernel on a copy, for the agreement test.
    package static func unpremultiplied(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        unpremultiply(&out)
        return out
    }

    /// The smallest rectangle holding every pixel with a non-zero alpha; nil when there is none.
    /// An offscreen layer is sampled only where its ink is.
    package func inkBounds() -> PixelRect? {
        var x0 = width, y0 = height, x1 = -1, y1 = -1
        bytes.withUnsafeBytes { raw in
            // One 32-bit load a pixel; alpha is the top byte of the little-endian word.
            let words = raw.bindMemory(to: UInt32.self)
            for y in 0..<height {
                let row = y * width
                var first = -1
                for x in 0..<width where words[row + x] & 0xFF00_0000 != 0 { first = x; break }
                if first < 0 { continue }
                var last = first
                for x in Swift.stride(from: width - 1, through: first, by: -1) where words[row + x] & 0xFF00_0000 != 0 { last = x; break }
                x0 = Swift.min(x0, first); x1 = Swift.max(x1, last)
                y0 = Swift.min(y0, y); y1 = y
            }
        }
        return x1 < 0 ? nil : PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }

    /// Borrow the pixel bytes for a kernel; row y starts at `y * stride`. The pointer must not
    /// escape `body`.
    package mutating func withUnsafeMutableBytes<R>(
        _ body: (UnsafeMutableBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try bytes.withUnsafeMutableBufferPointer { try body($0) }
    }
}

// SourceOver: the one source-over kernel of the module, in gamma-encoded 8-bit sRGB
// (docs/architecture.md §2: blending on encoded values, as Core Animation does). Paths, glyph
// masks and moved layer texels all end here.
//
// A source pixel reaches the kernel premultiplied and widened: each component is an 8-bit value
// times 255 (0...65025), so a colour times an 8-bit coverage k is exact (c x k) and needs no
// rounding before the blend. Per channel
//     dst' = round(S / 255 + dst x (1 - Sa / 65025))
//          = (S x 255 + dst x (65025 - Sa) + 32512) / 65025          (integers)
// which is round-half-up of the exact rational (65025 is odd: there are no ties).
// Every earlier copy is this formula with its own source:
//   - a colour through float coverage (paths): S = c x round(cov x 255);
//   - a colour through an 8-bit glyph mask: S = round(c x m / 255) x 255, the mask blended as an
//     8-bit premultiplied source (with S a multiple of 255 the formula is s + round(d (255 - sa) / 255));
//   - layer texels moved by whole pixels, at an opacity o: S = t x o.
// Invariants: S components <= Sa <= 65025, so the result keeps r, g, b <= a, and the largest
// intermediate, 65025 x 255 + 32512, fits 32 bits with room (wrapping arithmetic is safe).
// The row loop is generic over its source (specialised: no existentials) and allocates nothing.
// A source whose pixels are whole 8-bit values (S = 255 s: glyph masks, texels at full opacity)
// hands them over unwidened (`widened == false`); for those the formula is exactly
// s + round(d (255 - sa) / 255), which the kernel computes with shifts instead of four divisions,
// and without the memo (glyph pixels rarely repeat). Measured in release, picker-render-bench
// "wheel @3x render (kept)", best of each of 4 interleaved runs on a loaded 2-core machine: the
// five copies before this kernel 1.56-1.67 ms; this kernel with every source widened and
// memoised 1.64-1.78 ms; as it is now 1.63-1.68 ms (the rest is noise at this load).

/// Where a row's source pixels come from: `sourcePixel(at:)` gives pixel i of the row, or nil
/// where nothing is drawn; widened (components x 255, see SourceOver) unless the type says its
/// pixels are plain 8-bit values. A widened pixel is a product c x k of 8-bit values (colour
/// times coverage or opacity), so it is opaque (Sa = 65025) only when a = k = 255, and then
/// every component is 255 c: the kernel stores c without blending.
package protocol SourceOverRow {
    /// false: pixels are 8-bit premultiplied values (0...255), S = 255 x them.
    static var widened: Bool { get }
    func sourcePixel(at i: Int) -> SIMD4<UInt32>?
}

extension SourceOverRow {
    package static var widened: Bool { true }
    /// Pixel i widened, whatever the source's kind (for the twin and tests).
    package func widenedPixel(at i: Int) -> SIMD4<UInt32>? {
        Self.widened ? sourcePixel(at: i) : sourcePixel(at: i).map { $0 &* 255 }
    }
}

package enum SourceOver {
    /// Blends `count` source pixels from `source` onto the RGBA8 pixels at `dst`.
    @inline(__always)
    package static func blendRow<Source: SourceOverRow>(_ dst: UnsafeMutablePointer<UInt8>, count: Int, source: Source) {
        // Over a flat background with a flat source (a band's interior) every pixel repeats the
        // one before: the memo skips the four divisions and stores the same word.
        var lastSource = SIMD4<UInt32>(repeating: UInt32.max), lastBefore: UInt32 = 0, lastAfter: UInt32 = 0
        let raw = UnsafeMutableRawPointer(dst)
        var i = 0
        while i < count {
            defer { i += 1 }
            guard let s = source.sourcePixel(at: i), s.w != 0 else { continue }
            let offset = 4 * i
            if s.w == (Source.widened ? 65025 : 255) {
                // Opaque: the result is the source (widened: S = 255 s, see SourceOverRow).
                let word = Source.widened ? s.x / 255 | (s.y / 255) << 8 | (s.z / 255) << 16 | 0xFF00_0000
                                          : s.x | s.y << 8 | s.z << 16 | 0xFF00_0000
                raw.storeBytes(of: UInt32(littleEndian: word), toByteOffset: offset, as: UInt32.self)
                continue
            }
            let before = raw.load(fromByteOffset: offset, as: UInt32.self)
            // 8-bit sources skip the memo: their blend costs less than its test.
            if Source.widened && s == lastSource && before == lastBefore {
                raw.storeBytes(of: lastAfter, toByteOffset: offset, as: UInt32.self)
                continue
            }
            let d = UInt32(littleEndian: before)
            let r: UInt32, g: UInt32, b: UInt32, a: UInt32
            if Source.widened {
                let keep = 65025 &- s.w
                r = (s.x &* 255 &+ (d & 0xFF) &* keep &+ 32512) / 65025
                g = (s.y &* 255 &+ (d >> 8 & 0xFF) &* keep &+ 32512) / 65025
                b = (s.z &* 255 &+ (d >> 16 & 0xFF) &* keep &+ 32512) / 65025
                a = (s.w &* 255 &+ (d >> 24) &* keep &+ 32512) / 65025
            } else {
                // S = 255 s: the same formula is s + round(d (255 - sa) / 255) (header).
                let keep = 255 &- s.w
                r = s.x &+ div255((d & 0xFF) &* keep)
                g = s.y &+ div255((d >> 8 & 0xFF) &* keep)
                b = s.z &+ div255((d >> 16 & 0xFF) &* keep)
                a = s.w &+ div255((d >> 24) &* keep)
            }
            let after = UInt32(littleEndian: r | g << 8 | b << 16 | a << 24)
            raw.storeBytes(of: after, toByteOffset: offset, as: UInt32.self)
            if Source.widened { lastSource = s; lastBefore = before; lastAfter = after }
        }
    }

    /// Reference twin: one pixel, in Double, rounded once to nearest. For tests.
    package static func reference(_ dst: PremultipliedColor, source s: SIMD4<UInt32>) -> PremultipliedColor {
        let keep = 1 - Double(s.w) / 65025
        func ch(_ sc: UInt32, _ d: UInt8) -> UInt8 {
            UInt8(min(max((Double(sc) / 255 + Double(d) * keep).rounded(), 0), 255))
        }
        return PremultipliedColor(r: ch(s.x, dst.r), g: ch(s.y, dst.g), b: ch(s.z, dst.b), a: ch(s.w, dst.a))
    }

    /// A colour widened through an 8-bit coverage k: exact, c x k.
    @inline(__always)
    package static func widen(_ c: PremultipliedColor, coverage k: UInt32) -> SIMD4<UInt32> {
        SIMD4(UInt32(c.r), UInt32(c.g), UInt32(c.b), UInt32(c.a)) &* k
    }

    /// round(clamp(cov, 0, 1) x 255); NaN counts as 0.
    @inline(__always)
    package static func quantize(_ cov: Float) -> UInt32 {
        let c = cov > 0 ? Swift.min(cov, 1) : 0
        return UInt32(c * 255 + 0.5)
    }

    /// x / 255 rounded to nearest, exact for x in 0...255 x 255.
    @inline(__always)
    package static func div255(_ x: UInt32) -> UInt32 { (x &+ 128 &+ ((x &+ 128) >> 8)) >> 8 }
}

// MARK: sources

/// A solid colour through float coverage (times an optional per-pixel mask), quantised once.
package struct CoverageSource: SourceOverRow {
    package let color: PremultipliedColor
    package let coverage: UnsafePointer<Float>
    package let mask: UnsafePointer<Float>?
    package init(color: PremultipliedColor, coverage: UnsafePointer<Float>, mask: UnsafePointer<Float>? = nil) {
        self.color = color; self.coverage = coverage; self.mask = mask
    }
    @inline(__always)
    package func sourcePixel(at i: Int) -> SIMD4<UInt32>? {
        let k = SourceOver.quantize(mask.map { coverage[i] * $0[i] } ?? coverage[i])
        return k == 0 ? nil : SourceOver.widen(color, coverage: k)
    }
}

/// A solid colour through an 8-bit mask (a glyph): the colour times the mask is rounded to an
/// 8-bit premultiplied pixel first, then blended.
package struct MaskSource: SourceOverRow {
    package static var widened: Bool { false }
    package let color: PremultipliedColor
    package let mask: UnsafePointer<UInt8>
    package init(color: PremultipliedColor, mask: UnsafePointer<UInt8>) { self.color = color; self.mask = mask }
    @inline(__always)
    package func sourcePixel(at i: Int) -> SIMD4<UInt32>? {
        let m = UInt32(mask[i])
        if m == 0 { return nil }
        let c = SIMD4(UInt32(color.r), UInt32(color.g), UInt32(color.b), UInt32(color.a))
        return SIMD4(SourceOver.div255(c.x * m), SourceOver.div255(c.y * m),
                     SourceOver.div255(c.z * m), SourceOver.div255(c.w * m))
    }
}

/// A row of 8-bit premultiplied texels, drawn as they are.
package struct TexelSource: SourceOverRow {
    package static var widened: Bool { false }
    package let texels: UnsafePointer<UInt8>
    package init(texels: UnsafePointer<UInt8>) { self.texels = texels }
    @inline(__always)
    package func sourcePixel(at i: Int) -> SIMD4<UInt32>? { TexelSource.texel(texels, i) }

    @inline(__always)
    static func texel(_ texels: UnsafePointer<UInt8>, _ i: Int) -> SIMD4<UInt32>? {
        let w = UInt32(littleEndian: UnsafeRawPointer(texels).load(fromByteOffset: 4 * i, as: UInt32.self))
        if w >> 24 == 0 { return nil }
        return SIMD4(w & 0xFF, w >> 8 & 0xFF, w >> 16 & 0xFF, w >> 24)
    }
}

/// A row of 8-bit premultiplied texels at an 8-bit opacity o (widened exactly: t x o).
package struct FadedTexelSource: SourceOverRow {
    package let texels: UnsafePointer<UInt8>
    package let opacity: UInt32
    package init(texels: UnsafePointer<UInt8>, opacity: UInt8) { self.texels = texels; self.opacity = UInt32(opacity) }
    @inline(__always)
    package func sourcePixel(at i: Int) -> SIMD4<UInt32>? { TexelSource.texel(texels, i).map { $0 &* opacity } }
}

// Compositor: source-over of a solid premultiplied colour through coverage, in gamma-encoded
// 8-bit sRGB (DESIGN.md section 2: blending on encoded values, as Core Animation does).
//
// Math (per channel, premultiplied): coverage is quantised once to k = round(cov * 255) (with a
// mask: cov * mask[x], quantised once); then
//     dst' = src * k / 255 + dst * (1 - srcA * k / 65025)
// computed exactly in integers as (src * k * 255 + dst * (65025 - srcA * k) + 32512) / 65025,
// which is round-half-up of the exact rational (65025 is odd, so there are no ties). It keeps
// r, g, b <= a. Examples: opaque source at full coverage gives src exactly; k = 0 leaves dst
// untouched; opaque black at coverage 0.5 (k = 128) over white gives 127.
//
// Memory: the compositor owns one CoverageRasterizer (reused buffers, so drawing allocates
// nothing after warm-up); pixels are borrowed from the Pixmap for one call. Not thread-safe.

import Geometry

public final class Compositor {
    private let rasterizer = CoverageRasterizer()

    public init() {}

    /// Fills `path` (in pixels) with `color`, source-over, into `pixmap`.
    /// - clip: pixels that may change (default: the whole pixmap).
    /// - mask: optional per-column alpha multipliers in 0...1, indexed by absolute pixmap column
    ///   (count must equal pixmap.width); used for horizontal gradient masks.
    public func drawPath(_ path: Path, color: PremultipliedColor, into pixmap: inout Pixmap,
                         clip: PixelRect? = nil, mask: [Float]? = nil,
                         rule: FillRule = .nonZero, tolerance: Double = Path.defaultTolerance) {
        if let mask { precondition(mask.count == pixmap.width, "mask needs one value per column") }
        var area = PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
        if let clip { area = area.intersection(clip) }
        area = area.intersection(PixelRect(enclosing: path.bounds))
        if area.isEmpty || color.a == 0 { return }
        rasterizer.rasterize(path, clip: area, rule: rule, tolerance: tolerance)
        Compositor.composite(rasterizer, color: color, into: &pixmap, mask: mask)
    }

    /// Composites the rasterizer's current coverage with `color` into `pixmap`.
    public static func composite(_ rasterizer: CoverageRasterizer, color: PremultipliedColor,
                                 into pixmap: inout Pixmap, mask: [Float]? = nil) {
        let clip = rasterizer.clip.intersection(
            PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height))
        if clip.isEmpty { return }
        let width = pixmap.width
        pixmap.withUnsafeMutableBytes { px in
            let base = px.baseAddress!
            for y in clip.y..<clip.maxY {
                let span = rasterizer.span(row: y).clamped(to: clip.x..<clip.maxX)
                if span.isEmpty { continue }
                let dst = base + (y * width + span.lowerBound) * 4
                let cov = UnsafePointer(rasterizer.rowPointer(y, column: span.lowerBound))
                if let mask {
                    mask.withUnsafeBufferPointer { m in
                        blendRow(dst, coverage: cov, mask: m.baseAddress! + span.lowerBound,
                                 count: span.count, color: color)
                    }
                } else {
                    blendRow(dst, coverage: cov, count: span.count, color: color)
                }
            }
        }
    }

    // MARK: kernels

    /// Source-over of `color` through `count` coverage values onto `count` RGBA8 pixels.
    public static func blendRow(_ dst: UnsafeMutablePointer<UInt8>, coverage: UnsafePointer<Float>,
                                count: Int, color: PremultipliedColor) {
        let sr = UInt32(color.r), sg = UInt32(color.g), sb = UInt32(color.b), sa = UInt32(color.a)
        var memo = BlendMemo()
        var i = 0
        while i < count {
            let k = quantize(coverage[i])
            if k != 0 { memo.blend(dst + 4 * i, k, sr, sg, sb, sa) }
            i += 1
        }
    }

    /// As blendRow, with coverage multiplied by a per-column mask before quantising.
    public static func blendRow(_ dst: UnsafeMutablePointer<UInt8>, coverage: UnsafePointer<Float>,
                                mask: UnsafePointer<Float>, count: Int, color: PremultipliedColor) {
        let sr = UInt32(color.r), sg = UInt32(color.g), sb = UInt32(color.b), sa = UInt32(color.a)
        var memo = BlendMemo()
        var i = 0
        while i < count {
            let k = quantize(coverage[i] * mask[i])
            if k != 0 { memo.blend(dst + 4 * i, k, sr, sg, sb, sa) }
            i += 1
        }
    }

    /// The last pixel blended in a row and its result: over a flat background at full
    /// coverage (the interior of a band), every pixel repeats the one before, and the four
    /// divisions are skipped. The result is the same word blendPixel would store.
    struct BlendMemo {
        var k: UInt32 = 0, before: UInt32 = 0, after: UInt32 = 0
        @inline(__always)
        mutating func blend(_ p: UnsafeMutablePointer<UInt8>, _ k: UInt32,
                            _ sr: UInt32, _ sg: UInt32, _ sb: UInt32, _ sa: UInt32) {
            let w = UnsafeMutableRawPointer(p)
            let d = w.load(as: UInt32.self)
            if k == self.k && d == before {
                w.storeBytes(of: after, as: UInt32.self)
                return
            }
            Compositor.blendPixel(p, k, sr, sg, sb, sa)
            self.k = k; before = d; after = w.load(as: UInt32.self)
        }
    }

    /// round(clamp(cov, 0, 1) * 255); NaN counts as 0.
    @inline(__always)
    static func quantize(_ cov: Float) -> UInt32 {
        let c = cov > 0 ? Swift.min(cov, 1) : 0
        return UInt32(c * 255 + 0.5)
    }

    /// One pixel, loaded and stored as a single 32-bit word (bytes R, G, B, A in memory order).
    /// Wrapping arithmetic is safe: the largest intermediate is 255*255*255 + 255*65025 + 32512
    /// < 2^26, and skipping overflow checks keeps the loop branch-light.
    /// Measured in release on a shared 2-core Xeon under load (noisy, +-30 %): a 500-px row at
    /// full coverage costs about 2.2 ns/pixel opaque and 7-9 ns/pixel translucent (four
    /// constant divisions, compiled to multiply-shift).
    @inline(__always)
    static func blendPixel(_ p: UnsafeMutablePointer<UInt8>, _ k: UInt32,
                           _ sr: UInt32, _ sg: UInt32, _ sb: UInt32, _ sa: UInt32) {
        let w = UnsafeMutableRawPointer(p)
        if k == 255 && sa == 255 {
            w.storeBytes(of: UInt32(littleEndian: sr | sg << 8 | sb << 16 | 0xFF00_0000), as: UInt32.self)
            return
        }
        let d = UInt32(littleEndian: w.load(as: UInt32.self))
        let ks = k &* 255
        let inv = 65025 &- sa &* k
        let r = (sr &* ks &+ (d & 0xFF) &* inv &+ 32512) / 65025
        let g = (sg &* ks &+ (d >> 8 & 0xFF) &* inv &+ 32512) / 65025
        let b = (sb &* ks &+ (d >> 16 & 0xFF) &* inv &+ 32512) / 65025
        let a = (sa &* ks &+ (d >> 24) &* inv &+ 32512) / 65025
        w.storeBytes(of: UInt32(littleEndian: r | g << 8 | b << 16 | a << 24), as: UInt32.self)
    }

    // MARK: reference twin

    /// Reference twin of the blend: the formula above in Double, coverage quantised with
    /// Double rounding, result rounded to nearest. For tests.
    public static func referenceBlend(_ dst: PremultipliedColor, _ src: PremultipliedColor,
                                      coverage: Double) -> PremultipliedColor {
        let k = (Swift.min(1, Swift.max(0, coverage)) * 255).rounded() / 255
        let keep = 1 - Double(src.a) / 255 * k
        func ch(_ s: UInt8, _ d: UInt8) -> UInt8 {
            UInt8((Double(s) * k + Double(d) * keep).rounded())
        }
        return PremultipliedColor(r: ch(src.r, dst.r), g: ch(src.g, dst.g),
                                  b: ch(src.b, dst.b), a: ch(src.a, dst.a))
    }
}

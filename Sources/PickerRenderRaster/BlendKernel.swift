// BlendKernel: a layer drawn with a blend mode other than normal (SwiftUI's `.blendMode(_:)`)
// is first sampled into a clear buffer over its clip, then combined with the target row by row.
// On premultiplied 8-bit values s (layer) and d (beneath), alphas sa and da, per channel:
//   multiply     c' = round((s d + s (255 - da) + d (255 - sa)) / 255)
//   screen       c' = round((255 s + 255 d - s d) / 255)        (= s + d - s d / 255)
//   plusLighter  c' = min(255, s + d)
// and a' = round((255 sa + 255 da - sa da) / 255) for multiply and screen, min(255, sa + da)
// for plusLighter: the W3C compositing formulas with source over as the composite, in encoded
// sRGB as everything here blends. Each numerator is an integer, and 255 is odd, so
// (n + 127) / 255 is the rounding without ties; every result keeps c' <= a'.
// The fast kernel works on rows of little-endian 32-bit RGBA words with the mode chosen once per row (no
// existential, no allocation); `reference` is the same formulas on one pixel, its twin.

import PickerRenderScene

package enum BlendKernel {
    /// Combines `count` pixels of `source` onto `destination` with `mode` (not `.normal`).
    package static func blendRow(_ mode: BlendMode, source: UnsafeRawPointer, destination: UnsafeMutableRawPointer, count: Int) {
        switch mode {
        case .normal: preconditionFailure("normal layers are drawn by source over")
        case .multiply:
            row(source, destination, count, alpha: union) { s, d, sa, da in (s * d + s * (255 - da) + d * (255 - sa) + 127) / 255 }
        case .screen:
            row(source, destination, count, alpha: union) { s, d, _, _ in (255 * s + 255 * d - s * d + 127) / 255 }
        case .plusLighter:
            row(source, destination, count, alpha: { min(255, $0 + $1) }) { s, d, _, _ in min(255, s + d) }
        }
    }

    /// Source over's alpha: sa + da - sa da.
    @inline(__always) private static func union(_ sa: UInt32, _ da: UInt32) -> UInt32 { (255 * sa + 255 * da - sa * da + 127) / 255 }

    @inline(__always)
    private static func row(_ src: UnsafeRawPointer, _ dst: UnsafeMutableRawPointer, _ count: Int,
                            alpha: (UInt32, UInt32) -> UInt32, _ channel: (UInt32, UInt32, UInt32, UInt32) -> UInt32) {
        for i in 0..<count {
            let s = UInt32(littleEndian: src.load(fromByteOffset: 4 * i, as: UInt32.self))
            // A clear source leaves the pixel beneath as it is, in all three modes.
            if s == 0 { continue }
            let sa = s >> 24
            let d = UInt32(littleEndian: dst.load(fromByteOffset: 4 * i, as: UInt32.self))
            let da = d >> 24
            let a = alpha(sa, da)
            let r = channel(s & 0xFF, d & 0xFF, sa, da)
            let g = channel((s >> 8) & 0xFF, (d >> 8) & 0xFF, sa, da)
            let b = channel((s >> 16) & 0xFF, (d >> 16) & 0xFF, sa, da)
            dst.storeBytes(of: (r | g << 8 | b << 16 | a << 24).littleEndian, toByteOffset: 4 * i, as: UInt32.self)
        }
    }

    /// The twin: one pixel, the formulas as written above.
    package static func reference(_ mode: BlendMode, source s: PremultipliedColor, destination d: PremultipliedColor) -> PremultipliedColor {
        let sa = Int(s.a), da = Int(d.a)
        func c(_ x: UInt8, _ y: UInt8) -> UInt8 {
            let s = Int(x), d = Int(y)
            switch mode {
            case .normal: preconditionFailure("normal layers are drawn by source over")
            case .multiply: return UInt8((Double(s * d + s * (255 - da) + d * (255 - sa)) / 255).rounded())
            case .screen: return UInt8((Double(255 * s + 255 * d - s * d) / 255).rounded())
            case .plusLighter: return UInt8(min(255, s + d))
            }
        }
        let a = mode == .plusLighter ? UInt8(min(255, sa + da)) : UInt8((Double(255 * sa + 255 * da - sa * da) / 255).rounded())
        return PremultipliedColor(r: c(s.r, d.r), g: c(s.g, d.g), b: c(s.b, d.b), a: a)
    }
}

// WCAGContrast: relative luminance and contrast ratio as WCAG 2.x defines them, for 8-bit
// sRGB colours. Each channel is linearised with the sRGB curve (threshold 0.04045, as WCAG 2.2
// writes it; 2.0's 0.03928 gives the same result for every 8-bit value), weighted
// 0.2126 R + 0.7152 G + 0.0722 B; the ratio is (lighter + 0.05) / (darker + 0.05), 1...21.
// Alpha is not considered: callers measure colours as composited on the pixels.

import PickerRenderScene

package enum WCAGContrast {
    /// sRGB -> linear light for one 8-bit channel.
    package static func linear(_ v: UInt8) -> Double { table[Int(v)] }

    /// Relative luminance of an opaque sRGB colour, 0 (black) ... 1 (white).
    package static func luminance(r: UInt8, g: UInt8, b: UInt8) -> Double {
        0.2126 * table[Int(r)] + 0.7152 * table[Int(g)] + 0.0722 * table[Int(b)]
    }

    package static func luminance(_ c: Color) -> Double { luminance(r: c.r, g: c.g, b: c.b) }

    /// The contrast ratio of two luminances, in either order.
    package static func ratio(_ l1: Double, _ l2: Double) -> Double {
        (Swift.max(l1, l2) + 0.05) / (Swift.min(l1, l2) + 0.05)
    }

    package static func ratio(_ a: Color, _ b: Color) -> Double { ratio(luminance(a), luminance(b)) }

    /// The 256 linearised values, computed once: the per-pixel loops index it.
    static let table: [Double] = (0...255).map { i in
        let c = Double(i) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

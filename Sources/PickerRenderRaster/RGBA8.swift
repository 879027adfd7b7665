// RGBA8: a straight (non-premultiplied) 8-bit sRGB colour, components 0-255, gamma-encoded as
// stored in PNG files. Alpha given as a fraction is quantised once, as round(alpha * 255)
// (docs/architecture.md §2). Premultiplying rounds c*a/255 to nearest: (c*a + 127) / 255, which is
// exact rounding because c*a is an integer and 255 is odd (no ties).

package struct RGBA8: Hashable, Sendable, Codable {
    package var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    package init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// Alpha as a fraction in 0...1, quantised once to round(alpha * 255).
    package init(r: UInt8, g: UInt8, b: UInt8, alpha: Double) {
        let q = (Swift.min(1, Swift.max(0, alpha)) * 255).rounded()
        self.init(r: r, g: g, b: b, a: UInt8(q))
    }

    package var premultiplied: PremultipliedColor {
        let a = UInt32(self.a)
        func m(_ c: UInt8) -> UInt8 { UInt8((UInt32(c) * a + 127) / 255) }
        return PremultipliedColor(r: m(r), g: m(g), b: m(b), a: self.a)
    }
}

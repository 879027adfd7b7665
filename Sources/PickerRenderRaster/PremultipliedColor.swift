// PremultipliedColor: 8-bit sRGB colour with the colour components already multiplied by alpha,
// the in-memory pixel format of Pixmap (docs/architecture.md §2).
// Invariant (not enforced by the memberwise initializer, kept by every producer in this module):
// r, g, b <= a. Un-premultiplying rounds c*255/a to nearest and gives 0 for a = 0.

package struct PremultipliedColor: Hashable, Sendable, Codable {
    package var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    package init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    package static let clear = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)

    /// Straight colour: c = round(c * 255 / a), clamped to 255; all zero when a = 0.
    package var straight: RGBA8 {
        guard a != 0 else { return RGBA8(r: 0, g: 0, b: 0, a: 0) }
        let a32 = UInt32(a)
        func u(_ c: UInt8) -> UInt8 { UInt8(Swift.min(255, (UInt32(c) * 255 + a32 / 2) / a32)) }
        return RGBA8(r: u(r), g: u(g), b: u(b), a: a)
    }
}

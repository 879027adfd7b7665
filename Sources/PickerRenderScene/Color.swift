// Color: a straight (not premultiplied) 8-bit sRGB colour with alpha, as the scene carries it.
// An alpha given as a fraction is quantised once, as round(alpha x 255) (docs/architecture.md §2);
// the rasterizer premultiplies when it draws.

public struct Color: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// Components 0-255 and an alpha fraction 0-1, quantised to round(alpha x 255).
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, alpha: Double = 1) {
        self.init(r: r, g: g, b: b, a: Color.quantise(alpha))
    }

    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
    public static let black = Color(0, 0, 0)
    public static let white = Color(255, 255, 255)

    public static func quantise(_ alpha: Double) -> UInt8 {
        guard alpha.isFinite else { return 0 }
        return UInt8((min(max(alpha, 0), 1) * 255).rounded())
    }

    /// SwiftUI's `.opacity(o)` on a colour: alpha multiplied, quantised again.
    public func opacity(_ o: Double) -> Color {
        Color(r: r, g: g, b: b, a: Color.quantise(Double(a) / 255 * o))
    }

    /// `#RRGGBB` or `RRGGBB` (case-insensitive); nil for anything else.
    public init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.count == 6, s.allSatisfy(\.isHexDigit), let v = UInt32(s, radix: 16) else { return nil }
        self.init(r: UInt8(v >> 16 & 0xFF), g: UInt8(v >> 8 & 0xFF), b: UInt8(v & 0xFF))
    }

    /// `#RRGGBB` when opaque, `#RRGGBBAA` otherwise.
    public var hexString: String {
        func h(_ v: UInt8) -> String { let s = String(v, radix: 16, uppercase: true); return s.count == 1 ? "0" + s : s }
        return "#" + h(r) + h(g) + h(b) + (a == 255 ? "" : h(a))
    }
}

extension Color: Codable {
    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(hexString)
    }
    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        let s = try c.decode(String.self)
        var body = Substring(s)
        if body.hasPrefix("#") { body = body.dropFirst() }
        guard body.count == 6 || body.count == 8, let v = UInt32(body, radix: 16) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "bad colour \(s)")
        }
        if body.count == 6 {
            self.init(r: UInt8(v >> 16 & 0xFF), g: UInt8(v >> 8 & 0xFF), b: UInt8(v & 0xFF))
        } else {
            self.init(r: UInt8(v >> 24), g: UInt8(v >> 16 & 0xFF), b: UInt8(v >> 8 & 0xFF), a: UInt8(v & 0xFF))
        }
    }
}

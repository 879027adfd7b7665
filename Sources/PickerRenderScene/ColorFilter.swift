// ColorFilter: what a layer does to its content's colours, the closed scene form of SwiftUI's
// colour effects. Every one of them (hueRotation, brightness, contrast, saturation, grayscale,
// colorMultiply, colorInvert) is a 4 x 5 matrix on a pixel's straight (not premultiplied)
// sRGB-encoded components in 0...1, as SwiftUI builds them, so the scene carries one matrix,
// their product; blendMode is how the layer's pixels meet what is beneath it.
// Invariants: every entry finite; a matrix's result is clamped to 0...1 per channel (a pixel
// cannot leave the gamut of an 8-bit target).

/// A colour matrix: rows give red, green, blue and alpha out as
/// `row[0] * r + row[1] * g + row[2] * b + row[3] * a + row[4]`, components in 0...1.
public struct ColorMatrix: Sendable, Hashable, Codable {
    /// Row-major, 4 rows of 5.
    public private(set) var entries: [Double]

    public init(rows: [[Double]]) {
        precondition(rows.count == 4 && rows.allSatisfy { $0.count == 5 }, "a colour matrix is 4 rows of 5")
        precondition(rows.allSatisfy { $0.allSatisfy(\.isFinite) }, "a colour matrix's entries are finite")
        entries = rows.flatMap { $0 }
    }

    public static let identity = ColorMatrix(rows: [[1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0]])

    public subscript(row: Int, column: Int) -> Double { entries[row * 5 + column] }

    /// This matrix applied after `inner` (SwiftUI's `.inner(...).outer(...)` order reads
    /// inside out): `outer.after(inner)` maps c to outer(inner(c)), clamping only at the end.
    public func after(_ inner: ColorMatrix) -> ColorMatrix {
        var rows: [[Double]] = []
        for r in 0..<4 {
            var row = [Double](repeating: 0, count: 5)
            for c in 0..<5 {
                var v = c == 4 ? self[r, 4] : 0
                for k in 0..<4 { v += self[r, k] * inner[k, c] }
                row[c] = v
            }
            rows.append(row)
        }
        return ColorMatrix(rows: rows)
    }
}

/// How a layer's pixels are combined with what is beneath it, on premultiplied components
/// (SwiftUI's `.blendMode(_:)`): `normal` is source over; `multiply` darkens by the product,
/// `screen` lightens by the inverted product, `plusLighter` adds, each clamped to 1.
public enum BlendMode: String, Sendable, Codable, CaseIterable {
    case normal, multiply, screen, plusLighter
}

// Checkmark: SF Symbols' "checkmark" as an inline picker's selected row shows it, a stroked
// polyline with round caps and join, in the tint colour.
// Lower confidence, from iOS 17-18 screenshots of Settings-style lists: at the body size of
// the Large category (17 pt) the glyph box is about 14 x 13 pt with a semibold stroke of about
// 2.1 pt; the short arm falls from 8 % of the width at 55 % of the height to the vertex at
// 38 % / 92 %, the long arm rises to 92 % / 8 %. Everything scales with the body size, as a
// symbol scales with its font.
// Invariant: the stroke lies inside the box (the centreline is inset by half the stroke).

import Geometry
import Scene

public struct Checkmark: Sendable, Equatable {
    public let size: Size
    public let lineWidth: Double

    public init(pointSize: Double) {
        let k = pointSize / 17
        size = Size(14 * k, 13 * k)
        lineWidth = 2.1 * k
    }

    /// The centreline in the box's space (origin top-left).
    public var centreline: [Point] {
        let h = lineWidth / 2
        func at(_ fx: Double, _ fy: Double) -> Point {
            Point(h + fx * (size.width - lineWidth), h + fy * (size.height - lineWidth))
        }
        return [at(0.08, 0.55), at(0.38, 0.92), at(0.92, 0.08)]
    }

    func node(at origin: Point, color: Color) -> Node {
        .shape(ShapeItem(stroking: centreline.map { $0 + origin }, lineWidth: lineWidth, color: color))
    }
}

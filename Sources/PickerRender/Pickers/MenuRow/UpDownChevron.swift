// UpDownChevron: SF Symbols' chevron.up.chevron.down as a menu picker in a List shows it after
// its value: two small chevrons stacked, an up one over a down one, each a stroked polyline
// with round caps and a round apex.
// Measured against iOS 18 screenshots of the Picker documentation's List (lower confidence):
// the glyph box is about 9 x 13 pt at the body size of the Large category (17 pt); each chevron
// spans the box's width and about 5 pt of its height (arms at about 43 degrees), with a clear
// gap of about 3 pt between them; the stroke is about 1.6 pt. Everything scales with the body
// size, as a symbol scales with its font, so the glyph grows with Dynamic Type.
// Invariants: both strokes lie inside the box (the centreline is inset by half the stroke);
// the two chevrons are mirror images about the box's horizontal centre line.

import Geometry
import Scene

public struct UpDownChevron: Sendable, Equatable {
    /// The glyph's box in points.
    public let size: Size
    public let lineWidth: Double

    /// The glyph for text of `pointSize` (the row's body size).
    public init(pointSize: Double) {
        let k = pointSize / 17
        size = Size(9 * k, 13 * k)
        lineWidth = 1.6 * k
    }

    /// Centrelines of the up chevron and the down chevron, in the box's space (origin top-left).
    public var centrelines: (up: [Point], down: [Point]) {
        let h = lineWidth / 2, W = size.width, H = size.height
        // Each chevron is 5/13 of the box tall, stroke included.
        let rise = H * 5 / 13 - lineWidth
        let up = [Point(h, h + rise), Point(W / 2, h), Point(W - h, h + rise)]
        let down = up.map { Point($0.x, H - $0.y) }
        return (up, down)
    }

    /// The two strokes with the box's top-left at `origin`.
    func nodes(at origin: Point, color: Color) -> [Node] {
        let (up, down) = centrelines
        return [up, down].map { line in
            .shape(ShapeItem(stroking: line.map { $0 + origin }, lineWidth: lineWidth, color: color))
        }
    }
}

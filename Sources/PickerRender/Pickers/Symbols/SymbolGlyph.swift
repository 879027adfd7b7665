// SymbolGlyph: an SF Symbol drawn as stroked polylines with round caps and joins, measured at
// 17 pt (the body size of the Large category) and scaled with the text it sits in, as a
// symbol scales with its font, so it grows with Dynamic Type. Measurements are from iOS 17-18
// screenshots (lower confidence, like docs/architecture.md §9):
// - chevron.up.chevron.down, after a menu picker's value in a List: a box of about 9 x 13 pt;
//   each chevron spans the box's width and about 5 pt of its height (arms at about 43 degrees),
//   a clear gap of about 3 pt between them, a stroke of about 1.6 pt; the two are mirror images
//   about the box's horizontal centre line.
// - checkmark, on an inline picker's selected row: a box of about 14 x 13 pt, a semibold
//   stroke of about 2.1 pt; the short arm falls from 8 % of the width at 55 % of the height to
//   the vertex at 38 % / 92 %, the long arm rises to 92 % / 8 %.
// Invariant: every stroke lies inside the box (centrelines are inset by half the stroke).

import PickerRenderGeometry
import PickerRenderScene

package struct SymbolGlyph: Sendable, Equatable {
    /// The glyph's box in points.
    package let size: Size
    package let lineWidth: Double
    /// Centrelines in the box's space (origin top-left).
    package let centrelines: [[Point]]

    /// A glyph whose box and stroke are given at 17 pt, drawn for text of `pointSize`;
    /// `lines` places the centrelines from the scaled box size and stroke width.
    private init(pointSize: Double, box: Size, stroke: Double, lines: (Size, Double) -> [[Point]]) {
        let k = pointSize / 17
        size = Size(box.width * k, box.height * k)
        lineWidth = stroke * k
        centrelines = lines(size, lineWidth)
    }

    /// `chevron.up.chevron.down`: an up chevron over a down one.
    package static func upDownChevron(pointSize: Double) -> SymbolGlyph {
        SymbolGlyph(pointSize: pointSize, box: Size(9, 13), stroke: 1.6) { s, lw in
            let h = lw / 2, W = s.width, H = s.height
            // Each chevron is 5/13 of the box tall, stroke included.
            let rise = H * 5 / 13 - lw
            let up = [Point(h, h + rise), Point(W / 2, h), Point(W - h, h + rise)]
            return [up, up.map { Point($0.x, H - $0.y) }]
        }
    }

    /// `checkmark`; `stroke` at 17 pt (iOS 26's is regular weight: ListRowAccessory).
    package static func checkmark(pointSize: Double, stroke: Double = 2.1) -> SymbolGlyph {
        SymbolGlyph(pointSize: pointSize, box: Size(14, 13), stroke: stroke) { s, lw in
            func at(_ fx: Double, _ fy: Double) -> Point {
                Point(lw / 2 + fx * (s.width - lw), lw / 2 + fy * (s.height - lw))
            }
            return [[at(0.08, 0.55), at(0.38, 0.92), at(0.92, 0.08)]]
        }
    }

    /// The strokes with the box's top-left at `origin`.
    func nodes(at origin: Point, color: Color) -> [Node] {
        centrelines.map { line in .shape(ShapeItem(stroking: line.map { $0 + origin }, lineWidth: lineWidth, color: color)) }
    }
}

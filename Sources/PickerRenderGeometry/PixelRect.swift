// PixelRect: an integer rectangle of whole pixels (origin top-left, y down). Pixel (x, y) covers
// [x, x+1) x [y, y+1); its centre is (x + 0.5, y + 0.5). Used for clip rectangles in Raster.
// Invariant: width and height are never negative (the initializer clamps them to 0).
// Rects made from Doubles (`enclosing:`) clamp each coordinate to +-2^40 pixels first, NaN to 0:
// a rect mapped through nested hostile transforms (twelve scaleEffects of 100 reach 10^24 px)
// then converts instead of trapping, and is refused by the limits that read its size. Any rect
// a picture can show is far inside that range, so clamping changes none of theirs.

package struct PixelRect: Hashable, Sendable, Codable {
    package var x: Int, y: Int, width: Int, height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y
        self.width = Swift.max(0, width); self.height = Swift.max(0, height)
    }
    package var maxX: Int { x + width }
    package var maxY: Int { y + height }
    package var isEmpty: Bool { width == 0 || height == 0 }

    /// The overlap, or an empty rect when there is none.
    package func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = Swift.max(x, o.x), y0 = Swift.max(y, o.y)
        let x1 = Swift.min(maxX, o.maxX), y1 = Swift.min(maxY, o.maxY)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest pixel rect containing `r` (floor of the minimum, ceiling of the maximum).
    package init(enclosing r: Rect) {
        let x0 = Self.whole(r.minX.rounded(.down)), y0 = Self.whole(r.minY.rounded(.down))
        let x1 = Self.whole(r.maxX.rounded(.up)), y1 = Self.whole(r.maxY.rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Farthest coordinate a rect made from Doubles keeps (see the file header).
    package static let farthest = Double(1 << 40)

    /// A whole coordinate as an Int, clamped to +-`farthest`, NaN as 0.
    package static func whole(_ v: Double) -> Int {
        v.isNaN ? 0 : Int(Swift.min(Swift.max(v, -farthest), farthest))
    }

    /// Pixels in the rect.
    package var area: Int {
        let (p, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? .max : p
    }

    /// Whether `o` lies inside this rect (an empty `o` always does).
    package func contains(_ o: PixelRect) -> Bool {
        o.isEmpty || (o.x >= x && o.y >= y && o.maxX <= maxX && o.maxY <= maxY)
    }
}

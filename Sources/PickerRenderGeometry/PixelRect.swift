// PixelRect: an integer rectangle of whole pixels (origin top-left, y down). Pixel (x, y) covers
// [x, x+1) x [y, y+1); its centre is (x + 0.5, y + 0.5). Used for clip rectangles in Raster.
// Invariant: width and height are never negative (the initializer clamps them to 0).

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
        let x0 = Int(r.minX.rounded(.down)), y0 = Int(r.minY.rounded(.down))
        let x1 = Int(r.maxX.rounded(.up)), y1 = Int(r.maxY.rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

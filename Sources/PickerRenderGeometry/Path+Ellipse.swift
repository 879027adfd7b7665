// Path ellipse: the ellipse inscribed in a rect, as four cubic quarters (handle 4/3 tan(pi/8)
// times each semi-axis: the affine image of the circle's quarters, radial error <= 2.7e-4 of
// the semi-axis), clockwise on screen from the top, every control point inside the rect (so
// the bounds are the rect). A circle is an ellipse in a square.
// Also the ring of an ellipse stroked `width` wide: the outline offset by +-width/2 along its
// normals. The offset of a circle is a circle, so a circle's ring is two ellipses; another
// ellipse's offset is no ellipse, so it is sampled as polygons, fine enough for `tolerance`.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Path {
    package static func ellipse(_ rect: Rect) -> Path {
        var p = Path()
        guard !rect.isEmpty else { return p }
        let a = rect.width / 2, b = rect.height / 2, cx = rect.midX, cy = rect.midY
        let ka = a * circleHandle, kb = b * circleHandle
        p.moveTo(Point(cx, rect.minY))
        p.cubicTo(Point(cx + ka, rect.minY), Point(rect.maxX, cy - kb), Point(rect.maxX, cy))
        p.cubicTo(Point(rect.maxX, cy + kb), Point(cx + ka, rect.maxY), Point(cx, rect.maxY))
        p.cubicTo(Point(cx - ka, rect.maxY), Point(rect.minX, cy + kb), Point(rect.minX, cy))
        p.cubicTo(Point(rect.minX, cy - kb), Point(cx - ka, rect.minY), Point(cx, rect.minY))
        p.close()
        return p
    }

    /// The region within width/2 of the ellipse in `rect` (nonzero rule): the outer offset
    /// clockwise and, when the width leaves a hole (width/2 < the shorter semi-axis), the inner
    /// offset counter-clockwise. `tolerance` is the largest chord error of the sampled offsets,
    /// in the path's units (a circle's ring is exact curves and ignores it).
    package static func ellipseRing(_ rect: Rect, width: Double, tolerance: Double = 0.05) -> Path {
        guard !rect.isEmpty, width.isFinite, width > 0 else { return Path() }
        let h = width / 2, a = rect.width / 2, b = rect.height / 2
        let hasHole = h < Swift.min(a, b)
        if a == b {
            var ring = ellipse(rect.insetBy(dx: -h, dy: -h))
            if hasHole { ring.append(ellipse(rect.insetBy(dx: h, dy: h)).reversed()) }
            return ring
        }
        // A step dt of the parameter leaves a chord error near |P''| dt^2 / 8; the offset's P''
        // grows with h (a/b)^2 where the normal turns fastest, at the ends of the long axis.
        let long = Swift.max(a, b), short = Swift.min(a, b)
        let bend = long + h * (long / short) * (long / short)
        let tol = Swift.max(tolerance, 1e-6)
        let n = Swift.min(16384, Swift.max(16, Int((2 * Double.pi / (8 * tol / bend).squareRoot()).rounded(.up))))
        var ring = Path()
        ring.appendEllipseOffset(rect, offset: h, samples: n, reversed: false)
        if hasHole { ring.appendEllipseOffset(rect, offset: -h, samples: n, reversed: true) }
        return ring
    }

    /// One closed polygon: the ellipse's points moved `offset` along their outward normals,
    /// from the top, clockwise (or counter-clockwise when `reversed`).
    private mutating func appendEllipseOffset(_ rect: Rect, offset h: Double, samples n: Int, reversed: Bool) {
        let a = rect.width / 2, b = rect.height / 2, cx = rect.midX, cy = rect.midY
        for i in 0..<n {
            // Parameter from -pi/2 (the top); increasing it runs clockwise on screen (y down).
            let k = reversed ? (n - i) % n : i
            let t = -Double.pi / 2 + 2 * Double.pi * Double(k) / Double(n)
            let c = cos(t), s = sin(t)
            let nx = b * c, ny = a * s
            let len = (nx * nx + ny * ny).squareRoot()
            let p = Point(cx + a * c + h * nx / len, cy + b * s + h * ny / len)
            if i == 0 { moveTo(p) } else { lineTo(p) }
        }
        close()
    }
}

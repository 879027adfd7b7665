// Path: a Sendable value list of drawing commands (move, line, quadratic and cubic Bezier,
// close) in pixels or points; origin top-left, y down. Filling treats every subpath as closed.
// Invariants: `elements` always starts with a `.move` when it is non-empty (a drawing command
// without a current point starts a subpath at the last subpath start, or at .zero); after
// `.close` the current point is the start of that subpath. The array is owned by the value
// (copy on write); nothing is shared between paths.

package struct Path: Hashable, Sendable {
    package enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quad(Point, Point)            // control, end
        case cubic(Point, Point, Point)    // control 1, control 2, end
        case close
    }

    package private(set) var elements: [Element] = []
    private var subpathStart = Point.zero
    private var open = false   // true while a subpath has been started and not closed

    package init() {}

    package var isEmpty: Bool { elements.isEmpty }

    package mutating func moveTo(_ p: Point) {
        elements.append(.move(p)); subpathStart = p; open = true
    }
    package mutating func lineTo(_ p: Point) {
        ensureSubpath(); elements.append(.line(p))
    }
    package mutating func quadTo(_ c: Point, _ p: Point) {
        ensureSubpath(); elements.append(.quad(c, p))
    }
    package mutating func cubicTo(_ c1: Point, _ c2: Point, _ p: Point) {
        ensureSubpath(); elements.append(.cubic(c1, c2, p))
    }
    package mutating func close() {
        guard open else { return }
        elements.append(.close); open = false
    }

    private mutating func ensureSubpath() {
        if !open { moveTo(subpathStart) }
    }

    /// The path with every point (including control points) mapped by `t`; exact for Beziers.
    package func transformed(by t: Affine) -> Path {
        var out = self
        out.subpathStart = t.apply(subpathStart)
        out.elements = elements.map { e in
            switch e {
            case .move(let p): return .move(t.apply(p))
            case .line(let p): return .line(t.apply(p))
            case .quad(let c, let p): return .quad(t.apply(c), t.apply(p))
            case .cubic(let c1, let c2, let p): return .cubic(t.apply(c1), t.apply(c2), t.apply(p))
            case .close: return .close
            }
        }
        return out
    }

    /// Tight bounds of the curves (extrema solved analytically, not the control-point hull);
    /// `.zero` for an empty path.
    package var bounds: Rect {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        var cur = Point.zero
        for e in elements {
            switch e {
            case .move(let p), .line(let p):
                add(p); cur = p
            case .quad(let c, let p):
                let (c1, c2) = Path.elevate(cur, c, p)
                Path.cubicExtrema(cur, c1, c2, p, add)
                cur = p
            case .cubic(let c1, let c2, let p):
                Path.cubicExtrema(cur, c1, c2, p, add)
                cur = p
            case .close:
                break
            }
        }
        if minX > maxX { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Quadratic (p0, c, p1) as the equivalent cubic's two control points.
    static func elevate(_ p0: Point, _ c: Point, _ p1: Point) -> (Point, Point) {
        (p0 + (c - p0) * (2.0 / 3.0), p1 + (c - p1) * (2.0 / 3.0))
    }

    static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
        return Point(w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
                     w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
    }

    /// Calls `add` with the end point and every interior extremum in x or y.
    private static func cubicExtrema(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point,
                                     _ add: (Point) -> Void) {
        add(p3)
        // B'(t)/3 = A t^2 + B t + C per coordinate.
        func roots(_ q0: Double, _ q1: Double, _ q2: Double, _ q3: Double, _ body: (Double) -> Void) {
            let A = -q0 + 3 * q1 - 3 * q2 + q3
            let B = 2 * (q0 - 2 * q1 + q2)
            let C = q1 - q0
            if abs(A) < 1e-12 {
                if abs(B) > 1e-12 { body(-C / B) }
                return
            }
            let disc = B * B - 4 * A * C
            if disc < 0 { return }
            let s = disc.squareRoot()
            body((-B + s) / (2 * A)); body((-B - s) / (2 * A))
        }
        let visit: (Double) -> Void = { t in
            if t > 0 && t < 1 { add(cubicPoint(p0, p1, p2, p3, t)) }
        }
        roots(p0.x, p1.x, p2.x, p3.x, visit)
        roots(p0.y, p1.y, p2.y, p3.y, visit)
    }
}

// Path flattening: curves become polylines by adaptive de Casteljau halving.
// Error bound (why it holds): a cubic lies inside the convex hull of its control points, so when
// both inner control points are within `tolerance` of the chord *segment*, every point of the
// curve is within `tolerance` of that chord. Each piece is halved until that test passes (or a
// depth of 16 is reached, i.e. at most 65536 pieces per curve, which only degenerate input hits).
// Quadratics are elevated to cubics exactly. Output polylines are closed subpaths: the first
// point is not repeated at the end, and the closing edge is implied. Subpaths with fewer than two
// distinct points are dropped (they enclose no area).

extension Path {
    /// Default flattening tolerance at pixel scale: 0.05 px, far below what 8-bit coverage shows.
    package static let defaultTolerance = 0.05

    /// The path as closed polylines, each within `tolerance` of the curves it replaces.
    package func flattened(tolerance: Double = Path.defaultTolerance) -> [[Point]] {
        var result: [[Point]] = []
        var current: [Point] = []
        walkFlattened(tolerance: tolerance,
                      begin: { p in
                          if current.count >= 2 { result.append(current) }
                          current = [p]
                      },
                      point: { p in if current.last != p { current.append(p) } })
        if current.count >= 2 { result.append(current) }
        return result
    }

    /// Calls `body` with every edge of the flattened, implicitly closed path (closing edges
    /// included), without allocating. Rasterizers consume paths through this.
    package func forEachFlattenedEdge(tolerance: Double = Path.defaultTolerance,
                                     _ body: (Point, Point) -> Void) {
        var start = Point.zero, last = Point.zero, started = false
        walkFlattened(tolerance: tolerance,
                      begin: { p in
                          if started && last != start { body(last, start) }
                          start = p; last = p; started = true
                      },
                      point: { p in
                          if p != last { body(last, p) }
                          last = p
                      })
        if started && last != start { body(last, start) }
    }

    /// Shared walker: `begin` starts a subpath at a point, `point` extends it.
    private func walkFlattened(tolerance: Double, begin: (Point) -> Void, point: (Point) -> Void) {
        let tol = Swift.max(tolerance, 1e-6)
        var cur = Point.zero, start = Point.zero
        for e in elements {
            switch e {
            case .move(let p):
                begin(p); cur = p; start = p
            case .line(let p):
                point(p); cur = p
            case .quad(let c, let p):
                let (c1, c2) = Path.elevate(cur, c, p)
                Path.flattenCubic(cur, c1, c2, p, tol, 0, point); cur = p
            case .cubic(let c1, let c2, let p):
                Path.flattenCubic(cur, c1, c2, p, tol, 0, point); cur = p
            case .close:
                cur = start
            }
        }
    }

    /// Emits the points after p0 (ending with p3) of a polyline within `tol` of the cubic.
    private static func flattenCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point,
                                     _ tol: Double, _ depth: Int, _ emit: (Point) -> Void) {
        if depth >= 16 || (distanceToSegment(p1, p0, p3) <= tol && distanceToSegment(p2, p0, p3) <= tol) {
            emit(p3); return
        }
        // de Casteljau at t = 1/2.
        let m01 = (p0 + p1) * 0.5, m12 = (p1 + p2) * 0.5, m23 = (p2 + p3) * 0.5
        let m012 = (m01 + m12) * 0.5, m123 = (m12 + m23) * 0.5
        let mid = (m012 + m123) * 0.5
        flattenCubic(p0, m01, m012, mid, tol, depth + 1, emit)
        flattenCubic(mid, m123, m23, p3, tol, depth + 1, emit)
    }

    /// Euclidean distance from p to the segment a-b (to a when the segment is a point).
    static func distanceToSegment(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let ab = b - a, ap = p - a
        let len2 = ab.x * ab.x + ab.y * ab.y
        var t = len2 > 0 ? (ap.x * ab.x + ap.y * ab.y) / len2 : 0
        t = Swift.min(1, Swift.max(0, t))
        let q = a + ab * t
        let dx = p.x - q.x, dy = p.y - q.y
        return (dx * dx + dy * dy).squareRoot()
    }
}

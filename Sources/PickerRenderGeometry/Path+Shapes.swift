// Path shapes: rectangles, circular rounded rectangles, capsules and Apple's continuous
// ("squircle") corners (docs/architecture.md §10). All shapes run clockwise on screen (y down),
// start on the top edge, and stay inside `rect` (every control point lies in the rect, so the
// bounds equal the rect exactly). Empty or negative rects give an empty path.
//
// Corners are described in the corner's own units: (a, b) in multiples of r measured from the
// sharp corner, a back along the incoming edge, b forward along the outgoing edge. One helper
// maps such a profile onto each of the four corners, so every corner is the same shape rotated.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Path {
    /// An axis-aligned rectangle, clockwise from the top-left corner.
    package static func rect(_ r: Rect) -> Path {
        var p = Path()
        guard !r.isEmpty else { return p }
        p.moveTo(Point(r.minX, r.minY)); p.lineTo(Point(r.maxX, r.minY))
        p.lineTo(Point(r.maxX, r.maxY)); p.lineTo(Point(r.minX, r.maxY))
        p.close()
        return p
    }

    /// Circular (quarter-circle) corners of `radius`, clamped to half the shorter side. Each
    /// quarter is one cubic with the usual handle 4/3 tan(pi/8) r; radial error <= 2.7e-4 r.
    package static func roundedRect(_ rect: Rect, radius: Double) -> Path {
        guard !rect.isEmpty else { return Path() }
        let r = Swift.max(0, Swift.min(radius, Swift.min(rect.width, rect.height) / 2))
        if r == 0 { return .rect(rect) }
        let k = 1 - circleHandle
        let profile = CornerProfile(start: Point(1, 0),
                                    segments: [.cubic(Point(k, 0), Point(0, k), Point(0, 1))])
        return build(rect, r: r, profile: profile)
    }

    /// Semicircle ends along the shorter side (a circle for a square).
    package static func capsule(_ rect: Rect) -> Path {
        roundedRect(rect, radius: Swift.min(rect.width, rect.height) / 2)
    }

    /// Apple's continuous corner (docs/architecture.md §10), radius clamped to half the shorter
    /// side.
    ///
    /// The corner reaches e*r along each edge, e = 1.52866483. When e*r exceeds half the shorter
    /// side L, the profile is blended toward a true quarter circle (extent 1) with
    /// t = (e - L/r) / (e - 1), so the blended extent (1-t)*e + t is exactly L/r: the corners
    /// then meet in the middle of the shorter side with no overlap and no gap. The blend is
    /// continuous in r and in the rect size: t = 0 exactly when e*r = L (Apple's shape,
    /// untouched), and t = 1 when r = L, which is the capsule. The circular profile is split at
    /// the same angles as Apple's joins (about 21.7 and 68.3 degrees on the middle arc), with
    /// Apple's two short lines collapsed to points, so both profiles have the same segment
    /// structure and are blended control point by control point.
    package static func continuousRoundedRect(_ rect: Rect, radius: Double) -> Path {
        guard !rect.isEmpty else { return Path() }
        let half = Swift.min(rect.width, rect.height) / 2
        let r = Swift.max(0, Swift.min(radius, half))
        if r == 0 { return .rect(rect) }
        let e = continuousExtent
        let t = e * r <= half ? 0 : Swift.min(1, Swift.max(0, (e - half / r) / (e - 1)))
        let profile = t == 0 ? appleCorner : appleCorner.blended(toward: circularCorner, t)
        return build(rect, r: r, profile: profile)
    }

    /// 1.52866483: how far Apple's continuous corner reaches along each edge, in units of r.
    package static let continuousExtent = 1.52866483

    static let circleHandle = 0.5522847498307936   // 4/3 * tan(pi/8)

    /// docs/architecture.md §10, verbatim.
    static let appleCorner = CornerProfile(start: Point(1.52866483, 0), segments: [
        .cubic(Point(1.08849323, 0), Point(0.86840689, 0), Point(0.66993427, 0.06549600)),
        .line(Point(0.63149399, 0.07491100)),
        .cubic(Point(0.37282392, 0.16905899), Point(0.16906013, 0.37282401), Point(0.07491176, 0.63149399)),
        .line(Point(0.06549600, 0.66993427)),
        .cubic(Point(0, 0.86840689), Point(0, 1.08849323), Point(0, 1.52866483)),
    ])

    /// A quarter circle of radius 1 (centre (1, 1)) with Apple's segment structure.
    static let circularCorner: CornerProfile = {
        // Angle theta runs from 0 at (1, 0) to 90 degrees at (0, 1).
        func q(_ th: Double) -> Point { Point(1 - sin(th), 1 - cos(th)) }
        func tangent(_ th: Double) -> Point { Point(-cos(th), sin(th)) }
        func arc(_ a: Double, _ b: Double) -> Segment {
            let k = 4.0 / 3.0 * tan((b - a) / 4)
            return .cubic(q(a) + tangent(a) * k, q(b) - tangent(b) * k, q(b))
        }
        let j = Point(0.63149399, 0.07491100)            // Apple's join on the middle arc
        let th1 = atan2(1 - j.x, 1 - j.y)                 // ~21.7 degrees
        let th2 = Double.pi / 2 - th1
        return CornerProfile(start: q(0), segments: [
            arc(0, th1), .line(q(th1)), arc(th1, th2), .line(q(th2)), arc(th2, .pi / 2),
        ])
    }()

    enum Segment: Sendable {
        case line(Point)
        case cubic(Point, Point, Point)
    }

    struct CornerProfile: Sendable {
        var start: Point
        var segments: [Segment]

        /// Control point by control point linear blend; both profiles must share a structure.
        func blended(toward o: CornerProfile, _ t: Double) -> CornerProfile {
            func mix(_ p: Point, _ q: Point) -> Point { p * (1 - t) + q * t }
            let segs: [Segment] = zip(segments, o.segments).map { s, u in
                switch (s, u) {
                case (.line(let p), .line(let q)): return .line(mix(p, q))
                case (.cubic(let a, let b, let c), .cubic(let x, let y, let z)):
                    return .cubic(mix(a, x), mix(b, y), mix(c, z))
                default: preconditionFailure("corner profiles differ in structure")
                }
            }
            return CornerProfile(start: mix(start, o.start), segments: segs)
        }
    }

    /// Lays the profile on the four corners, clockwise from the top edge.
    private static func build(_ rect: Rect, r: Double, profile: CornerProfile) -> Path {
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        // (corner, incoming direction u, outgoing direction v): P(a, b) = C - a r u + b r v.
        let corners: [(Point, Point, Point)] = [
            (Point(x1, y0), Point(1, 0), Point(0, 1)),
            (Point(x1, y1), Point(0, 1), Point(-1, 0)),
            (Point(x0, y1), Point(-1, 0), Point(0, -1)),
            (Point(x0, y0), Point(0, -1), Point(1, 0)),
        ]
        var path = Path()
        let last = corners[3]
        func map(_ c: (Point, Point, Point), _ q: Point) -> Point {
            c.0 - c.1 * (q.x * r) + c.2 * (q.y * r)
        }
        let endPoint: Point
        switch profile.segments.last! {
        case .line(let p), .cubic(_, _, let p): endPoint = p
        }
        path.moveTo(map(last, endPoint))
        for c in corners {
            // Always emitted, even when the straight side has zero length (capsules), so that
            // the element structure does not change with the radius.
            path.lineTo(map(c, profile.start))
            for seg in profile.segments {
                switch seg {
                case .line(let p):
                    path.lineTo(map(c, p))
                case .cubic(let a, let b, let p):
                    path.cubicTo(map(c, a), map(c, b), map(c, p))
                }
            }
        }
        path.close()
        return path
    }
}

// Tests of Path: building, transform, tight bounds, and the flattening error bound.
import Testing
import PickerRenderGeometry

/// Deterministic generator so failures reproduce (SplitMix64).
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func cubicAt(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
    let u = 1 - t
    return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
}

func distance(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
    let ab = b - a, ap = p - a
    let l2 = ab.x * ab.x + ab.y * ab.y
    let t = l2 > 0 ? min(1, max(0, (ap.x * ab.x + ap.y * ab.y) / l2)) : 0
    let q = a + ab * t
    return ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
}

func distance(_ p: Point, toPolyline poly: [Point]) -> Double {
    var best = Double.infinity
    for i in 0..<(poly.count - 1) { best = min(best, distance(p, toSegment: poly[i], poly[i + 1])) }
    return best
}

@Test func flatteningStaysWithinTolerance() {
    var rng = SplitMix(state: 42)
    func rp() -> Point { Point(Double.random(in: 0...300, using: &rng), Double.random(in: 0...300, using: &rng)) }
    for tol in [0.05, 0.25, 1.0] {
        for _ in 0..<40 {
            let p0 = rp(), c1 = rp(), c2 = rp(), p3 = rp()
            var path = Path()
            path.moveTo(p0); path.cubicTo(c1, c2, p3)
            let polys = path.flattened(tolerance: tol)
            #expect(polys.count == 1)
            let poly = polys[0]
            #expect(poly.first == p0 && poly.last == p3)
            var worst = 0.0
            for i in 0...2000 {
                worst = max(worst, distance(cubicAt(p0, c1, c2, p3, Double(i) / 2000), toPolyline: poly))
            }
            #expect(worst <= tol + 1e-9, "cubic deviates \(worst) > \(tol)")
        }
    }
}

@Test func quadraticsFlattenWithinTolerance() {
    var rng = SplitMix(state: 7)
    for _ in 0..<40 {
        let p0 = Point(Double.random(in: 0...100, using: &rng), 0)
        let c = Point(Double.random(in: -50...150, using: &rng), Double.random(in: 0...200, using: &rng))
        let p1 = Point(Double.random(in: 0...100, using: &rng), 10)
        var path = Path()
        path.moveTo(p0); path.quadTo(c, p1)
        let poly = path.flattened(tolerance: 0.05)[0]
        for i in 0...1000 {
            let t = Double(i) / 1000, u = 1 - t
            let q = p0 * (u * u) + c * (2 * u * t) + p1 * (t * t)
            #expect(distance(q, toPolyline: poly) <= 0.05 + 1e-9)
        }
    }
}

@Test func flatteningIsAdaptive() {
    // A nearly straight cubic needs one segment; a tight curve of the same length needs many.
    var straight = Path()
    straight.moveTo(Point(0, 0)); straight.cubicTo(Point(33, 0.01), Point(66, -0.01), Point(100, 0))
    #expect(straight.flattened(tolerance: 0.05)[0].count == 2)
    let circle = Path.capsule(Rect(x: 0, y: 0, width: 100, height: 100)).flattened(tolerance: 0.05)[0]
    // A 50 px circle at 0.05 px needs ~ pi / acos(1 - 0.05/50) = 70 chords; the hull test is
    // conservative by a factor of up to about 2.
    #expect(circle.count >= 70 && circle.count <= 300, "\(circle.count) points")
}

@Test func subpathsAreClosedAndSeparate() {
    var p = Path()
    p.moveTo(Point(0, 0)); p.lineTo(Point(10, 0)); p.lineTo(Point(10, 10)); p.close()
    p.lineTo(Point(0, 10))   // continues from the subpath start (0, 0) in a new subpath
    p.moveTo(Point(20, 20)); p.lineTo(Point(30, 20)); p.lineTo(Point(30, 30))
    let polys = p.flattened()
    #expect(polys == [[Point(0, 0), Point(10, 0), Point(10, 10)],
                      [Point(0, 0), Point(0, 10)],
                      [Point(20, 20), Point(30, 20), Point(30, 30)]])
    var edges: [(Point, Point)] = []
    p.forEachFlattenedEdge { a, b in edges.append((a, b)) }
    // 3 edges for the triangle, 2 for the degenerate segment (there and back), 3 for the last.
    #expect(edges.count == 8)
    #expect(edges[2].0 == Point(10, 10) && edges[2].1 == Point(0, 0))
}

@Test func boundsAreTight() {
    var p = Path()
    p.moveTo(Point(0, 0)); p.cubicTo(Point(0, 100), Point(100, 100), Point(100, 0))
    let b = p.bounds
    // The curve peaks at y = 75 (3/4 of the control height), not at the hull's 100.
    #expect(abs(b.maxY - 75) < 1e-9 && b.minY == 0 && b.minX == 0 && b.maxX == 100)
    #expect(Path().bounds == .zero)
}

@Test func transformMapsEveryPoint() {
    let r = Rect(x: 10, y: 20, width: 30, height: 40)
    let p = Path.roundedRect(r, radius: 5)
    let t = Affine(scaleX: 2, y: 3).concatenating(Affine(translationX: 1, y: 1))
    let b = p.transformed(by: t).bounds
    #expect(abs(b.minX - 21) < 1e-9 && abs(b.minY - 61) < 1e-9)
    #expect(abs(b.width - 60) < 1e-9 && abs(b.height - 120) < 1e-9)
}

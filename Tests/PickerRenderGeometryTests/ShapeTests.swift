// Tests of the shape constructors: Apple's continuous corner (docs/architecture.md §10), its blend
// toward a capsule, circular rounded rects and capsules.
import Testing
import PickerRenderGeometry

func allPoints(_ p: Path) -> [Point] {
    p.elements.flatMap { e -> [Point] in
        switch e {
        case .move(let a), .line(let a): return [a]
        case .quad(let a, let b): return [a, b]
        case .cubic(let a, let b, let c): return [a, b, c]
        case .close: return []
        }
    }
}

func endPoints(_ p: Path) -> [Point] {
    p.elements.compactMap { e -> Point? in
        switch e {
        case .move(let a), .line(let a), .quad(_, let a), .cubic(_, _, let a): return a
        case .close: return nil
        }
    }
}

func near(_ a: Point, _ b: Point, _ eps: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= eps && abs(a.y - b.y) <= eps
}

func shoelace(_ poly: [Point]) -> Double {
    var s = 0.0
    for i in 0..<poly.count {
        let a = poly[i], b = poly[(i + 1) % poly.count]
        s += a.x * b.y - b.x * a.y
    }
    return abs(s) / 2
}

/// Distance from p to the outline of the capsule inscribed in r.
func capsuleDistance(_ p: Point, _ r: Rect) -> Double {
    let rad = min(r.width, r.height) / 2
    let a: Point, b: Point
    if r.width >= r.height {
        a = Point(r.minX + rad, r.midY); b = Point(r.maxX - rad, r.midY)
    } else {
        a = Point(r.midX, r.minY + rad); b = Point(r.midX, r.maxY - rad)
    }
    return abs(distance(p, toSegment: a, b) - rad)
}

let appleJoins: [Point] = [
    Point(1.52866483, 0), Point(0.66993427, 0.06549600), Point(0.63149399, 0.07491100),
    Point(0.07491176, 0.63149399), Point(0.06549600, 0.66993427), Point(0, 1.52866483),
]

@Test func continuousCornerPassesThroughApplesJoins() {
    let rect = Rect(x: 10, y: 20, width: 200, height: 100)
    let r = 20.0   // 1.52866 r = 30.6 fits in 50: Apple's shape, no blending
    let path = Path.continuousRoundedRect(rect, radius: r)
    let ends = endPoints(path)
    // (corner, incoming edge direction u, outgoing direction v): P(a, b) = C - a r u + b r v.
    let corners: [(Point, Point, Point)] = [
        (Point(rect.maxX, rect.minY), Point(1, 0), Point(0, 1)),
        (Point(rect.maxX, rect.maxY), Point(0, 1), Point(-1, 0)),
        (Point(rect.minX, rect.maxY), Point(-1, 0), Point(0, -1)),
        (Point(rect.minX, rect.minY), Point(0, -1), Point(1, 0)),
    ]
    for (c, u, v) in corners {
        for j in appleJoins {
            let q = c - u * (j.x * r) + v * (j.y * r)
            #expect(ends.contains { near($0, q) }, "missing join \(q)")
        }
    }
    // Starts on the top edge 1.52866 r from the top-left corner.
    #expect(near(ends[0], Point(rect.minX + 1.52866483 * r, rect.minY)))
    // Control points too: the first cubic of the top-right corner is Apple's.
    guard case .cubic(let c1, let c2, _) = path.elements[2] else {
        Issue.record("expected a cubic after the top edge"); return
    }
    #expect(near(c1, Point(rect.maxX - 1.08849323 * r, rect.minY)))
    #expect(near(c2, Point(rect.maxX - 0.86840689 * r, rect.minY)))
}

@Test(arguments: [0.0, 5.0, 19.0, 25.0, 32.0, 49.0, 50.0, 500.0])
func continuousCornerBoundsAndSymmetry(radius: Double) {
    let rect = Rect(x: 3.25, y: 7.5, width: 160, height: 100)
    let path = Path.continuousRoundedRect(rect, radius: radius)
    let b = path.bounds
    #expect(near(b.origin, rect.origin) && abs(b.width - rect.width) < 1e-9
            && abs(b.height - rect.height) < 1e-9, "bounds \(b)")
    let pts = allPoints(path)
    for p in pts {
        #expect(p.x >= rect.minX - 1e-9 && p.x <= rect.maxX + 1e-9)
        #expect(p.y >= rect.minY - 1e-9 && p.y <= rect.maxY + 1e-9)
        // Apple's published constants are mirror-symmetric only to 1.2e-6 r (0.07491176 vs
        // 0.07491100, 0.16906013 vs 0.16905899), so that is the tolerance.
        let eps = 1.5e-6 * max(radius, 1)
        let mx = Point(2 * rect.midX - p.x, p.y), my = Point(p.x, 2 * rect.midY - p.y)
        #expect(pts.contains { near($0, mx, eps) }, "no mirror in x for \(p)")
        #expect(pts.contains { near($0, my, eps) }, "no mirror in y for \(p)")
    }
}

@Test func continuousCornerBlendIsContinuousAndEndsInACapsule() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 60)
    let threshold = 30 / 1.52866483
    // Across the threshold where blending starts, the path moves continuously.
    let below = allPoints(Path.continuousRoundedRect(rect, radius: threshold * (1 - 1e-9)))
    let above = allPoints(Path.continuousRoundedRect(rect, radius: threshold * (1 + 1e-9)))
    #expect(below.count == above.count)
    for (p, q) in zip(below, above) { #expect(near(p, q, 1e-6)) }
    // Small steps of r move points by small amounts all the way to the capsule.
    var prev = allPoints(Path.continuousRoundedRect(rect, radius: threshold))
    var r = threshold
    while r < 30 {
        r = min(30, r + 0.01)
        let cur = allPoints(Path.continuousRoundedRect(rect, radius: r))
        #expect(cur.count == prev.count)
        for (p, q) in zip(prev, cur) { #expect(near(p, q, 0.05), "jump at r = \(r)") }
        prev = cur
    }
    // At r = half the shorter side (and beyond, clamped) it is a capsule: every flattened point
    // lies on the ideal stadium within the flattening tolerance plus cubic arc error.
    for radius in [30.0, 80.0] {
        let poly = Path.continuousRoundedRect(rect, radius: radius).flattened(tolerance: 0.05)[0]
        let worst = poly.map { capsuleDistance($0, rect) }.max()!
        #expect(worst < 1e-3, "max distance from capsule \(worst)")
        let exact = 40 * 60 + Double.pi * 30 * 30
        #expect(abs(shoelace(poly) - exact) / exact < 1e-3)
    }
}

@Test func continuousCornerLeavesTheEdgeEarlierThanACircle() {
    // The continuous corner bends away from the straight edge from 1.52866 r on, a circular
    // corner only from r; near 45 degrees the two are within 0.01 r of each other.
    let rect = Rect(x: 0, y: 0, width: 200, height: 200)
    let cont = Path.continuousRoundedRect(rect, radius: 40).flattened(tolerance: 0.01)[0]
    let circ = Path.roundedRect(rect, radius: 40).flattened(tolerance: 0.01)[0]
    func offEdge(_ poly: [Point]) -> Bool {   // any point left of x = 48 on the top edge side
        poly.contains { $0.x > 41 && $0.x < 48 && $0.y > 0.01 && $0.y < 10 }
    }
    #expect(offEdge(cont))
    #expect(!offEdge(circ))
    func diagonalReach(_ poly: [Point]) -> Double {   // min of x + y near the top-left corner
        poly.filter { $0.x < 100 && $0.y < 100 }.map { $0.x + $0.y }.min()!
    }
    #expect(abs(diagonalReach(cont) - diagonalReach(circ)) < 0.02 * 40)
}

// Chords lose about (2/3) * tolerance * arc length of area, so 0.1 % needs ends of about 20 px
// or more at the default 0.05 px; the small capsule uses a finer tolerance.
@Test(arguments: [(300.0, 100.0, 0.05), (100.0, 300.0, 0.05), (80.0, 80.0, 0.05),
                  (41.5, 13.25, 0.01)])
func capsuleAreaMatchesAnalytic(w: Double, h: Double, tolerance: Double) {
    let rect = Rect(x: 5.5, y: 1.25, width: w, height: h)
    let poly = Path.capsule(rect).flattened(tolerance: tolerance)[0]
    let s = min(w, h), l = max(w, h)
    let exact = (l - s) * s + Double.pi * (s / 2) * (s / 2)
    #expect(abs(shoelace(poly) - exact) / exact < 1e-3)
    #expect(poly.allSatisfy { capsuleDistance($0, rect) < 2e-3 * s })
    #expect(near(Path.capsule(rect).bounds.origin, rect.origin))
}

@Test func roundedRectCornersAreQuarterCircles() {
    let rect = Rect(x: 0, y: 0, width: 120, height: 80)
    let poly = Path.roundedRect(rect, radius: 20).flattened(tolerance: 0.01)[0]
    for p in poly where p.x < 20 && p.y < 20 {
        let d = ((p.x - 20) * (p.x - 20) + (p.y - 20) * (p.y - 20)).squareRoot()
        #expect(abs(d - 20) < 20 * 3e-4, "radius \(d)")
    }
    let exact = 120 * 80 - (4 - Double.pi) * 400
    #expect(abs(shoelace(poly) - exact) / exact < 1e-4)
    #expect(Path.rect(Rect(x: 0, y: 0, width: 0, height: 5)).isEmpty)
    #expect(shoelace(Path.rect(rect).flattened()[0]) == 9600)
}

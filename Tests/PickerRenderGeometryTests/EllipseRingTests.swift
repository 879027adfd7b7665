// Ellipses and rings in numbers: the ellipse's flattened area against pi a b, its bounds and
// direction; a reversed path encloses the same area the other way round; an ellipse's stroke
// ring (sampled offsets) against the analytic area of the offset curves.

import Foundation
import PickerRenderGeometry
import Testing

/// Signed shoelace area of every flattened subpath, summed (positive clockwise on screen).
func signedArea(_ p: Path, tolerance: Double = 0.001) -> Double {
    p.flattened(tolerance: tolerance).reduce(0) { sum, poly in
        var s = 0.0
        for i in 0..<poly.count {
            let a = poly[i], b = poly[(i + 1) % poly.count]
            s += a.x * b.y - b.x * a.y
        }
        return sum + s / 2
    }
}

@Suite struct EllipseRingTests {
    @Test(arguments: [(10.0, 10.0), (40.0, 12.0), (3.0, 25.0), (200.0, 7.5)])
    func ellipseAreaIsPiAB(width: Double, height: Double) {
        let rect = Rect(x: 3.5, y: -2, width: width, height: height)
        let path = Path.ellipse(rect)
        let area = signedArea(path)
        let want = Double.pi * width / 2 * height / 2
        // The quarter-cubic's radial error is at most 2.7e-4 of the semi-axis.
        #expect(abs(area - want) / want < 6e-4, "\(area) vs \(want)")
        #expect(area > 0)                       // clockwise on screen, as every shape
        #expect(path.bounds == rect)
    }

    @Test func reversedEnclosesTheSameAreaTheOtherWay() {
        let shapes = [Path.ellipse(Rect(x: 0, y: 0, width: 30, height: 20)),
                      Path.continuousRoundedRect(Rect(x: 1, y: 2, width: 50, height: 30), radius: 9),
                      Path.rect(Rect(x: 0, y: 0, width: 4, height: 5))]
        for p in shapes {
            let r = p.reversed()
            #expect(abs(signedArea(r) + signedArea(p)) < 1e-6)
            #expect(r.reversed() == p || abs(signedArea(r.reversed()) - signedArea(p)) < 1e-9)
            #expect(r.bounds == p.bounds)
        }
    }

    @Test func circleRingIsTheAnnulus() {
        let ring = Path.ellipseRing(Rect(x: 0, y: 0, width: 40, height: 40), width: 6)
        let want = Double.pi * (23 * 23 - 17 * 17)
        #expect(abs(signedArea(ring) - want) / want < 1e-3)
    }

    @Test func ellipseRingMatchesTheOffsetCurvesArea() {
        // The area inside an offset curve at distance d of a convex curve (without cusps) is
        // A + L d + pi d^2 (Steiner); the inner one A - L d + pi d^2. The ring is their difference:
        // 2 L d, L the ellipse's perimeter, whatever the ellipse.
        let a = 30.0, b = 18.0, d = 2.0
        let ring = Path.ellipseRing(Rect(x: 0, y: 0, width: 2 * a, height: 2 * b), width: 2 * d, tolerance: 0.001)
        // Perimeter by a fine polygon.
        let n = 200_000
        var perimeter = 0.0
        for i in 0..<n {
            let t0 = 2 * Double.pi * Double(i) / Double(n), t1 = 2 * Double.pi * Double(i + 1) / Double(n)
            perimeter += hypot(a * (cos(t1) - cos(t0)), b * (sin(t1) - sin(t0)))
        }
        let want = 2 * perimeter * d
        #expect(abs(signedArea(ring) - want) / want < 1e-3, "\(signedArea(ring)) vs \(want)")
    }

    @Test func ringWiderThanTheEllipseHasNoHole() {
        let ring = Path.ellipseRing(Rect(x: 0, y: 0, width: 30, height: 10), width: 12)
        #expect(ring.flattened().count == 1)
        let thin = Path.ellipseRing(Rect(x: 0, y: 0, width: 30, height: 10), width: 4)
        #expect(thin.flattened().count == 2)
    }
}

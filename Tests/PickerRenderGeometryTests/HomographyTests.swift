// The 3D row transform against docs/architecture.md §3's closed form and worked check.

import Foundation
import Testing
import PickerRenderGeometry

@Suite struct HomographyTests {
    /// docs/architecture.md §3's worked check: W 166.5, H 44, position -1 (angle 62 degrees).
    @Test func workedCheck() throws {
        let box = Size(166.5, 44)
        let h = Homography.rotationX(degrees: 62, perspective: 0.55, box: box)
        let tl = try #require(h.apply(Point(0, 0))), tr = try #require(h.apply(Point(166.5, 0)))
        let bl = try #require(h.apply(Point(0, 44))), br = try #require(h.apply(Point(166.5, 44)))
        #expect(abs((tr.x - tl.x) - 156.46) < 0.01)
        #expect(abs((br.x - bl.x) - 177.92) < 0.01)
        #expect(abs((bl.y - tl.y) - 20.74) < 0.01)
        // Rows fold in place: symmetric about the vertical centre line.
        #expect(abs((tl.x + tr.x) / 2 - 83.25) < 1e-9)
    }

    @Test func closedFormEverywhere() throws {
        let W = 171.0, H = 44.0
        for position in stride(from: -1.0, through: 1.0, by: 0.125) {
            let deg = -62 * position
            let h = Homography.rotationX(degrees: deg, perspective: 0.55, box: Size(W, H))
            let a = deg * Double.pi / 180, d = max(W, H) / 0.55
            for (x, y) in [(0.0, 0.0), (W, 0), (W, H), (0, H), (40, 10), (W / 2, H / 2)] {
                let v = y - H / 2, w = 1 - v * sin(a) / d
                let expected = Point(W / 2 + (x - W / 2) / w, H / 2 + v * cos(a) / w)
                let got = try #require(h.apply(Point(x, y)))
                #expect(abs(got.x - expected.x) < 1e-9 && abs(got.y - expected.y) < 1e-9, "position \(position) at (\(x), \(y))")
            }
        }
    }

    @Test func inverseUndoesTheMap() throws {
        let h = Homography.translation(3, 7) * .scale(0.9, about: Point(85, 22))
            * .rotationX(degrees: 40, perspective: 0.55, box: Size(171, 44))
        let inv = try #require(h.inverse)
        for p in [Point(0, 0), Point(171, 44), Point(50, 30)] {
            let mapped = try #require(h.apply(p))
            let q = try #require(inv.apply(mapped))
            #expect(abs(q.x - p.x) < 1e-9 && abs(q.y - p.y) < 1e-9)
        }
        #expect(Homography.scale(0, 1).inverse == nil)
    }

    @Test func compositionOrder() throws {
        // a * b applies b first.
        let t = Homography.translation(10, 0) * .scale(2, 2)
        let p = try #require(t.apply(Point(1, 1)))
        #expect(p == Point(12, 2))
    }
}

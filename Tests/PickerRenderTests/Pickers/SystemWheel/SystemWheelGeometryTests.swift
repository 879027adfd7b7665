// SystemWheelGeometry's numbers checked against a model written out here independently: a
// row, tangent to the cylinder (radius 91.4, 0.3559 rad per row), is placed by rotating it in
// 3D, then projected vertically by similar triangles from an eye 1/0.00061 pt in front of the
// cylinder's front face; across, the row is shrunk by the horizontal perspective 0.00102 about
// the picker's centre, and its points converge by the same similar triangles (relative to its
// centre's) towards the picker's centre. Also the fade and the visible-row window, with worked
// numbers.

import Foundation
import Testing
import PickerRenderGeometry
import PickerRender

@Suite struct SystemWheelGeometryTests {
    typealias G = SystemWheelGeometry
    static let r = 91.4
    static let alpha = 0.3559
    static let eye = 1 / 0.00061
    static let horizontalEye = 1 / 0.00102

    /// The row point (u, v) of a row at angle phi, by 3D rotation about x and a pinhole eye.
    static func model(u: Double, v: Double, phi: Double) -> (Double, Double) {
        // The point (u, v, r) of the tangent plane rotated about x by phi.
        let y = v * cos(phi) + r * sin(phi)
        let z = -v * sin(phi) + r * cos(phi)
        // Screen plane at z = r (the front face), eye at z = r + eye: the point's and the row
        // centre's similar-triangle factors.
        let f = eye / (eye + (r - z)), f0 = eye / (eye + (r - r * cos(phi)))
        // Across: the far row shrunk as seen by the further eye, about the picker's centre.
        let shrink = horizontalEye / (horizontalEye + (r - r * cos(phi)))
        return (shrink * u * f / f0, y * f)
    }

    @Test func constants() {
        #expect(G.radius == 91.4 && G.anglePerRow == 0.3559 && G.textSize == 23.5)
        #expect(G.perspective == 0.00061 && G.horizontalPerspective == 0.00102)
        // Edge-on to the eye where cos(phi) (1 + p r (1 - cos phi)) = p r sin^2 phi: short of
        // 90 deg by the perspective, 4.27 rows.
        let phi = G.maximumAngle, pr = 0.00061 * 91.4
        #expect(abs(cos(phi) * (1 + pr * (1 - cos(phi))) - pr * sin(phi) * sin(phi)) < 1e-12)
        #expect(abs(phi - 1.51796) < 1e-5 && phi < Double.pi / 2)
        #expect(G.height == 216 && G.rowHeight == 32)
    }

    @Test(arguments: [0.0, 0.1, -0.3, 0.5538, 1.0, -1.2])
    func projectionMatchesThePinholeModel(phi: Double) throws {
        for (u, v) in [(0.0, 0.0), (-150.0, -16.0), (150.0, 16.0), (40.0, -16.0), (-7.5, 9.0)] {
            let got = try #require(G.project(u: u, v: v, angle: phi))
            let want = Self.model(u: u, v: v, phi: phi)
            #expect(abs(got.x - want.0) < 1e-9 && abs(got.y - want.1) < 1e-9, "phi \(phi) (\(u), \(v))")
        }
    }

    @Test(arguments: [0.0, 0.25, -0.8, 0.95])
    func rowTransformIsTheProjectionAsAHomography(phi: Double) throws {
        // The middle column and the right one (its centre 128 pt right of the picker's; both
        // converge on the picker's centre), 128 pt wide in a 402-pt picker.
        for columnX in [137.0, 265.0] {
            let centre = Point(201 - columnX, 108), left = 0.0, w = 128.0
            let h = G.rowTransform(angle: phi, left: left, centre: centre)
            for (x, y) in [(0.0, 0.0), (w, 0.0), (w, 32.0), (0.0, 32.0), (64.0, 16.0)] {
                let got = try #require(h.apply(Point(x, y)))
                let want = Self.model(u: x + left - centre.x, v: y - 16, phi: phi)
                #expect(abs(got.x - (centre.x + want.0)) < 1e-9 && abs(got.y - (centre.y + want.1)) < 1e-9)
            }
        }
    }

    /// Worked numbers: projected centres and heights of rows 1...3 away.
    @Test(arguments: [(1.0, 31.736, 29.675), (2, 58.905, 23.166), (3, 77.828, 13.703)])
    func workedNumbers(d: Double, centre: Double, height: Double) throws {
        let phi = G.angle(rowsFromCentre: d)
        let c = try #require(G.project(u: 0, v: 0, angle: phi))
        let top = try #require(G.project(u: 0, v: -16, angle: phi)), bottom = try #require(G.project(u: 0, v: 16, angle: phi))
        #expect(abs(c.y - centre) < 0.005 && abs(bottom.y - top.y - height) < 0.005)
        // Above the centre it mirrors.
        let above = try #require(G.project(u: 0, v: 0, angle: -phi))
        #expect(abs(above.y + c.y) < 1e-9)
    }

    @Test func rowsConvergeTowardTheEdges() throws {
        var lastHeight = 33.0, lastCentre = -1.0, lastStep = 33.0
        for d in 0...3 {
            let phi = G.angle(rowsFromCentre: Double(d))
            let top = try #require(G.project(u: 100, v: -16, angle: phi))
            let bottom = try #require(G.project(u: 100, v: 16, angle: phi))
            let centre = try #require(G.project(u: 0, v: 0, angle: phi)).y
            let height = bottom.y - top.y
            #expect(height < lastHeight, "row \(d) is shorter than the one before")
            if d > 0 {
                #expect(centre - lastCentre < lastStep, "rows crowd together")
                lastStep = centre - lastCentre
                // The far (bottom) edge of a row below the centre is narrower than its near edge.
                // (Its near edge, turned further than the row moved, may come out of the screen plane.)
                #expect(bottom.x < top.x)
            }
            lastHeight = height; lastCentre = centre
        }
        // The last row centre laid out stays inside the frame (108); there the row is edge-on to
        // the eye (its top and bottom edges project onto one line), and one step further it
        // would show its back (top below bottom).
        let edge = try #require(G.project(u: 0, v: 0, angle: G.maximumAngle))
        let edgeTop = try #require(G.project(u: 0, v: -16, angle: G.maximumAngle))
        let edgeBottom = try #require(G.project(u: 0, v: 16, angle: G.maximumAngle))
        #expect(edge.y > 86.5 && edge.y < 87 && abs(edgeBottom.y - edgeTop.y) < 1e-6)
        let past = G.maximumAngle + 0.01
        #expect(try #require(G.project(u: 0, v: -16, angle: past)).y > (try #require(G.project(u: 0, v: 16, angle: past))).y)
    }

    @Test func fadeIsFullInTheBandThenFollowsTheMeasuredGreys() {
        func o(_ d: Double, dark: Bool = false) -> Double { G.opacity(angle: G.angle(rowsFromCentre: d), dark: dark) }
        for d in [0.0, 0.2, -0.5, 0.5] { #expect(o(d) == 1 && o(d, dark: true) == 1, "d \(d)") }
        // Black text over white reads 255 (1 - opacity): iOS 148-151 / 160-164 / 200-205.
        for (d, lo, hi) in [(1.0, 148.0, 151.0), (2, 160, 164), (3, 200, 205)] {
            for sign in [1.0, -1.0] {
                let grey = 255 * (1 - o(sign * d))
                #expect(grey >= lo && grey <= hi, "light d \(sign * d): \(grey)")
            }
        }
        // White over black reads 255 x opacity: iOS 94-98 / 86-88 / 48-50.
        for (d, lo, hi) in [(1.0, 94.0, 98.0), (2, 86, 88), (3, 48, 50)] {
            let grey = 255 * o(d, dark: true)
            #expect(grey >= lo && grey <= hi, "dark d \(d): \(grey)")
        }
        // Half-way down the ramp from the band's edge to one row away.
        #expect(abs(o(0.75) - (1 + 0.414) / 2) < 1e-12)
        // Continuous and falling; nothing left at the last angle drawn.
        var previous = 1.0
        for k in 1...382 {
            let v = o(Double(k) / 100)
            #expect(v <= previous && previous - v < 0.03, "d \(Double(k) / 100)")
            previous = v
        }
        #expect(G.opacity(angle: G.maximumAngle) == 0)
    }

    @Test func visibleRowsStayWithinTheLastAngle() {
        #expect(G.visibleRows(count: 24, s: 7) == 3..<12)       // 4 rows each side at rest (iOS's sliver of +-4)
        #expect(G.visibleRows(count: 24, s: 7.5) == 4..<12)     // 3.5 each side half-way
        #expect(G.visibleRows(count: 4, s: 0) == 0..<4)
        #expect(G.visibleRows(count: 24, s: 0) == 0..<5)
        #expect(G.visibleRows(count: 24, s: 23) == 19..<24)
        #expect(G.visibleRows(count: 24, s: 40) == 0..<0)       // scrolled far past the end
        #expect(G.visibleRows(count: 0, s: 0) == 0..<0)
        #expect(G.visibleRows(count: 10_000_000, s: 5_000_000.25) == 4_999_996..<5_000_005)
        for s in stride(from: -1.0, through: 30, by: 0.125) {
            for i in G.visibleRows(count: 24, s: s) {
                #expect(abs(Double(i) - s) * Self.alpha < G.maximumAngle)
            }
        }
    }
}

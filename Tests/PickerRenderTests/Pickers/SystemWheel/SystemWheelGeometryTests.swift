// SystemWheelGeometry's numbers checked against a model written out here independently: a
// row's centre is placed on the cylinder (radius 92.1, 0.3506 rad per row) by rotating it in 3D,
// the row's own plane turned 1.067 times as far, then projected vertically by similar triangles
// from an eye 1/0.00056 pt in front of the cylinder's front face; across, the row is shrunk by
// the horizontal perspective 0.00102 about the picker's centre, and its points converge
// by the same similar triangles (relative to its centre's) towards the vanishing point (the
// picker's centre for every column; the model still takes one to check the formula). Also the fade, the magnification and the visible-row window, with worked numbers.

import Foundation
import Testing
import PickerRenderGeometry
import PickerRender

@Suite struct SystemWheelGeometryTests {
    typealias G = SystemWheelGeometry
    static let r = 92.1
    static let alpha = 0.3506
    static let eye = 1 / 0.00056
    static let horizontalEye = 1 / 0.00102
    static let tilt = 1.067

    /// The row point (u, v) of a row at angle phi, by 3D rotation about x and a pinhole eye;
    /// `c` is the column's vanishing point across, from the picker's centre.
    static func model(u: Double, v: Double, phi: Double, c: Double = 0) -> (Double, Double) {
        // The row's centre (0, 0, r) rotated about x by phi; its plane's v axis by tilt x phi.
        let theta = tilt * phi
        let y = v * cos(theta) + r * sin(phi)
        let z = -v * sin(theta) + r * cos(phi)
        // Screen plane at z = r (the front face), eye at z = r + eye: the point's and the row
        // centre's similar-triangle factors.
        let f = eye / (eye + (r - z)), f0 = eye / (eye + (r - r * cos(phi)))
        // Across: the far row shrunk as seen by the further eye, about the picker's centre.
        let shrink = horizontalEye / (horizontalEye + (r - r * cos(phi)))
        return (shrink * (c + (u - c) * f / f0), y * f)
    }

    @Test func constants() {
        #expect(G.radius == 92.1 && G.tiltFactor == 1.067 && G.anglePerRow == 0.3506)
        #expect(G.perspective == 0.00056 && G.horizontalPerspective == 0.00102 && G.vanishingFraction == 0)
        // Edge-on to the eye: 1.42639 rad (4.07 rows), short of the tilt's own 90 deg (1.47214 rad).
        #expect(abs(G.maximumAngle - 1.42639) < 1e-5 && G.maximumAngle < Double.pi / 2 / 1.067)
        #expect(G.height == 216 && G.rowHeight == 32)
        // One vanishing point, the picker's centre, whatever the column.
        #expect(G.vanishingPoint(columnOffset: 128) == 0 && G.vanishingPoint(columnOffset: 0) == 0)
    }

    @Test(arguments: [0.0, 0.1, -0.3, 0.5538, 1.0, -1.2])
    func projectionMatchesThePinholeModel(phi: Double) throws {
        for (u, v, c) in [(0.0, 0.0, 0.0), (-150.0, -16.0, 0), (150.0, 16.0, 106.88), (40.0, -16.0, -106.88), (-7.5, 9.0, 0)] {
            let got = try #require(G.project(u: u, v: v, angle: phi, vanishingPoint: c))
            let want = Self.model(u: u, v: v, phi: phi, c: c)
            #expect(abs(got.x - want.0) < 1e-9 && abs(got.y - want.1) < 1e-9, "phi \(phi) (\(u), \(v))")
        }
    }

    @Test(arguments: [0.0, 0.25, -0.8, 0.95])
    func rowTransformIsTheProjectionAsAHomography(phi: Double) throws {
        // The middle column and the right one (its centre 128 pt right of the picker's; both
        // converge on the picker's centre), 128 pt wide in a 402-pt picker.
        for (columnX, c) in [(137.0, 0.0), (265.0, 0.0)] {
            let centre = Point(201 - columnX, 108), left = 0.0, w = 128.0
            let h = G.rowTransform(angle: phi, left: left, centre: centre, columnMidX: w / 2)
            for (x, y) in [(0.0, 0.0), (w, 0.0), (w, 32.0), (0.0, 32.0), (64.0, 16.0)] {
                let got = try #require(h.apply(Point(x, y)))
                let want = Self.model(u: x + left - centre.x, v: y - 16, phi: phi, c: c)
                #expect(abs(got.x - (centre.x + want.0)) < 1e-9 && abs(got.y - (centre.y + want.1)) < 1e-9)
            }
        }
    }

    /// Worked numbers: projected centres and heights of rows 1...3 away.
    @Test(arguments: [(1.0, 31.534, 29.488), (2, 58.703, 22.466), (3, 77.946, 12.299)])
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
        #expect(edge.y > 87 && edge.y < 87.5 && abs(edgeBottom.y - edgeTop.y) < 1e-6)
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

    @Test func magnificationFallsFromTheCentreToOneRowAway() {
        func m(_ d: Double) -> Double { G.magnification(angle: G.angle(rowsFromCentre: d)) }
        #expect(abs(m(0) * 23 - 23.5) < 1e-12)
        #expect(abs(m(0.5) * 23 - 23.25) < 1e-12 && abs(m(-0.5) * 23 - 23.25) < 1e-12)
        #expect(m(1) == 1 && m(2.5) == 1 && m(-1) == 1)
    }

    @Test func visibleRowsStayWithinTheLastAngle() {
        #expect(G.visibleRows(count: 24, s: 7) == 3..<12)       // 4 rows each side at rest (iOS's sliver of +-4)
        #expect(G.visibleRows(count: 24, s: 7.5) == 4..<12)     // 3.5 each side half-way
        #expect(G.visibleRows(count: 4, s: 0) == 0..<4)
        #expect(G.visibleRows(count: 24, s: 0) == 0..<5)
        #expect(G.visibleRows(count: 24, s: 23) == 19..<24)
        #expect(G.visibleRows(count: 24, s: 40) == 0..<0)       // scrolled far past the end
        #expect(G.visibleRows(count: 0, s: 0) == 0..<0)
        #expect(G.visibleRows(count: 10_000_000, s: 5_000_000.25) == 4_999_997..<5_000_005)
        for s in stride(from: -1.0, through: 30, by: 0.125) {
            for i in G.visibleRows(count: 24, s: s) {
                #expect(abs(Double(i) - s) * Self.alpha < G.maximumAngle)
            }
        }
    }
}

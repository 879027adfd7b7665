// SystemWheelGeometry's numbers checked against a model written out here independently: a
// point of a row is placed on the cylinder by rotating it in 3D, then projected by similar
// triangles from an eye 1/0.003 pt in front of the cylinder's front face. Also the fade, the
// magnification and the visible-row window, with the header's worked numbers.

import Foundation
import Testing
import Geometry
import PickerRender

@Suite struct SystemWheelGeometryTests {
    typealias G = SystemWheelGeometry
    static let r = 1.07 * 216 / 2
    static let alpha = 32 / r
    static let eye = 1 / 0.003

    /// The row point (u, v) of a row at angle phi, by 3D rotation about x and a pinhole eye.
    static func model(u: Double, v: Double, phi: Double) -> (Double, Double) {
        // The row plane touches the cylinder at (0, 0, r) before rotation; rotate about x.
        let y0 = v, z0 = r
        let y = y0 * cos(phi) + z0 * sin(phi)
        let z = -y0 * sin(phi) + z0 * cos(phi)
        // Screen plane at z = r (the front face), eye at z = r + eye.
        let f = eye / (eye + (r - z))
        return (u * f, y * f)
    }

    @Test func constants() {
        #expect(abs(G.radius - 115.56) < 1e-12)
        #expect(abs(G.anglePerRow - 0.276912) < 1e-6)
        #expect(abs(G.maximumAngle * 180 / .pi - 69.1603) < 1e-4)
        #expect(G.height == 216 && G.rowHeight == 32 && G.perspective == 0.003)
    }

    @Test(arguments: [0.0, 0.1, -0.3, 0.5538, 1.0, -1.2])
    func projectionMatchesThePinholeModel(phi: Double) throws {
        for (u, v) in [(0.0, 0.0), (-150.0, -16.0), (150.0, 16.0), (40.0, -16.0), (-7.5, 9.0)] {
            let got = try #require(G.project(u: u, v: v, angle: phi))
            let want = Self.model(u: u, v: v, phi: phi)
            #expect(abs(got.x - want.0) < 1e-9 && abs(got.y - want.1) < 1e-9, "phi \(phi) (\(u), \(v))")
        }
    }

    @Test(arguments: [0.0, 0.25, -0.8, 1.1])
    func rowTransformIsTheProjectionAsAHomography(phi: Double) throws {
        let centre = Point(201 - 137, 108), left = 0.0, w = 128.0
        let h = G.rowTransform(angle: phi, left: left, centre: centre)
        for (x, y) in [(0.0, 0.0), (w, 0.0), (w, 32.0), (0.0, 32.0), (64.0, 16.0)] {
            let got = try #require(h.apply(Point(x, y)))
            let want = Self.model(u: x + left - centre.x, v: y - 16, phi: phi)
            #expect(abs(got.x - (centre.x + want.0)) < 1e-9 && abs(got.y - (centre.y + want.1)) < 1e-9)
        }
    }

    /// The header's worked numbers: projected centres and heights of rows 1...4 away.
    @Test(arguments: [(1.0, 31.18, 29.58), (2, 57.78, 23.12), (3, 76.68, 14.52), (4, 86.75, 5.75)])
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
        for d in 0...4 {
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
                #expect(bottom.x < top.x && top.x < 100)
            }
            lastHeight = height; lastCentre = centre
        }
        // The projected cylinder never reaches the frame's edge (108).
        let edge = try #require(G.project(u: 0, v: 0, angle: G.maximumAngle))
        #expect(edge.y > 88 && edge.y < 89)
    }

    @Test func fadeIsFullInTheBandThenFalls() {
        func o(_ d: Double) -> Double { G.opacity(angle: G.angle(rowsFromCentre: d)) }
        for d in [0.0, 0.2, -0.5, 0.5] { #expect(o(d) == 1, "d \(d)") }
        for (d, want) in [(1.0, 0.427), (2, 0.348), (3, 0.224), (4, 0.064)] {
            #expect(abs(o(d) - want) < 0.0005, "d \(d): \(o(d))")
            #expect(abs(o(-d) - want) < 0.0005)
        }
        // Half-way down the ramp from the band's edge to one row away.
        let edge = (cos(Self.alpha * 0.75) - cos(G.maximumAngle)) / (cos(Self.alpha / 2) - cos(G.maximumAngle))
        #expect(abs(o(0.75) - (1 - 0.553 / 2) * edge) < 1e-12)
        // Continuous and falling; nothing left at the last angle drawn.
        var previous = 1.0
        for k in 1...436 {
            let v = o(Double(k) / 100)
            #expect(v <= previous && previous - v < 0.03, "d \(Double(k) / 100)")
            previous = v
        }
        #expect(G.opacity(angle: G.maximumAngle) == 0)
    }

    @Test func magnificationFallsFromTheCentreToOneRowAway() {
        func m(_ d: Double) -> Double { G.magnification(angle: G.angle(rowsFromCentre: d)) }
        #expect(abs(m(0) * 21 - 23.5) < 1e-12)
        #expect(abs(m(0.5) * 21 - 22.25) < 1e-12 && abs(m(-0.5) * 21 - 22.25) < 1e-12)
        #expect(m(1) == 1 && m(2.5) == 1 && m(-1) == 1)
    }

    @Test func visibleRowsStayWithinTheLastAngle() {
        #expect(G.visibleRows(count: 24, s: 7) == 3..<12)       // 4 rows each side at rest
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

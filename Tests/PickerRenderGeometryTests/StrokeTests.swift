// Tests of Path.roundStroke: the outline of a polyline with round caps and joins, checked by
// its area (flattened, shoelace) against the union worked out by hand, and by its bounds.
import Testing
import PickerRenderGeometry

@Suite struct StrokeTests {
    func area(_ p: Path) -> Double {
        let polys = p.flattened(tolerance: 1e-4)
        #expect(polys.count == 1, "one closed outline")
        return polys.map(shoelace).reduce(0, +)
    }

    @Test func straightLineIsARectangleWithTwoHalfDiscs() {
        // Length 10, width 2: 10 x 2 plus a disc of radius 1.
        let p = Path.roundStroke([Point(0, 0), Point(10, 0)], width: 2)
        #expect(abs(area(p) - (20 + Double.pi)) < 1e-3)
        #expect(near(p.bounds.origin, Point(-1, -1), 1e-6))
        #expect(abs(p.bounds.width - 12) < 1e-6 && abs(p.bounds.height - 2) < 1e-6)
    }

    @Test(arguments: [false, true])
    func rightAngleTurnEitherWay(_ mirrored: Bool) {
        // Bodies 20 + 20, their 1 x 1 overlap on the inside, a quarter disc on the outside,
        // two half-disc caps: 39 + 1.25 pi. Turning the other way must give the same area.
        let pts = [Point(0, 0), Point(10, 0), Point(10, mirrored ? -10 : 10)]
        #expect(abs(area(.roundStroke(pts, width: 2)) - (39 + 1.25 * Double.pi)) < 1e-3)
    }

    @Test func chevronApexIsRoundAndCentred() {
        // An up chevron: apex at (4.5, 1), arms to (1, 4.5) and (8, 4.5); width 1.6.
        let p = Path.roundStroke([Point(1, 4.5), Point(4.5, 1), Point(8, 4.5)], width: 1.6)
        let b = p.bounds
        #expect(abs(b.minY - 0.2) < 1e-6, "the round join reaches half the width above the apex")
        #expect(abs(b.minX - 0.2) < 1e-6 && abs(b.maxX - 8.8) < 1e-6)
        #expect(abs(b.maxY - 5.3) < 1e-6)
    }

    @Test func shortSegmentsStillFill() {
        // Segments shorter than the width: the inner side pivots through the vertex; the
        // outline still covers the union (at least the discs at the points).
        let p = Path.roundStroke([Point(0, 0), Point(0.5, 0), Point(0.5, 0.5)], width: 4)
        #expect(area(p) >= 4 * Double.pi - 1e-3)
    }

    @Test func degenerateInput() {
        #expect(Path.roundStroke([], width: 2).isEmpty)
        #expect(Path.roundStroke([Point(1, 1), Point(2, 2)], width: 0).isEmpty)
        #expect(Path.roundStroke([Point(1, 1), Point(2, 2)], width: .nan).isEmpty)
        // One point (or repeats of one): a dot of the stroke's diameter.
        let dot = Path.roundStroke([Point(3, 3), Point(3, 3)], width: 2)
        #expect(abs(area(dot) - Double.pi) < 1e-3)
    }
}

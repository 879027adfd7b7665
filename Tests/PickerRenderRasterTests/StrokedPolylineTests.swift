// The stroked-polyline shape through the scene renderer: ink where the stroke is, none
// outside, round caps, and the whole stroke composited once (a translucent colour does not
// darken where the outline's parts meet).

import PickerRenderGeometry
import PickerRenderRaster
import PickerRenderScene
import Testing
import PickerRenderText

@Suite struct StrokedPolylineTests {
    let engine: TextEngine
    init() throws { engine = try TextEngine() }

    func render(_ nodes: [Node], size: Size = Size(12, 12)) -> Pixmap {
        SceneRenderer(engine: engine).render(Scene(size: size, scale: 1, background: .clear, children: nodes))
    }

    @Test func horizontalStrokeCoversItsBand() {
        // From (3, 6) to (9, 6), 2 wide: rows 5 and 6 inked from x = 3 to 9, caps beyond.
        let p = render([.shape(ShapeItem(stroking: [Point(3, 6), Point(9, 6)], lineWidth: 2, color: .black))])
        for x in 3..<9 {
            #expect(p.pixel(x, 5).a == 255 && p.pixel(x, 6).a == 255, "x \(x)")
            #expect(p.pixel(x, 4).a == 0 && p.pixel(x, 7).a == 0, "x \(x)")
        }
        // Round caps: the pixel just past each end is partly covered, not full and not empty.
        #expect(p.pixel(2, 5).a > 100 && p.pixel(2, 5).a < 255)
        #expect(p.pixel(9, 6).a > 100 && p.pixel(9, 6).a < 255)
        #expect(p.pixel(1, 5).a == 0 && p.pixel(10, 6).a == 0)
    }

    @Test func translucentChevronIsCompositedOnce() {
        // A 90-degree chevron in 50 % black: no pixel darker than one layer of the colour,
        // in particular at the apex where the two arms meet.
        let half = Color(0, 0, 0, alpha: 0.5)
        let p = render([.shape(ShapeItem(stroking: [Point(2, 8), Point(6, 4), Point(10, 8)], lineWidth: 2, color: half))])
        var maxA: UInt8 = 0
        for y in 0..<12 { for x in 0..<12 { maxA = max(maxA, p.pixel(x, y).a) } }
        #expect(maxA == half.a)
        #expect(p.pixel(5, 4).a == half.a || p.pixel(6, 4).a == half.a, "the apex is inked")
    }

    @Test func rectIsTheStrokeBounds() {
        let s = ShapeItem(stroking: [Point(1, 4.5), Point(4.5, 1), Point(8, 4.5)], lineWidth: 1.6, color: .black)
        #expect(s.kind == .strokedPolyline)
        let r = s.rect
        #expect(abs(r.minX - 0.2) < 1e-12 && abs(r.minY - 0.2) < 1e-12 && abs(r.maxX - 8.8) < 1e-12 && abs(r.maxY - 5.3) < 1e-12)
    }
}

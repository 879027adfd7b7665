// Strokes centred on a shape's outline: the rasterized coverage of the ring (ShapePath through
// CoverageRasterizer) against the analytic ring area for a rectangle, a circular rounded
// rectangle, a capsule and a circle; a stroke wider than the shape fills it grown by half the
// width; the scene's content bounds include the outer half.

import Foundation
import PickerRenderGeometry
import PickerRenderRaster
import PickerRenderScene
import PickerRenderText
import Testing

@Suite struct StrokeRingTests {
    /// Total coverage of the shape drawn at `scale` pixels a point, in square points.
    func inkArea(_ shape: ShapeItem, scale: Double = 1) -> Double {
        let path = ShapePath.path(shape, tolerance: 0.01 / scale)
            .transformed(by: Affine(a: scale, b: 0, c: 0, d: scale, tx: 7.25, ty: 5.5))
        let clip = PixelRect(enclosing: path.bounds)
        let r = CoverageRasterizer()
        r.rasterize(path, clip: clip)
        var sum = 0.0
        for y in clip.y..<clip.maxY { for x in clip.x..<clip.maxX { sum += Double(r.coverage(x: x, y: y)) } }
        return sum / (scale * scale)
    }

    func stroked(_ kind: ShapeItem.Kind, _ rect: Rect, radius: Double = 0, width: Double) -> ShapeItem {
        var s = ShapeItem(kind, rect: rect, cornerRadius: radius, color: .black)
        s.strokeWidth = width
        return s
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func rectRing(scale: Double) {
        let (W, H, w) = (30.0, 20.0, 3.0)
        let want = (W + w) * (H + w) - (W - w) * (H - w)
        let got = inkArea(stroked(.rect, Rect(x: 2, y: 3, width: W, height: H), width: w), scale: scale)
        #expect(abs(got - want) / want < 2e-3, "\(got) vs \(want)")
    }

    @Test(arguments: [1.0, 3.0])
    func roundedRectRing(scale: Double) {
        let (W, H, r, w) = (40.0, 24.0, 8.0, 4.0)
        let h = w / 2
        func area(_ W: Double, _ H: Double, _ r: Double) -> Double { W * H - (4 - Double.pi) * r * r }
        let want = area(W + w, H + w, r + h) - area(W - w, H - w, r - h)
        let got = inkArea(stroked(.roundedRect, Rect(x: 1, y: 1, width: W, height: H), radius: r, width: w), scale: scale)
        #expect(abs(got - want) / want < 2e-3, "\(got) vs \(want)")
        // A corner radius under half the stroke: the inside corner is sharp.
        let sharp = area(W + w, H + w, 1 + h) - (W - w) * (H - w)
        let gotSharp = inkArea(stroked(.roundedRect, Rect(x: 1, y: 1, width: W, height: H), radius: 1, width: w), scale: scale)
        #expect(abs(gotSharp - sharp) / sharp < 2e-3, "\(gotSharp) vs \(sharp)")
    }

    @Test func circleAndCapsuleRings() {
        let R = 15.0, w = 5.0
        let want = Double.pi * ((R + w / 2) * (R + w / 2) - (R - w / 2) * (R - w / 2))
        let circle = inkArea(stroked(.ellipse, Rect(x: 0, y: 0, width: 2 * R, height: 2 * R), width: w), scale: 2)
        #expect(abs(circle - want) / want < 2e-3, "\(circle) vs \(want)")
        // A capsule is a circle's ring split by two straight runs of the ring's width.
        let capsule = inkArea(stroked(.capsule, Rect(x: 0, y: 0, width: 2 * R + 20, height: 2 * R), width: w), scale: 2)
        let wantCapsule = want + 2 * 20 * w
        #expect(abs(capsule - wantCapsule) / wantCapsule < 2e-3, "\(capsule) vs \(wantCapsule)")
    }

    @Test func strokeWiderThanTheShapeFillsIt() {
        // 10 x 6 stroked 8 wide: no hole, the rectangle grown by 4 (18 x 14).
        let rect = inkArea(stroked(.rect, Rect(x: 0, y: 0, width: 10, height: 6), width: 8))
        #expect(abs(rect - 18 * 14) < 0.3)
        // A circle of radius 3 stroked 8 wide: a disc of radius 7.
        let disc = inkArea(stroked(.ellipse, Rect(x: 0, y: 0, width: 6, height: 6), width: 8), scale: 3)
        #expect(abs(disc - Double.pi * 49) / (Double.pi * 49) < 2e-3)
    }

    @Test func contentBoundsHoldTheOuterHalf() {
        let s = stroked(.roundedRect, Rect(x: 10, y: 10, width: 20, height: 20), radius: 4, width: 6)
        #expect(SceneRenderer.contentBounds([.shape(s)]) == Rect(x: 7, y: 7, width: 26, height: 26))
        // Drawn in an offscreen layer, the outer half is not cut.
        let engine = try! TextEngine()
        let scene = Scene(size: Size(40, 40), scale: 1, background: .clear, children: [
            .layer(Layer(name: "fade", bounds: Rect(x: 0, y: 0, width: 40, height: 40), opacity: 0.999, children: [.shape(s)]))])
        let p = SceneRenderer(engine: engine).render(scene)
        #expect(p.pixel(7, 20).a > 250 && p.pixel(6, 20).a == 0 && p.pixel(32, 20).a > 250 && p.pixel(33, 20).a == 0)
        #expect(p.pixel(20, 20).a == 0)   // the hole
    }
}

// A layer's masks: the gradient mask's three paths (column table, row table, per texel) against
// the per-texel twin for random stops and unit points; the leading-to-trailing mask against the
// ruler's original column formula; the shape mask's multiply against its twin, with and without
// a gradient; both on rendered 20 x 20 scenes.

import Foundation
import PickerRenderGeometry
import PickerRenderRaster
import PickerRenderScene
import PickerRenderText
import Testing

@Suite struct LayerMaskTests {
    func randomTexture(_ rng: inout SplitMix, _ w: Int, _ h: Int) -> Pixmap {
        var t = Pixmap(width: w, height: h)
        for y in 0..<h { for x in 0..<w { t.setPixel(x, y, randomPremultiplied(&rng)) } }
        return t
    }

    func randomMask(_ rng: inout SplitMix, axis: Int) -> GradientMask {
        let stops = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
            GradientMask.Stop(location: Double.random(in: -0.1...1.1, using: &rng), alpha: Double.random(in: 0...1, using: &rng))
        }.sorted { $0.location < $1.location }
        func unit() -> Double { [0, 0.5, 1, Double.random(in: 0...1, using: &rng)][Int.random(in: 0...3, using: &rng)] }
        var s = Point(unit(), unit()), e = Point(unit(), unit())
        if axis == 0 { e.y = s.y }         // horizontal
        if axis == 1 { e.x = s.x; if e.y == s.y { e.y = 1 - s.y } }   // vertical
        if axis == 2 && (s.x == e.x || s.y == e.y) { s = Point(0.1, 0.2); e = Point(0.9, 0.7) }
        return GradientMask(stops: stops, start: s, end: e)
    }

    @Test(arguments: [0, 1, 2])
    func gradientMaskAgreesWithItsTwin(axis: Int) {
        var rng = SplitMix(state: UInt64(7 + axis))
        for trial in 0..<40 {
            let scale = [1.0, 2.0, 3.0][trial % 3]
            let (w, h) = (Int.random(in: 3...30, using: &rng), Int.random(in: 3...30, using: &rng))
            let mask = randomMask(&rng, axis: axis)
            let bounds = Rect(x: Double.random(in: -3...3, using: &rng), y: Double.random(in: -3...3, using: &rng),
                              width: Double.random(in: 1...12, using: &rng), height: Double.random(in: 1...12, using: &rng))
            let origin = PixelRect(x: Int.random(in: -5...5, using: &rng), y: Int.random(in: -5...5, using: &rng), width: w, height: h)
            var fast = randomTexture(&rng, w, h)
            var slow = fast
            LayerMask.applyGradient(mask, bounds: bounds, to: &fast, texOrigin: origin, scale: scale)
            LayerMask.applyGradientReference(mask, bounds: bounds, to: &slow, texOrigin: origin, scale: scale)
            #expect(fast == slow, "trial \(trial): \(mask)")
        }
    }

    @Test func diagonalMaskProjectsInPoints() {
        // Unit points (0, 0) -> (1, 1) over 20 x 10 points: the line (20, 10), so a point's
        // parameter is (20 x + 10 y) / 500 (lines of equal alpha perpendicular on screen, not
        // the bounds' diagonal).
        let mask = GradientMask(stops: [.init(location: 0, alpha: 0), .init(location: 1, alpha: 1)], start: Point(0, 0), end: Point(1, 1))
        let bounds = Rect(x: 5, y: 3, width: 20, height: 10)
        for (x, y) in [(0.0, 0.0), (10, 5), (20, 0), (0, 10), (3, 7)] {
            let t = mask.location(of: Point(5 + x, 3 + y), in: bounds)
            #expect(abs(t - (20 * x + 10 * y) / 500) < 1e-12, "\(x), \(y): \(t)")
        }
        // Top-right (20, 0) is further along than bottom-left (0, 10), though both are on the
        // bounds' other diagonal.
        #expect(mask.location(of: Point(25, 3), in: bounds) > mask.location(of: Point(5, 13), in: bounds))
    }

    @Test func leadingToTrailingIsTheRulersColumnFormula() {
        // The formula the ruler's fade used before masks had an axis: t = (x - minX) / width.
        var rng = SplitMix(state: 3)
        let mask = GradientMask(stops: [.init(location: 0, alpha: 0), .init(location: 0.18, alpha: 1),
                                        .init(location: 0.82, alpha: 1), .init(location: 1, alpha: 0)])
        let bounds = Rect(x: 0.1, y: 0, width: 13.7, height: 4)
        let origin = PixelRect(x: -1, y: -1, width: 45, height: 14)
        var fast = randomTexture(&rng, 45, 14)
        var old = fast
        LayerMask.applyGradient(mask, bounds: bounds, to: &fast, texOrigin: origin, scale: 3)
        for y in 0..<14 {
            for x in 0..<45 {
                let t = ((Double(origin.x + x) + 0.5) / 3 - bounds.minX) / bounds.width
                let k = UInt32((mask.alpha(at: t) * 256).rounded())
                let c = old.pixel(x, y)
                func m(_ v: UInt8) -> UInt8 { UInt8((UInt32(v) * k + 128) >> 8) }
                old.setPixel(x, y, PremultipliedColor(r: m(c.r), g: m(c.g), b: m(c.b), a: m(c.a)))
            }
        }
        #expect(fast == old)
    }

    @Test func shapeMaskAgreesWithItsTwin() {
        var rng = SplitMix(state: 11)
        for trial in 0..<40 {
            let (w, h) = (Int.random(in: 4...28, using: &rng), Int.random(in: 4...28, using: &rng))
            let star = randomStar(&rng, center: Point(Double(w) / 2, Double(h) / 2), maxRadius: Double(max(w, h)) * 0.6, vertices: 7)
            var path = Path()
            path.moveTo(star[0]); for p in star.dropFirst() { path.lineTo(p) }; path.close()
            let withGradient = trial % 2 == 1
            let ramp = withGradient ? GradientRamp(LinearGradientPaint(
                stops: [.init(color: Color(10, 20, 30, alpha: 0.2), location: 0), .init(color: .white, location: 1)],
                start: Point(0, 0), end: Point(Double(w), Double(h) / 3)), toPixels: .identity) : nil
            var fast = randomTexture(&rng, w, h)
            var slow = fast
            let r = CoverageRasterizer()
            r.rasterize(path, clip: fast.bounds)
            var row = [Float](repeating: 0, count: w)
            row.withUnsafeMutableBufferPointer { LayerMask.applyShape(r, to: &fast, gradient: ramp, alphaRow: $0.baseAddress!) }
            let coverage = (0..<(w * h)).map { r.coverage(x: $0 % w, y: $0 / w) }
            let alpha = ramp.map { g in (0..<(w * h)).map { Float(g.referenceColor(x: $0 % w, y: $0 / w).a) / 255 } }
            LayerMask.applyShapeReference(&slow, coverage: coverage, alpha: alpha)
            let worst = zip(fast.bytes, slow.bytes).map { abs(Int($0) - Int($1)) }.max()!
            // The twin quantises alpha and coverage in Double from an 8-bit alpha; the kernel in Float.
            #expect(worst <= (withGradient ? 2 : 0), "trial \(trial): \(worst)")
        }
    }

    func render(_ layer: Layer, scale: Double = 1) -> Pixmap {
        SceneRenderer(engine: try! TextEngine()).render(Scene(size: Size(20, 20), scale: scale, background: .clear, children: [.layer(layer)]))
    }

    @Test func verticalMaskFadesRowsOnAScene() {
        let mask = GradientMask(stops: [.init(location: 0, alpha: 1), .init(location: 1, alpha: 0)], start: Point(0.5, 0), end: Point(0.5, 1))
        let p = render(Layer(name: "m", bounds: Rect(x: 0, y: 0, width: 20, height: 20), mask: mask,
                             children: [.shape(ShapeItem(.rect, rect: Rect(x: 0, y: 0, width: 20, height: 20), color: .black))]))
        for y in 0..<20 {
            // alpha (1 - t) at t = (y + 0.5) / 20, as k = round(256 (1 - t)), 255 k / 256 rounded.
            let k = UInt32((256 * (1 - (Double(y) + 0.5) / 20)).rounded())
            let want = UInt8((255 * k + 128) >> 8)
            #expect(p.pixel(3, y).a == want && p.pixel(16, y).a == want, "row \(y)")
        }
    }

    @Test func clipShapeCircleKeepsTheCentreAndDropsTheCorners() {
        let p = render(Layer(name: "c", bounds: Rect(x: 0, y: 0, width: 20, height: 20),
                             shapeMask: ShapeItem(.ellipse, rect: Rect(x: 0, y: 0, width: 20, height: 20), color: .black),
                             children: [.shape(ShapeItem(.rect, rect: Rect(x: 0, y: 0, width: 20, height: 20), color: Color(0, 0, 255)))]))
        #expect(p.pixel(10, 10) == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        #expect(p.pixel(0, 0).a == 0 && p.pixel(19, 19).a == 0 && p.pixel(1, 1).a == 0)
        // Total ink is the disc's area, pi 10^2.
        var ink = 0.0
        for y in 0..<20 { for x in 0..<20 { ink += Double(p.pixel(x, y).a) / 255 } }
        #expect(abs(ink - Double.pi * 100) < 1.5, "\(ink)")
        // A pixel on the rim (its centre 0.5 px inside the edge) is partly covered.
        #expect(p.pixel(10, 0).a > 100 && p.pixel(10, 0).a < 255)
    }
}

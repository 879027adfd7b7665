// Linear gradient fills: the fast kernel (GradientRamp rows through Compositor) against its twin
// (each pixel's centre mapped back and interpolated in Double, SourceOver's Double reference) on
// random paths, stops, angles, scales and clips; analytic rows of a vertical gradient; a fade to
// clear without a dark fringe; a gradient through a blur.

import Foundation
import PickerRenderGeometry
import PickerRenderRaster
import PickerRenderScene
import PickerRenderText
import Testing

@Suite struct GradientFillTests {
    func randomColor(_ rng: inout SplitMix) -> Color {
        Color(r: .random(in: 0...255, using: &rng), g: .random(in: 0...255, using: &rng),
              b: .random(in: 0...255, using: &rng), a: [0, 255, .random(in: 0...255, using: &rng)][Int.random(in: 0...2, using: &rng)])
    }

    @Test func fastAgreesWithTheReferenceTwin() {
        var rng = SplitMix(state: 42)
        var worst = 0, differing = 0, total = 0
        for trial in 0..<60 {
            let scale = [1.0, 2.0, 3.0, 1.5][trial % 4]
            let size = 24
            let stops = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
                LinearGradientPaint.Stop(color: randomColor(&rng), location: Double.random(in: -0.2...1.2, using: &rng))
            }.sorted { $0.location < $1.location }
            let angle = Double.random(in: 0..<(2 * Double.pi), using: &rng)
            let c = Point(Double.random(in: 2...6, using: &rng), Double.random(in: 2...6, using: &rng))
            let len = Double.random(in: 0.5...6, using: &rng)
            let g = LinearGradientPaint(stops: stops, start: c, end: Point(c.x + len * cos(angle), c.y + len * sin(angle)))
            let ctm = Homography.translation(Double.random(in: -2...2, using: &rng), 0.25) * .scale(scale, scale)
            let ramp = GradientRamp(g, toPixels: ctm)!
            let star = randomStar(&rng, center: Point(4, 4), maxRadius: 4, vertices: 9)
            var path = Path()
            path.moveTo(star[0]); for p in star.dropFirst() { path.lineTo(p) }; path.close()
            let pixelPath = path.transformed(by: Affine(a: ctm.m[0], b: 0, c: 0, d: ctm.m[4], tx: ctm.m[2], ty: ctm.m[5]))
            let clip = PixelRect(x: Int.random(in: 0...5, using: &rng), y: Int.random(in: 0...5, using: &rng),
                                 width: Int.random(in: 8...24, using: &rng), height: Int.random(in: 8...24, using: &rng))
            var fast = Pixmap(width: size, height: size)
            for y in 0..<size { for x in 0..<size { fast.setPixel(x, y, randomPremultiplied(&rng)) } }
            var slow = fast
            Compositor().drawPath(pixelPath, color: .clear, into: &fast, clip: clip, gradient: ramp)
            // The twin: the same coverage, each pixel's colour from the definition.
            let r = CoverageRasterizer()
            let area = clip.intersection(fast.bounds)
            r.rasterize(pixelPath, clip: area)
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX {
                    let k = SourceOver.quantize(r.coverage(x: x, y: y))
                    if k == 0 { continue }
                    slow.setPixel(x, y, SourceOver.reference(slow.pixel(x, y),
                                                             source: SourceOver.widen(ramp.referenceColor(x: x, y: y), coverage: k)))
                }
            }
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX where r.coverage(x: x, y: y) > 0 {
                    let i = (y * size + x) * 4
                    for c in i..<(i + 4) {
                        let d = abs(Int(fast.bytes[c]) - Int(slow.bytes[c]))
                        worst = max(worst, d); total += 1
                        if d != 0 { differing += 1 }
                    }
                }
            }
        }
        // Float (fast) and Double (twin) interpolation may round a value either side of a half.
        #expect(worst <= 1, "worst \(worst)")
        // Measured: none of the covered bytes differ; a colour rounded 0.3 low moves thousands.
        #expect(differing * 1000 < total, "\(differing) of \(total) bytes differ")
        #expect(total > 10_000)
    }

    func render(_ nodes: [Node], size: Size = Size(20, 20), scale: Double = 1, background: Color = .clear) -> Pixmap {
        SceneRenderer(engine: try! TextEngine()).render(Scene(size: size, scale: scale, background: background, children: nodes))
    }

    @Test func verticalGradientRowsAreAnalytic() {
        // Red at the top to blue at the bottom of a 20 x 20 rect at @1x: row y's centre is at
        // t = (y + 0.5) / 20, colour round(255 (1 - t)), 0, round(255 t).
        var s = ShapeItem(.rect, rect: Rect(x: 0, y: 0, width: 20, height: 20), color: .black)
        s.gradient = LinearGradientPaint(stops: [.init(color: Color(255, 0, 0), location: 0), .init(color: Color(0, 0, 255), location: 1)],
                                         start: Point(10, 0), end: Point(10, 20))
        let p = render([.shape(s)])
        for y in 0..<20 {
            let t = (Double(y) + 0.5) / 20
            let want = PremultipliedColor(r: UInt8((255 * (1 - t)).rounded()), g: 0, b: UInt8((255 * t).rounded()), a: 255)
            for x in [0, 7, 19] { #expect(p.pixel(x, y) == want, "row \(y)") }
        }
    }

    @Test func fadeToClearKeepsItsHue() {
        // Red to clear: every pixel un-premultiplies to pure red (no dark fringe), alpha falling.
        var s = ShapeItem(.rect, rect: Rect(x: 0, y: 0, width: 20, height: 2), color: .black)
        s.gradient = LinearGradientPaint(stops: [.init(color: Color(255, 0, 0), location: 0), .init(color: .clear, location: 1)],
                                         start: Point(0, 0), end: Point(20, 0))
        let p = render([.shape(s)], size: Size(20, 2))
        var lastAlpha = 256
        for x in 0..<20 {
            let c = p.pixel(x, 0)
            #expect(c.g == 0 && c.b == 0 && c.r == c.a, "x \(x): \(c)")
            #expect(Int(c.a) < lastAlpha)
            lastAlpha = Int(c.a)
        }
    }

    @Test func gradientGoesThroughABlur() {
        var s = ShapeItem(.rect, rect: Rect(x: 5, y: 5, width: 10, height: 10), color: .black)
        s.gradient = LinearGradientPaint(stops: [.init(color: Color(0, 255, 0), location: 0), .init(color: Color(0, 255, 0), location: 1)],
                                         start: Point(0, 0), end: Point(20, 0))
        s.blur = 1.5
        var solid = s
        solid.gradient = nil; solid.color = Color(0, 255, 0)
        // A one-colour gradient blurs exactly as the colour does.
        #expect(render([.shape(s)]) == render([.shape(solid)]))
        #expect(render([.shape(s)]).pixel(3, 10).a > 0)
    }
}

// A layer's blur and shadow: the RGBA blur and the shadow composition against their twins on
// random textures (several sigmas, whole and fractional offsets); on rendered scenes, a shadow
// moves ink by its offset, a blurred layer keeps its ink (its texture grows by the reach), the
// ink bounds parents allocate for include blur and shadow; the scene dump writes new fields
// only when set.

import Foundation
import PickerRenderGeometry
import PickerRenderRaster
import PickerRenderScene
import PickerRenderText
import Testing

@Suite struct LayerEffectsTests {
    /// Sparse random premultiplied texels with an opaque block, inside a clear margin of `m`.
    func texture(_ rng: inout SplitMix, _ w: Int, _ h: Int, margin m: Int) -> Pixmap {
        var t = Pixmap(width: w, height: h)
        for y in m..<(h - m) {
            for x in m..<(w - m) where Double.random(in: 0...1, using: &rng) < 0.5 || (x + y) % 5 == 0 {
                t.setPixel(x, y, randomPremultiplied(&rng))
            }
        }
        return t
    }

    @Test(arguments: [0.6, 1.5, 3.0])
    func rgbaBlurAgreesWithItsTwin(sigma: Double) {
        var rng = SplitMix(state: UInt64(sigma * 10))
        let t = texture(&rng, 21, 17, margin: 0)
        var fast = t
        var floats: [Float] = []
        GaussianBlur().blurRGBA(&fast, sigma: sigma, floats: &floats)
        let slow = GaussianBlur.blurRGBAReference(t, sigma: sigma)
        let diffs = zip(fast.bytes, slow.bytes).map { abs(Int($0) - Int($1)) }
        // Float against Double sums: a value within an ulp of a half may round either way.
        #expect(diffs.max()! <= 1, "sigma \(sigma): \(diffs.max()!)")
        #expect(diffs.filter { $0 != 0 }.count * 100 < diffs.count, "\(diffs.filter { $0 != 0 }.count) bytes differ")
        #expect(fast != t)
        for y in 0..<17 { for x in 0..<21 { let p = fast.pixel(x, y); #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a) } }
    }

    @Test(arguments: [(0.0, 3.0, 2.0), (1.2, -2.5, 1.75), (2.0, 0.0, 0.0), (0.8, 4.0, -3.0)])
    func shadowAgreesWithItsTwin(sigma: Double, dx: Double, dy: Double) {
        var rng = SplitMix(state: UInt64(sigma * 100 + dx * 10 + 50))
        let t = texture(&rng, 30, 26, margin: 9)
        let color = RGBA8(r: 20, g: 40, b: 90, alpha: 0.6).premultiplied
        var fast = t
        var plane: [Float] = [], row: [UInt8] = []
        ShadowCompositor.compose(&fast, color: color, sigma: sigma, dx: dx, dy: dy, blur: GaussianBlur(), plane: &plane, row: &row)
        let slow = ShadowCompositor.composeReference(t, color: color, sigma: sigma, dx: dx, dy: dy)
        let worst = zip(fast.bytes, slow.bytes).map { abs(Int($0) - Int($1)) }.max()!
        #expect(worst <= 1, "\(worst)")
        #expect(fast != t)
    }

    func render(_ nodes: [Node], size: Size = Size(20, 20), scale: Double = 1) -> Pixmap {
        SceneRenderer(engine: try! TextEngine()).render(Scene(size: size, scale: scale, background: .clear, children: nodes))
    }

    func square(_ r: Rect, _ c: Color = .black) -> Node { .shape(ShapeItem(.rect, rect: r, color: c)) }

    @Test(arguments: [1.0, 2.0])
    func shadowMovesInkByItsOffset(scale: Double) {
        // A sharp shadow (radius 0), opaque black, 3 pt right and 2 pt down, of a 4 x 4 square.
        let layer = Layer(name: "s", bounds: Rect(x: 0, y: 0, width: 20, height: 20),
                          shadow: Shadow(color: .black, radius: 0, x: 3, y: 2), children: [square(Rect(x: 4, y: 4, width: 4, height: 4), Color(255, 0, 0))])
        let p = render([.layer(layer)], scale: scale)
        func at(_ x: Double, _ y: Double) -> PremultipliedColor { p.pixel(Int(x * scale), Int(y * scale)) }
        #expect(at(5, 5) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))    // content over its shadow
        #expect(at(10, 9) == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))     // shadow only: (7..<11) x (6..<10)
        #expect(at(10.5, 9.5).a == 255 && at(11.2, 9).a == 0 && at(10, 10.2).a == 0 && at(6.5, 5.5).r == 255)
        #expect(at(3.5, 5).a == 0)
    }

    @Test func blurredShadowSpreadsAndIsNotCut() {
        let layer = Layer(name: "s", bounds: Rect(x: 0, y: 0, width: 40, height: 40),
                          shadow: Shadow(color: .black, radius: 2, x: 0, y: 4), children: [square(Rect(x: 15, y: 10, width: 10, height: 10))])
        let p = render([.layer(layer)], size: Size(40, 40))
        var ink = 0.0
        for y in 0..<40 { for x in 0..<40 { ink += Double(p.pixel(x, y).a) / 255 } }
        // Shadow (100, spread by the blur) under a 10 x 10 square: the union of both.
        // The moved square ends at y = 24; 3 sigma (6 pt) further the shadow stops, at y = 30.
        #expect(p.pixel(20, 26).a > 20 && p.pixel(20, 29).a > 0 && p.pixel(20, 30).a == 0)
        #expect(ink > 100 + 20)
        let ink2 = SceneRenderer.layerInk(layer)
        #expect(ink2 == Rect(x: 9, y: 8, width: 22, height: 22))
    }

    @Test func layerBlurKeepsItsInk() {
        let sharp = [square(Rect(x: 7, y: 7, width: 6, height: 6))]
        let layer = Layer(name: "b", bounds: Rect(x: 0, y: 0, width: 20, height: 20), blur: 1.5, children: sharp)
        let p = render([.layer(layer)], scale: 2)
        var ink = 0.0
        for y in 0..<40 { for x in 0..<40 { ink += Double(p.pixel(x, y).a) / 255 } }
        // 36 pt^2 = 144 px^2 at @2x; the blur moves ink but keeps it (rounding aside).
        #expect(abs(ink - 144) < 2, "\(ink)")
        #expect(p.pixel(20, 20).a < 255 && p.pixel(11, 20).a > 0)   // 1.5 pt outside the square, blurred ink
        #expect(SceneRenderer.layerInk(layer) == Rect(x: 2.5, y: 2.5, width: 15, height: 15))
    }

    @Test func dumpWritesNewFieldsOnlyWhenSet() {
        let plain = Scene(size: Size(10, 10), scale: 1, background: .white, children: [
            .layer(Layer(name: "l", bounds: Rect(x: 0, y: 0, width: 10, height: 10), mask: GradientMask(stops: [.init(location: 0, alpha: 1)]),
                         children: [square(Rect(x: 0, y: 0, width: 1, height: 1))]))])
        let text = SceneDump.json(plain)
        for key in ["strokeWidth", "gradient", "shapeMask", "shadow", "\"start\"", "\"end\"", "\"blur\""] { #expect(!text.contains(key), "\(key)") }
        var s = ShapeItem(.ellipse, rect: Rect(x: 0, y: 0, width: 4, height: 4), color: .black)
        s.strokeWidth = 1
        s.gradient = LinearGradientPaint(stops: [.init(color: .white, location: 0)], start: .zero, end: Point(1, 1))
        let rich = Scene(size: Size(10, 10), scale: 1, background: .white, children: [
            .layer(Layer(name: "l", bounds: Rect(x: 0, y: 0, width: 10, height: 10),
                         mask: GradientMask(stops: [.init(location: 0, alpha: 1)], start: Point(0.5, 0), end: Point(0.5, 1)),
                         shapeMask: s, blur: 2, shadow: Shadow(radius: 3, x: 1, y: 2), children: [.shape(s)]))])
        let richText = SceneDump.json(rich)
        for key in ["\"strokeWidth\" : 1", "\"gradient\"", "\"shapeMask\"", "\"shadow\"", "\"start\"", "\"end\"", "\"blur\" : 2", "\"ellipse\""] {
            #expect(richText.contains(key), "\(key)")
        }
    }
}

// Layer textures cut to what the clip shows (LayerPlan) and the count of a scene's layer pixels
// before drawing (LayerWork): a layer shown whole keeps the texture it always had; a blur wider
// than the canvas costs the canvas whatever its radius; the pixels shown are those of the uncut
// texture; the count stops at the layer that passes a limit, on either side of it.

import PickerRenderGeometry
import PickerRenderRaster
import PickerRenderScene
import PickerRenderText
import Testing

@Suite struct LayerPlanTests {
    let renderer = SceneRenderer(engine: try! TextEngine())

    func square(_ r: Rect, _ c: Color = Color(30, 90, 200)) -> Node { .shape(ShapeItem(.rect, rect: r, color: c)) }

    func blurred(_ content: Rect, blur: Double, shadow: Shadow? = nil, source: String? = nil) -> Node {
        var layer = Layer(name: "b", bounds: content, blur: blur, shadow: shadow, children: [square(content)])
        layer.source = source.map { LayerSource(path: $0, type: "blur") }
        return .layer(layer)
    }

    @Test func aLayerShownWholeKeepsItsTexture() {
        // A 10 x 10 square blurred by 2 pt at @1x in a 40 x 40 canvas: its ink grown by 6, and the ring.
        let scene = Scene(size: Size(40, 40), scale: 1, background: .white, children: [blurred(Rect(x: 15, y: 15, width: 10, height: 10), blur: 2)])
        #expect(SceneRenderer.work(scene, limit: .max).texels == (10 + 12 + 2) * (10 + 12 + 2))
    }

    @Test func aBlurWiderThanTheCanvasCostsTheCanvasWhateverItsRadius() {
        // The square fills the canvas; a blur of 600 pt would spread it 1,800 pt each way.
        let counts = [5.0, 50, 600].map { blur in
            SceneRenderer.work(Scene(size: Size(40, 40), scale: 1, background: .white,
                                     children: [blurred(Rect(x: 0, y: 0, width: 40, height: 40), blur: blur)]), limit: .max).texels
        }
        #expect(counts[0] == counts[1] && counts[1] == counts[2], "\(counts)")
        // The canvas, and each side a pixel of margin, two texels of the sampler's footprint and
        // the ring: 48 x 48.
        #expect(counts[0] == 48 * 48)
        #expect(counts[0] < (40 + 30 + 2) * (40 + 30 + 2))
    }

    /// The scene drawn in a canvas of `size` (cut), and the same drawn `pad` points from the edges
    /// of a canvas large enough to hold all its ink (uncut), then cropped back.
    func cutAndUncut(_ nodes: [Node], size: Size, pad: Double, scale: Double) -> (Pixmap, Pixmap) {
        let cut = renderer.render(Scene(size: size, scale: scale, background: .white, children: nodes))
        let moved = Layer(name: "m", bounds: Rect(x: 0, y: 0, width: size.width, height: size.height),
                          transform: .translation(pad, pad), children: nodes)
        let big = renderer.render(Scene(size: Size(size.width + 2 * pad, size.height + 2 * pad), scale: scale, background: .white,
                                        children: [.layer(moved)]))
        var crop = Pixmap(width: cut.width, height: cut.height)
        let p = Int(pad * scale)
        for y in 0..<cut.height { for x in 0..<cut.width { crop.setPixel(x, y, big.pixel(x + p, y + p)) } }
        return (cut, crop)
    }

    @Test(arguments: [(3.0, nil as Shadow?), (30.0, nil), (0.0, Shadow(color: .black, radius: 4, x: 25, y: -10)),
                      (2.0, Shadow(color: .black, radius: 20, x: -30, y: 12))])
    func theVisiblePixelsAreThoseOfTheUncutTexture(blur: Double, shadow: Shadow?) {
        // A square larger than the 50 x 40 canvas on every side, blurred and shadowed.
        let node = blurred(Rect(x: -30, y: -25, width: 120, height: 90), blur: blur, shadow: shadow)
        let scene = Scene(size: Size(50, 40), scale: 2, background: .white, children: [node])
        let (cut, uncut) = cutAndUncut([node], size: Size(50, 40), pad: 260, scale: 2)
        let diffs = zip(cut.bytes, uncut.bytes).map { abs(Int($0) - Int($1)) }
        // The map to the canvas is another translation, so a sample may round the other way.
        #expect(diffs.max()! <= 1, "\(diffs.max()!)")
        #expect(diffs.filter { $0 != 0 }.count * 100 < diffs.count)
        // And the cut texture is smaller than the layer's ink.
        let ink = SceneRenderer.layerInk(Layer(name: "b", bounds: .zero, blur: blur, shadow: shadow,
                                               children: [square(Rect(x: -30, y: -25, width: 120, height: 90))]))
        #expect(Double(SceneRenderer.work(scene, limit: .max).texels) < ink.width * ink.height * 4)
    }

    @Test func theCountStopsAtTheLayerThatPassesTheLimit() {
        let a = blurred(Rect(x: 15, y: 15, width: 10, height: 10), blur: 2, source: "content.children[0]")
        let b = blurred(Rect(x: 5, y: 5, width: 10, height: 10), blur: 2, source: "content.children[1]")
        let scene = Scene(size: Size(40, 40), scale: 1, background: .white, children: [a, b])
        let one = 24 * 24
        let at = SceneRenderer.work(scene, limit: 2 * one)
        #expect(!at.exceeded && at.texels == 2 * one && at.crossing == nil)
        let over = SceneRenderer.work(scene, limit: 2 * one - 1)
        #expect(over.exceeded && over.crossing?.path == "content.children[1]")
        let first = SceneRenderer.work(scene, limit: one - 1)
        #expect(first.exceeded && first.crossing?.path == "content.children[0]" && first.texels == one)
    }

    @Test func aLayerWithoutASourceIsNamedByTheLayerAroundIt() {
        var outer = Layer(name: "o", bounds: Rect(x: 0, y: 0, width: 40, height: 40), opacity: 0.5,
                          children: [blurred(Rect(x: 15, y: 15, width: 10, height: 10), blur: 2)])
        outer.source = LayerSource(path: "content", type: "opacity")
        let work = SceneRenderer.work(Scene(size: Size(40, 40), scale: 1, background: .white, children: [.layer(outer)]), limit: 600)
        #expect(work.exceeded && work.crossing == LayerSource(path: "content", type: "opacity"))
    }

    @Test func hostileTransformsAreCountedNotTrapped() {
        // Twelve scale effects of 100 around blurred layers: 10^24 points wide, clamped, counted.
        var node = blurred(Rect(x: 0, y: 0, width: 10, height: 10), blur: 1)
        for _ in 0..<12 {
            node = .layer(Layer(name: "s", bounds: Rect(x: 0, y: 0, width: 10, height: 10), transform: .scale(100, 100), blur: 1, children: [node]))
        }
        let scene = Scene(size: Size(10, 10), scale: 1, background: .white, children: [node])
        let work = SceneRenderer.work(scene, limit: 20_000_000)
        #expect(work.texels > 0)
        _ = renderer.render(scene)
    }
}

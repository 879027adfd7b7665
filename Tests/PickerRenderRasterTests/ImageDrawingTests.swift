// Images drawn by the rasterizer: the fast path (the PerspectiveSampler over the texture with its
// transparent ring) against its plain twin (SceneRenderer.drawImageReference: bilinear in
// Double, explicit bounds) on random images under random scales, turns and perspectives; the
// pixel-exact case (one image pixel a device pixel at a whole-pixel offset, also when the
// point size is k / 3) as a plain copy, against the texels; analytic pixels of a two-pixel
// image at 1x, 2x and 3x; a quarter turn moving every pixel exactly; the dump's fields.

import Foundation
import PickerRenderGeometry
import PickerRenderRaster
import PickerRenderScene
import PickerRenderText
import Testing

@Suite struct ImageDrawingTests {
    func renderer() -> SceneRenderer { SceneRenderer(engine: try! TextEngine()) }

    func texture(_ w: Int, _ h: Int, _ pixels: [UInt8]) -> ImageTexture { ImageTexture(straightRGBA: pixels, width: w, height: h) }

    func randomTexture(_ rng: inout SplitMix, _ w: Int, _ h: Int) -> ImageTexture {
        var bytes: [UInt8] = []
        for _ in 0..<(w * h) {
            let a: UInt8 = [0, 255, UInt8.random(in: 0...255, using: &rng)].randomElement(using: &rng)!
            bytes += [UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng), a]
        }
        return texture(w, h, bytes)
    }

    func background(_ rng: inout SplitMix, _ w: Int, _ h: Int) -> Pixmap {
        Bool.random(using: &rng) ? Pixmap(width: w, height: h)
            : Pixmap(width: w, height: h, fill: PremultipliedColor(r: 40, g: 90, b: 200, a: 255))
    }

    /// Every byte of `a` within `tolerance` of `b`'s; the largest difference.
    func largestDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
        zip(a.bytes, b.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    @Test func theFastPathAgreesWithItsTwin() {
        var rng = SplitMix(state: 0x1A6E)
        var drawn = 0
        for k in 0..<160 {
            let t = randomTexture(&rng, Int.random(in: 1...12, using: &rng), Int.random(in: 1...12, using: &rng))
            let item = ImageItem(rect: Rect(x: Double.random(in: 2...10, using: &rng), y: Double.random(in: 2...10, using: &rng),
                                            width: Double.random(in: 1...20, using: &rng), height: Double.random(in: 1...20, using: &rng)),
                                 texture: t)
            let s = Double(Int.random(in: 1...3, using: &rng))
            var ctm = Homography.scale(s, s) * .translation(15, 15) * .rotation(degrees: Double.random(in: -180...180, using: &rng))
                * .translation(-15, -15)
            if k % 4 == 3 {
                ctm = ctm * Homography.rotation3D(degrees: Double.random(in: -60...60, using: &rng), axis: (1, 0.3, 0),
                                                  anchor: Point(15, 15), perspective: 1, box: Size(30, 30))
            }
            let bg = background(&rng, Int(30 * s), Int(30 * s))
            var fast = bg, twin = bg
            let clip = fast.bounds
            renderer().drawImage(item, into: &fast, ctm: ctm, clip: clip)
            SceneRenderer.drawImageReference(item, into: &twin, ctm: ctm, clip: clip)
            #expect(largestDifference(fast, twin) <= 1, "case \(k)")
            if fast != bg { drawn += 1 }
        }
        #expect(drawn > 140, "most cases must draw something to compare")
    }

    /// The texels source-over `bg` at (dx, dy), by SourceOver's reference (a source scaled by 255).
    func copied(_ t: ImageTexture, onto bg: Pixmap, dx: Int, dy: Int) -> Pixmap {
        var out = bg
        for y in 0..<t.height {
            for x in 0..<t.width {
                let o = (y + 1) * t.stride + (x + 1) * 4
                let s = SIMD4<UInt32>(UInt32(t.texels[o]), UInt32(t.texels[o + 1]), UInt32(t.texels[o + 2]), UInt32(t.texels[o + 3])) &* 255
                out.setPixel(x + dx, y + dy, SourceOver.reference(bg.pixel(x + dx, y + dy), source: s))
            }
        }
        return out
    }

    @Test(arguments: [1, 2, 3])
    func aPixelExactImageIsCopied(scale: Int) {
        var rng = SplitMix(state: UInt64(scale) * 77)
        for _ in 0..<20 {
            let (w, h) = (Int.random(in: 1...10, using: &rng), Int.random(in: 1...10, using: &rng))
            let t = randomTexture(&rng, w, h)
            let (dx, dy) = (Int.random(in: 0...5, using: &rng), Int.random(in: 0...5, using: &rng))
            // Points of k / scale, and an origin one rounding off (0.1 + 0.2 - 0.3 is 5.6e-17, as
            // sums of layer offsets leave): the map is a whole translation within 1e-9 pixel.
            let s = Double(scale)
            let item = ImageItem(rect: Rect(x: Double(dx) / s + (0.1 + 0.2 - 0.3), y: Double(dy) / s, width: Double(w) / s, height: Double(h) / s),
                                 texture: t)
            // The map is a whole translation, so the sampler copies.
            #expect(PerspectiveSampler.integerTranslation(SceneRenderer.textureMap(item, ctm: .scale(s, s))).map { [$0.0, $0.1] } == [dx - 1, dy - 1])
            let bg = background(&rng, 16, 16)
            var fast = bg, twin = bg
            renderer().drawImage(item, into: &fast, ctm: .scale(s, s), clip: fast.bounds)
            SceneRenderer.drawImageReference(item, into: &twin, ctm: .scale(s, s), clip: twin.bounds)
            #expect(largestDifference(fast, copied(t, onto: bg, dx: dx, dy: dy)) <= 1)
            #expect(largestDifference(fast, twin) <= 1)
            // Onto clear, a copy is the texels themselves: no pixel was resampled.
            var clear = Pixmap(width: 16, height: 16)
            renderer().drawImage(item, into: &clear, ctm: .scale(s, s), clip: clear.bounds)
            #expect(clear == copied(t, onto: Pixmap(width: 16, height: 16), dx: dx, dy: dy))
        }
    }

    /// An opaque red pixel beside an opaque blue one, 2 x 1 points, drawn at `scale`.
    func redBlue(scale: Double) -> Pixmap {
        let t = texture(2, 1, [255, 0, 0, 255, 0, 0, 255, 255])
        var p = Pixmap(width: Int(2 * scale), height: Int(scale))
        renderer().drawImage(ImageItem(rect: Rect(x: 0, y: 0, width: 2, height: 1), texture: t),
                                                     into: &p, ctm: .scale(scale, scale), clip: p.bounds)
        return p
    }

    func row(_ p: Pixmap, _ y: Int) -> [[UInt8]] {
        (0..<p.width).map { x in let c = p.pixel(x, y); return [c.r, c.g, c.b, c.a] }
    }

    @Test func twoPixelsAt1x2xAnd3x() {
        // 1x: the pixels themselves.
        #expect(row(redBlue(scale: 1), 0) == [[255, 0, 0, 255], [0, 0, 255, 255]])
        // 2x: pixel centres at image x 0.25, 0.75, 1.25, 1.75 and y 0.25, 0.75: bilinear between
        // texel centres, the ring transparent: 3/4 of each row, 3/4 x 3/4 = 0.5625 at the ends.
        let two = redBlue(scale: 2)
        for y in 0..<2 {
            #expect(row(two, y) == [[143, 0, 0, 143], [143, 0, 48, 191], [48, 0, 143, 191], [0, 0, 143, 143]], "row \(y)")
        }
        // 3x: x at 1/6, 1/2, 5/6, 7/6, 3/2, 11/6: the middle row is 2/3, 1, 2/3 + 1/3, ...; the
        // outer rows are 2/3 of it.
        let three = redBlue(scale: 3)
        #expect(row(three, 1) == [[170, 0, 0, 170], [255, 0, 0, 255], [170, 0, 85, 255], [85, 0, 170, 255], [0, 0, 255, 255], [0, 0, 170, 170]])
        #expect(row(three, 0) == row(three, 2))
        #expect(row(three, 0) == [[113, 0, 0, 113], [170, 0, 0, 170], [113, 0, 57, 170], [57, 0, 113, 170], [0, 0, 170, 170], [0, 0, 113, 113]])
    }

    @Test func aQuarterTurnMovesEveryPixelExactly() {
        var rng = SplitMix(state: 90)
        let (w, h) = (5, 3)
        var bytes: [UInt8] = []
        for _ in 0..<(w * h) { bytes += [UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng), 9, 255] }
        let t = texture(w, h, bytes)
        for scale in [1.0, 2.0] {
            // Turned a quarter about (4, 4) inside a 3D-free layer: drawn offscreen, then sampled.
            let turn = Homography.translation(6, 6) * .rotation(degrees: 90) * .translation(-6, -6)
            let layer = Layer(name: "turn", bounds: Rect(x: 0, y: 0, width: 12, height: 12), transform: turn,
                              children: [.image(ImageItem(rect: Rect(x: 4, y: 4, width: Double(w) / scale, height: Double(h) / scale), texture: t))])
            let p = renderer().render(Scene(size: Size(12, 12), scale: scale, background: .clear, children: [.layer(layer)]))
            let m = Homography.scale(scale, scale) * turn * .translation(4, 4) * .scale(1 / scale, 1 / scale)
            var inked = 0
            for y in 0..<p.height { for x in 0..<p.width where p.pixel(x, y).a > 0 { inked += 1 } }
            #expect(inked == w * h, "scale \(scale)")
            for j in 0..<h {
                for i in 0..<w {
                    let c = m.apply(Point(Double(i) + 0.5, Double(j) + 0.5))!
                    let o = (j * w + i) * 4
                    #expect(p.pixel(Int(c.x), Int(c.y)) == PremultipliedColor(r: bytes[o], g: bytes[o + 1], b: 9, a: 255))
                }
            }
        }
    }

    @Test func theDumpNamesRectSizeAndDigestAndTheInkHoldsHalfAPixel() {
        let a = texture(2, 1, [255, 0, 0, 255, 0, 0, 255, 255]), b = texture(2, 1, [255, 0, 0, 255, 0, 0, 254, 255])
        let item = ImageItem(rect: Rect(x: 1, y: 2, width: 4, height: 2), texture: a)
        let dump = SceneDump.json(Scene(size: Size(8, 8), scale: 1, background: .clear, children: [.image(item)]))
        #expect(dump.contains("\"kind\" : \"image\"") && dump.contains("\"pixelWidth\" : 2") && dump.contains("\"pixelHeight\" : 1"))
        #expect(dump.contains("\"digest\" : \"\(a.digest)\"") && a.digest.count == 16 && a.digest != b.digest && a != b)
        #expect(!dump.contains("texels"))
        // Half an image pixel beyond the rect: 1 point across (2 points a pixel), 1 down.
        #expect(SceneRenderer.contentBounds([.image(item)]) == Rect(x: 0, y: 1, width: 6, height: 4))
    }
}

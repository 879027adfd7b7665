// An image's averaged levels (ImageLevels): each level against its twin on random images of odd
// and even sizes, which level a footprint picks on either side of each factor, and an image shown
// at a fiftieth of its size drawn from its level against the twin, near its mean.

import PickerRenderGeometry
import PickerRenderRaster
import PickerRenderScene
import PickerRenderText
import Testing

@Suite struct ImageLevelsTests {
    func randomTexture(_ rng: inout SplitMix, _ w: Int, _ h: Int) -> ImageTexture {
        var bytes: [UInt8] = []
        for _ in 0..<(w * h) {
            let a: UInt8 = [0, 255, UInt8.random(in: 0...255, using: &rng)].randomElement(using: &rng)!
            bytes += [UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng), a]
        }
        return ImageTexture(straightRGBA: bytes, width: w, height: h)
    }

    @Test func levelsEqualTheirTwin() {
        var rng = SplitMix(state: 0x1E7E1)
        let levels = ImageLevels()
        for (w, h) in [(1, 1), (2, 3), (7, 5), (16, 16), (33, 10)] {
            let t = randomTexture(&rng, w, h)
            for step in (1...6).flatMap({ [ImageLevels.Step(thirds: 0, halvings: $0), ImageLevels.Step(thirds: 1, halvings: $0 - 1)] }) {
                let fast = levels.level(step, of: t), twin = ImageLevels.referenceLevel(step, of: t)
                #expect(fast.width == twin.width && fast.height == twin.height && fast.texels == twin.texels, "\(w) x \(h), \(step)")
                // Each step rounds up: ceil(ceil(w / 3) / 2^h) = ceil(w / (3 x 2^h)).
                #expect(fast.width == (w + step.factor - 1) / step.factor, "\(w) x \(h), \(step)")
            }
        }
    }

    @Test func theLevelFollowsTheFootprintOnBothSidesOfEachPower() {
        // A 1000 x 1000 image drawn `1000 / f` pixels wide: f image pixels a target pixel.
        func level(_ fx: Double, _ fy: Double) -> Int {
            ImageLevels.level(for: .scale(1 / fx, 1 / fy) * .translation(-1, -1), width: 1000, height: 1000)?.factor ?? 1
        }
        #expect(level(1.99, 1.99) == 1)
        #expect(level(2, 2) == 2)
        #expect(level(2.99, 2.99) == 2)
        #expect(level(3, 3) == 3)
        #expect(level(3.99, 3.99) == 3)
        #expect(level(4, 4) == 4)
        #expect(level(5.99, 5.99) == 4)
        #expect(level(6, 6) == 6)
        #expect(level(8, 8) == 8)
        #expect(level(50, 50) == 48)
        #expect(ImageLevels.level(for: .scale(1 / 50, 1 / 50) * .translation(-1, -1), width: 1000, height: 1000)
                == ImageLevels.Step(thirds: 1, halvings: 4))
        // The shorter footprint decides: the other axis keeps its detail.
        #expect(level(50, 1) == 1)
        #expect(level(50, 8) == 8)
        // Never past a 1 x 1 level (1536's comes after a level of 2 x 2 texels, 3072's after one
        // of 1 x 1), never for a magnified image.
        #expect(level(1e6, 1e6) == 1536)
        #expect(level(0.5, 0.5) == 1)
    }

    @Test func aMinifiedImageIsDrawnFromItsLevelAsItsTwinIs() {
        var rng = SplitMix(state: 50)
        let t = randomTexture(&rng, 500, 300)
        let renderer = SceneRenderer(engine: try! TextEngine())
        for (rect, ctm) in [(Rect(x: 1, y: 1, width: 10, height: 6), Homography.scale(1, 1)),
                            (Rect(x: 2, y: 3, width: 23, height: 17), Homography.scale(2, 2) * .translation(14, 14) * .rotation(degrees: 30) * .translation(-14, -14))] {
            let item = ImageItem(rect: rect, texture: t)
            var fast = Pixmap(width: 60, height: 60), twin = fast
            renderer.drawImage(item, into: &fast, ctm: ctm, clip: fast.bounds)
            SceneRenderer.drawImageReference(item, into: &twin, ctm: ctm, clip: twin.bounds)
            let worst = zip(fast.bytes, twin.bytes).map { abs(Int($0) - Int($1)) }.max()!
            #expect(worst <= 1, "\(worst)")
            #expect(fast != Pixmap(width: 60, height: 60))
        }
    }

    @Test func aFlatImageShownSmallKeepsItsColour() {
        // 2000 x 2000 of one colour in a 40 x 40 rect: every covered pixel is that colour.
        let colour: [UInt8] = [200, 100, 50, 255]
        let t = ImageTexture(straightRGBA: Array([[UInt8]](repeating: colour, count: 2000 * 2000).joined()), width: 2000, height: 2000)
        var p = Pixmap(width: 40, height: 40)
        SceneRenderer(engine: try! TextEngine()).drawImage(ImageItem(rect: Rect(x: 0, y: 0, width: 40, height: 40), texture: t),
                                                          into: &p, ctm: .identity, clip: p.bounds)
        #expect(p.pixel(20, 20) == PremultipliedColor(r: 200, g: 100, b: 50, a: 255))
        #expect(p.pixel(0, 0).a > 0 && p.pixel(39, 39).a > 0)
    }
}

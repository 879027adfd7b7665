// The colour-matrix filter and the blend kernel against their twins, byte for byte, on random
// premultiplied texels (clear, translucent and opaque); the results stay premultiplied
// (c <= a); a matrix product applies the inner matrix first; the scene dump writes the new
// fields only when set.

import Foundation
import PickerRenderGeometry
import PickerRenderRaster
import PickerRenderScene
import Testing

@Suite struct ColorFilterTests {
    static let matrices: [ColorMatrix] = [
        .identity,
        ColorMatrix(rows: [[0.2126, 0.7152, 0.0722, 0, 0], [0.2126, 0.7152, 0.0722, 0, 0], [0.2126, 0.7152, 0.0722, 0, 0], [0, 0, 0, 1, 0]]),
        ColorMatrix(rows: [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0]]),
        ColorMatrix(rows: [[1.5, 0.2, -0.3, 0, 0.1], [0.1, 0.9, 0, 0, -0.2], [0, 0.4, 1.2, 0, 0.05], [0, 0, 0, 0.7, 0]]),
    ]

    func randomTexture(_ seed: UInt64, _ w: Int, _ h: Int) -> Pixmap {
        var rng = SplitMix(state: seed)
        var t = Pixmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w where (x + y) % 7 != 0 {
                // Runs of the same texel, as a filled shape's interior, exercise the memo.
                t.setPixel(x, y, x % 3 == 0 && x > 0 ? t.pixel(x - 1, y) : randomPremultiplied(&rng))
            }
        }
        return t
    }

    @Test(arguments: 0..<4)
    func matrixFilterAgreesWithItsTwin(_ index: Int) {
        let m = Self.matrices[index]
        let t = randomTexture(UInt64(index + 1), 23, 19)
        var fast = t
        ColorMatrixFilter.apply(m, to: &fast)
        for y in 0..<19 {
            for x in 0..<23 {
                let p = fast.pixel(x, y)
                #expect(p == ColorMatrixFilter.reference(m, t.pixel(x, y)), "(\(x), \(y))")
                #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a)
            }
        }
        // The identity keeps every opaque texel; the others change the texture.
        if index == 0 {
            for y in 0..<19 { for x in 0..<23 where t.pixel(x, y).a == 255 { #expect(fast.pixel(x, y) == t.pixel(x, y)) } }
        } else {
            #expect(fast != t)
        }
    }

    @Test func productAppliesTheInnerMatrixFirst() {
        let add = ColorMatrix(rows: [[1, 0, 0, 0, 0.25], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0]])
        let double = ColorMatrix(rows: [[2, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0]])
        // 2 (r + 0.25) = 2r + 0.5, against 2r + 0.25 the other way round.
        #expect(double.after(add)[0, 4] == 0.5)
        #expect(add.after(double)[0, 4] == 0.25)
        #expect(double.after(add)[0, 0] == 2)
    }

    @Test(arguments: [BlendMode.multiply, .screen, .plusLighter])
    func blendKernelAgreesWithItsTwin(_ mode: BlendMode) {
        let w = 41
        let source = randomTexture(7, w, 1), destination = randomTexture(8, w, 1)
        var fast = destination
        source.bytes.withUnsafeBytes { src in
            fast.withUnsafeMutableBytes { dst in
                BlendKernel.blendRow(mode, source: src.baseAddress!, destination: UnsafeMutableRawPointer(dst.baseAddress!), count: w)
            }
        }
        for x in 0..<w {
            let p = fast.pixel(x, 0)
            let s = source.pixel(x, 0)
            let expected = s == PremultipliedColor(r: 0, g: 0, b: 0, a: 0)
                ? destination.pixel(x, 0) : BlendKernel.reference(mode, source: s, destination: destination.pixel(x, 0))
            #expect(p == expected, "\(mode) at \(x)")
            #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a)
        }
        #expect(fast != destination)
    }

    @Test func blendModesOnKnownColours() {
        let s = PremultipliedColor(r: 255, g: 128, b: 0, a: 255), d = PremultipliedColor(r: 128, g: 128, b: 255, a: 255)
        // Multiply darkens by the product, screen lightens by the inverted one, plusLighter adds.
        #expect(BlendKernel.reference(.multiply, source: s, destination: d) == PremultipliedColor(r: 128, g: 64, b: 0, a: 255))
        #expect(BlendKernel.reference(.screen, source: s, destination: d) == PremultipliedColor(r: 255, g: 192, b: 255, a: 255))
        #expect(BlendKernel.reference(.plusLighter, source: s, destination: d) == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func sceneDumpWritesColourFieldsOnlyWhenSet() throws {
        var layer = Layer(name: "l", bounds: Rect(x: 0, y: 0, width: 2, height: 2), children: [])
        let plain = SceneDump.json(Scene(size: Size(2, 2), scale: 1, background: Color(255, 255, 255), children: [.layer(layer)]))
        #expect(!plain.contains("colorMatrix") && !plain.contains("blendMode"))
        layer.colorMatrix = Self.matrices[2]; layer.blendMode = .screen
        let set = SceneDump.json(Scene(size: Size(2, 2), scale: 1, background: Color(255, 255, 255), children: [.layer(layer)]))
        #expect(set.contains("\"blendMode\" : \"screen\"") || set.contains("\"blendMode\": \"screen\""))
        #expect(set.contains("colorMatrix"))
    }
}

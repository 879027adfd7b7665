// SwiftUI's colour effects drawn: each one's pixels against its formula written out per
// channel (not through its matrix), on opaque swatches and a gradient that cover the view, so
// every pixel is the effect of the same pixel drawn without it; blend modes against the W3C
// formulas over a known background; effects in a row are one layer, the inner applied first;
// every effect round-trips through its spec, and a number out of range is an error at the
// view's path.

import Foundation
import Testing
import PickerRender
import PickerRenderScene

@Suite struct ColorEffectTests {
    /// Six opaque swatches and a rainbow gradient, 70 x 20 points at @1x.
    static var swatches: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                for c in ["#FF3B30", "#34C759", "#007AFF", "#FF9500", "#8E8E93", "#FFFFFF", "#1C1C1E"] {
                    Rectangle().fill(ColorSpec(parsing: c)!).frame(width: 10, height: 10)
                }
            }
            Rectangle().fill(LinearGradient(colors: [.red, .yellow, .green, .blue, .purple], startPoint: .leading, endPoint: .trailing))
                .frame(width: 70, height: 10)
        }
    }

    static func pixels(_ view: some View) throws -> RGBAImage {
        try Picture(width: 70, options: RenderOptions(scale: 1), content: view).render().image
    }

    /// Each pixel of the plain swatches through `f` (straight components in 0...1) equals the
    /// effect's pixel, within one step of rounding.
    func expect(_ effect: (AnyView) -> AnyView, _ f: (SIMD3<Double>) -> SIMD3<Double>, _ what: String) throws {
        let plain = try Self.pixels(Self.swatches), drawn = try Self.pixels(effect(AnyView(Self.swatches)))
        var worst = 0, changed = 0
        for y in 0..<plain.height {
            for x in 0..<plain.width {
                let p = plain.pixel(x: x, y: y), d = drawn.pixel(x: x, y: y)
                let out = f(SIMD3(Double(p.x), Double(p.y), Double(p.z)) / 255)
                let expected = (0..<3).map { Int((min(max(out[$0], 0), 1) * 255).rounded()) }
                worst = max(worst, abs(expected[0] - Int(d.x)), abs(expected[1] - Int(d.y)), abs(expected[2] - Int(d.z)))
                if d != p { changed += 1 }
                #expect(d.w == 255)
            }
        }
        #expect(worst <= 1, "\(what): off by \(worst)")
        // The comparison can fail: the effect changed most pixels.
        #expect(changed * 2 > plain.width * plain.height, "\(what) changed \(changed) pixels")
    }

    static func luma(_ c: SIMD3<Double>) -> Double { 0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z }

    @Test func brightnessAddsToEachChannel() throws {
        try expect({ $0.brightness(0.2) }, { $0 + 0.2 }, "brightness 0.2")
        try expect({ $0.brightness(-0.3) }, { $0 - 0.3 }, "brightness -0.3")
    }

    @Test func contrastScalesAboutMidGrey() throws {
        try expect({ $0.contrast(1.8) }, { ($0 - 0.5) * 1.8 + 0.5 }, "contrast 1.8")
        try expect({ $0.contrast(-1) }, { ($0 - 0.5) * -1 + 0.5 }, "contrast -1")
    }

    @Test func saturationMixesWithLuma() throws {
        try expect({ $0.saturation(0.3) }, { c in let l = Self.luma(c); return SIMD3(repeating: l) + (c - SIMD3(repeating: l)) * 0.3 }, "saturation 0.3")
        try expect({ $0.saturation(2.5) }, { c in let l = Self.luma(c); return SIMD3(repeating: l) + (c - SIMD3(repeating: l)) * 2.5 }, "saturation 2.5")
    }

    @Test func grayscaleMovesTowardLuma() throws {
        try expect({ $0.grayscale(1) }, { SIMD3(repeating: Self.luma($0)) }, "grayscale 1")
        try expect({ $0.grayscale(0.6) }, { c in c + (SIMD3(repeating: Self.luma(c)) - c) * 0.6 }, "grayscale 0.6")
    }

    @Test func colorMultiplyAndInvert() throws {
        try expect({ $0.colorMultiply(.fixed(Color(255, 128, 64))) }, { $0 * SIMD3(1, 128.0 / 255, 64.0 / 255) }, "colorMultiply")
        try expect({ $0.colorInvert() }, { 1 - $0 }, "colorInvert")
    }

    /// Hue rotation keeps each colour's luma (while in gamut), turns red toward cyan at 180
    /// degrees, and is the identity at 360.
    @Test func hueRotationTurnsAboutTheGreyAxis() throws {
        let red = try Self.pixels(Rectangle().fill(.fixed(Color(255, 0, 0))).frame(width: 70, height: 20).hueRotation(.degrees(180)))
        // Red's luma is 0.2126; turned half way it is (0, 0.4252, 0.4252), red's luma twice in
        // green and blue and a negative red clamped to 0.
        #expect(red.pixel(x: 5, y: 5) == SIMD4(0, 108, 108, 255))
        let plain = try Self.pixels(Self.swatches)
        #expect(try Self.pixels(AnyView(Self.swatches).hueRotation(.degrees(360))) == plain)
        let turned = try Self.pixels(AnyView(Self.swatches).hueRotation(.degrees(40)))
        #expect(turned != plain)
        // Grey stays grey: white (x 50...59) is unchanged, while systemGray (142, 142, 147), a
        // little blue, is not.
        #expect(turned.pixel(x: 55, y: 5) == plain.pixel(x: 55, y: 5))
        #expect(turned.pixel(x: 45, y: 5) != plain.pixel(x: 45, y: 5))
        // A turn by a small angle keeps luma within a step for the in-gamut swatches (blue, grey).
        for x in [25, 45] {
            let a = plain.pixel(x: x, y: 5), b = turned.pixel(x: x, y: 5)
            func l(_ p: SIMD4<UInt8>) -> Double { Self.luma(SIMD3(Double(p.x), Double(p.y), Double(p.z))) }
            #expect(abs(l(a) - l(b)) < 2.5, "x \(x): \(a) -> \(b)")
        }
    }

    /// luminanceToAlpha: black at the luma's alpha, pixel by pixel (each pixel's alpha within a
    /// step of rounding of 255 x luma), over a clear background.
    @Test func luminanceToAlphaIsBlackAtTheLumasAlpha() throws {
        let plain = try Self.pixels(Self.swatches)
        var o = RenderOptions(scale: 1)
        o.background = .transparent
        let drawn = try Picture(width: 70, options: o, content: AnyView(Self.swatches).luminanceToAlpha()).render().image
        var worst = 0, varied = Set<UInt8>()
        for y in 0..<plain.height {
            for x in 0..<plain.width {
                let p = plain.pixel(x: x, y: y), d = drawn.pixel(x: x, y: y)
                let luma = Self.luma(SIMD3(Double(p.x), Double(p.y), Double(p.z)) / 255)
                worst = max(worst, abs(Int(d.w) - Int((luma * 255).rounded())))
                #expect(d.x == 0 && d.y == 0 && d.z == 0)
                varied.insert(d.w)
            }
        }
        #expect(worst <= 1, "off by \(worst)")
        #expect(varied.count > 5, "the swatches' lumas are different alphas")
    }

    @Test func effectsInARowAreOneLayerTheInnerFirst() throws {
        let picture = Picture(width: 70, options: RenderOptions(scale: 1), content: AnyView(Self.swatches).brightness(0.25).contrast(2))
        let scene = try SceneJSON.parse(picture.sceneJSON())
        let layers = SceneJSON.allNodes(scene).filter { $0["kind"] as? String == "layer" }
        #expect(layers.filter { $0["colorMatrix"] != nil }.count == 1)
        #expect(layers.contains { $0["name"] as? String == "contrast.brightness" })
        // contrast(brightness(c)) = 2 (c + 0.25 - 0.5) + 0.5, not brightness(contrast(c)).
        try expect({ $0.brightness(0.25).contrast(2) }, { ($0 + 0.25 - 0.5) * 2 + 0.5 }, "brightness then contrast")
    }

    @Test func blendModesMeetWhatIsBeneath() throws {
        let beneath = Color(40, 120, 220)
        func drawn(_ mode: BlendMode) throws -> SIMD4<UInt8> {
            let view = ZStack {
                Rectangle().fill(.fixed(beneath))
                Rectangle().fill(.fixed(Color(255, 160, 0, alpha: 0.8))).blendMode(mode)
            }.frame(width: 10, height: 10)
            return try Picture(width: 10, options: RenderOptions(scale: 1), content: view).render().image.pixel(x: 5, y: 5)
        }
        // Premultiplied source s = 0.8 x (255, 160, 0) quantised as the scene quantises alpha (204).
        let sa = 204.0
        let s: [Double] = [255.0, 160, 0].map { ($0 * sa / 255).rounded() }
        let d: [Double] = [40, 120, 220]
        var multiply: [UInt8] = [], screen: [UInt8] = [], plus: [UInt8] = []
        for i in 0..<3 {
            let product = s[i] * d[i]
            multiply.append(UInt8(((product + d[i] * (255 - sa)) / 255).rounded()))
            screen.append(UInt8(((255 * s[i] + 255 * d[i] - product) / 255).rounded()))
            plus.append(UInt8(min(255, s[i] + d[i])))
        }
        for (mode, expected) in [(BlendMode.multiply, multiply), (.screen, screen), (.plusLighter, plus)] {
            let p = try drawn(mode)
            #expect(abs(Int(p.x) - Int(expected[0])) <= 1 && abs(Int(p.y) - Int(expected[1])) <= 1 && abs(Int(p.z) - Int(expected[2])) <= 1,
                    "\(mode): \(p) against \(expected)")
        }
        #expect(try drawn(.multiply) != drawn(.normal))
    }

    @Test func everyEffectRoundTripsThroughItsSpec() throws {
        let view = AnyView(Self.swatches).hueRotation(.degrees(.position * 30)).brightness(0.1).contrast(1.2).saturation(0.5)
            .grayscale(0.25).colorMultiply(.secondary).colorInvert().luminanceToAlpha().blendMode(.screen)
        let picture = Picture(width: 70, content: view)
        let text = picture.specText
        let read = try Picture(json: Array(text.utf8))
        #expect(read == picture)
        #expect(read.specText == text)
        for type in ["hueRotation", "brightness", "contrast", "saturation", "grayscale", "colorMultiply", "colorInvert",
                     "luminanceToAlpha", "blendMode"] {
            #expect(text.contains("\"type\": \"\(type)\""), "\(type)")
        }
        // Outside a scroll item there is no position: the error names the view's path.
        #expect(throws: PickerError.self) { try picture.render() }
    }

    @Test func anAmountOutOfRangeIsAnErrorAtItsPath() throws {
        let json = #"{"view": {"type": "brightness", "amount": 300, "content": {"type": "rectangle"}}}"#
        #expect(throws: (any Error).self) { try Picture(json: Array(json.utf8)) }
        do {
            _ = try Picture(width: 20, content: Rectangle().frame(width: 20, height: 20).brightness(.variable("dynamicTypeScale") * 500)).render()
            Issue.record("an amount of 500 drew")
        } catch {
            #expect("\(error)".contains("amount"), "\(error)")
        }
    }
}

// The scene renderer on small hand-made scenes: what each kind of node does to pixels.

import Foundation
import PickerRenderGeometry
import PickerRenderRaster
import PickerRenderScene
import Testing
import PickerRenderText

@Suite struct SceneRendererTests {
    let engine: TextEngine
    init() throws { engine = try TextEngine() }

    func render(_ size: Size, scale: Double = 1, background: Color = .white, _ nodes: [Node]) -> Pixmap {
        SceneRenderer(engine: engine).render(Scene(size: size, scale: scale, background: background, children: nodes))
    }

    func alpha(_ p: Pixmap) -> Double {
        var sum = 0.0
        for y in 0..<p.height { for x in 0..<p.width { sum += Double(p.pixel(x, y).a) / 255 } }
        return sum
    }

    @Test func backgroundFillsEveryPixel() {
        let p = render(Size(7, 5), scale: 2, background: Color(242, 242, 247), [])
        #expect(p.width == 14 && p.height == 10)
        for y in 0..<10 { for x in 0..<14 { #expect(p.pixel(x, y) == PremultipliedColor(r: 242, g: 242, b: 247, a: 255)) } }
    }

    @Test func shapesKeepTheirFractionalExtent() {
        // A 2-px bar from x = 1.5 covers half of columns 1 and 3 and all of column 2.
        let p = render(Size(6, 2), background: .clear, [.shape(ShapeItem(.rect, rect: Rect(x: 1.5, y: 0, width: 2, height: 2), color: .black))])
        #expect(p.pixel(0, 0).a == 0)
        #expect(abs(Int(p.pixel(1, 0).a) - 128) <= 1)
        #expect(p.pixel(2, 0).a == 255)
        #expect(abs(Int(p.pixel(3, 0).a) - 128) <= 1)
        #expect(p.pixel(4, 0).a == 0)
    }

    @Test func layerOpacityBlendsTheWholeGroup() {
        let rect = Node.shape(ShapeItem(.rect, rect: Rect(x: 0, y: 0, width: 4, height: 4), color: .black))
        // Two overlapping opaque rects in a 50 % layer: the group fades once, not each rect.
        let p = render(Size(4, 4), [.layer(Layer(name: "g", bounds: Rect(x: 0, y: 0, width: 4, height: 4), opacity: 0.5,
                                                  children: [rect, rect]))])
        #expect(abs(Int(p.pixel(2, 2).r) - 128) <= 1)
    }

    @Test func clippingLayersCutTheirContent() {
        let big = Node.shape(ShapeItem(.rect, rect: Rect(x: 0, y: 0, width: 10, height: 10), color: .black))
        let p = render(Size(10, 10), [.layer(Layer(name: "clip", bounds: Rect(x: 2, y: 3, width: 4, height: 5), clips: true, children: [big]))])
        for y in 0..<10 { for x in 0..<10 {
            let inside = (2..<6).contains(x) && (3..<8).contains(y)
            #expect(p.pixel(x, y).r == (inside ? 0 : 255), "\(x),\(y)")
        } }
    }

    @Test func turnedLayerCoversItsProjectedQuad() {
        let box = Size(60, 24)
        let t = Homography.translation(10, 20) * .rotationX(degrees: 50, perspective: 0.55, box: box)
        let layer = Layer(name: "row", bounds: Rect(origin: .zero, size: box), transform: t,
                          children: [.shape(ShapeItem(.rect, rect: Rect(origin: .zero, size: box), color: .black))])
        let p = render(Size(80, 64), scale: 2, background: .clear, [.layer(layer)])
        // Shoelace area of the projected corners, in pixels.
        let q = layer.quad.compactMap { $0 }.map { Point($0.x * 2, $0.y * 2) }
        var area = 0.0
        for i in 0..<4 { let a = q[i], b = q[(i + 1) % 4]; area += a.x * b.y - b.x * a.y }
        area = abs(area) / 2
        #expect(abs(alpha(p) - area) / area < 0.02, "ink \(alpha(p)) vs quad \(area)")
        #expect(area < 60 * 24 * 4 * 0.7) // really turned
    }

    @Test func gradientMaskFadesAcross() {
        let mask = GradientMask(stops: [.init(location: 0, alpha: 0), .init(location: 1, alpha: 1)])
        let p = render(Size(20, 2), background: .clear, [.layer(Layer(name: "m", bounds: Rect(x: 0, y: 0, width: 20, height: 2), mask: mask,
                                         children: [.shape(ShapeItem(.rect, rect: Rect(x: 0, y: 0, width: 20, height: 2), color: .black))]))])
        let alphas = (0..<20).map { Int(p.pixel($0, 1).a) }
        #expect(alphas.first! < 15 && alphas.last! > 240)
        #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func textInksInsideItsFrame() {
        let line = engine.layoutLine("Hg", font: .system(.body), displayScale: 2)
        let frame = Rect(x: 5, y: 4, width: line.frameWidth, height: line.height)
        let item = TextItem(string: "Hg", origin: Point(5, 4 + line.baseline), frame: frame, line: line, color: .black)
        let p = render(Size(40, 30), scale: 2, background: .clear, [.text(item)])
        var ink = 0.0
        for y in 0..<p.height { for x in 0..<p.width where p.pixel(x, y).a > 0 {
            ink += 1
            #expect(Double(x) >= frame.minX * 2 - 1 && Double(x) < frame.maxX * 2 + 1 && Double(y) >= frame.minY * 2 - 1 && Double(y) < frame.maxY * 2 + 1)
        } }
        #expect(ink > 50)
    }

    @Test func blurredShapeSpreadsItsInkAndKeepsItsMass() {
        // A 4 x 4 pt black square blurred by sigma 1 pt at @2x: the same ink as the sharp square
        // (the kernel is normalised and the canvas holds all of it), spread beyond its edges and
        // lighter at its centre; the blur is in points, so @2x spreads it over twice the pixels.
        func square(blur: Double) -> Node {
            var s = ShapeItem(.rect, rect: Rect(x: 6, y: 6, width: 4, height: 4), color: .black)
            s.blur = blur
            return .shape(s)
        }
        let sharp = render(Size(16, 16), scale: 2, background: .clear, [square(blur: 0)])
        let soft = render(Size(16, 16), scale: 2, background: .clear, [square(blur: 1)])
        #expect(abs(alpha(soft) - alpha(sharp)) < 0.01 * alpha(sharp))
        // The square is pixels 12..<20 both ways; sigma is 2 px, the kernel reaches 6 px.
        #expect(sharp.pixel(10, 16).a == 0 && soft.pixel(10, 16).a > 0)    // 2 px left of the edge
        #expect(soft.pixel(16, 16).a < 255 && soft.pixel(16, 16).a > 200)   // centre: erf(4 / (2 sqrt 2))^2 = 0.91
        #expect(soft.pixel(27, 16).a == 0)                                   // 7.5 px beyond the right edge
        // Pixel (12, 16): 0.5 px inside the left edge, Phi(0.25) = 0.599 across; 0.948 down.
        let edge = Double(soft.pixel(12, 16).a) / 255
        #expect(abs(edge - 0.599 * 0.948) < 0.04, "\(edge)")
    }

    /// Every kind of node drawn translucent over an opaque background leaves every pixel
    /// opaque (source-over keeps alpha 255), so renderStraightRGBA may skip the un-premultiply
    /// pass there; over a translucent background it does the pass. Both give what the pass gives.
    @Test func straightRenderSkipsOnlyWhatTheBackgroundMakesOpaque() throws {
        let colour = try TextEngine(fontsDirectory: TextEngine.defaultFontsDirectory)   // with the emoji face
        let line = colour.layoutLine("Hg \u{1F34E}", font: .system(.body), displayScale: 2)
        let text = Node.text(TextItem(string: line.text, origin: Point(3, 2 + line.baseline),
                                      frame: Rect(x: 3, y: 2, width: line.frameWidth, height: line.height), line: line,
                                      color: Color(r: 200, g: 30, b: 60, a: 140)))
        var soft = ShapeItem(.rect, rect: Rect(x: 30, y: 4, width: 8, height: 8), color: Color(r: 0, g: 90, b: 255, a: 200))
        soft.blur = 1.5
        let box = Size(40, 14)
        let turned = Node.layer(Layer(name: "turned", bounds: Rect(origin: .zero, size: box),
                                      transform: .translation(4, 20) * .rotationX(degrees: 40, perspective: 0.55, box: box),
                                      opacity: 0.6, children: [text]))
        let mask = GradientMask(stops: [.init(location: 0, alpha: 0), .init(location: 1, alpha: 1)])
        let masked = Node.layer(Layer(name: "masked", bounds: Rect(x: 0, y: 36, width: 48, height: 10), mask: mask,
                                      children: [.shape(ShapeItem(.rect, rect: Rect(x: 0, y: 36, width: 48, height: 10),
                                                                  color: Color(r: 20, g: 200, b: 20, a: 180)))]))
        let nodes: [Node] = [text, .shape(soft), turned, masked]
        for background in [Color(r: 242, g: 242, b: 247, a: 255), Color(r: 10, g: 20, b: 30, a: 77), Color.clear] {
            let scene = Scene(size: Size(48, 48), scale: 2, background: background, children: nodes)
            let renderer = SceneRenderer(engine: colour)
            let pixmap = renderer.render(scene)
            #expect(pixmap.isOpaque == (background.a == 255), "background alpha \(background.a)")
            #expect(renderer.renderStraightRGBA(scene) == pixmap.straightRGBA(), "background alpha \(background.a)")
            #expect(Set(stride(from: 3, to: pixmap.bytes.count, by: 4).map { pixmap.bytes[$0] }).count > 1 || background.a == 255)
        }
    }
}

/// A turned or translucent layer whose texture maps wholly outside the clip is not drawn (a
/// scroll's rows beyond its view): the picture is the one without it, to the byte, while a
/// layer that reaches the clip by a pixel is still drawn.
@Suite struct OffscreenCullingTests {
    func render(_ nodes: [Node]) -> Pixmap {
        SceneRenderer(engine: try! TextEngine()).render(Scene(size: Size(40, 40), scale: 2, background: .clear, children: nodes))
    }

    func turned(_ y: Double, opacity: Double = 0.8) -> Node {
        let box = Size(40, 10)
        return .layer(Layer(name: "row", bounds: Rect(x: 0, y: 0, width: 40, height: 10),
                            transform: .translation(0, y) * Homography.rotationX(degrees: -50, perspective: 0.55, box: box),
                            opacity: opacity, children: [.shape(ShapeItem(.rect, rect: Rect(x: 2, y: 2, width: 36, height: 6),
                                                                          color: Color(r: 200, g: 0, b: 0)))]))
    }

    @Test func aLayerBeyondTheClipChangesNothing() {
        let visible = turned(15)
        let clipped = Node.layer(Layer(name: "view", bounds: Rect(x: 0, y: 0, width: 40, height: 40), clips: true,
                                       children: [visible, turned(60), turned(-30)]))
        let alone = Node.layer(Layer(name: "view", bounds: Rect(x: 0, y: 0, width: 40, height: 40), clips: true, children: [visible]))
        #expect(render([clipped]).bytes == render([alone]).bytes)
        #expect(SceneRenderer.mapsOutside(PixelRect(x: 0, y: 0, width: 80, height: 20), scale: 2,
                                          .scale(2, 2) * .translation(0, 60), clip: PixelRect(x: 0, y: 0, width: 80, height: 80)))
    }

    @Test func aLayerThatReachesTheClipIsDrawn() {
        // Its texture's last rows fall inside: it must not be culled.
        let edge = Node.layer(Layer(name: "view", bounds: Rect(x: 0, y: 0, width: 40, height: 40), clips: true, children: [turned(36)]))
        let empty = Node.layer(Layer(name: "view", bounds: Rect(x: 0, y: 0, width: 40, height: 40), clips: true, children: []))
        #expect(render([edge]).bytes != render([empty]).bytes)
        #expect(!SceneRenderer.mapsOutside(PixelRect(x: 0, y: 0, width: 80, height: 20), scale: 2,
                                           .scale(2, 2) * .translation(0, 39.8), clip: PixelRect(x: 0, y: 0, width: 80, height: 80)))
    }
}

// SceneRenderer: draws a Scene into a premultiplied RGBA8 Pixmap at the scene's display scale.
//
// The walk keeps a current transform (the node's local points -> target pixels) and a clip
// (whole target pixels). Shapes and text are drawn straight into the target while that
// transform is affine. A layer that is turned in 3D, translucent, masked, blurred or shadowed
// is drawn into an offscreen texture the size of its content's ink (SceneRenderer+Layer), then
// mapped into the target by the PerspectiveSampler with its opacity: a row of the wheel costs
// what its text covers, not its box. A shape is its ShapePath (filled, or the ring of a
// stroke) in a colour or a gradient (GradientRamp).
// Text is placed with FreeType's coverage at quarter-pixel phases (sub-pixel positioning);
// shapes keep their fractional extent and get analytic coverage. A line's runs are drawn in
// turn; a run in a colour face (emoji) is drawn as images by ColorGlyphBlitter, not as coverage.
// An image (SwiftUI's Image) is its texture mapped through the transform (SceneRenderer+Image).
// One renderer owns its TextEngine's cache use; like the engine, it belongs to one task.

import PickerRenderGeometry
import PickerRenderScene
import PickerRenderText

package final class SceneRenderer {
    let engine: TextEngine
    let compositor = Compositor()
    /// Scratch of the layer effects (blur, shadow), reused between layers.
    let effects = LayerEffects()
    /// Images' averaged levels, for drawing them minified (ImageLevels).
    let imageLevels = ImageLevels()

    package init(engine: TextEngine) { self.engine = engine }

    package func render(_ scene: Scene) -> Pixmap {
        var pixmap = Pixmap(width: scene.pixelWidth, height: scene.pixelHeight,
                            fill: premultiplied(scene.background))
        let s = scene.scale
        draw(scene.children, into: &pixmap, ctm: .scale(s, s), scale: s, clip: pixmap.bounds)
        return pixmap
    }

    /// The scene's straight-alpha RGBA8 (what PNG stores): `render(scene).intoStraightRGBA()`
    /// without the pass over the pixels when the background is opaque. Every kernel that draws
    /// into the target blends source-over, and source-over onto alpha 255 gives 255 exactly
    /// (SourceOver's integer formula with da = 255 is (255 x 65025 + 32512) / 65025; the
    /// sampler's float blend is a + 255 (1 - a / 255) + 0.5, at least 255.5 before the clamp):
    /// so such a picture is opaque, and opaque premultiplied pixels are their straight values.
    /// Debug builds check that every pixel is opaque. The pass was 6 % of a gallery run on one
    /// core and more on two, where the workers share the memory bus (perf).
    package func renderStraightRGBA(_ scene: Scene) -> [UInt8] {
        let pixmap = render(scene)
        guard scene.background.a == 255 else { return pixmap.intoStraightRGBA() }
        assert(pixmap.isOpaque, "source-over onto an opaque background left a translucent pixel")
        return pixmap.bytes
    }

    /// Rows `rows` of `renderStraightRGBA(scene)`, drawn into a band that high: the scene moved
    /// up by a whole number of pixels and clipped to the band, so a caller that reads a picture a
    /// band at a time holds a band, not a canvas (the accessibility meter's renders). A band
    /// equals those rows of the whole render, but for layers turned in 3D, sampled through the
    /// inverse of a homography that holds the band's offset: there a few pixels differ by one
    /// level (at most 72 bytes of a 12.6 MB wheel screen; AccessibilityBandTests).
    package func renderStraightRGBA(_ scene: Scene, rows: Range<Int>) -> [UInt8] {
        precondition(rows.lowerBound >= 0 && rows.upperBound <= scene.pixelHeight && !rows.isEmpty,
                     "renderStraightRGBA: rows \(rows) outside 0..<\(scene.pixelHeight)")
        var pixmap = Pixmap(width: scene.pixelWidth, height: rows.count, fill: premultiplied(scene.background))
        let s = scene.scale
        draw(scene.children, into: &pixmap, ctm: .translation(0, -Double(rows.lowerBound)) * .scale(s, s), scale: s,
             clip: pixmap.bounds)
        guard scene.background.a == 255 else { return pixmap.intoStraightRGBA() }
        return pixmap.bytes
    }

    func premultiplied(_ c: Color) -> PremultipliedColor {
        RGBA8(r: c.r, g: c.g, b: c.b, a: c.a).premultiplied
    }

    /// Draws nodes whose local points map to `target` pixels by `ctm`.
    func draw(_ nodes: [Node], into target: inout Pixmap, ctm: Homography, scale: Double, clip: PixelRect) {
        for node in nodes {
            switch node {
            case .shape(let shape):
                fill(shape, into: &target, ctm: ctm, clip: clip)
            case .text(let text):
                drawText(text, into: &target, ctm: ctm, clip: clip)
            case .layer(let layer):
                drawLayer(layer, into: &target, ctm: ctm, scale: scale, clip: clip)
            case .image(let image):
                drawImage(image, into: &target, ctm: ctm, clip: clip)
            }
        }
    }

    func drawText(_ text: TextItem, into target: inout Pixmap, ctm: Homography, clip: PixelRect) {
        precondition(ctm.isAffine, "text is drawn through an affine transform; 3D layers go offscreen first")
        let color = premultiplied(text.color)
        guard color.a > 0 else { return }
        // Device pixels per point along x (uniform scales only: layers never shear text).
        let pxPerPoint = (ctm.m[0] * ctm.m[0] + ctm.m[3] * ctm.m[3]).squareRoot()
        let bounds = target.bounds
        target.withUnsafeMutableBytes { dst in
            let buffer = PixelBufferPointer(base: dst.baseAddress!, width: bounds.width, height: bounds.height, stride: bounds.width * 4)
            for run in text.line.runs {
                let pixelSize = run.emSize * pxPerPoint
                if engine.isColorFace(run.face.id) {
                    drawColorGlyphs(run, origin: text.origin, pixelSize: pixelSize, opacity: color.a, into: buffer, ctm: ctm, clip: clip)
                    continue
                }
                for g in run.glyphs {
                    guard let p = ctm.apply(Point(text.origin.x + g.x, text.origin.y + g.y)) else { continue }
                    let (px, fx) = TextEngine.quantize(p.x)
                    let (py, fy) = TextEngine.quantize(p.y)
                    let mask = engine.glyphMask(face: run.face, glyph: g.id, pixelSize: pixelSize, phaseX: fx, phaseY: fy)
                    if mask.isEmpty { continue }
                    mask.coverage.withUnsafeBufferPointer { cov in
                        MaskBlitter.blit(CoverageMaskPointer(coverage: cov.baseAddress!, width: mask.width, height: mask.height,
                                                             stride: mask.width, x: px + mask.left, y: py - mask.top),
                                         color: color, into: buffer, clip: clip)
                    }
                }
            }
        }
    }

    /// Colour glyphs (emoji) keep their own colours; the text colour only lends its alpha.
    /// Placed at the whole pixel nearest their origin (colour images have no sub-pixel phases).
    func drawColorGlyphs(_ run: GlyphRun, origin: Point, pixelSize: Double, opacity: UInt8,
                         into buffer: PixelBufferPointer, ctm: Homography, clip: PixelRect) {
        for g in run.glyphs {
            guard let p = ctm.apply(Point(origin.x + g.x, origin.y + g.y)) else { continue }
            let image = engine.colorGlyph(face: run.face, glyph: g.id, pixelSize: pixelSize)
            if image.isEmpty { continue }
            let px = PixelRect.whole(p.x.rounded()), py = PixelRect.whole(p.y.rounded())
            image.pixels.withUnsafeBufferPointer { pixels in
                ColorGlyphBlitter.blit(ColorImagePointer(pixels: pixels.baseAddress!, width: image.width, height: image.height,
                                                         stride: image.width * 4, x: px + image.left, y: py - image.top),
                                       opacity: opacity, into: buffer, clip: clip)
            }
        }
    }

    func fill(_ shape: ShapeItem, into target: inout Pixmap, ctm: Homography, clip: PixelRect) {
        precondition(ctm.isAffine, "shapes are drawn through an affine transform")
        // Device pixels per point (layers never shear, so one scale holds for both axes).
        let pxPerPoint = (ctm.m[0] * ctm.m[0] + ctm.m[3] * ctm.m[3]).squareRoot()
        let path = ShapePath.path(shape, tolerance: Path.defaultTolerance / Swift.max(pxPerPoint, 1e-9))
        let affine = Affine(a: ctm.m[0], b: ctm.m[3], c: ctm.m[1], d: ctm.m[4], tx: ctm.m[2], ty: ctm.m[5])
        let color = premultiplied(shape.color)
        let gradient = shape.gradient.flatMap { GradientRamp($0, toPixels: ctm) }
        if shape.gradient != nil && gradient == nil { return }
        if shape.blur > 0 {
            compositor.drawBlurredPath(path.transformed(by: affine), color: color, sigma: shape.blur * pxPerPoint,
                                       into: &target, clip: clip, gradient: gradient)
        } else {
            compositor.drawPath(path.transformed(by: affine), color: color, into: &target, clip: clip, gradient: gradient)
        }
    }

    // MARK: geometry helpers

    static func isAxisAligned(_ m: Homography) -> Bool { m.m[1] == 0 && m.m[3] == 0 }

    /// Bounding box of a rectangle's mapped corners (those in front of the eye).
    static func mapRect(_ r: Rect, _ m: Homography) -> Rect {
        let pts = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)].compactMap { m.apply($0) }
        guard let first = pts.first else { return .zero }
        var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
        for p in pts { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Where the nodes can put ink, in their parent's points. Text may overhang its line box
    /// (accents, italics, wide glyphs), so it counts a quarter em around it.
    package static func contentBounds(_ nodes: [Node]) -> Rect {
        var r = Rect.zero
        for node in nodes {
            switch node {
            case .shape(let s):
                // A stroke reaches half its width beyond the rect, a blur 3 sigma.
                r = r.union(s.inkBounds)
            case .text(let t):
                let pad = t.line.run.emSize * 0.25
                r = r.union(Rect(x: t.origin.x, y: t.frame.minY, width: t.line.width, height: t.frame.height).insetBy(dx: -pad, dy: -pad))
            case .image(let i):
                r = r.union(i.inkBounds)
            case .layer(let l):
                let inner = layerInk(l)
                if inner.isEmpty { continue }
                r = r.union(mapRect(inner, l.transform))
            }
        }
        return r
    }
}

extension PixelRect {
    /// Pixels whose centres fall inside `r` (a clip edge on a pixel boundary stays exact).
    init(enclosingRounded r: Rect) {
        let x0 = Self.whole(r.minX.rounded()), y0 = Self.whole(r.minY.rounded())
        self.init(x: x0, y: y0, width: Self.whole(r.maxX.rounded()) - x0, height: Self.whole(r.maxY.rounded()) - y0)
    }
}

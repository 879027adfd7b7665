// LayerWork: what drawing a scene will allocate and touch beyond its canvas, counted before a
// pixel is drawn, walking the scene as SceneRenderer.draw does (through LayerPlan, so the same
// layers are skipped, drawn straight or offscreen, with the same textures): the texels of every
// layer texture, of every blend mode's buffer and of every blurred shape's coverage. Each of
// those is touched a bounded number of times (a blur's time does not grow with its radius:
// GaussianBlur), so their sum bounds a scene's effect work and, since every live texture is one
// of them, the memory its layers hold at once. The caller compares it with its limit; the walk
// stops at the first layer that passes `limit` and names it with its `source` or, when it has
// none (a picker's own rows), the nearest enclosing layer's.
// The walk allocates nothing a node and reads no pixel: a layer costs its content bounds.

import PickerRenderGeometry
import PickerRenderScene

package struct LayerWork: Sendable, Equatable {
    /// Texels counted, up to the first layer that passed the limit.
    package var texels = 0
    /// Where the layer that passed the limit came from (nil: none did, or it has no source).
    package var crossing: LayerSource?
    /// Whether the limit was passed.
    package var exceeded = false
}

extension SceneRenderer {
    /// The texels drawing `scene` takes beyond its canvas, counting stopped once over `limit`.
    package static func work(_ scene: Scene, limit: Int) -> LayerWork {
        var work = LayerWork()
        let s = scene.scale
        let canvas = PixelRect(x: 0, y: 0, width: scene.pixelWidth, height: scene.pixelHeight)
        count(scene.children, ctm: .scale(s, s), scale: s, clip: canvas, source: nil, limit: limit, into: &work)
        return work
    }

    private static func count(_ nodes: [Node], ctm: Homography, scale: Double, clip: PixelRect, source: LayerSource?,
                              limit: Int, into work: inout LayerWork) {
        for node in nodes where !work.exceeded {
            switch node {
            case .shape(let shape) where shape.blur > 0:
                let pxPerPoint = (ctm.m[0] * ctm.m[0] + ctm.m[3] * ctm.m[3]).squareRoot()
                let affine = Affine(a: ctm.m[0], b: ctm.m[3], c: ctm.m[1], d: ctm.m[4], tx: ctm.m[2], ty: ctm.m[5])
                let bounds = ShapePath.path(shape, tolerance: Path.defaultTolerance / Swift.max(pxPerPoint, 1e-9)).transformed(by: affine).bounds
                let region = Compositor.blurredRegion(bounds, sigma: shape.blur * pxPerPoint, clip: clip)
                add(region.area, source, limit, &work)
            case .layer(let layer):
                let here = layer.source ?? source
                switch LayerPlan(layer, ctm: ctm, scale: scale, clip: clip) {
                case .skip: continue
                case .direct(let m, let inner):
                    count(layer.children, ctm: m, scale: scale, clip: inner, source: here, limit: limit, into: &work)
                case .offscreen(let plan):
                    add(plan.rect.area, here, limit, &work)
                    if layer.blendMode != .normal {
                        add(PerspectiveSampler.coverage(of: plan.rect, map: plan.map, clip: clip).area, here, limit, &work)
                    }
                    count(layer.children, ctm: plan.local, scale: scale, clip: plan.clip, source: here, limit: limit, into: &work)
                }
            case .shape, .text, .image:
                continue
            }
        }
    }

    private static func add(_ texels: Int, _ source: LayerSource?, _ limit: Int, _ work: inout LayerWork) {
        let (sum, overflow) = work.texels.addingReportingOverflow(texels)
        work.texels = overflow ? .max : sum
        if work.texels > limit && !work.exceeded {
            work.exceeded = true
            work.crossing = source
        }
    }
}

// LayerPlan: how SceneRenderer draws a layer into a target (with a transform `ctm` and a clip of
// target pixels): not at all, straight into the target, or offscreen through a texture, and for
// a texture its rect. Drawing (SceneRenderer+Layer) and counting a scene's work before drawing
// (LayerWork) both ask here, so what is counted is what is drawn.
// The texture holds the layer's content's ink at the display scale, spread by its blur and
// shadow (EffectPlan), plus the transparent texel ring the sampler needs. When the layer's map is
// affine and the clip does not show all of that ink, it holds only what can reach a visible
// pixel (`EffectPlan.needed`) within the clip's preimage grown by two texels (the sampler's
// footprint: the pixel's own preimage plus one bilinear texel). The blur and shadow read zeros
// beyond the texture, which changes only texels that are not shown. So a blur of 200 pt on a
// 400-pt canvas costs the canvas, not its 3,997-pt-wide spread; and a layer shown whole gets the
// texture it always had, so its pixels are unchanged.
// A layer with content drawn through a perspective map is cut as any other. It was not, while
// the PerspectiveSampler took its sub-sample counts at the ends of each row of the clip it was
// given: a smaller texture (a smaller clip) sampled the same texels differently (up to 53 levels
// on a row turned by 76 degrees, LayerEffectsFuzzer's second finding). The sampler now takes
// them where the ink lands (`PerspectiveSampler.countedColumns`), so a cut changes no pixel
// shown; kept whole, a shadow over a view turned and scaled 13 times held an 8-megapixel texture
// for a 182 x 186-pixel picture (0.95 s in a release build, 155 s under AddressSanitizer).

import PickerRenderGeometry
import PickerRenderScene

enum LayerPlan {
    case skip
    /// Drawn straight into the target through `m`, clipped to `clip`.
    case direct(m: Homography, clip: PixelRect)
    case offscreen(TexturePlan)

    /// An offscreen layer's texture and the maps around it.
    struct TexturePlan {
        let effects: EffectPlan
        /// The texture, in local pixels (ring included).
        let rect: PixelRect
        /// Local points -> texture pixels.
        let local: Homography
        /// Texture pixels the children may draw into.
        let clip: PixelRect
        /// Texture pixels -> target pixels.
        let map: Homography
        /// Local points -> target pixels.
        let m: Homography
    }

    init(_ layer: Layer, ctm: Homography, scale: Double, clip: PixelRect) {
        guard layer.opacity > 0 else { self = .skip; return }
        let m = ctm * layer.transform
        if m.isAffine && layer.opacity >= 1 && !layer.hasEffects && SceneRenderer.isAxisAligned(m) {
            var inner = clip
            if layer.clips {
                inner = clip.intersection(PixelRect(enclosingRounded: SceneRenderer.mapRect(layer.bounds, m)))
            }
            self = inner.isEmpty ? .skip : .direct(m: m, clip: inner)
            return
        }
        // Offscreen: the content's ink in local points, at the display scale.
        let content = SceneRenderer.clippedContent(layer)
        guard !content.isEmpty else { self = .skip; return }
        let inner = PixelRect(enclosing: content.scaled(by: scale))
        let effects = EffectPlan(layer, inner: inner, scale: scale)
        var ink = effects.ink
        if let visible = Self.visibleTexels(m, scale: scale, clip: clip), !visible.contains(ink) {
            ink = effects.needed(within: visible)
        }
        let rect = ink.grown(by: 1)
        // A layer whose whole texture maps outside the clip draws nothing: it is not drawn
        // (a scroll's rows laid out beyond its view, for labels that may overhang into it).
        guard !ink.isEmpty, !SceneRenderer.mapsOutside(rect, scale: scale, m, clip: clip) else { self = .skip; return }
        let local = Homography.translation(Double(-rect.x), Double(-rect.y)) * .scale(scale, scale)
        var texClip = PixelRect(x: inner.x - rect.x, y: inner.y - rect.y, width: inner.width, height: inner.height)
        if layer.clips {
            texClip = texClip.intersection(PixelRect(enclosingRounded: SceneRenderer.mapRect(layer.bounds, local)))
        }
        texClip = texClip.intersection(PixelRect(x: 0, y: 0, width: rect.width, height: rect.height))
        let map = m * .scale(1 / scale, 1 / scale) * .translation(Double(rect.x), Double(rect.y))
        self = .offscreen(TexturePlan(effects: effects, rect: rect, local: local, clip: texClip, map: map, m: m))
    }

    /// The local pixels that pixels of `clip` can sample through `m` (local points -> target
    /// pixels) at `scale`, when `m` is affine: the clip's preimage, grown by two texels. nil for
    /// a perspective map (its preimage can cross the horizon; the whole ink is kept then).
    static func visibleTexels(_ m: Homography, scale: Double, clip: PixelRect) -> PixelRect? {
        guard m.isAffine, let inverse = (m * .scale(1 / scale, 1 / scale)).inverse else { return nil }
        let c = clip.grown(by: 1)
        let corners = [Point(Double(c.x), Double(c.y)), Point(Double(c.maxX), Double(c.y)),
                       Point(Double(c.maxX), Double(c.maxY)), Point(Double(c.x), Double(c.maxY))].compactMap { inverse.apply($0) }
        guard corners.count == 4, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let box = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return PixelRect(enclosing: box).grown(by: 2)
    }
}

extension Layer {
    /// Whether anything is applied to the layer's content as a whole (so it goes offscreen).
    var hasEffects: Bool {
        mask != nil || shapeMask != nil || blur > 0 || shadow != nil || colorMatrix != nil || blendMode != .normal
    }
}

// SceneRenderer+Layer: a layer is drawn straight into its target while it is an axis-aligned
// affine map with nothing to apply to its content as a whole; otherwise (turned in 3D,
// translucent, masked, clipped to a shape, blurred or shadowed) it is drawn offscreen.
// Offscreen, in order (Node.swift gives the order as the scene's meaning):
//   1. the texture: the content's ink in local points at the display scale (`inner`), grown by
//      the blur's reach R = ceil(3 sigma) pixels, joined with where the shadow falls (the ink
//      moved by the offset, grown by the shadow's reach and one pixel for a fractional offset),
//      plus one transparent texel on every side, which the PerspectiveSampler relies on; cut to
//      what can reach a visible pixel when the clip shows only part of it (LayerPlan);
//   2. the children, clipped to `inner` (and to `bounds` when the layer clips);
//   3. the gradient mask (LayerMask.applyGradient), then the shape mask (LayerMask.applyShape),
//      then the colour matrix (ColorMatrixFilter);
//   4. the blur of all four channels (GaussianBlur.blurRGBA), then the shadow beneath
//      (ShadowCompositor); neither reaches the border texel, by the sizes of step 1;
//   5. the texture mapped into the target with the layer's opacity (PerspectiveSampler); with a
//      blend mode, mapped into a clear buffer over the part of the clip its ink reaches first,
//      then combined (BlendKernel; a clear source pixel leaves the target's as it is).
// A layer without effects gets exactly the texture it had before effects existed (same rect,
// same clip), so pictures that use none are unchanged byte for byte.

import PickerRenderGeometry
import PickerRenderScene

extension SceneRenderer {
    func drawLayer(_ layer: Layer, into target: inout Pixmap, ctm: Homography, scale: Double, clip: PixelRect) {
        let plan: LayerPlan.TexturePlan
        switch LayerPlan(layer, ctm: ctm, scale: scale, clip: clip) {
        case .skip: return
        case .direct(let m, let inner):
            draw(layer.children, into: &target, ctm: m, scale: scale, clip: inner)
            return
        case .offscreen(let p): plan = p
        }
        let texRect = plan.rect
        var texture = Pixmap(width: texRect.width, height: texRect.height)
        draw(layer.children, into: &texture, ctm: plan.local, scale: scale, clip: plan.clip)
        if let mask = layer.mask {
            LayerMask.applyGradient(mask, bounds: layer.bounds, to: &texture, texOrigin: texRect, scale: scale)
        }
        if let shape = layer.shapeMask {
            let path = ShapePath.path(shape, tolerance: Path.defaultTolerance / scale)
                .transformed(by: Affine(a: scale, b: 0, c: 0, d: scale, tx: Double(-texRect.x), ty: Double(-texRect.y)))
            let gradient = shape.gradient.flatMap { GradientRamp($0, toPixels: plan.local) }
            effects.applyShapeMask(path, gradient: gradient, to: &texture)
        }
        if let matrix = layer.colorMatrix { ColorMatrixFilter.apply(matrix, to: &texture) }
        if plan.effects.blurSigma > 0 { effects.blur(&texture, sigma: plan.effects.blurSigma) }
        if let shadow = layer.shadow {
            effects.shadow(&texture, color: premultiplied(shadow.color), sigma: plan.effects.shadowSigma,
                           dx: shadow.x * scale, dy: shadow.y * scale)
        }
        let opacity = UInt8((layer.opacity * 255).rounded())
        guard let ink = texture.inkBounds() else { return }
        if layer.blendMode != .normal {
            blend(texture, texRect: texRect, map: plan.map, mode: layer.blendMode, opacity: opacity, ink: ink, into: &target, clip: clip)
            return
        }
        let (tw, th) = (target.width, target.height)
        texture.withUnsafeMutableBytes { src in
            target.withUnsafeMutableBytes { dst in
                PerspectiveSampler.draw(
                    PixelBufferPointer(base: src.baseAddress!, width: texRect.width, height: texRect.height, stride: texRect.width * 4),
                    into: PixelBufferPointer(base: dst.baseAddress!, width: tw, height: th, stride: tw * 4),
                    map: plan.map, clip: clip, opacity: opacity, ink: ink)
            }
        }
    }

    /// A texture drawn with a blend mode: sampled as source over into a clear buffer over the
    /// pixels of the clip its ink reaches, which then meets the target through BlendKernel, row
    /// by row.
    private func blend(_ texture: Pixmap, texRect: PixelRect, map: Homography, mode: BlendMode, opacity: UInt8, ink: PixelRect,
                       into target: inout Pixmap, clip layerClip: PixelRect) {
        let clip = PerspectiveSampler.coverage(of: ink, map: map, clip: layerClip.intersection(target.bounds))
        guard !clip.isEmpty else { return }
        var scratch = Pixmap(width: clip.width, height: clip.height)
        var texture = texture
        let shifted = Homography.translation(Double(-clip.x), Double(-clip.y)) * map
        let whole = scratch.bounds
        texture.withUnsafeMutableBytes { src in
            scratch.withUnsafeMutableBytes { dst in
                PerspectiveSampler.draw(
                    PixelBufferPointer(base: src.baseAddress!, width: texRect.width, height: texRect.height, stride: texRect.width * 4),
                    into: PixelBufferPointer(base: dst.baseAddress!, width: clip.width, height: clip.height, stride: clip.width * 4),
                    map: shifted, clip: whole, opacity: opacity, ink: ink)
            }
        }
        let width = target.width
        scratch.withUnsafeMutableBytes { src in
            target.withUnsafeMutableBytes { dst in
                for y in 0..<clip.height {
                    BlendKernel.blendRow(mode, source: UnsafeRawPointer(src.baseAddress! + y * clip.width * 4),
                                         destination: UnsafeMutableRawPointer(dst.baseAddress! + ((clip.y + y) * width + clip.x) * 4),
                                         count: clip.width)
                }
            }
        }
    }

    /// The children's ink in local points, cut to `bounds` when the layer clips and to its
    /// shape mask's ink: what the layer's texture must hold before effects spread it.
    static func clippedContent(_ l: Layer) -> Rect {
        var inner = contentBounds(l.children)
        if l.clips { inner = inner.intersection(l.bounds) }
        if let shape = l.shapeMask { inner = inner.intersection(shape.inkBounds) }
        return inner
    }

    /// Where a layer can put ink, in its local points: its clipped content, grown by 3 sigma of
    /// blur, joined with its shadow (the content moved by the offset, grown by 3 sigma).
    package static func layerInk(_ l: Layer) -> Rect {
        var ink = clippedContent(l)
        if ink.isEmpty { return ink }
        if l.blur > 0 { ink = ink.insetBy(dx: -3 * l.blur, dy: -3 * l.blur) }
        if let s = l.shadow {
            let r = 3 * Swift.max(0, s.radius)
            ink = ink.union(ink.offsetBy(dx: s.x, dy: s.y).insetBy(dx: -r, dy: -r))
        }
        return ink
    }
}

extension SceneRenderer {
    /// Whether a texture's pixels (in local pixels at `scale`), mapped by `m` into the target,
    /// land wholly outside `clip` (grown by a pixel for the sampler's footprint). A corner behind
    /// the eye answers no: the bounding box of the others says nothing then.
    package static func mapsOutside(_ tex: PixelRect, scale: Double, _ m: Homography, clip: PixelRect) -> Bool {
        let r = Rect(x: Double(tex.x) / scale, y: Double(tex.y) / scale, width: Double(tex.width) / scale, height: Double(tex.height) / scale)
        let corners = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)]
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for c in corners {
            guard let p = m.apply(c) else { return false }
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        let c = clip.grown(by: 1)
        return x1 <= Double(c.x) || y1 <= Double(c.y) || x0 >= Double(c.x + c.width) || y0 >= Double(c.y + c.height)
    }
}

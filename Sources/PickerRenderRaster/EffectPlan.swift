// EffectPlan: the pixel extents of a layer's blur and shadow, in its local pixels (local points
// times the display scale): the two standard deviations, and `ink`, the pixels the finished
// texture can cover: the content's ink grown by the blur's reach R = ceil(3 sigma), joined with
// the shadow's (that ink moved by the whole pixels of the offset, one pixel more for its
// fraction, grown by the shadow's reach). `needed(within:)` is the part of the texture that can
// reach a visible pixel, for a layer only part of whose ink is shown (LayerPlan).

import PickerRenderGeometry
import PickerRenderScene

struct EffectPlan {
    let blurSigma: Double
    let shadowSigma: Double
    /// The content's ink (local pixels), before any effect spreads it.
    let inner: PixelRect
    let ink: PixelRect
    private let hasShadow: Bool
    /// The shadow's offset in whole pixels (floor), zero without a shadow.
    private let dx: Int, dy: Int
    /// Where the shadow can be, before it is cut (empty without a shadow).
    private let shadowInk: PixelRect

    init(_ layer: Layer, inner: PixelRect, scale: Double) {
        self.inner = inner
        hasShadow = layer.shadow != nil
        blurSigma = layer.blur * scale
        var ink = inner.grown(by: GaussianBlur.radius(sigma: blurSigma))
        if let shadow = layer.shadow {
            shadowSigma = Swift.max(0, shadow.radius) * scale
            // The shadow's ink: moved by the whole pixels of the offset (floor), one pixel more
            // for the fraction, and the blur's reach.
            dx = PixelRect.whole((shadow.x * scale).rounded(.down)); dy = PixelRect.whole((shadow.y * scale).rounded(.down))
            let moved = PixelRect(x: ink.x + dx, y: ink.y + dy, width: ink.width + 1, height: ink.height + 1)
            shadowInk = moved.grown(by: GaussianBlur.radius(sigma: shadowSigma))
            ink = ink.union(shadowInk)
        } else {
            shadowSigma = 0; dx = 0; dy = 0; shadowInk = PixelRect(x: 0, y: 0, width: 0, height: 0)
        }
        self.ink = ink
    }

    /// The texels that can reach a pixel of `visible` (local pixels): the ink there; with a
    /// shadow, the shadow's texels within its blur's reach of it (the moved alpha is blurred in
    /// the texture's own places: without them the far side of a shadow cast across the clip's
    /// edge was missing, LayerEffectsFuzzer's first finding), the blurred content that can cast
    /// shadow there; and the content within the blur's reach of all that. Outside this, what the
    /// texture holds changes no visible pixel.
    func needed(within visible: PixelRect) -> PixelRect {
        let rb = GaussianBlur.radius(sigma: blurSigma)
        let blurred = inner.grown(by: rb)
        var needed = ink.intersection(visible).union(inner.intersection(visible.grown(by: rb)))
        if hasShadow {
            // The shadow at a visible pixel reads the blurred alpha up to its reach, plus the
            // offset and a pixel for its fraction, away.
            let rs = GaussianBlur.radius(sigma: shadowSigma)
            let casting = visible.grown(dx: rs + abs(dx) + 1, dy: rs + abs(dy) + 1)
            needed = needed.union(shadowInk.intersection(visible.grown(by: rs + 1)))
                .union(blurred.intersection(casting)).union(inner.intersection(casting.grown(by: rb)))
        }
        return needed
    }
}

extension PixelRect {
    /// The rectangle grown by `n` pixels on every side.
    func grown(by n: Int) -> PixelRect { grown(dx: n, dy: n) }

    /// The rectangle grown by `dx` pixels left and right and `dy` up and down.
    func grown(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x - dx, y: y - dy, width: width + 2 * dx, height: height + 2 * dy)
    }

    /// The smallest rectangle holding both.
    func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = Swift.min(x, o.x), y0 = Swift.min(y, o.y)
        return PixelRect(x: x0, y: y0, width: Swift.max(maxX, o.maxX) - x0, height: Swift.max(maxY, o.maxY) - y0)
    }
}

// LayerEffect: a drawing modifier with its numbers resolved, as layout applies it to the layer
// its view is drawn in. The scene's Layer (PickerRenderScene) is the one closed form every
// effect lowers to; the effects themselves are open: each SwiftUI modifier brings its own
// conformer beside its Swift API and spec form (PickerRender's Compose/Modifiers), so a new
// effect adds a file there, not a case here. Effects never change layout: the view is measured
// and placed as without them, then drawn as a layer whose transform, opacity, masks and filters
// the effects set (LayoutContext+Drawing).
// Invariant: an effect only writes the layer it is given; its numbers were checked when it was
// made. Anchors are unit points of the view's frame, mirrored right to left by `EffectBox`.

import PickerRenderGeometry
import PickerRenderScene

package protocol LayerEffect {
    /// The effect's part of its layer's name in the scene dump ("opacity", "rotation3DEffect").
    var name: String { get }
    /// Which effects share one layer with it.
    var run: LayerEffectRun { get }
    /// Sets the effect on `layer`, the view's layer in its frame's box.
    func apply(to layer: inout Layer, in box: EffectBox)
}

/// Effects of one run next to each other are one layer: transforms compose into one
/// homography and opacities multiply (a wheel's row is sampled once, as the wheel draws it);
/// colour matrices multiply into one. Any other effect has a layer of its own.
package enum LayerEffectRun: Sendable { case transform, colorMatrix, alone }

/// The box an effect applies in: the view's frame size, with the layout that placed it.
package struct EffectBox {
    package let size: Size
    package let context: LayoutContext

    /// A unit point of the box as the layout direction places it (x mirrors right to left).
    package func physical(unit p: Point) -> Point { context.physical(unit: p) }

    /// A unit point's position in the box's points.
    package func point(unit p: Point) -> Point {
        let a = physical(unit: p)
        return Point(a.x * size.width, a.y * size.height)
    }

    /// `m` applied about a unit point of the box.
    package func about(_ unit: Point, _ m: Homography) -> Homography {
        let p = point(unit: unit)
        return .translation(p.x, p.y) * m * .translation(-p.x, -p.y)
    }

    /// A horizontal distance as the layout direction places it (trailing is left right to left).
    package func physical(x: Double) -> Double { context.isRightToLeft ? -x : x }
}

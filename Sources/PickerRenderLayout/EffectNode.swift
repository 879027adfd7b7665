// EffectNode: a SwiftUI drawing modifier with its numbers resolved (opacity, offset, scale,
// rotation, 3D rotation, mask, clip shape, shadow, blur, colour matrix, blend mode). Effects never change layout: the
// view is measured and placed as without them, then drawn as a layer whose transform,
// opacity, mask and filters are the effect's (LayoutContext+Drawing). Anchors are unit points
// of the view's frame.

import PickerRenderGeometry
import PickerRenderScene

package indirect enum EffectNode {
    case opacity(Double)
    case offset(x: Double, y: Double)
    case scale(x: Double, y: Double, anchor: Point)
    /// Degrees clockwise on screen (SwiftUI's positive angle), about the anchor.
    case rotation(degrees: Double, anchor: Point)
    /// rotation3DEffect: degrees about the axis, seen with `perspective` (SwiftUI's m34 of
    /// -perspective / max(width, height)), about the anchor.
    case rotation3D(degrees: Double, axis: (x: Double, y: Double, z: Double), anchor: Point, perspective: Double)
    /// The view's alpha multiplied by a shape's coverage (and its gradient's alpha): the mask
    /// view is one shape, perhaps in frames and padding, laid out in the view's frame.
    case mask(ViewNode, alignment: (HorizontalAlignment, VerticalAlignment))
    /// The view cut to a shape of its frame.
    case clip(ShapeNode)
    case shadow(color: Color, radius: Double, x: Double, y: Double)
    case blur(radius: Double)
    /// A colour effect (hueRotation, brightness, ...), as its matrix; `name` is the modifier's.
    /// Colour effects next to each other multiply into one layer's matrix.
    case colorMatrix(ColorMatrix, name: String)
    /// `.blendMode(_:)`: how the view's pixels meet what is beneath it.
    case blendMode(BlendMode)
    /// The view as one VoiceOver element (a layer that draws as its content does).
    case accessibility(AccessibilityElement)
}

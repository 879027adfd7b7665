// blur: the view drawn through a Gaussian blur of all four channels, the radius its standard
// deviation in points (docs/architecture.md §19), its layout frame unchanged.
// Spec: {"type": "blur", "radius": 4, "content": view}.

import PickerRenderLayout
import PickerRenderScene

package struct Blur: EffectModifier {
    var radius: Expression

    /// Longest blur or shadow radius, in points: a blur's texture grows by three radii a side.
    static let maximumRadius = 200.0

    package static let type = "blur"
    package static let fields = [PictureSpec.expressionField("radius", 0...200, required: true, "the blur radius in points"),
                                 PictureSpec.effectContentField]
    package init(radius: Expression) { self.radius = radius }
    package init(spec o: SpecObject) { radius = o.expression("radius")! }
    package func writeSpec(to w: inout SpecWriter) { w.set("radius", radius) }

    package func layerEffect(in layout: ViewTreeLayout, path: String) throws(PickerError) -> any LayerEffect {
        Effect(radius: try layout.number(radius, name: "radius", path: path, in: 0...Self.maximumRadius))
    }

    struct Effect: LayerEffect {
        let radius: Double
        var name: String { "blur" }
        var run: LayerEffectRun { .alone }
        func apply(to layer: inout Layer, in box: EffectBox) { layer.blur = radius }
    }
}

extension View {
    /// SwiftUI's `.blur(radius:)`.
    public func blur(radius: Expression) -> AnyView { modifier(Blur(radius: radius)) }
}

// opacity: the view drawn with its alpha multiplied. An expression's value is clamped to 0...1,
// as SwiftUI clamps it, so `1 - abs(position) * falloff` never fails at a scroll's edges.
// Spec: {"type": "opacity", "opacity": 0.5 or "1 - abs(position)", "content": view}.

import PickerRenderLayout
import PickerRenderScene

package struct Opacity: EffectModifier {
    var opacity: Expression

    package static let type = "opacity"
    package static let fields = [
        PictureSpec.expressionField("opacity", 0...1, required: true, "0 (clear) to 1 (opaque); an expression's value is clamped to 0...1"),
        PictureSpec.effectContentField,
    ]
    package init(_ opacity: Expression) { self.opacity = opacity }
    package init(spec o: SpecObject) { opacity = o.expression("opacity")! }
    package func writeSpec(to w: inout SpecWriter) { w.set("opacity", opacity) }

    package func layerEffect(in layout: ViewTreeLayout, path: String) throws(PickerError) -> any LayerEffect {
        let v: Double
        do { v = try opacity.number(layout.variables) } catch {
            throw ViewTreeLayout.at(path, .invalidExpression(name: "opacity", text: opacity.description, error))
        }
        return Effect(opacity: min(max(v, 0), 1))
    }

    struct Effect: LayerEffect {
        let opacity: Double
        var name: String { "opacity" }
        var run: LayerEffectRun { .transform }
        func apply(to layer: inout Layer, in box: EffectBox) { layer.opacity *= opacity }
    }
}

extension View {
    /// SwiftUI's `.opacity(_:)`.
    public func opacity(_ opacity: Expression) -> AnyView { modifier(Opacity(opacity)) }
}

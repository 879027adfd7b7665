// offset: the view drawn moved by x to the trailing side and y down, its layout frame where it
// was (SwiftUI's `.offset(x:y:)`); right to left, x moves it left.
// Spec: {"type": "offset", "x": 4, "y": "position * 10", "content": view}.

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene

package struct Offset: EffectModifier {
    var x: Expression, y: Expression

    package static let type = "offset"
    package static let fields = [
        PictureSpec.expressionField("x", PictureSpec.length, "points to the trailing side (default 0)"),
        PictureSpec.expressionField("y", PictureSpec.length, "points down (default 0)"), PictureSpec.effectContentField,
    ]
    package init(x: Expression, y: Expression) { self.x = x; self.y = y }
    package init(spec o: SpecObject) { x = o.expression("x") ?? 0; y = o.expression("y") ?? 0 }
    package func writeSpec(to w: inout SpecWriter) { w.set("x", x); w.set("y", y) }

    package func layerEffect(in layout: ViewTreeLayout, path: String) throws(PickerError) -> any LayerEffect {
        Effect(x: try layout.number(x, name: "x", path: path, in: PictureSpec.length),
               y: try layout.number(y, name: "y", path: path, in: PictureSpec.length))
    }

    struct Effect: LayerEffect {
        let x: Double, y: Double
        var name: String { "offset" }
        var run: LayerEffectRun { .transform }
        func apply(to layer: inout Layer, in box: EffectBox) {
            layer.parameters.append(LayerParameter("offset", [x, y]))
            layer.transform = layer.transform * .translation(box.physical(x: x), y)
        }
    }
}

extension View {
    /// SwiftUI's `.offset(x:y:)`.
    public func offset(x: Expression = 0, y: Expression = 0) -> AnyView { modifier(Offset(x: x, y: y)) }
}

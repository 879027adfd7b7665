// shadow: a blurred copy of the view's alpha in a colour, offset and drawn beneath it
// (SwiftUI's `.shadow(color:radius:x:y:)`, black at 33 % by default); right to left, x moves it
// left. The radius is the Gaussian's standard deviation (docs/architecture.md §19).
// Spec: {"type": "shadow", "color": "#00000054", "radius": 3, "x": 0, "y": 1, "content": view}.

import PickerRenderLayout
import PickerRenderScene

package struct ShadowModifier: EffectModifier {
    var color: ColorSpec, radius: Expression, x: Expression, y: Expression

    package static let type = "shadow"
    package static let fields = [
        SpecField("color", .color, "the shadow's colour (default black at 33 %)"),
        PictureSpec.expressionField("radius", 0...200, required: true, "the blur radius in points"),
        PictureSpec.expressionField("x", PictureSpec.length, "points to the trailing side (default 0)"),
        PictureSpec.expressionField("y", PictureSpec.length, "points down (default 0)"), PictureSpec.effectContentField,
    ]
    package init(color: ColorSpec, radius: Expression, x: Expression, y: Expression) {
        self.color = color; self.radius = radius; self.x = x; self.y = y
    }
    package init(spec o: SpecObject) {
        self.init(color: o.color("color") ?? .defaultShadow, radius: o.expression("radius")!, x: o.expression("x") ?? 0, y: o.expression("y") ?? 0)
    }
    package func writeSpec(to w: inout SpecWriter) {
        if color != .defaultShadow { w.set("color", color.specText) }
        w.set("radius", radius); w.set("x", x); w.set("y", y)
    }

    package func layerEffect(in layout: ViewTreeLayout, path: String) throws(PickerError) -> any LayerEffect {
        Effect(color: color.resolved(layout.options.palette),
               radius: try layout.number(radius, name: "radius", path: path, in: 0...Blur.maximumRadius),
               x: try layout.number(x, name: "x", path: path, in: PictureSpec.length), y: try layout.number(y, name: "y", path: path, in: PictureSpec.length))
    }

    struct Effect: LayerEffect {
        let color: Color, radius: Double, x: Double, y: Double
        var name: String { "shadow" }
        var run: LayerEffectRun { .alone }
        func apply(to layer: inout Layer, in box: EffectBox) { layer.shadow = Shadow(color: color, radius: radius, x: box.physical(x: x), y: y) }
    }
}

extension ColorSpec {
    /// SwiftUI's default shadow colour: black at 33 % opacity.
    @usableFromInline package static let defaultShadow = ColorSpec.fixed(Color(0, 0, 0, alpha: 0.33))
}

extension View {
    /// SwiftUI's `.shadow(color:radius:x:y:)`.
    public func shadow(color: ColorSpec = .defaultShadow, radius: Expression, x: Expression = 0, y: Expression = 0) -> AnyView {
        modifier(ShadowModifier(color: color, radius: radius, x: x, y: y))
    }
}

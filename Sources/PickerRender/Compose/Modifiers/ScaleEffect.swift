// scaleEffect: the view drawn scaled about an anchor of its frame (its centre by default),
// its layout frame unchanged. Equal factors about a point are the wheel's own
// `Homography.scale(_:about:)`, to the bit, so a composed row is the built-in row's pixels.
// Spec: {"type": "scaleEffect", "scale": 0.9 (or "x" and "y"), "anchor": "top", "content": view}.

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene

package struct ScaleEffect: EffectModifier {
    var x: Expression, y: Expression, anchor: UnitPoint

    /// Largest |scale| of a scaleEffect.
    static let maximumScale = 100.0

    package static let type = "scaleEffect"
    package static let fields = [
        PictureSpec.expressionField("scale", -100...100, "the scale on both axes (or give x and y)"),
        PictureSpec.expressionField("x", -100...100, "the horizontal scale (default 1)"),
        PictureSpec.expressionField("y", -100...100, "the vertical scale (default 1)"), PictureSpec.anchorField, PictureSpec.effectContentField,
    ]
    package init(x: Expression, y: Expression, anchor: UnitPoint) { self.x = x; self.y = y; self.anchor = anchor }
    package init(spec o: SpecObject) throws(SpecError) {
        if o.has("scale"), let other = ["x", "y"].first(where: o.has) { throw o.error(other, "give scale, or x and y, not both") }
        let both = o.expression("scale")
        self.init(x: both ?? o.expression("x") ?? 1, y: both ?? o.expression("y") ?? 1, anchor: o.unitPoint("anchor") ?? .center)
    }
    package func writeSpec(to w: inout SpecWriter) {
        if x == y { w.set("scale", x) } else { w.set("x", x); w.set("y", y) }
        if anchor != .center { w.set("anchor", anchor) }
    }

    package func layerEffect(in layout: ViewTreeLayout, path: String) throws(PickerError) -> any LayerEffect {
        try ViewTreeLayout.check(anchor, name: "anchor", path: path)
        let r = -Self.maximumScale...Self.maximumScale
        return Effect(x: try layout.number(x, name: "x", path: path, in: r), y: try layout.number(y, name: "y", path: path, in: r),
                      anchor: Point(anchor.x, anchor.y))
    }

    struct Effect: LayerEffect {
        let x: Double, y: Double, anchor: Point
        var name: String { "scaleEffect" }
        var run: LayerEffectRun { .transform }
        func apply(to layer: inout Layer, in box: EffectBox) {
            layer.parameters.append(LayerParameter("scale", x == y ? [x] : [x, y]))
            layer.transform = layer.transform * (x == y ? .scale(x, about: box.point(unit: anchor)) : box.about(anchor, .scale(x, y)))
        }
    }
}

extension View {
    /// SwiftUI's `.scaleEffect(_:anchor:)`.
    public func scaleEffect(_ scale: Expression, anchor: UnitPoint = .center) -> AnyView {
        modifier(ScaleEffect(x: scale, y: scale, anchor: anchor))
    }
    /// SwiftUI's `.scaleEffect(x:y:anchor:)`.
    public func scaleEffect(x: Expression = 1, y: Expression = 1, anchor: UnitPoint = .center) -> AnyView {
        modifier(ScaleEffect(x: x, y: y, anchor: anchor))
    }
}

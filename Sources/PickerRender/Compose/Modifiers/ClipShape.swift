// clipShape and clipped: the view cut to a shape of its frame (`.clipped()` is the rectangle,
// which clips the layer to its bounds; any other shape is the layer's shape mask).
// Spec: {"type": "clipShape", "shape": "roundedRectangle", "cornerRadius": 12, "style":
// "continuous", "content": view}.

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene

package struct ClipShape: EffectModifier {
    var kind: ShapeKind

    package static let type = "clipShape"
    package static let fields: [SpecField] = [
        SpecField("shape", .oneOf(PictureSpec.shapeTypes.map(\.0) + ["roundedRectangle"]), required: true, "the shape cut to"),
        SpecField("cornerRadius", .number(0...Limits.maximumLength), "with roundedRectangle: the corners' radius"),
        SpecField("style", .oneOf(RoundedCornerStyle.allCases.map(\.rawValue)), "with roundedRectangle (default circular)"),
        PictureSpec.effectContentField,
    ]
    package init(_ kind: ShapeKind) { self.kind = kind }
    package init(spec o: SpecObject) throws(SpecError) {
        let name = o.string("shape")!
        if name == "roundedRectangle" {
            guard let r = o.number("cornerRadius") else { throw o.error("cornerRadius", "missing (a roundedRectangle needs its radius)") }
            kind = .roundedRectangle(cornerRadius: r, style: o.string("style").flatMap(RoundedCornerStyle.init(rawValue:)) ?? .circular)
        } else {
            for key in ["cornerRadius", "style"] where o.has(key) { throw o.error(key, "goes with roundedRectangle, not \(name)") }
            kind = PictureSpec.shapeTypes.first { $0.0 == name }!.1
        }
    }
    package func writeSpec(to w: inout SpecWriter) {
        var sw = SpecWriter(); PictureSpec.writeShape(kind, to: &sw)
        for (k, v) in sw.members { w.set(k == "type" ? "shape" : k, v) }
    }

    package func layerEffect(in layout: ViewTreeLayout, path: String) throws(PickerError) -> any LayerEffect {
        Effect(shape: try layout.shapeNode(ShapeView(kind, paint: .color(.primary)), path: path))
    }

    struct Effect: LayerEffect {
        let shape: ShapeNode
        var name: String { "clipShape" }
        var run: LayerEffectRun { .alone }
        func apply(to layer: inout Layer, in box: EffectBox) {
            if shape.outline == .rectangle { layer.clips = true } else {
                layer.shapeMask = box.context.shapeItem(shape, in: Rect(origin: .zero, size: box.size))
            }
        }
    }
}

extension View {
    /// SwiftUI's `.clipShape(_:)`.
    public func clipShape(_ shape: some Shape) -> AnyView { modifier(ClipShape(shape.kind)) }
    /// `.clipped()`: cut to the view's frame.
    public func clipped() -> AnyView { modifier(ClipShape(.rectangle)) }
}

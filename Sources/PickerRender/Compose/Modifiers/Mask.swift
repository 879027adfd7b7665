// mask: the view's alpha multiplied by a mask view's, the mask offered the view's size and
// aligned in its frame (SwiftUI's `.mask(alignment:) { ... }`). What masks here is one shape or
// a linear gradient, perhaps in frames and padding: a frame-filling, alpha-only linear gradient
// becomes the layer's gradient mask (the ruler's fade, sampled a column at a time), any other
// shape the layer's shape mask (LayoutContext+GradientMask).
// Spec: {"type": "mask", "mask": view, "alignment": "top", "content": view}.

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene

package struct Mask: EffectModifier {
    var mask: ViewTree, alignment: Alignment

    package static let type = "mask"
    package static let fields: [SpecField] = [
        SpecField("mask", .view, required: true, "a shape or a linear gradient: the content shows where it is opaque"),
        SpecField("alignment", .oneOf(PictureSpec.alignments.map(\.0)), "where the mask sits (default center)"),
        PictureSpec.effectContentField,
    ]
    package init(_ mask: ViewTree, alignment: Alignment) { self.mask = mask; self.alignment = alignment }
    package init(spec o: SpecObject) throws(SpecError) {
        self.init(try PictureSpec.readView(o.value("mask")!, path: o.path("mask")), alignment: PictureSpec.alignment(o))
    }
    package func writeSpec(to w: inout SpecWriter) { w.set("mask", PictureSpec.write(mask)); PictureSpec.set(alignment, to: &w) }

    package var views: [(key: String, tree: ViewTree)] { [("mask", mask)] }
    package func replacingViews(_ views: [ViewTree]) -> Mask { Mask(views[0], alignment: alignment) }

    package func layerEffect(in layout: ViewTreeLayout, path: String) throws(PickerError) -> any LayerEffect {
        // One shape, perhaps framed or padded: what the layer's shape mask can hold.
        let inner = mask.unframed
        guard case .shape = inner else {
            throw ViewTreeLayout.at(path, .invalidOption(name: "mask", value: inner.typeName,
                                                         expected: "a shape or a linear gradient, perhaps in frames and padding (what masks today)"))
        }
        return Effect(mask: try layout.node(mask, path: ViewTreeLayout.join(path, "mask")), alignment: alignment)
    }

    struct Effect: LayerEffect {
        let mask: ViewNode, alignment: Alignment
        var name: String { "mask" }
        var run: LayerEffectRun { .alone }
        func apply(to layer: inout Layer, in box: EffectBox) {
            let ctx = box.context, size = box.size
            if case .shape(let shape) = mask {
                let s = ctx.measure(.shape(shape), proposed: size)
                let o = ctx.frameOffset(alignment.horizontal, alignment.vertical, child: s, in: size)
                let frame = Rect(x: o.x, y: o.y, width: s.width, height: s.height)
                if let gradient = ctx.frameGradientMask(shape, at: frame, size: size) {
                    layer.mask = gradient; layer.clips = true
                } else {
                    layer.shapeMask = ctx.shapeItem(shape, in: frame)
                }
            } else {
                // A framed or padded shape: laid out in the view's frame, its one shape the mask.
                for case .shape(let item) in ctx.placeAligned(mask, alignment.horizontal, alignment.vertical, in: Rect(origin: .zero, size: size)) {
                    layer.shapeMask = item
                }
            }
        }
    }
}

extension ViewTree {
    /// The view inside any frames and padding around it.
    var unframed: ViewTree {
        if case .modified(let m, let t) = self, m.base is Frame || m.base is Padding { return t.unframed }
        return self
    }
}

extension View {
    /// SwiftUI's `.mask(alignment:_:)`.
    public func mask(alignment: Alignment = .center, _ mask: some View) -> AnyView { modifier(Mask(mask.tree, alignment: alignment)) }
}

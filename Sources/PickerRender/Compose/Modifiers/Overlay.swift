// overlay: a view drawn over this one (`.overlay(alignment:) { ... }`), offered its size and
// aligned on it; the view alone decides the size. Spec: {"type": "overlay", "overlay": view,
// "alignment": "top", "content": view}.

import PickerRenderLayout

package struct Overlay: PictureModifier {
    package var overlay: ViewTree
    package var alignment: Alignment

    package static let type = "overlay"
    package static let fields: [SpecField] = [
        SpecField("overlay", .view, required: true, "the view drawn over the content, offered its size"),
        SpecField("alignment", .oneOf(PictureSpec.alignments.map(\.0)), "where the overlay sits (default center)"),
        SpecField("content", .view, required: true, "the view under the overlay"),
    ]
    package init(_ overlay: ViewTree, alignment: Alignment) { self.overlay = overlay; self.alignment = alignment }
    package init(spec o: SpecObject) throws(SpecError) {
        overlay = try PictureSpec.readView(o.value("overlay")!, path: o.path("overlay")); alignment = PictureSpec.alignment(o)
    }
    package func writeSpec(to w: inout SpecWriter) { w.set("overlay", PictureSpec.write(overlay)); PictureSpec.set(alignment, to: &w) }

    package var views: [(key: String, tree: ViewTree)] { [("overlay", overlay)] }
    package func replacingViews(_ views: [ViewTree]) -> Overlay { Overlay(views[0], alignment: alignment) }

    package func node(in layout: ViewTreeLayout, path: String, content: () throws(PickerError) -> ViewNode) throws(PickerError) -> ViewNode {
        let base = try content()
        return .decorated(base, decoration: try layout.node(overlay, path: ViewTreeLayout.join(path, "overlay")),
                          alignment.horizontal, alignment.vertical, behind: false)
    }
}

extension View {
    /// A view drawn over this one, offered its size and aligned on it.
    public func overlay(alignment: Alignment = .center, _ content: some View) -> AnyView {
        modifier(Overlay(content.tree, alignment: alignment))
    }
}

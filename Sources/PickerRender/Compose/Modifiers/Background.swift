// background: a colour filling the view's frame behind it (`.background(Color.blue)`), or a
// view behind it (`.background(alignment:) { ... }`), offered the view's size and aligned on
// it; the view alone decides the size. Spec: {"type": "background", "color": "blue", "content":
// view} or {"type": "background", "background": view, "alignment": "top", "content": view}.

import PickerRenderLayout

package struct BackgroundModifier: PictureModifier {
    package enum Fill: Sendable, Equatable {
        case color(ColorSpec)
        case view(ViewTree, alignment: Alignment)
    }
    package var fill: Fill

    package static let type = "background"
    package static let fields: [SpecField] = [
        SpecField("color", .color, "the colour behind the content (or give background)"),
        SpecField("background", .view, "a view behind the content, offered its size (or give color)"),
        SpecField("alignment", .oneOf(PictureSpec.alignments.map(\.0)), "with background: where it sits (default center)"),
        SpecField("content", .view, required: true, "the view in front"),
    ]
    package init(_ fill: Fill) { self.fill = fill }

    package init(spec o: SpecObject) throws(SpecError) {
        if o.has("background") {
            if o.has("color") { throw o.error("color", "give color or background, not both") }
            fill = .view(try PictureSpec.readView(o.value("background")!, path: o.path("background")), alignment: PictureSpec.alignment(o))
            return
        }
        if o.has("alignment") { throw o.error("alignment", "goes with background (a view), not color") }
        guard o.has("color") else { throw o.error("color", "missing (give color, or background)") }
        guard let color = o.color("color") else { throw o.error("color", "\"transparent\" is not a colour to fill with") }
        fill = .color(color)
    }

    package func writeSpec(to w: inout SpecWriter) {
        switch fill {
        case .color(let c): w.set("color", c.specText)
        case .view(let v, let a): w.set("background", PictureSpec.write(v)); PictureSpec.set(a, to: &w)
        }
    }

    package var views: [(key: String, tree: ViewTree)] {
        if case .view(let v, _) = fill { return [("background", v)] }
        return []
    }
    package func replacingViews(_ views: [ViewTree]) -> BackgroundModifier {
        guard case .view(_, let a) = fill, let v = views.first else { return self }
        return BackgroundModifier(.view(v, alignment: a))
    }

    package func node(in layout: ViewTreeLayout, path: String, content: () throws(PickerError) -> ViewNode) throws(PickerError) -> ViewNode {
        switch fill {
        case .color(let c):
            return .background(c.resolved(layout.options.palette), try content())
        case .view(let v, let a):
            let base = try content()
            return .decorated(base, decoration: try layout.node(v, path: ViewTreeLayout.join(path, "background")),
                              a.horizontal, a.vertical, behind: true)
        }
    }
}

extension View {
    /// A colour filling the view's frame behind it.
    public func background(_ color: ColorSpec) -> AnyView { modifier(BackgroundModifier(.color(color))) }

    /// A view drawn behind this one, offered its size and aligned on it.
    public func background(alignment: Alignment = .center, _ content: some View) -> AnyView {
        modifier(BackgroundModifier(.view(content.tree, alignment: alignment)))
    }
}

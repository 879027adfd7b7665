// background, overlay and mask, with a ShapeStyle or a view built in a closure. A ShapeStyle
// background extends under the safe area as SwiftUI's does (ignoresSafeAreaEdges: .all): where
// the view fills the screen's safe area, the picture's background is that colour.

import PickerRender

extension View {
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        transformed { r, _, _, _ in
            var out = r
            out.tree = .modified(BackgroundModifier(.color(style.colorSpec)), r.tree)
            out.stack = nil
            out.fillsBackground = edges.isEmpty ? nil : style.colorSpec
            return out
        }
    }

    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        decorated(content(), key: "background") { .modified(BackgroundModifier(.view($0, alignment: alignment.pickerRender)), $1) }
    }

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        decorated(content(), key: "overlay") { .modified(Overlay($0, alignment: alignment.pickerRender), $1) }
    }

    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        decorated(FilledShape(kind: .rectangle, paint: style.shapePaint), key: "overlay") { .modified(Overlay($0, alignment: .center), $1) }
    }

    /// The view with `view` resolved (its identity under `key`) and joined to it by
    /// `join(view's tree, this view's tree)`.
    private func decorated<V: View>(_ view: V, key: String, _ join: @escaping (ViewTree, ViewTree) -> ViewTree) -> some View {
        transformed { r, graph, path, env in
            let views = graph.resolve(view, path: path + "/" + key, env: env)
            // No view at all (an `if` that is false): nothing is drawn, as in SwiftUI.
            guard !views.isEmpty else { return r }
            var out = r
            out.tree = join(graph.combine(views).tree, r.tree)
            out.stack = nil
            return out
        }
    }

    public func mask<V: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> V) -> some View {
        let m = mask()
        return transformed { r, graph, path, env in
            var out = r
            out.tree = .modified(Mask(graph.combine(graph.resolve(m, path: path + "/mask", env: env)).tree, alignment: alignment.pickerRender), r.tree)
            out.stack = nil
            return out
        }
    }

    public func clipShape<S: Shape>(_ shape: S) -> some View { wrapped { t, _ in .modified(ClipShape(shape.shapeKind), t) } }
    public func clipped() -> some View { wrapped { t, _ in .modified(ClipShape(.rectangle), t) } }
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        wrapped { t, _ in
            if case .named(let n) = name.space { return .modified(CoordinateSpaceName(n), t) }
            return t
        }
    }
}

// background, overlay and mask, with a ShapeStyle or a view built in a closure. A ShapeStyle
// background extends under the safe area as SwiftUI's does (ignoresSafeAreaEdges: .all): where
// the view fills the screen's safe area, the picture's background is that colour.

import PickerRender

extension View {
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        let fill = AnyModifier(BackgroundModifier(.color(style.colorSpec))), fills = edges.isEmpty ? nil : style.colorSpec
        return transformed { r, _, _ in
            r.wrap(fill)
            r.fillsBackground = fills
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
    private func decorated<V: View>(_ view: V, key: String, _ join: @escaping (ViewTree, ViewTree) -> ViewTree) -> ModifiedView {
        transformedInEnvironment { r, graph, path, env in
            let views = graph.resolve(view, path: path + "/" + key, env: env)
            // No view at all (an `if` that is false): nothing is drawn, as in SwiftUI.
            guard !views.isEmpty else { return }
            r.tree = join(graph.combine(views).tree, r.tree)
            r.stack = nil
        }
    }

    public func mask<V: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> V) -> some View {
        let m = mask()
        return transformedInEnvironment { r, graph, path, env in
            r.tree = .modified(Mask(graph.combine(graph.resolve(m, path: path + "/mask", env: env)).tree, alignment: alignment.pickerRender), r.tree)
            r.stack = nil
        }
    }

    public func clipShape<S: Shape>(_ shape: S) -> some View { wrapped(ClipShape(shape.shapeKind)) }
    public func clipped() -> some View { wrapped(ClipShape(.rectangle)) }
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        // Only a named space is drawn as one (local, global and the scroll view's are always there).
        guard case .named(let n) = name.space else { return transformed { _, _, _ in } }
        return wrapped(CoordinateSpaceName(n))
    }
}

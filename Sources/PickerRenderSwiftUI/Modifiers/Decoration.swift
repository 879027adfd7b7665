// background, overlay and mask, with a ShapeStyle or a view built in a closure. A ShapeStyle
// background extends under the safe area as SwiftUI's does (ignoresSafeAreaEdges: .all): where
// the view fills the screen's safe area, the picture's background is that colour.

import PickerRender

extension View {
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        transformed { r, _, _, _ in
            var out = r
            out.tree = .background(style.colorSpec, r.tree)
            out.stack = nil
            out.fillsBackground = edges.isEmpty ? nil : style.colorSpec
            return out
        }
    }

    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        decorated(content(), alignment: alignment, placement: .background)
    }

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        decorated(content(), alignment: alignment, placement: .overlay)
    }

    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        decorated(FilledShape(kind: .rectangle, paint: style.shapePaint), alignment: .center, placement: .overlay)
    }

    private func decorated<V: View>(_ view: V, alignment: Alignment, placement: Decoration.Placement) -> some View {
        transformed { r, graph, path, env in
            let views = graph.resolve(view, path: path + "/" + placement.rawValue, env: env)
            // No view at all (an `if` that is false): nothing is drawn, as in SwiftUI.
            guard !views.isEmpty else { return r }
            var out = r
            out.tree = .decorated(Decoration(base: r.tree, decoration: graph.combine(views).tree, alignment: alignment.pickerRender,
                                             placement: placement))
            out.stack = nil
            return out
        }
    }

    public func mask<V: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> V) -> some View {
        let m = mask()
        return transformed { r, graph, path, env in
            var out = r
            out.tree = .effect(.mask(graph.combine(graph.resolve(m, path: path + "/mask", env: env)).tree, alignment: alignment.pickerRender), r.tree)
            out.stack = nil
            return out
        }
    }

    public func clipShape<S: Shape>(_ shape: S) -> some View { wrapped { t, _ in .effect(.clipShape(shape.shapeKind), t) } }
    public func clipped() -> some View { wrapped { t, _ in .effect(.clipShape(.rectangle), t) } }
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        wrapped { t, _ in
            if case .named(let n) = name.space { return .coordinateSpace(n, t) }
            return t
        }
    }
}

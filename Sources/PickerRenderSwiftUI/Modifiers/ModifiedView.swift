// ModifiedView: every modifier is one of these. `environment` changes what the views inside
// read (a font, a style, a scroll view's position); `transform` wraps each resolved view in the
// picture model (a frame, padding, an effect); `register` records an action with the graph
// (onAppear, onChange). A modifier that does neither draws nothing (gestures, haptics).

import PickerRender

nonisolated public struct ModifiedView<Content: View>: View, PrimitiveView {
    /// The modified view, held by reference: resolving a view casts it to a primitive, which
    /// copies the value, and a chain of N modifiers held by value was copied N deep at each of
    /// its N levels (18 % of the wheel demo's passes).
    private let box: ContentBox<Content>
    var content: Content { box.value }
    var environment: ((inout EnvironmentValues) -> Void)?
    var transform: ((Resolved, ViewGraph, String, EnvironmentValues) -> Resolved)?
    var register: ((ViewGraph, String) -> Void)?
    public typealias Body = Never

    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        var inner = env
        environment?(&inner)
        register?(graph, path)
        let items = graph.resolve(content, path: path, env: inner)
        guard let transform else { return items }
        return items.map { transform($0, graph, path, env) }
    }
}

final class ContentBox<Content> {
    let value: Content
    init(_ value: Content) { self.value = value }
}

extension ModifiedView {
    init(content: Content, environment: ((inout EnvironmentValues) -> Void)?,
         transform: ((Resolved, ViewGraph, String, EnvironmentValues) -> Resolved)?, register: ((ViewGraph, String) -> Void)?) {
        box = ContentBox(content); self.environment = environment; self.transform = transform; self.register = register
    }
}

extension View {
    func modified(environment: ((inout EnvironmentValues) -> Void)? = nil,
                  register: ((ViewGraph, String) -> Void)? = nil,
                  transform: ((Resolved, ViewGraph, String, EnvironmentValues) -> Resolved)? = nil) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: environment, transform: transform, register: register)
    }

    func transformed(_ t: @escaping (Resolved, ViewGraph, String, EnvironmentValues) -> Resolved) -> ModifiedView<Self> {
        modified(transform: t)
    }

    /// A modifier that wraps the view's tree (the item's id, tag and text kept).
    func wrapped(_ wrap: @escaping (ViewTree, EnvironmentValues) -> ViewTree) -> ModifiedView<Self> {
        transformed { r, _, _, env in
            var out = r
            out.tree = wrap(r.tree, env)
            out.stack = nil; out.fillsBackground = nil
            return out
        }
    }
}

// ModifiedView: every modifier that does something is one of these. An environment modifier
// changes what the views inside read (a font, a style, a scroll view's position); a registering
// one records an action with the graph (onAppear, onChange); a wrapping one puts each resolved
// view's tree in a picture-model modifier made once, when the modifier is applied (an effect, a
// clip); a frame does so and offers its fixed lengths; a transform changes each resolved view
// otherwise (padding along a stack, a background view, a tag). A modifier that draws nothing
// (gestures, haptics, animations) returns its view unchanged.
//
// A chain of modifiers is a list of nodes, resolved in one walk: down the list the environment
// changes, actions register and frames offer, the innermost view is resolved once, then up the
// list each node wraps or transforms the views. The walk is a call per node (each node resolves
// the next): a list of the nodes, each with the environment kept for its way out, was an array
// grown per chain and some 200 bytes copied a node. Cost, measured on the wheel demo with callgrind:
// a generic `ModifiedView<Content>` in a `ContentBox<Content>` spent 14 % of the settle in the
// runtime's metadata caches; the modified view held as `any View` and resolved level by level
// through the graph cost a copy, a cast and a call a level (7 levels a wheel row); matching an
// enum's cases copied their payloads. The type is @usableFromInline so that a caller's compiler
// sees it behind the modifiers' `some View`: an internal one is looked up by the runtime,
// demangled from its name, at every modifier called from generic code (the block's rows are made
// in WheelPicker<Value>), a third of the settle.
// Invariants: a modifier keeps its content's identity (same path); an environment modifier
// changes the environment for its content only; a transform that reads the environment sees the
// one outside it; actions register outermost first, and transforms apply innermost first, as
// SwiftUI's modifiers nest.

import PickerRender

@usableFromInline
nonisolated struct ModifiedView: View, PrimitiveView {
    let node: Node
    @usableFromInline typealias Body = Never

    /// One modifier: the modified view is the next node when it is a modifier too (`inner`), or
    /// the view itself (`content`). One subclass a kind of modifier, each resolving its content
    /// (`resolveContent`) between what it does on the way in and on the way out.
    class Node {
        let inner: Node?
        let content: (any View)?
        init(_ view: some View) {
            if type(of: view) == ModifiedView.self {
                inner = unsafeBitCast(view, to: ModifiedView.self).node; content = nil
            } else {
                inner = nil; content = view
            }
        }
        /// The modified view resolved in `env` (overridden: what the modifier does around that).
        @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
            resolveContent(in: graph, path: path, env: env)
        }
        /// The next node, or the view itself.
        @MainActor final func resolveContent(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
            if let inner { return inner.resolve(in: graph, path: path, env: env) }
            return graph.resolve(content!, path: path, env: env)
        }
    }

    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        node.resolve(in: graph, path: path, env: env)
    }

    /// An environment modifier: its change is seen by the content only.
    final class Environment: Node {
        let change: EnvironmentChange
        init(_ content: some View, _ change: EnvironmentChange) { self.change = change; super.init(content) }
        @MainActor override func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
            var inner = env
            change.apply(to: &inner)
            return resolveContent(in: graph, path: path, env: inner)
        }
    }

    /// An action registered with the graph (onAppear, onChange).
    final class Register: Node {
        let register: (ViewGraph, String) -> Void
        init(_ content: some View, _ register: @escaping (ViewGraph, String) -> Void) { self.register = register; super.init(content) }
        @MainActor override func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
            register(graph, path)
            return resolveContent(in: graph, path: path, env: env)
        }
    }

    /// An environment change that depends on the graph and the view's path (`.animation(_:value:)`).
    final class Contextual: Node {
        let change: @MainActor (ViewGraph, String, inout EnvironmentValues) -> Void
        init(_ content: some View, _ change: @escaping @MainActor (ViewGraph, String, inout EnvironmentValues) -> Void) {
            self.change = change; super.init(content)
        }
        @MainActor override func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
            var inner = env
            change(graph, path, &inner)
            return resolveContent(in: graph, path: path, env: inner)
        }
    }

    /// A drawing modifier, which never changes layout (an effect, a clip, a coordinate space).
    final class Wrap: Node {
        let modifier: AnyModifier
        init(_ content: some View, _ modifier: AnyModifier) { self.modifier = modifier; super.init(content) }
        @MainActor override func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
            var items = resolveContent(in: graph, path: path, env: env)
            for i in items.indices { items[i].wrap(modifier) }
            return items
        }
    }

    /// A drawing effect whose numbers SwiftUI animates (opacity, offset, scale, rotation): with a
    /// timeline (AnimationTimeline) they are a track of the view's, drawn at a frame's numbers.
    final class AnimatableWrap: Node {
        let values: [Double]
        let modifier: AnyModifier
        let make: @Sendable ([Double]) -> AnyModifier
        init(_ content: some View, _ values: [Double], _ make: @escaping @Sendable ([Double]) -> AnyModifier) {
            self.values = values; self.make = make; modifier = make(values); super.init(content)
        }
        @MainActor override func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
            var m = modifier
            if let timeline = graph.timeline {
                let shown = timeline.values(graph.animationKey(path), values, env: env)
                if shown != values { m = make(shown) }
            }
            var items = resolveContent(in: graph, path: path, env: env)
            for i in items.indices { items[i].wrap(m) }
            return items
        }
    }

    /// A frame, and the fixed lengths it offers its content (nil: none, or a flexible one).
    final class Frame: Node {
        let modifier: AnyModifier, width: Double?, height: Double?
        init(_ content: some View, _ modifier: AnyModifier, width: Double?, height: Double?) {
            self.modifier = modifier; self.width = width; self.height = height; super.init(content)
        }
        @MainActor override func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
            graph.offer = ViewGraph.Offer(path: path, width: width, height: height)
            // A stack keeps its items for a scroll view: its frame across the scroll is the
            // scroll's own size, which the scroll gives each item (ScrollView.swift).
            var items = resolveContent(in: graph, path: path, env: env)
            for i in items.indices {
                let stack = items[i].stack
                items[i].wrap(modifier)
                items[i].stack = stack
            }
            return items
        }
    }

    /// Any other change to each resolved view (padding, a background view, a tag); one that
    /// reads the environment reads the one outside it.
    final class Transform: Node {
        let transform: (inout Resolved, ViewGraph, String, EnvironmentValues?) -> Void
        let readsEnvironment: Bool
        init(_ content: some View, readsEnvironment: Bool, _ transform: @escaping (inout Resolved, ViewGraph, String, EnvironmentValues?) -> Void) {
            self.transform = transform; self.readsEnvironment = readsEnvironment; super.init(content)
        }
        @MainActor override func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
            // Padding, a fixed size, a background view: what the content is offered is no longer known.
            graph.offer = nil
            var items = resolveContent(in: graph, path: path, env: env)
            if readsEnvironment {
                for i in items.indices { transform(&items[i], graph, path, env) }
            } else {
                for i in items.indices { transform(&items[i], graph, path, nil) }
            }
            return items
        }
    }
}

/// What an environment modifier sets, as a value: a closure each was an object to make and free
/// on every body (three of a wheel row's six modifiers).
enum EnvironmentChange {
    case font(Font?), fontWeight(Font.Weight?), fontDesign(Font.Design?), monospacedDigit
    case foreground(ColorSpec?), lineLimit(Int?), minimumScaleFactor(Double), pickerStyle(PickerStyleKind)
    case scroll((inout ScrollConfiguration) -> Void)
    case contentTransition(ContentTransition)

    func apply(to env: inout EnvironmentValues) {
        switch self {
        case .font(let f): env.font = f
        case .fontWeight(let w): env.fontWeight = w
        case .fontDesign(let d): env.fontDesign = d
        case .monospacedDigit: env.monospacedDigit = true
        case .foreground(let c): env.foreground = c
        case .lineLimit(let n): env.lineLimit = n
        case .minimumScaleFactor(let f): env.minimumScaleFactor = f
        case .pickerStyle(let k): env.pickerStyle = k
        case .scroll(let change): change(&env.scroll)
        case .contentTransition(let t): env.contentTransition = t
        }
    }
}

extension Resolved {
    /// The view's tree in `modifier` (its id, tag and text kept; it is no longer a stack's
    /// items, nor the background that fills the screen).
    mutating func wrap(_ modifier: AnyModifier) {
        tree = .modified(modifier, tree)
        stack = nil; fillsBackground = nil
    }
}

extension View {
    func changingEnvironment(_ change: EnvironmentChange) -> ModifiedView { ModifiedView(node: ModifiedView.Environment(self, change)) }

    func contextual(_ change: @escaping @MainActor (ViewGraph, String, inout EnvironmentValues) -> Void) -> ModifiedView {
        ModifiedView(node: ModifiedView.Contextual(self, change))
    }

    func registering(_ register: @escaping (ViewGraph, String) -> Void) -> ModifiedView {
        ModifiedView(node: ModifiedView.Register(self, register))
    }

    /// Each resolved view changed by `t` (with the graph and the view's path).
    func transformed(_ t: @escaping (inout Resolved, ViewGraph, String) -> Void) -> ModifiedView {
        ModifiedView(node: ModifiedView.Transform(self, readsEnvironment: false) { r, graph, path, _ in t(&r, graph, path) })
    }

    /// The same, `t` reading the environment outside the modifier (a view it resolves: a background).
    func transformedInEnvironment(_ t: @escaping (inout Resolved, ViewGraph, String, EnvironmentValues) -> Void) -> ModifiedView {
        ModifiedView(node: ModifiedView.Transform(self, readsEnvironment: true) { r, graph, path, env in t(&r, graph, path, env!) })
    }

    /// The view's tree wrapped in `modifier` (the item's id, tag and text kept).
    func wrapped(_ modifier: some PictureModifier) -> ModifiedView { ModifiedView(node: ModifiedView.Wrap(self, AnyModifier(modifier))) }

    /// The same for an effect made of numbers an animation moves (`make` of `values`).
    func animatable(_ values: [Double], _ make: @escaping @Sendable ([Double]) -> some PictureModifier) -> ModifiedView {
        ModifiedView(node: ModifiedView.AnimatableWrap(self, values) { AnyModifier(make($0)) })
    }

    /// The view in `frame`, which offers it `width` and `height` when they are fixed.
    func framed(_ frame: PickerRender.Frame, width: Double?, height: Double?) -> ModifiedView {
        ModifiedView(node: ModifiedView.Frame(self, AnyModifier(frame), width: width, height: height))
    }

    /// The view's tree changed by `wrap` (the item's id, tag and text kept).
    func wrapped(_ wrap: @escaping (ViewTree) -> ViewTree) -> ModifiedView {
        transformed { r, _, _ in
            r.tree = wrap(r.tree)
            r.stack = nil; r.fillsBackground = nil
        }
    }
}

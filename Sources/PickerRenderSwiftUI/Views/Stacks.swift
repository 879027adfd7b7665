// VStack, HStack, ZStack, their lazy forms, Spacer and Divider. A stack's children are kept as
// items too, so a ScrollView over a (lazy) stack lays them out as its scroll content.

import PickerRender

@MainActor
private func stack(_ content: some View, vertical: Bool, spacing: CGFloat?, across: PickerRender.Alignment, graph: ViewGraph, path: String,
                   env: EnvironmentValues, make: ([ViewTree]) -> ViewTree) -> [Resolved] {
    var inner = env
    inner.inHorizontalStack = !vertical
    let items = graph.resolve(content, path: path, env: inner)
    var r = Resolved(make(items.map(\.tree)))
    r.stack = StackItems(vertical: vertical, spacing: Double(spacing ?? 8), items: items, across: across)
    return [r]
}

nonisolated public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public typealias Body = Never
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        stack(content, vertical: true, spacing: spacing, across: PickerRender.Alignment(horizontal: alignment.value, vertical: .center),
              graph: graph, path: path, env: env) {
            .vstack(PickerRender.VStack(alignment: alignment.value, spacing: spacing.map(Double.init), children: $0))
        }
    }
}

nonisolated public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public typealias Body = Never
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        stack(content, vertical: false, spacing: spacing, across: PickerRender.Alignment(horizontal: .center, vertical: alignment.value),
              graph: graph, path: path, env: env) {
            .hstack(PickerRender.HStack(alignment: alignment.value, spacing: spacing.map(Double.init), children: $0))
        }
    }
}

/// A lazy stack in a ScrollView of known length whose content is a ForEach of one view a row:
/// the rows unmade, for the scroll to make those it shows (ScrollView+Lazy.swift). Its tree is
/// never drawn (the scroll lays out its items), so it is an empty stack.
@MainActor
private func lazyStack(_ content: some View, vertical: Bool, spacing: CGFloat?, graph: ViewGraph, path: String,
                       env: EnvironmentValues) -> [Resolved]? {
    guard graph.lazyStackPath == path else { return nil }
    graph.lazyStackPath = nil
    var inner = env
    inner.inHorizontalStack = !vertical
    guard let lazy = graph.lazyItems(content, path: path, env: inner) else { return nil }
    graph.madeLazyItems = true
    var r = Resolved(.vstack(PickerRender.VStack(children: [])))
    r.stack = StackItems(vertical: vertical, spacing: Double(spacing ?? 8), items: [], isTargetLayout: true, lazy: lazy)
    return [r]
}

/// A LazyVStack lays out as a VStack; inside a ScrollView its children are the scroll's items,
/// of which only those near the view are made and drawn.
nonisolated public struct LazyVStack<Content: View>: View, PrimitiveView {
    let stack: VStack<Content>
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
    }
    public typealias Body = Never
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        lazyStack(stack.content, vertical: true, spacing: stack.spacing, graph: graph, path: path, env: env)
            ?? stack.resolve(in: graph, path: path, env: env).map { var r = $0; r.stack?.isTargetLayout = true; return r }
    }
}

nonisolated public struct LazyHStack<Content: View>: View, PrimitiveView {
    let stack: HStack<Content>
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
    }
    public typealias Body = Never
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        lazyStack(stack.content, vertical: false, spacing: stack.spacing, graph: graph, path: path, env: env)
            ?? stack.resolve(in: graph, path: path, env: env).map { var r = $0; r.stack?.isTargetLayout = true; return r }
    }
}

nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment, content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { self.alignment = alignment; self.content = content() }
    public typealias Body = Never
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        [Resolved(.zstack(PickerRender.ZStack(alignment: alignment.pickerRender, children: graph.resolve(content, path: path, env: env).map(\.tree))))]
    }
}

nonisolated public struct Spacer: View, PrimitiveView {
    let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public typealias Body = Never
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        [Resolved(.spacer(PickerRender.Spacer(minLength: minLength.map(Double.init))))]
    }
}

nonisolated public struct Divider: View, PrimitiveView {
    public init() {}
    public typealias Body = Never
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        guard env.inHorizontalStack else { return [Resolved(.divider)] }
        // Down the stack's height, one device pixel thick, whatever frame it is given: a
        // `.frame(width: 0)` centres it on the frame's x (on the pixel grid, as it is placed).
        let hairline = PickerRender.Frame(width: 1 / Double(env.options.scale), maxHeight: .infinity)
        return [Resolved(.modified(AnyModifier(hairline), PickerRender.Rectangle().fill(.separator).tree))]
    }
}

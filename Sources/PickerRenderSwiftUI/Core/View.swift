// PickerRenderSwiftUI: the part of SwiftUI that picker code is written in, with SwiftUI's names,
// labels and defaults, so a file that says `import SwiftUI` on Apple's platforms compiles here
// with `import PickerRenderSwiftUI` instead. A view is evaluated as SwiftUI evaluates it: its
// body with its state (ViewGraph), its onAppear and onChange actions run until nothing changes,
// then what it built is the picture model's tree (PickerRender's ViewTree), which the existing
// layout and rasterizer draw. Closures that need layout (GeometryReader, visualEffect) become
// the tree's late views. docs/architecture.md §26.
//
// View: SwiftUI's protocol, main-actor isolated as SwiftUI's is. A view whose Body is Never is
// one of this module's primitives (PrimitiveView), which resolve themselves into trees.

@_exported import Foundation
import PickerRender

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("a primitive view has no body") }
}

extension View where Body == Never {
    /// A primitive view (one this module resolves itself) has no body.
    public var body: Never { fatalError("\(Self.self) is a primitive view: it has no body") }
}

/// One resolved view: its tree, and what its parents read of it (a ForEach's id, a `.tag`, a
/// Text's string for a Picker's options, a stack's items for a ScrollView).
struct Resolved {
    var tree: ViewTree
    var id: AnyHashable?
    var tag: AnyHashable?
    var text: String?
    var stack: StackItems?
    /// Set by `.background(_ style:)`: the colour SwiftUI extends under the safe area.
    var fillsBackground: ColorSpec?
    /// What the view is as a row of a List (a Picker in its menu style, a title and a value).
    var listRow: ListSection.Row?
    /// What the view is as a List's section (a Section, with its header).
    var listSection: ListSection?
    /// An inline-style Picker: in a List, a section of its own with a checkmark on its selection.
    var inlinePicker: InlinePicker?
    init(_ tree: ViewTree) { self.tree = tree }
}

/// A stack's children as a scroll view lays them out: one item each.
struct StackItems {
    var vertical: Bool
    var spacing: Double
    var items: [Resolved]
    /// Padding along the axis (points before the first item and after the last).
    var margin: Double = 0
    /// A lazy stack, or one marked `.scrollTargetLayout()`: a scroll view's items. Another
    /// stack in a scroll view is its content, laid out whole.
    var isTargetLayout = false
}

@MainActor
protocol PrimitiveView {
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved]
}

/// A view of no content (SwiftUI's EmptyView).
nonisolated public struct EmptyView: View, PrimitiveView {
    public init() {}
    public typealias Body = Never
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] { [] }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        guard let self else { return [] }
        return graph.resolve(self, path: path + "?", env: env)
    }
}

/// Several views of a builder (SwiftUI's TupleView); each child keeps its position as identity.
nonisolated public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    public init(_ value: T) { self.value = value }
    public typealias Body = Never
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        var out: [Resolved] = []
        for (i, child) in Mirror(reflecting: value).children.enumerated() {
            guard let view = child.value as? any View else { continue }
            out += graph.resolve(view, path: path + ".\(i)", env: env)
        }
        return out
    }
}

/// `if` / `else` in a builder: the branch is part of the identity, as in SwiftUI.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage { case first(TrueContent), second(FalseContent) }
    let storage: Storage
    public typealias Body = Never
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        switch storage {
        case .first(let v): return graph.resolve(v, path: path + ".T", env: env)
        case .second(let v): return graph.resolve(v, path: path + ".F", env: env)
        }
    }
}

@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { .init(storage: .first(first)) }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { .init(storage: .second(second)) }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}

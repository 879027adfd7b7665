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
/// The tree and a Text's string are held in place; the rest, which most views leave unset, in
/// one shared box, copied before it is written when another value holds it too. Resolved values
/// are returned, wrapped and copied at every node: with every field in place one was some 400
/// bytes, copied and its fields retained and released each time.
struct Resolved {
    var tree: ViewTree
    var text: String?
    private var rare: Rare?
    init(_ tree: ViewTree) { self.tree = tree }

    /// The fields few views set.
    private final class Rare {
        var id: AnyHashable?
        var tag: AnyHashable?
        var stack: StackItems?
        var fillsBackground: ColorSpec?
        var listRow: ListSection.Row?
        var listSection: ListSection?
        var inlinePicker: InlinePicker?
        init() {}
        init(copying r: Rare) {
            id = r.id; tag = r.tag; stack = r.stack; fillsBackground = r.fillsBackground
            listRow = r.listRow; listSection = r.listSection; inlinePicker = r.inlinePicker
        }
    }

    /// The box, this value's own, for writing.
    private mutating func writableRare() -> Rare {
        if rare == nil { rare = Rare() } else if !isKnownUniquelyReferenced(&rare) { rare = Rare(copying: rare!) }
        return rare!
    }

    var id: AnyHashable? {
        get { rare?.id }
        set { if newValue != nil || rare != nil { writableRare().id = newValue } }
    }
    var tag: AnyHashable? {
        get { rare?.tag }
        set { if newValue != nil || rare != nil { writableRare().tag = newValue } }
    }
    var stack: StackItems? {
        get { rare?.stack }
        set { if newValue != nil || rare?.stack != nil { writableRare().stack = newValue } }
    }
    /// Set by `.background(_ style:)`: the colour SwiftUI extends under the safe area.
    var fillsBackground: ColorSpec? {
        get { rare?.fillsBackground }
        set { if newValue != nil || rare?.fillsBackground != nil { writableRare().fillsBackground = newValue } }
    }
    /// What the view is as a row of a List (a Picker in its menu style, a title and a value).
    var listRow: ListSection.Row? {
        get { rare?.listRow }
        set { if newValue != nil || rare?.listRow != nil { writableRare().listRow = newValue } }
    }
    /// What the view is as a List's section (a Section, with its header).
    var listSection: ListSection? {
        get { rare?.listSection }
        set { if newValue != nil || rare?.listSection != nil { writableRare().listSection = newValue } }
    }
    /// An inline-style Picker: in a List, a section of its own with a checkmark on its selection.
    var inlinePicker: InlinePicker? {
        get { rare?.inlinePicker }
        set { if newValue != nil || rare?.inlinePicker != nil { writableRare().inlinePicker = newValue } }
    }
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
    /// Where an item sits across the stack (a VStack's alignment, or an HStack's).
    var across = PickerRender.Alignment.center
    /// A lazy stack's rows not made yet (`items` is then empty), for the ScrollView that asked
    /// for them (ScrollView+Lazy.swift).
    var lazy: LazyItems?
}

/// A primitive whose views inside are values it holds, made when it was made (a stack's content,
/// a builder's views), not by a closure it calls when resolved (ForEach, GeometryReader): resolved
/// again, they are the same values (ViewGraph's kept bodies).
protocol StoredContent {}

extension TupleView: StoredContent {}
extension _ConditionalContent: StoredContent {}
extension Optional: StoredContent where Wrapped: View {}
extension VStack: StoredContent {}
extension HStack: StoredContent {}
extension ZStack: StoredContent {}
extension ScrollView: StoredContent {}

@MainActor
protocol PrimitiveView {
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved]
}

extension PrimitiveView {
    /// `resolve` on `view`, whose type is this one, called through the type (ViewGraph keeps it
    /// per type): a view cast to `any PrimitiveView` was looked up in the runtime's conformance
    /// cache and boxed at every node, 13 % of the wheel demo's settle. The view is reinterpreted,
    /// not cast (a shallow copy: a modifier holds its content in a box).
    @MainActor static func resolve<V>(_ view: V, in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        unsafeBitCast(view, to: Self.self).resolve(in: graph, path: path, env: env)
    }
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
/// A builder's tuple keeps its views as it makes them (`views`); one made with `init(_:)` is
/// read by reflection, as before: Mirror and a cast per child cost a few microseconds a tuple.
nonisolated public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    let views: [any View]?
    public init(_ value: T) { self.value = value; views = nil }
    init(_ value: T, views: [any View]) { self.value = value; self.views = views }
    public typealias Body = Never
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        var out: [Resolved] = []
        if let views {
            out.reserveCapacity(views.count)
            for i in views.indices { out += graph.resolve(views[i], path: path + "." + String(i), env: env) }
            return out
        }
        for (i, child) in Mirror(reflecting: value).children.enumerated() {
            guard let view = child.value as? any View else { continue }
            out += graph.resolve(view, path: path + "." + String(i), env: env)
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
        var views: [any View] = []
        for view in repeat each content { views.append(view) }
        return TupleView((repeat each content), views: views)
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { .init(storage: .first(first)) }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { .init(storage: .second(second)) }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}

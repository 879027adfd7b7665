// A lazy stack's rows made as SwiftUI makes them: when the stack is laid out, and only those
// the scroll view shows. A ScrollView whose length a frame fixes (ViewGraph.Offer) asks the
// lazy stack inside it for its ForEach's rows unmade (LazyItems). The rows are made once the
// pass's onAppear and onChange actions change nothing (ViewGraph.settle), as SwiftUI lays a
// stack out after the update its actions caused: row 0 (whose fixed length is every row's, as
// the scroll layout reads it) and the rows layout reaches at the offered length (ScrollItems:
// the layout's own arithmetic). The others are placeholders of the same length, which layout
// never reaches. So a row off screen runs no body and no onAppear, as in SwiftUI (row 0
// excepted), and the wheel demo makes 16 of its two wheels' 36 rows, once, not every pass.
// Rows that are not one view each, or not one length, are all made, as a stack made whole.
// Invariants: the rows made are those layout lays out at the offered length, and the scroll
// checks when it is laid out that it was given that length (a mismatch is an error naming the
// view, never a blank row); a ForEach is made lazily only when each element is provably one
// view, so row indices are element indices.

import PickerRender
import PickerRenderGeometry
import PickerRenderLocking

/// A ForEach's rows, made one at a time.
struct LazyItems {
    var count: Int
    /// The index of the row whose id is the given one.
    var index: @MainActor (AnyHashable) -> Int?
    /// Row i, made now; `named` also names and tags it by its id (for a stack made whole).
    var resolve: @MainActor (_ i: Int, _ named: Bool) -> [Resolved]
    /// Row 0 made, and whether its view is provably one view (then every row's is: see ForEach).
    var resolveFirst: @MainActor () -> (views: [Resolved], isOneView: Bool)
}

/// A view that can give its rows unmade (ForEach).
@MainActor protocol LazyItemsSource {
    func lazyItems(in graph: ViewGraph, path: String, env: EnvironmentValues) -> LazyItems?
}

extension LazyItemsSource {
    /// `lazyItems` on `view`, whose type is this one, called through the type (as PrimitiveView's resolve).
    static func lazyItems<V>(_ view: V, in graph: ViewGraph, path: String, env: EnvironmentValues) -> LazyItems? {
        unsafeBitCast(view, to: Self.self).lazyItems(in: graph, path: path, env: env)
    }
}

/// A primitive that is always exactly one view (not EmptyView, an `if`, a tuple or a ForEach).
protocol SingleView {}

extension Text: SingleView {}
extension Color: SingleView {}
extension LinearGradient: SingleView {}
extension FilledShape: SingleView {}
extension Rectangle: SingleView {}
extension RoundedRectangle: SingleView {}
extension Capsule: SingleView {}
extension Circle: SingleView {}
extension Ellipse: SingleView {}
extension Spacer: SingleView {}
extension Divider: SingleView {}
extension VStack: SingleView {}
extension HStack: SingleView {}
extension ZStack: SingleView {}
extension LazyVStack: SingleView {}
extension LazyHStack: SingleView {}
extension ScrollView: SingleView {}
extension GeometryReader: SingleView {}
extension Picker: SingleView {}
extension List: SingleView {}

extension ViewGraph {
    /// Whether `view` is one view whatever its state: modifiers over a single primitive.
    static func isSingleView<V: View>(_ view: V) -> Bool {
        guard V.self == ModifiedView.self else { return isSingleType(V.self) }
        var node = unsafeBitCast(view, to: ModifiedView.self).node
        while let inner = node.inner { node = inner }
        func isSingle<C: View>(_ content: C) -> Bool { isSingleType(C.self) }
        return node.content.map { isSingle($0) } ?? false
    }
}

extension ScrollView {
    /// The scroll of a lazy stack's rows, `length` long, its rows made when the graph lays it
    /// out (see the header).
    @MainActor func lazyScroll(_ lazy: LazyItems, stack: StackItems, config: ScrollConfiguration, length: Double, scale: Double,
                               graph: ViewGraph, path: String, env: EnvironmentValues) -> ViewTree {
        let made = Locked<(scroll: PickerRender.ScrollView, lazyLength: Double?)?>(nil), vertical = stack.vertical
        // A timeline sees the position of every pass, the ones whose rows are never made too (a
        // pass whose onAppear then scrolls withAnimation is where that animation starts).
        if let timeline = graph.timeline, timeline.time == nil {
            timeline.record(scroll: path, Self.position(config, vertical: vertical, index: lazy.index), env: env)
        }
        graph.rowMakers.append {
            let rows = makeRows(lazy, stack: stack, config: config, length: length, scale: scale, graph: graph, path: path, env: env)
            made.withLock { $0 = rows }
        }
        return .sized(SizedView(name: "ScrollView", measuresContent: true) { size throws(PickerError) in
            guard let rows = made.withLock({ $0 }) else {
                throw .invalidOption(name: "ScrollView", value: "laid out before its rows were made", expected: "a scroll the graph settled")
            }
            var scroll = rows.scroll
            let lazyLength = rows.lazyLength
            scroll.length = vertical ? size.height : size.width
            // The rows were made for the offered length: laid out at another, a placeholder could show.
            if let lazyLength, scroll.length != lazyLength {
                throw .invalidOption(name: "ScrollView", value: "\(PickerError.format(scroll.length)) points long",
                                     expected: "the \(PickerError.format(lazyLength)) points its frame offered, for which its lazy rows were made")
            }
            return .scroll(scroll)
        })
    }

    /// The rows layout reaches made, the others placeholders; or, when the rows are not one
    /// view of one length each, every row made, as a stack made whole lays them out.
    @MainActor private func makeRows(_ lazy: LazyItems, stack: StackItems, config: ScrollConfiguration, length: Double,
                                     scale: Double, graph: ViewGraph, path: String, env: EnvironmentValues) -> (scroll: PickerRender.ScrollView, lazyLength: Double?) {
        let registrations = graph.registrations
        let vertical = stack.vertical, count = lazy.count
        let margin = Self.margin(stack, config)
        // Asked of the timeline once a pass (it records what it is told): by the rows made
        // lazily, or else by the stack made whole.
        var placed: (offset: Double, snapping: ScrollSnapping)?
        let spacing = stack.spacing
        func scroll(_ trees: [ViewTree], at position: PickerRender.ScrollPosition, _ placed: (offset: Double, snapping: ScrollSnapping)) -> PickerRender.ScrollView {
            PickerRender.ScrollView(vertical ? .vertical : .horizontal, length: length, contentMargins: margin, position: position,
                                    offset: placed.offset, snapping: placed.snapping) {
                PickerRender.ForEach(values: .views(trees), spacing: spacing, item: .divider)
            }
        }
        let position = Self.position(config, vertical: vertical, index: lazy.index)
        // Loops rather than closures: a closure made here checked the main actor at every call.
        if count > 0, case let (views, isOneView) = lazy.resolveFirst(), isOneView, views.count == 1,
           let H = ViewTreeLayout.fixedLength(of: views[0].tree, vertical: vertical), H >= 1, let rest = Self.rest(position, count: count) {
            let first = views[0].tree
            let lazyPlaced = Self.placement(graph, path, position, step: H + stack.spacing, config: config, env: env)
            placed = lazyPlaced
            let geometry = ScrollItems(vertical: vertical, length: length, itemLength: H, spacing: stack.spacing, margin: margin, count: count,
                                       rest: rest, offset: lazyPlaced.offset, snapping: lazyPlaced.snapping,
                                       reach: first.hasFixedSizeContent ? ViewTreeLayout.overflowReach : 0)
            let placeholder = ViewTree.modified(AnyModifier(PickerRender.Frame(width: vertical ? nil : H, height: vertical ? H : nil)),
                                                .spacer(PickerRender.Spacer(minLength: 0)))
            var trees = [ViewTree](repeating: placeholder, count: count)
            trees[0] = first
            // Exactly the rows layout lays out: it reads the same numbers (row 0's length and
            // reach, the offered length, checked when laid out) through the same arithmetic.
            var complete = true
            if let range = geometry.laidOut {
                for i in range where i > 0 && geometry.reaches(top: geometry.top(i, scale: scale)) {
                    let row = lazy.resolve(i, false)
                    guard row.count == 1 else { complete = false; break }
                    trees[i] = row[0].tree
                }
            }
            if complete { return (scroll(trees, at: position, lazyPlaced), length) }
        }
        // Made whole: every row, named, found by its id (the layout reports what does not fit).
        // A row made above is made again as the same view: its onAppear and onChange the same ones.
        graph.registrations = registrations
        var rows: [Resolved] = []
        for i in 0..<count { rows += lazy.resolve(i, true) }
        let whole = Self.position(config, vertical: vertical) { id in rows.firstIndex { $0.id == id } }
        let step = (rows.first.flatMap { ViewTreeLayout.fixedLength(of: $0.tree, vertical: vertical) } ?? 0) + spacing
        return (scroll(rows.map(\.tree), at: whole, placed ?? Self.placement(graph, path, whole, step: step, config: config, env: env)), nil)
    }

    /// Where a position rests as the scroll arithmetic reads it (nil: not a row of the stack).
    static func rest(_ position: PickerRender.ScrollPosition, count: Int) -> ScrollItems.Rest? {
        switch position {
        case .index(let k, let anchor): (0..<count).contains(k) ? .item(k, anchor: anchor) : nil
        case .contentOffset(let o): o.isFinite ? .contentOffset(o) : nil
        case .value: nil
        }
    }
}
